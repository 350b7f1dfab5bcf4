#include "codec/rules.h"
#include "scanreference.h"
#include "test_support.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/scan/kernels.h"

#include <algorithm>
#include <cstdlib>
#include <gtest/gtest.h>
#include <random>
#include <span>
#include <string>
#include <vector>

namespace u8scope {
namespace {

using kernels::ClassCounts;
using kernels::Kernel;

// The valid prefix as the reference decoder sees it: up to the first malformed unit, or the
// first unit cut short by the end of the data.
std::size_t referenceValidPrefix(std::span<const std::uint8_t> in) {
    for (const Unit& u : decodeAll(in, Profile::Rfc3629)) {
        if (!u.valid())
            return static_cast<std::size_t>(u.offset);
    }
    return in.size();
}

std::string hexAround(std::span<const std::uint8_t> in, std::size_t at) {
    static constexpr char kDigits[] = "0123456789ABCDEF";
    const std::size_t from = at > 8 ? at - 8 : 0;
    std::string s =
        "size " + std::to_string(in.size()) + ", octets from " + std::to_string(from) + ":";
    for (std::size_t i = from; i < in.size() && i < at + 8; ++i) {
        s += i == at ? " [" : " ";
        s += kDigits[in[i] >> 4];
        s += kDigits[in[i] & 15];
        if (i == at)
            s += ']';
    }
    return s;
}

// Every available kernel gives the scalar kernel's answers on `in`, and the scalar kernel gives
// the decoder's: validPrefix, countValidPrefix (offset and counts, added to what is there) and
// classifyValid over the valid prefix.
testing::AssertionResult kernelsAgree(std::span<const std::uint8_t> in) {
    const Kernel& scalar = kernels::scalarKernel();
    const std::size_t expected = scalar.validPrefix(in.data(), in.size());
    const std::size_t reference = referenceValidPrefix(in);
    if (expected != reference) {
        return testing::AssertionFailure() << "scalar says " << expected << ", decoder "
                                           << reference << "; " << hexAround(in, reference);
    }
    const ClassCounts start{1, 2, 3, 4, 5};
    ClassCounts expectedCounts = start;
    if (scalar.countValidPrefix(in.data(), in.size(), expectedCounts) != expected) {
        return testing::AssertionFailure() << "scalar countValidPrefix disagrees";
    }
    std::vector<OctetClass> expectedClasses(expected);
    scalar.classifyValid(in.data(), expected, expectedClasses.data());

    for (const Kernel* k : kernels::availableKernels()) {
        const std::size_t got = k->validPrefix(in.data(), in.size());
        if (got != expected) {
            return testing::AssertionFailure()
                   << k->name << " validPrefix says " << got << ", scalar " << expected << "; "
                   << hexAround(in, expected);
        }
        ClassCounts counts = start;
        const std::size_t counted = k->countValidPrefix(in.data(), in.size(), counts);
        if (counted != expected) {
            return testing::AssertionFailure()
                   << k->name << " countValidPrefix says " << counted << ", scalar " << expected
                   << "; " << hexAround(in, expected);
        }
        if (counts != expectedCounts) {
            return testing::AssertionFailure()
                   << k->name << " counts " << counts.ascii << '/' << counts.continuation << '/'
                   << counts.lead2 << '/' << counts.lead3 << '/' << counts.lead4 << ", scalar "
                   << expectedCounts.ascii << '/' << expectedCounts.continuation << '/'
                   << expectedCounts.lead2 << '/' << expectedCounts.lead3 << '/'
                   << expectedCounts.lead4 << "; size " << in.size();
        }
        std::vector<OctetClass> classes(expected, OctetClass::Malformed);
        k->classifyValid(in.data(), expected, classes.data());
        if (classes != expectedClasses) {
            return testing::AssertionFailure() << k->name << " classifyValid differs";
        }
    }
    return testing::AssertionSuccess();
}

// Code points spread over the four sequence lengths, with the values at the edges of each.
CodePoint randomCodePoint(std::mt19937& rng) {
    static constexpr CodePoint kEdges[] = {0x00,    0x7F,    0x80,    0x7FF,    0x800,   0xFFF,
                                           0x1000,  0xD7FF,  0xE000,  0xFFFD,   0xFFFF,  0x10000,
                                           0x3FFFF, 0x40000, 0xFFFFF, 0x100000, 0x10FFFF};
    switch (rng() % 6) {
    case 0:
        return kEdges[rng() % std::size(kEdges)];
    case 1:
    case 2:
        return static_cast<CodePoint>(rng() % 0x80);
    case 3:
        return static_cast<CodePoint>(0x80 + rng() % (0x800 - 0x80));
    case 4: {
        const auto cp = static_cast<CodePoint>(0x800 + rng() % (0x10000 - 0x800));
        return isSurrogate(cp) ? cp - 0x800 : cp;
    }
    default:
        return static_cast<CodePoint>(0x10000 + rng() % (0x110000 - 0x10000));
    }
}

// Well-formed text of at least `size` octets.
test::Bytes randomValidText(std::mt19937& rng, std::size_t size) {
    test::Bytes out;
    while (out.size() < size) {
        const Encoded e = encode(randomCodePoint(rng));
        out.insert(out.end(), e.bytes().begin(), e.bytes().end());
    }
    return out;
}

#if (defined(__x86_64__) || defined(_M_X64)) && (defined(__GNUC__) || defined(__clang__))
TEST(Kernels, OffersEachVectorKernelThisCpuSupports) {
    std::vector<std::string> expected{"scalar"};
    __builtin_cpu_init();
    const bool popcnt = __builtin_cpu_supports("popcnt");
    if (popcnt && __builtin_cpu_supports("ssse3") && __builtin_cpu_supports("sse4.2")) {
        expected.emplace_back("sse4");
    }
    if (popcnt && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("avx2"))
        expected.emplace_back("avx2");
    if (popcnt && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("avx512f") &&
        __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vbmi")) {
        expected.emplace_back("avx512");
    }
    std::vector<std::string> names;
    for (const Kernel* k : kernels::availableKernels())
        names.emplace_back(k->name);
    EXPECT_EQ(names, expected);
}
#endif

TEST(Kernels, OffersScalarFirst) {
    const auto all = kernels::availableKernels();
    ASSERT_FALSE(all.empty());
    EXPECT_EQ(all.front(), &kernels::scalarKernel());
    EXPECT_EQ(all.front()->name, "scalar");
}

TEST(Kernels, BestIsTheLastAvailableUnlessForced) {
    if (std::getenv("U8SCOPE_KERNEL") != nullptr)
        GTEST_SKIP() << "U8SCOPE_KERNEL is set";
    EXPECT_EQ(&kernels::bestKernel(), kernels::availableKernels().back());
}

// U8SCOPE_KERNEL forces the kernel it names, when this CPU runs it: the CTests that set it
// (MojibakeDifferential.At*, tests/core/CMakeLists.txt) run what they say.
TEST(Kernels, TheEnvironmentForcesTheKernelItNames) {
    const char* forced = std::getenv("U8SCOPE_KERNEL");
    if (forced == nullptr)
        GTEST_SKIP() << "U8SCOPE_KERNEL is not set";
    const auto all = kernels::availableKernels();
    const auto named =
        std::find_if(all.begin(), all.end(), [&](const Kernel* k) { return k->name == forced; });
    if (named == all.end())
        GTEST_SKIP() << forced << " does not run on this CPU";
    EXPECT_EQ(&kernels::bestKernel(), *named);
}

TEST(Kernels, MatchScalarAndDecoderOnRandomBytes) {
    std::mt19937 rng(7);
    for (int round = 0; round < 3000; ++round) {
        test::Bytes in(rng() % 300);
        const auto mode = static_cast<unsigned>(rng() % 3);
        for (auto& b : in) {
            const auto r = static_cast<std::uint32_t>(rng());
            if (mode == 0) {
                b = static_cast<std::uint8_t>(r);
            } else if (mode == 1) { // mostly continuations, the hardest case for the 2/3 rule
                b = static_cast<std::uint8_t>(r % 3 == 0 ? r >> 8 : 0x80 | ((r >> 8) & 0x3F));
            } else { // mostly ASCII, so that some blocks take the ASCII path
                b = static_cast<std::uint8_t>(r % 16 == 0 ? r >> 8 : (r >> 8) & 0x7F);
            }
        }
        ASSERT_TRUE(kernelsAgree(in)) << "round " << round;
    }
}

TEST(Kernels, MatchScalarAndDecoderOnValidTextWithOneCorruptOctet) {
    std::mt19937 rng(11);
    for (int round = 0; round < 3000; ++round) {
        test::Bytes in = randomValidText(rng, 1 + rng() % 600);
        ASSERT_TRUE(kernelsAgree(in)) << "uncorrupted, round " << round;
        const std::size_t at = rng() % in.size();
        static constexpr std::uint8_t kNasty[] = {0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0,
                                                  0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0,
                                                  0xF4, 0xF5, 0xF8, 0xFF, 0x00, 0x7F};
        in[at] = rng() % 2 ? kNasty[rng() % std::size(kNasty)] : static_cast<std::uint8_t>(rng());
        ASSERT_TRUE(kernelsAgree(in)) << "octet " << at << " corrupted, round " << round;
    }
}

// Sequences at and just past the edges of RFC 3629 §4 (Unicode Table 3-7), well-formed or not.
const char* const kEdgeSequences[] = {
    "7F",          "80",          "BF",          "C0 80",       "C1 BF",       "C2 80",
    "C2 7F",       "C2 C0",       "DF BF",       "E0 A0 80",    "E0 9F BF",    "E0 BF BF",
    "E1 80 80",    "E1 80 7F",    "E1 7F 80",    "EC BF BF",    "ED 80 80",    "ED 9F BF",
    "ED A0 80",    "ED BF BF",    "EE 80 80",    "EF BF BF",    "F0 90 80 80", "F0 8F BF BF",
    "F0 80 80 80", "F1 80 80 80", "F1 80 80 7F", "F1 80 80 C0", "F3 BF BF BF", "F4 80 80 80",
    "F4 8F BF BF", "F4 90 80 80", "F5 80 80 80", "F7 BF BF BF", "F8 88 80 80", "FC 84 80 80",
    "FE",          "FF",          "C2",          "E0 A0",       "E1",          "F0 90 80",
    "F4 8F",       "F1",          "80 80 80 80", "E1 80 80 80", "C2 80 80",    "F0 90 80 80 80",
};

TEST(Kernels, MatchScalarAndDecoderOnEdgeSequencesAtEveryOffset) {
    // Backgrounds: ASCII, so blocks take the ASCII path, and 2- and 3-octet text, so they don't.
    const test::Bytes fills[] = {test::hex("61"), test::hex("C3 A9"), test::hex("E4 B8 AD"),
                                 test::hex("F0 9F 98 80 61")};
    for (const char* seq : kEdgeSequences) {
        const test::Bytes pattern = test::hex(seq);
        for (const test::Bytes& fill : fills) {
            for (std::size_t at = 0; at < 200; ++at) {
                // The fill up to `at` (cut back to whole sequences), the pattern, then more fill.
                test::Bytes in;
                while (in.size() + fill.size() <= at)
                    in.insert(in.end(), fill.begin(), fill.end());
                while (in.size() < at)
                    in.push_back('a');
                in.insert(in.end(), pattern.begin(), pattern.end());
                const test::Bytes tail = in;
                while (in.size() < 260)
                    in.insert(in.end(), fill.begin(), fill.end());
                ASSERT_TRUE(kernelsAgree(in)) << seq << " at " << at;
                // And the same with the pattern at the very end of the data.
                ASSERT_TRUE(kernelsAgree(tail)) << seq << " at the end, " << at;
            }
        }
    }
}

// Every first and second octet astride the first block boundary: each pair rule is decided by
// octets the kernels hold in different blocks.
TEST(Kernels, MatchScalarAndDecoderOnEveryOctetPairAcrossABlockBoundary) {
    for (int first = 0; first < 256; ++first) {
        for (int second = 0; second < 256; ++second) {
            test::Bytes in(63, 'a');
            in.push_back(static_cast<std::uint8_t>(first));
            in.push_back(static_cast<std::uint8_t>(second));
            // As many continuations as the first octet asks for: one more or one less would be
            // an error in its own right and hide a missed pair rule.
            for (int k = 2; k < announcedLength(static_cast<std::uint8_t>(first)); ++k) {
                in.push_back(0x80);
            }
            in.resize(192, 'a'); // so that a vector block, not the scalar tail, holds the pair
            ASSERT_TRUE(kernelsAgree(in)) << std::hex << first << ' ' << second;
        }
    }
}

// Long runs start with one unaligned block, then go on from an aligned address; errors in and
// around that first block, for every alignment of the input.
// Room for `size` octets starting at any offset from a 64-octet boundary, as the kernels' work
// depends on where the input lies relative to cache lines.
class Placement {
public:
    explicit Placement(std::size_t size) : m_storage(size + 128) {}
    // The input's first octet at `shift` octets past a 64-octet boundary.
    std::uint8_t* at(std::size_t shift) {
        const auto misalignment = reinterpret_cast<std::uintptr_t>(m_storage.data()) % 64;
        return m_storage.data() + (64 - misalignment) % 64 + shift;
    }

private:
    test::Bytes m_storage;
};

TEST(Kernels, MatchScalarAndDecoderOnLongRunsAtEveryAlignment) {
    std::mt19937 rng(21);
    const test::Bytes text = randomValidText(rng, 1500);
    Placement placement(text.size());
    for (std::size_t shift = 0; shift < 64; ++shift) {
        std::uint8_t* const in = placement.at(shift);
        std::copy(text.begin(), text.end(), in);
        ASSERT_TRUE(kernelsAgree({in, text.size()})) << "uncorrupted, shift " << shift;
        for (std::size_t at = 0; at < 140; ++at) {
            in[at] = static_cast<std::uint8_t>(0x80 + rng() % 0x80);
            ASSERT_TRUE(kernelsAgree({in, text.size()})) << "shift " << shift << ", octet " << at;
            in[at] = text[at];
        }
    }
}

TEST(Kernels, MatchScalarAndDecoderOnSequencesCutShortByTheEnd) {
    std::mt19937 rng(5);
    for (int round = 0; round < 400; ++round) {
        const test::Bytes text = randomValidText(rng, rng() % 300);
        for (CodePoint cp : {CodePoint{0xE9}, CodePoint{0x4E2D}, CodePoint{0x1F600},
                             CodePoint{0x10FFFF}, CodePoint{0x800}, CodePoint{0x10000}}) {
            const Encoded e = encode(cp);
            for (std::size_t keep = 0; keep <= e.length; ++keep) {
                test::Bytes in = text;
                in.insert(in.end(), e.octets.begin(), e.octets.begin() + keep);
                ASSERT_TRUE(kernelsAgree(in)) << "round " << round << ", " << keep << " octets";
            }
        }
    }
}

// Each prefix of a buffer is how a chunked scan sees it; each suffix starts the kernels in the
// middle of sequences and at every alignment.
TEST(Kernels, MatchScalarAndDecoderOnEveryPrefixAndSuffix) {
    std::mt19937 rng(3);
    for (int round = 0; round < 6; ++round) {
        test::Bytes in = randomValidText(rng, 700);
        for (int k = 0; k < round; ++k)
            in[rng() % in.size()] = static_cast<std::uint8_t>(rng());
        for (std::size_t n = 0; n <= in.size(); ++n) {
            ASSERT_TRUE(kernelsAgree(test::Bytes(in.begin(), in.begin() + n))) << "prefix " << n;
            ASSERT_TRUE(kernelsAgree(test::Bytes(in.begin() + n, in.end()))) << "suffix " << n;
        }
    }
}

// Long enough for the vector counters to be emptied many times on the way.
TEST(Kernels, CountLongTextExactly) {
    std::mt19937 rng(9);
    test::Bytes in = randomValidText(rng, 300'000);
    const test::Bytes ascii(70'000, 'x');
    in.insert(in.begin() + 100'000, ascii.begin(), ascii.end());
    ASSERT_TRUE(kernelsAgree(in));
    in[in.size() - 1000] = 0xFF;
    ASSERT_TRUE(kernelsAgree(in));
}

// Where no octet is ASCII, every vector counter lane grows on every step: the case that
// overflows counters emptied too late.
// At every alignment, as the first block of a long run is counted apart.
TEST(Kernels, CountLongRunsWithoutAsciiExactly) {
    for (const char* seq : {"C3 A9", "E4 B8 AD", "F0 9F 98 80", "D0 96 E4 B8 AD"}) {
        const test::Bytes unit = test::hex(seq);
        test::Bytes text;
        while (text.size() < 20'000)
            text.insert(text.end(), unit.begin(), unit.end());
        Placement placement(text.size());
        for (std::size_t shift = 0; shift < 64; ++shift) {
            std::uint8_t* const in = placement.at(shift);
            std::copy(text.begin(), text.end(), in);
            ASSERT_TRUE(kernelsAgree({in, text.size()})) << seq << ", shift " << shift;
        }
    }
}

// The way the scanner uses a kernel: validPrefix, step over the malformed unit, go on.
std::vector<std::size_t> errorOffsets(const Kernel& k, const test::Bytes& in) {
    std::vector<std::size_t> offsets;
    std::size_t at = 0;
    while (at < in.size()) {
        at += k.validPrefix(in.data() + at, in.size() - at);
        if (at == in.size())
            break;
        offsets.push_back(at);
        const std::size_t n = std::min<std::size_t>(kMaxSequenceLength, in.size() - at);
        at += decodeUnit(std::span<const std::uint8_t>(in.data() + at, n), Profile::Rfc3629).length;
    }
    return offsets;
}

TEST(Kernels, FindEveryErrorTheDecoderFinds) {
    std::mt19937 rng(13);
    for (int round = 0; round < 40; ++round) {
        test::Bytes in = randomValidText(rng, 5000);
        const std::size_t errors = rng() % 200;
        for (std::size_t k = 0; k < errors; ++k) {
            in[rng() % in.size()] = static_cast<std::uint8_t>(0x80 + rng() % 0x80);
        }
        std::vector<std::size_t> expected;
        for (const Unit& u : decodeAll(in, Profile::Rfc3629)) {
            if (!u.valid())
                expected.push_back(static_cast<std::size_t>(u.offset));
        }
        for (const Kernel* k : kernels::availableKernels()) {
            ASSERT_EQ(errorOffsets(*k, in), expected) << k->name << ", round " << round;
        }
    }
}

TEST(Kernels, ClassifyEveryOctetOfValidText) {
    std::mt19937 rng(17);
    const test::Bytes in = randomValidText(rng, 5000);
    std::vector<OctetClass> expected;
    for (const Unit& u : decodeAll(in, Profile::Rfc3629)) {
        ASSERT_TRUE(u.valid());
        for (int i = 0; i < u.length; ++i) {
            expected.push_back(octetClassIn(u, i, in[u.offset + i], Profile::Rfc3629));
        }
    }
    for (const Kernel* k : kernels::availableKernels()) {
        std::vector<OctetClass> classes(in.size(), OctetClass::Malformed);
        k->classifyValid(in.data(), in.size(), classes.data());
        EXPECT_EQ(classes, expected) << k->name;
    }
}

// --- The dense-error path ------------------------------------------------------------------

using kernels::BlockScan;
using kernels::UnitCounts;

// Numbers joined by spaces (built by appending, which GCC 12 does not mistake for an overlap).
template <class Range>
std::string joined(const Range& values) {
    std::string s;
    for (const std::uint64_t v : values) {
        s += ' ';
        s += std::to_string(v);
    }
    return s;
}

std::string describeCounts(const UnitCounts& c) {
    return "ascii " + std::to_string(c.ascii) + ", valid" + joined(c.valid) + ", never-valid " +
           std::to_string(c.neverValid) + ", errors" + joined(c.errors);
}

std::string describeBits(const ErrorBits& b) {
    std::string s = "offset ";
    s += std::to_string(b.offset);
    return s + ", starts" + joined(b.starts) + ", longer" + joined(b.longer);
}

// Every kernel's scanBlocks over `in` (which must begin a unit) against the decoder: the counts,
// each block's ErrorBits and where it stops, counting only or writing bits, with and without
// leaving after clean blocks. `in` is placed `shift` octets past a 64-octet boundary.
testing::AssertionResult scanBlocksAgrees(std::span<const std::uint8_t> in, Profile profile,
                                          unsigned leaveAfterClean = 0, std::size_t shift = 0) {
    test::Bytes storage(in.size() + 128);
    const auto misalignment = reinterpret_cast<std::uintptr_t>(storage.data()) % 64;
    std::uint8_t* const data = storage.data() + (64 - misalignment) % 64 + shift % 64;
    std::copy(in.begin(), in.end(), data);
    const std::uint64_t offset = 1000 + shift;
    for (const Kernel* k : kernels::availableKernels()) {
        for (const bool withBits : {false, true}) {
            std::vector<ErrorBits> bits(in.size() / 64 + 1);
            BlockScan scan;
            scan.data = data;
            scan.size = in.size();
            scan.limit = in.size();
            scan.offset = offset;
            scan.profile = profile;
            scan.maxBlocks = bits.size();
            scan.leaveAfterCleanBlocks = leaveAfterClean;
            scan.bits = withBits ? bits.data() : nullptr;
            k->scanBlocks(scan);
            const std::size_t blocks = scan.end / 64;
            const auto want = test::blockReference({data, in.size()}, blocks, offset, profile);
            std::string where(k->name);
            where += withBits ? " with bits, " : ", ";
            where += toString(profile);
            where += ", size " + std::to_string(in.size());
            if (!scan.clean && in.size() >= 128 && blocks != in.size() / 64 - 1)
                return testing::AssertionFailure() << where << ": scanned " << blocks << " blocks";
            if (scan.end != want.unitsEnd) {
                return testing::AssertionFailure()
                       << where << ": ends at " << scan.end << ", not " << want.unitsEnd;
            }
            if (scan.counts != want.counts) {
                return testing::AssertionFailure()
                       << where << ": " << describeCounts(scan.counts) << "\n  expected "
                       << describeCounts(want.counts);
            }
            if (!withBits)
                continue;
            bits.resize(scan.bitCount);
            if (bits != want.bits) {
                for (std::size_t i = 0; i < std::min(bits.size(), want.bits.size()); ++i) {
                    if (!(bits[i] == want.bits[i])) {
                        return testing::AssertionFailure()
                               << where << ": block " << i << ": " << describeBits(bits[i])
                               << "\n  expected " << describeBits(want.bits[i]);
                    }
                }
                return testing::AssertionFailure()
                       << where << ": " << bits.size() << " blocks with errors, not "
                       << want.bits.size();
            }
            if (scan.clean) {
                // Blocks are clean when no unit is decided malformed there: a lead at the end of
                // a block is decided in the next. So before the end, at least leaveAfterClean - 1
                // blocks in which no malformed unit starts.
                unsigned clean = 0;
                for (std::size_t b = blocks; b-- > 0;) {
                    const bool any =
                        std::any_of(want.bits.begin(), want.bits.end(), [&](const ErrorBits& e) {
                            return e.offset == offset + 64 * b;
                        });
                    if (any && b + 1 < blocks)
                        break;
                    ++clean;
                }
                if (clean < leaveAfterClean)
                    return testing::AssertionFailure() << where << ": left after " << clean;
            }
        }
    }
    return testing::AssertionSuccess();
}

// Octets that make every rule fire, for dense input.
constexpr std::uint8_t kDenseAlphabet[] = {
    0x00, 0x41, 0x7F, 0x80, 0x83, 0x84, 0x87, 0x88, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0,
    0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5,
    0xF7, 0xF8, 0xFB, 0xFC, 0xFD, 0xFE, 0xFF, 0x80, 0x80, 0xBF, 0xBF, 0xA5, 0x95, 0x85};

test::Bytes denseBytes(std::mt19937& rng, std::size_t n, unsigned mode) {
    test::Bytes in(n);
    for (auto& b : in) {
        const auto r = static_cast<std::uint32_t>(rng());
        switch (mode % 4) {
        case 0: // random octets
            b = static_cast<std::uint8_t>(r);
            break;
        case 1: // the octets at the edges of every rule
            b = kDenseAlphabet[r % std::size(kDenseAlphabet)];
            break;
        case 2: // mostly continuations after leads: long sequences, cut short now and then
            b = static_cast<std::uint8_t>(r % 4 == 0 ? 0xC0 + ((r >> 8) & 0x3F)
                                                     : 0x80 + ((r >> 8) & 0x3F));
            break;
        default: // text with an octet about every 10 replaced by FF
            b = r % 10 == 0 ? 0xFF : static_cast<std::uint8_t>('a' + (r >> 8) % 26);
        }
    }
    return in;
}

TEST(Kernels, ScanBlocksAgreesWithTheDecoderOnDenseInput) {
    std::mt19937 rng(31);
    for (int round = 0; round < 400; ++round) {
        const test::Bytes in = denseBytes(rng, rng() % 700, static_cast<unsigned>(round));
        for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
            ASSERT_TRUE(scanBlocksAgrees(in, p, 0, static_cast<std::size_t>(rng() % 64)))
                << "round " << round;
        }
    }
}

TEST(Kernels, ScanBlocksAgreesWithTheDecoderOnTextWithErrors) {
    std::mt19937 rng(37);
    for (int round = 0; round < 300; ++round) {
        test::Bytes in = randomValidText(rng, 100 + rng() % 900);
        const std::size_t errors = rng() % 40;
        for (std::size_t k = 0; k < errors; ++k) {
            in[rng() % in.size()] = kDenseAlphabet[rng() % std::size(kDenseAlphabet)];
        }
        for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
            ASSERT_TRUE(scanBlocksAgrees(in, p)) << "round " << round;
            ASSERT_TRUE(scanBlocksAgrees(in, p, static_cast<unsigned>(1 + rng() % 3)))
                << "round " << round;
        }
    }
}

// Long enough for every carry from block to block, under both profiles, with sequences of every
// length (legacy 5- and 6-octet ones too) cut short or not at every place.
TEST(Kernels, ScanBlocksAgreesWithTheDecoderOnLongSequencesAcrossBlocks) {
    const char* const sequences[] = {"C3 A9",          "E4 B8 AD",          "F0 9F 98 80",
                                     "F8 88 80 80 80", "FC 84 80 80 80 80", "ED A0 80",
                                     "F4 90 80 80"};
    for (const char* seq : sequences) {
        const test::Bytes unit = test::hex(seq);
        for (std::size_t cut = 1; cut <= unit.size(); ++cut) {
            for (std::size_t lead = 0; lead < 70; ++lead) {
                test::Bytes in(lead, 'a');
                while (in.size() < 400)
                    in.insert(in.end(), unit.begin(), unit.begin() + cut);
                for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
                    ASSERT_TRUE(scanBlocksAgrees(in, p)) << seq << " cut to " << cut;
                }
            }
        }
    }
}

// The dense path keeps its own encoding of the lead-octet rules (bit-plane formulas in
// vector_driver.h); here every octet pair, placed inside a block and astride a block boundary,
// is decided as codec/rules.h says, under both profiles, by every kernel.
TEST(Kernels, DenseEncodingFollowsTheLeadOctetRulesForEveryOctetPair) {
    for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
        for (std::size_t at : {std::size_t{10}, std::size_t{63}}) {
            for (int first = 0; first < 256; ++first) {
                const auto b0 = static_cast<std::uint8_t>(first);
                const rules::LeadRule rule = rules::leadRule(b0, p);
                for (int second = 0; second < 256; ++second) {
                    const auto b1 = static_cast<std::uint8_t>(second);
                    test::Bytes in(at, 'a');
                    in.push_back(b0);
                    in.push_back(b1);
                    for (int k = 2; k < rule.length; ++k)
                        in.push_back(0x80);
                    in.resize(256, 'a');
                    // What rules.h says the unit at `at` is.
                    std::optional<ErrorKind> kind;
                    int length = 1;
                    if (b0 >= 0x80 && rule.length == 0) {
                        kind = rule.cannotBegin;
                    } else if (b0 >= 0x80 && !isContinuationOctet(b1)) {
                        kind = ErrorKind::Truncated;
                    } else if (b0 >= 0x80 && b1 < rule.lo) {
                        kind = rule.belowLo;
                    } else if (b0 >= 0x80 && b1 > rule.hi) {
                        kind = rule.aboveHi;
                    } else if (b0 >= 0x80) {
                        length = rule.length;
                    }
                    for (const Kernel* k : kernels::availableKernels()) {
                        ErrorBits bits[4];
                        BlockScan scan;
                        scan.data = in.data();
                        scan.size = in.size();
                        scan.limit = 128;
                        scan.profile = p;
                        scan.maxBlocks = 4;
                        scan.bits = bits;
                        k->scanBlocks(scan);
                        ASSERT_EQ(scan.end, 128u);
                        std::optional<ErrorKind> got;
                        int gotLength = 1;
                        for (std::size_t i = 0; i < scan.bitCount; ++i) {
                            const std::uint64_t all = bits[i].all();
                            const std::uint64_t base = bits[i].offset;
                            if (base <= at && at < base + 64 && ((all >> (at - base)) & 1)) {
                                got = bits[i].unitAt(static_cast<int>(at - base)).error;
                            }
                        }
                        if (!got && b0 >= 0x80) {
                            const auto& v = scan.counts.valid;
                            gotLength = v[0] ? 2 : v[1] ? 3 : v[2] ? 4 : v[3] ? 5 : v[4] ? 6 : 0;
                        }
                        ASSERT_EQ(got, kind) << k->name << ", " << toString(p) << ": " << std::hex
                                             << first << ' ' << second;
                        if (!kind) {
                            ASSERT_EQ(gotLength, length) << k->name << ", " << toString(p) << ": "
                                                         << std::hex << first << ' ' << second;
                        }
                    }
                }
            }
        }
    }
}

TEST(Kernels, ScanBlocksDecidesNothingWithoutABlockAndItsLookAhead) {
    const test::Bytes in(127, 0xFF);
    for (const Kernel* k : kernels::availableKernels()) {
        BlockScan scan;
        scan.data = in.data();
        scan.size = in.size();
        scan.limit = in.size();
        scan.maxBlocks = 8;
        k->scanBlocks(scan);
        EXPECT_EQ(scan.end, 0u) << k->name;
        EXPECT_EQ(scan.counts, UnitCounts{}) << k->name;
        scan.size = 128;
        const test::Bytes more(128, 0xFF);
        scan.data = more.data();
        scan.limit = 63; // no unit before the limit makes a whole block
        k->scanBlocks(scan);
        EXPECT_EQ(scan.end, 0u) << k->name;
    }
}

// The region map's block bits as BlockBits defines them, octet by octet.
kernels::BlockBits referenceBlockBits(std::span<const std::uint8_t> in) {
    kernels::BlockBits bits{};
    for (std::size_t i = 0; i < in.size(); ++i) {
        const std::uint64_t bit = std::uint64_t{1} << (i % 64);
        const std::uint8_t b = in[i];
        const std::size_t w = i / 64;
        bits.control[w] |= isBinaryControl(b) ? bit : 0;
        bits.nul[w] |= b == 0 ? bit : 0;
        bits.lineFeed[w] |= b == '\n' ? bit : 0;
        bits.high[w] |= b >= 0x80 ? bit : 0;
        bits.lead[w] |= b >= 0xC0 ? bit : 0;
        bits.counts.control += isBinaryControl(b) ? 1 : 0;
        bits.counts.nul += b == 0 ? 1 : 0;
        bits.counts.nulEven += b == 0 && i % 2 == 0 ? 1 : 0;
        bits.counts.lineFeed += b == '\n' ? 1 : 0;
        bits.counts.high += b >= 0x80 ? 1 : 0;
        bits.counts.lead += b >= 0xC0 ? 1 : 0;
    }
    return bits;
}

TEST(Kernels, ClassifyBlockMatchesTheRulesOfEveryOctetValueAtEveryPosition) {
    // Every octet value at every position of a word, among octets of its neighbouring classes.
    test::Bytes in(kernels::BlockBits::kOctets);
    for (std::size_t i = 0; i < in.size(); ++i)
        in[i] = static_cast<std::uint8_t>(i * 7 + i / 256);
    const kernels::BlockBits expected = referenceBlockBits(in);
    for (const Kernel* k : kernels::availableKernels()) {
        kernels::BlockBits bits;
        bits.control.fill(~std::uint64_t{0}); // every word is written, and the counts
        bits.counts.nul = 99;
        k->classifyBlock(in.data(), in.size(), bits);
        EXPECT_EQ(bits, expected) << k->name;
    }
}

TEST(Kernels, ClassifyBlockMatchesScalarOnRandomBlocksOfEverySizeAndAlignment) {
    std::mt19937 rng(41);
    test::Bytes buffer(kernels::BlockBits::kOctets + 64);
    for (int round = 0; round < 600; ++round) {
        // Random octets, or text with controls, NULs and line feeds sprinkled in.
        const bool text = round % 2 == 1;
        for (auto& b : buffer) {
            const auto r = static_cast<std::uint32_t>(rng());
            b = static_cast<std::uint8_t>(!text        ? r
                                          : r % 8 == 0 ? (r >> 8) % 0x21
                                          : r % 5 == 0 ? 0x7F + (r >> 8) % 0x81
                                                       : 0x20 + (r >> 8) % 0x5F);
        }
        const std::size_t skip = rng() % 64;
        const std::size_t size = round < 64 ? static_cast<std::size_t>(round)
                                            : rng() % (kernels::BlockBits::kOctets + 1);
        const auto in = std::span<const std::uint8_t>(buffer).subspan(skip, size);
        const kernels::BlockBits expected = referenceBlockBits(in);
        for (const Kernel* k : kernels::availableKernels()) {
            kernels::BlockBits bits;
            bits.nul.fill(~std::uint64_t{0});
            k->classifyBlock(in.data(), in.size(), bits);
            ASSERT_EQ(bits, expected) << k->name << ", round " << round << ", size " << size;
        }
    }
}

// Kernel::plainAsciiPrefix by its definition: printable ASCII, HT, LF, FF, and CR before an LF.
struct PlainPrefix {
    std::size_t length = 0;
    std::uint64_t lineFeeds = 0;
    std::size_t lineStart = 12345; // unchanged without an LF
    friend bool operator==(const PlainPrefix&, const PlainPrefix&) = default;
};

PlainPrefix plainPrefixByDefinition(const test::Bytes& in) {
    PlainPrefix p;
    for (; p.length < in.size(); ++p.length) {
        const std::uint8_t b = in[p.length];
        const bool plain = (b >= 0x20 && b < 0x7F) || b == '\t' || b == '\n' || b == '\f' ||
                           (b == '\r' && p.length + 1 < in.size() && in[p.length + 1] == '\n');
        if (!plain)
            break;
        if (b == '\n') {
            ++p.lineFeeds;
            p.lineStart = p.length + 1;
        }
    }
    return p;
}

TEST(Kernels, PlainAsciiPrefixMatchesItsDefinition) {
    std::mt19937 rng(11);
    const std::uint8_t rare[] = {'\r', '\n', '\t', '\f', 0x00, 0x1B, 0x7F, 0x80, 0xC3, 0xFF};
    for (int round = 0; round < 4000; ++round) {
        // Mostly plain text with an LF now and then, at every length and alignment around the
        // kernels' blocks of 64 octets; the odd octet anywhere, often at a block's edge.
        test::Bytes in(rng() % 400);
        for (auto& b : in)
            b = static_cast<std::uint8_t>(rng() % 20 == 0 ? '\n' : 0x20 + rng() % 0x5F);
        for (auto n = static_cast<unsigned>(rng() % 3); n > 0 && !in.empty(); --n) {
            const std::size_t at =
                rng() % 2 ? rng() % in.size()
                          : std::min<std::size_t>(in.size() - 1, 63 + rng() % 3 + 64 * (rng() % 4));
            in[at] = rare[rng() % std::size(rare)];
        }
        const PlainPrefix expected = plainPrefixByDefinition(in);
        for (const kernels::Kernel* k : kernels::availableKernels()) {
            PlainPrefix got;
            got.length = k->plainAsciiPrefix(in.data(), in.size(), got.lineFeeds, got.lineStart);
            ASSERT_EQ(got, expected) << k->name << ", round " << round << ": "
                                     << formatOctets(std::span<const std::uint8_t>(in));
        }
    }
}

} // namespace
} // namespace u8scope
