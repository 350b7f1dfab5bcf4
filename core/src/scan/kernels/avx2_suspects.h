// The AVX2 path of the mojibake engine's suspect filter (core/src/mojibake/suspects.h), 32 octets
// at a time: the AVX2 kernel's findSuspect and collectSuspects (kernels.h). Included by avx2.cpp
// alone, so that it is compiled for AVX2 (core/CMakeLists.txt); everything in an unnamed
// namespace, as in vector_driver.h and for the same reason.
#pragma once

#include "mojibake/suspectfilter.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <immintrin.h>

namespace u8scope::detail {
namespace {

// The AVX2 filter: its tables in registers, and the rule for one block of 32 octets.
struct Avx2Filter {
    // The 64-entry table in four quarters of 16, picked by bits 4 and 5 of the octet.
    __m256i lead0, lead1, lead2, lead3, second, top2, cont, top3, c2, question, nibble, bit4, bit5;
    // For the first look (mayHold): the nibble tables, and C0 and A0 as signed octets.
    __m256i leadHigh, leadLow, leadLowAbove, nextHigh, belowC0, belowA0;
    // For the traces of East Asian damage (traces()).
    __m256i notOne, ef, bf, e9, x94, e2, notThree;
    // The 64-entry table after a character of two octets (SuspectTables::leadAfterTwo), its
    // nibble table for the first look, and C1 and E0 as signed octets.
    __m256i after0, after1, after2, after3, afterLow, belowC2, belowE0;
    // The last block is read from a copy, two octets before it, with zeros after `size`, so
    // that a short call, a word or a line, does not go octet by octet.
    alignas(32) std::array<std::uint8_t, 72> tail{};
    // Where the search began: a character before it is taken for ASCII (suspects.h).
    std::size_t from = 0;

    [[gnu::always_inline]] explicit Avx2Filter(const SuspectTables& t)
        : lead0(sixteen(t.lead.data())), lead1(sixteen(t.lead.data() + 16)),
          lead2(sixteen(t.lead.data() + 32)), lead3(sixteen(t.lead.data() + 48)),
          second(sixteen(t.second.data())), top2(_mm256_set1_epi8(static_cast<char>(0xC0))),
          cont(_mm256_set1_epi8(static_cast<char>(0x80))),
          top3(_mm256_set1_epi8(static_cast<char>(0xE0))),
          c2(_mm256_set1_epi8(static_cast<char>(0xC2))), question(_mm256_set1_epi8('?')),
          nibble(_mm256_set1_epi8(0x0F)), bit4(_mm256_set1_epi8(0x10)),
          bit5(_mm256_set1_epi8(0x20)), leadHigh(sixteen(t.leadHigh.data())),
          leadLow(sixteen(t.leadLow.data())), leadLowAbove(sixteen(t.leadLowAbove.data())),
          nextHigh(sixteen(t.nextHigh.data())), belowC0(_mm256_set1_epi8(-64)),
          belowA0(_mm256_set1_epi8(-96)), notOne(_mm256_set1_epi8(static_cast<char>(0xFE))),
          ef(_mm256_set1_epi8(static_cast<char>(0xEF))),
          bf(_mm256_set1_epi8(static_cast<char>(0xBF))),
          e9(_mm256_set1_epi8(static_cast<char>(0xE9))),
          x94(_mm256_set1_epi8(static_cast<char>(0x94))),
          e2(_mm256_set1_epi8(static_cast<char>(0xE2))),
          notThree(_mm256_set1_epi8(static_cast<char>(0xFC))),
          after0(sixteen(t.leadAfterTwo.data())), after1(sixteen(t.leadAfterTwo.data() + 16)),
          after2(sixteen(t.leadAfterTwo.data() + 32)), after3(sixteen(t.leadAfterTwo.data() + 48)),
          afterLow(sixteen(t.leadLowAfterTwo.data())), belowC2(_mm256_set1_epi8(-62)),
          belowE0(_mm256_set1_epi8(-32)) {}

