// The bands of an overview of a file (the window's strip beside its scroll bar): octets [0, size)
// cut into `count` stretches of nearly equal length, band k being [bandStart(k), bandStart(k+1))
// with bandStart(k) = ⌊size·k / count⌋, the cut RegionMap::bands makes too. With more bands than
// octets some bands are empty, and an octet lies in the last band that starts at or before it.
#pragma once

#include <cstddef>
#include <cstdint>

namespace u8scope {

/// Where band `k` of `count` over `size` octets starts: ⌊size·k / count⌋, exact for any size
/// (`count` below 2^32, as a number of pixels is).
[[nodiscard]] constexpr std::uint64_t bandStart(std::size_t k, std::uint64_t size,
                                                std::size_t count) noexcept {
    if (count == 0)
        return 0;
    const auto n = static_cast<std::uint64_t>(count);
    return size / n * k + size % n * k / n;
}

/// The band of `count` over `size` octets that holds the octet at `offset` (< size): the last k
/// with bandStart(k) <= offset.
[[nodiscard]] constexpr std::size_t bandOf(std::uint64_t offset, std::uint64_t size,
                                           std::size_t count) noexcept {
    if (size == 0 || count == 0)
        return 0;
    // An estimate off by one at most (a long double holds 64 bits), then exact.
    auto k = static_cast<std::size_t>(static_cast<long double>(offset) * count / size);
    k = k < count ? k : count - 1;
    while (k + 1 < count && bandStart(k + 1, size, count) <= offset)
        ++k;
    while (k > 0 && bandStart(k, size, count) > offset)
        --k;
    return k;
}

} // namespace u8scope
