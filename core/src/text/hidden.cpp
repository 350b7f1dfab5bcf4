// Names of the hidden-character classes: see hidden.h.
#include "u8scope/text/hidden.h"

#include <array>

namespace u8scope {

namespace {

struct ClassNames {
    std::string_view name;
    std::string_view title;
};

// Indexed by HiddenClass.
constexpr std::array<ClassNames, kHiddenClassCount> kClasses{{
    {"bidi", "Bidirectional control out of place"},
    {"bidi-unterminated", "Bidirectional control left open at the end of a line"},
    {"invisible", "Invisible character"},
    {"tag", "Tag character outside an emoji tag sequence"},
    {"variation-selector", "Variation selector after a character that takes none"},
    {"bom", "Byte order mark after the start"},
    {"control", "Control character"},
    {"noncharacter", "Noncharacter"},
    {"private-use", "Private-use character"},
    {"unassigned", "Unassigned code point"},
    {"space", "Unusual space"},
    {"separator", "Line or paragraph separator"},
    {"confusable", "Letter that passes for one of another script"},
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
