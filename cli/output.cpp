#include "output.h"

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

void complain(std::string_view message) {
    std::fflush(stdout);
    const std::string safe = terminalSafe(message);
    std::fprintf(stderr, "u8scope-cli: %s\n", safe.c_str());
}

void complain(const IoError& error) {
    complain(error.message());
}

bool stdoutIsTerminal() {
    return ::isatty(STDOUT_FILENO) == 1;
}

} // namespace u8scope::cli
