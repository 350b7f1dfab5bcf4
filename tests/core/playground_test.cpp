// The playground's facts: code points read from what is typed and their forms, under both
// profiles and at every length; the decoder's walk over octets for every malformed kind; the
// presets.
#include "test_support.h"
#include "u8scope/teach/playground.h"

#include <gtest/gtest.h>

namespace u8scope {
namespace {

using test::hex;

std::vector<std::uint64_t> values(std::string_view typed) {
    const auto r = readCodePoints(typed);
    return r ? r->values : std::vector<std::uint64_t>{};
}

TEST(Playground, ReadsUPlusDecimalAndCharacters) {
    EXPECT_EQ(values("U+00E9"), std::vector<std::uint64_t>{0xE9});
    EXPECT_EQ(values("u+1f600, U+0301"), (std::vector<std::uint64_t>{0x1F600, 0x301}));
    EXPECT_EQ(values("0x7FFFFFFF"), std::vector<std::uint64_t>{0x7FFFFFFF});
    EXPECT_EQ(readCodePoints("U+00E9")->notation, CodePointNotation::UPlus);
    EXPECT_EQ(values("233"), std::vector<std::uint64_t>{233});
    EXPECT_EQ(readCodePoints("233 8364")->notation, CodePointNotation::Decimal);
    EXPECT_EQ(values("\xC3\xA9"), std::vector<std::uint64_t>{0xE9});
    EXPECT_EQ(readCodePoints("\xC3\xA9")->notation, CodePointNotation::Characters);
    EXPECT_EQ(values(" "), std::vector<std::uint64_t>{0x20});
    EXPECT_FALSE(readCodePoints(""));
    EXPECT_FALSE(readCodePoints("U+ZZZZ"));      // a mistyped code point, not text
    EXPECT_FALSE(readCodePoints("12345678901")); // more than 10 digits
    EXPECT_FALSE(readCodePoints("caf\xE9"));     // not UTF-8
    // Read all the same when the profile cannot encode them: encode() says why.
    EXPECT_EQ(values("2147483648"), std::vector<std::uint64_t>{0x80000000});
    // Characters decode under the profile: a 5-octet form only under the legacy one.
    EXPECT_FALSE(readCodePoints("\xF8\x88\x80\x80\x80"));
    EXPECT_EQ(readCodePoints("\xF8\x88\x80\x80\x80", Profile::Iso10646_1993)->values,
              std::vector<std::uint64_t>{0x200000});
}

// A code point typed without its U+ ("20AC") was read as the four characters 2, 0, A, C. Hex
// digits that are no word are a code point; a letter, a word and a decimal number stay what they
// were.
TEST(Playground, ReadsHexDigitsWithoutTheirUPlusAsACodePoint) {
    EXPECT_EQ(values("20AC"), std::vector<std::uint64_t>{0x20AC});
    EXPECT_EQ(readCodePoints("20AC")->notation, CodePointNotation::UPlus);
    EXPECT_EQ(values("1f600"), std::vector<std::uint64_t>{0x1F600});
    EXPECT_EQ(values("e9 20ac"), (std::vector<std::uint64_t>{0xE9, 0x20AC}));
    EXPECT_EQ(values("FFFD"), std::vector<std::uint64_t>{0xFFFD});
    // Text: a capital letter, short capitals, a word in small letters, letters past F.
    EXPECT_EQ(values("A"), std::vector<std::uint64_t>{0x41});
    EXPECT_EQ(readCodePoints("AB")->notation, CodePointNotation::Characters);
    EXPECT_EQ(readCodePoints("cafe")->notation, CodePointNotation::Characters);
    EXPECT_EQ(readCodePoints("20AG")->notation, CodePointNotation::Characters);
    EXPECT_EQ(readCodePoints("20AC euro")->notation, CodePointNotation::Characters);
    // Capitals alone beyond U+10FFFF are a word, not a value out of range.
    EXPECT_EQ(readCodePoints("DECADE")->notation, CodePointNotation::Characters);
    EXPECT_EQ(values("DECADE").size(), 6u);
    // Decimal numbers stay decimal.
    EXPECT_EQ(values("2024"), std::vector<std::uint64_t>{2024});
    // Nine digits or more are no code point: text.
    EXPECT_EQ(readCodePoints("1234567AB")->notation, CodePointNotation::Characters);
}

TEST(Playground, GroupsCombiningSequencesAndEmojiIntoCharacters) {
    // e + COMBINING ACUTE ACCENT, then a thumbs up with a skin tone: two characters.
    const auto r = readCodePoints("e\xCC\x81\xF0\x9F\x91\x8D\xF0\x9F\x8F\xBD");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->values, (std::vector<std::uint64_t>{0x65, 0x301, 0x1F44D, 0x1F3FD}));
    EXPECT_EQ(r->clusterStarts, (std::vector<std::size_t>{0, 2}));
    // A family: man ZWJ woman ZWJ girl is one character of five code points.
    const auto family = readCodePoints("\xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x91\xA9\xE2\x80\x8D"
                                       "\xF0\x9F\x91\xA7");
    ASSERT_TRUE(family);
    EXPECT_EQ(family->values.size(), 5u);
    EXPECT_EQ(family->clusterStarts, std::vector<std::size_t>{0});
}

TEST(Playground, GivesEveryFormOfACodePoint) {
    const CodePointForms e9 = codePointForms(0xE9, Profile::Rfc3629);
    EXPECT_EQ(formatOctets(e9.utf8.bytes()), "C3 A9");
    EXPECT_EQ(e9.layout.value, 0xE9u);
    EXPECT_TRUE(e9.layout.wellFormed());
    ASSERT_EQ(e9.arithmetic.size(), 2u);
    EXPECT_EQ(e9.arithmetic[0].octet, 0xC3);
    EXPECT_EQ(e9.utf16, std::vector<std::uint16_t>{0xE9});
    EXPECT_EQ(e9.ucs4, (std::array<std::uint8_t, 4>{0, 0, 0, 0xE9}));
    EXPECT_EQ(e9.name, "LATIN SMALL LETTER E WITH ACUTE");
    EXPECT_EQ(e9.rows.lengthRow, 1u);
    const CodePointForms emoji = codePointForms(0x1F600, Profile::Rfc3629);
    EXPECT_EQ(formatOctets(emoji.utf8.bytes()), "F0 9F 98 80");
    EXPECT_EQ(emoji.utf16, (std::vector<std::uint16_t>{0xD83D, 0xDE00}));
    EXPECT_EQ(emoji.ucs4, (std::array<std::uint8_t, 4>{0, 1, 0xF6, 0}));
    EXPECT_EQ(emoji.name, "GRINNING FACE");
}

// The first and last value of every length, under the profile that has it.
TEST(Playground, EncodesTheEdgesOfEveryLengthUnderBothProfiles) {
    for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
        for (const LengthRow& row : lengthTable(p)) {
            for (std::uint64_t v : {row.values.first, row.values.last}) {
                const CodePointForms f = codePointForms(v, p);
                ASSERT_TRUE(f.utf8.ok()) << formatCodePoint(v);
                EXPECT_EQ(f.utf8.length, row.length);
                EXPECT_EQ(f.layout.value, v);
                EXPECT_EQ(f.layout.valueBits, row.freeBits);
                EXPECT_EQ(f.arithmetic.size(), static_cast<std::size_t>(row.length));
                EXPECT_EQ(f.rows.lengthRow, static_cast<std::size_t>(row.length - 1));
                EXPECT_FALSE(f.originalUtf8);
            }
        }
    }
}

