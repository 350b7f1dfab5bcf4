// The panels of the window (panels/panels.cpp and each feature's, window/features.h) in docks of
// the main window: made, placed and first sized, given each inspection of the document, and sized
// so that the hex view keeps the width of its columns while the side docks take what the window has
// beyond it.
#pragma once

#include <QObject>
#include <vector>

class QDockWidget;
class QMainWindow;

namespace u8scope::ui {

class Document;
class HexView;
class Panel;

class PanelDocks : public QObject {
    Q_OBJECT
public:
    struct Entry {
        Panel* panel;
        QDockWidget* dock;
    };

    /// Makes every panel of windowPanels() for `document`, each in a dock of `window`.
    PanelDocks(QMainWindow& window, Document& document, HexView& view);

    [[nodiscard]] const std::vector<Entry>& entries() const noexcept { return m_entries; }

    /// The width the side docks want: their panels' wishes and lines of text that read
    /// comfortably; and the least they can do with.
    [[nodiscard]] int sideWidthWanted() const;
    [[nodiscard]] int sideWidthMinimum() const;
    /// The first sizes, once the window is shown (unless a saved layout had them): the hex view
    /// the width of its columns and the side docks the rest; the bottom docks a dozen rows.
    void sizeFirstTime();
    /// Gives the hex view the width its columns need, no more, by resizing the side docks within
    /// their limits (after the window or the view's zoom changed).
    void fitHexViewWidth();
    /// Whether the docks have their sizes (first sizes, or a restored layout).
    [[nodiscard]] bool sized() const noexcept { return m_sized; }
    void setSized(bool sized) noexcept { m_sized = sized; }

public slots:
    /// Shows the dock of panel `id` in front and gives the panel the keyboard.
    void showPanel(const QString& id);

private:
    void showInspection();
    /// `panel`'s dock was opened by its action: raised, given the height and the keyboard the
    /// panel asks for (Panel::heightWhenOpened, focusWhenOpened).
    void opened(Panel* panel, QDockWidget* dock);
    /// The panels of `area` whose docks are not hidden.
    [[nodiscard]] std::vector<Entry> inArea(Qt::DockWidgetArea area) const;

    QMainWindow& m_window;
    Document& m_document;
    HexView& m_view;
    std::vector<Entry> m_entries;
    bool m_sized = false;
};

} // namespace u8scope::ui
