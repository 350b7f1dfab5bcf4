// The region map (regions/regionmap.h): a test per kind of region and per rule of regionkind.h,
// its counts against a plain decode, and the map of a split scan, of every kernel and of a
// stream fed at every split against the map of one plain pass with the scalar kernel.
#include "corpus.h"
#include "regionsamples.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/explaintext.h"
#include "u8scope/encoding/legacycodec.h"
#include "u8scope/file/binarydata.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/regions/regionmap.h"
#include "u8scope/scan/kernels.h"
#include "u8scope/scan/scanner.h"

#include <gtest/gtest.h>
#include <random>
#include <string>
#include <string_view>
#include <unicode/uscript.h>
#include <vector>

namespace u8scope {
namespace {

using test::multilingualText;

std::vector<std::uint8_t> bytesOf(const std::string& s) {
    return {s.begin(), s.end()};
}

// The map of a scan of `text`.
RegionMap scanMap(const std::string& text, unsigned threads = 1,
                  std::size_t chunk = std::size_t{1} << 20, const kernels::Kernel* kernel = nullptr,
                  Profile profile = Profile::Rfc3629, std::uint64_t spans = kMaxRegionSpans) {
    const MemorySource source(bytesOf(text));
    ScanOptions options;
    options.regions = true;
    options.regionSpans = spans;
    options.threads = threads;
    options.chunkSize = chunk;
    options.kernel = kernel;
    options.buildIndex = false;
    ScanResult result = scanSource(source, profile, options);
    EXPECT_TRUE(result.regions.has_value());
    return result.regions ? std::move(*result.regions) : RegionMap{};
}

// The map of `text` as a stream, fed in pieces of `piece` octets.
RegionMap streamMap(const std::string& text, std::size_t piece,
                    const kernels::Kernel& kernel = kernels::scalarKernel(),
                    Profile profile = Profile::Rfc3629, std::uint64_t spans = kMaxRegionSpans) {
    RegionMapper mapper(profile, kernel, spans);
    const auto* data = reinterpret_cast<const std::uint8_t*>(text.data());
    for (std::size_t at = 0; at < text.size(); at += piece)
        mapper.feed(std::span(data + at, std::min(piece, text.size() - at)));
    return mapper.finish();
}

// "utf-8 0+4096 ascii 4096+..." for messages.
std::string describe(const RegionMap& map) {
    std::string s;
    for (const Region& r : map.regions()) {
        s += std::string(toString(r.kind)) + " " + std::to_string(r.offset) + "+" +
             std::to_string(r.length) + "\n";
    }
    return s;
}

// Sentences of the corpus in `language`, in the legacy encoding `id`.
std::string legacyText(std::string_view language, CodecId id, std::size_t size,
                       std::uint32_t seed) {
    std::vector<std::string> sentences;
    for (const corpus::Sentence& s : corpus::tunedSentences()) {
        if (s.language == language)
            sentences.push_back(s.text);
    }
    std::mt19937 rng(seed);
    std::string utf8;
    while (utf8.size() < size)
        utf8 += sentences[rng() % sentences.size()] + (rng() % 4 ? " " : "\n");
    std::string out;
    const Codec codec(id);
    for (const Unit& u :
         decodeAll(std::span(reinterpret_cast<const std::uint8_t*>(utf8.data()), utf8.size()),
                   Profile::Rfc3629)) {
        if (u.codePoint < 0x80)
            out += static_cast<char>(u.codePoint);
        else if (const auto b = codec.encode(u.codePoint))
            out += static_cast<char>(*b);
    }
    return out;
}

// Russian sentences of the corpus, in windows-1251.
std::string legacyRussian(std::size_t size, std::uint32_t seed) {
    return legacyText("ru", CodecId::Windows1251, size, seed);
}

std::string utf16le(const std::string& ascii) {
    std::string out;
    for (const char c : ascii) {
        out += c;
        out += '\0';
    }
    return out;
}

// The counts of [from, to) of `text` from a plain decode: what every region must say.
struct Plain {
    std::uint64_t lineFeeds = 0, malformed = 0, characters = 0, nonAscii = 0, controls = 0, nul = 0;
};
Plain plainCounts(const std::vector<Unit>& units, const std::string& text, std::uint64_t from,
                  std::uint64_t to) {
    Plain p;
    for (std::uint64_t i = from; i < to; ++i) {
        const auto b = static_cast<std::uint8_t>(text[i]);
        p.lineFeeds += b == '\n';
        p.nonAscii += b >= 0x80;
        p.controls += isBinaryControl(b);
        p.nul += b == 0;
    }
    const auto first =
        std::lower_bound(units.begin(), units.end(), from,
                         [](const Unit& u, std::uint64_t at) { return u.offset < at; });
    for (auto it = first; it != units.end() && it->offset < to; ++it) {
        p.malformed += it->valid() ? 0 : 1;
        p.characters += it->valid() && it->length >= 2 ? 1 : 0;
    }
    return p;
}

testing::AssertionResult countsArePlain(const RegionMap& map, const std::string& text,
                                        Profile profile = Profile::Rfc3629) {
    const auto units = decodeAll(
        std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()), profile);
    std::uint64_t at = 0;
    std::uint64_t lineFeeds = 0;
    for (const Region& r : map.regions()) {
        if (r.offset != at || r.length == 0)
            return testing::AssertionFailure() << "gap or empty region at " << at;
        const Plain p = plainCounts(units, text, r.offset, r.end());
        // The line of its last octet: the line feeds before that octet, plus one.
        const std::uint64_t lastLine =
            lineFeeds + p.lineFeeds - (text[r.end() - 1] == '\n' ? 1 : 0) + 1;
        if (r.lineFeeds != p.lineFeeds || r.malformed != p.malformed ||
            r.characters != p.characters || r.nonAscii != p.nonAscii || r.controls != p.controls ||
            r.nul != p.nul || r.line != lineFeeds + 1 || r.lastLine() != lastLine) {
            return testing::AssertionFailure()
                   << toString(r.kind) << " at " << r.offset << "+" << r.length << ": lines "
                   << r.line << "-" << r.lastLine() << "/" << lineFeeds + 1 << "-" << lastLine
                   << ", line feeds " << r.lineFeeds << "/" << p.lineFeeds << ", malformed "
                   << r.malformed << "/" << p.malformed << ", characters " << r.characters << "/"
                   << p.characters << ", non-ASCII " << r.nonAscii << "/" << p.nonAscii
                   << ", controls " << r.controls << "/" << p.controls << ", NUL " << r.nul << "/"
                   << p.nul;
        }
        lineFeeds += r.lineFeeds;
        at = r.end();
    }
    if (at != text.size() || map.size() != text.size())
        return testing::AssertionFailure() << "the map ends at " << at << " of " << text.size();
    return testing::AssertionSuccess();
}

// --- One test per kind --------------------------------------------------------------------------

TEST(RegionMap, AsciiTextIsOneAsciiRegionWithItsLines) {
    const std::string text = multilingualText(10000, 1, 0);
    const RegionMap map = scanMap(text);
    ASSERT_EQ(map.regions().size(), 1u) << describe(map);
    EXPECT_EQ(map.regions()[0].kind, RegionKind::Ascii);
    EXPECT_EQ(map.regions()[0].line, 1u);
    EXPECT_TRUE(countsArePlain(map, text));
}

TEST(RegionMap, EmptyInputHasNoRegion) {
    EXPECT_TRUE(scanMap("").empty());
    EXPECT_TRUE(streamMap("", 1).empty());
}

TEST(RegionMap, Utf8TextNamesItsScripts) {
    const std::string text = multilingualText(20000, 2, 3); // Cyrillic
    const RegionMap map = scanMap(text);
    ASSERT_EQ(map.regions().size(), 1u) << describe(map);
    const Region& r = map.regions()[0];
    EXPECT_EQ(r.kind, RegionKind::Utf8);
    ASSERT_FALSE(r.scripts.empty());
    EXPECT_EQ(r.scripts[0].script, USCRIPT_CYRILLIC);
    EXPECT_EQ(scriptName(r.scripts[0].script), "Cyrillic");
    EXPECT_EQ(r.scripts.size(), 1u);
    // About one sample every 256 octets.
    EXPECT_GT(r.scripts[0].samples, text.size() / 256 - 4);
}

TEST(RegionMap, LegacyTextNamesItsCodePage) {
    const std::string text = legacyRussian(40000, 3);
    const RegionMap map = scanMap(text);
    ASSERT_EQ(map.regions().size(), 1u) << describe(map);
    const Region& r = map.regions()[0];
    EXPECT_EQ(r.kind, RegionKind::Legacy);
    ASSERT_TRUE(r.encoding.has_value());
    EXPECT_EQ(r.encoding->name, "windows-1251");
    EXPECT_GT(r.encoding->confidence, 0);
    EXPECT_TRUE(countsArePlain(map, text));
}

// A fill of one octet above 7F (FF FF FF of erased flash, or any other such octet repeated) is
// no text in a legacy encoding but binary data, alone or after a log, which keeps its kind; French
// in windows-1252, accented letters and all, stays legacy text.
TEST(RegionMap, AFillOfOneOctetAbove7FIsBinaryData) {
    for (int octet = 0x80; octet <= 0xFF; ++octet) {
        const std::string fill(std::size_t{64} << 10, static_cast<char>(octet));
        const RegionMap map = scanMap(fill);
        ASSERT_EQ(map.regions().size(), 1u) << octet << describe(map);
        EXPECT_EQ(map.regions()[0].kind, RegionKind::Binary) << octet;
        EXPECT_EQ(map.regions()[0].fill, static_cast<std::uint8_t>(octet));
        EXPECT_TRUE(mapsAsBinaryData(bytesOf(fill))) << octet;
        EXPECT_EQ(streamMap(fill, 333), map) << octet;
    }
    const std::string french = legacyText("fr", CodecId::Windows1252, 40000, 5);
    const RegionMap legacy = scanMap(french);
    ASSERT_EQ(legacy.regions().size(), 1u) << describe(legacy);
    EXPECT_EQ(legacy.regions()[0].kind, RegionKind::Legacy);
    ASSERT_TRUE(legacy.regions()[0].encoding.has_value());
    EXPECT_EQ(legacy.regions()[0].encoding->name, "windows-1252");
    EXPECT_FALSE(mapsAsBinaryData(bytesOf(french)));
    // A log on flash, the rest erased: the fill is binary data from its first octet, the log text.
    for (const std::size_t log : {std::size_t{10000}, std::size_t{12288}, std::size_t{14000}}) {
        std::string flash = multilingualText(log, 3);
        flash.resize(flash.rfind('\n', log - 1) + 1);
        flash.resize(log, '\n');
        flash.resize(std::size_t{64} << 10, '\xFF');
        const RegionMap map = scanMap(flash);
        ASSERT_EQ(map.regions().size(), 2u) << log << describe(map);
        EXPECT_EQ(map.regions()[0].kind, RegionKind::Utf8) << log;
        EXPECT_EQ(map.regions()[1].kind, RegionKind::Binary) << log;
        EXPECT_EQ(map.regions()[1].offset, log) << describe(map);
        EXPECT_TRUE(countsArePlain(map, flash)) << log;
        EXPECT_EQ(streamMap(flash, 333), map) << log;
    }
    // A fill of 6 KiB or more in text, at any offset: one region from its first octet to its last.
    for (const std::size_t at : {std::size_t{7000}, std::size_t{8192}, std::size_t{10000}}) {
        std::string text = multilingualText(30000, 4);
        const std::size_t from = text.rfind('\n', at - 1) + 1;
        text.replace(from, at - from, at - from, '\n');
        text.replace(at, 6144, 6144, '\xA0');
        const std::size_t to = text.find('\n', at + 6144);
        text.replace(at + 6144, to - at - 6144, to - at - 6144, '\n');
        const RegionMap map = scanMap(text);
        ASSERT_EQ(map.count(RegionKind::Binary), 1u) << at << describe(map);
        const Region& fill = *map.regionAt(at);
        EXPECT_EQ(fill.kind, RegionKind::Binary) << at << describe(map);
        EXPECT_EQ(fill.offset, at) << describe(map);
        EXPECT_EQ(fill.length, 6144u) << describe(map);
        EXPECT_EQ(fill.fill, std::uint8_t{0xA0});
        EXPECT_TRUE(countsArePlain(map, text)) << at;
        EXPECT_EQ(streamMap(text, 333), map) << at;
    }
}

// `text` with `length` octets `octet` at `at`, the lines they cut short made line feeds, so that
// no character of the text runs into them.
std::string withRun(std::string text, std::size_t at, std::size_t length, char octet) {
    const std::size_t from = text.rfind('\n', at - 1) + 1;
    text.replace(from, at - from, at - from, '\n');
    text.replace(at, length, length, octet);
    const std::size_t to = text.find('\n', at + length);
    text.replace(at + length, to - at - length, to - at - length, '\n');
    return text;
}

// A fill of kMinFillRun octets or more in UTF-8 text (FF of erased flash, 80, C3, A0), far less
// than half a block, is binary data of its own, exact to the octet, where it lies in a block or
// across the border of two; a shorter one is part of the text.
TEST(RegionMap, AFillOfMinFillRunOctetsInTextIsBinaryDataOfItsOwn) {
    for (const char octet : {'\xFF', '\x80', '\xC3', '\xA0'}) {
        for (const std::size_t length : {kMinFillRun - 1, kMinFillRun, std::size_t{1000}}) {
            // Inside a block, across the border at 8192 (in part and in whole), ending at it.
            for (const std::size_t at : {std::size_t{9000}, std::size_t{8192} - length / 2,
                                         std::size_t{8192} - 20, std::size_t{12288} - length}) {
                const std::string text = withRun(multilingualText(30000, 7, 1), at, length, octet);
                const RegionMap map = scanMap(text);
                const auto what = std::to_string(static_cast<std::uint8_t>(octet)) + " " +
                                  std::to_string(length) + " at " + std::to_string(at) + "\n" +
                                  describe(map);
                if (length < kMinFillRun) {
                    EXPECT_EQ(map.count(RegionKind::Binary), 0u) << what;
                } else {
                    ASSERT_EQ(map.count(RegionKind::Binary), 1u) << what;
                    const Region& fill = *map.regionAt(at);
                    EXPECT_EQ(fill.kind, RegionKind::Binary) << what;
                    EXPECT_EQ(fill.offset, at) << what;
                    EXPECT_EQ(fill.length, length) << what;
                    EXPECT_EQ(fill.fill, static_cast<std::uint8_t>(octet)) << what;
                    EXPECT_EQ(map.regions().size(), 3u) << what;
                }
                EXPECT_TRUE(countsArePlain(map, text)) << what;
                EXPECT_EQ(streamMap(text, 333), map) << what;
                EXPECT_EQ(scanMap(text, 3, 5000), map) << what;
            }
        }
    }
}

// A paragraph between a fill and a NUL hole keeps its own region even where the fill outweighs
// it in their block (kMinTextBesideFills): the map shows the fill, named and exact, the text, and
// the hole, wherever they fall on the blocks; a label in a fill stays part of the data.
TEST(RegionMap, TextBetweenAFillAndANulHoleKeepsItsOwnRegion) {
    for (const std::size_t at : {std::size_t{100}, std::size_t{3000}, std::size_t{4000}}) {
        for (const std::size_t fill : {std::size_t{300}, std::size_t{2000}, std::size_t{8192}}) {
            for (const std::size_t between :
                 {std::size_t{160}, std::size_t{300}, std::size_t{1700}}) {
                for (const std::size_t nul : {std::size_t{300}, std::size_t{2048}}) {
                    std::string text = withRun(multilingualText(30000, 7, 1), at, fill, '\xFF');
                    const std::size_t hole = at + fill + between;
                    text = withRun(text, hole, nul, '\0');
                    // English between, no line of it cut to line feeds by withRun.
                    text.replace(at + fill, between,
                                 multilingualText(between, 3, 0).substr(0, between));
                    const RegionMap map = scanMap(text);
                    const auto what = std::to_string(at) + " " + std::to_string(fill) + " " +
                                      std::to_string(between) + " " + std::to_string(nul) + "\n" +
                                      describe(map);
                    const Region* data = map.regionAt(at);
                    ASSERT_TRUE(data) << what;
                    EXPECT_EQ(data->kind, RegionKind::Binary) << what;
                    EXPECT_EQ(data->offset, at) << what;
                    EXPECT_EQ(data->length, fill) << what;
                    EXPECT_EQ(data->fill, std::uint8_t{0xFF}) << what;
                    // The text between: text regions from the fill's end to the hole (ASCII,
                    // or UTF-8 where a block holds the text after the hole too).
                    for (std::size_t i = at + fill; i < hole;) {
                        const Region* words = map.regionAt(i);
                        ASSERT_TRUE(words) << what;
                        EXPECT_TRUE(isTextRegion(words->kind)) << i << " " << what;
                        if (i == at + fill)
                            EXPECT_EQ(words->offset, i) << what;
                        i = words->offset + words->length;
                    }
                    const Region* empty = map.regionAt(hole);
                    ASSERT_TRUE(empty) << what;
                    EXPECT_EQ(empty->kind, RegionKind::Nul) << what;
                    EXPECT_EQ(empty->offset, hole) << what;
                    EXPECT_EQ(empty->length, nul) << what;
                    EXPECT_TRUE(countsArePlain(map, text)) << what;
                    EXPECT_EQ(streamMap(text, 333), map) << what;
                }
            }
        }
    }
    // The name of a record between two fills is no paragraph: one region of binary data.
    const std::string padded =
        std::string(5000, '\xFF') + "CFG1 wlan0 v2" + std::string(7000, '\xFF');
    const RegionMap map = scanMap(padded);
    ASSERT_EQ(map.regions().size(), 1u) << describe(map);
    EXPECT_EQ(map.regions()[0].kind, RegionKind::Binary);
}

// Rows of one character are no fill: well-formed UTF-8 ("━━━━", "………", "ÿÿÿ", "éééé"), ASCII
// ("====="), or text in a legacy encoding (a row of em dashes in windows-1252, "ÿÿÿ" in Latin-1).
TEST(RegionMap, RowsOfOneCharacterAreNoFill) {
    std::string rows;
    const auto row = [&](const std::string& c, int n) {
        for (int i = 0; i < n; ++i)
            rows += c;
        rows += '\n';
    };
    row("\xE2\x94\x81", 200); // ━
    row("\xE2\x80\xA6", 200); // …
    row("=", 300);
    row("\xC3\xBF", 200); // ÿ
    row("\xC3\xA9", 200); // é
    std::string text = multilingualText(30000, 7, 1);
    text.insert(text.find('\n', 9000) + 1, rows);
    const RegionMap map = scanMap(text);
    EXPECT_EQ(map.count(RegionKind::Binary), 0u) << describe(map);
    EXPECT_EQ(map.count(RegionKind::Malformed), 0u) << describe(map);

    std::string french = legacyText("fr", CodecId::Windows1252, 40000, 5);
    const std::size_t line = french.find('\n', 9000) + 1;
    french.insert(line,
                  std::string(100, '\x97') + "\n\xFF\xFF\xFF\n" + std::string(80, '\xE9') + "\n");
    const RegionMap legacy = scanMap(french);
    EXPECT_EQ(legacy.count(RegionKind::Binary), 0u) << describe(legacy);
    EXPECT_EQ(legacy.octets(RegionKind::Legacy), french.size()) << describe(legacy);
}

TEST(RegionMap, Utf16TextIsUtf16) {
    const std::string text = utf16le(multilingualText(20000, 4, 0));
    const RegionMap map = scanMap(text);
    ASSERT_EQ(map.regions().size(), 1u) << describe(map);
    EXPECT_EQ(map.regions()[0].kind, RegionKind::Utf16);
    ASSERT_TRUE(map.regions()[0].encoding.has_value());
    EXPECT_EQ(map.regions()[0].encoding->name, "UTF-16LE");
}

TEST(RegionMap, SplicedRandomBlocksAreEachOneBinaryRegionAroundEveryMalformedUnit) {
    std::vector<std::uint64_t> at;
    const std::string text = test::splicedText(std::size_t{3} << 20, 12, 5, &at);
    const RegionMap map = scanMap(text);
    ASSERT_EQ(map.count(RegionKind::Binary), 12u) << describe(map);
    std::size_t k = 0;
    for (const Region& r : map.regions()) {
        if (r.kind != RegionKind::Binary)
            continue;
        // From the first octet of the block that text does not hold to its last one.
        EXPECT_GE(r.offset + 4, at[k]) << k;
        EXPECT_LT(r.offset, at[k] + 64) << k;
        EXPECT_GT(r.end(), at[k] + 4096 - 64) << k;
        EXPECT_LE(r.end(), at[k] + 4096 + 4) << k;
        EXPECT_GT(r.entropy, 7000u) << k;
        ++k;
    }
    // Every malformed unit lies in binary data, and everything else is text.
    for (const Unit& u :
         decodeAll(std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()),
                   Profile::Rfc3629)) {
        if (!u.valid()) {
            ASSERT_TRUE(map.binaryAt(u.offset)) << u.offset << "\n" << describe(map);
        }
    }
    for (const Region& r : map.regions()) {
        if (r.kind != RegionKind::Binary) {
            EXPECT_TRUE(r.kind == RegionKind::Utf8 || r.kind == RegionKind::Ascii) << describe(map);
        }
    }
    EXPECT_TRUE(countsArePlain(map, text));
}

