// The window's teaching parts: the playground (model and panel: typing updates every form), the
// reference tables with the current rows marked, the bit layout's pointer at the offending bit,
// and the inspector's plain sentence with the spec detail folded away.
#include "dialogs/gotooffsetdialog.h"
#include "document/document.h"
#include "document/inspection.h"
#include "hexview/hexview.h"
#include "panels/bitlayoutpanel.h"
#include "panels/errorspanel.h"
#include "panels/inspectorpanel.h"
#include "qt_environment.h"
#include "teach/playgroundmodel.h"
#include "teach/playgroundpanel.h"
#include "teach/referencemodel.h"
#include "teach/referencepanel.h"
#include "u8scope/mojibake/mojibaketext.h"
#include "u8scope/text/hiddentext.h"
#include "window/findbar.h"
#include "window/mainwindow.h"
#include "window/zoom.h"
#include "words/words.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QSettings>
#include <QSplitter>
#include <QTest>
#include <QVBoxLayout>
#include <array>
#include <gtest/gtest.h>
#include <set>

namespace u8scope::ui {

namespace {

std::shared_ptr<u8scope::MemorySource> memory(std::string_view bytes) {
    return std::make_shared<u8scope::MemorySource>(
        std::vector<std::uint8_t>(bytes.begin(), bytes.end()), "memory");
}

Inspection inspected(std::string_view bytes, std::uint64_t at, Profile p = Profile::Rfc3629) {
    auto source = memory(bytes);
    auto in = inspect(*source, at, p);
    EXPECT_TRUE(in);
    return in ? *in : Inspection{};
}

bool has(const QString& text, const char* part) {
    return text.contains(QString::fromUtf8(part));
}

// --- The playground's model ---------------------------------------------------------------

TEST(PlaygroundModel, ShowsEveryFormOfACodePoint) {
    PlaygroundModel m;
    m.setCodePointText(QStringLiteral("U+00E9"));
    ASSERT_EQ(m.forms().size(), 1u);
    const QString h = m.html();
    EXPECT_TRUE(has(h, "LATIN SMALL LETTER E WITH ACUTE")) << h.toStdString();
    EXPECT_TRUE(has(h, "<code>C3 A9</code>")) << h.toStdString();
    // Table 4 with the real numbers, and Table 5 back.
    EXPECT_TRUE(has(h, "z1 = C0 + 00E9 / 2<sup>6</sup> = C0 + 3 = <b>C3</b>")) << h.toStdString();
    EXPECT_TRUE(has(h, "z2 = 80 + 00E9 mod 2<sup>6</sup> = 80 + 29 = <b>A9</b>"))
        << h.toStdString();
    EXPECT_TRUE(has(h, "3 × 64 + 41 = 233")) << h.toStdString();
    // The steps from the free bits to the value.
    EXPECT_TRUE(
        has(h, "<code>00011 101001</code> → <code>000 1110 1001</code> → <code>0 E 9</code>"))
        << h.toStdString();
    EXPECT_TRUE(has(h, "UTF-16")) << h.toStdString();
    EXPECT_TRUE(has(h, "<code>00 00 00 E9</code>")) << h.toStdString();
}

TEST(PlaygroundModel, ReadsPastedCharactersAsCharactersOfSeveralCodePoints) {
    PlaygroundModel m;
    m.setCodePointText(QStringLiteral("e\u0301"));
    ASSERT_EQ(m.forms().size(), 2u);
    EXPECT_TRUE(has(m.html(), "1 character")) << m.html().toStdString();
    EXPECT_TRUE(has(m.html(), "COMBINING ACUTE ACCENT"));
    m.setCodePointText(QStringLiteral("nope U+ZZ"));
    EXPECT_FALSE(m.problem().isEmpty());
}

TEST(PlaygroundModel, SaysWhyRfc3629StopsAtFourOctetsAndShowsThe1993Form) {
    PlaygroundModel m;
    m.setCodePointText(QStringLiteral("U+200000"));
    const QString strict = m.html();
    EXPECT_TRUE(has(strict, "restricted UTF-8 to 4 octets and U+10FFFF")) << strict.toStdString();
    EXPECT_TRUE(has(strict, "F8 88 80 80 80")) << strict.toStdString();
    m.setProfile(Profile::Iso10646_1993);
    EXPECT_TRUE(m.forms().front().utf8.ok());
    EXPECT_TRUE(has(m.html(), "<code>F8 88 80 80 80</code></b>, 5 octets"))
        << m.html().toStdString();
    EXPECT_EQ(m.selectedLayout().octets.size(), 5u);
}

TEST(PlaygroundModel, WalksOctetsAndSaysWhereEachMaximalSubpartEnds) {
    PlaygroundModel m;
    m.setOctetText(QStringLiteral("E2 82 41"));
    ASSERT_EQ(m.walk().size(), 2u);
    const QString h = m.html();
    EXPECT_TRUE(has(h, "begins a 3-octet sequence")) << h.toStdString();
    EXPECT_TRUE(has(h, "the maximal subpart E2 82 ends before it")) << h.toStdString();
    EXPECT_TRUE(has(h, "U+FFFD")) << h.toStdString();
    EXPECT_TRUE(has(h, "a character: U+0041")) << h.toStdString();
    m.select(1);
    EXPECT_EQ(m.selectedLayout().octets.front(), 0x41);
    m.setOctetText(QStringLiteral("C0 A"));
    EXPECT_FALSE(m.problem().isEmpty());
}

TEST(PlaygroundModel, LoadsEveryPreset) {
    for (const Preset& p : presets()) {
        PlaygroundModel m;
        m.loadPreset(p);
        EXPECT_TRUE(m.problem().isEmpty()) << p.typed;
        EXPECT_EQ(m.profile(), p.profile);
        EXPECT_FALSE(m.selectedLayout().octets.empty()) << p.typed;
        EXPECT_FALSE(PlaygroundModel::presetLabel(p).isEmpty());
    }
}

// --- The playground panel: typing updates every form --------------------------------------

TEST(PlaygroundPanel, TypingACodePointUpdatesTheOctetsTheTextAndTheBits) {
    Document document;
    PlaygroundPanel panel(document);
    panel.codePointField()->clear();
    QTest::keyClicks(panel.codePointField(), QStringLiteral("U+1F600"));
    EXPECT_EQ(panel.octetField()->text(), QStringLiteral("F0 9F 98 80"));
    EXPECT_TRUE(has(panel.text(), "GRINNING FACE")) << panel.text().toStdString();
    EXPECT_TRUE(has(panel.text(), "D83D DE00")) << panel.text().toStdString();
    EXPECT_EQ(panel.bitLayout()->layout().value, 0x1F600u);
}

TEST(PlaygroundPanel, TypingOctetsUpdatesTheCodePointsAndTheWalk) {
    Document document;
    PlaygroundPanel panel(document);
    panel.octetField()->clear();
    QTest::keyClicks(panel.octetField(), QStringLiteral("ED A0 80"));
    EXPECT_EQ(panel.codePointField()->text(), QStringLiteral("U+FFFD U+FFFD U+FFFD"));
    EXPECT_TRUE(has(panel.text(), "UTF-16 surrogate pair")) << panel.text().toStdString();
    EXPECT_EQ(panel.bitLayout()->layout().problem, ValueProblem::Surrogate);
    // The second unit's bits: the A0 of the same ill-formed sequence.
    panel.select(1);
    EXPECT_EQ(panel.model().selected(), 1u);
}

// Issue 36: the bit layout follows the character just typed, and then the cursor or the
// selection, not the first character until another is clicked.
TEST(PlaygroundPanel, TheBitsFollowTheCharacterTypedAndTheCursor) {
    Document document;
    PlaygroundPanel panel(document);
    QLineEdit* field = panel.codePointField();
    field->clear();
    const QString word = QStringLiteral("na\u00EFve");
    for (const QChar c : word) {
        // As a keyboard types it (keyClicks knows only ASCII keys).
        QTest::sendKeyEvent(QTest::Click, field, Qt::Key_unknown, QString(c), Qt::NoModifier);
        EXPECT_EQ(panel.bitLayout()->layout().value, c.unicode()) << int{c.unicode()};
    }
    field->setCursorPosition(3); // after ï
    EXPECT_EQ(panel.bitLayout()->layout().value, 0xEFu);
    field->setSelection(1, 2); // "aï": the first selected
    EXPECT_EQ(panel.bitLayout()->layout().value, static_cast<std::uint64_t>('a'));
    // Values typed as U+: the one the cursor is in or after.
    field->clear();
    QTest::keyClicks(field, QStringLiteral("U+0041 U+20AC"));
    EXPECT_EQ(panel.bitLayout()->layout().value, 0x20ACu);
    field->setCursorPosition(2);
    EXPECT_EQ(panel.bitLayout()->layout().value, 0x41u);
    // Octets: the character of the last octet typed.
    panel.octetField()->clear();
    QTest::keyClicks(panel.octetField(), QStringLiteral("41 C3 A9"));
    EXPECT_EQ(panel.model().selected(), 1u);
    EXPECT_EQ(panel.bitLayout()->layout().value, 0xE9u);
}

TEST(PlaygroundPanel, PresetsAndTheProfileSwitchLoad) {
    Document document;
    PlaygroundPanel panel(document);
    QComboBox* presetBox = panel.presetBox();
    int five = -1;
    for (int i = 0; i < presetBox->count(); ++i) {
        if (presetBox->itemText(i).contains(QStringLiteral("First 5-octet")))
            five = i;
    }
    ASSERT_GT(five, 0);
    presetBox->setCurrentIndex(five);
    emit presetBox->activated(five);
    EXPECT_EQ(panel.codePointField()->text(), QStringLiteral("U+200000"));
    EXPECT_EQ(panel.octetField()->text(), QStringLiteral("F8 88 80 80 80"));
    EXPECT_EQ(panel.profileBox()->currentData().toInt(), static_cast<int>(Profile::Iso10646_1993));
    // Back to RFC 3629: no octets for the value, and the reason.
    panel.profileBox()->setCurrentIndex(0);
    emit panel.profileBox()->activated(0);
    EXPECT_EQ(panel.octetField()->text(), QString());
    EXPECT_TRUE(has(panel.text(), "restricted UTF-8 to 4 octets")) << panel.text().toStdString();
}

/// Shows `widget` at `size` as a window of its own; false when it never appears.
bool shown(QWidget& widget, QSize size) {
    widget.resize(size);
    widget.show();
    return QTest::qWaitForWindowExposed(&widget);
}

TEST(PlaygroundPanel, FieldsKeepRoomInANarrowDock) {
    // In a dock at 1024 × 768 the profile and example boxes asked for the width of their longest
    // item and left the code point field room for three characters.
    Document document;
    PlaygroundPanel panel(document);
    ASSERT_TRUE(shown(panel, QSize(420, 500)));
    for (QComboBox* box : {panel.profileBox(), panel.presetBox()}) {
        int longest = 0;
        for (int i = 0; i < box->count(); ++i)
            longest = std::max(longest, box->fontMetrics().horizontalAdvance(box->itemText(i)));
        EXPECT_LT(box->sizeHint().width(), longest) << box->toolTip().toStdString();
    }
    const int needed =
        panel.codePointField()->fontMetrics().horizontalAdvance(QStringLiteral("U+0065 U+0301"));
    EXPECT_GE(panel.codePointField()->width(), needed);
    EXPECT_GE(panel.octetField()->width(), needed);
}

TEST(PlaygroundPanel, WideAndLowItPutsTheBitsBesideTheWordsAtHalfTheWidth) {
    // Turned from above-and-below to side by side (presentation mode's tab under the view), the
    // split kept the old heights as widths and left the bits a sliver.
    Document document;
    PlaygroundPanel panel(document);
    ASSERT_TRUE(shown(panel, QSize(420, 600)));
    auto* split = panel.findChild<QSplitter*>();
    ASSERT_TRUE(split);
    EXPECT_EQ(split->orientation(), Qt::Vertical);
    panel.resize(1000, 300);
    QApplication::processEvents();
    EXPECT_EQ(split->orientation(), Qt::Horizontal);
    EXPECT_GT(split->widget(1)->width(), split->width() * 2 / 5);
}

TEST(PlaygroundPanel, TakesTheSelectionSentFromTheDocument) {
    Document document;
    document.openSource(memory("ab\xC3\xA9z"), QStringLiteral("memory"));
    PlaygroundPanel panel(document);
    document.setSelection(2, 4);
    EXPECT_TRUE(PlaygroundInbox::of(document).sendSelection());
    EXPECT_EQ(panel.octetField()->text(), QStringLiteral("C3 A9"));
    EXPECT_EQ(panel.codePointField()->text(), QStringLiteral("U+00E9"));
}

// --- Reference -------------------------------------------------------------------------------

TEST(ReferenceModel, MarksTheRowsOfTheSequence) {
    ReferenceModel m;
    m.setSequence({0xC3, 0xA9});
    const ReferenceRows rows = m.marked();
    EXPECT_EQ(rows.octetRow, 3u); // C2-DF
    EXPECT_EQ(rows.lengthRow, 1u);
    const QString h = m.html(QStringLiteral("#ffee00"));
    EXPECT_EQ(h.count(QStringLiteral("#ffee00")), 3) << h.toStdString();
    m.setProfile(Profile::Iso10646_1993);
    EXPECT_TRUE(has(m.html(QStringLiteral("#ffee00")), "first octet of a 6-octet sequence"));
}

TEST(ReferencePanel, FollowsTheInspection) {
    ReferencePanel panel;
    panel.showInspection(inspected("\xED\xA0\x80", 0));
    EXPECT_TRUE(has(panel.text(), "Annex R, Table 1")) << panel.text().toStdString();
    EXPECT_EQ(panel.model().marked().octetRow, 4u);   // E0-EF
    EXPECT_FALSE(panel.model().marked().sequenceRow); // ED A0 is no well-formed sequence
}

// --- Bit layout and inspector ----------------------------------------------------------------

TEST(BitLayoutPanel, PointsAtTheOffendingBitWithTheOctetsExpected) {
    BitLayoutPanel panel;
    panel.showInspection(inspected("\xE0\x80\xAF", 0));
    EXPECT_TRUE(panel.octetCaption(1).contains(QStringLiteral("bit 5: expected A0-BF (101xxxxx)")))
        << panel.octetCaption(1).toStdString();
}

TEST(InspectorPanel, SaysThePlainSentenceFirstAndFoldsTheSpecDetail) {
    const Inspection in = inspected("caf\xE9!", 3);
    const QString folded = InspectorPanel::htmlFor(in);
    EXPECT_TRUE(has(folded, "If the file came from Windows, it is probably windows-1252, where E9 "
                            "is é."))
        << folded.toStdString();
    EXPECT_FALSE(has(folded, "Breaks at")) << folded.toStdString();
    const QString open = InspectorPanel::htmlFor(in, true);
    EXPECT_TRUE(has(open, "Breaks at")) << open.toStdString();
    EXPECT_TRUE(has(open, "Legacy reading")) << open.toStdString();

    InspectorPanel panel;
    panel.showInspection(inspected("\xE0\x80\xAF", 0));
    EXPECT_FALSE(has(panel.text(), "Expected there"));
    panel.setDetailShown(true);
    EXPECT_TRUE(has(panel.text(), "Expected there")) << panel.text().toStdString();
    EXPECT_TRUE(has(panel.text(), "A0-BF (101xxxxx)")) << panel.text().toStdString();
    EXPECT_TRUE(has(panel.text(), "UTF8-3 = %xE0 %xA0-BF UTF8-tail")) << panel.text().toStdString();
    // It stays unfolded for the next unit.
    panel.showInspection(inspected("\xC0\x80", 0));
    EXPECT_TRUE(panel.detailShown());
    EXPECT_TRUE(has(panel.text(), "Expected there"));
}

TEST(InspectorPanel, SaysWhatAnInvisibleCharacterDoes) {
    // U+202E RIGHT-TO-LEFT OVERRIDE, and U+200B ZERO WIDTH SPACE: core's fact in the window's
    // words. A letter only shows, and gets no such line.
    const QString rlo = InspectorPanel::htmlFor(inspected("a\u202Eb", 1));
    EXPECT_TRUE(has(rlo, "What it does")) << rlo.toStdString();
    EXPECT_TRUE(has(rlo, "reverses the display order of the text that follows, up to the end of "
                         "the line or a PDF (U+202C)"))
        << rlo.toStdString();
    const QString zwsp = InspectorPanel::htmlFor(inspected("a\u200Bb", 1));
    EXPECT_TRUE(has(zwsp, "shows nothing, and marks a place where a line may break"))
        << zwsp.toStdString();
    EXPECT_FALSE(has(InspectorPanel::htmlFor(inspected("ab", 0)), "What it does"));
}

TEST(Words, SayWhatKindOfFileItIs) {
    FileSummary s;
    s.kind = FileKind::Utf8WithErrors;
    s.errors = 3;
    s.kinds = {{ErrorKind::Truncated, 2}, {ErrorKind::InvalidOctet, 1}};
    EXPECT_TRUE(Words::fileSummary(s).startsWith(QStringLiteral("UTF-8 with 3 errors (2 truncated "
                                                                "sequences, 1 octet never used in "
                                                                "UTF-8)")))
        << Words::fileSummary(s).toStdString();
    s.kind = FileKind::Legacy;
    s.encoding = "windows-1251";
    EXPECT_TRUE(Words::fileSummary(s).contains(QStringLiteral("probably windows-1251")));
}

// The window names kinds, octet roles and profiles through tr(), so that they can be translated;
// untranslated, it says what core says (the command line, JSON, the CLI's tables).
TEST(Words, UntranslatedSayWhatCoreSays) {
    const auto q = [](std::string_view s) {
        return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
    };
    for (int k = 0; k < kErrorKindCount; ++k)
        EXPECT_EQ(Words::kind(static_cast<ErrorKind>(k)), q(title(static_cast<ErrorKind>(k))));
    for (int c = 0; c < kOctetClassCount; ++c) {
        EXPECT_EQ(Words::octetClass(static_cast<OctetClass>(c)),
                  q(describe(static_cast<OctetClass>(c))));
    }
    for (const Profile p : {Profile::Rfc3629, Profile::Iso10646_1993})
        EXPECT_EQ(Words::profile(p), q(displayName(p)));
    for (int e = 0; e < kCharacterEffectCount; ++e) {
        EXPECT_EQ(Words::effect(static_cast<CharacterEffect>(e)),
                  q(describe(static_cast<CharacterEffect>(e))));
    }
    for (int c = 0; c < kHiddenClassCount; ++c)
        EXPECT_EQ(Words::hiddenClass(static_cast<HiddenClass>(c)),
                  q(title(static_cast<HiddenClass>(c))));
    for (const Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
        for (const std::uint64_t value : {0xD800ULL, 0x110000ULL, 0x80000000ULL}) {
            const Encoded e = encode(value, p);
            if (!e.ok()) {
                EXPECT_EQ(Words::encodeError(*e.error, value, p), q(describe(*e.error, value, p)));
            }
        }
    }
}

// The mojibake the inspector words itself says what core says, untranslated.
TEST(Words, UntranslatedSayHiddenCharactersAsCoreSaysThem) {
    // Every class with every reason, over characters whose effects differ (the sentences take
    // the effect, a script, a look-alike), as core's English.
    const std::array<char32_t, 30> characters{
        0x202E, 0x202D, 0x202A, 0x202B, 0x2066, 0x2067, 0x2068, 0x202C,  0x2069,  0x200F,
        0x200E, 0x061C, 0x200B, 0x200C, 0x200D, 0xFEFF, 0xFE0F, 0xE0041, 0xE007F, 0x00,
        0x08,   0x1B,   0x85,   0xFDD0, 0xE000, 0x0378, 0x2003, 0xA0,    0x2028,  0x0430};
    HiddenFinding f;
    f.script = 8;         // USCRIPT_CYRILLIC
    f.readsAsScript = 25; // USCRIPT_LATIN
    for (int c = 0; c < kHiddenClassCount; ++c) {
        for (int r = 0; r < kHiddenReasonCount; ++r) {
            for (const char32_t cp : characters) {
                f.cls = static_cast<HiddenClass>(c);
                f.reason = static_cast<HiddenReason>(r);
                f.codePoint = cp;
                f.looksLike = cp == 0x0430 ? U'a' : 0;
                EXPECT_EQ(Words::hiddenSentence(f), QString::fromStdString(hiddenSentence(f)))
                    << toString(f.cls) << " " << toString(f.reason) << " " << std::hex
                    << static_cast<std::uint32_t>(cp);
            }
        }
    }
}

TEST(Words, UntranslatedSayMojibakeAsCoreSaysIt) {
    const auto q = [](const std::string& s) { return QString::fromStdString(s); };
    const auto codec = [](std::string_view name) { return *Codec::byName(name); };
    std::vector<MojibakeFinding> findings(19);
    findings[0].kind = MojibakeKind::SurrogatePair;
    findings[0].text = "\xED\xA0\xBD\xED\xB8\x80";
    findings[0].repaired = "\xF0\x9F\x98\x80";
    findings[1].kind = MojibakeKind::ModifiedNul;
    findings[1].text = "\xC0\x80";
    findings[1].repaired = std::string(1, '\0');
    findings[2].kind = MojibakeKind::LegacyOctets;
    findings[2].text = "\xE9t\xE9";
    findings[2].repaired = "\xC3\xA9t\xC3\xA9";
    findings[2].codec = codec("windows-1252");
    findings[3].kind = MojibakeKind::LegacyOctets;
    findings[3].text = "\xA0";
    findings[3].repaired = "\xC2\xA0";
    findings[3].codec = codec("windows-1252");
    findings[4].kind = MojibakeKind::C1Control;
    findings[4].text = "\xC2\x80";
    findings[4].repaired = "\xE2\x82\xAC";
    findings[4].codec = codec("windows-1252");
    findings[5].kind = MojibakeKind::Reencoded;
    findings[5].codec = codec("windows-1252");
    findings[5].latin1Mix = true;
    findings[5].rounds = 2;
    findings[5].before = "caf";
    findings[5].text = "\xC3\x83\xC2\xA9";
    findings[5].repaired = "\xC3\xA9";
    findings[6] = findings[5];
    findings[6].kind = MojibakeKind::LostNoBreakSpace;
    findings[6].latin1Mix = false;
    findings[6].rounds = 1;
    findings[6].text = "10\xC3\x82 km";
    findings[6].repaired = "10\xC2\xA0km";
    findings[7] = findings[5];
    findings[7].kind = MojibakeKind::LostOctet;
    findings[7].lost = 1;
    findings[8] = findings[7];
    findings[8].lost = 2;
    findings[9] = findings[5];
    findings[9].rounds = 3;
    findings[10] = findings[5];
    findings[10].rounds = 5;
    // "«ПРИВЕТ»" in windows-1251, whose "Т»" (D2 BB) forms UTF-8 by chance.
    findings[11].kind = MojibakeKind::LegacyOctets;
    findings[11].text = "\xAB\xCF\xD0\xC8\xC2\xC5\xD2\xBB";
    findings[11].repaired = "\xC2\xAB\xD0\x9F\xD0\xA0\xD0\x98\xD0\x92\xD0\x95\xD0\xA2\xC2\xBB";
    findings[11].codec = codec("windows-1251");
    // "£" read as windows-1252, then as windows-1251; twice as windows-1252 first; an emoji in
    // CESU-8 read as windows-1252.
    findings[12] = findings[5];
    findings[12].latin1Mix = false;
    findings[12].codec = codec("windows-1251");
    findings[12].chain = {codec("windows-1252"), codec("windows-1251")};
    findings[12].text = "\xD0\x93\xE2\x80\x9A\xD0\x92\xD0\x88";
    findings[12].repaired = "\xC2\xA3";
    findings[13] = findings[12];
    findings[13].rounds = 3;
    findings[13].chain = {codec("windows-1252"), codec("windows-1252"), codec("windows-1251")};
    findings[14] = findings[5];
    findings[14].latin1Mix = false;
    findings[14].rounds = 1;
    findings[14].cesu8 = true;
    findings[14].text = "\xC3\xAD\xC2\xA0\xC2\xBD\xC3\xAD\xC2\xB8\xE2\x82\xAC";
    findings[14].repaired = "\xF0\x9F\x98\x80";
    // "你好" in GBK read as windows-1252.
    findings[15].kind = MojibakeKind::EastAsianAsWestern;
    findings[15].text = "\xC3\x84\xC3\xA3\xC2\xBA\xC3\x83";
    findings[15].repaired = "\xE4\xBD\xA0\xE5\xA5\xBD";
    findings[15].codec = codec("windows-1252");
    findings[15].eastAsian = "GBK";
    // "这是中" read as GBK, with the last character lost.
    findings[16].kind = MojibakeKind::ReadAsEastAsian;
    findings[16].text = "\xE6\x9D\xA9\xE6\xAC\x90\xE6\xA7\xB8\xE6\xB6\x93\xEF\xBF\xBD";
    findings[16].repaired = "\xE8\xBF\x99\xE6\x98\xAF\xEF\xBF\xBD";
    findings[16].eastAsian = "GBK";
    findings[16].lost = 1;
    findings[17] = findings[16];
    findings[17].lost = 0;
    findings[18].kind = MojibakeKind::ReplacementsAsEastAsian;
    findings[18].text = "\xE9\x94\x9F\xE6\x96\xA4\xE6\x8B\xB7";
    findings[18].repaired = "\xEF\xBF\xBD\xEF\xBF\xBD";
    findings[18].eastAsian = "GBK";
    for (MojibakeFinding& f : findings) {
        // Core words each round from the stages: one more than the rounds.
        if (f.kind == MojibakeKind::LostOctet)
            f.rounds = 1;
        f.stages.assign(static_cast<std::size_t>(f.rounds > 0 ? f.rounds + 1 : 0), f.text);
    }
    EXPECT_EQ(chanceSequences(findings[11]), std::vector<std::string>{"D2 BB (U+04BB)"});
    // Two of them, and three: listed as core lists them.
    MojibakeFinding two = findings[11];
    two.text = "\xD2\xBB\xFF\xD0\xBB";
    two.repaired = "\xD0\xA2\xC2\xBB\xD1\x8F\xD0\xA0\xC2\xBB";
    EXPECT_EQ(Words::mojibakeHow(two), q(mojibakeText(two).detail()));
    MojibakeFinding three = two;
    three.text += "\xFF\xD2\xBB";
    three.repaired += "\xD1\x8F\xD0\xA2\xC2\xBB";
    EXPECT_EQ(Words::mojibakeHow(three), q(mojibakeText(three).detail()));
    EXPECT_TRUE(mojibakeText(three).detail().find(
                    "D2 BB (U+04BB), D0 BB (U+043B) and D2 BB (U+04BB) happen") !=
                std::string::npos);
    EXPECT_TRUE(chanceSequences(findings[2]).empty());
    EXPECT_TRUE(
        Words::mojibakeHow(findings[11])
            .endsWith(QStringLiteral(
                "D2 BB (U+04BB) happen to form UTF-8, but not with the octets around them.")));
    for (const MojibakeFinding& f : findings) {
        EXPECT_EQ(Words::chain(f), q(chainName(f)));
        EXPECT_EQ(Words::mojibakePlain(f), q(mojibakeText(f).plain));
        if (f.rounds == 0) {
            EXPECT_EQ(Words::mojibakeHow(f), q(mojibakeText(f).detail()));
        }
    }
    // Every kind is among them: a kind added to core needs its words in the window too, and a
    // finding here that proves they match.
    std::set<MojibakeKind> kinds;
    for (const MojibakeFinding& f : findings)
        kinds.insert(f.kind);
    EXPECT_EQ(kinds.size(), static_cast<std::size_t>(kMojibakeKindCount));
}

// --- Find and Go to Offset --------------------------------------------------------------------

TEST(FindBar, GuessesTheModeFromWhatIsTypedAndShowsTheGuess) {
    using M = FindBar::Mode;
    FindBar bar;
    EXPECT_EQ(bar.mode(), M::Auto);
    bar.setText(QStringLiteral("C3 A9"));
    EXPECT_EQ(bar.modeText(), QStringLiteral("Auto: hex octets"));
    bar.setText(QStringLiteral("U+00E9"));
    EXPECT_EQ(bar.modeText(), QStringLiteral("Auto: code point"));
    bar.setText(QStringLiteral("café"));
    EXPECT_EQ(bar.modeText(), QStringLiteral("Auto: text"));
    EXPECT_EQ(FindBar::needleFor(M::Auto, QStringLiteral("c3a9"), Profile::Rfc3629).octets,
              QByteArray("\xC3\xA9"));
    EXPECT_EQ(FindBar::needleFor(M::Auto, QStringLiteral("cafe"), Profile::Rfc3629).octets,
              QByteArray("cafe"));
    EXPECT_EQ(FindBar::needleFor(M::Auto, QStringLiteral("U+0065 U+0301"), Profile::Rfc3629).octets,
              QByteArray("e\xCC\x81"));
}

TEST(FindBar, ShowsTheWholeGuess) {
    FindBar bar;
    bar.resize(900, bar.sizeHint().height());
    bar.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&bar));
    auto* mode = bar.findChild<QComboBox*>();
    ASSERT_TRUE(mode);
    for (const QString& typed :
         {QStringLiteral("C3 A9"), QStringLiteral("U+00E9"), QStringLiteral("café")}) {
        bar.setText(typed);
        QApplication::processEvents(); // the layout gives the box its new size
        EXPECT_GE(mode->width(), mode->fontMetrics().horizontalAdvance(mode->currentText()) + 16)
            << mode->currentText().toStdString();
    }
}

