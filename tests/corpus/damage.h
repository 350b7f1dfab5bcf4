// Damage done on purpose for the harder parts of the corpus (corpusset.h), with ICU's converters
// (ucnv) called directly: a generator that shares nothing with the engine's codec tables
// (legacycodec.h) but the ICU data, and reaches every encoding a text is misread as, double-octet
// East Asian encodings included. Pages are named as ICU knows them ("windows-1252", "KOI8-U",
// "x-mac-greek", "IBM866", "GBK", "Shift_JIS", ...); ICU lacks ISO-8859-16, whose table is here.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace u8scope::corpus {

/// What a decoder does with an octet its encoding leaves unassigned, or a sequence it cannot read.
enum class Misreading {
    /// As ICU's tables read it: an octet windows-1252 leaves unassigned is the C1 control of its
    /// value (as browsers read it); a double-octet decoder writes U+FFFD.
    Sloppy,
    /// U+FFFD for each octet or sequence a strict decoder cannot read (windows-1252's 81, 8D, 8F,
    /// 90 and 9D included).
    Replacement,
    /// "?" in its place, as most converters writing to a legacy encoding do.
    Question,
};

/// A text misread and saved again, and what a repair must give back.
struct Misread {
    std::string text;     ///< the damaged text, UTF-8
    std::string expected; ///< the original with one U+FFFD per character whose octets were lost
    int lost = 0;         ///< characters lost
};

/// `original`'s UTF-8 octets read as `page` and the characters written as UTF-8 again.
[[nodiscard]] Misread misread(std::string_view original, std::string_view page,
                              Misreading how = Misreading::Sloppy);

/// Rounds of misreading, through `pages` in order (the first read with `how`, the rest sloppily).
/// Nothing when a round after the first loses an octet: what a repair must give back is then
/// beyond telling.
[[nodiscard]] std::optional<Misread> misreadChain(std::string_view original,
                                                  std::span<const std::string_view> pages,
                                                  Misreading how = Misreading::Sloppy);

/// `text` in `page`'s octets; nothing when a character has none there.
[[nodiscard]] std::optional<std::string> encodeIn(std::string_view text, std::string_view page);

/// `octets` read as `page` (sloppily), in UTF-8.
[[nodiscard]] std::string decodeAs(std::string_view octets, std::string_view page);

/// `text` in CESU-8: a character beyond U+FFFF as the UTF-8 forms of its two surrogates.
[[nodiscard]] std::string cesu8(std::string_view text);

/// `text` with every U+00A0 NO-BREAK SPACE turned into a plain space.
[[nodiscard]] std::string noBreakSpacesLost(std::string_view text);

/// The same, each merged with a space right after it, as where runs of spaces are made one
/// (HTML, a form that trims): "Ã", U+00A0 and a space ("à " read as windows-1252) become "Ã ".
[[nodiscard]] std::string noBreakSpacesMerged(std::string_view text);

/// The code point of the UTF-8 character at `at` in `text`, -1 for a malformed one; `at` moves
/// past it.
[[nodiscard]] std::int32_t nextCodePoint(std::string_view text, std::size_t& at);

/// Characters in `text` (code points of well-formed UTF-8).
[[nodiscard]] std::size_t characters(std::string_view text);

} // namespace u8scope::corpus
