#include "u8scope/text/lineposition.h"

#include <gtest/gtest.h>
#include <random>
#include <string_view>
#include <vector>

namespace u8scope {
namespace {

std::span<const std::uint8_t> octets(std::string_view s) {
    return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}

TEST(LinePositions, CountsLinesAndCharactersFromOne) {
    LinePositions p;
    EXPECT_EQ(p.next(), (LineColumn{1, 1}));
    p.count(octets("ab\r\nc\xC3\xA9"));
    EXPECT_EQ(p.counted(), 7U);
    // c and é before it: a character is one column, whatever its octets.
    EXPECT_EQ(p.next(), (LineColumn{2, 3}));
}

TEST(LinePositions, CountsAStrayContinuingOctetAsACharacter) {
    LinePositions p;
    p.count(octets("x"));
    EXPECT_EQ(p.unit(0x80), (LineColumn{1, 2}));
    p.count(octets("\x80"));
    EXPECT_EQ(p.unit(0xBF), (LineColumn{1, 3}));
    p.count(octets("\xBF"));
    EXPECT_EQ(p.next(), (LineColumn{1, 4}));
    // A unit that starts a sequence is counted by its first octet, as any character.
    EXPECT_EQ(p.unit(0xE2), (LineColumn{1, 4}));
    p.count(octets("\xE2\x82 "));
    EXPECT_EQ(p.next(), (LineColumn{1, 6}));
    p.count(octets("\n"));
    EXPECT_EQ(p.next(), (LineColumn{2, 1}));
}

// ChunkPositions, fed chunk by chunk as a pipe is read, against LinePositions counting the whole
// input: the same position for every unit, on random input cut at random places.
TEST(ChunkPositions, AgreesWithCountingTheWholeInput) {
    std::mt19937 random(36);
    for (int round = 0; round < 300; ++round) {
        const auto size = std::uniform_int_distribution<std::size_t>(0, 200)(random);
        std::vector<std::uint8_t> input(size);
        for (auto& b : input) {
            const int pick = std::uniform_int_distribution<int>(0, 3)(random);
            b = pick == 0
                    ? std::uint8_t{0x0A}
                    : static_cast<std::uint8_t>(std::uniform_int_distribution<int>(0, 255)(random));
        }
        // Units at random increasing offsets, reported while the chunk that ends them is scanned:
        // at most kMaxSequenceLength - 1 octets before it.
        std::vector<std::uint64_t> units;
        for (std::uint64_t at = 0; at < size; ++at) {
            if (std::uniform_int_distribution<int>(0, 4)(random) == 0)
                units.push_back(at);
        }
        std::vector<LineColumn> expected;
        LinePositions whole;
        for (const std::uint64_t at : units) {
            whole.count(std::span(input).subspan(whole.counted(), at - whole.counted()));
            expected.push_back(whole.unit(input[at]));
        }
        ChunkPositions chunks;
        std::vector<LineColumn> found;
        std::size_t next = 0;
        for (std::size_t begin = 0; begin < size;) {
            const auto n =
                std::min(size - begin, std::uniform_int_distribution<std::size_t>(1, 9)(random));
            chunks.begin(std::span(input).subspan(begin, n));
            // The units this chunk's scan reports: those whose next kMaxSequenceLength octets it
            // holds or ends the input in, at most kMaxSequenceLength - 1 before it.
            while (next < units.size() &&
                   (units[next] + kMaxSequenceLength <= begin + n || begin + n == size)) {
                ASSERT_GE(units[next] + kMaxSequenceLength, begin + 1);
                found.push_back(chunks.unit(units[next], input[units[next]]));
                ++next;
            }
            chunks.end();
            begin += n;
        }
        ASSERT_EQ(found.size(), expected.size());
        for (std::size_t i = 0; i < found.size(); ++i) {
            EXPECT_EQ(found[i].line, expected[i].line) << "round " << round << " unit " << i;
            EXPECT_EQ(found[i].column, expected[i].column) << "round " << round << " unit " << i;
        }
    }
}

} // namespace
} // namespace u8scope