// Opened over a narrow hex view, the bar puts its buttons under the query rather than asking for
// a width its parts side by side would need (which would widen the view for good, taking the
// side panels' room), and nothing in it overlaps or is cut.
TEST(FindBar, TakesTwoRowsWhereOneWouldBeWiderThanItIsGiven) {
    QWidget column;
    auto* bar = testui::topOf(column, new FindBar);
    bar->setText(QStringLiteral("U+00E9")); // the widest guess: "Auto: code point"
    column.resize(2000, 200);
    column.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&column));
    QApplication::processEvents();
    EXPECT_FALSE(bar->twoRows());
    const int oneRowHeight = bar->height();
    int sideBySide = 0; // the least width of its parts in one row
    QList<QWidget*> parts;
    for (QWidget* w : bar->findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        if (w->isVisible()) {
            parts << w;
            sideBySide += w->minimumSizeHint().width();
        }
    }
    ASSERT_GE(parts.size(), 6);
    EXPECT_LT(bar->minimumSizeHint().width(), sideBySide);

    column.resize(bar->minimumSizeHint().width(), 200);
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
    EXPECT_EQ(column.width(), bar->minimumSizeHint().width());
    EXPECT_TRUE(bar->twoRows());
    EXPECT_GT(bar->height(), oneRowHeight);
    auto* mode = bar->findChild<QComboBox*>();
    ASSERT_TRUE(mode);
    const int modeWidth = mode->width();
    EXPECT_GE(modeWidth, mode->fontMetrics().horizontalAdvance(mode->currentText()) + 16);
    for (QWidget* w : parts) {
        EXPECT_TRUE(bar->rect().contains(w->geometry())) << w->metaObject()->className();
        EXPECT_GE(w->width(), w->minimumSizeHint().width()) << w->metaObject()->className();
        for (QWidget* other : parts) {
            if (other != w) {
                EXPECT_FALSE(w->geometry().intersects(other->geometry()))
                    << w->metaObject()->className() << " " << other->metaObject()->className();
            }
        }
    }

    column.resize(2000, 200);
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
    EXPECT_FALSE(bar->twoRows());
    EXPECT_EQ(bar->height(), oneRowHeight);
    // Another guess moves nothing: the box is as wide as the widest from the start.
    bar->setText(QStringLiteral("caf\u00E9"));
    QApplication::processEvents();
    EXPECT_EQ(bar->modeText(), QStringLiteral("Auto: text"));
    EXPECT_EQ(mode->width(), modeWidth);
}

