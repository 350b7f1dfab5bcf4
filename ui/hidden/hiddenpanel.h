// The Hidden Characters panel: every hidden or suspicious character of the document (bidi
// controls, invisible characters, confusable letters, ...; core's text/hidden.h), in a list
// (HiddenRows: offset, line and column, class, code point, name, why it matters) with a filter
// by class. Its title counts them. Choosing a row selects the character in the view; F7 and
// Shift+F7 go from one to the next (HiddenTool::next).
#pragma once

#include "hidden/hiddenrows.h"
#include "panels/findingpanel.h"

namespace u8scope::ui {

class HiddenPanel : public FindingListPanel<HiddenRows> {
    Q_OBJECT
public:
    explicit HiddenPanel(Document& document, QWidget* parent = nullptr);

    [[nodiscard]] QString id() const override { return QStringLiteral("hidden"); }
    [[nodiscard]] QString title() const override;
    [[nodiscard]] QKeySequence shortcut() const override { return {Qt::CTRL | Qt::Key_H}; }
    [[nodiscard]] Qt::DockWidgetArea area() const override { return Qt::BottomDockWidgetArea; }

private:
    void goTo(std::size_t index) override;
    void refresh() override;
    void fillClassFilter();
};

} // namespace u8scope::ui
