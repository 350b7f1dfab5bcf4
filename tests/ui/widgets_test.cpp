#include "dialogs/gotooffsetdialog.h"
#include "document/inspection.h"
#include "panels/bitlayoutpanel.h"
#include "panels/bitlayoutview.h"
#include "panels/inspectorpanel.h"
#include "qt_environment.h"
#include "theme/palette.h"
#include "window/findbar.h"
#include "window/noticebar.h"

#include <QApplication>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <gtest/gtest.h>

namespace u8scope::ui {

namespace {

std::shared_ptr<u8scope::MemorySource> memory(std::string_view bytes) {
    return std::make_shared<u8scope::MemorySource>(
        std::vector<std::uint8_t>(bytes.begin(), bytes.end()), "memory");
}

TEST(GoToOffset, ParsesDecimalAndHex) {
    EXPECT_EQ(GoToOffsetDialog::parse(QStringLiteral("4096"), 10000).offset, 4096u);
    EXPECT_EQ(GoToOffsetDialog::parse(QStringLiteral(" 0x1000 "), 10000).offset, 4096u);
    EXPECT_EQ(GoToOffsetDialog::parse(QStringLiteral("0X1a"), 10000).offset, 26u);
    EXPECT_EQ(GoToOffsetDialog::parse(QStringLiteral("1Ah"), 10000).offset, 26u);
    EXPECT_EQ(GoToOffsetDialog::parse(QStringLiteral("1_000"), 10000).offset, 1000u);
    EXPECT_EQ(
        GoToOffsetDialog::parse(QStringLiteral("0x1_0000_0000"), std::uint64_t{1} << 33).offset,
        std::uint64_t{1} << 32);
}

TEST(GoToOffset, ExplainsWhatIsWrong) {
    const auto past = GoToOffsetDialog::parse(QStringLiteral("10000"), 10000);
    EXPECT_FALSE(past.offset);
    EXPECT_TRUE(past.message.contains(QStringLiteral("past the end")))
        << past.message.toStdString();
    EXPECT_TRUE(past.message.contains(QStringLiteral("0x270F"))) << past.message.toStdString();
    const auto junk = GoToOffsetDialog::parse(QStringLiteral("12zz"), 10000);
    EXPECT_FALSE(junk.offset);
    EXPECT_TRUE(junk.message.contains(QStringLiteral("not an offset")));
    EXPECT_FALSE(GoToOffsetDialog::parse(QString(), 10000).offset);
    EXPECT_FALSE(GoToOffsetDialog::parse(QStringLiteral("0"), 0).offset);
    EXPECT_FALSE(GoToOffsetDialog::parse(QStringLiteral("-1"), 10).offset);
}

TEST(GoToOffset, DialogDisablesOkForABadOffset) {
    GoToOffsetDialog dialog(100, 5);
    EXPECT_EQ(dialog.offset(), 5u);
    dialog.field()->setText(QStringLiteral("100"));
    EXPECT_FALSE(dialog.offset());
    dialog.field()->setText(QStringLiteral("0x63"));
    EXPECT_EQ(dialog.offset(), 99u);
}

TEST(FindBar, TurnsEachModeIntoOctets) {
    using M = FindBar::Mode;
    EXPECT_EQ(FindBar::needleFor(M::Hex, QStringLiteral("C3 a9"), Profile::Rfc3629).octets,
              QByteArray("\xC3\xA9"));
    EXPECT_EQ(FindBar::needleFor(M::Text, QStringLiteral("é€"), Profile::Rfc3629).octets,
              QByteArray("\xC3\xA9\xE2\x82\xAC"));
    EXPECT_EQ(FindBar::needleFor(M::CodePoint, QStringLiteral("U+1F600"), Profile::Rfc3629).octets,
              QByteArray("\xF0\x9F\x98\x80"));
    EXPECT_EQ(FindBar::needleFor(M::CodePoint, QStringLiteral("20ac"), Profile::Rfc3629).octets,
              QByteArray("\xE2\x82\xAC"));
    // The profile decides what a code point encodes to.
    EXPECT_FALSE(FindBar::needleFor(M::CodePoint, QStringLiteral("U+200000"), Profile::Rfc3629)
                     .error.isEmpty());
    EXPECT_EQ(
        FindBar::needleFor(M::CodePoint, QStringLiteral("U+200000"), Profile::Iso10646_1993).octets,
        QByteArray("\xF8\x88\x80\x80\x80"));
    EXPECT_FALSE(FindBar::needleFor(M::CodePoint, QStringLiteral("U+D800"), Profile::Rfc3629)
                     .error.isEmpty());
    EXPECT_FALSE(
        FindBar::needleFor(M::Hex, QStringLiteral("C3 A"), Profile::Rfc3629).error.isEmpty());
    EXPECT_FALSE(
        FindBar::needleFor(M::CodePoint, QStringLiteral("xyz"), Profile::Rfc3629).error.isEmpty());
}

TEST(FindBar, EnterSearchesAndEscapeCloses) {
    FindBar bar;
    auto source = memory("abc abc");
    bar.setSource(source);
    bar.setText(QStringLiteral("abc"));
    bar.setOrigin(1);
    bar.show();
    QSignalSpy found(&bar, &FindBar::matchFound);
    auto* field = bar.findChild<QLineEdit*>();
    ASSERT_TRUE(field);
    QTest::keyClick(field, Qt::Key_Return);
    ASSERT_TRUE(found.wait(5000));
    EXPECT_EQ(found.at(0).at(0).toULongLong(), 4u);
    EXPECT_EQ(found.at(0).at(1).toULongLong(), 3u);
    QTest::keyClick(field, Qt::Key_Return, Qt::ShiftModifier);
    ASSERT_TRUE(found.wait(5000));
    EXPECT_EQ(found.at(1).at(0).toULongLong(), 0u);
    QSignalSpy closed(&bar, &FindBar::closed);
    QTest::keyClick(field, Qt::Key_Escape);
    EXPECT_EQ(closed.count(), 1);
    EXPECT_TRUE(bar.isHidden());
}

// In a narrow column (a small window, a large zoom), a notice's buttons go under its text rather
// than squeeze it into a column of a few words a line, and the bar never asks for more width
// than the text's least beside the icon and the ✕; in a wide one they stay beside it.
TEST(NoticeBar, PutsItsButtonsUnderTheTextWhereBesideItTheTextWouldBeNarrow) {
    QWidget column;
    auto* bar = testui::topOf(column, new NoticeBar);
    Notice notice{NoticeBar::Kind::Info,
                  QStringLiteral("16 places hold text that went through the wrong encoding; the "
                                 "commonest: UTF-8 read as windows-1252 and saved again (5); also "
                                 "read as windows-1251 (2) and Mac OS Roman (2)."),
                  {}};
    notice.actions.push_back({QStringLiteral("Review"), {}, true});
    notice.actions.push_back({QStringLiteral("Save Repaired Copy…"), {}, true});
    bar->showNotice(notice);
    column.resize(1600, 400);
    column.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&column));
    QApplication::processEvents();
    QLabel* text = nullptr;
    for (auto* label : bar->findChildren<QLabel*>()) {
        if (label->text() == notice.text)
            text = label;
    }
    ASSERT_TRUE(text);
    std::vector<QToolButton*> buttons;
    int buttonsWidth = 0;
    for (auto* button : bar->findChildren<QToolButton*>()) {
        if (button->text() != QStringLiteral("✕")) {
            buttons.push_back(button);
            buttonsWidth += button->sizeHint().width();
        }
    }
    ASSERT_EQ(buttons.size(), 2u);
    EXPECT_FALSE(bar->actionsUnderText());
    for (QToolButton* button : buttons)
        EXPECT_GT(button->mapTo(bar, QPoint(0, 0)).x(), text->geometry().right());

