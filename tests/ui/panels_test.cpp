// The list of panels (panels/panels.cpp) and what the main window makes of it: a dock for each,
// with a View menu entry and the panel's own shortcut.
#include "document/document.h"
#include "panels/panels.h"
#include "qt_environment.h"
#include "window/features.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QSet>
#include <gtest/gtest.h>
#include <memory>

namespace u8scope::ui {

namespace {

TEST(PanelList, EachPanelHasItsOwnIdTitleAndShortcut) {
    Document document;
    QSet<QString> ids;
    QSet<QString> shortcuts;
    ASSERT_FALSE(panels().empty());
    for (const PanelFactory make : panels()) {
        const std::unique_ptr<Panel> panel(make(document));
        ASSERT_TRUE(panel);
        EXPECT_FALSE(panel->id().isEmpty());
        EXPECT_FALSE(panel->title().isEmpty()) << panel->id().toStdString();
        EXPECT_FALSE(panel->shortcut().isEmpty()) << panel->id().toStdString();
        EXPECT_FALSE(ids.contains(panel->id())) << panel->id().toStdString();
        EXPECT_FALSE(shortcuts.contains(panel->shortcut().toString()))
            << panel->shortcut().toString().toStdString();
        ids.insert(panel->id());
        shortcuts.insert(panel->shortcut().toString());
    }
}

TEST(PanelList, EachPanelHasADockAndAViewMenuEntryWithItsShortcut) {
    MainWindow window;
    QMenu* view = nullptr;
    for (QAction* a : window.menuBar()->actions()) {
        if (a->menu() && a->text().remove(QLatin1Char('&')) == QStringLiteral("View"))
            view = a->menu();
    }
    ASSERT_TRUE(view);
    const auto docks = window.findChildren<QDockWidget*>();
    const auto shown = window.findChildren<Panel*>();
    EXPECT_EQ(static_cast<std::size_t>(shown.size()), windowPanels().size());
    for (Panel* panel : shown) {
        QDockWidget* dock = nullptr;
        for (QDockWidget* d : docks) {
            if (d->isAncestorOf(panel))
                dock = d;
        }
        ASSERT_TRUE(dock) << panel->id().toStdString();
        EXPECT_EQ(dock->objectName(), panel->id() + QStringLiteral("Dock"));
        EXPECT_EQ(window.dockWidgetArea(dock), panel->area());
        EXPECT_EQ(dock->windowTitle(), panel->title());
        QAction* toggle = dock->toggleViewAction();
        EXPECT_EQ(toggle->shortcut(), panel->shortcut());
        EXPECT_TRUE(view->actions().contains(toggle)) << panel->id().toStdString();
        // A panel as tall as its content is scrolled by its dock.
        EXPECT_EQ(qobject_cast<QScrollArea*>(dock->widget()) != nullptr, panel->scrolls());
    }
}

} // namespace

} // namespace u8scope::ui
