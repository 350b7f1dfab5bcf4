// The window's Save Repaired Copy against `u8scope-cli fix`: one decision (repairplan.h), so a
// file with binary data and a NUL hole in its text comes out of both the same, octet for octet.
#include "document/document.h"
#include "mojibake/mojibakecommands.h"
#include "regionsamples.h"
#include "windowtest.h"

#include <QFile>
#include <QProcess>
#include <gtest/gtest.h>
#include <random>

namespace u8scope::ui {

using testui::waitFor;

namespace {

// What `u8scope-cli fix FILE` writes to standard output, and its exit status.
std::pair<QByteArray, int> cliFix(const QString& path) {
    QProcess cli;
    cli.start(QStringLiteral(U8SCOPE_CLI), {QStringLiteral("fix"), path});
    EXPECT_TRUE(cli.waitForFinished(60000));
    return {cli.readAllStandardOutput(), cli.exitCode()};
}

QByteArray fileBytes(const QString& path) {
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    return file.readAll();
}

class RepairedCopyTest : public testui::WindowTest {};

// A log with mojibake names (kMojibakeNames), 4 KiB of random octets spliced in at the start of a
// line and a hole of 1 KiB of NUL octets: the window's repaired copy is fix's output, the names
// repaired on both sides of the block and of the hole, the block and the hole copied as they are.
// The report agrees: it offers the repair (no binary data to the end), its findings in the text.
TEST_F(RepairedCopyTest, SavesWhatFixWritesAroundBinaryDataAndANulHole) {
    std::string log = test::logWithNulHole(std::size_t{96} << 10, std::size_t{60} << 10, 1024, 5);
    const std::size_t blockAt = log.find('\n', std::size_t{24} << 10) + 1;
    std::mt19937 rng(11);
    // A line of its own: a line that meets binary data is data, copied as it is.
    const std::string block = test::randomOctets(4096, rng) + "\n";
    log.insert(blockAt, block);
    const std::string expected = test::repairedLog(log);
    ASSERT_NE(expected, log);
    ASSERT_NE(expected.find(block), std::string::npos) << "a name ran into the block";
    open(QByteArray::fromStdString(log), QStringLiteral("crash.log"));
    const QString path = m_dir.filePath(QStringLiteral("crash.log"));
    ASSERT_TRUE(waitFor([this] { return doc().mojibake() != nullptr; }));
    const auto report = doc().mojibake();
    EXPECT_FALSE(report->holdsBinaryData()) << "Save Repaired Copy would refuse it";
    EXPECT_GT(report->count, 0u);
    for (const MojibakeFinding& f : report->findings) {
        EXPECT_TRUE(f.offset + f.length <= blockAt || f.offset >= blockAt + block.size())
            << f.offset;
    }

    const QString out = m_dir.filePath(QStringLiteral("crash.repaired.log"));
    std::uint64_t repaired = 0;
    EXPECT_EQ(writeRepairedCopy(*doc().source(), {out, path}, &repaired), QString());
    EXPECT_EQ(repaired, report->count);
    const QByteArray copy = fileBytes(out);
    const auto [fixed, status] = cliFix(path);
    EXPECT_EQ(status, 1);
    EXPECT_TRUE(copy == fixed) << "the window's copy is not fix's output";
    EXPECT_TRUE(copy.toStdString() == expected) << "not the log with its names repaired";
}

// A short text with a few NUL octets in a line, which fix repairs around (a NUL hole, not a
// verdict on the file): the window offers the repair and its copy is fix's output.
TEST_F(RepairedCopyTest, SavesWhatFixWritesOfAShortTextWithAFewNulOctets) {
    std::string expected;
    const std::string text = test::shortTextWith(std::string(4, '\0'), false, 2, &expected);
    open(QByteArray::fromStdString(text), QStringLiteral("short.txt"));
    const QString path = m_dir.filePath(QStringLiteral("short.txt"));
    ASSERT_TRUE(waitFor([this] { return doc().mojibake() != nullptr; }));
    const auto report = doc().mojibake();
    EXPECT_FALSE(report->binary) << "Save Repaired Copy would refuse it";
    EXPECT_FALSE(report->holdsBinaryData());
    EXPECT_GT(report->count, 0u);
    const QString out = m_dir.filePath(QStringLiteral("short.repaired.txt"));
    EXPECT_EQ(writeRepairedCopy(*doc().source(), {out, path}), QString());
    const QByteArray copy = fileBytes(out);
    const auto [fixed, status] = cliFix(path);
    EXPECT_EQ(status, 1);
    EXPECT_TRUE(copy == fixed) << "the window's copy is not fix's output";
    EXPECT_TRUE(copy.toStdString() == expected) << "not the text with its names repaired";
}

} // namespace
} // namespace u8scope::ui
