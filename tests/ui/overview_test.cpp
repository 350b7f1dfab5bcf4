// The overview strip beside the hex view's scroll bar: where it sits and how wide it is, the
// bands it marks for errors, mojibake, hidden characters and bookmarks, and where a click or a drag
// takes the cursor.
#include "bookmarks/bookmarks.h"
#include "document/document.h"
#include "hexview/hexview.h"
#include "hidden/hiddentool.h"
#include "regions/overview.h"
#include "regions/overviewstrip.h"
#include "u8scope/file/bands.h"
#include "window/mainwindow.h"
#include "window/zoom.h"
#include "windowtest.h"

#include <QScrollBar>
#include <QTest>
#include <gtest/gtest.h>

namespace u8scope::ui {

using testui::waitFor;
using testui::writeFile;

namespace {

class OverviewTest : public testui::WindowTest {
protected:
    [[nodiscard]] OverviewStrip& strip() const {
        auto* found = m_window->findChild<OverviewStrip*>();
        EXPECT_TRUE(found);
        return *found;
    }
    [[nodiscard]] HexView& view() const { return *m_window->findChild<HexView*>(); }
    /// The bands of the lane named `name`, marked or not.
    [[nodiscard]] std::vector<bool> lane(const QString& name) const {
        for (const Overview::Lane& l : strip().overview().lanes)
            if (l.name == name)
                return l.marked;
        ADD_FAILURE() << "no lane " << name.toStdString();
        return {};
    }
    /// Bands of the strip's overview that hold the offsets given, or octets of the spans.
    [[nodiscard]] std::vector<bool> bandsOf(const std::vector<std::uint64_t>& offsets) const {
        std::vector<std::pair<std::uint64_t, std::uint64_t>> spans;
        for (const std::uint64_t at : offsets)
            spans.emplace_back(at, at + 1);
        return spansBands(spans);
    }
    [[nodiscard]] std::vector<bool>
    spansBands(const std::vector<std::pair<std::uint64_t, std::uint64_t>>& spans) const {
        const Overview& o = strip().overview();
        std::vector<bool> marked(o.count, false);
        for (const auto& [from, to] : spans)
            for (std::uint64_t at = from; at < to; ++at)
                marked[bandOf(at, o.size, o.count)] = true;
        return marked;
    }
};

QByteArray text(int octets) {
    QByteArray data;
    while (data.size() < octets)
        data += "The quick brown fox jumps over the lazy dog.\n";
    data.truncate(octets);
    return data;
}

TEST_F(OverviewTest, SitsBetweenTheRowsAndTheScrollBarAndWidensWithTheZoom) {
    open(text(100000));
    HexView& v = view();
    const QRect rows = v.viewport()->geometry();
    QScrollBar* bar = v.verticalScrollBar();
    ASSERT_TRUE(bar->isVisible());
    const int barLeft = bar->mapTo(&v, QPoint(0, 0)).x();
    const QRect s = strip().geometry();
    EXPECT_EQ(s.left(), rows.right() + 1);
    EXPECT_LT(s.right(), barLeft);
    EXPECT_EQ(s.top(), rows.top());
    EXPECT_EQ(s.height(), rows.height());
    EXPECT_GE(s.width(), 10);
    EXPECT_LE(s.width(), 40); // narrow beside the rows
    // The view's width asked for holds the strip, so that no column scrolls for it.
    EXPECT_GE(v.sizeHint().width(), v.layout().contentWidth() + s.width());

    const int before = s.width();
    WindowZoom::of(*m_window)->setPresenting(true);
    EXPECT_TRUE(waitFor([&] { return strip().width() > before; }));
    EXPECT_EQ(strip().geometry().left(), v.viewport()->geometry().right() + 1);
    WindowZoom::of(*m_window)->setPresenting(false);
    EXPECT_TRUE(waitFor([&] { return strip().width() == before; }));
}

TEST_F(OverviewTest, AClickOrADragMovesTheCursorToTheBandUnderThePointer) {
    const QByteArray data = text(1 << 20);
    open(data);
    OverviewStrip& s = strip();
    const Overview& o = s.overview();
    ASSERT_EQ(o.count, static_cast<std::size_t>(s.height())); // a band per row of pixels
    const auto offsetAt = [&](int y) {
        return bandStart(static_cast<std::size_t>(y) * o.count /
                             static_cast<std::size_t>(s.height()),
                         static_cast<std::uint64_t>(data.size()), o.count);
    };
    const int middle = s.height() / 2;
    QTest::mouseClick(&s, Qt::LeftButton, {}, QPoint(s.width() / 2, middle));
    EXPECT_EQ(doc().cursor(), offsetAt(middle));
    // Half-way down is half-way through the file, to within one band.
    const auto octets = static_cast<double>(data.size());
    EXPECT_NEAR(static_cast<double>(doc().cursor()), octets / 2,
                octets / static_cast<double>(o.count) + 1);
    // The view shows it.
    const std::uint64_t row = doc().cursor() / HexLayout::kBytesPerRow;
    EXPECT_GE(row, view().topRow());
    EXPECT_LT(row, view().topRow() + view().visibleRowCount());

    // A drag follows the pointer, and stops at the ends.
    QTest::mousePress(&s, Qt::LeftButton, {}, QPoint(2, 10));
    EXPECT_EQ(doc().cursor(), offsetAt(10));
    QMouseEvent move(QEvent::MouseMove, QPointF(2, s.height() + 50), s.mapToGlobal(QPointF(2, 0)),
                     Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&s, &move);
    EXPECT_EQ(doc().cursor(), offsetAt(s.height() - 1));
    QTest::mouseRelease(&s, Qt::LeftButton, {}, QPoint(2, s.height() - 1));
    QTest::mouseClick(&s, Qt::LeftButton, {}, QPoint(2, 0));
    EXPECT_EQ(doc().cursor(), 0u);
}

TEST_F(OverviewTest, ASmallFileFillsTheStripWithABandPerOctet) {
    open(QByteArray("ab\xFF"
                    "cd",
                    5));
    OverviewStrip& s = strip();
    EXPECT_EQ(s.overview().count, 5u);
    // Each octet shows on a fifth of the strip, the error on the third.
    EXPECT_EQ(lane(QStringLiteral("Errors")),
              (std::vector<bool>{false, false, true, false, false}));
    const auto [top, bottom] = s.rowsOf(2);
    EXPECT_NEAR(top, s.height() * 2 / 5, 1);
    EXPECT_NEAR(bottom, s.height() * 3 / 5, 1);
    QTest::mouseClick(&s, Qt::LeftButton, {}, QPoint(2, (top + bottom) / 2));
    EXPECT_EQ(doc().cursor(), 2u);
    EXPECT_TRUE(s.describe(2).contains(QStringLiteral("Errors")));
    EXPECT_FALSE(s.describe(1).contains(QStringLiteral("Here:")));
}

TEST_F(OverviewTest, MarksTheBandsOfErrorsAndBookmarks) {
    QByteArray data = text(3 << 20);
    const std::vector<std::uint64_t> errors = {5, 700000, 700001, 2500000, (3u << 20) - 1};
    for (const std::uint64_t at : errors)
        data[static_cast<int>(at)] = '\xFF';
    open(data);
    EXPECT_EQ(lane(QStringLiteral("Errors")), bandsOf(errors));
    EXPECT_EQ(lane(QStringLiteral("Bookmarks")), bandsOf(std::vector<std::uint64_t>{}));

    Bookmarks::of(doc()).toggle(1234567);
    Bookmarks::of(doc()).toggle(20);
    EXPECT_EQ(lane(QStringLiteral("Bookmarks")), bandsOf({20, 1234567}));
    EXPECT_TRUE(strip()
                    .describe(bandOf(1234567, data.size(), strip().overview().count))
                    .contains(QStringLiteral("Bookmarks")));
    Bookmarks::of(doc()).toggle(20);
    EXPECT_EQ(lane(QStringLiteral("Bookmarks")), bandsOf({1234567}));
}

TEST_F(OverviewTest, MarksTheBandsOfMojibake) {
    QByteArray data = text(400000);
    const QByteArray word =
        "caf\xC3\x83\xC2\xA9 na\xC3\x83\xC2\xAFve r\xC3\x83\xC2\xA9sum\xC3\x83\xC2\xA9";
    data.replace(300000, word.size(), word);
    open(data);
    ASSERT_TRUE(waitFor([this] { return doc().mojibake() != nullptr; }));
    ASSERT_FALSE(doc().mojibake()->findings.empty());
    std::vector<std::pair<std::uint64_t, std::uint64_t>> spans;
    for (const MojibakeFinding& f : doc().mojibake()->findings)
        spans.emplace_back(f.offset, f.offset + f.length);
    EXPECT_EQ(lane(QStringLiteral("Mojibake")), spansBands(spans));
}

// Issue 34: the strip marks hidden characters too, in a lane of their own: a bidi override in
// a comment and a zero-width space in a name, far apart in 3 MiB of text.
TEST_F(OverviewTest, MarksTheBandsOfHiddenCharacters) {
    QByteArray data = text(3 << 20);
    const QByteArray override("// \xE2\x80\xAE x\n");  // U+202E left open at the line's end
    const QByteArray zeroWidth("co\xE2\x80\x8Bunt\n"); // U+200B inside a word
    data.replace(100000, override.size(), override);
    data.replace(2900000, zeroWidth.size(), zeroWidth);
    open(data);
    const auto index = HiddenTool::of(doc()).index();
    ASSERT_TRUE(index);
    ASSERT_EQ(index->findings().size(), 2u);
    std::vector<std::pair<std::uint64_t, std::uint64_t>> spans;
    for (const HiddenFinding& f : index->findings())
        spans.emplace_back(f.offset, f.end());
    EXPECT_EQ(spans.front().first, 100003u);
    EXPECT_EQ(spans.back().first, 2900002u);
    const std::vector<bool> marked = lane(QStringLiteral("Hidden characters"));
    EXPECT_EQ(marked, spansBands(spans));
    EXPECT_EQ(std::count(marked.begin(), marked.end(), true), 2);
    const std::size_t band = bandOf(2900002, data.size(), strip().overview().count);
    EXPECT_TRUE(strip().describe(band).contains(QStringLiteral("Hidden characters")));
    EXPECT_FALSE(strip().describe(band - 3).contains(QStringLiteral("Here:")));
}

} // namespace
} // namespace u8scope::ui
