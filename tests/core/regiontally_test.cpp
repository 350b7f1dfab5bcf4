// The regions a file summary names: counted by kind from the region map, legacy text by its
// code page, none for a file of one region or of text alone; and the sentence of them.
#include "test_support.h"
#include "u8scope/codec/explaintext.h"
#include "u8scope/regions/regiontally.h"

#include <gtest/gtest.h>
#include <random>

namespace u8scope {
namespace {

using test::Bytes;

Bytes text(std::size_t n) {
    const std::string line = "The quick brown fox jumps over the lazy dog.\n";
    Bytes out;
    while (out.size() < n)
        out.insert(out.end(), line.begin(), line.end());
    out.resize(n);
    return out;
}

RegionMap mapOf(const Bytes& in) {
    RegionMapper mapper;
    mapper.feed(in);
    return mapper.finish();
}

TEST(RegionTally, CountsTheBinaryBlocksAndTheHolesOfAFile) {
    Bytes in = text(1 << 20);
    std::mt19937 rng(3);
    for (const std::size_t at : {100000u, 300000u, 700000u}) {
        for (std::size_t i = 0; i < 4096; ++i)
            in[at + i] = static_cast<std::uint8_t>(rng());
    }
    std::fill(in.begin() + 500000, in.begin() + 508192, 0);
    const RegionMap map = mapOf(in);
    const std::vector<RegionTally> tally = tallyRegions(map);
    ASSERT_EQ(tally.size(), 2u);
    EXPECT_EQ(tally[0].kind, RegionKind::Binary);
    EXPECT_EQ(tally[0].count, 3u);
    EXPECT_EQ(tally[0].octets, map.octets(RegionKind::Binary));
    EXPECT_EQ(tally[1].kind, RegionKind::Nul);
    EXPECT_EQ(tally[1].count, 1u);
    EXPECT_EQ(tally[1].octets, 8192u);
    EXPECT_EQ(regionsText(tally), "Regions: 3 blocks of binary data, 1 run of NUL octets.");
}

TEST(RegionTally, NamesNothingInAFileOfTextOrOfOneRegion) {
    EXPECT_TRUE(tallyRegions(mapOf(text(300000))).empty());
    Bytes random(50000);
    std::mt19937 rng(4);
    for (auto& b : random)
        b = static_cast<std::uint8_t>(rng());
    const RegionMap binary = mapOf(random);
    ASSERT_EQ(binary.regions().size(), 1u);
    EXPECT_TRUE(tallyRegions(binary).empty());
    EXPECT_TRUE(tallyRegions(RegionMap()).empty());
    EXPECT_EQ(regionsText({}), "");
}

// Fills are tallied by their octet, apart from other binary data.
TEST(RegionTally, CountsFillsByTheirOctetApartFromOtherData) {
    std::mt19937 rng(2);
    std::string text;
    while (text.size() < 60000)
        text += "The quick brown fox jumps over the lazy dog, again and again.\n";
    std::string random(4096, '\0');
    for (char& c : random)
        c = static_cast<char>(rng());
    text.insert(8060, std::string(100, '\xFF'));
    text.insert(20026, random);
    text.insert(40052, std::string(200, '\xFF'));
    const RegionMap map = mapOf(Bytes(text.begin(), text.end()));
    const std::vector<RegionTally> tally = tallyRegions(map);
    ASSERT_EQ(tally.size(), 2u);
    EXPECT_EQ(tally[0].kind, RegionKind::Binary);
    EXPECT_EQ(tally[0].count, 1u);
    EXPECT_FALSE(tally[0].fill.has_value());
    EXPECT_EQ(tally[1], (RegionTally{RegionKind::Binary, "", 2, 300, std::uint8_t{0xFF}}));
}

TEST(RegionTally, SaysEachKindInTheOrderGiven) {
    EXPECT_EQ(regionsText({{RegionKind::Legacy, "windows-1251", 3, 1, std::nullopt},
                           {RegionKind::Legacy, "", 1, 1, std::nullopt},
                           {RegionKind::Mixed, "", 2, 1, std::nullopt},
                           {RegionKind::Utf16, "", 1, 1, std::nullopt},
                           {RegionKind::Malformed, "", 4, 1, std::nullopt},
                           {RegionKind::Mojibake, "", 1, 1, std::nullopt}}),
              "Regions: 3 regions in windows-1251, 1 region in a legacy encoding, 2 stretches of "
              "mixed data, 1 region of UTF-16, 4 clusters of malformed sequences, 1 region of "
              "mojibake.");
    EXPECT_EQ(regionsText({{RegionKind::Binary, "", 2, 8192, std::uint8_t{0xFF}},
                           {RegionKind::Binary, "", 1, 64, std::uint8_t{0x80}},
                           {RegionKind::Binary, "", 1, 4096, std::nullopt}}),
              "Regions: 2 fills of octet FF, 1 fill of octet 80, 1 block of binary data.");
    FileSummary s;
    s.kind = FileKind::Ascii;
    s.regions = {{RegionKind::Nul, "", 1, 1024, std::nullopt}};
    EXPECT_EQ(summaryText(s),
              "Valid UTF-8, all of it ASCII: nothing to do. Regions: 1 run of NUL octets.");
}

} // namespace
} // namespace u8scope
