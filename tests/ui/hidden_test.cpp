// Hidden characters in the window: found by the scan, listed in their panel with a filter by
// class, marked in both columns of the hex view, and gone through with F7 and Shift+F7.
#include "document/document.h"
#include "hexview/hexview.h"
#include "hidden/hiddenpanel.h"
#include "hidden/hiddentool.h"
#include "qt_environment.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <gtest/gtest.h>

namespace u8scope::ui {

namespace {

// A zero-width space inside a word (offset 5, line 1), a Cyrillic "а" in the Latin word
// "paypal" (offset 32, line 2), and an RLO left open at the end of line 3 (offset 47).
const QByteArray kTrojan("admin\xE2\x80\x8B"
                         "check = 1\n"
                         "if (user == \"p\xD0\xB0ypal\")\n"
                         "s = \"x\xE2\x80\xAE y\"\n");

class HiddenWindowTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        m_window = std::make_unique<MainWindow>();
    }
    void TearDown() override { m_window.reset(); }

    void open(const QByteArray& data) {
        const QString path = testui::writeFile(m_dir, QStringLiteral("sample.txt"), data);
        ASSERT_TRUE(m_window->openFile(path));
        ASSERT_TRUE(testui::waitFor([this] { return tool().index() != nullptr; }));
        QApplication::processEvents();
    }
    [[nodiscard]] Document& doc() const { return m_window->document(); }
    [[nodiscard]] HiddenTool& tool() const { return HiddenTool::of(m_window->document()); }
    template <class P>
    [[nodiscard]] P* part() const {
        auto* found = m_window->findChild<P*>();
        EXPECT_TRUE(found);
        return found;
    }
    [[nodiscard]] QString state() const {
        for (const QLabel* label : part<HiddenPanel>()->findChildren<QLabel*>()) {
            if (label->buddy() == nullptr)
                return label->text();
        }
        return {};
    }

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

TEST_F(HiddenWindowTest, PanelListsTheFindingsAndFiltersThemByClass) {
    open(kTrojan);
    const HiddenRows& rows = part<HiddenPanel>()->rows();
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows.text(0, HiddenRows::Offset), QStringLiteral("0x5"));
    EXPECT_EQ(rows.text(0, HiddenRows::Place), QStringLiteral("1:6"));
    EXPECT_EQ(rows.text(0, HiddenRows::Class), QStringLiteral("invisible"));
    EXPECT_EQ(rows.text(0, HiddenRows::CodePoint), QStringLiteral("U+200B"));
    EXPECT_EQ(rows.text(0, HiddenRows::Name), QStringLiteral("ZERO WIDTH SPACE"));
    EXPECT_TRUE(rows.text(0, HiddenRows::Why).startsWith(QStringLiteral("it shows nothing")))
        << rows.text(0, HiddenRows::Why).toStdString();
    EXPECT_EQ(rows.text(1, HiddenRows::Class), QStringLiteral("confusable"));
    EXPECT_EQ(rows.text(1, HiddenRows::Place), QStringLiteral("2:15"));
    EXPECT_EQ(rows.text(1, HiddenRows::Why),
              QStringLiteral("a Cyrillic letter that looks like Latin 'a', in a word of Latin "
                             "letters: the word reads as one it is not"));
    EXPECT_EQ(rows.text(2, HiddenRows::Class), QStringLiteral("bidi-unterminated"));
    EXPECT_EQ(rows.text(2, HiddenRows::CodePoint), QStringLiteral("U+202E"));
    EXPECT_EQ(part<HiddenPanel>()->title(), QStringLiteral("Hidden Characters (3)"));

    auto* filter = part<HiddenPanel>()->findChild<QComboBox*>();
    ASSERT_TRUE(filter);
    EXPECT_EQ(filter->count(), 4); // all, and the three classes found
    EXPECT_EQ(filter->itemText(0), QStringLiteral("All classes (3)"));
    const int confusable = filter->findText(QStringLiteral("confusable (1)"));
    ASSERT_GE(confusable, 0);
    filter->setCurrentIndex(confusable);
    ASSERT_EQ(part<HiddenPanel>()->rows().size(), 1u);
    EXPECT_EQ(part<HiddenPanel>()->rows().finding(0).offset, 32u);
    EXPECT_EQ(part<HiddenPanel>()->rows().findingIndex(0), 1u);
    filter->setCurrentIndex(0);
    EXPECT_EQ(part<HiddenPanel>()->rows().size(), 3u);
}

