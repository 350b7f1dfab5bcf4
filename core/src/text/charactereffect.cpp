// What a character does where it is shown (charactereffect.h), from its Unicode properties.
#include "u8scope/text/charactereffect.h"

#include "text/translatable.h"

#include <array>
#include <unicode/uchar.h>
#include <unicode/uscript.h>

namespace u8scope {

namespace {

// Indexed by CharacterEffect; the window translates them (sentence.h).
constexpr std::array<std::string_view, kCharacterEffectCount> kSentences{{
    "",
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "reverses the display order of the text that follows, up to the end of the line or a PDF "
        "(U+202C)"),
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "displays the text that follows left to right, even Hebrew or Arabic, up to the end of the "
        "line or a PDF (U+202C)"),
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "lays out the text that follows as right-to-left text, up to the end of the line or a PDF "
        "(U+202C)"),
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "lays out the text that follows as left-to-right text, up to the end of the line or a PDF "
        "(U+202C)"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "sets the text that follows apart as right-to-left "
                                           "text, up to the end of the line or a PDI "
                                           "(U+2069)"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "sets the text that follows apart as left-to-right "
                                           "text, up to the end of the line or a PDI "
                                           "(U+2069)"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "sets the text that follows apart in the direction of "
                                           "its first letter, up to the end of the "
                                           "line or a PDI (U+2069)"),
    QT_TRANSLATE_NOOP("u8scope::Sentence",
                      "ends the last embedding or override (LRE, RLE, LRO, RLO)"),
    QT_TRANSLATE_NOOP("u8scope::Sentence",
                      "ends the last isolate (LRI, RLI, FSI) and any embedding opened inside it"),
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "acts as an invisible right-to-left letter: punctuation and numbers next to it follow it"),
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "acts as an invisible left-to-right letter: punctuation and numbers next to it follow it"),
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "acts as an invisible Arabic letter: numbers after it are laid out as Arabic numbers"),
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "shows nothing, and marks a place where a line may break: a word with it inside looks "
        "whole but is two to a program"),
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "shows nothing, and keeps the letters on either side from joining or forming a ligature"),
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "shows nothing, and joins the characters on either side into one form (a conjunct, a "
        "joined letter, an emoji sequence)"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "shows nothing, and keeps a line from breaking there"),
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "marks the byte order at the very start of a file; anywhere else it shows nothing (ZERO "
        "WIDTH NO-BREAK SPACE)"),
    QT_TRANSLATE_NOOP("u8scope::Sentence",
                      "shows nothing, except as a hyphen where a line breaks at it"),
    QT_TRANSLATE_NOOP("u8scope::Sentence",
                      "shows nothing; keeps combining marks apart for sorting and normalization"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "takes the place of a Hangul letter and shows nothing"),
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "shows nothing: an invisible operator (function application, times, separator or plus) "
        "for mathematical software"),
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "shows nothing itself, and selects a variant of the character before it (text or emoji "
        "style, a form of an ideograph)"),
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "shows nothing: an invisible copy of an ASCII character, meant for emoji tag sequences "
        "(the flags of Scotland, Wales, England)"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "shows nothing, and ends an emoji tag sequence"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "is not displayed at all"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "looks like a space, but a line never breaks there"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "is a space as wide as a CJK character"),
    QT_TRANSLATE_NOOP("u8scope::Sentence",
                      "is a space of its own width, which looks like a plain space"),
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "breaks the line to programs that know it (JavaScript, some editors), and to no others"),
    QT_TRANSLATE_NOOP("u8scope::Sentence",
                      "breaks the paragraph to programs that know it, and to no others"),
    QT_TRANSLATE_NOOP("u8scope::Sentence",
                      "is a control character: terminals and printers act on it, nothing shows it"),
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "is a C1 control: some terminals act on it, nothing shows it; usually a sign of text read "
        "in the wrong encoding"),
    QT_TRANSLATE_NOOP("u8scope::Sentence",
                      "is a noncharacter, for a program's internal use and never for text"),
    QT_TRANSLATE_NOOP(
        "u8scope::Sentence",
        "is a private-use character: what it shows depends on the fonts of whoever reads it"),
    QT_TRANSLATE_NOOP("u8scope::Sentence",
                      "is not assigned in this version of Unicode: no font shows it"),
}};

} // namespace

