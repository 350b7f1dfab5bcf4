// UTF-8 decoding into units, per RFC 3629 §4 (default) or ISO/IEC 10646-1 Annex R (legacy), with
// one malformed unit per maximal subpart as in the Unicode Standard §3.9 and the WHATWG Encoding
// Standard. Streaming: results do not depend on how the input is split into chunks.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "u8scope/errorcontext.h"
#include "u8scope/unit.h"

namespace u8scope {

/// Decodes the unit that starts at data[0], with offset 0. The input is taken to end where
/// `data` ends, so pass at least kMaxSequenceLength octets unless it really ends sooner.
/// `data` must not be empty.
[[nodiscard]] Unit decodeUnit(std::span<const std::uint8_t> data, Profile profile) noexcept;

/// Decodes a whole in-memory input.
[[nodiscard]] std::vector<Unit> decodeAll(std::span<const std::uint8_t> data,
                                          Profile profile = kDefaultProfile);

/// Streaming decoder. Feed chunks of any size (including empty ones), then call finish(). The
/// sink is called as sink(const Unit&) for every unit, in input order. Octets at the end of a
/// chunk that may belong to an unfinished unit are held (fewer than kMaxSequenceLength of them)
/// until the next chunk arrives or finish() is called.
class Decoder {
public:
    explicit Decoder(Profile profile = kDefaultProfile) noexcept : m_profile(profile) {}

    template <class Sink>
    void feed(std::span<const std::uint8_t> chunk, Sink&& sink);

    /// Ends the input: decodes the held octets. The decoder can then be reused from offset 0.
    template <class Sink>
    void finish(Sink&& sink);

    [[nodiscard]] Profile profile() const noexcept { return m_profile; }
    /// Octets received so far.
    [[nodiscard]] std::uint64_t received() const noexcept { return m_received; }

    /// The octets around `unit` for explain(). Valid only inside the sink call for that unit.
    [[nodiscard]] ErrorContext contextOf(const Unit& unit) const noexcept;

private:
    // Decodes the unit at absolute offset `at`, reading through byteAt(); the input is taken to
    // end at m_received.
    [[nodiscard]] Unit decideAt(std::uint64_t at) const noexcept;
    [[nodiscard]] std::uint8_t byteAt(std::uint64_t offset) const noexcept;
    // Keeps octets from a little before `next` up to m_received for the next call.
    void carryFrom(std::uint64_t next) noexcept;

    Profile m_profile;
    std::uint64_t m_received = 0;
    std::uint64_t m_next = 0; // offset of the first unit not yet decoded
    // Octets [m_carryOffset, m_chunkOffset): recent history and the undecided tail of earlier
    // chunks (at most kMaxSequenceLength + kMaxSequenceLength - 1 octets).
    std::array<std::uint8_t, 2 * kMaxSequenceLength> m_carry{};
    std::uint64_t m_carryOffset = 0;
    // The chunk being fed, while feed() runs; it holds [m_chunkOffset, m_received).
    std::span<const std::uint8_t> m_chunk;
    std::uint64_t m_chunkOffset = 0;
    bool m_finishing = false; // inside finish(): the input ends at m_received
};

template <class Sink>
void Decoder::feed(std::span<const std::uint8_t> chunk, Sink&& sink) {
    m_chunk = chunk;
    m_chunkOffset = m_received;
    m_received += chunk.size();
    // A unit is decided once kMaxSequenceLength octets from its start are known.
    // First the units that start before the chunk (in the carried tail).
    while (m_next < m_chunkOffset && m_received - m_next >= kMaxSequenceLength) {
        const Unit u = decideAt(m_next);
        sink(u);
        m_next = u.end();
    }
    if (m_next >= m_chunkOffset) {
        const std::uint8_t* data = chunk.data();
        const std::size_t size = chunk.size();
        std::size_t i = static_cast<std::size_t>(m_next - m_chunkOffset);
        while (i + kMaxSequenceLength <= size) {
            Unit u;
            u.offset = m_chunkOffset + i;
            if (data[i] < 0x80) {
                u.codePoint = data[i];
                u.length = 1;
            } else {
                const Unit d = decodeUnit(chunk.subspan(i, kMaxSequenceLength), m_profile);
                u.codePoint = d.codePoint;
                u.length = d.length;
                u.error = d.error;
            }
            sink(static_cast<const Unit&>(u));
            i += u.length;
        }
        m_next = m_chunkOffset + i;
    }
    carryFrom(m_next);
    m_chunk = {};
}

template <class Sink>
void Decoder::finish(Sink&& sink) {
    m_chunk = {};
    m_chunkOffset = m_received;
    m_finishing = true;
    while (m_next < m_received) {
        const Unit u = decideAt(m_next);
        sink(u);
        m_next = u.end();
    }
    m_finishing = false;
    m_received = 0;
    m_next = 0;
    m_carryOffset = 0;
    m_chunkOffset = 0;
}

} // namespace u8scope
