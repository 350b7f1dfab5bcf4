#include "test_support.h"
#include "u8scope/codec/explain.h"
#include "u8scope/codec/explaintext.h"

#include <gtest/gtest.h>
#include <random>

namespace u8scope {
namespace {

using test::Bytes;
using test::hex;

// The facts of a unit and their English words, side by side.
struct Explained : Explanation, ExplanationText {};

// Explains the first malformed unit of `text` (hex), decoded whole.
Explained explainFirst(std::string_view text, Profile p = Profile::Rfc3629, std::size_t skip = 0) {
    const Bytes in = hex(text);
    for (const Unit& u : decodeAll(in, p)) {
        if (u.valid())
            continue;
        if (skip-- > 0)
            continue;
        auto e = explain(u, captureContext(in, 0, u.offset, true), p);
        if (e)
            return Explained{*e, explanationText(*e)};
    }
    ADD_FAILURE() << "no malformed unit in " << text;
    return {};
}

TEST(Explain, NamesOverlongFormsAndTheirValue) {
    const Explained e = explainFirst("C0 80");
    EXPECT_EQ(e.kind, ErrorKind::Overlong);
    EXPECT_EQ(e.summary, "C0 80 at offset 0 is an overlong 2-octet form of U+0000.");
    EXPECT_NE(e.rule.find("%xC2-DF"), std::string::npos) << e.rule;
    EXPECT_NE(e.meaning.find("written 00"), std::string::npos) << e.meaning;
    EXPECT_EQ(e.sequenceLength, 2);
    EXPECT_EQ(e.replacements, 2);
    EXPECT_EQ(e.intendedValue, 0u);
    EXPECT_EQ(explainFirst("41 E0 80 AF").summary,
              "E0 80 AF at offset 1 is an overlong 3-octet form of U+002F.");
    const Explained f = explainFirst("F0 8F BF BF");
    EXPECT_EQ(f.summary, "F0 8F BF BF at offset 0 is an overlong 4-octet form of U+FFFF.");
    EXPECT_NE(f.rule.find("after F0 the second octet must be 90-BF"), std::string::npos) << f.rule;
    EXPECT_NE(f.rule.find("found 8F"), std::string::npos) << f.rule;
    // An overlong form of a surrogate: no UTF-8 form to name (the text once read past the end of
    // an empty shortest form, and printed whatever lay in memory there).
    const Explained g = explainFirst("F0 8D AE 89");
    EXPECT_EQ(g.summary, "F0 8D AE 89 at offset 0 is an overlong 4-octet form of U+DB89.");
    EXPECT_FALSE(g.shortestForm);
    EXPECT_EQ(g.meaning.rfind("U+DB89 <surrogate-DB89> is a surrogate, which UTF-8 writes in no "
                              "form. Only the shortest form is allowed",
                              0),
              0u)
        << g.meaning;
}

TEST(Explain, NamesSurrogatesAndSurrogatePairs) {
    const Explained e = explainFirst("ED A0 80");
    EXPECT_EQ(e.summary,
              "ED A0 80 at offset 0 would encode the surrogate U+D800, which UTF-8 forbids.");
    EXPECT_NE(e.rule.find("found A0"), std::string::npos);
    EXPECT_EQ(e.replacements, 3);
    const Explained pair = explainFirst("ED A0 BD ED B8 80");
    EXPECT_NE(pair.meaning.find("CESU-8"), std::string::npos) << pair.meaning;
    EXPECT_NE(pair.meaning.find("U+1F600 GRINNING FACE"), std::string::npos) << pair.meaning;
    EXPECT_NE(pair.meaning.find("F0 9F 98 80"), std::string::npos) << pair.meaning;
}

TEST(Explain, NamesValuesBeyondU10FFFF) {
    const Explained e = explainFirst("F4 90 80 80");
    EXPECT_EQ(e.kind, ErrorKind::OutOfRange);
    EXPECT_NE(e.summary.find("110000"), std::string::npos) << e.summary;
    EXPECT_NE(e.summary.find("beyond U+10FFFF"), std::string::npos) << e.summary;
    EXPECT_NE(e.rule.find("80-8F"), std::string::npos);
    EXPECT_NE(explainFirst("F5").summary.find("never occurs"), std::string::npos);
}

TEST(Explain, ExplainsTruncationAndWhatCutIt) {
    const Explained e = explainFirst("E2 82 41");
    EXPECT_EQ(e.summary,
              "E2 82 at offset 0 is a truncated 3-octet sequence: E2 announces 3 octets, "
              "but it is cut short after 2 by 41 ('A') at offset 2, which is not a "
              "continuing octet.");
    EXPECT_NE(e.meaning.find("U+2080..U+20BF"), std::string::npos) << e.meaning;
    EXPECT_NE(e.decoderAction.find("single U+FFFD"), std::string::npos);
    EXPECT_NE(explainFirst("F0 9F 98").summary.find("the end of the input"), std::string::npos);
    // A Latin-1 octet read as UTF-8.
    EXPECT_NE(explainFirst("63 61 66 E9 21").meaning.find("windows-1252"), std::string::npos);
}

TEST(Explain, RelatesStrayContinuationsToTheirSequence) {
    const Explained e = explainFirst("ED A0 80", Profile::Rfc3629, 2);
    EXPECT_EQ(e.kind, ErrorKind::UnexpectedContinuation);
    EXPECT_EQ(e.sequenceOffset, 0u);
    EXPECT_EQ(e.sequenceLength, 3);
    EXPECT_NE(e.summary.find("ill-formed sequence ED A0 80"), std::string::npos) << e.summary;
    EXPECT_NE(explainFirst("C2 80 80").meaning.find("already complete"), std::string::npos);
    EXPECT_NE(explainFirst("80").meaning.find("first octet of the input"), std::string::npos);
}

// "It follows 22, a 1-octet character." read like a number; the character is now shown.
TEST(Explain, ShowsTheCharacterAStrayContinuationFollows) {
    EXPECT_EQ(explainFirst("22 80").meaning.substr(0, 41),
              "It follows 22 ('\"'), a 1-octet character.");
    EXPECT_EQ(explainFirst("0A BF").meaning.substr(0, 44),
              "It follows 0A (<control-000A> LINE FEED), a ");
}

TEST(Explain, ExplainsOctetsThatNeverOccur) {
    EXPECT_NE(explainFirst("FF FE 41 00").meaning.find("UTF-16 (little-endian)"),
              std::string::npos);
    const Explained legacy = explainFirst("F8 88 80 80 80");
    EXPECT_EQ(legacy.kind, ErrorKind::InvalidOctet);
    EXPECT_NE(legacy.meaning.find("5-octet form of the 31-bit value 200000"), std::string::npos)
        << legacy.meaning;
    EXPECT_EQ(explainFirst("FE", Profile::Iso10646_1993).kind, ErrorKind::InvalidOctet);
}

TEST(Explain, GivesEveryPartForEveryKind) {
    for (const char* text : {"C0 80", "E0 80 80", "ED A0 80", "F4 90 80 80", "F5 80", "E2 82", "80",
                             "FF", "F8 88 80 80 80", "C1", "E0 9F 41", "F0 8F"}) {
        const Explained e = explainFirst(text);
        EXPECT_FALSE(e.summary.empty()) << text;
        EXPECT_FALSE(e.rule.empty()) << text;
        EXPECT_FALSE(e.decoderAction.empty()) << text;
        EXPECT_GE(e.replacements, 1) << text;
        // Issue 12: the plain sentence comes first, the spec detail after a blank line.
        EXPECT_FALSE(e.plain.empty()) << text;
        EXPECT_EQ(e.text().find(e.plain + "\n\n" + e.summary), 0u);
    }
}

TEST(ExplainFacts, NameTheOffendingOctetTheBitAndWhatWasExpected) {
    const Explained e = explainFirst("41 E0 80 AF");
    EXPECT_EQ(e.ruleBreak.index, 1u);
    EXPECT_EQ(e.ruleBreak.found, 0x80);
    EXPECT_EQ(e.ruleBreak.expected, (std::vector<OctetRange>{{0xA0, 0xBF}}));
    EXPECT_EQ(e.ruleBreak.bit, 5);
    EXPECT_EQ(e.abnf, "UTF8-3 = %xE0 %xA0-BF UTF8-tail / ...");
    EXPECT_EQ(e.intendedValue, 0x2Fu);
    ASSERT_TRUE(e.shortestForm);
    EXPECT_EQ(formatOctets(e.shortestForm->bytes()), "2F");
    EXPECT_NE(e.rule.find("In bits, 80 = 10000000 leaves 101xxxxx at bit 5."), std::string::npos)
        << e.rule;
    // C0 breaks the rule of the first octets of its length.
    const Explained c0 = explainFirst("C0 AF");
    EXPECT_EQ(c0.ruleBreak.index, 0u);
    EXPECT_EQ(c0.abnf, "UTF8-2 = %xC2-DF UTF8-tail");
    // A truncated sequence breaks where it is cut; at the end of the input nothing is found.
    const Explained cut = explainFirst("F0 9F 98");
    EXPECT_TRUE(cut.ruleBreak.missing);
    EXPECT_TRUE(cut.inputEnds);
    EXPECT_EQ(cut.ruleBreak.index, 3u);
    EXPECT_EQ(cut.possibleValues, (ValueRange{0x1F600, 0x1F63F}));
    // ED alone could only have begun U+D000..U+D7FF: its second octet must be 80-9F.
    EXPECT_EQ(explainFirst("ED 41").possibleValues, (ValueRange{0xD000, 0xD7FF}));
    EXPECT_EQ(explainFirst("F5 41").reach, (ValueRange{0x140000, 0x17FFFF}));
}

TEST(ExplainFacts, TellTheLikelyStory) {
    EXPECT_EQ(explainFirst("63 61 66 E9 21").likely, Likely::LegacyEncoding);
    EXPECT_EQ(explainFirst("63 61 66 E9").likely, Likely::LegacyEncoding);
    EXPECT_EQ(explainFirst("49 92 6D").likely, Likely::LegacyEncoding); // I’m in windows-1252
    EXPECT_EQ(explainFirst("41 C0 41").likely, Likely::LegacyEncoding); // À
    EXPECT_EQ(explainFirst("FF FE 41 00").likely, Likely::Utf16);
    EXPECT_EQ(explainFirst("FF FE 41 00").utf16LittleEndian, true);
    EXPECT_EQ(explainFirst("FE FF 00 41").utf16LittleEndian, false);
    EXPECT_EQ(explainFirst("61 C0 80 62").likely, Likely::ModifiedUtf8Nul);
    EXPECT_EQ(explainFirst("E0 80 AF").likely, Likely::Overlong);
    EXPECT_EQ(explainFirst("ED A0 80").likely, Likely::EncodedSurrogate);
    EXPECT_EQ(explainFirst("E2 82 41").likely, Likely::CutShort);
    EXPECT_EQ(explainFirst("41 F0 9F 98").likely, Likely::EndsEarly);
    EXPECT_EQ(explainFirst("80 41").likely, Likely::StartsInside);
    EXPECT_EQ(explainFirst("ED A0 80", Profile::Rfc3629, 1).likely, Likely::PartOfEarlier);
    EXPECT_EQ(explainFirst("C2 80 80").likely, Likely::ExtraOctet);
    EXPECT_EQ(explainFirst("F4 90 80 80").likely, Likely::OriginalUtf8);
    EXPECT_EQ(explainFirst("F8 88 80 80 80").likely, Likely::OriginalUtf8);
    EXPECT_EQ(explainFirst("00 FF 00").likely, Likely::NotText);
}

// In a file that is binary data every story of text becomes BinaryData and no legacy reading is
// named, in the facts or in the words; a continuing octet still points to its sequence.
TEST(ExplainFacts, ReadAUnitOfBinaryDataAsData) {
    for (const std::string_view text :
         {"63 61 66 E9 21", "41 C0 41", "80 41", "C2 80 80", "61 C0 80 62", "00 FF 00"}) {
        Explained e = explainFirst(text);
        readAsBinaryData(e);
        EXPECT_EQ(e.likely, Likely::BinaryData) << text;
        EXPECT_FALSE(e.legacy) << text;
        const ExplanationText words = explanationText(e);
        EXPECT_TRUE(words.plain.starts_with("The file is binary data, not text: th")) << text;
        EXPECT_EQ(words.text().find("windows-1252"), std::string::npos) << words.text();
    }
    Explained two = explainFirst("E2 82 41"); // one unit of two octets
    readAsBinaryData(two);
    EXPECT_EQ(two.likely, Likely::BinaryData);
    EXPECT_NE(explanationText(two).plain.find("these bytes are data"), std::string::npos);
    Explained part = explainFirst("ED A0 80", Profile::Rfc3629, 1);
    readAsBinaryData(part);
    EXPECT_EQ(part.likely, Likely::PartOfEarlier);
    EXPECT_EQ(toString(Likely::BinaryData), "binary-data");
}

TEST(ExplainFacts, ReadALoneOctetInTheLegacyEncoding) {
    const Explained e = explainFirst("63 61 66 E9 21");
    ASSERT_TRUE(e.legacy);
    EXPECT_EQ(e.legacy->codec.name(), "windows-1252");
    EXPECT_EQ(e.legacy->octet, 0xE9);
    EXPECT_EQ(e.legacy->character, 0xE9u);
    const Explained quote = explainFirst("49 92 6D");
    ASSERT_TRUE(quote.legacy);
    EXPECT_EQ(quote.legacy->character, 0x2019u);
    EXPECT_FALSE(explainFirst("E2 82 41").legacy);
}

TEST(ExplainFacts, FindBothHalvesOfAnEncodedSurrogatePair) {
    const Explained first = explainFirst("ED A0 BD ED B8 80");
    ASSERT_TRUE(first.pair);
    EXPECT_FALSE(first.pair->secondHalf);
    EXPECT_EQ(first.pair->character, 0x1F600u);
    EXPECT_EQ(formatOctets(first.pair->utf8.bytes()), "F0 9F 98 80");
    const Explained second = explainFirst("ED A0 BD ED B8 80", Profile::Rfc3629, 3);
    EXPECT_EQ(second.kind, ErrorKind::Surrogate);
    ASSERT_TRUE(second.pair);
    EXPECT_TRUE(second.pair->secondHalf);
    EXPECT_EQ(second.pair->otherOffset, 0u);
    EXPECT_EQ(second.pair->character, 0x1F600u);
}

// The wording of the issue: a plain sentence first, what happened and what to do.
TEST(ExplainText, StartsWithAPlainSentence) {
    EXPECT_EQ(explainFirst("63 61 66 E9 21").plain,
              "This byte is not UTF-8. If the file came from Windows, it is probably "
              "windows-1252, where E9 is \xC3\xA9.");
    EXPECT_EQ(explainFirst("41 A0 41").plain,
              "This byte is not UTF-8. If the file came from Windows, it is probably "
              "windows-1252, where A0 is U+00A0 NO-BREAK SPACE.");
    EXPECT_NE(explainFirst("FF FE 41 00").plain.find("it is UTF-16, not UTF-8"), std::string::npos);
    EXPECT_NE(explainFirst("ED A0 BD ED B8 80").plain.find("CESU-8"), std::string::npos);
    EXPECT_NE(explainFirst("E0 80 AF").plain.find("U+002F (/) written in 3 bytes instead of 1"),
              std::string::npos);
    EXPECT_NE(explainFirst("41 F0 9F 98").plain.find("lacks its last byte"), std::string::npos);
    const Explained text = explainFirst("E2 82 41");
    EXPECT_EQ(text.text(), text.plain + "\n\n" + text.detail());
    EXPECT_EQ(text.detail().find(text.summary), 0u);
}

// Every kind, under both profiles, at every length the first octet announces: facts that hold
// together and a plain sentence for each.
TEST(ExplainFacts, HoldTogetherForEveryKindProfileAndLength) {
    for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
        for (int b0 = 0x80; b0 < 0x100; ++b0) {
            for (const char* rest : {"", "41", "80", "80 80 80 80 80", "BF BF BF BF BF", "C3"}) {
                test::Bytes in{static_cast<std::uint8_t>(b0)};
                const test::Bytes tail = hex(rest);
                in.insert(in.end(), tail.begin(), tail.end());
                for (const Unit& u : decodeAll(in, p)) {
                    if (u.valid())
                        continue;
                    const auto e = explain(u, captureContext(in, 0, u.offset, true), p);
                    ASSERT_TRUE(e);
                    EXPECT_EQ(e->kind, *u.error);
                    EXPECT_GE(e->replacements, 1);
                    EXPECT_LE(e->sequenceOffset, u.offset);
                    EXPECT_FALSE(e->ruleBreak.expected.empty());
                    EXPECT_EQ(e->announcedLength, announcedLength(in[e->sequenceOffset]));
                    const ExplanationText t = explanationText(*e);
                    EXPECT_FALSE(t.plain.empty());
                    EXPECT_NE(t.summary.find("offset " + std::to_string(u.offset)),
                              std::string::npos)
                        << t.summary;
                }
            }
        }
    }
}

// Explanations from a streaming decode equal those from the whole input, whatever the chunks.
TEST(Explain, DoesNotDependOnChunkBoundaries) {
    std::mt19937 rng(5);
    for (int round = 0; round < 100; ++round) {
        Bytes in(rng() % 120);
        for (auto& b : in) {
            const unsigned r = rng() % 4;
            b = static_cast<std::uint8_t>(r == 0   ? rng()
                                          : r == 1 ? 0x80 | (rng() & 0x3F)
                                          : r == 2 ? 0xE0 | (rng() & 0x1F)
                                                   : 0x41);
        }
        for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
            std::vector<std::string> whole;
            std::vector<Explanation> wholeFacts;
            for (const Unit& u : decodeAll(in, p)) {
                if (!u.valid()) {
                    const auto e = explain(u, captureContext(in, 0, u.offset, true), p);
                    whole.push_back(explanationText(*e).text());
                    wholeFacts.push_back(*e);
                }
            }
            for (std::size_t chunk : {1u, 2u, 3u, 7u}) {
                Decoder d(p);
                std::vector<std::string> streamed;
                std::vector<Explanation> streamedFacts;
                auto sink = [&](const Unit& u) {
                    if (!u.valid()) {
                        const auto e = explain(u, d.contextOf(u), p);
                        streamed.push_back(explanationText(*e).text());
                        streamedFacts.push_back(*e);
                    }
                };
                for (std::size_t pos = 0; pos < in.size(); pos += chunk) {
                    d.feed(std::span(in).subspan(pos, std::min(chunk, in.size() - pos)), sink);
                }
                d.finish(sink);
                ASSERT_EQ(streamed, whole) << "chunk " << chunk;
                ASSERT_TRUE(streamedFacts == wholeFacts) << "chunk " << chunk;
            }
        }
    }
}

} // namespace
} // namespace u8scope
