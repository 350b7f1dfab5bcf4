// lint: the hidden and suspicious characters of each FILE (text/hidden.h), one line each in the
// manner of a compiler's diagnostics, for CI jobs and pre-commit hooks:
//
//   src/auth.c:12:9: bidi-unterminated: U+202E RIGHT-TO-LEFT OVERRIDE: it reverses the order ...
//
// Each file is read once, as a stream, with its region map: each finding in text is written as
// soon as its line and its region are decided, and the characters that lie in a region the map
// does not read as text (binary data, a NUL run, UTF-16) are said in one line for the region,
// not one each:
//
//   logo.png:3:17: binary: 212 characters that would be hidden in text lie in 8192 bytes ...
//
// A file that cannot be read is named with the reason on standard error and the others are
// linted still; the exit status is 2 then, else 1 when something was found (in text or not),
// else 0.
#include "lint.h"

#include "cli.h"
#include "commands.h"
#include "input.h"
#include "output.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/text/charactereffect.h"
#include "u8scope/text/charinfo.h"
#include "u8scope/text/hex.h"
#include "u8scope/text/hiddentext.h"
#include "u8scope/text/hiddentextscanner.h"

#include <span>
#include <string>

namespace u8scope::cli {

namespace {

std::string num(std::uint64_t v) {
    return std::to_string(v);
}

std::string octetsOf(const HiddenFinding& f) {
    return formatOctets(encode(f.codePoint).bytes());
}

// The counts by class, as a JSON object of the classes reported.
std::string byClass(const HiddenCounts& counts, std::uint32_t reported) {
    std::string s = "{";
    bool first = true;
    for (int k = 0; k < kHiddenClassCount; ++k) {
        if (!(reported & (1u << k)))
            continue;
        s += first ? "\"" : ", \"";
        s += std::string(toString(static_cast<HiddenClass>(k))) + "\": " + num(counts.byClass[k]);
        first = false;
    }
    return s + "}";
}

} // namespace

std::string lintLine(const std::string& path, const HiddenFinding& f) {
    return terminalSafe(path) + ":" + num(f.line) + ":" + num(f.column) + ": " +
           std::string(toString(f.cls)) + ": " + formatCodePoint(f.codePoint) + " " +
           terminalSafe(charInfo(f.codePoint).name) + ": " + terminalSafe(hiddenSentence(f)) + "\n";
}

std::string lintOutsideLine(const std::string& path, const HiddenOutsideText& outside) {
    return terminalSafe(path) + ":" + num(outside.line) + ":" + num(outside.column) + ": " +
           std::string(toString(outside.kind)) + ": " + outsideTextSentence(outside) + "\n";
}

std::string lintOutsideJson(const HiddenOutsideText& outside, std::uint32_t reported) {
    return "{\"kind\": \"" + std::string(toString(outside.kind)) +
           "\", \"offset\": " + num(outside.offset) + ", \"length\": " + num(outside.length) +
           ", \"line\": " + num(outside.line) + ", \"column\": " + num(outside.column) +
           ", \"count\": " + num(outside.counts.total()) +
           ", \"by_class\": " + byClass(outside.counts, reported) +
           ", \"plain\": " + jsonString(outsideTextSentence(outside)) + "}";
}

std::string lintJson(const HiddenFinding& f) {
    std::string entry = "{\"line\": " + num(f.line) + ", \"column\": " + num(f.column) +
                        ", \"offset\": " + num(f.offset) + ", \"length\": " + num(f.length) +
                        ", \"class\": \"" + std::string(toString(f.cls)) + "\", \"reason\": \"" +
                        std::string(toString(f.reason)) + "\", \"code_point\": \"" +
                        formatCodePoint(f.codePoint) +
                        "\", \"name\": " + jsonString(charInfo(f.codePoint).name) +
                        ", \"octets\": \"" + octetsOf(f) + "\"";
    if (f.cls == HiddenClass::Confusable) {
        entry +=
            ", \"script\": " + jsonString(findingScript(f.script)) +
            ", \"reads_as\": " + jsonString(findingScript(f.readsAsScript)) + ", \"looks_like\": " +
            (f.looksLike != 0 ? "\"" + formatCodePoint(f.looksLike) + "\"" : std::string("null"));
    }
    return entry +
           ", \"effect\": " + jsonString(std::string(describe(characterEffect(f.codePoint)))) +
           ", \"plain\": " + jsonString(hiddenSentence(f)) + "}";
}

namespace {

// Writes the findings of the classes reported, and counts them.
class Listing final : public HiddenSink {
public:
    Listing(Out& out, const std::string& path, bool json, std::uint32_t reported)
        : m_out(out), m_path(path), m_json(json), m_reported(reported) {}

    void onHidden(const HiddenFinding& f) override {
        if (!(m_reported & (1u << static_cast<int>(f.cls))))
            return;
        ++m_counts.byClass[static_cast<int>(f.cls)];
        if (!m_json) {
            m_out.write(lintLine(m_path, f));
            return;
        }
        m_out.write((m_listed == 0 ? "\n      " : ",\n      ") + lintJson(f));
        ++m_listed;
    }

