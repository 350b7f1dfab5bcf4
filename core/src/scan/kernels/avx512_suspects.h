// The AVX-512 path of the mojibake engine's suspect filter (core/src/mojibake/suspects.h), 64
// octets at a time with VBMI for the 64-entry lookups: the AVX-512 kernel's findSuspect and
// collectSuspects (kernels.h). Included by avx512.cpp alone, so that it is compiled for AVX-512
// (core/CMakeLists.txt); everything in an unnamed namespace, as in vector_driver.h and for the
// same reason.
#pragma once

#include "mojibake/suspectfilter.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <immintrin.h>

namespace u8scope::detail {
namespace {

// A bitmap of 256 octets (SuspectTables::two and its kind) in four registers.
struct Bitmap512 {
    __m512i quarter[4];
};

[[gnu::always_inline]] inline Bitmap512 loadBitmap(const std::array<std::uint8_t, 256>& table) {
    return {{_mm512_load_si512(table.data()), _mm512_load_si512(table.data() + 64),
             _mm512_load_si512(table.data() + 128), _mm512_load_si512(table.data() + 192)}};
}

// Each octet's bit in `map`: octet `index` (its top bit, `upper`, picks the half), bit `bit`.
[[gnu::always_inline]] inline __mmask64 bitmapTest(const Bitmap512& map, __m512i index,
                                                   __mmask64 upper, __m512i bit) {
    const __m512i lower = _mm512_permutex2var_epi8(map.quarter[0], index, map.quarter[1]);
    const __m512i higher = _mm512_permutex2var_epi8(map.quarter[2], index, map.quarter[3]);
    return _mm512_test_epi8_mask(_mm512_mask_blend_epi8(upper, lower, higher), bit);
}

// The AVX-512 filter: its tables in registers, and the rule for one block of 64 octets.
struct Avx512Filter {
    __m512i lead, second, top2, top3, c2, question, nibble, eightOctets, bits, spaces, belowC0,
        belowA0, lookHere, lookBefore, lookAfter, notOne, ef, bf, e9, x94, e2, notThree,
        leadAfterTwo, lookHereAfterTwo;
    Bitmap512 two, twoLead, twoLeadOfTwo;
    // Where the search began: a character before it is taken for ASCII (suspects.h).
    std::size_t from = 0;

    [[gnu::always_inline]] explicit Avx512Filter(const SuspectTables& t)
        : lead(_mm512_load_si512(t.lead.data())), second(_mm512_load_si512(t.second.data())),
          top2(_mm512_set1_epi8(static_cast<char>(0xC0))),
          top3(_mm512_set1_epi8(static_cast<char>(0xE0))),
          c2(_mm512_set1_epi8(static_cast<char>(0xC2))), question(_mm512_set1_epi8('?')),
          nibble(_mm512_set1_epi8(0x0F)), eightOctets(_mm512_set1_epi8(static_cast<char>(0xF8))),
          bits(_mm512_load_si512(t.bit.data())), spaces(_mm512_set1_epi8(' ')),
          belowC0(_mm512_set1_epi8(-64)), // as signed octets, 80-BF are below C0
          belowA0(_mm512_set1_epi8(-96)), // and 80-9F below A0
          lookHere(_mm512_load_si512(t.lookHere.data())),
          lookBefore(_mm512_load_si512(t.lookBefore.data())),
          lookAfter(_mm512_load_si512(t.lookAfter.data())),
          notOne(_mm512_set1_epi8(static_cast<char>(0xFE))),
          ef(_mm512_set1_epi8(static_cast<char>(0xEF))),
          bf(_mm512_set1_epi8(static_cast<char>(0xBF))),
          e9(_mm512_set1_epi8(static_cast<char>(0xE9))),
          x94(_mm512_set1_epi8(static_cast<char>(0x94))),
          e2(_mm512_set1_epi8(static_cast<char>(0xE2))),
          notThree(_mm512_set1_epi8(static_cast<char>(0xFC))),
          leadAfterTwo(_mm512_load_si512(t.leadAfterTwo.data())),
          lookHereAfterTwo(_mm512_load_si512(t.lookHereAfterTwo.data())), two(loadBitmap(t.two)),
          twoLead(loadBitmap(t.twoLead)), twoLeadOfTwo(loadBitmap(t.twoLeadOfTwo)) {}

