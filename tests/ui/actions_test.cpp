// The action table (window/actions.cpp), the features' commands (window/features.cpp), and the
// menus the main window builds from them.
#include "document/document.h"
#include "panels/panels.h"
#include "qt_environment.h"
#include "window/actions.h"
#include "window/features.h"
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

template <class Spec>
QString text(const Spec& spec) {
    return QCoreApplication::translate("Actions", spec.text);
}

// Calls `f` with every command of the window's menus: the table's, then each feature's.
template <class F>
void forEachCommand(F&& f) {
    for (const ActionSpec& spec : actionTable())
        f(spec);
    for (const FeatureFactory feature : features()) {
        for (const FeatureCommand& command : feature().commands)
            f(command);
    }
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
    forEachCommand([&](const auto& spec) {
        for (const QKeySequence& keys : spec.shortcuts)
            take(keys, text(spec));
    });
    Document document;
    for (const PanelFactory make : windowPanels()) {
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
    forEachCommand([&](const auto& spec) {
        QMenu* menu = menuOf(window, spec.menu);
        ASSERT_TRUE(menu) << menuTitle(spec.menu).toStdString();
        if (spec.kind == CommandKind::Command) {
            QAction* action = actionIn(menu, text(spec));
            ASSERT_TRUE(action) << text(spec).toStdString();
            EXPECT_EQ(action->shortcuts(), spec.shortcuts) << text(spec).toStdString();
            EXPECT_EQ(action->isCheckable(), spec.checked != nullptr);
        } else if (spec.kind == CommandKind::Submenu) {
            QAction* action = actionIn(menu, text(spec));
            ASSERT_TRUE(action && action->menu()) << text(spec).toStdString();
            EXPECT_FALSE(action->menu()->isEmpty()); // filled before it is first shown
        }
    });
}

// The features' commands stand where the table holds their row, in the order of features().
TEST(ActionTable, FeatureCommandsStandWhereTheTableHoldsTheirRow) {
    MainWindow window;
    const auto texts = [&](Menu menu) {
        QStringList found;
        for (QAction* a : menuOf(window, menu)->actions())
            found << (a->isSeparator() ? QStringLiteral("-") : a->text().remove(QLatin1Char('&')));
        return found;
    };
    const QStringList go = texts(Menu::Go);
    EXPECT_EQ(go,
              QStringList({"Go to Offset…", "-", "Next Error", "Previous Error", "-",
                           "Toggle Bookmark", "Next Bookmark", "Previous Bookmark", "Next Mojibake",
                           "Previous Mojibake", "Next Region", "Previous Region",
                           "Next Hidden Character", "Previous Hidden Character"}))
        << go.join(QLatin1Char('|')).toStdString();
    const QStringList file = texts(Menu::File);
    const auto reload = file.indexOf(QStringLiteral("Rescan"));
    ASSERT_GE(reload, 0);
    EXPECT_EQ(file.mid(reload, 5),
              QStringList({"Rescan", "-", "Save Repaired Copy…", "Save as UTF-8…", "-"}));
    const QStringList edit = texts(Menu::Edit);
    const auto python = edit.indexOf(QStringLiteral("Copy as Python Bytes"));
    ASSERT_GE(python, 0);
    EXPECT_EQ(edit.mid(python, 4),
              QStringList({"Copy as Python Bytes", "Send Selection to Playground",
                           "Copy Repaired Text", "-"}));
    const QStringList view = texts(Menu::View);
    const auto side = view.indexOf(QStringLiteral("Side by Side with Another File…"));
    ASSERT_GE(side, 1);
    EXPECT_EQ(view.mid(side - 1, 5),
              QStringList({"-", "Side by Side with Another File…", "Side by Side at Two Offsets…",
                           "Read Text As", "-"}));
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
    forEachCommand([&](const auto& spec) {
        if (spec.kind != CommandKind::Command || spec.shortcuts.isEmpty() ||
            spec.shortcuts.front().isEmpty())
            return;
        const QString keys = spec.shortcuts.front().toString(QKeySequence::NativeText);
        EXPECT_TRUE(html.contains(keys.toHtmlEscaped())) << keys.toStdString();
        EXPECT_TRUE(html.contains(text(spec).remove(QLatin1Char('&')).toHtmlEscaped()))
            << text(spec).toStdString();
    });
    Document document;
    for (const PanelFactory make : windowPanels()) {
        const std::unique_ptr<Panel> panel(make(document));
        EXPECT_TRUE(html.contains(panel->shortcut().toString(QKeySequence::NativeText)))
            << panel->title().toStdString();
    }
}

} // namespace

} // namespace u8scope::ui
