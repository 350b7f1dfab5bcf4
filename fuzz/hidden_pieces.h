// Text for the hidden-character fuzzers: input octets mapped onto pieces that make every rule of
// text/hidden.h fire and pass.
#pragma once

#include "fuzz_support.h"

#include <string>
#include <vector>

namespace u8scope::fuzz {

// Pieces of text the mapped input is made of.
inline const std::vector<std::string>& hiddenPieces() {
    // clang-format off
    static const std::vector<std::string> p = {
        "a", "Z", "x1", "_", " ", " ", ".", "\n", "\r\n", "\r", "\t",
        "Plain ASCII text long enough for the kernel to take a stretch of it. ",
        "\u0430", "\u043E", "\u0441", "\u0440", "\u0435", "\u0436", "\u041D", "\u03B1",
        "\u03BF", "\u0394", "\u05E9", "\u0627", "\u0645", "\u06CC", "\u6771", "\u30BF",
        "\u3068", "\uD55C", "\u00E9", "\u0301", "\u0307", "\u0915", "\u094D", "\u0DCA",
        "\u0662", "\u0640", "\U0001F468", "\U0001F3F4", "\u2764", "\U0001F3FD", "\u202A",
        "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069",
        "\u200E", "\u200F", "\u061C", "\u200B", "\u200C", "\u200D", "\u2060", "\u00AD",
        "\u3164", "\uFE0F", "\uFE0E", "\uFE00", "\U000E0100", "\u180B", "\U000E0067",
        "\U000E0062", "\U000E0073", "\U000E0063", "\U000E0074", "\U000E007F", "\U000E0041",
        "\uFEFF", "\x1B", "\x7F", "\x1C", std::string(1, '\0'), "\u0085", "\u0092",
        "\uFDD0", "\uE000", "\u0378", "\u00A0", "\u202F", "\u3000", "\u2003", "\u2028",
        "\u2029", "\xFF", "\x80", "\xE2\x82", "\xF0\x9F", "\xC3", "\u0600", "\uFFF9"};
    // clang-format on
    return p;
}

inline Bytes mapped(const Bytes& data) {
    Bytes out;
    const auto& p = hiddenPieces();
    for (const std::uint8_t b : data) {
        const std::string& s = p[b % p.size()];
        out.insert(out.end(), s.begin(), s.end());
    }
    return out;
}

} // namespace u8scope::fuzz