    // The places of the block at data[i] (cur, and next one octet on) that may begin a trace of
    // East Asian damage (eastAsianTraceAt): EF BF, E9 94, E2 94-97 (box drawing and blocks), and
    // a character of Latin-1 (C2 or C3 and a continuing octet) right after or before another (a
    // run of four is found at each of its characters); "?" is looked at with the pairs. The octets
    // around the block are read only for a character of Latin-1 in its first or last two places:
    // text without one, as Cyrillic, Greek or CJK, pays no branch and no load for them.
    [[gnu::always_inline]] std::uint64_t traces(const std::uint8_t* data, std::size_t i,
                                                std::size_t size, __m512i cur, __m512i next) const {
        const std::uint64_t marks =
            (_mm512_cmpeq_epi8_mask(cur, ef) & _mm512_cmpeq_epi8_mask(next, bf)) |
            (_mm512_cmpeq_epi8_mask(cur, e9) & _mm512_cmpeq_epi8_mask(next, x94)) |
            (_mm512_cmpeq_epi8_mask(cur, e2) &
             _mm512_cmpeq_epi8_mask(_mm512_and_si512(next, notThree), x94));
        const std::uint64_t latin1 = _mm512_cmpeq_epi8_mask(_mm512_and_si512(cur, notOne), c2) &
                                     _mm512_cmplt_epi8_mask(next, belowC0);
        std::uint64_t edges = 0;
        if ((latin1 & (0b11ull | 0b11ull << 62)) != 0) [[unlikely]]
            edges = latin1Before(data, i, size) |
                    (std::uint64_t{latin1After(data, i + 64, size)} << 62);
        return marks | (latin1 & ((latin1 << 2) | (latin1 >> 2) | edges));
    }

    // The places of the block at data[i] right after a character of two octets: its first
    // octet C2-DF two places before, a continuing octet one place before (`afterWide`). The
    // octets two places before are loaded, not taken from the block and the two octets before
    // it one by one; `reach` says which may be read (those two places before the end, as a
    // bit each). Not two places before the block's first octet where the search began right
    // before it, nor before the data.
    [[gnu::always_inline]] std::uint64_t afterTwo(const std::uint8_t* data, std::size_t i,
                                                  __mmask64 reach, __m512i cur,
                                                  std::uint64_t afterWide) const {
        if (i < from + 2) [[unlikely]] {
            const std::uint64_t firstOfTwo =
                _mm512_cmpge_epu8_mask(cur, c2) & _mm512_cmplt_epu8_mask(cur, top3);
            const bool firstAt = data[i - 1] >= 0xC2 && data[i - 1] < 0xE0;
            return ((firstOfTwo << 2) | (firstAt ? 2u : 0u)) & afterWide;
        }
        const __m512i prev2 = _mm512_maskz_loadu_epi8(reach, data + i - 2);
        return (_mm512_cmpge_epu8_mask(prev2, c2) & _mm512_cmplt_epu8_mask(prev2, top3)) &
               afterWide;
    }

    // What the first, cheap look at a block finds (see coarse()).
    struct Coarse {
        std::uint64_t candidates = 0; // a superset of the block's suspects
        __m512i cur, next;
        std::uint64_t high, q, leads, longer, afterWide, maybe, sure, left, trace, inBlock;
    };

