// scan: counts by octet class and error kind, then every malformed unit explained.
//
// The counts come first, so the list waits for the whole input. A regular file is therefore
// read twice: a parallel pass counts (the dense-error kernels make that about as fast as
// reading), then a second pass lists each malformed unit as it finds it, context and explanation
// regenerated from the file. Nothing is kept per error, and `scan FILE | head` prints at once and
// stops early. Other input (a pipe, a device, standard input) is read once: the units to list
// are spooled, in memory and then in a temporary file under TMPDIR, bounded, every write
// checked. When the list cannot be completed it says so (the text with a last line, the JSON
// with "truncated": true and the reason) and the exit status is 2.
#include "cli.h"
#include "commands.h"
#include "input.h"
#include "output.h"
#include "u8scope/explaintext.h"
#include "u8scope/filesummary.h"
#include "u8scope/hex.h"
#include "u8scope/scanner.h"

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

constexpr std::uint64_t kNoLimit = UINT64_MAX;
// The first octets, for the file summary: UTF-16 and binary data show in them.
constexpr std::size_t kHead = std::size_t{64} << 10;

// --- Formatting ------------------------------------------------------------------------------

// Writes the report into a buffer reused for every line, handed to Out in large pieces: no
// allocation per error here (explain() still builds its sentences).
class Report {
public:
    Report(Out& out, Profile profile, bool json) : m_out(out), m_profile(profile), m_json(json) {
        m_buf.reserve(kFlushAt + 4096);
    }

    void text(std::string_view s) { m_buf += s; }
    void number(std::uint64_t v) {
        char digits[24];
        const auto r = std::to_chars(digits, digits + sizeof digits, v);
        m_buf.append(digits, r.ptr);
    }
    // `v` in a field of `width` characters, to the left or to the right.
    void padded(std::string_view s, std::size_t width, bool right = false) {
        if (right)
            m_buf.append(width > s.size() ? width - s.size() : 0, ' ');
        m_buf += s;
        if (!right)
            m_buf.append(width > s.size() ? width - s.size() : 0, ' ');
    }
    void paddedNumber(std::uint64_t v, std::size_t width, bool right = false) {
        char digits[24];
        const auto r = std::to_chars(digits, digits + sizeof digits, v);
        padded(std::string_view(digits, static_cast<std::size_t>(r.ptr - digits)), width, right);
    }
    // A JSON string of text made by the core, which is UTF-8: only ASCII needs escapes.
    void jsonText(std::string_view s) {
        m_buf += '"';
        escaped(s);
        m_buf += '"';
    }

    // One malformed unit: a line of the table, or an object of the "errors" array.
    void error(const Unit& u, const ErrorContext& c) {
        const auto e = explain(u, c, m_profile);
        const std::string octets = formatOctets(std::span<const std::uint8_t>(
            c.bytes.data() + (u.offset - c.offset), std::min<std::size_t>(u.length, c.size)));
        const std::string_view kind = toString(*u.error);
        if (!m_json) {
            // The unit on a line, then its explanation: the plain sentence, a blank line, the
            // spec detail.
            text("  ");
            paddedNumber(u.offset, 12);
            paddedNumber(u.length, 8);
            padded(kind, 25);
            text(octets);
            text("\n");
            if (e) {
                const ExplanationText words = explanationText(*e);
                text("      ");
                text(words.plain);
                text("\n\n      ");
                text(words.detail());
                text("\n\n");
            }
        } else {
            text(m_listed == 0 ? "\n    {\"offset\": " : ",\n    {\"offset\": ");
            number(u.offset);
            text(", \"length\": ");
            number(u.length);
            text(", \"kind\": \"");
            text(kind);
            text("\", \"octets\": \"");
            text(octets);
            text("\"");
            if (e) {
                text(", \"sequence\": {\"offset\": ");
                number(e->sequenceOffset);
                text(", \"length\": ");
                number(e->sequenceLength);
                text(", \"replacements\": ");
                number(e->replacements);
                const ExplanationText words = explanationText(*e);
                text("}, \"rule_break\": ");
                ruleBreak(*e);
                text(", \"likely\": \"");
                text(toString(e->likely));
                text("\", \"plain\": ");
                jsonText(words.plain);
                text(", \"summary\": ");
                jsonText(words.summary);
                text(", \"explanation\": ");
                jsonText(words.text());
            }
            text("}");
        }
        ++m_listed;
        if (m_buf.size() >= kFlushAt)
            flush();
    }

