// The Malformed Sequences panel: one sentence on what kind of file this is and the next step
// (filesummary.h), then every malformed unit of the file in a list (ErrorListView) that follows
// the cursor, with a filter by kind. Its title counts the errors. Choosing a row moves
// the document's cursor there; the filter chooses what the list shows and F3 visits.
#pragma once

#include "panels/panel.h"
#include "u8scope/file/filesummary.h"

#include <optional>

class QComboBox;
class QLabel;

namespace u8scope::ui {

class Document;
class ErrorListView;

class ErrorsPanel : public Panel {
    Q_OBJECT
public:
    explicit ErrorsPanel(Document& document, QWidget* parent = nullptr);

    [[nodiscard]] QString id() const override { return QStringLiteral("error"); }
    [[nodiscard]] QString title() const override;
    [[nodiscard]] QKeySequence shortcut() const override { return {Qt::CTRL | Qt::Key_E}; }
    [[nodiscard]] Qt::DockWidgetArea area() const override { return Qt::BottomDockWidgetArea; }
    void showInspection(const Inspection& inspection) override;
    void showBlank(const Blank& blank) override;
    /// With room for three lines of the summary while it has not come (the scan is later than
    /// the window's first layout), so that it does not take the list's rows when it does.
    [[nodiscard]] int heightWanted(int width) const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    /// Keeps the summary whole at the panel's width: the list gives up rows instead (a dock does
    /// not ask a word-wrapped label how tall it must be).
    void fitSummary();

    void updateList();
    void fillKindFilter();
    void onKindChosen();
    void followCursor();
    /// Works out what kind of file the finished scan found (or that there is nothing to say).
    void updateSummary();
    /// Shows that summary, with what the mojibake report adds once it is in.
    void showSummary();

public:
    /// The file summary shown above the list (for tests).
    [[nodiscard]] QString fileSummaryText() const;

    Document& m_document;
    QComboBox* m_kindFilter;
    QLabel* m_summary; ///< what kind of file this is, and the next step (filesummary.h)
    std::optional<FileSummary> m_fileSummary; ///< of the finished scan, when there is one
    ErrorListView* m_list;
    bool m_progressKnown = false; ///< the scan under way has said how far it is
};

} // namespace u8scope::ui
