// Chains through two code pages: text read as one codec and saved again, then the result read
// as another ("£" as windows-1252, then as windows-1251: "Г‚ВЈ"). The engine undoes every round
// in one run, so that fix run on its own output changes nothing, and says each round.
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/mojibake/mojibaketext.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace u8scope {
namespace {

Codec codec(std::string_view name) {
    return *Codec::byName(name);
}

// `text` read as `through` and saved again as UTF-8.
std::string misread(const std::string& text, Codec through) {
    std::string out;
    for (const char octet : text) {
        const CodePoint cp = through.decode(static_cast<std::uint8_t>(octet));
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }
    return out;
}

// `text` read as `first`, saved as UTF-8, the result read as `second` and saved again.
std::string chained(const std::string& text, Codec first, Codec second) {
    return misread(misread(text, first), second);
}

TEST(MojibakeChains, UndoesBothCodecsInOneRun) {
    // "£" read as windows-1252 is "Â£"; that read as windows-1251 is "Г‚ВЈ".
    const std::string found = "Ticket \xD0\x93\xE2\x80\x9A\xD0\x92\xD0\x88"
                              "4.50 today";
    ASSERT_EQ(found, chained("Ticket \xC2\xA3"
                             "4.50 today",
                             codec("windows-1252"), codec("windows-1251")));
    EXPECT_EQ(repairMojibake(found), "Ticket \xC2\xA3"
                                     "4.50 today");
    const auto findings = findMojibake(found);
    ASSERT_EQ(findings.size(), 1u);
    const MojibakeFinding& f = findings[0];
    EXPECT_EQ(f.kind, MojibakeKind::Reencoded);
    EXPECT_EQ(f.rounds, 2);
    EXPECT_EQ(f.codec, codec("windows-1251")); // the last round, whose damage the text shows
    EXPECT_EQ(f.chain, (std::vector<Codec>{codec("windows-1252"), codec("windows-1251")}));
    EXPECT_EQ(f.stages, (std::vector<std::string>{"\xC2\xA3", "\xC3\x82\xC2\xA3",
                                                  "\xD0\x93\xE2\x80\x9A\xD0\x92\xD0\x88"}));
    EXPECT_GE(f.confidence, 0.75);
}

TEST(MojibakeChains, RepairsThePairsPeopleMeet) {
    const std::string text = "Le caf\xC3\xA9 co\xC3\xBBte 2,50 \xE2\x82\xAC \xE2\x80\x93 "
                             "\xC2\xAB tr\xC3\xA8s bon \xC2\xBB";
    const std::pair<const char*, const char*> pairs[] = {
        {"windows-1252", "windows-1251"}, {"windows-1252", "windows-1250"},
        {"windows-1252", "ISO-8859-2"},   {"windows-1251", "windows-1252"},
        {"ISO-8859-1", "KOI8-R"},
    };
    for (const auto& [first, second] : pairs) {
        const std::string found = chained(text, codec(first), codec(second));
        const std::string repaired = repairMojibake(found);
        EXPECT_EQ(repaired, text) << first << " then " << second << ": " << found;
        EXPECT_EQ(repairMojibake(repaired), repaired) << first << " then " << second;
    }
}

// The second codec is chosen as the examiner chooses codecs: of those about as good, the most
// common. "„Schön“" through windows-1252, then windows-1251: "“" through windows-1252 (E2 80 9C),
// not "⤽" through ISO 8859-15 (E2 A4 BD), which costs a little less after a letter.
TEST(MojibakeChains, TiesTheSecondCodecAsCodecsAreTied) {
    const std::string text = "\xE2\x80\x9ESch\xC3\xB6n, dass du da bist\xE2\x80\x9C, sagte er.";
    const std::string found = chained(text, codec("windows-1252"), codec("windows-1251"));
    EXPECT_EQ(repairMojibake(found), text) << found;
}

// A variation selector after a pictograph asks for its emoji form ("🌧️", U+FE0F): through
// KOI8-R and then ISO 8859-15 it comes back as itself, not as the fullwidth "／" (U+FF0F) that
// ISO 8859-10 in place of ISO 8859-15 gives: the selector is no stray mark.
TEST(MojibakeChains, ReadsAVariationSelectorAfterAPictographBack) {
    const std::string text = "Sonntag \xF0\x9F\x8C\xA7\xEF\xB8\x8F Regen";
    const std::string found = chained(text, codec("KOI8-R"), codec("ISO-8859-15"));
    EXPECT_EQ(repairMojibake(found), text) << found;
}

// A chain whose second codec's round alone proves nothing ("Г" and a no-break space through
// windows-1251 is "à": a Latin letter made of a Cyrillic one) is taken where the line shows the
// same chain proving itself ("bientôt"), in place of the first codec's reading alone.
TEST(MojibakeChains, TakesAChainTheLineShows) {
    const std::string text = "Merci \xC3\xA0 bient\xC3\xB4t";
    const std::string found = chained(text, codec("windows-1251"), codec("windows-1252"));
    EXPECT_EQ(repairMojibake(found), text) << found;
    // Alone, the first codec's reading is all the line proves.
    const std::string alone =
        chained("Merci \xC3\xA0", codec("windows-1251"), codec("windows-1252"));
    EXPECT_EQ(repairMojibake(alone), "Merci \xD0\x93\xC2\xA0") << alone;
}

TEST(MojibakeChains, NamesEachRound) {
    const auto findings = findMojibake("caf\xD0\x93\xD1\x93\xD0\x92\xC2\xA9"); // cafГѓВ©
    ASSERT_EQ(findings.size(), 1u);
    const MojibakeFinding& f = findings[0];
    EXPECT_EQ(chainName(f), "windows-1252 then windows-1251");
    const MojibakeText t = mojibakeText(f);
    EXPECT_EQ(t.plain, "\"caf\xD0\x93\xD1\x93\xD0\x92\xC2\xA9\" should read \"caf\xC3\xA9\": "
                       "UTF-8 read as windows-1252 and saved again as UTF-8, then read as "
                       "windows-1251 and saved again.");
    ASSERT_EQ(t.steps.size(), 2u);
    EXPECT_EQ(t.steps[0], "C3 A9 is \"\xC3\xA9\" in UTF-8; read as windows-1252 they became "
                          "\"\xC3\x83\" and \"\xC2\xA9\"; written back as UTF-8 they are "
                          "C3 83 C2 A9.");
    EXPECT_EQ(t.steps[1], "Then read as windows-1251, C3 83 C2 A9 became \"\xD0\x93\", "
                          "\"\xD1\x93\", \"\xD0\x92\" and \"\xC2\xA9\"; written back as UTF-8 "
                          "they are D0 93 D1 93 D0 92 C2 A9.");
    const std::vector<ChainLink> links = chainLinks(f);
    ASSERT_EQ(links.size(), 2u);
    EXPECT_EQ(links[0].codec, codec("windows-1252"));
    EXPECT_EQ(links[1].codec, codec("windows-1251"));
}

TEST(MojibakeChains, NamesRoundsOfOneCodecTogether) {
    MojibakeFinding f;
    f.codec = codec("windows-1251");
    f.rounds = 3;
    f.chain = {codec("windows-1252"), codec("windows-1252"), codec("windows-1251")};
    EXPECT_EQ(chainName(f), "windows-1252, 2 rounds, then windows-1251");
    f.chain = {codec("windows-1252"), codec("windows-1252"), codec("windows-1252")};
    EXPECT_EQ(chainName(f), "windows-1252, 3 rounds");
}

// "😀" (U+1F600) in CESU-8, ED A0 BD ED B8 80, read as windows-1252 and saved as UTF-8: "í ½í¸€".
const std::string kCesu8Grin = "\xED\xA0\xBD\xED\xB8\x80";

TEST(MojibakeChains, RepairsCesu8ReadAsACodePage) {
    const Codec cp1252 = codec("windows-1252");
    // Read once, and read twice.
    std::string read = kCesu8Grin;
    for (int rounds = 1; rounds <= 2; ++rounds) {
        read = misread(read, cp1252);
        const std::string text = "ok " + read + " see you at 6";
        EXPECT_EQ(repairMojibake(text), "ok \xF0\x9F\x98\x80 see you at 6") << rounds;
        const auto findings = findMojibake(text);
        ASSERT_EQ(findings.size(), 1u) << rounds;
        const MojibakeFinding& f = findings[0];
        EXPECT_EQ(f.kind, MojibakeKind::Reencoded);
        EXPECT_TRUE(f.cesu8);
        EXPECT_EQ(f.rounds, rounds);
        EXPECT_EQ(f.repaired, "\xF0\x9F\x98\x80");
        EXPECT_EQ(stageOctets(f, 0), kCesu8Grin);
        EXPECT_EQ(stageOctets(f, 1), f.stages[1]);
        const MojibakeText t = mojibakeText(f);
        EXPECT_TRUE(t.steps[0].starts_with(
            "ED A0 BD ED B8 80 is \"\xF0\x9F\x98\x80\" in CESU-8, where a character beyond "
            "U+FFFF is its two surrogates"))
            << t.steps[0];
        EXPECT_NE(t.plain.find("CESU-8 read as windows-1252 and saved again as UTF-8"),
                  std::string::npos)
            << t.plain;
        EXPECT_TRUE(chainName(f).starts_with("CESU-8 then windows-1252")) << chainName(f);
        EXPECT_EQ(repairMojibake(repairMojibake(text)), repairMojibake(text));
    }
}

// Surrogates that pair with nothing stay as they were: ED A0 BD read as windows-1252 is "í ½",
// which no rule takes back.
TEST(MojibakeChains, LeavesAHalfOfAPairAlone) {
    const std::string half = "x \xC3\xAD\xC2\xA0\xC2\xBD y";
    EXPECT_EQ(repairMojibake(half), half);
}

// Korean read three times through windows-1256: the third round would give back Hangul, which
// that page never writes, so undoing two would leave Arabic letters beside Latin ones and signs,
// damage still ("ىک¤ëٹک"), of which windows-1252 reads some words further. The text is left as
// found, and fix changes nothing in its own output; Arabic read twice through the page is
// repaired whole beside it.
TEST(MojibakeChains, LeavesAChainItsPageCannotEndAsFound) {
    const Codec arabic = codec("windows-1256");
    const std::string korean = "\xEC\x98\xA4\xEB\x8A\x98 \xEB\x82\xA0\xEC\x94\xA8\xEA\xB0\x80 "
                               "\xEC\xA0\x95\xEB\xA7\x90 \xEC\xA2\x8B\xEB\x84\xA4\xEC\x9A\x94.";
    const std::string found = misread(misread(misread(korean, arabic), arabic), arabic);
    EXPECT_EQ(repairMojibake(found), found);
    const std::string once = misread(korean, arabic);
    EXPECT_EQ(repairMojibake(repairMojibake(once)), repairMojibake(once));
    // "مرحبا بالعالم" ("hello, world"), read twice through windows-1256, on the next line.
    const std::string hello = "\xD9\x85\xD8\xB1\xD8\xAD\xD8\xA8\xD8\xA7 "
                              "\xD8\xA8\xD8\xA7\xD9\x84\xD8\xB9\xD8\xA7\xD9\x84\xD9\x85";
    const std::string both = found + "\n" + misread(misread(hello, arabic), arabic) + "\n";
    EXPECT_EQ(repairMojibake(both), found + "\n" + hello + "\n");
}

} // namespace
} // namespace u8scope