TEST(GoToOffset, MovesForwardAndBackFromTheCursor) {
    const auto forward = GoToOffsetDialog::parse(QStringLiteral("+16"), 1000, 100);
    EXPECT_EQ(forward.offset, 116u);
    EXPECT_TRUE(forward.message.contains(QStringLiteral("forward 16 octets")))
        << forward.message.toStdString();
    EXPECT_EQ(GoToOffsetDialog::parse(QStringLiteral("-0x10"), 1000, 100).offset, 84u);
    const auto before = GoToOffsetDialog::parse(QStringLiteral("-200"), 1000, 100);
    EXPECT_FALSE(before.offset);
    EXPECT_TRUE(before.message.contains(QStringLiteral("before the start")));
    GoToOffsetDialog dialog(1000, 100);
    dialog.field()->setText(QStringLiteral("+1"));
    EXPECT_EQ(dialog.offset(), 101u);
}

TEST(ErrorsPanel, SaysWhatKindOfFileItIsAfterTheScan) {
    Document document;
    ErrorsPanel panel(document);
    document.openSource(memory("caf\xC3\xA9 na\xC3\xAFve \xE2\x82 r\xC3\xA9sum\xC3\xA9"),
                        QStringLiteral("memory"));
    ASSERT_TRUE(
        testui::waitFor([&] { return document.scanState() == Document::ScanState::Finished; }));
    EXPECT_TRUE(panel.fileSummaryText().contains(QStringLiteral("UTF-8 with 1 error (1 truncated "
                                                                "sequence)")))
        << panel.fileSummaryText().toStdString();
    document.openSource(memory(std::string_view("\xFF\xFEh\0i\0", 6)), QStringLiteral("u16"));
    ASSERT_TRUE(testui::waitFor([&] {
        return document.scanState() == Document::ScanState::Finished &&
               panel.fileSummaryText().contains(QStringLiteral("UTF-16"));
    }));
    // A legacy encoding is named as the detectors name it ("Привет, мир!" in windows-1251).
    document.openSource(memory("\xCF\xF0\xE8\xE2\xE5\xF2, \xEC\xE8\xF0!\n"), QStringLiteral("ru"));
    ASSERT_TRUE(testui::waitFor([&] {
        return document.scanState() == Document::ScanState::Finished &&
               panel.fileSummaryText().contains(QStringLiteral("Not UTF-8"));
    }));
    EXPECT_TRUE(panel.fileSummaryText().contains(
        QStringLiteral("Not UTF-8: probably windows-1251, a legacy encoding.")))
        << panel.fileSummaryText().toStdString();
}

