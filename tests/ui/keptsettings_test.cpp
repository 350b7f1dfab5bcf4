// What the window keeps for the next start, when the settings file cannot be written: said in
// the status bar, not lost without a word. The settings file is made a directory, which no
// write can replace (root included).
#include "document/keptsettings.h"
#include "qt_environment.h"
#include "window/mainwindow.h"
#include "window/zoom.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace u8scope::ui {
namespace {

class KeptSettingsTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        m_settingsFile = QSettings().fileName();
        QFile::remove(m_settingsFile);
        ASSERT_TRUE(QDir().mkpath(m_settingsFile)) << m_settingsFile.toStdString();
    }
    void TearDown() override { QDir().rmdir(m_settingsFile); }

    QTemporaryDir m_dir;
    QString m_settingsFile;
};

TEST_F(KeptSettingsTest, SaysTheSettingsFileCannotBeWritten) {
    QSettings settings;
    settings.setValue(QStringLiteral("test/value"), 1);
    const QString problem = keepSettings(settings, Kept::RecentFiles);
    EXPECT_TRUE(problem.contains(QStringLiteral("recent files cannot be kept")))
        << problem.toStdString();
    EXPECT_TRUE(problem.contains(QFileInfo(m_settingsFile).fileName())) << problem.toStdString();
}

TEST_F(KeptSettingsTest, TheWindowSaysRecentFilesAndZoomCannotBeKept) {
    MainWindow window;
    const QString path = testui::writeFile(m_dir, QStringLiteral("a.txt"), "abc");
    ASSERT_TRUE(window.openFile(path));
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(
        QStringLiteral("recent files cannot be kept")))
        << window.statusBar()->currentMessage().toStdString();
    WindowZoom* zoom = WindowZoom::of(window);
    ASSERT_NE(zoom, nullptr);
    zoom->zoomIn();
    EXPECT_TRUE(
        window.statusBar()->currentMessage().contains(QStringLiteral("zoom cannot be kept")))
        << window.statusBar()->currentMessage().toStdString();
    zoom->reset();
}

// With a settings file that can be written, nothing is said.
TEST(KeptSettings, SaysNothingWhenTheFileIsWritten) {
    QSettings settings;
    settings.setValue(QStringLiteral("test/value"), 2);
    EXPECT_EQ(keepSettings(settings, Kept::Zoom), QString());
}

} // namespace
} // namespace u8scope::ui
