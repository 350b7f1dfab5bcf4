// Bookmarks: set and removed at the cursor, next and previous round the file, listed in their
// panel, and kept per file in the settings.
#include "bookmarks/bookmarks.h"
#include "bookmarks/bookmarkspanel.h"
#include "document/document.h"
#include "hexview/hexview.h"
#include "qt_environment.h"
#include "window/mainwindow.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QListWidget>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <algorithm>
#include <gtest/gtest.h>

namespace u8scope::ui {

namespace {

using Offsets = std::vector<std::uint64_t>;

class BookmarksTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        m_path = testui::writeFile(m_dir, QStringLiteral("sample.txt"),
                                   QByteArray("caf\xC3\xA9 and more text, 30 octets"));
    }
    void TearDown() override { QSettings().remove(QStringLiteral("bookmarks")); }

    QTemporaryDir m_dir;
    QString m_path;
};

TEST_F(BookmarksTest, AreSetAndRemovedAtTheCursor) {
    Document document;
    ASSERT_TRUE(document.openFile(m_path));
    Bookmarks& marks = Bookmarks::of(document);
    document.setCursor(3);
    EXPECT_TRUE(marks.toggleAtCursor());
    document.setCursor(10);
    EXPECT_TRUE(marks.toggleAtCursor());
    EXPECT_EQ(marks.offsets(), (Offsets{3, 10}));
    EXPECT_TRUE(marks.toggle(3)); // again: removed
    EXPECT_EQ(marks.offsets(), (Offsets{10}));
    EXPECT_FALSE(marks.toggle(1000));            // past the end
    EXPECT_EQ(&Bookmarks::of(document), &marks); // one set per document
}

TEST_F(BookmarksTest, AreFlaggedInTheHexView) {
    MainWindow window;
    ASSERT_TRUE(window.openFile(m_path));
    auto* view = window.findChild<HexView*>();
    ASSERT_TRUE(view);
    Bookmarks& marks = Bookmarks::of(window.document());
    // The view shows the flags of the bookmarks' layer, asked again as the bookmarks change.
    const auto flagged = [&] {
        view->resize(800, 600);
        return view->shownMarks(marks.marks());
    };
    const auto layers = view->markLayers();
    EXPECT_NE(std::find(layers.begin(), layers.end(), &marks.marks()), layers.end());
    EXPECT_TRUE(marks.toggle(3));
    EXPECT_TRUE(marks.toggle(10));
    EXPECT_EQ(flagged(), (MarkLayer::Spans{{3, 4}, {10, 11}}));
    EXPECT_TRUE(marks.toggle(3));
    EXPECT_EQ(flagged(), (MarkLayer::Spans{{10, 11}}));
}

TEST_F(BookmarksTest, NextAndPreviousGoRoundTheFile) {
    Document document;
    ASSERT_TRUE(document.openFile(m_path));
    Bookmarks& marks = Bookmarks::of(document);
    EXPECT_FALSE(marks.next()); // none yet
    for (const std::uint64_t at : {5u, 12u, 20u})
        marks.toggle(at);
    document.setCursor(0);
    EXPECT_TRUE(marks.next());
    EXPECT_EQ(document.cursor(), 5u);
    marks.next();
    EXPECT_EQ(document.cursor(), 12u);
    marks.next();
    marks.next(); // round to the first
    EXPECT_EQ(document.cursor(), 5u);
    marks.previous(); // round to the last
    EXPECT_EQ(document.cursor(), 20u);
    marks.previous();
    EXPECT_EQ(document.cursor(), 12u);
}

TEST_F(BookmarksTest, AreKeptPerFileAndComeBackWithIt) {
    const QString other =
        testui::writeFile(m_dir, QStringLiteral("other.txt"), QByteArray("another file"));
    {
        Document document;
        ASSERT_TRUE(document.openFile(m_path));
        Bookmarks::of(document).toggle(4);
        Bookmarks::of(document).toggle(29);
        ASSERT_TRUE(document.openFile(other));
        EXPECT_EQ(Bookmarks::of(document).size(), 0u); // the other file has none
        Bookmarks::of(document).toggle(2);
    }
    Document document;
    ASSERT_TRUE(document.openFile(m_path));
    EXPECT_EQ(Bookmarks::of(document).offsets(), (Offsets{4, 29}));
    ASSERT_TRUE(document.openFile(other));
    EXPECT_EQ(Bookmarks::of(document).offsets(), (Offsets{2}));

    // A file that shrank lets go of the bookmarks past its end.
    testui::writeFile(m_dir, QStringLiteral("sample.txt"), QByteArray("short"));
    ASSERT_TRUE(document.openFile(m_path));
    EXPECT_EQ(Bookmarks::of(document).offsets(), (Offsets{4}));
}

TEST_F(BookmarksTest, PanelListsThemAndGoesToTheOneClicked) {
    Document document;
    ASSERT_TRUE(document.openFile(m_path));
    BookmarksPanel panel(document);
    EXPECT_EQ(panel.title(), QStringLiteral("Bookmarks"));
    Bookmarks::of(document).toggle(3);
    Bookmarks::of(document).toggle(9);
    EXPECT_EQ(panel.title(), QStringLiteral("Bookmarks (2)"));
    ASSERT_EQ(panel.list()->count(), 2);
    EXPECT_TRUE(panel.list()->item(0)->text().contains(QStringLiteral("C3 A9")))
        << panel.list()->item(0)->text().toStdString();
    emit panel.list()->itemActivated(panel.list()->item(1));
    EXPECT_EQ(document.cursor(), 9u);
}

// Settings that cannot be written (here: where their folder should be is a file, which stops
// root too) would lose the bookmarks at the next start: the status bar says so.
TEST_F(BookmarksTest, SayWhenTheSettingsCannotBeWritten) {
    const QString before = QSettings().fileName();
    QString usual = QFileInfo(before).path();
    if (!QCoreApplication::organizationName().isEmpty())
        usual = QFileInfo(usual).path();
    const QString blocker = testui::writeFile(m_dir, QStringLiteral("not-a-folder"), "x");
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, blocker);
    Document document;
    ASSERT_TRUE(document.openFile(m_path));
    Bookmarks& marks = Bookmarks::of(document);
    QSignalSpy messages(&document, &Document::statusMessage);
    EXPECT_TRUE(marks.toggle(3));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, usual);
    ASSERT_EQ(QSettings().fileName(), before);
    bool said = false;
    for (const QList<QVariant>& m : messages) {
        const QString text = m.at(0).toString();
        said = said || (text.contains(QStringLiteral("bookmarks cannot be kept")) &&
                        text.contains(QStringLiteral("not-a-folder")));
    }
    EXPECT_TRUE(said);
    EXPECT_EQ(marks.offsets(), (Offsets{3})); // kept for this session all the same
}

} // namespace

} // namespace u8scope::ui
