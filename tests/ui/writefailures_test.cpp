// Every way the window writes a file (File ▸ Export Report, Export PDF, Save Repaired Copy, Save
// as UTF-8) into a read-only folder and onto a full file system: each says which file and why,
// and leaves nothing behind, neither the file nor a half-written temporary one.
#include "document/document.h"
#include "mojibake/mojibakecommands.h"
#include "qt_environment.h"
#include "u8scope/file/source.h"
#include "unprivileged.h"
#include "window/exporter.h"
#include "window/mainwindow.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <string>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace u8scope::ui {

using testui::waitFor;
using testui::writeFile;

namespace {

// Mojibake to repair ("café" twice encoded) and octets that are not UTF-8.
const QByteArray kContent = "Le caf\xC3\x83\xC2\xA9 du coin \xFF\n";

// A small tmpfs mounted on `folder` and filled up to its last octet: every write fails with
// "No space left on device". Needs root; mounted() says whether it could be made.
class FullFileSystem {
public:
    /// `room`: octets left free, for a write that fills the rest and then fails.
    explicit FullFileSystem(const QString& folder, off_t room = 0)
        : m_folder(QFile::encodeName(folder)) {
        if (!QDir().mkpath(folder) ||
            ::mount("tmpfs", m_folder.constData(), "tmpfs", 0, "size=64k") != 0)
            return;
        m_mounted = true;
        const int fd =
            ::open((m_folder + "/filler").constData(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
        if (fd < 0)
            return;
        const std::vector<char> block(4096, 'x');
        while (::write(fd, block.data(), block.size()) > 0) {
        }
        while (::write(fd, block.data(), 1) > 0) {
        }
        m_full = errno == ENOSPC;
        if (room > 0) {
            struct stat st {};
            m_full = m_full && ::fstat(fd, &st) == 0 && st.st_size > room &&
                     ::ftruncate(fd, st.st_size - room) == 0;
        }
        ::close(fd);
    }
    ~FullFileSystem() {
        if (m_mounted)
            ::umount2(m_folder.constData(), MNT_DETACH);
    }
    FullFileSystem(const FullFileSystem&) = delete;
    FullFileSystem& operator=(const FullFileSystem&) = delete;

    [[nodiscard]] bool ready() const { return m_mounted && m_full; }
    /// The files in it besides the filler.
    [[nodiscard]] QStringList leftOver() const {
        QStringList files =
            QDir(QFile::decodeName(m_folder)).entryList(QDir::Files | QDir::Hidden | QDir::System);
        files.removeAll(QStringLiteral("filler"));
        return files;
    }

private:
    QByteArray m_folder;
    bool m_mounted = false;
    bool m_full = false;
};

class WriteFailures : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        // Reachable by `nobody` too, for the permission tests.
        ::chmod(QFile::encodeName(m_dir.path()).constData(), 0755);
        m_window = std::make_unique<MainWindow>();
        m_path = writeFile(m_dir, QStringLiteral("notes.txt"), kContent);
        ASSERT_TRUE(m_window->openFile(m_path));
        ASSERT_TRUE(waitFor(
            [this] { return m_window->document().scanState() != Document::ScanState::Running; }));
    }
    void TearDown() override { m_window.reset(); }