    // The cheap look at the block at data[i] (i >= 1) within data[0, size): the places that may
    // be suspects by their octet and the high nibble of the next. The last block is read with a
    // mask (nothing past `size` is touched), so that a short call, a word or a line, does not go
    // octet by octet. Branches only on a block of ASCII without "?".
    template <bool kSkipAscii = true>
    [[gnu::always_inline]] Coarse coarse(const std::uint8_t* data, std::size_t i,
                                         std::size_t size) const {
        Coarse c;
        c.left = size - i;
        const __mmask64 in = c.left >= 64 ? ~0ull : (1ull << c.left) - 1;
        c.inBlock = in;
        c.cur = _mm512_maskz_loadu_epi8(in, data + i);
        // Most blocks of text have no octet above 7F and no "?": nothing to look at.
        c.high = _mm512_movepi8_mask(c.cur);
        c.q = _mm512_cmpeq_epi8_mask(c.cur, question);
        if (kSkipAscii && (c.high | c.q) == 0)
            return c;
        c.leads = _mm512_cmpge_epu8_mask(c.cur, top2);
        // After a continuing octet: after a character outside ASCII.
        c.afterWide = ((c.high & ~c.leads) << 1) |
                      static_cast<std::uint64_t>(isContinuationOctet(data[i - 1]));
        const std::uint64_t end = c.left <= 64 ? std::uint64_t{1} << (c.left - 1) : 0;
        c.next = _mm512_maskz_loadu_epi8(c.left > 64 ? ~0ull : in >> 1, data + i + 1);
        c.longer = _mm512_cmpge_epu8_mask(c.cur, top3); // a first octet E0-FF
        // (The maskz forms: the plain ones leave GCC 12 warning of an undefined pass-through.)
        // (octet - C0; after a character of two octets, the finer table.)
        const __mmask64 reach = c.left >= 62 ? ~0ull : (1ull << (c.left + 2)) - 1;
        const __m512i classes = _mm512_mask_permutexvar_epi8(
            _mm512_maskz_permutexvar_epi8(~0ull, c.cur, lead),
            afterTwo(data, i, reach, c.cur, c.afterWide), c.cur, leadAfterTwo);
        const __m512i nextBit = _mm512_maskz_permutexvar_epi8(
            ~0ull, _mm512_and_si512(_mm512_srli_epi16(c.next, 4), nibble), second);
        c.maybe = _mm512_test_epi8_mask(classes, nextBit);
        // A first octet at the very end: its second octet is not here yet, look closer. And C2
        // 80-9F, a C1 control.
        c.sure = (c.leads & end) |
                 (_mm512_cmpeq_epi8_mask(c.cur, c2) & _mm512_cmplt_epi8_mask(c.next, belowA0));
        // A first octet after a character outside ASCII that may begin a character some codec
        // gives for 80-BF, by its second octet's high nibble, or a "?" there.
        c.trace = traces(data, i, size, c.cur, c.next) & c.inBlock;
        c.candidates = (c.afterWide & ((c.maybe & c.leads) | c.q)) | c.sure | c.trace;
        return c;
    }

    // A superset of coarse()'s candidates for a block with an octet before it and 64 after it
    // (1 <= i, i + 65 <= size) within data[0, size), the lean way: the octets before and after are
    // loaded, not shifted in, and each is looked up once (SuspectTables::lookHere). This runs on
    // every block outside ASCII, and most blocks of ordinary text have no candidate.
    [[gnu::always_inline]] std::uint64_t inside(const std::uint8_t* data, std::size_t i,
                                                std::size_t size) const {
        // (vpermb reads the low 6 bits of an index: the tables by nibble hold their 16 entries
        // four times over, so a high nibble shifted in from the next octet needs no masking.)
        const __m512i cur = _mm512_loadu_si512(data + i);
        const __m512i next = _mm512_loadu_si512(data + i + 1);
        const __m512i before = _mm512_maskz_permutexvar_epi8(
            ~0ull, _mm512_srli_epi16(_mm512_loadu_si512(data + i - 1), 4), lookBefore);
        const std::uint64_t afterWide =
            _mm512_cmplt_epi8_mask(_mm512_loadu_si512(data + i - 1), belowC0);
        const __m512i here = _mm512_mask_permutexvar_epi8(
            _mm512_maskz_permutexvar_epi8(~0ull, cur, lookHere),
            afterTwo(data, i, ~0ull, cur, afterWide), cur, lookHereAfterTwo);
        const __m512i after =
            _mm512_maskz_permutexvar_epi8(~0ull, _mm512_srli_epi16(next, 4), lookAfter);
        return _cvtmask64_u64(_mm512_test_epi8_mask(_mm512_and_si512(here, after), before)) |
               traces(data, i, size, cur, next);
    }

