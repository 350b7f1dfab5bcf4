// The Scanner with every kernel, in planned chunk sizes, with and without runs, against counts
// and errors derived from decodeAll, on data made dense with errors now and then (makeDense), so
// that the dense-error path runs with every kind of sink; and scanSource over a MemorySource with 1
// to 4 threads against the same, down to every entry of its ErrorIndex (at, firstAfter).
#include "fuzz_support.h"
#include "scanreference.h"
#include "u8scope/scan/scanner.h"

namespace u8scope::fuzz {
namespace {

using Expected = test::ScanReference;

Expected reference(std::span<const std::uint8_t> data, Profile p) {
    return test::scanReference(data, p);
}

std::string describe(const ScanStats& s) {
    std::string t = "octets " + std::to_string(s.octets) + ", characters " +
                    std::to_string(s.characters) + ", errors " + std::to_string(s.errors) +
                    ", classes";
    for (auto c : s.octetClasses)
        t += " " + std::to_string(c);
    t += ", kinds";
    for (auto k : s.errorsByKind)
        t += " " + std::to_string(k);
    return t + (s.signature ? ", signature" : "");
}

// Expands runs and checks each call's context against the whole input.
class Collect final : public ErrorSink {
public:
    /// `seams`: explain only units near these, if given.
    Collect(const Expected& expected, std::span<const std::uint8_t> data,
            ExplanationChecker& explanations, bool wantsContext, std::string_view kernel,
            const Seams* seams)
        : m_expected(expected), m_data(data), m_explanations(explanations),
          m_wantsContext(wantsContext), m_kernel(kernel), m_seams(seams) {}

    [[nodiscard]] bool wantsContext() const noexcept override { return m_wantsContext; }

