// How plausible a piece of text is as something a person wrote: a cost that is low for ordinary
// text in any script and high for the marks mojibake leaves (an accented capital glued to a
// symbol, "Ã©"; a lowercase letter followed by a capital inside a word; letters of two scripts in
// one word; C1 controls; box drawing next to letters). The mojibake engine repairs a word only
// when the repaired word costs clearly less than the word as found. Internal to the core.
#pragma once

#include "u8scope/codec/profile.h"

#include <cstdint>
#include <span>

namespace u8scope::detail {

enum class CharClass : std::uint8_t {
    Space,       ///< white space other than no-break spaces: a word boundary
    NoBreak,     ///< U+00A0, U+2007, U+202F
    Digit,       ///< decimal digits of any script
    Letter,      ///< letters (see CharTraits for case and script)
    Mark,        ///< combining marks
    Apostrophe,  ///< ' ’ ʼ: inside words in many languages
    Open,        ///< opening brackets and quotes, ¿ ¡
    Close,       ///< closing brackets and quotes
    Dash,        ///< - – — and friends
    Punct,       ///< other punctuation: . , ; : ! ? … • † ‡ ‰ § ¶
    Currency,    ///< $ € £ ¥ ¢ ¤ ₧
    Symbol,      ///< © ® ™ ° ¨ ¯ ´ ¸ ˆ ˜ µ and other symbols
    Math,        ///< + = < > ± × ÷ ¬ √ ∞ ≈ ≠ ≤ ≥ ...
    Number,      ///< ² ³ ¹ ¼ ½ ¾ and other non-decimal numbers
    Box,         ///< box drawing and block elements, U+2500..U+259F
    Pictograph,  ///< emoji and other pictographs
    Format,      ///< format characters: soft hyphen, ZWJ, bidi controls, BOM
    C1,          ///< C1 controls U+0080..U+009F: almost always a trace of mojibake
    Control,     ///< C0 controls other than tab, line feed and carriage return, and DEL
    Replacement, ///< U+FFFD
    Bad,         ///< unassigned, private use, noncharacters, surrogates: never text
};

struct CharTraits {
    CharClass cls = CharClass::Bad;
    bool upper : 1 = false;
    bool lower : 1 = false;
    bool ascii : 1 = false;
    bool ellipsis : 1 = false;  ///< U+2026: ends words, rarely starts one
    bool question : 1 = false;  ///< "?" and "!": end sentences, never start words
    bool variation : 1 = false; ///< U+FE00-U+FE0F: select how the character before them looks
    std::uint8_t script = 0;    ///< ICU's UScriptCode, folded (Hiragana, Katakana -> Han)
    float cost = 0;             ///< how unusual the character is on its own in ordinary text
};
static_assert(sizeof(CharTraits) == 8, "a table of them covers the BMP in 512 KiB");

[[nodiscard]] CharTraits traitsOf(CodePoint cp) noexcept;
/// Builds the table of the traits of the BMP that traitsOf reads, once: the piece examiner asks
/// for it as it is made, with its other tables, where memory that runs out throws
/// std::bad_alloc as anywhere else, and not first inside traitsOf, which cannot throw.
void prepareTraits();

/// The cost of `b` right after `a` inside one word (no space between them).
[[nodiscard]] float pairCost(const CharTraits& a, const CharTraits& b) noexcept;

/// The cost of a run of characters: each character's own cost, and each pair's. Spaces split
/// words; `before` and `after` are the characters around the run (0 for none), paired with its
/// ends as any neighbours.
[[nodiscard]] float textCost(std::span<const CodePoint> text, CodePoint before = 0,
                             CodePoint after = 0) noexcept;

/// Whether `cp` is a letter few texts hold: of a rare script, a phonetic, modifier or historic
/// letter (but the marks of length and repetition of CJK text, "ー", "々"), or a Latin letter
/// beyond Latin-1 that no language of everyday text writes ("ŉ", "Ǹ"). A repair into one alone
/// proves nothing.
[[nodiscard]] bool rareLetter(CodePoint cp) noexcept;

/// Whether `cp` is a vowel of the Latin script (a, e, i, o, u, y, with any accent; æ, œ, ø), or a
/// letter of another script, which this does not tell apart: what a word needs to read as a word
/// of its own ("la", not "ng").
[[nodiscard]] bool vowelLike(CodePoint cp) noexcept;

/// Costs above this for one repaired character mean the repair produced something no text holds
/// (a control, an unassigned code point, a letter of a rare script).
inline constexpr float kImplausibleCharacter = 2.0f;

} // namespace u8scope::detail