    // The suspects of the block at data[i] (i >= 1) within data[0, size), and of them those
    // that need no check: the candidates of the cheap look, those of characters of two octets
    // looked up whole.
    [[gnu::always_inline]] BlockHits block(const std::uint8_t* data, std::size_t i,
                                           std::size_t size) const {
        const Coarse c = coarse(data, i, size);
        if (c.candidates == 0)
            return {};
        // A character of two octets is looked up whole: the octet (cur & 1F) << 3 |
        // (next & 3F) >> 3 of `two`, its bit next & 7.
        const __mmask64 twoOctets =
            c.leads & ~c.longer & _mm512_cmplt_epi8_mask(c.next, belowC0); // C0-DF, 80-BF
        const __m512i index = _mm512_ternarylogic_epi32(
            _mm512_slli_epi16(c.cur, 3), _mm512_srli_epi16(c.next, 3), eightOctets, 0xE4);
        const __mmask64 upper = _mm512_movepi8_mask(index); // which half of a table
        const __m512i bit = _mm512_maskz_permutexvar_epi8(~0ull, c.next, bits);
        const __mmask64 continuing = bitmapTest(two, index, upper, bit) & twoOctets;
        const __mmask64 leading = bitmapTest(twoLead, index, upper, bit) & twoOctets;
        const __mmask64 leadingTwo = bitmapTest(twoLeadOfTwo, index, upper, bit) & twoOctets;
        // Where a character of two octets follows another (both well-formed, both in this
        // block), the pair is settled here as pairAt would: the one before must stand for a first
        // octet, and one of two, or the character after must be one that can stand for a
        // continuing octet ("?", a space, a character outside ASCII but a character of two
        // octets no codec gives for 80-BF, or the end).
        const __mmask64 wellTwo = twoOctets & _mm512_cmpge_epu8_mask(c.cur, c2);
        const __mmask64 known = (wellTwo << 2) & wellTwo;
        const __mmask64 space = _mm512_cmpeq_epi8_mask(c.cur, spaces);
        const std::uint64_t continuable =
            ((c.q | space | (c.high & ~(wellTwo & ~continuing))) >> 2) | (0b11ull << 62) |
            (c.left <= 64 ? ~0ull << (c.left >= 2 ? c.left - 2 : 0) : 0);
        const __mmask64 settled = known & ~((leading << 2) & ((leadingTwo << 2) | continuable));
        // (`maybe` holds the finer look after a character of two octets.)
        const __mmask64 pair =
            ((c.maybe & c.longer) | (continuing & c.maybe & ~settled)) & c.afterWide;
        return {i, pair | c.sure | (c.q & c.afterWide) | c.trace, c.sure};
    }
};

std::size_t findAvx512(const std::uint8_t* data, std::size_t from, std::size_t size) noexcept {
    const SuspectTables& t = suspectTables();
    Avx512Filter filter(t);
    filter.from = from;
    return findWith<64>(filter, t, data, from, size);
}

void collectAvx512(const std::uint8_t* data, std::size_t begin, std::size_t end, std::size_t size,
                   std::vector<std::size_t>& out) {
    const SuspectTables& t = suspectTables();
    const Avx512Filter filter(t);
    PendingBlocks pending(t, data, size, out);
    // Two loops, so that neither branches on what varies from block to block in text outside
    // ASCII: the cheap look at every block sets a bit for each with candidates, then the whole
    // look at those notes their suspects.
    std::size_t i = std::max<std::size_t>(begin, 1);
    while (i < end) {
        // Up to 64 blocks, a bit each: first those whole in the stretch with an octet after
        // them, the lean way, then the rest.
        const std::size_t first = i;
        std::uint64_t marked = 0;
        const std::size_t last = std::min(end, size - 1); // the octet after a whole block
        const std::size_t whole = last >= i + 64 ? std::min<std::size_t>(64, (last - i) / 64) : 0;
        std::size_t k = 0;
        for (; k < whole; ++k, i += 64)
            marked |= std::uint64_t{filter.inside(data, i, size) != 0} << k;
        for (; k < 64 && i < end; ++k, i += 64) {
            marked |= std::uint64_t{(filter.coarse<false>(data, i, size).candidates &
                                     within(i, end)) != 0}
                      << k;
        }
        for (; marked != 0; marked &= marked - 1) {
            const std::size_t at = first + 64 * static_cast<std::size_t>(__builtin_ctzll(marked));
            const BlockHits b = filter.block(data, at, size);
            if (const std::uint64_t hits = b.hits & within(at, end); hits != 0)
                pending.add(at, hits, b.sure);
        }
    }
    pending.flush();
}

} // namespace
} // namespace u8scope::detail
