// The findings of the hidden-character scan in English (hiddentext.h).
#include "u8scope/text/hiddentext.h"

#include "text/translatable.h"
#include "u8scope/codec/explaintext.h"
#include "u8scope/regions/regionmap.h"
#include "u8scope/text/charactereffect.h"
#include "u8scope/text/charinfo.h"

namespace u8scope {

namespace {

using Form = SentenceArg::Form;

// What the character does (charactereffect.h), as a fact each front end words.
SentenceArg effectOf(char32_t c) {
    return SentenceArg::of(Form::Effect, static_cast<std::uint64_t>(characterEffect(c)));
}

// 'a', or U+0430 for a character that should not be printed bare.
SentenceArg quoted(char32_t c) {
    if (c >= 0x21 && c < 0x7F)
        return SentenceArg::ofText(std::string("'") + static_cast<char>(c) + "'");
    return SentenceArg::of(Form::CodePointAlone, c);
}

SentenceArg script(int code) {
    return SentenceArg::ofText(findingScript(code));
}

Sentence itDoes(char32_t c) {
    return {QT_TRANSLATE_NOOP("u8scope::Sentence", "it %1"), {effectOf(c)}};
}

Sentence leftOpen(const HiddenFinding& f) {
    switch (characterEffect(f.codePoint)) {
    case CharacterEffect::ReversesFollowing:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it reverses the order in which the following text is "
                                  "displayed, up to the end of the line, so code can read "
                                  "differently from how it runs"),
                {}};
    case CharacterEffect::ForcesLeftToRight:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it displays the following text left to right whatever its "
                                  "letters, up to the end of the line, so code can read "
                                  "differently from how it runs"),
                {}};
    case CharacterEffect::EmbedsRightToLeft:
    case CharacterEffect::IsolatesRightToLeft:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it lays out the following text as right-to-left text and "
                                  "nothing closes it before the end of the line, so code can "
                                  "read differently from how it runs"),
                {}};
    case CharacterEffect::EmbedsLeftToRight:
    case CharacterEffect::IsolatesLeftToRight:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it lays out the following text as left-to-right text and "
                                  "nothing closes it before the end of the line, so code can "
                                  "read differently from how it runs"),
                {}};
    default:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it lays out the following text in the direction of its first "
                                  "letter and nothing closes it before the end of the line, so "
                                  "code can read differently from how it runs"),
                {}};
    }
}

// An embedding, isolate or mark on a line without right-to-left letters.
Sentence withoutRightToLeft(const HiddenFinding& f) {
    switch (characterEffect(f.codePoint)) {
    case CharacterEffect::RightToLeftMark:
    case CharacterEffect::LeftToRightMark:
    case CharacterEffect::ArabicLetterMark:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it %1, on a line without right-to-left letters, where it only "
                                  "reorders what is around it"),
                {effectOf(f.codePoint)}};
    case CharacterEffect::EmbedsRightToLeft:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it lays out the text up to its PDF as right-to-left text, on a "
                                  "line without right-to-left letters, where that only moves "
                                  "text around"),
                {}};
    case CharacterEffect::EmbedsLeftToRight:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it lays out the text up to its PDF as left-to-right text, on a "
                                  "line without right-to-left letters, where that only moves "
                                  "text around"),
                {}};
    case CharacterEffect::IsolatesRightToLeft:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it lays out the text up to its PDI as right-to-left text, on a "
                                  "line without right-to-left letters, where that only moves "
                                  "text around"),
                {}};
    case CharacterEffect::IsolatesLeftToRight:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it lays out the text up to its PDI as left-to-right text, on a "
                                  "line without right-to-left letters, where that only moves "
                                  "text around"),
                {}};
    case CharacterEffect::IsolatesFirstStrong:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it lays out the text up to its PDI in the direction of its "
                                  "first letter, on a line without right-to-left letters, where "
                                  "that only moves text around"),
                {}};
    default:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it lays out the text up to its PDF in the direction of its "
                                  "first letter, on a line without right-to-left letters, where "
                                  "that only moves text around"),
                {}};
    }
}

