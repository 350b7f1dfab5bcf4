// HexView under the offscreen platform: cursor and selection, keyboard and mouse, copying, huge
// virtual sources read only where painted, and sources whose reads fail.
#include "hexview/hexview.h"
#include "theme/palette.h"
#include "u8scope/file/source.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <gtest/gtest.h>

namespace u8scope::ui {

namespace {

constexpr std::uint64_t kGiB = std::uint64_t{1} << 30;

std::vector<std::uint8_t> bytes(std::string_view s) {
    return {s.begin(), s.end()};
}

std::shared_ptr<u8scope::MemorySource> memory(std::string_view s) {
    return std::make_shared<u8scope::MemorySource>(bytes(s), "test.txt");
}

/// `size` octets of repeating UTF-8 text, synthesised on demand; counts what is read.
class PatternSource final : public u8scope::ByteSource {
public:
    explicit PatternSource(std::uint64_t size) : m_size(size) {}
    [[nodiscard]] std::uint64_t size() const noexcept override { return m_size; }
    [[nodiscard]] u8scope::Result<std::size_t> read(std::uint64_t offset,
                                                    std::span<std::uint8_t> out) const override {
        if (offset >= m_size) {
            return std::size_t{0};
        }
        const auto n =
            static_cast<std::size_t>(std::min<std::uint64_t>(out.size(), m_size - offset));
        for (std::size_t i = 0; i < n; ++i) {
            out[i] = at(offset + i);
        }
        ++reads;
        bytesRead += n;
        return n;
    }
    [[nodiscard]] const std::string& name() const noexcept override { return m_name; }

    static std::uint8_t at(std::uint64_t offset) {
        static constexpr std::string_view kText = "h\xC3\xA9llo w\xC3\xB6rld \xE2\x82\xAC\n";
        return static_cast<std::uint8_t>(kText[offset % kText.size()]);
    }

    mutable std::atomic<std::uint64_t> reads{0};
    mutable std::atomic<std::uint64_t> bytesRead{0};

private:
    std::uint64_t m_size;
    std::string m_name = "pattern";
};

/// Every read fails, as on a disk error.
class FailingSource final : public u8scope::ByteSource {
public:
    [[nodiscard]] std::uint64_t size() const noexcept override { return 1000; }
    [[nodiscard]] u8scope::Result<std::size_t> read(std::uint64_t,
                                                    std::span<std::uint8_t>) const override {
        return u8scope::IoError{m_name, "Input/output error", EIO};
    }
    [[nodiscard]] const std::string& name() const noexcept override { return m_name; }

private:
    std::string m_name = "/broken/disk.bin";
};

/// Claims 1000 octets but holds 100: a file that shrank after it was opened.
class ShrunkSource final : public u8scope::ByteSource {
public:
    [[nodiscard]] std::uint64_t size() const noexcept override { return 1000; }
    [[nodiscard]] u8scope::Result<std::size_t> read(std::uint64_t offset,
                                                    std::span<std::uint8_t> out) const override {
        return m_data.read(offset, out);
    }
    [[nodiscard]] const std::string& name() const noexcept override { return m_name; }

private:
    u8scope::MemorySource m_data{std::vector<std::uint8_t>(100, 'x')};
    std::string m_name = "shrunk.txt";
};

class HexViewTest : public ::testing::Test {
protected:
    void SetUp() override { view.resize(800, 600); }

    void key(Qt::Key k, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        QTest::keyClick(&view, k, modifiers);
    }
    /// The centre of the hex or text cell of `offset`, in viewport coordinates.
    QPoint cellCentre(std::uint64_t offset, HexArea area) const {
        const HexLayout& l = view.layout();
        const int column = HexLayout::columnOf(offset);
        const double x = area == HexArea::Hex ? l.hexCellX(column) + l.hexCellWidth() / 2
                                              : l.textCellX(column) + l.textCellWidth() / 2;
        const auto y = l.rowY(HexLayout::rowOf(offset), view.topRow()) + l.lineHeight() / 2;
        return {static_cast<int>(x - view.horizontalScrollBar()->value()), static_cast<int>(y)};
    }
    void mouse(QEvent::Type type, QPoint at, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        const Qt::MouseButtons buttons =
            type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton;
        QMouseEvent event(type, at, view.viewport()->mapToGlobal(at), Qt::LeftButton, buttons,
                          modifiers);
        QApplication::sendEvent(view.viewport(), &event);
    }
    void click(std::uint64_t offset, HexArea area, Qt::KeyboardModifiers modifiers = {}) {
        mouse(QEvent::MouseButtonPress, cellCentre(offset, area), modifiers);
        mouse(QEvent::MouseButtonRelease, cellCentre(offset, area), modifiers);
    }
    void expectSelection(std::uint64_t from, std::uint64_t to) {
        EXPECT_EQ(view.selectionStart(), from);
        EXPECT_EQ(view.selectionEnd(), to);
    }

