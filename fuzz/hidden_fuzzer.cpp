// The hidden-character scan: HiddenScanner with every kernel, in fuzzer-chosen chunks (and every
// cut of small inputs), against the plain reference of tests/common/hiddenreference.h, field for
// field; counts and line ends against the same. Input octets may be mapped onto pieces of text
// that make the rules fire (bidi controls, joiners in scripts that use them and in scripts that
// do not, look-alike letters, tags, variation selectors, spaces, line ends), or taken as they are.
// Split by the region map of the input (hiddenInText): HiddenTextScanner in the planned chunks,
// its findings in text and its regions outside text; and scanSource with ScanOptions::hidden over
// a MemorySource with 1 to 4 threads: the same counts, and the same findings in its HiddenIndex
// (each thread takes the lines that start in its part).
#include "fuzz_support.h"
#include "hidden_pieces.h"
#include "hiddenreference.h"
#include "u8scope/scan/scanner.h"
#include "u8scope/text/hiddenscanner.h"
#include "u8scope/text/hiddentextscanner.h"

namespace u8scope::fuzz {
namespace {

std::string describe(const std::vector<HiddenFinding>& found) {
    std::string out;
    for (const HiddenFinding& f : found) {
        out += std::to_string(f.offset) + "+" + std::to_string(f.length) + " " +
               std::string(toString(f.cls)) + " " + formatCodePoint(f.codePoint) + " " +
               std::to_string(f.line) + ":" + std::to_string(f.column) + " " +
               std::to_string(f.script) + ">" + std::to_string(f.readsAsScript) + " " +
               formatCodePoint(f.looksLike) + " " + std::to_string(static_cast<int>(f.reason)) +
               "\n";
    }
    return out;
}

class Collect final : public HiddenSink {
public:
    void onHidden(const HiddenFinding& f) override { found.push_back(f); }
    std::vector<HiddenFinding> found;
};

void check(std::span<const std::uint8_t> data, const std::vector<HiddenFinding>& expected,
           const std::vector<std::vector<std::span<const std::uint8_t>>>& cuts,
           const ChunkPlan& plan) {
    const std::string want = describe(expected);
    HiddenCounts counts;
    for (const HiddenFinding& f : expected)
        ++counts.byClass[static_cast<int>(f.cls)];
    std::uint64_t lineEnds = 0;
    for (std::size_t i = 0; i < data.size(); ++i) {
        lineEnds +=
            data[i] == '\n' || (data[i] == '\r' && i + 1 < data.size() && data[i + 1] != '\n');
    }
    for (const kernels::Kernel* kernel : kernels::availableKernels()) {
        HiddenScanner scanner(*kernel);
        const auto verify = [&](const Collect& c, const char* how) {
            FUZZ_CHECK(describe(c.found) == want, std::string(kernel->name) + " " + how +
                                                      " finds\n" + describe(c.found) +
                                                      "instead of\n" + want);
            FUZZ_CHECK(scanner.counts() == counts, std::string(kernel->name) + ": counts");
            FUZZ_CHECK(scanner.lineEnds() == lineEnds,
                       std::string(kernel->name) + ": " + std::to_string(scanner.lineEnds()) +
                           " line ends, not " + std::to_string(lineEnds));
        };
        Collect planned;
        plan.feed(data,
                  [&](std::span<const std::uint8_t> chunk) { scanner.feed(chunk, &planned); });
        scanner.finish(&planned);
        verify(planned, "in planned chunks");
        for (const auto& chunks : cuts) {
            Collect cut;
            for (const auto& chunk : chunks)
                scanner.feed(chunk, &cut);
            scanner.finish(&cut);
            verify(cut, "cut");
        }
    }
}

using CollectAll = test::CollectHidden;

// The text of the stream, split by its region map: HiddenTextScanner in the planned chunks.
void checkInText(std::span<const std::uint8_t> data, const test::HiddenInText& expected,
                 const ChunkPlan& plan) {
    HiddenTextScanner scanner;
    CollectAll got;
    plan.feed(data, [&](std::span<const std::uint8_t> chunk) { scanner.feed(chunk, &got); });
    scanner.finish(&got);
    FUZZ_CHECK(describe(got.found) == describe(expected.findings),
               "HiddenTextScanner finds\n" + describe(got.found) + "instead of\n" +
                   describe(expected.findings));
    FUZZ_CHECK(test::describeOutside(got.outside) == test::describeOutside(expected.outside),
               "HiddenTextScanner counts outside text\n" + test::describeOutside(got.outside) +
                   "instead of\n" + test::describeOutside(expected.outside));
    FUZZ_CHECK(scanner.counts() == expected.counts, "HiddenTextScanner: counts");
}

void checkSplit(const Bytes& data, const test::HiddenInText& inText, unsigned threads) {
    const std::vector<HiddenFinding>& expected = inText.findings;
    const HiddenCounts& counts = inText.counts;
    const MemorySource source(data);
    ScanOptions options;
    options.threads = threads;
    options.chunkSize = 4096;
    options.hidden = true;
    options.hiddenIndex = true;
    const ScanResult r = scanSource(source, Profile::Rfc3629, options);
    FUZZ_CHECK(r.hidden && r.hiddenIndex, "scanSource gives no hidden characters");
    const std::vector<HiddenFinding> kept(r.hiddenIndex->findings().begin(),
                                          r.hiddenIndex->findings().end());
    FUZZ_CHECK(describe(kept) == describe(expected),
               std::to_string(threads) + " threads: scanSource finds\n" + describe(kept) +
                   "instead of\n" + describe(expected));
    FUZZ_CHECK(*r.hidden == counts, std::to_string(threads) + " threads: counts of scanSource");
    FUZZ_CHECK(r.hiddenIndex->counts() == counts,
               std::to_string(threads) + " threads: counts of the index");
}

} // namespace
} // namespace u8scope::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* input, std::size_t size) {
    using namespace u8scope;
    using namespace u8scope::fuzz;
    FuzzedDataProvider in(input, size);
    const bool map = in.ConsumeBool();
    const auto threads = in.ConsumeIntegralInRange<unsigned>(1, 4);
    const ChunkPlan plan = consumeChunkPlan(in);
    Bytes data = consumeData(in, true);
    if (map)
        data = mapped(data);
    if (data.size() > (std::size_t{1} << 16))
        data.resize(std::size_t{1} << 16);
    const auto expected = test::hiddenReference(data);
    std::vector<std::vector<std::span<const std::uint8_t>>> cuts;
    everySplit(data, [&](std::vector<std::span<const std::uint8_t>> chunks) {
        cuts.push_back(std::move(chunks));
    });
    check(data, expected, cuts, plan);
    const test::HiddenInText inText = test::hiddenInText(expected, data);
    checkInText(data, inText, plan);
    checkSplit(data, inText, threads);
    return 0;
}
