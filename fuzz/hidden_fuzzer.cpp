// The hidden-character scan: HiddenScanner with every kernel, in fuzzer-chosen chunks (and every
// cut of small inputs), against the plain reference of tests/common/hiddenreference.h, field for
// field; counts and line ends against the same. Input octets may be mapped onto pieces of text
// that make the rules fire (bidi controls, joiners in scripts that use them and in scripts that
// do not, look-alike letters, tags, variation selectors, spaces, line ends), or taken as they are.
// scanSource with ScanOptions::hidden over a MemorySource with 1 to 4 threads: the same counts,
// and the same findings in its HiddenIndex (each thread takes the lines that start in its part).
#include "fuzz_support.h"
#include "hiddenreference.h"
#include "u8scope/scan/scanner.h"
#include "u8scope/text/hiddenscanner.h"

namespace u8scope::fuzz {
namespace {

// Pieces of text the mapped input is made of.
const std::vector<std::string>& pieces() {
    static const std::vector<std::string> p = {
        "a",          "Z",
        "x1",         "_",
        " ",          " ",
        ".",          "\n",
        "\r\n",       "\r",
        "\t",         "Plain ASCII text long enough for the kernel to take a stretch of it. ",
        "\u0430",     "\u043E",
        "\u0441",     "\u0440",
        "\u0435",     "\u0436",
        "\u041D",     "\u03B1",
        "\u03BF",     "\u0394",
        "\u05E9",     "\u0627",
        "\u0645",     "\u06CC",
        "\u6771",     "\u30BF",
        "\u3068",     "\uD55C",
        "\u00E9",     "\u0301",
        "\u0307",     "\u0915",
        "\u094D",     "\u0DCA",
        "\u0662",     "\u0640",
        "\U0001F468", "\U0001F3F4",
        "\u2764",     "\U0001F3FD",
        "\u202A",     "\u202B",
        "\u202C",     "\u202D",
        "\u202E",     "\u2066",
        "\u2067",     "\u2068",
        "\u2069",     "\u200E",
        "\u200F",     "\u061C",
        "\u200B",     "\u200C",
        "\u200D",     "\u2060",
        "\u00AD",     "\u3164",
        "\uFE0F",     "\uFE0E",
        "\uFE00",     "\U000E0100",
        "\u180B",     "\U000E0067",
        "\U000E0062", "\U000E0073",
        "\U000E0063", "\U000E0074",
        "\U000E007F", "\U000E0041",
        "\uFEFF",     "\x1B",
        "\x7F",       "\x1C",
        "\x00",       "\u0085",
        "\u0092",     "\uFDD0",
        "\uE000",     "\u0378",
        "\u00A0",     "\u202F",
        "\u3000",     "\u2003",
        "\u2028",     "\u2029",
        "\xFF",       "\x80",
        "\xE2\x82",   "\xF0\x9F",
        "\xC3",       "\u0600",
        "\uFFF9"};
    return p;
}

Bytes mapped(const Bytes& data) {
    Bytes out;
    const auto& p = pieces();
    for (const std::uint8_t b : data) {
        const std::string& s = p[b % p.size()];
        out.insert(out.end(), s.begin(), s.end());
    }
    return out;
}

std::string describe(const std::vector<HiddenFinding>& found) {
    std::string out;
    for (const HiddenFinding& f : found) {
        out += std::to_string(f.offset) + "+" + std::to_string(f.length) + " " +
               std::string(toString(f.cls)) + " " + formatCodePoint(f.codePoint) + " " +
               std::to_string(f.line) + ":" + std::to_string(f.column) + " " +
               std::to_string(f.script) + ">" + std::to_string(f.readsAsScript) + " " +
               formatCodePoint(f.looksLike) + "\n";
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

void checkSplit(const Bytes& data, const std::vector<HiddenFinding>& expected, unsigned threads) {
    HiddenCounts counts;
    for (const HiddenFinding& f : expected)
        ++counts.byClass[static_cast<int>(f.cls)];
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
    checkSplit(data, expected, threads);
    return 0;
}
