#include "compare/comparewindow.h"
#include "document/document.h"
#include "document/inspection.h"
#include "hexview/hexview.h"
#include "malformedtext.h"
#include "mojibake/mojibakecommands.h"
#include "mojibake/mojibakepanel.h"
#include "mojibake/mojibaketool.h"
#include "mojibake/repairchoices.h"
#include "panels/bitlayoutpanel.h"
#include "panels/errorlistview.h"
#include "panels/errorspanel.h"
#include "panels/inspectorpanel.h"
#include "qt_environment.h"
#include "regionsamples.h"
#include "theme/format.h"
#include "unprivileged.h"
#include "window/findbar.h"
#include "window/mainwindow.h"
#include "window/noticebar.h"
#include "words/words.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>
#include <QToolButton>
#include <QUrl>
#include <QWindow>
#include <algorithm>
#include <gtest/gtest.h>
#include <map>
#include <sys/stat.h>
#include <unistd.h>

namespace u8scope::ui {

using testui::waitFor;
using testui::writeFile;

namespace {

class MainWindowTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        m_window = std::make_unique<MainWindow>();
    }
    void TearDown() override { m_window.reset(); }

    // Opens `data` as a file and waits for its scan.
    QString open(const QByteArray& data, const QString& name = QStringLiteral("sample.txt")) {
        const QString path = writeFile(m_dir, name, data);
        EXPECT_TRUE(m_window->openFile(path)) << path.toStdString();
        waitForScan();
        return path;
    }
    void waitForScan() {
        EXPECT_TRUE(waitFor([this] { return doc().scanState() != Document::ScanState::Running; }));
    }
    void showAndActivate() {
        m_window->resize(1280, 900);
        m_window->show();
        m_window->activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(m_window.get()));
    }
    [[nodiscard]] Document& doc() const { return m_window->document(); }
    /// The part of the window of type P (a panel, the error list, ...).
    template <class P>
    [[nodiscard]] P* part() const {
        auto* found = m_window->findChild<P*>();
        EXPECT_TRUE(found);
        return found;
    }
    /// The status bar's summary of the scan.
    [[nodiscard]] QString statsText() const {
        for (auto* label : m_window->statusBar()->findChildren<QLabel*>()) {
            if (label->accessibleName() == QStringLiteral("Scan summary"))
                return label->text();
        }
        ADD_FAILURE() << "no scan summary in the status bar";
        return {};
    }
    /// The error list's filter: "All kinds", then one entry per kind found.
    [[nodiscard]] QComboBox* kindFilter() const {
        return part<ErrorsPanel>()->findChild<QComboBox*>();
    }
    [[nodiscard]] std::uint64_t cursor() const { return part<HexView>()->cursor(); }
    /// What the hex view marks around the cursor.
    [[nodiscard]] std::pair<std::uint64_t, std::uint64_t> highlighted() const {
        return {part<HexView>()->highlightStart(), part<HexView>()->highlightEnd()};
    }
    void clickNoticeButton(const QString& text) {
        for (auto* button : part<NoticeBar>()->findChildren<QToolButton*>()) {
            if (!button->isHidden() && button->text() == text) {
                button->click();
                return;
            }
        }
        ADD_FAILURE() << "no button " << text.toStdString() << " in the notice bar, which says: "
                      << (part<NoticeBar>()->isHidden() ? std::string("(hidden)")
                                                        : part<NoticeBar>()->text().toStdString());
    }
    [[nodiscard]] std::string inspectorText() const {
        return part<InspectorPanel>()->text().toStdString();
    }

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

// Malformed units at 1 (C0, overlong), 2 (80, unexpected continuation) and 7 (FF, invalid).
const QByteArray kThreeErrors("a\xC0\x80 bc \xFF"
                              "de",
                              9);

TEST_F(MainWindowTest, OpensAFileAndListsItsErrors) {
    const QString path = open(kThreeErrors);
    EXPECT_EQ(doc().path(), QFileInfo(path).absoluteFilePath());
    EXPECT_TRUE(m_window->windowTitle().contains(QStringLiteral("sample.txt")));
    ASSERT_TRUE(doc().scanResult());
    EXPECT_EQ(doc().scanResult()->stats.errors, 3u);
    EXPECT_EQ(part<ErrorListView>()->count(), 3u);
    EXPECT_TRUE(statsText().contains(QStringLiteral("3 errors"))) << statsText().toStdString();
    EXPECT_TRUE(part<ErrorListView>()->rowText(2).contains(QStringLiteral("FF")));
    // C0 80 (Java's NUL) and FF (a legacy octet) are also mojibake, which the notice bar says
    // once the file has been looked through: UTF-8 with damage, not a file in another encoding.
    ASSERT_TRUE(waitFor([this] { return doc().mojibake() != nullptr; }));
    EXPECT_FALSE(part<NoticeBar>()->isHidden());
    EXPECT_TRUE(part<NoticeBar>()->text().contains(QStringLiteral("wrong encoding")))
        << part<NoticeBar>()->text().toStdString();
}

TEST_F(MainWindowTest, RemembersRecentFiles) {
    const QString path = open("hello");
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    ASSERT_FALSE(recent.isEmpty());
    EXPECT_EQ(recent.first(), QFileInfo(path).absoluteFilePath());
}

TEST_F(MainWindowTest, SavesGeometryOnClose) {
    m_window->show();
    m_window->close();
    EXPECT_FALSE(QSettings().value(QStringLiteral("window/geometry")).toByteArray().isEmpty());
}

TEST_F(MainWindowTest, FirstRunFitsTheScreenAndTheHexViewItsColumns) {
    // No saved geometry in the tests' settings: the first-run size, inside the screen.
    const QRect available = m_window->screen()->availableGeometry();
    EXPECT_TRUE(available.contains(m_window->geometry())) << m_window->width();
    EXPECT_GE(m_window->height(), available.height() * 8 / 10);
    open("hello");
    showAndActivate();
    const int hint = part<HexView>()->sizeHint().width();
    // Wider and narrower windows: the side docks take the difference, not the hex view, which
    // would be left with an empty stretch or made to scroll sideways.
    for (const int width : {1300, 1700, 1150, 1400}) {
        m_window->resize(width, 900);
        QApplication::processEvents();
        EXPECT_NEAR(part<HexView>()->width(), hint, 12) << "window " << width;
    }
    // Zooming the view in makes room for its wider columns.
    part<HexView>()->zoomIn();
    part<HexView>()->zoomIn();
    EXPECT_TRUE(waitFor([&] {
        return std::abs(part<HexView>()->width() - part<HexView>()->sizeHint().width()) <= 12;
    }));
}

TEST_F(MainWindowTest, MissingFileGivesAMessageNamingItAndKeepsTheOpenFile) {
    open("still here");
    const auto before = doc().source();
    QSignalSpy failed(&doc(), &Document::openFailed);
    const QString missing = m_dir.filePath(QStringLiteral("no-such-file.txt"));
    EXPECT_FALSE(m_window->openFile(missing));
    ASSERT_EQ(failed.count(), 1);
    const QString message = failed.at(0).at(0).toString();
    EXPECT_TRUE(message.contains(QStringLiteral("no-such-file.txt"))) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("No such file"))) << message.toStdString();
    EXPECT_EQ(part<NoticeBar>()->kind(), NoticeBar::Kind::Error);
    EXPECT_FALSE(part<NoticeBar>()->isHidden());
    EXPECT_EQ(doc().source(), before);
}

TEST_F(MainWindowTest, DirectoryIsRefusedWithAReason) {
    QSignalSpy failed(&doc(), &Document::openFailed);
    EXPECT_FALSE(m_window->openFile(m_dir.path()));
    ASSERT_EQ(failed.count(), 1);
    const QString message = failed.at(0).at(0).toString();
    EXPECT_TRUE(message.contains(m_dir.path())) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("directory"))) << message.toStdString();
    EXPECT_FALSE(doc().source());
}

