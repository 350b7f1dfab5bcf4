#include "panels/errorspanel.h"

#include "document/document.h"
#include "panels/errorlistview.h"
#include "theme/format.h"
#include "u8scope/file/filesummary.h"
#include "u8scope/regions/regiontally.h"
#include "words/words.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <algorithm>

namespace u8scope::ui {

ErrorsPanel::ErrorsPanel(Document& document, QWidget* parent)
    : Panel(parent), m_document(document), m_kindFilter(new QComboBox(this)),
      m_summary(new QLabel(this)), m_list(new ErrorListView(this)) {
    m_list->setAccessibleName(tr("Malformed sequences"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto* filterRow = new QHBoxLayout;
    filterRow->setContentsMargins(4, 2, 4, 0);
    auto* filterLabel = new QLabel(tr("&Show:"), this);
    filterLabel->setBuddy(m_kindFilter);
    m_kindFilter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_kindFilter->setToolTip(tr("Show every malformed sequence, or only those of one kind; F3 "
                                "and Shift+F3 follow what is shown"));
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(m_kindFilter);
    filterRow->addStretch(1);
    m_summary->setWordWrap(true);
    m_summary->setContentsMargins(6, 4, 6, 0);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->hide();
    layout->addWidget(m_summary);
    layout->addLayout(filterRow);
    layout->addWidget(m_list, 1);

    connect(m_list, &ErrorListView::errorActivated, this,
            [this](quint64, quint64 offset) { m_document.setCursor(offset); });
    connect(m_kindFilter, &QComboBox::currentIndexChanged, this, &ErrorsPanel::onKindChosen);
    connect(&m_document, &Document::scanStateChanged, this, [this] {
        m_progressKnown = false;
        fillKindFilter();
        updateList();
        updateSummary();
    });
    connect(&m_document, &Document::scanProgressed, this, [this] {
        m_progressKnown = true;
        updateList();
    });
    connect(&m_document, &Document::errorsChanged, this, &ErrorsPanel::updateList);
    connect(&m_document, &Document::analysisFinished, this, [this](const QString& id) {
        if (id == QLatin1String(kMojibakeFindings.id))
            showSummary();
    });
    fillKindFilter(); // "All kinds", disabled, until a scan has something to filter
    updateList();
}

QString ErrorsPanel::title() const {
    QString title = tr("Malformed Sequences");
    if (m_document.scanResult())
        title += QStringLiteral(" (%1)").arg(number(m_document.scanResult()->errors.size()));
    if (m_document.errorKind() && m_document.errors())
        title += tr(": %1 shown").arg(number(m_document.errors()->count()));
    return title;
}

void ErrorsPanel::showInspection(const Inspection&) {
    followCursor();
}

void ErrorsPanel::showBlank(const Blank&) {}

int ErrorsPanel::heightWanted(int width) const {
    // The list's rows under the filter and the summary, as the panel's layout stacks them.
    int summary = 0;
    if (m_summary->isHidden()) {
        QFont bold = m_summary->font();
        bold.setBold(true);
        const QMargins margins = m_summary->contentsMargins();
        summary = 3 * QFontMetrics(bold).lineSpacing() + margins.top() + margins.bottom();
    } else {
        summary = m_summary->heightForWidth(width);
    }
    const int filter = layout()->itemAt(1)->sizeHint().height();
    return summary + filter + m_list->sizeHint().height() + 2 * layout()->spacing();
}

void ErrorsPanel::updateList() {
    const Document& doc = m_document;
    if (m_list->rows() != doc.errors())
        m_list->setRows(doc.errors(), doc.source());
    QString placeholder;
    switch (doc.scanState()) {
    case Document::ScanState::Idle:
        break;
    case Document::ScanState::Running: {
        const auto [done, total] = doc.scanProgress();
        placeholder = !m_progressKnown || total == 0
                          ? tr("Scanning…")
                          : tr("Scanning %1 for malformed sequences… %2% of %3")
                                .arg(doc.name())
                                .arg(done * 100 / total)
                                .arg(sizeText(total));
        break;
    }
    case Document::ScanState::Cancelled:
        placeholder =
            tr("The scan was cancelled. File ▸ Rescan (Ctrl+R) lists the malformed sequences.");
        break;
    case Document::ScanState::Finished:
        if (!doc.scanProblem().isEmpty()) {
            placeholder = doc.scanProblem();
        } else if (doc.errorKind()) {
            const auto [done, total] = doc.errorsProgress();
            const QString kind = m_kindFilter->currentText();
            if (!doc.errorsProblem().isEmpty()) {
                placeholder = doc.errorsProblem();
            } else if (doc.isCollectingErrors()) {
                placeholder =
                    total ? tr("Collecting the “%1” errors… %2%").arg(kind).arg(done * 100 / total)
                          : tr("Collecting the “%1” errors…").arg(kind);
            } else {
                placeholder = tr("None of this kind.");
            }
        } else {
            placeholder = doc.size() == 0
                              ? tr("The file is empty.")
                              : tr("No malformed sequences: “%1” is valid UTF-8 under %2.")
                                    .arg(doc.name(), Words::profile(doc.profile()));
        }
        break;
    }
    m_list->setPlaceholder(placeholder);
    followCursor();
    emit titleChanged(title());
}

void ErrorsPanel::updateSummary() {
    const Document& doc = m_document;
    const auto& result = doc.scanResult();
    if (doc.scanState() != Document::ScanState::Finished || !result || !doc.source() ||
        !doc.scanProblem().isEmpty()) {
        m_fileSummary.reset();
        m_summary->hide();
        return;
    }
    // The first octets tell UTF-16 and binary data; the scan's counts the rest.
    const auto head = doc.source()->readVector(0, std::min<std::uint64_t>(doc.size(), 64 << 10));
    m_fileSummary = summarizeFileDetectingEncoding(result->stats,
                                                   head ? std::span<const std::uint8_t>(*head)
                                                        : std::span<const std::uint8_t>(),
                                                   result->regions ? &*result->regions : nullptr);
    if (result->regions)
        m_fileSummary->regions = tallyRegions(*result->regions);
    showSummary();
}

void ErrorsPanel::showSummary() {
    if (!m_fileSummary)
        return;
    // Once the mojibake report is in, valid UTF-8 with mojibake is no longer "nothing to do".
    const auto mojibake = m_document.mojibake();
    const std::uint64_t places =
        mojibake && !mojibake->holdsBinaryData() && !mojibake->encoding ? mojibake->count : 0;
    m_summary->setText(QStringLiteral("<b>%1</b>")
                           .arg(Words::fileSummary(*m_fileSummary, places).toHtmlEscaped()));
    m_summary->show();
    fitSummary();
}

void ErrorsPanel::resizeEvent(QResizeEvent* event) {
    Panel::resizeEvent(event);
    fitSummary();
}

void ErrorsPanel::changeEvent(QEvent* event) {
    Panel::changeEvent(event);
    // A zoom (presentation mode) changes the lines the summary needs at the same width.
    if (event->type() == QEvent::FontChange)
        fitSummary();
}

void ErrorsPanel::fitSummary() {
    if (m_summary->isHidden() || width() <= 0)
        return;
    // A label's height for a width is at least its minimum height: ask without it, or the
    // height of a larger font (presentation mode) would stay after it.
    const int before = m_summary->minimumHeight();
    m_summary->setMinimumHeight(0);
    const int height = m_summary->heightForWidth(width());
    m_summary->setMinimumHeight(height > 0 ? height : before);
}

QString ErrorsPanel::fileSummaryText() const {
    return m_summary->isHidden() ? QString() : m_summary->text();
}

void ErrorsPanel::fillKindFilter() {
    const Document& doc = m_document;
    const QSignalBlocker blocker(m_kindFilter);
    const int wanted = doc.errorKind() ? static_cast<int>(*doc.errorKind()) : -1;
    m_kindFilter->clear();
    if (!doc.scanResult()) {
        m_kindFilter->addItem(tr("All kinds"), -1);
        m_kindFilter->setEnabled(false);
        return;
    }
    const ScanStats& stats = doc.scanResult()->stats;
    m_kindFilter->addItem(tr("All kinds (%1)").arg(number(stats.errors)), -1);
    for (int k = 0; k < kErrorKindCount; ++k) {
        const auto kind = static_cast<ErrorKind>(k);
        if (stats.count(kind)) {
            m_kindFilter->addItem(
                QStringLiteral("%1 (%2)").arg(Words::kind(kind), number(stats.count(kind))), k);
        }
    }
    m_kindFilter->setCurrentIndex(std::max(0, m_kindFilter->findData(wanted)));
    m_kindFilter->setEnabled(stats.errors > 0);
}

void ErrorsPanel::onKindChosen() {
    const int kind = m_kindFilter->currentData().toInt();
    m_document.setErrorKind(kind < 0 ? std::nullopt
                                     : std::optional<ErrorKind>(static_cast<ErrorKind>(kind)));
}

void ErrorsPanel::followCursor() {
    const ErrorRows* rows = m_list->rows().get();
    if (!rows || rows->count() == 0)
        return;
    const std::uint64_t cursor = m_document.cursor();
    auto index = rows->firstEndingAfter(cursor);
    if (index && *index < rows->count()) {
        auto unit = rows->at(*index);
        if (unit && unit->contains(cursor)) {
            m_list->setCurrentRow(*index);
            return;
        }
    }
    m_list->clearCurrentRow();
    // Elsewhere, the list shows the errors around the cursor: the one before it and those after.
    if (index)
        m_list->revealRow(std::min(*index, rows->count() - 1));
}

} // namespace u8scope::ui