// The detectors read the random octets of data spliced into English text as windows-1252; the
// text alone is in no other encoding than UTF-8. Legacy text keeps its code page, and a head
// without text (UTF-32) is read whole.
TEST(RegionMap, GuessesTheEncodingOfTheTextAloneAroundSplicedData) {
    const std::string english = test::splicedText(std::size_t{64} << 10, 1, 15, nullptr, 0);
    const std::vector<std::uint8_t> head = bytesOf(english);
    const auto whole = guessEncoding(head);
    ASSERT_TRUE(whole.has_value()) << "the detectors read the data as a code page";
    EXPECT_EQ(whole->name, "windows-1252");
    EXPECT_EQ(guessTextEncoding(head), std::nullopt);

    std::string russian = legacyRussian(std::size_t{60} << 10, 3);
    std::mt19937 rng(8);
    russian.insert(30000, test::randomOctets(4096, rng));
    const auto legacy = guessTextEncoding(bytesOf(russian));
    ASSERT_TRUE(legacy.has_value());
    EXPECT_EQ(legacy->name, "windows-1251");

    std::string utf32;
    for (const char c : multilingualText(4000, 4, 0))
        utf32 += std::string(1, c) + std::string(3, '\0');
    EXPECT_EQ(guessTextEncoding(bytesOf(utf32)), guessEncoding(bytesOf(utf32)));
}