// Valid UTF-8 with mojibake is not "nothing to do" once the mojibake report is in: the summary
// says how many places, as the notice beside it does; so does UTF-8 with errors.
TEST(ErrorsPanel, SaysValidUtf8WithMojibakeIsNotNothingToDo) {
    Document document;
    ErrorsPanel panel(document);
    document.openSource(memory("Le caf\xC3\x83\xC2\xA9 est ouvert, na\xC3\x83\xC2\xAFve.\n"),
                        QStringLiteral("valid"));
    ASSERT_TRUE(testui::waitFor([&] { return document.mojibake() != nullptr; }));
    ASSERT_EQ(document.mojibake()->count, 2u);
    EXPECT_EQ(panel.fileSummaryText(),
              QStringLiteral("<b>Valid UTF-8, but 2 places look like mojibake: text that went "
                             "through the wrong encoding. The Mojibake panel lists them.</b>"));
    document.openSource(memory("Le caf\xC3\x83\xC2\xA9 na\xEFve.\n"), QStringLiteral("errors"));
    ASSERT_TRUE(testui::waitFor([&] {
        return document.mojibake() != nullptr &&
               document.scanState() == Document::ScanState::Finished;
    }));
    ASSERT_EQ(document.mojibake()->count, 2u); // and EF, "ï" in windows-1252
    EXPECT_TRUE(panel.fileSummaryText().contains(
        QStringLiteral(": F3 goes to each, and the inspector says what happened and what to do. "
                       "The Mojibake panel reads 2 places as text that went through the wrong "
                       "encoding.")))
        << panel.fileSummaryText().toStdString();
    // Without mojibake it is nothing to do.
    document.openSource(memory("Le caf\xC3\xA9 est ouvert.\n"), QStringLiteral("clean"));
    ASSERT_TRUE(testui::waitFor([&] {
        return document.mojibake() != nullptr &&
               document.scanState() == Document::ScanState::Finished;
    }));
    EXPECT_EQ(panel.fileSummaryText(), QStringLiteral("<b>Valid UTF-8: nothing to do.</b>"));
}

