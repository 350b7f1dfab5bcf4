#include "window/zoom.h"

#include "document/keptsettings.h"
#include "hexview/hexview.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLayout>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <algorithm>

namespace u8scope::ui {

namespace {
const char* const kZoomKey = "window/zoom";
} // namespace

WindowZoom::WindowZoom(QMainWindow& window, HexView& view)
    : QObject(&window), m_window(window), m_view(view), m_windowBase(window.font().pointSizeF()),
      m_viewBase(view.font().pointSizeF()) {
    setObjectName(QStringLiteral("windowZoom"));
    const int saved = WindowSettings().value(QLatin1String(kZoomKey), 0).toInt();
    if (saved != 0)
        setStep(saved);
}

WindowZoom* WindowZoom::of(QMainWindow& window) {
    return window.findChild<WindowZoom*>(QStringLiteral("windowZoom"), Qt::FindDirectChildrenOnly);
}

void WindowZoom::setStep(int step) {
    step = std::clamp(step, kMinStep, kMaxStep);
    if (step == m_step)
        return;
    const int before = m_step;
    const QRect geometryBefore = m_window.geometry();
    m_step = step;
    apply();
    // Larger than the screen holds: the window would grow past its edge (the status bar and the
    // panels' tabs with it), or squeeze its parts until they cut their lines. As large as fits.
    bool refused = false;
    while (m_step > before && m_step > 0 && !fitsTheScreen()) {
        --m_step;
        apply();
        refused = true;
    }
    if (refused) {
        // The step tried may have grown the window to its parts' least: back to where it was.
        if (m_window.geometry() != geometryBefore && !m_window.isFullScreen())
            m_window.setGeometry(geometryBefore);
        m_window.statusBar()->showMessage(tr("The window is as large as its screen holds."), 5000);
    }
    keepInsideTheScreen();
    // Presentation mode has its own size; a zoom chosen meanwhile is not kept for the next run.
    if (!m_presenting && m_step != before) {
        WindowSettings settings;
        settings.setValue(QLatin1String(kZoomKey), m_step);
        if (const QString problem = keepSettings(settings, Kept::Zoom); !problem.isEmpty())
            m_window.statusBar()->showMessage(problem, 10000);
    }
}

void WindowZoom::setPresenting(bool on) {
    if (on == m_presenting)
        return;
    m_presenting = on;
    if (on) {
        m_stepBeforePresenting = m_step;
        m_layoutBeforePresenting = m_window.saveState();
        m_geometryBeforePresenting = m_window.saveGeometry();
        m_windowStateBeforePresenting = m_window.windowState();
        // The whole screen: a projector's 768 lines hold little beside the window's frame.
        m_window.showFullScreen();
        // The side panels go under the view, where they have its full width: those shown, and
        // those closed too, so that one opened while presenting goes there as well.
        QList<QDockWidget*> under; // shown
        QList<QDockWidget*> closed;
        QDockWidget* fromSide = nullptr;
        for (QDockWidget* dock : m_window.findChildren<QDockWidget*>()) {
            if (dock->isFloating())
                continue;
            const Qt::DockWidgetArea area = m_window.dockWidgetArea(dock);
            // Shown, in front or behind another's tab.
            const bool shown = dock->toggleViewAction()->isChecked();
            if (area == Qt::RightDockWidgetArea || area == Qt::LeftDockWidgetArea) {
                m_window.addDockWidget(Qt::BottomDockWidgetArea, dock);
                if (shown && !fromSide)
                    fromSide = dock;
            }
            if (m_window.dockWidgetArea(dock) == Qt::BottomDockWidgetArea)
                (shown ? under : closed) << dock;
        }
        // Side by side, four panels at 1.5 times the size got a quarter of 1024 pixels each and
        // wrapped a word to a line: under the view they are tabs, each at its full width. The
        // one with the keyboard, or else the first from the side, is in front.
        QDockWidget* front = nullptr;
        for (QDockWidget* dock : under) {
            if (dock->isAncestorOf(QApplication::focusWidget()))
                front = dock;
        }
        if (!front)
            front = fromSide;
        if (!front && !under.isEmpty())
            front = under.first();
        // With none shown, the closed ones still make one group of tabs for when they open.
        QDockWidget* group = front ? front : closed.isEmpty() ? nullptr : closed.first();
        for (QDockWidget* dock : under + closed) {
            if (dock != group)
                m_window.tabifyDockWidget(group, dock);
        }
        setStep(std::max(m_step, kPresentationStep));
        // The panel in front takes about two fifths of the height: the view, above its legend,
        // keeps the rest.
        if (front) {
            front->show();
            front->raise();
            m_window.resizeDocks({front}, {m_window.height() * 2 / 5}, Qt::Vertical);
        }
    } else {
        // The layout from before, but with the panels opened or closed meanwhile as they are
        // now: F11 gives the size back, not the panels the presenter closed.
        QList<QDockWidget*> open;
        QList<QDockWidget*> shut;
        for (QDockWidget* dock : m_window.findChildren<QDockWidget*>())
            (dock->toggleViewAction()->isChecked() ? open : shut) << dock;
        m_step = m_stepBeforePresenting;
        apply();
        m_window.restoreState(m_layoutBeforePresenting);
        // The state, size and place from before (full screen only if it was).
        m_window.setWindowState(m_windowStateBeforePresenting);
        m_window.restoreGeometry(m_geometryBeforePresenting);
        for (QDockWidget* dock : open) {
            if (!dock->toggleViewAction()->isChecked())
                dock->show();
        }
        for (QDockWidget* dock : shut) {
            if (dock->toggleViewAction()->isChecked())
                dock->hide();
        }
    }
}

void WindowZoom::apply() {
    QFont font = m_window.font();
    font.setPointSizeF(m_windowBase * factor());
    m_window.setFont(font);
    QFont viewFont = m_view.font();
    viewFont.setPointSizeF(m_viewBase * factor());
    m_view.setFont(viewFont);
    emit changed();
    // The layout takes the new sizes now, not when the event loop gets to it: fitsTheScreen()
    // and keepInsideTheScreen() see the window as it will be. Text kept whole (wholeheight.h)
    // asks for its new height once it has its new width: a second pass, or a third, settles it.
    for (int pass = 0; pass < 4; ++pass) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        if (QLayout* layout = m_window.layout(); !layout || !layout->activate())
            break;
    }
}