    [[nodiscard]] std::uint64_t listed() const noexcept { return m_listed; }

    /// Hands what is buffered to Out, and Out's buffer to the output; false if writing failed.
    bool flush(bool toOutput = false) {
        m_out.write(m_buf);
        m_buf.clear();
        return toOutput ? m_out.flush() : !m_out.failed();
    }

private:
    // Where the sequence breaks the rules: {"offset": 1, "found": "80", "expected": ["A0-BF"],
    // "bit": 5}, with "found" and "bit" null when the input ends there.
    void ruleBreak(const Explanation& e) {
        const RuleBreak& rb = e.ruleBreak;
        text("{\"offset\": ");
        number(e.sequenceOffset + rb.index);
        if (rb.missing) {
            text(", \"found\": null");
        } else {
            text(", \"found\": \"");
            text(formatOctets(std::span<const std::uint8_t>(&rb.found, 1)));
            text("\"");
        }
        text(", \"expected\": [");
        for (std::size_t i = 0; i < rb.expected.size(); ++i) {
            text(i ? ", \"" : "\"");
            text(formatRange(rb.expected[i]));
            text("\"");
        }
        text("], \"bit\": ");
        if (rb.missing) {
            text("null");
        } else {
            number(static_cast<std::uint64_t>(rb.bit));
        }
        text("}");
    }

    void escaped(std::string_view s) {
        for (const char ch : s) {
            const auto c = static_cast<unsigned char>(ch);
            if (c == '"' || c == '\\') {
                m_buf += '\\';
                m_buf += ch;
            } else if (c == '\n') {
                m_buf += "\\n"; // the blank line between an explanation's plain sentence and detail
            } else if (c < 0x20) {
                static constexpr char kHex[] = "0123456789abcdef";
                m_buf += "\\u00";
                m_buf += kHex[c >> 4];
                m_buf += kHex[c & 0xF];
            } else {
                m_buf += ch;
            }
        }
    }

    static constexpr std::size_t kFlushAt = std::size_t{256} << 10;
    Out& m_out;
    Profile m_profile;
    bool m_json;
    std::string m_buf;
    std::uint64_t m_listed = 0;
};

void writeHeader(Report& r, bool json, const std::string& path, const ScanStats& s,
                 const FileSummary& summary, Profile profile, std::uint64_t listed) {
    const auto line = [&](std::string_view label, std::uint64_t v) {
        r.text(label);
        r.number(v);
        r.text("\n");
    };
    if (json) {
        r.text("{\n  \"file\": ");
        r.text(jsonString(path));
        r.text(",\n  \"profile\": \"");
        r.text(toString(profile));
        r.text("\",\n  \"file_summary\": {\"kind\": \"");
        r.text(toString(summary.kind));
        r.text("\", \"next_step\": \"");
        r.text(toString(summary.next));
        r.text("\", \"encoding\": ");
        r.text(summary.encoding ? jsonString(*summary.encoding) : std::string("null"));
        r.text(", \"text\": ");
        r.jsonText(summaryText(summary));
        r.text(s.errors == 0 ? "},\n  \"valid\": true" : "},\n  \"valid\": false");
        r.text(",\n  \"octets\": ");
        r.number(s.octets);
        r.text(",\n  \"characters\": ");
        r.number(s.characters);
        r.text(s.signature ? ",\n  \"signature\": true" : ",\n  \"signature\": false");
        r.text(",\n  \"octet_classes\": {");
        for (int c = 0; c < kOctetClassCount; ++c) {
            r.text(c ? ", \"" : "\"");
            r.text(toString(static_cast<OctetClass>(c)));
            r.text("\": ");
            r.number(s.octetClasses[c]);
        }
        r.text("},\n  \"errors_by_kind\": {");
        for (int k = 0; k < kErrorKindCount; ++k) {
            r.text(k ? ", \"" : "\"");
            r.text(toString(static_cast<ErrorKind>(k)));
            r.text("\": ");
            r.number(s.errorsByKind[k]);
        }
        r.text("},\n  \"error_count\": ");
        r.number(s.errors);
        r.text(",\n  \"errors\": [");
        return;
    }
    r.text(terminalSafe(path));
    r.text("\n  summary     ");
    r.text(summaryText(summary));
    r.text("\n  profile     ");
    r.text(toString(profile));
    r.text(": ");
    r.text(displayName(profile));
    r.text("\n");
    line("  octets      ", s.octets);
    line("  characters  ", s.characters);
    r.text("  errors      ");
    r.number(s.errors);
    r.text(s.errors == 0   ? " (valid UTF-8)\n"
           : s.errors == 1 ? " malformed unit (a decoder replaces it with U+FFFD)\n"
                           : " malformed units (a decoder replaces each with U+FFFD)\n");
    r.text(s.signature ? "  signature   yes: starts with EF BB BF (byte order mark)\n"
                       : "  signature   no (does not start with EF BB BF)\n");
    r.text("\noctets by class\n");
    for (int c = 0; c < kOctetClassCount; ++c) {
        const auto oc = static_cast<OctetClass>(c);
        r.text("  ");
        r.padded(toString(oc), 14);
        r.paddedNumber(s.octetClasses[c], 14, true);
        r.text("  ");
        r.text(describe(oc));
        r.text("\n");
    }
    r.text("\nerrors by kind\n");
    for (int k = 0; k < kErrorKindCount; ++k) {
        const auto kind = static_cast<ErrorKind>(k);
        r.text("  ");
        r.padded(toString(kind), 25);
        r.paddedNumber(s.errorsByKind[k], 12, true);
        r.text("  ");
        r.text(title(kind));
        r.text("\n");
    }
    if (s.errors == 0)
        return;
    if (listed == 0) {
        r.text("\nerrors: none listed of ");
        r.number(s.errors);
        r.text(" (--max-errors 0)\n");
        return;
    }
    r.text("\nerrors");
    if (listed < s.errors) {
        r.text(" (the first ");
        r.number(listed);
        r.text(" of ");
        r.number(s.errors);
        r.text(")");
    }
    r.text("\n  offset      length  kind                     octets\n");
}

