#include "u8scope/text/lineposition.h"

#include "u8scope/codec/octetclass.h"

#include <algorithm>

namespace u8scope {

void LinePositions::count(std::span<const std::uint8_t> octets) noexcept {
    if (octets.empty())
        return;
    // The stray continuing octet unit() was told of is a character, though it does not start one.
    if (m_strayPending) {
        ++m_next.column;
        m_strayPending = false;
    }
    // From the last LF on, if there is one: the octets before it only count lines.
    const auto lastNewline = std::find(octets.rbegin(), octets.rend(), std::uint8_t{0x0A});
    std::span<const std::uint8_t> rest = octets;
    if (lastNewline != octets.rend()) {
        m_next.line += static_cast<std::uint64_t>(std::count(octets.begin(), octets.end(), 0x0A));
        m_next.column = 1;
        rest = octets.subspan(static_cast<std::size_t>(octets.rend() - lastNewline));
    }
    for (const std::uint8_t b : rest)
        m_next.column += isContinuationOctet(b) ? 0 : 1;
    m_counted += octets.size();
}

LineColumn LinePositions::unit(std::uint8_t first) noexcept {
    m_strayPending = isContinuationOctet(first);
    return m_next;
}

LineColumn ChunkPositions::unit(std::uint64_t offset, std::uint8_t first) noexcept {
    countTo(offset);
    return m_positions.unit(first);
}

void ChunkPositions::countTo(std::uint64_t offset) noexcept {
    const std::uint64_t keptOffset = m_chunkOffset - m_keptSize;
    if (m_positions.counted() < m_chunkOffset && offset > m_positions.counted()) {
        const auto from = static_cast<std::size_t>(m_positions.counted() - keptOffset);
        const auto to = static_cast<std::size_t>(std::min(offset, m_chunkOffset) - keptOffset);
        m_positions.count(std::span<const std::uint8_t>(m_kept).subspan(from, to - from));
    }
    if (offset > m_positions.counted()) {
        const auto from = static_cast<std::size_t>(m_positions.counted() - m_chunkOffset);
        const auto to = static_cast<std::size_t>(
            std::min<std::uint64_t>(offset - m_chunkOffset, m_chunk.size()));
        if (to > from)
            m_positions.count(m_chunk.subspan(from, to - from));
    }
}

void ChunkPositions::end() noexcept {
    const std::uint64_t end = m_chunkOffset + m_chunk.size();
    const auto keep = static_cast<std::size_t>(
        std::min<std::uint64_t>(kMaxSequenceLength, end - m_positions.counted()));
    countTo(end - keep);
    // The octets left, from the ones kept before and from the chunk.
    std::array<std::uint8_t, kMaxSequenceLength> left{};
    for (std::size_t i = 0; i < keep; ++i) {
        const std::uint64_t at = end - keep + i;
        left[i] = at >= m_chunkOffset
                      ? m_chunk[static_cast<std::size_t>(at - m_chunkOffset)]
                      : m_kept[static_cast<std::size_t>(at - (m_chunkOffset - m_keptSize))];
    }
    m_kept = left;
    m_keptSize = keep;
    m_chunkOffset = end;
    m_chunk = {};
}

} // namespace u8scope
