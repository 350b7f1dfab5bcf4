#include "u8scope/text/hex.h"

#include <cctype>

namespace u8scope {

namespace {
constexpr char kDigits[] = "0123456789ABCDEF";

int hexValue(char c) noexcept {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}
} // namespace

std::string formatOctets(std::span<const std::uint8_t> octets) {
    std::string s;
    s.reserve(octets.size() * 3);
    for (std::size_t i = 0; i < octets.size(); ++i) {
        if (i)
            s += ' ';
        s += kDigits[octets[i] >> 4];
        s += kDigits[octets[i] & 0xF];
    }
    return s;
}

std::string formatCodePoint(std::uint64_t value) {
    std::string digits;
    do {
        digits.insert(digits.begin(), kDigits[value & 0xF]);
        value >>= 4;
    } while (value);
    while (digits.size() < 4)
        digits.insert(digits.begin(), '0');
    return "U+" + digits;
}

std::optional<std::uint64_t> parseCodePoint(std::string_view text) noexcept {
    if (text.size() >= 2 && (text[0] == 'U' || text[0] == 'u') && text[1] == '+') {
        text.remove_prefix(2);
    } else if (text.size() >= 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        text.remove_prefix(2);
    } else {
        return std::nullopt;
    }
    if (text.empty() || text.size() > 8)
        return std::nullopt;
    std::uint64_t v = 0;
    for (char c : text) {
        const int d = hexValue(c);
        if (d < 0)
            return std::nullopt;
        v = v * 16 + static_cast<std::uint64_t>(d);
    }
    return v;
}

std::optional<std::string> parseHexOctets(std::string_view text) {
    std::string out;
    int high = -1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ' ' || c == ',' || c == '\t' || c == '\n' || c == ':' || c == '-') {
            if (high >= 0)
                return std::nullopt; // an odd digit out
            continue;
        }
        if (c == '0' && i + 1 < text.size() && (text[i + 1] == 'x' || text[i + 1] == 'X') &&
            high < 0) {
            ++i;
            continue;
        }
        if (c == '\\' && i + 1 < text.size() && text[i + 1] == 'x' && high < 0) {
            ++i;
            continue;
        }
        const int d = hexValue(c);
        if (d < 0)
            return std::nullopt;
        if (high < 0) {
            high = d;
        } else {
            out += static_cast<char>(high * 16 + d);
            high = -1;
        }
    }
    if (high >= 0 || out.empty())
        return std::nullopt;
    return out;
}

} // namespace u8scope
