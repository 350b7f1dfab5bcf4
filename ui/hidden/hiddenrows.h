// The rows of the Hidden Characters panel, without widgets: the findings of a HiddenIndex, all or
// those of one class, each as the columns the list shows (offset, line and column, class, code
// point, name, and why it matters). The panel's table model only reads this.
#pragma once

#include "u8scope/text/hiddenindex.h"

#include <QAbstractTableModel>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

namespace u8scope::ui {

class HiddenRows {
public:
    enum Column { Offset, Place, Class, CodePoint, Name, Why, ColumnCount };

    HiddenRows() = default;
    /// The findings of `index` (may be null: none), or only those of `cls`.
    HiddenRows(std::shared_ptr<const HiddenIndex> index, std::optional<HiddenClass> cls);

    [[nodiscard]] std::size_t size() const noexcept { return m_rows.size(); }
    /// The finding of row `row`.
    [[nodiscard]] const HiddenFinding& finding(std::size_t row) const;
    /// Its index in the index's findings (for HiddenTool::goTo).
    [[nodiscard]] std::size_t findingIndex(std::size_t row) const { return m_rows.at(row); }
    /// What row `row` shows in `column`.
    [[nodiscard]] QString text(std::size_t row, Column column) const;
    /// The header of `column`.
    [[nodiscard]] static QString header(Column column);
    /// The row of the finding that covers `offset`, or the nearest one after it; size() when
    /// there is none after it.
    [[nodiscard]] std::size_t rowAtOrAfter(std::uint64_t offset) const;

private:
    std::shared_ptr<const HiddenIndex> m_index;
    std::vector<std::uint32_t> m_rows; // indices into m_index->findings(), at most kCapacity
};

/// The rows as a Qt model, read lazily: only the rows in view are asked for.
class HiddenTableModel : public QAbstractTableModel {
public:
    using QAbstractTableModel::QAbstractTableModel;
    void setRows(HiddenRows rows);
    [[nodiscard]] const HiddenRows& rows() const noexcept { return m_rows; }
    [[nodiscard]] int rowCount(const QModelIndex& parent) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

private:
    HiddenRows m_rows;
};

} // namespace u8scope::ui