// A malformed unit in binary data is explained as part of its region ("inside 4096 octets of
// binary data at offset ..."), not as a story of text; the text around keeps its stories (an
// overlong "/" its warning).
TEST(RegionMap, ExplainsAMalformedUnitInBinaryDataAsPartOfItsRegion) {
    std::vector<std::uint64_t> at;
    std::string text = test::splicedText(std::size_t{256} << 10, 4, 7, &at);
    // After a line feed: between two characters of the text.
    const std::uint64_t overlong = text.rfind('\n', at[1] - 1000) + 1;
    text.insert(overlong, "\xC0\xAF");
    const RegionMap map = scanMap(text);
    const auto* data = reinterpret_cast<const std::uint8_t*>(text.data());
    std::uint64_t inData = 0;
    for (const Unit& u : decodeAll(std::span(data, text.size()), Profile::Rfc3629)) {
        if (u.valid())
            continue;
        auto e = explain(u, captureContext(std::span(data, text.size()), 0, u.offset, true),
                         Profile::Rfc3629);
        ASSERT_TRUE(e);
        const Likely before = e->likely;
        const bool asData = map.readAsData(*e);
        if (u.offset == overlong) {
            EXPECT_FALSE(asData);
            EXPECT_EQ(e->likely, Likely::Overlong);
            EXPECT_NE(explanationText(*e).plain.find("security checks"), std::string::npos)
                << explanationText(*e).plain;
            continue;
        }
        if (u.offset == overlong + 1) { // AF, of the same sequence
            EXPECT_FALSE(asData);
            EXPECT_EQ(e->likely, Likely::PartOfEarlier);
            continue;
        }
        ASSERT_TRUE(asData) << u.offset;
        ++inData;
        if (before == Likely::PartOfEarlier) {
            EXPECT_EQ(e->likely, Likely::PartOfEarlier);
            continue;
        }
        EXPECT_EQ(e->likely, Likely::BinaryData);
        ASSERT_TRUE(e->data);
        const Region& r = *map.regionAt(u.offset);
        EXPECT_EQ(*e->data, (DataRegion{RegionKind::Binary, r.offset, r.length}));
        EXPECT_FALSE(e->legacy);
        const std::string plain = explanationText(*e).plain;
        EXPECT_NE(plain.find("bytes of binary data at offset " + std::to_string(r.offset)),
                  std::string::npos)
            << plain;
    }
    EXPECT_GT(inData, 4u * 100);
}

