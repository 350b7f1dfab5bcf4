// The hidden and suspicious characters of the open document, as the window works with them (a
// Tool, see feature/tool.h): going from one to the next (F7, Shift+F7), their marks in both
// columns of the hex view, and the notice that says what was found. The findings are those the
// window's scan keeps (ScanResult::hiddenIndex, core's text/hiddenindex.h), found in the same pass
// as the malformed units. Widget-free.
#pragma once

#include "feature/tool.h"
#include "hexview/marklayer.h"
#include "u8scope/text/hiddenindex.h"

#include <cstddef>
#include <memory>

namespace u8scope::ui {

class HiddenTool : public Tool {
    Q_OBJECT
public:
    [[nodiscard]] static HiddenTool& of(Document& document) {
        return Tool::of<HiddenTool>(document);
    }

    /// The findings of the last scan that finished (null while none has, or it was cancelled).
    [[nodiscard]] std::shared_ptr<const HiddenIndex> index() const noexcept { return m_index; }

    /// Moves the cursor to the next / previous finding, wrapping around; says what it did, or
    /// why it could not, in the document's statusMessage().
    void next();
    void previous();
    /// Selects finding `index` of index()->findings() and says what it is.
    void goTo(std::size_t index, const QString& note = {});

    /// The findings marked in the hex view.
    [[nodiscard]] MarkLayer& marks() noexcept { return m_marks; }
    [[nodiscard]] std::vector<MarkLayer*> markLayers() override { return {&m_marks}; }

signals:
    /// index() changed: a scan finished, or another one began.
    void indexChanged();

private:
    friend class Tool;
    explicit HiddenTool(Document& document);

    void onScanStateChanged();
    [[nodiscard]] MarkLayer::Spans marksIn(std::uint64_t from, std::uint64_t to) const;

    std::shared_ptr<const HiddenIndex> m_index;
    MarkLayer m_marks;
};

} // namespace u8scope::ui
