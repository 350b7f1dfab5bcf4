// Finding the octets worth a closer look: see suspects.h. One rule, three paths: octet by octet,
// AVX2 (32 octets at a time) and AVX-512 with VBMI (64), chosen once at run time.
#include "suspects.h"

#include "u8scope/codec.h"
#include "u8scope/encoder.h"

#include <array>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define U8SCOPE_SUSPECTS_X86 1
#include <immintrin.h>
#endif

namespace u8scope::detail {

namespace {

// For a first octet C0-FF (index: octet - C0), the high nibbles (8, 9, A, B as bits 0-3) of the
// second octets with which it begins a character some codec gives for an octet 80-BF, or U+FFFD.
struct Tables {
    alignas(64) std::array<std::uint8_t, 64> lead{};
    // For any octet's high nibble: its bit as a second octet (8-B), else 0; four times over, for
    // the vector paths.
    alignas(64) std::array<std::uint8_t, 64> second{};
};

const Tables& tables() {
    static const Tables t = [] {
        Tables x;
        const auto note = [&x](CodePoint cp) {
            const Encoded e = encode(cp);
            const auto b = e.bytes();
            if (b.size() >= 2 && b[0] >= 0xC0)
                x.lead[b[0] - 0xC0] |= static_cast<std::uint8_t>(1u << ((b[1] >> 4) - 8));
        };
        for (const Codec c : Codec::all()) {
            for (int o = 0x80; o < 0xC0; ++o)
                note(c.decode(static_cast<std::uint8_t>(o)));
        }
        note(0xB5);   // MICRO SIGN as IBM437's E6 (reencoding.h)
        note(0xFFFD); // a lost octet
        for (int copy = 0; copy < 4; ++copy) {
            for (int n = 8; n < 12; ++n)
                x.second[static_cast<std::size_t>(16 * copy + n)] =
                    static_cast<std::uint8_t>(1u << (n - 8));
        }
        return x;
    }();
    return t;
}

bool isContinuation(std::uint8_t b) {
    return (b & 0xC0) == 0x80;
}

// The rule at one octet, for the scalar path and the ends of the vector paths.
bool suspectAt(const Tables& t, const std::uint8_t* data, std::size_t i, std::size_t size) {
    const std::uint8_t b = data[i];
    const bool afterWide = isContinuation(data[i - 1]);
    if (b == '?')
        return afterWide;
    if (b < 0xC0)
        return false;
    if (i + 1 >= size)
        return true; // the second octet is not here yet: look closer
    const std::uint8_t next = data[i + 1];
    if (b == 0xC2 && (next & 0xE0) == 0x80)
        return true;
    return afterWide && (t.lead[b - 0xC0] & t.second[next >> 4]) != 0;
}

#ifdef U8SCOPE_SUSPECTS_X86

__attribute__((target("avx512f,avx512bw,avx512vbmi"))) std::size_t
findAvx512(const std::uint8_t* data, std::size_t from, std::size_t size) noexcept {
    const Tables& t = tables();
    const __m512i lead = _mm512_load_si512(t.lead.data());
    const __m512i second = _mm512_load_si512(t.second.data());
    const __m512i top2 = _mm512_set1_epi8(static_cast<char>(0xC0));
    const __m512i cont = _mm512_set1_epi8(static_cast<char>(0x80));
    const __m512i top3 = _mm512_set1_epi8(static_cast<char>(0xE0));
    const __m512i c2 = _mm512_set1_epi8(static_cast<char>(0xC2));
    const __m512i question = _mm512_set1_epi8('?');
    const __m512i nibble = _mm512_set1_epi8(0x0F);
    std::size_t i = from + 1;
    for (; i + 65 <= size; i += 64) {
        const __m512i cur = _mm512_loadu_si512(data + i);
        const __m512i prev = _mm512_loadu_si512(data + i - 1);
        // Most blocks of text have no octet above 7F and no "?": nothing to look at.
        const __mmask64 high = _mm512_movepi8_mask(cur);
        const __mmask64 q = _mm512_cmpeq_epi8_mask(cur, question);
        if ((high | q) == 0)
            continue;
        const __m512i next = _mm512_loadu_si512(data + i + 1);
        const __mmask64 afterWide = _mm512_cmpeq_epi8_mask(_mm512_and_si512(prev, top2), cont);
        const __mmask64 leads = _mm512_cmpeq_epi8_mask(_mm512_and_si512(cur, top2), top2);
        // (The maskz forms: the plain ones leave GCC 12 warning of an undefined pass-through.)
        const __m512i classes = _mm512_maskz_permutexvar_epi8(~0ull, cur, lead); // octet - C0
        const __m512i nextBit = _mm512_maskz_permutexvar_epi8(
            ~0ull, _mm512_and_si512(_mm512_srli_epi16(next, 4), nibble), second);
        const __mmask64 pair = _mm512_test_epi8_mask(classes, nextBit) & leads & afterWide;
        const __mmask64 c1 = _mm512_cmpeq_epi8_mask(cur, c2) &
                             _mm512_cmpeq_epi8_mask(_mm512_and_si512(next, top3), cont);
        const std::uint64_t hits = pair | c1 | (q & afterWide);
        if (hits != 0)
            return i + static_cast<std::size_t>(__builtin_ctzll(hits));
    }
    for (; i < size; ++i) {
        if (suspectAt(t, data, i, size))
            return i;
    }
    return size;
}

__attribute__((target("avx2,bmi"))) std::size_t findAvx2(const std::uint8_t* data, std::size_t from,
                                                         std::size_t size) noexcept {
    const Tables& t = tables();
    // The 64-entry table in four quarters of 16 (a lambda would not inherit the target).
    const auto* quarters = reinterpret_cast<const __m128i*>(t.lead.data());
    const __m256i lead0 = _mm256_broadcastsi128_si256(_mm_load_si128(quarters));
    const __m256i lead1 = _mm256_broadcastsi128_si256(_mm_load_si128(quarters + 1));
    const __m256i lead2 = _mm256_broadcastsi128_si256(_mm_load_si128(quarters + 2));
    const __m256i lead3 = _mm256_broadcastsi128_si256(_mm_load_si128(quarters + 3));
    const __m256i second = _mm256_broadcastsi128_si256(
        _mm_load_si128(reinterpret_cast<const __m128i*>(t.second.data())));
    const __m256i top2 = _mm256_set1_epi8(static_cast<char>(0xC0));
    const __m256i cont = _mm256_set1_epi8(static_cast<char>(0x80));
    const __m256i top3 = _mm256_set1_epi8(static_cast<char>(0xE0));
    const __m256i c2 = _mm256_set1_epi8(static_cast<char>(0xC2));
    const __m256i question = _mm256_set1_epi8('?');
    const __m256i nibble = _mm256_set1_epi8(0x0F);
    const __m256i bit4 = _mm256_set1_epi8(0x10);
    const __m256i bit5 = _mm256_set1_epi8(0x20);
    std::size_t i = from + 1;
    for (; i + 33 <= size; i += 32) {
        const __m256i cur = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i));
        const __m256i q = _mm256_cmpeq_epi8(cur, question);
        if (_mm256_movemask_epi8(_mm256_or_si256(cur, q)) == 0)
            continue;
        const __m256i prev = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i - 1));
        const __m256i next = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i + 1));
        const __m256i afterWide = _mm256_cmpeq_epi8(_mm256_and_si256(prev, top2), cont);
        const __m256i leads = _mm256_cmpeq_epi8(_mm256_and_si256(cur, top2), top2);
        // The 64-entry table in four quarters of 16, picked by bits 4 and 5 of the octet.
        const __m256i low = _mm256_and_si256(cur, nibble);
        const __m256i has4 = _mm256_cmpeq_epi8(_mm256_and_si256(cur, bit4), bit4);
        const __m256i has5 = _mm256_cmpeq_epi8(_mm256_and_si256(cur, bit5), bit5);
        const __m256i below = _mm256_blendv_epi8(_mm256_shuffle_epi8(lead0, low),
                                                 _mm256_shuffle_epi8(lead1, low), has4);
        const __m256i above = _mm256_blendv_epi8(_mm256_shuffle_epi8(lead2, low),
                                                 _mm256_shuffle_epi8(lead3, low), has4);
        const __m256i classes = _mm256_blendv_epi8(below, above, has5);
        const __m256i nextBit =
            _mm256_shuffle_epi8(second, _mm256_and_si256(_mm256_srli_epi16(next, 4), nibble));
        const __m256i paired = _mm256_andnot_si256(
            _mm256_cmpeq_epi8(_mm256_and_si256(classes, nextBit), _mm256_setzero_si256()),
            _mm256_and_si256(leads, afterWide));
        const __m256i c1 = _mm256_and_si256(_mm256_cmpeq_epi8(cur, c2),
                                            _mm256_cmpeq_epi8(_mm256_and_si256(next, top3), cont));
        const __m256i hits =
            _mm256_or_si256(_mm256_or_si256(paired, c1), _mm256_and_si256(q, afterWide));
        const auto mask = static_cast<unsigned>(_mm256_movemask_epi8(hits));
        if (mask != 0)
            return i + static_cast<std::size_t>(__builtin_ctz(mask));
    }
    for (; i < size; ++i) {
        if (suspectAt(t, data, i, size))
            return i;
    }
    return size;
}