// In the block where spliced data begins, a malformed unit alone in the text before it is the
// text's: the data starts where its controls and malformed units come word after word.
TEST(RegionMap, MalformedUnitAloneInTheTextBeforeDataIsText) {
    std::mt19937 rng(12);
    std::string text(std::size_t{16} << 10, 'a');
    for (std::size_t i = 60; i < text.size(); i += 61)
        text[i] = '\n';
    const std::size_t data = 4096 + 2500;
    text.replace(data, 1500, test::randomOctets(1500, rng));
    const std::size_t overlong = 4096 + 1000;
    text.replace(overlong, 2, "\xC0\xAF");
    for (const RegionMap& map : {scanMap(text), streamMap(text, 777)}) {
        ASSERT_EQ(map.count(RegionKind::Binary), 1u) << describe(map);
        EXPECT_FALSE(map.binaryAt(overlong)) << describe(map);
        const Region& binary = *map.regionAt(data + 700);
        EXPECT_EQ(binary.kind, RegionKind::Binary);
        EXPECT_GE(binary.offset + 4, data) << describe(map);
        EXPECT_LE(binary.offset, data + 64) << describe(map);
        EXPECT_EQ(map.regionAt(overlong)->malformed, 2u) << describe(map);
    }
}

TEST(RegionMap, NulHoleIsOneRegionExactToTheOctet) {
    const std::string log = test::logWithNulHole(220000, 12000, 1024, 6);
    ASSERT_EQ(log.substr(12000, 1024), std::string(1024, '\0'));
    const RegionMap map = scanMap(log);
    ASSERT_EQ(map.count(RegionKind::Nul), 1u) << describe(map);
    const Region& hole = *map.regionAt(12000);
    EXPECT_EQ(hole.kind, RegionKind::Nul);
    EXPECT_EQ(hole.offset, 12000u);
    EXPECT_EQ(hole.length, 1024u);
    EXPECT_EQ(hole.nul, 1024u);
    // The rest is text.
    EXPECT_EQ(map.count(RegionKind::Binary), 0u) << describe(map);
    EXPECT_EQ(map.octets(RegionKind::Nul) + map.octets(RegionKind::Utf8), log.size())
        << describe(map);
    EXPECT_TRUE(countsArePlain(map, log));
}