Sentence bidi(const HiddenFinding& f) {
    switch (f.reason) {
    case HiddenReason::LeftOpen:
        return leftOpen(f);
    case HiddenReason::Override:
        return characterEffect(f.codePoint) == CharacterEffect::ReversesFollowing
                   ? Sentence{QT_TRANSLATE_NOOP("u8scope::Sentence",
                                                "it reverses the display order of the text up to "
                                                "its PDF (U+202C), so that text reads differently "
                                                "from what it is"),
                              {}}
                   : Sentence{QT_TRANSLATE_NOOP("u8scope::Sentence",
                                                "it displays the text up to its PDF (U+202C) left "
                                                "to right whatever its letters, so that text "
                                                "reads differently from what it is"),
                              {}};
    case HiddenReason::NoRightToLeft:
        return withoutRightToLeft(f);
    case HiddenReason::NothingToClose:
        return {QT_TRANSLATE_NOOP(
                    "u8scope::Sentence",
                    "it closes nothing: a stray bidirectional control that shows nothing"),
                {}};
    case HiddenReason::ClosesFlagged:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it closes a bidirectional control flagged before it on this "
                                  "line"),
                {}};
    case HiddenReason::TooDeep:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it is past the 125 levels of nesting bidirectional text "
                                  "allows, so it does nothing but hide"),
                {}};
    default:
        return itDoes(f.codePoint);
    }
}

Sentence control(char32_t c) {
    switch (c) {
    case 0x00:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it is NUL, which many programs take for the end of the text; "
                                  "nothing shows it"),
                {}};
    case 0x08:
        return {
            QT_TRANSLATE_NOOP("u8scope::Sentence",
                              "it is a backspace: a terminal shows the character before it erased"),
            {}};
    case 0x1B:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it is ESC: a terminal reads the bytes after it as a command, "
                                  "which can move the cursor and rewrite or hide what it shows"),
                {}};
    default:
        return itDoes(c);
    }
}

Sentence confusable(const HiddenFinding& f) {
    switch (f.reason) {
    case HiddenReason::MixedScripts:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "a %1 letter that looks like %2 %3, in a word of %2 letters: "
                                  "the word reads as one it is not"),
                {script(f.script), script(f.readsAsScript), quoted(f.looksLike)}};
    case HiddenReason::WholeScript:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "a %1 letter that looks like %2, in a word of such letters on a "
                                  "line of Latin text: the word reads as an ASCII word it is not"),
                {script(f.script), quoted(f.looksLike)}};
    case HiddenReason::HiddenOverlay:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "a dot above over a letter that has one already: it cannot be "
                                  "seen, yet the word differs"),
                {}};
    case HiddenReason::MixedNumbers: {
        const SentenceArg system = f.script > 0 ? script(f.script) : SentenceArg::ofText("ASCII");
        if (f.looksLike != 0)
            return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                      "a digit of another decimal system (%1) than the other "
                                      "digits of its number, which looks like %2: the number "
                                      "reads as one it is not"),
                    {system, quoted(f.looksLike)}};
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "a digit of another decimal system (%1) than the other digits "
                                  "of its number: the number reads as one it is not"),
                {system}};
    }
    default:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence", "it passes for a letter of another script"),
                {}};
    }
}

Sentence tag(char32_t c) {
    if (c >= 0xE0020 && c < 0xE007F)
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it shows nothing: an invisible copy of ASCII %1, outside an "
                                  "emoji flag; programs still read it, so it can carry hidden "
                                  "instructions"),
                {quoted(c - 0xE0000)}};
    return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                              "it shows nothing, outside an emoji flag; programs still read it, "
                              "so it can carry hidden instructions"),
            {}};
}

} // namespace

std::string findingScript(int script) {
    return script > 0 ? std::string(scriptName(script)) : std::string();
}

