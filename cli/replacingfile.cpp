#include "destination.h"
#include "samefile.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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

// The temporary file a signal (Ctrl-C, kill, a closed terminal) must not leave behind, kept
// where the handler can read it without allocating.
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
    // SIGPIPE too: a warning written to a standard error whose reader has gone ends the process.
    for (const int signalNumber : {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE}) {
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

// A file written under a temporary name in OUT's folder and renamed to OUT once complete, so
// that OUT is never left half-written.
class ReplacingFile final : public Destination {
public:
    ~ReplacingFile() override { abandon(); }

    /// Refuses OUT when it is the input itself (under any name), or exists and is no regular
    /// file; else makes the temporary file. Nullptr after a message when it cannot.
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
        // ".NAME.u8scope-XXXXXX", with NAME cut so that the whole stays within the 255 octets
        // a name may have even when OUT's own name is that long.
        constexpr std::size_t kMaxBase = 255 - std::string_view(". .u8scope-XXXXXX").size();
        f->m_temporary =
            folderOf(f->m_path) + "/." + baseOf(f->m_path).substr(0, kMaxBase) + ".u8scope-XXXXXX";
        f->m_fd = ::mkstemp(f->m_temporary.data());
        if (f->m_fd < 0) {
            complain(out + ": cannot create a file in " + folderOf(f->m_path) + ": " +
                     std::strerror(errno));
            return nullptr;
        }
        removeOnSignal(f->m_temporary);
        // The permissions OUT has, or those a new file gets.
        mode_t mode = 0;
        if (exists) {
            mode = target.st_mode & 07777;
        } else {
            const mode_t mask = ::umask(0);
            ::umask(mask);
            mode = 0666 & ~mask;
        }
        ::fchmod(f->m_fd, mode);
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
        if (::close(m_fd) != 0 && m_error == 0)
            m_error = errno;
        m_fd = -1;
        if (m_error == 0 && ::rename(m_temporary.c_str(), m_path.c_str()) != 0)
            m_error = errno;
        if (m_error != 0) {
            complainFailure();
            abandon();
            return false;
        }
        m_temporary.clear();
        g_removeTemporary = 0;
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
    std::string m_shown; // OUT as given
    std::string m_path;  // the file replaced: OUT, or the file a link OUT points to
    std::string m_temporary;
    bool m_existed = false; // OUT was there before, and a failure leaves it as it was
    int m_fd = -1;
    int m_error = 0;
};

} // namespace

std::unique_ptr<Destination> replacingFile(const std::string& out, const std::string& input) {
    return ReplacingFile::create(out, input);
}

} // namespace u8scope::cli