    // At the bar's least: the text keeps the width, the buttons go under it.
    const int least = bar->minimumSizeHint().width();
    EXPECT_LT(least, text->minimumSizeHint().width() + buttonsWidth);
    column.resize(least, 400);
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
    EXPECT_EQ(column.width(), least);
    EXPECT_TRUE(bar->actionsUnderText());
    for (QToolButton* button : buttons) {
        const QRect r(button->mapTo(bar, QPoint(0, 0)), button->size());
        EXPECT_TRUE(bar->rect().contains(r)) << button->text().toStdString();
        EXPECT_GE(r.top(), text->geometry().bottom()) << button->text().toStdString();
        EXPECT_GE(button->width(), button->sizeHint().width()) << button->text().toStdString();
    }
    EXPECT_GE(text->width(), buttonsWidth);

    // A notice without buttons takes the whole line for its text.
    bar->showNotice(NoticeBar::Kind::Warning, QStringLiteral("The file is empty."));
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
    EXPECT_FALSE(bar->actionsUnderText());
    // Wide again, with buttons: beside the text.
    bar->showNotice(notice);
    column.resize(1600, 400);
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
    EXPECT_FALSE(bar->actionsUnderText());
}

TEST(NoticeBar, DismissButtonStaysReadableInADarkPalette) {
    // The bar's ✕ took the palette's light button text and all but vanished on the bar (which
    // was light in every theme then).
    const QPalette saved = QApplication::palette();
    QPalette dark = saved;
    dark.setColor(QPalette::Window, QColor(0x2B, 0x2B, 0x2B));
    dark.setColor(QPalette::WindowText, QColor(0xE6, 0xE6, 0xE6));
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, QColor(0xE6, 0xE6, 0xE6));
    QApplication::setPalette(dark);
    for (const NoticeBar::Kind kind :
         {NoticeBar::Kind::Info, NoticeBar::Kind::Warning, NoticeBar::Kind::Error}) {
        NoticeBar bar;
        bar.showNotice(kind, QStringLiteral("Something happened."));
        QToolButton* close = nullptr;
        for (auto* button : bar.findChildren<QToolButton*>()) {
            if (button->text() == QStringLiteral("✕"))
                close = button;
        }
        ASSERT_TRUE(close);
        const QColor background = bar.palette().color(QPalette::Window);
        EXPECT_GE(OctetPalette::contrast(close->palette().color(QPalette::ButtonText), background),
                  4.5);
        EXPECT_GE(OctetPalette::contrast(bar.palette().color(QPalette::WindowText), background),
                  4.5);
    }
    QApplication::setPalette(saved);
}