// An errors panel in a dock under a central widget of `centralHeight`, in `window` at `width` x
// `height`, shown, with a file of errors of five kinds scanned: the label of its summary, or none.
[[nodiscard]] QLabel* summaryInDock(Document& document, QMainWindow& window, int centralHeight,
                                    int width, int height) {
    auto* central = new QWidget;
    central->setMinimumHeight(centralHeight);
    window.setCentralWidget(central);
    auto* panel = new ErrorsPanel(document);
    auto* dock = new QDockWidget(QStringLiteral("Malformed Sequences"));
    dock->setWidget(panel);
    window.addDockWidget(Qt::BottomDockWidgetArea, dock);
    window.resize(width, height);
    window.show();
    document.openSource(memory("caf\xC3\xA9 \xE2\x82 \xFF \xC0\xAF \xED\xA0\x80 x"),
                        QStringLiteral("memory"));
    if (!testui::waitFor([&] {
            return document.scanState() == Document::ScanState::Finished &&
                   !panel->fileSummaryText().isEmpty();
        }))
        return nullptr;
    QLabel* summary = nullptr;
    for (auto* label : panel->findChildren<QLabel*>()) {
        if (label->text() == panel->fileSummaryText())
            summary = label;
    }
    QCoreApplication::processEvents();
    return summary;
}

