// What codec/rules.h derives from the lead-octet rules: ABNF lines, Table 1 ranges, value widths.
#include "codec/rules.h"
#include "u8scope/codec/decoder.h"

#include <array>
#include <gtest/gtest.h>
#include <random>

namespace u8scope {
namespace {

// The grammar of RFC 3629 §4, alternative by alternative, rebuilt from leadRule().
TEST(Rules, AbnfMatchesRfc3629Section4) {
    EXPECT_EQ(rules::abnfFor(0x41, Profile::Rfc3629), "UTF8-1 = %x00-7F");
    EXPECT_EQ(rules::abnfFor(0xC3, Profile::Rfc3629), "UTF8-2 = %xC2-DF UTF8-tail");
    EXPECT_EQ(rules::abnfFor(0xE0, Profile::Rfc3629), "UTF8-3 = %xE0 %xA0-BF UTF8-tail / ...");
    EXPECT_EQ(rules::abnfFor(0xE5, Profile::Rfc3629),
              "UTF8-3 = ... / %xE1-EC 2( UTF8-tail ) / ...");
    EXPECT_EQ(rules::abnfFor(0xED, Profile::Rfc3629),
              "UTF8-3 = ... / %xED %x80-9F UTF8-tail / ...");
    EXPECT_EQ(rules::abnfFor(0xEF, Profile::Rfc3629), "UTF8-3 = ... / %xEE-EF 2( UTF8-tail )");
    EXPECT_EQ(rules::abnfFor(0xF0, Profile::Rfc3629), "UTF8-4 = %xF0 %x90-BF 2( UTF8-tail ) / ...");
    EXPECT_EQ(rules::abnfFor(0xF2, Profile::Rfc3629),
              "UTF8-4 = ... / %xF1-F3 3( UTF8-tail ) / ...");
    EXPECT_EQ(rules::abnfFor(0xF4, Profile::Rfc3629), "UTF8-4 = ... / %xF4 %x80-8F 2( UTF8-tail )");
    for (int b : {0x80, 0xC0, 0xC1, 0xF5, 0xF8, 0xFF})
        EXPECT_EQ(rules::abnfFor(static_cast<std::uint8_t>(b), Profile::Rfc3629), "") << b;
    EXPECT_EQ(rules::abnfFor(0xE0, Profile::Iso10646_1993), "");
}

TEST(Rules, FirstOctetsFollowTheProfile) {
    EXPECT_EQ(rules::rangesOf(rules::firstOctets(Profile::Rfc3629)),
              (std::vector<OctetRange>{{0x00, 0x7F}, {0xC2, 0xDF}, {0xE0, 0xEF}, {0xF0, 0xF4}}));
    EXPECT_EQ(
        rules::rangesOf(rules::firstOctets(Profile::Iso10646_1993)),
        (std::vector<OctetRange>{
            {0x00, 0x7F}, {0xC2, 0xDF}, {0xE0, 0xEF}, {0xF0, 0xF7}, {0xF8, 0xFB}, {0xFC, 0xFD}}));
}

TEST(Rules, ValueWidthsAndFirstValuesFollowAnnexRTable4) {
    EXPECT_EQ(rules::valueBits(1), 7);
    EXPECT_EQ(rules::valueBits(2), 11);
    EXPECT_EQ(rules::valueBits(3), 16);
    EXPECT_EQ(rules::valueBits(4), 21);
    EXPECT_EQ(rules::valueBits(5), 26);
    EXPECT_EQ(rules::valueBits(6), 31);
    EXPECT_EQ(rules::firstValueOfLength(1), 0u);
    EXPECT_EQ(rules::firstValueOfLength(2), 0x80u);
    EXPECT_EQ(rules::firstValueOfLength(3), 0x800u);
    EXPECT_EQ(rules::firstValueOfLength(4), 0x10000u);
    EXPECT_EQ(rules::firstValueOfLength(5), 0x200000u);
    EXPECT_EQ(rules::firstValueOfLength(6), 0x4000000u);
}

// The inline decode of the hot loops agrees with decodeUnit() on every sequence of two and three
// octets, on four-octet ones from every first octet, and wherever the data ends early.
TEST(Rules, WellFormedAtAgreesWithDecodeUnit) {
    const auto check = [](const std::array<std::uint8_t, 4>& o, std::size_t avail) {
        char32_t c = 0;
        std::size_t len = 0;
        const bool ok = rules::wellFormedAt(o.data(), avail, c, len);
        const Unit u = decodeUnit(std::span<const std::uint8_t>(o.data(), avail), Profile::Rfc3629);
        const bool want = u.valid() && u.length >= 2;
        ASSERT_EQ(ok, want) << std::hex << int(o[0]) << " " << int(o[1]) << " " << int(o[2]) << " "
                            << int(o[3]) << " of " << avail;
        if (ok) {
            EXPECT_EQ(c, static_cast<char32_t>(u.codePoint));
            EXPECT_EQ(len, u.length);
        }
    };
    std::mt19937 rng(42);
    for (int a = 0x80; a <= 0xFF; ++a) {
        for (int b = 0; b <= 0xFF; ++b) {
            for (int t = 0; t <= 0xFF; t += (a >= 0xE0 && a <= 0xEF) ? 1 : 0x11) {
                std::array<std::uint8_t, 4> o{
                    static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b),
                    static_cast<std::uint8_t>(t), static_cast<std::uint8_t>(0x80 + rng() % 0x50)};
                for (std::size_t avail = 1; avail <= 4; ++avail)
                    check(o, avail);
            }
        }
    }
}

} // namespace
} // namespace u8scope
