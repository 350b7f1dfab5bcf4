#include "panels/findingtable.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace u8scope::ui {

void layOutFindingTable(QWidget& panel, QComboBox& filter, QLabel& state, QTableView& table,
                        QAbstractItemModel& model, const QString& name, const QString& filterTip) {
    table.setAccessibleName(name);
    table.setModel(&model);
    table.setSelectionBehavior(QAbstractItemView::SelectRows);
    table.setSelectionMode(QAbstractItemView::SingleSelection);
    table.setEditTriggers(QAbstractItemView::NoEditTriggers);
    table.verticalHeader()->hide();
    table.verticalHeader()->setDefaultSectionSize(table.fontMetrics().height() + 4);
    table.horizontalHeader()->setStretchLastSection(true);
    table.setWordWrap(false);
    auto* layout = new QVBoxLayout(&panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto* filterRow = new QHBoxLayout;
    filterRow->setContentsMargins(4, 2, 4, 0);
    auto* filterLabel =
        new QLabel(QCoreApplication::translate("u8scope::ui::FindingTable", "S&how:"), &panel);
    filterLabel->setBuddy(&filter);
    filter.setSizeAdjustPolicy(QComboBox::AdjustToContents);
    filter.setToolTip(filterTip);
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(&filter);
    state.setWordWrap(true); // a sentence or two, in a narrow dock
    filterRow->addWidget(&state, 1);
    layout->addLayout(filterRow);
    layout->addWidget(&table, 1);
}

void selectFindingRow(QTableView& table, int row) {
    if (row < 0) {
        table.clearSelection();
        return;
    }
    const QModelIndex index = table.model()->index(row, 0);
    table.selectionModel()->select(index,
                                   QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table.scrollTo(index);
}

} // namespace u8scope::ui
