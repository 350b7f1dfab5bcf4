// scan: counts by octet class and error kind, then every malformed unit explained. Errors are
// spooled to a temporary file while the input streams by, so memory stays bounded.
#include "cli.h"
#include "commands.h"
#include "input.h"
#include "output.h"
#include "u8scope/explaintext.h"
#include "u8scope/filesummary.h"
#include "u8scope/hex.h"
#include "u8scope/scanner.h"

#include <cinttypes>
#include <cstdio>
#include <memory>
#include <vector>

namespace u8scope::cli {

namespace {

struct Record {
    Unit unit;
    ErrorContext context;
};

// Malformed units in order: in memory up to a point, then in an unnamed temporary file.
class Spool final : public ErrorSink {
public:
    explicit Spool(std::uint64_t limit) : m_limit(limit) {}
    ~Spool() override {
        if (m_file)
            std::fclose(m_file);
    }
    Spool(const Spool&) = delete;
    Spool& operator=(const Spool&) = delete;

    // Past the limit nothing more is kept: the scanner may then send runs, without contexts.
    [[nodiscard]] bool wantsContext() const noexcept override { return m_count < m_limit; }

    void onErrors(const Unit& first, std::uint64_t count, const ErrorContext& context) override {
        const bool keep = m_count < m_limit && !m_failed;
        m_count += count;
        if (!keep)
            return;
        const Record r{first, context};
        if (m_memory.size() < kInMemory) {
            m_memory.push_back(r);
            return;
        }
        if (!m_file && !(m_file = std::tmpfile())) {
            m_failed = true;
            return;
        }
        if (std::fwrite(&r, sizeof r, 1, m_file) != 1)
            m_failed = true;
    }

    [[nodiscard]] bool failed() const noexcept { return m_failed; }

