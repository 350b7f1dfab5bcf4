// What a screen reader gets from the hex view and the legend, asked through QAccessible.
#include "hexview/accessibility.h"
#include "hexview/hexview.h"
#include "hexview/legendwidget.h"
#include "qt_environment.h"
#include "words/words.h"

#include <QAccessible>
#include <QTest>
#include <QVariant>
#include <gtest/gtest.h>

namespace u8scope::ui {
namespace {

std::shared_ptr<const ByteSource> sourceOf(std::string_view text) {
    return std::make_shared<MemorySource>(std::vector<std::uint8_t>(text.begin(), text.end()));
}

std::string valueOf(QWidget* widget) {
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(widget);
    return iface ? iface->text(QAccessible::Value).toStdString() : std::string("(none)");
}

bool contains(const std::string& haystack, std::string_view needle) {
    return haystack.find(needle) != std::string::npos;
}

TEST(Accessibility, GivesTheHexViewARoleAndAName) {
    HexView view;
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&view);
    ASSERT_NE(iface, nullptr);
    EXPECT_EQ(iface->role(), QAccessible::Document);
    EXPECT_EQ(iface->text(QAccessible::Name), QStringLiteral("Hex view"));
    EXPECT_TRUE(iface->state().readOnly);
    EXPECT_EQ(valueOf(&view), "No file open");
}

TEST(Accessibility, SaysTheOffsetOctetClassAndCharacterAtTheCursor) {
    HexView view;
    view.setSource(sourceOf("caf\xC3\xA9 \xFF"));
    EXPECT_EQ(valueOf(&view), "Offset 0 (0x0): octet 63, 1-octet sequence (ASCII); character c, "
                              "U+0063 LATIN SMALL LETTER C");
    view.setCursor(4);
    EXPECT_EQ(valueOf(&view), "Offset 4 (0x4): octet A9, continuing octet; character \xC3\xA9, "
                              "U+00E9 LATIN SMALL LETTER E WITH ACUTE");
    view.setCursor(3);
    EXPECT_TRUE(contains(valueOf(&view), "octet C3, first octet of a 2-octet sequence"))
        << valueOf(&view);
}

TEST(Accessibility, ExplainsAMalformedOctetAtTheCursor) {
    HexView view;
    view.setSource(sourceOf("caf\xC3\xA9 \xFF"));
    view.setCursor(6);
    const std::string value = valueOf(&view);
    EXPECT_TRUE(contains(value, "Offset 6 (0x6): octet FF, octet that never occurs in UTF-8; "
                                "malformed (invalid-octet): This byte is not UTF-8."))
        << value;
}

// On a finding of the Mojibake list, the value says what the list says of it; a view without
// the list says nothing of mojibake (and reads no lines for it).
TEST(Accessibility, SaysWhatTheMojibakeListSaysOfTheOctetAtTheCursor) {
    HexView view;
    const auto source = sourceOf("say caf\xC3\x83\xC2\xA9 now");
    view.setSource(source);
    view.setCursor(8);
    EXPECT_FALSE(contains(valueOf(&view), "mojibake")) << valueOf(&view);
    const auto report =
        std::make_shared<const MojibakeReport>(findSourceMojibake(*source, nullptr));
    ASSERT_EQ(report->count, 1u);
    view.setMojibakeReport([report] { return report; });
    const std::string value = valueOf(&view);
    EXPECT_TRUE(contains(value, "Offset 8 (0x8): octet 83, continuing octet; character \xC3\x83"))
        << value;
    EXPECT_TRUE(contains(value, "; mojibake: ")) << value;
    EXPECT_TRUE(contains(value, Words::mojibakePlain(report->findings.front()).toStdString()))
        << value;
    view.setCursor(1);
    EXPECT_FALSE(contains(valueOf(&view), "mojibake")) << valueOf(&view);
}

TEST(Accessibility, NamesAnInvisibleCharacterOnce) {
    HexView view;
    view.setSource(sourceOf("\xC2\xA0"));
    EXPECT_EQ(valueOf(&view), "Offset 0 (0x0): octet C2, first octet of a 2-octet sequence; "
                              "character U+00A0 NO-BREAK SPACE");
}

// A screen reader reads the value again on each move (the view calls
// QAccessible::updateAccessibility, which only an active platform bridge passes on: none runs
// headless, so the event itself is not seen here).
TEST(Accessibility, FollowsTheCursorMovedByTheKeyboard) {
    HexView view;
    view.setSource(sourceOf("caf\xC3\xA9 \xFF"));
    view.show();
    view.setFocus();
    QTest::keyClick(&view, Qt::Key_Right);
    EXPECT_TRUE(contains(valueOf(&view), "Offset 1 (0x1): octet 61")) << valueOf(&view);
    QTest::keyClick(&view, Qt::Key_Left);
    EXPECT_TRUE(contains(valueOf(&view), "Offset 0 (0x0): octet 63")) << valueOf(&view);
}

TEST(Accessibility, ReadsTheLegendAsAListOfClasses) {
    LegendWidget legend;
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&legend);
    ASSERT_NE(iface, nullptr);
    EXPECT_EQ(iface->role(), QAccessible::List);
    EXPECT_EQ(iface->text(QAccessible::Name), QStringLiteral("Octet class legend"));
    const QString description = iface->text(QAccessible::Description);
    EXPECT_TRUE(description.contains(QStringLiteral("lead2, for example C3: first octet of a "
                                                    "2-octet sequence")))
        << description.toStdString();
    EXPECT_FALSE(description.contains(QStringLiteral("lead5"))); // the strict profile's legend
    legend.setProfile(Profile::Iso10646_1993);
    EXPECT_TRUE(iface->text(QAccessible::Description).contains(QStringLiteral("lead5")));
}

