#include "regions/regionstool.h"

#include "document/findinglist.h"
#include "theme/format.h"
#include "words/words.h"

namespace u8scope::ui {

namespace {

// The regions of a map as a list of places: they cover the file, so the first that ends after
// an offset is the one that holds it.
class RegionList final : public FindingList {
public:
    explicit RegionList(const RegionMap& map) : m_map(map) {}
    [[nodiscard]] std::uint64_t count() const override { return m_map.regions().size(); }
    [[nodiscard]] Result<std::uint64_t> firstEndingAfter(std::uint64_t offset) const override {
        return m_map.indexAt(offset);
    }
    [[nodiscard]] Result<std::uint64_t> startOf(std::uint64_t index) const override {
        return m_map.regions()[index].offset;
    }

private:
    const RegionMap& m_map;
};

} // namespace

const RegionMap* RegionsTool::mapOf(const Document& document) {
    const auto& scan = document.scanResult();
    if (!scan || !scan->regions || !document.scanProblem().isEmpty())
        return nullptr;
    return &*scan->regions;
}

const Region* RegionsTool::regionAtCursor() const {
    const RegionMap* regions = map();
    return regions ? regions->regionAt(document().cursor()) : nullptr;
}

void RegionsTool::next() {
    step(true);
}

void RegionsTool::previous() {
    step(false);
}

void RegionsTool::step(bool forward) {
    Document& doc = document();
    const RegionMap* regions = map();
    if (!regions || regions->empty()) {
        emit doc.statusMessage(doc.scanState() == Document::ScanState::Running
                                   ? tr("The regions are known once the scan is done")
                                   : tr("No regions: the file is empty or was not scanned whole"),
                               5000);
        return;
    }
    const RegionList list(*regions);
    const auto to = forward ? list.next(doc.cursor()) : list.previous(doc.cursor());
    if (!to || !*to)
        return; // in memory, and not empty: always there
    goTo(static_cast<std::size_t>((*to)->index),
         (*to)->wrapped ? (forward ? tr("wrapped to the first") : tr("wrapped to the last"))
                        : QString());
}

void RegionsTool::goTo(std::size_t index, const QString& note) {
    const RegionMap* regions = map();
    if (!regions || index >= regions->regions().size())
        return;
    const Region& r = regions->regions()[index];
    document().setCursor(r.offset);
    QString text = tr("Region %1 of %2 at %3: %4")
                       .arg(number(index + 1), number(regions->regions().size()),
                            hexOffset(r.offset), Words::region(r));
    if (!note.isEmpty())
        text += QStringLiteral(" (%1)").arg(note);
    emit document().statusMessage(text, 8000);
}

} // namespace u8scope::ui
