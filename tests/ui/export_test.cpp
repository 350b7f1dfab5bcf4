// File ▸ Export Report (both formats), Export PDF, and what the window says when it cannot write.
#include "document/document.h"
#include "htmlcheck.h"
#include "json_check.h"
#include "qt_environment.h"
#include "u8scope/file/source.h"
#include "u8scope/report/report.h"
#include "unprivileged.h"
#include "window/actions.h"
#include "window/exporter.h"
#include "window/mainwindow.h"
#include "window/noticebar.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>
#include <sys/mount.h>
#include <sys/stat.h>

namespace u8scope::ui {

using testui::waitFor;
using testui::writeFile;

namespace {

const QByteArray kContent = "caf\xC3\x83\xC2\xA9 <script>alert(1)</script> \xC0\x80 \xFF\n";

class ExportTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        // Reachable by `nobody` too, for the permission tests.
        ::chmod(QFile::encodeName(m_dir.path()).constData(), 0755);
        m_window = std::make_unique<MainWindow>();
    }
    void TearDown() override { m_window.reset(); }

    QString open(const QByteArray& data, const QString& name = QStringLiteral("a<b>.txt")) {
        const QString path = writeFile(m_dir, name, data);
        EXPECT_TRUE(m_window->openFile(path));
        return path;
    }
    /// Runs Export Report to `target` and waits for its end: {ok, message}.
    std::pair<bool, QString> exportReport(const QString& target, ReportFormat format) {
        QSignalSpy spy(&m_window->exporter(), &Exporter::finished);
        EXPECT_TRUE(m_window->exporter().exportReport(target, format));
        EXPECT_TRUE(waitFor([&] { return !spy.isEmpty(); }));
        if (spy.isEmpty())
            return {false, {}};
        return {spy.front().at(0).toBool(), spy.front().at(1).toString()};
    }
    /// What core's generator writes for the open file.
    std::string expected(const QString& path, ReportFormat format) const {
        ReportOptions options;
        options.format = format;
        options.profile = m_window->document().profile(); // as an earlier test may have left it
        options.name = QFile::encodeName(path).toStdString();
        std::string text;
        (void)writeReport(*m_window->document().source(), options, [&text](std::string_view s) {
            text += s;
            return true;
        });
        return text;
    }
    static std::string contents(const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string("(missing)");
    }

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

TEST_F(ExportTest, WritesTheJsonOfScan) {
    const QString path = open(kContent);
    const QString target = m_dir.filePath(QStringLiteral("report.json"));
    const auto [ok, message] = exportReport(target, ReportFormat::Json);
    EXPECT_TRUE(ok) << message.toStdString();
    EXPECT_TRUE(message.contains(QDir::toNativeSeparators(target))) << message.toStdString();
    const std::string written = contents(target);
    EXPECT_TRUE(test::isValidJson(written)) << written;
    EXPECT_EQ(written, expected(path, ReportFormat::Json));
}

TEST_F(ExportTest, WritesTheHtmlPage) {
    const QString path = open(kContent);
    const QString target = m_dir.filePath(QStringLiteral("report.html"));
    const auto [ok, message] = exportReport(target, ReportFormat::Html);
    EXPECT_TRUE(ok) << message.toStdString();
    const std::string written = contents(target);
    EXPECT_EQ(test::htmlProblem(written), "") << written;
    EXPECT_EQ(written, expected(path, ReportFormat::Html));
    EXPECT_NE(written.find("a&lt;b&gt;.txt</span></h1>"), std::string::npos) << written;
    // Nothing but the report is left in the folder: the temporary file was renamed.
    EXPECT_EQ(QDir(m_dir.path()).entryList(QDir::Files).size(), 2) << m_dir.path().toStdString();
}

// Issue 36: the window's reader may have no command line: its page sends them to no command of
// u8scope-cli, for binary data (which the command line's page sends to dump) as for text, and
// for hidden characters (which the command line's page sends to lint).
TEST_F(ExportTest, ThePageNamesNoCommandOfTheCommandLine) {
    QByteArray binary(4096, '\0');
    binary.replace(100, 9, "some text");
    binary[200] = '\xFF';
    for (const QByteArray& data :
         {binary, QByteArray("caf\xC3\xA9 ok\n"), QByteArray("x = 1; // \xE2\x80\xAE secret\n")}) {
        open(data, QStringLiteral("data.bin"));
        const QString target = m_dir.filePath(QStringLiteral("report.html"));
        const auto [ok, message] = exportReport(target, ReportFormat::Html);
        EXPECT_TRUE(ok) << message.toStdString();
        const std::string written = contents(target);
        EXPECT_EQ(written.find("u8scope-cli"), std::string::npos) << written;
    }
}

// The window's page says where the hidden characters it counts are listed.
TEST_F(ExportTest, ThePageSendsHiddenCharactersToTheirPanel) {
    open(QByteArray("x = 1; // \xE2\x80\xAE secret\n"), QStringLiteral("code.c"));
    const QString target = m_dir.filePath(QStringLiteral("report.html"));
    const auto [ok, message] = exportReport(target, ReportFormat::Html);
    ASSERT_TRUE(ok) << message.toStdString();
    EXPECT_NE(contents(target).find("the window's Hidden Characters panel lists them"),
              std::string::npos);
}

// The report reads the file twice (counted, then listed): a file changed on disk since it was
// opened gives a report whose list stops, marked truncated with how it changed, and says so.
TEST_F(ExportTest, SaysTheListStopsShortWhenTheFileChangedOnDisk) {
    const QString path = open(kContent);
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::Append));
        ASSERT_EQ(f.write("\xFF\xFF\n"), 3);
    }
    const QString target = m_dir.filePath(QStringLiteral("changed.json"));
    const auto [ok, message] = exportReport(target, ReportFormat::Json);
    EXPECT_TRUE(ok) << message.toStdString();
    const QString change =
        QStringLiteral("now %1 octets instead of %2").arg(kContent.size() + 3).arg(kContent.size());
    EXPECT_TRUE(message.contains(QStringLiteral("stops short"))) << message.toStdString();
    EXPECT_TRUE(message.contains(change)) << message.toStdString();
    const std::string written = contents(target);
    EXPECT_TRUE(test::isValidJson(written)) << written;
    EXPECT_NE(written.find("\"truncated\""), std::string::npos) << written;
    EXPECT_NE(written.find(change.toStdString()), std::string::npos) << written;
}