    void onErrors(const Unit& first, std::uint64_t count, const ErrorContext& context) override {
        FUZZ_CHECK(count >= 1, "an empty run");
        const std::size_t n = m_units.size();
        FUZZ_CHECK(n < m_expected.errors.size() && first == m_expected.errors[n],
                   std::string(m_kernel) + " reports " + fuzz::describe(first) + " as error " +
                       std::to_string(n) + "; " + around(m_data, first.offset));
        // Explanations are slow: those of the first errors are enough.
        if (m_wantsContext && n < 200 && (!m_seams || m_seams->near(first)))
            m_explanations.check(first, m_expected.errorUnit[n], context, "Scanner's context");
        for (std::uint64_t k = 0; k < count; ++k) {
            Unit u = first;
            u.offset += k;
            m_units.push_back(u);
        }
    }
    std::vector<Unit> m_units;

private:
    const Expected& m_expected;
    std::span<const std::uint8_t> m_data;
    ExplanationChecker& m_explanations;
    bool m_wantsContext;
    std::string_view m_kernel;
    const Seams* m_seams;
};

void checkIndex(const ScanResult& r, const Expected& e, const ByteSource& source, Profile p,
                FuzzedDataProvider& in, const std::string& what) {
    const ErrorIndex& index = r.errors;
    FUZZ_CHECK(index.size() == e.errors.size(),
               what + ": index holds " + std::to_string(index.size()) + " errors");
    // Every entry when there are few, else a sample spread over all of them.
    const std::size_t n = e.errors.size();
    const std::size_t step = n <= 1024 ? 1 : n / 512;
    for (std::size_t i = 0; i < n; i += step) {
        const auto u = index.at(i, source, p);
        FUZZ_CHECK(u.ok() && *u == e.errors[i],
                   what + ": at(" + std::to_string(i) + ") is " +
                       (u.ok() ? fuzz::describe(*u) : u.error().message()) + ", not " +
                       fuzz::describe(e.errors[i]));
    }
    FUZZ_CHECK(!index.at(n, source, p).ok(), what + ": at(size()) gives a unit");
    // firstAfter at chosen offsets and around some errors.
    std::vector<std::uint64_t> offsets;
    for (int k = 0; k < 8 && in.remaining_bytes() > 0; ++k)
        offsets.push_back(in.ConsumeIntegralInRange<std::uint64_t>(0, source.size() + 8));
    for (std::size_t i = 0; i < n; i += std::max<std::size_t>(1, n / 16)) {
        offsets.push_back(e.errors[i].offset);
        offsets.push_back(e.errors[i].end());
        if (e.errors[i].offset > 0)
            offsets.push_back(e.errors[i].offset - 1);
    }
    for (const std::uint64_t offset : offsets) {
        const auto it =
            std::upper_bound(e.errors.begin(), e.errors.end(), offset,
                             [](std::uint64_t o, const Unit& u) { return o < u.end(); });
        const auto want = static_cast<std::uint64_t>(it - e.errors.begin());
        const auto got = index.firstAfter(offset, source, p);
        FUZZ_CHECK(got.ok() && *got == want,
                   what + ": firstAfter(" + std::to_string(offset) + ") is " +
                       (got.ok() ? std::to_string(*got) : got.error().message()) + ", not " +
                       std::to_string(want));
    }
}

} // namespace
} // namespace u8scope::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    using namespace u8scope;
    using namespace u8scope::fuzz;
    FuzzedDataProvider in(bytes, size);
    const auto flags = in.ConsumeIntegral<std::uint8_t>();
    const Profile p = flags & 1 ? Profile::Iso10646_1993 : Profile::Rfc3629;
    const bool runs = flags & 2;
    const bool context = !(flags & 4);
    const unsigned threads = 1 + ((flags >> 3) & 3);
    const unsigned kernelChoice = flags >> 5;
    const auto chunkSize = in.ConsumeIntegralInRange<std::size_t>(1, 20000);
    const auto partChoice = in.ConsumeIntegral<std::uint16_t>();
    const auto stopChoice = in.ConsumeIntegral<std::uint16_t>();
    const auto denseMode = in.ConsumeIntegral<std::uint8_t>();
    const ChunkPlan plan = consumeChunkPlan(in);
    // Bytes for firstAfter, taken before the data so that the data is the rest of the input.
    Bytes probes = in.ConsumeBytes<std::uint8_t>(in.ConsumeIntegralInRange<std::size_t>(0, 64));
    Bytes data = consumeData(in, true);
    makeDense(data, denseMode);
    const Expected e = reference(data, p);
    ExplanationChecker explanations(data, e.units, p);

    // The streaming scanner with every kernel, in the planned chunks and for small data cut at
    // every offset.
    const auto kernelsHere = kernels::availableKernels();
    for (const kernels::Kernel* kernel : kernelsHere) {
        // Long data (for runs and the index) is slow to scan under the sanitizers: one kernel.
        if (data.size() > 8192 && kernel != kernelsHere[kernelChoice % kernelsHere.size()])
            continue;
        Scanner scanner(p, *kernel);
        scanner.setReportRuns(runs);
        const auto pass = [&](const auto& feedAll, const Seams* seams) {
            Collect sink(e, data, explanations, context, kernel->name, seams);
            feedAll(sink);
            scanner.finish(&sink);
            FUZZ_CHECK(scanner.stats() == e.stats, std::string(kernel->name) + ": " +
                                                       describe(scanner.stats()) + "\n  expected " +
                                                       describe(e.stats));
            FUZZ_CHECK(sink.m_units.size() == e.errors.size(),
                       std::string(kernel->name) + ": " + std::to_string(sink.m_units.size()) +
                           " errors reported of " + std::to_string(e.errors.size()));
            FUZZ_CHECK(scanner.position() == 0, "finish() does not start over");
            scanner.restart(0); // finish() keeps the counts for stats()
        };
        pass(
            [&](Collect& sink) {
                plan.feed(data, [&](std::span<const std::uint8_t> chunk) {
                    scanner.feed(chunk, &sink);
                    FUZZ_CHECK(scanner.position() <= data.size(), "position past the data");
                });
            },
            nullptr);
        // Contexts do not depend on the kernel: explanations at every cut with the first only.
        const bool explainAtCuts = kernel == kernels::availableKernels().front();
        everySplit(data, [&](const std::vector<std::span<const std::uint8_t>>& chunks) {
            Seams seams;
            std::uint64_t at = 0;
            for (const auto chunk : chunks) {
                if (explainAtCuts)
                    seams.add(at);
                at += chunk.size();
            }
            pass(
                [&](Collect& sink) {
                    for (const auto chunk : chunks)
                        scanner.feed(chunk, &sink);
                },
                &seams);
        });
    }

    // A part of the input, as scanSource and ErrorIndex scan one: from a unit boundary, with the
    // units from `stop` on left out, fed to the end whatever the stop.
    if (!e.units.empty()) {
        const std::size_t firstUnit = partChoice % e.units.size();
        const std::uint64_t begin = e.units[firstUnit].offset;
        const std::uint64_t stop = begin + stopChoice % (data.size() - begin + 1);
        std::size_t lastUnit = firstUnit;
        while (lastUnit < e.units.size() && e.units[lastUnit].offset < stop)
            ++lastUnit;
        Expected part = test::countUnits(e.units, firstUnit, lastUnit, data, p);
        part.stats.signature = begin == 0 && e.stats.signature; // the start, whatever the stop
        // The end, when the part holds the input's last unit.
        part.stats.endsInsideCharacter = lastUnit == e.units.size() && e.stats.endsInsideCharacter;
        ExplanationChecker partExplanations(data, part.units, p);
        Scanner scanner(p);
        scanner.restart(begin, stop);
        Collect sink(part, data, partExplanations, false, "restart(begin, stop)", nullptr);
        plan.feed(std::span(data).subspan(static_cast<std::size_t>(begin)),
                  [&](std::span<const std::uint8_t> chunk) { scanner.feed(chunk, &sink); });
        scanner.finish(&sink);
        const std::string what =
            "a part [" + std::to_string(begin) + ", " + std::to_string(stop) + ")";
        FUZZ_CHECK(scanner.stats() == part.stats, what + ": " + describe(scanner.stats()) +
                                                      "\n  expected " + describe(part.stats));
        FUZZ_CHECK(sink.m_units.size() == part.errors.size(), what + ": errors");
    }

    // scanSource over threads and small chunks.
    const MemorySource source(data);
    FuzzedDataProvider probeInput(probes.data(), probes.size());
    ScanOptions options;
    options.threads = threads;
    options.chunkSize = chunkSize;
    options.kernel = kernelsHere[kernelChoice % kernelsHere.size()];
    const ScanResult r = scanSource(source, p, options);
    const std::string what = "scanSource with " + std::to_string(threads) + " threads";
    FUZZ_CHECK(!r.ioError && !r.cancelled, what);
    FUZZ_CHECK(r.stats == e.stats,
               what + ": " + describe(r.stats) + "\n  expected " + describe(e.stats));
    FUZZ_CHECK(r.firstError == (e.errors.empty() ? std::nullopt : std::optional(e.errors.front())),
               what + ": first error " + (r.firstError ? fuzz::describe(*r.firstError) : "none"));
    checkIndex(r, e, source, p, probeInput, what);

    // Stopping at the first error still finds that one.
    options.stopAtFirstError = true;
    options.buildIndex = false;
    const ScanResult first = scanSource(source, p, options);
    FUZZ_CHECK(first.firstError ==
                   (e.errors.empty() ? std::nullopt : std::optional(e.errors.front())),
               what + " stopping at the first error finds " +
                   (first.firstError ? fuzz::describe(*first.firstError) : "none"));
    FUZZ_CHECK(first.stats.valid() == e.errors.empty(), what + " stopping at the first error");
    return 0;
}
