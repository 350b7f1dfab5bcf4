#include "test_support.h"
#include "u8scope/file/window.h"

#include <gtest/gtest.h>
#include <random>

namespace u8scope {
namespace {

test::Bytes randomSequenceSoup(std::mt19937& rng, std::size_t n) {
    test::Bytes in(n);
    for (auto& b : in) {
        const unsigned r = rng() % 4;
        b = static_cast<std::uint8_t>(r == 0   ? rng()
                                      : r == 1 ? 0x80 | (rng() & 0x3F)
                                      : r == 2 ? 0xC0 | (rng() & 0x3F)
                                               : rng() & 0x7F);
    }
    return in;
}

TEST(Window, DecodesAnyWindowAsTheWholeInputDoes) {
    std::mt19937 rng(99);
    for (int round = 0; round < 40; ++round) {
        const test::Bytes in = randomSequenceSoup(rng, 200);
        const MemorySource source(in);
        for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
            const auto whole = decodeAll(in, p);
            for (std::uint64_t off = 0; off <= in.size(); off += 1 + rng() % 5) {
                const std::size_t count = rng() % 40;
                auto w = decodeWindow(source, off, count, p);
                ASSERT_TRUE(w.ok());
                // The expected units: those of the whole decode that overlap the window.
                std::vector<Unit> expected;
                for (const Unit& u : whole) {
                    // A unit overlaps [off, off + count) when it ends after off and starts before
                    // its end.
                    if (count > 0 && u.end() > off && u.offset < off + count)
                        expected.push_back(u);
                }
                ASSERT_EQ(w->units, expected) << "offset " << off << " count " << count;
                ASSERT_EQ(w->bytes.size(), std::min<std::size_t>(count, in.size() - off));
            }
        }
    }
}

TEST(Window, FindsTheUnitAroundAContinuingOctet) {
    const MemorySource source(test::hex("41 F0 9F 98 80 42"));
    for (std::uint64_t at = 1; at <= 4; ++at) {
        auto u = unitAt(source, at);
        ASSERT_TRUE(u.ok());
        EXPECT_EQ(u->offset, 1u);
        EXPECT_EQ(u->length, 4);
        EXPECT_EQ(u->codePoint, 0x1F600u);
    }
    EXPECT_FALSE(unitAt(source, 6).ok());
}

TEST(Window, ClassifiesOctetsInContext) {
    const MemorySource source(test::hex("41 C3 A9 C0 80 E2 82 FF"));
    auto w = decodeWindow(source, 0, 8);
    ASSERT_TRUE(w.ok());
    const Profile p = Profile::Rfc3629;
    EXPECT_EQ(w->classAt(0, p), OctetClass::Lead1);
    EXPECT_EQ(w->classAt(1, p), OctetClass::Lead2);
    EXPECT_EQ(w->classAt(2, p), OctetClass::Continuation);
    EXPECT_EQ(w->classAt(3, p), OctetClass::NeverValid);
    EXPECT_EQ(w->classAt(4, p), OctetClass::Malformed);
    EXPECT_EQ(w->classAt(5, p), OctetClass::Malformed);
    EXPECT_EQ(w->classAt(6, p), OctetClass::Malformed);
    EXPECT_EQ(w->classAt(7, p), OctetClass::NeverValid);
}

TEST(Window, ReadsTheContextOfAnError) {
    const MemorySource source(test::hex("61 62 63 64 65 66 ED A0 80 67"));
    auto c = readContext(source, 6);
    ASSERT_TRUE(c.ok());
    EXPECT_EQ(c->offset, 1u);
    EXPECT_EQ(c->size, 9);
    EXPECT_TRUE(c->endOfInput);
    EXPECT_EQ(c->at(6), 0xED);
}

} // namespace
} // namespace u8scope
