// RowModel: per-octet classes and text cells of decoded rows, from core windows.
#include "hexview/rowmodel.h"
#include "u8scope/file/source.h"
#include "u8scope/file/window.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace u8scope::ui {

namespace {

std::vector<std::uint8_t> bytes(std::string_view s) {
    return {s.begin(), s.end()};
}

/// Every octet of `data`, row by row, as the view would get them.
std::vector<OctetCell> cellsOf(const std::vector<std::uint8_t>& data,
                               Profile profile = Profile::Rfc3629) {
    const u8scope::MemorySource source(data);
    const auto window = u8scope::decodeWindow(source, 0, data.size(), profile);
    EXPECT_TRUE(window.ok());
    RowModel model;
    std::vector<OctetCell> cells;
    for (std::uint64_t offset = 0; offset < data.size(); offset += HexLayout::kBytesPerRow) {
        const RowCells row = model.row(window.value(), offset, profile);
        EXPECT_EQ(row.offset, offset);
        for (int i = 0; i < row.count; ++i) {
            cells.push_back(row.cells[static_cast<std::size_t>(i)]);
        }
    }
    EXPECT_EQ(cells.size(), data.size());
    return cells;
}

QString u(char32_t c) {
    return QString::fromUcs4(&c, 1);
}

struct Expected {
    OctetClass octetClass;
    TextKind kind;
    QString text = {};
    QString label = {};
};

void expectCells(const std::vector<OctetCell>& cells, const std::vector<Expected>& expected) {
    ASSERT_EQ(cells.size(), expected.size());
    for (std::size_t i = 0; i < cells.size(); ++i) {
        SCOPED_TRACE("octet " + std::to_string(i));
        EXPECT_EQ(cells[i].octetClass, expected[i].octetClass);
        EXPECT_EQ(cells[i].text.kind, expected[i].kind);
        if (expected[i].kind != TextKind::Filler) {
            EXPECT_EQ(cells[i].text.text, expected[i].text);
            EXPECT_EQ(cells[i].text.label, expected[i].label);
        }
    }
}

constexpr auto L1 = OctetClass::Lead1;
constexpr auto L2 = OctetClass::Lead2;
constexpr auto L3 = OctetClass::Lead3;
constexpr auto L4 = OctetClass::Lead4;
constexpr auto Co = OctetClass::Continuation;
constexpr auto Ma = OctetClass::Malformed;
constexpr auto NV = OctetClass::NeverValid;
constexpr auto Fill = TextKind::Filler;

TEST(RowModel, ClassifiesWellFormedCharactersAndDrawsThemUnderTheirFirstOctet) {
    // A, é, €, 😀, LF, ZWJ, BOM: 1 + 2 + 3 + 4 + 1 + 3 + 3 = 17 octets, so two rows.
    const auto cells = cellsOf(bytes("A\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\n"
                                     "\xE2\x80\x8D\xEF\xBB\xBF"));
    expectCells(cells, {
                           {L1, TextKind::Glyph, "A"},
                           {L2, TextKind::Glyph, u(0xE9)},
                           {Co, Fill},
                           {L3, TextKind::Glyph, u(0x20AC)},
                           {Co, Fill},
                           {Co, Fill},
                           {L4, TextKind::Glyph, u(0x1F600)},
                           {Co, Fill},
                           {Co, Fill},
                           {Co, Fill},
                           {L1, TextKind::Control, u(0x2193), "LF"},
                           {L3, TextKind::Marker, {}, "ZWJ"},
                           {Co, Fill},
                           {Co, Fill},
                           {L3, TextKind::Marker, {}, "BOM"},
                           {Co, Fill},
                           {Co, Fill}, // the BOM's last octet starts the second row
                       });
    EXPECT_EQ(cells[14].unitOffset, 14u);
    EXPECT_EQ(cells[16].unitOffset, 14u);
    EXPECT_EQ(cells[16].unitLength, 3);
    EXPECT_TRUE(cells[16].unitValid);
}

TEST(RowModel, ShowsEachMalformedUnitAsOneReplacementCharacter) {
    // Overlong C0 AF, surrogate ED A0 80, beyond U+10FFFF F4 90 80 80, truncated E2 82 before
    // "B", a stray continuing octet 80, and FF, which never occurs. Maximal subparts (Unicode
    // §3.9): C0, ED and F4 each stand alone, and so does each continuing octet after them.
    const auto cells = cellsOf(bytes("\xC0\xAF\xED\xA0\x80\xF4\x90\x80\x80\xE2\x82"
                                     "B\x80\xFF"));
    const QString fffd = u(0xFFFD);
    const auto R = TextKind::Replacement;
    expectCells(cells, {
                           {NV, R, fffd}, // C0: never valid under RFC 3629
                           {Ma, R, fffd}, // AF
                           {Ma, R, fffd}, // ED
                           {Ma, R, fffd}, // A0
                           {Ma, R, fffd}, // 80
                           {Ma, R, fffd}, // F4
                           {Ma, R, fffd}, // 90
                           {Ma, R, fffd}, // 80
                           {Ma, R, fffd}, // 80
                           {Ma, R, fffd}, // E2 82: one truncated unit
                           {Ma, Fill},
                           {L1, TextKind::Glyph, "B"},
                           {Ma, R, fffd}, // stray 80
                           {NV, R, fffd}, // FF
                       });
    EXPECT_FALSE(cells[9].unitValid);
    EXPECT_EQ(cells[10].unitOffset, 9u);
    EXPECT_EQ(cells[10].unitLength, 2);
}

TEST(RowModel, MakesInvisibleAndControlCharactersVisible) {
    // NUL, TAB, DEL, NEL (C1), NBSP, soft hyphen, ZWSP, RLO, combining acute, space, CR, ESC.
    const auto cells =
        cellsOf(bytes(std::string("\x00\t\x7F", 3) +
                      "\xC2\x85\xC2\xA0\xC2\xAD\xE2\x80\x8B\xE2\x80\xAE\xCC\x81 \r\x1B"));
    expectCells(cells, {
                           {L1, TextKind::Control, u(0x2400), "NUL"},
                           {L1, TextKind::Control, u(0x21E5), "HT"},
                           {L1, TextKind::Control, u(0x2421), "DEL"},
                           {L2, TextKind::Marker, {}, "NEL"},
                           {Co, Fill},
                           {L2, TextKind::Marker, {}, "NBSP"},
                           {Co, Fill},
                           {L2, TextKind::Marker, {}, "SHY"},
                           {Co, Fill},
                           {L3, TextKind::Marker, {}, "ZWSP"},
                           {Co, Fill},
                           {Co, Fill},
                           {L3, TextKind::Marker, {}, "RLO"},
                           {Co, Fill},
                           {Co, Fill},
                           {L2, TextKind::Combining, u(0x25CC) + u(0x0301)},
                           {Co, Fill},
                           {L1, TextKind::Glyph, " "},
                           {L1, TextKind::Control, u(0x21E4), "CR"},
                           {L1, TextKind::Control, u(0x241B), "ESC"},
                       });
}

TEST(RowModel, MarksUnusualCodePoints) {
    // Private use U+E000, noncharacter U+FFFE, unassigned U+0378, variation selector 16.
    const auto cells = cellsOf(bytes("\xEE\x80\x80\xEF\xBF\xBE\xCD\xB8\xEF\xB8\x8F"));
    EXPECT_EQ(cells[0].text, (TextCell{TextKind::Marker, {}, "PUA", 0xE000}));
    EXPECT_EQ(cells[3].text, (TextCell{TextKind::Marker, {}, "NON", 0xFFFE}));
    EXPECT_EQ(cells[6].text, (TextCell{TextKind::Marker, {}, "?", 0x378}));
    EXPECT_EQ(cells[8].text, (TextCell{TextKind::Marker, {}, "VS16", 0xFE0F}));
}

TEST(RowModel, FollowsTheProfile) {
    // A 5-octet sequence for U+200000: well formed only under ISO/IEC 10646-1:1993.
    const auto data = bytes("\xF8\x88\x80\x80\x80");
    const auto legacy = cellsOf(data, Profile::Iso10646_1993);
    EXPECT_EQ(legacy[0].octetClass, OctetClass::Lead5);
    EXPECT_EQ(legacy[0].text, (TextCell{TextKind::Marker, {}, "200000", 0x200000})); // no character
    for (int i = 1; i < 5; ++i) {
        EXPECT_EQ(legacy[static_cast<std::size_t>(i)].octetClass, Co);
        EXPECT_EQ(legacy[static_cast<std::size_t>(i)].text.kind, Fill);
    }
    const auto strict = cellsOf(data, Profile::Rfc3629);
    EXPECT_EQ(strict[0].octetClass, NV);
    EXPECT_EQ(strict[0].text.kind, TextKind::Replacement);
    EXPECT_EQ(strict[1].octetClass, Ma);
}

TEST(RowModel, RowStartingInsideAUnitShowsItsLaterOctetsAsFillers) {
    // 15 ASCII octets, then é across the row boundary.
    const auto data = bytes("0123456789abcde\xC3\xA9");
    const u8scope::MemorySource source(data);
    // A window of the second row only, as the view reads it when scrolled there.
    const auto window = u8scope::decodeWindow(source, 16, 16);
    ASSERT_TRUE(window.ok());
    RowModel model;
    const RowCells row = model.row(window.value(), 16, Profile::Rfc3629);
    ASSERT_EQ(row.count, 1);
    EXPECT_EQ(row.cells[0].octetClass, Co);
    EXPECT_EQ(row.cells[0].text.kind, Fill);
    EXPECT_EQ(row.cells[0].unitOffset, 15u);
    EXPECT_EQ(row.cells[0].unitLength, 2);
}

TEST(RowModel, RowOutsideTheWindowIsEmpty) {
    const auto data = bytes("hello");
    const u8scope::MemorySource source(data);
    const auto window = u8scope::decodeWindow(source, 0, 5);
    RowModel model;
    EXPECT_EQ(model.row(window.value(), 16, Profile::Rfc3629).count, 0);
    EXPECT_EQ(model.row(window.value(), 0, Profile::Rfc3629).count, 5);
}

TEST(RowModel, HexTextIsTwoUppercaseDigits) {
    EXPECT_EQ(RowModel::hexText(0x00), "00");
    EXPECT_EQ(RowModel::hexText(0xAB), "AB");
    EXPECT_EQ(RowModel::hexText(0xFF), "FF");
}

TEST(RowModel, ControlsHaveTheirCaretLetters) {
    // The view draws ^@, ^A, ^[, ^? where a Control Picture would be tiny stacked letters.
    EXPECT_EQ(RowModel::caretLetter(0x00), QChar(u'@'));
    EXPECT_EQ(RowModel::caretLetter(0x01), QChar(u'A'));
    EXPECT_EQ(RowModel::caretLetter(0x1B), QChar(u'['));
    EXPECT_EQ(RowModel::caretLetter(0x1F), QChar(u'_'));
    EXPECT_EQ(RowModel::caretLetter(0x7F), QChar(u'?'));
    EXPECT_TRUE(RowModel::caretLetter(0x20).isNull());
    EXPECT_TRUE(RowModel::caretLetter(0x85).isNull()); // C1 controls have no caret form
}

TEST(RowModel, LabelsNameCommonInvisibles) {
    EXPECT_EQ(RowModel::label(0x0A), "LF");
    EXPECT_EQ(RowModel::label(0x1B), "ESC");
    EXPECT_EQ(RowModel::label(0x9B), "CSI");
    EXPECT_EQ(RowModel::label(0x200D), "ZWJ");
    EXPECT_EQ(RowModel::label(0xFEFF), "BOM");
    EXPECT_EQ(RowModel::label(0xFE00), "VS1");
    EXPECT_EQ(RowModel::label(0xE0100), "VS17");
    EXPECT_EQ(RowModel::label(0x41), "");
}

} // namespace

} // namespace u8scope::ui
