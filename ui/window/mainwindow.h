// The main window: the hex view in the middle with the legend under it, the inspector, bit
// layout and error list in docks, menus with shortcuts, a find bar, a notice bar for problems
// that must not block the window, and a status bar with the scan's figures and progress.
// It opens files (command line, File ▸ Open, Recent Files, drag and drop), watches them for
// changes on disk, and runs the whole-file scan in the background.
#pragma once

#include "u8scope/profile.h"
#include "u8scope/scanner.h"
#include "u8scope/source.h"

#include <QMainWindow>
#include <QPointer>
#include <QTimer>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>

class QComboBox;
class QAction;
class QActionGroup;
class QDockWidget;
class QFileSystemWatcher;
class QLabel;
class QMenu;
class QProgressBar;
class QToolButton;

namespace u8scope::ui {

class BitLayoutPanel;
class ErrorRows;
class ErrorListView;
class FindBar;
class HexView;
class InspectorPanel;
class LegendWidget;
class NoticeBar;
class ScanJob;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Opens a file. On failure the current file stays open and a notice names the file and
    /// the reason; returns false.
    bool openFile(const QString& path);
    /// Opens the demo file: the installed copy when there is one, else the built-in one.
    void openDemo();

    [[nodiscard]] u8scope::Profile profile() const noexcept { return m_profile; }
    /// The path of the open file; empty when none is open or the built-in demo is shown.
    [[nodiscard]] const QString& currentPath() const noexcept { return m_path; }
    [[nodiscard]] const QString& documentName() const noexcept { return m_name; }
    [[nodiscard]] const std::shared_ptr<const u8scope::ByteSource>& source() const noexcept {
        return m_source;
    }
    /// The scan of the open file under the current profile, once it has finished (not cancelled).
    [[nodiscard]] const std::shared_ptr<const u8scope::ScanResult>& scanResult() const noexcept {
        return m_scanResult;
    }

    /// Compares the file on disk with what was opened; shows a notice (once per change) and
    /// returns true when it differs.
    bool checkDiskState();

    [[nodiscard]] HexView* hexView() const noexcept { return m_view; }
    [[nodiscard]] InspectorPanel* inspector() const noexcept { return m_inspector; }
    [[nodiscard]] BitLayoutPanel* bitLayout() const noexcept { return m_bitLayout; }
    [[nodiscard]] ErrorListView* errorList() const noexcept { return m_errorList; }
    [[nodiscard]] FindBar* findBar() const noexcept { return m_findBar; }
    [[nodiscard]] NoticeBar* noticeBar() const noexcept { return m_notice; }
    [[nodiscard]] ScanJob* scanJob() const noexcept { return m_scan; }
    [[nodiscard]] ScanJob* filterJob() const noexcept { return m_filterJob; }
    /// The error list's filter: "All kinds", then one entry per kind found.
    [[nodiscard]] QComboBox* kindFilter() const noexcept { return m_kindFilter; }
    /// The range last given to the view's highlightRange(): the ill-formed sequence or the
    /// double-encoded span under the cursor, or an empty range.
    [[nodiscard]] std::pair<std::uint64_t, std::uint64_t> highlightedRange() const noexcept {
        return m_highlight;
    }
    /// The status bar's summary of the scan (for tests).
    [[nodiscard]] QString statsText() const;

public slots:
    /// Switches the profile; `remember` keeps it for the next start (a menu choice does, a
    /// command-line option does not).
    void setProfile(u8scope::Profile profile, bool remember = true);
    /// Opens the file again from disk, keeping the cursor where it can be.
    void reload();
    /// Scans the open file again (after a cancelled scan).
    void rescan();
    void goToOffset(quint64 offset);
    /// Goes to an offset typed as text ("4096", "0x1000"); says in the notice bar why not.
    bool goToOffsetText(const QString& text);
    void nextError();
    void previousError();

signals:
    void fileOpened(const QString& name);
    void openFailed(const QString& message);
    /// A scan ended and its results (if not cancelled) are shown.
    void scanFinished(bool cancelled);

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
    /// The width the docks on the side want: room for the bit layout and for lines of the
    /// inspector that read comfortably; and the least they can do with.
    [[nodiscard]] int sideWidthWanted() const;
    [[nodiscard]] int sideWidthMinimum() const;
    /// Gives the hex view the width its columns need, no more, by resizing the side docks
    /// within their limits (after the window or the view's zoom changed).
    void fitHexViewWidth();

    void showSource(std::shared_ptr<const u8scope::ByteSource> source,
                    std::shared_ptr<const u8scope::FileSource> file, const QString& path,
                    const QString& name, std::optional<std::uint64_t> cursor);
    void startScan();
    void onScanProgress(quint64 done, quint64 total);
    void onScanFinished(bool cancelled);
    void onCursorMoved(std::uint64_t offset);
    void onViewReadFailed(const QString& message);
    void updateInspector();
    void syncErrorListToCursor();
    void updateStatus();
    /// Shows the scan's figures with the errors by kind when they fit in the status bar.
    void fitStatsLabel();
    void updateErrorDockTitle();
    void highlight(std::uint64_t from, std::uint64_t to);
    void jumpToError(std::uint64_t index, const QString& note = {});
    /// The error index when it is ready; otherwise says why in the status bar and returns null.
    [[nodiscard]] const ErrorRows* readyErrors();
    void showRows(std::shared_ptr<const ErrorRows> rows);
    void resetKindFilter();
    void fillKindFilter();
    void onKindFilterChanged();
    void onFilterProgress(quint64 done, quint64 total);
    void onFilterFinished(bool cancelled);

    void addRecentFile(const QString& path);
    void rebuildRecentMenu();
    void showOpenDialog();
    void showGoToOffsetDialog();
    void showShortcuts();
    void showAbout();

    // The open file. m_source is what the view, panels and workers read; m_file is the same
    // object when it is a file on disk (for the change checks), null for the built-in demo.
    std::shared_ptr<const u8scope::ByteSource> m_source;
    std::shared_ptr<const u8scope::FileSource> m_file;
    QString m_path;
    QString m_name;
    u8scope::Profile m_profile = u8scope::kDefaultProfile;
    std::shared_ptr<const u8scope::ScanResult> m_scanResult;
    // The change on disk already reported, so that the timer does not repeat it.
    std::optional<u8scope::FileStamp> m_reportedStamp;
    bool m_reportedGone = false;
    // Docks get their first sizes when the window is first shown, unless a saved state has them.
    bool m_docksSized = false;
    std::pair<std::uint64_t, std::uint64_t> m_highlight{0, 0};

    HexView* m_view;
    LegendWidget* m_legend;
    NoticeBar* m_notice;
    FindBar* m_findBar;
    InspectorPanel* m_inspector;
    BitLayoutPanel* m_bitLayout;
    ErrorListView* m_errorList;
    QComboBox* m_kindFilter;
    // Every error of the scan; the list shows these or those of one kind.
    std::shared_ptr<const ErrorRows> m_allRows;
    QDockWidget* m_inspectorDock = nullptr;
    QDockWidget* m_bitLayoutDock = nullptr;
    QDockWidget* m_errorDock = nullptr;
    ScanJob* m_scan;
    ScanJob* m_filterJob; ///< the scan that collects the errors of the kind the list shows
    QFileSystemWatcher* m_watcher;
    QTimer m_diskTimer;

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