    // The places right after a character of two octets: a first octet C2-DF two places before
    // (`prev2`), a continuing octet one place before (`afterWide`).
    [[gnu::always_inline]] __m256i afterTwo(__m256i prev2, __m256i afterWide) const {
        // As signed octets, C2-DF are from C2 (-62) up to below E0 (-32).
        const __m256i firstOfTwo = _mm256_andnot_si256(_mm256_cmpgt_epi8(belowC2, prev2),
                                                       _mm256_cmpgt_epi8(belowE0, prev2));
        return _mm256_and_si256(firstOfTwo, afterWide);
    }

    // The places of the block at data[i] (cur, and next one octet on) that may begin a trace of
    // East Asian damage (eastAsianTraceAt): EF BF, E9 94, E2 94-97 (box drawing and blocks), and
    // a character of Latin-1 (C2 or C3 and a continuing octet) right after or before another (a
    // run of four is found at each of its characters). The octets around the block (latin1Before,
    // latin1After) are read only for a character of Latin-1 in its first or last two places: text
    // without one, as Cyrillic, Greek or CJK, pays no branch and no load for them.
    [[gnu::always_inline]] std::uint32_t traces(const std::uint8_t* data, std::size_t i,
                                                std::size_t size, __m256i cur, __m256i next) const {
        const __m256i marks = _mm256_or_si256(
            _mm256_or_si256(
                _mm256_and_si256(_mm256_cmpeq_epi8(cur, ef), _mm256_cmpeq_epi8(next, bf)),
                _mm256_and_si256(_mm256_cmpeq_epi8(cur, e9), _mm256_cmpeq_epi8(next, x94))),
            _mm256_and_si256(_mm256_cmpeq_epi8(cur, e2),
                             _mm256_cmpeq_epi8(_mm256_and_si256(next, notThree), x94)));
        const auto latin1 = static_cast<std::uint32_t>(_mm256_movemask_epi8(
            _mm256_and_si256(_mm256_cmpeq_epi8(_mm256_and_si256(cur, notOne), c2),
                             _mm256_cmpgt_epi8(belowC0, next))));
        std::uint32_t edges = 0;
        if ((latin1 & (0b11u | 0b11u << 30)) != 0) [[unlikely]]
            edges = latin1Before(data, i, size) | (latin1After(data, i + 32, size) << 30);
        return static_cast<std::uint32_t>(_mm256_movemask_epi8(marks)) |
               (latin1 & ((latin1 << 2) | (latin1 >> 2) | edges));
    }

    // 16 octets of a table (aligned to 16) in both halves of a register, for vpshufb.
    [[gnu::always_inline]] static __m256i sixteen(const std::uint8_t* table) {
        return _mm256_broadcastsi128_si256(_mm_load_si128(reinterpret_cast<const __m128i*>(table)));
    }

