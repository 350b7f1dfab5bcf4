#include "hexview/copyformat.h"

namespace u8scope::ui {

namespace {

constexpr char kUpper[] = "0123456789ABCDEF";
constexpr char kLower[] = "0123456789abcdef";

bool isPrintableAscii(std::uint8_t b) {
    return b >= 0x20 && b < 0x7F;
}

bool isHexDigit(std::uint8_t b) {
    return (b >= '0' && b <= '9') || (b >= 'a' && b <= 'f') || (b >= 'A' && b <= 'F');
}

/// The short escape for tab, line feed and carriage return; 0 for others.
char shortEscape(std::uint8_t b) {
    switch (b) {
    case '\t':
        return 't';
    case '\n':
        return 'n';
    case '\r':
        return 'r';
    default:
        return 0;
    }
}

void appendHexEscape(std::string& out, std::uint8_t b, const char* digits) {
    out += "\\x";
    out += digits[b >> 4];
    out += digits[b & 0xF];
}

} // namespace

std::string cEscaped(std::span<const std::uint8_t> octets) {
    std::string out = "\"";
    bool afterHexEscape = false;
    for (const std::uint8_t b : octets) {
        if (const char e = shortEscape(b)) {
            out += '\\';
            out += e;
            afterHexEscape = false;
        } else if (isPrintableAscii(b)) {
            if (afterHexEscape && isHexDigit(b)) {
                out += "\" \"";
            }
            if (b == '"' || b == '\\') {
                out += '\\';
            }
            out += static_cast<char>(b);
            afterHexEscape = false;
        } else {
            appendHexEscape(out, b, kUpper);
            afterHexEscape = true;
        }
    }
    out += '"';
    return out;
}

std::string pythonEscaped(std::span<const std::uint8_t> octets) {
    std::string out = "b'";
    for (const std::uint8_t b : octets) {
        if (const char e = shortEscape(b)) {
            out += '\\';
            out += e;
        } else if (isPrintableAscii(b)) {
            if (b == '\'' || b == '\\') {
                out += '\\';
            }
            out += static_cast<char>(b);
        } else {
            appendHexEscape(out, b, kLower);
        }
    }
    out += '\'';
    return out;
}

} // namespace u8scope::ui
