// The Mojibake panel: every place the document holds mojibake, in a list beside the malformed
// sequences (MojibakeRows: offset, kind, chain, the text as found and repaired), with a filter by
// kind. Its title counts them. Choosing a row selects the finding in the view; F4 and Shift+F4
// go from one to the next (MojibakeTool::next).
#pragma once

#include "mojibake/mojibakerows.h"
#include "panels/findingpanel.h"

namespace u8scope::ui {

class MojibakePanel : public FindingListPanel<MojibakeRows> {
    Q_OBJECT
public:
    explicit MojibakePanel(Document& document, QWidget* parent = nullptr);

    [[nodiscard]] QString id() const override { return QStringLiteral("mojibake"); }
    [[nodiscard]] QString title() const override;
    [[nodiscard]] QKeySequence shortcut() const override { return {Qt::CTRL | Qt::Key_M}; }
    [[nodiscard]] Qt::DockWidgetArea area() const override { return Qt::BottomDockWidgetArea; }

private:
    void goTo(std::size_t index) override;
    void refresh() override;
    void fillKindFilter();
};

} // namespace u8scope::ui
