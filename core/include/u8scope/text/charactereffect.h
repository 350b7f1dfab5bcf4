// What an invisible, formatting or special character does where text is shown, as a fact for the
// inspector and for the command line's sentences (hiddentext.h), each derived from the Unicode
// properties ICU holds: Bidi_Class (UAX #9), Join_Control and Joining_Type (§23.2), Line_Break
// (UAX #14), Variation_Selector, Default_Ignorable_Code_Point (§5.21), general categories.
#pragma once

#include <cstdint>
#include <string_view>

namespace u8scope {

enum class CharacterEffect : std::uint8_t {
    /// Nothing out of the ordinary: shown as its glyph.
    None,
    /// RLO (Bidi_Class RLO): displays the text after it right to left, letters reversed, up to
    /// a PDF or the end of the line.
    ReversesFollowing,
    /// LRO (Bidi_Class LRO): displays the text after it left to right, even Hebrew or Arabic, up
    /// to a PDF or the end of the line.
    ForcesLeftToRight,
    /// RLE (Bidi_Class RLE): lays out the text after it as right-to-left text, up to a PDF or the
    /// end of the line.
    EmbedsRightToLeft,
    /// LRE (Bidi_Class LRE): lays out the text after it as left-to-right text, up to a PDF or the
    /// end of the line.
    EmbedsLeftToRight,
    /// RLI (Bidi_Class RLI): sets the text after it apart as right-to-left, up to a PDI or the end
    /// of the line.
    IsolatesRightToLeft,
    /// LRI (Bidi_Class LRI): sets the text after it apart as left-to-right, up to a PDI or the end
    /// of the line.
    IsolatesLeftToRight,
    /// FSI (Bidi_Class FSI): sets the text after it apart in the direction of its first strong
    /// letter, up to a PDI or the end of the line.
    IsolatesFirstStrong,
    /// PDF (Bidi_Class PDF): ends the last embedding or override.
    EndsEmbedding,
    /// PDI (Bidi_Class PDI): ends the last isolate, and any embedding opened inside it.
    EndsIsolate,
    /// RLM (Bidi_Control, Bidi_Class R): an invisible right-to-left letter; neighbouring
    /// punctuation and numbers follow it.
    RightToLeftMark,
    /// LRM (Bidi_Control, Bidi_Class L): an invisible left-to-right letter.
    LeftToRightMark,
    /// ALM (Bidi_Control, Bidi_Class AL): an invisible Arabic letter; numbers after it are read
    /// as Arabic numbers.
    ArabicLetterMark,
    /// ZWSP (Line_Break ZW): an invisible place where a line may break; splits a word in two
    /// for a program but not for a reader.
    ZeroWidthSpace,
    /// ZWNJ (Join_Control, Joining_Type U): keeps the letters on either side from joining or
    /// forming a ligature or conjunct; shows nothing itself.
    ZeroWidthNonJoiner,
    /// ZWJ (Join_Control, Joining_Type C): joins the characters on either side into one form
    /// (a conjunct, a joined letter, an emoji sequence); shows nothing itself.
    ZeroWidthJoiner,
    /// WJ (Line_Break WJ): keeps a line from breaking there; shows nothing.
    WordJoiner,
    /// U+FEFF (Line_Break WJ): a byte order mark at the start of a file; elsewhere an invisible
    /// ZERO WIDTH NO-BREAK SPACE.
    ByteOrderMark,
    /// SOFT HYPHEN (default-ignorable, Line_Break BA): shows only where a line breaks at it.
    SoftHyphen,
    /// COMBINING GRAPHEME JOINER (default-ignorable mark): shows nothing; keeps marks apart for
    /// sorting and normalization.
    GraphemeJoiner,
    /// A Hangul filler (default-ignorable letter): takes a letter's place and shows nothing.
    HangulFiller,
    /// U+2061..U+2064 (default-ignorable, Math): an invisible function application, times,
    /// separator or plus, for mathematical software.
    InvisibleOperator,
    /// A variation selector (Variation_Selector): picks a glyph variant of the character before
    /// it (text or emoji style, a form of an ideograph); shows nothing itself.
    SelectsVariant,
    /// A tag character (U+E0020..U+E007E): an invisible copy of an ASCII character, for emoji
    /// tag sequences such as the flag of Scotland.
    Tag,
    /// CANCEL TAG (U+E007F): ends an emoji tag sequence; shows nothing.
    CancelTag,
    /// Another default-ignorable or format character: not displayed at all.
    Ignorable,
    /// A no-break space (Line_Break GL: NBSP, FIGURE SPACE, NARROW NO-BREAK SPACE): looks like a
    /// space, but a line never breaks there.
    NoBreakSpace,
    /// IDEOGRAPHIC SPACE (East_Asian_Width F): a space as wide as a CJK character.
    WideSpace,
    /// Another space (general category Zs) of its own width: EN SPACE, EM SPACE, THIN SPACE, ...
    Space,
    /// LINE SEPARATOR (Zl): a line break without a new paragraph, to the programs that know it.
    LineSeparator,
    /// PARAGRAPH SEPARATOR (Zp): a paragraph break, to the programs that know it.
    ParagraphSeparator,
    /// A C0 control (U+0000..U+001F) or DEL: acted on by terminals and printers, not shown.
    Control,
    /// A C1 control (U+0080..U+009F): acted on by some terminals, shown by nothing.
    C1Control,
    /// A noncharacter: for a program's internal use, not for text.
    Noncharacter,
    /// A private-use character: its glyph depends on the fonts of whoever reads it.
    PrivateUse,
    /// Unassigned in this Unicode version: no font shows it.
    Unassigned,
};

inline constexpr int kCharacterEffectCount = 36;
static_assert(static_cast<int>(CharacterEffect::Unassigned) + 1 == kCharacterEffectCount);

/// What `value` does where it is shown (None above U+10FFFF, and for most characters).
[[nodiscard]] CharacterEffect characterEffect(std::uint64_t value);

/// The command line's sentence for it, starting in lower case, without a final stop: "reverses
/// the display order of the text that follows, up to the end of the line or a PDF (U+202C)".
/// Empty for None.
[[nodiscard]] std::string_view describe(CharacterEffect effect) noexcept;

} // namespace u8scope
