#include "output.h"

#include "u8scope/codec/octetclass.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <poll.h>
#include <unistd.h>
#include <vector>

namespace u8scope::cli {

namespace {

// What is written to standard output and not yet passed on, and the first failure to pass it on
// (an errno), which stays.
struct Pending {
    std::vector<char> buffer = std::vector<char>(std::size_t{1} << 20);
    std::size_t used = 0;
    int error = 0;
};

Pending& pending() {
    static Pending p;
    return p;
}

// Writes all of `data` to `fd`; 0, or the errno of the failure. A descriptor left non-blocking
// that is full is waited for until it takes more.
int writeAll(int fd, const char* data, std::size_t size) noexcept {
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n >= 0) {
            data += n;
            size -= static_cast<std::size_t>(n);
            continue;
        }
        if (errno == EINTR)
            continue;
        if (errno != EAGAIN && errno != EWOULDBLOCK)
            return errno;
        pollfd ready{fd, POLLOUT, 0};
        if (::poll(&ready, 1, -1) < 0 && errno != EINTR)
            return errno;
    }
    return 0;
}

void note(int error) noexcept {
    if (error != 0 && pending().error == 0)
        pending().error = error;
}

// Passes the buffer on; what cannot be written is dropped, as stdio drops it.
void drain() noexcept {
    Pending& p = pending();
    if (p.used > 0 && p.error == 0)
        note(writeAll(STDOUT_FILENO, p.buffer.data(), p.used));
    p.used = 0;
}

} // namespace

Out::~Out() {
    drain();
}

void Out::write(std::string_view s) {
    Pending& p = pending();
    if (s.size() > p.buffer.size() - p.used) {
        drain();
        if (s.size() >= p.buffer.size()) {
            if (p.error == 0)
                note(writeAll(STDOUT_FILENO, s.data(), s.size()));
            return;
        }
    }
    std::memcpy(p.buffer.data() + p.used, s.data(), s.size());
    p.used += s.size();
}

bool Out::failed() const noexcept {
    return pending().error != 0;
}

bool Out::flush() {
    drain();
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
    note(EPIPE);
}

void Out::complainFailure() const {
    const int error = pending().error;
    complain(std::string("cannot write the output: ") + std::strerror(error != 0 ? error : EIO));
}

void complain(std::string_view message) {
    drain();
    const std::string line = "u8scope-cli: " + terminalSafe(message) + "\n";
    (void)writeAll(STDERR_FILENO, line.data(), line.size());
}

void complain(const IoError& error) {
    complain(error.message());
}

bool stdoutIsTerminal() {
    return ::isatty(STDOUT_FILENO) == 1;
}

std::size_t columns(std::string_view s) noexcept {
    return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) {
        return !isContinuationOctet(static_cast<std::uint8_t>(c));
    }));
}

} // namespace u8scope::cli