#endif

} // namespace

std::size_t findSuspectPairScalar(const std::uint8_t* data, std::size_t from,
                                  std::size_t size) noexcept {
    const Tables& t = tables();
    for (std::size_t i = from + 1; i < size; ++i) {
        if (suspectAt(t, data, i, size))
            return i;
    }
    return size;
}

const std::vector<SuspectPath>& suspectPaths() {
    static const std::vector<SuspectPath> paths = [] {
        std::vector<SuspectPath> p{{"scalar", findSuspectPairScalar}};
#ifdef U8SCOPE_SUSPECTS_X86
        if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi"))
            p.push_back({"avx2", findAvx2});
        if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
            __builtin_cpu_supports("avx512vbmi"))
            p.push_back({"avx512", findAvx512});
#endif
        return p;
    }();
    return paths;
}

std::size_t findSuspectPair(const std::uint8_t* data, std::size_t from, std::size_t size) noexcept {
    if (from >= size)
        return size;
    // The character at `from` follows ASCII by the rule, so only C2 80-9F can make it suspect.
    if (data[from] == 0xC2 && from + 1 < size && (data[from + 1] & 0xE0) == 0x80)
        return from;
    static const auto find = suspectPaths().back().find;
    return find(data, from, size);
}

} // namespace u8scope::detail
