// The fixture of the UI tests that look at the whole window as a person sees it: a main window
// of 1024 × 768, the smallest screen the window is made for, shown and exposed, with a
// temporary folder for the files it opens.
#pragma once

#include "document/document.h"
#include "qt_environment.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>
#include <memory>

namespace testui {

class WindowTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        m_window = std::make_unique<u8scope::ui::MainWindow>();
        m_window->resize(1024, 768);
        m_window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(m_window.get()));
        ASSERT_EQ(m_window->width(), 1024);
    }
    void TearDown() override { m_window.reset(); }

    /// Opens `data` written to `name` in the temporary folder and waits until its scan ends.
    void open(const QByteArray& data, const QString& name = QStringLiteral("sample.txt")) {
        ASSERT_TRUE(m_window->openFile(writeFile(m_dir, name, data)));
        using State = u8scope::ui::Document::ScanState;
        ASSERT_TRUE(waitFor([this] {
            const State s = doc().scanState();
            return s != State::Idle && s != State::Running;
        }));
        settle();
    }
    /// Lets the posted layout requests run.
    static void settle() {
        QApplication::processEvents();
        QApplication::processEvents();
    }
    [[nodiscard]] u8scope::ui::Document& doc() const { return m_window->document(); }

    QTemporaryDir m_dir;
    std::unique_ptr<u8scope::ui::MainWindow> m_window;
};

} // namespace testui