TEST_F(HiddenWindowTest, ClickingARowSelectsTheCharacter) {
    m_window->resize(1024, 768);
    m_window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(m_window.get()));
    open(kTrojan);
    auto* table = part<HiddenPanel>()->findChild<QTableView*>();
    ASSERT_TRUE(table);
    table->window()->raise();
    QApplication::processEvents();
    const QModelIndex row = table->model()->index(2, HiddenRows::Name);
    const QRect cell = table->visualRect(row);
    ASSERT_FALSE(cell.isEmpty());
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    EXPECT_EQ(doc().selectionStart(), 47u);
    EXPECT_EQ(doc().selectionEnd(), 50u);
    EXPECT_EQ(part<HexView>()->cursor(), 47u);
    // Under a filter, a row is still the finding it shows.
    auto* filter = part<HiddenPanel>()->findChild<QComboBox*>();
    filter->setCurrentIndex(filter->findText(QStringLiteral("confusable (1)")));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                      table->visualRect(table->model()->index(0, HiddenRows::Offset)).center());
    EXPECT_EQ(doc().selectionStart(), 32u);
    EXPECT_EQ(doc().selectionEnd(), 34u);
}

TEST_F(HiddenWindowTest, NextAndPreviousGoFromOneToTheNextAndWrap) {
    open(kTrojan);
    doc().setCursor(0);
    QAction* next = nullptr;
    QAction* previous = nullptr;
    for (QAction* a : m_window->findChildren<QAction*>()) {
        if (a->shortcut() == QKeySequence(Qt::Key_F7))
            next = a;
        if (a->shortcut() == QKeySequence(Qt::SHIFT | Qt::Key_F7))
            previous = a;
    }
    ASSERT_TRUE(next);
    ASSERT_TRUE(previous);
    QSignalSpy said(&doc(), &Document::statusMessage);
    next->trigger();
    EXPECT_EQ(doc().selectionStart(), 5u);
    ASSERT_EQ(said.size(), 1);
    EXPECT_EQ(said[0][0].toString(),
              QStringLiteral("Hidden character 1 of 3, line 1, column 6: Invisible character "
                             "(U+200B ZERO WIDTH SPACE)"));
    next->trigger();
    EXPECT_EQ(doc().selectionStart(), 32u);
    next->trigger();
    EXPECT_EQ(doc().selectionStart(), 47u);
    next->trigger(); // wraps
    EXPECT_EQ(doc().selectionStart(), 5u);
    previous->trigger(); // wraps back
    EXPECT_EQ(doc().selectionStart(), 47u);
    previous->trigger();
    EXPECT_EQ(doc().selectionStart(), 32u);
    EXPECT_EQ(doc().selectionEnd(), 34u);
}

TEST_F(HiddenWindowTest, MarksTheFindingsInBothColumns) {
    open(kTrojan);
    auto* view = part<HexView>();
    const auto layers = view->markLayers();
    EXPECT_NE(std::find(layers.begin(), layers.end(), &tool().marks()), layers.end());
    const MarkLayer::Spans all{{5, 8}, {32, 34}, {47, 50}};
    EXPECT_EQ(tool().marks().spansIn(0, doc().size()), all);
    EXPECT_EQ(tool().marks().spansIn(20, 40), (MarkLayer::Spans{{32, 34}}));
    view->resize(800, 600);
    EXPECT_EQ(view->shownMarks(tool().marks()), all);
}

TEST_F(HiddenWindowTest, CleanTextListsNothingAndSaysSo) {
    open(QByteArray("Grüße aus Köln, Привет из Москвы, 東京から。\n"));
    EXPECT_EQ(part<HiddenPanel>()->rows().size(), 0u);
    EXPECT_EQ(part<HiddenPanel>()->title(), QStringLiteral("Hidden Characters (0)"));
    EXPECT_EQ(state(), QStringLiteral("No hidden characters found"));
    EXPECT_TRUE(tool().marks().spansIn(0, doc().size()).empty());
    doc().setCursor(0);
    tool().next(); // nowhere to go
    EXPECT_EQ(doc().cursor(), 0u);
}

// Issue 34: random octets make U+202E by chance; the panel lists the findings in text, and says
// how many characters lie in data, where they are no findings.
TEST_F(HiddenWindowTest, CharactersInBinaryDataAreCountedApartNotListed) {
    QByteArray data;
    for (int k = 0; k < 100; ++k)
        data += "int value = compute(input);\n";
    data += kTrojan;
    std::uint32_t x = 7;
    for (int k = 0; k < 8192; ++k) {
        x = x * 1103515245u + 12345u;
        data += static_cast<char>(x >> 16);
    }
    data.replace(data.size() - 4000, 3, "\xE2\x80\xAE");
    data += "\n";
    for (int k = 0; k < 100; ++k)
        data += "int other = compute(input);\n";
    open(data);
    EXPECT_EQ(part<HiddenPanel>()->rows().size(), 3u);
    EXPECT_EQ(tool().index()->counts().total(), 3u);
    const std::uint64_t outside = tool().index()->counts().outsideText;
    EXPECT_GT(outside, 0u);
    EXPECT_TRUE(state().contains(QStringLiteral("lie in regions that are not text")))
        << state().toStdString();
    EXPECT_TRUE(state().contains(QString::number(outside))) << state().toStdString();
    EXPECT_EQ(part<HiddenPanel>()->title(), QStringLiteral("Hidden Characters (3)"));
}

} // namespace

} // namespace u8scope::ui
