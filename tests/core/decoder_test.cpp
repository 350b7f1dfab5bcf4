#include "test_support.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"

#include <gtest/gtest.h>
#include <random>

namespace u8scope {
namespace {

using test::Bytes;
using test::describeUnits;
using test::hex;

std::string decodeHex(std::string_view text, Profile profile = Profile::Rfc3629) {
    return describeUnits(decodeAll(hex(text), profile));
}

// The example of the Unicode Standard §3.9 (Table 3-8) and the WHATWG Encoding Standard.
TEST(Decoder, ReplacesEachMaximalSubpartOnce) {
    EXPECT_EQ(decodeHex("61 F1 80 80 E1 80 C2 62 80 63 80 BF 64"),
              "0+1:U+0061 1+3:truncated 4+2:truncated 6+1:truncated 7+1:U+0062 "
              "8+1:unexpected-continuation 9+1:U+0063 10+1:unexpected-continuation "
              "11+1:unexpected-continuation 12+1:U+0064");
}

TEST(Decoder, DecodesRfc3629Examples) {
    // RFC 3629 §7.
    EXPECT_EQ(decodeHex("41 E2 89 A2 CE 91 2E"), "0+1:U+0041 1+3:U+2262 4+2:U+0391 6+1:U+002E");
    EXPECT_EQ(decodeHex("ED 95 9C EA B5 AD EC 96 B4"), "0+3:U+D55C 3+3:U+AD6D 6+3:U+C5B4");
    EXPECT_EQ(decodeHex("E6 97 A5 E6 9C AC E8 AA 9E"), "0+3:U+65E5 3+3:U+672C 6+3:U+8A9E");
    EXPECT_EQ(decodeHex("EF BB BF F0 A3 8E B4"), "0+3:U+FEFF 3+4:U+233B4");
}

TEST(Decoder, ClassifiesOverlongForms) {
    EXPECT_EQ(decodeHex("C0 80"), "0+1:overlong 1+1:unexpected-continuation");
    EXPECT_EQ(decodeHex("C1 BF"), "0+1:overlong 1+1:unexpected-continuation");
    EXPECT_EQ(decodeHex("E0 80 80"),
              "0+1:overlong 1+1:unexpected-continuation 2+1:unexpected-continuation");
    EXPECT_EQ(decodeHex("E0 9F BF"),
              "0+1:overlong 1+1:unexpected-continuation 2+1:unexpected-continuation");
    EXPECT_EQ(decodeHex("F0 8F BF BF").substr(0, 12), "0+1:overlong");
    EXPECT_EQ(decodeHex("F8 87 BF BF BF", Profile::Iso10646_1993).substr(0, 12), "0+1:overlong");
    EXPECT_EQ(decodeHex("FC 83 BF BF BF BF", Profile::Iso10646_1993).substr(0, 12), "0+1:overlong");
}

TEST(Decoder, ClassifiesSurrogatesInBothProfiles) {
    for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
        EXPECT_EQ(decodeHex("ED A0 80", p),
                  "0+1:surrogate 1+1:unexpected-continuation 2+1:unexpected-continuation");
        EXPECT_EQ(decodeHex("ED BF BF", p).substr(0, 13), "0+1:surrogate");
        EXPECT_EQ(decodeHex("ED 9F BF", p), "0+3:U+D7FF");
    }
}

TEST(Decoder, ClassifiesValuesBeyondU10FFFF) {
    EXPECT_EQ(decodeHex("F4 90 80 80").substr(0, 16), "0+1:out-of-range");
    EXPECT_EQ(decodeHex("F4 8F BF BF"), "0+4:U+10FFFF");
    for (const char* lead : {"F5", "F6", "F7"}) {
        EXPECT_EQ(decodeHex(lead), "0+1:out-of-range") << lead;
    }
    EXPECT_EQ(decodeHex("F4 90 80 80", Profile::Iso10646_1993), "0+4:U+110000");
    EXPECT_EQ(decodeHex("F7 BF BF BF", Profile::Iso10646_1993), "0+4:U+1FFFFF");
}

TEST(Decoder, ClassifiesOctetsThatNeverOccur) {
    for (int b = 0xF8; b <= 0xFF; ++b) {
        const Bytes in{static_cast<std::uint8_t>(b)};
        EXPECT_EQ(describeUnits(decodeAll(in, Profile::Rfc3629)), "0+1:invalid-octet") << b;
    }
    EXPECT_EQ(decodeHex("FE", Profile::Iso10646_1993), "0+1:invalid-octet");
    EXPECT_EQ(decodeHex("FF", Profile::Iso10646_1993), "0+1:invalid-octet");
    EXPECT_EQ(decodeHex("C0", Profile::Iso10646_1993), "0+1:overlong");
}

TEST(Decoder, ClassifiesTruncatedSequences) {
    EXPECT_EQ(decodeHex("C2"), "0+1:truncated");
    EXPECT_EQ(decodeHex("C2 41"), "0+1:truncated 1+1:U+0041");
    EXPECT_EQ(decodeHex("E2 82"), "0+2:truncated");
    EXPECT_EQ(decodeHex("E2 82 C2 A2"), "0+2:truncated 2+2:U+00A2");
    EXPECT_EQ(decodeHex("F0 9F 98"), "0+3:truncated");
    EXPECT_EQ(decodeHex("F0 9F 98 F0 9F 98 80"), "0+3:truncated 3+4:U+1F600");
    EXPECT_EQ(decodeHex("FD BF BF BF BF", Profile::Iso10646_1993), "0+5:truncated");
}

TEST(Decoder, DecodesLegacyFiveAndSixOctetForms) {
    EXPECT_EQ(decodeHex("F8 88 80 80 80", Profile::Iso10646_1993), "0+5:U+200000");
    EXPECT_EQ(decodeHex("FB BF BF BF BF", Profile::Iso10646_1993), "0+5:U+3FFFFFF");
    EXPECT_EQ(decodeHex("FC 84 80 80 80 80", Profile::Iso10646_1993), "0+6:U+4000000");
    EXPECT_EQ(decodeHex("FD BF BF BF BF BF", Profile::Iso10646_1993), "0+6:U+7FFFFFFF");
    EXPECT_EQ(decodeHex("F8 88 80 80 80", Profile::Rfc3629),
              "0+1:invalid-octet 1+1:unexpected-continuation 2+1:unexpected-continuation "
              "3+1:unexpected-continuation 4+1:unexpected-continuation");
}

// Feeds `in` to a streaming Decoder in chunks of the given sizes (cycled).
std::vector<Unit> decodeChunked(const Bytes& in, Profile profile,
                                const std::vector<std::size_t>& sizes) {
    Decoder d(profile);
    std::vector<Unit> out;
    auto sink = [&](const Unit& u) { out.push_back(u); };
    std::size_t pos = 0, k = 0;
    while (pos < in.size()) {
        const std::size_t n = std::min(sizes[k++ % sizes.size()], in.size() - pos);
        d.feed(std::span(in).subspan(pos, n), sink);
        pos += n;
    }
    d.finish(sink);
    return out;
}

TEST(Decoder, GivesTheSameUnitsWhateverTheChunkSize) {
    const Bytes in =
        hex("61 F1 80 80 E1 80 C2 62 80 63 80 BF 64 F0 9F 98 80 ED A0 80 C0 80 F4 90 80 "
            "80 E2 82 FC 84 80 80 80 80 F8 88 80 80 80 FF 41 E2 82");
    for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
        const auto whole = decodeAll(in, p);
        for (std::size_t size = 1; size <= in.size() + 1; ++size) {
            EXPECT_EQ(decodeChunked(in, p, {size}), whole) << "chunk size " << size;
        }
        EXPECT_EQ(decodeChunked(in, p, {0, 1, 0, 2, 7, 3}), whole);
    }
}

