// The bit layout of a UTF-8 sequence, for teaching: which high bits of each octet are the marker
// that announces its role (0, 110, 1110, ... for a first octet; 10 for a continuing octet) and
// which are free bits whose concatenation is the value. ISO/IEC 10646-1 Annex R Table 1 and
// RFC 3629 §3; value limits per profile as in RFC 3629 §4.
#pragma once

#include "u8scope/codec/profile.h"
#include "u8scope/codec/rulebreak.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace u8scope {

/// One octet of a sequence, bit by bit. Bits are indexed as in the octet: 7 is the most
/// significant (leftmost) bit, 0 the least significant.
struct OctetBits {
    std::uint8_t octet = 0;
    /// The number of high bits that form the octet's own marker: 1 for 0xxxxxxx, 2 for
    /// 10xxxxxx, 3 for 110xxxxx, ... 7 for 1111110x, and 8 for FE and FF, which have no free bits.
    std::uint8_t markerLength = 0;
    /// For each bit (indexed 7..0): the bit of the value it carries (0 = least significant), or
    /// -1 for a marker bit and for the free bits of an octet that does not fit the sequence.
    std::array<std::int8_t, 8> valueBit{-1, -1, -1, -1, -1, -1, -1, -1};
    /// Whether the octet has the form its position needs: a first octet (not 10xxxxxx, FE, FF)
    /// at position 0, a continuing octet 10xxxxxx after it.
    bool fits = true;
    /// When the octet does not fit: the first bit (7..0) that departs from the expected form,
    /// e.g. bit 7 of 41 (0 where the 1 of 10 was expected) or bit 6 of C3 (1 where 0 was).
    std::int8_t mismatchBit = -1;

    [[nodiscard]] constexpr bool isMarker(int bit) const noexcept {
        return bit >= 8 - markerLength;
    }
    [[nodiscard]] constexpr bool bitValue(int bit) const noexcept { return (octet >> bit) & 1; }
};

/// What is wrong with the value of a sequence whose bit pattern itself is complete.
enum class ValueProblem : std::uint8_t {
    None,
    /// The value fits in fewer free bits: a shorter sequence must be used (RFC 3629 §3).
    Overlong,
    /// U+D800..U+DFFF, reserved for UTF-16 surrogate pairs (RFC 3629 §3).
    Surrogate,
    /// Above the profile's largest value (U+10FFFF for RFC 3629).
    OutOfRange,
};

/// One hex digit of the value: up to four free bits read together. The step between the bits and
/// the U+ value: the free bits are grouped in fours from the least significant end.
struct HexDigitGroup {
    int highBit = 0;      ///< the most significant value bit of the group
    int lowBit = 0;       ///< the least significant value bit (a multiple of 4)
    unsigned digit = 0;   ///< the value of the bits present
    bool complete = true; ///< every bit of the group is present (not missing from the input)

    friend bool operator==(const HexDigitGroup&, const HexDigitGroup&) = default;
};

struct BitLayout {
    /// The octets examined: the first octet, the continuing octets it announces that are
    /// present, and, when one does not fit, that octet (the last one, with fits == false).
    std::vector<OctetBits> octets;
    /// The number of octets the first octet announces by its marker: 1..6; 0 when it cannot
    /// start a sequence (a continuing octet 80-BF, or FE, FF).
    int announcedLength = 0;
    /// Free bits of the complete sequence, the width of its value: 7, 11, 16, 21, 26 or 31.
    int valueBits = 0;
    /// The free bits present, each at its place in the complete value; absent bits are 0.
    std::uint64_t value = 0;
    /// Which bits of `value` are present (a truncated sequence lacks the low ones).
    std::uint64_t knownMask = 0;
    /// The index in `octets` of the octet that breaks the pattern, if one does.
    std::optional<std::size_t> breakAt;
    /// Continuing octets that are missing because the input ended.
    int missingOctets = 0;
    /// For a complete pattern: the length of the shortest sequence for `value` (1..6).
    int shortestLength = 0;
    ValueProblem problem = ValueProblem::None;
    /// The free bits in groups of four, most significant first (the value's hex digits, without
    /// the leading zeros that U+ notation adds). Empty when there are no free bits.
    std::vector<HexDigitGroup> digitGroups;
    /// Where the sequence breaks the rules the decoder applies (RFC 3629 §4 ranges), with the
    /// octets expected there; nullopt for a well-formed sequence. Unlike `breakAt`, which is
    /// about the marker bits alone, this also points into sequences whose markers are right but
    /// whose value is not allowed: bit 5 of 80 in E0 80 80, which must read 101xxxxx.
    std::optional<RuleBreak> ruleBreak;

    /// Every announced octet is present and has the right form.
    [[nodiscard]] bool complete() const noexcept {
        return announcedLength > 0 && !breakAt && missingOctets == 0;
    }
    /// A complete pattern whose value the profile accepts.
    [[nodiscard]] bool wellFormed() const noexcept {
        return complete() && problem == ValueProblem::None;
    }
};

/// Lays out the sequence that starts at octets[0], given the octets from its start on, as many
/// as are available (up to kMaxSequenceLength are looked at): announced octets beyond the end of
/// `octets` count as missing. A first octet announcing more octets than the profile allows (F8-FD
/// under RFC 3629) does not fit, and nothing after it is examined.
[[nodiscard]] BitLayout layoutBits(std::span<const std::uint8_t> octets, Profile profile);

/// The marker of the first octet of a sequence of `length` octets (1..6): "0", "110", "1110",
/// "11110", "111110", "1111110".
[[nodiscard]] const char* firstOctetMarker(int length) noexcept;
/// The marker of every continuing octet.
inline constexpr const char* kContinuationMarker = "10";

} // namespace u8scope
