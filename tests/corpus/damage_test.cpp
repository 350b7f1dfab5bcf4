// The corpus's damage generator (damage.h) against damage seen in the wild, octet for octet.
#include "damage.h"

#include <gtest/gtest.h>

namespace u8scope::corpus {
namespace {

const std::string kReplacement = "\xEF\xBF\xBD";

TEST(CorpusDamage, ReadsUtf8AsASinglePageOnceAndTwice) {
    EXPECT_EQ(misread("café", "windows-1252").text, "cafÃ©");
    const std::string_view twice[] = {"windows-1252", "windows-1252"};
    EXPECT_EQ(misreadChain("café", twice)->text, "cafÃƒÂ©");
    EXPECT_EQ(misread("Привет", "windows-1251").text, "РџСЂРёРІРµС‚");
    EXPECT_EQ(misread("Привет", "IBM866").text, "╨Я╤А╨╕╨▓╨╡╤В");
}

TEST(CorpusDamage, ChainsTwoPages) {
    const std::string_view pages[] = {"windows-1252", "windows-1251"};
    EXPECT_EQ(misreadChain("£", pages)->text, "Г‚ВЈ");
}

TEST(CorpusDamage, LosesNoBreakSpaces) {
    EXPECT_EQ(noBreakSpacesLost(misread("Škoda", "windows-1252").text), "Å koda");
    EXPECT_EQ(noBreakSpacesLost(misread("à la carte", "windows-1252").text), "Ã  la carte");
}

TEST(CorpusDamage, AStrictDecoderLosesTheCharactersOfOctetsItLeavesUnassigned) {
    const Misread m = misread("Ágata", "windows-1252", Misreading::Replacement);
    EXPECT_EQ(m.text, "Ã" + kReplacement + "gata");
    EXPECT_EQ(m.expected, kReplacement + "gata");
    EXPECT_EQ(m.lost, 1);
    EXPECT_EQ(misread("Ágata", "windows-1252", Misreading::Question).text, "Ã?gata");
    // Sloppily, 81 is the C1 control of its value, and nothing is lost.
    EXPECT_EQ(misread("Ágata", "windows-1252").lost, 0);
    // ISO 8859-8 has no octet C0-DE: every Hebrew letter is lost.
    EXPECT_EQ(misread("שלום", "ISO-8859-8", Misreading::Question).expected,
              kReplacement + kReplacement + kReplacement + kReplacement);
}

TEST(CorpusDamage, ReadsUtf8AsEastAsianDecodersDo) {
    EXPECT_EQ(misread("这是", "GBK").text, "杩欐槸");
    EXPECT_EQ(misread("これは", "Shift_JIS").text, "縺薙ｌ縺ｯ");
    // A lead octet before a space is lost (a space is no second octet); the space stays.
    const Misread m = misread("中 a", "GBK", Misreading::Replacement);
    EXPECT_EQ(m.expected, kReplacement + " a");
    EXPECT_TRUE(m.text.ends_with(kReplacement + " a"));
}

TEST(CorpusDamage, ReplacementCharactersReadAsGbkAreTheClassicTrace) {
    EXPECT_EQ(misread(kReplacement + kReplacement, "GBK").text, "锟斤拷");
}

TEST(CorpusDamage, StoresAndReadsLegacyCjk) {
    const auto gbk = encodeIn("中文", "GBK");
    ASSERT_TRUE(gbk);
    EXPECT_EQ(*gbk, "\xD6\xD0\xCE\xC4");
    EXPECT_EQ(decodeAs(*gbk, "ISO-8859-1"), "ÖÐÎÄ");
    EXPECT_FALSE(encodeIn("中文", "windows-1252"));
}

TEST(CorpusDamage, WritesCesu8) {
    EXPECT_EQ(cesu8("a😀"), "a\xED\xA0\xBD\xED\xB8\x80");
    EXPECT_EQ(decodeAs(cesu8("😀"), "ISO-8859-1"), "í\u00A0½í¸\u0080");
}

TEST(CorpusDamage, KnowsIso8859_16ThatIcuLacks) {
    EXPECT_EQ(*encodeIn("Ș Ț ș ț €", "ISO-8859-16"), "\xAA \xDE \xBA \xFE \xA4");
    std::string all;
    for (int o = 0x20; o < 0x100; ++o)
        all += static_cast<char>(o);
    EXPECT_EQ(*encodeIn(decodeAs(all, "ISO-8859-16"), "ISO-8859-16"), all);
    EXPECT_EQ(misread("țară", "ISO-8859-16").text, "È\u009BarÄ\u0083");
}

TEST(CorpusDamage, CountsCharacters) {
    EXPECT_EQ(characters("añ中😀"), 4u);
}

} // namespace
} // namespace u8scope::corpus
