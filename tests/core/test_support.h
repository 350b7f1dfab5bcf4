// Helpers shared by the core tests: byte strings from hex, and compact unit descriptions.
#pragma once

#include "u8scope/codec/decoder.h"
#include "u8scope/text/hex.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace u8scope::test {

using Bytes = std::vector<std::uint8_t>;

/// "C0 80" -> {0xC0, 0x80}. Aborts the test on bad input.
inline Bytes hex(std::string_view text) {
    const auto parsed = parseHexOctets(text);
    if (!parsed)
        return {};
    return Bytes(parsed->begin(), parsed->end());
}

/// One line per unit: "U+0061" for characters, "overlong" etc. for malformed units;
/// joined with spaces, with each unit's offset and length: "0+1:U+0061 1+3:truncated".
inline std::string describeUnits(const std::vector<Unit>& units) {
    std::string s;
    for (const Unit& u : units) {
        if (!s.empty())
            s += ' ';
        s += std::to_string(u.offset) + "+" + std::to_string(u.length) + ":";
        s += u.valid() ? formatCodePoint(u.codePoint) : std::string(toString(*u.error));
    }
    return s;
}

} // namespace u8scope::test
