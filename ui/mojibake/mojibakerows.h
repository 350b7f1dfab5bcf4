// The rows of the Mojibake panel, without widgets: the findings of a document's MojibakeReport,
// all or those of one kind, each as the columns the list shows (offset, kind, chain, the text as
// found and repaired). The panel reads them through a FindingTableModel.
#pragma once

#include "document/mojibakereport.h"
#include "panels/findingrows.h"

#include <QString>
#include <QVariant>
#include <memory>
#include <optional>

namespace u8scope::ui {

class MojibakeRows : public FindingRows<MojibakeFinding> {
public:
    enum Column { Offset, Kind, Chain, Text, Repaired, ColumnCount };

    MojibakeRows() = default;
    /// The findings of `report` (may be null: none), or only those of `kind`.
    MojibakeRows(const std::shared_ptr<const MojibakeReport>& report,
                 std::optional<MojibakeKind> kind);

    [[nodiscard]] QString text(std::size_t row, Column column) const;
    /// On every column: the text as found and repaired, and the confidence.
    [[nodiscard]] QVariant toolTip(std::size_t row, Column column) const;
    [[nodiscard]] static QString header(Column column);
};

} // namespace u8scope::ui
