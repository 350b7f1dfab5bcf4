#include "output.h"

#include "u8scope/decoder.h"
#include "u8scope/display.h"
#include "u8scope/replacement.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <poll.h>
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

void Out::checkReader() {
    pollfd p{STDOUT_FILENO, 0, 0};
    // POLLERR on the writing end of a pipe: its reading end is closed.
    if (::poll(&p, 1, 0) != 1 || (p.revents & POLLERR) == 0)
        return;
    struct sigaction current {};
    if (::sigaction(SIGPIPE, nullptr, &current) == 0 && current.sa_handler == SIG_DFL)
        std::raise(SIGPIPE);
    errno = EPIPE;
    noteFailure();
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

constexpr char kHexUpper[] = "0123456789ABCDEF";

void appendHexEscape(std::string& out, unsigned char c) {
    out += "\\x";
    out += kHexUpper[c >> 4];
    out += kHexUpper[c & 0xF];
}

/// Each unit of `text` (decoded as RFC 3629) with its octets.
template <class Each>
void forEachUnit(std::string_view text, Each&& each) {
    const std::span octets(reinterpret_cast<const std::uint8_t*>(text.data()), text.size());
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

bool stdoutIsTerminal() {
    return ::isatty(STDOUT_FILENO) == 1;
}

} // namespace u8scope::cli