TEST_F(ExportTest, TakesTheFormatFromTheFileName) {
    EXPECT_EQ(ReportExport::formatFor(QStringLiteral("/x/r.HTML")), ReportFormat::Html);
    EXPECT_EQ(ReportExport::formatFor(QStringLiteral("/x/r.htm")), ReportFormat::Html);
    EXPECT_EQ(ReportExport::formatFor(QStringLiteral("/x/r.json")), ReportFormat::Json);
}

TEST_F(ExportTest, NamesTheFileAndTheReasonWhenTheFolderIsReadOnly) {
    open(kContent);
    const QString folder = m_dir.filePath(QStringLiteral("ro"));
    ASSERT_TRUE(QDir().mkdir(folder));
    ::chmod(QFile::encodeName(folder).constData(), 0555);
    const QString target = folder + QStringLiteral("/report.html");
    const test::Unprivileged nobody;
    if (!test::Unprivileged::permissionsApply())
        GTEST_SKIP() << "permissions do not apply to this process";
    const auto [ok, message] = exportReport(target, ReportFormat::Html);
    EXPECT_FALSE(ok);
    EXPECT_TRUE(message.contains(QDir::toNativeSeparators(target))) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("ermission denied"))) << message.toStdString();
    EXPECT_FALSE(QFile::exists(target));
}

TEST_F(ExportTest, NamesTheFileAndTheReasonWhenTheFolderIsMissing) {
    open(kContent);
    const QString target = m_dir.filePath(QStringLiteral("gone/report.json"));
    const auto [ok, message] = exportReport(target, ReportFormat::Json);
    EXPECT_FALSE(ok);
    EXPECT_TRUE(message.startsWith(QStringLiteral("Cannot write the report ") +
                                   QDir::toNativeSeparators(target) + QStringLiteral(": ")))
        << message.toStdString();
}

