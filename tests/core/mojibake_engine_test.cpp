// The mojibake engine on each kind of damage, its evidence and its streaming, and the English
// words for its findings.
#include "malformedtext.h"
#include "u8scope/file/source.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/mojibake/mojibaketext.h"
#include "u8scope/mojibake/repairplan.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <string>

namespace u8scope {
namespace {

std::span<const std::uint8_t> octets(const std::string& s) {
    return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}

MojibakeFinding only(const std::string& text) {
    const auto findings = findMojibake(text);
    EXPECT_EQ(findings.size(), 1u) << text;
    return findings.empty() ? MojibakeFinding{} : findings.front();
}

TEST(MojibakeEngine, RepairsTheExamplesOfTheIssue) {
    EXPECT_EQ(repairMojibake("caf\xC3\x83\xC2\xA9"), "caf\xC3\xA9");     // cafÃ©
    EXPECT_EQ(repairMojibake("caf\xE2\x88\x9A\xC2\xA9"), "caf\xC3\xA9"); // caf√©, Mac OS Roman
    // РџСЂРёРІРµС‚, "Привет" read as windows-1251.
    const std::string damaged = "\xD0\xA0\xD1\x9F\xD0\xA1\xD0\x82\xD0\xA0\xD1\x91\xD0\xA0\xD0\x86"
                                "\xD0\xA0\xC2\xB5\xD0\xA1\xE2\x80\x9A";
    const MojibakeFinding f = only(damaged);
    EXPECT_EQ(f.repaired, "\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82");
    EXPECT_EQ(f.codec.name(), "windows-1251");
    EXPECT_EQ(f.kind, MojibakeKind::Reencoded);
}

TEST(MojibakeEngine, RepairsOnlyTheDamagedCharacters) {
    // A correct Ã beside damage, a correct curly quote between two damaged spans.
    EXPECT_EQ(repairMojibake("S\xC3\x83O caf\xC3\x83\xC2\xA9"), "S\xC3\x83O caf\xC3\xA9");
    EXPECT_EQ(repairMojibake("\xC3\x83\xC2\xA9\xE2\x80\x99\xC3\x83\xC2\xA8"),
              "\xC3\xA9\xE2\x80\x99\xC3\xA8"); // Ã©’Ã¨ -> é’è
    const auto findings = findMojibake("\xC3\x83\xC2\xA9\xE2\x80\x99\xC3\x83\xC2\xA8");
    ASSERT_EQ(findings.size(), 2u);
    EXPECT_EQ(findings[0].offset, 0u);
    EXPECT_EQ(findings[0].length, 4u);
    EXPECT_EQ(findings[1].offset, 7u);
}

// "HÃ©lÃ¨ne": one word damaged in two places is one finding, which covers the word's damage
// from its first octet to its last and shows the whole word; the "l" between stays as it is.
TEST(MojibakeEngine, MakesOneFindingOfAWordDamagedInTwoPlaces) {
    const std::string line = "Bonjour H\xC3\x83\xC2\xA9l\xC3\x83\xC2\xA8ne, le caf\xC3\x83\xC2\xA9 "
                             "est pr\xC3\x83\xC2\xAAt.";
    const auto findings = findMojibake(line);
    ASSERT_EQ(findings.size(), 3u);
    const MojibakeFinding& word = findings[0];
    EXPECT_EQ(word.offset, 9u);
    EXPECT_EQ(word.length, 9u);
    EXPECT_EQ(word.text, "\xC3\x83\xC2\xA9l\xC3\x83\xC2\xA8");
    EXPECT_EQ(word.repaired, "\xC3\xA9l\xC3\xA8");
    EXPECT_EQ(word.before, "H");
    EXPECT_EQ(word.after, "ne");
    ASSERT_EQ(word.stages.size(), 2u);
    EXPECT_EQ(word.stages[0], word.repaired);
    EXPECT_EQ(word.stages[1], word.text);
    EXPECT_EQ(findings[1].before, "caf");
    EXPECT_EQ(repairMojibake(line),
              "Bonjour H\xC3\xA9l\xC3\xA8ne, le caf\xC3\xA9 est pr\xC3\xAAt.");
    // Two words, each damaged once, stay two findings; quotes around a word are two places too
    // (Mojibake.FindsQuotesAroundAWordAsTwoSpans).
    EXPECT_EQ(findMojibake("caf\xC3\x83\xC2\xA9 cr\xC3\x83\xC2\xA8me").size(), 2u);
}

TEST(MojibakeEngine, UndoesEveryRound) {
    // é read as windows-1252 three times over.
    const std::string thrice = "\xC3\x83\xC6\x92\xC3\x86\xE2\x80\x99\xC3\x83\xE2\x80\x9A\xC3\x82"
                               "\xC2\xA9";
    const MojibakeFinding f = only("caf" + thrice);
    EXPECT_EQ(f.rounds, 3);
    EXPECT_EQ(f.repaired, "\xC3\xA9");
    ASSERT_EQ(f.stages.size(), 4u);
    EXPECT_EQ(f.stages[1], "\xC3\x83\xC2\xA9");
    EXPECT_EQ(f.stages[3], thrice);
}

TEST(MojibakeEngine, RestoresALostNoBreakSpaceWhereTheLineShowsTheDamage) {
    // "Il est allé à la plage": à (C3 A0) read as "Ã" and a no-break space, the space plain.
    const std::string line = "Il est all\xC3\x83\xC2\xA9 \xC3\x83  la plage";
    EXPECT_EQ(repairMojibake(line), "Il est all\xC3\xA9 \xC3\xA0 la plage");
    const auto findings = findMojibake(line);
    ASSERT_EQ(findings.size(), 2u);
    EXPECT_EQ(findings[1].kind, MojibakeKind::LostNoBreakSpace);
    EXPECT_EQ(findings[1].text, "\xC3\x83 ");
    EXPECT_EQ(findings[1].stages.back(), "\xC3\x83\xC2\xA0");
    // Alone, "Ã  la" could be what it says: nothing proves a space was lost.
    EXPECT_EQ(repairMojibake("\xC3\x83  la"), "\xC3\x83  la");
    // "Россия" read as windows-1251 with its no-break space lost: "Р РѕСЃСЃРёСЏ".
    EXPECT_EQ(repairMojibake("\xD0\xA0 \xD0\xA0\xD1\x95\xD0\xA1\xD0\x83\xD0\xA1\xD0\x83\xD0\xA0"
                             "\xD1\x91\xD0\xA1\xD0\x8F"),
              "\xD0\xA0\xD0\xBE\xD1\x81\xD1\x81\xD0\xB8\xD1\x8F");
}

// "à la" (C3 A0 20 6C 61) read as windows-1252 is "Ã", a no-break space, a space and "la"; where
// the no-break space became a space and the two merged, as where runs of spaces are made one,
// "Ã la" is left: "à" comes back and the space stays between the words, where the line shows
// the damage.
TEST(MojibakeEngine, KeepsTheSpaceALostNoBreakSpaceMergedWith) {
    const std::string line = "Il part \xC3\x83 la gare avec le caf\xC3\x83\xC2\xA9";
    EXPECT_EQ(repairMojibake(line), "Il part \xC3\xA0 la gare avec le caf\xC3\xA9");
    const auto findings = findMojibake(line);
    ASSERT_EQ(findings.size(), 2u);
    const MojibakeFinding& f = findings[0];
    EXPECT_EQ(f.kind, MojibakeKind::LostNoBreakSpace);
    EXPECT_TRUE(f.spacesMerged);
    EXPECT_EQ(f.text, "\xC3\x83 ");
    EXPECT_EQ(f.repaired, "\xC3\xA0 ");
    EXPECT_EQ(f.stages, (std::vector<std::string>{"\xC3\xA0 ", "\xC3\x83\xC2\xA0 "}));
    EXPECT_NE(mojibakeText(f).detail().find("merged with the space after it"), std::string::npos);
    // Before a lone letter the space was the no-break space alone: "às" (Portuguese); an
    // apostrophe after the letter makes it a word of its own ("à l'heure").
    EXPECT_EQ(repairMojibake("Voc\xC3\x83\xC2\xAA vai \xC3\x83 s 10h"),
              "Voc\xC3\xAA vai \xC3\xA0s 10h");
    EXPECT_EQ(repairMojibake("\xC3\x83 l'heure, caf\xC3\x83\xC2\xA9"),
              "\xC3\xA0 l'heure, caf\xC3\xA9");
    EXPECT_EQ(repairMojibake("d\xC3\x83\xC2\xA9j\xC3\x83 vu"), "d\xC3\xA9j\xC3\xA0 vu");
    // Before punctuation, or letters with no vowel (Vietnamese "hàng"), the space was the
    // no-break space alone.
    EXPECT_EQ(repairMojibake("pi\xC3\x83\xC2\xB9 citt\xC3\x83 ."), "pi\xC3\xB9 citt\xC3\xA0.");
    EXPECT_EQ(repairMojibake("\xC3\x84\xC2\x90\xC3\x86\xC2\xA1n h\xC3\x83 ng"),
              "\xC4\x90\xC6\xA1n h\xC3\xA0ng");
    // Nothing else in the line shows the damage, or "Ã" is a capital among capitals.
    EXPECT_EQ(repairMojibake("Il part \xC3\x83 la gare"), "Il part \xC3\x83 la gare");
    EXPECT_EQ(repairMojibake("IRM\xC3\x83 DE caf\xC3\x83\xC2\xA9"),
              "IRM\xC3\x83 DE caf\xC3\xA9");
    for (const char* text : {"Il part \xC3\x83 la gare avec le caf\xC3\x83\xC2\xA9",
                             "Voc\xC3\x83\xC2\xAA vai \xC3\x83 s 10h"}) {
        const std::string once = repairMojibake(text);
        EXPECT_EQ(repairMojibake(once), once) << text;
    }
}

// "Škoda" (C5 A0 6B ...) read as windows-1252 is "Å", a no-break space and "koda"; with the
// no-break space turned into a space, "Å koda" reads as well as "Škoda", but where the line shows
// the damage, the capital begins the word after and joins it.
TEST(MojibakeEngine, JoinsACapitalToTheRestOfItsWordAcrossALostNoBreakSpace) {
    EXPECT_EQ(repairMojibake("La \xC3\x85 koda de mon p\xC3\x83\xC2\xA8re"),
              "La \xC5\xA0koda de mon p\xC3\xA8re");
    const auto findings = findMojibake("La \xC3\x85 koda de mon p\xC3\x83\xC2\xA8re");
    ASSERT_EQ(findings.size(), 2u);
    EXPECT_EQ(findings[0].kind, MojibakeKind::LostNoBreakSpace);
    EXPECT_FALSE(findings[0].spacesMerged);
    EXPECT_EQ(findings[0].repaired, "\xC5\xA0");
    EXPECT_EQ(repairMojibake("\xC3\x85 koda"), "\xC3\x85 koda"); // alone, nothing proves it
    // A capital before a number begins no word there.
    EXPECT_EQ(repairMojibake("\xC3\x85 10 caf\xC3\x83\xC2\xA9"), "\xC3\x85 10 caf\xC3\xA9");
}

// A repair that lost characters leaves a U+FFFD for each; "р" before three of them is no first
// octet (F0 in windows-1251) of one character that lost its other three: fix run on its own
// output changes nothing.
TEST(MojibakeEngine, LeavesALetterBeforeLostCharactersAsItIs) {
    const std::string repaired =
        "\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82, \xD1\x8D\xD1\x82\xD0\xBE "
        "\xD1\x80\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xD0\xBA\xD0\xBE\xD0\xBC "
        "\xD1\x8F\xD0\xB7\xD1\x8B\xD0\xBA\xD0\xB5."; // "Привет, это р���ком языке."
    EXPECT_EQ(repairMojibake(repaired), repaired);
    // A character of four octets that kept two of them still comes back as one lost character.
    EXPECT_EQ(repairMojibake("ok \xC3\xB0\xC5\xB8?\xC2\xBA!"), "ok \xEF\xBF\xBD!");
}

// A closing quote (E2 80 9D) whose 9D a decoder dropped, for windows-1252 has nothing there,
// leaves "â€" before the space: no dagger (E2 80 A0) made of that space. A letter of three
// octets still takes the space for its lost A0, and in KOI8-R, which defines every octet, a
// symbol does too.
TEST(MojibakeEngine, TakesNoSpaceAfterAQuoteThatLostAnOctetForANoBreakSpace) {
    const std::string line = "\xC3\xA2\xE2\x82\xAC\xC5\x93Hello\xC3\xA2\xE2\x82\xAC and left.";
    EXPECT_EQ(repairMojibake(line), "\xE2\x80\x9CHello\xC3\xA2\xE2\x82\xAC and left.");
    // "中丠中文" through windows-1252, the no-break space of 丠 (E4 B8 A0) lost.
    EXPECT_EQ(repairMojibake("\xC3\xA4\xC2\xB8\xC2\xAD\xC3\xA4\xC2\xB8 \xC3\xA4\xC2\xB8\xC2\xAD"
                             "\xC3\xA6\xE2\x80\x93\xE2\x80\xA1"),
              "\xE4\xB8\xAD\xE4\xB8\xA0\xE4\xB8\xAD\xE6\x96\x87");
    // "x ≥ 0 und √2 ≈ 1" through KOI8-R, where √ (E2 88 9A) ends in its no-break space, 9A.
    EXPECT_EQ(repairMojibake("x \xD0\x91\xE2\x94\xB4\xE2\x95\x94 0 und \xD0\x91\xE2\x94\xAC 2 "
                             "\xD0\x91\xE2\x94\xB4\xE2\x94\xAC 1"),
              "x \xE2\x89\xA5 0 und \xE2\x88\x9A"
              "2 \xE2\x89\x88 1");
}

// A byte order mark read as a single-octet codec heads a line ("ï»¿id,name", a CSV file saved
// as UTF-8 with its signature and read as windows-1252): repaired to the mark, sure of it, though
// the invisible mark reads no better than what it became. Through any codec, in any rounds, at
// the start of any line (files joined); not inside a line, where a text may show one.
TEST(MojibakeEngine, RestoresAByteOrderMarkReadAsACodec) {
    const std::string bom = "\xEF\xBB\xBF";
    const auto csv = findMojibake("\xC3\xAF\xC2\xBB\xC2\xBFid,name\n1,caf\xC3\xA9\n");
    ASSERT_EQ(csv.size(), 1u);
    EXPECT_EQ(csv[0].offset, 0u);
    EXPECT_EQ(csv[0].length, 6u);
    EXPECT_EQ(csv[0].kind, MojibakeKind::Reencoded);
    EXPECT_EQ(csv[0].repaired, bom);
    EXPECT_EQ(csv[0].codec, Codec(CodecId::Windows1252));
    EXPECT_GE(csv[0].confidence, 0.9);
    EXPECT_EQ(repairMojibake("\xC3\xAF\xC2\xBB\xC2\xBFid,name\n"), bom + "id,name\n");
    EXPECT_NE(mojibakeText(csv[0]).plain.find("should read \"<BOM>id\""), std::string::npos)
        << mojibakeText(csv[0]).plain;
    // windows-1251 ("п»ї"), IBM437 ("∩╗┐"), Mac OS Roman ("Ôªø"), two rounds of windows-1252.
    for (const std::string& damaged :
         {std::string("\xD0\xBF\xC2\xBB\xD1\x97"),
          std::string("\xE2\x88\xA9\xE2\x95\x97\xE2\x94\x90"),
          std::string("\xC3\x94\xC2\xAA\xC3\xB8"),
          std::string("\xC3\x83\xC2\xAF\xC3\x82\xC2\xBB\xC3\x82\xC2\xBF")}) {
        const auto found = findMojibake("first line\n" + damaged + "Hello\n");
        ASSERT_EQ(found.size(), 1u) << damaged;
        EXPECT_EQ(found[0].offset, 11u) << damaged;
        EXPECT_EQ(found[0].repaired, bom) << damaged;
    }
    // Inside a line, or a word, it is no mark.
    EXPECT_TRUE(findMojibake("A BOM read as Latin-1 shows as \xC3\xAF\xC2\xBB\xC2\xBF at the "
                             "start.\n")
                    .empty());
    EXPECT_TRUE(findMojibake("x\xC3\xAF\xC2\xBB\xC2\xBF\n").empty());
}

// French set with a no-break space before "»", read once as windows-1252: "fermé »" is C3 A9 C2
// A0 C2 BB, and read as windows-1252 once more those octets become E9 A0 BB, "頻". The second round
// left one repaired character for three and won: "ferm頻". A round that glues a lone CJK
// character to a letter now pays for it, and is taken only over text it makes plausible.
// "É™" read back as windows-1252 is C9 99, "ə": a brand name in capitals with its trademark sign
// ("CAFÉ™") was repaired to "CAFə". A small Latin letter outside ASCII after two capitals now
// costs what one after a capital outside ASCII did; Azerbaijani through windows-1252 comes back.
// Ö, Ô, Ò and Œ through windows-1252 end in a dash or a quote ("Ã–", "Ã”", "Ã’", "Å’"), which
// beside a letter read as plausibly as a hyphen or an apostrophe: "Ã–ffnungszeiten" alone on its
// line was not found. "Ã", "Â" or "Å", then such punctuation, then a letter, now costs what it
// is: a first octet and its continuing octet.
TEST(MojibakeEngine, FindsLettersWhoseDamageEndsInADashOrAQuote) {
    EXPECT_EQ(repairMojibake("\xC3\x83\xE2\x80\x93"
                             "ffnungszeiten\n"),
              "\xC3\x96"
              "ffnungszeiten\n");
    EXPECT_EQ(repairMojibake("K\xC3\x83\xE2\x80\x93LN und H\xC3\x83\xE2\x80\x9DTEL\n"),
              "K\xC3\x96LN und H\xC3\x94TEL\n");
    EXPECT_EQ(repairMojibake("\xC3\x85\xE2\x80\x99uvre\n"), "\xC5\x92uvre\n");
    // A dash or a quote after another capital is text: a range, a possessive.
    for (const std::string& clean : {std::string("\xC3\x84\xE2\x80\x93\xC3\x96\n"),
                                    std::string("JOS\xC3\x89\xE2\x80\x99S CAF\xC3\x89\n")})
        EXPECT_TRUE(findMojibake(clean).empty()) << clean;
}

TEST(MojibakeEngine, LeavesABrandNameInCapitalsWithItsSignAlone) {
    for (const std::string& clean :
         {std::string("CAF\xC3\x89\xE2\x84\xA2\n"),
          std::string(
              "Try our NESCAF\xC3\x89\xC2\xAE Gold, now with CAF\xC3\x89\xE2\x84\xA2 beans.\n"),
          std::string("ROS\xC3\x89\xE2\x84\xA2 wine\n"),
          std::string("GRO\xC3\x9F und STRA\xC3\x9F"
                      "E\n")}) {
        EXPECT_TRUE(findMojibake(clean).empty()) << clean;
    }
    // Damaged once, such a name comes back as it was, not through a second round to "CAFə" (a
    // trademark sign ending a word in capitals is how brands are written); "OÃ™" in capitals
    // still comes back as "OÙ".
    EXPECT_EQ(repairMojibake("CAF\xC3\x83\xE2\x80\xB0\xC3\xA2\xE2\x80\x9E\xC2\xA2 brand\n"),
              "CAF\xC3\x89\xE2\x84\xA2 brand\n");
    EXPECT_EQ(repairMojibake("O\xC3\x83\xE2\x84\xA2 EST LA GARE ?\n"), "O\xC3\x99 EST LA GARE ?\n");
    // "Azərbaycan" through windows-1252: "AzÉ™rbaycan".
    EXPECT_EQ(repairMojibake("Az\xC3\x89\xE2\x84\xA2rbaycan\n"), "Az\xC9\x99rbaycan\n");
}

TEST(MojibakeEngine, TakesNoSecondRoundThatGluesALoneCjkCharacterToALetter) {
    // "Il a dit : « … fermé », puis « Un café »." and "«Un café…»" through windows-1252 once.
    const std::string french =
        "Il a dit\xC2\xA0: \xC2\xAB\xC2\xA0Le restaurant est ferm\xC3\xA9"
        "\xC2\xA0\xC2\xBB, puis \xC2\xAB\xC2\xA0Un caf\xC3\xA9\xC2\xA0\xC2\xBB."
        "\n\xC2\xABUn caf\xC3\xA9\xE2\x80\xA6\xC2\xBB\n";
    std::string damaged;
    for (const unsigned char c : french) {
        // windows-1252 reads every octet here as ISO 8859-1 does, but 80 (in "…", E2 80 A6):
        // "€", E2 82 AC.
        const std::string asLatin1 = c < 0x80 ? std::string(1, static_cast<char>(c))
                                              : std::string{static_cast<char>(0xC0 | (c >> 6)),
                                                            static_cast<char>(0x80 | (c & 0x3F))};
        damaged += c == 0x80 ? std::string("\xE2\x82\xAC") : asLatin1;
    }
    // The octets of "…", E2 80 A6, read as windows-1252: "â", "€", "¦".
    const std::string expectedEllipsis = "\xC3\xA2\xE2\x82\xAC\xC2\xA6";
    ASSERT_NE(damaged.find(expectedEllipsis), std::string::npos);
    EXPECT_EQ(repairMojibake(damaged), french);
    for (const MojibakeFinding& f : findMojibake(damaged))
        EXPECT_EQ(f.rounds, 1) << f.text << " -> " << f.repaired;

    // A CJK character glued to Latin letters does come back through two rounds where one round
    // leaves implausible text: "iPhone用" through ISO 8859-1 twice ("ç\u0094¨" after one).
    std::string twice = "Buy an iPhone\xE7\x94\xA8 case.\n";
    for (int round = 0; round < 2; ++round) {
        std::string next;
        for (const unsigned char c : twice)
            next += c < 0x80 ? std::string(1, static_cast<char>(c))
                             : std::string{static_cast<char>(0xC0 | (c >> 6)),
                                           static_cast<char>(0x80 | (c & 0x3F))};
        twice = next;
    }
    EXPECT_EQ(repairMojibake(twice), "Buy an iPhone\xE7\x94\xA8 case.\n");
}

TEST(MojibakeEngine, PutsOneReplacementForAnOctetLostAndRepairsTheRest) {
    // ” is E2 80 9D; windows-1252 has nothing at 9D, so a strict decoder wrote "?".
    const std::string line = "He said \xC3\xA2\xE2\x82\xAC\xC5\x93hello\xC3\xA2\xE2\x82\xAC?";
    EXPECT_EQ(repairMojibake(line), "He said \xE2\x80\x9Chello\xEF\xBF\xBD");
    const auto findings = findMojibake(line);
    ASSERT_EQ(findings.size(), 2u);
    EXPECT_EQ(findings[1].kind, MojibakeKind::LostOctet);
    EXPECT_EQ(findings[1].lost, 1);
}

TEST(MojibakeEngine, FindsSurrogatePairsAndTheModifiedNul) {
    // U+1F600 in CESU-8, and Java's C0 80.
    const MojibakeFinding pair = only("a\xED\xA0\xBD\xED\xB8\x80z");
    EXPECT_EQ(pair.kind, MojibakeKind::SurrogatePair);
    EXPECT_EQ(pair.offset, 1u);
    EXPECT_EQ(pair.length, 6u);
    EXPECT_EQ(pair.repaired, "\xF0\x9F\x98\x80");
    const MojibakeFinding nul = only("a\xC0\x80z");
    EXPECT_EQ(nul.kind, MojibakeKind::ModifiedNul);
    EXPECT_EQ(nul.repaired, std::string(1, '\0'));
    // A lone surrogate is malformed UTF-8, but no pair: nothing to say here.
    EXPECT_TRUE(findMojibake("a\xED\xA0\xBDz").empty());
}

TEST(MojibakeEngine, ReadsLegacyOctetsWithTheLikelyCodec) {
    const MojibakeFinding cafe = only("caf\xE9 au lait");
    EXPECT_EQ(cafe.kind, MojibakeKind::LegacyOctets);
    EXPECT_EQ(cafe.text, "\xE9");
    EXPECT_EQ(cafe.repaired, "\xC3\xA9");
    EXPECT_EQ(cafe.codec.name(), "windows-1252");
    // "Привет мир" in windows-1251, inside UTF-8 text.
    const std::string russian = "\xCF\xF0\xE8\xE2\xE5\xF2 \xEC\xE8\xF0";
    EXPECT_EQ(repairMojibake(russian), "\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82 "
                                       "\xD0\xBC\xD0\xB8\xD1\x80");
    EXPECT_EQ(findMojibake(russian).front().codec.name(), "windows-1251");
    // A sequence cut short is no legacy text.
    EXPECT_TRUE(findMojibake("abc\xE2\x82 def").empty());
    // Nor are the NUL octets of UTF-16.
    EXPECT_TRUE(findMojibake(std::string("c\0a\0f\0\xE9\0", 8)).empty());
    // Nor UTF-8 written wrong, a first octet with all its continuing octets: an overlong '/',
    // a value beyond U+10FFFF, the 5-octet form of 1993.
    EXPECT_TRUE(findMojibake("[\xC0\xAF] [\xE0\x80\xAF] [\xF4\x90\x80\x80] "
                             "[\xF8\x88\x80\x80\x80]")
                    .empty());
}

// A file known to be in one codec (a whole-file detection) has its legacy octets read with it,
// where it reads them about as well as the best codec; not where it reads them a whole step less
// plausibly, as a Cyrillic word in a file mostly in windows-1252 ("Ïðèâåò" for "Привет"), nor
// where the line's earlier legacy words went with another codec that reads them as well.
TEST(MojibakeEngine, ReadsLegacyOctetsWithTheFilesCodecOnlyWhereItReadsThemAboutAsWell) {
    MojibakeOptions w1252;
    w1252.legacyCodec = Codec(CodecId::Windows1252);
    const std::string mixed = "Le caf\xE9 est bon.\n\xCF\xF0\xE8\xE2\xE5\xF2 \xEC\xE8\xF0\n";
    const auto found = findMojibake(mixed, w1252);
    ASSERT_EQ(found.size(), 3u);
    EXPECT_EQ(found[0].codec.id(), CodecId::Windows1252);
    EXPECT_EQ(found[0].repaired, "\xC3\xA9");
    EXPECT_EQ(found[1].codec.id(), CodecId::Windows1251);
    EXPECT_EQ(found[1].repaired, "\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82");
    EXPECT_EQ(found[2].codec.id(), CodecId::Windows1251);
    // A word that many codecs read as some word ("как": "êàê" in windows-1252) goes with the
    // codec of the line's earlier legacy words, before the file's.
    const auto line =
        findMojibake("\xCF\xF0\xE8\xE2\xE5\xF2, \xEA\xE0\xEA \xE4\xE5\xEB\xE0?\n", w1252);
    ASSERT_EQ(line.size(), 3u);
    EXPECT_EQ(line[1].codec.id(), CodecId::Windows1251);
    EXPECT_EQ(line[1].repaired, "\xD0\xBA\xD0\xB0\xD0\xBA");
    // Alone on its line, it goes with the file's codec.
    const auto alone = findMojibake("\xEA\xE0\xEA\n", w1252);
    ASSERT_EQ(alone.size(), 1u);
    EXPECT_EQ(alone[0].codec.id(), CodecId::Windows1252);
    // Where the file's codec reads the octets as plausibly as another, it is taken: E8 is "č" in
    // windows-1250 and "è" in windows-1252, and E8 "esky" reads as a word either way.
    MojibakeOptions w1250;
    w1250.legacyCodec = Codec(CodecId::Windows1250);
    for (const MojibakeOptions& known : {w1250, w1252}) {
        const auto asKnown = findMojibake("\xE8"
                                          "esky jazyk",
                                          known);
        ASSERT_EQ(asKnown.size(), 1u);
        EXPECT_EQ(asKnown[0].codec.id(), known.legacyCodec->id());
    }
}

// Legacy octets can form UTF-8 by chance: in windows-1251 a capital before "»" ("Т»" is D2 BB,
// U+04BB), in KOI8-R a letter before "ё" ("щё" is DD A3, U+0763). A word with malformed octets is
// read whole where that reads better; UTF-8 beside a stray octet is not.
TEST(MojibakeEngine, ReadsAWordOfLegacyOctetsWholeWhereSomeOfThemFormUtf8) {
    MojibakeOptions w1251;
    w1251.legacyCodec = Codec(CodecId::Windows1251);
    // "«ПРИВЕТ»." in windows-1251.
    const auto quoted = findMojibake("\xAB\xCF\xD0\xC8\xC2\xC5\xD2\xBB.\n", w1251);
    ASSERT_EQ(quoted.size(), 1u);
    EXPECT_EQ(quoted[0].offset, 0u);
    EXPECT_EQ(quoted[0].length, 8u);
    EXPECT_EQ(quoted[0].repaired,
              "\xC2\xAB\xD0\x9F\xD0\xA0\xD0\x98\xD0\x92\xD0\x95\xD0\xA2\xC2\xBB");
    // "ещё" in KOI8-R.
    MojibakeOptions koi8;
    koi8.legacyCodec = Codec(CodecId::Koi8R);
    const auto yo = findMojibake("\xC5\xDD\xA3 \n", koi8);
    ASSERT_EQ(yo.size(), 1u);
    EXPECT_EQ(yo[0].length, 3u);
    EXPECT_EQ(yo[0].repaired, "\xD0\xB5\xD1\x89\xD1\x91");
    // "café" in UTF-8 with a stray FF: the FF alone.
    const auto stray = findMojibake("caf\xC3\xA9\xFF au lait\n");
    ASSERT_EQ(stray.size(), 1u);
    EXPECT_EQ(stray[0].offset, 5u);
    EXPECT_EQ(stray[0].length, 1u);
}

// Binary data holds octets that read as legacy letters or re-encoded pairs by chance; a line with
// controls text does not hold (one in a hundred octets) is not read as text. The text around it
// still is.
TEST(MojibakeEngine, FindsNothingInBinaryDataAndReadsTheTextBesideIt) {
    static constexpr char kBinary[] = "\x7F"
                                      "ELF\x02\x01\x01\x00\x00 caf\xE9 \x10\x00 "
                                      "\xC3\x83\xC2\xA9 don\xC2\x92t\x03\n";
    const std::string binary(kBinary, sizeof kBinary - 1);
    const std::string text = "caf\xC3\x83\xC2\xA9 au lait\n";
    // A stray control in a longer line does not make it binary.
    std::string stray = "the caf\xC3\x83\xC2\xA9 was closed";
    stray += '\x00';
    stray += std::string(100, 'x') + "\n";
    EXPECT_TRUE(findMojibake(binary).empty());
    EXPECT_EQ(findMojibake(text).size(), 1u);
    EXPECT_EQ(findMojibake(stray).size(), 1u);

    struct Collect final : MojibakeSink {
        std::vector<MojibakeFinding> found;
        void onFinding(const MojibakeFinding& f) override { found.push_back(f); }
    } sink;
    MojibakeScanner scanner;
    scanner.feed(octets(binary + text + binary + stray), &sink);
    scanner.finish(&sink);
    ASSERT_EQ(sink.found.size(), 2u);
    EXPECT_EQ(sink.found[0].offset, binary.size() + 3);
    EXPECT_EQ(sink.found[1].offset, 2 * binary.size() + text.size() + 7);
    EXPECT_EQ(scanner.stats().binary, 2 * binary.size());
}

// A line of binary data: `size` octets without a line feed, controls and octets above 7F among
// them, as compressed data has; malformed UTF-8 when `malformed`, else ASCII only.
std::string binaryLine(std::size_t size, bool malformed) {
    std::string line;
    for (std::size_t i = 0; i < size; ++i) {
        auto b = static_cast<std::uint8_t>((i * 37 + 11) & (malformed ? 0xFF : 0x7F));
        line += static_cast<char>(b == '\n' ? 0x01 : b);
    }
    return line + "\n";
}

// Text followed by binary data (a self-extracting archive): once lines of binary data holding
// malformed UTF-8 add up to kBinaryDataInText octets, the rest is read as binary data, where a
// line with a stray control is data. Before that, and in text with a few such lines, it is text.
TEST(MojibakeEngine, ReadsTheRestAsBinaryDataOnceItsLinesAddUpToAKilobyte) {
    const std::string text = "caf\xC3\x83\xC2\xA9 au lait\n";
    const std::string stray = "the caf\xC3\x83\xC2\xA9 was\x01 closed\n";
    const auto read = [](const std::string& input) {
        struct Collect final : MojibakeSink {
            std::vector<MojibakeFinding> found;
            void onFinding(const MojibakeFinding& f) override { found.push_back(f); }
        } sink;
        MojibakeScanner scanner;
        scanner.feed(octets(input), &sink);
        scanner.finish(&sink);
        return std::pair(sink.found, scanner.stats());
    };
    const std::string line = binaryLine(300, true);
    ASSERT_EQ(findMojibake(stray).size(), 1u);

    // Four lines: 1204 octets. The fourth is where the rest turns to binary data.
    std::string input = stray + text;
    for (int i = 0; i < 4; ++i)
        input += line;
    const std::uint64_t after = input.size();
    input += stray + text;
    const auto [found, stats] = read(input);
    ASSERT_EQ(found.size(), 3u);
    EXPECT_EQ(found[0].offset, 7u);
    EXPECT_EQ(found[1].offset, stray.size() + 3);
    EXPECT_EQ(found[2].offset, after + stray.size() + 3); // the line of text, not the stray one
    ASSERT_TRUE(stats.binaryFrom.has_value());
    EXPECT_EQ(*stats.binaryFrom, after - line.size());
    EXPECT_EQ(stats.binaryMalformed, 4 * line.size());

    // Three are a few stray lines: the rest is text.
    std::string few = stray + text;
    for (int i = 0; i < 3; ++i)
        few += line;
    few += stray + text;
    const auto [foundInFew, statsOfFew] = read(few);
    EXPECT_EQ(foundInFew.size(), 4u);
    EXPECT_FALSE(statsOfFew.binaryFrom.has_value());

    // Nor do many such lines in a log, kilobytes of text apart: stray lines, not a payload.
    std::string log = stray + text;
    for (int i = 0; i < 8; ++i) {
        log += line;
        for (int k = 0; k < 40; ++k)
            log += "2026-11-24 12:00:00 all is well\n";
    }
    log += stray + text;
    const auto [foundInLog, statsOfLog] = read(log);
    EXPECT_EQ(foundInLog.size(), 4u);
    EXPECT_FALSE(statsOfLog.binaryFrom.has_value());
    EXPECT_EQ(statsOfLog.binary, 8 * line.size());

    // Lines of controls without malformed UTF-8 do not count (the scan would point at none of
    // them, so a read of only what it points at would not count them either).
    std::string ascii = stray + text;
    for (int i = 0; i < 10; ++i)
        ascii += binaryLine(300, false);
    ascii += stray + text;
    const auto [foundInAscii, statsOfAscii] = read(ascii);
    EXPECT_EQ(foundInAscii.size(), 4u);
    EXPECT_FALSE(statsOfAscii.binaryFrom.has_value());

    // A reading of a part past it, told where it began, reads as the whole pass did.
    MojibakeOptions told;
    told.binaryFrom = 0;
    EXPECT_TRUE(findMojibake(stray, told).empty());
    EXPECT_EQ(findMojibake(text, told).size(), 1u);
    // So does a reading of the lines around a place, told in offsets of the whole source.
    std::string lines;
    while (lines.size() < 6000)
        lines += std::string(99, 'a') + "\n";
    const std::uint64_t at = lines.size();
    lines += stray;
    const std::vector<std::uint8_t> bytes(lines.begin(), lines.end());
    const MemorySource source(bytes);
    told.binaryFrom = at - 200;
    const auto past = mojibakeIn(source, at, at + stray.size(), told);
    ASSERT_TRUE(past);
    EXPECT_TRUE(past->empty());
    told.binaryFrom = at + stray.size();
    const auto before = mojibakeIn(source, at, at + stray.size(), told);
    ASSERT_TRUE(before);
    EXPECT_EQ(before->size(), 1u);
}

// In a file that is binary data (MojibakeOptions::binaryData), what its lines hold by chance is
// not reported: a few octets between two line feeds, a line with a stray control, a line whose
// legacy octets no codec reads as a word. Its lines of text still are.
TEST(MojibakeEngine, ReadsOnlyTheLinesOfTextInBinaryData) {
    MojibakeOptions binary;
    binary.binaryData = true;
    const auto count = [](const std::string& line, const MojibakeOptions& options) {
        return findMojibake(line, options).size();
    };
    // Each is found in text, none in binary data.
    for (const std::string& chance : {
             std::string("\xE9t\xE9\n"),             // one word: "été"
             std::string("caf\xE9 au lait\f\n"),     // a form feed
             std::string("caf\xE9 au\x01 lait\n"),   // a control
             std::string("caf\xE9 U9\xCC%\xBFXT\n"), // "U9Ì%¿XT" makes no word
         }) {
        EXPECT_GE(count(chance, {}), 1u) << chance;
        EXPECT_EQ(count(chance, binary), 0u) << chance;
    }
    // Lines of text: legacy octets in words, a re-encoded pair, a line in windows-1251 with a
    // word that could be UTF-8 cut short ("Київ": E8 BF).
    EXPECT_EQ(count("caf\xE9 au lait\r\n", binary), 1u);
    EXPECT_EQ(count("the caf\xC3\x83\xC2\xA9 was closed\n", binary), 1u);
    EXPECT_EQ(count("\xCA\xE8\xBF\xE2 - \xF1\xF2\xEE\xEB\xE8\xF6\xFF\n", binary), 1u);

    // What is passed over is counted as binary data, and the line after is read.
    struct Collect final : MojibakeSink {
        std::vector<MojibakeFinding> found;
        void onFinding(const MojibakeFinding& f) override { found.push_back(f); }
    } sink;
    MojibakeScanner scanner(binary);
    const std::string junk = "caf\xE9 U9\xCC%\xBFXT\n";
    scanner.feed(octets(junk + "caf\xE9 au lait\n"), &sink);
    scanner.finish(&sink);
    ASSERT_EQ(sink.found.size(), 1u);
    EXPECT_EQ(sink.found[0].offset, junk.size() + 3);
    EXPECT_EQ(sink.found[0].repaired, "\xC3\xA9");
    EXPECT_EQ(scanner.stats().binary, junk.size());
}

TEST(MojibakeEngine, ReadsC1ControlsAsWindows1252Punctuation) {
    const MojibakeFinding f = only("don\xC2\x92t");
    EXPECT_EQ(f.kind, MojibakeKind::C1Control);
    EXPECT_EQ(f.repaired, "\xE2\x80\x99");
    // Where windows-1252 has nothing (81, 8D, 8F, 90, 9D) there is nothing to repair.
    EXPECT_TRUE(findMojibake("a\xC2\x81z").empty());
}

TEST(MojibakeEngine, TakesTheWindows1252AndLatin1MixInOneString) {
    // ’ read as ISO 8859-1 (â U+0080 U+0099) beside “ read as windows-1252 (â€œ).
    const std::string line = "don\xC3\xA2\xC2\x80\xC2\x99t \xC3\xA2\xE2\x82\xAC\xC5\x93quoted";
    EXPECT_EQ(repairMojibake(line), "don\xE2\x80\x99t \xE2\x80\x9Cquoted");
}

TEST(MojibakeEngine, LetsTheWholeInputBreakTiesBetweenCodecs) {
    // "EspaĂąa": "España" through ISO 8859-2, "Espaùa" through windows-1250.
    const std::string word = "Espa\xC4\x82\xC4\x85"
                             "a";
    MojibakeOptions latin2;
    latin2.codecVotes[static_cast<std::size_t>(CodecId::Iso8859_2)] = 10;
    EXPECT_EQ(repairMojibake(word, latin2), "Espa\xC3\xB1"
                                            "a");
    MojibakeOptions windows;
    windows.codecVotes[static_cast<std::size_t>(CodecId::Windows1250)] = 10;
    EXPECT_EQ(repairMojibake(word, windows), "Espa\xC3\xB9"
                                             "a");
}

MojibakeStats firstPass(const std::string& text) {
    MojibakeScanner scanner;
    scanner.feed(octets(text), nullptr);
    scanner.finish(nullptr);
    return scanner.stats();
}

std::uint64_t legacyFindings(const std::vector<MojibakeFinding>& findings) {
    return static_cast<std::uint64_t>(
        std::count_if(findings.begin(), findings.end(), [](const MojibakeFinding& f) {
            return f.kind == MojibakeKind::LegacyOctets;
        }));
}

// Stray octets in clean text, with no letters around them, are left as they are: a legacy codec
// reads "80 BF 80" as "ЂїЂ" and "FF FE" as "яю", but nothing shows that they are text in it.
TEST(MojibakeEngine, LeavesStrayOctetsInCleanTextUnread) {
    for (const std::string& stray :
         {std::string("abc \x80\xBF\x80 def"), std::string("abc \xFF\xFE def"),
          std::string("\xFF\xFE"), std::string("Copyright \xA9 2001"), std::string("z \x80 z"),
          std::string("x = \xB5;"), std::string("[\xE9]")}) {
        MojibakeScanner scanner;
        scanner.feed(octets(stray), nullptr);
        scanner.finish(nullptr);
        EXPECT_EQ(scanner.stats().findings, 0u) << stray;
        EXPECT_EQ(scanner.stats().unprovenLegacy, 1u) << stray;
        EXPECT_EQ(repairMojibake(stray), stray);
    }
    // The stress test of a decoder: nothing of it is read.
    const std::string damage = test::malformedOfEveryShape();
    const MojibakeStats stats = firstPass(damage);
    EXPECT_EQ(stats.byKind[static_cast<std::size_t>(MojibakeKind::LegacyOctets)], 0u);
    EXPECT_GT(stats.unprovenLegacy, 50u);
    EXPECT_EQ(repairMojibake(damage), damage);
    // The same octets are read where letters of their script stand beside them, where the line
    // or the input shows their codec, and where the input is known to be in it.
    EXPECT_EQ(repairMojibake("caf\xE9"), "café");
    EXPECT_EQ(repairMojibake("d\xE9j\xE0 \xE0 5"), "déjà à 5");
    EXPECT_EQ(repairMojibake("caf\xE9\n\xE0 5\n"), "café\nà 5\n");
    MojibakeOptions known;
    known.legacyCodec = Codec(CodecId::Windows1251);
    EXPECT_EQ(repairMojibake("abc \xFF\xFE def", known), "abc яю def");
    const auto found = findMojibake("caf\xE9\n\xE0 5\n");
    ASSERT_EQ(found.size(), 2u);
    EXPECT_EQ(found[0].evidence.front().kind, MojibakeEvidenceKind::Word);
    EXPECT_EQ(found[1].evidence.front().kind, MojibakeEvidenceKind::File);
}

// Legacy text in a file comes in one or two codecs; the malformed octets of damage beside letters
// read as letters of whichever codec fits each run. Where no codec reads 40 % of the octets so
// read, a second pass leaves them as they are.
TEST(MojibakeEngine, LeavesMalformedOctetsUnreadWhereTheirReadingsScatterOverCodecs) {
    const std::string damage = test::malformedBesideLetters();
    const MojibakeStats stats = firstPass(damage);
    const std::uint64_t read = stats.byKind[static_cast<std::size_t>(MojibakeKind::LegacyOctets)];
    ASSERT_GE(read, kChanceLegacyFindings);
    EXPECT_TRUE(stats.legacyReadByChance());
    const MojibakeOptions next = withEvidence({}, stats);
    EXPECT_TRUE(next.legacyByChance);
    EXPECT_EQ(chanceLegacyOf(stats, next), read);
    const auto found = findMojibake(damage, next);
    EXPECT_EQ(legacyFindings(found), 0u);
    EXPECT_EQ(repairMojibake(damage, next), damage);
    // A file known to be in a legacy codec has its octets read with it.
    MojibakeOptions known;
    known.legacyCodec = Codec(CodecId::Windows1252);
    EXPECT_FALSE(withEvidence(known, stats).legacyByChance);

    // Text in two codecs: each reads half of it or more, and nothing is left out.
    const std::string text = test::legacyTextOfTwoCodecs();
    const MojibakeStats two = firstPass(text);
    ASSERT_GE(two.byKind[static_cast<std::size_t>(MojibakeKind::LegacyOctets)],
              kChanceLegacyFindings);
    EXPECT_FALSE(two.legacyReadByChance());
    const MojibakeOptions kept = withEvidence({}, two);
    EXPECT_FALSE(kept.legacyByChance);
    EXPECT_EQ(chanceLegacyOf(two, kept), 0u);
    EXPECT_EQ(legacyFindings(findMojibake(text, kept)),
              two.byKind[static_cast<std::size_t>(MojibakeKind::LegacyOctets)]);
    // The same text beside the damage: its own reading holds.
    EXPECT_FALSE(firstPass(text + text + text + damage).legacyReadByChance());
}

TEST(MojibakeEngine, TakesLegacyOctetsForChanceOnlyFromEnoughFindingsAndBelowTheShare) {
    MojibakeStats stats;
    stats.byKind[static_cast<std::size_t>(MojibakeKind::LegacyOctets)] = kChanceLegacyFindings;
    stats.legacyOctets = 100;
    stats.legacyOctetsRead[static_cast<std::size_t>(CodecId::Windows1252)] = 39;
    stats.legacyOctetsRead[static_cast<std::size_t>(CodecId::MacRoman)] = 30;
    EXPECT_TRUE(stats.legacyReadByChance());
    stats.legacyOctetsRead[static_cast<std::size_t>(CodecId::MacRoman)] = 40;
    EXPECT_FALSE(stats.legacyReadByChance());
    stats.legacyOctetsRead[static_cast<std::size_t>(CodecId::MacRoman)] = 30;
    stats.byKind[static_cast<std::size_t>(MojibakeKind::LegacyOctets)] = kChanceLegacyFindings - 1;
    EXPECT_FALSE(stats.legacyReadByChance());
}

TEST(MojibakeEngine, GivesTheSameFindingsWhateverTheChunks) {
    std::string text;
    for (int i = 0; i < 50; ++i)
        text += "line " + std::to_string(i) + ": caf\xC3\x83\xC2\xA9 \xE2\x80\x94 ok\n";
    const auto whole = findMojibake(text);
    ASSERT_EQ(whole.size(), 50u);
    for (const std::size_t chunk : {1, 2, 3, 7, 64}) {
        std::vector<MojibakeFinding> found;
        struct Sink final : MojibakeSink {
            std::vector<MojibakeFinding>* out;
            void onFinding(const MojibakeFinding& f) override { out->push_back(f); }
        } sink;
        sink.out = &found;
        MojibakeScanner scanner;
        for (std::size_t i = 0; i < text.size(); i += chunk)
            scanner.feed(octets(text).subspan(i, std::min(chunk, text.size() - i)), &sink);
        scanner.finish(&sink);
        ASSERT_EQ(found.size(), whole.size()) << chunk;
        for (std::size_t k = 0; k < found.size(); ++k) {
            EXPECT_EQ(found[k].offset, whole[k].offset) << chunk;
            EXPECT_EQ(found[k].repaired, whole[k].repaired) << chunk;
        }
    }
}

TEST(MojibakeEngine, FindsDamageBesideWordsItAlreadyFoundPlain) {
    // "ещё" holds a pair windows-1251 and KOI8-R could leave (ё is B8 and A3 there); the engine
    // reads it once, remembers it needs no repair, and must still find what follows it.
    const std::string plain = "\xD0\xB5\xD1\x89\xD1\x91";
    std::string text;
    for (int i = 0; i < 100; ++i)
        text += plain + " " + plain + "\n";
    const std::size_t line = text.size();
    text += plain + " caf\xC3\x83\xC2\xA9 " + plain + "\n" + plain + "\n";
    const auto findings = findMojibake(text);
    ASSERT_EQ(findings.size(), 1u);
    EXPECT_EQ(findings[0].offset, line + plain.size() + 4);
    EXPECT_EQ(findings[0].repaired, "\xC3\xA9");
}

// A line of 64 KiB and more with no space (minified JSON) was cut at the first character boundary
// past 64 KiB, which could part "Ã" from "¶": "GrÃ¶ße" was left every 64 KiB or so. Such a
// line is now cut after its last ASCII punctuation before 64 KiB, which no damage holds.
TEST(MojibakeEngine, RepairsALongLineWithoutSpacesWholeWhereverItIsCut) {
    // "Ã" just before 64 KiB, "¶" just after: where the line used to be cut.
    std::string filler;
    while (filler.size() < (std::size_t{64} << 10) - 4)
        filler += filler.size() % 10 == 9 ? ',' : 'a';
    const std::string line = filler + "Gr\xC3\x83\xC2\xB6\xC3\x83\xC5\xB8"
                                      "e,\"x\":1}\n";
    ASSERT_EQ(line.substr((std::size_t{64} << 10) - 2, 4), "\xC3\x83\xC2\xB6");
    const std::string clean = filler + "Gr\xC3\xB6\xC3\x9F"
                                       "e,\"x\":1}\n";
    EXPECT_TRUE(repairMojibake(line) == clean);
    // Every offset of a record at the cuts of a longer line, as minified JSON has them.
    const std::string record = "{\"id\":1,\"c\":\"Gr\xC3\xB6\xC3\x9F"
                               "e\"},";
    const std::string damaged = "{\"id\":1,\"c\":\"Gr\xC3\x83\xC2\xB6\xC3\x83\xC5\xB8"
                                "e\"},";
    std::string cleanJson;
    std::string damagedJson;
    for (int i = 0; i < 12000; ++i) {
        const std::string pad(static_cast<std::size_t>(i % 7), 'x');
        cleanJson += record + pad;
        damagedJson += damaged + pad;
    }
    EXPECT_TRUE(repairMojibake(damagedJson + "\n") == cleanJson + "\n");
}

TEST(MojibakeEngine, CountsOffsetsInSixtyFourBits) {
    struct Sink final : MojibakeSink {
        std::vector<MojibakeFinding> found;
        void onFinding(const MojibakeFinding& f) override { found.push_back(f); }
    } sink;
    MojibakeScanner scanner;
    const std::string spaces(std::size_t{1} << 20, ' ');
    const std::uint64_t total = std::uint64_t{4608} << 20; // 4.5 GiB of spaces
    for (std::uint64_t at = 0; at < total; at += spaces.size())
        scanner.feed(octets(spaces), &sink);
    scanner.feed(octets("caf\xC3\x83\xC2\xA9\n"), &sink);
    scanner.finish(&sink);
    ASSERT_EQ(sink.found.size(), 1u);
    EXPECT_EQ(sink.found[0].offset, total + 3);
    EXPECT_EQ(scanner.stats().octets, total + 8);
}

TEST(MojibakeEngine, RepairsAStreamAsAWholeTextAndCopiesTheRest) {
    std::string text = "ok\n";
    for (int i = 0; i < 200; ++i)
        text += "x\xC3\x83\xC2\xA9y \xE2\x82\xAC plain\n";
    const std::string whole = repairMojibake(text);
    std::string streamed;
    MojibakeRepairer repairer([&](std::string_view s) { streamed.append(s); });
    for (std::size_t i = 0; i < text.size(); i += 5)
        repairer.feed(octets(text).subspan(i, std::min<std::size_t>(5, text.size() - i)));
    repairer.finish();
    EXPECT_EQ(streamed, whole);
    EXPECT_EQ(repairMojibake("clean text, caf\xC3\xA9\n"), "clean text, caf\xC3\xA9\n");
}

TEST(MojibakeText, TellsEachStepWithItsOctets) {
    const MojibakeFinding f = only("caf\xC3\x83\xC2\xA9");
    const MojibakeText t = mojibakeText(f);
    EXPECT_EQ(t.plain, "\"caf\xC3\x83\xC2\xA9\" should read \"caf\xC3\xA9\": UTF-8 read as "
                       "windows-1252 and saved again as UTF-8.");
    ASSERT_EQ(t.steps.size(), 1u);
    EXPECT_EQ(t.steps[0], "C3 A9 is \"\xC3\xA9\" in UTF-8; read as windows-1252 they became "
                          "\"\xC3\x83\" and \"\xC2\xA9\"; written back as UTF-8 they are "
                          "C3 83 C2 A9.");
    EXPECT_EQ(chainName(f), "windows-1252");
    const MojibakeFinding twice = only("caf\xC3\x83\xC6\x92\xC3\x82\xC2\xA9");
    const MojibakeText t2 = mojibakeText(twice);
    ASSERT_EQ(t2.steps.size(), 2u);
    EXPECT_EQ(t2.steps[1], "Read as windows-1252 again, C3 83 C2 A9 became \"\xC3\x83\", "
                           "\"\xC6\x92\", \"\xC3\x82\" and \"\xC2\xA9\"; written back as UTF-8 "
                           "they are C3 83 C6 92 C3 82 C2 A9.");
    EXPECT_EQ(chainName(twice), "windows-1252, 2 rounds");
}

TEST(MojibakeText, NamesControlsAndSpacesByTheirCodePoints) {
    const MojibakeFinding nbsp = only("10\xC3\x82\xC2\xA0km");
    EXPECT_NE(mojibakeText(nbsp).steps[0].find("U+00A0 NO-BREAK SPACE"), std::string::npos)
        << mojibakeText(nbsp).steps[0];
    const MojibakeText c1 = mojibakeText(only("don\xC2\x92t"));
    EXPECT_NE(c1.plain.find("U+0092"), std::string::npos) << c1.plain;
    EXPECT_NE(c1.plain.find("\"\xE2\x80\x99\""), std::string::npos) << c1.plain;
}

// A first pass that found nothing and gave no evidence stands for the pass that repairs: the same
// options over the same octets, the same statistics. One that found something does not.
TEST(MojibakeEngine, AQuietFirstPassIsThePass) {
    const auto planOf = [](const std::string& text) {
        const MemorySource source(std::vector<std::uint8_t>(text.begin(), text.end()));
        auto plan = planRepair(source);
        EXPECT_TRUE(plan.ok());
        return plan ? *plan : RepairPlan{};
    };
    std::string clean;
    // Thai, French and Russian words, a stray octet, a lone "Ã".
    for (int i = 0; i < 200; ++i)
        clean += "\xE0\xB9\x80\xE0\xB8\x98\xE0\xB8\xAD caf\xC3\xA9 \xD0\x9F\xD1\x80\xD0\xB8 \x80 "
                 "\xC3\x83\n";
    const RepairPlan plan = planOf(clean);
    ASSERT_TRUE(plan.surveyIsPass.has_value());
    MojibakeScanner pass(plan.options);
    pass.feed(octets(clean), nullptr);
    pass.finish(nullptr);
    const MojibakeStats& a = *plan.surveyIsPass;
    const MojibakeStats& b = pass.stats();
    EXPECT_EQ(a.findings, 0u);
    EXPECT_EQ(b.findings, 0u);
    EXPECT_EQ(a.octets, clean.size());
    EXPECT_EQ(a.octets, b.octets);
    EXPECT_EQ(a.binary, b.binary);
    EXPECT_EQ(a.binaryFrom, b.binaryFrom);
    EXPECT_GT(a.malformed, 0u);
    EXPECT_EQ(a.malformed, b.malformed);
    EXPECT_EQ(a.unexplainedMalformed, b.unexplainedMalformed);
    EXPECT_EQ(a.unprovenLegacy, b.unprovenLegacy);
    // cafÃ©: found, so the input is read again.
    EXPECT_FALSE(planOf(clean + "caf\xC3\x83\xC2\xA9\n").surveyIsPass.has_value());
}

} // namespace
} // namespace u8scope
