// scan: counts by octet class and error kind, then every malformed unit explained.
//
// The counts come first, so the list waits for the whole input. A regular file is therefore
// read twice: a parallel pass counts (the dense-error kernels make that about as fast as
// reading), then a second pass lists each malformed unit as it finds it, context and explanation
// regenerated from the file. Nothing is kept per error, and `scan FILE | head` prints at once and
// stops early. Other input (a pipe, a device, standard input) is read once: the units to list
// are spooled, in memory and then in a temporary file under TMPDIR, bounded, every write
// checked. When the list cannot be completed it says so (the text with a last line, the JSON
// with "truncated": true and the reason) and the exit status is 2. The text, the JSON and the
// page of --html come from core's report generator (report.h), which the window's Export Report
// uses too.
#include "cli.h"
#include "commands.h"
#include "input.h"
#include "output.h"
#include "u8scope/file/filesummary.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/regions/regionmap.h"
#include "u8scope/report/report.h"
#include "u8scope/scan/scanner.h"
#include "u8scope/text/hiddentextscanner.h"

#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <unistd.h>
#include <vector>

namespace u8scope::cli {

namespace {

// The first octets, for the file summary: UTF-16 and binary data show in them.
constexpr std::size_t kHead = std::size_t{64} << 10;

ReportFormat formatOf(const Options& o) {
    return o.html ? ReportFormat::Html : o.json ? ReportFormat::Json : ReportFormat::Text;
}

// Standard output, flushed with every piece: a reader of a pipe sees the counts at once and each
// piece of the list as soon as its part of the file is read.
ReportSink sinkTo(Out& out) {
    return [&out](std::string_view piece) {
        out.write(piece);
        return out.flush();
    };
}

// --- A regular file: count, then list in a second pass (report.h) -----------------------------

int scanFile(const Options& o, const std::string& path, const FileSource& source) {
    Out out;
    ReportOptions options;
    options.format = formatOf(o);
    options.profile = o.profile;
    options.maxErrors = o.maxErrors;
    options.name = path;
    // The file is read twice: a change between the passes (or during the second) would list
    // units other than those counted, with contexts that were never together in one version.
    options.changed = [&source] { return source.changeSinceOpened(); };
    const ReportOutcome outcome = writeReport(source, options, sinkTo(out));
    if (outcome.readError) {
        complain(*outcome.readError);
        return kExitTrouble;
    }
    if (outcome.writeFailed || !out.flush()) {
        out.complainFailure();
        return kExitTrouble;
    }
    if (!outcome.truncation.empty()) {
        complain(path + ": the list of malformed units is incomplete: " + outcome.truncation);
        return kExitTrouble;
    }
    return outcome.stats.errors == 0 ? kExitOk : kExitInvalid;
}

// --- A stream: one pass, the list spooled -----------------------------------------------------

// A malformed unit and the octets around it, as spooled.
struct Record {
    std::uint64_t offset = 0;
    std::uint8_t length = 0;
    std::uint8_t kind = 0;
    std::uint8_t before = 0; // octets of the context before the unit
    std::uint8_t size = 0;   // octets of the context
    std::uint8_t endOfInput = 0;
    std::uint8_t bytes[ErrorContext::kCapacity] = {};
    LineColumn at;

