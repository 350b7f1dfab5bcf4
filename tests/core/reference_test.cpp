// The reference tables: Annex R Table 1, the well-formed sequences of RFC 3629 §4, and Tables
// 4 and 5 per length, under both profiles; and the rows a sequence belongs to.
#include "test_support.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/teach/reference.h"

#include <gtest/gtest.h>

namespace u8scope {
namespace {

using test::hex;

std::string describe(const std::vector<OctetRow>& rows) {
    std::string s;
    for (const OctetRow& r : rows) {
        if (!s.empty())
            s += ", ";
        s += formatRange(r.octets) + " " + r.marker + " " + std::string(toString(r.role));
        if (r.role == OctetRole::First || r.role == OctetRole::Dropped)
            s += std::to_string(r.length);
    }
    return s;
}

TEST(Reference, Table1UnderRfc3629MarksWhatNeverOccurs) {
    EXPECT_EQ(describe(octetTable(Profile::Rfc3629)),
              "00-7F 0 single, 80-BF 10 continuing, C0-C1 110 overlong-only, C2-DF 110 first2, "
              "E0-EF 1110 first3, F0-F4 11110 first4, F5-F7 11110 beyond-range, "
              "F8-FB 111110 dropped5, FC-FD 1111110 dropped6, FE-FF 1111111 unused");
}

TEST(Reference, Table1UnderTheLegacyProfileHasSixLengths) {
    EXPECT_EQ(describe(octetTable(Profile::Iso10646_1993)),
              "00-7F 0 single, 80-BF 10 continuing, C0-C1 110 overlong-only, C2-DF 110 first2, "
              "E0-EF 1110 first3, F0-F7 11110 first4, F8-FB 111110 first5, "
              "FC-FD 1111110 first6, FE-FF 1111111 unused");
}

TEST(Reference, Table1CoversEveryOctetOnceWithTheDecodersKind) {
    for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
        int next = 0;
        for (const OctetRow& r : octetTable(p)) {
            EXPECT_EQ(r.octets.lo, next);
            next = r.octets.hi + 1;
            EXPECT_EQ(r.freeBits + static_cast<int>(r.marker.size()), 8);
            // A role that is an error is what the decoder reports for the octet alone.
            if (r.error && r.role != OctetRole::Continuing) {
                const test::Bytes alone{r.octets.lo};
                EXPECT_EQ(decodeUnit(alone, p).error, r.error) << formatRange(r.octets);
            }
        }
        EXPECT_EQ(next, 256);
    }
}

TEST(Reference, WellFormedSequencesAreRfc3629Section4) {
    const auto rows = sequenceTable(Profile::Rfc3629);
    ASSERT_EQ(rows.size(), 9u);
    EXPECT_EQ(formatRange(rows[2].firstOctets), "E0");
    EXPECT_EQ(formatRange(*rows[2].secondOctets), "A0-BF");
    EXPECT_EQ(rows[2].values, (ValueRange{0x800, 0xFFF}));
    EXPECT_EQ(rows[4].values, (ValueRange{0xD000, 0xD7FF})); // ED 80-9F
    EXPECT_EQ(rows[8].values, (ValueRange{0x100000, 0x10FFFF}));
    EXPECT_EQ(rows[8].abnf, "UTF8-4 = ... / %xF4 %x80-8F 2( UTF8-tail )");
    // Every row's first and last values encode to its first octets and second-octet range.
    for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
        for (const SequenceRow& r : sequenceTable(p)) {
            for (std::uint64_t v : {r.values.first, r.values.last}) {
                const Encoded e = encode(v, p);
                ASSERT_TRUE(e.ok()) << formatCodePoint(v);
                EXPECT_EQ(e.length, r.length);
                EXPECT_TRUE(r.firstOctets.contains(e.octets[0])) << formatCodePoint(v);
                if (r.secondOctets) {
                    EXPECT_TRUE(r.secondOctets->contains(e.octets[1])) << formatCodePoint(v);
                }
            }
        }
    }
}

