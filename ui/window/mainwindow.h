// The main window: the hex view in the middle with the legend under it, the inspector, bit
// layout and error list in docks, menus with shortcuts, a find bar, a notice bar for problems
// that must not block the window, and a status bar with the scan's figures and progress.
// The open file, its scan, profile and selection are a Document's; the window shows it and opens
// files into it (command line, File ▸ Open, Recent Files, drag and drop).
#pragma once

#include "u8scope/profile.h"

#include <QMainWindow>
#include <cstdint>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QProgressBar;
class QToolButton;

namespace u8scope::ui {

class Document;
class FindBar;
class HexView;
class LegendWidget;
class NoticeBar;
class PanelDocks;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Opens a file into the document and remembers it in Recent Files. On failure the current
    /// file stays open and a notice names the file and the reason; returns false.
    bool openFile(const QString& path);
    /// Opens the demo file: the installed copy when there is one, else the built-in one.
    void openDemo();

    /// The open file, its scan, profile and selection.
    [[nodiscard]] Document& document() const noexcept { return *m_document; }

    [[nodiscard]] HexView* hexView() const noexcept { return m_view; }
    [[nodiscard]] FindBar* findBar() const noexcept { return m_findBar; }
    [[nodiscard]] NoticeBar* noticeBar() const noexcept { return m_notice; }
    /// The status bar's summary of the scan (for tests).
    [[nodiscard]] QString statsText() const;

public slots:
    /// Switches the profile; `remember` keeps it for the next start (a menu choice does, a
    /// command-line option does not).
    void setProfile(u8scope::Profile profile, bool remember = true);
    void goToOffset(quint64 offset);
    /// Goes to an offset typed as text ("4096", "0x1000"); says in the notice bar why not.
    bool goToOffsetText(const QString& text);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void createStatusBar();
    void restoreSettings();

    /// Keeps the hex view and the document's cursor and selection the same.
    void bindView();
    void onSourceChanged();
    void onScanStateChanged();
    void onInspectionChanged();
    void updateStatus();
    /// Shows the scan's figures with the errors by kind when they fit in the status bar.
    void fitStatsLabel();

    void addRecentFile(const QString& path);
    void rebuildRecentMenu();
    void showOpenDialog();
    void showGoToOffsetDialog();
    void showShortcuts();
    void showAbout();

    Document* m_document;
    // Set while the view is being given the document's state, which it must not send back.
    bool m_syncingView = false;

    HexView* m_view;
    PanelDocks* m_docks = nullptr;
    LegendWidget* m_legend;
    NoticeBar* m_notice;
    FindBar* m_findBar;

    QLabel* m_cursorLabel = nullptr;
    QLabel* m_statsLabel = nullptr;
    QString m_statsFull;  ///< the scan's figures with the errors by kind
    QString m_statsBrief; ///< the same with the total of errors only
    QLabel* m_signatureLabel = nullptr;
    QLabel* m_profileLabel = nullptr;
    QProgressBar* m_scanProgress = nullptr;
    QToolButton* m_scanCancel = nullptr;

    QMenu* m_recentMenu = nullptr;
    QActionGroup* m_profileGroup = nullptr;
    QAction* m_rfcAction = nullptr;
    QAction* m_isoAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_reloadAction = nullptr;
    QAction* m_rescanAction = nullptr;
    QAction* m_demoAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_copyAction = nullptr;
    QAction* m_selectAllAction = nullptr;
    QAction* m_copyHexAction = nullptr;
    QAction* m_copyTextAction = nullptr;
    QAction* m_copyCAction = nullptr;
    QAction* m_copyPythonAction = nullptr;
    QAction* m_findAction = nullptr;
    QAction* m_goToAction = nullptr;
    QAction* m_nextErrorAction = nullptr;
    QAction* m_previousErrorAction = nullptr;
    QAction* m_shortcutsAction = nullptr;
    QAction* m_aboutAction = nullptr;
};

} // namespace u8scope::ui
