// Words that need no reading: the one verdict the piece examiner (pieceexaminer.h) and the scan's
// hint collector (mojibakehints.h) share. A word is a run of octets between ASCII white space;
// it is plain when no pair of its characters is one any codec could take back (suspects.h), or
// when it costs too little as found for any repair of it to be taken (plausibility.h). That is a
// fact about the word alone, never about where it stands or what came before, so it may be
// remembered. Internal to the core.
#pragma once

#include "pieces.h"
#include "suspects.h"
#include "u8scope/codec/profile.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <type_traits>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace u8scope::detail {

/// The codecs that could hold the characters of `word` re-encoded: those giving a first octet
/// for one character and a continuing octet for the next ("?" and U+FFFD stand for any).
[[nodiscard]] CodecMask candidateCodecs(std::span<const CodePoint> word) noexcept;

/// A repair must cost at least this much less than the word as found to be taken in pass one.
inline constexpr float kLeastGain = 0.3f;

/// Whether `word` starts with the UTF-8 signature EF BB BF read as a single-octet codec ("ï»¿"
/// through windows-1252, "п»ї" through windows-1251, "∩╗┐" through IBM437): what a file's byte
/// order mark becomes when the file is read so. No text starts a word so by chance.
[[nodiscard]] bool startsWithReencodedSignature(std::span<const CodePoint> word) noexcept;

/// Whether `word` costs enough as found for a repair to be taken in pass one (nothing costs less
/// than 0): most correct words cost nothing, and need no reading at all. A word that starts with
/// a re-encoded signature always needs one.
[[nodiscard]] bool implausible(std::span<const CodePoint> word) noexcept;

/// Whether the well-formed `word` is plain (above); `codecs` gets its candidateCodecs.
[[nodiscard]] bool isPlainWord(std::span<const CodePoint> word, CodecMask& codecs) noexcept;

/// A hash of a word of at most a few dozen octets, for the memos of words: eight octets at a
/// time, mixed by multiplication; a word of 8 to 16 octets (most words outside ASCII) by its
/// first and last eight, without a copy of its tail.
[[nodiscard]] inline std::uint64_t wordHash(const std::uint8_t* word, std::size_t size) noexcept {
    std::uint64_t h = size * 0x9E3779B97F4A7C15ull;
    if (size >= 8 && size <= 16) {
        std::uint64_t first;
        std::uint64_t last;
        std::memcpy(&first, word, 8);
        std::memcpy(&last, word + size - 8, 8);
        h = (h ^ first) * 0xFF51AFD7ED558CCDull;
        h ^= h >> 32;
        h = (h ^ last) * 0xFF51AFD7ED558CCDull;
        h ^= h >> 32;
        return h ^ (h >> 17);
    }
    std::size_t i = 0;
    for (; i + 8 <= size; i += 8) {
        std::uint64_t w;
        std::memcpy(&w, word + i, 8);
        h = (h ^ w) * 0xFF51AFD7ED558CCDull;
        h ^= h >> 32;
    }
    if (i < size) {
        std::uint64_t w = 0;
        std::memcpy(&w, word + i, size - i);
        h = (h ^ w) * 0xFF51AFD7ED558CCDull;
        h ^= h >> 32;
    }
    return h ^ (h >> 17);
}

/// Makes room for one more word in a direct-mapped memo of `slots` (a power of two of them, or
/// none yet), `added` the words put in since it last grew: the table grows fourfold with what is
/// read, from 64 slots up to 4096, forgetting what it held each time (it is only a memo).
template <class Slot>
void roomForOneMore(std::vector<Slot>& slots, std::size_t& added) {
    constexpr std::size_t kFewestSlots = 64;
    constexpr std::size_t kMostSlots = 4096;
    if (added >= slots.size() && slots.size() < kMostSlots) {
        slots.assign(slots.empty() ? kFewestSlots : 4 * slots.size(), Slot{});
        added = 0;
    }
    ++added;
}

/// A memo of words, each with a `Value`: the same words come back again and again in any text,
/// and deciding one costs far more than finding it here. Direct-mapped, a word per slot,
/// compared octet for octet, so a word is only ever taken for itself. The table grows with
/// what is read (a line looked at alone costs little), forgetting what it held each time: it is
/// only a memo.
template <class Value>
class WordMemo {
public:
    static constexpr std::size_t kLongest = 63;

    /// The value remembered for `word`, or null.
    [[nodiscard]] const Value* find(const std::uint8_t* word, std::size_t size) const noexcept {
        if (size > kLongest || m_slots.empty())
            return nullptr;
        const Slot& s = m_slots[slotOf(word, size)];
        return s.size == size && std::memcmp(s.octets.data(), word, size) == 0 ? &s.value : nullptr;
    }

