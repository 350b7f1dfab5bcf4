// Side by Side: which octets differ (the model), and two hex views whose cursors and scrolling
// follow each other.
#include "compare/comparemodel.h"
#include "compare/comparewindow.h"
#include "hexview/hexview.h"
#include "qt_environment.h"

#include <QTest>
#include <gtest/gtest.h>

namespace u8scope::ui {

namespace {

std::shared_ptr<const u8scope::ByteSource> memory(std::string_view bytes) {
    return std::make_shared<u8scope::MemorySource>(
        std::vector<std::uint8_t>(bytes.begin(), bytes.end()), "memory");
}

TEST(CompareModel, MarksTheOctetsThatDifferAndTheTailOfTheLongerSide) {
    const CompareModel model(memory("caf\xC3\xA9!"), memory("caf\xE9!?!"));
    EXPECT_EQ(model.length(), 7u);
    EXPECT_FALSE(model.differs(0));
    EXPECT_FALSE(model.differs(2));
    EXPECT_TRUE(model.differs(3));  // C3 against E9
    EXPECT_TRUE(model.differs(4));  // A9 against !
    EXPECT_TRUE(model.differs(6));  // only the right side has it
    EXPECT_FALSE(model.differs(7)); // past both
    EXPECT_EQ(model.nextDifference(0), 3u);
    EXPECT_EQ(model.nextDifference(7), 7u);
}

TEST(CompareModel, ComparesAcrossBlocks) {
    std::string a(3 * CompareModel::kBlock, 'x');
    std::string b = a;
    b[CompareModel::kBlock + 17] = 'y';
    const CompareModel model(memory(a), memory(b));
    EXPECT_EQ(model.nextDifference(0), CompareModel::kBlock + 17);
    EXPECT_FALSE(model.differs(5)); // back to the first block
}

TEST(SliceSource, ShowsASourceFromAnOffset) {
    const SliceSource slice(memory("0123456789"), 4);
    EXPECT_EQ(slice.size(), 6u);
    auto octets = slice.readVector(1, 3);
    ASSERT_TRUE(octets);
    EXPECT_EQ(std::string(octets->begin(), octets->end()), "567");
    EXPECT_EQ(SliceSource(memory("01"), 5).size(), 0u);
}

TEST(CompareWindow, LinksTheCursorsAndTheScrollingOfBothSides) {
    std::string before(64 * 16, 'a');
    std::string after = before;
    after[40 * 16 + 3] = 'b';
    CompareWindow window(memory(before), 0, QStringLiteral("before"), memory(after), 0,
                         QStringLiteral("after"), u8scope::Profile::Rfc3629);
    window.resize(1000, 400);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    EXPECT_TRUE(window.summary().contains(QStringLiteral("0x283")))
        << window.summary().toStdString();

    window.left()->setCursor(20);
    EXPECT_EQ(window.right()->cursor(), 20u);
    window.right()->scrollToRow(30);
    EXPECT_EQ(window.left()->topRow(), 30u);

    window.nextDifference();
    EXPECT_EQ(window.left()->cursor(), 40u * 16 + 3);
    EXPECT_EQ(window.right()->cursor(), 40u * 16 + 3);
}

TEST(CompareWindow, ComparesOneFileAtTwoOffsets) {
    // The same 4 octets at 0 and at 8, then a difference at the fifth.
    const auto file = memory("ABCDxyz_ABCDwxyz");
    CompareWindow window(file, 0, QStringLiteral("f"), file, 8, QStringLiteral("f"),
                         u8scope::Profile::Rfc3629);
    EXPECT_EQ(window.model().nextDifference(0), 4u);
    EXPECT_TRUE(window.summary().contains(QStringLiteral("0xC"))) << window.summary().toStdString();
}

} // namespace

} // namespace u8scope::ui
