// Decoding to text with U+FFFD REPLACEMENT CHARACTER, one policy everywhere (the Unicode Standard
// §3.9, "U+FFFD Substitution of Maximal Subparts"; the WHATWG Encoding Standard): each malformed
// unit, which is one maximal subpart, becomes one U+FFFD, as CPython's
// bytes.decode('utf-8', 'replace') does. The text is UTF-8 as RFC 3629 has it, so a value above
// U+10FFFF, which only the legacy profile decodes and which that UTF-8 cannot hold, becomes one
// U+FFFD as well.
#pragma once

#include "u8scope/codec/profile.h"
#include "u8scope/codec/unit.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace u8scope {

/// U+FFFD in UTF-8: EF BF BD.
inline constexpr std::string_view kReplacementUtf8 = "\xEF\xBF\xBD";

/// Appends the text of `unit`: its character in UTF-8, or U+FFFD.
void appendText(std::string& out, const Unit& unit);

/// `octets` decoded under `profile` as UTF-8 text, with U+FFFD as above.
[[nodiscard]] std::string decodeToText(std::span<const std::uint8_t> octets,
                                       Profile profile = kDefaultProfile);
/// The same for octets held in a string (a file name, an argument).
[[nodiscard]] std::string decodeToText(std::string_view octets, Profile profile = kDefaultProfile);

} // namespace u8scope
