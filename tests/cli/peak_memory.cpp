// Preloaded into u8scope-cli by tests that measure its memory (LD_PRELOAD, CliOptions::ownPeak):
// as the process exits, writes its own peak resident memory in KiB (VmHWM of /proc/self/status,
// the address space exec gave it) to the file that U8SCOPE_PEAK_FILE names. Its rusage says
// more: Linux keeps in it the peak of the address space exec replaced, which for a child of
// posix_spawn (a vfork) is its parent's, the test process, filled by earlier tests.
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace {

__attribute__((destructor)) void writeOwnPeak() {
    const char* path = std::getenv("U8SCOPE_PEAK_FILE");
    if (path == nullptr)
        return;
    const int in = ::open("/proc/self/status", O_RDONLY | O_CLOEXEC);
    if (in < 0)
        return;
    char status[16384];
    std::size_t size = 0;
    for (ssize_t n = 0; size + 1 < sizeof status; size += static_cast<std::size_t>(n)) {
        n = ::read(in, status + size, sizeof status - 1 - size);
        if (n <= 0)
            break;
    }
    ::close(in);
    status[size] = '\0';
    const char* line = std::strstr(status, "\nVmHWM:");
    if (line == nullptr)
        return;
    const long kib = std::strtol(line + 7, nullptr, 10);
    char digits[24];
    std::size_t length = 0;
    for (long v = kib; length == 0 || v > 0; v /= 10)
        digits[length++] = static_cast<char>('0' + v % 10);
    char text[24];
    for (std::size_t i = 0; i < length; ++i)
        text[i] = digits[length - 1 - i];
    const int out = ::open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (out < 0)
        return;
    (void)!::write(out, text, length);
    ::close(out);
}

} // namespace
