// The tables of ISO/IEC 10646-1 Amd. 2 Annex R (and RFC 2044 / RFC 3629 §3), row by row.
#include "test_support.h"
#include "u8scope/codec/encoder.h"

#include <gtest/gtest.h>
#include <random>

namespace u8scope {
namespace {

// Table 1: the role of each octet value by itself.
TEST(AnnexR, Table1GivesEachOctetValueItsRole) {
    struct Row {
        int lo, hi, length;
    };
    for (const Row r :
         {Row{0x00, 0x7F, 1}, Row{0x80, 0xBF, 0}, Row{0xC0, 0xDF, 2}, Row{0xE0, 0xEF, 3},
          Row{0xF0, 0xF7, 4}, Row{0xF8, 0xFB, 5}, Row{0xFC, 0xFD, 6}, Row{0xFE, 0xFF, 0}}) {
        for (int b = r.lo; b <= r.hi; ++b) {
            EXPECT_EQ(announcedLength(static_cast<std::uint8_t>(b)), r.length) << std::hex << b;
            EXPECT_EQ(isContinuationOctet(static_cast<std::uint8_t>(b)), b >= 0x80 && b <= 0xBF);
        }
    }
    for (int b = 0; b < 256; ++b) {
        const auto o = static_cast<std::uint8_t>(b);
        EXPECT_EQ(isNeverValidOctet(o, Profile::Rfc3629), b == 0xC0 || b == 0xC1 || b >= 0xF5) << b;
        EXPECT_EQ(isNeverValidOctet(o, Profile::Iso10646_1993), b >= 0xFE) << b;
    }
}

struct Table2Row {
    std::uint64_t first, last;
    const char* firstOctets;
    const char* lastOctets;
};

// Table 2: the UCS-4 ranges and the octets of their first and last values.
constexpr Table2Row kTable2[] = {
    {0x00000000, 0x0000007F, "00", "7F"},
    {0x00000080, 0x000007FF, "C2 80", "DF BF"},
    {0x00000800, 0x0000FFFF, "E0 A0 80", "EF BF BF"},
    {0x00010000, 0x001FFFFF, "F0 90 80 80", "F7 BF BF BF"},
    {0x00200000, 0x03FFFFFF, "F8 88 80 80 80", "FB BF BF BF BF"},
    {0x04000000, 0x7FFFFFFF, "FC 84 80 80 80 80", "FD BF BF BF BF BF"},
};

TEST(AnnexR, Table2EncodesEachRangeWithItsLength) {
    int length = 1;
    for (const Table2Row& row : kTable2) {
        for (const auto& [value, octets] :
             {std::pair{row.first, row.firstOctets}, std::pair{row.last, row.lastOctets}}) {
            const Encoded e = encode(value, Profile::Iso10646_1993);
            ASSERT_TRUE(e.ok());
            EXPECT_EQ(formatOctets(e.bytes()), octets) << formatCodePoint(value);
            EXPECT_EQ(e.length, length);
            const Unit u = decodeUnit(e.bytes(), Profile::Iso10646_1993);
            EXPECT_TRUE(u.valid());
            EXPECT_EQ(u.codePoint, value);
        }
        ++length;
    }
    // RFC 3629 keeps the first four rows, the fourth cut at U+10FFFF.
    EXPECT_EQ(formatOctets(encode(0x10FFFF).bytes()), "F4 8F BF BF");
    EXPECT_FALSE(encode(0x110000).ok());
    EXPECT_FALSE(encode(0x200000).ok());
}

// Table 3: decoding, each first-octet range with its bit layout; random values of every range
// decode back through the formula x = (b1 & mask) << 6(n-1) | (b2 & 3F) << 6(n-2) | ...
TEST(AnnexR, Table3DecodesEachFirstOctetRange) {
    std::mt19937_64 rng(3);
    int length = 1;
    for (const Table2Row& row : kTable2) {
        for (int i = 0; i < 2000; ++i) {
            std::uint64_t v = row.first + rng() % (row.last - row.first + 1);
            if (isSurrogate(static_cast<CodePoint>(v)))
                continue;
            const Encoded e = encode(v, Profile::Iso10646_1993);
            ASSERT_TRUE(e.ok());
            ASSERT_EQ(e.length, length);
            // Marker bits: n ones and a zero in the first octet (none but a zero for n = 1), 10 in
            // the rest.
            const auto marker = static_cast<std::uint8_t>(length == 1 ? 0x00 : 0xFF00u >> length);
            const auto markerMask =
                static_cast<std::uint8_t>(length == 1 ? 0x80 : 0xFF80u >> length);
            ASSERT_EQ(e.octets[0] & markerMask, marker);
            std::uint64_t x = e.octets[0] & static_cast<std::uint8_t>(~markerMask);
            for (int k = 1; k < length; ++k) {
                ASSERT_EQ(e.octets[k] & 0xC0, 0x80);
                x = (x << 6) | (e.octets[k] & 0x3Fu);
            }
            ASSERT_EQ(x, v);
            const Unit u = decodeUnit(e.bytes(), Profile::Iso10646_1993);
            ASSERT_TRUE(u.valid());
            ASSERT_EQ(u.codePoint, v);
        }
        ++length;
    }
}

// Every longer form than the shortest is refused, at every length.
TEST(AnnexR, RefusesEveryOverlongFormOfEachRangeBoundary) {
    for (int longer = 2; longer <= 6; ++longer) {
        for (std::uint64_t v :
             {std::uint64_t{0}, std::uint64_t{0x7F}, std::uint64_t{0x7FF}, std::uint64_t{0xFFFF},
              std::uint64_t{0x1FFFFF}, std::uint64_t{0x3FFFFFF}}) {
            if (encodedLength(v) >= longer)
                continue;
            // Spread v over `longer` octets by hand.
            test::Bytes b(static_cast<std::size_t>(longer));
            std::uint64_t rest = v;
            for (int k = longer - 1; k > 0; --k) {
                b[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(0x80 | (rest & 0x3F));
                rest >>= 6;
            }
            b[0] = static_cast<std::uint8_t>((0xFF00u >> longer) | rest);
            for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
                const Unit u = decodeUnit(b, p);
                ASSERT_FALSE(u.valid()) << formatOctets(b);
                if (p == Profile::Iso10646_1993 || longer <= 4) {
                    EXPECT_EQ(*u.error, ErrorKind::Overlong) << formatOctets(b);
                }
            }
        }
    }
}

} // namespace
} // namespace u8scope
