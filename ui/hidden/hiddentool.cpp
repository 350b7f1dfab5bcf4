#include "hidden/hiddentool.h"

#include "document/findinglist.h"
#include "theme/format.h"
#include "theme/palette.h"
#include "words/words.h"

namespace u8scope::ui {

namespace {

// Violet frames: apart from the errors' orange ones and the mojibake's warm underline.
QColor markColour(const OctetPalette& palette) {
    return palette.isDark() ? QColor(200, 140, 255) : QColor(150, 40, 210);
}

// The findings an index keeps, for next and previous.
class KeptHidden final : public FindingList {
public:
    explicit KeptHidden(const HiddenIndex& index) : m_index(index) {}
    [[nodiscard]] std::uint64_t count() const override { return m_index.findings().size(); }
    [[nodiscard]] Result<std::uint64_t> firstEndingAfter(std::uint64_t offset) const override {
        return m_index.firstAfter(offset);
    }
    [[nodiscard]] Result<std::uint64_t> startOf(std::uint64_t index) const override {
        return m_index.findings()[index].offset;
    }

private:
    const HiddenIndex& m_index;
};

} // namespace

HiddenTool::HiddenTool(Document& document)
    : Tool(document),
      m_marks(
          MarkLayer::Look::Framed, &markColour,
          [this](std::uint64_t from, std::uint64_t to) { return marksIn(from, to); }, this) {
    // The overview marks the findings the index keeps (HiddenIndex::kCapacity of them).
    m_marks.setOverview(tr("Hidden characters"), [this](std::uint64_t size, std::size_t count) {
        if (!m_index)
            return std::vector<bool>(count, false);
        return bandsOfSpans(
            m_index->findings(),
            [](const HiddenFinding& f) { return std::pair(f.offset, f.end()); }, size, count);
    });
    connect(&document, &Document::scanStateChanged, this, &HiddenTool::onScanStateChanged);
    onScanStateChanged();
}

void HiddenTool::onScanStateChanged() {
    // A new scan drops the findings of the last one; a finished one brings its own.
    std::shared_ptr<const HiddenIndex> index;
    if (document().scanState() == Document::ScanState::Finished) {
        if (const auto& scan = document().scanResult(); scan && scan->hiddenIndex)
            index = std::shared_ptr<const HiddenIndex>(scan, &*scan->hiddenIndex);
    }
    if (index == m_index)
        return;
    m_index = std::move(index);
    m_marks.update();
    emit indexChanged();
}

MarkLayer::Spans HiddenTool::marksIn(std::uint64_t from, std::uint64_t to) const {
    MarkLayer::Spans marks;
    if (!m_index)
        return marks;
    for (const HiddenFinding& f : m_index->in(from, to))
        marks.emplace_back(f.offset, f.end());
    return marks;
}

void HiddenTool::goTo(std::size_t index, const QString& note) {
    if (!m_index || index >= m_index->findings().size())
        return;
    const HiddenFinding& f = m_index->findings()[index];
    document().setSelection(f.offset, f.end());
    QString message =
        tr("Hidden character %1 of %2, line %3, column %4: %5 (%6)")
            .arg(number(index + 1), number(m_index->counts().total()), number(f.line),
                 number(f.column), Words::hiddenClass(f.cls), Words::character(f.codePoint));
    if (!note.isEmpty())
        message = note + QStringLiteral(" · ") + message;
    emit document().statusMessage(message, 8000);
}

void HiddenTool::next() {
    Document& doc = document();
    if (!m_index || m_index->findings().empty()) {
        emit doc.statusMessage(!doc.source() ? tr("No file is open.")
                               : !m_index    ? tr("Still looking for hidden characters.")
                                             : tr("No hidden characters in %1.").arg(doc.name()),
                               4000);
        return;
    }
    const auto step = KeptHidden(*m_index).next(doc.cursor());
    if (step && *step)
        goTo((*step)->index, (*step)->wrapped ? tr("Wrapped to the first") : QString());
}

void HiddenTool::previous() {
    if (!m_index || m_index->findings().empty()) {
        next(); // says why not
        return;
    }
    const auto step = KeptHidden(*m_index).previous(document().cursor());
    if (step && *step)
        goTo((*step)->index, (*step)->wrapped ? tr("Wrapped to the last") : QString());
}

} // namespace u8scope::ui