// A light bar glared in a dark window: the bar takes the theme's lightness, its text readable on
// it, for every kind, and follows the theme when it changes while a notice is shown.
TEST(NoticeBar, IsDarkInADarkThemeAndLightInALightOne) {
    const QPalette saved = QApplication::palette();
    QPalette dark = saved;
    dark.setColor(QPalette::Window, QColor(0x2B, 0x2B, 0x2B));
    dark.setColor(QPalette::WindowText, QColor(0xE6, 0xE6, 0xE6));
    QPalette light = saved;
    light.setColor(QPalette::Window, QColor(0xEF, 0xEF, 0xEF));
    light.setColor(QPalette::WindowText, QColor(0x10, 0x10, 0x10));
    for (const NoticeBar::Kind kind :
         {NoticeBar::Kind::Info, NoticeBar::Kind::Warning, NoticeBar::Kind::Error}) {
        for (const bool isDark : {true, false}) {
            QApplication::setPalette(isDark ? dark : light);
            NoticeBar bar;
            bar.showNotice(kind, QStringLiteral("Something happened."));
            const QColor background = bar.palette().color(QPalette::Window);
            EXPECT_EQ(background.lightness() < 128, isDark) << background.name().toStdString();
            EXPECT_GE(OctetPalette::contrast(bar.palette().color(QPalette::WindowText), background),
                      7.0);
            // The theme changes while the notice is shown.
            QApplication::setPalette(isDark ? light : dark);
            QApplication::processEvents();
            EXPECT_EQ(bar.palette().color(QPalette::Window).lightness() < 128, !isDark);
        }
    }
    QApplication::setPalette(saved);
}

TEST(BitLayoutView, RowLabelsStayClearOfTheBits) {
    // "in fours" ran into its first bit: the label column was sized for "value" and "#6 FF" only.
    BitLayoutView view;
    for (const int size : {9, 13, 28}) {
        QFont font = view.font();
        font.setPointSize(size);
        view.setFont(font);
        for (const char* label : {"bit", "value", "in fours"}) {
            const int right =
                8 + view.fontMetrics().horizontalAdvance(BitLayoutView::tr(label)); // the margin
            EXPECT_GE(view.bitsLeft(), right + 6) << label << " at " << size << " pt";
        }
    }
}

// Issue 36: a view too narrow for a caption shows its few words ("10: continuing", "✗ bit 7"),
// not the caption cut mid-word ("10: continuing…").
TEST(BitLayoutPanel, ANarrowViewGivesTheCaptionsInBrief) {
    BitLayoutPanel panel;
    auto source = memory("\xE2\x82]");
    auto in = inspect(*source, 0, Profile::Rfc3629);
    ASSERT_TRUE(in);
    panel.showInspection(*in);
    auto* view = panel.findChild<BitLayoutView*>();
    ASSERT_TRUE(view);
    EXPECT_EQ(view->octetCaption(1, true), QStringLiteral("10: continuing"));
    // "✗ bit 7: expected 10xxxxxx" in brief: "✗ bit 7".
    EXPECT_TRUE(view->octetCaption(2).startsWith(view->octetCaption(2, true) + QLatin1Char(':')))
        << view->octetCaption(2, true).toStdString();
    EXPECT_TRUE(view->octetCaption(2, true).startsWith(QStringLiteral("\u2717 bit ")));
}