TEST_F(ExportTest, LeavesNothingHalfWrittenWhenTheDiskIsFull) {
    const QString small = m_dir.filePath(QStringLiteral("small"));
    ASSERT_TRUE(QDir().mkdir(small));
    if (::mount("tmpfs", QFile::encodeName(small).constData(), "tmpfs", 0, "size=64k") != 0)
        GTEST_SKIP() << "cannot mount a small tmpfs here (needs root)";
    open(QByteArray(200000, '\xFF')); // a report of some MiB
    const QString target = small + QStringLiteral("/report.json");
    const auto [ok, message] = exportReport(target, ReportFormat::Json);
    EXPECT_FALSE(ok);
    EXPECT_TRUE(message.contains(QDir::toNativeSeparators(target))) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("No space left on device")))
        << message.toStdString();
    EXPECT_TRUE(QDir(small).entryList(QDir::Files | QDir::Hidden).isEmpty());
    ::umount2(QFile::encodeName(small).constData(), MNT_DETACH);
}

TEST_F(ExportTest, CancelsALargeReportAndLeavesNothing) {
    m_window->document().openSource(
        std::make_shared<MemorySource>(std::vector<std::uint8_t>(std::size_t{48} << 20, 0xFF)),
        QStringLiteral("large"));
    const QString target = m_dir.filePath(QStringLiteral("large.json"));
    QSignalSpy spy(&m_window->exporter(), &Exporter::finished);
    ASSERT_TRUE(m_window->exporter().exportReport(target, ReportFormat::Json));
    EXPECT_TRUE(m_window->exporter().isExporting());
    m_window->exporter().cancelReport();
    ASSERT_TRUE(waitFor([&] { return !spy.isEmpty(); }, 60000));
    EXPECT_FALSE(spy.front().at(0).toBool());
    EXPECT_TRUE(spy.front().at(1).toString().contains(QStringLiteral("cancelled")))
        << spy.front().at(1).toString().toStdString();
    EXPECT_EQ(QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 0);
}

TEST_F(ExportTest, ShowsAFailureInTheNoticeBar) {
    open("plain text\n"); // no mojibake, whose own notice would take the bar
    ASSERT_TRUE(waitFor(
        [this] { return m_window->document().scanState() != Document::ScanState::Running; }));
    const auto [ok, message] =
        exportReport(m_dir.filePath(QStringLiteral("gone/r.html")), ReportFormat::Html);
    EXPECT_FALSE(ok);
    auto* notice = m_window->findChild<NoticeBar*>();
    ASSERT_NE(notice, nullptr);
    EXPECT_EQ(notice->text(), message);
}

TEST_F(ExportTest, WritesTheRowsShownAsANonEmptyPdf) {
    open(kContent);
    m_window->resize(1280, 900);
    m_window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(m_window.get()));
    const QString target = m_dir.filePath(QStringLiteral("rows.pdf"));
    QSignalSpy spy(&m_window->exporter(), &Exporter::finished);
    EXPECT_TRUE(m_window->exporter().exportPdf(target));
    ASSERT_EQ(spy.size(), 1);
    EXPECT_TRUE(spy.front().at(0).toBool()) << spy.front().at(1).toString().toStdString();
    const std::string pdf = contents(target);
    EXPECT_EQ(pdf.substr(0, 5), "%PDF-");
    EXPECT_GT(pdf.size(), 2000u);
    EXPECT_NE(pdf.find("%%EOF"), std::string::npos);
    if (const char* keep = std::getenv("U8SCOPE_KEEP_PDF"))
        QFile::copy(target, QString::fromLocal8Bit(keep));
    EXPECT_FALSE(m_window->exporter().exportPdf(m_dir.filePath(QStringLiteral("gone/rows.pdf"))));
    ASSERT_EQ(spy.size(), 2);
    EXPECT_TRUE(spy.back().at(1).toString().contains(QStringLiteral("gone/rows.pdf")));
}

TEST(ExportActions, AreInTheFileMenu) {
    QStringList texts;
    for (const ActionSpec& spec : actionTable()) {
        if (spec.menu == Menu::File && spec.text)
            texts << QString::fromUtf8(spec.text);
    }
    EXPECT_TRUE(texts.contains(QStringLiteral("&Export Report…")));
    EXPECT_TRUE(texts.contains(QStringLiteral("&Print…")));
    EXPECT_TRUE(texts.contains(QStringLiteral("Export P&DF…")));
}

} // namespace
} // namespace u8scope::ui