    // The first look at a block with an octet before it and 32 after it (1 <= i,
    // i + 33 <= size) within data[0, size), without a branch: whether it may hold a suspect. A
    // superset of block()'s hits: a first octet after a continuing one that the nibble tables
    // (SuspectTables::leadHigh, exact for every first octet) pair with the octet after, a "?"
    // after a continuing octet, C2 80-9F.
    [[gnu::always_inline]] bool mayHold(const std::uint8_t* data, std::size_t i,
                                        std::size_t size) const {
        const __m256i cur = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i));
        const __m256i next = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i + 1));
        const __m256i prev = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i - 1));
        // As signed octets, 80-BF are below C0 (-64) and 80-9F below A0 (-96).
        const __m256i afterWide = _mm256_cmpgt_epi8(belowC0, prev);
        // For C0-DF, after a character of two octets the finer table (i >= 2: the octet before
        // `prev`); for E0-FF (bit 5, moved to the top of its octet for the blend) the other half.
        const __m256i curLow = _mm256_and_si256(cur, nibble);
        __m256i low = _mm256_shuffle_epi8(leadLow, curLow);
        if (i >= 2) {
            const __m256i prev2 =
                _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i - 2));
            low = _mm256_blendv_epi8(low, _mm256_shuffle_epi8(afterLow, curLow),
                                     afterTwo(prev2, afterWide));
        }
        low = _mm256_blendv_epi8(low, _mm256_shuffle_epi8(leadLowAbove, curLow),
                                 _mm256_slli_epi16(cur, 2));
        const __m256i pairs = _mm256_and_si256(
            _mm256_and_si256(
                _mm256_shuffle_epi8(leadHigh, _mm256_and_si256(_mm256_srli_epi16(cur, 4), nibble)),
                low),
            _mm256_shuffle_epi8(nextHigh, _mm256_and_si256(_mm256_srli_epi16(next, 4), nibble)));
        const __m256i wide =
            _mm256_and_si256(_mm256_or_si256(pairs, _mm256_cmpeq_epi8(cur, question)), afterWide);
        const __m256i c1 =
            _mm256_and_si256(_mm256_cmpeq_epi8(cur, c2), _mm256_cmpgt_epi8(belowA0, next));
        const __m256i any = _mm256_or_si256(wide, c1);
        return _mm256_testz_si256(any, any) == 0 || traces(data, i, size, cur, next) != 0;
    }

    // The suspects of the block at data[i] (i >= 1) within data[0, size), and of them those
    // that need no check.
    [[gnu::always_inline]] BlockHits block(const std::uint8_t* data, std::size_t i,
                                           std::size_t size) {
        const std::size_t left = size - i;
        const std::uint8_t* at = data + i;
        const std::size_t back = std::min<std::size_t>(i, 2); // octets before the block to read
        if (left <= 32) {
            tail.fill(0);
            std::memcpy(tail.data() + 2 - back, data + i - back, left + back);
            at = tail.data() + 2;
        }
        const __m256i cur = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(at));
        const __m256i q = _mm256_cmpeq_epi8(cur, question);
        if (_mm256_movemask_epi8(_mm256_or_si256(cur, q)) == 0)
            return {};
        // Most of the rest have no character outside ASCII right after another, no C2 and no
        // first octet cut by the end: nothing either (see Avx512Filter).
        {
            const auto high = static_cast<std::uint32_t>(_mm256_movemask_epi8(cur));
            const auto firsts = static_cast<std::uint32_t>(
                _mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_and_si256(cur, top2), top2)));
            const std::uint32_t after =
                ((high & ~firsts) << 1) | static_cast<std::uint32_t>(isContinuationOctet(at[-1]));
            const std::uint32_t end = left <= 32 ? 1u << (left - 1) : 0;
            const auto twos =
                static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(cur, c2)));
            const auto questions = static_cast<std::uint32_t>(_mm256_movemask_epi8(q));
            // A trace of East Asian damage begins at EF, E9, E2 94-97, or C2 or C3 two octets
            // after or before another (or where the octets before or after the block may hold
            // one). (E2 alone begins quotes and dashes: its next octet is looked at only then.)
            auto marks = static_cast<std::uint32_t>(_mm256_movemask_epi8(
                _mm256_or_si256(_mm256_cmpeq_epi8(cur, ef), _mm256_cmpeq_epi8(cur, e9))));
            if (const auto threes =
                    static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(cur, e2)));
                threes != 0) [[unlikely]] {
                const __m256i secondOctets =
                    _mm256_loadu_si256(reinterpret_cast<const __m256i*>(at + 1));
                marks |= threes & static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(
                                      _mm256_and_si256(secondOctets, notThree), x94)));
            }
            const auto latin1 = static_cast<std::uint32_t>(
                _mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_and_si256(cur, notOne), c2)));
            const std::uint32_t traceFirsts =
                marks | (latin1 & ((latin1 << 2) | 3u | (latin1 >> 2) | (3u << 30)));
            if ((after & (firsts | questions)) == 0 && (firsts & end) == 0 && twos == 0 &&
                traceFirsts == 0)
                return {};
        }
        const __m256i prev = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(at - 1));
        const __m256i next = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(at + 1));
        // Past `size` the octets of the copy are zeros: no trace there.
        const std::uint32_t trace =
            traces(data, i, size, cur, next) & (left < 32 ? (1u << left) - 1 : ~0u);
        const __m256i afterWide = _mm256_cmpeq_epi8(_mm256_and_si256(prev, top2), cont);
        const __m256i leads = _mm256_cmpeq_epi8(_mm256_and_si256(cur, top2), top2);
        const __m256i low = _mm256_and_si256(cur, nibble);
        const __m256i has4 = _mm256_cmpeq_epi8(_mm256_and_si256(cur, bit4), bit4);
        const __m256i has5 = _mm256_cmpeq_epi8(_mm256_and_si256(cur, bit5), bit5);
        const __m256i below = _mm256_blendv_epi8(_mm256_shuffle_epi8(lead0, low),
                                                 _mm256_shuffle_epi8(lead1, low), has4);
        const __m256i above = _mm256_blendv_epi8(_mm256_shuffle_epi8(lead2, low),
                                                 _mm256_shuffle_epi8(lead3, low), has4);
        __m256i classes = _mm256_blendv_epi8(below, above, has5);
        // After a character of two octets, the finer table: not two places before the block's
        // first octet where the search began right before it, nor before the data.
        if (back == 2) {
            __m256i after =
                afterTwo(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(at - 2)), afterWide);
            if (i < from + 2)
                after = _mm256_insert_epi8(after, 0, 0);
            const __m256i belowAfter = _mm256_blendv_epi8(_mm256_shuffle_epi8(after0, low),
                                                          _mm256_shuffle_epi8(after1, low), has4);
            const __m256i aboveAfter = _mm256_blendv_epi8(_mm256_shuffle_epi8(after2, low),
                                                          _mm256_shuffle_epi8(after3, low), has4);
            classes = _mm256_blendv_epi8(classes, _mm256_blendv_epi8(belowAfter, aboveAfter, has5),
                                         after);
        }
        const __m256i nextBit =
            _mm256_shuffle_epi8(second, _mm256_and_si256(_mm256_srli_epi16(next, 4), nibble));
        const __m256i paired = _mm256_andnot_si256(
            _mm256_cmpeq_epi8(_mm256_and_si256(classes, nextBit), _mm256_setzero_si256()),
            _mm256_and_si256(leads, afterWide));
        const __m256i c1 = _mm256_and_si256(_mm256_cmpeq_epi8(cur, c2),
                                            _mm256_cmpeq_epi8(_mm256_and_si256(next, top3), cont));
        const __m256i hits =
            _mm256_or_si256(_mm256_or_si256(paired, c1), _mm256_and_si256(q, afterWide));
        auto sure = static_cast<std::uint32_t>(_mm256_movemask_epi8(c1));
        const auto leadMask = static_cast<std::uint32_t>(_mm256_movemask_epi8(leads));
        // A first octet at the very end: its second octet is not here yet, look closer.
        if (left <= 32)
            sure |= leadMask & (1u << (left - 1));
        return {i, static_cast<std::uint32_t>(_mm256_movemask_epi8(hits)) | sure | trace, sure};
    }
};

