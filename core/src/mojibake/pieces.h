// How the mojibake engine cuts its input into pieces it examines one at a time: after every line
// feed, and in a line longer than kPieceMax after the first ASCII white space found at least
// kPieceStep octets into the piece (or, with none, after the last ASCII punctuation but "?"
// before kPieceMax and at least kPieceStep in; with none either, at the first character
// boundary after kPieceMax). Where a piece ends depends only on where it starts and the octets that
// follow, never on how the input was chunked. Internal to the core.
#pragma once

#include "u8scope/codec/octetclass.h"

#include <cstddef>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace u8scope::detail {

inline constexpr std::size_t kPieceStep = std::size_t{32} << 10;
inline constexpr std::size_t kPieceMax = std::size_t{64} << 10;
/// Octets past kPieceMax a piece end may need to be decided (a character boundary).
inline constexpr std::size_t kPieceSlack = 8;
inline constexpr std::size_t kUnknown = SIZE_MAX;

/// The first octet at or after `from` in data[0, size) that is not ASCII, or `size`.
inline std::size_t findNonAscii(const std::uint8_t* data, std::size_t from,
                                std::size_t size) noexcept {
    std::size_t i = from;
#if defined(__SSE2__)
    for (; i + 64 <= size; i += 64) {
        const auto* p = reinterpret_cast<const __m128i*>(data + i);
        const __m128i a = _mm_or_si128(_mm_loadu_si128(p), _mm_loadu_si128(p + 1));
        const __m128i b = _mm_or_si128(_mm_loadu_si128(p + 2), _mm_loadu_si128(p + 3));
        if (_mm_movemask_epi8(_mm_or_si128(a, b)) != 0)
            break;
    }
    for (; i + 16 <= size; i += 16) {
        const int mask =
            _mm_movemask_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(data + i)));
        if (mask != 0)
            return i + static_cast<std::size_t>(__builtin_ctz(static_cast<unsigned>(mask)));
    }
#else
    for (; i + 8 <= size; i += 8) {
        std::uint64_t word;
        std::memcpy(&word, data + i, 8);
        if (word & 0x8080808080808080ull)
            break;
    }
#endif
    for (; i < size; ++i) {
        if (data[i] >= 0x80)
            return i;
    }
    return size;
}

/// ASCII white space (09-0D, 20): what separates the words the engine reads.
inline bool isAsciiWhiteSpace(std::uint8_t b) noexcept {
    return b == ' ' || (b >= '\t' && b <= '\r');
}

inline bool isPieceSpace(std::uint8_t b) noexcept {
    return b == ' ' || b == '\t' || b == '\r' || b == '\v' || b == '\f';
}

/// ASCII punctuation but "?": where a line without spaces may be cut.
inline bool isPieceCut(std::uint8_t b) noexcept {
    return b != '?' && ((b >= '!' && b <= '/') || (b >= ':' && b <= '@') ||
                        (b >= '[' && b <= '`') || (b >= '{' && b <= '~'));
}

/// The first octet in data[from, to) that isPieceSpace, or `to`.
inline std::size_t findPieceSpace(const std::uint8_t* data, std::size_t from,
                                  std::size_t to) noexcept {
    std::size_t i = from;
#if defined(__SSE2__)
    // A space, or an octet in 09-0D once the line feed (0A) is left out: (b - 9) <= 4.
    const __m128i space = _mm_set1_epi8(' ');
    const __m128i nine = _mm_set1_epi8(9);
    const __m128i four = _mm_set1_epi8(4);
    const __m128i lineFeed = _mm_set1_epi8('\n');
    for (; i + 16 <= to; i += 16) {
        const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + i));
        const __m128i shifted = _mm_sub_epi8(b, nine);
        const __m128i control = _mm_cmpeq_epi8(_mm_min_epu8(shifted, four), shifted);
        const __m128i hit = _mm_or_si128(_mm_cmpeq_epi8(b, space),
                                         _mm_andnot_si128(_mm_cmpeq_epi8(b, lineFeed), control));
        const int mask = _mm_movemask_epi8(hit);
        if (mask != 0)
            return i + static_cast<std::size_t>(__builtin_ctz(static_cast<unsigned>(mask)));
    }
#endif
    for (; i < to; ++i) {
        if (isPieceSpace(data[i]))
            return i;
    }
    return to;
}

/// The end of the piece that starts at `pos` in data[0, size), or kUnknown when more input is
/// needed to tell (never when `atEnd`).
inline std::size_t pieceEnd(const std::uint8_t* data, std::size_t pos, std::size_t size,
                            bool atEnd) noexcept {
    const std::size_t limit = size - pos < kPieceMax ? size : pos + kPieceMax;
    if (const void* nl = std::memchr(data + pos, '\n', limit - pos))
        return static_cast<std::size_t>(static_cast<const std::uint8_t*>(nl) - data) + 1;
    if (size - pos >= kPieceMax + kPieceSlack) {
        if (const std::size_t i = findPieceSpace(data, pos + kPieceStep, pos + kPieceMax);
            i < pos + kPieceMax)
            return i + 1;
        // No space (minified JSON, a long URL): after the last ASCII punctuation, which no
        // damaged span holds but "?" (an octet lost), so that a cut never parts "Ã" from "¶".
        for (std::size_t i = pos + kPieceMax; i > pos + kPieceStep; --i) {
            if (isPieceCut(data[i - 1]))
                return i;
        }
        std::size_t i = pos + kPieceMax;
        while (i < pos + kPieceMax + 4 && isContinuationOctet(data[i]))
            ++i;
        return i;
    }
    return atEnd ? size : kUnknown;
}

} // namespace u8scope::detail