TEST_F(MainWindowTest, FifoIsRefusedWithoutBlocking) {
    const QString fifo = m_dir.filePath(QStringLiteral("pipe"));
    ASSERT_EQ(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QSignalSpy failed(&doc(), &Document::openFailed);
    EXPECT_FALSE(m_window->openFile(fifo));
    ASSERT_EQ(failed.count(), 1);
    EXPECT_TRUE(failed.at(0).at(0).toString().contains(QStringLiteral("pipe")));
}

TEST_F(MainWindowTest, KindFilterSaysAllKindsBeforeAnyFileIsOpen) {
    MainWindow fresh;
    ASSERT_EQ(fresh.findChild<ErrorsPanel*>()->findChild<QComboBox*>()->count(), 1);
    EXPECT_EQ(fresh.findChild<ErrorsPanel*>()->findChild<QComboBox*>()->currentText(),
              QStringLiteral("All kinds"));
    EXPECT_FALSE(fresh.findChild<ErrorsPanel*>()->findChild<QComboBox*>()->isEnabled());
}

TEST_F(MainWindowTest, UnreadableFileIsRefusedWithAReason) {
    const QString path = writeFile(m_dir, QStringLiteral("secret.txt"), "secret");
    ASSERT_EQ(chmod(QFile::encodeName(path).constData(), 0), 0);
    QSignalSpy failed(&doc(), &Document::openFailed);
    {
        const u8scope::test::Unprivileged nobody; // as root, permissions would not apply
        ASSERT_TRUE(u8scope::test::Unprivileged::permissionsApply());
        EXPECT_FALSE(m_window->openFile(path));
    }
    ASSERT_EQ(failed.count(), 1);
    EXPECT_TRUE(failed.at(0).at(0).toString().contains(QStringLiteral("Permission denied")));
}

TEST_F(MainWindowTest, EmptyFileIsShownAsEmpty) {
    open(QByteArray());
    ASSERT_TRUE(doc().source());
    EXPECT_EQ(doc().source()->size(), 0u);
    EXPECT_EQ(part<NoticeBar>()->kind(), NoticeBar::Kind::Info);
    EXPECT_TRUE(part<NoticeBar>()->text().contains(QStringLiteral("empty")));
    EXPECT_NE(inspectorText().find("Empty file"), std::string::npos) << inspectorText();
    ASSERT_TRUE(doc().scanResult());
    EXPECT_EQ(doc().scanResult()->stats.octets, 0u);
    // Navigation on an empty file does nothing, and says so.
    doc().nextError();
    doc().previousError();
    m_window->goToOffset(5);
    m_window->grab(); // paints every widget
}

TEST_F(MainWindowTest, InspectorShowsTheCharacterUnderTheCursor) {
    open("a\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80");
    part<HexView>()->setCursor(2); // the second octet of é
    const std::string text = inspectorText();
    EXPECT_NE(text.find("U+00E9"), std::string::npos) << text;
    EXPECT_NE(text.find("LATIN SMALL LETTER E WITH ACUTE"), std::string::npos) << text;
    EXPECT_NE(text.find("Ll"), std::string::npos) << text;
    EXPECT_NE(text.find("Lowercase Letter"), std::string::npos) << text;
    EXPECT_NE(text.find("Latin"), std::string::npos) << text;
    EXPECT_NE(text.find("C3 A9"), std::string::npos) << text;
    EXPECT_NE(text.find("\\u00E9"), std::string::npos) << text;
    EXPECT_NE(text.find("&#xE9;"), std::string::npos) << text;
    EXPECT_NE(text.find("b'\\xc3\\xa9'"), std::string::npos) << text;
    EXPECT_EQ(part<BitLayoutPanel>()->layout().value, 0xE9u);
    EXPECT_EQ(highlighted().first, highlighted().second);

    part<HexView>()->setCursor(6); // 😀
    const std::string emoji = inspectorText();
    EXPECT_NE(emoji.find("U+1F600"), std::string::npos) << emoji;
    EXPECT_NE(emoji.find("D83D DE00"), std::string::npos) << emoji; // UTF-16 surrogate pair
    EXPECT_NE(emoji.find("\\U0001F600"), std::string::npos) << emoji;
}

TEST_F(MainWindowTest, InspectorExplainsAMalformedSequenceAndHighlightsIt) {
    open("ab\xED\xA0\x80z");
    part<HexView>()->setCursor(2);
    const std::string text = inspectorText();
    EXPECT_NE(text.find("Surrogate"), std::string::npos) << text;
    EXPECT_NE(text.find("ED A0 80"), std::string::npos) << text;
    EXPECT_NE(text.find("What a conforming decoder does"), std::string::npos) << text;
    EXPECT_NE(text.find("U+FFFD"), std::string::npos) << text;
    // The whole ill-formed sequence, not just the unit under the cursor.
    EXPECT_EQ(highlighted(), std::make_pair(std::uint64_t{2}, std::uint64_t{5}));
    EXPECT_EQ(part<BitLayoutPanel>()->layout().problem, u8scope::ValueProblem::Surrogate);
}

TEST_F(MainWindowTest, InspectorPointsOutDoubleEncodedTextAndHighlightsIt) {
    open("say caf\xC3\x83\xC2\xA9 now"); // "say cafÃ© now"
    part<HexView>()->setCursor(9);
    const std::string text = inspectorText();
    EXPECT_NE(text.find("Looks like double-encoded UTF-8"), std::string::npos) << text;
    EXPECT_NE(text.find("read as windows-1252 and encoded again"), std::string::npos) << text;
    // The codecs that read it alike are named as the chain names its own.
    EXPECT_NE(text.find("windows-1252 (windows-1254, ISO-8859-1, ISO-8859-15 give the same)"),
              std::string::npos)
        << text;
    // The whole span, from whichever of its octets the cursor is on.
    EXPECT_EQ(highlighted(), std::make_pair(std::uint64_t{7}, std::uint64_t{11}));
    EXPECT_EQ(part<HexView>()->highlightStart(), 7u);
    EXPECT_EQ(part<HexView>()->highlightEnd(), 11u);
    part<HexView>()->setCursor(2);
    EXPECT_EQ(inspectorText().find("Looks like"), std::string::npos);
    EXPECT_EQ(highlighted().first, highlighted().second);
}

TEST_F(MainWindowTest, ErrorListShowsTheErrorsAroundTheCursor) {
    QByteArray data;
    for (int i = 0; i < 200; ++i)
        data += QByteArray(63, 'a') + '\xFF'; // error i at 64 * i + 63
    open(data);
    showAndActivate();
    ErrorListView* list = part<ErrorListView>();
    ASSERT_EQ(list->count(), 200u);
    ASSERT_GT(list->visibleRows(), 2);
    part<HexView>()->setCursor(64 * 150 + 10); // between errors 149 and 150
    EXPECT_FALSE(list->currentRow());
    EXPECT_EQ(list->topRow(), 149u);
    part<HexView>()->setCursor(64 * 150 + 63); // on error 150
    EXPECT_EQ(list->currentRow(), std::optional<std::uint64_t>(150));
}

TEST_F(MainWindowTest, StatusBarKeepsTheErrorsByKindToATipWhenTheyDoNotFit) {
    open(kThreeErrors);
    showAndActivate();
    m_window->resize(1900, 900);
    QApplication::processEvents();
    EXPECT_TRUE(statsText().contains(QStringLiteral("3 errors: "))) << statsText().toStdString();
    // Too narrow for the kinds: the total, not a line cut off mid-word.
    m_window->resize(m_window->minimumSizeHint().width(), 900);
    QApplication::processEvents();
    const QString narrow = statsText();
    EXPECT_TRUE(narrow.endsWith(QStringLiteral("3 errors"))) << narrow.toStdString();
    bool tipHasKinds = false;
    for (QLabel* l : m_window->statusBar()->findChildren<QLabel*>())
        tipHasKinds = tipHasKinds || l->toolTip().contains(QStringLiteral("3 errors: "));
    EXPECT_TRUE(tipHasKinds);
}

TEST_F(MainWindowTest, F3AndShiftF3VisitTheErrorsAndWrap) {
    open(kThreeErrors);
    showAndActivate();
    part<HexView>()->setCursor(0);
    QTest::keyClick(m_window.get(), Qt::Key_F3);
    EXPECT_EQ(cursor(), 1u);
    QTest::keyClick(m_window.get(), Qt::Key_F3);
    EXPECT_EQ(cursor(), 2u);
    QTest::keyClick(m_window.get(), Qt::Key_F3);
    EXPECT_EQ(cursor(), 7u);
    EXPECT_EQ(part<ErrorListView>()->currentRow(), std::optional<std::uint64_t>(2));
    QTest::keyClick(m_window.get(), Qt::Key_F3); // wraps to the first
    EXPECT_EQ(cursor(), 1u);
    QTest::keyClick(m_window.get(), Qt::Key_F3, Qt::ShiftModifier); // wraps to the last
    EXPECT_EQ(cursor(), 7u);
    QTest::keyClick(m_window.get(), Qt::Key_F3, Qt::ShiftModifier);
    EXPECT_EQ(cursor(), 2u);
    part<HexView>()->setCursor(5); // between errors
    QTest::keyClick(m_window.get(), Qt::Key_F3, Qt::ShiftModifier);
    EXPECT_EQ(cursor(), 2u);
}

// "Error 1 of 3 at 0x1" stood in the status bar for seconds after a find or a click had moved the
// cursor elsewhere. It stays while the cursor is there, and goes once it moves on.
TEST_F(MainWindowTest, TheMessageOfAnErrorVisitedGoesWhenTheCursorMovesOn) {
    open(kThreeErrors);
    showAndActivate();
    part<HexView>()->setCursor(0);
    QTest::keyClick(m_window.get(), Qt::Key_F3);
    ASSERT_EQ(cursor(), 1u);
    QStatusBar* bar = m_window->statusBar();
    EXPECT_TRUE(bar->currentMessage().startsWith(QStringLiteral("Error 1 of 3")))
        << bar->currentMessage().toStdString();
    doc().setSelection(1, 1 + 1); // the same place
    EXPECT_TRUE(bar->currentMessage().startsWith(QStringLiteral("Error 1 of 3")));
    part<HexView>()->setCursor(5);
    QApplication::processEvents();
    EXPECT_EQ(bar->currentMessage(), QString());
    // The next visit says its own.
    QTest::keyClick(m_window.get(), Qt::Key_F3);
    EXPECT_TRUE(bar->currentMessage().startsWith(QStringLiteral("Error 3 of 3")))
        << bar->currentMessage().toStdString();
}

TEST_F(MainWindowTest, ClickingAnErrorInTheListGoesToIt) {
    open(kThreeErrors);
    showAndActivate();
    ErrorListView* list = part<ErrorListView>();
    ASSERT_GE(list->visibleRows(), 3);
    const int y = 2 * list->rowHeight() + list->rowHeight() / 2;
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, QPoint(20, y));
    EXPECT_EQ(cursor(), 7u);
    EXPECT_EQ(list->currentRow(), std::optional<std::uint64_t>(2));
    QTest::keyClick(list, Qt::Key_Up); // the keyboard moves through the list and follows
    EXPECT_EQ(cursor(), 2u);
    QTest::keyClick(list, Qt::Key_Home);
    EXPECT_EQ(cursor(), 1u);
}

