// Where an offset is for a person reading the file in an editor: its line and its column, both
// counted from 1. A line ends at each LF (0A; a CR LF ends one line, as editors count it). The
// column counts characters, as a decoder shows them: each octet that starts one (any octet but a
// continuing octet 80-BF) and each malformed unit that starts with a continuing octet (a stray one,
// which a decoder shows as one U+FFFD).
//
// LinePositions counts the octets of an input in order, as they are read: the reports ask it for
// the position of each malformed unit they list (report.h). ChunkPositions does it for an input
// read once, in chunks (a pipe), for the units a scanner reports as it scans each chunk.
#pragma once

#include "u8scope/codec/profile.h"

#include <array>
#include <cstdint>
#include <span>

namespace u8scope {

struct LineColumn {
    std::uint64_t line = 1;
    std::uint64_t column = 1;
    friend bool operator==(const LineColumn&, const LineColumn&) = default;
};

class LinePositions {
public:
    /// Counts `octets`, the next of the input after those counted so far.
    void count(std::span<const std::uint8_t> octets) noexcept;
    /// How many octets are counted: the offset of the next one.
    [[nodiscard]] std::uint64_t counted() const noexcept { return m_counted; }
    /// The line and column of the next octet.
    [[nodiscard]] LineColumn next() const noexcept { return m_next; }
    /// The position of the malformed unit at the next octet, which is `first`: a stray continuing
    /// octet counts as a character of its own, as the U+FFFD a decoder shows for it.
    [[nodiscard]] LineColumn unit(std::uint8_t first) noexcept;

private:
    std::uint64_t m_counted = 0;
    LineColumn m_next;
    bool m_strayPending = false; ///< unit() was told of a stray the next octet is
};

/// LinePositions over an input read once, chunk after chunk: a unit reported while a chunk is
/// scanned lies in it or starts in the last few octets before it, which are kept.
class ChunkPositions {
public:
    /// The next chunk of the input, which the scanner is about to scan.
    void begin(std::span<const std::uint8_t> chunk) noexcept { m_chunk = chunk; }
    /// The position of the malformed unit at `offset`, which starts with `first`; units are
    /// asked for in order.
    [[nodiscard]] LineColumn unit(std::uint64_t offset, std::uint8_t first) noexcept;
    /// The chunk is scanned: counts it but for its last octets, where a unit that the next chunk
    /// completes may start.
    void end() noexcept;

private:
    void countTo(std::uint64_t offset) noexcept;

    LinePositions m_positions;
    /// The octets [m_chunkOffset - m_keptSize, m_chunkOffset), not counted yet.
    std::array<std::uint8_t, kMaxSequenceLength> m_kept{};
    std::size_t m_keptSize = 0;
    std::span<const std::uint8_t> m_chunk;
    std::uint64_t m_chunkOffset = 0;
};

} // namespace u8scope
