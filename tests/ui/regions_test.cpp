// The regions in the window: the overview strip's bands drawn from the scan's region map, Next
// and Previous Region (F6, Shift+F6) round the file, the status bar's field of the region at the
// cursor, and the file summary that names them.
#include "document/document.h"
#include "hexview/hexview.h"
#include "panels/errorspanel.h"
#include "regions/overviewstrip.h"
#include "regions/regionstool.h"
#include "theme/palette.h"
#include "theme/regioncolours.h"
#include "u8scope/codec/explaintext.h"
#include "window/mainwindow.h"
#include "window/statusbar.h"
#include "windowtest.h"
#include "words/words.h"

#include <QAction>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTest>
#include <gtest/gtest.h>
#include <random>

namespace u8scope::ui {

using testui::waitFor;
using testui::writeFile;

namespace {

// A megabyte of text with three blocks of 4 KiB of random octets and a hole of 8 KiB of NUL.
QByteArray splicedText() {
    QByteArray data;
    while (data.size() < (1 << 20))
        data += "Gr\xC3\xBC\xC3\x9F Gott, the quick brown fox jumps over the lazy dog.\n";
    data.truncate(1 << 20);
    std::mt19937 rng(7);
    for (const int at : {100000, 400000, 900000}) {
        for (int i = 0; i < 4096; ++i)
            data[at + i] = static_cast<char>(rng());
    }
    for (int i = 0; i < 8192; ++i)
        data[600000 + i] = '\0';
    return data;
}

class RegionsTest : public testui::WindowTest {
protected:
    void SetUp() override {
        testui::WindowTest::SetUp();
        open(splicedText(), QStringLiteral("spliced.bin"));
        ASSERT_EQ(doc().scanState(), Document::ScanState::Finished);
        ASSERT_TRUE(map());
    }
    [[nodiscard]] const RegionMap* map() const { return RegionsTool::of(doc()).map(); }
    [[nodiscard]] QAction* action(const QString& text) const {
        for (QAction* menu : m_window->menuBar()->actions()) {
            if (!menu->menu())
                continue;
            for (QAction* a : menu->menu()->actions())
                if (a->text() == text)
                    return a;
        }
        ADD_FAILURE() << "no action " << text.toStdString();
        return nullptr;
    }
};

TEST_F(RegionsTest, TheScanMapsTheBinaryBlocksAndTheHole) {
    EXPECT_EQ(map()->count(RegionKind::Binary), 3u);
    EXPECT_EQ(map()->count(RegionKind::Nul), 1u);
    EXPECT_EQ(map()->size(), doc().size());
}

TEST_F(RegionsTest, TheStripDrawsTheBandsOfTheRegionMap) {
    auto* strip = m_window->findChild<OverviewStrip*>();
    ASSERT_TRUE(strip);
    const Overview& o = strip->overview();
    ASSERT_GT(o.count, 100u);
    EXPECT_EQ(o.regions, map()->bands(0, doc().size(), o.count));
    // Each binary block shows in the column of regions, in the colour of binary data, on the
    // rows of its band; the text around it in the colour of its own kind.
    const QImage picture = strip->grab().toImage();
    const OctetPalette palette = OctetPalette::fromPalette(strip->palette());
    const auto colourAt = [&](std::uint64_t offset) {
        const auto [top, bottom] = strip->rowsOf(o.bandAt(offset));
        const QPoint at(3, (top + bottom) / 2);
        return picture.pixelColor(at * picture.devicePixelRatio());
    };
    for (const Region& r : map()->regions()) {
        if (r.kind == RegionKind::Binary) {
            EXPECT_EQ(colourAt(r.offset + r.length / 2), regionColour(RegionKind::Binary, palette))
                << r.offset;
        }
    }
    EXPECT_EQ(colourAt(50000), regionColour(map()->regionAt(50000)->kind, palette));
    EXPECT_TRUE(strip->describe(o.bandAt(map()->regions()[1].offset + 10))
                    .contains(Words::regionKind(map()->regions()[1].kind)));
}

TEST_F(RegionsTest, NextAndPreviousRegionGoRoundTheFile) {
    QAction* next = action(QStringLiteral("Next &Region"));
    QAction* previous = action(QStringLiteral("Previous Regi&on"));
    ASSERT_TRUE(next && previous);
    EXPECT_EQ(next->shortcut(), QKeySequence(Qt::Key_F6));
    EXPECT_EQ(previous->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_F6));
    const auto regions = map()->regions();
    ASSERT_GE(regions.size(), 5u);
    QSignalSpy said(&doc(), &Document::statusMessage);
    doc().setCursor(10);
    for (std::size_t i = 1; i < regions.size(); ++i) {
        next->trigger();
        EXPECT_EQ(doc().cursor(), regions[i].offset) << i;
    }
    ASSERT_FALSE(said.isEmpty());
    EXPECT_TRUE(said.last().at(0).toString().startsWith(
        QStringLiteral("Region %1 of %1").arg(regions.size())));
    next->trigger(); // round the end
    EXPECT_EQ(doc().cursor(), 0u);
    EXPECT_TRUE(said.last().at(0).toString().contains(QStringLiteral("wrapped")));
    previous->trigger(); // and back
    EXPECT_EQ(doc().cursor(), regions.back().offset);
    doc().setCursor(regions[2].offset + 5);
    previous->trigger(); // the one the cursor is in is passed over
    EXPECT_EQ(doc().cursor(), regions[1].offset);
}

TEST_F(RegionsTest, TheStatusBarNamesTheRegionAtTheCursor) {
    const StatusField* field = nullptr;
    for (const StatusField& f : statusFields())
        if (QLatin1String(f.name) == QLatin1String("Region"))
            field = &f;
    ASSERT_TRUE(field);
    const auto regions = map()->regions();
    for (std::size_t i = 0; i < regions.size(); ++i) {
        doc().setCursor(regions[i].offset + regions[i].length / 2);
        const StatusText text = field->text(doc());
        ASSERT_FALSE(text.forms.isEmpty());
        EXPECT_EQ(text.forms.front(), QStringLiteral("Region %1 of %2: %3")
                                          .arg(i + 1)
                                          .arg(regions.size())
                                          .arg(Words::region(regions[i])));
    }
    doc().setCursor(100000 + 2048);
    EXPECT_TRUE(field->text(doc()).forms.front().contains(QStringLiteral("binary data, 4")));
}

TEST_F(RegionsTest, TheSummaryNamesTheRegions) {
    auto* panel = m_window->findChild<ErrorsPanel*>();
    ASSERT_TRUE(panel);
    ASSERT_TRUE(waitFor([&] { return !panel->fileSummaryText().isEmpty(); }));
    EXPECT_TRUE(panel->fileSummaryText().contains(
        QStringLiteral("Regions: 3 blocks of binary data, 1 run of NUL octets.")))
        << panel->fileSummaryText().toStdString();
}

// The words of the summary's regions say, untranslated, what the command line says.
TEST(Words, UntranslatedSayTheRegionsAsCoreSaysThem) {
    std::vector<RegionTally> all;
    for (int k = 0; k < kRegionKindCount; ++k) {
        for (const std::uint64_t count : {1, 7}) {
            all.push_back({static_cast<RegionKind>(k), {}, count, 4096, std::nullopt});
            if (static_cast<RegionKind>(k) == RegionKind::Legacy)
                all.push_back({RegionKind::Legacy, "windows-1251", count, 4096, std::nullopt});
            if (static_cast<RegionKind>(k) == RegionKind::Binary)
                all.push_back({RegionKind::Binary, {}, count, 4096, std::uint8_t{0xFF}});
        }
    }
    for (const RegionTally& t : all) {
        const std::vector<RegionTally> one{t};
        EXPECT_EQ(Words::regions(one), QString::fromStdString(regionsText(one)));
    }
    EXPECT_EQ(Words::regions(all), QString::fromStdString(regionsText(all)));
    EXPECT_TRUE(Words::regions({}).isEmpty());
    FileSummary s;
    s.kind = FileKind::Utf8WithErrors;
    s.errors = 1;
    s.kinds = {{ErrorKind::Truncated, 1}};
    s.regions = {{RegionKind::Binary, {}, 50, 50 * 4096, std::nullopt}};
    EXPECT_TRUE(
        Words::fileSummary(s).endsWith(QStringLiteral(" Regions: 50 blocks of binary data.")));
    EXPECT_TRUE(summaryText(s).ends_with(" Regions: 50 blocks of binary data."));
}

// A file that is a fill, or mostly one, says so in the window as on the command line (less the
// command), not that it is binary data with some text; a text says the fill it holds, and with
// its regions named, they name it.
TEST(Words, SayAFillIsAFill) {
    FileSummary s;
    s.kind = FileKind::Binary;
    s.octets = 65536;
    s.fills = RegionTally{RegionKind::Binary, {}, 1, 65536, std::uint8_t{0xFF}};
    EXPECT_TRUE(Words::fileSummary(s).startsWith(QStringLiteral("A fill of octet FF, 65")));
    EXPECT_TRUE(Words::fileSummary(s).endsWith(
        QStringLiteral(" octets, as erased flash or padding holds: there is no text in it. Read "
                       "it as data, not as text.")));
    s.fills->octets = 60000;
    EXPECT_TRUE(Words::fileSummary(s).startsWith(QStringLiteral("Mostly a fill of octet FF: 60")));
    EXPECT_TRUE(Words::fileSummary(s).endsWith(QStringLiteral(
        " octets, as erased flash or padding holds. The rest is what its regions say.")));
    // Binary by a fill that is not most of it: the fill is the reason, with the regions or not.
    s.fills->octets = 20000;
    const QString reason = QStringLiteral(
        "Binary data with some text (31% of the bytes are a fill of octet FF, as erased flash or "
        "padding holds): read it as data, not as text.");
    EXPECT_EQ(Words::fileSummary(s), reason);
    s.regions = {{RegionKind::Ascii, {}, 1, 45536, std::nullopt},
                 {RegionKind::Binary, {}, 1, 20000, 0xFF}};
    EXPECT_TRUE(Words::fileSummary(s).startsWith(reason + QLatin1Char(' ')))
        << Words::fileSummary(s).toStdString();
    EXPECT_TRUE(Words::fileSummary(s).endsWith(QStringLiteral("1 fill of octet FF.")))
        << Words::fileSummary(s).toStdString();
    s.regions.clear();
    s.kind = FileKind::Ascii;
    s.fills = RegionTally{RegionKind::Binary, {}, 2, 200, std::uint8_t{0x80}};
    EXPECT_EQ(Words::fileSummary(s),
              QStringLiteral("Valid UTF-8, all of it ASCII: nothing to do. It holds 2 fills of "
                             "octet 80 (200 octets, as erased flash or padding holds): binary "
                             "data, not text."));
    s.regions = {*s.fills};
    EXPECT_EQ(Words::fileSummary(s), QStringLiteral("Valid UTF-8, all of it ASCII: nothing to do. "
                                                    "Regions: 2 fills of octet 80."));
    EXPECT_EQ(Words::fileSummary(s), QString::fromStdString(summaryText(s)));
}

} // namespace
} // namespace u8scope::ui
