// The report of a file's scan, in one of three forms from one generator: the text and the JSON
// that `u8scope-cli scan` writes, and a self-contained HTML page (inline CSS, nothing fetched,
// every string from the file or its name escaped) that the window's File ▸ Export Report and
// `u8scope-cli scan --html` write. Each holds the file summary (filesummary.h), the counts by
// octet class (ISO/IEC 10646-1 Annex R, Table 1), by error kind (errorkind.h) and of hidden
// characters by class (text/hidden.h), the regions of the file's map (regionmap.h, when it is
// given), then every malformed unit (RFC 3629 §4) with its offset, line and column, its octets
// and explanation (explaintext.h); the page adds the mojibake findings with their repairs
// (mojibake.h, mojibaketext.h).
//
// ReportWriter formats piece by piece into a buffer handed to a sink, so that a list of millions
// of errors streams with bounded memory; writeReport() drives it over a whole source.
#pragma once

#include "u8scope/codec/errorcontext.h"
#include "u8scope/codec/explain.h"
#include "u8scope/codec/profile.h"
#include "u8scope/codec/unit.h"
#include "u8scope/file/filesummary.h"
#include "u8scope/file/result.h"
#include "u8scope/file/source.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/regions/regionmap.h"
#include "u8scope/scan/scanstats.h"
#include "u8scope/text/hidden.h"
#include "u8scope/text/lineposition.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace u8scope {

enum class ReportFormat : std::uint8_t {
    Text, ///< for a terminal: `u8scope-cli scan`
    Json, ///< one JSON object: `u8scope-cli scan --json`, fields described in docs/reports.md
    Html, ///< a self-contained page: `u8scope-cli scan --html`, the window's Export Report
};

/// The malformed units a page lists unless told otherwise: a page of a million errors helps
/// nobody and makes browsers crawl. The page says when it lists fewer than there are.
inline constexpr std::uint64_t kHtmlErrorLimit = 5000;
/// The malformed units a terminal report lists unless told otherwise: each takes about 700
/// octets with its explanation, so 1 MiB of FF octets would print 700 MB. The counts stay
/// complete and the report says when it lists fewer than there are.
inline constexpr std::uint64_t kTextErrorLimit = 10000;
/// The mojibake findings a page lists at most.
inline constexpr std::uint64_t kHtmlMojibakeLimit = 1000;
/// The regions of the file's map a page lists at most.
inline constexpr std::uint64_t kHtmlRegionLimit = 1000;

/// How many malformed units a report lists: `maxErrors` when given, else kTextErrorLimit (Text),
/// kHtmlErrorLimit (Html) or every one (Json, for programs).
[[nodiscard]] constexpr std::uint64_t
errorListLimit(ReportFormat format, std::optional<std::uint64_t> maxErrors) noexcept {
    switch (format) {
    case ReportFormat::Text:
        return maxErrors.value_or(kTextErrorLimit);
    case ReportFormat::Html:
        return maxErrors.value_or(kHtmlErrorLimit);
    case ReportFormat::Json:
        break;
    }
    return maxErrors.value_or(UINT64_MAX);
}

/// The mojibake findings of a page: the first kHtmlMojibakeLimit kept, all of them counted.
class ReportFindings final : public MojibakeSink {
public:
    void onFinding(const MojibakeFinding& finding) override;
    [[nodiscard]] const std::vector<MojibakeFinding>& kept() const noexcept { return m_kept; }
    [[nodiscard]] std::uint64_t count() const noexcept { return m_count; }

private:
    std::vector<MojibakeFinding> m_kept;
    std::uint64_t m_count = 0;
};

/// Receives the report in pieces; returns false when writing failed (the report then stops).
using ReportSink = std::function<bool(std::string_view)>;

class ReportWriter {
public:
    /// `namesCommands`: as ReportOptions::namesCommands.
    ReportWriter(ReportFormat format, Profile profile, ReportSink sink, bool namesCommands = true);

    /// The hidden characters by class (text/hidden.h), which header() then counts too.
    void setHidden(const HiddenCounts& counts) { m_hidden = counts; }

