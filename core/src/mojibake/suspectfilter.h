// What every path of the suspect filter (suspects.h) shares: the tables made from the codecs, and
// the exact rule that settles each place a vector path finds by the octets alone. Internal.
#pragma once

#include "readaseastasian.h"
#include "u8scope/codec/octetclass.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace u8scope::detail {

// For a first octet C0-FF (index: octet - C0), the high nibbles (8, 9, A, B as bits 0-3) of the
// second octets with which it begins a character some codec gives for an octet 80-BF, or U+FFFD.
struct SuspectTables {
    alignas(64) std::array<std::uint8_t, 64> lead{};
    // The same for a character right after one of two octets: for a first octet C2-DF, only
    // what a codec gives for 80-BF where a character of two octets it gives for a first octet
    // may come before it (a page of one region: and begin with it a character the page
    // carries); for E0-FF, `lead` (a longer character may be malformed, which the exact rule
    // keeps). In Russian read through DOS 866, "а" is A0, but what DOS 866 has of two octets at
    // C2-F4 (с, т, я, Ё) begins nothing it carries with A0: Cyrillic after Cyrillic is no pair.
    alignas(64) std::array<std::uint8_t, 64> leadAfterTwo{};
    // For any octet's high nibble: its bit as a second octet (8-B), else 0; four times over, for
    // the vector paths.
    alignas(64) std::array<std::uint8_t, 64> second{};
    // The characters of two octets (U+0080-07FF) some codec gives for an octet 80-BF: bit
    // cp % 8 of octet cp / 8. Finer than `lead` for them: the AVX-512 path looks there.
    alignas(64) std::array<std::uint8_t, 256> two{};
    // The same for the characters of two octets some codec gives for a first octet C2-F4
    // (leadCodecs), and for one of C2-DF, the first of two.
    alignas(64) std::array<std::uint8_t, 256> twoLead{};
    alignas(64) std::array<std::uint8_t, 256> twoLeadOfTwo{};
    // 1 << (k % 8) at k: the bit of a code point in its octet of `two`.
    alignas(64) std::array<std::uint8_t, 64> bit{};
    // `lead` split into tables of 16 by nibble, for the AVX2 path's first look: a first octet and
    // the octet after it may pair when leadHigh[octet >> 4] & low[octet & F] &
    // nextHigh[next >> 4] is not 0, where low is leadLow for C0-DF and leadLowAbove for E0-FF.
    // Bits 0-3 stand for the second octets 8x-Bx after a first octet Cx or Ex, bits 4-7 after Dx
    // or Fx, so the tables find `lead` exactly (and after a character of two octets, with
    // leadLowAfterTwo for C0-DF, `leadAfterTwo`, which is `lead` for E0-FF): a Cyrillic letter
    // D0 or D1 after another is dismissed here as in the whole look.
    alignas(16) std::array<std::uint8_t, 16> leadHigh{};
    alignas(16) std::array<std::uint8_t, 16> leadLow{};
    alignas(16) std::array<std::uint8_t, 16> leadLowAbove{};
    alignas(16) std::array<std::uint8_t, 16> leadLowAfterTwo{}; // the same from leadAfterTwo
    alignas(16) std::array<std::uint8_t, 16> nextHigh{};
    // The AVX-512 path's first look as three lookups ANDed, one for the octet (by its low six
    // bits), one each for the octets before and after it (by their high nibble, four times over):
    // bits 0-3 a first octet that `lead` pairs with the octet after, asked after a continuing
    // octet; bits 4-5 C2 80-9F, a C1 control, asked anywhere; bit 6 a "?" after a continuing
    // octet. Six bits of the octet alias four octets on each entry, so the look finds a few
    // places more than coarse() (a continuing octet after another with C2-FF's entry, "B" or
    // 82 with C2's, BF or 7F with "?"'s): a superset, which the whole look then settles.
    alignas(64) std::array<std::uint8_t, 64> lookHere{};
    alignas(64) std::array<std::uint8_t, 64> lookHereAfterTwo{}; // the same from leadAfterTwo
    alignas(64) std::array<std::uint8_t, 64> lookBefore{};
    alignas(64) std::array<std::uint8_t, 64> lookAfter{};
};

/// The tables, made once.
[[nodiscard]] const SuspectTables& suspectTables();

// The exact rule at data[i], where the octets alone made it a suspect (a "?", or a character's
// first octet, after a character outside ASCII): whether the character before stands for a
// first octet in some codec that also gives the character at i for a continuing octet (or takes
// "?" and U+FFFD as a lost octet), and the characters after complete the sequence that first
// octet announces in that codec: without that, no reading of the word changes anything
// (reencoding.cpp). Where a character is malformed or cut short it stays a suspect: the examiner
// decides then.
bool pairAt(const std::uint8_t* data, std::size_t from, std::size_t i, std::size_t size);

// The suspects of a block (bit k: data[i + k]), as a vector path found them.
struct BlockHits {
    std::size_t i = 0;
    std::uint64_t hits = 0;
    std::uint64_t sure = 0; // of `hits`, those that need no check
};

// Every place of `blocks` the exact rule keeps, appended to `out` (from 0: see collect).
void keepAll(const SuspectTables& t, const std::uint8_t* data, std::size_t size,
             std::span<const BlockHits> blocks, std::vector<std::size_t>& out);

