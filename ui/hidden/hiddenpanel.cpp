#include "hidden/hiddenpanel.h"

#include "document/document.h"
#include "hidden/hiddentool.h"
#include "panels/findingtable.h"
#include "theme/format.h"
#include "words/words.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QTableView>

namespace u8scope::ui {

HiddenPanel::HiddenPanel(Document& document, QWidget* parent)
    : Panel(parent), m_document(document), m_classFilter(new QComboBox(this)),
      m_table(new QTableView(this)), m_state(new QLabel(this)),
      m_model(new HiddenTableModel(this)) {
    layOutFindingTable(*this, *m_classFilter, *m_state, *m_table, *m_model, tr("Hidden characters"),
                       tr("Show every class of hidden character, or only one"));

    const auto goToRow = [this](const QModelIndex& index) {
        HiddenTool::of(m_document)
            .goTo(m_model->rows().findingIndex(static_cast<std::size_t>(index.row())));
    };
    connect(m_table, &QTableView::activated, this, goToRow);
    connect(m_table, &QTableView::clicked, this, goToRow);
    connect(m_classFilter, &QComboBox::currentIndexChanged, this, &HiddenPanel::refresh);
    connect(&HiddenTool::of(m_document), &HiddenTool::indexChanged, this, [this] {
        fillClassFilter();
        refresh();
    });
    connect(&m_document, &Document::selectionChanged, this, &HiddenPanel::followCursor);
    fillClassFilter();
    refresh();
}

QString HiddenPanel::title() const {
    QString title = tr("Hidden Characters");
    if (const auto index = HiddenTool::of(m_document).index())
        title += QStringLiteral(" (%1)").arg(number(index->counts().total()));
    return title;
}

const HiddenRows& HiddenPanel::rows() const noexcept {
    return m_model->rows();
}

void HiddenPanel::fillClassFilter() {
    const QSignalBlocker block(m_classFilter);
    const QVariant chosen = m_classFilter->currentData();
    m_classFilter->clear();
    const auto index = HiddenTool::of(m_document).index();
    m_classFilter->addItem(index ? tr("All classes (%1)").arg(number(index->counts().total()))
                                 : tr("All classes"));
    if (index) {
        for (int c = 0; c < kHiddenClassCount; ++c) {
            const auto cls = static_cast<HiddenClass>(c);
            const std::uint64_t n = index->counts().count(cls);
            if (n == 0)
                continue;
            const std::string_view name = toString(cls);
            m_classFilter->addItem(
                QStringLiteral("%1 (%2)").arg(
                    QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())), number(n)),
                c);
            m_classFilter->setItemData(m_classFilter->count() - 1, Words::hiddenClass(cls),
                                       Qt::ToolTipRole);
        }
    }
    const int again = m_classFilter->findData(chosen);
    m_classFilter->setCurrentIndex(again >= 0 ? again : 0);
    m_classFilter->setEnabled(index && index->counts().total() > 0);
}

void HiddenPanel::refresh() {
    const auto index = HiddenTool::of(m_document).index();
    const QVariant cls = m_classFilter->currentData();
    m_model->setRows(HiddenRows(index, cls.isValid()
                                           ? std::optional(static_cast<HiddenClass>(cls.toInt()))
                                           : std::nullopt));
    if (!m_document.source()) {
        m_state->setText(QString());
    } else if (!index) {
        m_state->setText(m_document.scanState() == Document::ScanState::Running
                             ? tr("Looking for hidden characters…")
                             : tr("Not looked for: the scan did not finish."));
    } else if (index->counts().total() == 0) {
        m_state->setText(tr("No hidden characters found"));
    } else if (!index->complete()) {
        m_state->setText(
            tr("The first %1 of %2 are listed")
                .arg(number(index->findings().size()), number(index->counts().total())));
    } else {
        m_state->setText(QString());
    }
    if (index && index->counts().outsideText > 0) {
        const QString outside =
            tr("%1 characters that would be hidden in text lie in regions that are not text "
               "(binary data, NUL runs, UTF-16): they are no findings")
                .arg(number(index->counts().outsideText));
        m_state->setText(m_state->text().isEmpty()
                             ? outside
                             : m_state->text() + QStringLiteral(" · ") + outside);
    }
    m_table->resizeColumnsToContents();
    emit titleChanged(title());
    followCursor();
}

void HiddenPanel::followCursor() {
    const HiddenRows& rows = m_model->rows();
    const std::size_t row = rows.rowAtOrAfter(m_document.cursor());
    if (row >= rows.size() || rows.finding(row).offset > m_document.cursor()) {
        selectFindingRow(*m_table, -1);
        return;
    }
    selectFindingRow(*m_table, static_cast<int>(row));
}

void HiddenPanel::showInspection(const Inspection&) {}

void HiddenPanel::showBlank(const Blank&) {}

} // namespace u8scope::ui