// In a short, narrow dock (German at 1024 x 768) the summary stays whole: the list gives up rows.
TEST(ErrorsPanel, KeepsTheSummaryWholeInAShortNarrowDock) {
    Document document;
    QMainWindow window;
    QLabel* summary = summaryInDock(document, window, 300, 340, 400);
    ASSERT_NE(summary, nullptr);
    EXPECT_GE(summary->height(), summary->heightForWidth(summary->width()))
        << "the summary is cut: " << summary->height() << " of "
        << summary->heightForWidth(summary->width()) << " pixels";
}

// A label's height for a width counted its minimum height, so the summary kept the height of a
// larger font (presentation mode) after it: a band of blank above it. It fits the font it has.
TEST(ErrorsPanel, FitsTheSummaryToItsFontAgainAfterAZoom) {
    Document document;
    QMainWindow window;
    QLabel* summary = summaryInDock(document, window, 200, 500, 700);
    ASSERT_NE(summary, nullptr);
    const QWidget* panel = summary->parentWidget();
    // What a label made afresh with the summary's text and font needs at the panel's width.
    const auto needed = [&] {
        QLabel fresh;
        fresh.setWordWrap(true);
        fresh.setContentsMargins(summary->contentsMargins());
        fresh.setFont(summary->font());
        fresh.setText(summary->text());
        return fresh.heightForWidth(panel->width());
    };
    const int fitted = summary->minimumHeight();
    ASSERT_GT(fitted, 0);
    EXPECT_EQ(fitted, needed());
    const QFont normal = window.font();
    QFont large = normal;
    large.setPointSizeF(normal.pointSizeF() * 2);
    window.setFont(large);
    QCoreApplication::processEvents();
    const int enlarged = summary->minimumHeight();
    EXPECT_GT(enlarged, fitted);
    EXPECT_EQ(enlarged, needed());
    window.setFont(normal);
    QCoreApplication::processEvents();
    EXPECT_LT(summary->minimumHeight(), enlarged);
    EXPECT_EQ(summary->minimumHeight(), needed());
}