// A region that ends with a line feed ends on the line that line feed ends, not the next one.
TEST(RegionMap, RegionEndingOnALineFeedEndsOnItsLine) {
    const std::string text = "first line\nsecond line\n" + std::string(300, '\0') + "third line\n" +
                             std::string(300, '\0') + "fourth";
    const RegionMap map = scanMap(text);
    ASSERT_EQ(map.regions().size(), 5u) << describe(map);
    const auto lines = [&](std::size_t k) {
        const Region& r = map.regions()[k];
        return std::to_string(r.line) + "-" + std::to_string(r.lastLine());
    };
    EXPECT_EQ(lines(0), "1-2");
    EXPECT_EQ(lines(1), "3-3");
    EXPECT_EQ(lines(2), "3-3");
    EXPECT_EQ(lines(3), "4-4");
    EXPECT_EQ(lines(4), "4-4");
    EXPECT_TRUE(countsArePlain(map, text));
    EXPECT_EQ(streamMap(text, 7), map);
}

// In text, a run of kMinNulHole NUL octets is a hole of its own, exact to the octet, however short;
// a shorter one is part of the text. In binary data a run shorter than kMinNulRun is part of the
// data.
TEST(RegionMap, NulRunsShorterThanTheRuleAreNoRegion) {
    for (const std::size_t run : {kMinNulHole - 1, kMinNulHole, kMinNulRun - 1, kMinNulRun}) {
        std::string text = multilingualText(30000, 7, 1);
        text.replace(9000, run, std::string(run, '\0'));
        const RegionMap map = scanMap(text);
        ASSERT_EQ(map.count(RegionKind::Nul), run >= kMinNulHole ? 1u : 0u) << run;
        EXPECT_EQ(map.count(RegionKind::Binary), 0u) << run << describe(map);
        if (run >= kMinNulHole) {
            const Region& hole = *map.regionAt(9000);
            EXPECT_EQ(hole.offset, 9000u) << run;
            EXPECT_EQ(hole.length, run);
        }
        EXPECT_TRUE(countsArePlain(map, text)) << run;
        EXPECT_EQ(streamMap(text, 333), map) << run;
    }
    std::mt19937 rng(3);
    std::string data = test::randomOctets(30000, rng);
    data.replace(9000, kMinNulRun - 1, std::string(kMinNulRun - 1, '\0'));
    const RegionMap map = scanMap(data);
    EXPECT_EQ(map.count(RegionKind::Nul), 0u) << describe(map);
    EXPECT_EQ(map.octets(RegionKind::Binary), data.size()) << describe(map);
}

// A short text (a few hundred octets, one block) with a few NULs in a line, or a few dozen random
// octets: the NULs are a hole and the random octets binary data, from their first control or
// malformed unit to their last, and the text around them text. The head is no binary data.
TEST(RegionMap, FewNulsOrAFewDozenRandomOctetsInAShortTextAreRegionsOfTheirOwn) {
    const std::string nuls = test::shortTextWith(std::string(kMinNulHole, '\0'), false, 4);
    const std::size_t hole = nuls.find('\0');
    const RegionMap holed = scanMap(nuls);
    ASSERT_EQ(holed.regions().size(), 3u) << describe(holed);
    EXPECT_EQ(holed.regions()[1].kind, RegionKind::Nul);
    EXPECT_EQ(holed.regions()[1].offset, hole);
    EXPECT_EQ(holed.regions()[1].length, kMinNulHole);
    EXPECT_TRUE(countsArePlain(holed, nuls));
    EXPECT_FALSE(mapsAsBinaryData(bytesOf(nuls)));
    std::mt19937 rng(9);
    for (std::size_t length = 16; length <= 32; length += 4) {
        std::string block = test::randomOctets(length, rng);
        // Controls at its ends, where the region must start and end, and in its middle: three,
        // which make a few hundred octets binary data (binarydata.h).
        block.front() = '\x01';
        block[length / 2] = '\x03';
        block.back() = '\x02';
        const std::string text = test::shortTextWith(block, true, 6);
        const std::size_t at = text.find(block);
        const RegionMap map = scanMap(text);
        ASSERT_EQ(map.count(RegionKind::Binary), 1u) << length << describe(map);
        const Region& data = *map.regionAt(at);
        EXPECT_EQ(data.kind, RegionKind::Binary) << length << describe(map);
        EXPECT_EQ(data.offset, at) << length;
        EXPECT_EQ(data.length, length);
        EXPECT_TRUE(countsArePlain(map, text)) << length;
        EXPECT_EQ(streamMap(text, 7), map) << length;
        EXPECT_FALSE(mapsAsBinaryData(bytesOf(text))) << length;
    }
}

TEST(RegionMap, NulRunAcrossBlocksIsOneRegion) {
    // 200 NULs before a block boundary and 100 after: one run of 300, seen from both blocks.
    std::string text = multilingualText(30000, 8, 0);
    text.replace(3 * kRegionBlock - 200, 300, std::string(300, '\0'));
    const RegionMap map = scanMap(text);
    ASSERT_EQ(map.count(RegionKind::Nul), 1u) << describe(map);
    const Region& hole = *map.regionAt(3 * kRegionBlock);
    EXPECT_EQ(hole.offset, 3 * kRegionBlock - 200);
    EXPECT_EQ(hole.length, 300u);
}

TEST(RegionMap, DamagedStretchOfUtf8IsAClusterOfMalformedUnits) {
    std::string text = multilingualText(40000, 9, 2); // Greek
    std::mt19937 rng(9);
    for (std::size_t i = 16384; i < 16384 + 3000; i += 7 + rng() % 20)
        text[i] = static_cast<char>(0x80 + rng() % 0x40); // a stray continuing octet
    const RegionMap map = scanMap(text);
    const Region* r = map.regionAt(17000);
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(r->kind, RegionKind::Malformed) << describe(map);
    EXPECT_EQ(map.regionAt(100)->kind, RegionKind::Utf8);
    EXPECT_EQ(map.regionAt(text.size() - 100)->kind, RegionKind::Utf8);
    EXPECT_TRUE(countsArePlain(map, text));
}

TEST(RegionMap, AsciiBlockBetweenUtf8BlocksIsPartOfThem) {
    std::string cyrillic = multilingualText(3 * kRegionBlock, 10, 3);
    const std::string english = multilingualText(kRegionBlock, 10, 0);
    // Blocks 0 and 2 Cyrillic, block 1 English, cut at character boundaries near the edges.
    std::string text = cyrillic.substr(0, kRegionBlock);
    text += english.substr(0, 2 * kRegionBlock - text.size());
    text += cyrillic.substr(kRegionBlock, kRegionBlock);
    const RegionMap map = scanMap(text);
    ASSERT_EQ(map.regions().size(), 1u) << describe(map);
    EXPECT_EQ(map.regions()[0].kind, RegionKind::Utf8);
    // Two English blocks are a region of their own.
    std::string two = cyrillic.substr(0, kRegionBlock);
    two += english.substr(0, kRegionBlock) + multilingualText(kRegionBlock, 11, 0);
    two.resize(3 * kRegionBlock);
    two += cyrillic.substr(kRegionBlock, kRegionBlock);
    EXPECT_EQ(scanMap(two).count(RegionKind::Ascii), 1u) << describe(scanMap(two));
}