    static Record of(const Unit& u, const ErrorContext& c, LineColumn at) {
        Record r;
        r.at = at;
        r.offset = u.offset;
        r.length = u.length;
        r.kind = static_cast<std::uint8_t>(*u.error);
        r.before = static_cast<std::uint8_t>(u.offset - c.offset);
        r.size = c.size;
        r.endOfInput = c.endOfInput ? 1 : 0;
        std::memcpy(r.bytes, c.bytes.data(), c.size);
        return r;
    }
    [[nodiscard]] Unit unit() const {
        Unit u;
        u.offset = offset;
        u.length = length;
        u.error = static_cast<ErrorKind>(kind);
        return u;
    }
    [[nodiscard]] ErrorContext context() const {
        ErrorContext c;
        c.offset = offset - before;
        c.size = size;
        c.endOfInput = endOfInput != 0;
        std::memcpy(c.bytes.data(), bytes, size);
        return c;
    }
};
static_assert(sizeof(Record) == 40);

// The temporary directory: TMPDIR when set and not empty, else /tmp.
std::string temporaryDirectory() {
    const char* dir = std::getenv("TMPDIR");
    return dir && *dir ? dir : "/tmp";
}

// The bound on temporary space: U8SCOPE_SPOOL_LIMIT (a size, as --length takes; checked by
// cli.cpp before any command runs), else 256 MiB.
std::uint64_t spoolLimit() {
    if (const char* v = std::getenv("U8SCOPE_SPOOL_LIMIT"); v && *v) {
        if (const auto parsed = parseSize(v))
            return *parsed;
    }
    return std::uint64_t{256} << 20;
}

// Malformed units in order: in memory up to a point, then in an unnamed temporary file under
// TMPDIR, at most spoolLimit() octets of it. Past the limit asked for (--max-errors) nothing is
// kept; when the file cannot be made or written, or would grow past its bound, spooling stops
// and failure() says why.
class Spool final : public ErrorSink {
public:
    explicit Spool(std::uint64_t limit)
        : m_limit(limit), m_dir(temporaryDirectory()), m_bound(spoolLimit()) {}
    ~Spool() override {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Spool(const Spool&) = delete;
    Spool& operator=(const Spool&) = delete;

    // Past the limit, or once spooling failed, the scanner only counts.
    [[nodiscard]] bool wantsContext() const noexcept override { return keeping(); }
    [[nodiscard]] bool wantsErrors() const noexcept override { return keeping(); }

    void onErrors(const Unit& first, std::uint64_t count, const ErrorContext& context) override {
        for (std::uint64_t k = 0; k < count && keeping(); ++k)
            keep(Record::of(first, context,
                            m_positions.unit(first.offset, context.at(first.offset))));
    }
    /// Where the units are: told of each chunk around its scan.
    [[nodiscard]] ChunkPositions& positions() noexcept { return m_positions; }

    [[nodiscard]] std::uint64_t count() const noexcept { return m_count; }
    [[nodiscard]] const std::string& failure() const noexcept { return m_failure; }

    /// Calls f(const Record&) for every record, in order, until it returns false; false when
    /// reading the file back failed (failure() then says why).
    template <class F>
    bool forEach(F&& f) {
        for (const Record& r : m_memory) {
            if (!f(r))
                return true;
        }
        if (m_fd < 0)
            return true;
        if (!writeBuffer())
            return false;
        std::vector<Record> block(kBuffered);
        for (std::uint64_t at = 0;;) {
            const ssize_t n =
                ::pread(m_fd, block.data(), block.size() * sizeof(Record), static_cast<off_t>(at));
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0) {
                fail("cannot read it back: ", errno);
                return false;
            }
            const std::size_t records = static_cast<std::size_t>(n) / sizeof(Record);
            if (records == 0)
                return true;
            for (std::size_t i = 0; i < records; ++i) {
                if (!f(block[i]))
                    return true;
            }
            at += records * sizeof(Record);
        }
    }

private:
    [[nodiscard]] bool keeping() const noexcept { return m_count < m_limit && m_failure.empty(); }

    void keep(const Record& r) {
        if (m_memory.size() < kInMemory) {
            m_memory.push_back(r);
            ++m_count;
            return;
        }
        if (m_fd < 0 && !open())
            return;
        if (m_written + (m_buffer.size() + 1) * sizeof(Record) > m_bound) {
            m_failure = "the list would take more than " + std::to_string(m_bound) +
                        " octets of temporary space in " + m_dir +
                        " (the bound set by U8SCOPE_SPOOL_LIMIT)";
            return;
        }
        m_buffer.push_back(r);
        ++m_count;
        if (m_buffer.size() == kBuffered)
            writeBuffer();
    }

