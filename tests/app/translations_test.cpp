// The window in the system's language: this executable runs with LANG and LC_ALL set to
// de_DE.UTF-8, loads the translations as the program does (app/translations.h) and reads the
// window's texts back.
#include "bookmarks/bookmarks.h"
#include "compare/comparewindow.h"
#include "dialogs/gotooffsetdialog.h"
#include "document/document.h"
#include "mojibake/mojibaketool.h"
#include "qt_environment.h"
#include "teach/playgroundpanel.h"
#include "translations.h"
#include "u8scope/encoding/legacycodec.h"
#include "u8scope/file/source.h"
#include "window/findbar.h"
#include "window/help.h"
#include "window/mainwindow.h"
#include "window/statusbar.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSet>
#include <QStringList>
#include <QTest>
#include <QXmlStreamReader>
#include <gtest/gtest.h>
#include <memory>
#include <utility>

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

// The messages of a .ts file: (context, source) to translation.
QHash<std::pair<QString, QString>, QString> messagesOf(const QString& tsPath) {
    QHash<std::pair<QString, QString>, QString> messages;
    QFile file(tsPath);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << tsPath.toStdString();
    QXmlStreamReader xml(&file);
    QString context;
    QString source;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation"))
            messages.insert({context, source},
                            xml.readElementText(QXmlStreamReader::IncludeChildElements));
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    return messages;
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

// Every text of the menus and panel titles changes, but for names that stay as they are in
// German: those the translation keeps on purpose ("Mojibake") and the encodings' names. A menu
// text that does not go through tr() stays English.
TEST(Translations, EveryMenuTextAndPanelTitleIsTranslated) {
    QSet<QString> kept;
    for (const Codec codec : Codec::all())
        kept.insert(QString::fromUtf8(codec.displayName().data(),
                                      static_cast<qsizetype>(codec.displayName().size())));
    const auto messages = messagesOf(QStringLiteral(U8SCOPE_TS_DE));
    for (auto it = messages.cbegin(); it != messages.cend(); ++it) {
        if (it.key().second == it.value())
            kept.insert(it.value());
    }
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
    for (qsizetype i = 0; i < english.size(); ++i) {
        if (!kept.contains(english[i])) {
            EXPECT_NE(german[i], english[i]) << english[i].toStdString() << " is not translated";
        }
    }
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
    EXPECT_TRUE(ui::aboutHtml().contains(QStringLiteral("Lizenz: MIT")));
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

// Installed last, so asked first: records what the window asks for, and finds nothing, so that
// the real translations answer.
class RecordingTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* = nullptr,
                      int = -1) const override {
        if (source && *source)
            asked.insert({QString::fromUtf8(context), QString::fromUtf8(source)});
        return {};
    }
    [[nodiscard]] bool isEmpty() const override { return false; }
    mutable QSet<std::pair<QString, QString>> asked;
};

// The parts that teach, each through what it can say: every panel shown (the playground and the
// reference panel hidden at first), the playground through its examples under both profiles and
// through typed code points and octets, bookmarks set, followed and cleared, the offsets the Go
// to Offset dialog reads and refuses, and a side-by-side comparison.
void askTheTeachingParts(ui::MainWindow& window) {
    ui::Document& doc = window.document();
    for (QDockWidget* dock : window.findChildren<QDockWidget*>())
        dock->show();
    doc.nextError();
    QCoreApplication::processEvents();
    (void)window.grab();

    auto* playground = window.findChild<ui::PlaygroundPanel*>();
    ASSERT_NE(playground, nullptr);
    QComboBox* profiles = playground->profileBox();
    QComboBox* presets = playground->presetBox();
    for (int p = 0; p < profiles->count(); ++p) {
        profiles->setCurrentIndex(p);
        emit profiles->activated(p);
        for (int i = 0; i < presets->count(); ++i) {
            presets->setCurrentIndex(i);
            emit presets->activated(i);
            for (std::size_t item = 0; item < 8; ++item)
                playground->select(item);
            (void)playground->grab();
        }
        for (const char* typed : {"U+00E9", "U+D800", "U+10FFFF", "U+110000", "0x7FFFFFFF",
                                  "0x80000000", "e\xCC\x81x", "nonsense"}) {
            // Typed: QTest::keyClicks cannot type what is not ASCII.
            playground->codePointField()->setText(QString::fromUtf8(typed));
            emit playground->codePointField()->textEdited(playground->codePointField()->text());
            (void)playground->grab();
        }
        for (const char* typed :
             {"41", "C3 A9", "ED A0 80", "C0 80", "E2 82", "80", "FF", "F8 88 80 80 80", "zz"}) {
            playground->octetField()->setText(QString::fromUtf8(typed));
            emit playground->octetField()->textEdited(playground->octetField()->text());
            for (std::size_t item = 0; item < 6; ++item)
                playground->select(item);
            (void)playground->grab();
        }
    }

    ui::Bookmarks& bookmarks = ui::Bookmarks::of(doc);
    bookmarks.clear();
    bookmarks.next();
    bookmarks.toggleAtCursor();
    bookmarks.next();
    bookmarks.previous();
    QCoreApplication::processEvents();
    (void)window.grab();
    bookmarks.toggleAtCursor();
    QCoreApplication::processEvents();

    const std::uint64_t size = doc.size();
    for (const char* typed :
         {"", "x", "16", "0x10", "+16", "-1", "-0x10000000", "+0x10000000", "0x10000000"})
        (void)ui::GoToOffsetDialog::parse(QString::fromUtf8(typed), size, 8);
    (void)ui::GoToOffsetDialog::parse(QStringLiteral("0"), 0, 0);

    const auto memory = [](std::string_view bytes) {
        return std::make_shared<MemorySource>(std::vector<std::uint8_t>(bytes.begin(), bytes.end()),
                                              "memory");
    };
    for (const bool same : {false, true}) {
        ui::CompareWindow compare(memory("caf\xC3\xA9!"), 0, QStringLiteral("left"),
                                  memory(same ? "caf\xC3\xA9!" : "caf\xE9!?!"), same ? 0 : 1,
                                  QString(), Profile::Rfc3629);
        compare.show();
        (void)compare.summary();
        compare.nextDifference();
        compare.nextDifference();
        (void)compare.grab();
    }
}

