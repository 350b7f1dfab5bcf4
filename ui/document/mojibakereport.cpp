#include "document/mojibakereport.h"

#include "u8scope/file/filesummary.h"
#include "u8scope/mojibake/repairplan.h"
#include "u8scope/regions/regionmap.h"
#include "u8scope/text/textescape.h"

#include <algorithm>

namespace u8scope::ui {

namespace {

// The memory a kept finding holds, its strings included.
std::size_t heldOctets(const MojibakeFinding& f) noexcept {
    std::size_t n = sizeof f + f.text.size() + f.repaired.size() + f.before.size() +
                    f.after.size() + (f.alternatives.size() + f.chain.size()) * sizeof(Codec);
    for (const std::string& stage : f.stages)
        n += sizeof stage + stage.size();
    return n;
}

// Counts every finding and keeps the first ones, as many as the report's limits hold: always a
// first part of them, so that keptThrough can tell where it ends.
class Keep final : public MojibakeSink {
public:
    Keep(MojibakeReport& report, std::size_t keptOctets)
        : m_report(report), m_room(keptOctets) {}
    void onFinding(const MojibakeFinding& f) override {
        ++m_report.count;
        ++m_report.byKind[static_cast<std::size_t>(f.kind)];
        if (hasCodec(f.kind))
            ++m_report.byCodec[static_cast<std::size_t>(f.codec.id())];
        if (isReencoding(f.kind))
            ++m_report.reencodedByCodec[static_cast<std::size_t>(f.codec.id())];
        const std::size_t octets = heldOctets(f);
        if (m_full || m_report.findings.size() >= MojibakeReport::kKept || octets > m_room) {
            m_full = true;
            return;
        }
        m_room -= octets;
        m_report.findings.push_back(f);
    }

private:
    MojibakeReport& m_report;
    std::size_t m_room;
    bool m_full = false;
};

// One pass over the source, reading only where `hints` point; false when cancelled or when it
// could not be read.
bool pass(const ByteSource& source, const MojibakeHints& hints, MojibakeScanner& scanner,
          MojibakeSink* sink, JobControl* control, MojibakeReport& report) {
    const std::uint64_t base = control ? control->done.load(std::memory_order_relaxed) : 0;
    const auto problem = scanner.feedSource(source, hints, sink, [&](std::uint64_t at) {
        if (!control)
            return true;
        control->done.store(base + at, std::memory_order_relaxed);
        return !control->cancel.load(std::memory_order_relaxed);
    });
    if (problem) {
        report.problem = terminalSafe(problem->message());
        return false;
    }
    if (control && control->cancel.load(std::memory_order_relaxed)) {
        report.cancelled = true;
        return false;
    }
    if (control)
        control->done.store(base + source.size(), std::memory_order_relaxed);
    return true;
}

} // namespace

std::size_t MojibakeReport::firstEndingAfter(std::uint64_t offset) const noexcept {
    const auto it = std::upper_bound(
        findings.begin(), findings.end(), offset,
        [](std::uint64_t at, const MojibakeFinding& f) { return at < f.offset + f.length; });
    return static_cast<std::size_t>(it - findings.begin());
}

bool MojibakeReport::keptThrough(std::uint64_t offset) const noexcept {
    if (cancelled || !problem.empty())
        return false;
    return count == findings.size() || (!findings.empty() && findings.back().offset > offset);
}

const MojibakeFinding* MojibakeReport::keptAt(std::uint64_t offset) const noexcept {
    const std::size_t i = firstEndingAfter(offset);
    return i < findings.size() && findings[i].offset <= offset ? &findings[i] : nullptr;
}

std::string MojibakeReport::repairKept(std::string_view octets, std::uint64_t offset,
                                       std::uint64_t* places) const {
    const auto [first, last] = overlapping(offset, offset + octets.size());
    return applyRepairs(octets, offset,
                        std::span<const MojibakeFinding>(findings).subspan(first, last - first),
                        places);
}

std::pair<std::size_t, std::size_t> MojibakeReport::overlapping(std::uint64_t from,
                                                                std::uint64_t to) const noexcept {
    const std::size_t first = firstEndingAfter(from);
    std::size_t last = first;
    while (last < findings.size() && findings[last].offset < to)
        ++last;
    return {first, last};
}

Result<SourceHead> readSourceHead(const ByteSource& source) {
    auto octets = source.readVector(0, kEncodingSample);
    if (!octets)
        return octets.error();
    SourceHead head;
    head.encoding = guessTextEncoding(*octets);
    head.binary = isBinaryData(*octets);
    head.options = optionsForHead(head.encoding, head.binary);
    return head;
}

MojibakeReport findSourceMojibake(const ByteSource& source, JobControl* control,
                                  const MojibakeHints* hints, std::size_t keptOctets,
                                  const RegionMap* regions) {
    const MojibakeHints everything = MojibakeHints::everything();
    const MojibakeHints& where = hints ? *hints : everything;
    MojibakeReport report;
    auto head = readSourceHead(source);
    if (!head) {
        report.problem = terminalSafe(head.error().message());
        return report;
    }
    report.encoding = head->encoding;
    report.binary = head->binary;
    if (head->holdsNoMojibake())
        return report;
    MojibakeOptions options = head->options;
    // Binary data and NUL holes are read as a repair copies them (repairplan.h).
    if (regions && !head->binary)
        options = withRegionMap(std::move(options), *regions);
    report.evidence = options;
    if (control)
        control->total.store(source.size(), std::memory_order_relaxed);
    MojibakeScanner first(options);
    Keep keep(report, keptOctets);
    const bool read = pass(source, where, first, &keep, control, report);
    // Where binary data began, as far as the pass went: the inspector reads the lines past it
    // as the pass did.
    report.binaryFrom = first.stats().binaryFrom;
    options.binaryFrom = report.binaryFrom;
    report.evidence = options;
    if (!read || report.count == 0)
        return report;
    // Something was found: again, with the evidence of the whole source for the ties, unless
    // that evidence would decide every tie as the first pass did (then it finds the same) and
    // the legacy octets it found are not chance readings (which the second leaves out).
    options = withEvidence(options, first.stats());
    if (!options.legacyByChance &&
        first.stats().ties.holdWith(options.codecVotes, options.legacyVotes)) {
        report.evidence = options;
        return report;
    }
    MojibakeReport again;
    again.encoding = report.encoding;
    again.binary = report.binary;
    again.binaryFrom = report.binaryFrom;
    again.evidence = options;
    again.chanceLegacy = chanceLegacyOf(first.stats(), options);
    MojibakeScanner second(options);
    Keep keepAgain(again, keptOctets);
    if (control)
        control->total.fetch_add(source.size(), std::memory_order_relaxed);
    // (Cancelled or unreadable, `again` says so.)
    pass(source, where, second, &keepAgain, control, again);
    return again;
}

const Analysis<MojibakeReport> kMojibakeFindings{
    "mojibake", [](const ByteSource& source, Profile, JobControl& control, const ScanResult& scan) {
        // The scan noted where to look; a scan that did not read everything noted nothing.
        // Its map too, under the profile a repair maps with (planRepair).
        const RegionMap* regions =
            scan.regions && scan.regions->profile() == Profile::Rfc3629 ? &*scan.regions : nullptr;
        return findSourceMojibake(source, &control,
                                  scan.mojibakeHints ? &*scan.mojibakeHints : nullptr,
                                  MojibakeReport::kKeptOctets, regions);
    }};

} // namespace u8scope::ui
