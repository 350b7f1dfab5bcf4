// File names that are not UTF-8 or hold control characters, in the window: opened through the
// Document, the window's open path, a drop and Recent Files, reloaded, and shown escaped in the
// title, the messages and the Recent Files menu. The files are made with POSIX calls, since a
// QString cannot name them.
#include "dialogs/openfiledialog.h"
#include "document/document.h"
#include "document/nativepath.h"
#include "qt_environment.h"
#include "theme/format.h"
#include "window/actions.h"
#include "window/mainwindow.h"
#include "window/recentfiles.h"

#include <QApplication>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUrl>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

namespace u8scope::ui {

using testui::waitFor;

namespace {

// "café.txt" in ISO 8859-1: E9 alone is not UTF-8.
const QByteArray kLatin1Name("caf\xE9.txt");
// ESC [31m (a terminal's colour sequence) and U+202E RIGHT-TO-LEFT OVERRIDE ("txt.exe" shown as
// "exe.txt").
const QByteArray kControlName("red\x1B[31m.txt");
const QByteArray kBidiName("report\xE2\x80\xAEtxt.exe");

class FileNames : public ::testing::Test {
protected:
    void SetUp() override { ASSERT_TRUE(m_dir.isValid()); }
    // QTemporaryDir removes its files through QString, which cannot name these.
    void TearDown() override {
        for (const QByteArray& path : m_written)
            ::unlink(path.constData());
        for (auto folder = m_folders.rbegin(); folder != m_folders.rend(); ++folder)
            ::rmdir(folder->constData());
    }

    [[nodiscard]] QByteArray nativePath(const QByteArray& name) const {
        return QFile::encodeName(m_dir.path()) + '/' + name;
    }
    QByteArray makeFolder(const QByteArray& name) {
        const QByteArray path = nativePath(name);
        EXPECT_EQ(::mkdir(path.constData(), 0755), 0) << path.toStdString();
        m_folders << path;
        return path;
    }
    // Creates (or appends to) the file with POSIX calls; returns its path as octets.
    QByteArray write(const QByteArray& name, const QByteArray& data, bool append = false) {
        const QByteArray path = nativePath(name);
        if (!m_written.contains(path))
            m_written << path;
        const int fd = ::open(path.constData(),
                              O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC) | O_CLOEXEC, 0644);
        EXPECT_GE(fd, 0) << path.toStdString();
        if (fd >= 0) {
            EXPECT_EQ(::write(fd, data.constData(), static_cast<std::size_t>(data.size())),
                      static_cast<ssize_t>(data.size()));
            ::close(fd);
        }
        return path;
    }
    static bool scanned(const Document& doc) {
        return waitFor([&doc] { return doc.scanState() != Document::ScanState::Running; });
    }