    void add(const std::uint8_t* word, std::size_t size, const Value& value) {
        if (size > kLongest)
            return;
        roomForOneMore(m_slots, m_added);
        Slot& s = m_slots[slotOf(word, size)];
        std::memcpy(s.octets.data(), word, size);
        s.size = static_cast<std::uint8_t>(size);
        s.value = value;
    }

private:
    struct Slot {
        std::array<std::uint8_t, kLongest> octets{};
        std::uint8_t size = 0xFF;            // no word
        [[no_unique_address]] Value value{}; // (nothing at all for the plain words)
    };
    static_assert(!std::is_empty_v<Value> || sizeof(Slot) == 64, "a word a cache line");

    [[nodiscard]] std::size_t slotOf(const std::uint8_t* word, std::size_t size) const noexcept {
        return static_cast<std::size_t>(wordHash(word, size)) & (m_slots.size() - 1);
    }

    std::vector<Slot> m_slots; // a power of two of them, or none yet
    std::size_t m_added = 0;   // words added since the table last grew
};

/// The memo of plain words: a slot is a word and nothing else, one cache line.
class PlainWords {
    struct Known {};

public:
    static constexpr std::size_t kLongest = WordMemo<Known>::kLongest;

    [[nodiscard]] bool holds(const std::uint8_t* word, std::size_t size) const noexcept {
        return m_memo.find(word, size) != nullptr;
    }
    void add(const std::uint8_t* word, std::size_t size) { m_memo.add(word, size, Known{}); }

private:
    WordMemo<Known> m_memo;
};

/// A word found around an octet: data[from, to).
struct Word {
    std::size_t from = 0;
    std::size_t to = 0;
    bool whole = false; ///< ASCII white space in the data bounds it on both sides
};

/// The word around data[q] in data[0, size): back and forth to ASCII white space, but no
/// further than PlainWords::kLongest + 1 octets in all (a longer word is never whole). Octet by
/// octet: the reference for wordAround.
[[nodiscard]] inline Word wordAroundScalar(const std::uint8_t* data, std::size_t q,
                                           std::size_t size) noexcept {
    constexpr std::size_t most = PlainWords::kLongest + 1;
    Word w{q, q, false};
    while (w.from > 0 && !isAsciiWhiteSpace(data[w.from - 1]) && q - w.from < most)
        --w.from;
    while (w.to < size && !isAsciiWhiteSpace(data[w.to]) && w.to - w.from < most)
        ++w.to;
    w.whole = w.from > 0 && w.to < size && isAsciiWhiteSpace(data[w.from - 1]) &&
              isAsciiWhiteSpace(data[w.to]);
    return w;
}

#if defined(__SSE2__)
/// The ASCII white space among data[0, 16), a bit each.
[[nodiscard]] inline unsigned whiteSpace16(const std::uint8_t* data) noexcept {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data));
    const __m128i controls = _mm_sub_epi8(v, _mm_set1_epi8('\t')); // 09-0D as 0-4
    const __m128i low = _mm_cmpeq_epi8(_mm_min_epu8(controls, _mm_set1_epi8(4)), controls);
    const __m128i space = _mm_cmpeq_epi8(v, _mm_set1_epi8(' '));
    return static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(low, space)));
}
#endif

/// The same, sixteen octets at a time where there is room around q.
[[nodiscard]] inline Word wordAround(const std::uint8_t* data, std::size_t q,
                                     std::size_t size) noexcept {
#if defined(__SSE2__)
    constexpr std::size_t most = PlainWords::kLongest + 1;
    static_assert(most % 16 == 0);
    if (q > most && size - q >= most + 16) {
        Word w{q - most, q + most, false};
        for (std::size_t p = q; p > q - most; p -= 16) {
            if (const unsigned m = whiteSpace16(data + p - 16); m != 0) {
                w.from = p - 16 + static_cast<std::size_t>(31 - __builtin_clz(m)) + 1;
                break;
            }
        }
        const std::size_t limit = w.from + most;
        w.to = limit;
        for (std::size_t p = q; p < limit; p += 16) {
            if (const unsigned m = whiteSpace16(data + p); m != 0) {
                w.to = std::min(limit, p + static_cast<std::size_t>(__builtin_ctz(m)));
                break;
            }
        }
        w.whole = isAsciiWhiteSpace(data[w.from - 1]) && isAsciiWhiteSpace(data[w.to]);
        return w;
    }
#endif
    return wordAroundScalar(data, q, size);
}

/// The verdict on words given as octets, remembered: what the scan asks of each word holding a
/// suspect pair.
class PlainWordFilter {
public:
    /// Whether the octets of `word` (at most PlainWords::kLongest of them, between ASCII white
    /// space) are a plain word; false when they are not well-formed UTF-8.
    [[nodiscard]] bool plain(const std::uint8_t* word, std::size_t size);

private:
    PlainWords m_memo;
    std::vector<CodePoint> m_chars;
};

} // namespace u8scope::detail
