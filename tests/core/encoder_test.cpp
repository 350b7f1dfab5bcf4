#include "u8scope/codec/encoder.h"
#include "u8scope/text/hex.h"

#include <gtest/gtest.h>

namespace u8scope {
namespace {

std::string enc(std::uint64_t v, Profile p = Profile::Rfc3629) {
    const Encoded e = encode(v, p);
    return e.ok() ? formatOctets(e.bytes())
                  : std::string(e.error == EncodeError::Surrogate ? "surrogate" : "out-of-range");
}

// ISO/IEC 10646-1 Annex R, Table 4 boundaries (and RFC 3629 §3).
TEST(Encoder, EncodesEachLengthBoundary) {
    EXPECT_EQ(enc(0x0), "00");
    EXPECT_EQ(enc(0x7F), "7F");
    EXPECT_EQ(enc(0x80), "C2 80");
    EXPECT_EQ(enc(0x7FF), "DF BF");
    EXPECT_EQ(enc(0x800), "E0 A0 80");
    EXPECT_EQ(enc(0xFFFF), "EF BF BF");
    EXPECT_EQ(enc(0x10000), "F0 90 80 80");
    EXPECT_EQ(enc(0x10FFFF), "F4 8F BF BF");
    EXPECT_EQ(enc(0x1F600), "F0 9F 98 80");
    const auto iso = Profile::Iso10646_1993;
    EXPECT_EQ(enc(0x1FFFFF, iso), "F7 BF BF BF");
    EXPECT_EQ(enc(0x200000, iso), "F8 88 80 80 80");
    EXPECT_EQ(enc(0x3FFFFFF, iso), "FB BF BF BF BF");
    EXPECT_EQ(enc(0x4000000, iso), "FC 84 80 80 80 80");
    EXPECT_EQ(enc(0x7FFFFFFF, iso), "FD BF BF BF BF BF");
}

TEST(Encoder, RefusesSurrogatesAndValuesBeyondTheProfile) {
    EXPECT_EQ(enc(0xD800), "surrogate");
    EXPECT_EQ(enc(0xDFFF), "surrogate");
    EXPECT_EQ(enc(0xD800, Profile::Iso10646_1993), "surrogate");
    EXPECT_EQ(enc(0x110000), "out-of-range");
    EXPECT_EQ(enc(0x110000, Profile::Iso10646_1993), "F4 90 80 80");
    EXPECT_EQ(enc(0x80000000, Profile::Iso10646_1993), "out-of-range");
    EXPECT_NE(describe(EncodeError::OutOfRange, 0x110000, Profile::Rfc3629).find("U+10FFFF"),
              std::string::npos);
}

} // namespace
} // namespace u8scope
