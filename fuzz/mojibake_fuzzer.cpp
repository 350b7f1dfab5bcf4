// The mojibake engine: the streaming MojibakeScanner in fuzzer-chosen chunks (and, for small
// inputs, octet by octet and cut in two at every offset or at 16 the input chooses) against the
// plain reference of tests/common/mojibakereference.h, the engine reading only where a scan's
// hints point (the window's way) against it too, a second pass with the evidence of the first
// against it where the first pass's ties say it would find the same (MojibakeTies),
// MojibakeRepairer against the reference's repaired text, and what every finding must be: in
// order, inside the input, its text the input's octets, its repair UTF-8, its words non-empty
// UTF-8; the same of the findings mojibakeIn gives for a range, which must overlap it;
// well-formed UTF-8 with no finding repaired unchanged; and a repair that was complete
// (completeRepair) repaired again is unchanged.
#include "fuzz_support.h"
#include "mojibake/pieces.h"
#include "mojibakereference.h"
#include "u8scope/file/source.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/mojibake/mojibaketext.h"
#include "u8scope/scan/scanner.h"

namespace u8scope::fuzz {
namespace {

bool isUtf8(const std::string& s) {
    const auto units = decodeAll(
        std::span(reinterpret_cast<const std::uint8_t*>(s.data()), s.size()), Profile::Rfc3629);
    return std::all_of(units.begin(), units.end(), [](const Unit& u) { return u.valid(); });
}

std::string describe(const MojibakeFinding& f) {
    return std::string(toString(f.kind)) + " at " + std::to_string(f.offset) + "+" +
           std::to_string(f.length) + " through " + std::string(f.codec.name());
}

class Collect final : public MojibakeSink {
public:
    void onFinding(const MojibakeFinding& f) override { found.push_back(f); }
    std::vector<MojibakeFinding> found;
};

void checkFindings(std::span<const std::uint8_t> data, const std::vector<MojibakeFinding>& all) {
    std::uint64_t end = 0;
    for (const MojibakeFinding& f : all) {
        FUZZ_CHECK(f.offset >= end, describe(f) + " overlaps the one before");
        FUZZ_CHECK(f.length > 0 && f.offset + f.length <= data.size(), describe(f));
        FUZZ_CHECK(f.text ==
                       std::string(reinterpret_cast<const char*>(data.data()) + f.offset, f.length),
                   describe(f) + ": text is not the input's octets");
        FUZZ_CHECK(isUtf8(f.repaired), describe(f) + ": the repair is not UTF-8");
        FUZZ_CHECK(f.confidence > 0 && f.confidence <= 1, describe(f));
        if (f.rounds > 0) {
            FUZZ_CHECK(f.stages.size() == static_cast<std::size_t>(f.rounds) + 1 &&
                           f.stages.front() == f.repaired &&
                           f.chain.size() == static_cast<std::size_t>(f.rounds) &&
                           f.chain.back() == f.codec,
                       describe(f) + ": stages");
        }
        const MojibakeText words = mojibakeText(f);
        FUZZ_CHECK(!words.plain.empty() && isUtf8(words.text()) && !chainName(f).empty(),
                   describe(f) + ": words");
        end = f.offset + f.length;
    }
}

void compare(const std::vector<MojibakeFinding>& got, const std::vector<MojibakeFinding>& want,
             const char* how) {
    FUZZ_CHECK(got.size() == want.size(), std::string(how) + ": " + std::to_string(got.size()) +
                                              " findings, the reference " +
                                              std::to_string(want.size()));
    for (std::size_t i = 0; i < got.size(); ++i) {
        const MojibakeFinding& a = got[i];
        const MojibakeFinding& b = want[i];
        FUZZ_CHECK(a.offset == b.offset && a.length == b.length && a.kind == b.kind &&
                       a.repaired == b.repaired && a.codec == b.codec && a.rounds == b.rounds &&
                       a.chain == b.chain && a.cesu8 == b.cesu8 && a.stages == b.stages &&
                       a.confidence == b.confidence && a.alternatives == b.alternatives &&
                       a.lost == b.lost && a.before == b.before && a.after == b.after,
                   std::string(how) + ": " + describe(a) + ", the reference " + describe(b));
    }
}

} // namespace
} // namespace u8scope::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    using namespace u8scope;
    using namespace u8scope::fuzz;
    FuzzedDataProvider in(bytes, size);
    const auto flags = in.ConsumeIntegral<std::uint8_t>();
    MojibakeOptions options;
    if (flags & 1)
        options.codecVotes[(flags >> 4) % kCodecCount] = 5;
    if (flags & 2)
        options.legacyCodec = Codec::all()[(flags >> 2) % kCodecCount];
    options.binaryData = (flags & 0x80) != 0;
    options.legacyByChance = (flags & 0x24) == 0x24;
    const ChunkPlan plan = consumeChunkPlan(in);
    // A spliced stretch reaches past the longest piece the engine examines at once, and no
    // further: every octet costs each of the passes below its weighing through every codec.
    const Bytes data = consumeData(in, true, detail::kPieceMax + detail::kPieceStep);
    const auto reference = test::referenceMojibake(data, options);
    checkFindings(data, reference.findings);

    const auto pass = [&](const auto& feedAll, const char* how) {
        Collect sink;
        MojibakeScanner scanner(options);
        feedAll([&](std::span<const std::uint8_t> chunk) { scanner.feed(chunk, &sink); });
        scanner.finish(&sink);
        compare(sink.found, reference.findings, how);
        FUZZ_CHECK(scanner.stats().votes == reference.stats.votes, std::string(how) + ": votes");
        FUZZ_CHECK(scanner.stats().legacyOctetsRead == reference.stats.legacyOctetsRead,
                   std::string(how) + ": legacy octets read");
    };
    pass([&](const auto& feed) { plan.feed(data, feed); }, "planned chunks");

    // A second pass with the evidence of the whole input (the votes the pass above counted,
    // as the reference's), what findMojibake and repairMojibake read with. The window leaves it
    // out when the first pass's ties would all come out the same with it: then it must find the
    // same.
    MojibakeOptions again = options;
    for (std::size_t i = 0; i < again.codecVotes.size(); ++i)
        again.codecVotes[i] += reference.stats.votes[i];
    Collect second;
    {
        MojibakeScanner scanner(again);
        plan.feed(data, [&](std::span<const std::uint8_t> chunk) { scanner.feed(chunk, &second); });
        scanner.finish(&second);
        if (reference.stats.ties.holdWith(reference.stats.votes)) {
            compare(second.found, reference.findings, "a second pass, its ties holding");
            FUZZ_CHECK(scanner.stats().votes == reference.stats.votes, "a second pass: votes");
        }
    }
    // Every cut of short data; of longer data, 16 cuts its octets choose (fuzz_support.h).
    everySplit(
        data,
        [&](const std::vector<std::span<const std::uint8_t>>& chunks) {
            pass(
                [&](const auto& feed) {
                    for (const auto& c : chunks)
                        feed(c);
                },
                "cut chunks");
        },
        16);

    // The window's way: the UTF-8 scan notes where to look (one or two threads), and the engine
    // reads only there, yet finds the same. (A file in a legacy codec is read whole.)
    if (!options.legacyCodec) {
        const MemorySource source(data);
        ScanOptions scanOptions;
        scanOptions.mojibakeHints = true;
        scanOptions.threads = 1 + ((flags >> 6) & 1);
        scanOptions.chunkSize = 4096;
        const ScanResult scan = scanSource(source, Profile::Rfc3629, scanOptions);
        FUZZ_CHECK(scan.mojibakeHints.has_value(), "the scan left no hints");
        Collect hinted;
        MojibakeScanner engine(options);
        FUZZ_CHECK(!engine.feedSource(source, *scan.mojibakeHints, &hinted).has_value(),
                   "feedSource failed on memory");
        compare(hinted.found, reference.findings, "hinted");
        FUZZ_CHECK(engine.stats().votes == reference.stats.votes, "hinted: votes");
    }

    // The window's read of a screenful (mojibakeIn): findings that overlap the range, each a
    // sound finding of the input's octets.
    if (!data.empty()) {
        const MemorySource source(data);
        const std::uint64_t from = (flags * 131u) % data.size();
        const std::uint64_t to = std::min<std::uint64_t>(data.size(), from + 1 + flags * 17u);
        const auto found = mojibakeIn(source, from, to, options);
        FUZZ_CHECK(found.ok(), "mojibakeIn failed on memory");
        checkFindings(data, *found);
        for (const MojibakeFinding& f : *found)
            FUZZ_CHECK(f.offset < to && f.offset + f.length > from, describe(f) + ": not in range");
    }

    std::string repaired;
    MojibakeRepairer repairer([&](std::string_view s) { repaired.append(s); }, options);
    plan.feed(data, [&](std::span<const std::uint8_t> chunk) { repairer.feed(chunk); });
    repairer.finish();
    FUZZ_CHECK(repaired == test::referenceRepair(data, reference.findings),
               "MojibakeRepairer's text differs from the reference repair");

    // Repairing the repair changes nothing, where the first repair was complete (completeRepair,
    // of the findings of the second pass above: findMojibake's, without reading the input twice
    // more).
    const std::string_view text(reinterpret_cast<const char*>(data.data()), data.size());
    const std::string once = repairMojibake(text, options);
    // Well-formed UTF-8 in which nothing was found comes out as it went in, octet for octet.
    if (isUtf8(std::string(text))) {
        FUZZ_CHECK(!reference.findings.empty() || repaired == text,
                   "MojibakeRepairer changed well-formed UTF-8 in which it found nothing");
        FUZZ_CHECK(!second.found.empty() || once == text,
                   "repairMojibake changed well-formed UTF-8 in which it found nothing");
    }
    if (test::completeRepair(second.found, once, reference.stats)) {
        const std::string twice = repairMojibake(once, options);
        FUZZ_CHECK(twice == once, "the repair of the repair differs from the repair: " +
                                      std::to_string(once.size()) + " octets repaired, " +
                                      std::to_string(twice.size()) + " repaired again");
    }
    return 0;
}
