// The mojibake of the open document, as the window works with it (a Tool, see feature/tool.h):
// going from finding to finding (F4, Shift+F4), their marks in the hex view, the codec the text
// column reads with, and the notice that says what was found. It follows the Document's
// signals; the findings themselves are the Document's background result (MojibakeReport,
// document/mojibakereport.h), which the inspector reads too. Widget-free.
#pragma once

#include "document/mojibakereport.h"
#include "feature/tool.h"
#include "hexview/marklayer.h"
#include "u8scope/encoding/legacycodec.h"

#include <QByteArray>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace u8scope::ui {

class MojibakeTool : public Tool {
    Q_OBJECT
public:
    [[nodiscard]] static MojibakeTool& of(Document& document) {
        return Tool::of<MojibakeTool>(document);
    }

    /// Moves the cursor to the next / previous finding, wrapping around; says what it did, or
    /// why it could not, in the document's statusMessage(). Past the findings the report keeps,
    /// the source is read around the cursor (at most kReach octets ahead or back).
    void next();
    void previous();
    static constexpr std::uint64_t kReach = std::uint64_t{4} << 20;
    /// Selects finding `index` of the report's findings.
    void goTo(std::size_t index, const QString& note = {});

    /// Where the findings the report keeps end, when it found more than it keeps: past it, the
    /// marks are read from the source. nullopt when it keeps them all (or is not there).
    [[nodiscard]] std::optional<std::uint64_t> keptEnd() const;
    /// The findings marked in the hex view: those of the report, once found, and past those it
    /// keeps, the ones read from the source for the octets shown.
    [[nodiscard]] MarkLayer& marks() noexcept { return m_marks; }
    [[nodiscard]] std::vector<MarkLayer*> markLayers() override { return {&m_marks}; }

    /// The codec the text column reads octets with, for a source in another encoding than
    /// UTF-8; nullopt: UTF-8. A reload keeps it; another source starts with UTF-8.
    [[nodiscard]] const std::optional<Codec>& textCodec() const noexcept { return m_textCodec; }
    void setTextCodec(std::optional<Codec> codec);

signals:
    /// textCodec() changed.
    void textCodecChanged();
    /// The notice asked for a repaired copy, or for the text as UTF-8: the window asks where to
    /// save it.
    void repairedCopyRequested();
    void utf8CopyRequested();

private:
    friend class Tool;
    explicit MojibakeTool(Document& document);

    void onSourceChanged();
    /// The report is in: marks its findings and says what they are in a notice.
    void onFound();
    /// Selects a finding past those the report keeps, and says so.
    void goToBeyond(const MojibakeFinding& f);
    /// Where the findings `report` keeps end, when it found more than it keeps.
    [[nodiscard]] std::optional<std::uint64_t> keptEnd(const MojibakeReport* report) const;
    /// The findings past those `report` keeps (none when it keeps them all) that overlap octets
    /// [from, to), read from the source with the report's evidence (mojibakeIn).
    [[nodiscard]] Result<std::vector<MojibakeFinding>>
    findingsBeyondKept(const MojibakeReport& report, std::uint64_t from, std::uint64_t to) const;
    /// The spans of the findings marked that overlap octets [from, to).
    [[nodiscard]] MarkLayer::Spans marksIn(std::uint64_t from, std::uint64_t to) const;
    /// F4 and Shift+F4 past the findings the report keeps; true when it went or said why not.
    [[nodiscard]] bool nextBeyondKept(const MojibakeReport& report);
    [[nodiscard]] bool previousBeyondKept(const MojibakeReport& report);

    std::optional<Codec> m_textCodec;
    QByteArray m_nativePath; ///< the file the codec was chosen for
    /// The report whose findings are marked: set when it is in, dropped with the source (a
    /// rescan keeps the marks until the next report).
    std::shared_ptr<const MojibakeReport> m_marked;
    MarkLayer m_marks;
};

} // namespace u8scope::ui
