// The mojibake engine changes only what the text proves (issue 33): a repair that turns one or
// two signs into a single letter of another script, a rare letter or a sign nobody writes needs
// the line or the input to show the same damage, and signs beside digits, maths and prices are
// no damage by themselves.
#include "u8scope/mojibake/mojibake.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace u8scope {
namespace {

const std::string kNbsp = "\xC2\xA0";

void expectLeftAlone(const std::string& text) {
    const auto findings = findMojibake(text);
    EXPECT_TRUE(findings.empty()) << text << "\n  first finding: \""
                                  << (findings.empty() ? "" : findings.front().text) << "\" -> \""
                                  << (findings.empty() ? "" : findings.front().repaired) << "\"";
    EXPECT_EQ(repairMojibake(text), text);
}

bool has(const MojibakeFinding& f, MojibakeEvidenceKind kind) {
    return std::any_of(f.evidence.begin(), f.evidence.end(),
                       [kind](const MojibakeEvidence& e) { return e.kind == kind; });
}

// The correct texts the issue saw changed: a multiplication sign before a closing quote (a
// Hebrew letter through windows-1252) or a pound sign (a Hebrew final letter), a square-root
// sign before π (Mac OS Roman's "ù"), a capital before a no-break space ("Ġ"), acute accents
// after a capital (a CJK character, a modifier letter).
TEST(MojibakePrecision, LeavesTheCorrectShortTextsOfTheIssueAlone) {
    for (const std::string& text : std::vector<std::string>{
             "“5×”",
             "Size 10×” and more",
             "A 2×4” board",
             "Price 2×£5 today",
             "costs 3×£",
             "√π is about 1.77",
             "x = √π",
             "A" + kNbsp + "Ä" + kNbsp + "B",
             "Ä" + kNbsp + "B",
             "THE" + kNbsp + "Ä" + kNbsp,
             "S" + kNbsp + "Ä" + kNbsp + "R" + kNbsp + "L",
             "Ê´´",
             "Ë´´",
             "Ë´ hi",
             "Ê" + kNbsp + "´",
             "Ë" + kNbsp + "´´",
         })
        expectLeftAlone(text);
}

// The same families, invented: every pair of signs, maths and currency between digits, after
// an equals sign, in a price, in quotes. One or two signs make at most one character, and
// beside digits that is never proof.
TEST(MojibakePrecision, LeavesSignsBesideDigitsMathsAndPricesAlone) {
    const std::vector<std::string> signs{
        "×", "÷", "±", "√", "∞", "≈", "≠", "≤", "≥", "∆", "∑", "π", "µ", "°",  "²", "³",
        "½", "¼", "¾", "£", "€", "¥", "¢", "$", "©", "®", "™", "§", "¶", "•",  "…", "†",
        "‡", "‰", "‹", "›", "«", "»", "“", "”", "‘", "’", "„", "–", "—", "´",  "¨", "¯",
        "¸", "ˆ", "˜", "·", "¬", "¦", "¤", "¡", "¿", "∂", "∫", "Ω", "∏", kNbsp};
    const std::vector<std::pair<std::string, std::string>> around{
        {"2", "5"}, {"10", " and more"}, {"x = ", ""},        {"Price ", "5 today"}, {"“5", "”"},
        {"(", ")"}, {"5", ""},           {"It is ", " 20 %"}, {"a = b ", " c\n"},    {"1 ", " 2"},
    };
    int checked = 0;
    for (const std::string& a : signs) {
        for (const std::string& b : signs) {
            for (const auto& [before, after] : around) {
                const std::string text = before + a + b + after;
                if (repairMojibake(text) != text) {
                    ADD_FAILURE() << text << " -> " << repairMojibake(text);
                    continue;
                }
                ++checked;
            }
        }
    }
    EXPECT_EQ(checked, static_cast<int>(signs.size() * signs.size() * around.size()));
}

// A capital and a no-break space make a letter beside the next word through windows-1252 and its
// kin ("Ä" and U+00A0 are C4 A0, "Ġ"): a rare letter, a letter of another script or a mark. Only
// "Â", "Ã" and "Å" before one are the damage they look like.
TEST(MojibakePrecision, LeavesCapitalsBesideNoBreakSpacesAlone) {
    for (const std::string& capital :
         std::vector<std::string>{"Ä", "Ö", "Ü", "É", "È", "Ê", "Î", "Ô", "Û", "Ç", "Ñ", "Æ", "Ø",
                                  "Ð", "Þ", "Ë", "Ï", "Ì", "Í", "Ó", "Ò", "Ú", "Ù", "Ý", "À"}) {
        for (const std::string& text :
             {"A" + kNbsp + capital + kNbsp + "B", capital + kNbsp + "B",
              "THE" + kNbsp + capital + kNbsp + "END", "Name: " + capital + kNbsp + "Smith"})
            expectLeftAlone(text);
    }
}

// Accents and signs after a capital make rare letters, modifier letters or a lone CJK
// character through windows-1252 or Mac OS Roman; alone they prove nothing.
TEST(MojibakePrecision, LeavesAccentsThatWouldMakeRareLettersAlone) {
    for (const std::string& text : std::vector<std::string>{
             "Ë´",
             "Ê½",
             "(À¨)",
             "(Ë‡)",
             "Í´",
             "Ω€ 5",
             "2Ù€5",
             "(Ù£)",
             "Ö¾",
             "¦£",
             "(¬π)",
         })
        expectLeftAlone(text);
}

// What one character's damage always looks like still comes back alone: a letter made from a
// capital of its own script ("Ã¨" is Italian "è"), a sign made from a letter ("Â£", "â€™"), a
// letter joining letters of its script ("caf√©", Mac OS Roman).
TEST(MojibakePrecision, RepairsTheCommonDamageOfOneCharacterAlone) {
    EXPECT_EQ(repairMojibake("Questo Ã¨ vero"), "Questo è vero");
    EXPECT_EQ(repairMojibake("It costs Â£5"), "It costs £5");
    EXPECT_EQ(repairMojibake("It is 20Â°C"), "It is 20°C");
    EXPECT_EQ(repairMojibake("don\xC3\xA2\xE2\x82\xAC\xE2\x84\xA2t"), "don’t");
    EXPECT_EQ(repairMojibake("caf√©"), "café");
    EXPECT_EQ(repairMojibake("wait‚Ä¶"), "wait…");
    // An emoji whose third octet windows-1252 lost (8D) is still four characters' worth of one
    // character: its U+FFFD remains, and it shows the line's damage ("2Ã—1" beside it).
    EXPECT_EQ(repairMojibake("Prost \xC3\xB0\xC5\xB8\xEF\xBF\xBD\xC2\xBA"), "Prost \xEF\xBF\xBD");
    EXPECT_EQ(repairMojibake("Promo 2Ã—1 \xC3\xB0\xC5\xB8\xEF\xBF\xBD\xC2\xBA"),
              "Promo 2×1 \xEF\xBF\xBD");
    const auto f = findMojibake("caf\xC3\x83\xC2\xA9");
    ASSERT_EQ(f.size(), 1u);
    EXPECT_TRUE(has(f[0], MojibakeEvidenceKind::Word));
    EXPECT_GE(f[0].confidence, 0.75);
}

// "×”" is "ה" where the line shows Hebrew damaged the same way; and the Hebrew letters must be
// there: other damage through windows-1252 in a line of Latin letters is no proof of a Hebrew
// letter.
TEST(MojibakePrecision, RepairsALoneLetterOfAnotherScriptWhereTheLineShowsItsDamage) {
    // "שלום ה עולם": every word but the lone "ה" proves itself.
    const std::string hebrew = "\xC3\x97\xC2\xA9\xC3\x97\xC5\x93\xC3\x97\xE2\x80\xA2\xC3\x97\xC2"
                               "\x9D \xC3\x97\xE2\x80\x9D \xC3\x97\xC2\xA2\xC3\x97\xE2\x80\xA2\xC3"
                               "\x97\xC5\x93\xC3\x97\xC2\x9D";
    EXPECT_EQ(repairMojibake(hebrew), "שלום ה עולם");
    const auto findings = findMojibake(hebrew);
    ASSERT_EQ(findings.size(), 3u);
    EXPECT_TRUE(has(findings[1], MojibakeEvidenceKind::Line));
    EXPECT_TRUE(has(findings[1], MojibakeEvidenceKind::Script));
    EXPECT_FALSE(has(findings[1], MojibakeEvidenceKind::Word));
    EXPECT_LT(findings[1].confidence, 0.75);
    EXPECT_TRUE(has(findings[0], MojibakeEvidenceKind::Word));

    EXPECT_EQ(repairMojibake("Price 2×£5 at the cafÃ©"), "Price 2×£5 at the café");
}

// Signs made of signs prove nothing alone ("√∑" is "÷" through Mac OS Roman), but two of a line's
// readings through one codec are no chance: each bears the other out, and the line's evidence
// then reads the rest of it.
TEST(MojibakePrecision, RepairsSignsWhereTheLineHoldsMoreOfTheSameDamage) {
    EXPECT_EQ(repairMojibake("2 √ó 3 = 6 and 6 √∑ 2 = 3"), "2 × 3 = 6 and 6 ÷ 2 = 3");
    EXPECT_EQ(repairMojibake("The box is 40√ó60√ó2 cm."), "The box is 40×60×2 cm.");
    EXPECT_EQ(repairMojibake("3 √∑ 4 = 0.75 ‚Üí 75 %"), "3 ÷ 4 = 0.75 → 75 %");
    // IBM437: "├ù" is "×", "├╖" "÷" (box drawing, as found).
    EXPECT_EQ(repairMojibake("2 \xE2\x94\x9C\xC3\xB9 3 = 6 and 6 \xE2\x94\x9C\xE2\x95\x96 2 = 3"),
              "2 × 3 = 6 and 6 ÷ 2 = 3");
    const auto findings = findMojibake("2 √ó 3 = 6 and 6 √∑ 2 = 3");
    ASSERT_EQ(findings.size(), 2u);
    EXPECT_EQ(findings[0].evidence.front().kind, MojibakeEvidenceKind::Line);
    EXPECT_LT(findings[0].confidence, 0.75);
    // One alone stays, as the lone "×" of a size does.
    expectLeftAlone("6 √∑ 2 = 3");
    expectLeftAlone("It costs ¬£5");
    expectLeftAlone("2 \xE2\x94\x9C\xC3\xB9 3 = 6");
}

// The same across lines: a lone "×”" on a line of its own is "ה" in an input whose other lines
// show Hebrew damaged so, and stays where they show only Latin damage.
TEST(MojibakePrecision, RepairsALoneLetterWhereTheInputShowsItsDamageElsewhere) {
    const std::string hebrew = "\xC3\x97\xC2\xA9\xC3\x97\xC5\x93\xC3\x97\xE2\x80\xA2\xC3\x97\xC2"
                               "\x9D \xC3\x97\xC2\xA2\xC3\x97\xE2\x80\xA2\xC3\x97\xC5\x93\xC3\x97"
                               "\xC2\x9D\n";
    const std::string lone = "\xC3\x97\xE2\x80\x9D \xD7\x94\xD7\x99\xD7\x95\xD7\x9D\n"; // ×” היום
    EXPECT_EQ(repairMojibake(hebrew + lone), "שלום עולם\nה היום\n");
    const auto findings = findMojibake(hebrew + lone);
    ASSERT_EQ(findings.size(), 3u);
    EXPECT_TRUE(has(findings[2], MojibakeEvidenceKind::File));
    // Without Hebrew letters on its line, the input's Latin damage proves no Hebrew letter.
    EXPECT_EQ(repairMojibake("cafÃ©\n×” 5\n"), "café\n×” 5\n");
    // Nor does a line of Hebrew letters without damage in the input.
    expectLeftAlone("×” היום\n");
}

// A C1 control beside letters of damage no reading took is part of that damage: read alone as
// windows-1257's "„" it would leave "ǅ„ǅ", text that no reading explains either, and beside
// "Ć" and "Ā" it would leave "Ć„Ā", which reads as two rounds of windows-1257 anew, so that fix
// would change its own output. Beside ASCII letters or quotes it is read. ("Ć" U+0084 "Ā"
// U+0081 is "ā" twice through ISO 8859-13, which reads it whole.)
TEST(MojibakePrecision, LeavesAC1ControlInsideDamageNoReadingTookAsFound) {
    const std::string damaged = "Pag\xC7\x85\xC2\x84\xC7\x85ju";
    EXPECT_EQ(repairMojibake(damaged), damaged);
    EXPECT_EQ(repairMojibake("Pag\xC4\x86\xC2\x84\xC4\x80\xC2\x81ju"), "Pag\xC4\x81ju");
    EXPECT_EQ(repairMojibake("x \xC2\x93quoted\xC2\x94 y"), "x “quoted” y");
}

// Stray octets in UTF-8 text are damage, not text of another encoding: glued to a short word, or
// making a word no language writes, or in a line of UTF-8 text besides, they stay as they are.
// Letters of a word around them read them in a line of ASCII ("caf" E9), and so does the line's
// re-encoded text through the same codec.
TEST(MojibakePrecision, LeavesStrayOctetsInUtf8TextAsTheyAre) {
    expectLeftAlone("We\xE2\x80\x99ll need 2\xC2\xBD cups of flour, \xFF"
                    "a pinch of salt.\n");
    expectLeftAlone("We\xE2\x80\x99ll need 2\xC2\xBD cups of flour, \x80\xBF\x80"
                    "a pinch.\n");
    expectLeftAlone("Cups of flour, \xFF"
                    "a pinch of salt.\n");
    expectLeftAlone("Cups of flour, \x80\xBF\x80"
                    "a pinch of salt.\n");
    expectLeftAlone("Les \xC3\xA9l\xC3\xA8ves ont d\xC3\xA9j\xC3\xA0 vu le caf\xE9 du coin.\n");
    EXPECT_EQ(repairMojibake("Le caf\xE9 est bon.\n"), "Le café est bon.\n");
    EXPECT_EQ(repairMojibake("Le cafÃ© et le caf\xE9 du coin.\n"), "Le café et le café du coin.\n");
    const auto findings = findMojibake("Le cafÃ© et le caf\xE9 du coin.\n");
    ASSERT_EQ(findings.size(), 2u);
    EXPECT_EQ(findings[1].kind, MojibakeKind::LegacyOctets);
    EXPECT_TRUE(has(findings[1], MojibakeEvidenceKind::Line));
    // The line's re-encoded text proves the codec, not a stray octet that makes no word.
    EXPECT_EQ(repairMojibake("Le caf\xC3\x83\xC2\xA9 et \xFF du coin.\n"),
              "Le caf\xC3\xA9 et \xFF du coin.\n");
    // A C1 control is no UTF-8 text besides: it is the trace of the same code page.
    EXPECT_EQ(repairMojibake("Le caf\xE9 don\xC2\x92t.\n"), "Le café don’t.\n");
}

// One octet repeated is fill, padding or damage, never a word: not "ÿÿÿÿÿÿ", even where the
// input is known to be in windows-1252; nor where it meets a word with no space between (erased
// flash before the text written after it, "ˇˇˇˇConfig" through Mac OS Roman). A word of letters
// that repeat after another is read where the input is known to be in a codec.
TEST(MojibakePrecision, LeavesARunOfOneRepeatedOctetAsItIs) {
    expectLeftAlone("hello \xFF\xFF\xFF\xFF\xFF\xFF world\n");
    expectLeftAlone(std::string(4096, '\xFF'));
    expectLeftAlone("Boot notes.\n" + std::string(30, '\xFF') +
                    "Config section: gr\xC3\xB6\xC3\x9F"
                    "e=12.\n");
    expectLeftAlone("Boot notes.\n" + std::string(8192, '\xFF') + "Config\n");
    expectLeftAlone("hello \x80\x80\x80\x80world and \xA0\xA0\xA0\xA0\xA0.\n");
    EXPECT_EQ(repairMojibake("Le caf\xC3\x83\xC2\xA9, \x80\x80\x80\x80 du coin.\n"),
              "Le caf\xC3\xA9, \x80\x80\x80\x80 du coin.\n");
    MojibakeOptions known;
    known.legacyCodec = Codec(CodecId::Windows1252);
    EXPECT_EQ(repairMojibake(std::string(64, '\xFF'), known), std::string(64, '\xFF'));
    EXPECT_EQ(repairMojibake("caf\xE9 \xFF\xFF\xFF\n", known), "caf\xC3\xA9 \xFF\xFF\xFF\n");
    MojibakeOptions cyrillic;
    cyrillic.legacyCodec = Codec(CodecId::Windows1251);
    EXPECT_EQ(repairMojibake("\xC0\xE0\xE0\xE0!\n", cyrillic), "Аааа!\n");
}

// C0 80 is found (Java's modified UTF-8 for U+0000) but becomes the NUL octet only on request:
// in a text file it is damage more often, and a NUL octet makes it binary data.
TEST(MojibakePrecision, WritesC080AsNulOnlyOnRequest) {
    const std::string text = "a\xC0\x80z caf\xC3\x83\xC2\xA9";
    const auto findings = findMojibake(text);
    ASSERT_EQ(findings.size(), 2u);
    EXPECT_EQ(findings[0].kind, MojibakeKind::ModifiedNul);
    EXPECT_EQ(leftAlone(findings[0], {}), LeftAlone::ModifiedNul);
    EXPECT_EQ(repairMojibake(text), "a\xC0\x80z café");
    EXPECT_EQ(applyRepairs(text, 0, findings), "a\xC0\x80z café");
    RepairPolicy java;
    java.modifiedNul = true;
    EXPECT_EQ(repairMojibake(text, {}, java), std::string("a\0z café", 9));
    std::string out;
    MojibakeRepairer repairer([&](std::string_view s) { out.append(s); });
    repairer.feed({reinterpret_cast<const std::uint8_t*>(text.data()), text.size()});
    repairer.finish();
    EXPECT_EQ(out, "a\xC0\x80z café");
    EXPECT_EQ(repairer.repaired(), 1u);
    EXPECT_EQ(repairer.left().modifiedNul, 1u);
    EXPECT_EQ(repairer.left().total(), 1u);
}

// A repair asked for more confidence leaves the findings below it as they are and counts them;
// the default takes every finding the engine reports.
TEST(MojibakePrecision, LeavesFindingsBelowTheConfidenceAskedFor) {
    const std::string text = "6 √∑ 2 = 3 at the caf√©";
    const auto findings = findMojibake(text);
    ASSERT_EQ(findings.size(), 2u);
    for (const MojibakeFinding& f : findings)
        EXPECT_GE(f.confidence, kDefaultMinConfidence);
    EXPECT_EQ(repairMojibake(text), "6 ÷ 2 = 3 at the café");
    RepairPolicy sure;
    sure.minConfidence = 0.75;
    EXPECT_EQ(leftAlone(findings[0], sure), LeftAlone::BelowConfidence);
    EXPECT_EQ(leftAlone(findings[1], sure), LeftAlone::No);
    EXPECT_EQ(repairMojibake(text, {}, sure), "6 √∑ 2 = 3 at the café");
    std::uint64_t places = 0;
    EXPECT_EQ(applyRepairs(text, 0, findings, &places, sure), "6 √∑ 2 = 3 at the café");
    EXPECT_EQ(places, 1u);
}

// The findings a person unticked stay as they are, and those ticked are repaired whatever the
// confidence asked for.
TEST(MojibakePrecision, RepairsWhatAPersonTickedAndLeavesWhatTheyUnticked) {
    const std::string text = "6 √∑ 2 = 3 at the caf√©";
    const auto findings = findMojibake(text);
    ASSERT_EQ(findings.size(), 2u);
    RepairPolicy chosen;
    chosen.declined = {findings[1].offset};
    EXPECT_EQ(leftAlone(findings[1], chosen), LeftAlone::Declined);
    EXPECT_EQ(repairMojibake(text, {}, chosen), "6 ÷ 2 = 3 at the caf√©");
    chosen.minConfidence = 1;
    chosen.accepted = {findings[0].offset};
    EXPECT_EQ(repairMojibake(text, {}, chosen), "6 ÷ 2 = 3 at the caf√©");
    std::string out;
    MojibakeRepairer repairer([&out](std::string_view s) { out += s; }, {}, nullptr, chosen);
    repairer.feed({reinterpret_cast<const std::uint8_t*>(text.data()), text.size()});
    repairer.finish();
    EXPECT_EQ(out, "6 ÷ 2 = 3 at the caf√©");
    EXPECT_EQ(repairer.left().declined, 1u);
    EXPECT_EQ(repairer.repaired(), 1u);
}

} // namespace
} // namespace u8scope
