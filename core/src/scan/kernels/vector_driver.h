// What the kernels share: the rules of RFC 3629 §4 as nibble lookup tables, and the loop that
// runs a kernel's block check and hands the exact answer over to the scalar walk; and the dense-
// error walk, which decides every unit of a block from the octets' bit planes (a kernel's only
// part in it is to transpose 64 octets into 8 bit planes).
//
// Everything here lives in an unnamed namespace on purpose. Each vector kernel's .cpp file is
// compiled for its own instruction set (-mavx2, ...); an inline function or template shared by
// name between those files could be emitted by several of them and the linker would keep any one
// copy, possibly an AVX-512 one called from baseline code. Internal linkage gives every kernel
// its own copy, built with its own flags.
#pragma once

#include "scan/kernels/kernel_impl.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace u8scope::kernels {
namespace {

// --- The rules as tables -------------------------------------------------------------------

// One bit per way two adjacent octets (first, second) can break RFC 3629 §4. Each rule is a
// product of three conditions: on the high nibble of `first`, on its low nibble, and on the high
// nibble of `second`. Three 16-entry lookups ANDed together therefore test all eight at once.
constexpr std::uint8_t kTooShort = 0x01;  // a first octet not followed by a continuation
constexpr std::uint8_t kTooLong = 0x02;   // a continuation right after a 1-octet sequence
constexpr std::uint8_t kOverlong3 = 0x04; // E0 80-9F
constexpr std::uint8_t kTooLarge = 0x08;  // F4 90-BF; F5-FF followed by 90-BF
constexpr std::uint8_t kSurrogate = 0x10; // ED A0-BF
constexpr std::uint8_t kOverlong2 = 0x20; // C0 or C1 followed by a continuation
// F0 80-8F (overlong 4-octet form) and F5-FF 80-8F (too large). They share a bit because both
// have high nibble F and second octet 8x, and F4 8x, which lies between them, is fine.
constexpr std::uint8_t kOverlong4OrTooLarge = 0x40;
// Two continuations in a row: an error unless the second one is the third or fourth octet of a
// sequence, which the kernels tell from the octets 2 and 3 back and cancel (see mustContinue).
constexpr std::uint8_t kTwoContinuations = 0x80;

// A set of nibble values as a 16-bit mask.
constexpr std::uint16_t nibbles(int lo, int hi) noexcept {
    std::uint16_t set = 0;
    for (int n = lo; n <= hi; ++n)
        set = static_cast<std::uint16_t>(set | (1u << n));
    return set;
}
constexpr std::uint16_t kAnyNibble = 0xFFFF;
constexpr std::uint16_t kAsciiNibbles = nibbles(0x0, 0x7);
constexpr std::uint16_t kContinuationNibbles = nibbles(0x8, 0xB);
constexpr std::uint16_t kLeadNibbles = nibbles(0xC, 0xF);

struct PairRule {
    std::uint8_t bit;
    std::uint16_t firstHigh;  // allowed high nibbles of the first octet
    std::uint16_t firstLow;   // allowed low nibbles of the first octet
    std::uint16_t secondHigh; // allowed high nibbles of the second octet
};

constexpr PairRule kPairRules[] = {
    {kTooShort, kLeadNibbles, kAnyNibble, kAsciiNibbles | kLeadNibbles},
    {kTooLong, kAsciiNibbles, kAnyNibble, kContinuationNibbles},
    {kOverlong3, nibbles(0xE, 0xE), nibbles(0x0, 0x0), nibbles(0x8, 0x9)},
    {kTooLarge, nibbles(0xF, 0xF), nibbles(0x4, 0xF), nibbles(0x9, 0xB)},
    {kSurrogate, nibbles(0xE, 0xE), nibbles(0xD, 0xD), nibbles(0xA, 0xB)},
    {kOverlong2, nibbles(0xC, 0xC), nibbles(0x0, 0x1), kContinuationNibbles},
    {kOverlong4OrTooLarge, nibbles(0xF, 0xF), nibbles(0x0, 0x0) | nibbles(0x5, 0xF),
     nibbles(0x8, 0x8)},
    {kTwoContinuations, kContinuationNibbles, kAnyNibble, kContinuationNibbles},
};

enum class PairTable { FirstHigh, FirstLow, SecondHigh };

// Entry n: the bits of the rules whose condition on that nibble holds for n.
constexpr std::array<std::uint8_t, 16> pairTable(PairTable which) noexcept {
    std::array<std::uint8_t, 16> table{};
    for (int n = 0; n < 16; ++n) {
        for (const PairRule& rule : kPairRules) {
            const std::uint16_t set = which == PairTable::FirstHigh  ? rule.firstHigh
                                      : which == PairTable::FirstLow ? rule.firstLow
                                                                     : rule.secondHigh;
            if (set & (1u << n))
                table[n] = static_cast<std::uint8_t>(table[n] | rule.bit);
        }
    }
    return table;
}

constexpr std::array<std::uint8_t, 16> kFirstHighTable = pairTable(PairTable::FirstHigh);
constexpr std::array<std::uint8_t, 16> kFirstLowTable = pairTable(PairTable::FirstLow);
constexpr std::array<std::uint8_t, 16> kSecondHighTable = pairTable(PairTable::SecondHigh);

// An octet must be a continuation when the octet 2 back is E0-FF (it is then the third octet of
// a 3- or 4-octet sequence) or the octet 3 back is F0-FF (the fourth of a 4-octet sequence).
// Unsigned saturating subtraction of these values leaves bit 7 set exactly in those cases.
constexpr std::uint8_t kThirdOctetBias = 0xE0 - 0x80;
constexpr std::uint8_t kFourthOctetBias = 0xF0 - 0x80;

// The class of each octet of well-formed text by its high nibble, for classifyValid.
constexpr std::array<std::uint8_t, 16> classByHighNibble() noexcept {
    std::array<std::uint8_t, 16> table{};
    for (int n = 0; n < 16; ++n) {
        table[n] = static_cast<std::uint8_t>(classOfValidOctet(static_cast<std::uint8_t>(n << 4)));
    }
    return table;
}
constexpr std::array<std::uint8_t, 16> kClassByHighNibble = classByHighNibble();

// --- The loops -----------------------------------------------------------------------------

// Octets at or above three class thresholds. That is all the vector kernels need to count, for
// in well-formed text each lead octet brings 1 to 3 continuations: with L2, L3, L4 leads of each
// kind, from80 = 2 L2 + 3 L3 + 4 L4, fromC0 = L2 + L3 + L4 and fromE0 = L3 + L4, which solve for
// the ClassCounts of any stretch of whole sequences. (Unsigned, so a stretch can be subtracted
// before it is added.)
struct ThresholdCounts {
    std::uint64_t total = 0;
    std::uint64_t from80 = 0;
    std::uint64_t fromC0 = 0;
    std::uint64_t fromE0 = 0;

