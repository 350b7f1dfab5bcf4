// Every available kernel against the scalar one, and the scalar one against the decoder:
// validPrefix, countValidPrefix (added to counts already there), countValidPrefixGated (the same,
// and its gate against kernels::anyGatePlace) and classifyValid; and every kernel's dense-error
// path (scanBlocks) against the decoder under both profiles, on the data and on the data made
// dense with errors (makeDense), counting only or writing ErrorBits. On data at every alignment
// and, stretched by repetition, long enough for the aligned paths (tests/core/kernels_test.cpp
// and mojibakegate_test.cpp cover the same on random input; this adds coverage-guided input).
#include "fuzz_support.h"
#include "scanreference.h"
#include "u8scope/scan/kernels.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    using namespace u8scope;
    using namespace u8scope::fuzz;
    using kernels::ClassCounts;
    FuzzedDataProvider in(bytes, size);
    const auto misalign = in.ConsumeIntegralInRange<std::size_t>(0, 63);
    const auto repeat = in.ConsumeIntegralInRange<std::size_t>(1, 64);
    const auto cut = in.ConsumeIntegral<std::uint16_t>();
    const auto denseMode = in.ConsumeIntegral<std::uint8_t>();
    const auto blockLimit = in.ConsumeIntegral<std::uint8_t>();
    Bytes unit = in.ConsumeRemainingBytes<std::uint8_t>();
    Bytes data;
    for (std::size_t k = 0; k < repeat; ++k)
        data.insert(data.end(), unit.begin(), unit.end());
    if (!data.empty())
        data.resize(data.size() - std::min<std::size_t>(cut % 8, data.size() - 1));

    // The data `misalign` octets into a heap block that ends where the data ends, so that the
    // kernels see every alignment and ASan any read past the end.
    std::vector<std::uint8_t> storage(misalign + data.size());
    std::copy(data.begin(), data.end(), storage.begin() + static_cast<std::ptrdiff_t>(misalign));
    const std::uint8_t* p = storage.data() + misalign;

    const kernels::Kernel& scalar = kernels::scalarKernel();
    const std::size_t expected = scalar.validPrefix(p, data.size());
    std::size_t reference = data.size();
    for (const Unit& u : decodeAll(data, Profile::Rfc3629)) {
        if (!u.valid()) {
            reference = u.offset;
            break;
        }
    }
    FUZZ_CHECK(expected == reference, "scalar " + std::to_string(expected) + ", decoder " +
                                          std::to_string(reference) + "; " +
                                          around(data, reference));
    const ClassCounts start{1, 2, 3, 4, 5};
    ClassCounts expectedCounts = start;
    FUZZ_CHECK(scalar.countValidPrefix(p, data.size(), expectedCounts) == expected, "scalar count");
    std::vector<OctetClass> expectedClasses(expected);
    scalar.classifyValid(p, expected, expectedClasses.data());

    for (const kernels::Kernel* kernel : kernels::availableKernels()) {
        const std::string name(kernel->name);
        const std::size_t got = kernel->validPrefix(p, data.size());
        FUZZ_CHECK(got == expected, name + " validPrefix " + std::to_string(got) + ", scalar " +
                                        std::to_string(expected) + "; misaligned by " +
                                        std::to_string(misalign) + "; " + around(data, expected));
        ClassCounts counts = start;
        const std::size_t counted = kernel->countValidPrefix(p, data.size(), counts);
        FUZZ_CHECK(counted == expected, name + " countValidPrefix " + std::to_string(counted) +
                                            ", scalar " + std::to_string(expected));
        FUZZ_CHECK(counts == expectedCounts,
                   name + " counts " + std::to_string(counts.ascii) + "/" +
                       std::to_string(counts.continuation) + "/" + std::to_string(counts.lead2) +
                       "/" + std::to_string(counts.lead3) + "/" + std::to_string(counts.lead4) +
                       ", scalar " + std::to_string(expectedCounts.ascii) + "/" +
                       std::to_string(expectedCounts.continuation) + "/" +
                       std::to_string(expectedCounts.lead2) + "/" +
                       std::to_string(expectedCounts.lead3) + "/" +
                       std::to_string(expectedCounts.lead4));
        // The gated count: the same prefix and counts, and the gate open at every place in the
        // prefix (it may open past it; kernels without a gate of their own open it always).
        ClassCounts gatedCounts = start;
        bool gate = false;
        const std::size_t gated = kernel->countValidPrefixGated(p, data.size(), gatedCounts, gate);
        FUZZ_CHECK(gated == expected && gatedCounts == expectedCounts,
                   name + " countValidPrefixGated " + std::to_string(gated) + ", scalar " +
                       std::to_string(expected));
        FUZZ_CHECK(gate || !kernels::anyGatePlace(p, 0, expected),
                   name + " gate shut over a place; misaligned by " + std::to_string(misalign));
        std::vector<OctetClass> classes(expected + 1, OctetClass::NeverValid);
        kernel->classifyValid(p, expected, classes.data());
        FUZZ_CHECK(std::equal(expectedClasses.begin(), expectedClasses.end(), classes.begin()),
                   name + " classifyValid differs");
        FUZZ_CHECK(classes[expected] == OctetClass::NeverValid,
                   name + " classifyValid writes past the end");
    }

    // The dense-error path, from a unit boundary: the data, and the data made dense.
    Bytes dense = data;
    makeDense(dense, denseMode % 3 == 0 ? 1 : denseMode);
    for (const Bytes* d : {&data, &dense}) {
        std::copy(d->begin(), d->end(), storage.begin() + static_cast<std::ptrdiff_t>(misalign));
        for (const Profile profile : {Profile::Rfc3629, Profile::Iso10646_1993}) {
            for (const kernels::Kernel* kernel : kernels::availableKernels()) {
                for (const bool withBits : {false, true}) {
                    std::vector<ErrorBits> bits(d->size() / 64 + 1);
                    kernels::BlockScan scan;
                    scan.data = p;
                    scan.size = d->size();
                    scan.limit = d->size() - std::min<std::size_t>(d->size(), blockLimit % 100);
                    scan.offset = 77;
                    scan.profile = profile;
                    scan.maxBlocks = blockLimit >= 200 ? 1 + blockLimit % 4 : bits.size();
                    scan.leaveAfterCleanBlocks = (denseMode >> 4) % 4;
                    scan.bits = withBits ? bits.data() : nullptr;
                    kernel->scanBlocks(scan);
                    const std::string what = std::string(kernel->name) + " scanBlocks, " +
                                             std::string(toString(profile)) +
                                             (withBits ? ", with bits" : "") + ", end " +
                                             std::to_string(scan.end);
                    const std::size_t blocks = scan.end / 64;
                    FUZZ_CHECK(blocks <= scan.limit / 64 && blocks <= scan.maxBlocks &&
                                   (blocks == 0 || 64 * (blocks + 1) <= d->size()),
                               what + ": too many blocks");
                    const auto want = test::blockReference(*d, blocks, 77, profile);
                    FUZZ_CHECK(blocks == 0 ? scan.end == 0 : scan.end == want.unitsEnd,
                               what + ", not " + std::to_string(want.unitsEnd));
                    FUZZ_CHECK(scan.counts == want.counts, what + ": counts differ");
                    if (withBits) {
                        bits.resize(scan.bitCount);
                        FUZZ_CHECK(bits == want.bits, what + ": ErrorBits differ");
                    }
                }
            }
        }
    }
    return 0;
}