// RFC 3629 refuses what the 1993 UTF-8 wrote in 4 to 6 octets; the playground shows that form.
TEST(Playground, ShowsTheOriginalFormOfValuesRfc3629Refuses) {
    const CodePointForms f = codePointForms(0x200000, Profile::Rfc3629);
    EXPECT_EQ(f.utf8.error, EncodeError::OutOfRange);
    ASSERT_TRUE(f.originalUtf8);
    EXPECT_EQ(formatOctets(f.originalUtf8->bytes()), "F8 88 80 80 80");
    EXPECT_EQ(f.layout.value, 0x200000u);
    EXPECT_TRUE(f.utf16.empty());
    EXPECT_FALSE(f.rows.lengthRow); // no 5-octet row under RFC 3629
    const CodePointForms legacy = codePointForms(0x200000, Profile::Iso10646_1993);
    EXPECT_TRUE(legacy.utf8.ok());
    EXPECT_EQ(legacy.rows.lengthRow, 4u);
    const CodePointForms surrogate = codePointForms(0xD800, Profile::Rfc3629);
    EXPECT_EQ(surrogate.utf8.error, EncodeError::Surrogate);
    EXPECT_FALSE(surrogate.originalUtf8);
    EXPECT_TRUE(surrogate.utf16.empty());
}

std::string describeWalk(const std::vector<WalkUnit>& walk) {
    std::string s;
    for (const WalkUnit& w : walk) {
        if (!s.empty())
            s += " | ";
        for (const WalkOctet& o : w.octets)
            s += formatOctets(std::span(&o.octet, 1)) + (o.accepted ? " " : "! ");
        s += w.unit.valid() ? formatCodePoint(w.unit.codePoint) : "FFFD";
        switch (w.end) {
        case WalkEnd::Character:
            break;
        case WalkEnd::CannotBegin:
            s += " cannot-begin";
            break;
        case WalkEnd::Rejected:
            s += " rejected";
            break;
        case WalkEnd::InputEnds:
            s += " input-ends";
            break;
        }
    }
    return s;
}

