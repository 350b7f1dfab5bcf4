// What the window keeps for the next start, when the settings file cannot be written: said in
// the status bar, not lost without a word. The settings file is made a directory, which no
// write can replace (root included).
#include "document/keptsettings.h"
#include "qt_environment.h"
#include "window/mainwindow.h"
#include "window/zoom.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <atomic>
#include <cerrno>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <thread>
#include <unistd.h>

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

// --- What is restored -------------------------------------------------------------------------

TEST(KeptLayout, SealedBytesComeBackAndDamagedOnesDoNot) {
    QByteArray bytes(300, '\0');
    for (char& c : bytes)
        c = static_cast<char>(QRandomGenerator::global()->bounded(256));
    const QByteArray sealed = sealedBytes(bytes);
    ASSERT_EQ(unsealedBytes(sealed), bytes);
    for (qsizetype i = 0; i < sealed.size(); ++i) {
        QByteArray damaged = sealed;
        damaged[i] = static_cast<char>(damaged[i] ^ 0x40);
        EXPECT_FALSE(unsealedBytes(damaged)) << "a change at " << i;
    }
    EXPECT_FALSE(unsealedBytes(sealed.chopped(1)));
    EXPECT_FALSE(unsealedBytes(bytes)) << "bytes never sealed";
    EXPECT_FALSE(unsealedBytes({}));
}

// A damaged window/state crashed the window on every start, inside QMainWindow::restoreState
// (it indexes the dock areas by a number it reads), and a damaged window/geometry inside
// restoreGeometry: the window starts with its first-run layout instead.
TEST(KeptLayout, TheWindowStartsWhateverTheLayoutKept) {
    QSettings().clear();
    QByteArray state;
    QByteArray geometry;
    {
        MainWindow window;
        window.resize(1024, 768);
        window.show();
        QApplication::processEvents();
        state = window.saveState();
        geometry = window.saveGeometry();
    }
    // Where Qt 6 keeps the first dock area's position (after its markers), and a width.
    ASSERT_GT(state.size(), 16);
    ASSERT_EQ(state[8], '\xFD') << "Qt's dock widget marker";
    QByteArray badState = state;
    for (int i = 13; i <= 16; ++i)
        badState[i] = '\x7F';
    ASSERT_GT(geometry.size(), 59);
    QByteArray badGeometry = geometry;
    badGeometry[59] = '\x7F';
    for (const auto& [kept, damaged] :
         {std::pair{"window/state", badState}, std::pair{"window/geometry", badGeometry}}) {
        QSettings().clear();
        QSettings().setValue(QLatin1String(kept), damaged);
        MainWindow window;
        window.show();
        QApplication::processEvents();
        EXPECT_TRUE(window.isVisible()) << kept; // and not crashed on the way
    }
    QSettings().clear();
}

// The layout kept at close comes back at the next start.
TEST(KeptLayout, TheLayoutKeptAtCloseComesBack) {
    QSettings().clear();
    QString hidden;
    {
        MainWindow window;
        window.resize(1024, 768);
        window.show();
        QApplication::processEvents();
        for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
            if (dock->isVisible()) {
                hidden = dock->objectName();
                dock->hide();
                break;
            }
        }
        window.close();
    }
    ASSERT_FALSE(hidden.isEmpty());
    MainWindow again;
    again.show();
    QApplication::processEvents();
    auto* dock = again.findChild<QDockWidget*>(hidden);
    ASSERT_NE(dock, nullptr);
    EXPECT_FALSE(dock->isVisible()) << hidden.toStdString();
    QSettings().clear();
}

// --- Settings through a regular file only ------------------------------------------------------

class SettingsFileTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        m_settingsFile = QSettings().fileName();
        QFile::remove(m_settingsFile);
        ASSERT_TRUE(QDir().mkpath(QFileInfo(m_settingsFile).absolutePath()));
        m_text = testui::writeFile(m_dir, QStringLiteral("a.txt"), "abc");
    }
    void TearDown() override {
        for (const QString& path : {m_settingsFile, m_settingsFile + QStringLiteral(".lock")})
            ::unlink(QFile::encodeName(path).constData());
        checkSettingsFiles(); // the tests' own settings file again
        QSettings().clear();
    }
    // What the window keeps in a session: a recent file, the zoom, the layout.
    void useTheWindow() {
        MainWindow window;
        window.show();
        ASSERT_TRUE(window.openFile(m_text));
        EXPECT_TRUE(window.statusBar()->currentMessage().contains(
            QStringLiteral("recent files cannot be kept")))
            << window.statusBar()->currentMessage().toStdString();
        m_said = window.statusBar()->currentMessage();
        WindowZoom* zoom = WindowZoom::of(window);
        ASSERT_NE(zoom, nullptr);
        zoom->zoomIn();
        zoom->reset();
        window.close();
    }

    QTemporaryDir m_dir;
    QString m_settingsFile;
    QString m_text;
    QString m_said; // the status bar's message after a file was opened
};

