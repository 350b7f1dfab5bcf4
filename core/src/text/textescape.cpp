#include "u8scope/text/textescape.h"

#include "u8scope/codec/decoder.h"
#include "u8scope/codec/replacement.h"
#include "u8scope/text/display.h"
#include "u8scope/text/hex.h"

#include <cstdio>
#include <span>

namespace u8scope {

namespace {

constexpr char kHexUpper[] = "0123456789ABCDEF";

void appendHexEscape(std::string& out, unsigned char c) {
    out += "\\x";
    out += kHexUpper[c >> 4];
    out += kHexUpper[c & 0xF];
}

/// Each unit of `text` (decoded as RFC 3629) with its octets.
template <class Each>
void forEachUnit(std::string_view text, Each&& each) {
    const std::span octets = octetsOf(text);
    for (const Unit& u : decodeAll(octets, Profile::Rfc3629))
        each(u, text.substr(static_cast<std::size_t>(u.offset), u.length));
}

} // namespace

std::string terminalSafe(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    forEachUnit(text, [&out](const Unit& u, std::string_view octets) {
        if (!u.valid() || u.codePoint < 0x20 || (u.codePoint >= 0x7F && u.codePoint <= 0x9F)) {
            // Controls (C0, DEL, C1), and octets that are not UTF-8 (0x9B alone is a terminal's
            // CSI), as the octets they are.
            for (const char c : octets)
                appendHexEscape(out, static_cast<unsigned char>(c));
        } else if (reordersText(u.codePoint)) {
            char buf[16];
            std::snprintf(buf, sizeof buf, "\\u{%04llX}",
                          static_cast<unsigned long long>(u.codePoint));
            out += buf;
        } else {
            out += octets;
        }
    });
    return out;
}

std::string jsonString(std::string_view s) {
    // JSON text is UTF-8 (RFC 8259 §8.1): a malformed unit (in a file name, say) becomes U+FFFD,
    // as a decoder would show it.
    const std::string text = decodeToText(s, Profile::Rfc3629);
    std::string out = "\"";
    forEachUnit(text, [&out](const Unit& u, std::string_view octets) {
        switch (u.codePoint) {
        case '"':
            out += "\\\"";
            return;
        case '\\':
            out += "\\\\";
            return;
        case '\n':
            out += "\\n";
            return;
        case '\r':
            out += "\\r";
            return;
        case '\t':
            out += "\\t";
            return;
        default:
            break;
        }
        if (u.codePoint < 0x20 || (u.codePoint >= 0x7F && u.codePoint <= 0x9F) ||
            reordersText(u.codePoint)) {
            // Valid JSON either way; escaped, they cannot drive or reorder a terminal that
            // shows the JSON.
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(u.codePoint));
            out += buf;
        } else {
            out += octets;
        }
    });
    out += '"';
    return out;
}

std::string htmlText(std::string_view text) {
    const std::string safe = terminalSafe(text);
    std::string out;
    out.reserve(safe.size());
    for (const char c : safe) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&#39;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

} // namespace u8scope
