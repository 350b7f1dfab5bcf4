// OctetPalette and LegendWidget: readable, distinguishable class styles, and a legend that
// follows the profile.
#include "hexview/legendwidget.h"
#include "theme/palette.h"

#include <QImage>
#include <QPainter>
#include <gtest/gtest.h>
#include <set>

namespace u8scope::ui {

namespace {

std::vector<OctetClass> allClasses() {
    std::vector<OctetClass> classes;
    for (int i = 0; i < u8scope::kOctetClassCount; ++i) {
        classes.push_back(static_cast<OctetClass>(i));
    }
    return classes;
}

void expectReadable(const OctetPalette& palette) {
    for (const OctetClass c : allClasses()) {
        const OctetStyle& s = palette.style(c);
        const QColor behind = s.fill.isValid() ? s.fill : palette.background();
        EXPECT_GE(OctetPalette::contrast(s.foreground, behind), 4.5)
            << u8scope::toString(c) << " on " << behind.name().toStdString();
    }
}

TEST(OctetPalette, ClassTextMeetsWcagAaInLightAndDark) {
    expectReadable(OctetPalette::light());
    expectReadable(OctetPalette::dark());
}

// Inside a highlighted range (the ill-formed sequence at the cursor, a find match) and the
// selection, each class's text still reads: the dark theme's yellow highlight made the orange of
// a malformed octet 1.35:1.
TEST(OctetPalette, ClassTextReadsInTheHighlightAndTheSelection) {
    for (const OctetPalette& palette : {OctetPalette::light(), OctetPalette::dark()}) {
        for (const bool highlighted : {false, true}) {
            for (const bool selected : {false, true}) {
                const QColor behind = palette.cellBackground(highlighted, selected);
                for (const OctetClass c : allClasses()) {
                    const OctetStyle& s = palette.style(c);
                    EXPECT_GE(OctetPalette::contrast(palette.foreground(c, highlighted, selected),
                                                     s.fill.isValid() ? s.fill : behind),
                              4.5)
                        << u8scope::toString(c) << (palette.isDark() ? " dark" : " light")
                        << (highlighted ? " highlighted" : "") << (selected ? " selected" : "");
                }
            }
        }
        // The plain background is the view's: the class colours there are their own.
        EXPECT_EQ(palette.cellBackground(false, false), palette.background());
        EXPECT_EQ(palette.foreground(OctetClass::Malformed, false, false),
                  palette.style(OctetClass::Malformed).foreground);
    }
}

TEST(OctetPalette, EveryClassHasItsOwnColour) {
    for (const OctetPalette& palette : {OctetPalette::light(), OctetPalette::dark()}) {
        std::set<QRgb> colours;
        for (const OctetClass c : allClasses()) {
            const OctetStyle& s = palette.style(c);
            colours.insert((s.fill.isValid() ? s.fill : s.foreground).rgb());
        }
        EXPECT_EQ(colours.size(), allClasses().size());
    }
}

TEST(OctetPalette, ErrorsDifferByShapeAndWeightNotOnlyColour) {
    const OctetPalette palette = OctetPalette::light();
    const OctetStyle& malformed = palette.style(OctetClass::Malformed);
    const OctetStyle& never = palette.style(OctetClass::NeverValid);
    EXPECT_TRUE(malformed.bold);
    EXPECT_TRUE(malformed.frame.isValid());
    EXPECT_FALSE(malformed.fill.isValid()); // a box ...
    EXPECT_TRUE(never.bold);
    EXPECT_TRUE(never.fill.isValid()); // ... and a filled box
    for (const OctetClass c : allClasses()) {
        if (c != OctetClass::Malformed && c != OctetClass::NeverValid) {
            const OctetStyle& s = palette.style(c);
            EXPECT_FALSE(s.bold || s.frame.isValid() || s.fill.isValid()) << u8scope::toString(c);
        }
    }
}

TEST(OctetPalette, FollowsTheWindowLightness) {
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
    dark.setColor(QPalette::Base, QColor(0x10, 0x10, 0x10));
    dark.setColor(QPalette::Text, Qt::white);
    QPalette light;
    light.setColor(QPalette::Window, QColor(0xEE, 0xEE, 0xEE));
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    EXPECT_TRUE(OctetPalette::fromPalette(dark).isDark());
    EXPECT_FALSE(OctetPalette::fromPalette(light).isDark());
    expectReadable(OctetPalette::fromPalette(dark));
    expectReadable(OctetPalette::fromPalette(light));
}

TEST(OctetPalette, PaintsANeverValidOctetAsAFilledBox) {
    const OctetPalette palette = OctetPalette::light();
    QImage image(60, 30, QImage::Format_RGB32);
    image.fill(palette.background());
    {
        QPainter painter(&image);
        palette.paintOctet(painter, QRectF(20, 5, 20, 20), "FF", OctetClass::NeverValid, QFont());
    }
    // The fill shows beside the digits, inside the padding.
    EXPECT_EQ(image.pixelColor(18, 15).rgb(), palette.style(OctetClass::NeverValid).fill.rgb());
    EXPECT_EQ(image.pixelColor(5, 15).rgb(), palette.background().rgb());
}

// A font's U+FFFD is wider than a monospace cell, so that runs of malformed units overlapped
// into a smear; the mark drawn instead stays inside its cell at every size the view zooms to.
TEST(OctetPalette, ReplacementMarkStaysInsideItsCell) {
    for (const OctetPalette& palette : {OctetPalette::light(), OctetPalette::dark()}) {
        for (const OctetClass c : {OctetClass::Malformed, OctetClass::NeverValid}) {
            for (const int cell : {5, 7, 10, 16, 40}) {
                const QRectF box(30, 10, cell, 2 * cell + 4);
                QImage image(100, 120, QImage::Format_RGB32);
                image.fill(palette.background());
                {
                    QPainter painter(&image);
                    QFont font;
                    font.setPixelSize(2 * cell);
                    palette.paintReplacement(painter, box, box, c, font);
                }
                int diamond = 0; // pixels in the class's text colour
                for (int y = 0; y < image.height(); ++y) {
                    for (int x = 0; x < image.width(); ++x) {
                        const QColor pixel = image.pixelColor(x, y);
                        if (box.contains(QPointF(x + 0.5, y + 0.5))) {
                            diamond += pixel.rgb() == palette.style(c).foreground.rgb() ? 1 : 0;
                        } else {
                            ASSERT_EQ(pixel.rgb(), palette.background().rgb())
                                << "cell " << cell << " at " << x << "," << y;
                        }
                    }
                }
                EXPECT_GT(diamond, cell / 2) << "cell " << cell;
            }
        }
    }
}

// A dark theme that leaves PlaceholderText and AlternateBase at a light theme's values.
QPalette darkWithLightLeftovers() {
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2B, 0x2B, 0x2B));
    p.setColor(QPalette::Base, QColor(0x1E, 0x1E, 0x1E));
    p.setColor(QPalette::Text, QColor(0xE6, 0xE6, 0xE6));
    p.setColor(QPalette::PlaceholderText, QColor(0x50, 0x50, 0x50));
    p.setColor(QPalette::AlternateBase, QColor(0xF7, 0xF7, 0xF7));
    return p;
}