    void add(const ClassCounts& c) noexcept {
        total += c.total();
        from80 += c.continuation + c.lead2 + c.lead3 + c.lead4;
        fromC0 += c.lead2 + c.lead3 + c.lead4;
        fromE0 += c.lead3 + c.lead4;
    }
    void subtract(const ClassCounts& c) noexcept {
        ThresholdCounts t;
        t.add(c);
        total -= t.total;
        from80 -= t.from80;
        fromC0 -= t.fromC0;
        fromE0 -= t.fromE0;
    }
    // Valid only when the counted octets are whole well-formed sequences.
    void addTo(ClassCounts& counts) const noexcept {
        const std::uint64_t lead4 = from80 - 2 * fromC0 - fromE0;
        counts.ascii += total - from80;
        counts.continuation += from80 - fromC0;
        counts.lead2 += fromC0 - fromE0;
        counts.lead3 += fromE0 - lead4;
        counts.lead4 += lead4;
    }
};

// The class fields a lead octet adds to the packed lead counter of the kernels, by high nibble:
// bits 0-3 count C0-FF, bits 4-7 count E0-FF. Each field holds up to 15.
constexpr std::array<std::uint8_t, 16> leadFields() noexcept {
    std::array<std::uint8_t, 16> table{};
    table[0xC] = table[0xD] = 0x01;
    table[0xE] = table[0xF] = 0x11;
    return table;
}
constexpr std::array<std::uint8_t, 16> kLeadFields = leadFields();

// 64 octets FF then 64 octets 00: loaded from offset 64 - n, the first n octets are FF.
constexpr std::array<std::uint8_t, 128> leadingOnes() noexcept {
    std::array<std::uint8_t, 128> ones{};
    for (std::size_t i = 0; i < 64; ++i)
        ones[i] = 0xFF;
    return ones;
}
constexpr std::array<std::uint8_t, 128> kLeadingOnes = leadingOnes();

// Nothing in data[start, pos) was flagged by the vector checks, so every sequence in it is
// well-formed except perhaps the last, which may run past pos. Returns where that last sequence
// starts (at most 3 octets back), or pos when it ends there.
inline std::size_t backToBoundary(const std::uint8_t* data, std::size_t start, std::size_t pos) noexcept {
    const std::size_t low = pos - start > 3 ? pos - 3 : start;
    for (std::size_t j = pos; j > low; --j) {
        if ((data[j - 1] & 0xC0) != 0x80)
            return j - 1;
    }
    return pos;
}

// Loads that straddle two cache lines cost extra, enough to matter when the kernel waits on
// memory, as on long runs of ASCII. Runs at least this long therefore check one unaligned head
// block, then go on from the next kBlock-aligned address inside it. The head block overlaps the
// next one, so it counts only the octets before that address.
constexpr std::size_t kAlignRunsFrom = 1024;

// Octets from p to the next kBlock-aligned address (0 when p is aligned).
template <class Checker>
std::size_t headLength(const std::uint8_t* p) noexcept {
    return (Checker::kBlock - (reinterpret_cast<std::uintptr_t>(p) & (Checker::kBlock - 1))) &
           (Checker::kBlock - 1);
}

// The 3 octets before data[at] in bits 8-31, the nearest one highest; those before `start` as 0,
// as a new checker takes ASCII to come before `start`.
inline std::uint32_t lastOctets(const std::uint8_t* data, std::size_t start, std::size_t at) noexcept {
    std::uint32_t last = 0;
    for (std::size_t k = 1; k <= 3 && at - start >= k; ++k) {
        last |= static_cast<std::uint32_t>(data[at - k]) << (32 - 8 * k);
    }
    return last;
}

// A kernel provides a Checker: constructed at a sequence boundary (as if ASCII came before),
// `check(block)` tests kBlock octets and says whether they are free of errors, carrying what the
// next block needs; after a failing check, `firstFlag()` is the offset in the block of the first
// octet found wrong (0 when a sequence from the block before was left unfinished).
// `checkAndCount` also counts the octets of the blocks that pass, and `flush` adds those counts
// to a ThresholdCounts; `checkAndCountHead(block, n)` counts only the first n octets.
// `restart(lastOctets(...))` goes on at another offset, given the 3 octets before it. (After
// the head block those octets have been checked already; restart only keeps the next check from
// flagging the sequence in progress there, which would cost a scalar detour.)
//
// The loop: vector blocks while they pass; then the scalar walk finds the exact offset, from the
// start of the sequence in progress at the first flagged octet (or at the short tail). The flags
// never fire on well-formed text, and a malformed sequence is flagged within its first 4 octets,
// so that sequence is the first malformed one. Should the scalar walk get through the block
// after all, the vector loop resumes behind it.
template <class Checker>
std::size_t scalarStart(const std::uint8_t* data, std::size_t size, std::size_t start,
                        std::size_t pos, const Checker& checker) noexcept {
    const bool failed = size - pos >= Checker::kBlock;
    return backToBoundary(data, start, failed ? pos + checker.firstFlag() : pos);
}

// The walk of validPrefix, and with kCount that of countValidPrefix, which also counts the
// octets of the prefix into `counts`.
template <class Checker, bool kCount>
std::size_t vectorWalk(const std::uint8_t* data, std::size_t size, ClassCounts* counts) noexcept {
    constexpr std::size_t kBlock = Checker::kBlock;
    [[maybe_unused]] ThresholdCounts prefix;
    const auto check = [](Checker& checker, const std::uint8_t* block) {
        if constexpr (kCount) {
            return checker.checkAndCount(block);
        } else {
            return checker.check(block);
        }
    };
    std::size_t pos = 0;
    for (;;) {
        const std::size_t start = pos;
        Checker checker;
        bool passed = true;
        if (const std::size_t head = headLength<Checker>(data + pos);
            head != 0 && size - pos >= kAlignRunsFrom) {
            if constexpr (kCount) {
                passed = checker.checkAndCountHead(data + pos, head);
            } else {
                passed = checker.check(data + pos);
            }
            if (passed) {
                pos += head;
                checker.restart(lastOctets(data, start, pos));
            }
        }
        while (passed && size - pos >= kBlock && check(checker, data + pos))
            pos += kBlock;
        if constexpr (kCount) {
            checker.flush(prefix);
            prefix.total += pos - start;
        }
        const std::size_t until = size - pos >= kBlock ? pos + kBlock : size;
        const std::size_t end =
            scalarValidateUntil(data, size, scalarStart(data, size, start, pos, checker), until);
        if constexpr (kCount) {
            // The vector counted up to pos; the prefix ends at `end`, on either side of it.
            ClassCounts rest;
            if (end >= pos) {
                scalarCountClasses(data + pos, end - pos, rest);
                prefix.add(rest);
            } else {
                scalarCountClasses(data + end, pos - end, rest);
                prefix.subtract(rest);
            }
        }
        if (end < until || end >= size) {
            if constexpr (kCount)
                prefix.addTo(*counts);
            return end;
        }
        pos = end;
    }
}

template <class Checker>
std::size_t vectorValidPrefix(const std::uint8_t* data, std::size_t size) noexcept {
    return vectorWalk<Checker, false>(data, size, nullptr);
}

template <class Checker>
std::size_t vectorCountValidPrefix(const std::uint8_t* data, std::size_t size,
                                   ClassCounts& counts) noexcept {
    return vectorWalk<Checker, true>(data, size, &counts);
}

// Checker::classify(block, out) writes the classes of kBlock octets.
template <class Checker>
void vectorClassifyValid(const std::uint8_t* data, std::size_t size, OctetClass* out) noexcept {
    std::size_t i = 0;
    for (; size - i >= Checker::kBlock; i += Checker::kBlock)
        Checker::classify(data + i, out + i);
    for (; i < size; ++i)
        out[i] = classOfValidOctet(data[i]);
}

// --- Dense errors --------------------------------------------------------------------------
//
// Where errors are dense, finding them one at a time is slow. Every unit, and the kind of every
// malformed one, is decided by at most 6 octets (4 under RFC 3629), so a whole block can be
// decided at once: a kernel turns 64 octets into 8 bit planes (plane k holds bit k of each
// octet), and the rules below are evaluated on 64 octets at a time with 64-bit logic, then
// counted by popcount. Shifting the masks by one block in either direction (with the neighbours'
// bits coming in) gives each octet its preceding and following octets.
//
// The rules, per ISO/IEC 10646-1 Annex R Table 1, RFC 3629 §4 and the Unicode Standard §3.9:
// every octet outside 80-BF begins a unit. A first octet announcing n octets (a "lead") takes the
// next octet if it is a continuation in the range rules.h allows for it, then each continuation
// after it up to n octets; if it gets all n the unit is well-formed, else it is malformed
// (truncated). A lead whose second octet is a continuation out of range is a malformed unit of
// one octet (overlong, surrogate, or out of range). A continuation that no lead takes is a
// malformed unit of its own, and so is each octet that cannot begin a sequence. The tests check
// these encodings against rules.h for every octet pair under both profiles.

// Bit k of plane[b]: bit b of the octet at offset k of the block.
struct Planes {
    std::array<std::uint64_t, 8> plane{};
};

// The sets of octets of one block that the rules need, by the octet's own value.
struct OctetSets {
    std::uint64_t high = 0;     // 80-FF
    std::uint64_t cont = 0;     // 80-BF
    std::uint64_t lead = 0;     // octets that begin a sequence of 2 or more octets
    std::uint64_t need3 = 0;    // ... of 3 or more octets; need4 .. need6 likewise
    std::uint64_t need4 = 0;
    std::uint64_t need5 = 0;
    std::uint64_t need6 = 0;
    std::uint64_t overlong = 0; // C0, C1: malformed by themselves, overlong
    std::uint64_t range = 0;    // F5-F7 (RFC 3629): malformed by themselves, out of range
    std::uint64_t invalid = 0;  // F8-FF (RFC 3629), FE-FF (legacy): never in the profile
    std::uint64_t neverValid = 0;
    // Leads that restrict their second octet (rules.h: lo above 80 or hi below BF) ...
    std::uint64_t e0 = 0, ed = 0, f0 = 0, f4 = 0, f8 = 0, fc = 0;
    // ... and the continuations below or above those limits.
    std::uint64_t upTo9F = 0, upTo8F = 0, upTo87 = 0, upTo83 = 0, from90 = 0, fromA0 = 0;
};

template <Profile kProfile>
OctetSets octetSets(const Planes& p) noexcept {
    const std::uint64_t b0 = p.plane[0], b1 = p.plane[1], b2 = p.plane[2], b3 = p.plane[3];
    const std::uint64_t b4 = p.plane[4], b5 = p.plane[5], b6 = p.plane[6], b7 = p.plane[7];
    OctetSets s;
    s.high = b7;
    s.cont = b7 & ~b6;
    const std::uint64_t c0ff = b7 & b6;
    const std::uint64_t c0df = c0ff & ~b5;
    s.overlong = c0df & ~(b4 | b3 | b2 | b1);
    const std::uint64_t lead2 = c0df & ~s.overlong;
    const std::uint64_t e0ef = c0ff & b5 & ~b4;
    const std::uint64_t f0ff = c0ff & b5 & b4;
    const std::uint64_t lowZero = ~(b3 | b2 | b1 | b0);
    s.e0 = e0ef & lowZero;
    s.ed = e0ef & b3 & b2 & ~b1 & b0;
    s.f0 = f0ff & lowZero;
    s.upTo9F = s.cont & ~b5;
    s.upTo8F = s.upTo9F & ~b4;
    s.fromA0 = s.cont & b5;
    s.from90 = s.cont & (b5 | b4);
    if constexpr (kProfile == Profile::Rfc3629) {
        const std::uint64_t f0f7 = f0ff & ~b3;
        const std::uint64_t f0f4 = f0f7 & (~b2 | ~(b1 | b0));
        s.f4 = f0f7 & b2 & ~(b1 | b0);
        s.range = f0f7 & ~f0f4;
        s.invalid = f0ff & b3;
        s.need4 = f0f4;
        s.neverValid = s.overlong | s.range | s.invalid;
    } else {
        // Annex R: F0-F7 begin 4 octets, F8-FB 5, FC-FD 6; F8 and FC restrict their second
        // octet like E0 and F0.
        const std::uint64_t f8ff = f0ff & b3;
        s.need6 = f8ff & b2 & ~b1;
        s.need5 = (f8ff & ~b2) | s.need6;
        s.need4 = (f0ff & ~b3) | s.need5;
        s.invalid = f8ff & b2 & b1;
        s.f8 = f8ff & ~b2 & ~(b1 | b0);
        s.fc = f8ff & b2 & ~(b1 | b0);
        s.upTo87 = s.upTo8F & ~b3;
        s.upTo83 = s.upTo87 & ~b2;
        s.neverValid = s.invalid;
    }
    s.need3 = e0ef | s.need4;
    s.lead = lead2 | s.need3;
    return s;
}

// What the masks of one block need from the block before: a few bits at its top.
struct DenseCarry {
    std::uint64_t secondTaken = 0; // leads whose second octet continues them
    std::uint64_t taken[4] = {};   // continuations taken as octet 2 .. 5 of a sequence
    std::uint64_t need3 = 0, need4 = 0, need5 = 0, need6 = 0;
};

// x shifted so that bit k holds what bit k - d of the block held, bits of `before` coming in.
constexpr std::uint64_t fromBefore(std::uint64_t x, std::uint64_t before, int d) noexcept {
    return x << d | before >> (64 - d);
}
// x shifted so that bit k holds what bit k + d held, bits of `after` coming in.
constexpr std::uint64_t fromAfter(std::uint64_t x, std::uint64_t after, int d) noexcept {
    return x >> d | after << (64 - d);
}

// The continuations of block `s` taken by the leads before them: octets that do not begin a
// unit. With `lead` of the block itself zero, only those taken by leads of earlier blocks.
template <Profile kProfile>
std::uint64_t takenContinuations(const OctetSets& s, std::uint64_t secondTaken,
                                 const DenseCarry& c, std::uint64_t (&taken)[4]) noexcept {
    taken[0] = s.cont & fromBefore(secondTaken, c.secondTaken, 1);
    taken[1] = s.cont & fromBefore(taken[0], c.taken[0], 1) & fromBefore(s.need3, c.need3, 2);
    taken[2] = s.cont & fromBefore(taken[1], c.taken[1], 1) & fromBefore(s.need4, c.need4, 3);
    if constexpr (kProfile == Profile::Rfc3629) {
        taken[3] = 0;
        return taken[0] | taken[1] | taken[2];
    } else {
        taken[3] = s.cont & fromBefore(taken[2], c.taken[2], 1) & fromBefore(s.need5, c.need5, 4);
        const std::uint64_t sixth =
            s.cont & fromBefore(taken[3], c.taken[3], 1) & fromBefore(s.need6, c.need6, 5);
        return taken[0] | taken[1] | taken[2] | taken[3] | sixth;
    }
}

// Decides the units that start in block `s`, with the next block `n` in view; counts them and,
// when `bits` is set, writes the malformed ones there. Returns whether the block has any.
template <Profile kProfile>
bool decideBlock(const OctetSets& s, const OctetSets& n, DenseCarry& carry, UnitCounts& counts,
                 ErrorBits* bits) noexcept {
    // The octets after each lead, from the next block where they reach past this one.
    const std::uint64_t cont1 = fromAfter(s.cont, n.cont, 1);
    const std::uint64_t cont2 = fromAfter(s.cont, n.cont, 2);
    const std::uint64_t cont3 = fromAfter(s.cont, n.cont, 3);
    std::uint64_t overlong2nd = s.e0 & fromAfter(s.upTo9F, n.upTo9F, 1);
    overlong2nd |= s.f0 & fromAfter(s.upTo8F, n.upTo8F, 1);
    const std::uint64_t surrogate2nd = s.ed & fromAfter(s.fromA0, n.fromA0, 1);
    std::uint64_t range2nd = 0;
    if constexpr (kProfile == Profile::Rfc3629) {
        range2nd = s.f4 & fromAfter(s.from90, n.from90, 1);
    } else {
        overlong2nd |= s.f8 & fromAfter(s.upTo87, n.upTo87, 1);
        overlong2nd |= s.fc & fromAfter(s.upTo83, n.upTo83, 1);
    }
    const std::uint64_t badSecond = overlong2nd | surrogate2nd | range2nd;
    const std::uint64_t secondTaken = s.lead & cont1 & ~badSecond;
    std::uint64_t complete = secondTaken & (~s.need3 | cont2) & (~s.need4 | cont3);
    [[maybe_unused]] std::uint64_t cont4 = 0;
    if constexpr (kProfile != Profile::Rfc3629) {
        cont4 = fromAfter(s.cont, n.cont, 4);
        const std::uint64_t cont5 = fromAfter(s.cont, n.cont, 5);
        complete &= (~s.need5 | cont4) & (~s.need6 | cont5);
    }
    std::uint64_t taken[4];
    const std::uint64_t continuing = takenContinuations<kProfile>(s, secondTaken, carry, taken);
    const std::uint64_t truncated = s.lead & ~complete & ~badSecond;
    const std::uint64_t unexpected = s.cont & ~continuing;

    carry.secondTaken = secondTaken;
    for (int k = 0; k < 4; ++k)
        carry.taken[k] = taken[k];
    carry.need3 = s.need3;
    carry.need4 = s.need4;
    carry.need5 = s.need5;
    carry.need6 = s.need6;

    counts.ascii += static_cast<std::uint64_t>(std::popcount(~s.high));
    counts.valid[0] += static_cast<std::uint64_t>(std::popcount(complete & ~s.need3));
    counts.valid[1] += static_cast<std::uint64_t>(std::popcount(complete & s.need3 & ~s.need4));
    if constexpr (kProfile == Profile::Rfc3629) {
        counts.valid[2] += static_cast<std::uint64_t>(std::popcount(complete & s.need4));
    } else {
        counts.valid[2] += static_cast<std::uint64_t>(std::popcount(complete & s.need4 & ~s.need5));
        counts.valid[3] += static_cast<std::uint64_t>(std::popcount(complete & s.need5 & ~s.need6));
        counts.valid[4] += static_cast<std::uint64_t>(std::popcount(complete & s.need6));
    }
    const std::uint64_t overlong = s.overlong | overlong2nd;
    const std::uint64_t range = s.range | range2nd;
    if ((overlong | surrogate2nd | range | truncated | unexpected | s.invalid) == 0)
        return false;
    const auto add = [&](ErrorKind kind, std::uint64_t set) {
        counts.errors[static_cast<int>(kind)] += static_cast<std::uint64_t>(std::popcount(set));
    };
    counts.neverValid += static_cast<std::uint64_t>(std::popcount(s.neverValid));
    add(ErrorKind::Overlong, overlong);
    add(ErrorKind::Surrogate, surrogate2nd);
    add(ErrorKind::OutOfRange, range);
    add(ErrorKind::Truncated, truncated);
    add(ErrorKind::UnexpectedContinuation, unexpected);
    add(ErrorKind::InvalidOctet, s.invalid);
    if (bits) {
        bits->starts[static_cast<int>(ErrorKind::Overlong)] = overlong;
        bits->starts[static_cast<int>(ErrorKind::Surrogate)] = surrogate2nd;
        bits->starts[static_cast<int>(ErrorKind::OutOfRange)] = range;
        bits->starts[static_cast<int>(ErrorKind::Truncated)] = truncated;
        bits->starts[static_cast<int>(ErrorKind::UnexpectedContinuation)] = unexpected;
        bits->starts[static_cast<int>(ErrorKind::InvalidOctet)] = s.invalid;
        // A truncated unit takes its second octet, and each continuation after that, as long as
        // the lead wants more (a truncated unit never gets all it wants).
        const std::uint64_t two = truncated & cont1;
        bits->longer[0] = two;
        bits->longer[1] = two & cont2;
        bits->longer[2] = two & cont2 & cont3;
        bits->longer[3] = two & cont2 & cont3 & cont4;
    }
    return true;
}

// The dense-error walk of Kernel::scanBlocks; Checker::planes(p) transposes 64 octets.
template <class Checker, Profile kProfile>
void denseWalk(BlockScan& scan) noexcept {
    scan.end = 0;
    scan.bitCount = 0;
    scan.clean = false;
    const std::size_t withLookAhead = scan.size >= 64 ? scan.size / 64 - 1 : 0;
    std::size_t blocks = scan.maxBlocks;
    blocks = blocks < scan.limit / 64 ? blocks : scan.limit / 64;
    blocks = blocks < withLookAhead ? blocks : withLookAhead;
    if (blocks == 0)
        return;
    DenseCarry carry; // data[0] begins a unit: as if ASCII came before
    OctetSets current = octetSets<kProfile>(Checker::planes(scan.data));
    unsigned cleanRun = 0;
    std::size_t k = 0;
    while (k < blocks) {
        const OctetSets next = octetSets<kProfile>(Checker::planes(scan.data + 64 * (k + 1)));
        ErrorBits* out = scan.bits ? scan.bits + scan.bitCount : nullptr;
        if (decideBlock<kProfile>(current, next, carry, scan.counts, out)) {
            if (out) {
                out->offset = scan.offset + 64 * k;
                ++scan.bitCount;
            }
            cleanRun = 0;
        } else {
            ++cleanRun;
        }
        current = next;
        ++k;
        if (scan.leaveAfterCleanBlocks != 0 && cleanRun >= scan.leaveAfterCleanBlocks) {
            scan.clean = true;
            break;
        }
    }
    // The last unit may reach into the next block: its continuations there begin no unit.
    OctetSets rest = current;
    rest.need3 = rest.need4 = rest.need5 = rest.need6 = 0;
    std::uint64_t taken[4];
    const std::uint64_t continuing = takenContinuations<kProfile>(rest, 0, carry, taken);
    scan.end = 64 * k + static_cast<std::size_t>(std::countr_one(continuing));
}

template <class Checker>
void vectorScanBlocks(BlockScan& scan) noexcept {
    if (scan.profile == Profile::Rfc3629) {
        denseWalk<Checker, Profile::Rfc3629>(scan);
    } else {
        denseWalk<Checker, Profile::Iso10646_1993>(scan);
    }
}

} // namespace
} // namespace u8scope::kernels