// `window` at `width` x `height`, shown and active (for its shortcuts and keyboard focus), and
// the dock that holds its playground.
[[nodiscard]] QDockWidget* showWithPlayground(MainWindow& window, int width, int height) {
    window.resize(width, height);
    window.show();
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return nullptr;
    auto* playground = window.findChild<PlaygroundPanel*>();
    for (QDockWidget* d : window.findChildren<QDockWidget*>()) {
        if (playground && d->widget() == playground)
            return d;
    }
    return nullptr;
}

// Opened by Ctrl+U, the playground came up squeezed under the other panels, and what was typed
// went to the hex view: it now takes half the window's height and the keyboard, its code point
// selected so that typing replaces it.
TEST(PlaygroundShortcuts, CtrlUGivesThePlaygroundRoomAndTheKeyboard) {
    QSettings().clear(); // no saved layout: the playground hidden at first
    MainWindow window;
    QDockWidget* dock = showWithPlayground(window, 1024, 768);
    auto* view = window.findChild<HexView*>();
    auto* playground = window.findChild<PlaygroundPanel*>();
    ASSERT_TRUE(view && playground && dock);
    ASSERT_FALSE(dock->toggleViewAction()->isChecked());
    view->setFocus();
    QTest::keyClick(view, Qt::Key_U, Qt::ControlModifier);
    ASSERT_TRUE(dock->toggleViewAction()->isChecked());
    QApplication::processEvents();
    EXPECT_EQ(QApplication::focusWidget(), playground->codePointField());
    EXPECT_EQ(playground->codePointField()->selectedText(), playground->codePointField()->text());
    EXPECT_GE(dock->height(), window.height() * 2 / 5) << dock->height();
    // What is typed is the playground's.
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("U+20AC"));
    EXPECT_EQ(playground->codePointField()->text(), QStringLiteral("U+20AC"));
    EXPECT_EQ(playground->octetField()->text(), QStringLiteral("E2 82 AC"));
}

// --- One zoom for the window -------------------------------------------------------------------

TEST(PlaygroundShortcuts, CtrlUShowsThePlaygroundAndCtrlShiftPSendsTheSelection) {
    MainWindow window;
    QDockWidget* dock = showWithPlayground(window, 1280, 900);
    window.document().openSource(memory("ab\xC0\xAFz"), QStringLiteral("memory"));
    auto* view = window.findChild<HexView*>();
    auto* playground = window.findChild<PlaygroundPanel*>();
    ASSERT_TRUE(view && playground && dock);
    view->setFocus();
    const bool shown = dock->toggleViewAction()->isChecked();
    QTest::keyClick(view, Qt::Key_U, Qt::ControlModifier);
    EXPECT_NE(dock->toggleViewAction()->isChecked(), shown);
    if (shown)
        QTest::keyClick(view, Qt::Key_U, Qt::ControlModifier); // shown again

    window.document().setSelection(2, 4);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(playground->octetField()->text(), QStringLiteral("C0 AF"));
    EXPECT_TRUE(dock->toggleViewAction()->isChecked());
}

TEST(WindowZoom, ScalesTheHexViewThePanelsAndThePlaygroundTogether) {
    QSettings().remove(QStringLiteral("window/zoom"));
    MainWindow window;
    WindowZoom* zoom = WindowZoom::of(window);
    ASSERT_TRUE(zoom);
    auto* view = window.findChild<HexView*>();
    auto* playground = window.findChild<PlaygroundPanel*>();
    auto* bits = window.findChild<BitLayoutPanel*>();
    ASSERT_TRUE(view && playground && bits);
    const auto sizes = [&] {
        return std::array{view->font().pointSizeF(),
                          playground->codePointField()->font().pointSizeF(),
                          bits->font().pointSizeF()};
    };
    const auto before = sizes();
    // View > Zoom In (Ctrl+=) three times, through the window's own action.
    QAction* zoomIn = nullptr;
    for (QAction* a : window.findChildren<QAction*>())
        if (a->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Equal)))
            zoomIn = a;
    ASSERT_TRUE(zoomIn);
    for (int i = 0; i < 3; ++i)
        zoomIn->trigger();
    EXPECT_EQ(zoom->step(), 3);
    const auto larger = sizes();
    for (std::size_t i = 0; i < before.size(); ++i)
        EXPECT_NEAR(larger[i], before[i] * 1.375, 0.01) << "part " << i;
    EXPECT_EQ(QSettings().value(QStringLiteral("window/zoom")).toInt(), 3); // kept for next run

    zoom->reset();
    EXPECT_EQ(sizes(), before);

    zoom->setPresenting(true);
    EXPECT_GT(sizes()[1], before[1] * 1.4); // the playground too, for the back of the room
    zoom->setPresenting(false);
    EXPECT_EQ(sizes(), before);
    QSettings().remove(QStringLiteral("window/zoom"));
}

