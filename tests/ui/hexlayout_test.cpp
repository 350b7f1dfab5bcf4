// HexLayout: exact pixel and row arithmetic, including files beyond 4 GiB and 2^31 rows.
#include "hexview/hexlayout.h"

#include <gtest/gtest.h>

namespace u8scope::ui {

namespace {

constexpr std::uint64_t kGiB = std::uint64_t{1} << 30;

// Round numbers: a 10-pixel character, 20-pixel rows, a 22-pixel header.
HexLayout layoutFor(std::uint64_t size) {
    return HexLayout(size, 10, 20, 22);
}

TEST(HexLayout, CountsRowsOfSixteenOctets) {
    EXPECT_EQ(layoutFor(0).rowCount(), 0u);
    EXPECT_EQ(layoutFor(1).rowCount(), 1u);
    EXPECT_EQ(layoutFor(16).rowCount(), 1u);
    EXPECT_EQ(layoutFor(17).rowCount(), 2u);
    EXPECT_EQ(layoutFor(10 * kGiB).rowCount(), 671'088'640u);
    EXPECT_EQ(layoutFor((std::uint64_t{1} << 40) + 1).rowCount(), (std::uint64_t{1} << 36) + 1);
}

TEST(HexLayout, OctetsInLastRowAreFewer) {
    const HexLayout l = layoutFor(20);
    EXPECT_EQ(l.octetsInRow(0), 16);
    EXPECT_EQ(l.octetsInRow(1), 4);
    EXPECT_EQ(l.octetsInRow(2), 0);
    const HexLayout huge = layoutFor(10 * kGiB + 3);
    EXPECT_EQ(huge.octetsInRow(671'088'640u), 3);
    EXPECT_EQ(huge.octetsInRow(671'088'639u), 16);
}

TEST(HexLayout, OffsetColumnGrowsWithTheFileSize) {
    EXPECT_EQ(layoutFor(0).offsetDigits(), 4);
    EXPECT_EQ(layoutFor(0x10000).offsetDigits(), 4);     // last offset FFFF
    EXPECT_EQ(layoutFor(0x10001).offsetDigits(), 6);     // 10000: five digits, rounded up
    EXPECT_EQ(layoutFor(0x100000000).offsetDigits(), 8); // 4 GiB: FFFFFFFF
    EXPECT_EQ(layoutFor(10 * kGiB).offsetDigits(), 10);  // 27FFFFFFF
    EXPECT_EQ(layoutFor(~std::uint64_t{0}).offsetDigits(), 16);
}

TEST(HexLayout, PlacesColumnsWithAGapAfterEightOctets) {
    const HexLayout l = layoutFor(100); // 4 offset digits
    EXPECT_DOUBLE_EQ(l.offsetX(), 10);
    EXPECT_DOUBLE_EQ(l.offsetWidth(), 40);
    EXPECT_DOUBLE_EQ(l.hexX(), 70);
    EXPECT_DOUBLE_EQ(l.hexCellX(0), 70);
    EXPECT_DOUBLE_EQ(l.hexCellX(1), 100);
    EXPECT_DOUBLE_EQ(l.hexCellX(7), 280);
    EXPECT_DOUBLE_EQ(l.hexCellX(8), 320); // one extra character between the groups
    EXPECT_DOUBLE_EQ(l.hexCellX(15), 530);
    EXPECT_DOUBLE_EQ(l.hexWidth(), 480);
    EXPECT_DOUBLE_EQ(l.hexCellX(15) + l.hexCellWidth(), l.hexX() + l.hexWidth());
    EXPECT_DOUBLE_EQ(l.textX(), 570);
    EXPECT_DOUBLE_EQ(l.textCellX(15), 720);
    EXPECT_DOUBLE_EQ(l.contentWidth(), 740);
}

TEST(HexLayout, RowsAndColumnsOfOffsets) {
    EXPECT_EQ(HexLayout::rowOf(0), 0u);
    EXPECT_EQ(HexLayout::rowOf(15), 0u);
    EXPECT_EQ(HexLayout::rowOf(16), 1u);
    EXPECT_EQ(HexLayout::columnOf(0x12345), 5);
    const std::uint64_t beyond4GiB = 5 * kGiB + 0x1F;
    EXPECT_EQ(HexLayout::rowOf(beyond4GiB), 5 * kGiB / 16 + 1);
    EXPECT_EQ(HexLayout::columnOf(beyond4GiB), 15);
    EXPECT_EQ(HexLayout::rowStart(HexLayout::rowOf(beyond4GiB)), 5 * kGiB + 0x10);
}

TEST(HexLayout, RowTopsRelativeToTheTopRow) {
    const HexLayout l = layoutFor(std::uint64_t{1} << 40);
    EXPECT_EQ(l.rowY(105, 100), 122);
    EXPECT_EQ(l.rowY(100, 100), 22);
    EXPECT_EQ(l.rowY(99, 100), 2);
    const std::uint64_t top = (std::uint64_t{1} << 36) - 3;
    EXPECT_EQ(l.rowY(top + 3, top), 82);
}

TEST(HexLayout, VisibleRowsOfARectangle) {
    const HexLayout l = layoutFor(1000 * 16);
    EXPECT_EQ(l.rowsIn(0, 100, 100), (RowRange{100, 104}));   // 78 pixels of rows: 4 rows
    EXPECT_EQ(l.rowsIn(42, 62, 100), (RowRange{101, 102}));   // exactly row 101
    EXPECT_EQ(l.rowsIn(41, 43, 100), (RowRange{100, 102}));   // one pixel of each
    EXPECT_EQ(l.rowsIn(0, 22, 100), (RowRange{}));            // the header only
    EXPECT_EQ(l.rowsIn(0, 1000, 995), (RowRange{995, 1000})); // clamped at the last row
    EXPECT_TRUE(layoutFor(0).rowsIn(0, 1000, 0).empty());
    const std::uint64_t top = std::uint64_t{3} << 31;
    const HexLayout huge = layoutFor(std::uint64_t{1} << 40);
    EXPECT_EQ(huge.rowsIn(22, 422, top), (RowRange{top, top + 20}));
}

TEST(HexLayout, TopRowStopsWhenTheLastRowIsAtTheBottom) {
    const HexLayout l = layoutFor(1000 * 16);
    EXPECT_EQ(l.fullyVisibleRows(422), 20u);
    EXPECT_EQ(l.fullyVisibleRows(441), 20u); // 19 pixels left over: not a full row
    EXPECT_EQ(l.fullyVisibleRows(10), 1u);   // never zero
    EXPECT_EQ(l.maxTopRow(422), 980u);
    EXPECT_EQ(layoutFor(5 * 16).maxTopRow(422), 0u);
    EXPECT_EQ(layoutFor(10 * kGiB).maxTopRow(422), 671'088'620u);
}

TEST(HexLayout, HitTestFindsTheOctetInEitherColumn) {
    const HexLayout l = layoutFor(1000 * 16);
    EXPECT_EQ(l.hitTest(75, 30, 0), (HexHit{0, HexArea::Hex}));
    EXPECT_EQ(l.hitTest(75, 30 + 3 * 20, 0), (HexHit{48, HexArea::Hex}));
    EXPECT_EQ(l.hitTest(75, 30, 10), (HexHit{160, HexArea::Hex}));
    // Spaces belong to the nearer octet: cell 0 ends at 90, cell 1 starts at 100.
    EXPECT_EQ(l.hitTest(94, 30, 0), (HexHit{0, HexArea::Hex}));
    EXPECT_EQ(l.hitTest(96, 30, 0), (HexHit{1, HexArea::Hex}));
    // Between the groups: cell 7 ends at 300, cell 8 starts at 320.
    EXPECT_EQ(l.hitTest(309, 30, 0), (HexHit{7, HexArea::Hex}));
    EXPECT_EQ(l.hitTest(311, 30, 0), (HexHit{8, HexArea::Hex}));
    EXPECT_EQ(l.hitTest(575, 30, 0), (HexHit{0, HexArea::Text}));
    EXPECT_EQ(l.hitTest(719, 30, 0), (HexHit{14, HexArea::Text}));
    EXPECT_EQ(l.hitTest(725, 50, 0), (HexHit{31, HexArea::Text}));
    EXPECT_EQ(l.hitTest(20, 50, 0), (HexHit{16, HexArea::Offset}));
}

TEST(HexLayout, HitTestOutsideOctetsIsEmptyUnlessClamped) {
    const HexLayout l = layoutFor(20); // row 1 holds 4 octets
    EXPECT_FALSE(l.hitTest(800, 30, 0));
    EXPECT_FALSE(l.hitTest(75, 5, 0));                 // header
    EXPECT_FALSE(l.hitTest(l.hexCellX(5) + 1, 50, 0)); // past the end in the last row
    EXPECT_FALSE(l.hitTest(75, 70, 0));                // below the last row
    EXPECT_EQ(l.hitTest(l.hexCellX(5) + 1, 50, 0, true), (HexHit{19, HexArea::Hex}));
    EXPECT_EQ(l.hitTest(75, 500, 0, true), (HexHit{16, HexArea::Hex}));
    EXPECT_EQ(l.hitTest(800, 30, 0, true), (HexHit{15, HexArea::Text}));
    EXPECT_EQ(l.hitTest(75, 5, 1, true), (HexHit{0, HexArea::Hex})); // a row above the top
    EXPECT_FALSE(layoutFor(0).hitTest(75, 30, 0, true));
}

TEST(HexLayout, HitTestIsExactBeyond2To31Rows) {
    const std::uint64_t size = (std::uint64_t{1} << 40) + 5;
    const HexLayout l = layoutFor(size);
    const std::uint64_t top = (std::uint64_t{1} << 36) - 10;
    EXPECT_EQ(l.hitTest(l.hexCellX(9) + 1, 22 + 2 * 20 + 5, top),
              (HexHit{(top + 2) * 16 + 9, HexArea::Hex}));
    // The last row holds 5 octets.
    EXPECT_EQ(l.hitTest(l.textCellX(12), 22 + 10 * 20 + 5, top, true),
              (HexHit{size - 1, HexArea::Text}));
}

TEST(HexLayout, ScrollValueIsTheRowUpToTheLimit) {
    EXPECT_EQ(HexLayout::scrollMaximum(1000), 1000);
    EXPECT_EQ(HexLayout::scrollValueForRow(123, 1000), 123);
    EXPECT_EQ(HexLayout::rowForScrollValue(123, 1000), 123u);
    EXPECT_EQ(HexLayout::scrollValueForRow(5000, 1000), 1000); // clamped
    // 10 GiB: 671 million rows still fit the scroll bar one to one.
    const std::uint64_t maxTop = 671'088'620;
    EXPECT_EQ(HexLayout::scrollMaximum(maxTop), static_cast<int>(maxTop));
    EXPECT_EQ(HexLayout::rowForScrollValue(static_cast<int>(maxTop), maxTop), maxTop);
}

TEST(HexLayout, ScrollValueIsScaledBeyond2To31Rows) {
    const std::uint64_t maxTop = (std::uint64_t{1} << 36) + 12345; // a terabyte and a bit
    constexpr int limit = HexLayout::kScrollLimit;
    EXPECT_EQ(HexLayout::scrollMaximum(maxTop), limit);
    EXPECT_EQ(HexLayout::rowForScrollValue(0, maxTop), 0u);
    EXPECT_EQ(HexLayout::rowForScrollValue(limit, maxTop), maxTop);
    EXPECT_EQ(HexLayout::rowForScrollValue(limit / 2, maxTop), maxTop / 2);
    EXPECT_EQ(HexLayout::scrollValueForRow(0, maxTop), 0);
    EXPECT_EQ(HexLayout::scrollValueForRow(maxTop, maxTop), limit);
    for (const std::uint64_t row : {std::uint64_t{1}, std::uint64_t{63}, std::uint64_t{64},
                                    std::uint64_t{1} << 31, maxTop / 3, maxTop - 1}) {
        const int v = HexLayout::scrollValueForRow(row, maxTop);
        EXPECT_LE(HexLayout::rowForScrollValue(v, maxTop), row) << row;
        EXPECT_GT(HexLayout::rowForScrollValue(v + 1, maxTop), row) << row;
    }
    // Monotonic across the whole range.
    std::uint64_t previous = 0;
    for (int v = 0; v <= limit; v += limit / 1024) {
        const std::uint64_t row = HexLayout::rowForScrollValue(v, maxTop);
        EXPECT_GE(row, previous);
        previous = row;
    }
}

TEST(HexLayout, LargestPossibleFileDoesNotOverflow) {
    const HexLayout l = layoutFor(~std::uint64_t{0});
    const std::uint64_t maxTop = l.maxTopRow(422);
    EXPECT_EQ(maxTop, l.rowCount() - 20);
    EXPECT_EQ(HexLayout::rowForScrollValue(HexLayout::kScrollLimit, maxTop), maxTop);
    EXPECT_EQ(l.hitTest(l.hexCellX(15), 22 + 19 * 20, maxTop, true),
              (HexHit{~std::uint64_t{0} - 1, HexArea::Hex}));
}

} // namespace

} // namespace u8scope::ui