// A named pipe as the settings file (or its lock) hung the start: QSettings read it, waiting for
// a writer. It is neither read nor written; a thread here stands ready to write to it, and tells
// whether the window ever opened it (which would also let a window that waits go on).
TEST_F(SettingsFileTest, ANamedPipeIsNeitherReadNorReplaced) {
    for (const QString& path : {m_settingsFile, m_settingsFile + QStringLiteral(".lock")}) {
        const QByteArray fifo = QFile::encodeName(path);
        ASSERT_EQ(::mkfifo(fifo.constData(), 0600), 0) << path.toStdString();
        std::atomic<bool> done{false};
        std::atomic<bool> opened{false};
        std::thread writer([&] {
            while (!done) {
                const int fd = ::open(fifo.constData(), O_WRONLY | O_NONBLOCK);
                if (fd >= 0) { // a reader is there: the window opened it
                    opened = true;
                    ::close(fd);
                }
                std::this_thread::yield();
            }
        });
        useTheWindow();
        done = true;
        writer.join();
        EXPECT_FALSE(opened) << path.toStdString();
        EXPECT_TRUE(m_said.contains(QStringLiteral("a named pipe, not a regular file")))
            << m_said.toStdString();
        struct stat st {};
        ASSERT_EQ(::lstat(fifo.constData(), &st), 0);
        EXPECT_TRUE(S_ISFIFO(st.st_mode)) << path.toStdString();
        ::unlink(fifo.constData());
    }
}

// The settings file as a device, or a link to one, was replaced by a regular file when written:
// as root, a link to /dev/null replaced /dev/null itself. (The device here is a null device made
// in the test's folder, which nothing else uses.)
TEST_F(SettingsFileTest, ADeviceOrALinkToOneIsNotReplaced) {
    const QByteArray device = QFile::encodeName(m_dir.filePath(QStringLiteral("null")));
    if (::mknod(device.constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
        GTEST_SKIP() << "cannot make a device here: " << std::strerror(errno);
    const QByteArray settings = QFile::encodeName(m_settingsFile);
    ASSERT_EQ(::symlink(device.constData(), settings.constData()), 0);
    useTheWindow();
    EXPECT_TRUE(m_said.contains(QStringLiteral("a link to a device, not a regular file")))
        << m_said.toStdString();
    struct stat st {};
    ASSERT_EQ(::lstat(settings.constData(), &st), 0);
    EXPECT_TRUE(S_ISLNK(st.st_mode));
    ASSERT_EQ(::lstat(device.constData(), &st), 0);
    EXPECT_TRUE(S_ISCHR(st.st_mode)) << "the device is still a device";
    // The settings file a device itself.
    ::unlink(settings.constData());
    ASSERT_EQ(::mknod(settings.constData(), S_IFCHR | 0666, makedev(1, 3)), 0);
    useTheWindow();
    EXPECT_TRUE(m_said.contains(QStringLiteral("a device, not a regular file")))
        << m_said.toStdString();
    ASSERT_EQ(::lstat(settings.constData(), &st), 0);
    EXPECT_TRUE(S_ISCHR(st.st_mode));
}

// Once the settings file is a regular file again, settings are kept there again.
TEST_F(SettingsFileTest, KeepsSettingsAgainOnceTheFileIsRegular) {
    const QByteArray fifo = QFile::encodeName(m_settingsFile);
    ASSERT_EQ(::mkfifo(fifo.constData(), 0600), 0);
    EXPECT_FALSE(checkSettingsFiles().isEmpty());
    ::unlink(fifo.constData());
    EXPECT_TRUE(checkSettingsFiles().isEmpty());
    WindowSettings settings;
    settings.setValue(QStringLiteral("test/value"), 3);
    EXPECT_EQ(keepSettings(settings, Kept::Zoom), QString());
    EXPECT_EQ(settings.fileName(), m_settingsFile);
    EXPECT_TRUE(QFileInfo(m_settingsFile).isFile());
}

} // namespace
} // namespace u8scope::ui
