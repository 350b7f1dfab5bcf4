// What the vector kernels share: the rules of RFC 3629 §4 as nibble lookup tables, and the loop
// that runs a kernel's block check and hands the exact answer over to the scalar walk.
//
// Everything here lives in an unnamed namespace on purpose. Each vector kernel's .cpp file is
// compiled for its own instruction set (-mavx2, ...); an inline function or template shared by
// name between those files could be emitted by several of them and the linker would keep any one
// copy, possibly an AVX-512 one called from baseline code. Internal linkage gives every kernel
// its own copy, built with its own flags.
#pragma once

#include "scan/kernels/kernel_impl.h"

#include <array>
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
std::size_t backToBoundary(const std::uint8_t* data, std::size_t start, std::size_t pos) noexcept {
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
std::uint32_t lastOctets(const std::uint8_t* data, std::size_t start, std::size_t at) noexcept {
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

} // namespace
} // namespace u8scope::kernels
