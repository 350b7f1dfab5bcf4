// fix: the input with its mojibake repaired, every other octet unchanged (or with --from, the
// whole input converted from another encoding), to standard output or, with -o, to a file
// written beside OUT and renamed over it once complete.
#include "cli.h"
#include "commands.h"
#include "output.h"
#include "samefile.h"
#include "textinput.h"
#include "u8scope/encoding/transcoder.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace u8scope::cli {

namespace {

// Where the output goes; every write checked, the first failure kept with its reason.
class Destination {
public:
    virtual ~Destination() = default;
    virtual void write(std::string_view s) = 0;
    [[nodiscard]] virtual bool failed() const noexcept = 0;
    /// Completes the output; false (with a message given) when that fails.
    [[nodiscard]] virtual bool finish() = 0;
    /// Gives up: a partial output is removed. Harmless after finish().
    virtual void abandon() noexcept {}
    /// What became of the output given up, for a message: "" when none was written.
    [[nodiscard]] virtual std::string abandoned() const { return {}; }
};

class StandardOutput final : public Destination {
public:
    void write(std::string_view s) override { m_out.write(s); }
    [[nodiscard]] bool failed() const noexcept override { return m_out.failed(); }
    [[nodiscard]] bool finish() override {
        if (m_out.flush())
            return true;
        m_out.complainFailure();
        return false;
    }

