// The findings of the hidden-character scan in English (hiddentext.h).
#include "u8scope/text/hiddentext.h"

#include "u8scope/text/charactereffect.h"
#include "u8scope/text/charinfo.h"
#include "u8scope/text/hex.h"

#include <unicode/uscript.h>

namespace u8scope {

namespace {

// "it " and what the character does (charactereffect.h).
std::string itDoes(char32_t c) {
    return "it " + std::string(describe(characterEffect(c)));
}

// 'a', or U+0430 for a character that should not be printed bare.
std::string quoted(char32_t c) {
    if (c >= 0x21 && c < 0x7F)
        return std::string("'") + static_cast<char>(c) + "'";
    return formatCodePoint(c);
}

// The direction an embedding or isolate lays the text out in.
std::string direction(char32_t c) {
    switch (characterEffect(c)) {
    case CharacterEffect::EmbedsRightToLeft:
    case CharacterEffect::IsolatesRightToLeft:
        return "as right-to-left text";
    case CharacterEffect::EmbedsLeftToRight:
    case CharacterEffect::IsolatesLeftToRight:
        return "as left-to-right text";
    default:
        return "in the direction of its first letter";
    }
}

std::string bidi(const HiddenFinding& f) {
    const CharacterEffect e = characterEffect(f.codePoint);
    const bool reverses = e == CharacterEffect::ReversesFollowing;
    const bool forces = e == CharacterEffect::ForcesLeftToRight;
    switch (f.reason) {
    case HiddenReason::LeftOpen:
        if (reverses)
            return "it reverses the order in which the following text is displayed, up to the end "
                   "of the line, so code can read differently from how it runs";
        if (forces)
            return "it displays the following text left to right whatever its letters, up to the "
                   "end of the line, so code can read differently from how it runs";
        return "it lays out the following text " + direction(f.codePoint) +
               " and nothing closes it before the end of the line, so code can read differently "
               "from how it runs";
    case HiddenReason::Override:
        return reverses ? "it reverses the display order of the text up to its PDF (U+202C), so "
                          "that text reads differently from what it is"
                        : "it displays the text up to its PDF (U+202C) left to right whatever its "
                          "letters, so that text reads differently from what it is";
    case HiddenReason::NoRightToLeft:
        switch (e) {
        case CharacterEffect::RightToLeftMark:
        case CharacterEffect::LeftToRightMark:
        case CharacterEffect::ArabicLetterMark:
            return itDoes(f.codePoint) +
                   ", on a line without right-to-left letters, where it only reorders what is "
                   "around it";
        default: {
            const bool isolate = e == CharacterEffect::IsolatesLeftToRight ||
                                 e == CharacterEffect::IsolatesRightToLeft ||
                                 e == CharacterEffect::IsolatesFirstStrong;
            return std::string("it lays out the text up to its ") + (isolate ? "PDI" : "PDF") +
                   " " + direction(f.codePoint) +
                   ", on a line without right-to-left letters, where that only moves text around";
        }
        }
    case HiddenReason::NothingToClose:
        return "it closes nothing: a stray bidirectional control that shows nothing";
    case HiddenReason::ClosesFlagged:
        return "it closes a bidirectional control flagged before it on this line";
    case HiddenReason::TooDeep:
        return "it is past the 125 levels of nesting bidirectional text allows, so it does "
               "nothing but hide";
    default:
        return itDoes(f.codePoint);
    }
}

std::string control(char32_t c) {
    switch (c) {
    case 0x00:
        return "it is NUL, which many programs take for the end of the text; nothing shows it";
    case 0x08:
        return "it is a backspace: a terminal shows the character before it erased";
    case 0x1B:
        return "it is ESC: a terminal reads the octets after it as a command, which can move the "
               "cursor and rewrite or hide what it shows";
    default:
        return itDoes(c);
    }
}

std::string confusable(const HiddenFinding& f) {
    const std::string script = scriptName(f.script);
    const std::string readsAs = scriptName(f.readsAsScript);
    switch (f.reason) {
    case HiddenReason::MixedScripts:
        return "a " + script + " letter that looks like " + readsAs + " " + quoted(f.looksLike) +
               ", in a word of " + readsAs + " letters: the word reads as one it is not";
    case HiddenReason::WholeScript:
        return "a " + script + " letter that looks like " + quoted(f.looksLike) +
               ", in a word of such letters on a line of Latin text: the word reads as an ASCII "
               "word it is not";
    case HiddenReason::HiddenOverlay:
        return "a dot above over a letter that has one already: it cannot be seen, yet the word "
               "differs";
    case HiddenReason::MixedNumbers:
        return "a digit of another decimal system (" + (script.empty() ? "ASCII" : script) +
               ") than the other digits of its number" +
               (f.looksLike != 0 ? ", which looks like " + quoted(f.looksLike) : std::string()) +
               ": the number reads as one it is not";
    default:
        return "it passes for a letter of another script";
    }
}

} // namespace

std::string scriptName(int script) {
    if (script <= 0)
        return {};
    const char* name = uscript_getName(static_cast<UScriptCode>(script));
    return name ? std::string(name) : std::string();
}

std::string hiddenSentence(const HiddenFinding& f) {
    switch (f.cls) {
    case HiddenClass::Bidi:
    case HiddenClass::BidiUnterminated:
        return bidi(f);
    case HiddenClass::Invisible:
        if (f.reason == HiddenReason::RepeatedMark)
            return "the same combining mark again, drawn over the first: it cannot be seen, yet "
                   "the text differs";
        if (f.reason == HiddenReason::NotJoining)
            return itDoes(f.codePoint) +
                   ", but nothing around it joins here: two words that look the same differ by it";
        return itDoes(f.codePoint) + "; two words that differ by it look the same";
    case HiddenClass::Tag: {
        std::string s = "it shows nothing";
        if (f.codePoint >= 0xE0020 && f.codePoint < 0xE007F)
            s += ": an invisible copy of ASCII " + quoted(f.codePoint - 0xE0000);
        return s + ", outside an emoji flag; programs still read it, so it can carry hidden "
                   "instructions";
    }
    case HiddenClass::VariationSelector:
        return f.reason == HiddenReason::SecondSelector
                   ? "a second variation selector in a row: nothing takes two, so it only hides, "
                     "and a run of them can carry hidden data"
                   : "it shows nothing and selects a variant of a character that has none here, "
                     "so it only hides, and a run of them can carry hidden data";
    case HiddenClass::ByteOrderMark:
        return "a byte order mark inside the file, usually left by joining files: invisible here, "
               "it breaks a #! line, a CSV header or a word it lands in";
    case HiddenClass::Control:
        return control(f.codePoint);
    case HiddenClass::Noncharacter:
    case HiddenClass::PrivateUse:
        return itDoes(f.codePoint);
    case HiddenClass::Unassigned:
        return "it is not assigned in Unicode " + unicodeVersion() +
               ": no font shows it, and a later version may give it a meaning";
    case HiddenClass::Space:
        return itDoes(f.codePoint) +
               ", and binds nothing here (at the edge of a line or beside another space): it "
               "looks like a plain space but compares differently";
    case HiddenClass::Separator:
        return itDoes(f.codePoint) + ", so lines are not where they seem";
    case HiddenClass::Confusable:
        return confusable(f);
    }
    return {};
}

} // namespace u8scope
