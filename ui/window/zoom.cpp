#include "window/zoom.h"

#include "document/keptsettings.h"
#include "hexview/hexview.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
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
    m_step = step;
    // Presentation mode has its own size; a zoom chosen meanwhile is not kept for the next run.
    if (!m_presenting) {
        WindowSettings settings;
        settings.setValue(QLatin1String(kZoomKey), m_step);
        if (const QString problem = keepSettings(settings, Kept::Zoom); !problem.isEmpty())
            m_window.statusBar()->showMessage(problem, 10000);
    }
    apply();
}

void WindowZoom::setPresenting(bool on) {
    if (on == m_presenting)
        return;
    m_presenting = on;
    if (on) {
        m_stepBeforePresenting = m_step;
        m_layoutBeforePresenting = m_window.saveState();
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
        m_step = std::max(m_step, kPresentationStep);
        apply();
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
}

} // namespace u8scope::ui
