// The region map (regions/regionmap.h): the scan with and without it on the same octets, and the
// block classifier of each kernel. Inputs are made from fixed seeds (tests/common/regionsamples.h),
// 64 MiB each, twice the last-level cache; throughput is per CPU second.
#include "regionsamples.h"
#include "u8scope/regions/regionmap.h"
#include "u8scope/scan/kernels.h"
#include "u8scope/scan/scanner.h"

#include <benchmark/benchmark.h>
#include <map>
#include <string>
#include <vector>

namespace {

using namespace u8scope;

constexpr std::size_t kInputSize = std::size_t{64} << 20;

const MemorySource& input(const std::string& name) {
    static std::map<std::string, std::unique_ptr<MemorySource>> inputs;
    auto& slot = inputs[name];
    if (!slot) {
        std::string text;
        std::mt19937 rng(1);
        if (name == "multilingual")
            text = test::multilingualText(kInputSize, 1);
        else if (name == "random")
            text = test::randomOctets(kInputSize, rng);
        else if (name == "spliced")
            text = test::splicedText(kInputSize, 16, 3);
        else
            text = test::logWithNulHole(kInputSize, 12000, 1024, 4);
        text.resize(kInputSize);
        slot = std::make_unique<MemorySource>(std::vector<std::uint8_t>(text.begin(), text.end()));
    }
    return *slot;
}

// A scan with (map = 1) or without the region map, on `threads` threads.
void BM_Scan(benchmark::State& state, const std::string& name, bool map) {
    const MemorySource& source = input(name);
    ScanOptions options;
    options.buildIndex = false;
    options.regions = map;
    options.threads = static_cast<unsigned>(state.range(0));
    for (auto _ : state) {
        ScanResult r = scanSource(source, Profile::Rfc3629, options);
        benchmark::DoNotOptimize(r);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                            static_cast<std::int64_t>(source.size()));
}

// The block classifier alone, over the whole input.
void BM_ClassifyBlock(benchmark::State& state, const std::string& name,
                      const kernels::Kernel* kernel) {
    const MemorySource& source = input(name);
    std::vector<std::uint8_t> data(kInputSize);
    (void)source.read(0, data);
    kernels::BlockBits bits;
    for (auto _ : state) {
        for (std::size_t at = 0; at < data.size(); at += kernels::BlockBits::kOctets) {
            kernel->classifyBlock(data.data() + at, kernels::BlockBits::kOctets, bits);
            benchmark::DoNotOptimize(bits);
        }
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                            static_cast<std::int64_t>(data.size()));
}

[[maybe_unused]] const bool registered = [] {
    for (const std::string name : {"multilingual", "spliced", "log", "random"}) {
        for (const bool map : {false, true}) {
            benchmark::RegisterBenchmark(((map ? "scanWithMap/" : "scan/") + name).c_str(), BM_Scan,
                                         name, map)
                ->Arg(1)
                ->Arg(2)
                ->MeasureProcessCPUTime()
                ->UseRealTime()
                ->Unit(benchmark::kMillisecond);
        }
    }
    for (const kernels::Kernel* k : kernels::availableKernels()) {
        benchmark::RegisterBenchmark(("classifyBlock/" + std::string(k->name)).c_str(),
                                     BM_ClassifyBlock, "multilingual", k)
            ->Unit(benchmark::kMillisecond);
    }
    return true;
}();

} // namespace

BENCHMARK_MAIN();
