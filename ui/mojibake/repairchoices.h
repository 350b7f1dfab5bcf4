// The repairs of Save Repaired Copy's preview, each with its confidence and a check box: ticked
// where the default repair takes it (its confidence reaches the threshold, and it is no C0 80,
// which becomes NUL only on request), and as the person ticks or unticks it. The choices become
// the RepairPolicy the copy is written with.
#pragma once

#include "mojibake/mojibakerows.h"
#include "u8scope/mojibake/mojibake.h"

#include <QAbstractTableModel>
#include <vector>

namespace u8scope::ui {

class RepairChoices : public QAbstractTableModel {
public:
    /// The columns: the check box with the offset, then the rows' own, then the confidence.
    enum Column { Repair, Kind, Chain, Text, Repaired, Confidence, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;
    void setRows(MojibakeRows rows);
    [[nodiscard]] const MojibakeRows& rows() const noexcept { return m_rows; }
    /// Ticks again every row as the default repair would with `minConfidence`; choices made
    /// row by row are forgotten.
    void setMinConfidence(double minConfidence);
    [[nodiscard]] double minConfidence() const noexcept { return m_minConfidence; }
    /// Whether row `row` is to be repaired.
    [[nodiscard]] bool ticked(std::size_t row) const;
    /// How many rows are ticked.
    [[nodiscard]] std::size_t tickedCount() const;
    /// The policy that repairs the ticked rows and leaves the others; findings past the rows
    /// (a report keeps so many) are repaired as the default repair with the threshold would.
    [[nodiscard]] RepairPolicy policy() const;

    [[nodiscard]] int rowCount(const QModelIndex& parent) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex& index) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

private:
    [[nodiscard]] bool byDefault(std::size_t row) const;
    MojibakeRows m_rows;
    double m_minConfidence = kDefaultMinConfidence;
    std::vector<bool> m_toggled; ///< per row: the person turned the default round
};

} // namespace u8scope::ui
