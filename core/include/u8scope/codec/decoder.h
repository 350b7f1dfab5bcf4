// UTF-8 decoding into units, per RFC 3629 §4 (default) or ISO/IEC 10646-1 Annex R (legacy), with
// one malformed unit per maximal subpart as in the Unicode Standard §3.9 and the WHATWG Encoding
// Standard. Streaming: results do not depend on how the input is split into chunks.
#pragma once

#include "u8scope/codec/errorcontext.h"
#include "u8scope/codec/unit.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace u8scope {

namespace detail {
class ChunkWindow; // the octets carried across chunks (internal to core)
} // namespace detail

/// Decodes the unit that starts at data[0], with offset 0. The input is taken to end where
/// `data` ends, so pass at least kMaxSequenceLength octets unless it really ends sooner.
/// `data` must not be empty.
[[nodiscard]] Unit decodeUnit(std::span<const std::uint8_t> data, Profile profile) noexcept;

/// The character above U+FFFF whose UTF-16 surrogate pair the first six octets of `data` write,
/// each half as a 3-octet sequence (ED A0-AF 80-BF ED B0-BF 80-BF: CESU-8, Java's modified
/// UTF-8), if they do. RFC 3629 §3 forbids the form: decodeUnit reads it as six malformed units.
[[nodiscard]] std::optional<CodePoint>
encodedSurrogatePair(std::span<const std::uint8_t> data) noexcept;

/// Decodes a whole in-memory input.
[[nodiscard]] std::vector<Unit> decodeAll(std::span<const std::uint8_t> data,
                                          Profile profile = kDefaultProfile);

/// Streaming decoder. Feed chunks of any size (including empty ones), then call finish(). The
/// sink is called as sink(const Unit&) for every unit, in input order, as soon as it is certain:
/// a well-formed unit when its octets have arrived, a malformed one when kMaxSequenceLength
/// octets from its start are known. Octets at the end of a chunk that may belong to an
/// unfinished or malformed unit are held (fewer than kMaxSequenceLength of them) until the next
/// chunk arrives or finish() is called.
class Decoder {
public:
    explicit Decoder(Profile profile = kDefaultProfile);
    ~Decoder();
    Decoder(Decoder&&) noexcept;
    Decoder& operator=(Decoder&&) noexcept;

    template <class Sink>
    void feed(std::span<const std::uint8_t> chunk, Sink&& sink);

    /// Ends the input: decodes the held octets. The decoder can then be reused from offset 0.
    template <class Sink>
    void finish(Sink&& sink) {
        finishWith([&sink](const Unit& unit) { sink(unit); });
    }

    /// Starts a new input whose first chunk begins at input offset `offset`, which must begin
    /// a unit (see window.h); unit offsets count from there.
    void restartAt(std::uint64_t offset) noexcept;

    [[nodiscard]] Profile profile() const noexcept { return m_profile; }
    /// Octets received so far.
    [[nodiscard]] std::uint64_t received() const noexcept;

    /// The octets around `unit` for explain(). Valid only inside the sink call for that unit.
    [[nodiscard]] ErrorContext contextOf(const Unit& unit) const noexcept;

private:
    using UnitSink = std::function<void(const Unit&)>;
    // The few units that start among the octets carried from earlier chunks are decided out of
    // line; the chunk itself, where the time goes, in feed().
    /// Starts `chunk`: sends the units decidable among the carried octets, sets `chunkOffset`,
    /// and returns the offset of the first unit not sent.
    std::uint64_t beginChunk(std::span<const std::uint8_t> chunk, std::uint64_t& chunkOffset,
                             const UnitSink& sink);
    /// Ends the chunk: carries the octets from `next` on to the next one.
    void endChunk(std::uint64_t next) noexcept;
    void finishWith(const UnitSink& sink);

    Profile m_profile;
    std::unique_ptr<detail::ChunkWindow> m_window;
};

template <class Sink>
void Decoder::feed(std::span<const std::uint8_t> chunk, Sink&& sink) {
    std::uint64_t chunkOffset = 0;
    std::uint64_t next = beginChunk(chunk, chunkOffset, [&sink](const Unit& unit) { sink(unit); });
    if (next >= chunkOffset) {
        const std::uint8_t* data = chunk.data();
        const std::size_t size = chunk.size();
        std::size_t i = static_cast<std::size_t>(next - chunkOffset);
        while (i + kMaxSequenceLength <= size) {
            Unit u;
            u.offset = chunkOffset + i;
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
        // The last octets: the well-formed units among them now (so that text arriving through
        // a pipe comes out at once), the rest with the next chunk.
        while (i < size) {
            Unit u = decodeUnit(chunk.subspan(i), m_profile);
            if (!u.valid())
                break;
            u.offset = chunkOffset + i;
            sink(static_cast<const Unit&>(u));
            i += u.length;
        }
        next = chunkOffset + i;
    }
    endChunk(next);
}

} // namespace u8scope