    QTemporaryDir m_dir;
    QList<QByteArray> m_written;
    QList<QByteArray> m_folders;
};

QMenu* recentMenu(const MainWindow& window) {
    const QString title = QCoreApplication::translate("Actions", "Open &Recent");
    for (QMenu* menu : window.menuBar()->findChildren<QMenu*>()) {
        if (menu->title() == title)
            return menu;
    }
    return nullptr;
}

TEST_F(FileNames, QtAloneCannotCarryANameThatIsNotUtf8) {
    // Why the window keeps the octets: Qt's decodeName/encodeName do not give them back.
    EXPECT_FALSE(survivesQString(nativePath(kLatin1Name)));
    EXPECT_TRUE(survivesQString(nativePath("café.txt")));
    EXPECT_TRUE(survivesQString(nativePath(kControlName)));
}

TEST_F(FileNames, ShownWithTheirOctetsEscaped) {
    EXPECT_EQ(fileNameText(kLatin1Name), QStringLiteral("caf\\xE9.txt"));
    EXPECT_EQ(fileNameText(kControlName), QStringLiteral("red\\x1B[31m.txt"));
    EXPECT_EQ(fileNameText(kBidiName), QStringLiteral("report\\u{202E}txt.exe"));
    EXPECT_EQ(fileNameText("café.txt"), QStringLiteral("café.txt"));
}

TEST_F(FileNames, DocumentOpensAndReloadsANameThatIsNotUtf8) {
    const QByteArray path = write(kLatin1Name, "caf\xC3\xA9\n");
    Document doc;
    ASSERT_TRUE(doc.openNativeFile(path));
    ASSERT_TRUE(scanned(doc));
    EXPECT_EQ(doc.nativePath(), path);
    EXPECT_EQ(doc.name(), QStringLiteral("caf\\xE9.txt"));
    EXPECT_EQ(doc.size(), 6u);
    ASSERT_TRUE(doc.scanResult());
    EXPECT_EQ(doc.scanResult()->stats.errors, 0u);

    // A change on disk is seen (by the octets of the name) and told with the name escaped.
    QSignalSpy notices(&doc, &Document::notice);
    write(kLatin1Name, "more\n", /*append=*/true);
    EXPECT_TRUE(doc.checkDiskState());
    ASSERT_EQ(notices.size(), 1);
    const QString told = notices.first().first().value<Notice>().text;
    EXPECT_TRUE(told.contains(QStringLiteral("caf\\xE9.txt"))) << told.toStdString();

    QSignalSpy messages(&doc, &Document::statusMessage);
    ASSERT_TRUE(doc.reload());
    ASSERT_TRUE(scanned(doc));
    EXPECT_EQ(doc.size(), 11u);
    EXPECT_EQ(doc.nativePath(), path);
    EXPECT_FALSE(doc.checkDiskState());
    ASSERT_FALSE(messages.isEmpty());
    EXPECT_TRUE(messages.first().first().toString().contains(QStringLiteral("caf\\xE9.txt")));
}

TEST_F(FileNames, DocumentNamesControlAndBidiCharactersEscaped) {
    Document doc;
    ASSERT_TRUE(doc.openNativeFile(write(kControlName, "x")));
    EXPECT_EQ(doc.name(), QStringLiteral("red\\x1B[31m.txt"));
    ASSERT_TRUE(doc.openNativeFile(write(kBidiName, "x")));
    EXPECT_EQ(doc.name(), QStringLiteral("report\\u{202E}txt.exe"));
    ASSERT_TRUE(scanned(doc));
}

TEST_F(FileNames, AFileThatCannotBeOpenedIsNamedEscaped) {
    Document doc;
    QSignalSpy failed(&doc, &Document::openFailed);
    EXPECT_FALSE(doc.openNativeFile(nativePath("gone\xE9\x1B.txt")));
    ASSERT_EQ(failed.size(), 1);
    const QString message = failed.first().first().toString();
    EXPECT_TRUE(message.contains(QStringLiteral("gone\\xE9\\x1B.txt"))) << message.toStdString();
    EXPECT_FALSE(message.contains(QChar(0x1B)));
}

TEST_F(FileNames, WindowOpensANameThatIsNotUtf8AndShowsItEscaped) {
    const QByteArray path = write(kLatin1Name, "caf\xC3\xA9\n");
    MainWindow window;
    ASSERT_TRUE(window.openNativeFile(path));
    ASSERT_TRUE(scanned(window.document()));
    EXPECT_EQ(window.document().nativePath(), path);
    EXPECT_TRUE(window.windowTitle().startsWith(QStringLiteral("caf\\xE9.txt")))
        << window.windowTitle().toStdString();

    ASSERT_TRUE(window.document().reload());
    ASSERT_TRUE(scanned(window.document()));
    EXPECT_EQ(window.document().nativePath(), path);
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(QStringLiteral("caf\\xE9.txt")))
        << window.statusBar()->currentMessage().toStdString();
}

TEST_F(FileNames, WindowTitleEscapesControlAndBidiCharacters) {
    MainWindow window;
    ASSERT_TRUE(window.openNativeFile(write(kBidiName, "x")));
    EXPECT_TRUE(window.windowTitle().startsWith(QStringLiteral("report\\u{202E}txt.exe")));
    EXPECT_FALSE(window.windowTitle().contains(QChar(0x202E)));
    ASSERT_TRUE(window.openNativeFile(write(kControlName, "x")));
    EXPECT_TRUE(window.windowTitle().startsWith(QStringLiteral("red\\x1B[31m.txt")));
    EXPECT_FALSE(window.windowTitle().contains(QChar(0x1B)));
    ASSERT_TRUE(scanned(window.document()));
}