    bool open() {
#ifdef O_TMPFILE
        m_fd = ::open(m_dir.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
#endif
        if (m_fd < 0) {
            // File systems without O_TMPFILE: a named file, removed at once.
            std::string name = m_dir + "/u8scope-XXXXXX";
            m_fd = ::mkostemp(name.data(), O_CLOEXEC);
            if (m_fd >= 0)
                ::unlink(name.c_str());
        }
        if (m_fd < 0) {
            fail("cannot create a temporary file: ", errno);
            return false;
        }
        m_buffer.reserve(kBuffered);
        return true;
    }

    bool writeBuffer() {
        const auto* p = reinterpret_cast<const char*>(m_buffer.data());
        std::size_t left = m_buffer.size() * sizeof(Record);
        while (left > 0) {
            const ssize_t n = ::pwrite(m_fd, p, left, static_cast<off_t>(m_written));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                // Only the records that reached the file whole are listed.
                m_written -= m_written % sizeof(Record);
                m_count = m_memory.size() + m_written / sizeof(Record);
                m_buffer.clear();
                fail("cannot write to a temporary file: ", n < 0 ? errno : ENOSPC);
                return false;
            }
            p += n;
            left -= static_cast<std::size_t>(n);
            m_written += static_cast<std::uint64_t>(n);
        }
        m_buffer.clear();
        return true;
    }

    void fail(const char* what, int error) {
        if (m_failure.empty())
            m_failure = std::string(what) + m_dir + ": " + std::strerror(error);
    }

    static constexpr std::size_t kInMemory = std::size_t{1} << 14;
    static constexpr std::size_t kBuffered = 2730; // about 64 KiB of records
    std::uint64_t m_limit;
    std::string m_dir;
    std::uint64_t m_bound;
    std::uint64_t m_count = 0;
    std::vector<Record> m_memory;
    std::vector<Record> m_buffer;
    int m_fd = -1;
    std::uint64_t m_written = 0;
    std::string m_failure;
    ChunkPositions m_positions;
};

int scanStream(const Options& o, const std::string& path) {
    auto in = InputStream::open(path);
    if (!in) {
        complain(in.error());
        return kExitTrouble;
    }
    const ReportFormat format = formatOf(o);
    Scanner scanner(o.profile);
    scanner.setReportRuns(false); // every unit with its own context, for its explanation
    Spool spool(errorListLimit(format, o.maxErrors));
    // The page's mojibake findings (the input is read only once).
    ReportFindings findings;
    MojibakeScanner engine;
    // The region map, and the hidden characters of its text.
    HiddenTextScanner hidden(o.profile);
    std::vector<std::uint8_t> head;
    const auto ioError = readAll(*in, [&](std::span<const std::uint8_t> chunk) {
        if (head.size() < kHead) {
            const std::size_t n = std::min(kHead - head.size(), chunk.size());
            head.insert(head.end(), chunk.begin(), chunk.begin() + static_cast<std::ptrdiff_t>(n));
        }
        spool.positions().begin(chunk);
        scanner.feed(chunk, &spool);
        hidden.feed(chunk);
        spool.positions().end();
        if (format == ReportFormat::Html)
            engine.feed(chunk, &findings);
        return true;
    });
    if (ioError) {
        complain(*ioError);
        return kExitTrouble;
    }
    scanner.finish(&spool);
    hidden.finish();
    if (format == ReportFormat::Html)
        engine.finish(&findings);
    const ScanStats& stats = scanner.stats();
    const RegionMap regions = hidden.takeMap();
    Out out;
    ReportWriter report(format, o.profile, sinkTo(out));
    report.setHidden(hidden.counts());
    report.header(path, stats, summarizeFileDetectingEncoding(stats, head, &regions), spool.count(),
                  &regions);
    spool.forEach([&](const Record& r) {
        report.error(r.unit(), r.context(), r.at);
        return !report.failed();
    });
    // Spooling fails only when a unit is to be kept, so the list is then short; and so it is
    // when reading it back failed.
    const std::string truncation = spool.failure();
    report.endErrors(truncation);
    for (const MojibakeFinding& f : findings.kept())
        report.mojibake(f);
    report.finish(findings.count());
    if (!report.flush() || !out.flush()) {
        out.complainFailure();
        return kExitTrouble;
    }
    if (!truncation.empty()) {
        complain(path + ": the list of malformed units is incomplete: " + truncation);
        return kExitTrouble;
    }
    return stats.errors == 0 ? kExitOk : kExitInvalid;
}

} // namespace

int runScan(const Options& o) {
    const std::string& path = o.operands.front();
    auto source = openSizedFile(path);
    if (!source) {
        complain(source.error());
        return kExitTrouble;
    }
    return *source ? scanFile(o, path, **source) : scanStream(o, path);
}

} // namespace u8scope::cli
