// What people type: the find mode guessed from a query, and Go to Offset with relative moves.
#include "u8scope/file/userinput.h"

#include <gtest/gtest.h>

namespace u8scope {
namespace {

TEST(UserInput, GuessesTheFindModeFromWhatIsTyped) {
    EXPECT_EQ(guessQueryKind("C3 A9"), QueryKind::Octets);
    EXPECT_EQ(guessQueryKind("c3a9"), QueryKind::Octets);
    EXPECT_EQ(guessQueryKind("\\xC3\\xA9"), QueryKind::Octets);
    EXPECT_EQ(guessQueryKind("0xC3,0xA9"), QueryKind::Octets);
    EXPECT_EQ(guessQueryKind("FFFE"), QueryKind::Octets);
    EXPECT_EQ(guessQueryKind("U+00E9"), QueryKind::CodePoints);
    EXPECT_EQ(guessQueryKind("u+1f600 U+0301"), QueryKind::CodePoints);
    EXPECT_EQ(guessQueryKind("caf\xC3\xA9"), QueryKind::Text);
    EXPECT_EQ(guessQueryKind("cafe"), QueryKind::Text); // a word, though hex
    EXPECT_EQ(guessQueryKind("2024"), QueryKind::Text);
    EXPECT_EQ(guessQueryKind("C3 A"), QueryKind::Text); // an odd digit out
    EXPECT_EQ(guessQueryKind("U+ZZ"), QueryKind::Text);
    EXPECT_EQ(guessQueryKind(""), QueryKind::Text);
}

TEST(UserInput, ReadsAbsoluteOffsets) {
    EXPECT_EQ(readOffset("4096", 0, 10000).offset, 4096u);
    EXPECT_EQ(readOffset("0x1000", 0, 10000).offset, 4096u);
    EXPECT_EQ(readOffset("1000h", 0, 10000).offset, 4096u);
    EXPECT_EQ(readOffset(" 4_096 ", 0, 10000).offset, 4096u);
    EXPECT_FALSE(readOffset("4096", 0, 10000).relative);
    EXPECT_EQ(readOffset("10000", 0, 10000).problem, OffsetInput::Problem::PastEnd);
    EXPECT_EQ(readOffset("", 0, 10000).problem, OffsetInput::Problem::Empty);
    EXPECT_EQ(readOffset("12ab", 0, 10000).problem, OffsetInput::Problem::NotANumber);
    EXPECT_EQ(readOffset("0x", 0, 10000).problem, OffsetInput::Problem::NotANumber);
    EXPECT_EQ(readOffset("99999999999999999999999", 0, 10000).problem,
              OffsetInput::Problem::NotANumber);
    EXPECT_EQ(readOffset("0", 0, 0).problem, OffsetInput::Problem::EmptyFile);
}

TEST(UserInput, ReadsRelativeMovesFromTheCursor) {
    const OffsetInput forward = readOffset("+16", 100, 1000);
    EXPECT_EQ(forward.offset, 116u);
    EXPECT_TRUE(forward.relative);
    EXPECT_EQ(forward.distance, 16u);
    EXPECT_EQ(readOffset("-16", 100, 1000).offset, 84u);
    EXPECT_EQ(readOffset("-0x10", 100, 1000).offset, 84u);
    EXPECT_EQ(readOffset("-100", 100, 1000).offset, 0u);
    EXPECT_EQ(readOffset("-101", 100, 1000).problem, OffsetInput::Problem::BeforeStart);
    EXPECT_EQ(readOffset("+900", 100, 1000).problem, OffsetInput::Problem::PastEnd);
    EXPECT_EQ(readOffset("+1", UINT64_MAX - 1, UINT64_MAX).problem, OffsetInput::Problem::PastEnd);
    EXPECT_EQ(readOffset("+", 100, 1000).problem, OffsetInput::Problem::NotANumber);
}

} // namespace
} // namespace u8scope
