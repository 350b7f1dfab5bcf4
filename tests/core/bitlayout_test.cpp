#include "test_support.h"
#include "u8scope/codec/bitlayout.h"
#include "u8scope/codec/encoder.h"

#include <gtest/gtest.h>
#include <random>

namespace u8scope {
namespace {

using test::hex;

BitLayout layout(std::string_view octets, Profile profile = Profile::Rfc3629) {
    const auto bytes = hex(octets);
    return layoutBits(bytes, profile);
}

// The value rebuilt from the octets' free bits through valueBit alone.
std::uint64_t rebuild(const BitLayout& l) {
    std::uint64_t v = 0;
    for (const OctetBits& o : l.octets) {
        for (int b = 0; b < 8; ++b) {
            const int target = o.valueBit[static_cast<std::size_t>(b)];
            if (target >= 0 && o.bitValue(b))
                v |= std::uint64_t{1} << target;
        }
    }
    return v;
}

TEST(BitLayout, OneOctetHasAZeroMarkerAndSevenFreeBits) {
    const BitLayout l = layout("41");
    ASSERT_EQ(l.octets.size(), 1u);
    EXPECT_EQ(l.octets[0].markerLength, 1);
    EXPECT_TRUE(l.octets[0].isMarker(7));
    EXPECT_FALSE(l.octets[0].isMarker(6));
    EXPECT_EQ(l.valueBits, 7);
    EXPECT_EQ(l.value, 0x41u);
    EXPECT_EQ(l.knownMask, 0x7Fu);
    EXPECT_TRUE(l.wellFormed());
}

TEST(BitLayout, TwoOctetFreeBitsConcatenateHighToLow) {
    const BitLayout l = layout("C3 A9"); // é
    ASSERT_EQ(l.octets.size(), 2u);
    EXPECT_EQ(l.octets[0].markerLength, 3); // 110
    EXPECT_EQ(l.octets[1].markerLength, 2); // 10
    EXPECT_EQ(l.valueBits, 11);
    // Bit 4 of the first octet is the top value bit; bit 0 of the last is value bit 0.
    EXPECT_EQ(l.octets[0].valueBit[4], 10);
    EXPECT_EQ(l.octets[0].valueBit[0], 6);
    EXPECT_EQ(l.octets[1].valueBit[5], 5);
    EXPECT_EQ(l.octets[1].valueBit[0], 0);
    EXPECT_EQ(l.octets[1].valueBit[6], -1);
    EXPECT_EQ(l.value, 0xE9u);
    EXPECT_EQ(l.shortestLength, 2);
    EXPECT_TRUE(l.wellFormed());
}

TEST(BitLayout, FourOctetEmoji) {
    const BitLayout l = layout("F0 9F 98 80");
    EXPECT_EQ(l.valueBits, 21);
    EXPECT_EQ(l.value, 0x1F600u);
    EXPECT_EQ(l.knownMask, 0x1FFFFFu);
    EXPECT_TRUE(l.wellFormed());
}

TEST(BitLayout, EveryEncodedValueRoundTripsThroughItsBits) {
    std::mt19937_64 rng(7);
    for (int i = 0; i < 20000; ++i) {
        const std::uint64_t value = rng() % 0x80000000u;
        const Encoded e = encode(value, Profile::Iso10646_1993);
        if (!e.ok())
            continue;
        const BitLayout l = layoutBits(e.bytes(), Profile::Iso10646_1993);
        ASSERT_TRUE(l.wellFormed()) << value;
        EXPECT_EQ(l.value, value);
        EXPECT_EQ(rebuild(l), value);
        EXPECT_EQ(l.knownMask, (std::uint64_t{1} << l.valueBits) - 1);
        EXPECT_EQ(l.shortestLength, static_cast<int>(e.length));
    }
}

TEST(BitLayout, MarksTheBitWhereAnOctetBreaksTheSequence) {
    const BitLayout ascii = layout("E2 82 41"); // 0xxxxxxx where 10xxxxxx was expected
    ASSERT_EQ(ascii.breakAt, std::optional<std::size_t>(2));
    ASSERT_EQ(ascii.octets.size(), 3u);
    EXPECT_FALSE(ascii.octets[2].fits);
    EXPECT_EQ(ascii.octets[2].mismatchBit, 7);
    EXPECT_FALSE(ascii.complete());
    EXPECT_EQ(ascii.knownMask, 0xFFC0u); // the top 10 of 16 bits came before the break
    for (int b = 0; b < 8; ++b)
        EXPECT_EQ(ascii.octets[2].valueBit[static_cast<std::size_t>(b)], -1);

    const BitLayout lead = layout("C3 C3"); // 11xxxxxx where 10xxxxxx was expected
    ASSERT_EQ(lead.breakAt, std::optional<std::size_t>(1));
    EXPECT_EQ(lead.octets[1].mismatchBit, 6);
}

TEST(BitLayout, CountsOctetsMissingAtTheEnd) {
    const BitLayout l = layout("F0 9F");
    EXPECT_EQ(l.missingOctets, 2);
    EXPECT_FALSE(l.breakAt.has_value());
    EXPECT_FALSE(l.complete());
    EXPECT_EQ(l.octets.size(), 2u);
    EXPECT_EQ(l.knownMask, 0x1FF000u);
}

TEST(BitLayout, ContinuingOctetCannotStartASequence) {
    const BitLayout l = layout("80 80");
    EXPECT_EQ(l.announcedLength, 0);
    ASSERT_EQ(l.octets.size(), 1u);
    EXPECT_EQ(l.breakAt, std::optional<std::size_t>(0));
    EXPECT_EQ(l.octets[0].markerLength, 2);
    EXPECT_EQ(l.octets[0].mismatchBit, 6);
}

TEST(BitLayout, FeAndFfHaveNoFreeBits) {
    for (const char* octet : {"FE", "FF"}) {
        for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
            const BitLayout l = layout(octet, p);
            ASSERT_EQ(l.octets.size(), 1u);
            EXPECT_EQ(l.octets[0].markerLength, 8);
            EXPECT_EQ(l.octets[0].mismatchBit, 1);
            EXPECT_EQ(l.breakAt, std::optional<std::size_t>(0));
        }
    }
}

TEST(BitLayout, FiveOctetFormsDependOnTheProfile) {
    const BitLayout strict = layout("F8 88 80 80 80", Profile::Rfc3629);
    EXPECT_EQ(strict.announcedLength, 5);
    EXPECT_EQ(strict.breakAt, std::optional<std::size_t>(0));
    EXPECT_EQ(strict.octets.size(), 1u);
    EXPECT_EQ(strict.octets[0].mismatchBit, 3); // 11111: one 1 more than 11110 allows

    const BitLayout legacy = layout("F8 88 80 80 80", Profile::Iso10646_1993);
    EXPECT_TRUE(legacy.wellFormed());
    EXPECT_EQ(legacy.valueBits, 26);
    EXPECT_EQ(legacy.value, 0x200000u);

    const BitLayout six = layout("FD BF BF BF BF BF", Profile::Iso10646_1993);
    EXPECT_TRUE(six.wellFormed());
    EXPECT_EQ(six.valueBits, 31);
    EXPECT_EQ(six.value, 0x7FFFFFFFu);
}

TEST(BitLayout, FlagsValueProblemsOfCompletePatterns) {
    const BitLayout overlong = layout("C0 80");
    EXPECT_TRUE(overlong.complete());
    EXPECT_EQ(overlong.problem, ValueProblem::Overlong);
    EXPECT_EQ(overlong.value, 0u);
    EXPECT_EQ(overlong.shortestLength, 1);
    EXPECT_EQ(layout("E0 80 AF").problem, ValueProblem::Overlong);

    const BitLayout surrogate = layout("ED A0 80");
    EXPECT_EQ(surrogate.problem, ValueProblem::Surrogate);
    EXPECT_EQ(surrogate.value, 0xD800u);
    EXPECT_EQ(layout("ED A0 80", Profile::Iso10646_1993).problem, ValueProblem::Surrogate);

    EXPECT_EQ(layout("F4 90 80 80").problem, ValueProblem::OutOfRange);
    EXPECT_EQ(layout("F4 90 80 80", Profile::Iso10646_1993).problem, ValueProblem::None);
    EXPECT_EQ(layout("F4 8F BF BF").problem, ValueProblem::None);
}

TEST(BitLayout, EmptyInputGivesAnEmptyLayout) {
    const BitLayout l = layoutBits({}, Profile::Rfc3629);
    EXPECT_TRUE(l.octets.empty());
    EXPECT_FALSE(l.complete());
}

TEST(BitLayout, MarkersNameEachLength) {
    EXPECT_STREQ(firstOctetMarker(1), "0");
    EXPECT_STREQ(firstOctetMarker(3), "1110");
    EXPECT_STREQ(firstOctetMarker(6), "1111110");
    EXPECT_STREQ(kContinuationMarker, "10");
}

// Issue 12: the step from free bits to hex digits to the U+ value, as separate groups.
TEST(BitLayout, GroupsTheFreeBitsIntoHexDigits) {
    const BitLayout e9 = layout("C3 A9"); // 11 free bits: 000 1110 1001
    ASSERT_EQ(e9.digitGroups.size(), 3u);
    EXPECT_EQ(e9.digitGroups[0], (HexDigitGroup{10, 8, 0x0, true}));
    EXPECT_EQ(e9.digitGroups[1], (HexDigitGroup{7, 4, 0xE, true}));
    EXPECT_EQ(e9.digitGroups[2], (HexDigitGroup{3, 0, 0x9, true}));
    const BitLayout emoji = layout("F0 9F 98 80"); // 21 bits: 0 0001 1111 0110 0000 0000
    ASSERT_EQ(emoji.digitGroups.size(), 6u);
    EXPECT_EQ(emoji.digitGroups[0], (HexDigitGroup{20, 20, 0x0, true}));
    std::string digits;
    for (const HexDigitGroup& g : emoji.digitGroups)
        digits += "0123456789ABCDEF"[g.digit];
    EXPECT_EQ(digits, "01F600");
    // A truncated sequence: the low digits are not all there.
    const BitLayout cut = layout("E2 82");
    ASSERT_EQ(cut.digitGroups.size(), 4u);
    EXPECT_TRUE(cut.digitGroups[1].complete);
    EXPECT_FALSE(cut.digitGroups[3].complete);
    EXPECT_TRUE(layout("80").digitGroups.empty());
}

// Issue 12: the exact offending octet and bit of a malformed sequence, with what was expected.
TEST(BitLayout, PointsAtTheOffendingBitWithTheExpectedPattern) {
    const BitLayout overlong = layout("E0 80 AF");
    EXPECT_EQ(overlong.problem, ValueProblem::Overlong);
    ASSERT_TRUE(overlong.ruleBreak);
    EXPECT_EQ(overlong.ruleBreak->index, 1u);
    EXPECT_EQ(overlong.ruleBreak->bit, 5);
    EXPECT_EQ(bitPatterns(overlong.ruleBreak->expected.front()),
              std::vector<std::string>{"101xxxxx"});
    const BitLayout truncated = layout("E2 82 41");
    ASSERT_TRUE(truncated.ruleBreak);
    EXPECT_EQ(truncated.ruleBreak->index, 2u);
    EXPECT_EQ(truncated.ruleBreak->bit, 7);
    EXPECT_EQ(truncated.breakAt, std::optional<std::size_t>(2));
    EXPECT_FALSE(layout("C3 A9").ruleBreak);
}

} // namespace
} // namespace u8scope