std::size_t findAvx2(const std::uint8_t* data, std::size_t from, std::size_t size) noexcept {
    const SuspectTables& t = suspectTables();
    Avx2Filter filter(t);
    filter.from = from;
    return findWith<32>(filter, t, data, from, size);
}

void collectAvx2(const std::uint8_t* data, std::size_t begin, std::size_t end, std::size_t size,
                 std::vector<std::size_t>& out) {
    const SuspectTables& t = suspectTables();
    Avx2Filter filter(t);
    PendingBlocks pending(t, data, size, out);
    // Two loops, as the AVX-512 path: the first look at every block marks those that may hold
    // a suspect, without a branch that text outside ASCII would take at random; the whole look
    // then runs on those.
    std::size_t i = std::max<std::size_t>(begin, 1);
    while (i < end) {
        // Up to 64 blocks, a bit each: those whole in the stretch with an octet after them,
        // then the last one or two, marked for the whole look as they are.
        const std::size_t first = i;
        std::uint64_t marked = 0;
        const std::size_t last = std::min(end, size - 1); // the octet after a whole block
        const std::size_t whole = last >= i + 32 ? std::min<std::size_t>(64, (last - i) / 32) : 0;
        std::size_t k = 0;
        for (; k < whole; ++k, i += 32)
            marked |= std::uint64_t{filter.mayHold(data, i, size)} << k;
        for (; k < 64 && i < end; ++k, i += 32)
            marked |= std::uint64_t{1} << k;
        for (; marked != 0; marked &= marked - 1) {
            const std::size_t at = first + 32 * static_cast<std::size_t>(__builtin_ctzll(marked));
            const BlockHits b = filter.block(data, at, size);
            if (const std::uint64_t hits = b.hits & within(at, end); hits != 0)
                pending.add(at, hits, b.sure);
        }
    }
    pending.flush();
}

} // namespace
} // namespace u8scope::detail