    /// A folder `nobody` may not write into.
    QString readOnlyFolder() const {
        const QString folder = m_dir.filePath(QStringLiteral("locked"));
        EXPECT_TRUE(QDir().mkdir(folder));
        EXPECT_EQ(::chmod(QFile::encodeName(folder).constData(), 0555), 0);
        return folder;
    }
    /// Export PDF to `target`: {ok, message}.
    std::pair<bool, QString> exportPdf(const QString& target) {
        QSignalSpy spy(&m_window->exporter(), &Exporter::finished);
        EXPECT_FALSE(m_window->exporter().exportPdf(target));
        if (spy.isEmpty())
            return {true, {}};
        return {spy.front().at(0).toBool(), spy.front().at(1).toString()};
    }
    /// Export Report to `target`, waiting for its end: {ok, message}.
    std::pair<bool, QString> exportReport(const QString& target, ReportFormat format) {
        QSignalSpy spy(&m_window->exporter(), &Exporter::finished);
        EXPECT_TRUE(m_window->exporter().exportReport(target, format));
        EXPECT_TRUE(waitFor([&] { return !spy.isEmpty(); }));
        if (spy.isEmpty())
            return {true, {}};
        return {spy.front().at(0).toBool(), spy.front().at(1).toString()};
    }
    const ByteSource& source() const { return *m_window->document().source(); }

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QString m_path;
};

void expectNamed(const QString& message, const QString& target, const char* reason) {
    EXPECT_TRUE(message.contains(QDir::toNativeSeparators(target)) || message.contains(target))
        << message.toStdString();
    EXPECT_TRUE(message.contains(QString::fromUtf8(reason))) << message.toStdString();
}

TEST_F(WriteFailures, ExportPdfNamesTheFileInAReadOnlyFolder) {
    m_window->resize(1280, 900);
    m_window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(m_window.get()));
    const QString target = readOnlyFolder() + QStringLiteral("/rows.pdf");
    const test::Unprivileged nobody;
    if (!test::Unprivileged::permissionsApply())
        GTEST_SKIP() << "permissions do not apply to this process";
    const auto [ok, message] = exportPdf(target);
    EXPECT_FALSE(ok);
    expectNamed(message, target, "ermission denied");
    EXPECT_TRUE(QDir(QFileInfo(target).path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
}

// A full disk, and one with a little room that the PDF fills before it fails: refused with the
// system's reason either way, and nothing left behind.
TEST_F(WriteFailures, ExportPdfLeavesNothingOnAFullDisk) {
    m_window->resize(1280, 900);
    m_window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(m_window.get()));
    for (const off_t room : {off_t{0}, off_t{4 << 10}}) {
        const FullFileSystem full(m_dir.filePath(QStringLiteral("full")), room);
        if (!full.ready())
            GTEST_SKIP() << "cannot mount and fill a small tmpfs here (needs root)";
        const QString target = m_dir.filePath(QStringLiteral("full/rows.pdf"));
        const auto [ok, message] = exportPdf(target);
        EXPECT_FALSE(ok) << room;
        expectNamed(message, target, "No space left on device");
        EXPECT_TRUE(full.leftOver().isEmpty()) << full.leftOver().join(u' ').toStdString();
    }
}

TEST_F(WriteFailures, ExportReportLeavesNothingOnAFullDisk) {
    const FullFileSystem full(m_dir.filePath(QStringLiteral("full")));
    if (!full.ready())
        GTEST_SKIP() << "cannot mount and fill a small tmpfs here (needs root)";
    for (const auto& [name, format] : {std::pair{"report.html", ReportFormat::Html},
                                       std::pair{"report.json", ReportFormat::Json}}) {
        const QString target = m_dir.filePath(QStringLiteral("full/") + QString::fromUtf8(name));
        const auto [ok, message] = exportReport(target, format);
        EXPECT_FALSE(ok) << name;
        expectNamed(message, target, "No space left on device");
        EXPECT_TRUE(full.leftOver().isEmpty()) << full.leftOver().join(u' ').toStdString();
    }
}

TEST_F(WriteFailures, SaveRepairedCopyLeavesNothingOnAFullDisk) {
    const FullFileSystem full(m_dir.filePath(QStringLiteral("full")));
    if (!full.ready())
        GTEST_SKIP() << "cannot mount and fill a small tmpfs here (needs root)";
    const QString target = m_dir.filePath(QStringLiteral("full/notes.repaired.txt"));
    const QString error = writeRepairedCopy(source(), {target, m_path});
    expectNamed(error, target, "No space left on device");
    EXPECT_TRUE(full.leftOver().isEmpty()) << full.leftOver().join(u' ').toStdString();
}

// A disk with some room: the copy fills it and then fails. The buffered file gave "Unknown error"
// then, not the system's reason.
TEST_F(WriteFailures, SaveRepairedCopyNamesTheReasonWhenTheDiskFillsUpMidway) {
    const FullFileSystem full(m_dir.filePath(QStringLiteral("full")), 20 << 10);
    if (!full.ready())
        GTEST_SKIP() << "cannot mount and fill a small tmpfs here (needs root)";
    QByteArray big;
    while (big.size() < (200 << 10))
        big += kContent;
    const QString path = writeFile(m_dir, QStringLiteral("big.txt"), big);
    auto source = FileSource::open(QFile::encodeName(path).toStdString());
    ASSERT_TRUE(source);
    const QString target = m_dir.filePath(QStringLiteral("full/big.repaired.txt"));
    const QString error = writeRepairedCopy(**source, {target, path});
    expectNamed(error, target, "No space left on device");
    EXPECT_TRUE(full.leftOver().isEmpty()) << full.leftOver().join(u' ').toStdString();
    const QString utf8 = writeUtf8Copy(**source, "windows-1252",
                                       {m_dir.filePath(QStringLiteral("full/big.utf8.txt")), path});
    expectNamed(utf8, m_dir.filePath(QStringLiteral("full/big.utf8.txt")),
                "No space left on device");
    EXPECT_TRUE(full.leftOver().isEmpty()) << full.leftOver().join(u' ').toStdString();
}

TEST_F(WriteFailures, SaveAsUtf8NamesTheFileInAReadOnlyFolder) {
    const QString target = readOnlyFolder() + QStringLiteral("/notes.utf8.txt");
    QString error;
    {
        const test::Unprivileged nobody;
        if (!test::Unprivileged::permissionsApply())
            GTEST_SKIP() << "permissions do not apply to this process";
        error = writeUtf8Copy(source(), "windows-1252", {target, m_path});
    }
    expectNamed(error, target, "ermission denied");
    EXPECT_TRUE(QDir(QFileInfo(target).path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
}

TEST_F(WriteFailures, SaveAsUtf8LeavesNothingOnAFullDisk) {
    const FullFileSystem full(m_dir.filePath(QStringLiteral("full")));
    if (!full.ready())
        GTEST_SKIP() << "cannot mount and fill a small tmpfs here (needs root)";
    const QString target = m_dir.filePath(QStringLiteral("full/notes.utf8.txt"));
    const QString error = writeUtf8Copy(source(), "windows-1252", {target, m_path});
    expectNamed(error, target, "No space left on device");
    EXPECT_TRUE(full.leftOver().isEmpty()) << full.leftOver().join(u' ').toStdString();
}

// A copy of a file that changed since it was opened would be of no version of it: refused with
// the file's name and how it changed, and nothing written.
TEST_F(WriteFailures, SaveCopiesRefuseAFileThatChangedMeanwhile) {
    const std::shared_ptr<const ByteSource> opened = m_window->document().source();
    {
        QFile file(m_path);
        ASSERT_TRUE(file.open(QIODevice::Append));
        ASSERT_EQ(file.write("more caf\xC3\x83\xC2\xA9\n"), 13);
    }
    const QString repaired = m_dir.filePath(QStringLiteral("notes.repaired.txt"));
    const QString error = writeRepairedCopy(*opened, {repaired, m_path});
    EXPECT_TRUE(error.contains(QStringLiteral("notes.txt changed while it was read (now ")))
        << error.toStdString();
    EXPECT_FALSE(QFile::exists(repaired));
    const QString converted = m_dir.filePath(QStringLiteral("notes.utf8.txt"));
    const QString error2 = writeUtf8Copy(*opened, "windows-1252", {converted, m_path});
    EXPECT_TRUE(error2.contains(QStringLiteral("notes.txt changed while it was read (now ")))
        << error2.toStdString();
    EXPECT_FALSE(QFile::exists(converted));
}

} // namespace
} // namespace u8scope::ui