TEST_F(FileNames, RecentFilesKeepTheOctetsAndReopenTheFile) {
    const QByteArray latin1 = write(kLatin1Name, "one");
    const QByteArray other = write("other.txt", "two");
    MainWindow window;
    ASSERT_TRUE(window.openNativeFile(latin1));
    ASSERT_TRUE(window.openNativeFile(other));
    ASSERT_TRUE(scanned(window.document()));
    const QList<QByteArray> recent = recentFiles();
    ASSERT_GE(recent.size(), 2);
    EXPECT_EQ(recent.at(0), other);
    EXPECT_EQ(recent.at(1), latin1);

    // Chosen from File ▸ Open Recent, shown escaped.
    QMenu* menu = recentMenu(window);
    ASSERT_TRUE(menu);
    emit menu->aboutToShow();
    QAction* entry = nullptr;
    for (QAction* a : menu->actions()) {
        if (!entry && a->text().contains(fileNameText(latin1)))
            entry = a;
    }
    ASSERT_TRUE(entry);
    EXPECT_TRUE(entry->isEnabled());
    entry->trigger();
    ASSERT_TRUE(scanned(window.document()));
    EXPECT_EQ(window.document().nativePath(), latin1);
    EXPECT_EQ(window.document().size(), 3u);
}

TEST_F(FileNames, ADroppedFileKeepsItsOctets) {
    const QByteArray path = write(kLatin1Name, "dropped");
    MainWindow window;
    // A file manager percent-encodes the octets of the name in the URL.
    QMimeData mime;
    mime.setUrls(
        {QUrl(QStringLiteral("file://") + QString::fromLatin1(path.toPercentEncoding("/")))});
    const QPoint at(10, 10);
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    EXPECT_TRUE(enter.isAccepted());
    QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    EXPECT_EQ(window.document().nativePath(), path);
    EXPECT_EQ(window.document().size(), 7u);
    ASSERT_TRUE(scanned(window.document()));
}

// Qt's file dialogs give names back as QString: "caf\xE9.txt" comes back as "caf\uFFFD.txt".
TEST_F(FileNames, ANameTheOpenDialogCouldNotCarryIsFoundAgain) {
    const QByteArray path = write(kLatin1Name, "caf\xE9");
    const QString shown = QFile::decodeName(path);
    ASSERT_TRUE(shown.contains(QChar::ReplacementCharacter));
    EXPECT_EQ(nativePathFor(shown), path);

    MainWindow window;
    ASSERT_TRUE(window.openNativeFile(nativePathFor(shown)));
    EXPECT_EQ(window.document().nativePath(), path);
}

// The Open dialog itself accepts the name as it shows it (Qt's own check of an existing file,
// through QString, would refuse it), and the window opens the file by its octets.
TEST_F(FileNames, TheOpenDialogAcceptsANameThatIsNotUtf8) {
    const QByteArray path = write(kLatin1Name, "caf\xE9");
    const auto dialog = makeOpenFileDialog(nullptr, QStringLiteral("Open File"), m_dir.path());
    dialog->setOption(QFileDialog::DontUseNativeDialog);
    dialog->selectFile(QFile::decodeName(path));
    static_cast<QDialog&>(*dialog).accept(); // QFileDialog::accept, its check included
    EXPECT_EQ(dialog->result(), QDialog::Accepted);
    EXPECT_EQ(chosenFile(*dialog), path);
}

TEST_F(FileNames, AFolderTheOpenDialogCouldNotCarryIsFoundAgain) {
    makeFolder("d\xE9j\xE0");
    const QByteArray path = write("d\xE9j\xE0/" + kLatin1Name, "x");
    EXPECT_EQ(nativePathFor(QFile::decodeName(path)), path);
}

// Two names shown alike: neither is guessed, and opening the shown name fails, naming it.
TEST_F(FileNames, NamesShownAlikeAreNotGuessedBetween) {
    const QByteArray first = write(kLatin1Name, "1");
    write("caf\xE8.txt", "2");
    const QString shown = QFile::decodeName(first);
    EXPECT_EQ(nativePathFor(shown), QFile::encodeName(shown));
}

TEST_F(FileNames, AUtf8NameIsTakenAsItIs) {
    const QByteArray path = write("caf\xC3\xA9.txt", "x");
    EXPECT_EQ(nativePathFor(QFile::decodeName(path)), path);
    const QString missing = QFile::decodeName(nativePath("missing\xEF\xBF\xBD.txt"));
    EXPECT_EQ(nativePathFor(missing), QFile::encodeName(missing));
}

// An I/O error shown in the window names the file escaped, as the command line does.
TEST_F(FileNames, IoErrorsNameTheFileEscaped) {
    const IoError error{"dir/b\x1B[2J\xE2\x80\xAE"
                        "d\xE9.txt",
                        "Input/output error", 5};
    EXPECT_EQ(ioErrorText(error),
              QStringLiteral("dir/b\\x1B[2J\\u{202E}d\\xE9.txt: Input/output error"));
}

} // namespace
} // namespace u8scope::ui
