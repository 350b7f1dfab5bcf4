// Names of the hidden-character classes: see hidden.h.
#include "u8scope/text/hidden.h"

#include "text/translatable.h"

#include <array>

namespace u8scope {

namespace {

struct ClassNames {
    std::string_view name;
    std::string_view title;
};

// Indexed by HiddenClass; the window translates the titles (sentence.h).
constexpr std::array<ClassNames, kHiddenClassCount> kClasses{{
    {"bidi", QT_TRANSLATE_NOOP("u8scope::Sentence", "Bidirectional control out of place")},
    {"bidi-unterminated",
     QT_TRANSLATE_NOOP("u8scope::Sentence",
                       "Bidirectional control left open at the end of a line")},
    {"invisible", QT_TRANSLATE_NOOP("u8scope::Sentence", "Invisible character")},
    {"tag", QT_TRANSLATE_NOOP("u8scope::Sentence", "Tag character outside an emoji tag sequence")},
    {"variation-selector",
     QT_TRANSLATE_NOOP("u8scope::Sentence",
                       "Variation selector after a character that takes none")},
    {"bom", QT_TRANSLATE_NOOP("u8scope::Sentence", "Byte order mark after the start")},
    {"control", QT_TRANSLATE_NOOP("u8scope::Sentence", "Control character")},
    {"noncharacter", QT_TRANSLATE_NOOP("u8scope::Sentence", "Noncharacter")},
    {"private-use", QT_TRANSLATE_NOOP("u8scope::Sentence", "Private-use character")},
    {"unassigned", QT_TRANSLATE_NOOP("u8scope::Sentence", "Unassigned code point")},
    {"space", QT_TRANSLATE_NOOP("u8scope::Sentence", "Unusual space")},
    {"separator", QT_TRANSLATE_NOOP("u8scope::Sentence", "Line or paragraph separator")},
    {"confusable",
     QT_TRANSLATE_NOOP("u8scope::Sentence", "Letter that passes for one of another script")},
}};

// Indexed by HiddenReason.
constexpr std::array<std::string_view, kHiddenReasonCount> kReasons{
    "always",          "left-open",      "override",      "no-right-to-left", "nothing-to-close",
    "closes-flagged",  "too-deep",       "not-joining",   "repeated-mark",    "nothing-takes-it",
    "second-selector", "not-a-sequence", "binds-nothing", "mixed-scripts",    "whole-script",
    "hidden-overlay",  "mixed-numbers"};

} // namespace

std::string_view toString(HiddenReason reason) noexcept {
    return kReasons[static_cast<std::size_t>(reason)];
}

std::string_view toString(HiddenClass cls) noexcept {
    return kClasses[static_cast<std::size_t>(cls)].name;
}

std::string_view title(HiddenClass cls) noexcept {
    return kClasses[static_cast<std::size_t>(cls)].title;
}

std::optional<HiddenClass> parseHiddenClass(std::string_view name) noexcept {
    for (std::size_t i = 0; i < kClasses.size(); ++i) {
        if (kClasses[i].name == name)
            return static_cast<HiddenClass>(i);
    }
    return std::nullopt;
}

} // namespace u8scope
