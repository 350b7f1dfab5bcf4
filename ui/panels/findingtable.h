// The parts of a panel that lists findings, one row each (Mojibake, Hidden Characters): a row
// with "Show:", a filter and a line of state over a table whose rows are selected whole and read
// lazily from its model.
#pragma once

class QAbstractItemModel;
class QComboBox;
class QLabel;
class QString;
class QTableView;
class QWidget;

namespace u8scope::ui {

/// Lays out `panel` as the filter row (a "Show:" label for `filter`, which gets `filterTip`, and
/// `state`, wrapped) over `table`, which shows `model` and is named `name` for screen readers.
void layOutFindingTable(QWidget& panel, QComboBox& filter, QLabel& state, QTableView& table,
                        QAbstractItemModel& model, const QString& name, const QString& filterTip);

/// Selects row `row` of `table` and scrolls to it; clears the selection when `row` is negative.
void selectFindingRow(QTableView& table, int row);

} // namespace u8scope::ui
