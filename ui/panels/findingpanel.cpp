#include "panels/findingpanel.h"

#include "document/document.h"
#include "panels/findingtable.h"

#include <QComboBox>
#include <QLabel>
#include <QTableView>

namespace u8scope::ui {

FindingPanel::FindingPanel(Document& document, QAbstractItemModel* model, const QString& name,
                           const QString& filterTip, QWidget* parent)
    : Panel(parent), m_document(document), m_filter(new QComboBox(this)),
      m_table(new QTableView(this)), m_state(new QLabel(this)) {
    layOutFindingTable(*this, *m_filter, *m_state, *m_table, *model, name, filterTip);
    const auto goTo = [this](const QModelIndex& index) {
        goToRow(static_cast<std::size_t>(index.row()));
    };
    connect(m_table, &QTableView::activated, this, goTo);
    connect(m_table, &QTableView::clicked, this, goTo);
    connect(m_filter, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(&m_document, &Document::selectionChanged, this, [this] { followCursor(); });
}

std::uint64_t FindingPanel::cursor() const noexcept {
    return m_document.cursor();
}

void FindingPanel::rowsChanged() {
    m_table->resizeColumnsToContents();
    emit titleChanged(title());
    followCursor();
}

void FindingPanel::followCursor() {
    selectFindingRow(*m_table, rowAtCursor());
}

} // namespace u8scope::ui