namespace {

// Whether the first octet b (C0-FF) and the octet after it may begin a character some codec
// gives for an octet 80-BF, or U+FFFD: a character of two octets exactly, a longer one by the
// second octet's high nibble.
inline bool mayContinue(const SuspectTables& t, std::uint8_t b, std::uint8_t next) {
    if (b < 0xE0) {
        if (!isContinuationOctet(next))
            return false;
        const CodePoint cp = twoOctetValue(b, next); // C0, C1: below 80, never noted
        return (t.two[cp >> 3] & (1u << (cp & 7))) != 0;
    }
    return (t.lead[b - 0xC0] & t.second[next >> 4]) != 0;
}

// Whether data[k] begins a character of Latin-1 (C2 or C3 and a continuing octet) before `size`.
inline bool latin1At(const std::uint8_t* data, std::size_t k, std::size_t size) {
    return k + 1 < size && (data[k] & 0xFE) == 0xC2 && isContinuationOctet(data[k + 1]);
}

// Which of data[i - 2] and data[i - 1] (bits 0 and 1) begin a character of Latin-1, before
// `size`: a vector path's look at a trace of East Asian damage (eastAsianTraceAt) at the start of
// its block. i >= 1.
inline std::uint32_t latin1Before(const std::uint8_t* data, std::size_t i, std::size_t size) {
    return (i >= 2 && latin1At(data, i - 2, size) ? 1u : 0u) |
           (latin1At(data, i - 1, size) ? 2u : 0u);
}

// The same for data[j] and data[j + 1], the two octets after a block: a run of four that begins
// in the block's last two octets goes on there.
inline std::uint32_t latin1After(const std::uint8_t* data, std::size_t j, std::size_t size) {
    return (latin1At(data, j, size) ? 1u : 0u) | (latin1At(data, j + 1, size) ? 2u : 0u);
}

// Whether the exact rule keeps data[p], a place the octets made a suspect (`sure`: it needs no
// check, a C1 control or a first octet cut short). The AVX2 path finds characters of two octets
// by their second octet's high nibble only.
inline bool keptAt(const SuspectTables& t, const std::uint8_t* data, std::size_t from,
                   std::size_t p, bool sure, std::size_t size) {
    // (Traces begin with "?", EF, E9, E2, C2 or C3 only.)
    const std::uint8_t o = data[p];
    if (sure || ((o == '?' || o == 0xEF || o == 0xE9 || o == 0xE2 || (o & 0xFE) == 0xC2) &&
                 eastAsianTraceAt(data, p, size)))
        return true;
    // Found as a trace that is none: a pair needs a character outside ASCII before it.
    if (!isContinuationOctet(data[p - 1]))
        return false;
    const std::uint8_t b = o;
    if (b >= 0xC0 && p + 1 < size && !mayContinue(t, b, data[p + 1]))
        return false;
    return pairAt(data, from, p, size);
}

// The first of the places the octets made suspects (bit k: data[i + k]) that the exact rule
// keeps, or SIZE_MAX.
inline std::size_t firstPair(const SuspectTables& t, const std::uint8_t* data, std::size_t from,
                             std::size_t i, std::uint64_t hits, std::uint64_t sure,
                             std::size_t size) {
    for (; hits != 0; hits &= hits - 1) {
        const auto k = static_cast<unsigned>(__builtin_ctzll(hits));
        if (keptAt(t, data, from, i + k, ((sure >> k) & 1) != 0, size))
            return i + k;
    }
    return SIZE_MAX;
}

// The first suspect the exact rule keeps from `from` on, or `size`: the find loop of a vector
// path whose Filter looks at kWidth octets at a time (block(data, i, size) gives its hits).
template <std::size_t kWidth, class Filter>
std::size_t findWith(Filter& filter, const SuspectTables& t, const std::uint8_t* data,
                     std::size_t from, std::size_t size) {
    for (std::size_t i = from + 1; i < size; i += kWidth) {
        const BlockHits b = filter.block(data, i, size);
        if (b.hits != 0) {
            if (const std::size_t at = firstPair(t, data, from, i, b.hits, b.sure, size);
                at != SIZE_MAX)
                return at;
        }
    }
    return size;
}

// The blocks with suspects, gathered so that the vector loop calls nothing (a call would spill
// its registers) and handed to keepAll a batch at a time.
class PendingBlocks {
public:
    PendingBlocks(const SuspectTables& t, const std::uint8_t* data, std::size_t size,
                  std::vector<std::size_t>& out)
        : m_t(t), m_data(data), m_size(size), m_out(out) {}
    void add(std::size_t i, std::uint64_t hits, std::uint64_t sure) {
        m_blocks[m_count++] = {i, hits, sure};
        if (m_count == m_blocks.size())
            flush();
    }
    void flush() {
        keepAll(m_t, m_data, m_size, std::span(m_blocks.data(), m_count), m_out);
        m_count = 0;
    }

private:
    const SuspectTables& m_t;
    const std::uint8_t* m_data;
    std::size_t m_size;
    std::vector<std::size_t>& m_out;
    std::array<BlockHits, 64> m_blocks{};
    std::size_t m_count = 0;
};

// The places of a block at i (bit k: data[i + k]) before `end` (> i).
inline std::uint64_t within(std::size_t i, std::size_t end) {
    return end - i >= 64 ? ~0ull : ~0ull >> (64 - (end - i));
}

} // namespace

} // namespace u8scope::detail