TEST(WindowZoom, PresentationPutsThePanelsUnderTheViewAsTabsAtItsFullWidth) {
    // Four panels side by side under the view at 1.5 times the size had a quarter of a 1024-pixel
    // projector each: the inspector wrapped a word to a line.
    QSettings().remove(QStringLiteral("window/zoom"));
    MainWindow window;
    window.resize(1024, 768);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    QList<QDockWidget*> shown;
    QHash<QDockWidget*, Qt::DockWidgetArea> areas;
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        const QString id = dock->objectName();
        const bool wanted =
            id == QStringLiteral("inspectorDock") || id == QStringLiteral("bitLayoutDock") ||
            id == QStringLiteral("playgroundDock") || id == QStringLiteral("errorDock");
        dock->setVisible(wanted);
        if (wanted)
            shown << dock;
        areas[dock] = window.dockWidgetArea(dock);
    }
    ASSERT_EQ(shown.size(), 4);
    QApplication::processEvents();
    WindowZoom* zoom = WindowZoom::of(window);
    zoom->setPresenting(true);
    // A tab behind another is moved out of the window rather than hidden.
    const auto inFront = [&window](const QDockWidget* d) {
        return d->isVisible() && window.rect().intersects(d->geometry());
    };
    const auto inFrontNow = [&] { return std::count_if(shown.begin(), shown.end(), inFront); };
    const auto wide = [&] {
        return std::any_of(shown.begin(), shown.end(), [&](const QDockWidget* d) {
            return inFront(d) && d->width() > window.width() * 9 / 10;
        });
    };
    // The layout settles; what it settled to is checked below.
    (void)QTest::qWaitFor([&] { return inFrontNow() == 1 && wide(); }, 2000);
    // One group of tabs under the view: the panels shown, and the closed ones too, so that one
    // opened while presenting joins it.
    const auto docks = window.findChildren<QDockWidget*>();
    for (QDockWidget* dock : shown) {
        EXPECT_EQ(window.dockWidgetArea(dock), Qt::BottomDockWidgetArea)
            << dock->objectName().toStdString();
        const auto tabs = window.tabifiedDockWidgets(dock);
        EXPECT_EQ(tabs.size(), docks.size() - 1) << dock->objectName().toStdString();
        for (QDockWidget* other : shown) {
            EXPECT_TRUE(other == dock || tabs.contains(other))
                << other->objectName().toStdString() << " beside "
                << dock->objectName().toStdString();
        }
        EXPECT_TRUE(dock->toggleViewAction()->isChecked()) << dock->objectName().toStdString();
    }
    EXPECT_EQ(inFrontNow(), 1);
    for (QDockWidget* dock : shown) {
        if (inFront(dock)) {
            EXPECT_GT(dock->width(), window.width() * 9 / 10) << dock->objectName().toStdString();
        }
    }
    zoom->setPresenting(false);
    QApplication::processEvents();
    for (QDockWidget* dock : shown)
        EXPECT_EQ(window.dockWidgetArea(dock), areas[dock]) << dock->objectName().toStdString();
    QSettings().remove(QStringLiteral("window/zoom"));
}

// A panel opened while presenting went beside the others under the view, a sliver of a 1024-pixel
// projector each, and F11 closed it again. It now joins their tabs at the full width, in front,
// and F11 keeps it open in its own place, and keeps closed the one the presenter closed.
TEST(WindowZoom, APanelOpenedWhilePresentingJoinsTheTabsAndStaysOpenAfter) {
    QSettings().remove(QStringLiteral("window/zoom"));
    MainWindow window;
    window.resize(1024, 768);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    QHash<QString, QDockWidget*> docks;
    QHash<QDockWidget*, Qt::DockWidgetArea> areas;
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        const QString id = dock->objectName();
        docks[id] = dock;
        dock->setVisible(id == QStringLiteral("inspectorDock") ||
                         id == QStringLiteral("errorDock"));
        areas[dock] = window.dockWidgetArea(dock);
    }
    QDockWidget* reference = docks.value(QStringLiteral("referenceDock"));
    QDockWidget* inspector = docks.value(QStringLiteral("inspectorDock"));
    ASSERT_TRUE(reference && inspector);
    ASSERT_NE(areas[reference], Qt::BottomDockWidgetArea);
    QApplication::processEvents();
    WindowZoom* zoom = WindowZoom::of(window);
    zoom->setPresenting(true);
    QApplication::processEvents();
    reference->toggleViewAction()->trigger(); // View > Reference, Ctrl+T
    const auto inFront = [&window](const QDockWidget* d) {
        return d->isVisible() && window.rect().intersects(d->geometry());
    };
    (void)QTest::qWaitFor(
        [&] { return inFront(reference) && reference->width() > window.width() * 9 / 10; }, 2000);
    EXPECT_EQ(window.dockWidgetArea(reference), Qt::BottomDockWidgetArea);
    EXPECT_TRUE(window.tabifiedDockWidgets(reference).contains(inspector));
    EXPECT_TRUE(inFront(reference));
    EXPECT_GT(reference->width(), window.width() * 9 / 10);
    EXPECT_FALSE(inFront(inspector));

    inspector->close(); // closed while presenting, by its button
    QApplication::processEvents();
    zoom->setPresenting(false);
    QApplication::processEvents();
    EXPECT_TRUE(reference->toggleViewAction()->isChecked());
    EXPECT_EQ(window.dockWidgetArea(reference), areas[reference]);
    EXPECT_FALSE(inspector->toggleViewAction()->isChecked());
    EXPECT_TRUE(docks.value(QStringLiteral("errorDock"))->toggleViewAction()->isChecked());
    QSettings().remove(QStringLiteral("window/zoom"));
}

// Ctrl+M with the Mojibake panel open behind the Malformed Sequences tab closed it: a panel one
// cannot see. Its action brings it to the front; only in front does it close it.
TEST(PanelDocks, APanelsActionBringsItToTheFrontFromBehindATabAndClosesItOnlyThere) {
    QSettings().remove(QStringLiteral("window/zoom"));
    MainWindow window;
    window.resize(1024, 768);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    QDockWidget* errors = nullptr;
    QDockWidget* mojibake = nullptr;
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        if (dock->objectName() == QStringLiteral("errorDock"))
            errors = dock;
        if (dock->objectName() == QStringLiteral("mojibakeDock"))
            mojibake = dock;
    }
    ASSERT_TRUE(errors && mojibake);
    errors->show();
    mojibake->show();
    if (!window.tabifiedDockWidgets(errors).contains(mojibake))
        window.tabifyDockWidget(errors, mojibake);
    errors->raise();
    // A tab behind another is moved out of the window rather than hidden.
    const auto inFront = [&window](const QDockWidget* d) {
        return d->isVisible() && window.rect().intersects(d->geometry());
    };
    ASSERT_TRUE(QTest::qWaitFor([&] { return inFront(errors) && !inFront(mojibake); }));
    ASSERT_TRUE(mojibake->toggleViewAction()->isChecked()); // open, behind the tab

    mojibake->toggleViewAction()->trigger(); // Ctrl+M
    EXPECT_TRUE(QTest::qWaitFor([&] { return inFront(mojibake) && !inFront(errors); }));
    EXPECT_TRUE(mojibake->toggleViewAction()->isChecked());

    mojibake->toggleViewAction()->trigger(); // again, now in front
    QApplication::processEvents();
    EXPECT_FALSE(mojibake->toggleViewAction()->isChecked());
    EXPECT_TRUE(mojibake->isHidden());
    mojibake->toggleViewAction()->trigger(); // and open again
    EXPECT_TRUE(QTest::qWaitFor([&] { return inFront(mojibake); }));
}

} // namespace

} // namespace u8scope::ui
