// The Hidden Characters panel: every hidden or suspicious character of the document (bidi
// controls, invisible characters, confusable letters, ...; core's text/hidden.h), in a list
// (HiddenRows: offset, line and column, class, code point, name, why it matters) with a filter
// by class. Its title counts them. Choosing a row selects the character in the view; F7 and
// Shift+F7 go from one to the next (HiddenTool::next).
#pragma once

#include "hidden/hiddenrows.h"
#include "panels/panel.h"

class QComboBox;
class QLabel;
class QTableView;

namespace u8scope::ui {

class Document;

class HiddenPanel : public Panel {
    Q_OBJECT
public:
    explicit HiddenPanel(Document& document, QWidget* parent = nullptr);

    [[nodiscard]] QString id() const override { return QStringLiteral("hidden"); }
    [[nodiscard]] QString title() const override;
    [[nodiscard]] QKeySequence shortcut() const override { return {Qt::CTRL | Qt::Key_H}; }
    [[nodiscard]] Qt::DockWidgetArea area() const override { return Qt::BottomDockWidgetArea; }
    void showInspection(const Inspection& inspection) override;
    void showBlank(const Blank& blank) override;

    /// The rows the list shows now.
    [[nodiscard]] const HiddenRows& rows() const noexcept;

private:
    void refresh();
    void fillClassFilter();
    void followCursor();

    Document& m_document;
    QComboBox* m_classFilter;
    QTableView* m_table;
    QLabel* m_state;
    HiddenTableModel* m_model;
};

} // namespace u8scope::ui
