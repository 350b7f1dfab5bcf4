// Internal to core, for the streaming passes (Decoder, Scanner), which hold one each; not part
// of the API: the octets a pass can see while a chunk is
// fed — a few octets carried over from earlier chunks, then the chunk itself — addressed by
// input offset. Carrying fewer than kMaxSequenceLength undecided octets (plus a little history
// for error contexts) is what makes results independent of chunk sizes.
#pragma once

#include "u8scope/codec/decoder.h"
#include "u8scope/codec/errorcontext.h"
#include "u8scope/codec/unit.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

namespace u8scope {

namespace detail {

class ChunkWindow {
public:
    /// Starts feeding `chunk`, which follows everything received so far.
    void begin(std::span<const std::uint8_t> chunk) noexcept {
        m_chunk = chunk;
        m_chunkOffset = m_received;
        m_received += chunk.size();
    }
    /// Starts the end of the input: no chunk, only the carried octets.
    void beginFinish() noexcept {
        m_chunk = {};
        m_chunkOffset = m_received;
        m_finishing = true;
    }
    /// Ends the current chunk: carries the undecided octets from `next` on, and some history.
    void end(std::uint64_t next) noexcept;
    /// Forgets everything, for a new input from offset 0.
    void reset() noexcept { *this = ChunkWindow{}; }
    /// Forgets everything; the next chunk starts at input offset `offset`, which must begin a
    /// unit (for scanning part of an input).
    void resetAt(std::uint64_t offset) noexcept {
        *this = ChunkWindow{};
        m_received = m_next = m_carryOffset = m_chunkOffset = offset;
    }

    [[nodiscard]] std::uint64_t received() const noexcept { return m_received; }
    [[nodiscard]] std::uint64_t chunkOffset() const noexcept { return m_chunkOffset; }
    [[nodiscard]] std::span<const std::uint8_t> chunk() const noexcept { return m_chunk; }
    [[nodiscard]] bool finishing() const noexcept { return m_finishing; }
    /// Offset of the first unit not yet decided.
    [[nodiscard]] std::uint64_t next() const noexcept { return m_next; }

    /// Whether a unit starting at `at` can be decided now: kMaxSequenceLength octets are
    /// known from it, or the input ends.
    [[nodiscard]] bool decidable(std::uint64_t at) const noexcept {
        return at < m_received && (m_finishing || m_received - at >= kMaxSequenceLength);
    }
    [[nodiscard]] std::uint8_t byteAt(std::uint64_t offset) const noexcept {
        if (offset >= m_chunkOffset)
            return m_chunk[static_cast<std::size_t>(offset - m_chunkOffset)];
        return m_carry[static_cast<std::size_t>(offset - m_carryOffset)];
    }
    /// Decodes the unit at `at` (which must be decidable).
    [[nodiscard]] Unit decideAt(std::uint64_t at, Profile profile) const noexcept;
    /// The context of a unit decided in this call.
    [[nodiscard]] ErrorContext contextOf(const Unit& unit) const noexcept;

private:
    std::uint64_t m_received = 0;
    std::uint64_t m_next = 0;
    // Octets [m_carryOffset, m_chunkOffset): history and the undecided tail of earlier chunks.
    std::array<std::uint8_t, 2 * kMaxSequenceLength> m_carry{};
    std::uint64_t m_carryOffset = 0;
    std::span<const std::uint8_t> m_chunk;
    std::uint64_t m_chunkOffset = 0;
    bool m_finishing = false;
};

} // namespace detail
} // namespace u8scope
