// What the kernels share: the rules of RFC 3629 §4 as nibble lookup tables, and the loop that
// runs a kernel's block check and hands the exact answer over to the scalar walk; and the dense-
// error walk, which decides every unit of a block from the octets' bit planes (a kernel's only
// part in it is to transpose 64 octets into 8 bit planes).
//
// Everything here lives in an unnamed namespace on purpose. Each vector kernel's .cpp file is
// compiled for its own instruction set (-mavx2, ...); an inline function or template shared by
// name between those files could be emitted by several of them and the linker would keep any one
// copy, possibly an AVX-512 one called from baseline code. Internal linkage gives every kernel
// its own copy, built with its own flags. (The few plain functions are also marked inline, only
// so that the scalar kernel, which takes the dense-error walk alone, raises no unused warning.)
#pragma once

#include "scan/kernels/kernel_impl.h"
#include "u8scope/codec/octetclass.h"

#include <algorithm>
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
inline std::size_t backToBoundary(const std::uint8_t* data, std::size_t start,
                                  std::size_t pos) noexcept {
    const std::size_t low = pos - start > 3 ? pos - 3 : start;
    for (std::size_t j = pos; j > low; --j) {
        if (!isContinuationOctet(data[j - 1]))
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
inline std::uint32_t lastOctets(const std::uint8_t* data, std::size_t start,
                                std::size_t at) noexcept {
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
// octets of the prefix into `counts`; with kGate that of countValidPrefixGated, which also sets
// *gate at a gate place (kernels.h). A gating checker (Checker::kGates) notes the places of each
// block it checks with kGate, failed ones included, from the octet before the block on
// (`gate()`), and goes on without once it has found one (`endGate()`); the octets the scalar walk
// decides, and the one it stops at, which the next checker takes to follow ASCII, are looked at
// here.
template <class Checker, bool kCount, bool kGate = false>
std::size_t vectorWalk(const std::uint8_t* data, std::size_t size, ClassCounts* counts,
                       [[maybe_unused]] bool* gate = nullptr) noexcept {
    constexpr std::size_t kBlock = Checker::kBlock;
    [[maybe_unused]] ThresholdCounts prefix;
    const auto check = [](Checker& checker, const std::uint8_t* block) {
        if constexpr (kCount) {
            return checker.template checkAndCount<false>(block);
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
                passed = checker.template checkAndCountHead<kGate>(data + pos, head);
            } else {
                passed = checker.check(data + pos);
            }
            if (passed) {
                pos += head;
                checker.restart(lastOctets(data, start, pos));
            }
        }
        if constexpr (kGate) {
            // Once it holds a place, the rest of the prefix is walked without the gate. Asked
            // every kGateStride blocks only: the inner loop is then as lean as the one without.
            constexpr std::size_t kGateStride = 16;
            while (passed && !*gate && !checker.gate()) {
                const std::size_t blocks = std::min((size - pos) / kBlock, kGateStride);
                if (blocks == 0)
                    break;
                for (std::size_t k = 0;
                     k < blocks && (passed = checker.template checkAndCount<true>(data + pos));
                     ++k) {
                    pos += kBlock;
                }
            }
            *gate = *gate || checker.gate();
            checker.endGate();
        }
        while (passed && size - pos >= kBlock && check(checker, data + pos))
            pos += kBlock;
        if constexpr (kCount) {
            checker.flush(prefix);
            prefix.total += pos - start;
        }
        const std::size_t until = size - pos >= kBlock ? pos + kBlock : size;
        const std::size_t from = scalarStart(data, size, start, pos, checker);
        const std::size_t end = scalarValidateUntil(data, size, from, until);
        if constexpr (kGate) {
            if (!*gate) {
                *gate = checker.gate() || anyGatePlace(data, from, end < size ? end + 1 : size);
            }
        }
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

template <class Checker>
std::size_t vectorCountValidPrefixGated(const std::uint8_t* data, std::size_t size,
                                        ClassCounts& counts, bool& gate) noexcept {
    if constexpr (Checker::kGates) {
        return vectorWalk<Checker, true, true>(data, size, &counts, &gate);
    } else {
        gate = true; // no gate of its own: every prefix may hold a place
        return vectorWalk<Checker, true>(data, size, &counts);
    }
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
// decided at once: a kernel turns 64 octets into 8 bit planes (plane b holds bit b of each
// octet), and the rules below are evaluated on 64 octets at a time with 64-bit logic, then
// counted by popcount. Shifting a mask by d octets, with the top bits of the block before coming
// in, gives each octet what holds d octets before it.
//
// The rules, per ISO/IEC 10646-1 Annex R Table 1, RFC 3629 §4 and the Unicode Standard §3.9:
// every octet outside 80-BF begins a unit. A first octet announcing n octets (a "lead") takes the
// next octet if it is a continuation in the range rules.h allows for it, then each continuation
// after that, up to n octets; with all n the unit is well-formed, else it is malformed
// (truncated). A lead whose second octet is a continuation out of range is a malformed unit of
// one octet (overlong, surrogate, or out of range). A continuation that no lead takes is a
// malformed unit of its own, and so is each octet that cannot begin a sequence. The tests check
// this encoding against rules.h for every octet pair under both profiles.
//
// Each unit is decided where its fate shows, looking back only: a well-formed sequence at its
// last octet, a truncated one at the octet that cuts it, a bad second octet there. Counting needs
// nothing more. The start of each malformed unit (for ErrorBits) comes from shifting those
// decisions back, so the bits of a block are written once the next block is decided.

// The walk's masks are 64-bit integers, one bit per octet of a block (M = std::uint64_t); a kernel
// may run the same formulas on vectors of such masks for several blocks at once (AVX-512: a
// 64-bit lane per block), with its own fromBefore and fromAfter moving bits across lanes.

// Bit k of plane[b]: bit b of the octet at offset k of the block.
template <class M = std::uint64_t>
struct PlanesOf {
    std::array<M, 8> plane{};
};
using Planes = PlanesOf<>;

// Inlined by force (U8SCOPE_INLINE): called once per block with structs too big to pass in
// registers, which compilers otherwise leave out of line.
#if defined(__GNUC__)
#define U8SCOPE_INLINE [[gnu::always_inline]] inline
#else
#define U8SCOPE_INLINE inline
#endif

// What the masks of a block need from the block before: its top bits.
template <class M = std::uint64_t>
struct DenseCarryOf {
    M lead{};                             // octets that begin a sequence of 2 or more
    M need[4] = {};                       // ... of 3, 4, 5, 6 or more octets
    M e0{}, ed{}, f0{}, f4{}, f8{}, fc{}; // leads that limit octet 2
    M taken[4] = {};                      // continuations taken as octet 2, 3, 4, 5
};

using DenseCarry = DenseCarryOf<>;

// The units of one block, each at the octet where it is decided.
template <class M = std::uint64_t>
struct DecidedOf {
    M high{};           // 80-FF: not a 1-octet sequence
    M lead{};           // leads (their units are decided later)
    M overlong{};       // C0, C1: malformed by themselves
    M range{};          // F5-F7 (RFC 3629): malformed by themselves
    M invalid{};        // F8-FF (RFC 3629), FE-FF (legacy)
    M neverValid{};     // octets that never occur in the profile
    M overlong2{};      // second octets below the lead's range (E0 80, ...)
    M surrogate2{};     // ED followed by A0-BF, at the A0-BF
    M range2{};         // F4 followed by 90-BF (RFC 3629), at the 90-BF
    M taken[5] = {};    // continuations taken as octet 2, 3, 4, 5, 6 of a sequence
    M complete[5] = {}; // last octets of well-formed sequences of 2 .. 6 octets
    M cut{};            // octets that cut a sequence short (a truncated unit)
    M unexpected{};     // continuations that no lead takes
};

using Decided = DecidedOf<>;

// x shifted so that bit k holds what bit k - d of the block held, bits of `before` coming in.
template <class M>
U8SCOPE_INLINE M fromBefore(M x, M before, int d) noexcept {
    return x << d | before >> (64 - d);
}
// x shifted so that bit k holds what bit k + d held, bits of `after` coming in.
template <class M>
U8SCOPE_INLINE M fromAfter(M x, M after, int d) noexcept {
    return x >> d | after << (64 - d);
}

// Decides the units of the block with bit planes `p`. With kAfter, only what the block decides
// about sequences begun in the blocks before (the look-ahead after the last block scanned).
template <Profile kProfile, bool kAfter, class M = std::uint64_t>
U8SCOPE_INLINE DecidedOf<M> decide(const PlanesOf<M>& p, DenseCarryOf<M>& c) noexcept {
    constexpr bool kRfc = kProfile == Profile::Rfc3629;
    const M b0 = p.plane[0], b1 = p.plane[1], b2 = p.plane[2], b3 = p.plane[3];
    const M b4 = p.plane[4], b5 = p.plane[5], b6 = p.plane[6], b7 = p.plane[7];
    DecidedOf<M> d;
    d.high = ~M{}; // with kAfter: no 1-octet sequence of the block to count
    // The octets by their own value.
    const M cont = b7 & ~b6;
    const M c0ff = b7 & b6;
    const M c0df = c0ff & ~b5;
    const M c0c1 = c0df & ~(b4 | b3 | b2 | b1);
    const M e0ef = c0ff & b5 & ~b4;
    const M f0ff = c0ff & b5 & b4;
    const M lowZero = ~(b3 | b2 | b1 | b0);
    M need[4] = {};
    M e0{}, ed{}, f0{}, f4{}, f8{}, fc{};
    if constexpr (!kAfter) {
        d.high = b7;
        d.overlong = c0c1;
        e0 = e0ef & lowZero;
        ed = e0ef & b3 & b2 & ~b1 & b0;
        f0 = f0ff & lowZero;
        if constexpr (kRfc) {
            const M f0f7 = f0ff & ~b3;
            need[1] = f0f7 & (~b2 | ~(b1 | b0)); // F0-F4
            f4 = f0f7 & b2 & ~(b1 | b0);
            d.range = f0f7 & ~need[1];
            d.invalid = f0ff & b3;
            d.neverValid = c0c1 | d.range | d.invalid;
        } else {
            // Annex R: F0-F7 begin 4 octets, F8-FB 5, FC-FD 6; F8 and FC limit their second
            // octet as E0 and F0 do.
            const M f8ff = f0ff & b3;
            need[3] = f8ff & b2 & ~b1;
            need[2] = (f8ff & ~b2) | need[3];
            need[1] = (f0ff & ~b3) | need[2];
            d.invalid = f8ff & b2 & b1;
            f8 = f8ff & ~b2 & ~(b1 | b0);
            fc = f8ff & b2 & ~(b1 | b0);
            d.neverValid = d.invalid;
        }
        need[0] = e0ef | need[1];
        d.lead = (c0df & ~c0c1) | need[0];
    }
    // Second octets: is the octet after a lead a continuation, and in the lead's range?
    d.overlong2 = cont & ~b5 & (fromBefore(e0, c.e0, 1) | (fromBefore(f0, c.f0, 1) & ~b4));
    d.surrogate2 = cont & b5 & fromBefore(ed, c.ed, 1);
    if constexpr (kRfc) {
        d.range2 = cont & (b5 | b4) & fromBefore(f4, c.f4, 1);
    } else {
        d.overlong2 |= cont & ~(b5 | b4 | b3) & fromBefore(f8, c.f8, 1);
        d.overlong2 |= cont & ~(b5 | b4 | b3 | b2) & fromBefore(fc, c.fc, 1);
    }
    const M afterLead = fromBefore(d.lead, c.lead, 1);
    d.taken[0] = cont & afterLead & ~(d.overlong2 | d.surrogate2 | d.range2);
    M cut = afterLead;
    M taking = d.taken[0];
    constexpr int kLonger = kRfc ? 2 : 4; // octets after the second that a lead can take
    for (int k = 0; k < kLonger; ++k) {
        // Taken as octet k + 2 (0-based) after a taken octet k + 1, when the lead k + 2 octets
        // back wants k + 3 or more.
        const M wants = fromBefore(need[k], c.need[k], k + 2);
        const M after = fromBefore(d.taken[k], c.taken[k], 1);
        d.complete[k] = d.taken[k] & ~fromBefore(need[k], c.need[k], k + 1);
        cut |= after & wants;
        d.taken[k + 1] = cont & after & wants;
        taking |= d.taken[k + 1];
    }
    d.complete[kLonger] = d.taken[kLonger];
    d.cut = cut & ~cont;
    if constexpr (!kAfter)
        d.unexpected = cont & ~taking;
    c.lead = d.lead;
    for (int k = 0; k < 4; ++k) {
        c.need[k] = need[k];
        c.taken[k] = d.taken[k];
    }
    c.e0 = e0;
    c.ed = ed;
    c.f0 = f0;
    c.f4 = f4;
    c.f8 = f8;
    c.fc = fc;
    return d;
}

// Counts of units as they are decided, block by block: popcounts (at most 64 each) summed in
// 16-bit fields of four registers, so that the walk keeps its masks in registers; moved into
// UnitCounts before a field can overflow.
struct PackedCounts {
    // Fields: [0] ascii, valid 2, 3, 4; [1] valid 5, 6, never-valid, overlong; [2] surrogate,
    // out of range, truncated, unexpected continuation; [3] invalid octet.
    std::uint64_t field[4] = {};
    unsigned blocks = 0;
    static constexpr unsigned kBlocksPerDrain = 1000; // 1000 * 64 < 65536

    static std::uint64_t pack(std::uint64_t a, std::uint64_t b, std::uint64_t c,
                              std::uint64_t d) noexcept {
        const auto pop = [](std::uint64_t x) {
            return static_cast<std::uint64_t>(std::popcount(x));
        };
        return pop(a) | pop(b) << 16 | pop(c) << 32 | pop(d) << 48;
    }
    void drain(UnitCounts& counts) noexcept {
        const auto at = [&](int f, int k) { return (field[f] >> (16 * k)) & 0xFFFF; };
        counts.ascii += at(0, 0);
        counts.valid[0] += at(0, 1);
        counts.valid[1] += at(0, 2);
        counts.valid[2] += at(0, 3);
        counts.valid[3] += at(1, 0);
        counts.valid[4] += at(1, 1);
        counts.neverValid += at(1, 2);
        for (int k = 0; k < kErrorKindCount; ++k)
            counts.errors[k] += at(1 + (k + 3) / 4, (k + 3) % 4);
        *this = PackedCounts{};
    }
};

// Adds the units decided in `d` to the counts; returns whether any of them is malformed.
template <Profile kProfile>
U8SCOPE_INLINE bool countDecided(const Decided& d, PackedCounts& counts) noexcept {
    counts.field[0] += PackedCounts::pack(~d.high, d.complete[0], d.complete[1], d.complete[2]);
    const std::uint64_t overlong = d.overlong | d.overlong2;
    const std::uint64_t range = d.range | d.range2;
    bool malformed = (overlong | d.surrogate2 | range | d.cut | d.unexpected | d.invalid) != 0;
    if (kProfile != Profile::Rfc3629 || malformed) {
        counts.field[1] += PackedCounts::pack(d.complete[3], d.complete[4], d.neverValid, overlong);
    }
    if (malformed) {
        counts.field[2] += PackedCounts::pack(d.surrogate2, range, d.cut, d.unexpected);
        counts.field[3] += static_cast<std::uint64_t>(std::popcount(d.invalid));
    }
    return malformed;
}

// The malformed units that start in the blocks decided as `d`, with the blocks that follow each
// decided as `n`: starts by ErrorKind, and the truncated units of 2 .. 5 or more octets.
template <Profile kProfile, class M>
U8SCOPE_INLINE void startMasks(const DecidedOf<M>& d, const DecidedOf<M>& n, M (&starts)[6],
                               M (&longer)[4]) noexcept {
    const M bad2 =
        fromAfter(d.overlong2 | d.surrogate2 | d.range2, n.overlong2 | n.surrogate2 | n.range2, 1);
    M complete{};
    for (int k = 0; k < 5; ++k)
        complete |= fromAfter(d.complete[k], n.complete[k], k + 1);
    const M truncated = d.lead & ~complete & ~bad2;
    starts[static_cast<int>(ErrorKind::Overlong)] =
        d.overlong | fromAfter(d.overlong2, n.overlong2, 1);
    starts[static_cast<int>(ErrorKind::Surrogate)] = fromAfter(d.surrogate2, n.surrogate2, 1);
    starts[static_cast<int>(ErrorKind::OutOfRange)] = d.range | fromAfter(d.range2, n.range2, 1);
    starts[static_cast<int>(ErrorKind::Truncated)] = truncated;
    starts[static_cast<int>(ErrorKind::UnexpectedContinuation)] = d.unexpected;
    starts[static_cast<int>(ErrorKind::InvalidOctet)] = d.invalid;
    // A truncated unit reaches as far as its lead took continuations.
    M reach = truncated;
    for (int k = 0; k < 4; ++k) {
        reach &= fromAfter(d.taken[k], n.taken[k], k + 1);
        longer[k] = reach;
    }
}

// The ErrorBits of the block decided as `d`; returns whether it has any malformed unit.
template <Profile kProfile>
U8SCOPE_INLINE bool startsOf(const Decided& d, const Decided& n, ErrorBits& bits) noexcept {
    std::uint64_t starts[6];
    std::uint64_t longer[4];
    startMasks<kProfile>(d, n, starts, longer);
    std::uint64_t any = 0;
    for (int k = 0; k < 6; ++k) {
        bits.starts[k] = starts[k];
        any |= starts[k];
    }
    for (int k = 0; k < 4; ++k)
        bits.longer[k] = longer[k];
    return any != 0;
}

// Where a dense-error walk stands: blocks decided, what the next block needs from them, the last
// block decided (whose ErrorBits wait for the next), counts and the clean blocks in a row.
struct DenseState {
    std::size_t blocks = 0; // blocks to decide in all
    std::size_t k = 0;      // blocks decided
    DenseCarry carry;       // data[0] begins a unit: as if ASCII came before
    Decided previous;
    PackedCounts counts;
    unsigned cleanRun = 0;
    bool stop = false; // left after clean blocks
};

// The dense-error walk of Kernel::scanBlocks; Checker::planes(p) transposes 64 octets. With
// kBits, also the ErrorBits of each block. A Checker with wideBlocks<kProfile, kBits>(scan,
// state) decides as many blocks as it can several at a time first; the rest go one by one.
template <class Checker, Profile kProfile, bool kBits>
void denseWalk(BlockScan& scan) noexcept {
    scan.end = 0;
    scan.bitCount = 0;
    scan.clean = false;
    const std::size_t withLookAhead = scan.size >= 64 ? scan.size / 64 - 1 : 0;
    DenseState st;
    st.blocks = scan.maxBlocks;
    st.blocks = st.blocks < scan.limit / 64 ? st.blocks : scan.limit / 64;
    st.blocks = st.blocks < withLookAhead ? st.blocks : withLookAhead;
    if (st.blocks == 0)
        return;
    if constexpr (requires { Checker::template wideBlocks<kProfile, kBits>(scan, st); })
        Checker::template wideBlocks<kProfile, kBits>(scan, st);
    const auto emit = [&](const Decided& next) {
        ErrorBits& out = scan.bits[scan.bitCount];
        if (startsOf<kProfile>(st.previous, next, out)) {
            out.offset = scan.offset + 64 * (st.k - 1);
            ++scan.bitCount;
        }
    };
    while (!st.stop && st.k < st.blocks) {
        const Decided d = decide<kProfile, false>(Checker::planes(scan.data + 64 * st.k), st.carry);
        if (countDecided<kProfile>(d, st.counts)) {
            st.cleanRun = 0;
        } else {
            ++st.cleanRun;
        }
        if (++st.counts.blocks == PackedCounts::kBlocksPerDrain)
            st.counts.drain(scan.counts);
        if constexpr (kBits) {
            if (st.k > 0)
                emit(d);
            st.previous = d;
        }
        ++st.k;
        if (scan.leaveAfterCleanBlocks != 0 && st.cleanRun >= scan.leaveAfterCleanBlocks)
            st.stop = true;
    }
    scan.clean = st.stop;
    // The units of the last block that reach into the next one are decided there.
    const Decided after = decide<kProfile, true>(Checker::planes(scan.data + 64 * st.k), st.carry);
    countDecided<kProfile>(after, st.counts);
    st.counts.drain(scan.counts);
    if constexpr (kBits)
        emit(after);
    std::uint64_t taken = 0;
    for (const std::uint64_t t : after.taken)
        taken |= t;
    scan.end = 64 * st.k + static_cast<std::size_t>(std::countr_one(taken));
}

template <class Checker>
void vectorScanBlocks(BlockScan& scan) noexcept {
    const bool rfc = scan.profile == Profile::Rfc3629;
    if (scan.bits) {
        rfc ? denseWalk<Checker, Profile::Rfc3629, true>(scan)
            : denseWalk<Checker, Profile::Iso10646_1993, true>(scan);
    } else {
        rfc ? denseWalk<Checker, Profile::Rfc3629, false>(scan)
            : denseWalk<Checker, Profile::Iso10646_1993, false>(scan);
    }
}

// --- Plain ASCII text ------------------------------------------------------------------------

// The walk of Kernel::plainAsciiPrefix. A kernel provides `Plain::masks(p, lineFeeds)`: over the
// 64 octets at p (with p[64] readable too, for a CR at the end), a bit set for each octet that is
// plain (kernel_impl.h: plainAsciiOctet, or CR followed by LF), and in `lineFeeds` a bit for each
// LF. The last 64 octets or fewer go through the scalar loop.
template <class Plain>
std::size_t vectorPlainAsciiPrefix(const std::uint8_t* data, std::size_t size,
                                   std::uint64_t& lineFeeds, std::size_t& lineStart) noexcept {
    std::size_t pos = 0;
    std::uint64_t count = 0;
    std::size_t start = lineStart;
    while (size - pos > 64) {
        std::uint64_t lf = 0;
        const std::uint64_t plain = Plain::masks(data + pos, lf);
        std::size_t stop = 64;
        if (plain != ~std::uint64_t{0}) {
            stop = static_cast<std::size_t>(std::countr_zero(~plain));
            lf &= (std::uint64_t{1} << stop) - 1;
        }
        if (lf != 0) {
            count += static_cast<std::uint64_t>(std::popcount(lf));
            start = pos + 64 - static_cast<std::size_t>(std::countl_zero(lf));
        }
        if (stop < 64) {
            lineFeeds += count;
            lineStart = start;
            return pos + stop;
        }
        pos += 64;
    }
    lineFeeds += count;
    lineStart = start;
    std::size_t tailStart = SIZE_MAX;
    const std::size_t n = scalarPlainAsciiPrefix(data + pos, size - pos, lineFeeds, tailStart);
    if (tailStart != SIZE_MAX)
        lineStart = pos + tailStart;
    return pos + n;
}

// --- The quick check of hidden characters -------------------------------------------------

// The bit sets over 64 octets that a kernel's `Quiet` fills as it is made.
struct QuietBits {
    std::uint64_t refused = 0;      ///< C0 controls but HT and FF, DEL, F8-FF
    std::uint64_t letters = 0;      ///< A-Z, a-z
    std::uint64_t continuation = 0; ///< 80-BF
    std::uint64_t lead2 = 0;        ///< C0-DF
    std::uint64_t lead3 = 0;        ///< E0-EF
    std::uint64_t lead4 = 0;        ///< F0-F7
};

// The walk of Kernel::quietPrefix. A kernel provides `Quiet`, a QuietBits made from the 64 octets
// at p, with `equal(b)` (the octets b) and `allowed(bits)` (the octets o for which bit o & 63 of
// `bits` is set).
template <class Quiet>
std::size_t vectorQuietPrefix(const std::uint8_t* data, std::size_t size,
                              QuietCheck& check) noexcept {
    std::size_t pos = 0;
    std::uint32_t orQuiet = check.orQuiet;
    std::uint32_t andQuiet = check.andQuiet;
    bool latin = check.latin;
    while (size - pos >= 64) {
        const Quiet q(data + pos);
        if (q.refused != 0)
            break;
        // The block ends before a character that reaches past it.
        const std::uint64_t cut = (q.lead2 & (std::uint64_t{1} << 63)) |
                                  (q.lead3 & (std::uint64_t{3} << 62)) |
                                  (q.lead4 & (std::uint64_t{7} << 61));
        const auto end = static_cast<std::size_t>(cut == 0 ? 64 : std::countr_zero(cut));
        const std::uint64_t within = end == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << end) - 1;
        const std::uint64_t three = q.lead3 | q.lead4;
        const std::uint64_t expected =
            ((q.lead2 | three) << 1 | three << 2 | q.lead4 << 3) & within;
        if ((q.continuation & within) != expected || end == 0)
            break;
        // Each key in the block at once: the octets that select within it, tested against it.
        // Past kMaxKeys keys (Han from all over its blocks) a character at a time costs less.
        constexpr int kMaxKeys = 3;
        std::uint64_t leads = (q.lead2 | three) & within;
        bool quiet = true;
        std::uint32_t orBlock = 0;
        std::uint32_t andBlock = ~std::uint32_t{0};
        for (int keys = 0; leads != 0; ++keys) {
            if (keys == kMaxKeys) {
                quiet = false;
                break;
            }
            const auto at = static_cast<std::size_t>(std::countr_zero(leads));
            const std::uint8_t lead = data[pos + at];
            const std::uint8_t second = data[pos + at + 1];
            std::uint64_t same = q.equal(lead) & leads;
            std::uint64_t selectors = same << 1;
            if (lead >= 0xF0) {
                same &= q.equal(second) >> 1;
                selectors = same << 2;
            }
            const QuietKey& key = check.key(quietKeyOf(lead, second));
            if ((selectors & ~q.allowed(key.allowed)) != 0) {
                quiet = false;
                break;
            }
            std::uint32_t orKey = key.quiet;
            std::uint32_t andKey = key.quiet;
            if (key.other != 0) {
                const std::uint64_t inOther = selectors & q.allowed(key.other);
                if (inOther == selectors) {
                    orKey = andKey = key.otherQuiet;
                } else if (inOther != 0) {
                    orKey |= key.otherQuiet;
                    andKey &= key.otherQuiet;
                }
            }
            orBlock |= orKey;
            andBlock &= andKey;
            leads &= ~same;
        }
        if (!quiet)
            break;
        orQuiet |= orBlock;
        andQuiet &= andBlock;
        latin = latin || (q.letters & within) != 0;
        pos += end;
    }
    check.orQuiet = orQuiet;
    check.andQuiet = andQuiet;
    check.latin = latin;
    return pos;
}

} // namespace
} // namespace u8scope::kernels