TEST(RegionMap, QuietBlockBetweenBlocksOfBinaryDataIsBinaryData) {
    std::mt19937 rng(12);
    std::string text = test::randomOctets(kRegionBlock, rng);
    std::string quiet = multilingualText(kRegionBlock, 12, 0).substr(0, kRegionBlock);
    quiet[2000] = '\x01'; // one control in its middle, clean words at its ends
    text += quiet + test::randomOctets(kRegionBlock, rng);
    const RegionMap map = scanMap(text);
    ASSERT_EQ(map.regions().size(), 1u) << describe(map);
    EXPECT_EQ(map.regions()[0].kind, RegionKind::Binary);
    // Without the control it is text.
    text[kRegionBlock + 2000] = 'x';
    EXPECT_EQ(scanMap(text).count(RegionKind::Binary), 2u) << describe(scanMap(text));
}

TEST(RegionMap, TileThickWithRegionsIsOneMixedRegion) {
    std::mt19937 rng(13);
    std::string text;
    const std::string english = multilingualText(kRegionTile, 13, 0);
    // Blocks of text and of binary data by turns: 256 regions in the first tile.
    for (std::size_t b = 0; b < kRegionTile / kRegionBlock; ++b) {
        text += b % 2 ? test::randomOctets(kRegionBlock, rng)
                      : english.substr(b * kRegionBlock, kRegionBlock);
    }
    text += english.substr(0, 3 * kRegionBlock); // then a tile of text alone
    const RegionMap map = scanMap(text);
    ASSERT_EQ(map.regions().size(), 2u) << describe(map);
    const Region& mixed = map.regions()[0];
    EXPECT_EQ(mixed.kind, RegionKind::Mixed);
    EXPECT_EQ(mixed.length, kRegionTile);
    const auto has = [&](RegionKind k) { return (mixed.kinds >> static_cast<unsigned>(k)) & 1; };
    EXPECT_TRUE(has(RegionKind::Binary));
    EXPECT_TRUE(has(RegionKind::Ascii));
    EXPECT_FALSE(has(RegionKind::Nul));
    EXPECT_TRUE(map.binaryAt(0));
    EXPECT_EQ(map.regions()[1].kind, RegionKind::Ascii);
    EXPECT_TRUE(countsArePlain(map, text));
}

TEST(RegionMap, MojibakeIsLaidOverTheTextWhereFindingsCluster) {
    const std::string log = test::logWithNulHole(60000, 30000, 1024, 14);
    const MemorySource source(bytesOf(log));
    RegionMap map = scanMap(log);
    RegionMap::MojibakeOverlay overlay(map);
    MojibakeScanner engine;
    engine.feed(std::span(reinterpret_cast<const std::uint8_t*>(log.data()), log.size()), &overlay);
    engine.finish(&overlay);
    const std::uint64_t findings = engine.stats().findings;
    ASSERT_GT(findings, 100u);
    ASSERT_EQ(overlay.apply(source), std::nullopt);
    // The text on each side of the hole: mojibake from its first finding to its last.
    EXPECT_EQ(map.count(RegionKind::Mojibake), 2u) << describe(map);
    EXPECT_EQ(map.count(RegionKind::Nul), 1u) << describe(map);
    std::uint64_t counted = 0;
    for (const Region& r : map.regions())
        counted += r.mojibake;
    EXPECT_EQ(counted, findings);
    const Region& m = map.regions()[map.indexAt(1000)];
    EXPECT_EQ(m.kind, RegionKind::Mojibake);
    ASSERT_TRUE(m.encoding.has_value());
    EXPECT_EQ(m.encoding->name, "windows-1252");
    EXPECT_TRUE(countsArePlain(map, log));
}

// Clusters of mojibake every 8 KiB, 128 in a tile: a span takes 64 Mojibake regions, the last
// one from its cluster to the span's last, so that the overlay keeps the map within its bound.
TEST(RegionMap, MojibakeRegionsAreBoundedInASpan) {
    std::string text;
    while (text.size() < (std::size_t{3} << 19)) {
        std::string stretch = multilingualText(8000, static_cast<std::uint32_t>(text.size()), 0);
        stretch.resize(stretch.rfind('\n', 8000 - 40) + 1);
        text += stretch + test::kMojibakeNames[0].damaged + " " + test::kMojibakeNames[1].damaged +
                " " + test::kMojibakeNames[3].damaged + "\n";
    }
    const MemorySource source(bytesOf(text));
    RegionMap map = scanMap(text);
    RegionMap::MojibakeOverlay overlay(map);
    MojibakeScanner engine;
    engine.feed(std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()),
                &overlay);
    engine.finish(&overlay);
    ASSERT_EQ(overlay.apply(source), std::nullopt);
    ASSERT_TRUE(countsArePlain(map, text));
    std::uint64_t inFirst = 0;
    std::uint64_t counted = 0;
    const Region* last = nullptr;
    for (const Region& r : map.regions()) {
        counted += r.mojibake;
        if (r.kind == RegionKind::Mojibake && r.offset < kRegionTile) {
            ++inFirst;
            last = &r;
        }
    }
    EXPECT_EQ(counted, engine.stats().findings);
    EXPECT_EQ(inFirst, kMaxRegionsPerTile) << describe(map);
    ASSERT_NE(last, nullptr);
    // The last one reaches the last cluster of the tile.
    EXPECT_GT(last->end(), kRegionTile - 8200);
    EXPECT_GT(last->mojibake, 3u * 60);
    EXPECT_GT(map.count(RegionKind::Mojibake), kMaxRegionsPerTile + 20);
}

// --- Queries ------------------------------------------------------------------------------------

TEST(RegionMap, FindsTheRegionOfAnOffsetAndThoseOfARange) {
    std::vector<std::uint64_t> at;
    const std::string text = test::splicedText(std::size_t{1} << 20, 4, 15, &at);
    const RegionMap map = scanMap(text);
    for (std::uint64_t offset = 0; offset < text.size(); offset += 997) {
        const Region* r = map.regionAt(offset);
        ASSERT_NE(r, nullptr);
        EXPECT_TRUE(r->contains(offset));
        EXPECT_EQ(&map.regions()[map.indexAt(offset)], r);
    }
    EXPECT_EQ(map.regionAt(text.size()), nullptr);
    EXPECT_EQ(map.indexAt(text.size()), map.regions().size());
    const auto some = map.overlapping(at[1] - 10, at[1] + 100);
    ASSERT_EQ(some.size(), 2u);
    EXPECT_EQ(some[1].kind, RegionKind::Binary);
    EXPECT_TRUE(map.overlapping(5, 5).empty());
    EXPECT_EQ(map.overlapping(0, text.size()).size(), map.regions().size());
}

