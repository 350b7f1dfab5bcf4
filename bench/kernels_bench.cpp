#include <benchmark/benchmark.h>

#include <vector>

#include "u8scope/kernels.h"

static void BM_ScalarAscii(benchmark::State& state) {
    std::vector<std::uint8_t> data(1 << 20, 'a');
    const auto& k = u8scope::kernels::scalarKernel();
    for (auto _ : state) benchmark::DoNotOptimize(k.validPrefix(data.data(), data.size()));
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(data.size()));
}
BENCHMARK(BM_ScalarAscii);
BENCHMARK_MAIN();
