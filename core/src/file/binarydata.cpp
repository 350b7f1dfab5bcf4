// Binary data told from text: see binarydata.h. The vector path asks isBinaryControl's rule of
// sixteen octets at a time; the tests hold it to the scalar rule at every octet value.
#include "u8scope/file/binarydata.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace u8scope {

namespace {

// Counts the controls of data[0, size) until there are at least `enough`; returns the count
// (which may pass `enough` by up to 63).
std::size_t countUpTo(const std::uint8_t* data, std::size_t size, std::size_t enough) noexcept {
    std::size_t count = 0;
    std::size_t i = 0;
#if defined(__SSE2__)
    // 00-1F, but 09-0D and 1B; and 7F. Unsigned "at most" through min: min(b, x) == b.
    const __m128i below = _mm_set1_epi8(0x1F);
    const __m128i nine = _mm_set1_epi8(9);
    const __m128i four = _mm_set1_epi8(4);
    const __m128i escape = _mm_set1_epi8(0x1B);
    const __m128i del = _mm_set1_epi8(0x7F);
    const auto controls = [&](const std::uint8_t* at) {
        const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(at));
        const __m128i low = _mm_cmpeq_epi8(_mm_min_epu8(b, below), b);
        const __m128i shifted = _mm_sub_epi8(b, nine);
        const __m128i space = _mm_cmpeq_epi8(_mm_min_epu8(shifted, four), shifted);
        const __m128i kept = _mm_or_si128(space, _mm_cmpeq_epi8(b, escape));
        const __m128i hit = _mm_or_si128(_mm_andnot_si128(kept, low), _mm_cmpeq_epi8(b, del));
        return static_cast<unsigned>(_mm_movemask_epi8(hit));
    };
    for (; i + 64 <= size && count < enough; i += 64) {
        const std::uint64_t mask = std::uint64_t{controls(data + i)} |
                                   std::uint64_t{controls(data + i + 16)} << 16 |
                                   std::uint64_t{controls(data + i + 32)} << 32 |
                                   std::uint64_t{controls(data + i + 48)} << 48;
        count += static_cast<std::size_t>(__builtin_popcountll(mask));
    }
#endif
    for (; i < size && count < enough; ++i)
        count += isBinaryControl(data[i]) ? 1 : 0;
    return count;
}

} // namespace

std::size_t countBinaryControls(std::span<const std::uint8_t> octets) noexcept {
    return countUpTo(octets.data(), octets.size(), SIZE_MAX);
}

bool looksBinary(std::span<const std::uint8_t> octets) noexcept {
    const std::size_t need = binaryControlsNeeded(octets.size());
    return countUpTo(octets.data(), octets.size(), need) >= need;
}

bool readsAsTextAmongBinary(std::span<const std::uint8_t> line) noexcept {
    // A line ends at a line feed, after a carriage return or none.
    std::size_t size = line.size();
    if (size > 0 && line[size - 1] == '\n')
        --size;
    if (size > 0 && line[size - 1] == '\r')
        --size;
    int words = 0;          // of two octets or more
    std::size_t length = 0; // of the word so far
    for (std::size_t i = 0; i <= size; ++i) {
        const std::uint8_t b = i < size ? line[i] : ' ';
        if (b == ' ' || b == '\t') {
            words += length >= 2 ? 1 : 0;
            length = 0;
        } else if (b < 0x20 || b == 0x7F) {
            return false;
        } else {
            ++length;
        }
    }
    return words >= 2;
}

} // namespace u8scope