TEST_F(MainWindowTest, ProfileSwitchReclassifiesAFiveOctetSequence) {
    open("[\xF8\x88\x80\x80\x80]");
    part<HexView>()->setCursor(1);
    EXPECT_EQ(doc().scanResult()->stats.errors, 5u);
    EXPECT_NE(inspectorText().find("Octet never used in UTF-8"), std::string::npos)
        << inspectorText();

    m_window->setProfile(Profile::Iso10646_1993);
    waitForScan();
    ASSERT_TRUE(doc().scanResult());
    EXPECT_EQ(doc().scanResult()->stats.errors, 0u);
    EXPECT_EQ(part<ErrorListView>()->count(), 0u);
    EXPECT_NE(inspectorText().find("U+200000"), std::string::npos) << inspectorText();
    EXPECT_TRUE(part<BitLayoutPanel>()->layout().wellFormed());
    EXPECT_EQ(QSettings().value(QStringLiteral("profile")).toString(),
              QStringLiteral("iso10646-1993"));

    m_window->setProfile(Profile::Rfc3629);
    waitForScan();
    EXPECT_EQ(doc().scanResult()->stats.errors, 5u);
}

TEST_F(MainWindowTest, FileThatShrinksOnDiskIsReportedAndReloads) {
    QByteArray data(100000, 'x');
    data[99990] = '\xFF';
    const QString path = open(data);
    m_window->show();
    part<HexView>()->setCursor(99990);
    {
        QFile f(path);
        ASSERT_TRUE(f.resize(1000));
    }
    EXPECT_TRUE(doc().checkDiskState());
    EXPECT_EQ(part<NoticeBar>()->kind(), NoticeBar::Kind::Warning);
    EXPECT_TRUE(part<NoticeBar>()->text().contains(QStringLiteral("shrank")))
        << part<NoticeBar>()->text().toStdString();
    m_window->grab(); // the view paints what can still be read
    doc().nextError();
    part<HexView>()->setCursor(99000);
    part<ErrorListView>()->grab();
    EXPECT_TRUE(doc().checkDiskState()); // reported once, not again and again

    clickNoticeButton(QStringLiteral("Reload (F5)"));
    waitForScan();
    EXPECT_EQ(doc().source()->size(), 1000u);
    EXPECT_EQ(cursor(), 999u);
    EXPECT_TRUE(part<NoticeBar>()->isHidden()) << part<NoticeBar>()->text().toStdString();
    EXPECT_EQ(doc().scanResult()->stats.octets, 1000u);
    EXPECT_FALSE(doc().checkDiskState());
    m_window->grab();
}

TEST_F(MainWindowTest, DeletedFileIsReported) {
    const QString path = open("soon gone");
    ASSERT_TRUE(QFile::remove(path));
    EXPECT_TRUE(doc().checkDiskState());
    EXPECT_TRUE(part<NoticeBar>()->text().contains(QStringLiteral("deleted")));
    doc().reload(); // fails with a message and keeps what is open
    EXPECT_TRUE(doc().source());
    EXPECT_EQ(part<NoticeBar>()->kind(), NoticeBar::Kind::Error);
}

TEST_F(MainWindowTest, ScanCanBeCancelledAndRunAgain) {
    const QString path = writeFile(m_dir, QStringLiteral("big.bin"), QByteArray(32 << 20, '\xFF'));
    QSignalSpy finished(&doc(), &Document::scanFinished);
    ASSERT_TRUE(m_window->openFile(path));
    ASSERT_TRUE((doc().scanState() == Document::ScanState::Running));
    doc().cancelScan();
    ASSERT_TRUE(waitFor([&] { return finished.count() == 1; }));
    EXPECT_TRUE(finished.at(0).at(0).toBool());
    EXPECT_FALSE(doc().scanResult());
    EXPECT_TRUE(part<ErrorListView>()->placeholder().contains(QStringLiteral("cancelled")));
    doc().nextError(); // says the scan was cancelled; does not crash

    doc().rescan();
    ASSERT_TRUE(waitFor([&] { return finished.count() == 2; }, 60000));
    EXPECT_FALSE(finished.at(1).at(0).toBool());
    ASSERT_TRUE(doc().scanResult());
    EXPECT_EQ(part<ErrorListView>()->count(), std::uint64_t{32} << 20);
}

TEST_F(MainWindowTest, ClosingDuringAScanDoesNotWaitOrCrash) {
    const QString path = writeFile(m_dir, QStringLiteral("big.bin"), QByteArray(16 << 20, '\xC3'));
    ASSERT_TRUE(m_window->openFile(path));
    m_window.reset(); // the worker keeps the source alive until it stops
    BackgroundJob::pool()->waitForDone(30000);
}

TEST_F(MainWindowTest, FindsTextAcrossASearchChunkBoundary) {
    QByteArray data(1000, 'x');
    data.replace(63, 3, "\xE2\x82\xAC"); // € across the boundary of 64-octet chunks
    data.replace(700, 3, "\xE2\x82\xAC");
    open(data);
    FindBar* find = part<FindBar>();
    find->job()->setChunkSize(64);
    const auto search = [&](bool forward) {
        QSignalSpy done(find->job(), &BackgroundJob::finished);
        forward ? find->findNext() : find->findPrevious();
        EXPECT_TRUE(done.wait(10000));
    };
    part<HexView>()->setCursor(0);
    find->setMode(FindBar::Mode::Text);
    find->setText(QStringLiteral("€"));
    search(true);
    EXPECT_EQ(cursor(), 63u);
    EXPECT_EQ(part<HexView>()->selectionStart(), 63u);
    EXPECT_EQ(part<HexView>()->selectionEnd(), 66u);
    search(true);
    EXPECT_EQ(cursor(), 700u);
    search(true); // wraps
    EXPECT_EQ(cursor(), 63u);
    EXPECT_TRUE(find->status().contains(QStringLiteral("Wrapped"))) << find->status().toStdString();
    search(false); // back, wrapping to the last
    EXPECT_EQ(cursor(), 700u);

    find->setMode(FindBar::Mode::CodePoint);
    find->setText(QStringLiteral("U+20AC"));
    part<HexView>()->setCursor(100);
    search(true);
    EXPECT_EQ(cursor(), 700u);
    find->setMode(FindBar::Mode::Hex);
    find->setText(QStringLiteral("E2 82 AC"));
    part<HexView>()->setCursor(0);
    search(true);
    EXPECT_EQ(cursor(), 63u);
    find->setText(QStringLiteral("AA BB"));
    search(true);
    EXPECT_TRUE(find->status().contains(QStringLiteral("Not found")));
    EXPECT_EQ(cursor(), 63u);
}

TEST_F(MainWindowTest, GoToOffsetMovesTheCursor) {
    open(QByteArray(5000, 'a'));
    m_window->goToOffset(4096);
    EXPECT_EQ(cursor(), 4096u);
    m_window->goToOffset(5000); // past the end: ignored
    EXPECT_EQ(cursor(), 4096u);
}

TEST_F(MainWindowTest, OpensADroppedFile) {
    const QString path = writeFile(m_dir, QStringLiteral("dropped.txt"), "dropped");
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    const QPoint at(10, 10);
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &enter);
    EXPECT_TRUE(enter.isAccepted());
    QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &drop);
    EXPECT_EQ(doc().path(), QFileInfo(path).absoluteFilePath());
    waitForScan();
}