    /// Everything before the list of errors: the summary and the counts. `listed` is how many
    /// malformed units the list will hold (fewer than stats.errors when bounded). With the file's
    /// region map (regionmap.h; kept, not copied, until the report ends), an error in a region of
    /// binary data is explained as part of it and the others as text (RegionMap::readAsData);
    /// without, every error of a file that is binary data by its head (FileKind::Binary) is.
    void header(std::string_view name, const ScanStats& stats, const FileSummary& summary,
                std::uint64_t listed, const RegionMap* regions = nullptr);
    /// One malformed unit of the list, with the octets around it (for its explanation) and its
    /// line and column (lineposition.h).
    void error(const Unit& unit, const ErrorContext& context, LineColumn at);
    /// Ends the list of errors; a non-empty `truncation` says why it stops short (the file could
    /// not be read to its end, or changed). The JSON ends here.
    void endErrors(const std::string& truncation);
    /// One mojibake finding (the page only; the other forms ignore it).
    void mojibake(const MojibakeFinding& finding);
    /// Ends the report: the page's mojibake section closes with its counts (`found` in all, of
    /// which the ones given to mojibake() were listed; `truncation` why the search stopped short).
    void finish(std::uint64_t found, const std::string& truncation = {});

    [[nodiscard]] std::uint64_t listed() const noexcept { return m_listed; }
    /// Hands what is buffered to the sink; false if this or an earlier write failed.
    bool flush();
    /// Drops what was buffered since the last flush (units read from a file that has changed
    /// since), as if it had never been written.
    void dropUnflushed() noexcept {
        m_buf.clear();
        m_listed = m_flushedListed;
        m_listOpen = m_flushedListOpen;
    }
    [[nodiscard]] bool failed() const noexcept { return m_failed; }

private:
    void text(std::string_view s) { m_buf += s; }
    void number(std::uint64_t v);
    void padded(std::string_view s, std::size_t width, bool right = false);
    void paddedNumber(std::uint64_t v, std::size_t width, bool right = false);
    void jsonText(std::string_view s);
    void html(std::string_view s);
    void ruleBreak(const Explanation& e);
    void textHeader(std::string_view name, const ScanStats& s, const FileSummary& summary,
                    std::uint64_t listed);
    void jsonHeader(std::string_view name, const ScanStats& s, const FileSummary& summary);
    void htmlHeader(std::string_view name, const ScanStats& s, const FileSummary& summary,
                    std::uint64_t listed);

    ReportFormat m_format;
    Profile m_profile;
    ReportSink m_sink;
    std::string m_buf;
    std::uint64_t m_listed = 0;
    std::uint64_t m_findings = 0;
    bool m_failed = false;
    bool m_namesCommands = true;
    bool m_binaryData = false; ///< the file is binary data: its errors are data
    const RegionMap* m_regions = nullptr;
    bool m_listOpen = false;   ///< the page's list of errors is open
    std::optional<HiddenCounts> m_hidden;
    // m_listed and m_listOpen as of the last flush, for dropUnflushed().
    std::uint64_t m_flushedListed = 0;
    bool m_flushedListOpen = false;
};

struct ReportOptions {
    ReportFormat format = ReportFormat::Json;
    Profile profile = kDefaultProfile;
    /// List at most this many malformed units; unset: every one (Text, Json) or kHtmlErrorLimit.
    std::optional<std::uint64_t> maxErrors;
    /// The name the report gives the file (its path as given, or the window's name for it).
    std::string name;
    /// Called now and then, also from worker threads, with the octets done of all the passes
    /// together (of ReportOutcome::work()); returning false stops the report (cancelled).
    std::function<bool(std::uint64_t done, std::uint64_t total)> progress;
    /// For a file, which is read twice (counted, then listed): how it changed on disk since it
    /// was opened ("now 10 octets instead of 8"), or empty while it has not. Asked before and
    /// after the counting pass (a change during it: nothing is written, readError says "changed
    /// while it was read"), before the listing pass and after each piece of it; a change stops
    /// the list there, marked truncated with the reason, since the units it would go on to
    /// list are no longer those counted.
    std::function<std::string()> changed;
    /// Whether the report may send its reader to a command of u8scope-cli: not the window's,
    /// whose reader may have no command line.
    bool namesCommands = true;
};

struct ReportOutcome {
    ScanStats stats;
    /// Reading failed before anything was written: nothing is in the sink.
    std::optional<IoError> readError;
    /// The sink refused a piece (a full disk): the report is incomplete.
    bool writeFailed = false;
    bool cancelled = false;
    /// Why the list of errors stops short (written into the report too); empty when complete.
    std::string truncation;
    /// Octets writeReport() goes through in all its passes (for a progress bar's total).
    [[nodiscard]] static std::uint64_t work(std::uint64_t size, ReportFormat format) noexcept {
        return size * (format == ReportFormat::Html ? 3 : 2);
    }
};

/// The report of a whole source: a parallel pass counts, a second lists each malformed unit as it
/// finds it (nothing is kept per error), and for the page a third looks for mojibake.
[[nodiscard]] ReportOutcome writeReport(const ByteSource& source, const ReportOptions& options,
                                        const ReportSink& sink);

} // namespace u8scope