// What the window asks for at run time is what lupdate filed: same text, same context. A tr()
// in a class without Q_OBJECT, or a helper with a context of its own, asks under a context that
// the .ts does not have, and would stay English however complete the translation.
TEST(Translations, WindowAsksUnderTheContextsLupdateFiled) {
    const auto filed = messagesOf(QStringLiteral(U8SCOPE_TS_DE));
    QSet<QString> filedSources;
    for (auto it = filed.cbegin(); it != filed.cend(); ++it)
        filedSources.insert(it.key().second);
    const Translations translations{QLocale()};
    RecordingTranslator recorder;
    ASSERT_TRUE(QCoreApplication::installTranslator(&recorder));
    {
        // The window, with the demo file (one example of every malformed sequence, and some
        // mojibake), as it is shown and painted, through its errors and mojibake under both
        // profiles, with the find bar open.
        ui::MainWindow window;
        window.resize(1280, 900);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        (void)window.grab();
        window.openDemo();
        ui::Document& doc = window.document();
        ASSERT_TRUE(testui::waitFor(
            [&doc] { return doc.scanState() != ui::Document::ScanState::Running; }));
        for (const Profile profile : {Profile::Iso10646_1993, Profile::Rfc3629}) {
            window.setProfile(profile, /*remember=*/false);
            ASSERT_TRUE(testui::waitFor(
                [&doc] { return doc.scanState() != ui::Document::ScanState::Running; }));
            for (int i = 0; i < 40; ++i) {
                doc.nextError();
                QCoreApplication::processEvents();
                (void)window.grab();
            }
            for (int i = 0; i < 20; ++i) {
                ui::MojibakeTool::of(doc).next();
                QCoreApplication::processEvents();
                (void)window.grab();
            }
        }
        window.findChild<ui::FindBar*>()->activate();
        (void)window.grab();
        (void)ui::shortcutsHtml({});
        (void)ui::aboutHtml();
        askTheTeachingParts(window);
    }
    QCoreApplication::removeTranslator(&recorder);
    ASSERT_FALSE(recorder.asked.isEmpty());
    for (const auto& [context, source] : std::as_const(recorder.asked)) {
        if (filed.contains({context, source}))
            continue;
        if (filedSources.contains(source)) {
            ADD_FAILURE() << "asked for \"" << source.toStdString() << "\" in the context "
                          << context.toStdString() << ", which the .ts does not file it under";
        } else if (!context.startsWith(QLatin1Char('Q'))) { // not one of Qt's own
            ADD_FAILURE() << "asked for \"" << source.toStdString() << "\" (context "
                          << context.toStdString() << "), which lupdate did not find";
        }
    }
}

TEST(Translations, EnglishLocaleKeepsTheWindowEnglish) {
    const Translations translations{QLocale(QLocale::English, QLocale::UnitedStates)};
    EXPECT_FALSE(translations.program());
    const auto window = shownWindow();
    EXPECT_TRUE(windowTexts(*window).contains(QStringLiteral("&File")));
}

} // namespace

} // namespace u8scope