Sentence hiddenSentenceOf(const HiddenFinding& f) {
    switch (f.cls) {
    case HiddenClass::Bidi:
    case HiddenClass::BidiUnterminated:
        return bidi(f);
    case HiddenClass::Invisible:
        if (f.reason == HiddenReason::RepeatedMark)
            return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                      "the same combining mark again, drawn over the first: it "
                                      "cannot be seen, yet the text differs"),
                    {}};
        if (f.reason == HiddenReason::NotJoining)
            return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                      "it %1, but nothing around it joins here: two words that "
                                      "look the same differ by it"),
                    {effectOf(f.codePoint)}};
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it %1; two words that differ by it look the same"),
                {effectOf(f.codePoint)}};
    case HiddenClass::Tag:
        return tag(f.codePoint);
    case HiddenClass::VariationSelector:
        return f.reason == HiddenReason::SecondSelector
                   ? Sentence{QT_TRANSLATE_NOOP("u8scope::Sentence",
                                                "a second variation selector in a row: nothing "
                                                "takes two, so it only hides, and a run of them "
                                                "can carry hidden data"),
                              {}}
                   : Sentence{QT_TRANSLATE_NOOP("u8scope::Sentence",
                                                "it shows nothing and selects a variant of a "
                                                "character that has none here, so it only hides, "
                                                "and a run of them can carry hidden data"),
                              {}};
    case HiddenClass::ByteOrderMark:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "a byte order mark inside the file, usually left by joining "
                                  "files: invisible here, it breaks a #! line, a CSV header or a "
                                  "word it lands in"),
                {}};
    case HiddenClass::Control:
        return control(f.codePoint);
    case HiddenClass::Noncharacter:
    case HiddenClass::PrivateUse:
        return itDoes(f.codePoint);
    case HiddenClass::Unassigned:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it is not assigned in Unicode %1: no font shows it, and a "
                                  "later version may give it a meaning"),
                {SentenceArg::ofText(unicodeVersion())}};
    case HiddenClass::Space:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "it %1, and binds nothing here (at the edge of a line or beside "
                                  "another space): it looks like a plain space but compares "
                                  "differently"),
                {effectOf(f.codePoint)}};
    case HiddenClass::Separator:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence", "it %1, so lines are not where they seem"),
                {effectOf(f.codePoint)}};
    case HiddenClass::Confusable:
        return confusable(f);
    }
    return {};
}

std::string hiddenSentence(const HiddenFinding& f) {
    return englishSentence(hiddenSentenceOf(f));
}

Sentence outsideTextSentenceOf(const HiddenOutsideText& outside) {
    using Form = SentenceArg::Form;
    const std::uint64_t count = outside.counts.total();
    const bool one = count == 1;
    std::vector<SentenceArg> args{SentenceArg::of(Form::Number, count),
                                  SentenceArg::of(Form::Number, outside.length),
                                  SentenceArg::of(Form::Offset, outside.offset)};
    switch (outside.kind) {
    case RegionKind::Nul:
        return {one ? QT_TRANSLATE_NOOP("u8scope::Sentence",
                                        "%1 character that would be hidden in text lies in a run "
                                        "of %2 NUL bytes at %3: it is not text, and not listed")
                    : QT_TRANSLATE_NOOP("u8scope::Sentence",
                                        "%1 characters that would be hidden in text lie in a run "
                                        "of %2 NUL bytes at %3: they are not text, and not listed "
                                        "one by one"),
                std::move(args)};
    case RegionKind::Utf16:
        return {one ? QT_TRANSLATE_NOOP("u8scope::Sentence",
                                        "%1 character that would be hidden in text lies in %2 "
                                        "bytes of UTF-16 at %3, which read as UTF-8 is no text: "
                                        "it is not listed")
                    : QT_TRANSLATE_NOOP("u8scope::Sentence",
                                        "%1 characters that would be hidden in text lie in %2 "
                                        "bytes of UTF-16 at %3, which read as UTF-8 is no text: "
                                        "they are not listed one by one"),
                std::move(args)};
    default:
        return {one ? QT_TRANSLATE_NOOP("u8scope::Sentence",
                                        "%1 character that would be hidden in text lies in %2 "
                                        "bytes of binary data at %3, where any value turns up: it "
                                        "is not text, and not listed")
                    : QT_TRANSLATE_NOOP("u8scope::Sentence",
                                        "%1 characters that would be hidden in text lie in %2 "
                                        "bytes of binary data at %3, where any value turns up: "
                                        "they are not text, and not listed one by one"),
                std::move(args)};
    }
}

std::string outsideTextSentence(const HiddenOutsideText& outside) {
    return englishSentence(outsideTextSentenceOf(outside));
}

} // namespace u8scope