TEST_F(MainWindowTest, OpensTheDemoFile) {
    m_window->openDemo();
    waitForScan();
    ASSERT_TRUE(doc().source());
    ASSERT_TRUE(doc().scanResult());
    EXPECT_GT(doc().scanResult()->stats.errors, 6u);
    EXPECT_TRUE(doc().scanResult()->stats.signature);
    doc().nextError();
    EXPECT_FALSE(doc().scanResult()->errors.empty());
    EXPECT_NE(inspectorText().find("Overlong"), std::string::npos) << inspectorText();
}

} // namespace

namespace {

TEST_F(MainWindowTest, CtrlFOpensTheFindBarAndEscapeClosesIt) {
    open("find me");
    showAndActivate();
    EXPECT_TRUE(part<FindBar>()->isHidden());
    QTest::keyClick(m_window.get(), Qt::Key_F, Qt::ControlModifier);
    EXPECT_FALSE(part<FindBar>()->isHidden());
    ASSERT_TRUE(QApplication::focusWidget());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    EXPECT_TRUE(part<FindBar>()->isHidden());
}

TEST_F(MainWindowTest, GoToOffsetTextSaysWhatIsWrong) {
    open(QByteArray(100, 'a'));
    EXPECT_TRUE(m_window->goToOffsetText(QStringLiteral("0x20")));
    EXPECT_EQ(cursor(), 32u);
    EXPECT_FALSE(m_window->goToOffsetText(QStringLiteral("500")));
    EXPECT_TRUE(part<NoticeBar>()->text().contains(QStringLiteral("past the end")));
    EXPECT_EQ(cursor(), 32u);
}

TEST_F(MainWindowTest, ErrorDockTitleCountsTheErrors) {
    open(kThreeErrors);
    auto* dock = m_window->findChild<QDockWidget*>(QStringLiteral("errorDock"));
    ASSERT_TRUE(dock);
    EXPECT_TRUE(dock->windowTitle().contains(QStringLiteral("(3)")))
        << dock->windowTitle().toStdString();
}

} // namespace

namespace {

TEST_F(MainWindowTest, ErrorListFiltersByKindAndF3FollowsIt) {
    // Errors: C0 (overlong) at 1, 80 (unexpected) at 2, FF (invalid) at 7, FF at 8, 80 at 10.
    open(QByteArray("a\xC0\x80 bc \xFF\xFF"
                    "d\x80",
                    11));
    QComboBox* filter = kindFilter();
    ASSERT_TRUE(filter->isEnabled());
    ASSERT_EQ(filter->count(), 4); // all, overlong, unexpected continuation, invalid octet
    EXPECT_EQ(part<ErrorListView>()->count(), 5u);
    const int invalid = filter->findData(static_cast<int>(u8scope::ErrorKind::InvalidOctet));
    ASSERT_GE(invalid, 0);
    filter->setCurrentIndex(invalid);
    ASSERT_TRUE(waitFor([this] { return !doc().isCollectingErrors(); }));
    EXPECT_EQ(part<ErrorListView>()->count(), 2u);
    part<HexView>()->setCursor(0);
    doc().nextError();
    EXPECT_EQ(cursor(), 7u);
    doc().nextError();
    EXPECT_EQ(cursor(), 8u);
    doc().nextError(); // wraps within the kind
    EXPECT_EQ(cursor(), 7u);

    filter->setCurrentIndex(0); // all kinds again, at once
    EXPECT_EQ(part<ErrorListView>()->count(), 5u);
    doc().nextError();
    EXPECT_EQ(cursor(), 8u);
    doc().nextError();
    EXPECT_EQ(cursor(), 10u);

    // A new scan (profile switch) resets the filter.
    filter->setCurrentIndex(invalid);
    m_window->setProfile(Profile::Iso10646_1993);
    waitForScan();
    EXPECT_EQ(filter->currentIndex(), 0);
    EXPECT_EQ(part<ErrorListView>()->count(), 5u);
}

// ---- mojibake -------------------------------------------------------------------------------

// "Привет", "мир" and "текст" read as windows-1251 and saved again as UTF-8, between correct
// ASCII and a correct "café".
const QByteArray kRussianMojibake(
    "Report: \xD0\xA0\xD1\x9F\xD0\xA1\xD0\x82\xD0\xA0\xD1\x91\xD0\xA0\xD0\x86\xD0\xA0\xC2\xB5"
    "\xD0\xA1\xE2\x80\x9A, \xD0\xA0\xD1\x98\xD0\xA0\xD1\x91\xD0\xA1\xD0\x82 and "
    "\xD0\xA1\xE2\x80\x9A\xD0\xA0\xC2\xB5\xD0\xA0\xD1\x94\xD0\xA1\xD0\x83\xD0\xA1\xE2\x80\x9A. "
    "Fine: caf\xC3\xA9 ok.\n");
// The same, repaired: what u8scope-cli fix writes.
const QByteArray kRussianRepaired(
    "Report: \xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82, \xD0\xBC\xD0\xB8\xD1\x80 and "
    "\xD1\x82\xD0\xB5\xD0\xBA\xD1\x81\xD1\x82. Fine: caf\xC3\xA9 ok.\n");

// Binary data: an ELF header, then blocks of controls and octets that are not UTF-8 around the
// text of a test (`block` 200 times before and after it).
QByteArray binaryAround(const QByteArray& text, const QByteArray& block) {
    QByteArray data("\x7F"
                    "ELF\x02\x01\x01\x00",
                    8);
    data += block.repeated(200) + text + block.repeated(200);
    return data;
}
const QByteArray kDataBlock("\x00\x10\x03\xE9\xC0\x01\xFF\x02\x8D\x7F", 10);

class MojibakeWindowTest : public MainWindowTest {
protected:
    void openAndWait(const QByteArray& data) {
        open(data);
        ASSERT_TRUE(waitFor([this] { return doc().mojibake() != nullptr; }));
        QApplication::processEvents();
    }
    [[nodiscard]] QString fieldText(const QString& name) const {
        for (auto* label : m_window->statusBar()->findChildren<QLabel*>()) {
            if (label->accessibleName() == name)
                return label->text();
        }
        return {};
    }
};

TEST_F(MojibakeWindowTest, NoticeSaysHowManyPlacesAndThroughWhichCodec) {
    showAndActivate(); // the status bar has room for every field
    openAndWait(kRussianMojibake);
    EXPECT_FALSE(part<NoticeBar>()->isHidden());
    EXPECT_EQ(part<NoticeBar>()->text(),
              QStringLiteral("3 places look like UTF-8 that was read as windows-1251 and saved "
                             "again."));
    EXPECT_EQ(fieldText(QStringLiteral("Mojibake")), QStringLiteral("3 mojibake"));
    // Review shows the list and goes to the first.
    clickNoticeButton(QStringLiteral("Review"));
    EXPECT_EQ(doc().selectionStart(), 8u);
    EXPECT_EQ(doc().selectionEnd(), 33u);
    EXPECT_EQ(part<MojibakePanel>()->title(), QStringLiteral("Mojibake (3)"));
}

TEST_F(MojibakeWindowTest, NoticeOfSeveralChainsNamesTheCommonest) {
    m_window->openDemo(); // windows-1252, -1251, -1250, Mac OS Roman, IBM437, CESU-8, ...
    waitForScan();
    ASSERT_TRUE(waitFor([this] { return doc().mojibake() != nullptr; }));
    const QString text = part<NoticeBar>()->text();
    EXPECT_TRUE(text.contains(QStringLiteral("places hold text that went through the wrong "
                                             "encoding; the commonest: UTF-8 read as "
                                             "windows-1252 and saved again")))
        << text.toStdString();
}

// Issue 36: a file through two codecs or more is repaired for each, and the notice names each,
// not only the commonest.
TEST_F(MojibakeWindowTest, NoticeOfSeveralChainsNamesEachCodec) {
    m_window->openDemo(); // windows-1252, -1251, -1250, Mac OS Roman, IBM437, CESU-8, ...
    waitForScan();
    ASSERT_TRUE(waitFor([this] { return doc().mojibake() != nullptr; }));
    const QString text = part<NoticeBar>()->text();
    for (const char* codec : {"windows-1251", "windows-1250"})
        EXPECT_TRUE(text.contains(QLatin1String(codec))) << codec << ": " << text.toStdString();
}

// Issue 36: Save Repaired Copy… cancelled leaves the notice as it was, to be used again.
TEST_F(MojibakeWindowTest, NoticeStaysWhenSaveRepairedCopyIsCancelled) {
    showAndActivate();
    openAndWait(kRussianMojibake);
    ASSERT_FALSE(part<NoticeBar>()->isHidden());
    const QString text = part<NoticeBar>()->text();
    bool cancelled = false;
    QTimer::singleShot(0, [&cancelled] {
        if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
            dialog->reject();
            cancelled = true;
        }
    });
    clickNoticeButton(QStringLiteral("Save Repaired Copy…"));
    EXPECT_TRUE(cancelled);
    EXPECT_FALSE(part<NoticeBar>()->isHidden());
    EXPECT_EQ(part<NoticeBar>()->text(), text);
}

