// The main window wires the parts together: a Document (the open file, its scan, profile and
// selection), the hex view in the middle with the find bar and legend under it, a notice bar
// across the top, the panels in docks (PanelDocks), the menus from the action table
// (WindowActions), the features with their tools (window/features.h) and the status bar. It opens files into the document (command line, File ▸
// Open, Recent Files, drag and drop) and keeps the window's layout between runs.
#pragma once

#include "u8scope/codec/profile.h"

#include <QMainWindow>
#include <cstdint>

namespace u8scope::ui {

class Document;
class Exporter;
class FindBar;
class HexView;
class LegendWidget;
class NoticeBar;
class PanelDocks;
class WindowActions;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// The open file, its scan, profile and selection.
    [[nodiscard]] Document& document() const noexcept { return *m_document; }
    /// Export Report, Print and Export PDF.
    [[nodiscard]] Exporter& exporter() const noexcept { return *m_exporter; }

public slots:
    /// Opens a file into the document and remembers it in Recent Files. On failure the current
    /// file stays open and a notice names the file and the reason; returns false.
    bool openFile(const QString& path);
    /// The same for a path as the octets the system uses, which need not be UTF-8 (see
    /// Document::openNativeFile).
    bool openNativeFile(const QByteArray& nativePath);
    /// Opens the demo file: the installed copy when there is one, else the built-in one.
    void openDemo();
    /// Switches the profile; `remember` keeps it for the next start (a menu choice does, a
    /// command-line option does not).
    void setProfile(u8scope::Profile profile, bool remember = true);
    void goToOffset(quint64 offset);
    /// Goes to an offset typed as text ("4096", "0x1000"); says in the notice bar why not.
    bool goToOffsetText(const QString& text);
    void showOpenDialog();
    void showGoToOffsetDialog();
    void showShortcuts();
    void showAbout();

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Keeps the hex view and the document's cursor and selection the same.
    void bindView();
    void restoreSettings();
    void onSourceChanged();
    void onProfileChanged();

    Document* m_document;
    HexView* m_view;
    LegendWidget* m_legend;
    NoticeBar* m_notice;
    FindBar* m_findBar;
    PanelDocks* m_docks = nullptr;
    WindowActions* m_actions = nullptr;
    Exporter* m_exporter = nullptr;
    // Set while the view is being given the document's state, which it must not send back.
    bool m_syncingView = false;
    /// At the first start on a small screen, the size that fills it: the window is maximized
    /// when it is shown at that size (not when given another before).
    QSize m_maximizeIfStill;
    // The document's last status message and where the cursor was when it came: it is cleared
    // when the cursor moves on.
    QString m_placeMessage;
    std::uint64_t m_placeMessageCursor = 0;
};

} // namespace u8scope::ui
