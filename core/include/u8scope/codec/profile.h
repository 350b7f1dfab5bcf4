// Encoding profiles: which octet sequences count as UTF-8.
// RFC 3629 §3-4 (default) and ISO/IEC 10646-1:1993 Amd. 2 Annex R / RFC 2044 (legacy).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace u8scope {

/// A UCS-4 value: a Unicode code point, or under the legacy profile any value up to 7FFF FFFF.
using CodePoint = std::uint32_t;

inline constexpr CodePoint kReplacementCharacter = 0xFFFD;

enum class Profile : std::uint8_t {
    /// Strict UTF-8 (RFC 3629 §4): 1 to 4 octets, U+0000..U+10FFFF, no surrogates, shortest form.
    Rfc3629,
    /// The original UTF-8 of ISO/IEC 10646-1 Annex R and RFC 2044: 1 to 6 octets for values up to
    /// 7FFF FFFF. Like RFC 3629, only the shortest form is accepted and surrogates are refused.
    Iso10646_1993,
};

inline constexpr Profile kDefaultProfile = Profile::Rfc3629;

/// "rfc3629" or "iso10646-1993": the names used on the command line and in JSON.
[[nodiscard]] std::string_view toString(Profile profile) noexcept;
/// A person-readable name, e.g. "RFC 3629 (strict UTF-8)".
[[nodiscard]] std::string_view displayName(Profile profile) noexcept;
/// Parses the names produced by toString(); nullopt for anything else.
[[nodiscard]] std::optional<Profile> parseProfile(std::string_view name) noexcept;

[[nodiscard]] constexpr CodePoint maxCodePoint(Profile profile) noexcept {
    return profile == Profile::Rfc3629 ? 0x10FFFF : 0x7FFFFFFF;
}

/// The longest well-formed sequence: 4 octets under RFC 3629, 6 under the legacy profile.
[[nodiscard]] constexpr int maxSequenceLength(Profile profile) noexcept {
    return profile == Profile::Rfc3629 ? 4 : 6;
}

/// The longest sequence either profile can form; bounds every look-back and look-ahead.
inline constexpr int kMaxSequenceLength = 6;

[[nodiscard]] constexpr bool isSurrogate(CodePoint cp) noexcept {
    return cp >= 0xD800 && cp <= 0xDFFF;
}

} // namespace u8scope
