// Preloaded into u8scope-cli by tests (LD_PRELOAD): open() as on a file system that makes no
// unnamed files, where O_TMPFILE fails with EOPNOTSUPP, to test the fallback of fix -o. With
// U8SCOPE_SLOW_TEMPORARY set, mkostemp() takes 300 ms once its file exists, as on a slow file
// system: a signal sent as soon as the name shows arrives then.
#undef _FORTIFY_SOURCE // its inline open() would clash with the definitions below
#include <cerrno>
#include <cstdarg>
#include <cstdlib>
#include <ctime>
#include <dlfcn.h>
#include <fcntl.h>

namespace {

// The mode argument, which open() takes only with O_CREAT or O_TMPFILE.
mode_t modeOf(int flags, va_list args) {
    return (flags & O_CREAT) != 0 || (flags & O_TMPFILE) == O_TMPFILE ? va_arg(args, mode_t) : 0;
}

// Whether the call asks for an unnamed file, refused as EOPNOTSUPP.
bool refused(int flags) {
    if ((flags & O_TMPFILE) != O_TMPFILE)
        return false;
    errno = EOPNOTSUPP;
    return true;
}

template <class Function>
Function next(const char* name) {
    return reinterpret_cast<Function>(::dlsym(RTLD_NEXT, name));
}

using Open = int (*)(const char*, int, ...);
using OpenAt = int (*)(int, const char*, int, ...);
using MakeTemporary = int (*)(char*, int);

} // namespace

#define U8SCOPE_MODE_OF(flags)                                                                     \
    va_list args;                                                                                  \
    va_start(args, flags);                                                                         \
    const mode_t mode = modeOf(flags, args);                                                       \
    va_end(args)

extern "C" {

int open(const char* path, int flags, ...) {
    U8SCOPE_MODE_OF(flags);
    static const auto real = next<Open>("open");
    return refused(flags) ? -1 : real(path, flags, mode);
}

int open64(const char* path, int flags, ...) {
    U8SCOPE_MODE_OF(flags);
    static const auto real = next<Open>("open64");
    return refused(flags) ? -1 : real(path, flags, mode);
}

int openat(int folder, const char* path, int flags, ...) {
    U8SCOPE_MODE_OF(flags);
    static const auto real = next<OpenAt>("openat");
    return refused(flags) ? -1 : real(folder, path, flags, mode);
}

int openat64(int folder, const char* path, int flags, ...) {
    U8SCOPE_MODE_OF(flags);
    static const auto real = next<OpenAt>("openat64");
    return refused(flags) ? -1 : real(folder, path, flags, mode);
}

int mkostemp(char* pattern, int flags) {
    static const auto real = next<MakeTemporary>("mkostemp");
    const int fd = real(pattern, flags);
    if (fd >= 0 && std::getenv("U8SCOPE_SLOW_TEMPORARY") != nullptr) {
        timespec pause{0, 300'000'000};
        while (::nanosleep(&pause, &pause) != 0 && errno == EINTR) {
        }
    }
    return fd;
}

} // extern "C"
