#include "window/paneldocks.h"

#include "document/document.h"
#include "hexview/hexview.h"
#include "panels/panel.h"
#include "window/features.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QScrollArea>
#include <QStyle>
#include <QVariant>
#include <algorithm>

namespace u8scope::ui {

namespace {
// The dock's property: whether it was last seen in front, not behind another's tab, while open.
const char* const kInFront = "u8scopeInFront";
} // namespace

PanelDocks::PanelDocks(QMainWindow& window, Document& document, HexView& view)
    : QObject(&window), m_window(window), m_document(document), m_view(view) {
    for (const PanelFactory make : windowPanels()) {
        Panel* panel = make(document);
        auto* dock = new QDockWidget(panel->title(), &window);
        dock->setObjectName(panel->id() + QStringLiteral("Dock")); // for saveState()
        if (panel->scrolls()) {
            auto* scroll = new QScrollArea;
            scroll->setWidget(panel);
            scroll->setWidgetResizable(true);
            scroll->setFrameShape(QFrame::NoFrame);
            dock->setWidget(scroll);
        } else {
            dock->setWidget(panel);
        }
        dock->toggleViewAction()->setShortcut(panel->shortcut());
        window.addDockWidget(panel->area(), dock);
        // Panels under the view share its width as tabs: side by side, at 1024 pixels, each
        // would lose its last columns. (Those beside it stack, and a saved layout wins.)
        if (panel->area() == Qt::BottomDockWidgetArea) {
            for (const Entry& e : m_entries) {
                if (e.panel->area() == Qt::BottomDockWidgetArea) {
                    window.tabifyDockWidget(e.dock, dock);
                    e.dock->raise();
                    break;
                }
            }
        }
        if (!panel->shownAtFirst())
            dock->hide(); // a saved layout may show it again (restoreState)
        // Opened by its action: in front, with room, and the keyboard where it asks for it. Open
        // but behind another's tab, its action (Ctrl+M behind Malformed Sequences) brings it to
        // the front rather than closing it: a panel one cannot see is not one to close.
        connect(dock, &QDockWidget::visibilityChanged, dock, [dock](bool visible) {
            // Hidden by its action (closed): it stays as it was seen before.
            if (visible || dock->toggleViewAction()->isChecked())
                dock->setProperty(kInFront, visible);
        });
        connect(dock->toggleViewAction(), &QAction::triggered, this, [this, panel, dock](bool on) {
            const QVariant seen = dock->property(kInFront); // none before the window shows
            if (!on && !dock->isFloating() && seen.isValid() && !seen.toBool()) {
                dock->show();
                on = true;
            }
            if (on)
                opened(panel, dock);
        });
        connect(panel, &Panel::titleChanged, dock, &QDockWidget::setWindowTitle);
        dock->setWindowTitle(panel->title());
        m_entries.push_back({panel, dock});
    }
    // The right column runs the full height: the panels beside the view need it more than those
    // under it need the full width.
    window.setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    window.setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    connect(&document, &Document::inspectionChanged, this, &PanelDocks::showInspection);
    showInspection();
}

void PanelDocks::opened(Panel* panel, QDockWidget* dock) {
    dock->raise();
    if (const double share = panel->heightWhenOpened(); share > 0 && !dock->isFloating()) {
        const int wanted = static_cast<int>(m_window.height() * share);
        if (dock->height() < wanted)
            m_window.resizeDocks({dock}, {wanted}, Qt::Vertical);
    }
    if (QWidget* field = panel->focusWhenOpened())
        field->setFocus(Qt::ShortcutFocusReason);
}

void PanelDocks::showPanel(const QString& id) {
    for (const Entry& e : m_entries) {
        if (e.panel->id() == id) {
            e.dock->show();
            e.dock->raise();
            e.panel->setFocus();
        }
    }
}

void PanelDocks::showInspection() {
    const auto& inspection = m_document.inspection();
    for (const Entry& e : m_entries) {
        if (inspection)
            e.panel->showInspection(*inspection);
        else
            e.panel->showBlank(m_document.blank());
    }
}

std::vector<PanelDocks::Entry> PanelDocks::inArea(Qt::DockWidgetArea area) const {
    std::vector<Entry> found;
    for (const Entry& e : m_entries) {
        // A panel hidden at first (the playground) neither widens nor shares the area.
        if (e.panel->area() == area && !e.dock->isHidden())
            found.push_back(e);
    }
    return found;
}

int PanelDocks::sideWidthWanted() const {
    // About 80 characters of text (the inspector's explanations wrap, but its tables and the
    // double-encoding note read best on one line), and what the side panels ask for (the bit
    // layout's captions).
    int wanted = std::max(sideWidthMinimum(), m_window.fontMetrics().averageCharWidth() * 80);
    for (const Entry& e : inArea(Qt::RightDockWidgetArea))
        wanted = std::max(wanted, e.panel->sizeHint().width() + 24);
    return wanted;
}

int PanelDocks::sideWidthMinimum() const {
    int least = m_window.fontMetrics().averageCharWidth() * 48;
    for (const Entry& e : inArea(Qt::RightDockWidgetArea))
        least = std::max(least, e.panel->minimumSizeHint().width());
    return least;
}

void PanelDocks::sizeFirstTime() {
    if (m_sized)
        return;
    m_sized = true;
    const auto side = inArea(Qt::RightDockWidgetArea);
    if (!side.empty()) {
        const int width =
            m_window.width() - m_view.sizeHint().width() -
            m_window.style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, &m_window);
        m_window.resizeDocks({side.front().dock}, {std::max(sideWidthMinimum(), width)},
                             Qt::Horizontal);
        // The first a little more than its share of the height; the others the rest.
        QList<QDockWidget*> docks;
        QList<int> heights;
        const int height = m_window.height();
        const int count = static_cast<int>(side.size());
        for (int i = 0; i < count; ++i) {
            docks << side[static_cast<std::size_t>(i)].dock;
            heights << (count == 1 ? height
                        : i == 0   ? height * 52 / 100
                                   : height * 48 / 100 / (count - 1));
        }
        m_window.resizeDocks(docks, heights, Qt::Vertical);
    }
    // Those under the view, tabs of one dock area: the height the most wanting of their panels
    // asks for at the view's width (a list its eight rows under its summary), with the dock's
    // title and the tabs, within a quarter and a half of the window's height.
    const auto under = inArea(Qt::BottomDockWidgetArea);
    if (!under.empty()) {
        const int width = m_view.sizeHint().width();
        int wanted = 0;
        for (const Entry& e : under)
            wanted = std::max(wanted, e.panel->heightWanted(width));
        const int line = under.front().dock->fontMetrics().height();
        wanted += (line + 12) * (under.size() > 1 ? 2 : 1);
        const int height = m_window.height();
        m_window.resizeDocks(
            {under.front().dock},
            {std::clamp(wanted, std::max(180, height * 24 / 100), std::max(180, height / 2))},
            Qt::Vertical);
    }
}

void PanelDocks::fitHexViewWidth() {
    // Only while the window is laid out and the side docks share its width with the view.
    if (!m_sized || !m_window.isVisible())
        return;
    QDockWidget* side = nullptr;
    for (const Entry& e : m_entries) {
        const Qt::DockWidgetArea area = m_window.dockWidgetArea(e.dock);
        if (e.dock->isVisible() && !e.dock->isFloating() &&
            (area == Qt::RightDockWidgetArea || area == Qt::LeftDockWidgetArea)) {
            side = e.dock;
            break;
        }
    }
    if (!side)
        return;
    // Extra width goes to the docks, whose text keeps a readable measure however wide they get
    // (InspectorPanel); a lack of it is taken from them down to their minimum before the hex
    // view has to scroll sideways.
    const int surplus = m_window.centralWidget()->width() - m_view.sizeHint().width();
    const int current = side->width();
    int target = current;
    if (surplus > 0) {
        target = current + surplus;
    } else if (surplus < 0 && current > sideWidthMinimum()) {
        target = std::max(current + surplus, sideWidthMinimum());
    }
    if (target != current)
        m_window.resizeDocks({side}, {target}, Qt::Horizontal);
}

} // namespace u8scope::ui
