#include "output.h"

#include "u8scope/replacement.h"

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

std::string terminalSafe(std::string_view text) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    out.reserve(text.size());
    const auto escape = [&](unsigned char c) {
        out += "\\x";
        out += kHex[c >> 4];
        out += kHex[c & 0xF];
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        const unsigned char next =
            i + 1 < text.size() ? static_cast<unsigned char>(text[i + 1]) : 0;
        if (c < 0x20 || c == 0x7F) {
            escape(c);
        } else if (c == 0xC2 && next >= 0x80 && next <= 0x9F) { // U+0080..U+009F, C1 controls
            escape(c);
            escape(next);
            ++i;
        } else {
            out += static_cast<char>(c);
        }
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
    // JSON text is UTF-8 (RFC 8259 §8.1): a malformed unit (in a file name, say) becomes U+FFFD,
    // as a decoder would show it.
    const std::string text = decodeToText(s, Profile::Rfc3629);
    std::string out = "\"";
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
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
            if (c < 0x20) {
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
