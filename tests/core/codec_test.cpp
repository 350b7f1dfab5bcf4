#include "damage.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/encoding/legacycodec.h"

#include <gtest/gtest.h>
#include <string>
#include <unicode/ucnv.h>

namespace u8scope {
namespace {

// windows-1252 at 80-9F as the WHATWG index has it, written out here independently of the
// code under test; 0 where the octet is unmapped and decodes to the C1 control of that value.
constexpr CodePoint kWindows1252High[32] = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

// What ICU's converter itself reads an octet as, or nothing where it reports an error.
std::optional<CodePoint> icuReads(const char* converterName, std::uint8_t octet) {
    UErrorCode status = U_ZERO_ERROR;
    UConverter* c = ucnv_open(converterName, &status);
    if (U_FAILURE(status))
        return std::nullopt;
    ucnv_setToUCallBack(c, UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &status);
    const char in = static_cast<char>(octet);
    UChar out[4];
    status = U_ZERO_ERROR;
    const int n = ucnv_toUChars(c, out, 4, &in, 1, &status);
    ucnv_close(c);
    if (U_FAILURE(status) || n != 1)
        return std::nullopt;
    return out[0];
}

TEST(Codec, OffersEverySingleOctetPagePeopleMeet) {
    std::vector<std::string> names;
    for (const Codec c : Codec::all())
        names.emplace_back(c.name());
    EXPECT_EQ(names,
              (std::vector<std::string>{
                  "windows-1252", "windows-1250", "windows-1251", "windows-1253", "windows-1254",
                  "windows-1257", "ISO-8859-1",   "ISO-8859-2",   "ISO-8859-15",  "macintosh",
                  "IBM437",       "IBM850",       "KOI8-R",       "windows-1255", "windows-1256",
                  "windows-1258", "windows-874",  "ISO-8859-3",   "ISO-8859-4",   "ISO-8859-5",
                  "ISO-8859-6",   "ISO-8859-7",   "ISO-8859-8",   "ISO-8859-9",   "ISO-8859-10",
                  "ISO-8859-11",  "ISO-8859-13",  "ISO-8859-14",  "KOI8-U",       "x-mac-cyrillic",
                  "x-mac-greek",  "IBM852",       "IBM866",       "ISO-8859-16"}));
    EXPECT_EQ(Codec(CodecId::MacRoman).displayName(), "Mac OS Roman");
    EXPECT_EQ(Codec(CodecId::MacCyrillic).displayName(), "Mac OS Cyrillic");
    EXPECT_EQ(Codec(CodecId::Ibm866).displayName(), "IBM PC code page 866");
    for (const Codec c : Codec::all())
        EXPECT_EQ(Codec::byName(c.name()), c) << c.name();
}

TEST(Codec, ReadsEveryOctetAsIcuDoesAndFillsTheGapsWithTheSameValueOrU_FFFD) {
    for (const Codec c : Codec::all()) {
        const std::string icu(c.icuName());
        if (icu.empty())
            continue; // ISO 8859-16: no ICU converter (ReadsIso8859_16AsTheStandardHasIt)
        for (int b = 0x80; b < 0x100; ++b) {
            const auto octet = static_cast<std::uint8_t>(b);
            const auto expected = icuReads(icu.c_str(), octet);
            if (expected &&
                !(*expected == octet && b < 0xA0 && c.name().rfind("windows-", 0) == 0)) {
                EXPECT_EQ(c.decode(octet), *expected) << c.name() << " " << b;
                EXPECT_TRUE(c.assigns(octet)) << c.name() << " " << b;
            } else {
                // The same value, unless the codec has that character at another octet.
                const auto back = c.encode(octet);
                EXPECT_EQ(c.decode(octet), back && *back != octet ? 0xFFFDu : CodePoint{octet})
                    << c.name() << " " << b;
                EXPECT_FALSE(c.assigns(octet)) << c.name() << " " << b;
            }
        }
    }
}

// ISO 8859-16, which ICU lacks, comes from iconv(3): every octet as the table written out from
// the standard in the corpus's damage generator (damage.h) reads it, and all of them assigned.
TEST(Codec, ReadsIso8859_16AsTheStandardHasIt) {
    const Codec latin10(CodecId::Iso8859_16);
    EXPECT_EQ(latin10.icuName(), "");
    EXPECT_EQ(latin10.displayName(), "ISO 8859-16");
    for (int b = 0x80; b < 0x100; ++b) {
        const auto octet = static_cast<std::uint8_t>(b);
        const std::string one(1, static_cast<char>(b));
        const std::string reads = corpus::decodeAs(one, "ISO-8859-16");
        EXPECT_EQ(std::string(encode(latin10.decode(octet)).text()), reads) << b;
        EXPECT_TRUE(latin10.assigns(octet)) << b;
        EXPECT_EQ(latin10.encode(latin10.decode(octet)), octet) << b;
    }
    EXPECT_EQ(latin10.decode(0xAA), 0x0218u); // Ș, S with a comma below
    EXPECT_EQ(latin10.decode(0xFE), 0x021Bu); // ț
    EXPECT_EQ(latin10.decode(0xA4), 0x20ACu); // €
    EXPECT_EQ(latin10.decode(0xF5), 0x0151u); // ő
    EXPECT_EQ(latin10.noBreakSpaceOctet(), 0xA0);
}

TEST(Codec, KeepsAsciiAsAsciiEverywhere) {
    for (const Codec c : Codec::all()) {
        for (CodePoint cp = 0; cp < 0x80; ++cp) {
            EXPECT_EQ(c.decode(static_cast<std::uint8_t>(cp)), cp) << c.name();
            EXPECT_EQ(c.encode(cp), static_cast<std::uint8_t>(cp)) << c.name();
        }
    }
}

TEST(Codec, RoundTripsEveryOctetButTheGapsReadAsU_FFFD) {
    for (const Codec c : Codec::all()) {
        for (int b = 0; b < 0x100; ++b) {
            const auto octet = static_cast<std::uint8_t>(b);
            if (c.decode(octet) == 0xFFFD) {
                // Only a gap whose character of the same value the codec has elsewhere.
                EXPECT_FALSE(c.assigns(octet)) << c.name() << " " << b;
                EXPECT_TRUE(c.encode(octet).has_value() && c.encode(octet) != octet)
                    << c.name() << " " << b;
                continue;
            }
            EXPECT_EQ(c.encode(c.decode(octet)), octet) << c.name() << " " << b;
        }
    }
}

TEST(Codec, Windows1252FollowsTheWhatwgIndex) {
    const Codec w(CodecId::Windows1252);
    EXPECT_EQ(w.decode(0x41), 0x41u);
    EXPECT_EQ(w.decode(0x80), 0x20ACu); // EURO SIGN
    EXPECT_EQ(w.decode(0x92), 0x2019u); // RIGHT SINGLE QUOTATION MARK
    EXPECT_EQ(w.decode(0xE9), 0xE9u);
    for (const int unmapped : {0x81, 0x8D, 0x8F, 0x90, 0x9D}) {
        EXPECT_FALSE(w.assigns(static_cast<std::uint8_t>(unmapped))) << unmapped;
        EXPECT_EQ(w.decode(static_cast<std::uint8_t>(unmapped)), static_cast<CodePoint>(unmapped));
    }
    for (int octet = 0x80; octet <= 0x9F; ++octet) {
        const CodePoint high = kWindows1252High[octet - 0x80];
        EXPECT_EQ(w.encode(high != 0 ? high : static_cast<CodePoint>(octet)), octet);
    }
    EXPECT_EQ(w.encode(0x0100), std::nullopt);
    EXPECT_EQ(w.encode(0x4E00), std::nullopt);
}

TEST(Codec, KnowsWhereEachCodecKeepsTheNoBreakSpace) {
    EXPECT_EQ(Codec(CodecId::Windows1252).noBreakSpaceOctet(), 0xA0);
    EXPECT_EQ(Codec(CodecId::MacRoman).noBreakSpaceOctet(), 0xCA);
    EXPECT_EQ(Codec(CodecId::Ibm437).noBreakSpaceOctet(), 0xFF);
    EXPECT_EQ(Codec(CodecId::Koi8R).noBreakSpaceOctet(), 0x9A);
    EXPECT_EQ(Codec(CodecId::MacCyrillic).noBreakSpaceOctet(), 0xCA);
    EXPECT_EQ(Codec(CodecId::Ibm866).noBreakSpaceOctet(), 0xFF);
}

TEST(Codec, FindsCodecsByTheirNamesAndIcuAliases) {
    EXPECT_EQ(Codec::byName("windows-1251"), Codec(CodecId::Windows1251));
    EXPECT_EQ(Codec::byName("Windows_1251"), Codec(CodecId::Windows1251));
    EXPECT_EQ(Codec::byName("cp1252"), Codec(CodecId::Windows1252));
    EXPECT_EQ(Codec::byName("latin1"), Codec(CodecId::Iso8859_1));
    EXPECT_EQ(Codec::byName("ISO 8859-15"), Codec(CodecId::Iso8859_15));
    EXPECT_EQ(Codec::byName("Mac OS Roman"), Codec(CodecId::MacRoman));
    EXPECT_EQ(Codec::byName("cp437"), Codec(CodecId::Ibm437));
    EXPECT_EQ(Codec::byName("koi8r"), Codec(CodecId::Koi8R));
    EXPECT_EQ(Codec::byName("cp866"), Codec(CodecId::Ibm866));
    EXPECT_EQ(Codec::byName("cp852"), Codec(CodecId::Ibm852));
    EXPECT_EQ(Codec::byName("ISO-8859-16"), Codec(CodecId::Iso8859_16));
    EXPECT_EQ(Codec::byName("iso8859-16"), Codec(CodecId::Iso8859_16));
    EXPECT_EQ(Codec::byName("latin10"), Codec(CodecId::Iso8859_16));
    EXPECT_EQ(Codec::byName("ISO_8859-16:2001"), Codec(CodecId::Iso8859_16));
    EXPECT_EQ(Codec::byName("iso-ir-226"), Codec(CodecId::Iso8859_16));
    EXPECT_EQ(Codec::byName("l10"), Codec(CodecId::Iso8859_16));
    EXPECT_EQ(Codec::byName("koi8-u"), Codec(CodecId::Koi8U));
    EXPECT_EQ(Codec::byName("cp1255"), Codec(CodecId::Windows1255));
    EXPECT_EQ(Codec::byName("cp1256"), Codec(CodecId::Windows1256));
    EXPECT_EQ(Codec::byName("cp1258"), Codec(CodecId::Windows1258));
    EXPECT_EQ(Codec::byName("TIS-620"), Codec(CodecId::Windows874));
    EXPECT_EQ(Codec::byName("latin5"), Codec(CodecId::Iso8859_9));
    EXPECT_EQ(Codec::byName("greek"), Codec(CodecId::Iso8859_7));
    EXPECT_EQ(Codec::byName("Mac OS Cyrillic"), Codec(CodecId::MacCyrillic));
    EXPECT_EQ(Codec::byName("MacGreek"), Codec(CodecId::MacGreek));
    EXPECT_EQ(Codec::byName("UTF-8"), std::nullopt);
    EXPECT_EQ(Codec::byName("no such codec"), std::nullopt);
    EXPECT_EQ(Codec::byName(""), std::nullopt);
}

} // namespace
} // namespace u8scope
