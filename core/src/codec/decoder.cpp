// Decoding one unit at a time: RFC 3629 §4 (Table 3-7 of the Unicode Standard) and its
// extension to 5 and 6 octets for ISO/IEC 10646-1 Annex R. Malformed input yields one unit per
// maximal subpart (Unicode Standard §3.9).
#include "u8scope/codec/decoder.h"

#include "codec/chunkwindow.h"
#include "codec/rules.h"

#include <algorithm>

namespace u8scope {

namespace {

using rules::leadRule;
using rules::LeadRule;

Unit malformed(std::uint8_t length, ErrorKind kind) noexcept {
    Unit u;
    u.length = length;
    u.error = kind;
    return u;
}

} // namespace

std::optional<CodePoint> encodedSurrogatePair(std::span<const std::uint8_t> data) noexcept {
    const auto tail = [&](std::size_t k) { return isContinuationOctet(data[k]); };
    if (data.size() < 6 || data[0] != 0xED || data[1] < 0xA0 || data[1] > 0xAF || !tail(2) ||
        data[3] != 0xED || data[4] < 0xB0 || data[4] > 0xBF || !tail(5))
        return std::nullopt;
    const CodePoint high = 0xD000 | ((data[1] & 0x3Fu) << 6) | (data[2] & 0x3Fu);
    const CodePoint low = 0xD000 | ((data[4] & 0x3Fu) << 6) | (data[5] & 0x3Fu);
    return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00);
}

Unit decodeUnit(std::span<const std::uint8_t> data, Profile profile) noexcept {
    const std::uint8_t b0 = data[0];
    if (b0 < 0x80) {
        Unit u;
        u.codePoint = b0;
        u.length = 1;
        return u;
    }
    const LeadRule rule = leadRule(b0, profile);
    if (rule.length == 0)
        return malformed(1, rule.cannotBegin);
    const std::size_t size = data.size();
    if (size < 2 || !isContinuationOctet(data[1]))
        return malformed(1, ErrorKind::Truncated);
    if (data[1] < rule.lo)
        return malformed(1, rule.belowLo);
    if (data[1] > rule.hi)
        return malformed(1, rule.aboveHi);
    // The first octet keeps 7 - length value bits; each continuing octet 6.
    CodePoint cp = appendContinuation(leadValueBits(b0, rule.length), data[1]);
    for (std::uint8_t k = 2; k < rule.length; ++k) {
        if (k >= size || !isContinuationOctet(data[k]))
            return malformed(k, ErrorKind::Truncated);
        cp = appendContinuation(cp, data[k]);
    }
    Unit u;
    u.codePoint = cp;
    u.length = rule.length;
    return u;
}

std::vector<Unit> decodeAll(std::span<const std::uint8_t> data, Profile profile) {
    std::vector<Unit> units;
    units.reserve(data.size());
    std::size_t i = 0;
    while (i < data.size()) {
        const std::size_t n = std::min<std::size_t>(kMaxSequenceLength, data.size() - i);
        Unit u = decodeUnit(data.subspan(i, n), profile);
        u.offset = i;
        units.push_back(u);
        i += u.length;
    }
    return units;
}

// --- Streaming --------------------------------------------------------------------------------