    /// Calls f(const Record&) for every spooled record, in order, until it returns false.
    template <class F>
    void forEach(F&& f) {
        for (const Record& r : m_memory) {
            if (!f(r))
                return;
        }
        if (!m_file)
            return;
        std::rewind(m_file);
        Record r;
        while (std::fread(&r, sizeof r, 1, m_file) == 1) {
            if (!f(r))
                return;
        }
    }

private:
    static constexpr std::size_t kInMemory = 1 << 14;
    std::uint64_t m_limit;
    std::uint64_t m_count = 0;
    std::vector<Record> m_memory;
    std::FILE* m_file = nullptr;
    bool m_failed = false;
};

std::string pad(std::string s, std::size_t width, bool right = false) {
    if (s.size() >= width)
        return s;
    const std::string fill(width - s.size(), ' ');
    return right ? fill + s : s + fill;
}

std::string num(std::uint64_t v) {
    return std::to_string(v);
}

std::string unitOctets(const Record& r) {
    return formatOctets(std::span<const std::uint8_t>(
        r.context.bytes.data() + (r.unit.offset - r.context.offset), r.unit.length));
}

// Where the sequence breaks the rules: {"offset": 1, "found": "80", "expected": ["A0-BF"],
// "bit": 5}, with "found" null when the input ends there.
std::string ruleBreakJson(const Explanation& e) {
    const RuleBreak& rb = e.ruleBreak;
    std::string expected;
    for (const OctetRange& range : rb.expected)
        expected += (expected.empty() ? "" : ", ") + jsonString(formatRange(range));
    return "{\"offset\": " + num(e.sequenceOffset + rb.index) + ", \"found\": " +
           (rb.missing ? std::string("null")
                       : jsonString(formatOctets(std::span<const std::uint8_t>(&rb.found, 1)))) +
           ", \"expected\": [" + expected +
           "], \"bit\": " + (rb.missing ? std::string("null") : std::to_string(rb.bit)) + "}";
}

void writeText(Out& out, const std::string& path, const ScanStats& s, const FileSummary& summary,
               Profile profile, Spool& spool, std::uint64_t listed) {
    out.write(terminalSafe(path) + "\n");
    out.write("  summary     " + summaryText(summary) + "\n");
    out.write("  profile     " + std::string(toString(profile)) + ": " +
              std::string(displayName(profile)) + "\n");
    out.write("  octets      " + num(s.octets) + "\n");
    out.write("  characters  " + num(s.characters) + "\n");
    out.write("  errors      " + num(s.errors) +
              (s.errors == 0   ? " (valid UTF-8)"
               : s.errors == 1 ? " malformed unit (a decoder replaces it with U+FFFD)"
                               : " malformed units (a decoder replaces each with U+FFFD)") +
              "\n");
    out.write(std::string("  signature   ") +
              (s.signature ? "yes: starts with EF BB BF (byte order mark)"
                           : "no (does not start with EF BB BF)") +
              "\n\noctets by class\n");
    for (int c = 0; c < kOctetClassCount; ++c) {
        const auto oc = static_cast<OctetClass>(c);
        out.write("  " + pad(std::string(toString(oc)), 14) +
                  pad(num(s.octetClasses[c]), 14, true) + "  " + std::string(describe(oc)) + "\n");
    }
    out.write("\nerrors by kind\n");
    for (int k = 0; k < kErrorKindCount; ++k) {
        const auto kind = static_cast<ErrorKind>(k);
        out.write("  " + pad(std::string(toString(kind)), 25) +
                  pad(num(s.errorsByKind[k]), 12, true) + "  " + std::string(title(kind)) + "\n");
    }
    if (s.errors == 0)
        return;
    if (listed == 0) {
        out.write("\nerrors: none listed of " + num(s.errors) + " (--max-errors 0)\n");
        return;
    }
    out.write("\nerrors");
    if (listed < s.errors)
        out.write(" (the first " + num(listed) + " of " + num(s.errors) + ")");
    // Each unit on a line, then its explanation: the plain sentence, a blank line, the detail.
    out.write("\n  offset      length  kind                     octets\n");
    spool.forEach([&](const Record& r) {
        const auto e = explain(r.unit, r.context, profile);
        out.write("  " + pad(num(r.unit.offset), 12) + pad(num(r.unit.length), 8) +
                  pad(std::string(toString(*r.unit.error)), 25) + unitOctets(r) + "\n");
        if (e) {
            const ExplanationText words = explanationText(*e);
            out.write("      " + words.plain + "\n\n      " + words.detail() + "\n\n");
        }
        return !out.failed();
    });
}

void writeJson(Out& out, const std::string& path, const ScanStats& s, const FileSummary& summary,
               Profile profile, Spool& spool, std::uint64_t listed) {
    out.write("{\n  \"file\": " + jsonString(path) + ",\n");
    out.write("  \"profile\": " + jsonString(toString(profile)) + ",\n");
    out.write("  \"file_summary\": {\"kind\": " + jsonString(toString(summary.kind)) +
              ", \"next_step\": " + jsonString(toString(summary.next)) + ", \"encoding\": " +
              (summary.encoding ? jsonString(*summary.encoding) : std::string("null")) +
              ", \"text\": " + jsonString(summaryText(summary)) + "},\n");
    out.write(std::string("  \"valid\": ") + (s.errors == 0 ? "true" : "false") + ",\n");
    out.write("  \"octets\": " + num(s.octets) + ",\n");
    out.write("  \"characters\": " + num(s.characters) + ",\n");
    out.write(std::string("  \"signature\": ") + (s.signature ? "true" : "false") + ",\n");
    out.write("  \"octet_classes\": {");
    for (int c = 0; c < kOctetClassCount; ++c) {
        out.write(std::string(c ? ", " : "") + jsonString(toString(static_cast<OctetClass>(c))) +
                  ": " + num(s.octetClasses[c]));
    }
    out.write("},\n  \"errors_by_kind\": {");
    for (int k = 0; k < kErrorKindCount; ++k) {
        out.write(std::string(k ? ", " : "") + jsonString(toString(static_cast<ErrorKind>(k))) +
                  ": " + num(s.errorsByKind[k]));
    }
    out.write("},\n  \"error_count\": " + num(s.errors) + ",\n");
    out.write("  \"errors_listed\": " + num(listed) + ",\n  \"errors\": [");
    bool first = true;
    spool.forEach([&](const Record& r) {
        const auto e = explain(r.unit, r.context, profile);
        out.write(std::string(first ? "\n" : ",\n") + "    {\"offset\": " + num(r.unit.offset) +
                  ", \"length\": " + num(r.unit.length) +
                  ", \"kind\": " + jsonString(toString(*r.unit.error)) +
                  ", \"octets\": " + jsonString(unitOctets(r)));
        if (e) {
            const ExplanationText words = explanationText(*e);
            out.write(", \"sequence\": {\"offset\": " + num(e->sequenceOffset) + ", \"length\": " +
                      num(e->sequenceLength) + ", \"replacements\": " + num(e->replacements) + "}");
            out.write(", \"rule_break\": " + ruleBreakJson(*e));
            out.write(", \"likely\": " + jsonString(toString(e->likely)));
            out.write(", \"plain\": " + jsonString(words.plain) + ", \"summary\": " +
                      jsonString(words.summary) + ", \"explanation\": " + jsonString(words.text()));
        }
        out.write("}");
        first = false;
        return !out.failed();
    });
    out.write(first ? "]\n}\n" : "\n  ]\n}\n");
}

} // namespace

int runScan(const Options& o) {
    const std::string& path = o.operands.front();
    auto in = InputStream::open(path);
    if (!in) {
        complain(in.error());
        return kExitTrouble;
    }
    Scanner scanner(o.profile);
    scanner.setReportRuns(false); // every unit with its own context, for its explanation
    const std::uint64_t limit = o.maxErrors.value_or(UINT64_MAX);
    Spool spool(limit);
    // The first octets, for the file summary (UTF-16 and binary data show in them).
    constexpr std::size_t kHead = 64 * 1024;
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
    const FileSummary summary = summarizeFile(stats, head);
    const std::uint64_t listed = std::min(limit, stats.errors);
    Out out;
    if (o.json) {
        writeJson(out, path, stats, summary, o.profile, spool, listed);
    } else {
        writeText(out, path, stats, summary, o.profile, spool, listed);
    }
    if (!out.flush()) {
        out.complainFailure();
        return kExitTrouble;
    }
    if (spool.failed()) {
        complain("cannot keep the error list in a temporary file (is TMPDIR full?); the list is "
                 "incomplete");
        return kExitTrouble;
    }
    return stats.errors == 0 ? kExitOk : kExitInvalid;
}

} // namespace u8scope::cli