TEST(SecondaryColours, StayReadableWhenTheThemeLeavesLightColoursInADarkPalette) {
    const QPalette p = darkWithLightLeftovers();
    for (const QPalette::ColorRole bg : {QPalette::Base, QPalette::Window}) {
        const QColor muted = mutedText(p, bg);
        EXPECT_GE(OctetPalette::contrast(muted, p.color(bg)), 4.5);
        EXPECT_LT(OctetPalette::contrast(muted, p.color(bg)),
                  OctetPalette::contrast(p.color(QPalette::Text), p.color(bg)));
    }
    EXPECT_GE(OctetPalette::contrast(alternateRow(p), p.color(QPalette::Text)), 4.5);
    EXPECT_NE(alternateRow(p), p.color(QPalette::Base));
}

TEST(SecondaryColours, AreTheThemesOwnWhenReadable) {
    QPalette p;
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::Text, Qt::black);
    p.setColor(QPalette::PlaceholderText, QColor(0x60, 0x60, 0x60));
    p.setColor(QPalette::AlternateBase, QColor(0xF5, 0xF5, 0xF5));
    EXPECT_EQ(mutedText(p), QColor(0x60, 0x60, 0x60));
    EXPECT_EQ(alternateRow(p), QColor(0xF5, 0xF5, 0xF5));
}

TEST(LegendWidget, ShowsLead5And6OnlyUnderTheLegacyProfile) {
    LegendWidget legend;
    const auto strict = legend.shownClasses();
    EXPECT_EQ(strict.size(), 7u);
    EXPECT_EQ(std::count(strict.begin(), strict.end(), OctetClass::Lead5), 0);
    EXPECT_EQ(std::count(strict.begin(), strict.end(), OctetClass::Lead6), 0);
    legend.setProfile(u8scope::Profile::Iso10646_1993);
    const auto legacy = legend.shownClasses();
    EXPECT_EQ(legacy.size(), 9u);
    EXPECT_EQ(legacy[4], OctetClass::Lead5);
    EXPECT_EQ(legacy[5], OctetClass::Lead6);
}

TEST(LegendWidget, WrapsIntoMoreLinesWhenNarrow) {
    LegendWidget legend;
    const int wide = legend.heightForWidth(legend.sizeHint().width());
    const int narrow = legend.heightForWidth(legend.minimumSizeHint().width());
    EXPECT_GT(wide, 0);
    EXPECT_GT(narrow, 2 * wide);
    legend.resize(400, legend.heightForWidth(400));
    EXPECT_FALSE(legend.grab().isNull());
}

TEST(LegendWidget, SamplesReallyHaveTheirClass) {
    EXPECT_EQ(LegendWidget::sampleOctet(OctetClass::Lead2), "C3");
    EXPECT_TRUE(u8scope::isNeverValidOctet(
        static_cast<std::uint8_t>(
            LegendWidget::sampleOctet(OctetClass::NeverValid).toUInt(nullptr, 16)),
        u8scope::Profile::Iso10646_1993));
    for (const OctetClass c : {OctetClass::Lead1, OctetClass::Lead2, OctetClass::Lead3,
                               OctetClass::Lead4, OctetClass::Lead5, OctetClass::Lead6}) {
        const auto octet =
            static_cast<std::uint8_t>(LegendWidget::sampleOctet(c).toUInt(nullptr, 16));
        EXPECT_EQ(u8scope::announcedLength(octet), static_cast<int>(c) + 1);
    }
}

} // namespace

} // namespace u8scope::ui