// A file with more findings than the report keeps: the notice counts the chains over all of
// them, not over those kept for the list.
TEST_F(MojibakeWindowTest, NoticeCountsEveryFindingNotOnlyThoseKept) {
    QByteArray data;
    const int lines = static_cast<int>(MojibakeReport::kKept) + 10'000;
    for (int i = 0; i < lines; ++i)
        data += "caf\xC3\x83\xC2\xA9\n"; // "café" through windows-1252
    data += "don\xC2\x92t\n";            // and a C1 control
    openAndWait(data);
    const auto report = doc().mojibake();
    ASSERT_TRUE(report);
    ASSERT_EQ(report->count, static_cast<std::uint64_t>(lines) + 1);
    ASSERT_EQ(report->findings.size(), MojibakeReport::kKept);
    EXPECT_EQ(part<NoticeBar>()->text(),
              QStringLiteral("%1 places hold text that went through the wrong encoding; the "
                             "commonest: UTF-8 read as windows-1252 and saved again (%2).")
                  .arg(number(static_cast<std::uint64_t>(lines) + 1),
                       number(static_cast<std::uint64_t>(lines))));
}

// While the engine reads, the Mojibake panel says how far it is: the Document passes each
// analysis's progress on, and the panel words it until the report is in.
TEST_F(MojibakeWindowTest, PanelSaysHowFarTheSearchIs) {
    const auto panelSays = [this](const QString& text) {
        for (auto* label : part<MojibakePanel>()->findChildren<QLabel*>()) {
            if (label->text() == text)
                return true;
        }
        return false;
    };
    QSignalSpy progressed(&doc(), &Document::analysisProgressed);
    // Large enough that the engine is still reading when the scan has ended (about 2 MB of
    // damaged lines: a tenth of a second and more), and the report reaches the window only
    // through its event loop, which does not run between the two lines below.
    open(kRussianMojibake.repeated(20'000));
    ASSERT_FALSE(doc().mojibake());
    emit doc().analysisProgressed(QStringLiteral("mojibake"), 30, 120);
    EXPECT_TRUE(panelSays(QStringLiteral("Looking for mojibake… 25 %")));
    emit doc().analysisProgressed(QStringLiteral("other"), 90, 100); // another analysis
    EXPECT_TRUE(panelSays(QStringLiteral("Looking for mojibake… 25 %")));
    progressed.clear(); // from here on, only what the engine's job says (at least as it ends)
    ASSERT_TRUE(waitFor([this] { return doc().mojibake() != nullptr; }));
    QApplication::processEvents();
    // The engine's own progress came through, and once the report is in it is what the panel
    // shows, whatever progress comes late.
    bool fromTheEngine = false;
    for (const QList<QVariant>& args : progressed)
        fromTheEngine = fromTheEngine || args.at(0).toString() == QStringLiteral("mojibake");
    EXPECT_TRUE(fromTheEngine);
    emit doc().analysisProgressed(QStringLiteral("mojibake"), 50, 100);
    EXPECT_FALSE(panelSays(QStringLiteral("Looking for mojibake… 50 %")));
    EXPECT_EQ(part<MojibakePanel>()->title(), QStringLiteral("Mojibake (60,000)"));
}

// Binary data with a line of text in it: the panel lists the mojibake of that line, but no
// notice offers to repair the file, and nothing calls the data windows-1252: neither the octets
// around nor a few between two line feeds ("µ" in windows-1252).
TEST_F(MojibakeWindowTest, BinaryDataGetsNoNoticeButItsTextIsListed) {
    openAndWait(binaryAround("\nmessage: caf\xC3\x83\xC2\xA9 closed\n\xB5\n", kDataBlock));
    const auto report = doc().mojibake();
    ASSERT_TRUE(report);
    EXPECT_TRUE(report->binary);
    EXPECT_FALSE(report->encoding);
    ASSERT_EQ(report->count, 1u);
    EXPECT_EQ(report->findings[0].repaired, "\xC3\xA9");
    EXPECT_TRUE(report->evidence.binaryData); // the inspector reads with the same options
    EXPECT_TRUE(part<NoticeBar>()->isHidden());
    EXPECT_EQ(part<MojibakePanel>()->title(), QStringLiteral("Mojibake (1)"));
    // The view tells a screen reader of the same findings.
    EXPECT_EQ(part<HexView>()->mojibakeReport(), report);
    // The panel says what a finding in binary data is worth.
    bool said = false;
    for (const QLabel* label : part<MojibakePanel>()->findChildren<QLabel*>())
        said = said || label->text().startsWith(QStringLiteral("Binary data: these are in its"));
    EXPECT_TRUE(said);
}

// The inspector explains a malformed octet of binary data as data, before the mojibake report is
// in and after; an octet the engine read as text in a line of text keeps its story.
TEST_F(MojibakeWindowTest, InspectorReadsBinaryDataAsDataAndItsTextAsText) {
    // " E9 " in each block: windows-1252 in text.
    const QByteArray block("\x00\x10\x03 \xE9 \x01\xFF\x02\x8D\x7F", 11);
    const QByteArray data = binaryAround("\ncaf\xE9 au lait\n", block);
    const qsizetype text = data.indexOf("\ncaf") + 1;
    openAndWait(data);
    const auto report = doc().mojibake();
    ASSERT_TRUE(report);
    ASSERT_EQ(report->count, 1u);
    const auto e9 = static_cast<std::uint64_t>(text + 3);
    EXPECT_EQ(report->findings[0].offset, e9);
    // " E9 " among the data: data here.
    const std::uint64_t chance = 12;
    ASSERT_EQ(static_cast<unsigned char>(data[12]), 0xE9);
    for (const MojibakeReport* r : {report.get(), static_cast<const MojibakeReport*>(nullptr)}) {
        const auto in = inspect(*doc().source(), chance, Profile::Rfc3629, r);
        ASSERT_TRUE(in);
        ASSERT_TRUE(in->explanation);
        EXPECT_EQ(in->explanation->likely, Likely::BinaryData);
        EXPECT_FALSE(in->mojibake);
    }
    const auto found = inspect(*doc().source(), e9, Profile::Rfc3629, report.get());
    ASSERT_TRUE(found);
    ASSERT_TRUE(found->explanation);
    ASSERT_TRUE(found->mojibake);
    EXPECT_EQ(found->explanation->likely, Likely::LegacyEncoding);
    // What the inspector shows at the cursor.
    doc().setCursor(chance);
    ASSERT_TRUE(doc().inspection());
    EXPECT_EQ(doc().inspection()->explanation->likely, Likely::BinaryData);
}

// Blocks of random octets spliced into text: once the scan's region map is in, the inspector
// explains a malformed unit of a block as part of that block of binary data, in the window's
// words, and an overlong "/" in the text as an overlong form.
TEST_F(MojibakeWindowTest, InspectorExplainsAUnitOfSplicedDataAsPartOfItsBlock) {
    std::vector<std::uint64_t> at;
    std::string text = test::splicedText(std::size_t{256} << 10, 2, 9, &at);
    const std::size_t overlong = text.rfind('\n', at[1] - 1000) + 1;
    text.insert(overlong, "\xC0\xAF");
    openAndWait(QByteArray::fromStdString(text));
    ASSERT_TRUE(waitFor([this] { return doc().regions() != nullptr; }));
    const Region* block = doc().regions()->regionAt(at[0] + 2048);
    ASSERT_TRUE(block);
    ASSERT_EQ(block->kind, RegionKind::Binary);
    const auto* data = reinterpret_cast<const std::uint8_t*>(text.data());
    std::optional<std::uint64_t> unit;
    for (const Unit& u : decodeAll(std::span(data + at[0], 4096), Profile::Rfc3629)) {
        if (!u.valid() && u.offset > 64) {
            unit = at[0] + u.offset;
            break;
        }
    }
    ASSERT_TRUE(unit);
    doc().setCursor(*unit);
    ASSERT_TRUE(doc().inspection() && doc().inspection()->explanation);
    const Explanation& e = *doc().inspection()->explanation;
    if (e.likely != Likely::PartOfEarlier) {
        EXPECT_EQ(e.likely, Likely::BinaryData);
        ASSERT_TRUE(e.data);
        EXPECT_EQ(e.data->offset, block->offset);
        EXPECT_EQ(e.data->length, block->length);
        EXPECT_TRUE(Words::plain(e).contains(hexOffset(block->offset)))
            << Words::plain(e).toStdString();
    }
    doc().setCursor(overlong);
    ASSERT_TRUE(doc().inspection() && doc().inspection()->explanation);
    EXPECT_EQ(doc().inspection()->explanation->likely, Likely::Overlong);
}

// Before the report is in, the inspector reads the lines around the cursor with what the report
// will read them with (the file's legacy codec, binary data), so that it says, at every octet,
// what it will say after: short words of legacy octets in a file in windows-1251 read as
// windows-1251 ("аа", not "àà" of windows-1252), and no "µ" of windows-1252 between two line
// feeds of binary data.
TEST_F(MojibakeWindowTest, InspectorSaysBeforeTheReportWhatItSaysAfter) {
    // "Привет, мир! Это текст." in windows-1251, then short words in it beside UTF-8 ("да").
    QByteArray cp1251;
    for (int i = 0; i < 6; ++i)
        cp1251 += "\xCF\xF0\xE8\xE2\xE5\xF2, \xEC\xE8\xF0! \xDD\xF2\xEE "
                  "\xF2\xE5\xEA\xF1\xF2.\n";
    for (const char a : {'\xE0', '\xE5', '\xEE'}) {
        for (int b = 0xE0; b < 0x100; b += 5) {
            cp1251 += a;
            cp1251 += static_cast<char>(b);
            cp1251 += ' ';
        }
        cp1251 += "\xD0\xB4\xD0\xB0\n";
    }
    const QByteArray chance = binaryAround("\nx\xB5\n", kDataBlock);
    for (const QByteArray& data : {cp1251, chance}) {
        openAndWait(data);
        const auto report = doc().mojibake();
        ASSERT_TRUE(report);
        // The head as the document keeps it, or read by inspect() itself.
        const auto head = readSourceHead(*doc().source());
        ASSERT_TRUE(head);
        for (std::uint64_t at = 0; at < static_cast<std::uint64_t>(data.size()); ++at) {
            const auto after = inspect(*doc().source(), at, Profile::Rfc3629, report.get());
            ASSERT_TRUE(after) << at;
            for (const SourceHead* kept : {&*head, static_cast<const SourceHead*>(nullptr)}) {
                const auto before =
                    inspect(*doc().source(), at, Profile::Rfc3629, nullptr, true, kept);
                ASSERT_TRUE(before) << at;
                ASSERT_EQ(before->mojibake.has_value(), after->mojibake.has_value()) << at;
                if (before->mojibake) {
                    EXPECT_EQ(before->mojibake->offset, after->mojibake->offset) << at;
                    EXPECT_EQ(before->mojibake->length, after->mojibake->length) << at;
                    EXPECT_EQ(before->mojibake->repaired, after->mojibake->repaired) << at;
                }
                ASSERT_EQ(before->explanation.has_value(), after->explanation.has_value()) << at;
                if (before->explanation) {
                    EXPECT_EQ(before->explanation->likely, after->explanation->likely) << at;
                }
            }
        }
    }
}

TEST_F(MojibakeWindowTest, ReadTextAsListsEveryCodecUnderWhomItIsForAndSwitchesTheTextColumn) {
    open("abc");
    QAction* cyrillic = nullptr;
    QAction* utf8 = nullptr;
    std::map<QString, int> listed; // codecs by name, how many times listed in a region's menu
    for (QAction* action : m_window->findChildren<QAction*>()) {
        const auto* region = qobject_cast<QMenu*>(action->parent());
        if (action->isCheckable() && region && region->title() != QString())
            ++listed[action->text()];
        if (action->text() == QStringLiteral("windows-1251") && region &&
            region->title() == QStringLiteral("Cyrillic"))
            cyrillic = action;
        if (action->text() == QStringLiteral("UTF-8 (the default)"))
            utf8 = action;
    }
    for (const Codec c : Codec::all()) {
        const std::string_view name = c.displayName();
        EXPECT_EQ(listed[QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()))], 1)
            << name;
    }
    ASSERT_TRUE(cyrillic);
    ASSERT_TRUE(utf8);
    EXPECT_TRUE(utf8->isChecked());
    cyrillic->trigger();
    ASSERT_TRUE(part<HexView>()->textCodec());
    EXPECT_EQ(part<HexView>()->textCodec()->id(), CodecId::Windows1251);
}

