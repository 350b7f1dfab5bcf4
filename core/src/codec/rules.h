// The lead-octet rules of UTF-8, in one place: which first octet begins which length, and the
// range its second octet must fall in (RFC 3629 §4, the ABNF of UTF8-2 .. UTF8-4 and Table 3-7 of
// the Unicode Standard; ISO/IEC 10646-1 Annex R, Table 1, for 5 and 6 octets).
//
// Internal to the core. The decoder, the scanner's slow path, the explanations and the bit
// layout read these rules; the vector kernels keep their own encodings of them (nibble tables),
// which the tests check against leadRule() for every octet pair.
#pragma once

#include "u8scope/codec/errorkind.h"
#include "u8scope/codec/octetclass.h"
#include "u8scope/codec/profile.h"
#include "u8scope/codec/rulebreak.h"

#include <bitset>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace u8scope::rules {

// What a first octet allows: the sequence length and the range of the second octet. The range
// is narrower than 80-BF where a wider one would allow overlong forms, surrogates or values
// beyond the profile's range.
struct LeadRule {
    std::uint8_t length = 0; // 0: the octet cannot begin a sequence
    std::uint8_t lo = 0x80;
    std::uint8_t hi = 0xBF;
    ErrorKind belowLo = ErrorKind::Overlong;
    ErrorKind aboveHi = ErrorKind::OutOfRange;
    ErrorKind cannotBegin = ErrorKind::InvalidOctet; // when length == 0
};

[[nodiscard]] constexpr LeadRule leadRule(std::uint8_t b, Profile profile) noexcept {
    LeadRule r;
    if (b < 0xC0) { // 80-BF: continuing octets
        r.cannotBegin = ErrorKind::UnexpectedContinuation;
        return r;
    }
    if (b < 0xC2) { // C0, C1: only overlong 2-octet forms
        r.cannotBegin = ErrorKind::Overlong;
        return r;
    }
    if (b < 0xE0) {
        r.length = 2;
        return r;
    }
    if (b < 0xF0) {
        r.length = 3;
        if (b == 0xE0)
            r.lo = 0xA0;
        if (b == 0xED) {
            r.hi = 0x9F;
            r.aboveHi = ErrorKind::Surrogate;
        }
        return r;
    }
    if (profile == Profile::Rfc3629) {
        if (b <= 0xF4) {
            r.length = 4;
            if (b == 0xF0)
                r.lo = 0x90;
            if (b == 0xF4)
                r.hi = 0x8F;
        } else {
            r.cannotBegin = b <= 0xF7 ? ErrorKind::OutOfRange : ErrorKind::InvalidOctet;
        }
        return r;
    }
    // ISO/IEC 10646-1 Annex R: 4 octets up to 1F FFFF, 5 up to 3FF FFFF, 6 up to 7FFF FFFF.
    if (b < 0xF8) {
        r.length = 4;
        if (b == 0xF0)
            r.lo = 0x90;
    } else if (b < 0xFC) {
        r.length = 5;
        if (b == 0xF8)
            r.lo = 0x88;
    } else if (b < 0xFE) {
        r.length = 6;
        if (b == 0xFC)
            r.lo = 0x84;
    }
    return r;
}

// --- Derived from leadRule() (rules.cpp): what the explanations, the bit layout and the
// reference tables read, so that none of them restates a range.

/// A set of octet values.
using OctetSet = std::bitset<256>;

/// The octets that may begin a sequence under `profile`: 00-7F and every first octet with a
/// length (C2-F4 for RFC 3629, C2-FD for the legacy profile).
[[nodiscard]] OctetSet firstOctets(Profile profile) noexcept;

/// The octets allowed at position `index` of a sequence whose first octet is `lead`: the first
/// octets at 0, the lead's own range of the second octet at 1, 80-BF after that.
[[nodiscard]] OctetSet allowedAt(std::size_t index, std::uint8_t lead, Profile profile) noexcept;

/// The set as ranges, split where the sequence length of the octets changes (so that the first
/// octets read 00-7F, C2-DF, E0-EF, F0-F4: one range per row of Annex R Table 1).
[[nodiscard]] std::vector<OctetRange> rangesOf(const OctetSet& s);

/// The first bit, from the top (7) down, at which `octet` leaves every octet of `allowed`: the
/// octet's bits 7..bit match no allowed octet. -1 when `octet` is allowed.
[[nodiscard]] int departingBit(std::uint8_t octet, const OctetSet& allowed) noexcept;

/// Free bits of a sequence of `length` octets, the width of its value (Annex R Table 1): 7 for
/// 0xxxxxxx; 7 - length in the first octet and 6 in each continuing octet otherwise.
[[nodiscard]] constexpr int valueBits(int length) noexcept {
    return length <= 1 ? 7 : (7 - length) + 6 * (length - 1);
}

/// The lowest value that needs `length` octets (Annex R Table 4); a longer form of a smaller
/// value is overlong.
[[nodiscard]] constexpr std::uint64_t firstValueOfLength(int length) noexcept {
    return length <= 1 ? 0 : std::uint64_t{1} << valueBits(length - 1);
}

/// The alternative of RFC 3629 §4's ABNF that a first octet begins, e.g. "UTF8-3 = ... /
/// %xED %x80-9F UTF8-tail / ...": built from the rules, so it cannot disagree with them. Empty
/// for an octet that begins no sequence, and under the legacy profile (Annex R has no ABNF).
[[nodiscard]] std::string abnfFor(std::uint8_t lead, Profile profile);

/// A well-formed sequence of 2 to 4 octets at `p` (p[0] >= 0x80) under RFC 3629, inline for the
/// hot loops that leave everything else to decodeUnit(): its code point and length, or false for
/// a malformed sequence or one that `avail` cuts short. The rules above, written out for speed
/// (a lookup of leadRule() costs the hidden-character scan a tenth on CJK text); the tests check
/// it against decodeUnit() for every first octet.
[[gnu::always_inline]] inline bool wellFormedAt(const std::uint8_t* p, std::size_t avail,
                                                char32_t& c, std::size_t& len) noexcept {
    const std::uint8_t b = p[0];
    if (b < 0xE0) {
        if (b < 0xC2 || avail < 2 || !isContinuationOctet(p[1]))
            return false;
        c = (static_cast<char32_t>(b & 0x1F) << 6) | (p[1] & 0x3Fu);
        len = 2;
        return true;
    }
    if (b < 0xF0) {
        if (avail < 3 || ((p[1] & 0xC0) | ((p[2] & 0xC0) << 8)) != 0x8080)
            return false; // both continuing octets at once
        c = (static_cast<char32_t>(b & 0x0F) << 12) | (static_cast<char32_t>(p[1] & 0x3F) << 6) |
            (p[2] & 0x3Fu);
        len = 3;
        return c >= 0x800 && (c < 0xD800 || c >= 0xE000); // no overlong form, no surrogate
    }
    if (b > 0xF4 || avail < 4 || !isContinuationOctet(p[1]) || !isContinuationOctet(p[2]) ||
        !isContinuationOctet(p[3]))
        return false;
    c = (static_cast<char32_t>(b & 0x07) << 18) | (static_cast<char32_t>(p[1] & 0x3F) << 12) |
        (static_cast<char32_t>(p[2] & 0x3F) << 6) | (p[3] & 0x3Fu);
    len = 4;
    return c >= 0x10000 && c <= 0x10FFFF;
}

} // namespace u8scope::rules