bool WindowZoom::fitsTheScreen() const {
    const QScreen* screen = m_window.screen();
    if (!screen)
        return true;
    const QRect room = m_window.isFullScreen() ? screen->geometry() : screen->availableGeometry();
    const QSize frame =
        m_window.isFullScreen() ? QSize() : m_window.frameGeometry().size() - m_window.size();
    // The layout sets the window's minimum size from what its parts need at least.
    const QSize least = m_window.minimumSize().expandedTo(m_window.minimumSizeHint()) + frame;
    return least.width() <= room.width() && least.height() <= room.height();
}

void WindowZoom::keepInsideTheScreen() {
    const QScreen* screen = m_window.screen();
    if (!screen || !m_window.isVisible() || m_window.isFullScreen())
        return;
    const QRect room = screen->availableGeometry();
    const QRect frame = m_window.frameGeometry();
    if (room.contains(frame))
        return;
    const QSize margins = frame.size() - m_window.size();
    QRect inside(frame.topLeft(), frame.size().boundedTo(room.size()));
    inside.moveRight(std::min(inside.right(), room.right()));
    inside.moveBottom(std::min(inside.bottom(), room.bottom()));
    inside.moveLeft(std::max(inside.left(), room.left()));
    inside.moveTop(std::max(inside.top(), room.top()));
    m_window.resize(inside.size() - margins);
    m_window.move(inside.topLeft());
}

} // namespace u8scope::ui