TEST_F(MojibakeWindowTest, MarksTheFindingsInTheView) {
    openAndWait(kRussianMojibake);
    const std::vector<std::pair<std::uint64_t, std::uint64_t>> marks = {
        {8, 33}, {35, 47}, {52, 74}};
    MarkLayer& layer = MojibakeTool::of(doc()).marks();
    const auto layers = part<HexView>()->markLayers();
    EXPECT_NE(std::find(layers.begin(), layers.end(), &layer), layers.end());
    EXPECT_EQ(layer.spansIn(0, doc().size()), marks);
}

TEST_F(MojibakeWindowTest, PanelListsTheFindingsAndFiltersThemByKind) {
    // A re-encoded "é", a lone windows-1252 octet and C0 80.
    openAndWait(QByteArray("one caf\xC3\x83\xC2\xA9 here, na\xEFve there, nul \xC0\x80 end", 40));
    const MojibakeRows& rows = part<MojibakePanel>()->rows();
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows.text(0, MojibakeRows::Kind), QStringLiteral("reencoded"));
    EXPECT_EQ(rows.text(0, MojibakeRows::Text), QStringLiteral("caf\u00C3\u00A9"));
    EXPECT_EQ(rows.text(0, MojibakeRows::Repaired), QStringLiteral("caf\u00E9"));
    EXPECT_EQ(rows.text(1, MojibakeRows::Kind), QStringLiteral("legacy-octets"));
    EXPECT_EQ(rows.text(1, MojibakeRows::Text), QStringLiteral("EF"));
    EXPECT_EQ(rows.text(2, MojibakeRows::Kind), QStringLiteral("modified-nul"));
    auto* filter = part<MojibakePanel>()->findChild<QComboBox*>();
    ASSERT_TRUE(filter);
    EXPECT_EQ(filter->count(), 4); // all, and the three kinds found
    const int legacy = filter->findText(QStringLiteral("legacy-octets (1)"));
    ASSERT_GE(legacy, 0);
    filter->setCurrentIndex(legacy);
    ASSERT_EQ(part<MojibakePanel>()->rows().size(), 1u);
    EXPECT_EQ(part<MojibakePanel>()->rows().finding(0).offset, 20u);
    filter->setCurrentIndex(0);
    EXPECT_EQ(part<MojibakePanel>()->rows().size(), 3u);
}

// A word damaged in two places is one row, which shows the whole word.
TEST_F(MojibakeWindowTest, PanelListsAWordDamagedInTwoPlacesAsOneRow) {
    openAndWait(QByteArray("Bonjour H\xC3\x83\xC2\xA9l\xC3\x83\xC2\xA8ne, \xC3\x83\xC2\xA7" "a va ?"));
    const MojibakeRows& rows = part<MojibakePanel>()->rows();
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows.text(0, MojibakeRows::Text), QStringLiteral("H\u00C3\u00A9l\u00C3\u00A8ne"));
    EXPECT_EQ(rows.text(0, MojibakeRows::Repaired), QStringLiteral("H\u00E9l\u00E8ne"));
    EXPECT_EQ(rows.finding(0).offset, 9u);
    EXPECT_EQ(rows.finding(0).length, 9u);
}

TEST_F(MojibakeWindowTest, NextAndPreviousGoFromFindingToFindingAndWrap) {
    openAndWait(kRussianMojibake);
    showAndActivate();
    part<HexView>()->setFocus();
    doc().setCursor(0);
    QTest::keyClick(part<HexView>(), Qt::Key_F4);
    EXPECT_EQ(doc().selectionStart(), 8u);
    QTest::keyClick(part<HexView>(), Qt::Key_F4);
    EXPECT_EQ(doc().selectionStart(), 35u);
    QTest::keyClick(part<HexView>(), Qt::Key_F4);
    EXPECT_EQ(doc().selectionStart(), 52u);
    QTest::keyClick(part<HexView>(), Qt::Key_F4); // wraps
    EXPECT_EQ(doc().selectionStart(), 8u);
    QTest::keyClick(part<HexView>(), Qt::Key_F4, Qt::ShiftModifier); // wraps back
    EXPECT_EQ(doc().selectionStart(), 52u);
    QTest::keyClick(part<HexView>(), Qt::Key_F4, Qt::ShiftModifier);
    EXPECT_EQ(doc().selectionStart(), 35u);
    EXPECT_EQ(doc().selectionEnd(), 47u);
}

