// The Mojibake panel: every place the document holds mojibake, in a list beside the malformed
// sequences (MojibakeRows: offset, kind, chain, the text as found and repaired), with a filter by
// kind. Its title counts them. Choosing a row selects the finding in the view; F4 and Shift+F4
// go from one to the next (MojibakeTool::next).
#pragma once

#include "mojibake/mojibakerows.h"
#include "panels/panel.h"

class QComboBox;
class QLabel;
class QTableView;

namespace u8scope::ui {

class Document;
class MojibakeTableModel;

class MojibakePanel : public Panel {
    Q_OBJECT
public:
    explicit MojibakePanel(Document& document, QWidget* parent = nullptr);

    [[nodiscard]] QString id() const override { return QStringLiteral("mojibake"); }
    [[nodiscard]] QString title() const override;
    [[nodiscard]] QKeySequence shortcut() const override { return {Qt::CTRL | Qt::Key_M}; }
    [[nodiscard]] Qt::DockWidgetArea area() const override { return Qt::BottomDockWidgetArea; }
    void showInspection(const Inspection& inspection) override;
    void showBlank(const Blank& blank) override;

    /// The rows the list shows now.
    [[nodiscard]] const MojibakeRows& rows() const noexcept;

private:
    void refresh();
    void fillKindFilter();
    void followCursor();

    Document& m_document;
    QComboBox* m_kindFilter;
    QTableView* m_table;
    QLabel* m_state;
    MojibakeTableModel* m_model;
};

} // namespace u8scope::ui