TEST(RegionMap, BandsShowFourKilobytesOfBinaryDataInAWholeFile) {
    std::vector<std::uint64_t> at;
    const std::string text = test::splicedText(std::size_t{8} << 20, 3, 16, &at);
    const RegionMap map = scanMap(text);
    const auto bands = map.bands(0, text.size(), 100);
    ASSERT_EQ(bands.size(), 100u);
    EXPECT_EQ(bands.front().from, 0u);
    EXPECT_EQ(bands.back().to, text.size());
    int binary = 0;
    for (std::size_t k = 0; k < bands.size(); ++k) {
        if (k > 0) {
            EXPECT_EQ(bands[k].from, bands[k - 1].to);
        }
        EXPECT_NE(bands[k].kind, RegionKind::Binary); // the text covers most of each band
        if (bands[k].notable == RegionKind::Binary) {
            ++binary;
            EXPECT_TRUE(bands[k].malformed);
        }
    }
    EXPECT_EQ(binary, 3);
    // More bands than octets: each band an octet or none.
    const auto fine = map.bands(at[0], at[0] + 4, 8);
    ASSERT_EQ(fine.size(), 8u);
    EXPECT_TRUE(map.bands(0, 0, 5).empty());
}

TEST(RegionMap, TellsTheLineOfAnyOffset) {
    const std::string text = test::splicedText(std::size_t{3} << 20, 5, 17);
    const MemorySource source(bytesOf(text));
    const RegionMap map = scanMap(text);
    std::uint64_t line = 1;
    std::uint64_t at = 0;
    std::mt19937 rng(17);
    for (int k = 0; k < 40; ++k) {
        const std::uint64_t next = at + rng() % 200000;
        if (next > text.size())
            break;
        line += static_cast<std::uint64_t>(std::count(
            text.begin() + static_cast<long>(at), text.begin() + static_cast<long>(next), '\n'));
        at = next;
        auto got = map.lineAt(source, at);
        ASSERT_TRUE(got.ok());
        EXPECT_EQ(*got, line) << at;
    }
}

// --- The same map however it is made ------------------------------------------------------------

// Text of every kind in stretches of random lengths, cut anywhere.
std::string everyKind(std::size_t size, std::uint32_t seed) {
    std::mt19937 rng(seed);
    std::string s;
    while (s.size() < size) {
        const std::size_t length = 1 + rng() % (rng() % 4 == 0 ? 200000 : 20000);
        std::string part;
        switch (rng() % 8) {
        case 0:
            part = multilingualText(length, seed + static_cast<std::uint32_t>(s.size()), 0);
            break;
        case 1:
            part = multilingualText(length, seed + static_cast<std::uint32_t>(s.size()));
            break;
        case 2:
            part = legacyRussian(length, seed + static_cast<std::uint32_t>(s.size()));
            break;
        case 3:
            part = utf16le(multilingualText(length / 2, seed, 0));
            break;
        case 4:
            part = test::randomOctets(length, rng);
            break;
        case 5: {
            static constexpr std::size_t kRuns[] = {1, 63, 64, 255, 256, 257, 4096, 9000};
            part.assign(kRuns[rng() % std::size(kRuns)], '\0');
            break;
        }
        case 6: {
            part = multilingualText(length, seed, 2);
            for (std::size_t i = 0; i < part.size(); i += 1 + rng() % 30)
                part[i] = static_cast<char>(0x80 + rng() % 0x80);
            break;
        }
        default:
            part = std::string(length, '\n');
            break;
        }
        part.resize(std::min(part.size(), length));
        s += part;
    }
    s.resize(size);
    return s;
}

TEST(RegionMap, SameWhateverTheKernelThreadsAndChunks) {
    for (std::uint32_t seed = 1; seed <= 2; ++seed) {
        const std::string text = everyKind(std::size_t{5} << 19, seed); // 2.5 tiles
        const RegionMap expected = streamMap(text, text.size());
        ASSERT_TRUE(countsArePlain(expected, text)) << seed;
        ASSERT_GT(expected.regions().size(), 20u);
        for (const kernels::Kernel* k : kernels::availableKernels()) {
            for (const auto& [threads, chunk] :
                 {std::pair{1u, std::size_t{4096}}, std::pair{2u, std::size_t{65536 + 13}},
                  std::pair{5u, std::size_t{4096}}}) {
                ASSERT_EQ(scanMap(text, threads, chunk, k), expected)
                    << k->name << ", " << threads << " threads, chunks of " << chunk << ", seed "
                    << seed;
            }
            ASSERT_EQ(streamMap(text, 1 + seed * 1237, *k), expected) << k->name;
        }
    }
}

// The bound on regions: a span of a tile for 512 MiB of input, wider for more, so that a map
// holds at most 64 regions in each of 512 spans whatever the input's size.
TEST(RegionMap, SpanOfTheBoundWidensWithTheInput) {
    EXPECT_EQ(regionSpan(0), kRegionTile);
    EXPECT_EQ(regionSpan(kMaxRegionSpans * kRegionTile), kRegionTile);
    EXPECT_EQ(regionSpan(kMaxRegionSpans * kRegionTile + 1), 2 * kRegionTile);
    EXPECT_EQ(regionSpan(std::uint64_t{10} << 40), std::uint64_t{32} << 30);
    EXPECT_EQ(regionSpan(UINT64_MAX), std::uint64_t{1} << 55);
    EXPECT_EQ(regionSpan(std::uint64_t{14} << 20, 3), std::uint64_t{8} << 20);
}

// Regions thick enough to list in spans of a tile (48 a tile), too thick in wider ones: with
// the bound at 3 spans, 14 MiB are mapped in spans of 8 MiB, and a stream widens them as it
// grows. Every split of a scan, every kernel and a stream in any chunks give one map, whose
// legacy regions name their code page, that across the border of a span too.
TEST(RegionMap, BoundedInWiderSpansAsTheInputGrows) {
    std::mt19937 rng(31);
    std::string text = test::splicedText(std::size_t{6} << 20, 6 * 24, 32);
    text += legacyRussian(std::size_t{3} << 20, 31);
    for (int k = 0; k < 7; ++k)
        text += legacyRussian(300 << 10, 33 + k) + test::randomOctets(4096, rng);
    text += multilingualText(std::size_t{14} << 20, 34);
    text.resize(std::size_t{14} << 20);
    const RegionMap wide = scanMap(text);
    EXPECT_EQ(wide.span(), kRegionTile);
    EXPECT_EQ(wide.count(RegionKind::Mixed), 0u);
    EXPECT_GT(wide.regions().size(), 6u * 48);

    const RegionMap expected = scanMap(text, 1, std::size_t{1} << 20, nullptr, Profile::Rfc3629, 3);
    EXPECT_EQ(expected.span(), std::uint64_t{8} << 20);
    ASSERT_TRUE(countsArePlain(expected, text));
    EXPECT_LE(expected.regions().size(), 2 * (kMaxRegionsPerTile + 1)) << describe(expected);
    ASSERT_EQ(expected.regions().front().kind, RegionKind::Mixed) << describe(expected);
    EXPECT_EQ(expected.regions().front().length, std::uint64_t{8} << 20);
    const Region& legacy = expected.regions()[1];
    ASSERT_EQ(legacy.kind, RegionKind::Legacy) << describe(expected);
    ASSERT_TRUE(legacy.encoding.has_value());
    EXPECT_EQ(legacy.encoding->name, "windows-1251");
    for (const unsigned threads : {2u, 3u, 5u}) {
        EXPECT_EQ(scanMap(text, threads, 65536 + 7, nullptr, Profile::Rfc3629, 3), expected)
            << threads << " threads";
    }
    for (const std::size_t piece : {text.size(), std::size_t{1} << 20, std::size_t{65536 + 13}})
        EXPECT_EQ(streamMap(text, piece, kernels::bestKernel(), Profile::Rfc3629, 3), expected)
            << "a stream in pieces of " << piece;
}