    HexView view;
};

// setCursor(offset) must not swallow a mouse cursor shape, an enum that converts to an integer.
template <class View, class Argument>
constexpr bool kSetCursorAccepts = requires(View& v, Argument a) {
    v.setCursor(a);
};
static_assert(!kSetCursorAccepts<HexView, Qt::CursorShape>);
static_assert(kSetCursorAccepts<HexView, QCursor>);
static_assert(kSetCursorAccepts<HexView, std::uint64_t>);

TEST_F(HexViewTest, WithoutASourceIsEmptyAndCalm) {
    EXPECT_EQ(view.source(), nullptr);
    EXPECT_FALSE(view.grab().isNull());
    key(Qt::Key_Right);
    key(Qt::Key_End, Qt::ControlModifier);
    EXPECT_EQ(view.cursor(), 0u);
    expectSelection(0, 0);
    EXPECT_TRUE(view.selectedHex().isEmpty());
    click(0, HexArea::Hex);
    EXPECT_EQ(view.cursor(), 0u);
}

TEST_F(HexViewTest, EmptyFileIsEmptyAndCalm) {
    view.setSource(memory(""));
    EXPECT_FALSE(view.grab().isNull());
    key(Qt::Key_Down);
    key(Qt::Key_A, Qt::ControlModifier);
    EXPECT_EQ(view.cursor(), 0u);
    expectSelection(0, 0);
    view.setCursor(10);
    EXPECT_EQ(view.cursor(), 0u);
}

TEST_F(HexViewTest, SettingASourceSelectsItsFirstCharacter) {
    QSignalSpy selection(&view, &HexView::selectionChanged);
    view.setSource(memory("\xC3\xA9t\xC3\xA9"));
    expectSelection(0, 2);
    ASSERT_EQ(selection.count(), 1);
    EXPECT_EQ(selection.at(0).at(1).value<std::uint64_t>(), 2u);
}

TEST_F(HexViewTest, CursorOnAContinuingOctetSelectsTheWholeCharacter) {
    view.setSource(memory("a\xE2\x82\xAC"
                          "b"));
    QSignalSpy cursor(&view, &HexView::cursorMoved);
    QSignalSpy selection(&view, &HexView::selectionChanged);
    view.setCursor(2);
    EXPECT_EQ(view.cursor(), 2u);
    expectSelection(1, 4);
    ASSERT_EQ(cursor.count(), 1);
    EXPECT_EQ(cursor.at(0).at(0).value<std::uint64_t>(), 2u);
    ASSERT_EQ(selection.count(), 1);
    EXPECT_EQ(selection.at(0).at(0).value<std::uint64_t>(), 1u);
    EXPECT_EQ(selection.at(0).at(1).value<std::uint64_t>(), 4u);
}

TEST_F(HexViewTest, CursorOnAMalformedSequenceSelectsItsMaximalSubpart) {
    view.setSource(memory("a\xE2\x82"
                          "b"));
    view.setCursor(2);
    expectSelection(1, 3); // E2 82, truncated
    view.setCursor(3);
    expectSelection(3, 4);
}

TEST_F(HexViewTest, SetCursorScrollsIntoView) {
    view.setSource(std::make_shared<PatternSource>(16 * 1000));
    view.setCursor(900 * 16 + 3);
    EXPECT_LE(view.topRow(), 900u);
    EXPECT_GT(view.topRow() + view.visibleRowCount(), 900u);
    view.setCursor(5);
    EXPECT_EQ(view.topRow(), 0u);
}

TEST_F(HexViewTest, JumpsOutOfViewLandInTheMiddle) {
    view.setSource(std::make_shared<PatternSource>(16 * 1000));
    const std::uint64_t half = view.visibleRowCount() / 2;
    ASSERT_GT(half, 2u);
    view.setCursor(500 * 16 + 3); // go to offset, F3: rows before it stay in view
    EXPECT_EQ(view.topRow(), 500 - half);
    view.setCursor(501 * 16); // in view already: no scrolling
    EXPECT_EQ(view.topRow(), 500 - half);
    view.setSelection(800 * 16, 800 * 16 + 4); // a find match
    EXPECT_EQ(view.topRow(), 800 - half);
    view.setCursor(16 * 1000 - 1); // near the end: as far as it goes
    EXPECT_EQ(view.topRow(), view.layout().maxTopRow(view.viewport()->height()));
}

TEST_F(HexViewTest, KeyboardMovesTheCursor) {
    view.setSource(memory(std::string(100, 'x')));
    key(Qt::Key_Left);
    EXPECT_EQ(view.cursor(), 0u);
    key(Qt::Key_Up);
    EXPECT_EQ(view.cursor(), 0u);
    key(Qt::Key_Right);
    EXPECT_EQ(view.cursor(), 1u);
    key(Qt::Key_Down);
    EXPECT_EQ(view.cursor(), 17u);
    key(Qt::Key_End);
    EXPECT_EQ(view.cursor(), 31u);
    key(Qt::Key_Home);
    EXPECT_EQ(view.cursor(), 16u);
    key(Qt::Key_End, Qt::ControlModifier);
    EXPECT_EQ(view.cursor(), 99u);
    key(Qt::Key_Right);
    EXPECT_EQ(view.cursor(), 99u);
    key(Qt::Key_Down);
    EXPECT_EQ(view.cursor(), 99u);
    key(Qt::Key_Up);
    EXPECT_EQ(view.cursor(), 83u);
    key(Qt::Key_Home, Qt::ControlModifier);
    EXPECT_EQ(view.cursor(), 0u);
    expectSelection(0, 1);
}

TEST_F(HexViewTest, CursorInViewStaysInViewWhenTheViewGetsShorter) {
    view.show(); // a hidden widget gets its resize events only when shown
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    view.setSource(std::make_shared<PatternSource>(16 * 1000));
    key(Qt::Key_End, Qt::ControlModifier);
    view.resize(800, 300);
    ASSERT_LT(view.viewport()->height(), 300);
    const std::uint64_t row = HexLayout::rowOf(view.cursor());
    EXPECT_GE(row, view.topRow());
    EXPECT_LT(row, view.topRow() + view.visibleRowCount());
}

TEST_F(HexViewTest, PageKeysMoveByAScreen) {
    view.setSource(std::make_shared<PatternSource>(16 * 1000));
    const std::uint64_t page = view.visibleRowCount();
    ASSERT_GT(page, 5u);
    view.setCursor(3);
    key(Qt::Key_PageDown);
    EXPECT_EQ(view.cursor(), 3 + page * 16);
    EXPECT_EQ(view.topRow(), page);
    key(Qt::Key_PageUp);
    EXPECT_EQ(view.cursor(), 3u);
    EXPECT_EQ(view.topRow(), 0u);
}

TEST_F(HexViewTest, WheelScrollsByRowsAndCtrlWheelZooms) {
    view.setSource(std::make_shared<PatternSource>(64 * kGiB));
    const auto wheel = [this](int delta, Qt::KeyboardModifiers modifiers) {
        QWheelEvent event(QPointF(100, 100), view.viewport()->mapToGlobal(QPointF(100, 100)),
                          QPoint(), QPoint(0, delta), Qt::NoButton, modifiers, Qt::NoScrollPhase,
                          false);
        QApplication::sendEvent(view.viewport(), &event);
    };
    wheel(-120, Qt::NoModifier);
    EXPECT_EQ(view.topRow(), static_cast<std::uint64_t>(QApplication::wheelScrollLines()));
    wheel(-60, Qt::NoModifier); // half a notch, twice: as a touch pad sends them
    wheel(-60, Qt::NoModifier);
    EXPECT_EQ(view.topRow(), 2u * static_cast<std::uint64_t>(QApplication::wheelScrollLines()));
    wheel(480, Qt::NoModifier);
    EXPECT_EQ(view.topRow(), 0u);
    const int lineHeight = view.layout().lineHeight();
    wheel(120, Qt::ControlModifier);
    EXPECT_GT(view.layout().lineHeight(), lineHeight);
    EXPECT_EQ(view.topRow(), 0u);
}

TEST_F(HexViewTest, ShiftExtendsTheSelectionFromTheAnchor) {
    view.setSource(memory(std::string(100, 'x')));
    view.setCursor(2);
    for (int i = 0; i < 3; ++i) {
        key(Qt::Key_Right, Qt::ShiftModifier);
    }
    EXPECT_EQ(view.cursor(), 5u);
    expectSelection(2, 6);
    for (int i = 0; i < 5; ++i) {
        key(Qt::Key_Left, Qt::ShiftModifier);
    }
    EXPECT_EQ(view.cursor(), 0u);
    expectSelection(0, 3);
    key(Qt::Key_Right);
    expectSelection(1, 2);
}

TEST_F(HexViewTest, CtrlArrowsMoveByCharacter) {
    view.setSource(memory("a\xE2\x82\xAC"
                          "b"));
    key(Qt::Key_Right, Qt::ControlModifier);
    EXPECT_EQ(view.cursor(), 1u);
    key(Qt::Key_Right, Qt::ControlModifier);
    EXPECT_EQ(view.cursor(), 4u);
    key(Qt::Key_Left, Qt::ControlModifier);
    EXPECT_EQ(view.cursor(), 1u);
    view.setCursor(3);
    key(Qt::Key_Left, Qt::ControlModifier);
    EXPECT_EQ(view.cursor(), 1u);
}

TEST_F(HexViewTest, ClickInEitherColumnSelectsTheCharacter) {
    view.setSource(memory("a\xE2\x82\xAC"
                          "bcdefghijklmnopqrstuvwxyz"));
    click(3, HexArea::Hex);
    EXPECT_EQ(view.cursor(), 3u);
    expectSelection(1, 4);
    EXPECT_EQ(view.activeArea(), HexArea::Hex);
    click(20, HexArea::Text);
    EXPECT_EQ(view.cursor(), 20u);
    expectSelection(20, 21);
    EXPECT_EQ(view.activeArea(), HexArea::Text);
    click(2, HexArea::Text, Qt::ShiftModifier);
    expectSelection(1, 21);
}

TEST_F(HexViewTest, DragExtendsTheSelection) {
    view.setSource(memory(std::string(100, 'x')));
    mouse(QEvent::MouseButtonPress, cellCentre(2, HexArea::Hex));
    mouse(QEvent::MouseMove, cellCentre(21, HexArea::Hex));
    expectSelection(2, 22);
    EXPECT_EQ(view.cursor(), 21u);
    mouse(QEvent::MouseMove, cellCentre(0, HexArea::Hex));
    mouse(QEvent::MouseButtonRelease, cellCentre(0, HexArea::Hex));
    expectSelection(0, 3);
}

TEST_F(HexViewTest, CopyTakesHexOrTextFromTheActiveColumn) {
    view.setSource(memory("a\xC3\xA9z"));
    view.setCursor(2);
    QApplication::clipboard()->clear();
    QSignalSpy messages(&view, &HexView::statusMessage);
    key(Qt::Key_C, Qt::ControlModifier);
    EXPECT_EQ(QApplication::clipboard()->text(), "C3 A9");
    ASSERT_EQ(messages.count(), 1);
    EXPECT_EQ(messages.at(0).at(0).toString(), "Copied 2 octets as hex.");
    key(Qt::Key_Tab);
    EXPECT_EQ(view.activeArea(), HexArea::Text);
    key(Qt::Key_C, Qt::ControlModifier);
    EXPECT_EQ(QApplication::clipboard()->text(), QString::fromUtf8("\xC3\xA9"));
    view.copyCEscaped();
    EXPECT_EQ(QApplication::clipboard()->text(), R"("\xC3\xA9")");
    view.copyPythonEscaped();
    EXPECT_EQ(QApplication::clipboard()->text(), R"(b'\xc3\xa9')");
    key(Qt::Key_Backtab, Qt::ShiftModifier);
    EXPECT_EQ(view.activeArea(), HexArea::Hex);
}

TEST(HexViewShortcuts, CtrlCInTheViewWinsOverAWindowAction) {
    // The main window has "Copy as Hex" on Ctrl+C; in the text column, Ctrl+C copies text.
    QWidget window;
    auto* view = new HexView(&window);
    auto* copyHex = new QAction(&window);
    copyHex->setShortcut(QKeySequence::Copy);
    window.addAction(copyHex);
    QSignalSpy triggered(copyHex, &QAction::triggered);
    window.show();
    view->setFocus();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    view->setSource(memory("\xC3\xA9"));
    view->setActiveArea(HexArea::Text);
    QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
    EXPECT_EQ(triggered.count(), 0);
    EXPECT_EQ(QApplication::clipboard()->text(), QString::fromUtf8("\xC3\xA9"));
}

TEST_F(HexViewTest, SelectionTextKeepsAsciiAndReplacesMalformedUnits) {
    view.setSource(memory("ok \xC0\xAF!"));
    view.setSelection(0, 6);
    EXPECT_EQ(view.selectedHex(), "6F 6B 20 C0 AF 21");
    EXPECT_EQ(view.selectedText(), QString::fromUtf8("ok \xEF\xBF\xBD\xEF\xBF\xBD!"));
    EXPECT_EQ(view.selectedCEscaped(), R"("ok \xC0\xAF!")");
}

TEST_F(HexViewTest, SetSelectionOrdersAndClamps) {
    view.setSource(memory("0123456789"));
    view.setSelection(7, 3);
    expectSelection(3, 7);
    EXPECT_EQ(view.cursor(), 3u);
    view.setSelection(8, 500);
    expectSelection(8, 10);
}

TEST_F(HexViewTest, CopyRefusesAHugeSelectionWithAMessage) {
    auto source = std::make_shared<PatternSource>(8 * kGiB);
    view.setSource(source);
    QSignalSpy messages(&view, &HexView::statusMessage);
    key(Qt::Key_A, Qt::ControlModifier);
    expectSelection(0, 8 * kGiB);
    EXPECT_TRUE(view.selectedHex().isEmpty());
    QApplication::clipboard()->setText("before");
    key(Qt::Key_C, Qt::ControlModifier);
    EXPECT_EQ(QApplication::clipboard()->text(), "before");
    ASSERT_EQ(messages.count(), 1);
    EXPECT_TRUE(messages.at(0).at(0).toString().contains("too large"));
    EXPECT_LT(source->bytesRead.load(), 1024u * 1024u); // nothing was read for it
}

TEST_F(HexViewTest, ScrollsToTheEndOfAnEightGigabyteSourceReadingOnlyWhatIsShown) {
    auto source = std::make_shared<PatternSource>(8 * kGiB);
    view.setSource(source);
    EXPECT_FALSE(view.grab().isNull());
    const std::uint64_t visibleOctets = (view.visibleRowCount() + 1) * 16;
    // A window of the visible rows and a page either side, plus a few octets of context.
    const std::uint64_t bound = 3 * visibleOctets + 64;
    EXPECT_LE(source->bytesRead.load(), bound);

    source->bytesRead = 0;
    key(Qt::Key_End, Qt::ControlModifier);
    EXPECT_EQ(view.cursor(), 8 * kGiB - 1);
    const std::uint64_t maxTop = view.layout().maxTopRow(view.viewport()->height());
    EXPECT_EQ(view.topRow(), maxTop);
    EXPECT_EQ(view.verticalScrollBar()->value(), view.verticalScrollBar()->maximum());
    EXPECT_FALSE(view.grab().isNull());
    EXPECT_LE(source->bytesRead.load(), bound);

    // Dragging the scroll bar to the middle shows the middle, exactly.
    source->bytesRead = 0;
    QScrollBar* bar = view.verticalScrollBar();
    bar->setValue(bar->maximum() / 2);
    EXPECT_EQ(view.topRow(), static_cast<std::uint64_t>(bar->maximum() / 2));
    EXPECT_FALSE(view.grab().isNull());
    EXPECT_LE(source->bytesRead.load(), bound);
}

TEST_F(HexViewTest, RepaintingTheSameRowsReadsNothingNew) {
    auto source = std::make_shared<PatternSource>(kGiB);
    view.setSource(source);
    view.setCursor(kGiB / 2);
    (void)view.grab();
    const std::uint64_t reads = source->reads.load();
    (void)view.grab();
    view.setCursor(kGiB / 2 + 1); // repaints, same rows
    (void)view.grab();
    key(Qt::Key_Down); // one row further: still inside the window read before
    (void)view.grab();
    EXPECT_EQ(source->reads.load(), reads);
}

TEST_F(HexViewTest, PaintsOnlyTheRowsOfTheDirtyRectangle) {
    view.setSource(std::make_shared<PatternSource>(kGiB));
    view.setCursor(kGiB / 2);
    const HexLayout& l = view.layout();
    const std::uint64_t top = view.topRow();
    const int y = static_cast<int>(l.rowY(top + 5, top));
    QImage image(view.viewport()->size(), QImage::Format_ARGB32);
    // One row and a pixel of the next.
    view.viewport()->render(&image, {}, QRegion(0, y, 300, l.lineHeight() + 1));
    EXPECT_EQ(view.lastPaintedRows(), (RowRange{top + 5, top + 7}));
    view.viewport()->render(&image, {}, QRegion(0, 0, 300, l.headerHeight()));
    EXPECT_TRUE(view.lastPaintedRows().empty());
    (void)view.grab();
    EXPECT_GE(view.lastPaintedRows().size(), view.visibleRowCount());
    EXPECT_LE(view.lastPaintedRows().size(), view.visibleRowCount() + 1); // a partial row
}

TEST_F(HexViewTest, ScrollBarIsScaledBeyond2To31Rows) {
    auto source = std::make_shared<PatternSource>(64 * kGiB); // 2^32 rows
    view.setSource(source);
    QScrollBar* bar = view.verticalScrollBar();
    EXPECT_EQ(bar->maximum(), HexLayout::kScrollLimit);
    key(Qt::Key_End, Qt::ControlModifier);
    const std::uint64_t maxTop = view.layout().maxTopRow(view.viewport()->height());
    EXPECT_GT(maxTop, std::uint64_t{1} << 31);
    EXPECT_EQ(view.topRow(), maxTop);
    EXPECT_EQ(bar->value(), bar->maximum());
    EXPECT_EQ(view.cursor(), 64 * kGiB - 1);
    // A page up is exactly a page, although the scroll bar's steps are 64 rows here.
    key(Qt::Key_PageUp);
    EXPECT_EQ(view.topRow(), maxTop - view.visibleRowCount());
    EXPECT_EQ(view.cursor(), 64 * kGiB - 1 - view.visibleRowCount() * 16);
    bar->setValue(bar->maximum() / 4);
    EXPECT_EQ(view.topRow(), HexLayout::rowForScrollValue(bar->maximum() / 4, maxTop));
    EXPECT_FALSE(view.grab().isNull());
    EXPECT_LE(source->bytesRead.load(), 64u * 1024u);
}

TEST_F(HexViewTest, FailingReadsAreReportedOnceAndTheViewStaysUsable) {
    QSignalSpy failed(&view, &HexView::readFailed);
    view.setSource(std::make_shared<FailingSource>());
    EXPECT_FALSE(view.grab().isNull());
    key(Qt::Key_Right);
    key(Qt::Key_End, Qt::ControlModifier);
    EXPECT_EQ(view.cursor(), 999u);
    EXPECT_FALSE(view.grab().isNull());
    EXPECT_TRUE(view.selectedHex().isEmpty());
    QCoreApplication::processEvents();
    ASSERT_EQ(failed.count(), 1);
    EXPECT_TRUE(failed.at(0).at(0).toString().contains("/broken/disk.bin"));
    EXPECT_TRUE(failed.at(0).at(0).toString().contains("Input/output error"));
    view.reload(); // a new attempt may report again
    (void)view.grab();
    QCoreApplication::processEvents();
    EXPECT_EQ(failed.count(), 2);
}

TEST_F(HexViewTest, FailureAboutAReplacedSourceIsNotReported) {
    QSignalSpy failed(&view, &HexView::readFailed);
    view.setSource(std::make_shared<FailingSource>());
    (void)view.grab(); // the failure is found while painting, and reported after a queued hop
    view.setSource(memory("fine")); // replaced before the report is delivered
    QCoreApplication::processEvents();
    EXPECT_EQ(failed.count(), 0);
}

TEST_F(HexViewTest, FileThatShrankShowsWhatItCanAndSaysSo) {
    QSignalSpy failed(&view, &HexView::readFailed);
    view.setSource(std::make_shared<ShrunkSource>());
    EXPECT_FALSE(view.grab().isNull());
    key(Qt::Key_End, Qt::ControlModifier);
    EXPECT_FALSE(view.grab().isNull());
    QCoreApplication::processEvents();
    ASSERT_EQ(failed.count(), 1);
    EXPECT_TRUE(failed.at(0).at(0).toString().contains("shrunk.txt"));
    view.setSelection(0, 2);
    EXPECT_EQ(view.selectedHex(), "78 78");
}

TEST_F(HexViewTest, ProfileDecidesWhatACharacterIs) {
    view.setSource(memory("\xF8\x88\x80\x80\x80"));
    view.setProfile(u8scope::Profile::Iso10646_1993);
    view.setCursor(2);
    expectSelection(0, 5); // one 5-octet sequence
    view.setProfile(u8scope::Profile::Rfc3629);
    expectSelection(2, 3); // a stray continuing octet
    EXPECT_EQ(view.profile(), u8scope::Profile::Rfc3629);
}

TEST_F(HexViewTest, DrawsAFlagOnABookmarkedOctetInBothColumns) {
    view.setSource(memory("0123456789abcdef0123456789abcdef"));
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    const QImage before = view.viewport()->grab().toImage();
    MarkLayer flags(
        MarkLayer::Look::Flagged, [](const OctetPalette& palette) { return palette.cursor(); },
        [](std::uint64_t first, std::uint64_t last) {
            return first <= 21 && 21 < last ? MarkLayer::Spans{{21, 22}} : MarkLayer::Spans{};
        });
    view.addMarkLayer(&flags);
    const QImage after = view.viewport()->grab().toImage();
    ASSERT_EQ(before.size(), after.size());
    // Every pixel that changed is on the bookmark's row, near its hex or its text cell.
    const HexLayout& l = view.layout();
    const auto top = static_cast<double>(l.rowY(1, view.topRow()));
    int changed = 0;
    int hexSide = 0;
    int textSide = 0;
    for (int y = 0; y < after.height(); ++y) {
        for (int x = 0; x < after.width(); ++x) {
            if (before.pixel(x, y) == after.pixel(x, y))
                continue;
            ++changed;
            EXPECT_GE(y, top - 1);
            EXPECT_LE(y, top + l.lineHeight() + 1);
            if (std::abs(x - cellCentre(21, HexArea::Hex).x()) < l.hexCellWidth())
                ++hexSide;
            else if (std::abs(x - cellCentre(21, HexArea::Text).x()) < l.textCellWidth() * 2)
                ++textSide;
            else
                ADD_FAILURE() << "changed at " << x << "," << y;
        }
    }
    EXPECT_GT(hexSide, 0);
    EXPECT_GT(textSide, 0);
    EXPECT_EQ(view.shownMarks(flags), (MarkLayer::Spans{{21, 22}}));
}

TEST_F(HexViewTest, HighlightIsClampedToTheSource) {
    view.setSource(memory("0123456789"));
    view.highlightRange(8, 3);
    EXPECT_EQ(view.highlightStart(), 3u);
    EXPECT_EQ(view.highlightEnd(), 8u);
    view.highlightRange(5, 99);
    EXPECT_EQ(view.highlightEnd(), 10u);
}

} // namespace

} // namespace u8scope::ui