// After the list: the JSON's last fields, or in the text a line saying why the list stops short.
void writeFooter(Report& r, bool json, const std::string& truncation) {
    if (!json) {
        if (!truncation.empty()) {
            r.text("  (the list stops here: ");
            r.text(terminalSafe(truncation));
            r.text(")\n");
        }
        return;
    }
    r.text(r.listed() == 0 ? "],\n  \"errors_listed\": " : "\n  ],\n  \"errors_listed\": ");
    r.number(r.listed());
    if (truncation.empty()) {
        r.text(",\n  \"truncated\": false\n}\n");
    } else {
        r.text(",\n  \"truncated\": true,\n  \"truncated_reason\": ");
        r.text(jsonString(truncation));
        r.text("\n}\n");
    }
}

// --- A regular file: count, then list in a second pass ----------------------------------------

// Lists each malformed unit as the second pass finds it, up to the limit.
class ListSink final : public ErrorSink {
public:
    ListSink(Report& report, std::uint64_t limit) : m_report(report), m_limit(limit) {}
    [[nodiscard]] bool wantsContext() const noexcept override { return !done(); }
    [[nodiscard]] bool wantsErrors() const noexcept override { return !done(); }
    void onErrors(const Unit& first, std::uint64_t count, const ErrorContext& context) override {
        // Runs come only once the list is complete (wantsContext), so count is 1 here.
        for (std::uint64_t k = 0; k < count && !done(); ++k)
            m_report.error(first, context);
    }
    [[nodiscard]] bool done() const noexcept { return m_report.listed() >= m_limit || m_failed; }
    void fail() noexcept { m_failed = true; }

private:
    Report& m_report;
    std::uint64_t m_limit;
    bool m_failed = false;
};

