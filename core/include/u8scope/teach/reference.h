// The reference tables of UTF-8 under a profile, built from the rules the decoder applies:
// ISO/IEC 10646-1 Annex R Table 1 (the role and marker of each octet value), the well-formed
// sequences of RFC 3629 §4 (Table 3-7 of the Unicode Standard; under the legacy profile the
// same split for 1 to 6 octets), and Annex R Tables 4 and 5 (per sequence length: the values,
// the bit layout, and the arithmetic from UCS-4 to UTF-8 and back). With a way to find the rows
// of a given sequence, so that a reader can see where it stands.
#pragma once

#include "u8scope/codec/errorkind.h"
#include "u8scope/codec/explain.h"
#include "u8scope/codec/profile.h"
#include "u8scope/codec/rulebreak.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace u8scope {

/// What an octet value does by itself (Annex R Table 1, with the limits of the profile).
enum class OctetRole : std::uint8_t {
    Single,       ///< 00-7F: a 1-octet sequence, the ASCII character itself
    Continuing,   ///< 80-BF, 10xxxxxx: continues a sequence of 2 or more octets
    First,        ///< begins a sequence of `length` octets
    OverlongOnly, ///< C0, C1: could only begin overlong forms of U+0000..U+007F
    BeyondRange,  ///< F5-F7 under RFC 3629: could only begin values above U+10FFFF
    Dropped,      ///< F8-FD under RFC 3629: the 5- and 6-octet forms of 1993, dropped in 2003
    Unused,       ///< FE, FF: no role in any UTF-8
};

/// "single", "continuing", "first", "overlong-only", "beyond-range", "dropped", "unused".
[[nodiscard]] std::string_view toString(OctetRole role) noexcept;

/// A row of Table 1: a range of octet values with the same role.
struct OctetRow {
    OctetRange octets;
    OctetRole role = OctetRole::Single;
    /// The length the marker announces: 1..6; 0 for a continuing octet and for FE, FF.
    int length = 0;
    /// The marker bits, high bit first: "0", "10", "110", ... "1111110"; "1111111" for FE, FF.
    std::string marker;
    /// The bits left below the marker: 7, 6, 5, 4, 3, 2, 1, or 1 for FE and FF (unused).
    int freeBits = 0;
    /// For a role that is an error: the kind a decoder reports for the octet.
    std::optional<ErrorKind> error;
};

/// Table 1, as the profile reads it: every octet value in exactly one row, in order.
[[nodiscard]] std::vector<OctetRow> octetTable(Profile profile);

/// A row of the well-formed sequences (RFC 3629 §4, Unicode Table 3-7): first octets with the
/// same second-octet range, and the values they encode.
struct SequenceRow {
    int length = 0;
    OctetRange firstOctets;
    /// The range the second octet must fall in (none for a 1-octet sequence); later octets are
    /// always 80-BF.
    std::optional<OctetRange> secondOctets;
    ValueRange values;
    /// The ABNF alternative of RFC 3629 §4 (empty under the legacy profile).
    std::string abnf;
};

[[nodiscard]] std::vector<SequenceRow> sequenceTable(Profile profile);

/// One octet of Annex R Table 4: octet = base + (x / 2^shift) [mod 2^6]. The first octet takes
/// no modulo; Table 5 reads it back: x = sum of (octet - base) * 2^shift.
struct OctetFormula {
    std::uint8_t base = 0; ///< the marker as a value: 00, C0, E0, F0, F8, FC; 80 for the rest
    int shift = 0;         ///< 6 * (octets after this one)
    bool modulo = false;   ///< mod 2^6 (every octet but the first)
};

/// A row of Tables 4 and 5: one sequence length.
struct LengthRow {
    int length = 0;
    /// The values of that length under the profile (for 4 octets and RFC 3629: up to U+10FFFF).
    ValueRange values;
    /// The first octets that begin it under the profile.
    OctetRange firstOctets;
    /// The bit layout: "110xxxxx 10xxxxxx".
    std::string layout;
    /// Free bits: 7, 11, 16, 21, 26, 31.
    int freeBits = 0;
    /// The arithmetic of Table 4 (and, read backwards, Table 5), octet by octet.
    std::vector<OctetFormula> formula;
};

[[nodiscard]] std::vector<LengthRow> lengthTable(Profile profile);

/// The rows of the tables a sequence belongs to: its first octet's row of Table 1, its row of
/// the well-formed sequences and its length's row (each nullopt when it has none, e.g. a
/// sequence the profile refuses has no well-formed row).
struct ReferenceRows {
    std::optional<std::size_t> octetRow;
    std::optional<std::size_t> sequenceRow;
    std::optional<std::size_t> lengthRow;
    friend bool operator==(const ReferenceRows&, const ReferenceRows&) = default;
};

/// Finds the rows of the sequence that starts at `octets[0]` (its first octet and, for the
/// well-formed table, its second).
[[nodiscard]] ReferenceRows findRows(std::span<const std::uint8_t> octets, Profile profile);

/// The value of `length`-octet form's arithmetic for `value`, octet by octet (Table 4 with the
/// real numbers): for each octet the base, the quotient x / 2^shift, the 6-bit digit taken from
/// it and the octet they make.
struct ArithmeticStep {
    OctetFormula formula;
    std::uint64_t quotient = 0; ///< value >> shift
    std::uint64_t digit = 0;    ///< quotient mod 2^6 (the quotient itself for the first octet)
    std::uint8_t octet = 0;     ///< base + digit
};

/// Table 4 for `value` at its shortest length (1..6); empty above 7FFF FFFF.
[[nodiscard]] std::vector<ArithmeticStep> encodeArithmetic(std::uint64_t value);

} // namespace u8scope
