// Names of profiles, octet classes and error kinds, as used by the command line, JSON and the GUI.
#include "u8scope/codec/errorkind.h"
#include "u8scope/codec/octetclass.h"
#include "u8scope/codec/profile.h"
#include "text/translatable.h"

#include <array>

namespace u8scope {

std::string_view toString(Profile profile) noexcept {
    return profile == Profile::Rfc3629 ? "rfc3629" : "iso10646-1993";
}

std::string_view displayName(Profile profile) noexcept {
    return profile == Profile::Rfc3629
               ? QT_TRANSLATE_NOOP("u8scope::Sentence", "RFC 3629 (strict UTF-8, up to U+10FFFF)")
               : QT_TRANSLATE_NOOP("u8scope::Sentence",
                                   "ISO/IEC 10646-1:1993 Annex R (1 to 6 octets, 31 bits)");
}

std::optional<Profile> parseProfile(std::string_view name) noexcept {
    if (name == "rfc3629")
        return Profile::Rfc3629;
    if (name == "iso10646-1993")
        return Profile::Iso10646_1993;
    return std::nullopt;
}

namespace {
constexpr std::array<std::string_view, kOctetClassCount> kClassNames{
    "lead1", "lead2",        "lead3",     "lead4",      "lead5",
    "lead6", "continuation", "malformed", "never-valid"};
// The names people read, which the window translates (sentence.h).
constexpr std::array<std::string_view, kOctetClassCount> kClassDescriptions{
    QT_TRANSLATE_NOOP("u8scope::Sentence", "1-octet sequence (ASCII)"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "first octet of a 2-octet sequence"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "first octet of a 3-octet sequence"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "first octet of a 4-octet sequence"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "first octet of a 5-octet sequence"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "first octet of a 6-octet sequence"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "continuing octet"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "part of a malformed sequence"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "octet that never occurs in UTF-8")};
constexpr std::array<std::string_view, kErrorKindCount> kKindNames{
    "overlong",     "surrogate", "out-of-range", "truncated", "unexpected-continuation",
    "invalid-octet"};
constexpr std::array<std::string_view, kErrorKindCount> kKindTitles{
    QT_TRANSLATE_NOOP("u8scope::Sentence", "Overlong form"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "Surrogate"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "Beyond U+10FFFF"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "Truncated sequence"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "Unexpected continuing octet"),
    QT_TRANSLATE_NOOP("u8scope::Sentence", "Octet never used in UTF-8")};
} // namespace

std::string_view toString(OctetClass c) noexcept {
    return kClassNames[static_cast<int>(c)];
}
std::string_view describe(OctetClass c) noexcept {
    return kClassDescriptions[static_cast<int>(c)];
}
std::string_view toString(ErrorKind kind) noexcept {
    return kKindNames[static_cast<int>(kind)];
}
std::string_view title(ErrorKind kind) noexcept {
    return kKindTitles[static_cast<int>(kind)];
}

std::optional<ErrorKind> parseErrorKind(std::string_view name) noexcept {
    for (int i = 0; i < kErrorKindCount; ++i) {
        if (kKindNames[i] == name)
            return static_cast<ErrorKind>(i);
    }
    return std::nullopt;
}

} // namespace u8scope
