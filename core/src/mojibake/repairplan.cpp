// What a repair is to do: see repairplan.h.
#include "u8scope/mojibake/repairplan.h"

#include "u8scope/file/filesummary.h"
#include "u8scope/scan/scanner.h"

#include <memory>
#include <vector>

namespace u8scope {

namespace {

constexpr std::size_t kChunk = std::size_t{1} << 20;

} // namespace

MojibakeOptions withRegionMap(MojibakeOptions options, RegionMap map) {
    const std::span<const Region> regions = map.regions();
    if (regions.size() > 1 && regions.back().kind != RegionKind::Nul &&
        isBinaryRegion(regions.back().kind))
        options.binaryFrom = regions.back().offset;
    options.regions = std::make_shared<const RegionMap>(std::move(map));
    return options;
}

void RepairPlan::takeMap(RegionMap map) {
    options = withRegionMap(std::move(options), std::move(map));
}

namespace {

// Whether `a` and `b` hold the same evidence of a first pass: the options withEvidence sets.
bool sameEvidence(const MojibakeOptions& a, const MojibakeOptions& b) noexcept {
    return a.codecVotes == b.codecVotes && a.legacyVotes == b.legacyVotes &&
           a.binaryFrom == b.binaryFrom && a.legacyByChance == b.legacyByChance;
}

} // namespace

void RepairPlan::takeSurvey(const MojibakeStats& stats) {
    const MojibakeOptions before = options;
    options = withEvidence(options, stats);
    surveyIsPass.reset();
    if (stats.findings == 0 && sameEvidence(before, options))
        surveyIsPass = stats;
    chanceLegacy = chanceLegacyOf(stats, options);
    surveyUnproven = options.legacyByChance ? stats.unprovenLegacy : 0;
    surveyFindings = stats.findings - chanceLegacy;
    if (refusal == RepairRefusal::None && options.binaryFrom && surveyFindings > 0)
        refusal = RepairRefusal::BinaryFrom;
}

RepairPlan planRepairFromHead(std::span<const std::uint8_t> head) {
    RepairPlan plan;
    plan.encoding = guessTextEncoding(head);
    plan.binary = isBinaryData(head);
    plan.options = optionsForHead(plan.encoding, plan.binary);
    if (plan.encoding && !plan.encoding->codec)
        plan.refusal = RepairRefusal::NotUtf8;
    else if (plan.binary)
        plan.refusal = RepairRefusal::BinaryData;
    return plan;
}

std::optional<IoError> completeRepairPlan(RepairPlan& plan, const ByteSource& source,
                                          const std::atomic<bool>* cancel) {
    const auto cancelled = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };
    // Binary data by its head is read in its lines of text alone, as a stream is: its map
    // would make every line data.
    if (!plan.binary) {
        ScanOptions mapping;
        mapping.buildIndex = false;
        mapping.regions = true;
        mapping.cancel = cancel;
        ScanResult scan = scanSource(source, Profile::Rfc3629, mapping);
        if (scan.ioError)
            return scan.ioError;
        if (cancelled())
            return std::nullopt;
        if (scan.regions)
            plan.takeMap(std::move(*scan.regions));
    }
    MojibakeScanner survey(plan.options);
    std::vector<std::uint8_t> buffer(kChunk);
    for (std::uint64_t at = 0;;) {
        auto n = source.read(at, buffer);
        if (!n)
            return n.error();
        if (*n == 0)
            break;
        survey.feed(std::span(buffer).first(*n), nullptr);
        at += *n;
        if (cancelled())
            return std::nullopt;
    }
    // What was read of a source that changed meanwhile belongs to no version of it.
    if (const std::string change = source.changeSinceOpened(); !change.empty())
        return IoError{source.name(), "changed while it was read (" + change + ")", 0};
    survey.finish(nullptr);
    plan.takeSurvey(survey.stats());
    return std::nullopt;
}

Result<RepairPlan> planRepair(const ByteSource& source, const std::atomic<bool>* cancel) {
    auto head = source.readVector(0, kEncodingSample);
    if (!head)
        return head.error();
    RepairPlan plan = planRepairFromHead(*head);
    if (plan.refused())
        return plan;
    if (auto error = completeRepairPlan(plan, source, cancel))
        return *error;
    return plan;
}

} // namespace u8scope