TEST(Reference, LengthsFollowTables4And5) {
    const auto rfc = lengthTable(Profile::Rfc3629);
    ASSERT_EQ(rfc.size(), 4u);
    EXPECT_EQ(rfc[3].values, (ValueRange{0x10000, 0x10FFFF}));
    EXPECT_EQ(formatRange(rfc[3].firstOctets), "F0-F4");
    EXPECT_EQ(rfc[1].layout, "110xxxxx 10xxxxxx");
    const auto iso = lengthTable(Profile::Iso10646_1993);
    ASSERT_EQ(iso.size(), 6u);
    EXPECT_EQ(iso[5].values, (ValueRange{0x4000000, 0x7FFFFFFF}));
    EXPECT_EQ(iso[5].freeBits, 31);
    EXPECT_EQ(iso[5].formula[0].base, 0xFC);
    EXPECT_EQ(iso[5].formula[0].shift, 30);
    EXPECT_FALSE(iso[5].formula[0].modulo);
    EXPECT_EQ(iso[5].formula[5].base, 0x80);
    EXPECT_TRUE(iso[5].formula[5].modulo);
}

// Table 4 with real numbers gives the encoder's octets, and Table 5 read back gives the value.
TEST(Reference, ArithmeticAgreesWithTheEncoderAtEveryLength) {
    for (std::uint64_t v : {0x0ull, 0x41ull, 0x7Full, 0x80ull, 0xE9ull, 0x7FFull, 0x800ull,
                            0x20ACull, 0xFFFFull, 0x10000ull, 0x1F600ull, 0x10FFFFull, 0x200000ull,
                            0x3FFFFFFull, 0x4000000ull, 0x7FFFFFFFull}) {
        const Encoded e = encode(v, Profile::Iso10646_1993);
        const auto steps = encodeArithmetic(v);
        ASSERT_EQ(steps.size(), e.length) << formatCodePoint(v);
        std::uint64_t back = 0;
        for (std::size_t k = 0; k < steps.size(); ++k) {
            EXPECT_EQ(steps[k].octet, e.octets[k]) << formatCodePoint(v) << " octet " << k;
            back += (steps[k].octet - steps[k].formula.base) << steps[k].formula.shift;
        }
        EXPECT_EQ(back, v);
    }
    const auto e9 = encodeArithmetic(0xE9); // C0 + 233 / 64 = C0 + 3; 80 + 233 mod 64 = 80 + 29h
    ASSERT_EQ(e9.size(), 2u);
    EXPECT_EQ(e9[0].quotient, 3u);
    EXPECT_EQ(e9[0].octet, 0xC3);
    EXPECT_EQ(e9[1].quotient, 0xE9u);
    EXPECT_EQ(e9[1].digit, 0x29u);
    EXPECT_EQ(e9[1].octet, 0xA9);
}

TEST(Reference, FindsTheRowsOfASequence) {
    const auto surrogate = findRows(hex("ED A0 80"), Profile::Rfc3629);
    EXPECT_EQ(surrogate.octetRow, 4u);   // E0-EF
    EXPECT_FALSE(surrogate.sequenceRow); // no well-formed row takes ED A0
    EXPECT_EQ(surrogate.lengthRow, 2u);  // 3 octets
    const auto ed = findRows(hex("ED 9F BF"), Profile::Rfc3629);
    EXPECT_EQ(ed.sequenceRow, 4u); // ED 80-9F
    const auto emoji = findRows(hex("F0 9F 98 80"), Profile::Rfc3629);
    EXPECT_EQ(emoji.sequenceRow, 6u); // F0 90-BF
    EXPECT_EQ(emoji.lengthRow, 3u);
    EXPECT_EQ(findRows(hex("41"), Profile::Rfc3629), (ReferenceRows{0, 0, 0}));
    const auto five = findRows(hex("F8 88 80 80 80"), Profile::Rfc3629);
    EXPECT_EQ(five.octetRow, 7u); // F8-FB, dropped
    EXPECT_FALSE(five.lengthRow); // RFC 3629 has no 5-octet row
    EXPECT_EQ(findRows(hex("F8 88 80 80 80"), Profile::Iso10646_1993).lengthRow, 4u);
    EXPECT_EQ(findRows(hex("C0 AF"), Profile::Rfc3629).lengthRow, 1u); // pretends 2 octets
}

} // namespace
} // namespace u8scope
