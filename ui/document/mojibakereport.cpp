#include "document/mojibakereport.h"

#include "u8scope/textescape.h"

#include <algorithm>

namespace u8scope::ui {

namespace {

constexpr std::size_t kChunk = std::size_t{1} << 20;

class Keep final : public MojibakeSink {
public:
    explicit Keep(MojibakeReport& report) : m_report(report) {}
    void onFinding(const MojibakeFinding& f) override {
        ++m_report.count;
        ++m_report.byKind[static_cast<std::size_t>(f.kind)];
        ++m_report.byCodec[static_cast<std::size_t>(f.codec.id())];
        if (m_report.findings.size() < MojibakeReport::kKept)
            m_report.findings.push_back(f);
    }

private:
    MojibakeReport& m_report;
};

// One pass over the source; false when cancelled or when it could not be read.
bool pass(const ByteSource& source, MojibakeScanner& scanner, MojibakeSink* sink,
          JobControl* control, MojibakeReport& report) {
    std::vector<std::uint8_t> buffer(kChunk);
    for (std::uint64_t at = 0;;) {
        if (control && control->cancel.load(std::memory_order_relaxed)) {
            report.cancelled = true;
            return false;
        }
        auto n = source.read(at, buffer);
        if (!n) {
            report.problem = terminalSafe(n.error().message());
            return false;
        }
        if (*n == 0)
            break;
        scanner.feed(std::span(buffer).first(*n), sink);
        at += *n;
        if (control)
            control->done.fetch_add(*n, std::memory_order_relaxed);
    }
    scanner.finish(sink);
    return true;
}

} // namespace

std::size_t MojibakeReport::firstEndingAfter(std::uint64_t offset) const noexcept {
    const auto it = std::upper_bound(
        findings.begin(), findings.end(), offset,
        [](std::uint64_t at, const MojibakeFinding& f) { return at < f.offset + f.length; });
    return static_cast<std::size_t>(it - findings.begin());
}

std::pair<std::size_t, std::size_t> MojibakeReport::overlapping(std::uint64_t from,
                                                                std::uint64_t to) const noexcept {
    const std::size_t first = firstEndingAfter(from);
    std::size_t last = first;
    while (last < findings.size() && findings[last].offset < to)
        ++last;
    return {first, last};
}

MojibakeReport findSourceMojibake(const ByteSource& source, JobControl* control) {
    MojibakeReport report;
    MojibakeOptions options;
    if (auto head = source.readVector(0, kEncodingSample)) {
        report.encoding = guessEncoding(*head);
    } else {
        report.problem = terminalSafe(head.error().message());
        return report;
    }
    // UTF-16 and UTF-32 hold no text a UTF-8 reading could repair: the encoding is the finding.
    if (report.encoding && !report.encoding->codec)
        return report;
    if (report.encoding)
        options.legacyCodec = report.encoding->codec;
    if (control)
        control->total.store(source.size(), std::memory_order_relaxed);
    MojibakeScanner first(options);
    Keep keep(report);
    if (!pass(source, first, &keep, control, report) || report.count == 0)
        return report;
    // Something was found: again, with the evidence of the whole source for the ties.
    const auto votes = first.stats().votes;
    MojibakeReport again;
    again.encoding = report.encoding;
    options.codecVotes = votes;
    MojibakeScanner second(options);
    Keep keepAgain(again);
    if (control)
        control->total.fetch_add(source.size(), std::memory_order_relaxed);
    if (!pass(source, second, &keepAgain, control, again))
        return again;
    return again;
}

const Analysis<MojibakeReport> kMojibakeFindings{
    "mojibake", [](const ByteSource& source, Profile, JobControl& control) {
        return findSourceMojibake(source, &control);
    }};

} // namespace u8scope::ui
