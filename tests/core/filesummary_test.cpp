// The file-level verdict from a scan: what kind of file this is and the next step; and the rule
// that tells binary data from text.
#include "regionsamples.h"
#include "test_support.h"
#include "u8scope/codec/explaintext.h"
#include "u8scope/file/binarydata.h"
#include "u8scope/file/filesummary.h"
#include "u8scope/scan/scanner.h"

#include <gtest/gtest.h>
#include <random>
#include <vector>

namespace u8scope {
namespace {

FileSummary summarize(const std::string& text, std::optional<std::string_view> detected = {}) {
    const auto* data = reinterpret_cast<const std::uint8_t*>(text.data());
    Scanner scanner;
    scanner.feed(std::span(data, text.size()), nullptr);
    scanner.finish(nullptr);
    return summarizeFile(scanner.stats(), std::span(data, text.size()), detected);
}

TEST(FileSummary, TellsValidUtf8AndAsciiApart) {
    EXPECT_EQ(summarize("").kind, FileKind::Empty);
    EXPECT_EQ(summarize("hello\n").kind, FileKind::Ascii);
    const FileSummary utf8 = summarize("caf\xC3\xA9\n");
    EXPECT_EQ(utf8.kind, FileKind::Utf8);
    EXPECT_EQ(utf8.next, NextStep::Nothing);
    EXPECT_TRUE(summarize("\xEF\xBB\xBF"
                          "caf\xC3\xA9")
                    .signature);
}

TEST(FileSummary, CountsTheErrorsOfMostlyUtf8Text) {
    const FileSummary s = summarize("caf\xC3\xA9 na\xC3\xAFve \xE2\x82 r\xC3\xA9sum\xC3\xA9 \xFF");
    EXPECT_EQ(s.kind, FileKind::Utf8WithErrors);
    EXPECT_EQ(s.next, NextStep::ReviewErrors);
    EXPECT_EQ(s.errors, 2u);
    ASSERT_EQ(s.kinds.size(), 2u);
    EXPECT_EQ(summaryText(s),
              "UTF-8 with 2 errors (1 truncated, 1 invalid-octet): a decoder replaces each with "
              "U+FFFD. Each is explained below: what happened, and what to do.");
}

// A file cut at an octet boundary ends inside a character ("E2 82" of "€"): UTF-8 with an
// error, not a legacy encoding, even in text of ASCII otherwise. A lone first octet at the end
// ("caf" E9) may as well be a legacy letter; the same octets before more text are not a cut.
TEST(FileSummary, TellsAFileCutInsideACharacterFromALegacyEncoding) {
    const FileSummary cut = summarize("price: 10 \xE2\x82");
    EXPECT_EQ(cut.kind, FileKind::Utf8WithErrors);
    EXPECT_EQ(cut.next, NextStep::ReviewErrors);
    EXPECT_EQ(cut.errors, 1u);
    EXPECT_EQ(summarize("\xF0\x9F\x98").kind, FileKind::Utf8WithErrors);
    EXPECT_EQ(summarize("price: 10 \xE2\x82 each").kind, FileKind::Legacy);
    EXPECT_EQ(summarize("caf\xE9").kind, FileKind::Legacy);
    // Another error besides the cut still counts.
    EXPECT_EQ(summarize("caf\xE9 price: 10 \xE2\x82").kind, FileKind::Legacy);
}

// Surrogate pairs as UTF-8 writes them (CESU-8): each half is three malformed units, and no
// well-formed sequence stands beside them, yet it is UTF-8 with errors, not a legacy encoding.
TEST(FileSummary, TellsSurrogatePairsFromALegacyEncoding) {
    std::string cesu;
    for (int i = 0; i < 20; ++i)
        cesu += "Hello \xED\xA0\xBD\xED\xB8\x80 world\n";
    const FileSummary s = summarize(cesu);
    EXPECT_EQ(s.kind, FileKind::Utf8WithErrors);
    EXPECT_EQ(s.errors, 120u);
    // Excused once: three pairs beside six letters of ISO 8859-1 are the letters' encoding.
    EXPECT_EQ(summarize("a \xED\xA0\xBD\xED\xB8\x80 b \xED\xA0\xBD\xED\xB8\x80 c "
                        "\xED\xA0\xBD\xED\xB8\x80 caf\xE9 na\xEFve \xE9t\xE9 \xE0 la\n")
                  .kind,
              FileKind::Legacy);
    EXPECT_EQ(summarizeFileDetectingEncoding(
                  [&] {
                      Scanner scanner;
                      scanner.feed(std::span(reinterpret_cast<const std::uint8_t*>(cesu.data()),
                                             cesu.size()),
                                   nullptr);
                      scanner.finish(nullptr);
                      return scanner.stats();
                  }(),
                  std::span(reinterpret_cast<const std::uint8_t*>(cesu.data()), cesu.size()))
                  .kind,
              FileKind::Utf8WithErrors);
}

TEST(FileSummary, RecognisesALegacyEncoding) {
    // Russian in windows-1251: every letter one octet above 7F.
    const std::string cp1251 = "\xCF\xF0\xE8\xE2\xE5\xF2, \xEC\xE8\xF0!\n";
    const FileSummary s = summarize(cp1251);
    EXPECT_EQ(s.kind, FileKind::Legacy);
    EXPECT_EQ(s.next, NextStep::ConvertToUtf8);
    EXPECT_FALSE(s.encoding);
    const FileSummary detected = summarize(cp1251, "windows-1251");
    EXPECT_EQ(detected.encoding, "windows-1251");
    EXPECT_EQ(summaryText(detected).substr(0, 51),
              "Not UTF-8: probably windows-1251, a legacy encoding");
}

// With the detectors asked: text in windows-1251 is named; UTF-8 with dense errors (as many
// malformed octets as well-formed ones, but many well-formed sequences beside: a decoder's test
// file) is UTF-8 with errors, not "convert it from windows-1252", which would encode its
// characters twice.
TEST(FileSummary, TellsUtf8WithDenseErrorsFromALegacyEncoding) {
    const auto detecting = [](const std::string& text) {
        const auto* data = reinterpret_cast<const std::uint8_t*>(text.data());
        Scanner scanner;
        scanner.feed(std::span(data, text.size()), nullptr);
        scanner.finish(nullptr);
        return summarizeFileDetectingEncoding(scanner.stats(), std::span(data, text.size()));
    };
    std::string cp1251;
    for (int i = 0; i < 8; ++i)
        cp1251 += "\xCF\xF0\xE8\xE2\xE5\xF2, \xEC\xE8\xF0! \xDD\xF2\xEE \xF2\xE5\xEA\xF1\xF2.\n";
    const FileSummary legacy = detecting(cp1251);
    EXPECT_EQ(legacy.kind, FileKind::Legacy);
    EXPECT_EQ(legacy.encoding, "windows-1251");
    std::string dense;
    for (int i = 0; i < 10; ++i)
        dense += "\xCE\xBA\xE1\xBD\xB9\xCF\x83\xCE\xBC\xCE\xB5: \xC0\xAF \xED\xA0\x80 "
                 "\xF8\x88\x80\x80\x80 \x80\xBF \xFE \xFF \xE2\x82\xAC\n";
    EXPECT_EQ(summarize(dense).kind, FileKind::Legacy); // by the counts alone
    const FileSummary utf8 = detecting(dense);
    EXPECT_EQ(utf8.kind, FileKind::Utf8WithErrors);
    EXPECT_EQ(utf8.next, NextStep::ReviewErrors);
    EXPECT_FALSE(utf8.encoding);
}

TEST(FileSummary, RecognisesUtf16ByItsMarkOrItsNuls) {
    const FileSummary bom = summarize(std::string("\xFF\xFEh\0i\0", 6));
    EXPECT_EQ(bom.kind, FileKind::Utf16);
    EXPECT_TRUE(bom.byteOrderMark);
    EXPECT_TRUE(bom.littleEndian);
    const FileSummary be = summarize(std::string("\0h\0e\0l\0l\0o\0 \0t\0h\0e\0r\0e\0\n", 24));
    EXPECT_EQ(be.kind, FileKind::Utf16);
    EXPECT_FALSE(be.byteOrderMark);
    EXPECT_FALSE(be.littleEndian);
    EXPECT_NE(summaryText(be).find("iconv -f UTF-16BE -t UTF-8"), std::string::npos);
}

// A file that is a fill (FF of erased flash, or another octet 80-FF repeated) is said to be one,
// not binary data with some text in it, whose controls it does not hold; one that is mostly a
// fill says how much of it; a text with a fill in it stays text (not a legacy encoding, by the
// fill's malformed units) and says it holds one.
TEST(FileSummary, SaysAFillIsAFill) {
    const FileSummary flash = summarize(std::string(std::size_t{64} << 10, '\xFF'));
    EXPECT_EQ(flash.kind, FileKind::Binary);
    ASSERT_TRUE(flash.fills.has_value());
    EXPECT_EQ(flash.fills->fill, std::uint8_t{0xFF});
    EXPECT_EQ(flash.fills->octets, std::uint64_t{64} << 10);
    EXPECT_EQ(summaryText(flash),
              "A fill of octet FF, 65536 octets, as erased flash or padding holds: there is no "
              "text in it. Read it as data, not as text.");
    std::string log = test::multilingualText(10000, 3);
    log.resize(log.rfind('\n') + 1);
    const std::size_t text = log.size();
    log.resize(std::size_t{64} << 10, '\x80');
    const FileSummary mostly = summarize(log);
    EXPECT_EQ(mostly.kind, FileKind::Binary);
    EXPECT_EQ(summaryText(mostly),
              "Mostly a fill of octet 80: " + std::to_string(log.size() - text) +
                  " of its 65536 octets, as erased flash or padding holds. The rest is what its "
                  "regions say (u8scope-cli map lists them).");
    // A fill of 4 KiB, and one of 100 octets, in English text.
    std::string english;
    while (english.size() < 40000)
        english += "The quick brown fox jumps over the lazy dog, again and again.\n";
    english.insert(20000 - 20000 % 62, std::string(4096, '\xFF'));
    english.insert(31000 - 31000 % 62, std::string(100, '\xFF'));
    const FileSummary holed = summarize(english);
    EXPECT_EQ(holed.kind, FileKind::Utf8WithErrors);
    ASSERT_TRUE(holed.fills.has_value());
    EXPECT_EQ(holed.fills->count, 2u);
    EXPECT_EQ(holed.fills->octets, 4196u);
    const std::string said = summaryText(holed);
    EXPECT_TRUE(said.ends_with(" It holds 2 fills of octet FF (4196 octets, as erased flash or "
                               "padding holds): binary data, not text, which u8scope-cli fix "
                               "copies as it is."))
        << said;
    EXPECT_EQ(said.find("legacy"), std::string::npos) << said;
    EXPECT_FALSE(summarize(english.substr(0, 19000)).fills.has_value());
}

// Binary data by its fill, not by its controls, gives the fill as the reason, with its regions
// named or not; mostly a fill, it says so before the regions.
TEST(FileSummary, GivesTheFillAsTheReasonForBinaryData) {
    FileSummary s;
    s.kind = FileKind::Binary;
    s.octets = 13712;
    s.fills = RegionTally{RegionKind::Binary, {}, 1, 6000, std::uint8_t{0xFF}};
    const std::string reason = "Binary data with some text (44% of the bytes are a fill of octet "
                               "FF, as erased flash or padding holds): read it as data, not as "
                               "text; u8scope-cli dump shows it octet by octet.";
    EXPECT_EQ(summaryText(s), reason);
    s.regions = {{RegionKind::Ascii, {}, 2, 7712, std::nullopt}, {RegionKind::Binary, {}, 1, 6000, 0xFF}};
    EXPECT_EQ(summaryText(s), reason + " Regions: 2 regions of ASCII text, 1 fill of octet FF.");
    s.fills->octets = 8192;
    s.regions[0].octets = 5520;
    s.regions[1].octets = 8192;
    EXPECT_TRUE(summaryText(s).starts_with("Mostly a fill of octet FF: 8192 of its 13712 octets"))
        << summaryText(s);
    EXPECT_TRUE(summaryText(s).ends_with(" Regions: 2 regions of ASCII text, 1 fill of octet FF."))
        << summaryText(s);
    // Controls give the reason where there are any.
    s.fills->octets = 6000;
    s.controlPerMille = 130;
    EXPECT_TRUE(summaryText(s).starts_with("Binary data with some text (13% of the bytes are NUL "
                                           "or controls that text does not hold)"))
        << summaryText(s);
}

TEST(FileSummary, RecognisesBinaryDataWithSomeText) {
    std::string data = "\x7F"
                       "ELF";
    data += std::string(40, '\0');
    data += "some text /lib64/ld-linux-x86-64.so.2";
    data += std::string("\x01\x02\x03\x00\x00\x10", 6);
    const FileSummary s = summarize(data);
    EXPECT_EQ(s.kind, FileKind::Binary);
    EXPECT_EQ(s.next, NextStep::TreatAsBinary);
    EXPECT_GE(s.controlPerMille, 10u);
    // Text with tabs, line ends and a terminal colour is still text.
    EXPECT_EQ(summarize("a\tb\r\n\x1B[1mbold\x1B[0m\n").kind, FileKind::Ascii);
}

// A crash's hole of NUL octets in a log is a region of its own (regionmap.h), not a verdict on
// the file: the log stays text. Data throughout, or most of the head, is binary data.
TEST(FileSummary, TellsTextWithANulHoleFromBinaryData) {
    const std::string log = test::logWithNulHole(std::size_t{220} << 10, 12 << 10, 1024, 3);
    const std::span head(reinterpret_cast<const std::uint8_t*>(log.data()), std::size_t{64} << 10);
    EXPECT_FALSE(isBinaryData(head));
    EXPECT_NE(summarize(log.substr(0, head.size())).kind, FileKind::Binary);
    // Nothing but NUL octets, and random octets with a stretch of text, are binary data.
    EXPECT_TRUE(isBinaryData(std::vector<std::uint8_t>(8192, 0)));
    std::mt19937 rng(4);
    std::string data = test::randomOctets(40000, rng) + test::multilingualText(8000, 5) +
                       test::randomOctets(16000, rng);
    EXPECT_EQ(summarize(data).kind, FileKind::Binary);
    // A block of data spliced into text is a region of binary data, the file text.
    const std::string spliced = test::splicedText(std::size_t{64} << 10, 1, 6);
    EXPECT_FALSE(isBinaryData(
        std::span(reinterpret_cast<const std::uint8_t*>(spliced.data()), spliced.size())));
}

TEST(BinaryData, TakesTheControlsTextDoesNotHold) {
    for (const int b : {0x00, 0x01, 0x07, 0x08, 0x0E, 0x1A, 0x1C, 0x1F, 0x7F})
        EXPECT_TRUE(isBinaryControl(static_cast<std::uint8_t>(b))) << b;
    // Tab, line feed, vertical tab, form feed, carriage return, escape; and no octet beyond.
    for (const int b : {0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1B, 0x20, 0x41, 0x80, 0xFF})
        EXPECT_FALSE(isBinaryControl(static_cast<std::uint8_t>(b))) << b;
}

// The vector path against the rule, for every octet value at every place in and after the blocks
// of 64 octets, and on random octets.
TEST(BinaryData, CountsEveryControlWhereverItIs) {
    std::vector<std::uint8_t> data(150, 'a');
    for (int v = 0; v < 256; ++v) {
        for (std::size_t at = 0; at < data.size(); ++at) {
            data[at] = static_cast<std::uint8_t>(v);
            ASSERT_EQ(countBinaryControls(data), isBinaryControl(data[at]) ? 1u : 0u)
                << v << " at " << at;
            data[at] = 'a';
        }
    }
    std::mt19937 rng(7);
    for (int round = 0; round < 200; ++round) {
        std::vector<std::uint8_t> random(rng() % 700);
        for (auto& b : random)
            b = static_cast<std::uint8_t>(rng());
        std::size_t expected = 0;
        for (const std::uint8_t b : random)
            expected += isBinaryControl(b) ? 1 : 0;
        ASSERT_EQ(countBinaryControls(random), expected) << round;
        EXPECT_EQ(looksBinary(random), expected >= 2 && expected * 100 >= random.size()) << round;
    }
}

TEST(BinaryData, NeedsOneControlInAHundredOctetsAndMoreThanAStrayOne) {
    EXPECT_FALSE(looksBinary({}));
    for (const std::size_t size : {2u, 64u, 100u, 200u, 201u, 299u, 300u, 301u, 6400u, 6401u}) {
        // The controls the size calls for, at the end (past the last whole block for some).
        const std::size_t need = std::max<std::size_t>(2, (size + 99) / 100);
        std::vector<std::uint8_t> text(size, 'e');
        for (std::size_t k = 1; k < need; ++k)
            text[size - k] = 0x00;
        EXPECT_FALSE(looksBinary(text)) << size;
        text[size - need] = 0x01;
        EXPECT_TRUE(looksBinary(text)) << size;
    }
}

// Binary data as the file summary tells it: UTF-16, whose NULs look binary, is not.
TEST(FileSummary, TellsBinaryDataByItsHead) {
    const auto bytes = [](const std::string& s) {
        return std::vector<std::uint8_t>(s.begin(), s.end());
    };
    std::string utf16;
    for (const char c : std::string("plain text, in UTF-16 without a mark"))
        utf16 += std::string(1, c) + '\0';
    EXPECT_TRUE(looksBinary(bytes(utf16)));
    EXPECT_FALSE(isBinaryData(bytes(utf16)));
    EXPECT_FALSE(isBinaryData(bytes("\xFF\xFE" + utf16)));
    EXPECT_FALSE(isBinaryData(bytes("caf\xE9 au lait\n")));
    const std::string elf("\x7F"
                          "ELF\x02\x01\x01\x00\x00\x00\x10\x03\xE9\xC0",
                          14);
    EXPECT_TRUE(isBinaryData(bytes(elf)));
    for (const std::string& head : {utf16, elf, std::string("caf\xE9")})
        EXPECT_EQ(isBinaryData(bytes(head)), summarize(head).kind == FileKind::Binary);
}

// A line of binary data reads as text with two words of two octets at least and no control but
// tab (a carriage return may end it): not the few octets machine code holds between two line
// feeds.
TEST(BinaryData, ReadsALineAmongItAsTextWithTwoWordsAndNoControl) {
    const auto reads = [](const std::string& line) {
        return readsAsTextAmongBinary(
            std::span(reinterpret_cast<const std::uint8_t*>(line.data()), line.size()));
    };
    for (const std::string text :
         {"caf\xE9 au lait\n", "ab cd", "ab\tcd\r\n", " two  words ", "x ab y cd"})
        EXPECT_TRUE(reads(text)) << text;
    for (const std::string data :
         {"", "\n", "\xB5\n", "caf\xE9\n", "  one \n", "\xFE u", "A \xDE\n", "a\tb\tc\n",
          "ab\fcd\n", "ab\vcd", "ab\rcd\n", "ab cd\x1B", "ab\x7F cd", "ab cd\r\r\n"})
        EXPECT_FALSE(reads(data)) << data;
    // Every control but tab, between two words.
    for (int b = 0; b < 0x20; ++b) {
        const std::string line = std::string("ab") + static_cast<char>(b) + " cd\n";
        EXPECT_EQ(reads(line), b == '\t') << b;
    }
}

} // namespace
} // namespace u8scope