TEST_F(MojibakeWindowTest, F4GoesToTheNextDifferenceInSideBySideAndToTheNextMojibakeHere) {
    // Side by Side is a window of its own whose F4 is Next Difference: each F4 acts in the active
    // window only, never in both and never ambiguously in neither.
    openAndWait(kRussianMojibake);
    showAndActivate();
    doc().setCursor(0);
    QByteArray changed = kRussianMojibake;
    changed[2] = 'X';
    auto* compare =
        new CompareWindow(doc().source(), 0, QStringLiteral("before"),
                          std::make_shared<u8scope::MemorySource>(
                              std::vector<std::uint8_t>(changed.begin(), changed.end()), "after"),
                          0, QStringLiteral("after"), doc().profile(), m_window.get());
    compare->setAttribute(Qt::WA_DeleteOnClose);
    compare->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(compare));
    // qWaitForWindowActive() would pass while the main window is still active: a child window
    // shares its parent's activation.
    compare->windowHandle()->requestActivate();
    ASSERT_TRUE(waitFor([compare] { return QApplication::activeWindow() == compare; }));
    compare->left()->setFocus();
    QTest::keyClick(compare->left(), Qt::Key_F4);
    EXPECT_EQ(compare->left()->cursor(), 2u);
    EXPECT_EQ(doc().selectionStart(), 0u); // the main window's Next Mojibake did not run

    m_window->windowHandle()->requestActivate();
    ASSERT_TRUE(waitFor([this] { return QApplication::activeWindow() == m_window.get(); }));
    part<HexView>()->setFocus();
    QTest::keyClick(part<HexView>(), Qt::Key_F4);
    EXPECT_EQ(doc().selectionStart(), 8u);
    EXPECT_EQ(compare->left()->cursor(), 2u); // Next Difference did not run
    compare->close();
}

TEST_F(MojibakeWindowTest, CopyRepairedTextCopiesTheSelectionRepaired) {
    openAndWait(kRussianMojibake);
    doc().setSelection(0, static_cast<std::uint64_t>(kRussianMojibake.size()));
    copyRepairedText(doc(), *part<HexView>());
    EXPECT_EQ(QApplication::clipboard()->text(), QString::fromUtf8(kRussianRepaired));
}