TEST(BitLayoutPanel, CaptionsMarkersAndTheBreak) {
    BitLayoutPanel panel;
    auto source = memory("\xE2\x82]");
    auto in = inspect(*source, 0, Profile::Rfc3629);
    ASSERT_TRUE(in);
    panel.showInspection(*in);
    EXPECT_EQ(panel.layout().breakAt, std::optional<std::size_t>(2));
    EXPECT_EQ(panel.octetCaption(0), QStringLiteral("1110: first of 3"));
    EXPECT_EQ(panel.octetCaption(1), QStringLiteral("10: continuing octet"));
    EXPECT_TRUE(panel.octetCaption(2).contains(QStringLiteral("expected 10xxxxxx")));
    EXPECT_TRUE(panel.summary().contains(QStringLiteral("octet 3 breaks the pattern")))
        << panel.summary().toStdString();
    panel.resize(panel.sizeHint());
    panel.grab();

    auto overlong = memory("\xC0\xAF");
    in = inspect(*overlong, 0, Profile::Rfc3629);
    ASSERT_TRUE(in);
    panel.showInspection(*in);
    EXPECT_EQ(panel.layout().problem, u8scope::ValueProblem::Overlong);
    EXPECT_TRUE(panel.summary().contains(QStringLiteral("overlong")))
        << panel.summary().toStdString();
    panel.grab();

    auto truncated = memory("\xF0\x9F\x98");
    in = inspect(*truncated, 0, Profile::Rfc3629);
    ASSERT_TRUE(in);
    panel.showInspection(*in);
    EXPECT_EQ(panel.layout().missingOctets, 1);
    panel.grab();

    panel.clear(QStringLiteral("nothing"));
    EXPECT_TRUE(panel.layout().octets.empty());
    panel.grab();
}

TEST(InspectorPanel, SaysWhenTextLooksDoubleEncoded) {
    auto source = memory("caf\xC3\x83\xC2\xA9!"); // "cafÃ©!"
    const auto in = inspect(*source, 4, Profile::Rfc3629);
    ASSERT_TRUE(in);
    ASSERT_TRUE(in->mojibake);
    InspectorPanel panel;
    panel.showInspection(*in);
    const std::string text = panel.text().toStdString();
    EXPECT_NE(text.find("Looks like double-encoded UTF-8"), std::string::npos) << text;
    EXPECT_NE(text.find("'caf\xC3\x83\xC2\xA9' is 'caf\xC3\xA9' read as windows-1252 and "
                        "encoded again."),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("C3 83 C2 A9 at 0x00000003 (3), 4 octets"), std::string::npos) << text;
    EXPECT_NE(text.find("C3 A9"), std::string::npos) << text;
    EXPECT_NE(text.find("C3 A9 read as windows-1252 is '\xC3\x83\xC2\xA9', in UTF-8 C3 83 C2 A9"),
              std::string::npos)
        << text;
    // Why it was taken, in core's sentence of its evidence.
    EXPECT_NE(text.find("Evidence"), std::string::npos) << text;
    EXPECT_NE(text.find("The word reads as text only once repaired, and the character that comes "
                        "back fits it."),
              std::string::npos)
        << text;
    // The character itself is still described below.
    EXPECT_NE(text.find("LATIN CAPITAL LETTER A WITH TILDE"), std::string::npos) << text;

    // On the ASCII beside it, nothing is said.
    const auto ascii = inspect(*source, 2, Profile::Rfc3629);
    ASSERT_TRUE(ascii);
    EXPECT_FALSE(ascii->mojibake);
    panel.showInspection(*ascii);
    EXPECT_EQ(panel.text().toStdString().find("Looks like"), std::string::npos);
}

// A stray byte gets one story: no mojibake notice that reads it in one code page above a line
// that reads it in another.
TEST(InspectorPanel, TellsOneStoryOfAStrayByte) {
    auto source = memory("Cups of flour, \x80 a pinch of salt. We\xE2\x80\x99ll bake.\n");
    const auto in = inspect(*source, 15, Profile::Rfc3629);
    ASSERT_TRUE(in);
    EXPECT_FALSE(in->mojibake);
    InspectorPanel panel;
    panel.showInspection(*in);
    const std::string text = panel.text().toStdString();
    EXPECT_EQ(text.find("Looks like"), std::string::npos) << text;
    EXPECT_EQ(text.find("windows-1251"), std::string::npos) << text;
    EXPECT_NE(text.find("windows-1252"), std::string::npos) << text;
}

