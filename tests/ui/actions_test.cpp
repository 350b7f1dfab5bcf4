// The action table (window/actions.cpp) and the menus the main window builds from it.
#include "document/document.h"
#include "panels/panels.h"
#include "qt_environment.h"
#include "window/actions.h"
#include "window/help.h"
#include "window/mainwindow.h"

#include <QCoreApplication>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <gtest/gtest.h>
#include <memory>

namespace u8scope::ui {

namespace {

QString text(const ActionSpec& spec) {
    return QCoreApplication::translate("Actions", spec.text);
}

QMenu* menuOf(const MainWindow& window, Menu menu) {
    for (QAction* a : window.menuBar()->actions()) {
        if (a->menu() && a->text() == menuTitle(menu))
            return a->menu();
    }
    return nullptr;
}

QAction* actionIn(QMenu* menu, const QString& text) {
    for (QAction* a : menu->actions()) {
        if (a->text() == text)
            return a;
    }
    return nullptr;
}

// Within the main window. Side by Side is a window of its own and reuses F4 for its Next
// Difference on purpose; MojibakeWindowTest.F4GoesToTheNextDifferenceInSideBySideAndToTheNext-
// MojibakeHere checks that each F4 acts only in the active window.
TEST(ActionTable, ShortcutsAreUniqueAcrossActionsAndPanels) {
    MainWindow window; // the table's key sequences need the application's key bindings
    QSet<QString> seen;
    const auto take = [&seen](const QKeySequence& keys, const QString& what) {
        if (keys.isEmpty())
            return; // a standard key this platform binds to nothing (Quit, offscreen)
        EXPECT_FALSE(seen.contains(keys.toString()))
            << keys.toString().toStdString() << " twice, at " << what.toStdString();
        seen.insert(keys.toString());
    };
    for (const ActionSpec& spec : actionTable()) {
        for (const QKeySequence& keys : spec.shortcuts)
            take(keys, text(spec));
    }
    Document document;
    for (const PanelFactory make : panels()) {
        const std::unique_ptr<Panel> panel(make(document));
        take(panel->shortcut(), panel->title());
    }
}

TEST(ActionTable, MenusComeInTheOrderOfTheTable) {
    MainWindow window;
    QStringList titles;
    for (QAction* a : window.menuBar()->actions())
        titles << a->text();
    EXPECT_EQ(titles, QStringList({menuTitle(Menu::File), menuTitle(Menu::Edit),
                                   menuTitle(Menu::Go), menuTitle(Menu::Profile),
                                   menuTitle(Menu::View), menuTitle(Menu::Help)}));
}

TEST(ActionTable, EachEntryIsInItsMenuWithItsShortcuts) {
    MainWindow window;
    for (const ActionSpec& spec : actionTable()) {
        QMenu* menu = menuOf(window, spec.menu);
        ASSERT_TRUE(menu) << menuTitle(spec.menu).toStdString();
        if (spec.kind == ActionSpec::Kind::Command) {
            QAction* action = actionIn(menu, text(spec));
            ASSERT_TRUE(action) << text(spec).toStdString();
            EXPECT_EQ(action->shortcuts(), spec.shortcuts) << text(spec).toStdString();
            EXPECT_EQ(action->isCheckable(), spec.checked != nullptr);
        } else if (spec.kind == ActionSpec::Kind::Submenu) {
            QAction* action = actionIn(menu, text(spec));
            ASSERT_TRUE(action && action->menu()) << text(spec).toStdString();
            EXPECT_FALSE(action->menu()->isEmpty()); // filled before it is first shown
        }
    }
}

TEST(ActionTable, CheckedActionsFollowTheDocument) {
    MainWindow window;
    QMenu* profile = menuOf(window, Menu::Profile);
    ASSERT_TRUE(profile);
    ASSERT_EQ(profile->actions().size(), 2);
    QAction* rfc = profile->actions().at(0);
    QAction* iso = profile->actions().at(1);
    window.document().setProfile(Profile::Iso10646_1993);
    EXPECT_FALSE(rfc->isChecked());
    EXPECT_TRUE(iso->isChecked());
    rfc->trigger(); // the action switches the document
    EXPECT_EQ(window.document().profile(), Profile::Rfc3629);
    EXPECT_TRUE(rfc->isChecked());
    EXPECT_FALSE(iso->isChecked());
}

TEST(Help, AboutNamesTheVersionTheCopyrightAndTheLicence) {
    const QString html = aboutHtml();
    EXPECT_TRUE(html.contains(QStringLiteral("u8scope ") + QCoreApplication::applicationVersion()))
        << html.toStdString();
    EXPECT_TRUE(html.contains(QStringLiteral("© 2026 The u8scope developers")))
        << html.toStdString();
    EXPECT_TRUE(html.contains(QStringLiteral("Licence: MIT"))) << html.toStdString();
}

TEST(ActionTable, TheShortcutsDialogListsEveryShortcut) {
    MainWindow window;
    auto* actions = window.findChild<WindowActions*>();
    ASSERT_TRUE(actions);
    const QString html = shortcutsHtml(actions->withShortcuts());
    for (const ActionSpec& spec : actionTable()) {
        if (spec.kind != ActionSpec::Kind::Command || spec.shortcuts.isEmpty() ||
            spec.shortcuts.front().isEmpty())
            continue;
        const QString keys = spec.shortcuts.front().toString(QKeySequence::NativeText);
        EXPECT_TRUE(html.contains(keys.toHtmlEscaped())) << keys.toStdString();
        EXPECT_TRUE(html.contains(text(spec).remove(QLatin1Char('&')).toHtmlEscaped()))
            << text(spec).toStdString();
    }
    Document document;
    for (const PanelFactory make : panels()) {
        const std::unique_ptr<Panel> panel(make(document));
        EXPECT_TRUE(html.contains(panel->shortcut().toString(QKeySequence::NativeText)))
            << panel->title().toStdString();
    }
}

} // namespace

} // namespace u8scope::ui
