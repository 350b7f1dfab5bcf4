// UTF-8 read as a double-octet East Asian encoding and saved again (readaseastasian.h): found and
// named, every character whose octets survived recovered, each lost one U+FFFD, nothing
// invented; replacement characters read so ("锟斤拷") explained as such.
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/mojibake/mojibake.h"

#include <gtest/gtest.h>
#include <string>
#include <unicode/ucnv.h>
#include <vector>

namespace u8scope {
namespace {

std::vector<CodePoint> characters(const std::string& s) {
    std::vector<CodePoint> out;
    for (const Unit& u :
         decodeAll(std::span(reinterpret_cast<const std::uint8_t*>(s.data()), s.size()),
                   Profile::Rfc3629))
        out.push_back(u.codePoint);
    return out;
}

// The octets of `text` read by `decoder` (ICU), which writes `replacement` for what it cannot
// read, saved as UTF-8.
std::string misreadAs(const std::string& text, const char* decoder, const char* replacement) {
    UErrorCode status = U_ZERO_ERROR;
    UConverter* c = ucnv_open(decoder, &status);
    std::vector<UChar> units(text.size() * 2 + 8);
    const std::int32_t n =
        ucnv_toUChars(c, units.data(), static_cast<std::int32_t>(units.size()), text.data(),
                      static_cast<std::int32_t>(text.size()), &status);
    ucnv_close(c);
    std::string out;
    for (std::int32_t i = 0; i < n; ++i) {
        const UChar u = units[static_cast<std::size_t>(i)];
        out +=
            (u == 0xFFFD || u == 0x1A) ? std::string(replacement) : std::string(encode(u).text());
    }
    return out;
}

// The repair takes back characters of the original or writes U+FFFD, in order, and recovers at
// least half of them; the decoder is named.
void expectRecovered(const std::string& text, const char* decoder, const char* replacement,
                     const std::string& named) {
    const std::string damaged = misreadAs(text, decoder, replacement);
    ASSERT_NE(damaged, text);
    const auto findings = findMojibake(damaged);
    ASSERT_FALSE(findings.empty()) << decoder << ": " << damaged;
    for (const MojibakeFinding& f : findings) {
        EXPECT_EQ(f.kind, MojibakeKind::ReadAsEastAsian) << decoder;
        EXPECT_EQ(f.eastAsian, named) << decoder;
    }
    const auto original = characters(text);
    const auto repaired = characters(repairMojibake(damaged));
    ASSERT_EQ(repaired.size(), original.size()) << decoder << ": " << repairMojibake(damaged);
    std::size_t recovered = 0;
    for (std::size_t i = 0; i < original.size(); ++i) {
        if (repaired[i] != 0xFFFD) {
            EXPECT_EQ(repaired[i], original[i]) << decoder << " at " << i;
        }
        recovered += repaired[i] == original[i] ? 1 : 0;
    }
    EXPECT_GE(recovered * 2, original.size()) << decoder << ": " << repairMojibake(damaged);
}

TEST(ReadAsEastAsian, RecoversWhatSurvivedANamesTheDecoder) {
    expectRecovered("这是中文的测试文本，我们今天一起去公园散步。", "GBK", "\xEF\xBF\xBD", "GBK");
    expectRecovered("这是中文的测试文本，我们今天一起去公园散步。", "GBK", "?", "GBK");
    expectRecovered("これは日本語のテキストです。今日はいい天気ですね。", "Shift_JIS",
                    "\xEF\xBF\xBD", "Shift_JIS");
}

// Windows' Shift_JIS (cp932), which ICU's converters do not follow, reads a lone 80 as U+0080
// and has nine signs twice, in JIS X 0208's row 2 and in NEC's row 13: "金" (E9 87 91) after a
// character that took E9 leaves 87 91, NEC's "≡", which an encoder writes as row 2's 81 DF. The
// line is read back whole, "≡" as the form its UTF-8 waits for; the "。" that lost its last
// octet is one U+FFFD, and the lone U+0080 never becomes "€".
TEST(ReadAsEastAsian, ReadsTheSingleOctetsAndTheTwiceMappedSignsOfWindowsShiftJis) {
    const std::string meeting =
        "譚･騾ｱ縺ｮ莨夊ｭｰ縺ｯ荳蛾嚴縺ｮ螟ｧ莨夊ｭｰ螳､縺ｧ陦後＞縺ｾ縺吶\xC2\x80\xEF\xBF\xBD";
    const std::string grant =
        "蠖ｼ縺ｯ邨ｦ莉倬\xE2\x89\xA1縺ｮ逕ｳ隲九ｒ貂医\xE2\x88\xAA縺帙\xE2\x97\x86縲\xEF\xBF\xBD";
    for (const auto& [damaged, original] :
         {std::pair<std::string, std::string>{meeting, "来週の会議は三階の大会議室で行います"},
          std::pair<std::string, std::string>{grant, "彼は給付金の申請を済ませた"}}) {
        const auto findings = findMojibake(damaged);
        ASSERT_FALSE(findings.empty()) << damaged;
        for (const MojibakeFinding& f : findings) {
            EXPECT_EQ(f.kind, MojibakeKind::ReadAsEastAsian) << damaged;
            EXPECT_EQ(f.eastAsian, "Shift_JIS") << damaged;
        }
        EXPECT_EQ(repairMojibake(damaged), original + "\xEF\xBF\xBD");
    }
}

// "锟斤拷" is two U+FFFD read as GBK: the original is gone, each is one U+FFFD.
TEST(ReadAsEastAsian, ExplainsReplacementCharactersReadAsGbk) {
    const std::string damaged = "Name: \xE9\x94\x9F\xE6\x96\xA4\xE6\x8B\xB7\xE9\x94\x9F\xE6\x96\xA4"
                                "\xE6\x8B\xB7 (lost)";
    const auto findings = findMojibake(damaged);
    ASSERT_EQ(findings.size(), 1u);
    EXPECT_EQ(findings.front().kind, MojibakeKind::ReplacementsAsEastAsian);
    EXPECT_EQ(findings.front().eastAsian, "GBK");
    EXPECT_EQ(repairMojibake(damaged),
              "Name: \xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD (lost)");
}

// A line of a million "?" after GBK damage (each "?" a character the decoder lost) is read in
// time that grows with its length: each run of "?" is looked at once, not once per "?" (which
// took most of a minute here, and minutes under the sanitizers).
TEST(ReadAsEastAsian, ReadsALongRunOfQuestionMarksOnce) {
    const std::string damaged = "\xE6\x9D\xA9\xE6\xAC\xA2\xE6\xA7\xB8" + std::string(1u << 20, '?');
    const auto findings = findMojibake(damaged);
    ASSERT_FALSE(findings.empty());
    EXPECT_EQ(findings.front().offset, 0u);
    EXPECT_EQ(findings.front().kind, MojibakeKind::ReadAsEastAsian);
    EXPECT_EQ(findings.front().eastAsian, "GBK");
}

// Correct East Asian text with a question mark and a replacement character is left alone.
TEST(ReadAsEastAsian, LeavesCorrectTextWithQuestionMarksAlone) {
    for (const std::string clean : {"你好吗?我很好。", "今日は何曜日ですか?", "오늘 뭐 해?",
                                    "文件损坏：\xEF\xBF\xBD 无法读取"}) {
        EXPECT_TRUE(findMojibake(clean).empty()) << clean;
    }
}

// "波へ行きます" read as EUC-JP by a decoder that writes "?" for each octet it cannot read:
// EUC-JP gives "波" back (E6 B3 A2) and loses the rest, but Shift_JIS gives a character back as
// well from the same first octets, "㱁" (E3 B1 81), with as many lost. Which decoder it was
// cannot be told: the line stays as it is, and nothing is invented.
TEST(ReadAsEastAsian, LeavesALineTwoDecodersExplainAsWellIntoOtherCharacters) {
    const std::string damaged = "羈≪?梧???????障??";
    EXPECT_TRUE(findMojibake(damaged).empty()) << repairMojibake(damaged);
    EXPECT_EQ(repairMojibake(damaged), damaged);
}

} // namespace
} // namespace u8scope