namespace detail {

Unit ChunkWindow::decideAt(std::uint64_t at, Profile profile) const noexcept {
    std::array<std::uint8_t, kMaxSequenceLength> buf{};
    const auto n =
        static_cast<std::size_t>(std::min<std::uint64_t>(kMaxSequenceLength, m_received - at));
    for (std::size_t i = 0; i < n; ++i)
        buf[i] = byteAt(at + i);
    Unit u = decodeUnit(std::span<const std::uint8_t>(buf.data(), n), profile);
    u.offset = at;
    return u;
}

void ChunkWindow::end(std::uint64_t next) noexcept {
    // Keep kMaxSequenceLength octets of history before `next` (error contexts look back up to
    // kMaxSequenceLength - 1) and the undecided tail from `next` on (fewer than
    // kMaxSequenceLength).
    const std::uint64_t lookBack = next >= kMaxSequenceLength ? next - kMaxSequenceLength : 0;
    const std::uint64_t start = std::max(lookBack, m_carryOffset);
    std::array<std::uint8_t, 2 * kMaxSequenceLength> keep{};
    std::size_t k = 0;
    for (std::uint64_t at = start; at < m_received; ++at)
        keep[k++] = byteAt(at);
    m_carry = keep;
    m_carryOffset = start;
    m_chunk = {};
    m_chunkOffset = m_received;
    m_next = next;
}

ErrorContext ChunkWindow::contextOf(const Unit& unit) const noexcept {
    ErrorContext c;
    const std::uint64_t before = std::min<std::uint64_t>(unit.offset, ErrorContext::kBefore);
    const std::uint64_t start = std::max(unit.offset - before, m_carryOffset);
    const std::uint64_t end = std::min<std::uint64_t>(m_received, unit.offset + kMaxSequenceLength);
    c.offset = start;
    for (std::uint64_t at = start; at < end; ++at)
        c.bytes[c.size++] = byteAt(at);
    c.endOfInput = m_finishing && end == m_received;
    return c;
}

} // namespace detail

Decoder::Decoder(Profile profile)
    : m_profile(profile), m_window(std::make_unique<detail::ChunkWindow>()) {}
Decoder::~Decoder() = default;
Decoder::Decoder(Decoder&&) noexcept = default;
Decoder& Decoder::operator=(Decoder&&) noexcept = default;

void Decoder::restartAt(std::uint64_t offset) noexcept {
    m_window->resetAt(offset);
}

std::uint64_t Decoder::received() const noexcept {
    return m_window->received();
}

ErrorContext Decoder::contextOf(const Unit& unit) const noexcept {
    return m_window->contextOf(unit);
}

std::uint64_t Decoder::beginChunk(std::span<const std::uint8_t> chunk, std::uint64_t& chunkOffset,
                                  const UnitSink& sink) {
    m_window->begin(chunk);
    chunkOffset = m_window->chunkOffset();
    std::uint64_t next = m_window->next();
    // Units that start among the carried octets. A well-formed unit is final once its octets
    // are here; a malformed one waits for kMaxSequenceLength octets, so that neither it nor its
    // context depends on where chunks end.
    while (next < chunkOffset) {
        const Unit u = m_window->decideAt(next, m_profile);
        if (!u.valid() && !m_window->decidable(next))
            break;
        sink(u);
        next = u.end();
    }
    return next;
}

void Decoder::endChunk(std::uint64_t next) noexcept {
    m_window->end(next);
}

void Decoder::finishWith(const UnitSink& sink) {
    m_window->beginFinish();
    for (std::uint64_t next = m_window->next(); next < m_window->received();) {
        const Unit u = m_window->decideAt(next, m_profile);
        sink(u);
        next = u.end();
    }
    m_window->reset();
}

ErrorContext captureContext(std::span<const std::uint8_t> data, std::uint64_t dataOffset,
                            std::uint64_t unitOffset, bool dataEndsInput) noexcept {
    ErrorContext c;
    const std::uint64_t dataEnd = dataOffset + data.size();
    const std::uint64_t before = std::min<std::uint64_t>(unitOffset, ErrorContext::kBefore);
    const std::uint64_t start = std::max(unitOffset - before, dataOffset);
    const std::uint64_t end = std::min<std::uint64_t>(dataEnd, unitOffset + kMaxSequenceLength);
    c.offset = start;
    for (std::uint64_t at = start; at < end; ++at) {
        c.bytes[c.size++] = data[static_cast<std::size_t>(at - dataOffset)];
    }
    c.endOfInput = dataEndsInput && end == dataEnd;
    return c;
}

} // namespace u8scope
