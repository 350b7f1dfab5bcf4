// check: is every FILE valid UTF-8? Stops at the first error of each file.
#include "cli.h"
#include "commands.h"
#include "input.h"
#include "output.h"
#include "u8scope/codec/explaintext.h"
#include "u8scope/file/window.h"
#include "u8scope/scan/scanner.h"

#include <atomic>
#include <sys/stat.h>
#ifdef __linux__
#include <sys/sysmacros.h>
#endif
#include <unistd.h>

namespace u8scope::cli {

bool isRegularFile(const std::string& path) {
    struct stat st {};
    return path != "-" && ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

Result<std::unique_ptr<FileSource>> openSizedFile(const std::string& path) {
    if (!isRegularFile(path))
        return std::unique_ptr<FileSource>();
    auto source = FileSource::open(path);
    if (source && (*source)->size() == 0)
        return std::unique_ptr<FileSource>();
    return source;
}

bool isEndlessDevice(const std::string& path) {
    struct stat st {};
    const int status = path == "-" ? ::fstat(STDIN_FILENO, &st) : ::stat(path.c_str(), &st);
    if (status != 0 || !S_ISCHR(st.st_mode))
        return false;
#ifdef __linux__
    // The memory devices of Linux (major 1): 5 zero, 7 full, 8 random, 9 urandom.
    const unsigned minorNumber = minor(st.st_rdev);
    return major(st.st_rdev) == 1 &&
           (minorNumber == 5 || minorNumber == 7 || minorNumber == 8 || minorNumber == 9);
#else
    return false;
#endif
}

namespace {

struct Verdict {
    std::optional<Unit> firstError;
    std::optional<ErrorContext> context;
    std::optional<IoError> ioError;
};

Verdict checkStream(const std::string& path, Profile profile);

// A regular file: split across threads, every thread stops once an earlier error is known.
Verdict checkFile(const std::string& path, Profile profile) {
    Verdict v;
    auto source = FileSource::open(path);
    if (!source) {
        v.ioError = source.error();
        return v;
    }
    // Files of /proc claim size 0 yet have content: read what looks empty as a stream.
    if ((*source)->size() == 0)
        return checkStream(path, profile);
    ScanOptions options;
    options.stopAtFirstError = true;
    options.buildIndex = false;
    const ScanResult r = scanSource(**source, profile, options);
    if (r.ioError) {
        v.ioError = r.ioError;
        return v;
    }
    // A file cut short or rewritten while its parts were read has no one verdict.
    if (const std::string change = (*source)->changeSinceOpened(); !change.empty()) {
        v.ioError = IoError{path, "changed while it was read (" + change + ")", 0};
        return v;
    }
    if (r.firstError) {
        v.firstError = r.firstError;
        auto context = readContext(**source, r.firstError->offset);
        if (!context) {
            v.ioError = context.error();
            return v;
        }
        v.context = *context;
    }
    return v;
}

// Standard input, a pipe or a device: one pass until the first error.
Verdict checkStream(const std::string& path, Profile profile) {
    Verdict v;
    auto in = InputStream::open(path);
    if (!in) {
        v.ioError = in.error();
        return v;
    }
    class First final : public ErrorSink {
    public:
        explicit First(Verdict& verdict) : m_v(verdict) {}
        void onErrors(const Unit& first, std::uint64_t, const ErrorContext& context) override {
            if (m_v.firstError)
                return;
            m_v.firstError = first;
            m_v.context = context;
        }

    private:
        Verdict& m_v;
    } sink(v);
    Scanner scanner(profile);
    v.ioError = readAll(*in, [&](std::span<const std::uint8_t> chunk) {
        scanner.feed(chunk, &sink);
        return !v.firstError.has_value();
    });
    if (!v.ioError && !v.firstError)
        scanner.finish(&sink);
    return v;
}

} // namespace

int runCheck(const Options& o) {
    Out out;
    int status = kExitOk;
    for (const std::string& path : o.operands) {
        const Verdict v =
            isRegularFile(path) ? checkFile(path, o.profile) : checkStream(path, o.profile);
        if (v.ioError) {
            complain(*v.ioError);
            status = kExitTrouble;
            continue;
        }
        if (!v.firstError)
            continue;
        if (status == kExitOk)
            status = kExitInvalid;
        if (o.quiet)
            continue;
        const auto e = explain(*v.firstError, *v.context, o.profile);
        out.write(terminalSafe(path) + ": invalid UTF-8 (" +
                  std::string(toString(*v.firstError->error)) +
                  "): " + (e ? explanationText(*e).summary : std::string()) + "\n");
    }
    if (!out.flush()) {
        out.complainFailure();
        return kExitTrouble;
    }
    return status;
}

} // namespace u8scope::cli
