#include "window/zoom.h"

#include "hexview/hexview.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QSettings>
#include <algorithm>

namespace u8scope::ui {

namespace {
const char* const kZoomKey = "window/zoom";
} // namespace

WindowZoom::WindowZoom(QMainWindow& window, HexView& view)
    : QObject(&window), m_window(window), m_view(view), m_windowBase(window.font().pointSizeF()),
      m_viewBase(view.font().pointSizeF()) {
    setObjectName(QStringLiteral("windowZoom"));
    const int saved = QSettings().value(QLatin1String(kZoomKey), 0).toInt();
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
    if (!m_presenting)
        QSettings().setValue(QLatin1String(kZoomKey), m_step);
    apply();
}

void WindowZoom::setPresenting(bool on) {
    if (on == m_presenting)
        return;
    m_presenting = on;
    if (on) {
        m_stepBeforePresenting = m_step;
        m_layoutBeforePresenting = m_window.saveState();
        // The side panels go under the view, where they have its full width.
        QList<QDockWidget*> under;
        for (QDockWidget* dock : m_window.findChildren<QDockWidget*>()) {
            const Qt::DockWidgetArea area = m_window.dockWidgetArea(dock);
            if (!dock->isFloating() &&
                (area == Qt::RightDockWidgetArea || area == Qt::LeftDockWidgetArea))
                m_window.addDockWidget(Qt::BottomDockWidgetArea, dock);
            if (dock->isVisible() && !dock->isFloating() &&
                m_window.dockWidgetArea(dock) == Qt::BottomDockWidgetArea)
                under << dock;
        }
        m_step = std::max(m_step, kPresentationStep);
        apply();
        // The panels and the view share the height about evenly.
        if (!under.isEmpty())
            m_window.resizeDocks(under, QList<int>(under.size(), m_window.height() / 2),
                                 Qt::Vertical);
    } else {
        m_step = m_stepBeforePresenting;
        apply();
        m_window.restoreState(m_layoutBeforePresenting);
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
