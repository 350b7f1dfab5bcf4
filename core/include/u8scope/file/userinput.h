// What a person types into the find bar and the Go to Offset field, read without widgets: the
// kind of a find query guessed from its form, and an offset, absolute or relative to the cursor.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace u8scope {

/// What a find query is taken as.
enum class QueryKind : std::uint8_t {
    Text,       ///< its UTF-8 octets
    Octets,     ///< hex octets: "C3 A9", "c3a9", "\xC3\xA9", "0xC3,0xA9"
    CodePoints, ///< "U+00E9" (one or more, separated by spaces), encoded under the profile
};

/// Guesses what a find query means from its form: U+ notation is a code point; pairs of hex
/// digits (as parseHexOctets reads them) are octets when they are written like octets:
/// separated ("C3 A9", "c3:a9") or prefixed ("\xC3", "0xC3"), or run together with letters
/// that are no word, mixed with digits ("c3a9") or in capitals ("FFFE"); so "cafe" and "2024"
/// stay text, as does anything else.
[[nodiscard]] QueryKind guessQueryKind(std::string_view query);

/// An offset typed into Go to Offset.
struct OffsetInput {
    /// Why the input gives no offset.
    enum class Problem : std::uint8_t {
        None,
        Empty,       ///< nothing typed
        NotANumber,  ///< not decimal, 0x hex or hex with a trailing h
        PastEnd,     ///< at or beyond the end of the file
        BeforeStart, ///< a backward move past offset 0
        EmptyFile,   ///< the file has no octets to go to
    };
    std::optional<std::uint64_t> offset; ///< where to go, when the input is good
    bool relative = false;               ///< typed as +N or -N: a move from the cursor
    std::uint64_t distance = 0;          ///< the number typed (of a move: its size)
    Problem problem = Problem::None;
};

/// Reads an offset: decimal ("4096"), hex with 0x or a trailing h ("0x1000", "1000h"), with
/// spaces and underscores ignored; "+16" and "-0x10" move from `cursor`. The result must lie
/// in [0, fileSize).
[[nodiscard]] OffsetInput readOffset(std::string_view typed, std::uint64_t cursor,
                                     std::uint64_t fileSize) noexcept;

} // namespace u8scope