// Each class is an item of the list, named by its description and sample octet, where it is
// drawn; the items follow the profile.
TEST(Accessibility, GivesEachClassOfTheLegendAsAnItem) {
    LegendWidget legend;
    legend.resize(600, legend.heightForWidth(600));
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&legend);
    ASSERT_NE(iface, nullptr);
    ASSERT_EQ(iface->childCount(), 7); // ASCII, lead2-4, continuing, malformed, never
    const QStringList expected = {
        QStringLiteral("1-octet sequence (ASCII), for example 41"),
        QStringLiteral("first octet of a 2-octet sequence, for example C3")};
    for (int i = 0; i < 2; ++i) {
        QAccessibleInterface* item = iface->child(i);
        ASSERT_NE(item, nullptr);
        EXPECT_EQ(item->role(), QAccessible::ListItem);
        EXPECT_EQ(item->text(QAccessible::Name), expected[i]);
        EXPECT_EQ(item->parent(), iface);
        EXPECT_EQ(iface->indexOfChild(item), i);
        EXPECT_EQ(iface->child(i), item) << "the same interface each time";
        const QRect drawn = legend.itemRect(static_cast<std::size_t>(i));
        EXPECT_FALSE(drawn.isEmpty());
        EXPECT_EQ(item->rect().size(), drawn.size());
        const QPoint centre = legend.mapToGlobal(drawn.center());
        EXPECT_EQ(iface->childAt(centre.x(), centre.y()), item);
    }
    EXPECT_EQ(iface->child(iface->childCount()), nullptr);

    legend.setProfile(Profile::Iso10646_1993);
    ASSERT_EQ(iface->childCount(), 9);
    QStringList names;
    for (int i = 0; i < iface->childCount(); ++i)
        names << iface->child(i)->text(QAccessible::Name);
    EXPECT_TRUE(names.contains(QStringLiteral("first octet of a 5-octet sequence, for example F8")))
        << names.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(
        names.contains(QStringLiteral("first octet of a 6-octet sequence, for example FC")));
    legend.setProfile(Profile::Rfc3629);
    EXPECT_EQ(iface->childCount(), 7);
    EXPECT_EQ(iface->child(7), nullptr);
}

} // namespace
} // namespace u8scope::ui
