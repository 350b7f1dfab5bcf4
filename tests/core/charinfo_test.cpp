#include "u8scope/text/charinfo.h"

#include <gtest/gtest.h>

namespace u8scope {
namespace {

TEST(CharInfo, NamesCharactersWithIcu) {
    const CharInfo a = charInfo(0x41);
    EXPECT_EQ(a.name, "LATIN CAPITAL LETTER A");
    EXPECT_EQ(a.generalCategory, "Lu");
    EXPECT_EQ(a.generalCategoryName, "Uppercase Letter");
    EXPECT_EQ(a.script, "Latin");
    EXPECT_EQ(a.block, "Basic Latin");
    EXPECT_EQ(a.age, "1.1");
    EXPECT_EQ(charInfo(0x1F600).name, "GRINNING FACE");
}

TEST(CharInfo, LabelsCharactersWithoutNames) {
    EXPECT_EQ(charInfo(0x0A).name, "<control-000A> LINE FEED");
    EXPECT_TRUE(charInfo(0x0A).control);
    EXPECT_EQ(charInfo(0xFFFE).name, "<noncharacter-FFFE>");
    EXPECT_EQ(charInfo(0xE000).name, "<private-use-E000>");
    EXPECT_EQ(charInfo(0xD800).name, "<surrogate-D800>");
    EXPECT_FALSE(charInfo(0x110000).inUnicode);
}

TEST(CharInfo, ReportsInvisibleAndCombiningCharacters) {
    EXPECT_TRUE(charInfo(0x200D).defaultIgnorable); // ZERO WIDTH JOINER
    EXPECT_TRUE(charInfo(0xFEFF).defaultIgnorable); // ZERO WIDTH NO-BREAK SPACE (BOM)
    EXPECT_TRUE(charInfo(0x20).whitespace);
    EXPECT_TRUE(charInfo(0x0301).combining);
    EXPECT_EQ(charInfo(0x0301).combiningClass, 230);
}

TEST(CharInfo, MeasuresTerminalWidth) {
    EXPECT_EQ(displayWidth('a'), 1);
    EXPECT_EQ(displayWidth(0x65E5), 2);  // CJK
    EXPECT_EQ(displayWidth(0x1F600), 2); // emoji
    EXPECT_EQ(displayWidth(0x0301), 0);  // combining acute
    EXPECT_EQ(displayWidth(0x200D), 0);  // ZWJ
}

} // namespace
} // namespace u8scope
