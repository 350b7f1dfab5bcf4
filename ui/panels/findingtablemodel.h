// The rows of a panel that lists findings (findingrows.h) as a Qt table model, read lazily: only
// the rows in view are asked for. `Rows` says what each row shows, with
//
//   enum Column { ..., ColumnCount };
//   QString text(std::size_t row, Column column) const;      // what row `row` shows in `column`
//   QVariant toolTip(std::size_t row, Column column) const;  // what a pointer resting on it shows
//   static QString header(Column column);
#pragma once

#include <QAbstractTableModel>
#include <QVariant>
#include <utility>

namespace u8scope::ui {

template <class Rows>
class FindingTableModel : public QAbstractTableModel {
public:
    using QAbstractTableModel::QAbstractTableModel;

    void setRows(Rows rows) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
    }
    [[nodiscard]] const Rows& rows() const noexcept { return m_rows; }

    [[nodiscard]] int rowCount(const QModelIndex& parent) const override {
        return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
    }
    [[nodiscard]] int columnCount(const QModelIndex& parent) const override {
        return parent.isValid() ? 0 : Rows::ColumnCount;
    }
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override {
        if (!index.isValid())
            return {};
        const auto row = static_cast<std::size_t>(index.row());
        const auto column = static_cast<typename Rows::Column>(index.column());
        if (role == Qt::DisplayRole)
            return m_rows.text(row, column);
        if (role == Qt::ToolTipRole)
            return m_rows.toolTip(row, column);
        return {};
    }
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override {
        if (orientation == Qt::Horizontal && role == Qt::DisplayRole)
            return Rows::header(static_cast<typename Rows::Column>(section));
        return {};
    }

private:
    Rows m_rows;
};

} // namespace u8scope::ui
