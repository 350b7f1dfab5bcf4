// Decoding to text with U+FFFD (replacement.h): one policy for the clipboard, `u8scope-cli
// decode` and JSON strings.
#include "test_support.h"
#include "u8scope/codec/replacement.h"

#include <gtest/gtest.h>
#include <random>

namespace u8scope {
namespace {

using test::Bytes;
using test::hex;

const std::string kFFFD(kReplacementUtf8);

TEST(Replacement, IsEfBfBd) {
    EXPECT_EQ(kReplacementUtf8, "\xEF\xBF\xBD");
}

// The example of the Unicode Standard §3.9 (Table 3-8), as CPython's
// bytes.decode('utf-8', 'replace') decodes it.
TEST(Replacement, ReplacesEachMaximalSubpartOnce) {
    EXPECT_EQ(decodeToText(hex("61 F1 80 80 E1 80 C2 62 80 63 80 BF 64")),
              "a" + kFFFD + kFFFD + kFFFD + "b" + kFFFD + "c" + kFFFD + kFFFD + "d");
}

TEST(Replacement, KeepsWellFormedTextAsItIs) {
    const std::string text = "caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80 \xEF\xBB\xBF";
    EXPECT_EQ(decodeToText(std::string_view(text)), text);
    EXPECT_EQ(decodeToText(std::string_view(text), Profile::Iso10646_1993), text);
}

// The legacy profile decodes F8 88 80 80 80 as U+200000, which UTF-8 text cannot hold: one
// U+FFFD for the one unit. Under RFC 3629 it is five malformed units.
TEST(Replacement, AValueBeyondUnicodeIsOneReplacement) {
    EXPECT_EQ(decodeToText(hex("F8 88 80 80 80 41"), Profile::Iso10646_1993), kFFFD + "A");
    EXPECT_EQ(decodeToText(hex("F8 88 80 80 80 41"), Profile::Rfc3629),
              kFFFD + kFFFD + kFFFD + kFFFD + kFFFD + "A");
}

// Against a reference that takes each unit's own octets from the input.
TEST(Replacement, MatchesAUnitByUnitReferenceOnRandomInput) {
    std::mt19937 random(11);
    std::uniform_int_distribution<int> octet(0, 255);
    std::uniform_int_distribution<int> length(0, 64);
    for (int round = 0; round < 2000; ++round) {
        Bytes input(static_cast<std::size_t>(length(random)));
        for (auto& b : input)
            b = static_cast<std::uint8_t>(round % 2 ? octet(random) : 0x80 + octet(random) % 0x48);
        for (const Profile profile : {Profile::Rfc3629, Profile::Iso10646_1993}) {
            std::string expected;
            for (const Unit& u : decodeAll(input, profile)) {
                if (u.valid() && u.codePoint <= 0x10FFFF)
                    expected.append(reinterpret_cast<const char*>(input.data() + u.offset),
                                    u.length);
                else
                    expected += kFFFD;
            }
            ASSERT_EQ(decodeToText(input, profile), expected) << "round " << round;
        }
    }
}

} // namespace
} // namespace u8scope