CharacterEffect characterEffect(std::uint64_t value) {
    if (value > 0x10FFFF)
        return CharacterEffect::None;
    const auto c = static_cast<UChar32>(value);
    switch (u_charDirection(c)) {
    case U_RIGHT_TO_LEFT_OVERRIDE:
        return CharacterEffect::ReversesFollowing;
    case U_LEFT_TO_RIGHT_OVERRIDE:
        return CharacterEffect::ForcesLeftToRight;
    case U_RIGHT_TO_LEFT_EMBEDDING:
        return CharacterEffect::EmbedsRightToLeft;
    case U_LEFT_TO_RIGHT_EMBEDDING:
        return CharacterEffect::EmbedsLeftToRight;
    case U_RIGHT_TO_LEFT_ISOLATE:
        return CharacterEffect::IsolatesRightToLeft;
    case U_LEFT_TO_RIGHT_ISOLATE:
        return CharacterEffect::IsolatesLeftToRight;
    case U_FIRST_STRONG_ISOLATE:
        return CharacterEffect::IsolatesFirstStrong;
    case U_POP_DIRECTIONAL_FORMAT:
        return CharacterEffect::EndsEmbedding;
    case U_POP_DIRECTIONAL_ISOLATE:
        return CharacterEffect::EndsIsolate;
    default:
        break;
    }
    const auto category = static_cast<UCharCategory>(u_charType(c));
    if (u_hasBinaryProperty(c, UCHAR_BIDI_CONTROL)) {
        switch (u_charDirection(c)) {
        case U_RIGHT_TO_LEFT:
            return CharacterEffect::RightToLeftMark;
        case U_RIGHT_TO_LEFT_ARABIC:
            return CharacterEffect::ArabicLetterMark;
        default:
            return CharacterEffect::LeftToRightMark;
        }
    }
    if (u_hasBinaryProperty(c, UCHAR_JOIN_CONTROL)) {
        return u_getIntPropertyValue(c, UCHAR_JOINING_TYPE) == U_JT_JOIN_CAUSING
                   ? CharacterEffect::ZeroWidthJoiner
                   : CharacterEffect::ZeroWidthNonJoiner;
    }
    if (u_hasBinaryProperty(c, UCHAR_VARIATION_SELECTOR))
        return CharacterEffect::SelectsVariant;
    if (value == 0xE007F)
        return CharacterEffect::CancelTag;
    if (value >= 0xE0020 && value < 0xE007F)
        return CharacterEffect::Tag;
    const int lineBreak = u_getIntPropertyValue(c, UCHAR_LINE_BREAK);
    if (category == U_CONTROL_CHAR)
        return value >= 0x80 ? CharacterEffect::C1Control : CharacterEffect::Control;
    if (u_hasBinaryProperty(c, UCHAR_NONCHARACTER_CODE_POINT))
        return CharacterEffect::Noncharacter;
    if (category == U_PRIVATE_USE_CHAR)
        return CharacterEffect::PrivateUse;
    if (category == U_UNASSIGNED)
        return CharacterEffect::Unassigned;
    if (category == U_LINE_SEPARATOR)
        return CharacterEffect::LineSeparator;
    if (category == U_PARAGRAPH_SEPARATOR)
        return CharacterEffect::ParagraphSeparator;
    if (category == U_SPACE_SEPARATOR && value != 0x20) {
        if (lineBreak == U_LB_GLUE)
            return CharacterEffect::NoBreakSpace;
        const int width = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
        return width == U_EA_FULLWIDTH || width == U_EA_WIDE ? CharacterEffect::WideSpace
                                                             : CharacterEffect::Space;
    }
    if (!u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) {
        // Format characters that show nothing without being default-ignorable: the interlinear
        // annotation characters (the others show: the Arabic number signs and their kin).
        if (category == U_FORMAT_CHAR &&
            !u_hasBinaryProperty(c, UCHAR_PREPENDED_CONCATENATION_MARK))
            return CharacterEffect::Ignorable;
        return CharacterEffect::None;
    }
    if (lineBreak == U_LB_ZWSPACE)
        return CharacterEffect::ZeroWidthSpace;
    if (lineBreak == U_LB_WORD_JOINER)
        return value == 0xFEFF ? CharacterEffect::ByteOrderMark : CharacterEffect::WordJoiner;
    if (lineBreak == U_LB_BREAK_AFTER)
        return CharacterEffect::SoftHyphen;
    if (category == U_NON_SPACING_MARK && lineBreak == U_LB_GLUE)
        return CharacterEffect::GraphemeJoiner;
    if (category == U_OTHER_LETTER && u_getIntPropertyValue(c, UCHAR_SCRIPT) == USCRIPT_HANGUL)
        return CharacterEffect::HangulFiller;
    if (u_hasBinaryProperty(c, UCHAR_MATH))
        return CharacterEffect::InvisibleOperator;
    return CharacterEffect::Ignorable;
}

std::string_view describe(CharacterEffect effect) noexcept {
    return kSentences[static_cast<std::size_t>(effect)];
}

} // namespace u8scope
