// The playground, as facts: what a person types, read as code points or as octets, and what
// the rules make of it. A code point gets its UTF-8 with the bit layout, the arithmetic of
// ISO/IEC 10646-1 Annex R Table 4 with the real numbers, its UTF-16 and UCS-4 forms, its name
// and its rows in the reference tables. Octets get the decoder's walk: unit by unit, each octet
// checked against the range the rules allow at its place (RFC 3629 §4), where each maximal
// subpart ends and a U+FFFD is emitted (Unicode Standard §3.9), and why (explain.h).
#pragma once

#include "u8scope/codec/bitlayout.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/codec/explain.h"
#include "u8scope/codec/unit.h"
#include "u8scope/teach/reference.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace u8scope {

// --- Code points --------------------------------------------------------------------------------

/// How typed text was read as code points.
enum class CodePointNotation : std::uint8_t {
    UPlus,      ///< "U+00E9", "u+1f600 U+0301", "0xE9", or without U+: "20AC", "1f600", "FFFD"
    Decimal,    ///< "233": every word decimal digits
    Characters, ///< anything else: the characters themselves, "é", "👍🏽", "e" + U+0301
};

struct TypedCodePoints {
    CodePointNotation notation = CodePointNotation::Characters;
    std::vector<std::uint64_t> values;
    /// The index in `values` where each user-perceived character (Unicode extended grapheme
    /// cluster) begins: "é" typed as e + U+0301 is one character of two code points, 👍🏽 one
    /// of two, a family emoji one of five or more. One entry per value for UPlus and Decimal.
    std::vector<std::size_t> clusterStarts;
    /// For UPlus and Decimal, each value as it was typed ("0041", "20AC"), one per value.
    std::vector<std::string> words;
};

/// Reads code points from what a person typed: U+ or 0x notation (several separated by spaces
/// or commas), hex digits without them that are no word ("20AC", "1f600": digits and letters
/// mixed; "FFFD": four capitals or more, up to U+10FFFF), decimal numbers, or else the typed
/// characters themselves ("A", "cafe", "DECADE", "é"), decoded under `profile`. nullopt for
/// empty text, a mistyped value ("U+ZZZZ", a word that starts like U+ or 0x but is none), a
/// number of more than 10 digits, or characters that are not UTF-8. Values the profile cannot
/// encode are read all the same: encode() says why.
[[nodiscard]] std::optional<TypedCodePoints> readCodePoints(std::string_view typed,
                                                            Profile profile = kDefaultProfile);

/// Everything the playground shows about one code point.
struct CodePointForms {
    std::uint64_t value = 0;
    Profile profile = kDefaultProfile;
    /// The UTF-8 under the profile, or why the profile refuses the value (error set).
    Encoded utf8;
    /// When RFC 3629 refuses a value above U+10FFFF: its form in the original UTF-8 of
    /// ISO/IEC 10646-1:1993 (4 to 6 octets), which that profile would accept.
    std::optional<Encoded> originalUtf8;
    /// The bit layout of the octets shown (utf8, or else originalUtf8); empty when none.
    BitLayout layout;
    /// Annex R Table 4 with the real numbers, octet by octet; empty when no octets are shown.
    std::vector<ArithmeticStep> arithmetic;
    /// UTF-16 code units: one, or a surrogate pair; empty above U+10FFFF and for a surrogate,
    /// which UTF-16 cannot carry alone.
    std::vector<std::uint16_t> utf16;
    /// The UCS-4 (UTF-32) form: the value itself in 4 octets, big-endian.
    std::array<std::uint8_t, 4> ucs4{};
    /// The Unicode name, or a label ("<control-000A> (LINE FEED)", "<beyond Unicode>").
    std::string name;
    /// The rows of the reference tables the octets shown belong to.
    ReferenceRows rows;
};

[[nodiscard]] CodePointForms codePointForms(std::uint64_t value, Profile profile);

// --- Octets -------------------------------------------------------------------------------------

/// One octet as the decoder looks at it.
struct WalkOctet {
    std::uint64_t offset = 0;
    std::uint8_t octet = 0;
    /// The octets the rules allow at its place: first octets, the second-octet range of the
    /// first octet, or 80-BF.
    std::vector<OctetRange> expected;
    /// It is one of them (false for the octet that ends a maximal subpart, and for a first
    /// octet that cannot begin a sequence).
    bool accepted = true;
};

/// How the decoder ends a unit.
enum class WalkEnd : std::uint8_t {
    Character,   ///< every announced octet came: the character is emitted
    CannotBegin, ///< the first octet cannot begin a sequence here: one U+FFFD for it alone
    Rejected,    ///< the next octet is outside the range allowed there: one U+FFFD for the
                 ///< maximal subpart before it; decoding starts again at that octet
    InputEnds,   ///< the input ends inside the sequence: one U+FFFD for what is there
};

/// One unit of the walk: what the decoder emits, and the octets it looked at to decide.
struct WalkUnit {
    /// The unit the decoder emits: a character, or one U+FFFD for a maximal subpart.
    Unit unit;
    /// The unit's octets and, when the unit ends Rejected, the octet that ends it (last, not
    /// accepted; the next unit begins with it).
    std::vector<WalkOctet> octets;
    WalkEnd end = WalkEnd::Character;
    /// The length the first octet announces under the rules: 1..6; 0 when it cannot begin.
    int announced = 0;
    /// For a malformed unit: its facts (explain.h).
    std::optional<Explanation> why;
};

/// Walks `octets` (a whole input) the way the decoder does, unit by unit.
[[nodiscard]] std::vector<WalkUnit> walkOctets(std::span<const std::uint8_t> octets,
                                               Profile profile);

// --- Presets ------------------------------------------------------------------------------------

/// A ready-made example for the playground.
struct Preset {
    enum class Kind : std::uint8_t {
        FirstOfLength, ///< the first value of a sequence length
        LastOfLength,  ///< the last value of a sequence length
        Malformed,     ///< a classic malformed sequence, one of each kind
        Story,         ///< a malformed sequence with a story: windows-1252, CESU-8, ...
    };
    Kind kind = Kind::FirstOfLength;
    int length = 0;                    ///< for the first and last values
    std::optional<ErrorKind> error;    ///< for the malformed examples
    std::optional<Likely> story;       ///< for the stories
    bool octets = false;               ///< typed as octets; else as a code point
    std::string typed;                 ///< what goes into the field: "U+0080", "C0 AF"
    Profile profile = kDefaultProfile; ///< the profile it is meant for
};

/// The presets: the first and last value of each length (1 to 4 under RFC 3629, and the last
/// 4-octet value, 5 and 6 octets under the legacy profile), one malformed example of each kind
/// (overlong C0 AF, surrogate ED A0 80, F4 90 80 80, a lone continuing octet, a truncated
/// sequence, FF), and the stories behind the commonest errors.
[[nodiscard]] std::vector<Preset> presets();

} // namespace u8scope
