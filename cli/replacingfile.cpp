// fix -o OUT: the output goes to a file without a name in OUT's folder (Linux's O_TMPFILE), which
// gets one only once it is complete: a process ended at any moment, by SIGKILL too, leaves
// nothing behind (but in the window described at placeUnnamed()). Where the file system makes
// no unnamed files, a named temporary file ".OUT.u8scope-XXXXXX" is the fallback, removed on
// every signal that can be caught and ends the process.
#include "destination.h"
#include "samefile.h"

#include <array>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace u8scope::cli {

namespace {

std::string folderOf(const std::string& path) {
    const auto slash = path.rfind('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string baseOf(const std::string& path) {
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// ".NAME.u8scope-XXXXXX" beside `path`, with NAME cut so that the whole stays within the 255
// octets a name may have even when the name of `path` is that long.
std::string temporaryTemplate(const std::string& path) {
    constexpr std::size_t kMaxBase = 255 - std::string_view(". .u8scope-XXXXXX").size();
    return folderOf(path) + "/." + baseOf(path).substr(0, kMaxBase) + ".u8scope-XXXXXX";
}

// `pattern` with its last six characters (XXXXXX) drawn at random, as mkstemp does.
std::string randomName(std::string pattern) {
    static constexpr std::string_view kLetters =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    std::array<unsigned char, 6> noise{};
    if (::getrandom(noise.data(), noise.size(), 0) != static_cast<ssize_t>(noise.size())) {
        // No entropy to be had: the time and the process id still differ from one try to the next.
        std::uint64_t seed = static_cast<std::uint64_t>(::getpid()) * 0x9E3779B97F4A7C15ULL ^
                             static_cast<std::uint64_t>(std::time(nullptr)) ^
                             reinterpret_cast<std::uintptr_t>(&noise);
        for (unsigned char& n : noise) {
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            n = static_cast<unsigned char>(seed >> 56);
        }
    }
    for (std::size_t i = 0; i < noise.size(); ++i)
        pattern[pattern.size() - noise.size() + i] = kLetters[noise[i] % kLetters.size()];
    return pattern;
}

// Every signal that ends the process by default and can be caught, but for the faults a program
// raises itself (SIGSEGV, SIGBUS, ...): what a user, a shell, a limit (SIGXCPU) or a timer sends.
std::vector<int> endingSignals() {
    std::vector<int> signals = {SIGINT,  SIGTERM,   SIGHUP,  SIGQUIT, SIGPIPE, SIGXCPU,
                                SIGALRM, SIGVTALRM, SIGPROF, SIGUSR1, SIGUSR2, SIGABRT};
#ifdef SIGPWR
    signals.push_back(SIGPWR);
#endif
#ifdef SIGSTKFLT
    signals.push_back(SIGSTKFLT);
#endif
#ifdef SIGIO
    signals.push_back(SIGIO);
#endif
#ifdef SIGRTMIN
    for (int s = SIGRTMIN; s <= SIGRTMAX; ++s)
        signals.push_back(s);
#endif
    return signals;
}

// The named temporary file a signal must not leave behind, kept where the handler can read it
// without allocating.
char g_temporaryToRemove[4096];
volatile std::sig_atomic_t g_removeTemporary = 0;

void removeTemporaryAndDie(int signalNumber) {
    if (g_removeTemporary != 0)
        ::unlink(g_temporaryToRemove);
    std::signal(signalNumber, SIG_DFL);
    std::raise(signalNumber);
}

// Removes `temporary` should the process be ended by a signal before it is renamed.
void removeOnSignal(const std::string& temporary) {
    if (temporary.size() >= sizeof g_temporaryToRemove)
        return;
    temporary.copy(g_temporaryToRemove, temporary.size());
    g_temporaryToRemove[temporary.size()] = '\0';
    g_removeTemporary = 1;
    for (const int signalNumber : endingSignals()) {
        struct sigaction current {};
        // A signal ignored on purpose (nohup) stays ignored.
        if (::sigaction(signalNumber, nullptr, &current) != 0 || current.sa_handler == SIG_IGN)
            continue;
        struct sigaction handler {};
        handler.sa_handler = removeTemporaryAndDie;
        sigemptyset(&handler.sa_mask);
        ::sigaction(signalNumber, &handler, nullptr);
    }
}

// Holds back every signal that can be held while it lives: one sent meanwhile arrives after.
class HeldSignals {
public:
    HeldSignals() {
        sigset_t all;
        sigfillset(&all);
        ::pthread_sigmask(SIG_BLOCK, &all, &m_previous);
    }
    ~HeldSignals() { ::pthread_sigmask(SIG_SETMASK, &m_previous, nullptr); }
    HeldSignals(const HeldSignals&) = delete;
    HeldSignals& operator=(const HeldSignals&) = delete;

private:
    sigset_t m_previous{};
};

// Gives the new file `fd` what OUT had (`old`), where this process may: its owner and group
// (root may give any; another user a group of its own), its permissions but set-user-ID and
// set-group-ID, which a rewritten program must not keep, nor the sticky bit. Permissions OUT gave
// its group are not given to another group. Without `old`, the permissions any new file gets.
void giveAttributes(int fd, const struct stat* old) {
    if (old == nullptr) {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        (void)::fchmod(fd, 0666 & ~mask);
        return;
    }
    mode_t mode = old->st_mode & 0777;
    struct stat now {};
    if (::fstat(fd, &now) == 0 && (now.st_uid != old->st_uid || now.st_gid != old->st_gid)) {
        if (::fchown(fd, old->st_uid, old->st_gid) != 0 && now.st_gid != old->st_gid &&
            ::fchown(fd, static_cast<uid_t>(-1), old->st_gid) != 0) {
            mode &= ~static_cast<mode_t>(S_IRWXG);
        }
    }
    // After fchown, which clears set-user-ID and set-group-ID: fchmod sets none.
    (void)::fchmod(fd, mode);
}

// A file that replaces OUT only once complete, so that OUT is never left half-written.
class ReplacingFile final : public Destination {
public:
    ~ReplacingFile() override { abandon(); }

    /// Refuses OUT when it is the input itself (under any name), or exists and is no regular
    /// file; else makes the file. Nullptr after a message when it cannot.
    static std::unique_ptr<ReplacingFile> create(const std::string& out, const std::string& input) {
        struct stat target {};
        const bool exists = ::stat(out.c_str(), &target) == 0;
        const int statError = exists ? 0 : errno;
        if (const auto source = exists ? inputStat(input) : std::nullopt;
            source && sameFile(*source, target)) {
            complain(out + ": is " + (input == "-" ? std::string("standard input") : input) +
                     " itself; fix never overwrites its input: write elsewhere, then rename");
            return nullptr;
        }
        if (exists && S_ISDIR(target.st_mode)) {
            complain(out + ": is a directory");
            return nullptr;
        }
        if (exists && !S_ISREG(target.st_mode)) {
            complain(out + ": is not a regular file; -o replaces regular files only (write to "
                           "standard output for a pipe or a device)");
            return nullptr;
        }
        auto f = std::unique_ptr<ReplacingFile>(new ReplacingFile);
        f->m_shown = out;
        f->m_path = out;
        f->m_existed = exists;
        // A symbolic link: the file it points to is replaced, and the link stays.
        struct stat link {};
        if (::lstat(out.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
            char* resolved = exists ? ::realpath(out.c_str(), nullptr) : nullptr;
            if (resolved == nullptr) {
                const int why = exists ? errno : statError;
                complain(why == ENOENT ? out + ": is a symbolic link to no file; -o follows a "
                                               "link to the file it replaces"
                                       : out + ": is a symbolic link that cannot be followed: " +
                                             std::strerror(why));
                return nullptr;
            }
            f->m_path = resolved;
            std::free(resolved);
        }
        const std::string folder = folderOf(f->m_path);
        if (!f->openUnnamed(folder) && !f->openNamed()) {
            complain(out + ": cannot create a file in " + folder + ": " + std::strerror(errno));
            return nullptr;
        }
        giveAttributes(f->m_fd, exists ? &target : nullptr);
        return f;
    }

    void write(std::string_view s) override {
        while (!s.empty() && m_error == 0) {
            const ssize_t n = ::write(m_fd, s.data(), s.size());
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                m_error = n < 0 ? errno : EIO;
                break;
            }
            s.remove_prefix(static_cast<std::size_t>(n));
        }
    }
    [[nodiscard]] bool failed() const noexcept override { return m_error != 0; }

    [[nodiscard]] bool finish() override {
        if (m_error == 0 && ::fsync(m_fd) != 0 && errno != EINVAL)
            m_error = errno;
        if (m_error == 0)
            m_error = m_unnamed ? placeUnnamed() : placeNamed();
        if (m_error != 0) {
            complainFailure();
            abandon();
            return false;
        }
        return true;
    }

    void abandon() noexcept override {
        if (m_fd >= 0) {
            ::close(m_fd);
            m_fd = -1;
        }
        if (!m_temporary.empty()) {
            ::unlink(m_temporary.c_str());
            m_temporary.clear();
            g_removeTemporary = 0;
        }
    }

    /// The message for a write that failed.
    void complainFailure() const {
        complain(m_shown + ": cannot write it: " + std::strerror(m_error) +
                 (m_existed ? " (it is left as it was)" : " (it was not made)"));
    }

private:
    ReplacingFile() = default;

    // A file without a name in `folder`: nothing to remove, whatever ends the process. It gets
    // its name through /proc/self/fd, where an unprivileged process can link it (AT_EMPTY_PATH
    // needs CAP_DAC_READ_SEARCH): without /proc, the named file is used instead.
    bool openUnnamed(const std::string& folder) {
#ifdef O_TMPFILE
        if (::access("/proc/self/fd", X_OK) != 0)
            return false;
        m_fd = ::open(folder.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);
        m_unnamed = m_fd >= 0;
        return m_unnamed;
#else
        (void)folder;
        return false;
#endif
    }

    // The fallback where the file system makes no unnamed files: a named one, removed on a
    // signal (SIGKILL, which cannot be caught, leaves it).
    bool openNamed() {
        m_temporary = temporaryTemplate(m_path);
        // Held from before the name exists until the handler that removes it is in place: a
        // signal sent as soon as the name shows arrives once it can be removed.
        const HeldSignals held;
        m_fd = ::mkostemp(m_temporary.data(), O_CLOEXEC);
        if (m_fd < 0) {
            m_temporary.clear();
            return false;
        }
        removeOnSignal(m_temporary);
        return true;
    }

    // Names the unnamed file OUT; 0, or the errno of the failure. A name that does not exist is
    // made at once (linkat refuses to replace one). An existing OUT is replaced by rename, which
    // needs a second name: the file is linked under a temporary name and renamed at once, with
    // every signal that can be held back held until both are done, so that only SIGKILL between
    // those two system calls (a few microseconds) can leave that name behind.
    int placeUnnamed() {
        const std::string self = "/proc/self/fd/" + std::to_string(m_fd);
        const auto link = [&](const std::string& name) {
            return ::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, name.c_str(), AT_SYMLINK_FOLLOW) == 0
                       ? 0
                       : errno;
        };
        const HeldSignals held;
        int error = m_existed ? EEXIST : link(m_path);
        // EEXIST when OUT was there, or was made meanwhile: replaced, as rename replaces.
        for (int tries = 0; error == EEXIST && tries < 100; ++tries) {
            const std::string temporary = randomName(temporaryTemplate(m_path));
            error = link(temporary);
            if (error == 0 && ::rename(temporary.c_str(), m_path.c_str()) != 0) {
                error = errno;
                ::unlink(temporary.c_str());
            }
        }
        ::close(m_fd);
        m_fd = -1;
        return error;
    }

    // Renames the named temporary file to OUT; 0, or the errno of the failure.
    int placeNamed() {
        int error = ::close(m_fd) == 0 ? 0 : errno;
        m_fd = -1;
        const HeldSignals held;
        if (error == 0 && ::rename(m_temporary.c_str(), m_path.c_str()) != 0)
            error = errno;
        if (error == 0) {
            m_temporary.clear();
            g_removeTemporary = 0;
        }
        return error;
    }

    std::string m_shown;     // OUT as given
    std::string m_path;      // the file replaced: OUT, or the file a link OUT points to
    std::string m_temporary; // the named file's name, while it has one
    bool m_existed = false;  // OUT was there before, and a failure leaves it as it was
    bool m_unnamed = false;  // written through O_TMPFILE
    int m_fd = -1;
    int m_error = 0;
};

} // namespace

std::unique_ptr<Destination> replacingFile(const std::string& out, const std::string& input) {
    return ReplacingFile::create(out, input);
}

} // namespace u8scope::cli
