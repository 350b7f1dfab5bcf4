// The display form of a code point (display.h): the one answer for the hex view, the inspector
// and the dump.
#include "u8scope/text/display.h"

#include <gtest/gtest.h>

namespace u8scope {
namespace {

TEST(Display, OrdinaryCharactersAreGlyphs) {
    for (const std::uint64_t cp : {0x41u, 0x20u, 0xE9u, 0x4E2Du, 0x1F600u, 0x05D0u}) {
        const DisplayForm form = displayForm(cp);
        EXPECT_EQ(form.kind, DisplayKind::Glyph) << std::hex << cp;
        EXPECT_TRUE(form.label.empty()) << std::hex << cp;
        EXPECT_EQ(form.symbol, 0u) << std::hex << cp;
    }
}

TEST(Display, ControlsHaveTheirControlPicturesAndLabels) {
    EXPECT_EQ(displayForm(0x00).symbol, U'\u2400');
    EXPECT_EQ(displayForm(0x00).label, "NUL");
    EXPECT_EQ(displayForm(0x0A).kind, DisplayKind::Control);
    EXPECT_EQ(displayForm(0x0A).symbol, U'\u240A');
    EXPECT_EQ(displayForm(0x0A).label, "LF");
    EXPECT_EQ(displayForm(0x1B).label, "ESC");
    EXPECT_EQ(displayForm(0x7F).kind, DisplayKind::Control);
    EXPECT_EQ(displayForm(0x7F).symbol, U'\u2421');
    EXPECT_EQ(displayForm(0x7F).label, "DEL");
}

// The copies of this rule disagreed: the dump drew C1 controls, unassigned and private-use
// characters alike as a bullet, the inspector named only some of them, the hex view labelled
// them. Now: C1 controls are invisible and keep their ISO/IEC 6429 names.
TEST(Display, C1ControlsAreInvisibleAndNamed) {
    EXPECT_EQ(displayForm(0x85).kind, DisplayKind::Invisible);
    EXPECT_EQ(displayForm(0x85).label, "NEL");
    EXPECT_EQ(displayForm(0x9B).label, "CSI");
}

TEST(Display, InvisibleCharactersAreLabelled) {
    const std::pair<std::uint64_t, const char*> labelled[] = {
        {0x00A0, "NBSP"}, {0x00AD, "SHY"}, {0x200B, "ZWSP"}, {0x200D, "ZWJ"},   {0x200E, "LRM"},
        {0x202E, "RLO"},  {0x2066, "LRI"}, {0x2028, "LSEP"}, {0x2029, "PSEP"},  {0x2003, "EMSP"},
        {0x3000, "IDSP"}, {0xFEFF, "BOM"}, {0xFE0F, "VS16"}, {0xE0101, "VS18"}, {0x061C, "ALM"},
    };
    for (const auto& [cp, label] : labelled) {
        const DisplayForm form = displayForm(cp);
        EXPECT_EQ(form.kind, DisplayKind::Invisible) << label;
        EXPECT_EQ(form.label, label);
        EXPECT_EQ(displayLabel(cp), label);
    }
    // Invisible without a common abbreviation: a format character, an unassigned
    // default-ignorable code point, a tag.
    for (const std::uint64_t cp : {0x0600u, 0x2065u, 0xE0041u}) {
        EXPECT_EQ(displayForm(cp).kind, DisplayKind::Invisible) << std::hex << cp;
        EXPECT_TRUE(displayForm(cp).label.empty()) << std::hex << cp;
    }
}

TEST(Display, MarksAreShownOnADottedCircle) {
    for (const std::uint64_t cp : {0x0301u, 0x20DDu, 0x093Eu}) { // nonspacing, enclosing, spacing
        EXPECT_EQ(displayForm(cp).kind, DisplayKind::Combining) << std::hex << cp;
        EXPECT_EQ(displayForm(cp).symbol, U'\u25CC');
    }
}

TEST(Display, PrivateUseNoncharactersUnassignedAndBeyondUnicode) {
    EXPECT_EQ(displayForm(0xE000).kind, DisplayKind::PrivateUse);
    EXPECT_EQ(displayForm(0xE000).label, "PUA");
    EXPECT_EQ(displayForm(0x10FFFD).kind, DisplayKind::PrivateUse);
    EXPECT_EQ(displayForm(0xFFFE).kind, DisplayKind::Noncharacter);
    EXPECT_EQ(displayForm(0xFDD0).label, "NON");
    EXPECT_EQ(displayForm(0x0378).kind, DisplayKind::Unassigned);
    EXPECT_EQ(displayForm(0x0378).label, "?");
    EXPECT_EQ(displayForm(0x200000).kind, DisplayKind::BeyondUnicode);
    EXPECT_EQ(displayForm(0x200000).label, "200000");
    EXPECT_EQ(displayForm(0x7FFFFFFF).label, "7FFFFFFF");
}

// The hex view draws a label in one text cell, squeezed: none may be longer than five letters.
TEST(Display, EveryLabelIsShort) {
    for (std::uint64_t cp = 0; cp <= 0x10FFFF; ++cp)
        ASSERT_LE(displayLabel(cp).size(), 5u) << std::hex << cp;
}

} // namespace
} // namespace u8scope
