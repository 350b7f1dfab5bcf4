// Binary data, told from text by the controls text does not hold. One rule, asked by the file
// summary (filesummary.h) of a file's first octets and by the mojibake engine (mojibake.h) of
// each line it examines.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

namespace u8scope {

/// A control that text does not hold: 00-1F and 7F, but tab, line feed, vertical tab, form feed,
/// carriage return and escape (terminal colours).
[[nodiscard]] constexpr bool isBinaryControl(std::uint8_t b) noexcept {
    return (b < 0x20 && b != '\t' && b != '\n' && b != '\v' && b != '\f' && b != '\r' &&
            b != 0x1B) ||
           b == 0x7F;
}

/// Binary data holds at least this many such controls per thousand octets (random octets hold
/// about one in ten; text none, or a stray one)...
inline constexpr std::size_t kBinaryControlsPerMille = 10;
/// ... and never fewer than this: a stray control (a NUL ending a record, a form feed's cousin)
/// does not make a short text binary data.
inline constexpr std::size_t kFewestBinaryControls = 2;

/// The fewest such controls that make `size` octets binary data: kBinaryControlsPerMille of them
/// (rounded up), and kFewestBinaryControls at least.
[[nodiscard]] constexpr std::size_t binaryControlsNeeded(std::size_t size) noexcept {
    const std::size_t share = (size * kBinaryControlsPerMille + 999) / 1000;
    return share > kFewestBinaryControls ? share : kFewestBinaryControls;
}

/// How many octets of `octets` are isBinaryControl.
[[nodiscard]] std::size_t countBinaryControls(std::span<const std::uint8_t> octets) noexcept;

/// Whether `octets` look like binary data rather than text: binaryControlsNeeded of them are
/// controls text does not hold. Stops counting as soon as that many are found.
[[nodiscard]] bool looksBinary(std::span<const std::uint8_t> octets) noexcept;

/// Whether a line of binary data (the octets between line feeds) reads as a line of text: it holds
/// no control but tab (a carriage return may end it), and two words of two octets or more (runs
/// between spaces and tabs). The rest is read as data: a line with a stray control, and the few
/// octets between two line feeds that machine code and compressed data are full of. Stricter than
/// looksBinary: no line it reads as text looks binary.
[[nodiscard]] bool readsAsTextAmongBinary(std::span<const std::uint8_t> line) noexcept;

} // namespace u8scope
