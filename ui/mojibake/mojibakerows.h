// The rows of the Mojibake panel, without widgets: the findings of a document's MojibakeReport,
// all or those of one kind, each as the columns the list shows (offset, kind, chain, the text as
// found and repaired). The panel's table model only reads this.
#pragma once

#include "document/mojibakereport.h"

#include <QAbstractTableModel>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

namespace u8scope::ui {

class MojibakeRows {
public:
    enum Column { Offset, Kind, Chain, Text, Repaired, ColumnCount };

    MojibakeRows() = default;
    /// The findings of `report` (may be null: none), or only those of `kind`.
    MojibakeRows(std::shared_ptr<const MojibakeReport> report, std::optional<MojibakeKind> kind);

    [[nodiscard]] std::size_t size() const noexcept { return m_rows.size(); }
    /// The finding of row `row`.
    [[nodiscard]] const MojibakeFinding& finding(std::size_t row) const;
    /// Its index in the report (for MojibakeTool::goTo).
    [[nodiscard]] std::size_t reportIndex(std::size_t row) const { return m_rows.at(row); }
    /// What row `row` shows in `column`.
    [[nodiscard]] QString text(std::size_t row, Column column) const;
    /// The header of `column`.
    [[nodiscard]] static QString header(Column column);
    /// The row of the finding that covers `offset`, or the nearest one after it; size() when
    /// there is none after it.
    [[nodiscard]] std::size_t rowAtOrAfter(std::uint64_t offset) const;

private:
    std::shared_ptr<const MojibakeReport> m_report;
    std::vector<std::size_t> m_rows; // indices into m_report->findings
};

/// The rows as a Qt model (for the panel's list and the repair preview), read lazily: only the
/// rows in view are asked for.
class MojibakeTableModel : public QAbstractTableModel {
public:
    using QAbstractTableModel::QAbstractTableModel;
    void setRows(MojibakeRows rows);
    [[nodiscard]] const MojibakeRows& rows() const noexcept { return m_rows; }
    [[nodiscard]] int rowCount(const QModelIndex& parent) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

private:
    MojibakeRows m_rows;
};

} // namespace u8scope::ui
