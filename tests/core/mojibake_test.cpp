#include "test_support.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/mojibake/mojibaketext.h"

#include <gtest/gtest.h>
#include <random>
#include <string>

namespace u8scope {
namespace {

// windows-1252 at 80-9F as the WHATWG index has it, written out here independently of the
// code under test; 0 where the octet is unmapped and decodes to the C1 control of that value.
constexpr CodePoint kWindows1252High[32] = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

std::string utf8(CodePoint cp) {
    const Encoded e = encode(cp);
    return std::string(e.octets.begin(), e.octets.begin() + e.length);
}

/// The damage itself: the octets of `text` read as windows-1252 (or, with `latin1`, as
/// ISO 8859-1) and the characters encoded as UTF-8 again.
std::string doubleEncode(const std::string& text, bool latin1 = false) {
    std::string out;
    for (const char c : text) {
        const auto octet = static_cast<std::uint8_t>(c);
        CodePoint cp = octet;
        if (!latin1 && octet >= 0x80 && octet <= 0x9F && kWindows1252High[octet - 0x80] != 0) {
            cp = kWindows1252High[octet - 0x80];
        }
        out += utf8(cp);
    }
    return out;
}

std::optional<MojibakeFinding> at(const std::string& text, std::uint64_t offset) {
    const MemorySource source(test::Bytes(text.begin(), text.end()));
    auto found = mojibakeAt(source, offset);
    EXPECT_TRUE(found.ok());
    return found.ok() ? *found : std::nullopt;
}

/// The span at the first octet of `damaged` inside `before + damaged + after`.
std::optional<MojibakeFinding> spanOf(const std::string& before, const std::string& damaged,
                                      const std::string& after = "") {
    return at(before + damaged + after, before.size());
}

// The finding at an offset, read with the evidence of a whole source: "cafÃ©" reads alike
// through windows-1252 and ISO 8859-15, and the evidence decides which it is named for; alone,
// the commoner codec.
TEST(Mojibake, FindingAtAnOffsetTakesTheEvidenceGiven) {
    const std::string text = "caf\xC3\x83\xC2\xA9 au lait";
    const MemorySource source(test::Bytes(text.begin(), text.end()));
    const auto alone = mojibakeAt(source, 4);
    ASSERT_TRUE(alone.ok() && *alone);
    EXPECT_EQ((*alone)->codec.id(), CodecId::Windows1252);
    MojibakeOptions evidence;
    evidence.codecVotes[static_cast<std::size_t>(CodecId::Iso8859_15)] = 10;
    const auto told = mojibakeAt(source, 4, kDefaultProfile, evidence);
    ASSERT_TRUE(told.ok() && *told);
    EXPECT_EQ((*told)->codec.id(), CodecId::Iso8859_15);
    EXPECT_EQ((*told)->repaired, "\xC3\xA9");
}

// The findings in a range of a source, read from the lines around it, are those a read of the
// whole finds there: at the start, the end, across lines, and cutting a finding.
TEST(Mojibake, FindingsInARangeAreThoseOfAWholeRead) {
    std::string text;
    for (int i = 0; i < 400; ++i) {
        text +=
            i % 3 == 0 ? "Le caf\xC3\x83\xC2\xA9 est ferm\xC3\x83\xC2\xA9.\n"
            : i % 3 == 1
                ? "Plain words, nothing to see.\n"
                : "na\xC3\x83\xC2\xAFve \xC3\xA2\xE2\x82\xAC\xC5\x93quoted\xC3\xA2\xE2\x82\xAC\n";
    }
    const MemorySource source(test::Bytes(text.begin(), text.end()));
    const auto whole = findMojibake(text);
    ASSERT_GT(whole.size(), 400u);
    const std::uint64_t size = text.size();
    // At the start, the end, across lines, cutting a finding, and the whole.
    const std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges = {
        {0, 1},       {0, 300},           {7, 8},           {5000, 5100},
        {5003, 9000}, {size - 200, size}, {size - 1, size}, {size / 2, size / 2 + 4096},
        {0, size}};
    for (const auto& [from, to] : ranges) {
        const auto in = mojibakeIn(source, from, to);
        ASSERT_TRUE(in.ok());
        std::vector<MojibakeFinding> want;
        for (const MojibakeFinding& f : whole) {
            if (f.offset < to && f.offset + f.length > from)
                want.push_back(f);
        }
        ASSERT_EQ(in->size(), want.size()) << from << ".." << to;
        for (std::size_t i = 0; i < want.size(); ++i) {
            EXPECT_EQ((*in)[i].offset, want[i].offset);
            EXPECT_EQ((*in)[i].length, want[i].length);
            EXPECT_EQ((*in)[i].repaired, want[i].repaired);
            EXPECT_EQ((*in)[i].codec, want[i].codec);
        }
    }
    // Nothing past the end, and an empty range holds nothing.
    EXPECT_TRUE(mojibakeIn(source, size, size + 10)->empty());
    EXPECT_TRUE(mojibakeIn(source, 10, 10)->empty());
}

// Splicing the findings of a text into it gives the streaming repair; a part of the text gets the
// findings wholly inside it, and one it cuts is left as it is.
TEST(Mojibake, AppliedRepairsAreTheStreamingRepair) {
    const std::string text =
        "Le caf\xC3\x83\xC2\xA9 est \xC3\x83 c\xC3\x83\xC2\xB4t\xC3\x83\xC2\xA9.\n"
        "I don\xC3\xA2\xE2\x82\xAC\xE2\x84\xA2t know, na\xEFve.\n";
    const auto found = findMojibake(text);
    ASSERT_EQ(found.size(), 5u); // "cÃ´tÃ©" is one finding: one word, damaged in two places
    std::uint64_t places = 0;
    EXPECT_EQ(applyRepairs(text, 0, found, &places), repairMojibake(text));
    EXPECT_EQ(places, 5u);
    // Octets 12..21 of the text: "st Ã c" and half of "Ã´" ("à côté": the space stays).
    EXPECT_EQ(applyRepairs(std::string_view(text).substr(12, 9), 12, found, &places),
              "st \xC3\xA0 c\xC3\x83");
    EXPECT_EQ(places, 1u);
}

TEST(Mojibake, FindsCafeEncodedTwice) {
    const std::string text = "caf\xC3\x83\xC2\xA9 au lait"; // "cafÃ© au lait"
    ASSERT_EQ(text, "caf" + doubleEncode("\xC3\xA9") + " au lait");
    for (std::uint64_t offset = 3; offset < 7; ++offset) {
        const auto m = at(text, offset);
        ASSERT_TRUE(m) << offset;
        EXPECT_EQ(m->offset, 3u);
        EXPECT_EQ(m->length, 4u);
        EXPECT_EQ(m->text, "\xC3\x83\xC2\xA9");
        EXPECT_EQ(m->repaired, "\xC3\xA9");
        EXPECT_EQ(m->rounds, 1);
        EXPECT_EQ(m->stages, (std::vector<std::string>{m->repaired, m->text}));
        EXPECT_EQ(m->before, "caf");
        EXPECT_EQ(m->after, "");
    }
    // ASCII is left alone by the damage, so it is no part of a span.
    EXPECT_FALSE(at(text, 2));
    EXPECT_FALSE(at(text, 7));
}

TEST(Mojibake, FindsPunctuationCurrencyAndEmoji) {
    const std::string cases[] = {
        "\xE2\x80\x99",     // ’ becomes â€™
        "\xE2\x80\x9C",     // “ becomes â€œ
        "\xE2\x80\x9D",     // ” becomes â€ and U+009D (9D is unmapped in windows-1252)
        "\xE2\x82\xAC",     // € becomes â‚¬
        "\xF0\x9F\x98\x80", // 😀 becomes ðŸ˜€
        "\xF0\x9F\x91\xA9\xE2\x80\x8D\xF0\x9F\x92\xBB", // 👩‍💻, with its ZWJ
    };
    for (const std::string& original : cases) {
        const std::string damaged = doubleEncode(original);
        const auto m = spanOf("it", damaged, "s");
        ASSERT_TRUE(m) << damaged;
        EXPECT_EQ(m->offset, 2u);
        EXPECT_EQ(m->length, damaged.size());
        EXPECT_EQ(m->text, damaged);
        EXPECT_EQ(m->repaired, original);
        EXPECT_EQ(m->rounds, 1);
        EXPECT_EQ(m->before, "it");
        EXPECT_EQ(m->after, "s");
    }
}

// Cyrillic in a Latin word ("itЖs") is no text anyone writes, so Ж is looked for in Cyrillic.
TEST(Mojibake, FindsCyrillicReadAsWindows1252) {
    const std::string word = "\xD0\x96\xD1\x83\xD1\x80\xD0\xBD\xD0\xB0\xD0\xBB"; // Журнал
    const std::string damaged = doubleEncode(word); // Ð–ÑƒÑ€Ð½Ð°Ð»
    const auto m = spanOf("", damaged, " 5");
    ASSERT_TRUE(m) << damaged;
    EXPECT_EQ(m->repaired, word);
    EXPECT_EQ(m->codec.name(), "windows-1252");
}

TEST(Mojibake, FindsTextReadAsLatin1) {
    const std::string damaged = doubleEncode("\xE2\x80\x99", true); // â, U+0080, U+0099
    const auto m = spanOf("don", damaged, "t");
    ASSERT_TRUE(m);
    EXPECT_EQ(m->repaired, "\xE2\x80\x99");
}

TEST(Mojibake, FindsQuotesAroundAWordAsTwoSpans) {
    const std::string open = doubleEncode("\xE2\x80\x9C");
    const std::string close = doubleEncode("\xE2\x80\x9D");
    const std::string text = "say " + open + "hi" + close + "!";
    const auto first = at(text, 4);
    ASSERT_TRUE(first);
    EXPECT_EQ(first->repaired, "\xE2\x80\x9C");
    EXPECT_EQ(first->after, "hi");
    const auto second = at(text, 4 + open.size() + 2);
    ASSERT_TRUE(second);
    EXPECT_EQ(second->repaired, "\xE2\x80\x9D");
    EXPECT_EQ(second->before, "hi");
}

TEST(Mojibake, RepairsSeveralCharactersInOneSpan) {
    const std::string damaged = doubleEncode("\xC3\xA9\xC3\xA8\xE2\x80\x94"); // éè—
    const auto m = spanOf("", damaged, "");
    ASSERT_TRUE(m);
    EXPECT_EQ(m->length, damaged.size());
    EXPECT_EQ(m->repaired, "\xC3\xA9\xC3\xA8\xE2\x80\x94");
}

TEST(Mojibake, CountsTheRoundsOfTripleAndQuadrupleEncoding) {
    const std::string twice = doubleEncode(doubleEncode("\xC3\xA9")); // ÃƒÂ©
    ASSERT_EQ(twice, "\xC3\x83\xC6\x92\xC3\x82\xC2\xA9");
    auto m = spanOf("caf", twice, " noir");
    ASSERT_TRUE(m);
    EXPECT_EQ(m->rounds, 2);
    EXPECT_EQ(m->stages, (std::vector<std::string>{"\xC3\xA9", "\xC3\x83\xC2\xA9", twice}));
    EXPECT_EQ(m->text, twice);
    EXPECT_EQ(m->repaired, "\xC3\xA9");
    m = spanOf("", doubleEncode(doubleEncode(doubleEncode("\xE2\x80\x99"))));
    ASSERT_TRUE(m);
    EXPECT_EQ(m->rounds, 3);
    EXPECT_EQ(m->repaired, "\xE2\x80\x99");
}

TEST(Mojibake, LeavesGenuineLatin1CharactersAlone) {
    // "SÃO PAULO": Ã is C3, and C3 before an ASCII O is no UTF-8.
    EXPECT_FALSE(at("S\xC3\x83O PAULO", 1));
    EXPECT_FALSE(at("S\xC3\x83O PAULO", 2));
    // "naïve café", "Ångström", "£5", "½": single characters from the windows-1252 repertoire.
    const std::string naive = "na\xC3\xAFve caf\xC3\xA9";
    EXPECT_FALSE(at(naive, 2));
    EXPECT_FALSE(at(naive, 9));
    EXPECT_FALSE(at("\xC3\x85ngstr\xC3\xB6m", 0));
    EXPECT_FALSE(at("\xC2\xA3"
                    "5",
                    0));
    EXPECT_FALSE(at("\xE2\x82\xAC"
                    "5",
                    0)); // a genuine €: its octet 80 continues nothing
    // Two genuine characters side by side whose octets do not make UTF-8: "ÃÃ" (C3 C3).
    EXPECT_FALSE(at("\xC3\x83\xC3\x83", 0));
}

TEST(Mojibake, RefusesRepairsIntoControlsAndUnassignedCharacters) {
    EXPECT_FALSE(at("\xC3\x82\xC2\x85", 0));         // "Â" and U+0085 would give U+0085 NEXT LINE
    EXPECT_FALSE(at("\xC3\x9F\xC2\xBB", 0));         // "ß»" would give U+07FB, unassigned
    EXPECT_FALSE(at("\xC3\xAF\xC2\xBF\xC2\xBF", 0)); // "ï¿¿" would give U+FFFF, a noncharacter
}

TEST(Mojibake, IgnoresAsciiOtherScriptsAndMalformedUnits) {
    EXPECT_FALSE(at("plain ASCII text", 3));
    EXPECT_FALSE(at("\xE6\x97\xA5\xE6\x9C\xAC", 0)); // 日本: not in windows-1252
    EXPECT_FALSE(at("\xC3\x83\xFF\xC2\xA9", 1));     // a malformed FF is no part of a span
    EXPECT_FALSE(at("\xC3\x83\xFF\xC2\xA9", 0));     // and splits Ã from © on either side
}

TEST(Mojibake, SpanStopsAtCharactersOutsideWindows1252) {
    // Ã© followed by ā (U+0101, not in windows-1252): the span is Ã© alone. (In a word: alone
    // before a capital Ā, "Ã©" reads better as IBM850's "Ǹ", a rare letter no repair makes
    // unproven.)
    const auto m = at("caf\xC3\x83\xC2\xA9\xC4\x81", 3);
    ASSERT_TRUE(m);
    EXPECT_EQ(m->length, 4u);
    EXPECT_EQ(m->repaired, "\xC3\xA9");
}

TEST(Mojibake, LongSpansAreCutAtSequenceBoundaries) {
    // 3,000 double-encoded é: more than is read around the offset, in both directions.
    std::string text = "x";
    for (int i = 0; i < 3000; ++i)
        text += doubleEncode("\xC3\xA9");
    for (const std::uint64_t offset : {1ull, 5001ull, 6000ull, 12000ull}) {
        const auto m = at(text, offset);
        ASSERT_TRUE(m) << offset;
        EXPECT_LE(m->offset, offset);
        EXPECT_GT(m->offset + m->length, offset);
        EXPECT_EQ((m->offset - 1) % 4, 0u) << "starts inside a repaired sequence";
        EXPECT_EQ(m->length % 4, 0u) << "ends inside a repaired sequence";
        EXPECT_EQ(m->repaired.size(), m->length / 2);
        EXPECT_EQ(m->rounds, 1);
    }
}

TEST(Mojibake, UndoesOneRoundOnRandomText) {
    // Any word of plausible characters of one script outside ASCII comes back from one round.
    // (Characters of several scripts in one word, or letters of several languages, are no text
    // anyone writes, and the engine rightly doubts them; so each word keeps to one alphabet,
    // in small letters.
    // A lone damaged letter, "Ð›" for "Л", carries no evidence: words have two or more.)
    std::mt19937 rng(7);
    const std::vector<CodePoint> french{0xE0, 0xE2, 0xE6, 0xE7, 0xE8,  0xE9, 0xEA,
                                        0xEB, 0xEE, 0xEF, 0xF4, 0x153, 0xF9, 0xFB};
    const CodePoint ranges[][2] = {{0, 0},           {0x3B1, 0x3C9},   {0x430, 0x44F},
                                   {0x5D0, 0x5EA},   {0x2010, 0x2027}, {0x3041, 0x3096},
                                   {0x4E00, 0x9FFF}, {0xAC00, 0xD7A3}, {0x1F600, 0x1F64F}};
    for (int round = 0; round < 300; ++round) {
        std::string original;
        const int n = 2 + static_cast<int>(rng() % 5);
        const auto& r = ranges[rng() % std::size(ranges)];
        for (int i = 0; i < n; ++i) {
            original += r[1] == 0 ? utf8(french[rng() % french.size()])
                                  : utf8(r[0] + static_cast<CodePoint>(rng() % (r[1] - r[0] + 1)));
        }
        const std::string damaged = doubleEncode(original);
        const auto m = spanOf("a ", damaged, " b");
        // Skip the rare original that is itself undoable (it would count two rounds).
        if (m && m->rounds > 1)
            continue;
        ASSERT_TRUE(m) << damaged;
        EXPECT_EQ(m->repaired, original);
    }
}

// Every kind of evidence has a sentence, its count filled in, and the one or the many said
// as English says them.
TEST(Mojibake, SaysEachKindOfEvidenceInASentence) {
    MojibakeFinding f;
    f.codec = Codec(CodecId::Windows1251);
    for (int k = 0; k < kMojibakeEvidenceKindCount; ++k) {
        for (const std::uint64_t count : {1u, 3u}) {
            f.evidence = {{static_cast<MojibakeEvidenceKind>(k), count}};
            const std::string s = evidenceText(f);
            EXPECT_FALSE(s.empty()) << k;
            EXPECT_EQ(s.find('%'), std::string::npos) << s;
            EXPECT_EQ(s.back(), '.') << s;
        }
    }
    f.evidence = {{MojibakeEvidenceKind::Line, 2}, {MojibakeEvidenceKind::KnownCodec, 0}};
    EXPECT_EQ(evidenceText(f), "The same encoding explains 2 other damaged words of the line. "
                               "The whole file is in windows-1251, as both encoding detectors "
                               "agree.");
    f.evidence = {{MojibakeEvidenceKind::Ambiguous, 1}};
    EXPECT_EQ(evidenceText(f), "Another encoding would repair the same bytes into other text, "
                               "which lowers the confidence.");
    f.evidence.clear();
    EXPECT_EQ(evidenceText(f), "");
}

} // namespace
} // namespace u8scope
