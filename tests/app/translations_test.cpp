// The window in the system's language: this executable runs with LANG and LC_ALL set to
// de_DE.UTF-8, loads the translations as the program does (app/translations.h) and reads the
// window's texts back.
#include "qt_environment.h"
#include "translations.h"
#include "window/help.h"
#include "window/mainwindow.h"
#include "window/statusbar.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QStringList>
#include <QTest>
#include <gtest/gtest.h>
#include <memory>

namespace u8scope {

namespace {

// The environment of a German desktop, set before the tests start, so before the QApplication of
// qt_environment.cpp and Qt's first look at the system locale. (LANGUAGE outranks LANG for the
// languages of the user interface, so it is set too.) Not through ctest's ENVIRONMENT property:
// gtest_discover_tests of CMake 3.25 cannot pass it more than one variable.
const bool germanDesktop = [] {
    qputenv("LANG", "de_DE.UTF-8");
    qputenv("LC_ALL", "de_DE.UTF-8");
    qputenv("LANGUAGE", "de");
    return true;
}();

// The texts of the menu bar, depth first (each menu's title, then its entries), then the titles
// of the panels.
QStringList windowTexts(const ui::MainWindow& window) {
    QStringList texts;
    const auto walk = [&texts](const auto& self, const QList<QAction*>& actions) -> void {
        for (QAction* action : actions) {
            if (action->isSeparator())
                continue;
            texts << action->text();
            if (action->menu())
                self(self, action->menu()->actions());
        }
    };
    walk(walk, window.menuBar()->actions());
    for (const QDockWidget* dock : window.findChildren<QDockWidget*>())
        texts << dock->windowTitle();
    return texts;
}

std::unique_ptr<ui::MainWindow> shownWindow() {
    auto window = std::make_unique<ui::MainWindow>();
    window->show();
    EXPECT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    return window;
}

TEST(Translations, SystemLocaleOfThisTestIsGerman) {
    ASSERT_TRUE(germanDesktop);
    EXPECT_EQ(QLocale::system().language(), QLocale::German);
    EXPECT_EQ(QLocale().language(), QLocale::German);
}

TEST(Translations, GermanSystemLocaleGivesGermanMenus) {
    const Translations translations{QLocale()};
    ASSERT_TRUE(translations.program()) << "no :/i18n/u8scope_de.qm";
    const auto window = shownWindow();
    const QStringList texts = windowTexts(*window);
    for (const char* text : {"&Datei", "Ö&ffnen…", "&Bearbeiten", "Zu &Offset springen…", "&Hilfe",
                             "Fehlerhafte Sequenzen"})
        EXPECT_TRUE(texts.contains(QString::fromUtf8(text)))
            << text << " in " << texts.join(QStringLiteral(" | ")).toStdString();
}

// Every text of the menus and panel titles changes: a string whose context at run time is not
// the one lupdate filed it under would stay English.
TEST(Translations, EveryMenuTextAndPanelTitleIsTranslated) {
    QStringList english;
    {
        const auto window = shownWindow();
        english = windowTexts(*window);
    }
    const Translations translations{QLocale()};
    ASSERT_TRUE(translations.program());
    const auto window = shownWindow();
    const QStringList german = windowTexts(*window);
    ASSERT_EQ(german.size(), english.size());
    for (qsizetype i = 0; i < english.size(); ++i)
        EXPECT_NE(german[i], english[i]) << english[i].toStdString() << " is not translated";
}

// The status bar and the shortcuts table use tr() outside a class (context "u8scope::ui").
TEST(Translations, StatusBarAndShortcutsAreGerman) {
    const Translations translations{QLocale()};
    ASSERT_TRUE(translations.program());
    const auto window = shownWindow();
    QStringList labels;
    for (const QLabel* label : window->findChild<ui::StatusBar*>()->findChildren<QLabel*>())
        labels << label->text();
    EXPECT_TRUE(labels.contains(QStringLiteral("Keine Datei")))
        << labels.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(ui::shortcutsHtml({}).contains(QStringLiteral("Suchleiste schließen")));
}

// Qt's own buttons and dialogs (qtbase_de.qm, package qt6-translations-l10n, which
// scripts/install-deps installs).
TEST(Translations, QtOwnTextsAreGerman) {
    const Translations translations{QLocale()};
    ASSERT_TRUE(translations.qt()) << "no qtbase_de.qm: install qt6-translations-l10n";
    QDialogButtonBox box(QDialogButtonBox::Cancel);
    EXPECT_EQ(box.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')),
              QStringLiteral("Abbrechen"));
}

TEST(Translations, EnglishLocaleKeepsTheWindowEnglish) {
    const Translations translations{QLocale(QLocale::English, QLocale::UnitedStates)};
    EXPECT_FALSE(translations.program());
    const auto window = shownWindow();
    EXPECT_TRUE(windowTexts(*window).contains(QStringLiteral("&File")));
}

} // namespace

} // namespace u8scope
