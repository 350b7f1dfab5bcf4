// Geometry of the hex view, without widgets: 16 octets per row, an offset column, a hex column
// with a gap after 8 octets and a text column; offset <-> row/column <-> pixel, hit-testing,
// visible rows and the mapping of 64-bit row numbers onto an int scroll bar.
#pragma once

#include <cstdint>
#include <optional>

namespace u8scope::ui {

/// Which column of the view a point or a focus is in.
enum class HexArea : std::uint8_t {
    Offset, ///< the offset column at the left
    Hex,    ///< the octets as hex digits
    Text,   ///< the octets as decoded text
};

/// The octet under a point and the column it was found in.
struct HexHit {
    std::uint64_t offset = 0;
    HexArea area = HexArea::Hex;
    friend bool operator==(const HexHit&, const HexHit&) = default;
};

/// Rows [first, last).
struct RowRange {
    std::uint64_t first = 0;
    std::uint64_t last = 0;
    [[nodiscard]] bool empty() const noexcept { return first >= last; }
    [[nodiscard]] std::uint64_t size() const noexcept { return empty() ? 0 : last - first; }
    friend bool operator==(const RowRange&, const RowRange&) = default;
};

/// Pixel geometry of the view's content. x is in content coordinates (before horizontal
/// scrolling); y is in viewport coordinates, relative to a top row. All row and offset arithmetic
/// is in 64 bits: a 10 GiB file has 671 million rows, a terabyte 2^36.
class HexLayout {
public:
    static constexpr int kBytesPerRow = 16;
    static constexpr int kGroupSize = 8; ///< an extra gap in the hex column after this many octets
    /// The scroll bar is an int; beyond this many scrollable rows its value is scaled.
    static constexpr int kScrollLimit = 1 << 30;

    HexLayout() = default;
    /// `charWidth` is the advance of one digit of the (monospace) font, `lineHeight` the height of
    /// a row, `headerHeight` the height of the column header above the first row.
    HexLayout(std::uint64_t sourceSize, double charWidth, int lineHeight, int headerHeight = 0);

    [[nodiscard]] std::uint64_t sourceSize() const noexcept { return m_size; }
    [[nodiscard]] double charWidth() const noexcept { return m_charWidth; }
    [[nodiscard]] int lineHeight() const noexcept { return m_lineHeight; }
    [[nodiscard]] int headerHeight() const noexcept { return m_headerHeight; }

    /// Rows needed to show every octet: 0 for an empty source.
    [[nodiscard]] std::uint64_t rowCount() const noexcept;
    /// Hex digits of the offset column: enough for the largest offset, even, at least 4.
    [[nodiscard]] int offsetDigits() const noexcept { return m_offsetDigits; }

    [[nodiscard]] static std::uint64_t rowOf(std::uint64_t offset) noexcept {
        return offset / kBytesPerRow;
    }
    [[nodiscard]] static int columnOf(std::uint64_t offset) noexcept {
        return static_cast<int>(offset % kBytesPerRow);
    }
    [[nodiscard]] static std::uint64_t rowStart(std::uint64_t row) noexcept {
        return row * kBytesPerRow;
    }
    /// Octets shown in `row`: 16, fewer on the last row, 0 past the end.
    [[nodiscard]] int octetsInRow(std::uint64_t row) const noexcept;

    // Horizontal geometry, in content pixels.
    [[nodiscard]] double offsetX() const noexcept { return margin(); }
    [[nodiscard]] double offsetWidth() const noexcept { return m_offsetDigits * m_charWidth; }
    [[nodiscard]] double hexX() const noexcept;
    /// From the first hex digit of the first octet to the last digit of the sixteenth.
    [[nodiscard]] double hexWidth() const noexcept;
    [[nodiscard]] double hexCellX(int column) const noexcept;
    [[nodiscard]] double hexCellWidth() const noexcept { return 2 * m_charWidth; }
    [[nodiscard]] double textX() const noexcept;
    [[nodiscard]] double textWidth() const noexcept { return kBytesPerRow * m_charWidth; }
    [[nodiscard]] double textCellX(int column) const noexcept;
    [[nodiscard]] double textCellWidth() const noexcept { return m_charWidth; }
    /// The width of all columns and margins.
    [[nodiscard]] double contentWidth() const noexcept;
    /// Where the space between the offset and hex columns, and between hex and text, is split.
    [[nodiscard]] double offsetHexBoundary() const noexcept;
    [[nodiscard]] double hexTextBoundary() const noexcept;

    // Vertical geometry, in viewport pixels, for a given top row.
    /// The top of `row` when `topRow` is the first row shown (negative above the viewport).
    [[nodiscard]] std::int64_t rowY(std::uint64_t row, std::uint64_t topRow) const noexcept;
    /// Rows that fit entirely in a viewport `viewportHeight` pixels high (at least 1).
    [[nodiscard]] std::uint64_t fullyVisibleRows(int viewportHeight) const noexcept;
    /// The greatest top row: the one that shows the last row at the bottom.
    [[nodiscard]] std::uint64_t maxTopRow(int viewportHeight) const noexcept;
    /// The existing rows that intersect viewport pixels [yFrom, yTo) when `topRow` is on top.
    [[nodiscard]] RowRange rowsIn(int yFrom, int yTo, std::uint64_t topRow) const noexcept;

    /// The octet under content point (x, y), or nullopt outside every octet. With `clamp`, a
    /// point outside (above, below, between or beside columns) gives the nearest octet instead,
    /// as drag-selection needs. Offset-column points give the row's first octet.
    [[nodiscard]] std::optional<HexHit> hitTest(double x, int y, std::uint64_t topRow,
                                                bool clamp = false) const noexcept;

    // The vertical scroll bar. Up to kScrollLimit top rows its value is the top row; beyond, the
    // range [0, kScrollLimit] is mapped proportionally onto [0, maxTop] and back.
    [[nodiscard]] static int scrollMaximum(std::uint64_t maxTop) noexcept;
    [[nodiscard]] static int scrollValueForRow(std::uint64_t row, std::uint64_t maxTop) noexcept;
    [[nodiscard]] static std::uint64_t rowForScrollValue(int value, std::uint64_t maxTop) noexcept;

private:
    [[nodiscard]] double margin() const noexcept { return m_charWidth; }
    [[nodiscard]] double columnGap() const noexcept { return 2 * m_charWidth; }
    /// The column of the hex or text cell nearest to content x, -1/16 when beyond either end.
    [[nodiscard]] int hexColumnAt(double x) const noexcept;
    [[nodiscard]] int textColumnAt(double x) const noexcept;

    std::uint64_t m_size = 0;
    double m_charWidth = 8;
    int m_lineHeight = 16;
    int m_headerHeight = 0;
    int m_offsetDigits = 4;
};

} // namespace u8scope::ui