TEST(InspectorPanel, NamesTheInvisibleCharactersOfDoubleEncodedText) {
    // í (C3 AD) read as windows-1252 is Ã and a SOFT HYPHEN, which would not show; triple
    // encoding is said to be so.
    auto source = memory("S\xC3\x83\xC2\xADo \xC3\x83\xC6\x92\xC3\x82\xC2\xA9");
    auto in = inspect(*source, 1, Profile::Rfc3629);
    ASSERT_TRUE(in && in->mojibake);
    InspectorPanel panel;
    panel.showInspection(*in);
    std::string text = panel.text().toStdString();
    EXPECT_NE(text.find("'S\xC3\x83<SHY>o' is 'S\xC3\xADo'"), std::string::npos) << text;
    in = inspect(*source, 7, Profile::Rfc3629);
    ASSERT_TRUE(in && in->mojibake);
    EXPECT_EQ(in->mojibake->rounds, 2);
    panel.showInspection(*in);
    text = panel.text().toStdString();
    EXPECT_NE(text.find("Looks like triple-encoded UTF-8"), std::string::npos) << text;
    EXPECT_NE(text.find("encoded again, twice over."), std::string::npos) << text;
}

TEST(InspectorPanel, TellsTheSignatureFromAStrayByteOrderMark) {
    auto source = memory("\xEF\xBB\xBF"
                         "a\xEF\xBB\xBF"
                         "b");
    InspectorPanel panel;
    auto in = inspect(*source, 0, Profile::Rfc3629);
    ASSERT_TRUE(in);
    panel.showInspection(*in);
    EXPECT_TRUE(panel.text().contains(QStringLiteral("UTF-8 signature")))
        << panel.text().toStdString();
    in = inspect(*source, 5, Profile::Rfc3629);
    ASSERT_TRUE(in);
    panel.showInspection(*in);
    EXPECT_TRUE(panel.text().contains(QStringLiteral("Not at the start of the file")))
        << panel.text().toStdString();
}

TEST(Inspection, ReadsPastTheEndFailWithAMessage) {
    auto source = memory("abc");
    const auto in = inspect(*source, 3, Profile::Rfc3629);
    ASSERT_FALSE(in);
    EXPECT_NE(in.error().message().find("memory"), std::string::npos);
}

TEST(InspectorPanel, ShowsFlagsOfInvisibleCharacters) {
    auto source = memory("\xE2\x80\x8B"); // ZERO WIDTH SPACE
    const auto in = inspect(*source, 0, Profile::Rfc3629);
    ASSERT_TRUE(in);
    InspectorPanel panel;
    panel.showInspection(*in);
    const std::string text = panel.text().toStdString();
    EXPECT_NE(text.find("ZERO WIDTH SPACE"), std::string::npos) << text;
    EXPECT_NE(text.find("default-ignorable"), std::string::npos) << text;
}

} // namespace

namespace {

TEST(BitLayoutPanel, ToolTipsSayWhereEachBitGoes) {
    BitLayoutPanel panel;
    auto source = memory("\xC3\xA9");
    auto in = inspect(*source, 0, Profile::Rfc3629);
    ASSERT_TRUE(in);
    panel.showInspection(*in);
    panel.resize(panel.sizeHint());
    panel.grab(); // paints, which places the cells
    // Find the tool tip of a free bit by asking every point of the widget.
    bool sawFree = false, sawMarker = false;
    for (int y = 0; y < panel.height(); y += 3) {
        for (int x = 0; x < panel.width(); x += 3) {
            QHelpEvent help(QEvent::ToolTip, QPoint(x, y), panel.mapToGlobal(QPoint(x, y)));
            QApplication::sendEvent(&panel, &help);
            const QString tip = QToolTip::text();
            sawFree = sawFree || tip.contains(QStringLiteral("becomes bit 10 of the value"));
            sawMarker = sawMarker || tip.contains(QStringLiteral("Marker bit"));
        }
    }
    EXPECT_TRUE(sawFree);
    EXPECT_TRUE(sawMarker);
    EXPECT_FALSE(panel.accessibleDescription().isEmpty());
}

} // namespace

} // namespace u8scope::ui
