// The window on the screen it has: run on a projector's 1024 x 768 and on a laptop's 1400 x 900
// (U8SCOPE_TEST_SCREEN, qt_environment.cpp). Whatever the zoom and the mode, the window stays
// inside the screen with its status bar and tabs in view; the parts keep what they show whole.
#include "document/document.h"
#include "hexview/hexview.h"
#include "hexview/legendwidget.h"
#include "panels/errorlistview.h"
#include "qt_environment.h"
#include "window/findbar.h"
#include "window/mainwindow.h"
#include "window/noticebar.h"
#include "window/zoom.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <gtest/gtest.h>

namespace u8scope::ui {

namespace {

void settle() {
    for (int i = 0; i < 10; ++i) {
        QApplication::processEvents();
        QTest::qWait(10);
    }
}

class ScreenTest : public ::testing::Test {
protected:
    void SetUp() override {
        QSettings().clear(); // the first start: no saved layout, size or zoom
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        m_window->activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(m_window.get()));
        m_window->openFile(QStringLiteral(U8SCOPE_DEMO_FILE));
        ASSERT_TRUE(testui::waitFor([this] {
            return m_window->document().scanState() == Document::ScanState::Finished &&
                   m_window->document().mojibake() != nullptr;
        }));
        settle();
    }
    void TearDown() override {
        m_window.reset();
        QSettings().clear();
    }

    [[nodiscard]] QRect available() const { return m_window->screen()->availableGeometry(); }
    [[nodiscard]] WindowZoom& zoom() const { return *WindowZoom::of(*m_window); }
    template <class P>
    [[nodiscard]] P* part() const {
        auto* found = m_window->findChild<P*>();
        EXPECT_TRUE(found);
        return found;
    }
    [[nodiscard]] QDockWidget* dock(const QString& id) const {
        return m_window->findChild<QDockWidget*>(id + QStringLiteral("Dock"));
    }
    void press(QKeySequence keys) {
        QWidget* focus = QApplication::focusWidget();
        QTest::keySequence(focus ? focus : m_window.get(), keys);
        settle();
    }
    // A widget of the window that is shown lies wholly inside it.
    [[nodiscard]] bool insideWindow(const QWidget* w) const {
        const QRect r(w->mapTo(m_window.get(), QPoint(0, 0)), w->size());
        return m_window->rect().contains(r);
    }

    // The window inside the screen, its status bar and the tabs of the panels under the view
    // inside the window, and the wrapped text above and below the view not cut mid-line.
    void expectInside(const char* what) {
        SCOPED_TRACE(what);
        const QRect room = m_window->isFullScreen() ? m_window->screen()->geometry() : available();
        EXPECT_TRUE(room.contains(m_window->frameGeometry()))
            << "frame " << m_window->frameGeometry().width() << "x"
            << m_window->frameGeometry().height() << "+" << m_window->frameGeometry().x() << "+"
            << m_window->frameGeometry().y() << " step " << zoom().step();
        EXPECT_TRUE(insideWindow(m_window->statusBar()));
        for (QTabBar* tabs : m_window->findChildren<QTabBar*>()) {
            if (tabs->isVisible()) {
                EXPECT_TRUE(insideWindow(tabs));
            }
        }
        for (QWidget* text : {static_cast<QWidget*>(part<NoticeBar>()),
                              static_cast<QWidget*>(part<LegendWidget>())}) {
            if (text->isVisible()) {
                EXPECT_GE(text->height(), text->heightForWidth(text->width()))
                    << text->metaObject()->className() << " step " << zoom().step();
            }
        }
        EXPECT_GE(part<HexView>()->visibleRowCount(), 2U) << "step " << zoom().step();
    }

    std::unique_ptr<MainWindow> m_window;
};

// The window as a whole inside the screen, its status bar and the tabs of the panels under the
// view inside the window, and the text that wraps not cut mid-line.
TEST_F(ScreenTest, EveryZoomKeepsTheWindowInsideTheScreen) {
    expectInside("first start");
    for (int i = 0; i < WindowZoom::kMaxStep + 2; ++i) {
        press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
        expectInside("zoomed in");
    }
    press(QKeySequence(Qt::CTRL | Qt::Key_0));
    EXPECT_EQ(zoom().step(), 0);
    expectInside("actual size");
    for (int i = 0; i < -WindowZoom::kMinStep + 2; ++i) {
        press(QKeySequence(Qt::CTRL | Qt::Key_Minus));
        expectInside("zoomed out");
    }
}

TEST_F(ScreenTest, PresentationModeIsFullScreenAndKeepsItsSize) {
    const QRect before = m_window->frameGeometry();
    press(QKeySequence(Qt::Key_F11));
    ASSERT_TRUE(zoom().presenting());
    EXPECT_TRUE(m_window->isFullScreen());
    EXPECT_EQ(m_window->geometry(), m_window->screen()->geometry());
    expectInside("presenting");
    // The hex view keeps rows enough to point at.
    EXPECT_GE(part<HexView>()->visibleRowCount(), 4U);
    for (int i = 0; i < 3; ++i) {
        press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
        expectInside("presenting, zoomed in");
    }
    // Actual Size in presentation mode is presentation mode's size, still presenting.
    press(QKeySequence(Qt::CTRL | Qt::Key_0));
    EXPECT_TRUE(zoom().presenting());
    EXPECT_EQ(zoom().step(), WindowZoom::kPresentationStep);
    const QAction* presenting = nullptr;
    for (const QAction* action : m_window->findChildren<QAction*>()) {
        if (action->shortcut() == QKeySequence(Qt::Key_F11))
            presenting = action;
    }
    ASSERT_TRUE(presenting);
    EXPECT_TRUE(presenting->isChecked());
    expectInside("presenting, actual size");
    press(QKeySequence(Qt::Key_F11));
    EXPECT_FALSE(zoom().presenting());
    EXPECT_FALSE(m_window->isFullScreen());
    EXPECT_EQ(zoom().step(), 0);
    EXPECT_EQ(m_window->frameGeometry(), before);
    expectInside("after presenting");
}

TEST_F(ScreenTest, ListsUnderTheViewShowEightRowsAtTheFirstStart) {
    auto* errors = part<ErrorListView>();
    EXPECT_GE(errors->visibleRows(), 8);
    // The mojibake list is a tab of the same dock area: in front, it has the same height.
    QDockWidget* mojibake = dock(QStringLiteral("mojibake"));
    ASSERT_TRUE(mojibake);
    mojibake->raise();
    settle();
    auto* table = mojibake->findChild<QTableView*>();
    ASSERT_TRUE(table);
    const int rowHeight = table->verticalHeader()->defaultSectionSize();
    EXPECT_GE(table->viewport()->height() / rowHeight, 8) << table->viewport()->height();
}

TEST_F(ScreenTest, FindLeavesTheViewItsWidth) {
    const int width = part<HexView>()->width();
    press(QKeySequence::Find);
    ASSERT_TRUE(part<FindBar>()->isVisible());
    EXPECT_EQ(part<HexView>()->width(), width);
    press(QKeySequence(Qt::Key_Escape));
    ASSERT_FALSE(part<FindBar>()->isVisible());
    EXPECT_EQ(part<HexView>()->width(), width);
}

} // namespace

} // namespace u8scope::ui
