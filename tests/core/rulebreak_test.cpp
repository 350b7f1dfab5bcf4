// Where a sequence breaks the rules: the octet, its first offending bit, the octets expected.
#include "test_support.h"
#include "u8scope/codec/rulebreak.h"

#include <gtest/gtest.h>

namespace u8scope {
namespace {

using test::hex;

RuleBreak breakOf(std::string_view octets, Profile p = Profile::Rfc3629) {
    const auto bytes = hex(octets);
    const auto rb = findRuleBreak(bytes, p);
    if (!rb) {
        ADD_FAILURE() << octets << " is well formed";
        return {};
    }
    return *rb;
}

std::string expected(const RuleBreak& rb) {
    std::string s;
    for (const OctetRange& r : rb.expected) {
        if (!s.empty())
            s += ' ';
        s += formatRange(r);
    }
    return s;
}

TEST(RuleBreak, WellFormedSequencesHaveNone) {
    for (const char* text : {"41", "C3 A9", "E2 82 AC", "F0 9F 98 80", "F4 8F BF BF"})
        EXPECT_FALSE(findRuleBreak(hex(text), Profile::Rfc3629)) << text;
    EXPECT_FALSE(findRuleBreak(hex("FD BF BF BF BF BF"), Profile::Iso10646_1993));
}

TEST(RuleBreak, PointsAtTheSecondOctetOutsideItsLeadsRange) {
    const RuleBreak e0 = breakOf("E0 80 80");
    EXPECT_EQ(e0.index, 1u);
    EXPECT_EQ(e0.found, 0x80);
    EXPECT_EQ(expected(e0), "A0-BF");
    EXPECT_EQ(e0.bit, 5); // 10000000 against 101xxxxx
    const RuleBreak ed = breakOf("ED A0 80");
    EXPECT_EQ(expected(ed), "80-9F");
    EXPECT_EQ(ed.bit, 5); // 10100000 against 100xxxxx
    const RuleBreak f0 = breakOf("F0 8F BF BF");
    EXPECT_EQ(expected(f0), "90-BF");
    EXPECT_EQ(f0.bit, 4); // 10001111 against 1001xxxx or 101xxxxx
    const RuleBreak f4 = breakOf("F4 90 80 80");
    EXPECT_EQ(expected(f4), "80-8F");
    EXPECT_EQ(f4.bit, 4);
    EXPECT_EQ(expected(breakOf("F8 80 80 80 80", Profile::Iso10646_1993)), "88-BF");
    EXPECT_EQ(expected(breakOf("FC 83 80 80 80 80", Profile::Iso10646_1993)), "84-BF");
}

TEST(RuleBreak, PointsAtTheOctetThatCutsASequenceShort) {
    const RuleBreak ascii = breakOf("E2 82 41");
    EXPECT_EQ(ascii.index, 2u);
    EXPECT_EQ(ascii.found, 0x41);
    EXPECT_EQ(expected(ascii), "80-BF");
    EXPECT_EQ(ascii.bit, 7); // 0xxxxxxx where 10xxxxxx belongs
    const RuleBreak lead = breakOf("C3 C3 A9");
    EXPECT_EQ(lead.index, 1u);
    EXPECT_EQ(lead.bit, 6); // 11xxxxxx where 10xxxxxx belongs
    const RuleBreak end = breakOf("F0 9F 98");
    EXPECT_EQ(end.index, 3u);
    EXPECT_TRUE(end.missing);
    EXPECT_EQ(end.bit, -1);
}

TEST(RuleBreak, PointsAtAFirstOctetThatCannotBegin) {
    const RuleBreak stray = breakOf("80");
    EXPECT_EQ(stray.index, 0u);
    EXPECT_EQ(expected(stray), "00-7F C2-DF E0-EF F0-F4");
    EXPECT_EQ(stray.bit, 6);
    EXPECT_EQ(breakOf("C0 AF").bit, 1); // C0 = 1100000 0, C2 = 1100001 0
    EXPECT_EQ(breakOf("F5 80 80 80").bit, 0);
    EXPECT_EQ(breakOf("F8 88 80 80 80").bit, 3); // 11111 where at most 11110 begins
    EXPECT_EQ(breakOf("FE").bit, 3);             // RFC 3629 first octets end at 11110100
    EXPECT_EQ(breakOf("FE", Profile::Iso10646_1993).bit, 1); // 1111110x at most
    EXPECT_EQ(expected(breakOf("FE", Profile::Iso10646_1993)),
              "00-7F C2-DF E0-EF F0-F7 F8-FB FC-FD");
}

// The offending bit is the first at which the octet leaves every expected octet: with that bit
// changed the octet would still be outside, but every bit above it matches some expected octet.
TEST(RuleBreak, TheOffendingBitIsTheFirstThatLeavesEveryExpectedOctet) {
    for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
        for (int b0 = 0x80; b0 < 0x100; ++b0) {
            for (int b1 = 0; b1 < 0x100; b1 += 3) {
                const test::Bytes in{static_cast<std::uint8_t>(b0),
                                     static_cast<std::uint8_t>(b1),
                                     0x80,
                                     0x80,
                                     0x80,
                                     0x80};
                const auto rb = findRuleBreak(in, p);
                if (!rb || rb->missing)
                    continue;
                const auto matchesAbove = [&](int bit) {
                    const unsigned mask = (0xFFu << bit) & 0xFFu;
                    for (const OctetRange& r : rb->expected) {
                        for (int e = r.lo; e <= r.hi; ++e) {
                            if ((static_cast<unsigned>(e) & mask) == (rb->found & mask))
                                return true;
                        }
                    }
                    return false;
                };
                ASSERT_GE(rb->bit, 0);
                EXPECT_FALSE(matchesAbove(rb->bit)) << b0 << " " << b1;
                if (rb->bit < 7) {
                    EXPECT_TRUE(matchesAbove(rb->bit + 1)) << b0 << " " << b1;
                }
            }
        }
    }
}

TEST(RuleBreak, PatternsSplitRangesIntoAlignedBlocks) {
    EXPECT_EQ(bitPatterns({0x80, 0xBF}), std::vector<std::string>{"10xxxxxx"});
    EXPECT_EQ(bitPatterns({0xA0, 0xBF}), std::vector<std::string>{"101xxxxx"});
    EXPECT_EQ(bitPatterns({0x90, 0xBF}), (std::vector<std::string>{"1001xxxx", "101xxxxx"}));
    EXPECT_EQ(bitPatterns({0x84, 0xBF}),
              (std::vector<std::string>{"100001xx", "10001xxx", "1001xxxx", "101xxxxx"}));
    EXPECT_EQ(bitPatterns({0xE9, 0xE9}), std::vector<std::string>{"11101001"});
    EXPECT_EQ(formatRange({0xE9, 0xE9}), "E9");
    EXPECT_EQ(formatRange({0xC2, 0xDF}), "C2-DF");
}

} // namespace
} // namespace u8scope
