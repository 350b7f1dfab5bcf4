#include "test_support.h"
#include "u8scope/encoder.h"
#include "u8scope/kernels.h"

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
    if (__builtin_cpu_supports("ssse3") && __builtin_cpu_supports("sse4.1")) {
        expected.emplace_back("sse4");
    }
    if (__builtin_cpu_supports("avx2"))
        expected.emplace_back("avx2");
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
        __builtin_cpu_supports("avx512vbmi")) {
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

} // namespace
} // namespace u8scope
