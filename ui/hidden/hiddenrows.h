// The rows of the Hidden Characters panel, without widgets: the findings of a HiddenIndex, all or
// those of one class, each as the columns the list shows (offset, line and column, class, code
// point, name, and why it matters). The panel reads them through a FindingTableModel.
#pragma once

#include "panels/findingrows.h"
#include "u8scope/text/hiddenindex.h"

#include <QString>
#include <QVariant>
#include <memory>
#include <optional>

namespace u8scope::ui {

class HiddenRows : public FindingRows<HiddenFinding> {
public:
    enum Column { Offset, Place, Class, CodePoint, Name, Why, ColumnCount };

    HiddenRows() = default;
    /// The findings of `index` (may be null: none), or only those of `cls`.
    HiddenRows(const std::shared_ptr<const HiddenIndex>& index, std::optional<HiddenClass> cls);

    [[nodiscard]] QString text(std::size_t row, Column column) const;
    /// The class's meaning on Class, the long sentence of Why whole.
    [[nodiscard]] QVariant toolTip(std::size_t row, Column column) const;
    [[nodiscard]] static QString header(Column column);
};

} // namespace u8scope::ui
