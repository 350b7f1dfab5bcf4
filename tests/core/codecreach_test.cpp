// The code pages of one region (codecreach.h): UTF-8 read through each and saved again is
// repaired, and correct text that happens to read back through one of them is left alone.
#include "u8scope/codec/encoder.h"
#include "u8scope/encoding/legacycodec.h"
#include "u8scope/mojibake/mojibake.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <string>

namespace u8scope {
namespace {

// `text` read through `codec`, `rounds` times, and saved again as UTF-8 each time.
std::string misread(const std::string& text, Codec codec, int rounds = 1) {
    std::string t = text;
    for (int r = 0; r < rounds; ++r) {
        std::string next;
        for (const char c : t)
            next += encode(codec.decode(static_cast<std::uint8_t>(c))).text();
        t = next;
    }
    return t;
}

void expectRepaired(const std::string& text, CodecId id, int rounds = 1) {
    const Codec codec(id);
    const std::string damaged = misread(text, codec, rounds);
    ASSERT_NE(damaged, text) << codec.name();
    EXPECT_EQ(repairMojibake(damaged), text) << codec.name() << " x" << rounds << ": " << damaged;
    // Words that read alike through windows-1252 ("Tiáº¿ng") may name it; the others name the
    // page.
    bool named = false;
    for (const MojibakeFinding& f : findMojibake(damaged))
        named = named || f.codec == codec;
    EXPECT_TRUE(named) << codec.name() << ": " << damaged;
}

TEST(CodecReach, RepairsUtf8ReadAsDosCyrillic) {
    // "╨Я╤А╨╕╨▓╨╡╤В" for "Привет".
    expectRepaired("Привет, как дела? Всё хорошо.", CodecId::Ibm866);
}

TEST(CodecReach, RepairsTheTextOfEachRegionThroughItsOwnPage) {
    expectRepaired("שלום עולם, מה שלומך היום?", CodecId::Windows1255);
    expectRepaired("مرحبا بكم في متجرنا، الشحن مجاني.", CodecId::Windows1256);
    expectRepaired("Tiếng Việt có nhiều dấu thanh khác nhau.", CodecId::Windows1258);
    expectRepaired("ภาษาไทยเป็นภาษาที่สวยงาม", CodecId::Windows874);
    expectRepaired("Доброго ранку, як справи? Ґанок і їжак.", CodecId::Koi8U);
    expectRepaired("Привет, как дела?", CodecId::MacCyrillic);
    expectRepaired("Zażółć gęślą jaźń, powiedział nauczyciel.", CodecId::Ibm852);
}

// ISO 8859-16 (Latin-10), which ICU lacks: Romanian read through it ("Științele" is
// "È\u0098tiinÈ\u009Bele", "în" is "Ăźn") is repaired to its own letters, not through another
// page into others ("în" is "ßn" through windows-1250), once and twice, and so are Polish and
// Hungarian; every finding names the page, round by round.
TEST(CodecReach, RepairsRomanianPolishAndHungarianReadAsLatin10OnceAndTwice) {
    const Codec latin10(CodecId::Iso8859_16);
    for (const std::string text : {
             "Științele exacte se predau în școală, iar elevii învață cu plăcere.",
             "Mâine dimineață plecăm spre mare cu trenul de la ora șapte.",
             "ȘTIINȚĂ ȘI ÎNVĂȚĂMÂNT ÎN ROMÂNIA",
             "Zażółć gęślą jaźń, powiedział nauczyciel z uśmiechem.",
             "Az árvíztűrő tükörfúrógép nagyon hasznos eszköz, mondta Győrben.",
         }) {
        for (int rounds = 1; rounds <= 2; ++rounds) {
            const std::string damaged = misread(text, latin10, rounds);
            ASSERT_NE(damaged, text);
            EXPECT_EQ(repairMojibake(damaged), text) << "x" << rounds << ": " << damaged;
            const auto findings = findMojibake(damaged);
            EXPECT_FALSE(findings.empty()) << damaged;
            for (const MojibakeFinding& f : findings) {
                EXPECT_EQ(f.codec.name(), "ISO-8859-16") << "x" << rounds << ": " << damaged;
                EXPECT_EQ(f.rounds, rounds) << damaged;
                for (const Codec c : f.chain)
                    EXPECT_EQ(c, latin10) << damaged;
            }
        }
    }
}

// Latin-10 shares most of its letters with ISO 8859-2 and windows-1250, at other octets: correct
// Romanian, Polish and Hungarian stay as they are, in capitals too.
TEST(CodecReach, LeavesCorrectRomanianPolishAndHungarianAlone) {
    for (const std::string text : {
             "Științele exacte se predau în școală, iar elevii învață cu plăcere.",
             "ȘTIINȚĂ ȘI ÎNVĂȚĂMÂNT ÎN ROMÂNIA",
             "Țară, țări, Ștefan, Brașov, Timișoara, Iași",
             "în",
             "Şi cu sedilă: ţară, şcoală (ISO 8859-2).",
             "Zażółć gęślą jaźń, powiedział nauczyciel z uśmiechem.",
             "ŁÓDŹ, GDAŃSK I ŻYWIEC",
             "Az árvíztűrő tükörfúrógép nagyon hasznos eszköz, mondta Győrben.",
             "ŐSZI ÜDÜLŐ, KŐSZEG",
             "ő ű Ő Ű € „idézet”",
         }) {
        EXPECT_TRUE(findMojibake(text).empty()) << text;
        EXPECT_EQ(repairMojibake(text), text);
    }
}

// "Київ" through KOI8-U is "п" U+00A0 "п╦я≈п╡": the capital's second octet is KOI8's no-break
// space. KOI8-R reads those octets alike, so alone the word names either, the other as an
// alternative; a word with "д", "ж", "з" or "н" (B4, B6, B7, BD: Є, І, Ї, Ґ in KOI8-U) tells.
TEST(CodecReach, RepairsKyivThroughKoi8U) {
    expectRepaired("Київ - столиця України.", CodecId::Koi8U);
    expectRepaired("Я живу в Києві.", CodecId::Koi8U);
    const std::string damaged = misread("Київ", Codec(CodecId::Koi8U));
    EXPECT_EQ(damaged, "п\u00A0п╦я≈п╡");
    EXPECT_EQ(repairMojibake(damaged), "Київ");
    const auto findings = findMojibake(damaged);
    ASSERT_EQ(findings.size(), 1u);
    const MojibakeFinding& f = findings.front();
    const Codec koi8u(CodecId::Koi8U);
    EXPECT_TRUE(f.codec == koi8u || std::find(f.alternatives.begin(), f.alternatives.end(),
                                              koi8u) != f.alternatives.end());
}

TEST(CodecReach, RepairsTwoRoundsThroughWindows1252OfGreekAndUkrainian) {
    expectRepaired("Καλημέρα σας, τι κάνετε;", CodecId::Windows1252, 2);
    expectRepaired("Доброго ранку, як справи?", CodecId::Windows1252, 2);
}

// Between two rounds through windows-1256, "ك" (D9 83) is "ظƒ": a Latin letter the page holds
// though it carries none, a stage on the way and never the text repaired.
TEST(CodecReach, UndoesTwoRoundsThroughAPageWhoseStageOnTheWayItDoesNotCarry) {
    expectRepaired("مرحبًا بكم في متجرنا! الشحن مجاني.", CodecId::Windows1256, 2);
}

// "ред" (Bulgarian, "line") is E0 A5 A4 through DOS 866, a Devanagari danda; "ці" (Ukrainian,
// "these") is "æ" through KOI8-U: neither page carries what they would read as.
TEST(CodecReach, LeavesCorrectTextThatReadsBackThroughAPageOnlyByChance) {
    for (const std::string clean : {"Нов ред в таблицата, ред по ред.", "Ці люди живуть тут."}) {
        EXPECT_TRUE(findMojibake(clean).empty()) << clean;
        EXPECT_EQ(repairMojibake(clean), clean);
    }
}

// Two octets FE FF inside a word are "þĸ" through ISO 8859-10, a word only by chance: malformed
// octets are read through a page of one region only in a file known to be in it.
TEST(CodecReach, ReadsMalformedOctetsThroughARegionsPageOnlyInAFileInIt) {
    const std::string text = "Your order has shipped \xE2\x80\x94 arr\xFE\xFFives Thu 14 Mar";
    for (const MojibakeFinding& f : findMojibake(text))
        EXPECT_NE(f.codec, Codec(CodecId::Iso8859_10));
    MojibakeOptions options;
    options.legacyCodec = Codec(CodecId::Iso8859_10);
    const auto findings = findMojibake(text, options);
    ASSERT_EQ(findings.size(), 1u);
    EXPECT_EQ(findings.front().codec, Codec(CodecId::Iso8859_10));
    EXPECT_EQ(findings.front().repaired, "þĸ");
}

// "á" twice through ISO 8859-10 is "Ã" U+0083 "Ä" U+0084: nothing windows-1252 lacks, but a
// round through ISO 8859-1 leaves "ÃĄ", which shows the page. Both rounds are undone at once.
TEST(CodecReach, UndoesTwoRoundsThroughAPageThatOnlyTheFirstRoundShows) {
    expectRepaired("Við fórum á kaffihús.", CodecId::Iso8859_10, 2);
    expectRepaired("Vai jūs zināt, cik maksā biļete?", CodecId::Iso8859_4, 2);
    const std::string damaged = misread("á", Codec(CodecId::Iso8859_10), 2);
    EXPECT_EQ(repairMojibake(damaged + " kaffi"), "á kaffi");
}

// Chinese read through ISO 8859-13 is left where the page does not carry it ("书。" is
// "ä¹¦ć" U+0080 U+0082): the controls after "ć" continue the sequence E3 80 82 that "ć" begins
// through windows-1257, so they are that damage too, not windows-1257's "€‚", which would
// leave "ć€‚" to be read as damage anew. Whatever fix makes of it, fixed again it is the same.
TEST(CodecReach, LeavesAC1ControlThatContinuesASequenceOfDamageNoReadingTook) {
    const std::string damaged = misread("书。", Codec(CodecId::Iso8859_13));
    const std::string fixed = repairMojibake(damaged);
    EXPECT_EQ(fixed.find("\xE2\x82\xAC"), std::string::npos) << fixed; // no "€"
    EXPECT_EQ(repairMojibake(fixed), fixed);
    // After a letter of ASCII, or a quote, the control is windows-1252's.
    EXPECT_EQ(repairMojibake("don\xC2\x92t"), "don’t");
    EXPECT_EQ(repairMojibake("x \xC2\x93quoted\xC2\x94 y"), "x “quoted” y");
}

// Russian read through windows-874 and then through ISO 8859-5, which no reading takes whole,
// leaves "рИ" U+009E for "พ": the control continues the sequence E0 B8 9E that "рИ" begins
// through ISO 8859-5, as ISO 8859-5 read it (a C1 control at 9E), so it is that damage too, not
// a character of the code page the line's other damage points to, which the next fix would take
// otherwise once that damage is repaired. Fixed again, the text is the same.
TEST(CodecReach, LeavesAC1ControlThatAPageOfControlsLeftInDamageNoReadingTook) {
    const std::string damaged = "\xD1\x80\xD0\x98\xC2\x9E";
    EXPECT_EQ(repairMojibake(damaged), damaged);
    EXPECT_EQ(repairMojibake("x " + damaged + " y"), "x " + damaged + " y");
    const std::string line = misread(
        misread("Привет, мир! Это простой текст на русском языке.", Codec(CodecId::Windows874)),
        Codec(CodecId::Iso8859_5));
    const std::string fixed = repairMojibake(
        "A condi" +
        misread(misread("ção", Codec(CodecId::Windows1256)), Codec(CodecId::Windows1257)) + "\n" +
        line);
    EXPECT_EQ(repairMojibake(fixed), fixed);
}

// Korean read three times through ISO 8859-6, which does not carry it, is left as found: two
// rounds would leave Arabic marks and C1 controls ("ٌ" U+0098 "¤" ...), which the next fix reads
// as damage anew, and a page of one region writes no C1 control in a repair.
TEST(CodecReach, APageOfOneRegionWritesNoC1ControlInARepair) {
    const std::string damaged = misread("오늘 날씨가 정말 좋네요.", Codec(CodecId::Iso8859_6), 3);
    EXPECT_EQ(repairMojibake(damaged), damaged);
}

} // namespace
} // namespace u8scope
