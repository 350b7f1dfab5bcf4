#include "hexview/hexlayout.h"

#include <algorithm>
#include <cmath>

namespace u8scope::ui {

namespace {

/// Hex digits needed to write `value` (1 for 0).
int hexDigits(std::uint64_t value) noexcept {
    int digits = 1;
    while (value >>= 4) {
        ++digits;
    }
    return digits;
}

std::int64_t floorDiv(std::int64_t a, std::int64_t b) noexcept {
    const std::int64_t q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

/// `base` moved by `delta` rows, clamped to [0, limit].
std::uint64_t moveClamped(std::uint64_t base, std::int64_t delta, std::uint64_t limit) noexcept {
    if (delta < 0) {
        const auto back = static_cast<std::uint64_t>(-(delta + 1)) + 1;
        return back > base ? 0 : std::min(base - back, limit);
    }
    const auto forward = static_cast<std::uint64_t>(delta);
    return forward > limit || base > limit - forward ? limit : base + forward;
}

} // namespace

HexLayout::HexLayout(std::uint64_t sourceSize, double charWidth, int lineHeight, int headerHeight)
    : m_size(sourceSize), m_charWidth(charWidth > 0 ? charWidth : 1),
      m_lineHeight(std::max(lineHeight, 1)), m_headerHeight(std::max(headerHeight, 0)) {
    // Wide enough for the largest offset a row starts at, so that the column never changes width
    // while scrolling; rounded up to whole bytes for readability.
    const int digits = hexDigits(sourceSize > 0 ? sourceSize - 1 : 0);
    m_offsetDigits = std::max(4, digits + (digits % 2));
}

std::uint64_t HexLayout::rowCount() const noexcept {
    return m_size / kBytesPerRow + (m_size % kBytesPerRow != 0 ? 1 : 0);
}

int HexLayout::octetsInRow(std::uint64_t row) const noexcept {
    const std::uint64_t start = rowStart(row);
    if (row >= rowCount()) {
        return 0;
    }
    return static_cast<int>(std::min<std::uint64_t>(kBytesPerRow, m_size - start));
}

double HexLayout::hexX() const noexcept {
    return offsetX() + offsetWidth() + columnGap();
}

double HexLayout::hexWidth() const noexcept {
    // Two digits per octet, one space between octets and one more between the groups.
    return (3 * kBytesPerRow - 1 + kBytesPerRow / kGroupSize - 1) * m_charWidth;
}

double HexLayout::hexCellX(int column) const noexcept {
    return hexX() + (3 * column + column / kGroupSize) * m_charWidth;
}

double HexLayout::textX() const noexcept {
    return hexX() + hexWidth() + columnGap();
}

double HexLayout::textCellX(int column) const noexcept {
    return textX() + column * m_charWidth;
}

double HexLayout::contentWidth() const noexcept {
    return textX() + textWidth() + margin();
}

double HexLayout::offsetHexBoundary() const noexcept {
    return hexX() - columnGap() / 2;
}

double HexLayout::hexTextBoundary() const noexcept {
    return textX() - columnGap() / 2;
}

std::int64_t HexLayout::rowY(std::uint64_t row, std::uint64_t topRow) const noexcept {
    const std::int64_t rows = row >= topRow ? static_cast<std::int64_t>(row - topRow)
                                            : -static_cast<std::int64_t>(topRow - row);
    return m_headerHeight + rows * m_lineHeight;
}

std::uint64_t HexLayout::fullyVisibleRows(int viewportHeight) const noexcept {
    const int rows = (viewportHeight - m_headerHeight) / m_lineHeight;
    return static_cast<std::uint64_t>(std::max(rows, 1));
}

std::uint64_t HexLayout::maxTopRow(int viewportHeight) const noexcept {
    const std::uint64_t rows = rowCount();
    const std::uint64_t visible = fullyVisibleRows(viewportHeight);
    return rows > visible ? rows - visible : 0;
}

RowRange HexLayout::rowsIn(int yFrom, int yTo, std::uint64_t topRow) const noexcept {
    const std::uint64_t rows = rowCount();
    yFrom = std::max(yFrom, m_headerHeight);
    if (yTo <= yFrom || topRow >= rows) {
        return {};
    }
    const auto first = topRow + static_cast<std::uint64_t>((yFrom - m_headerHeight) / m_lineHeight);
    const auto last = topRow + static_cast<std::uint64_t>(
                                   (yTo - m_headerHeight + m_lineHeight - 1) / m_lineHeight);
    return {std::min(first, rows), std::min(last, rows)};
}

int HexLayout::hexColumnAt(double x) const noexcept {
    // Each boundary lies halfway between the end of one cell and the start of the next, so that
    // a click on a space belongs to the nearer octet.
    int column = 0;
    while (column < kBytesPerRow - 1) {
        const double boundary = (hexCellX(column) + hexCellWidth() + hexCellX(column + 1)) / 2;
        if (x < boundary) {
            break;
        }
        ++column;
    }
    return column;
}

int HexLayout::textColumnAt(double x) const noexcept {
    const double column = std::floor((x - textX()) / m_charWidth);
    return static_cast<int>(std::clamp(column, 0.0, double(kBytesPerRow - 1)));
}

std::optional<HexHit> HexLayout::hitTest(double x, int y, std::uint64_t topRow,
                                         bool clamp) const noexcept {
    const std::uint64_t rows = rowCount();
    if (rows == 0) {
        return std::nullopt;
    }
    if (!clamp && (y < m_headerHeight || x < 0 || x >= contentWidth())) {
        return std::nullopt;
    }
    const std::int64_t delta = floorDiv(y - m_headerHeight, m_lineHeight);
    if (!clamp && (topRow >= rows || static_cast<std::uint64_t>(delta) >= rows - topRow)) {
        return std::nullopt;
    }
    const std::uint64_t row = moveClamped(topRow, delta, rows - 1);

    HexHit hit;
    int column = 0;
    if (x < offsetHexBoundary()) {
        hit.area = HexArea::Offset; // the row as a whole: its first octet
    } else if (x < hexTextBoundary()) {
        hit.area = HexArea::Hex;
        column = hexColumnAt(x);
    } else {
        hit.area = HexArea::Text;
        column = textColumnAt(x);
    }
    const int inRow = octetsInRow(row);
    if (column >= inRow) {
        if (!clamp) {
            return std::nullopt;
        }
        column = inRow - 1;
    }
    hit.offset = rowStart(row) + static_cast<std::uint64_t>(column);
    return hit;
}

int HexLayout::scrollMaximum(std::uint64_t maxTop) noexcept {
    return static_cast<int>(std::min<std::uint64_t>(maxTop, kScrollLimit));
}

std::uint64_t HexLayout::rowForScrollValue(int value, std::uint64_t maxTop) noexcept {
    const auto v = static_cast<std::uint64_t>(std::clamp(value, 0, scrollMaximum(maxTop)));
    if (maxTop <= kScrollLimit) {
        return v;
    }
    // floor(maxTop * v / 2^30) without overflow: maxTop = q * 2^30 + r, and r * v < 2^60.
    constexpr int kShift = 30;
    static_assert(kScrollLimit == 1 << kShift);
    const std::uint64_t q = maxTop >> kShift;
    const std::uint64_t r = maxTop & (kScrollLimit - 1);
    return q * v + ((r * v) >> kShift);
}

int HexLayout::scrollValueForRow(std::uint64_t row, std::uint64_t maxTop) noexcept {
    row = std::min(row, maxTop);
    if (maxTop <= kScrollLimit) {
        return static_cast<int>(row);
    }
    // The greatest value whose row is at or before `row`: estimate, then correct the rounding.
    const long double estimate = static_cast<long double>(row) * kScrollLimit / maxTop;
    int value = static_cast<int>(std::clamp<long double>(estimate, 0, kScrollLimit));
    while (value > 0 && rowForScrollValue(value, maxTop) > row) {
        --value;
    }
    while (value < kScrollLimit && rowForScrollValue(value + 1, maxTop) <= row) {
        ++value;
    }
    return value;
}

} // namespace u8scope::ui
