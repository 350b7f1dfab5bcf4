// Text stored in a double-octet East Asian encoding and read as a Western page (legacycjk.h):
// repaired exactly, the encoding named; Latin-1 text with accents never becomes CJK.
#include "u8scope/codec/encoder.h"
#include "u8scope/encoding/legacycodec.h"
#include "u8scope/mojibake/mojibake.h"

#include <gtest/gtest.h>
#include <string>
#include <unicode/ucnv.h>

namespace u8scope {
namespace {

// `text` stored in `encoding` (an ICU converter name) and read as `page`, saved as UTF-8.
std::string storedAndReadAs(const std::string& text, const char* encoding, Codec page) {
    UErrorCode status = U_ZERO_ERROR;
    std::string octets(text.size() * 2 + 16, '\0');
    const std::int32_t n =
        ucnv_convert(encoding, "UTF-8", octets.data(), static_cast<std::int32_t>(octets.size()),
                     text.data(), static_cast<std::int32_t>(text.size()), &status);
    EXPECT_TRUE(U_SUCCESS(status)) << encoding;
    octets.resize(static_cast<std::size_t>(n));
    std::string out;
    for (const char c : octets)
        out += encode(page.decode(static_cast<std::uint8_t>(c))).text();
    return out;
}

void expectRepaired(const std::string& text, const char* encoding, CodecId page,
                    const std::string& named) {
    const std::string damaged = storedAndReadAs(text, encoding, Codec(page));
    EXPECT_EQ(repairMojibake(damaged), text) << encoding << ": " << damaged;
    const auto findings = findMojibake(damaged);
    ASSERT_FALSE(findings.empty()) << encoding;
    EXPECT_EQ(findings.front().kind, MojibakeKind::EastAsianAsWestern);
    EXPECT_EQ(findings.front().eastAsian, named);
    EXPECT_EQ(findings.front().codec, Codec(page));
}

TEST(EastAsianAsWestern, RepairsEachEncodingReadAsEachPageExactly) {
    expectRepaired("我们公司下个月将在上海举办一次产品发布会，欢迎大家参加。", "GBK",
                   CodecId::Windows1252, "GBK");
    expectRepaired("臺北的夜市有各式各樣的小吃，觀光客都很喜歡。", "Big5", CodecId::Windows1252,
                   "Big5");
    expectRepaired("この資料は来週の会議で使いますので、よく読んでおいてください。", "Shift_JIS",
                   CodecId::Windows1252, "Shift_JIS");
    expectRepaired("서울의 지하철은 깨끗하고 편리해서 관광객들에게 인기가 많습니다.", "EUC-KR",
                   CodecId::Windows1252, "EUC-KR");
}

// File names read as DOS 437 or 850 (ZIP archives): box drawing, Greek and signs, often with
// no pair re-encoding leaves ("╚╕░Φ ║╕░φ╝¡" for 회계 보고서 in EUC-KR), and in Big5 and
// Shift_JIS with second octets in ASCII ("╖|¡p«v" for 會計師 in Big5).
TEST(EastAsianAsWestern, RepairsFileNamesReadAsDosPagesExactly) {
    for (const CodecId page : {CodecId::Ibm437, CodecId::Ibm850}) {
        expectRepaired("회계 보고서.docx", "EUC-KR", page, "EUC-KR");
        expectRepaired("연간 계획표.hwp", "EUC-KR", page, "EUC-KR");
        expectRepaired("會計師報告.pdf", "Big5", page, "Big5");
        expectRepaired("客戶名單_最新.csv", "Big5", page, "Big5");
        expectRepaired("見積書（株式会社）.pdf", "Shift_JIS", page, "Shift_JIS");
    }
}

// windows-1252 and DOS 850 share "ñº½Î¬Ý": Big5 read as DOS 850 reads through windows-1252 as
// Big5 too, into other characters. Each page's reading is weighed: one uchardet names is taken,
// and where none is named, the line stays as it is.
TEST(EastAsianAsWestern, TakesNoPageOfTwoThatReadALineIntoOtherCharacters) {
    const std::string damaged = storedAndReadAs("工作進度表.xlsx", "Big5", Codec(CodecId::Ibm850));
    const std::string repaired = repairMojibake(damaged);
    EXPECT_TRUE(repaired == damaged || repaired == "工作進度表.xlsx") << repaired;
}

// "臺北市政府公告.txt" in Big5 read as windows-1252 is "»O¥_¥«¬F©²¤½§i.txt", which DOS 850 reads
// as Big5 too, into other characters: uchardet names Big5 for both pages' octets, and the
// commoner page's reading is taken. "議事録.docx" in Shift_JIS read as ISO 8859-1 holds more
// letters in its extension than characters, and C1 controls: the extension counts for nothing.
TEST(EastAsianAsWestern, RepairsNamesTwoPagesReadAndNamesWithLongExtensions) {
    expectRepaired("臺北市政府公告.txt", "Big5", CodecId::Windows1252, "Big5");
    expectRepaired("議事録.docx", "Shift_JIS", CodecId::Iso8859_1, "Shift_JIS");
}

// A short name that several encodings read, uchardet naming none: the reading into the characters
// everyday text is written in, GB2312's first level for these in GBK, where EUC-KR reads some of
// their octets into hanja ("묏鱗悧써" for "工作总结") and Big5 and EUC-JP into rare ideographs.
// (Read as ISO 8859-1 these hold no C1 control, and windows-1252 reads them alike: named so.)
TEST(EastAsianAsWestern, TakesTheReadingIntoEverydayCharacters) {
    for (const std::string name :
         {"会议纪要.docx", "工作总结.pdf", "项目计划.txt", "年度预算表.xls"}) {
        expectRepaired(name, "GBK", CodecId::Windows1252, "GBK");
        const std::string damaged = storedAndReadAs(name, "GBK", Codec(CodecId::Iso8859_1));
        EXPECT_EQ(repairMojibake(damaged), name) << damaged;
    }
}

// Accented Latin-1 text is well-formed GBK now and then ("è" E8 and "m" 6D are one character),
// but never of its common part, nor with most of its octets above 7F.
TEST(EastAsianAsWestern, LeavesLatin1TextWithAccentsAlone) {
    for (const std::string clean :
         {"Ça coûte très cher, déjà réglé à l’hôtel.", "Crème brûlée, naïve façade, Ærøskøbing.",
          "ÄÖÜ äöü ß — Grüße aus Köln", "¿Qué tal? ¡Olé! Ñandú añejo.",
          "ÀÉÎÕÜ àéîõü ÂÊÔ âêô ÇÑ çñ"}) {
        for (const MojibakeFinding& f : findMojibake(clean))
            EXPECT_NE(f.kind, MojibakeKind::EastAsianAsWestern) << clean;
        EXPECT_EQ(repairMojibake(clean), clean);
    }
}

} // namespace
} // namespace u8scope