// A span made one Mixed region only once a stream has grown past it (few regions in each of
// its halves, too many in the whole), with a legacy region that goes on past it: the stream's
// map is the scan's, the legacy region's code page guessed from its own first octets. And a
// short legacy region across the border of a span (of 4 MiB, then within one of 8 MiB).
TEST(RegionMap, StreamBoundsASpanItHasPassedAsAScanDoes) {
    std::string text = test::splicedText(std::size_t{7} << 20, 7 * 7, 41);
    text += legacyRussian(std::size_t{5} << 19, 42);
    text += test::multilingualText(std::size_t{14} << 20, 43, 0);
    text.resize(std::size_t{14} << 20);
    const std::string shortLegacy = legacyRussian(10000, 44);
    text.replace((std::size_t{12} << 20) - 5000, shortLegacy.size(), shortLegacy);
    const RegionMap expected = scanMap(text, 1, std::size_t{1} << 20, nullptr, Profile::Rfc3629, 3);
    ASSERT_TRUE(countsArePlain(expected, text));
    ASSERT_EQ(expected.regions().front().kind, RegionKind::Mixed) << describe(expected);
    const Region& legacy = expected.regions()[1];
    ASSERT_EQ(legacy.kind, RegionKind::Legacy) << describe(expected);
    EXPECT_EQ(legacy.offset, std::uint64_t{8} << 20);
    ASSERT_TRUE(legacy.encoding.has_value());
    EXPECT_EQ(legacy.encoding->name, "windows-1251");
    for (const unsigned threads : {2u, 4u})
        EXPECT_EQ(scanMap(text, threads, 4096, nullptr, Profile::Rfc3629, 3), expected);
    EXPECT_EQ(streamMap(text, 65536 + 13, kernels::bestKernel(), Profile::Rfc3629, 3), expected);
}

// Every kind of region, at random, in spans widened early (the bound at 1 to 3 spans): a stream
// in one piece, one fed in pieces and a scan on several threads give one map, within the bound.
TEST(RegionMap, BoundedTheSameWhateverTheSplitAndTheChunks) {
    for (std::uint32_t seed = 1; seed <= 3; ++seed) {
        const std::string text = everyKind((std::size_t{6} << 20) + seed * 333333, seed);
        for (const std::uint64_t spans : {1u, 2u, 3u}) {
            const RegionMap expected =
                streamMap(text, text.size(), kernels::scalarKernel(), Profile::Rfc3629, spans);
            ASSERT_TRUE(countsArePlain(expected, text)) << seed << ", " << spans;
            const std::uint64_t span = regionSpan(text.size(), spans);
            EXPECT_EQ(expected.span(), span);
            EXPECT_LE(expected.regions().size(),
                      (kMaxRegionsPerTile + 1) * ((text.size() + span - 1) / span));
            for (const unsigned threads : {2u, 3u}) {
                ASSERT_EQ(scanMap(text, threads, 65536 + 7, nullptr, Profile::Rfc3629, spans),
                          expected)
                    << threads << " threads, seed " << seed << ", " << spans << " spans";
            }
            ASSERT_EQ(streamMap(text, (std::size_t{1} << 20) - 3, kernels::bestKernel(),
                                Profile::Rfc3629, spans),
                      expected)
                << "seed " << seed << ", " << spans << " spans";
        }
    }
}

TEST(RegionMap, SameUnderTheProfileOf1993AsAPlainDecodeCountsIt) {
    const std::string text = everyKind(std::size_t{1} << 20, 4);
    const RegionMap expected =
        streamMap(text, text.size(), kernels::scalarKernel(), Profile::Iso10646_1993);
    EXPECT_TRUE(countsArePlain(expected, text, Profile::Iso10646_1993));
    EXPECT_EQ(scanMap(text, 3, 4096, nullptr, Profile::Iso10646_1993), expected);
}

TEST(RegionMap, SameAtEverySplitOfAStream) {
    // Three blocks and a bit, every kind of edge near the block boundaries.
    std::mt19937 rng(18);
    std::string text = multilingualText(kRegionBlock - 300, 18, 3);
    text += std::string(500, '\0') + test::randomOctets(2000, rng);
    text += legacyRussian(5000, 18);
    text += "\xE2\x82"; // a character cut short
    text += multilingualText(3000, 19, 6);
    const RegionMap expected = streamMap(text, text.size());
    ASSERT_TRUE(countsArePlain(expected, text));
    for (std::size_t split = 0; split <= text.size(); split += 1) {
        RegionMapper mapper(Profile::Rfc3629, kernels::scalarKernel());
        const auto* data = reinterpret_cast<const std::uint8_t*>(text.data());
        mapper.feed(std::span(data, split));
        mapper.feed(std::span(data + split, text.size() - split));
        ASSERT_EQ(mapper.finish(), expected) << "split at " << split;
    }
}

TEST(RegionMap, FoundByAScanWithItsOtherResults) {
    const std::string text = test::splicedText(std::size_t{1} << 20, 2, 20);
    const MemorySource source(bytesOf(text));
    ScanOptions options;
    options.regions = true;
    options.mojibakeHints = true;
    const ScanResult both = scanSource(source, Profile::Rfc3629, options);
    options.regions = false;
    const ScanResult alone = scanSource(source, Profile::Rfc3629, options);
    ASSERT_TRUE(both.regions.has_value());
    EXPECT_FALSE(alone.regions.has_value());
    EXPECT_EQ(both.stats, alone.stats);
    EXPECT_EQ(both.errors.size(), alone.errors.size());
    // Not when the scan stops at the first error.
    options.regions = true;
    options.stopAtFirstError = true;
    EXPECT_FALSE(scanSource(source, Profile::Rfc3629, options).regions.has_value());
}

} // namespace
} // namespace u8scope
