// Octets as text for the clipboard: C and Python literals. Plain C++, so that the command line
// can share it.
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace u8scope::ui {

/// A C/C++ string literal holding exactly these octets: "caf\xC3\xA9". Printable ASCII stays
/// literal (with \" and \\ escaped); \t, \n and \r use their short escapes; everything else is
/// \xHH. Because a C hex escape swallows every hex digit that follows, a literal hex digit right
/// after a \x escape starts a new, concatenated literal: "\xC3\xA9" "abc".
[[nodiscard]] std::string cEscaped(std::span<const std::uint8_t> octets);

/// A Python bytes literal as repr() writes it: b'caf\xc3\xa9'. Printable ASCII stays literal
/// (with \' and \\ escaped); \t, \n and \r use their short escapes; everything else is \xhh.
[[nodiscard]] std::string pythonEscaped(std::span<const std::uint8_t> octets);

// Copy as Text is u8scope::decodeToText() (u8scope/replacement.h): one U+FFFD per malformed unit.

} // namespace u8scope::ui
