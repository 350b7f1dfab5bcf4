// Text formatting shared by the command line and the GUI: octets as hex, code points as U+XXXX.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace u8scope {

/// The octets of a string (UTF-8 text or any octets), for the functions that take octets.
[[nodiscard]] inline std::span<const std::uint8_t> octetsOf(std::string_view text) noexcept {
    return {reinterpret_cast<const std::uint8_t*>(text.data()), text.size()};
}

/// "C0 80": uppercase, two digits per octet, separated by single spaces.
[[nodiscard]] std::string formatOctets(std::span<const std::uint8_t> octets);
/// The octets of a string the same way: "C3 A9" for "é".
[[nodiscard]] inline std::string formatOctets(std::string_view text) {
    return formatOctets(octetsOf(text));
}
/// "U+0041", "U+1F600", "U+7FFFFFFF": uppercase, at least four digits.
[[nodiscard]] std::string formatCodePoint(std::uint64_t value);
/// Parses "U+XXXX" (also "u+xxxx" and "0x..."): 1 to 8 hex digits. nullopt when malformed.
[[nodiscard]] std::optional<std::uint64_t> parseCodePoint(std::string_view text) noexcept;
/// Parses hex octets such as "C0 80", "c080" or "0xC0,0x80". nullopt when malformed or empty.
[[nodiscard]] std::optional<std::string> parseHexOctets(std::string_view text);

} // namespace u8scope
