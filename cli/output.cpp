#include "output.h"

#include "u8scope/decoder.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <span>
#include <unistd.h>
#include <vector>

namespace u8scope::cli {

namespace {
std::vector<char>& outBuffer() {
    static std::vector<char> buffer(std::size_t{1} << 20);
    return buffer;
}
} // namespace

Out::Out() {
    std::setvbuf(stdout, outBuffer().data(), _IOFBF, outBuffer().size());
}

Out::~Out() {
    std::fflush(stdout);
}

bool Out::flush() {
    if (std::fflush(stdout) != 0 || std::ferror(stdout))
        noteFailure();
    return !failed();
}

void Out::noteFailure() noexcept {
    if (m_error == 0)
        m_error = errno != 0 ? errno : EIO;
}

void Out::complainFailure() const {
    complain(std::string("cannot write the output: ") +
             std::strerror(m_error != 0 ? m_error : EIO));
}

namespace {

// Characters that reorder or break the text around them on a terminal: the bidirectional
// controls (Unicode Standard Annex #9: embeddings, overrides, isolates, marks) and the line and
// paragraph separators. A file name holding U+202E can make "txt.exe" read as "exe.txt".
bool isBidiOrSeparator(std::uint64_t cp) {
    return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x2028 && cp <= 0x202E) ||
           (cp >= 0x2066 && cp <= 0x2069);
}

constexpr char kHexUpper[] = "0123456789ABCDEF";

void appendHexEscape(std::string& out, unsigned char c) {
    out += "\\x";
    out += kHexUpper[c >> 4];
    out += kHexUpper[c & 0xF];
}

} // namespace

std::string terminalSafe(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    const std::span octets(reinterpret_cast<const std::uint8_t*>(text.data()), text.size());
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            if (c < 0x20 || c == 0x7F) {
                appendHexEscape(out, c);
            } else {
                out += static_cast<char>(c);
            }
            ++i;
            continue;
        }
        const std::size_t n = std::min<std::size_t>(kMaxSequenceLength, text.size() - i);
        const Unit u = decodeUnit(octets.subspan(i, n), Profile::Rfc3629);
        if (!u.valid() || u.codePoint <= 0x9F) {
            // Octets that are not UTF-8 (0x9B alone is a terminal's CSI), and C1 controls.
            for (std::size_t k = 0; k < u.length; ++k)
                appendHexEscape(out, static_cast<unsigned char>(text[i + k]));
        } else if (isBidiOrSeparator(u.codePoint)) {
            char buf[16];
            std::snprintf(buf, sizeof buf, "\\u{%04llX}",
                          static_cast<unsigned long long>(u.codePoint));
            out += buf;
        } else {
            out.append(text.substr(i, u.length));
        }
        i += u.length;
    }
    return out;
}

void complain(std::string_view message) {
    std::fflush(stdout);
    const std::string safe = terminalSafe(message);
    std::fprintf(stderr, "u8scope-cli: %s\n", safe.c_str());
}

void complain(const IoError& error) {
    complain(error.message());
}

std::string jsonString(std::string_view s) {
    std::string out = "\"";
    const std::span octets(reinterpret_cast<const std::uint8_t*>(s.data()), s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char ch = s[i];
        const auto c = static_cast<unsigned char>(ch);
        if (c >= 0x80) {
            // JSON text is UTF-8 (RFC 8259 §8.1): a malformed unit (in a file name, say)
            // becomes U+FFFD, as a decoder would show it.
            const std::size_t n = std::min<std::size_t>(kMaxSequenceLength, s.size() - i);
            const Unit u = decodeUnit(octets.subspan(i, n), Profile::Rfc3629);
            if (!u.valid()) {
                out += "\xEF\xBF\xBD";
            } else if (u.codePoint <= 0x9F || isBidiOrSeparator(u.codePoint)) {
                // Valid JSON either way; escaped, they cannot drive or reorder a terminal
                // that shows the JSON.
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(u.codePoint));
                out += buf;
            } else {
                out.append(s.substr(i, u.length));
            }
            i += u.length - 1u;
            continue;
        }
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20 || c == 0x7F) {
                static constexpr char kHex[] = "0123456789abcdef";
                out += "\\u00";
                out += kHex[c >> 4];
                out += kHex[c & 0xF];
            } else {
                out += ch;
            }
        }
    }
    out += '"';
    return out;
}

bool stdoutIsTerminal() {
    return ::isatty(STDOUT_FILENO) == 1;
}

} // namespace u8scope::cli