int scanFile(const Options& o, const std::string& path, const FileSource& source) {
    ScanOptions options;
    options.buildIndex = false;
    const ScanResult counted = scanSource(source, o.profile, options);
    if (counted.ioError) {
        complain(*counted.ioError);
        return kExitTrouble;
    }
    const ScanStats& stats = counted.stats;
    const std::uint64_t listed = std::min(o.maxErrors.value_or(kNoLimit), stats.errors);
    auto head = source.readVector(0, std::min<std::uint64_t>(kHead, source.size()));
    if (!head) {
        complain(head.error());
        return kExitTrouble;
    }
    Out out;
    Report report(out, o.profile, o.json);
    writeHeader(report, o.json, path, stats, summarizeFile(stats, *head), o.profile, listed);
    // The counts at once: a reader of a pipe sees them before the list is worked out.
    if (!report.flush(true)) {
        out.complainFailure();
        return kExitTrouble;
    }
    std::string truncation;
    if (listed > 0) {
        Scanner scanner(o.profile);
        scanner.setReportRuns(false); // every unit with its own context, for its explanation
        ListSink sink(report, listed);
        const auto ioError = scanRange(source, scanner, 0, source.size(), &sink,
                                       std::size_t{256} << 10, [&](std::uint64_t) {
                                           // Each piece of the list as soon as its part of the file
                                           // is read.
                                           if (!report.flush(true))
                                               sink.fail();
                                           return !sink.done();
                                       });
        if (!report.flush(true)) {
            out.complainFailure();
            return kExitTrouble;
        }
        if (ioError) {
            truncation = ioError->message();
        } else if (report.listed() < listed) {
            truncation =
                "the file changed while it was scanned: " + std::to_string(report.listed()) +
                " of the " + std::to_string(listed) + " malformed units to list were found again";
        }
    }
    writeFooter(report, o.json, truncation);
    if (!report.flush(true)) {
        out.complainFailure();
        return kExitTrouble;
    }
    if (!truncation.empty()) {
        complain(path + ": the list of malformed units is incomplete: " + truncation);
        return kExitTrouble;
    }
    return stats.errors == 0 ? kExitOk : kExitInvalid;
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

    static Record of(const Unit& u, const ErrorContext& c) {
        Record r;
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
static_assert(sizeof(Record) == 24);

// The temporary directory: TMPDIR when set and not empty, else /tmp.
std::string temporaryDirectory() {
    const char* dir = std::getenv("TMPDIR");
    return dir && *dir ? dir : "/tmp";
}

// The bound on temporary space: U8SCOPE_SPOOL_LIMIT octets (decimal), else 256 MiB.
std::uint64_t spoolLimit() {
    std::uint64_t limit = std::uint64_t{256} << 20;
    if (const char* v = std::getenv("U8SCOPE_SPOOL_LIMIT")) {
        std::uint64_t parsed = 0;
        const auto r = std::from_chars(v, v + std::strlen(v), parsed);
        if (r.ec == std::errc() && *r.ptr == '\0')
            limit = parsed;
    }
    return limit;
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
            keep(Record::of(first, context));
    }

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
};

int scanStream(const Options& o, const std::string& path) {
    auto in = InputStream::open(path);
    if (!in) {
        complain(in.error());
        return kExitTrouble;
    }
    Scanner scanner(o.profile);
    scanner.setReportRuns(false); // every unit with its own context, for its explanation
    const std::uint64_t limit = o.maxErrors.value_or(kNoLimit);
    Spool spool(limit);
    std::vector<std::uint8_t> head;
    const auto ioError = readAll(*in, [&](std::span<const std::uint8_t> chunk) {
        if (head.size() < kHead) {
            const std::size_t n = std::min(kHead - head.size(), chunk.size());
            head.insert(head.end(), chunk.begin(), chunk.begin() + static_cast<std::ptrdiff_t>(n));
        }
        scanner.feed(chunk, &spool);
        return true;
    });
    if (ioError) {
        complain(*ioError);
        return kExitTrouble;
    }
    scanner.finish(&spool);
    const ScanStats& stats = scanner.stats();
    Out out;
    Report report(out, o.profile, o.json);
    writeHeader(report, o.json, path, stats, summarizeFile(stats, head), o.profile, spool.count());
    spool.forEach([&](const Record& r) {
        report.error(r.unit(), r.context());
        return !out.failed();
    });
    // Spooling fails only when a unit is to be kept, so the list is then short; and so it is
    // when reading it back failed.
    const std::string truncation = spool.failure();
    writeFooter(report, o.json, truncation);
    if (!report.flush(true)) {
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
    if (isRegularFile(path)) {
        auto source = FileSource::open(path);
        if (!source) {
            complain(source.error());
            return kExitTrouble;
        }
        // Files of /proc claim size 0 yet have content: read what looks empty as a stream.
        if ((*source)->size() > 0)
            return scanFile(o, path, **source);
    }
    return scanStream(o, path);
}

} // namespace u8scope::cli