// The Unicode Standard's example of maximal subparts (§3.9, Table 3-8), octet by octet.
TEST(Playground, WalksOctetsTheWayTheDecoderDoes) {
    const auto walk = walkOctets(hex("61 F1 80 80 E1 80 C2 62 80 63 80 BF 64"), Profile::Rfc3629);
    EXPECT_EQ(describeWalk(walk),
              "61 U+0061 | F1 80 80 E1! FFFD rejected | E1 80 C2! FFFD rejected | C2 62! FFFD "
              "rejected | 62 U+0062 | 80! FFFD cannot-begin | 63 U+0063 | 80! FFFD cannot-begin "
              "| BF! FFFD cannot-begin | 64 U+0064");
    // Each octet is checked against what the rules allow at its place.
    EXPECT_EQ(walk[1].octets[1].expected, (std::vector<OctetRange>{{0x80, 0xBF}}));
    EXPECT_EQ(walk[1].announced, 4);
    ASSERT_TRUE(walk[1].why);
    EXPECT_EQ(walk[1].why->kind, ErrorKind::Truncated);
}

TEST(Playground, WalksEveryMalformedKindUnderBothProfiles) {
    EXPECT_EQ(describeWalk(walkOctets(hex("C0 AF"), Profile::Rfc3629)),
              "C0! FFFD cannot-begin | AF! FFFD cannot-begin");
    EXPECT_EQ(describeWalk(walkOctets(hex("E0 80 AF"), Profile::Rfc3629)),
              "E0 80! FFFD rejected | 80! FFFD cannot-begin | AF! FFFD cannot-begin");
    EXPECT_EQ(describeWalk(walkOctets(hex("ED A0 80"), Profile::Rfc3629)),
              "ED A0! FFFD rejected | A0! FFFD cannot-begin | 80! FFFD cannot-begin");
    EXPECT_EQ(describeWalk(walkOctets(hex("F4 90 80 80"), Profile::Rfc3629)).substr(0, 23),
              "F4 90! FFFD rejected | ");
    EXPECT_EQ(describeWalk(walkOctets(hex("E2 82"), Profile::Rfc3629)), "E2 82 FFFD input-ends");
    EXPECT_EQ(describeWalk(walkOctets(hex("FF"), Profile::Iso10646_1993)), "FF! FFFD cannot-begin");
    // 5 and 6 octets: characters under the legacy profile, refused by RFC 3629.
    EXPECT_EQ(describeWalk(walkOctets(hex("F8 88 80 80 80"), Profile::Iso10646_1993)),
              "F8 88 80 80 80 U+200000");
    EXPECT_EQ(describeWalk(walkOctets(hex("FD BF BF BF BF BF"), Profile::Iso10646_1993)),
              "FD BF BF BF BF BF U+7FFFFFFF");
    EXPECT_EQ(describeWalk(walkOctets(hex("F8 88 80 80 80"), Profile::Rfc3629)).substr(0, 22),
              "F8! FFFD cannot-begin ");
    // The second octet of E0 must be A0-BF: the walk shows that range.
    const auto e0 = walkOctets(hex("E0 80 AF"), Profile::Rfc3629);
    EXPECT_EQ(e0[0].octets[1].expected, (std::vector<OctetRange>{{0xA0, 0xBF}}));
    for (const WalkUnit& w : e0)
        EXPECT_TRUE(w.why);
}

TEST(Playground, OffersTheEdgesOfEveryLengthAndEveryMalformedKind) {
    const auto all = presets();
    int edges = 0;
    std::vector<ErrorKind> kinds;
    for (const Preset& p : all) {
        if (p.kind == Preset::Kind::FirstOfLength || p.kind == Preset::Kind::LastOfLength) {
            ++edges;
            const auto v = readCodePoints(p.typed);
            ASSERT_TRUE(v) << p.typed;
            EXPECT_EQ(codePointForms(v->values[0], p.profile).utf8.length, p.length) << p.typed;
        }
        if (p.kind == Preset::Kind::Malformed) {
            const auto walk = walkOctets(hex(p.typed), p.profile);
            bool found = false;
            for (const WalkUnit& w : walk)
                found = found || w.unit.error == p.error;
            EXPECT_TRUE(found) << p.typed;
            kinds.push_back(*p.error);
        }
        if (p.kind == Preset::Kind::Story) {
            const auto walk = walkOctets(hex(p.typed), p.profile);
            bool told = false;
            for (const WalkUnit& w : walk)
                told = told || (w.why && w.why->likely == p.story);
            EXPECT_TRUE(told) << p.typed;
        }
    }
    EXPECT_EQ(edges, 8 + 5); // 1 to 4 octets under RFC 3629; the last of 4, 5 and 6 under 1993
    EXPECT_EQ(kinds.size(), static_cast<std::size_t>(kErrorKindCount));
    EXPECT_EQ(all.front().typed, "U+0000");
}

} // namespace
} // namespace u8scope
