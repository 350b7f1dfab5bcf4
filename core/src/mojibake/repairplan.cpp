// What a repair is to do: see repairplan.h.
#include "u8scope/mojibake/repairplan.h"

#include "u8scope/file/filesummary.h"
#include "u8scope/scan/scanner.h"

#include <algorithm>
#include <cstring>
#include <exception>
#include <memory>
#include <system_error>
#include <thread>
#include <vector>

namespace u8scope {

namespace {

constexpr std::size_t kChunk = std::size_t{1} << 20;

// Feeds source[from, to) to `scanner`; `cancelled` says when `cancel` stopped it.
std::optional<IoError> feedRange(const ByteSource& source, std::uint64_t from, std::uint64_t to,
                                 MojibakeScanner& scanner, const std::atomic<bool>* cancel,
                                 bool& cancelled) {
    std::vector<std::uint8_t> buffer(kChunk);
    for (std::uint64_t at = from; at < to;) {
        const auto want = static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, to - at));
        auto n = source.read(at, std::span(buffer).first(want));
        if (!n)
            return n.error();
        if (*n == 0)
            break; // the source shrank: it ends here
        scanner.feed(std::span(buffer).first(*n), nullptr);
        at += *n;
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            cancelled = true;
            break;
        }
    }
    return std::nullopt;
}

// Where the second half of a source of `size` octets starts: after the first line feed from its
// middle on, within kPieceMax octets (a piece starts there, whatever came before); 0 for none.
Result<std::uint64_t> middleLineStart(const ByteSource& source, std::uint64_t size) {
    std::vector<std::uint8_t> buffer(std::size_t{64} << 10);
    const std::uint64_t middle = size / 2;
    auto n = source.read(middle, buffer);
    if (!n)
        return n.error();
    const auto* nl = static_cast<const std::uint8_t*>(std::memchr(buffer.data(), '\n', *n));
    if (nl == nullptr || middle + static_cast<std::uint64_t>(nl - buffer.data()) + 1 >= size)
        return std::uint64_t{0};
    return middle + static_cast<std::uint64_t>(nl - buffer.data()) + 1;
}

// Whether a pass that read `first` gives what follows nothing to read differently: no votes, no
// binary data, no run of lines of it under way. A pass over what follows from a fresh start then
// decides everything as one pass from the start does (the ties it notes aside, added after).
bool givesNoEvidence(const MojibakeStats& first) noexcept {
    const auto none = [](const auto& votes) {
        return std::all_of(votes.begin(), votes.end(), [](std::uint64_t v) { return v == 0; });
    };
    return none(first.votes) && none(first.legacyVotes) && !first.binaryFrom &&
           first.binaryMalformed == 0;
}

// `first` and then `second`, a pass over what follows from offset `at`, as one pass.
void addLater(MojibakeStats& first, const MojibakeStats& second, std::uint64_t at) {
    const auto add = [](auto& into, const auto& more) {
        for (std::size_t i = 0; i < into.size(); ++i)
            into[i] += more[i];
    };
    first.octets += second.octets;
    first.findings += second.findings;
    add(first.byKind, second.byKind);
    add(first.byCodec, second.byCodec);
    add(first.votes, second.votes);
    first.unexplainedMalformed += second.unexplainedMalformed;
    first.unprovenLegacy += second.unprovenLegacy;
    add(first.legacyVotes, second.legacyVotes);
    first.malformed += second.malformed;
    first.binary += second.binary;
    first.binaryMalformed = second.binaryMalformed;
    if (second.binaryMalformedEnd != 0)
        first.binaryMalformedEnd = at + second.binaryMalformedEnd;
    if (second.binaryFrom)
        first.binaryFrom = at + *second.binaryFrom;
    first.ties.add(second.ties);
    first.legacyOctets += second.legacyOctets;
    add(first.legacyOctetsRead, second.legacyOctetsRead);
}

} // namespace

Result<MojibakeStats> surveySource(const ByteSource& source, const MojibakeOptions& options,
                                   const std::atomic<bool>* cancel, std::uint64_t splitFrom) {
    const std::uint64_t size = source.size();
    bool cancelled = false;
    std::uint64_t split = 0;
    if (size >= splitFrom && !options.binaryData && !options.binaryFrom) {
        auto at = middleLineStart(source, size);
        if (!at)
            return at.error();
        split = *at;
    }
    MojibakeScanner first(options);
    if (split > 0) {
        MojibakeOptions after = options;
        after.regionsOffset += split;
        MojibakeScanner second(after);
        std::optional<IoError> secondError;
        bool secondCancelled = false;
        std::exception_ptr secondFailure;
        std::thread thread;
        try {
            thread = std::thread([&] {
                try {
                    secondError = feedRange(source, split, size, second, cancel, secondCancelled);
                    second.finish(nullptr);
                } catch (...) { // out of memory: the caller's, as in one pass
                    secondFailure = std::current_exception();
                }
            });
        } catch (const std::system_error&) {
            split = 0; // no thread to be had: one pass
        }
        if (split > 0) {
            std::optional<IoError> firstError;
            std::exception_ptr firstFailure;
            try {
                firstError = feedRange(source, 0, split, first, cancel, cancelled);
            } catch (...) {
                firstFailure = std::current_exception();
            }
            thread.join();
            if (firstFailure)
                std::rethrow_exception(firstFailure);
            if (secondFailure)
                std::rethrow_exception(secondFailure);
            if (firstError)
                return *firstError;
            if (cancelled || secondCancelled)
                return first.stats();
            // (The first half ends where a piece of one pass ends, unless a line too long to
            // tell waits for what follows.)
            if (first.settled() == split && givesNoEvidence(first.stats())) {
                if (secondError)
                    return *secondError;
                MojibakeStats stats = first.stats();
                addLater(stats, second.stats(), split);
                return stats;
            }
            // The second half is read after the first, with its evidence.
            if (auto e = feedRange(source, split, size, first, cancel, cancelled))
                return *e;
            first.finish(nullptr);
            return first.stats();
        }
    }
    if (auto e = feedRange(source, 0, size, first, cancel, cancelled))
        return *e;
    if (!cancelled)
        first.finish(nullptr);
    return first.stats();
}

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
    auto survey = surveySource(source, plan.options, cancel);
    if (!survey)
        return survey.error();
    if (cancelled())
        return std::nullopt;
    // What was read of a source that changed meanwhile belongs to no version of it.
    if (const std::string change = source.changeSinceOpened(); !change.empty())
        return IoError{source.name(), "changed while it was read (" + change + ")", 0};
    plan.takeSurvey(*survey);
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
