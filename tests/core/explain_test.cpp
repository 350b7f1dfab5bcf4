#include "test_support.h"
#include "u8scope/explain.h"

#include <gtest/gtest.h>
#include <random>

namespace u8scope {
namespace {

using test::Bytes;
using test::hex;

// Explains the first malformed unit of `text` (hex), decoded whole.
Explanation explainFirst(std::string_view text, Profile p = Profile::Rfc3629,
                         std::size_t skip = 0) {
    const Bytes in = hex(text);
    for (const Unit& u : decodeAll(in, p)) {
        if (u.valid())
            continue;
        if (skip-- > 0)
            continue;
        auto e = explain(u, captureContext(in, 0, u.offset, true), p);
        if (e)
            return *e;
    }
    ADD_FAILURE() << "no malformed unit in " << text;
    return {};
}

TEST(Explain, NamesOverlongFormsAndTheirValue) {
    const Explanation e = explainFirst("C0 80");
    EXPECT_EQ(e.kind, ErrorKind::Overlong);
    EXPECT_EQ(e.summary, "C0 80 at offset 0 is an overlong 2-octet form of U+0000.");
    EXPECT_NE(e.rule.find("%xC2-DF"), std::string::npos) << e.rule;
    EXPECT_NE(e.meaning.find("written 00"), std::string::npos) << e.meaning;
    EXPECT_EQ(e.sequenceLength, 2);
    EXPECT_EQ(e.replacements, 2);
    EXPECT_EQ(e.intendedValue, 0u);
    EXPECT_EQ(explainFirst("41 E0 80 AF").summary,
              "E0 80 AF at offset 1 is an overlong 3-octet form of U+002F.");
    const Explanation f = explainFirst("F0 8F BF BF");
    EXPECT_EQ(f.summary, "F0 8F BF BF at offset 0 is an overlong 4-octet form of U+FFFF.");
    EXPECT_NE(f.rule.find("after F0 the second octet must be 90-BF"), std::string::npos) << f.rule;
    EXPECT_NE(f.rule.find("found 8F"), std::string::npos) << f.rule;
}

TEST(Explain, NamesSurrogatesAndSurrogatePairs) {
    const Explanation e = explainFirst("ED A0 80");
    EXPECT_EQ(e.summary,
              "ED A0 80 at offset 0 would encode the surrogate U+D800, which UTF-8 forbids.");
    EXPECT_NE(e.rule.find("found A0"), std::string::npos);
    EXPECT_EQ(e.replacements, 3);
    const Explanation pair = explainFirst("ED A0 BD ED B8 80");
    EXPECT_NE(pair.meaning.find("CESU-8"), std::string::npos) << pair.meaning;
    EXPECT_NE(pair.meaning.find("U+1F600 GRINNING FACE"), std::string::npos) << pair.meaning;
    EXPECT_NE(pair.meaning.find("F0 9F 98 80"), std::string::npos) << pair.meaning;
}

TEST(Explain, NamesValuesBeyondU10FFFF) {
    const Explanation e = explainFirst("F4 90 80 80");
    EXPECT_EQ(e.kind, ErrorKind::OutOfRange);
    EXPECT_NE(e.summary.find("110000"), std::string::npos) << e.summary;
    EXPECT_NE(e.summary.find("beyond U+10FFFF"), std::string::npos) << e.summary;
    EXPECT_NE(e.rule.find("80-8F"), std::string::npos);
    EXPECT_NE(explainFirst("F5").summary.find("never occurs"), std::string::npos);
}

TEST(Explain, ExplainsTruncationAndWhatCutIt) {
    const Explanation e = explainFirst("E2 82 41");
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
    const Explanation e = explainFirst("ED A0 80", Profile::Rfc3629, 2);
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
    const Explanation legacy = explainFirst("F8 88 80 80 80");
    EXPECT_EQ(legacy.kind, ErrorKind::InvalidOctet);
    EXPECT_NE(legacy.meaning.find("5-octet form of the 31-bit value 200000"), std::string::npos)
        << legacy.meaning;
    EXPECT_EQ(explainFirst("FE", Profile::Iso10646_1993).kind, ErrorKind::InvalidOctet);
}

TEST(Explain, GivesEveryPartForEveryKind) {
    for (const char* text : {"C0 80", "E0 80 80", "ED A0 80", "F4 90 80 80", "F5 80", "E2 82", "80",
                             "FF", "F8 88 80 80 80", "C1", "E0 9F 41", "F0 8F"}) {
        const Explanation e = explainFirst(text);
        EXPECT_FALSE(e.summary.empty()) << text;
        EXPECT_FALSE(e.rule.empty()) << text;
        EXPECT_FALSE(e.decoderAction.empty()) << text;
        EXPECT_GE(e.replacements, 1) << text;
        EXPECT_EQ(e.text().find(e.summary), 0u);
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
            for (const Unit& u : decodeAll(in, p)) {
                if (!u.valid())
                    whole.push_back(explain(u, captureContext(in, 0, u.offset, true), p)->text());
            }
            for (std::size_t chunk : {1u, 2u, 3u, 7u}) {
                Decoder d(p);
                std::vector<std::string> streamed;
                auto sink = [&](const Unit& u) {
                    if (!u.valid())
                        streamed.push_back(explain(u, d.contextOf(u), p)->text());
                };
                for (std::size_t pos = 0; pos < in.size(); pos += chunk) {
                    d.feed(std::span(in).subspan(pos, std::min(chunk, in.size() - pos)), sink);
                }
                d.finish(sink);
                ASSERT_EQ(streamed, whole) << "chunk " << chunk;
            }
        }
    }
}

} // namespace
} // namespace u8scope
