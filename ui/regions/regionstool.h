// The regions of the open document, as the window works with them (a Tool, see feature/tool.h):
// the scan's region map (regions/regionmap.h), going from region to region (F6, Shift+F6), and
// the region that holds the cursor, for the status bar and the overview strip beside the hex
// view's scroll bar (overviewstrip.h), which regionsfeature.cpp makes for the tool. Widget-free.
#pragma once

#include "feature/tool.h"
#include "u8scope/regions/regionmap.h"

#include <cstddef>

namespace u8scope::ui {

class RegionsTool : public Tool {
    Q_OBJECT
public:
    [[nodiscard]] static RegionsTool& of(Document& document) {
        return Tool::of<RegionsTool>(document);
    }

    /// The region map of the document's scan, once it is in; null before, and when the scan
    /// could not read the whole source.
    [[nodiscard]] const RegionMap* map() const { return mapOf(document()); }
    [[nodiscard]] static const RegionMap* mapOf(const Document& document);
    /// The region that holds the cursor; null without a map.
    [[nodiscard]] const Region* regionAtCursor() const;

    /// Moves the cursor to the start of the next / previous region, round the ends (the one the
    /// cursor is in is passed over, as F3 passes over an error); says where it went, or why it
    /// could not, in the document's statusMessage().
    void next();
    void previous();
    /// Moves the cursor to the start of region `index` and says which it is.
    void goTo(std::size_t index, const QString& note = {});

private:
    friend class Tool;
    explicit RegionsTool(Document& document) : Tool(document) {}
    void step(bool forward);
};

} // namespace u8scope::ui