    [[nodiscard]] std::string abandoned() const override {
        return " (standard output got the file with those repairs, which moved the data: do not "
               "use it)";
    }

private:
    Out m_out;
};

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

// Whether `transcoder`'s encoding writes ASCII as UTF-8 does: then input of ASCII alone comes
// out unchanged.
bool asciiCompatible(const std::string& encoding) {
    auto t = Transcoder::open(encoding);
    std::string ascii;
    for (int c = 1; c < 0x80; ++c)
        ascii += static_cast<char>(c);
    std::string out;
    t->convert(std::span(reinterpret_cast<const std::uint8_t*>(ascii.data()), ascii.size()), out,
               true);
    return out == ascii;
}

// Whether `encoding` reads UTF-8 as UTF-8 (it is UTF-8, or CESU-8 for these octets).
bool keepsUtf8(const std::string& encoding) {
    auto t = Transcoder::open(encoding);
    const std::string sample = "caf\xC3\xA9 \xE2\x82\xAC \xD0\x9F";
    std::string out;
    t->convert(std::span(reinterpret_cast<const std::uint8_t*>(sample.data()), sample.size()), out,
               true);
    return out == sample;
}

int convert(const Options& o, TextInput& input, Destination& destination) {
    const std::string& from = *o.from;
    auto transcoder = Transcoder::open(from);
    if (!transcoder) {
        complain("unknown encoding '" + from +
                 "' (a name ICU knows: windows-1251, ISO-8859-2, UTF-16LE, Shift_JIS, ...)");
        return kExitTrouble;
    }
    const bool compatible = asciiCompatible(from);
    // UTF-8 converted from any other encoding is encoded twice: mojibake made, not repaired.
    // (Not only from ASCII-compatible ones: ICU's Shift_JIS maps some controls otherwise.)
    if (!keepsUtf8(from)) {
        auto utf8 = input.utf8BeyondAscii();
        if (!utf8) {
            destination.abandon();
            complain(utf8.error());
            return kExitTrouble;
        }
        if (*utf8) {
            destination.abandon();
            complain(input.path() + ": is UTF-8 already" +
                     (input.judgedWhole() ? std::string() : std::string(" by its first octets")) +
                     ": converting it from " + from +
                     " would encode its characters outside ASCII twice, which is how mojibake is "
                     "made; without --from, fix repairs the mojibake it holds");
            return kExitTrouble;
        }
    }
    bool changed = false;
    std::string out;
    const auto ioError = input.read([&](std::span<const std::uint8_t> chunk) {
        out.clear();
        transcoder->convert(chunk, out);
        changed = changed || !compatible ||
                  std::any_of(chunk.begin(), chunk.end(), [](std::uint8_t b) { return b >= 0x80; });
        destination.write(out);
        return !destination.failed();
    });
    if (!ioError && !destination.failed()) {
        out.clear();
        transcoder->convert({}, out, true);
        destination.write(out);
    }
    if (ioError) {
        destination.abandon();
        complain(*ioError);
        return kExitTrouble;
    }
    if (!destination.finish())
        return kExitTrouble;
    if (const std::size_t cut = transcoder->cutAtEnd(); cut > 0) {
        complain(input.path() + ": ends inside a character of " + from + ": its last " +
                 (cut == 1 ? std::string("octet starts") : std::to_string(cut) + " octets start") +
                 " one that the file does not finish, written as U+FFFD");
    }
    return changed ? kExitInvalid : kExitOk;
}

// A text head before binary data (a self-extracting archive): repairing the text would move
// the data after it, and what looks like mojibake in the data is chance.
void refuseBinaryFrom(const TextInput& input, std::uint64_t offset, const std::string& note) {
    complain(input.path() + ": is text followed by binary data (by offset " +
             std::to_string(offset) +
             ": lines with controls that text does not hold, among octets that are not UTF-8), "
             "which fix does not change: repairing the text would move the data after it; the "
             "mojibake command lists what it finds" +
             note);
}

int repair(TextInput& input, Destination& destination) {
    const auto& encoding = input.encoding();
    if (encoding && !encoding->codec) {
        destination.abandon();
        complain(input.path() + ": is not UTF-8 but most likely " + encoding->name +
                 ", which fix does not repair: convert it with --from " + encoding->name);
        return kExitTrouble;
    }
    // Repairing the few lines of text in binary data would change the data around them.
    if (input.binary()) {
        destination.abandon();
        complain(input.path() +
                 ": looks like binary data, not text (controls that text does not hold in at least "
                 "one octet in a hundred), which fix does not change; the mojibake command lists "
                 "the text in it");
        return kExitTrouble;
    }
    if (encoding) {
        complain(input.path() + ": is not UTF-8 but most likely " + encoding->name +
                 "; its octets that are not UTF-8 are read as " +
                 std::string(encoding->codec->name()) + " (--from " + encoding->name +
                 " converts the whole file instead)");
    }
    auto options = input.engineOptions();
    if (!options) {
        destination.abandon();
        complain(options.error());
        return kExitTrouble;
    }
    // A regular file's first pass found it; a stream shows it only as it is read (below).
    if (options->binaryFrom && input.surveyFindings() > 0) {
        destination.abandon();
        refuseBinaryFrom(input, *options->binaryFrom, "");
        return kExitTrouble;
    }
    if (input.chanceLegacy() > 0)
        complain(input.path() + ": " + chanceLegacyNote(input.chanceLegacy()) +
                 "; they are left as they are");
    MojibakeRepairer repairer([&](std::string_view s) { destination.write(s); }, *options);
    const auto ioError = input.read([&](std::span<const std::uint8_t> chunk) {
        repairer.feed(chunk);
        return !destination.failed();
    });
    if (ioError) {
        destination.abandon();
        complain(*ioError);
        return kExitTrouble;
    }
    if (!destination.failed())
        repairer.finish();
    if (const auto& stats = repairer.stats(); stats.binaryFrom && stats.findings > 0) {
        destination.abandon();
        refuseBinaryFrom(input, *stats.binaryFrom, destination.abandoned());
        return kExitTrouble;
    }
    if (!destination.finish())
        return kExitTrouble;
    return repairer.stats().findings == 0 ? kExitOk : kExitInvalid;
}

} // namespace

int runFix(const Options& o) {
    const std::string& path = o.operands.front();
    if (o.from && !Transcoder::open(*o.from)) {
        complain("unknown encoding '" + *o.from +
                 "' (a name ICU knows: windows-1251, ISO-8859-2, UTF-16LE, Shift_JIS, ...)");
        return kExitTrouble;
    }
    auto input = TextInput::open(path);
    if (!input) {
        complain(input.error());
        return kExitTrouble;
    }
    std::unique_ptr<Destination> destination;
    // "-o -" is standard output, as "-" is standard input.
    if (o.output && *o.output != "-") {
        destination = ReplacingFile::create(*o.output, path);
        if (!destination)
            return kExitTrouble;
    } else {
        destination = std::make_unique<StandardOutput>();
    }
    return o.from ? convert(o, *input, *destination) : repair(*input, *destination);
}

} // namespace u8scope::cli
