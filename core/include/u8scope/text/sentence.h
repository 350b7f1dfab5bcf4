// Sentences for people, written once in core and put into words by each front end: an English
// template with numbered placeholders and the facts that fill them. The command line fills the
// template as it is (explaintext.h); the window translates it first, under kSentenceContext, and
// fills it with its own forms of the facts (an offset as "0x1F (31)" there, "offset 31" here).
// So the window and the command line say the same thing, and a sentence is changed in one place.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace u8scope {

/// The translation context of every sentence template (Qt Linguist files them under it).
inline constexpr const char* kSentenceContext = "u8scope::Sentence";

/// A fact that fills a placeholder, kept as a fact so that each front end shows it its own way.
struct SentenceArg {
    enum class Form : std::uint8_t {
        Octets,                ///< `octets` in hex: "C3 A9"
        Offset,                ///< `value`, an offset in the input
        Number,                ///< `value`, a decimal count
        HexValue,              ///< `value` in hex digits without U+: "110000"
        CodePointAlone,        ///< `value`: "U+D800"
        CodePointAndCharacter, ///< `value`: "U+002F (/)", or "U+00A0 NO-BREAK SPACE"
        Character,             ///< `value`: "é", or "U+00A0 NO-BREAK SPACE" (characterForSentence)
        Text,                  ///< `text` as it is: a codec's name
        Effect, ///< `value`, a CharacterEffect: what a character does (charactereffect.h)
    };
    Form form = Form::Text;
    std::uint64_t value = 0;
    std::vector<std::uint8_t> octets;
    std::string text;

    [[nodiscard]] static SentenceArg ofOctets(std::span<const std::uint8_t> o) {
        return {Form::Octets, 0, std::vector<std::uint8_t>(o.begin(), o.end()), {}};
    }
    [[nodiscard]] static SentenceArg of(Form form, std::uint64_t value) {
        return {form, value, {}, {}};
    }
    [[nodiscard]] static SentenceArg ofText(std::string_view text) {
        return {Form::Text, 0, {}, std::string(text)};
    }
};

/// A sentence: `text`, an English template (a string literal) with the placeholders %1 to %9 in
/// the manner of Qt's QString::arg, and the facts for them in order.
struct Sentence {
    const char* text = "";
    std::vector<SentenceArg> args;
};

/// `text` with each placeholder %N replaced by values[N - 1], in one pass (a value that holds
/// "%2" stays as it is); a placeholder without a value, or "%" before anything else, is kept.
[[nodiscard]] std::string fillSentence(std::string_view text, std::span<const std::string> values);

} // namespace u8scope
