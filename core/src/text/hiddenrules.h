// The rules of hidden.h, one function each, from Unicode data through ICU. The scanner
// (hiddenscanner.cpp) applies them on its fast path; the tests' plain reference applies them to
// whole lines and words, and the two must agree.
#pragma once

#include "u8scope/text/hidden.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace u8scope::hidden {

/// What a bidirectional control does to the state of its line (UAX #9 §3.3.2, from Bidi_Class).
enum class BidiRole : std::uint8_t {
    None,
    Mark,         ///< LRM, RLM, ALM: an invisible strong character
    Embedding,    ///< LRE, RLE: opens an embedding, closed by PDF
    Override,     ///< LRO, RLO: opens an override, closed by PDF
    Isolate,      ///< LRI, RLI, FSI: opens an isolate, closed by PDI
    PopEmbedding, ///< PDF
    PopIsolate,   ///< PDI
};

[[nodiscard]] BidiRole bidiRole(char32_t c) noexcept;

/// Whether `c` ends a paragraph of UAX #9 (Bidi_Class B: LF, CR, FS, GS, RS, NEL, U+2029), where
/// every embedding, override and isolate ends: the "line" of the line rules below.
[[nodiscard]] bool endsParagraph(char32_t c) noexcept;

/// UAX #9 BD2: embeddings, overrides and isolates nest at most 125 deep; initiators past that
/// change nothing, and are matched only by count.
inline constexpr int kMaxBidiDepth = 125;

/// How a character is judged.
enum class Rule : std::uint8_t {
    None,              ///< it is what it looks like
    Own,               ///< always hidden, of the class given
    Bidi,              ///< by the bidi rules of its line
    VariationSelector, ///< by the character before it (variationSelectorFits)
    Tag,               ///< by the emoji tag sequence it is in (tagSequenceFits)
    ByteOrderMark,     ///< hidden unless at offset 0
    Joiner,            ///< ZWNJ, ZWJ: by the characters around it (joinerFits)
    WordBreak,         ///< ZWSP: by the characters around it (wordBreakFits)
    Space,             ///< by the characters around it (spaceFits)
    Word,              ///< U+0307 and digits outside ASCII: by their word (confusableLetters)
};

struct CharRule {
    Rule rule = Rule::None;
    HiddenClass cls = HiddenClass::Invisible; ///< with Rule::Own
};

/// The rule for `c` (TAB, LF, CR and FF: None; the caller ends lines).
[[nodiscard]] CharRule ruleOf(char32_t c) noexcept;

/// Whether variation selector `selector` fits after `before` (0: nothing before it on the line).
/// Nothing takes two in a row. VS15 and VS16 (text and emoji style) fit after an Emoji
/// character; VS17..VS256 after an ideograph (the Ideographic Variation Database); the Mongolian
/// free variation selectors after a Mongolian letter; VS1..VS14 after an ideograph, a math
/// symbol, DIGIT ZERO, or a letter, number or symbol outside ASCII of a script without case
/// (Myanmar, Phags-pa, Manichaean, Egyptian: those of StandardizedVariants.txt), but never after
/// a letter of Latin, Greek or Cyrillic, where no variant is defined.
[[nodiscard]] bool variationSelectorFits(char32_t before, char32_t selector) noexcept;

/// Whether ZWNJ or ZWJ fits where it is: `base` is the character before it, passing over marks
/// and other extending characters (0: none on the line), `afterVirama` whether a virama comes
/// between them, `after` the character after it (0: end of line). Both fit after a virama or
/// before one (the conjunct forms of Indic scripts, UAX #31 §2.3 A2, B) and between two
/// letters of a joining script (Joining_Type D, L, R or C: Arabic, Syriac, Persian in Arabic
/// script, where ZWNJ keeps letters apart, UAX #31 A1); ZWJ also between two pictographs
/// (an emoji ZWJ sequence, UAX #29 GB11).
[[nodiscard]] bool joinerFits(char32_t joiner, char32_t base, bool afterVirama,
                              char32_t after) noexcept;

/// Whether ZERO WIDTH SPACE fits between `base` (the character before it, passing over marks;
/// 0: none on the line) and `after` (0: end of line): between two characters of the scripts
/// written without spaces between words (Line_Break SA, complex context: Thai, Lao, Khmer,
/// Myanmar, Tai Tham), where it marks a word boundary for line breaking (UAX #14).
[[nodiscard]] bool wordBreakFits(char32_t base, char32_t after) noexcept;

/// Whether the space `space` (general category Zs, not U+0020) fits between `before` and `after`
/// (0 at the start or end of a line): between two visible characters (letters, marks, numbers,
/// punctuation, symbols), as a no-break space binds a number to its unit or French
/// punctuation to its word; IDEOGRAPHIC SPACE also next to a wide character (East_Asian_Width
/// W or F: CJK text) or another ideographic space, and opening a line (a paragraph indent).
[[nodiscard]] bool spaceFits(char32_t space, char32_t before, char32_t after) noexcept;

/// Whether `sequence` (the character before a run of tag characters, the run, and CANCEL TAG)
/// is a recommended emoji tag sequence (RGI_Emoji_Tag_Sequence of UTS #51, such as the flag of
/// Scotland), which vendors display.
[[nodiscard]] bool tagSequenceFits(std::u32string_view sequence);

/// At most this many tag characters make a tag sequence (RGI sequences hold 5 and a CANCEL TAG);
/// a longer run is hidden however it ends.
inline constexpr std::size_t kMaxTagRun = 16;

/// A letter of a word that reads as a letter of another script (the confusable class).
struct OddLetter {
    std::size_t index = 0; ///< in the word
    int script = 0;        ///< its script (UScriptCode)
    int readsAs = 0;       ///< the script it passes for (0: none)
    char32_t looksLike = 0;
    HiddenReason reason = HiddenReason::MixedScripts;
    friend bool operator==(const OddLetter&, const OddLetter&) = default;
};

/// The letters of `word` (a run of letters, marks, digits and connectors) that make it
/// confusable: where its scripts mix beyond Highly Restrictive (UTS #39 §5.2), the letters of
/// the other scripts that all look like letters of its main one (its most frequent script;
/// Latin first on a tie), so that the word reads as a word of that script (a mixed-script
/// confusable, §4); a U+0307 hidden over a dotted letter; digits of another decimal system
/// than the word's main one (§5.3). A mixture a reader can see ("Δt") gives nothing.
[[nodiscard]] std::vector<OddLetter> confusableLetters(std::u32string_view word);

/// Whole-script confusables (UTS #39 §4) as this project decides them: a word of two letters
/// or more, all of one script other than Latin, without marks, whose letters all have a
/// skeleton of ASCII letters and digits (kAsciiLookalike), on a line whose other letters are
/// Latin and none of that script, reads as an ASCII word: Cyrillic "сор" among Latin code
/// reads as "cop". (A single letter such as α in a formula is too short to read as a word.)
inline constexpr int kMinWholeScriptLetters = 2;

/// The ASCII letter `c` reads as (the first of its skeleton), for a whole-script confusable.
[[nodiscard]] char32_t asciiLookalike(char32_t c);

} // namespace u8scope::hidden