// A file with more findings than the list keeps: past the kept ones, the view marks those of the
// screenful it shows, and F4 and Shift+F4 go on from finding to finding, read from the file.
TEST_F(MojibakeWindowTest, PastTheKeptFindingsTheViewMarksThemAndF4GoesOn) {
    // "Le cafÃ© est fermÃ©.": 25 octets, findings at 6 and 19 of each line.
    const QByteArray line("Le caf\xC3\x83\xC2\xA9 est ferm\xC3\x83\xC2\xA9.\n");
    ASSERT_EQ(line.size(), 25);
    QByteArray data;
    for (int i = 0; i < 26'000; ++i)
        data += line;
    open(data);
    ASSERT_TRUE(waitFor([this] { return doc().mojibake() != nullptr; }, 60'000));
    QApplication::processEvents();
    const auto report = doc().mojibake();
    ASSERT_EQ(report->count, 52'000u);
    ASSERT_EQ(report->findings.size(), MojibakeReport::kKept);
    const std::uint64_t lastKept = 24'999 * 25 + 19;
    ASSERT_EQ(report->findings.back().offset, lastKept);
    ASSERT_EQ(MojibakeTool::of(doc()).keptEnd(), lastKept + 4);

    // The last screenful: every finding on it is marked, and nothing else.
    HexView* view = part<HexView>();
    doc().setCursor(static_cast<std::uint64_t>(data.size()) - 1);
    QApplication::processEvents();
    const auto& beyond = view->shownMarks(MojibakeTool::of(doc()).marks());
    ASSERT_FALSE(beyond.empty());
    for (const auto& [from, to] : beyond) {
        EXPECT_TRUE(from % 25 == 6 || from % 25 == 19) << from;
        EXPECT_EQ(to, from + 4);
    }
    const std::uint64_t shownFrom = beyond.front().first;
    EXPECT_EQ(beyond.back().first, 25'999u * 25 + 19);
    EXPECT_EQ(beyond.size(),
              2 * ((beyond.back().first - shownFrom) / 25) + (shownFrom % 25 == 6 ? 2 : 1));

    // F4 from the last kept finding goes on past it, and Shift+F4 comes back.
    doc().setCursor(lastKept);
    MojibakeTool::of(doc()).next();
    EXPECT_EQ(doc().selectionStart(), 25'000u * 25 + 6);
    MojibakeTool::of(doc()).next();
    EXPECT_EQ(doc().selectionStart(), 25'000u * 25 + 19);
    EXPECT_EQ(doc().selectionEnd(), 25'000u * 25 + 23);
    MojibakeTool::of(doc()).previous();
    EXPECT_EQ(doc().selectionStart(), 25'000u * 25 + 6);
    MojibakeTool::of(doc()).previous();
    EXPECT_EQ(doc().selectionStart(), lastKept); // the last kept one, from the list
    // From the last finding of the file, F4 wraps to the first.
    doc().setCursor(25'999u * 25 + 19);
    MojibakeTool::of(doc()).next();
    EXPECT_EQ(doc().selectionStart(), 6u);
}

// A part of a line is repaired as the list repairs it in its line: "Ã " (a no-break space lost to
// a space that merged with the next) alone reads as nothing, but in a line that shows the damage
// it is "à " ("à côté": the space between the words stays); a finding the selection cuts is left
// as it is.
TEST_F(MojibakeWindowTest, CopyRepairedTextRepairsAPartAsTheListDoes) {
    const QByteArray line(
        "Le caf\xC3\x83\xC2\xA9 est \xC3\x83 c\xC3\x83\xC2\xB4t\xC3\x83\xC2\xA9.\n");
    openAndWait(line);
    ASSERT_TRUE(doc().mojibake());
    ASSERT_EQ(doc().mojibake()->count, 3u); // "cÃ´tÃ©" is one finding
    doc().setSelection(15, 18); // "Ã "
    copyRepairedText(doc(), *part<HexView>());
    EXPECT_EQ(QApplication::clipboard()->text(), QStringLiteral("\u00E0 "));
    doc().setSelection(12, 21); // "st Ã c" and half of "Ã´"
    copyRepairedText(doc(), *part<HexView>());
    EXPECT_EQ(QApplication::clipboard()->text(), QStringLiteral("st \u00E0 c\u00C3"));
}

TEST_F(MojibakeWindowTest, SaveRepairedCopyWritesTheRepairAndLeavesTheFileAlone) {
    const QString path = open(kRussianMojibake);
    const QString out = m_dir.filePath(QStringLiteral("repaired.txt"));
    std::uint64_t repaired = 0;
    EXPECT_EQ(writeRepairedCopy(*doc().source(), {out, path}, &repaired), QString());
    EXPECT_EQ(repaired, 3u);
    QFile written(out);
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    EXPECT_EQ(written.readAll(), kRussianRepaired);
    QFile original(path);
    ASSERT_TRUE(original.open(QIODevice::ReadOnly));
    EXPECT_EQ(original.readAll(), kRussianMojibake);
    // The open file itself is refused, and left as it was.
    const QString refused = writeRepairedCopy(*doc().source(), {path, path});
    EXPECT_TRUE(refused.contains(QStringLiteral("is the open file"))) << refused.toStdString();
    original.seek(0);
    EXPECT_EQ(original.readAll(), kRussianMojibake);
}

// The preview ticks each repair whose confidence reaches the threshold; a repair unticked is left
// as it is in the copy, and a threshold above every confidence unticks them all.
TEST_F(MojibakeWindowTest, SaveRepairedCopyRepairsOnlyWhatIsTicked) {
    const QString path = open(kRussianMojibake);
    ASSERT_TRUE(waitFor([this] { return doc().mojibake() != nullptr; }));
    RepairChoices choices;
    choices.setRows(MojibakeRows(doc().mojibake(), std::nullopt));
    ASSERT_EQ(choices.rowCount({}), 3);
    EXPECT_EQ(choices.tickedCount(), 3u);
    EXPECT_EQ(choices.data(choices.index(0, RepairChoices::Repair), Qt::CheckStateRole),
              QVariant(Qt::Checked));
    EXPECT_TRUE(choices.flags(choices.index(0, RepairChoices::Repair)) & Qt::ItemIsUserCheckable);
    EXPECT_EQ(choices.data(choices.index(0, RepairChoices::Confidence), Qt::DisplayRole).toString(),
              QString::number(choices.rows().finding(0).confidence, 'f', 2));
    // "мир" unticked: the copy keeps its mojibake, the other two are repaired.
    ASSERT_TRUE(choices.setData(choices.index(1, RepairChoices::Repair), Qt::Unchecked,
                                Qt::CheckStateRole));
    EXPECT_EQ(choices.tickedCount(), 2u);
    const QString out = m_dir.filePath(QStringLiteral("chosen.txt"));
    std::uint64_t repaired = 0;
    EXPECT_EQ(writeRepairedCopy(*doc().source(), {out, path}, &repaired, choices.policy()),
              QString());
    EXPECT_EQ(repaired, 2u);
    QFile written(out);
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    QByteArray expected = kRussianRepaired;
    expected.replace("\xD0\xBC\xD0\xB8\xD1\x80",
                     "\xD0\xA0\xD1\x98\xD0\xA0\xD1\x91\xD0\xA1\xD0\x82");
    EXPECT_EQ(written.readAll(), expected);
    // A threshold no finding reaches unticks them all; a row ticked by hand is still repaired.
    choices.setMinConfidence(1.0);
    EXPECT_EQ(choices.tickedCount(), 0u);
    ASSERT_TRUE(
        choices.setData(choices.index(2, RepairChoices::Repair), Qt::Checked, Qt::CheckStateRole));
    EXPECT_EQ(choices.tickedCount(), 1u);
    EXPECT_EQ(writeRepairedCopy(*doc().source(), {out, path}, &repaired, choices.policy()),
              QString());
    EXPECT_EQ(repaired, 1u);
}

// Binary data gets no repaired copy (its repairs would move the data after them), as fix refuses
// it: nothing is written.
TEST_F(MojibakeWindowTest, SaveRepairedCopyRefusesBinaryData) {
    const QString path = open(binaryAround("\nmessage: caf\xC3\x83\xC2\xA9 closed\n", kDataBlock));
    const QString out = m_dir.filePath(QStringLiteral("repaired.bin"));
    const QString refused = writeRepairedCopy(*doc().source(), {out, path});
    EXPECT_TRUE(refused.contains(QStringLiteral("looks like binary data, not text")))
        << refused.toStdString();
    EXPECT_TRUE(refused.contains(QFileInfo(path).fileName())) << refused.toStdString();
    EXPECT_FALSE(QFileInfo::exists(out));
}

// Text followed by binary data (a shell script with a compressed payload): the head is text, so
// the engine finds the data further on. The mojibake of the text is listed, none of the chance
// readings of the payload; no notice offers a repair and Save Repaired Copy refuses (a repair
// would move the payload), as fix does; the inspector reads past the turn as the report did.
TEST_F(MojibakeWindowTest, TextFollowedByBinaryDataGetsNoRepairedCopy) {
    QByteArray head("#!/bin/sh\n# caf\xC3\x83\xC2\xA9 menu\n");
    while (head.size() < 70'000)
        head += "echo \"unpacking step\" && sleep 0\n";
    QByteArray payload;
    std::uint32_t x = 7;
    for (int i = 0; i < 65536; ++i) {
        x = x * 1664525u + 1013904223u;
        payload += static_cast<char>(x >> 24);
    }
    const QString path = open(head + payload);
    ASSERT_TRUE(waitFor([this] { return doc().mojibake() != nullptr; }));
    QApplication::processEvents();
    const auto report = doc().mojibake();
    EXPECT_FALSE(report->binary);
    ASSERT_TRUE(report->binaryFrom.has_value());
    EXPECT_GT(*report->binaryFrom, static_cast<std::uint64_t>(head.size()));
    EXPECT_LT(*report->binaryFrom, static_cast<std::uint64_t>(head.size()) + 4096);
    EXPECT_EQ(report->evidence.binaryFrom, report->binaryFrom);
    ASSERT_EQ(report->count, 1u);
    EXPECT_EQ(report->findings[0].repaired, "\xC3\xA9");
    EXPECT_TRUE(part<NoticeBar>()->isHidden());
    bool said = false;
    for (const QLabel* label : part<MojibakePanel>()->findChildren<QLabel*>())
        said = said || label->text().startsWith(QStringLiteral("Text followed by binary data (by "
                                                               "offset "));
    EXPECT_TRUE(said);
    const QString out = m_dir.filePath(QStringLiteral("repaired.run"));
    const QString refused = writeRepairedCopy(*doc().source(), {out, path});
    EXPECT_TRUE(refused.contains(QStringLiteral("is text followed by binary data (by offset %1)")
                                     .arg(number(*report->binaryFrom))))
        << refused.toStdString();
    EXPECT_FALSE(QFileInfo::exists(out));
    // Past the turn, a place read on its own with the report's options holds what the report
    // holds there: nothing.
    for (std::uint64_t at = *report->binaryFrom; at < doc().source()->size(); at += 61) {
        const auto found = mojibakeAt(*doc().source(), at, Profile::Rfc3629, report->evidence);
        ASSERT_TRUE(found);
        EXPECT_FALSE(found->has_value()) << at;
    }
}

// A decoder's stress test in small, each shape beside letters: its malformed octets read as legacy
// text by chance, scattered over many codecs. They are damage: the window lists none of them and
// says why, offers no repair, Save Repaired Copy leaves them as they are, and the inspector reads
// them as the list does.
TEST_F(MojibakeWindowTest, LeavesMalformedOctetsOfDamageOutOfTheMojibake) {
    const std::string damage = u8scope::test::malformedBesideLetters();
    const QByteArray octets = QByteArray::fromStdString(damage);
    const QString path = open(octets);
    ASSERT_TRUE(waitFor([this] { return doc().mojibake() != nullptr; }));
    QApplication::processEvents();
    const auto report = doc().mojibake();
    EXPECT_GE(report->chanceLegacy, kChanceLegacyFindings);
    EXPECT_TRUE(report->evidence.legacyByChance);
    EXPECT_EQ(report->count, 0u);
    EXPECT_TRUE(part<NoticeBar>()->isHidden());
    bool said = false;
    for (const QLabel* label : part<MojibakePanel>()->findChildren<QLabel*>()) {
        said = said || label->text().contains(
                           QStringLiteral("%1 runs of malformed octets not listed: read as letters "
                                          "of legacy encodings, they spread over many")
                               .arg(number(report->chanceLegacy)));
    }
    EXPECT_TRUE(said);
    const QString out = m_dir.filePath(QStringLiteral("repaired.txt"));
    std::uint64_t repaired = 1;
    EXPECT_EQ(writeRepairedCopy(*doc().source(), {out, path}, &repaired), QString());
    EXPECT_EQ(repaired, 0u);
    QFile written(out);
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    EXPECT_TRUE(written.readAll() == octets) << "the damage was changed";
    for (qsizetype at = 0; at < octets.size(); ++at) {
        if (static_cast<std::uint8_t>(octets[at]) < 0x80)
            continue;
        const auto found = mojibakeAt(*doc().source(), static_cast<std::uint64_t>(at),
                                      Profile::Rfc3629, report->evidence);
        ASSERT_TRUE(found);
        EXPECT_FALSE(found->has_value()) << at;
    }
}

TEST_F(MojibakeWindowTest, SaveRepairedCopyNamesTheFileAndWhyItCouldNot) {
    const QString path = open(kRussianMojibake);
    const QString folder = m_dir.filePath(QStringLiteral("locked"));
    ASSERT_TRUE(QDir().mkdir(folder));
    ASSERT_EQ(::chmod(QFile::encodeName(m_dir.path()).constData(), 0755), 0);
    ASSERT_EQ(::chmod(QFile::encodeName(folder).constData(), 0555), 0);
    const QString out = folder + QStringLiteral("/repaired.txt");
    QString error;
    {
        const u8scope::test::Unprivileged nobody; // as root, permissions would not apply
        ASSERT_TRUE(u8scope::test::Unprivileged::permissionsApply());
        error = writeRepairedCopy(*doc().source(), {out, path});
    }
    ::chmod(QFile::encodeName(folder).constData(), 0755);
    EXPECT_TRUE(error.contains(QStringLiteral("ermission denied")) ||
                error.contains(QStringLiteral("Read-only")))
        << error.toStdString();
    EXPECT_TRUE(error.startsWith(out)) << error.toStdString();
    EXPECT_FALSE(QFile::exists(out));
}

TEST_F(MojibakeWindowTest, AFileInAnotherEncodingCanBeViewedAsIt) {
    // "Привет, мир! Это простой текст на русском языке." in windows-1251, a few times over.
    QByteArray text;
    for (int i = 0; i < 8; ++i)
        text += "\xCF\xF0\xE8\xE2\xE5\xF2, \xEC\xE8\xF0! \xDD\xF2\xEE "
                "\xEF\xF0\xEE\xF1\xF2\xEE\xE9 \xF2\xE5\xEA\xF1\xF2 \xED\xE0 "
                "\xF0\xF3\xF1\xF1\xEA\xEE\xEC \xFF\xE7\xFB\xEA\xE5.\n";
    openAndWait(text);
    EXPECT_TRUE(part<NoticeBar>()->text().contains(QStringLiteral("windows-1251")))
        << part<NoticeBar>()->text().toStdString();
    EXPECT_FALSE(part<HexView>()->textCodec());
    clickNoticeButton(QStringLiteral("View as windows-1251"));
    ASSERT_TRUE(part<HexView>()->textCodec());
    EXPECT_EQ(part<HexView>()->textCodec()->id(), CodecId::Windows1251);
    doc().setSelection(0, 6);
    EXPECT_EQ(part<HexView>()->selectedText(),
              QString::fromUtf8("\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82")); // Привет
    // Save as UTF-8 converts it with that codec.
    const QString out = m_dir.filePath(QStringLiteral("utf8.txt"));
    EXPECT_EQ(writeUtf8Copy(*doc().source(), "windows-1251", {out, doc().path()}), QString());
    QFile written(out);
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    EXPECT_TRUE(written.readAll().startsWith(
        "\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82, \xD0\xBC\xD0\xB8\xD1\x80!"));
}

} // namespace

} // namespace u8scope::ui