TEST(Decoder, StreamsRandomInputLikeTheWholeDecoder) {
    std::mt19937 rng(12345);
    for (int round = 0; round < 200; ++round) {
        Bytes in(rng() % 300);
        for (auto& b : in) {
            // Bias towards octets that make sequences: leads and continuations.
            const unsigned r = rng() % 4;
            b = static_cast<std::uint8_t>(r == 0   ? rng()
                                          : r == 1 ? 0x80 | (rng() & 0x3F)
                                          : r == 2 ? 0xC0 | (rng() & 0x3F)
                                                   : rng() & 0x7F);
        }
        for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
            const auto whole = decodeAll(in, p);
            std::vector<std::size_t> sizes;
            for (int i = 0; i < 5; ++i)
                sizes.push_back(rng() % 9);
            sizes.push_back(1);
            EXPECT_EQ(decodeChunked(in, p, sizes), whole);
        }
    }
}

// Text trickling in through a pipe must come out as it arrives, not kMaxSequenceLength octets late.
TEST(Decoder, GivesWellFormedUnitsAsSoonAsTheirOctetsArrive) {
    Decoder d;
    std::vector<Unit> out;
    auto sink = [&](const Unit& u) { out.push_back(u); };
    const Bytes hi = hex("68 69 0A");
    d.feed(hi, sink);
    EXPECT_EQ(describeUnits(out), "0+1:U+0068 1+1:U+0069 2+1:U+000A");
    const Bytes euroStart = hex("E2 82");
    d.feed(euroStart, sink);
    EXPECT_EQ(out.size(), 3u); // an unfinished sequence waits
    const Bytes euroEnd = hex("AC");
    d.feed(euroEnd, sink);
    EXPECT_EQ(describeUnits(out), "0+1:U+0068 1+1:U+0069 2+1:U+000A 3+3:U+20AC");
    const Bytes bad = hex("C0");
    d.feed(bad, sink);
    EXPECT_EQ(out.size(), 4u); // a malformed unit waits for the octets its explanation reads
    d.finish(sink);
    EXPECT_EQ(describeUnits(out), "0+1:U+0068 1+1:U+0069 2+1:U+000A 3+3:U+20AC 6+1:overlong");
}

TEST(Decoder, RoundTripsEveryCodePoint) {
    for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
        for (CodePoint cp = 0; cp <= 0x10FFFF; ++cp) {
            const Encoded e = encode(cp, p);
            if (isSurrogate(cp)) {
                ASSERT_FALSE(e.ok());
                continue;
            }
            ASSERT_TRUE(e.ok()) << cp;
            const Unit u = decodeUnit(e.bytes(), p);
            ASSERT_TRUE(u.valid()) << cp;
            ASSERT_EQ(u.codePoint, cp);
            ASSERT_EQ(u.length, e.length);
        }
    }
}

} // namespace
} // namespace u8scope
