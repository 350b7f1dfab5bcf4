// Where a UTF-8 sequence breaks the rules, as the decoder sees it: the octet, the first bit at
// which it leaves what is allowed, and the octets RFC 3629 §4 (or ISO/IEC 10646-1 Annex R)
// allows there. The explanations and the bit layout point at the same place.
#pragma once

#include "u8scope/codec/profile.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace u8scope {

/// A range of octet values, both ends included.
struct OctetRange {
    std::uint8_t lo = 0;
    std::uint8_t hi = 0;

    [[nodiscard]] constexpr bool contains(std::uint8_t b) const noexcept {
        return b >= lo && b <= hi;
    }
    friend bool operator==(const OctetRange&, const OctetRange&) = default;
};

/// The range as aligned blocks of bits, high bit first: 80-BF is {"10xxxxxx"}, 90-BF is
/// {"1001xxxx", "101xxxxx"}, E9 is {"11101001"}.
[[nodiscard]] std::vector<std::string> bitPatterns(OctetRange range);

/// "A0-BF", or "E9" for a range of one octet.
[[nodiscard]] std::string formatRange(OctetRange range);

struct RuleBreak {
    /// The position, counted from the first octet of the sequence (0), of the octet that breaks
    /// the rules, or of the octet that is missing.
    std::size_t index = 0;
    /// There is no octet at `index`: the octets given (the input, as far as it was seen) end
    /// there.
    bool missing = false;
    /// The octet found at `index` (unless missing).
    std::uint8_t found = 0;
    /// The octets allowed at `index`: for a first octet one range per sequence length (00-7F,
    /// C2-DF, E0-EF, F0-F4 under RFC 3629), after it the range its first octet allows.
    std::vector<OctetRange> expected;
    /// The first bit, from the top (7) down, at which `found` leaves every expected octet: 6 for
    /// a continuing octet 10xxxxxx where a first octet belongs, 7 for an ASCII octet where
    /// 10xxxxxx belongs, 5 for 80 after E0 (which needs 101xxxxx). -1 when missing.
    int bit = -1;

    friend bool operator==(const RuleBreak&, const RuleBreak&) = default;
};

/// Where the sequence that starts at octets[0] breaks the rules under `profile`, decided by the
/// decoder: its first octet if that cannot begin a sequence, else the first octet after its
/// maximal subpart. `octets` runs from the first octet to the end of the input, or for at least
/// kMaxSequenceLength octets. nullopt when the sequence is well formed (or `octets` is empty).
[[nodiscard]] std::optional<RuleBreak> findRuleBreak(std::span<const std::uint8_t> octets,
                                                     Profile profile);

} // namespace u8scope