    void onOutsideText(const HiddenOutsideText& outside) override {
        // Only the classes reported.
        HiddenOutsideText reported = outside;
        for (int k = 0; k < kHiddenClassCount; ++k) {
            if (!(m_reported & (1u << k)))
                reported.counts.byClass[k] = 0;
        }
        const std::uint64_t n = reported.counts.total();
        if (n == 0)
            return;
        m_counts.outsideText += n;
        if (!m_json) {
            m_out.write(lintOutsideLine(m_path, reported));
            return;
        }
        // Listed after the findings, as the file's "outside_text".
        m_outside +=
            (m_outside.empty() ? "\n      " : ",\n      ") + lintOutsideJson(reported, m_reported);
    }

    [[nodiscard]] const HiddenCounts& counts() const noexcept { return m_counts; }
    [[nodiscard]] std::uint64_t listed() const noexcept { return m_listed; }
    [[nodiscard]] const std::string& outsideJson() const noexcept { return m_outside; }

private:
    Out& m_out;
    const std::string& m_path;
    bool m_json;
    std::uint32_t m_reported;
    HiddenCounts m_counts;
    std::uint64_t m_listed = 0;
    std::string m_outside;
};

struct FileOutcome {
    HiddenCounts counts;
    std::optional<IoError> error;
    bool opened = false; ///< the file could be opened: its entry was begun
};

// Lints one file; its JSON entry (an element of "files") is written as it goes.
FileOutcome lintFile(Out& out, const std::string& path, const Options& o, bool firstEntry) {
    FileOutcome outcome;
    const auto fail = [&](IoError e) {
        outcome.error = std::move(e);
        return outcome;
    };
    if (isEndlessDevice(path))
        return fail(IoError{path, "a device that never ends", 0});
    auto in = InputStream::open(path);
    if (!in)
        return fail(in.error());
    outcome.opened = true;
    if (o.json) {
        out.write(std::string(firstEntry ? "\n" : ",\n") + "    {\"file\": " + jsonString(path) +
                  ", \"findings\": [");
    }
    Listing listing(out, path, o.json, o.hiddenClasses);
    HiddenTextScanner scanner;
    const auto ioError = readAll(*in, [&](std::span<const std::uint8_t> chunk) {
        scanner.feed(chunk, &listing);
        return !out.failed();
    });
    if (!ioError)
        scanner.finish(&listing);
    outcome.counts = listing.counts();
    outcome.error = ioError;
    if (o.json) {
        out.write(std::string(listing.listed() == 0 ? "]" : "\n    ]") + ", \"findings_listed\": " +
                  num(listing.listed()) + ", \"finding_count\": " + num(outcome.counts.total()) +
                  ", \"findings_by_class\": " + byClass(outcome.counts, o.hiddenClasses) +
                  ", \"outside_text\": [" + listing.outsideJson() +
                  (listing.outsideJson().empty() ? "]" : "\n    ]") +
                  ", \"outside_text_count\": " + num(outcome.counts.outsideText));
        out.write(ioError ? ", \"truncated\": true, \"truncated_reason\": " +
                                jsonString(ioError->message()) + "}"
                          : std::string(", \"truncated\": false}"));
    }
    return outcome;
}

} // namespace

int runLint(const Options& o) {
    Out out;
    if (o.json)
        out.write("{\n  \"files\": [");
    HiddenCounts total;
    std::uint64_t withFindings = 0;
    std::string unreadable;
    bool trouble = false;
    bool firstEntry = true;
    for (const std::string& path : o.operands) {
        FileOutcome f = lintFile(out, path, o, firstEntry);
        firstEntry = firstEntry && !f.opened;
        total += f.counts;
        withFindings += f.counts.total() + f.counts.outsideText > 0 ? 1 : 0;
        if (f.error) {
            trouble = true;
            if (!f.opened && o.json) {
                unreadable += std::string(unreadable.empty() ? "\n" : ",\n") +
                              "    {\"file\": " + jsonString(path) +
                              ", \"error\": " + jsonString(f.error->reason) + "}";
            }
            complain(*f.error);
        }
        if (out.failed())
            break;
    }
    if (o.json) {
        out.write(std::string(firstEntry ? "]" : "\n  ]") + ",\n  \"unreadable\": [" + unreadable +
                  (unreadable.empty() ? "]" : "\n  ]") +
                  ",\n  \"finding_count\": " + num(total.total()) +
                  ",\n  \"findings_by_class\": " + byClass(total, o.hiddenClasses) +
                  ",\n  \"outside_text_count\": " + num(total.outsideText) +
                  ",\n  \"files_with_findings\": " + num(withFindings) + "\n}\n");
    }
    if (!out.flush()) {
        out.complainFailure();
        return kExitTrouble;
    }
    if (trouble)
        return kExitTrouble;
    return total.total() + total.outsideText == 0 ? kExitOk : kExitInvalid;
}

} // namespace u8scope::cli
