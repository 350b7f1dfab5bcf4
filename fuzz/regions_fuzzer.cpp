// The region map (regions/regionmap.h): the map of a stream fed in one piece with the scalar
// kernel is the reference, and every kernel fed in fuzzer-chosen chunks, and scanSource over a
// MemorySource with 1 to 4 threads and small chunks, give the same map. The map covers the input
// without gap, its counts add up to those of a plain decode, it answers by offset as its list
// says, and its bands cover any range. Inputs are grown past a few blocks by repeating them, with
// NUL runs and stretches of octets that text does not hold spliced in, so that the rules meet.
#include "fuzz_support.h"
#include "u8scope/regions/regionmap.h"
#include "u8scope/scan/kernels.h"
#include "u8scope/scan/scanner.h"

namespace u8scope::fuzz {
namespace {

RegionMap mapOf(std::span<const std::uint8_t> data, Profile p, const kernels::Kernel& kernel,
                const ChunkPlan& plan) {
    RegionMapper mapper(p, kernel);
    plan.feed(data, [&](std::span<const std::uint8_t> chunk) { mapper.feed(chunk); });
    return mapper.finish();
}

std::string describe(const RegionMap& map) {
    std::string s;
    for (const Region& r : map.regions()) {
        s += std::string(toString(r.kind)) + " " + std::to_string(r.offset) + "+" +
             std::to_string(r.length) + "\n";
    }
    return s;
}

void checkShape(const RegionMap& map, std::span<const std::uint8_t> data, Profile p) {
    FUZZ_CHECK(map.size() == data.size(), "the map's size");
    std::uint64_t at = 0;
    std::uint64_t lineFeeds = 0;
    std::uint64_t nul = 0;
    std::uint64_t malformed = 0;
    for (const Region& r : map.regions()) {
        FUZZ_CHECK(r.offset == at && r.length > 0, "a gap or an empty region\n" + describe(map));
        FUZZ_CHECK(r.line == lineFeeds + 1, "the line of a region\n" + describe(map));
        FUZZ_CHECK(map.regionAt(r.offset) == &r && map.regionAt(r.end() - 1) == &r,
                   "regionAt of a region's ends");
        at = r.end();
        lineFeeds += r.lineFeeds;
        nul += r.nul;
        malformed += r.malformed;
    }
    FUZZ_CHECK(at == data.size(), "the regions end before the input\n" + describe(map));
    FUZZ_CHECK(map.regionAt(data.size()) == nullptr, "a region past the end");
    FUZZ_CHECK(lineFeeds == static_cast<std::uint64_t>(std::count(data.begin(), data.end(), '\n')),
               "line feeds");
    FUZZ_CHECK(nul == static_cast<std::uint64_t>(std::count(data.begin(), data.end(), 0)), "NULs");
    std::uint64_t errors = 0;
    for (const Unit& u : decodeAll(data, p))
        errors += u.valid() ? 0 : 1;
    FUZZ_CHECK(malformed == errors,
               "malformed units: " + std::to_string(malformed) + " of " + std::to_string(errors));
    // Bounded: a tile holds few regions.
    const std::uint64_t tiles = (data.size() + kRegionTile - 1) / kRegionTile;
    FUZZ_CHECK(map.regions().size() <= (kMaxRegionsPerTile + 2) * std::max<std::uint64_t>(tiles, 1),
               "too many regions");
    // Bands of any range and count cover it, each with the kinds of the regions it meets.
    if (!data.empty()) {
        const std::size_t count = 1 + data.size() % 37;
        const auto bands = map.bands(0, data.size(), count);
        FUZZ_CHECK(!bands.empty() && bands.front().from == 0 && bands.back().to == data.size(),
                   "bands");
        for (std::size_t i = 1; i < bands.size(); ++i)
            FUZZ_CHECK(bands[i].from == bands[i - 1].to, "bands leave a gap");
        for (const RegionBand& b : bands) {
            for (const Region& r : map.overlapping(b.from, b.to))
                FUZZ_CHECK((b.kinds >> static_cast<int>(r.kind)) & 1, "a band's kinds");
        }
    }
}

} // namespace
} // namespace u8scope::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    using namespace u8scope;
    using namespace u8scope::fuzz;
    FuzzedDataProvider in(bytes, size);
    const Profile profile = consumeProfile(in);
    const ChunkPlan plan = consumeChunkPlan(in);
    const auto repeat = in.ConsumeIntegralInRange<std::size_t>(1, 64);
    const auto nulAt = in.ConsumeIntegral<std::uint16_t>();
    const auto nulRun = in.ConsumeIntegralInRange<std::size_t>(0, 1200);
    const auto controlAt = in.ConsumeIntegral<std::uint16_t>();
    const auto controlRun = in.ConsumeIntegralInRange<std::size_t>(0, 600);
    const auto threads = in.ConsumeIntegralInRange<unsigned>(1, 4);
    const auto chunk = in.ConsumeIntegralInRange<std::size_t>(1, 64);
    const Bytes unit = consumeData(in, true);
    Bytes data;
    for (std::size_t k = 0; k < repeat; ++k)
        data.insert(data.end(), unit.begin(), unit.end());
    // A NUL hole, and octets text does not hold, anywhere.
    const std::size_t at = data.empty() ? 0 : nulAt % (data.size() + 1);
    data.insert(data.begin() + static_cast<std::ptrdiff_t>(at), nulRun, 0);
    Bytes controls(controlRun);
    for (std::size_t k = 0; k < controlRun; ++k)
        controls[k] = static_cast<std::uint8_t>(k * 7 % 32 == 10 ? 1 : k * 7 % 32);
    const std::size_t at2 = data.empty() ? 0 : controlAt % (data.size() + 1);
    data.insert(data.begin() + static_cast<std::ptrdiff_t>(at2), controls.begin(), controls.end());

    const RegionMap reference = mapOf(data, profile, kernels::scalarKernel(), ChunkPlan());
    checkShape(reference, data, profile);
    for (const kernels::Kernel* kernel : kernels::availableKernels()) {
        const RegionMap map = mapOf(data, profile, *kernel, plan);
        FUZZ_CHECK(map == reference, std::string(kernel->name) + " fed in chunks maps\n" +
                                         describe(map) + "not\n" + describe(reference));
    }
    const MemorySource source(data);
    ScanOptions options;
    options.regions = true;
    options.buildIndex = false;
    options.threads = threads;
    options.chunkSize = chunk * 1024;
    const ScanResult scan = scanSource(source, profile, options);
    FUZZ_CHECK(scan.regions && *scan.regions == reference,
               "scanSource on " + std::to_string(threads) + " threads maps\n" +
                   (scan.regions ? describe(*scan.regions) : std::string("nothing")) + "not\n" +
                   describe(reference));
    return 0;
}
