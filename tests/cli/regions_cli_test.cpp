// The region map on the command line: `map`, the regions in `scan`'s reports, and binary data and
// NUL holes told apart from the text around them in `scan`'s explanations, whatever the file's
// head says.
#include "htmlcheck.h"
#include "json_check.h"
#include "regionsamples.h"
#include "run_cli.h"

#include <algorithm>
#include <cctype>
#include <fcntl.h>
#include <fstream>
#include <gtest/gtest.h>
#include <string>
#include <unistd.h>
#include <vector>

namespace u8scope::test {
namespace {

bool contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

std::size_t occurrences(const std::string& haystack, const std::string& needle) {
    std::size_t n = 0;
    for (auto at = haystack.find(needle); at != std::string::npos;
         at = haystack.find(needle, at + 1))
        ++n;
    return n;
}

// Blocks of random octets spliced into text: each malformed unit in them is part of its block
// of binary data, none a story of text (windows-1252, a cut); an overlong "/" in the text keeps
// its warning. The same from a stream, which scan reads once.
TEST(CliRegions, ScanExplainsTheUnitsOfSplicedDataAsPartOfIt) {
    Scratch s;
    std::vector<std::uint64_t> at;
    std::string text = splicedText(std::size_t{512} << 10, 6, 11, &at);
    const std::size_t overlong = text.rfind('\n', at[2] - 1000) + 1;
    text.insert(overlong, "\xC0\xAF");
    const std::string file = s.file("spliced.txt", text);
    for (const bool stream : {false, true}) {
        CliOptions o;
        if (stream)
            o.stdinFile = file;
        const auto r = runCli({"scan", "--json", stream ? "-" : file}, o);
        ASSERT_EQ(r.status, 1) << r.err;
        EXPECT_TRUE(contains(r.out, "{\"kind\": \"utf-8-with-errors\"")) << r.out.substr(0, 400);
        EXPECT_FALSE(contains(r.out, "\"likely\": \"legacy-encoding\""));
        EXPECT_FALSE(contains(r.out, "\"likely\": \"cut-short\""));
        EXPECT_FALSE(contains(r.out, "\"likely\": \"ends-early\""));
        EXPECT_FALSE(contains(r.out, "\"likely\": \"not-text\""));
        EXPECT_GT(occurrences(r.out, "\"likely\": \"binary-data\", \"binary_region\": {\"kind\": "
                                     "\"binary\", \"offset\": "),
                  6u * 100);
        EXPECT_TRUE(contains(r.out, "\"offset\": " + std::to_string(overlong) +
                                        ", \"length\": 1, \"kind\": \"overlong\""));
        EXPECT_TRUE(contains(r.out, "\"likely\": \"overlong\""));
    }
    const auto listed = runCli({"scan", "--max-errors", "1", file});
    EXPECT_TRUE(contains(listed.out, "bytes of binary data at offset ")) << listed.out;
}

// The number after `key` in `json`, or UINT64_MAX.
std::uint64_t numberAfter(const std::string& json, const std::string& key, std::size_t from = 0) {
    const std::size_t at = json.find(key, from);
    return at == std::string::npos ? UINT64_MAX : std::stoull(json.substr(at + key.size(), 24));
}

// Issue 34's first target: 200 MB of text with 50 blocks of 4 KiB of random octets spliced in
// (made a piece at a time, never held whole). The map has exactly 50 regions of binary data, one
// at each block, and the rest is text; every malformed unit is explained as part of its block
// (or of the sequence it continues), none as a story of text.
TEST(CliRegions, TargetFiftyBlocksSplicedIntoTwoHundredMegabytes) {
    Scratch s;
    const std::string file = s.path("spliced.txt");
    std::vector<std::uint64_t> at;
    {
        std::ofstream out(file, std::ios::binary);
        splicedTextInto(
            [&](std::string_view piece) {
                out.write(piece.data(), static_cast<std::streamsize>(piece.size()));
            },
            200'000'000, 50, 34, &at);
    }
    ASSERT_EQ(at.size(), 50u);
    const auto map = runCli({"map", "--json", file});
    ASSERT_EQ(map.status, 0) << map.err;
    EXPECT_TRUE(contains(map.out, "\"binary\": 50, ")) << map.out.substr(0, 400);
    EXPECT_TRUE(contains(map.out, "\"nul\": 0, ")) << map.out.substr(0, 400);
    EXPECT_TRUE(contains(map.out, "\"mixed\": 0}")) << map.out.substr(0, 400);
    std::size_t k = 0;
    const std::string binary = "{\"kind\": \"binary\", \"offset\": ";
    for (std::size_t p = map.out.find(binary); p != std::string::npos && k < at.size();
         p = map.out.find(binary, p + 1), ++k) {
        const std::uint64_t offset = numberAfter(map.out, binary, p);
        const std::uint64_t length = numberAfter(map.out, "\"length\": ", p);
        EXPECT_GE(offset + 4, at[k]) << k;
        EXPECT_LT(offset, at[k] + 64) << k;
        EXPECT_GT(offset + length, at[k] + 4096 - 64) << k;
        EXPECT_LE(offset + length, at[k] + 4096 + 4) << k;
    }
    EXPECT_EQ(k, 50u);
    const auto scan = runCli({"scan", "--json", file});
    ASSERT_EQ(scan.status, 1) << scan.err;
    EXPECT_TRUE(contains(scan.out, "{\"kind\": \"utf-8-with-errors\"")) << scan.out.substr(0, 400);
    const std::uint64_t errors = numberAfter(scan.out, "\"error_count\": ");
    EXPECT_GT(errors, 50u * 1000);
    EXPECT_EQ(occurrences(scan.out, "\"likely\": \"binary-data\", \"binary_region\": "
                                    "{\"kind\": \"binary\", \"offset\": ") +
                  occurrences(scan.out, "\"likely\": \"part-of-earlier\""),
              errors);
    EXPECT_EQ(occurrences(scan.out, "\"likely\": "), errors);
}

// A crash's hole of NUL octets makes no log binary data: the log is text, and its errors are
// explained as text (an overlong "/" keeps its warning).
TEST(CliRegions, ScanReadsALogWithANulHoleAsText) {
    Scratch s;
    std::string log = logWithNulHole(std::size_t{220} << 10, 12 << 10, 1024, 2);
    const std::size_t overlong = log.find('\n', 20000) + 1;
    log.insert(overlong, "\xC0\xAF");
    const auto r = runCli({"scan", "--json", s.file("crash.log", log)});
    ASSERT_EQ(r.status, 1) << r.err;
    EXPECT_TRUE(contains(r.out, "{\"kind\": \"utf-8-with-errors\"")) << r.out.substr(0, 400);
    EXPECT_TRUE(contains(r.out, "\"likely\": \"overlong\"")) << r.out;
    EXPECT_FALSE(contains(r.out, "binary-data")) << r.out;
}

// `map`: one line per region, the spliced blocks each one region of binary data; the JSON the
// same regions; a stream the same regions of binary data and text (random letters of Latin-1
// make mojibake regions through Mac OS Roman in the file's map, which a stream's has none of).
TEST(CliRegions, MapListsEachSplicedBlockAsOneRegionOfBinaryData) {
    Scratch s;
    const std::string file = s.file("spliced.txt", splicedText(std::size_t{512} << 10, 6, 13));
    const auto text = runCli({"map", file});
    ASSERT_EQ(text.status, 0) << text.err;
    EXPECT_EQ(text.err, "");
    EXPECT_TRUE(contains(text.out, "spliced.txt: ")) << text.out;
    EXPECT_TRUE(contains(text.out, " mojibake, 6 binary\n  0-")) << text.out;
    EXPECT_EQ(occurrences(text.out, "  binary  4"), 6u) << text.out;
    EXPECT_EQ(occurrences(text.out, " bits per octet\n"), 6u) << text.out;
    const auto json = runCli({"map", "--json", file});
    ASSERT_EQ(json.status, 0) << json.err;
    EXPECT_TRUE(isValidJson(json.out)) << json.out;
    EXPECT_TRUE(contains(json.out, "\"binary\": 6, ")) << json.out;
    EXPECT_EQ(occurrences(json.out, "{\"kind\": \"binary\", \"offset\": "), 6u) << json.out;
    CliOptions o;
    o.stdinFile = file;
    const auto stream = runCli({"map", "-"}, o);
    ASSERT_EQ(stream.status, 0) << stream.err;
    EXPECT_TRUE(contains(stream.out, "-: 13 regions: 7 utf-8, 6 binary\n")) << stream.out;
    // The same blocks of binary data, line for line.
    const auto binaryLines = [](const std::string& out) {
        std::string lines;
        for (std::size_t at = out.find("  binary  "); at != std::string::npos;
             at = out.find("  binary  ", at + 1))
            lines += out.substr(out.rfind('\n', at), out.find('\n', at) - out.rfind('\n', at));
        return lines;
    };
    EXPECT_EQ(binaryLines(stream.out), binaryLines(text.out));
}

// Issue 34's second target, with FixRepairsALogWithANulHoleAndCopiesTheHole and
// ScanReadsALogWithANulHoleAsText: a log of 220 KiB with a hole of 1 KiB of NUL octets at 12 KiB.
// The hole is one region of NUL octets, exact to the octet, and the rest text: the mojibake of
// its names regions of mojibake through windows-1252.
TEST(CliRegions, MapCutsTheNulHoleOfALogExactly) {
    Scratch s;
    const std::string log = logWithNulHole(std::size_t{220} << 10, 12 << 10, 1024, 2);
    const std::size_t hole = log.find(std::string(1024, '\0'));
    ASSERT_NE(hole, std::string::npos);
    const auto r = runCli({"map", "--json", s.file("crash.log", log)});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(isValidJson(r.out)) << r.out;
    EXPECT_EQ(occurrences(r.out, "{\"kind\": \"nul\""), 1u) << r.out;
    EXPECT_TRUE(contains(r.out, "{\"kind\": \"nul\", \"offset\": " + std::to_string(hole) +
                                    ", \"length\": 1024,"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "{\"kind\": \"mojibake\"")) << r.out;
    EXPECT_FALSE(contains(r.out, "{\"kind\": \"binary\"")) << r.out;
    // The rest is text: every region but the hole is ASCII, UTF-8 or mojibake.
    EXPECT_EQ(occurrences(r.out, "{\"kind\": \"utf-8\"") +
                  occurrences(r.out, "{\"kind\": \"ascii\"") +
                  occurrences(r.out, "{\"kind\": \"mojibake\"") + 1,
              numberAfter(r.out, "\"region_count\": "))
        << r.out;
}

// A region that ends with a line feed ends on that line (the next region starts the next one), in
// `map` from a file and from a stream, and in `scan`'s page.
TEST(CliRegions, MapEndsARegionOnTheLineOfItsLastLineFeed) {
    Scratch s;
    const std::string file =
        s.file("lines.txt", "first line\nsecond line\n" + std::string(300, '\0') + "third line\n" +
                                std::string(300, '\0') + "fourth");
    const std::string expected = "  0-22  lines 1-2  ascii  23 octets, 2 line feeds\n"
                                 "  23-322  lines 3-3  nul  300 octets\n"
                                 "  323-333  lines 3-3  ascii  11 octets, 1 line feed\n"
                                 "  334-633  lines 4-4  nul  300 octets\n"
                                 "  634-639  lines 4-4  ascii  6 octets\n";
    const auto mapped = runCli({"map", file});
    EXPECT_EQ(mapped.status, 0) << mapped.err;
    EXPECT_TRUE(contains(mapped.out, expected)) << mapped.out;
    CliOptions fromStdin;
    fromStdin.stdinFile = file;
    const auto streamed = runCli({"map", "-"}, fromStdin);
    EXPECT_TRUE(contains(streamed.out, expected)) << streamed.out;
    const auto page = runCli({"scan", "--html", file});
    EXPECT_TRUE(contains(page.out, "<td class=\"n\">1\u20132</td>")) << page.out;
}

// 2 GiB (sparse) with a line of text every 32 KiB and NUL octets between: 64 regions in each
// MiB, as many as a tile may list, 131072 in all. The map's bound widens its spans to 4 MiB,
// too thick to list: map and fix hold a bounded map, not a region for each line.
TEST(CliRegions, MapsAndFixesAFileThickWithRegionsInBoundedMemory) {
    Scratch s;
    const std::string big = s.path("thick.bin");
    const int fd = ::open(big.c_str(), O_WRONLY | O_CREAT, 0600);
    ASSERT_GE(fd, 0);
    const std::uint64_t size = std::uint64_t{2} << 30;
    ASSERT_EQ(::ftruncate(fd, static_cast<off_t>(size)), 0);
    const std::string line = "a line of text\n";
    for (std::uint64_t at = 0; at < size; at += 32 << 10)
        ASSERT_EQ(::pwrite(fd, line.data(), line.size(), static_cast<off_t>(at)),
                  static_cast<ssize_t>(line.size()));
    ::close(fd);
    CliOptions o;
    o.ownPeak = true;
    o.timeoutSeconds = 600; // a guard against hanging, not a measurement
    const auto mapped = runCli({"map", big}, o);
    EXPECT_EQ(mapped.status, 0) << mapped.err;
    EXPECT_TRUE(contains(mapped.out, "thick.bin: 1 region: 1 mixed\n"))
        << mapped.out.substr(0, 300);
    EXPECT_LT(mapped.maxRssKiB, 64 * 1024) << "peak resident memory";
    o.stdoutFile = "/dev/null";
    const auto fixed = runCli({"fix", big}, o);
    EXPECT_EQ(fixed.status, 0) << fixed.err;
    EXPECT_LT(fixed.maxRssKiB, 64 * 1024) << "peak resident memory";
}

// `scan` lists the regions in its text, its JSON and its page.
TEST(CliRegions, ScanListsTheRegions) {
    Scratch s;
    const std::string file = s.file("spliced.txt", splicedText(std::size_t{256} << 10, 2, 14));
    const auto text = runCli({"scan", "--max-errors", "0", file});
    EXPECT_TRUE(contains(text.out, "\nregions: 5 regions: 3 utf-8, 2 binary\n  0-")) << text.out;
    const auto json = runCli({"scan", "--json", "--max-errors", "0", file});
    EXPECT_TRUE(isValidJson(json.out)) << json.out;
    EXPECT_TRUE(contains(json.out, "\"regions_by_kind\": {\"nul\": 0, ")) << json.out;
    EXPECT_EQ(occurrences(json.out, "{\"kind\": \"binary\", \"offset\": "), 2u) << json.out;
    const auto page = runCli({"scan", "--html", "--max-errors", "0", file});
    EXPECT_EQ(htmlProblem(page.out), "") << page.out;
    EXPECT_TRUE(contains(page.out, "<h2 id=\"regions\">Regions</h2>\n<p>5 regions: 3 utf-8, 2 "
                                   "binary</p>"))
        << page.out;
    EXPECT_EQ(occurrences(page.out, "<td><code>binary</code></td>"), 2u) << page.out;
}

// `fix` repairs the text around blocks of binary data and copies the blocks as they are: the
// output is the input with each mojibake name repaired, octet for octet.
TEST(CliRegions, FixRepairsTheTextAroundSplicedDataAndCopiesTheData) {
    Scratch s;
    std::vector<std::uint64_t> at;
    std::string text = splicedText(std::size_t{512} << 10, 6, 15, &at, 0);
    const std::string damaged = " M\xC3\x83\xC2\xBCller ";
    const std::string repaired = " M\xC3\xBCller ";
    std::string expected = text;
    // After the line feed past the middle of each stretch of text: far from the data.
    for (std::size_t k = at.size(); k-- > 0;) {
        const std::size_t where = text.find('\n', at[k] - 3000) + 1;
        ASSERT_LT(where, at[k] - 1000);
        text.insert(where, damaged);
        expected.insert(where, repaired);
    }
    const std::string file = s.file("spliced.txt", text);
    const auto fixed = runCli({"fix", file});
    EXPECT_EQ(fixed.status, 1) << fixed.err;
    EXPECT_EQ(fixed.err, "");
    EXPECT_TRUE(fixed.out == expected) << "the output is not the input with its names repaired";
    // Without mojibake, the same file comes out as it is.
    const std::string clean = s.file("clean.txt", expected);
    const auto same = runCli({"fix", clean});
    EXPECT_EQ(same.status, 0) << same.err;
    EXPECT_TRUE(same.out == expected);
}

// The log with a hole of NUL octets: its mojibake repaired, the hole copied as it is.
TEST(CliRegions, FixRepairsALogWithANulHoleAndCopiesTheHole) {
    Scratch s;
    const std::string log = logWithNulHole(std::size_t{220} << 10, 12 << 10, 1024, 2);
    const std::string file = s.file("crash.log", log);
    const auto fixed = runCli({"fix", file});
    EXPECT_EQ(fixed.status, 1) << fixed.err;
    EXPECT_EQ(fixed.err, "");
    EXPECT_LT(fixed.out.size(), log.size());
    EXPECT_FALSE(contains(fixed.out, "\xC3\x83\xC2")) << "mojibake left";
    EXPECT_TRUE(contains(fixed.out, "M\xC3\xBCller"));
    const std::size_t hole = fixed.out.find('\0');
    ASSERT_NE(hole, std::string::npos);
    EXPECT_EQ(fixed.out.find_first_not_of('\0', hole), hole + 1024);
    EXPECT_EQ(occurrences(fixed.out, std::string(1, '\0')), 1024u);
    // Octet for octet, the log with its names repaired: the text on both sides of the hole too
    // (the line the hole cuts holds a damaged name).
    const std::size_t before = log.find('\0');
    ASSERT_TRUE(contains(log.substr(log.rfind('\n', before), before - log.rfind('\n', before)),
                         "\xC3\x83\xC2"));
    EXPECT_TRUE(fixed.out == repairedLog(log)) << "not the log with its names repaired";
    const auto again = runCli({"mojibake", s.file("fixed.log", fixed.out)});
    EXPECT_EQ(again.status, 0) << again.out;
}

// A short text with a run of four NUL octets in a line (a crash's few NULs): the run is a NUL
// hole, not a verdict on the file. fix repairs the names on both sides of it and copies the NULs;
// mojibake reads it as text.
TEST(CliRegions, FixRepairsAShortTextAroundAFewNulOctets) {
    Scratch s;
    for (std::uint32_t seed = 1; seed <= 10; ++seed) {
        std::string expected;
        const std::string text = shortTextWith(std::string(4, '\0'), false, seed, &expected);
        ASSERT_LT(text.size(), 260u);
        const std::string file = s.file("short.txt", text);
        const auto map = runCli({"map", file});
        EXPECT_TRUE(contains(map.out, " nul ")) << seed << ": " << map.out;
        EXPECT_FALSE(contains(map.out, " binary ")) << seed << ": " << map.out;
        const auto fixed = runCli({"fix", file});
        EXPECT_EQ(fixed.status, 1) << seed << ": " << fixed.err;
        EXPECT_EQ(fixed.err, "") << seed;
        EXPECT_TRUE(fixed.out == expected) << seed << ": " << fixed.out;
        const auto listed = runCli({"mojibake", file});
        EXPECT_EQ(listed.status, 1) << seed;
        EXPECT_FALSE(contains(listed.out, "binary data: only its lines")) << listed.out;
    }
}

// A short text with a line of 16 to 32 random octets: a region of binary data, that line copied
// as it is, the names of the other lines repaired. (A block with fewer controls than binary data
// needs, one or two, is text with malformed octets: left as they are, which fix says.)
TEST(CliRegions, FixRepairsAShortTextAroundAFewDozenRandomOctets) {
    Scratch s;
    std::mt19937 rng(21);
    for (std::size_t length = 16; length <= 32; length += 2) {
        std::string block = randomOctets(length, rng);
        std::replace(block.begin(), block.end(), '\n', '\x0E');
        std::string expected;
        const std::string text =
            shortTextWith(block, true, static_cast<std::uint32_t>(length), &expected);
        const std::string file = s.file("short.txt", text);
        const auto fixed = runCli({"fix", file});
        EXPECT_EQ(fixed.status, 1) << length << ": " << fixed.err;
        EXPECT_TRUE(fixed.err == "" || contains(fixed.err, "1 run of malformed octets not read as "
                                                           "text in another encoding"))
            << length << ": " << fixed.err;
        EXPECT_TRUE(fixed.out == expected) << length << ": " << fixed.out;
        const auto listed = runCli({"mojibake", file});
        EXPECT_EQ(listed.status, 1) << length;
        EXPECT_FALSE(contains(listed.out, "binary data: only its lines")) << listed.out;
    }
}

// Binary data as short as those texts stays binary data: random octets, the head of a PNG image
// and of a zip archive are refused, as is UTF-16 without a byte order mark, and nothing written.
TEST(CliRegions, FixStillRefusesShortBinaryData) {
    Scratch s;
    std::mt19937 rng(5);
    const std::string png = "\x89PNG\r\n\x1A\n" + std::string("\0\0\0\x0DIHDR", 8);
    for (const std::string& head : {std::string(), png, std::string("PK\x03\x04\x14\0\0\0", 8)}) {
        const std::string data = head + randomOctets(230 - head.size(), rng);
        const auto refused = runCli({"fix", s.file("data.bin", data)});
        EXPECT_EQ(refused.status, 2) << head;
        EXPECT_TRUE(contains(refused.err, "data.bin: looks like binary data, not text"))
            << refused.err;
        EXPECT_EQ(refused.out, "");
    }
    std::string utf16;
    for (int k = 0; k < 4; ++k) {
        for (const char c : std::string("plain text, in UTF-16 without a mark\n"))
            utf16 += std::string(1, c) + '\0';
    }
    const auto refused = runCli({"fix", s.file("u16.txt", utf16)});
    EXPECT_EQ(refused.status, 2);
    EXPECT_TRUE(contains(refused.err, "u16.txt: is not UTF-8 but most likely UTF-16"))
        << refused.err;
    EXPECT_EQ(refused.out, "");
}

// 64 KiB of FF (erased flash) is binary data, in `map` and in `scan`'s summary, not text in
// windows-1252; French in windows-1252 stays text in a legacy encoding, which scan says to convert.
TEST(CliRegions, MapsAFillOfFfAsBinaryDataAndWindows1252TextAsLegacy) {
    Scratch s;
    const std::string flash = s.file("flash.bin", std::string(std::size_t{64} << 10, '\xFF'));
    const auto map = runCli({"map", flash});
    EXPECT_EQ(map.status, 0) << map.err;
    EXPECT_TRUE(contains(map.out, ": 1 region: 1 binary\n")) << map.out;
    EXPECT_FALSE(contains(map.out, "legacy")) << map.out;
    const auto scan = runCli({"scan", "--max-errors", "1", flash});
    EXPECT_EQ(scan.status, 1) << scan.err;
    EXPECT_TRUE(contains(scan.out, "summary     A fill of octet FF, 65536 octets")) << scan.out;
    EXPECT_FALSE(contains(scan.out, "legacy encoding")) << scan.out;
    std::string french;
    while (french.size() < 8000)
        french +=
            "Le caf\xE9 est tr\xE8s bon, \xE0 c\xF4t\xE9 de la gare o\xF9 l'\xE9t\xE9 na\xEEt.\n";
    const std::string text = s.file("french.txt", french);
    const auto legacy = runCli({"map", text});
    EXPECT_EQ(legacy.status, 0) << legacy.err;
    EXPECT_TRUE(contains(legacy.out, " legacy ")) << legacy.out;
    EXPECT_FALSE(contains(legacy.out, " binary ")) << legacy.out;
    const auto convert = runCli({"scan", "--max-errors", "1", text});
    EXPECT_TRUE(contains(convert.out, "summary     Not UTF-8: probably ISO-8859-1, a legacy "
                                      "encoding"))
        << convert.out;
}

// Text (UTF-8, its words in ASCII) with a fill of `length` octets `octet` at about `at`, inside a
// word: a cut in flash, the padding of a record.
std::string textWithFill(std::size_t at, std::size_t length, char octet) {
    std::string text;
    while (text.size() < 30000)
        text += "The caf\xC3\xA9 in Z\xC3\xBCrich serves cr\xC3\xA8me br\xC3\xBBl\xC3\xA9e, "
                "again and again.\n";
    while (!std::isalpha(static_cast<unsigned char>(text[at - 1])) ||
           !std::isalpha(static_cast<unsigned char>(text[at])))
        ++at;
    text.insert(at, length, octet);
    return text;
}

// A file of FF (erased flash) is said to be a fill in scan's summary, in its text and in its JSON,
// and map names the octet, not only the entropy, of its one region.
TEST(CliRegions, ScanAndMapSayAFileOfFfIsAFill) {
    Scratch s;
    const std::string flash = s.file("flash.bin", std::string(8192, '\xFF'));
    const std::string sentence = "A fill of octet FF, 8192 octets, as erased flash or padding "
                                 "holds: there is no text in it. Read it as data, not as text.";
    const auto scan = runCli({"scan", "--max-errors", "0", flash});
    EXPECT_TRUE(contains(scan.out, "summary     " + sentence + "\n")) << scan.out;
    EXPECT_FALSE(contains(scan.out, "controls that text does not hold")) << scan.out;
    const auto json = runCli({"scan", "--json", "--max-errors", "0", flash});
    EXPECT_TRUE(contains(json.out, "\"text\": \"" + sentence +
                                       "\", \"fills\": {\"octet\": \"FF\", \"count\": 1, "
                                       "\"octets\": 8192}}"))
        << json.out.substr(0, 600);
    EXPECT_TRUE(isValidJson(json.out));
    const auto map = runCli({"map", flash});
    EXPECT_TRUE(
        contains(map.out, "  binary  8192 octets, 8192 malformed units; a fill of octet FF\n"))
        << map.out;
    const auto mapJson = runCli({"map", "--json", flash});
    EXPECT_TRUE(contains(mapJson.out, "\"entropy\": 0.00, \"fill\": \"FF\"")) << mapJson.out;
    const auto fixed = runCli({"fix", flash});
    EXPECT_EQ(fixed.status, 2);
    EXPECT_TRUE(contains(fixed.err, "or a fill of one octet 80-FF, as erased flash holds FF"))
        << fixed.err;
}

// A fill of 64 octets or more inside a word of a text: a region of binary data of its own, exact
// to the octet, which scan's summary names without calling the text a legacy encoding; `fix`
// leaves the file as it is (the fill is no windows-1252 "ÿÿÿ"). A shorter run is part of the text.
TEST(CliRegions, ATextWithAFillKeepsItAndFixLeavesItByteIdentical) {
    Scratch s;
    for (const std::size_t length : {std::size_t{63}, std::size_t{64}, std::size_t{1000}}) {
        for (const char octet : {'\xFF', '\x80'}) {
            const std::string text = textWithFill(10000, length, octet);
            const std::size_t at = text.find(std::string(length, octet));
            const std::string file = s.file("text.txt", text);
            const std::string what = std::to_string(length) + " " + std::to_string(at);
            const auto map = runCli({"map", file});
            const std::string region = std::to_string(at) + "-" + std::to_string(at + length - 1);
            EXPECT_EQ(contains(map.out, "\n  " + region + "  lines "), length >= 64)
                << what << map.out;
            const auto scan = runCli({"scan", "--max-errors", "0", file});
            EXPECT_FALSE(contains(scan.out, "legacy encoding")) << what << scan.out;
            if (length >= 64) {
                EXPECT_TRUE(contains(scan.out, " It holds a fill of octet " +
                                                   std::string(octet == '\xFF' ? "FF" : "80") +
                                                   " (" + std::to_string(length) + " octets,"))
                    << what << scan.out;
                const auto fixed = runCli({"fix", file});
                EXPECT_EQ(fixed.status, 0) << what << fixed.err;
                EXPECT_TRUE(fixed.out == text) << what << ": the fill rewritten";
            }
        }
    }
}

// A short text with a line of a fill of 100 octets FF: the names of the other lines repaired, the
// fill copied as it is.
TEST(CliRegions, FixRepairsAShortTextAroundAFillAndCopiesIt) {
    Scratch s;
    for (std::uint32_t seed = 1; seed <= 5; ++seed) {
        std::string expected;
        const std::string text = shortTextWith(std::string(100, '\xFF'), true, seed, &expected);
        const std::string file = s.file("short.txt", text);
        const auto map = runCli({"map", file});
        EXPECT_TRUE(contains(map.out, " binary ")) << seed << ": " << map.out;
        const auto fixed = runCli({"fix", file});
        EXPECT_EQ(fixed.status, 1) << seed << ": " << fixed.err;
        EXPECT_TRUE(fixed.out == expected) << seed << ": " << fixed.out;
    }
}

} // namespace
} // namespace u8scope::test
