// One zoom for the whole window: the hex view, the panels, the playground and the find bar grow
// and shrink together (View ▸ Zoom In, Ctrl+=; Zoom Out, Ctrl+-; Actual Size, Ctrl+0), and a
// presentation mode enlarges everything at once for a projector (F11), full screen, and gives the
// old size, place and layout back when it ends. Its sixteen enlarged columns leave no room beside
// them on a 1024 × 768 projector, so it puts the side panels under the hex view, as tabs at its
// full width. The window stays inside its screen: a zoom whose parts would not fit is refused
// with a word in the status bar, and a window the zoom left past the screen's edge is brought
// back inside. The step is kept between runs. Fonts set by the parts themselves keep their family
// and take their size from the window, so nothing here knows the parts but the view, whose octets
// have a font of their own.
#pragma once

#include <QByteArray>
#include <QObject>

class QMainWindow;

namespace u8scope::ui {

class HexView;

class WindowZoom : public QObject {
    Q_OBJECT
public:
    /// Steps of 1/8 of the size each; 0 is the size the window started with.
    static constexpr int kMinStep = -3;
    static constexpr int kMaxStep = 16;
    /// The step presentation mode uses: 1.5 times the size, which keeps the hex view's sixteen
    /// columns on a 1024 × 768 projector.
    static constexpr int kPresentationStep = 4;

    WindowZoom(QMainWindow& window, HexView& view);
    /// The zoom of `window` (made by MainWindow).
    [[nodiscard]] static WindowZoom* of(QMainWindow& window);

    [[nodiscard]] int step() const noexcept { return m_step; }
    /// The factor the step stands for: 1 + step / 8.
    [[nodiscard]] double factor() const noexcept { return 1.0 + m_step / 8.0; }
    [[nodiscard]] bool presenting() const noexcept { return m_presenting; }

public slots:
    void setStep(int step);
    void zoomIn() { setStep(m_step + 1); }
    void zoomOut() { setStep(m_step - 1); }
    /// The mode's own size: the size the window started with, or presentation mode's.
    void reset() { setStep(m_presenting ? kPresentationStep : 0); }
    /// Enlarges everything for a projector, or gives back the size from before.
    void setPresenting(bool on);
    void togglePresenting() { setPresenting(!m_presenting); }

signals:
    void changed();

private:
    void apply();
    /// Whether the window's parts, at their least, fit the screen it is on.
    [[nodiscard]] bool fitsTheScreen() const;
    /// Brings a window that is neither full screen nor maximized back inside its screen.
    void keepInsideTheScreen();

    QMainWindow& m_window;
    HexView& m_view;
    double m_windowBase;
    double m_viewBase;
    int m_step = 0;
    int m_stepBeforePresenting = 0;
    QByteArray m_layoutBeforePresenting;   ///< QMainWindow::saveState() of the docks
    QByteArray m_geometryBeforePresenting; ///< QWidget::saveGeometry(): size and place
    Qt::WindowStates m_windowStateBeforePresenting;
    bool m_presenting = false;
};

} // namespace u8scope::ui
