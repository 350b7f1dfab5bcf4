// The Document without a window: opening, scanning, the errors and their filter, the cursor and
// the inspection under it, changes on disk, and the analyses run beside the scan.
#include "document/document.h"
#include "document/mojibakereport.h"
#include "jobs/backgroundjob.h"
#include "qt_environment.h"

#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <algorithm>
#include <cctype>
#include <gtest/gtest.h>

namespace u8scope::ui {

namespace {

using testui::waitFor;
using testui::writeFile;

// Malformed units at 1 (C0, overlong), 2 (80, unexpected continuation) and 7 (FF, invalid).
const QByteArray kThreeErrors("a\xC0\x80 bc \xFF"
                              "de",
                              9);

// An analysis for the tests: the line feeds of the source, counted in a worker.
struct LineFeeds {
    std::uint64_t count = 0;
    Profile profile = kDefaultProfile;
};
const Analysis<LineFeeds> kLineFeeds{
    "line-feeds",
    [](const ByteSource& source, Profile profile, JobControl& control, const ScanResult&) {
        LineFeeds result;
        result.profile = profile;
        auto octets = source.readVector(0, static_cast<std::size_t>(source.size()));
        if (octets)
            result.count =
                static_cast<std::uint64_t>(std::count(octets->begin(), octets->end(), '\n'));
        control.done.store(source.size());
        return result;
    }};

class DocumentTest : public ::testing::Test {
protected:
    void SetUp() override { ASSERT_TRUE(m_dir.isValid()); }

    // Opens `data` as a file and waits for its scan.
    QString open(const QByteArray& data, const QString& name = QStringLiteral("sample.txt")) {
        const QString path = writeFile(m_dir, name, data);
        EXPECT_TRUE(m_doc.openFile(path)) << path.toStdString();
        waitForScan();
        return path;
    }
    void waitForScan() {
        EXPECT_TRUE(waitFor([this] { return m_doc.scanState() != Document::ScanState::Running; }));
    }
    [[nodiscard]] std::string inspected() const {
        const auto& in = m_doc.inspection();
        if (!in)
            return "blank: " + m_doc.blank().title.toStdString();
        return in->unit.valid()
                   ? "U+" + QString::number(in->unit.codePoint, 16).toUpper().toStdString()
                   : std::string(toString(*in->unit.error));
    }

    QTemporaryDir m_dir;
    Document m_doc;
};

TEST_F(DocumentTest, OpensAFileScansItAndListsItsErrors) {
    QSignalSpy changed(&m_doc, &Document::sourceChanged);
    QSignalSpy finished(&m_doc, &Document::scanFinished);
    const QString path = open(kThreeErrors);
    EXPECT_EQ(changed.count(), 1);
    ASSERT_EQ(finished.count(), 1);
    EXPECT_FALSE(finished.at(0).at(0).toBool());
    EXPECT_EQ(m_doc.path(), QFileInfo(path).absoluteFilePath());
    EXPECT_EQ(m_doc.name(), QStringLiteral("sample.txt"));
    EXPECT_EQ(m_doc.size(), 9u);
    EXPECT_EQ(m_doc.scanState(), Document::ScanState::Finished);
    ASSERT_TRUE(m_doc.scanResult());
    EXPECT_EQ(m_doc.scanResult()->stats.errors, 3u);
    ASSERT_TRUE(m_doc.errors());
    EXPECT_EQ(m_doc.errors()->count(), 3u);
    EXPECT_EQ(m_doc.cursor(), 0u);
    EXPECT_EQ(inspected(), "U+61");
}

TEST_F(DocumentTest, KeepsWhatIsOpenWhenAFileCannotBeOpened) {
    open("still here");
    const auto before = m_doc.source();
    QSignalSpy failed(&m_doc, &Document::openFailed);
    QSignalSpy changed(&m_doc, &Document::sourceChanged);
    EXPECT_FALSE(m_doc.openFile(m_dir.filePath(QStringLiteral("missing.txt"))));
    ASSERT_EQ(failed.count(), 1);
    EXPECT_TRUE(failed.at(0).at(0).toString().contains(QStringLiteral("missing.txt")));
    EXPECT_EQ(changed.count(), 0);
    EXPECT_EQ(m_doc.source(), before);
}

TEST_F(DocumentTest, SetCursorSelectsTheUnitAndInspectsIt) {
    open("a\xC3\xA9z");
    QSignalSpy selection(&m_doc, &Document::selectionChanged);
    QSignalSpy inspection(&m_doc, &Document::inspectionChanged);
    m_doc.setCursor(2); // the second octet of é
    EXPECT_EQ(selection.count(), 1);
    EXPECT_EQ(inspection.count(), 1);
    EXPECT_EQ(m_doc.cursor(), 2u);
    EXPECT_EQ(m_doc.selectionStart(), 1u);
    EXPECT_EQ(m_doc.selectionEnd(), 3u);
    EXPECT_EQ(inspected(), "U+E9");
    m_doc.setCursor(100); // clamped to the last octet
    EXPECT_EQ(m_doc.cursor(), 3u);
    m_doc.setSelection(3, 1); // a find match, either way round: the cursor on its start
    EXPECT_EQ(m_doc.cursor(), 1u);
    EXPECT_EQ(m_doc.selectionStart(), 1u);
    EXPECT_EQ(m_doc.selectionEnd(), 3u);
}

TEST_F(DocumentTest, HighlightsTheWholeIllFormedSequence) {
    open("ab\xED\xA0\x80z");
    m_doc.setCursor(3);
    ASSERT_TRUE(m_doc.inspection());
    EXPECT_EQ(m_doc.inspection()->highlight(), std::make_pair(std::uint64_t{2}, std::uint64_t{5}));
    m_doc.setCursor(0);
    EXPECT_EQ(m_doc.inspection()->highlight().first, m_doc.inspection()->highlight().second);
}

TEST_F(DocumentTest, EmptyFileHasNothingToInspectAndSaysSo) {
    QSignalSpy notices(&m_doc, &Document::notice);
    open(QByteArray());
    EXPECT_FALSE(m_doc.inspection());
    EXPECT_EQ(m_doc.blank().reason, Blank::Reason::EmptyFile);
    ASSERT_EQ(notices.count(), 1);
    EXPECT_TRUE(notices.at(0).at(0).value<Notice>().text.contains(QStringLiteral("empty")));
    m_doc.setCursor(5); // nothing to move over
    EXPECT_EQ(m_doc.cursor(), 0u);
}

// A file of /proc states size 0 and one of /sys 4096, whatever they hold: the window shows what
// a read gives, as a snapshot it says it is (and Reload reads again), not "empty" or "shorter
// than when opened".
TEST_F(DocumentTest, ShowsAFileOfProcAsWhatAReadGives) {
    const QString maps = QStringLiteral("/proc/self/maps");
    ASSERT_TRUE(QFileInfo::exists(maps));
    QSignalSpy notices(&m_doc, &Document::notice);
    ASSERT_TRUE(m_doc.openFile(maps));
    ASSERT_GT(m_doc.size(), 100u);
    auto head = m_doc.source()->readVector(0, 64);
    ASSERT_TRUE(head);
    EXPECT_TRUE(std::isxdigit((*head)[0])); // an address: "55d0c5a7e000-..."
    EXPECT_NE(std::find(head->begin(), head->end(), '-'), head->end());
    ASSERT_EQ(notices.count(), 1);
    const Notice notice = notices.at(0).at(0).value<Notice>();
    EXPECT_EQ(notice.kind, Notice::Kind::Info);
    EXPECT_TRUE(notice.text.contains(QStringLiteral("a file of /proc or /sys")))
        << notice.text.toStdString();
    ASSERT_EQ(notice.actions.size(), 1u);
    notices.clear();
    EXPECT_TRUE(m_doc.reload());
    EXPECT_GT(m_doc.size(), 100u);
    ASSERT_TRUE(waitFor([this] { return m_doc.scanState() == Document::ScanState::Finished; }));
    EXPECT_TRUE(m_doc.scanProblem().isEmpty()) << m_doc.scanProblem().toStdString();
    // A file of /sys, when there is one to read.
    const QString sys = QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled");
    if (QFileInfo::exists(sys)) {
        ASSERT_TRUE(m_doc.openFile(sys));
        EXPECT_GT(m_doc.size(), 0u);
        EXPECT_LT(m_doc.size(), 4096u);
        ASSERT_TRUE(waitFor([this] { return m_doc.scanState() == Document::ScanState::Finished; }));
        EXPECT_TRUE(m_doc.scanProblem().isEmpty()) << m_doc.scanProblem().toStdString();
    }
    // An empty file of an ordinary file system is still empty, and said to be.
    notices.clear();
    open(QByteArray());
    ASSERT_EQ(notices.count(), 1);
    EXPECT_TRUE(notices.at(0).at(0).value<Notice>().text.contains(QStringLiteral("empty")));
}

TEST_F(DocumentTest, ProfileSwitchInspectsAndScansAgain) {
    open("[\xF8\x88\x80\x80\x80]");
    m_doc.setCursor(1);
    EXPECT_EQ(inspected(), "invalid-octet");
    EXPECT_EQ(m_doc.scanResult()->stats.errors, 5u);
    QSignalSpy profile(&m_doc, &Document::profileChanged);
    m_doc.setProfile(Profile::Iso10646_1993);
    EXPECT_EQ(profile.count(), 1);
    EXPECT_EQ(inspected(), "U+200000");
    EXPECT_EQ(m_doc.scanState(), Document::ScanState::Running);
    waitForScan();
    EXPECT_EQ(m_doc.scanResult()->stats.errors, 0u);
    m_doc.setProfile(Profile::Iso10646_1993); // the same: nothing happens
    EXPECT_EQ(profile.count(), 1);
}

TEST_F(DocumentTest, ErrorsOfOneKindAreCollectedAndVisited) {
    // C0 (overlong) at 1, 80 (unexpected) at 2, FF (invalid) at 7, FF at 8, 80 at 10.
    open(QByteArray("a\xC0\x80 bc \xFF\xFF"
                    "d\x80",
                    11));
    m_doc.setErrorKind(ErrorKind::InvalidOctet);
    EXPECT_FALSE(m_doc.errors()); // being collected
    ASSERT_TRUE(waitFor([this] { return !m_doc.isCollectingErrors(); }));
    ASSERT_TRUE(m_doc.errors());
    EXPECT_EQ(m_doc.errors()->count(), 2u);
    m_doc.setCursor(0);
    m_doc.nextError();
    EXPECT_EQ(m_doc.cursor(), 7u);
    m_doc.nextError();
    EXPECT_EQ(m_doc.cursor(), 8u);
    m_doc.nextError(); // wraps within the kind
    EXPECT_EQ(m_doc.cursor(), 7u);
    m_doc.setErrorKind(std::nullopt); // every kind again, at once
    EXPECT_EQ(m_doc.errors()->count(), 5u);
    m_doc.previousError();
    EXPECT_EQ(m_doc.cursor(), 2u);
    // A new scan shows every kind again.
    m_doc.setErrorKind(ErrorKind::Overlong);
    m_doc.rescan();
    EXPECT_FALSE(m_doc.errorKind());
}

// The status bar said "Error 1 of 3" while the file had 378 errors: the count was that of the
// kind shown, and nothing said so where it could be seen.
TEST_F(DocumentTest, ErrorOneOfThreeOfAKindSaysTheFileHasMore) {
    QByteArray data;
    for (int i = 0; i < 372; ++i)
        data += "a\xFF";
    data += "b\xC0\xAF"; // an overlong C0, then AF: an unexpected continuation
    data += "c\xC1\xBF";
    data += "d\xC0\x80";
    open(data);
    ASSERT_EQ(m_doc.scanResult()->stats.errors, 378u);
    m_doc.setErrorKind(ErrorKind::Overlong);
    ASSERT_TRUE(waitFor([this] { return !m_doc.isCollectingErrors(); }));
    QSignalSpy said(&m_doc, &Document::statusMessage);
    m_doc.setCursor(0);
    m_doc.nextError();
    ASSERT_EQ(said.count(), 1);
    const QString message = said.at(0).at(0).toString();
    EXPECT_TRUE(message.startsWith(QStringLiteral("Overlong form 1 of 3")))
        << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("378"))) << message.toStdString();
}

TEST_F(DocumentTest, NavigationSaysWhyItCannotGo) {
    QSignalSpy said(&m_doc, &Document::statusMessage);
    m_doc.nextError();
    ASSERT_EQ(said.count(), 1);
    EXPECT_EQ(said.at(0).at(0).toString(), QStringLiteral("No file is open."));
    open("valid");
    m_doc.previousError();
    EXPECT_TRUE(said.last().at(0).toString().startsWith(QStringLiteral("No malformed sequences")));
}

TEST_F(DocumentTest, CancelledScanCanBeRunAgain) {
    const QString path = writeFile(m_dir, QStringLiteral("big.bin"), QByteArray(8 << 20, '\xFF'));
    QSignalSpy finished(&m_doc, &Document::scanFinished);
    ASSERT_TRUE(m_doc.openFile(path));
    m_doc.cancelScan();
    ASSERT_TRUE(waitFor([&] { return finished.count() == 1; }));
    EXPECT_TRUE(finished.at(0).at(0).toBool());
    EXPECT_EQ(m_doc.scanState(), Document::ScanState::Cancelled);
    EXPECT_FALSE(m_doc.scanResult());
    EXPECT_FALSE(m_doc.errors());
    m_doc.rescan();
    ASSERT_TRUE(waitFor([&] { return finished.count() == 2; }, 60000));
    ASSERT_TRUE(m_doc.errors());
    EXPECT_EQ(m_doc.errors()->count(), std::uint64_t{8} << 20);
}

TEST_F(DocumentTest, TellsOnceWhenTheFileShrinksAndReloads) {
    QByteArray data(1000, 'x');
    data[990] = '\xFF';
    const QString path = open(data);
    m_doc.setCursor(990);
    QSignalSpy notices(&m_doc, &Document::notice);
    QSignalSpy content(&m_doc, &Document::contentChanged);
    ASSERT_TRUE(QFile(path).resize(100));
    EXPECT_TRUE(m_doc.checkDiskState());
    EXPECT_TRUE(m_doc.checkDiskState()); // told once, not again and again
    ASSERT_EQ(notices.count(), 1);
    EXPECT_EQ(content.count(), 1);
    const Notice notice = notices.at(0).at(0).value<Notice>();
    EXPECT_EQ(notice.kind, Notice::Kind::Warning);
    EXPECT_TRUE(notice.text.contains(QStringLiteral("shrank")));
    ASSERT_EQ(notice.actions.size(), 1u);
    notice.actions.front().run(); // Reload
    waitForScan();
    EXPECT_EQ(m_doc.size(), 100u);
    EXPECT_EQ(m_doc.cursor(), 99u);
    EXPECT_FALSE(m_doc.checkDiskState());
}

TEST_F(DocumentTest, MemorySourceCannotBeReloaded) {
    QSignalSpy said(&m_doc, &Document::statusMessage);
    m_doc.openSource(std::make_shared<MemorySource>(std::vector<std::uint8_t>{'h', 'i'}),
                     QStringLiteral("pasted"));
    EXPECT_EQ(m_doc.name(), QStringLiteral("pasted"));
    EXPECT_TRUE(m_doc.path().isEmpty());
    EXPECT_FALSE(m_doc.reload());
    EXPECT_FALSE(m_doc.checkDiskState());
    ASSERT_GE(said.count(), 1);
    EXPECT_TRUE(said.last().at(0).toString().contains(QStringLiteral("nothing to reload")));
}

TEST_F(DocumentTest, RunsEveryAnalysisForEachSourceAndProfile) {
    Document doc({&makeAnalysisJob<kLineFeeds>}, nullptr);
    QSignalSpy finished(&doc, &Document::analysisFinished);
    EXPECT_FALSE(doc.result(kLineFeeds));
    ASSERT_TRUE(doc.openFile(writeFile(m_dir, QStringLiteral("lines.txt"), "a\nb\nc\n")));
    ASSERT_TRUE(waitFor([&] { return finished.count() == 1; }));
    EXPECT_EQ(finished.at(0).at(0).toString(), QStringLiteral("line-feeds"));
    ASSERT_TRUE(doc.result(kLineFeeds));
    EXPECT_EQ(doc.result(kLineFeeds)->count, 3u);
    doc.setProfile(Profile::Iso10646_1993);
    EXPECT_FALSE(doc.result(kLineFeeds)); // being computed again
    ASSERT_TRUE(waitFor([&] { return finished.count() == 2; }));
    EXPECT_EQ(doc.result(kLineFeeds)->profile, Profile::Iso10646_1993);
    // A Document without it has no such result.
    EXPECT_FALSE(m_doc.result(kLineFeeds));
}

} // namespace

} // namespace u8scope::ui

namespace u8scope::ui {
namespace {

// The window's mojibake, found from where its scan pointed, is what a read of everything finds;
// and the document shows it once the scan has ended.
TEST_F(DocumentTest, FindsTheMojibakeWhereTheScanPointsAsAFullReadDoes) {
    QByteArray data;
    for (int line = 0; line < 3000; ++line) {
        data += line % 97 == 5 ? "Le caf\xC3\x83\xC2\xA9 est ferm\xC3\x83\xC2\xA9.\n"
                : line % 89 == 7 ? "don\xC2\x92t \xC3\xA2\xE2\x82\xAC\xC5\x93quoted\xC3\xA2\xE2\x82\xAC\n"
                : line % 3 == 0  ? "Plain ASCII text on this line, nothing more.\n"
                                 : "Москва - столица России, и в ней живёт много людей.\n";
    }
    data += "bad \xFF octet, and a last line without a line feed: na\xC3\x83\xC2\xAFve";
    open(data);
    ASSERT_TRUE(m_doc.scanResult());
    ASSERT_TRUE(m_doc.scanResult()->mojibakeHints);
    EXPECT_FALSE(m_doc.scanResult()->mojibakeHints->ranges().empty());
    ASSERT_TRUE(waitFor([this] { return m_doc.mojibake() != nullptr; }));
    const MemorySource source(std::vector<std::uint8_t>(data.begin(), data.end()));
    const MojibakeReport full = findSourceMojibake(source, nullptr);
    const MojibakeReport& shown = *m_doc.mojibake();
    EXPECT_GT(full.count, 60u);
    EXPECT_EQ(shown.count, full.count);
    ASSERT_EQ(shown.findings.size(), full.findings.size());
    for (std::size_t i = 0; i < full.findings.size(); ++i) {
        EXPECT_EQ(shown.findings[i].offset, full.findings[i].offset) << i;
        EXPECT_EQ(shown.findings[i].repaired, full.findings[i].repaired) << i;
    }
    EXPECT_EQ(shown.byKind, full.byKind);
    EXPECT_EQ(shown.byCodec, full.byCodec);
}

// The inspector says of a place what the Mojibake list says: "café" through windows-1252, which
// ISO 8859-15 reads alike, in a file that later lines show went through ISO 8859-15, is named
// ISO 8859-15 in both, though the line alone would say windows-1252. The same past the
// findings the list keeps, where the inspector reads the lines around with the file's evidence.
TEST_F(DocumentTest, InspectorSaysOfMojibakeWhatTheListSays) {
    const QByteArray cafe("Le caf\xC3\x83\xC2\xA9 est ferm\xC3\x83\xC2\xA9.\n");
    const QByteArray kaese(
        "Der K\xC3\x83\xE2\x82\xACse ist f\xC3\x83\xC5\x92r B\xC3\x83\xE2\x82\xACren.\n");
    const auto codecAt = [this](std::uint64_t offset) -> std::string {
        m_doc.setCursor(offset);
        const auto& in = m_doc.inspection();
        if (!in || !in->mojibake)
            return "none";
        return std::string(in->mojibake->codec.name());
    };
    QByteArray data = cafe;
    for (int i = 0; i < 5; ++i)
        data += kaese;
    open(data);
    m_doc.setCursor(7); // "Ã" of "cafÃ©", before the list is there: the line alone
    ASSERT_TRUE(waitFor([this] { return m_doc.mojibake() != nullptr; }));
    ASSERT_FALSE(m_doc.mojibake()->findings.empty());
    EXPECT_EQ(std::string(m_doc.mojibake()->findings.front().codec.name()), "ISO-8859-15");
    // The inspector was brought up to date when the list came.
    ASSERT_TRUE(m_doc.inspection() && m_doc.inspection()->mojibake);
    EXPECT_EQ(std::string(m_doc.inspection()->mojibake->codec.name()), "ISO-8859-15");
    EXPECT_EQ(codecAt(7), "ISO-8859-15");
    EXPECT_EQ(codecAt(1), "none"); // "e" of "Le"
    // "Ã€" of "KÃ€se"
    EXPECT_EQ(codecAt(static_cast<std::uint64_t>(cafe.size()) + 5), "ISO-8859-15");

    // A line's own evidence comes before the file's: a long line that starts with words only
    // ISO 8859-15 explains goes on with "café" for more than 4 KiB, in a file where lines with
    // "don’t" through windows-1252 are the most. The list names ISO 8859-15 to the end of
    // the line, and so does the inspector, though the 4 KiB around the place would not.
    QByteArray line;
    for (int i = 0; i < 5; ++i)
        line += "K\xC3\x83\xE2\x82\xACse ";
    while (line.size() < 6000)
        line += "caf\xC3\x83\xC2\xA9 ";
    QByteArray lines;
    for (int i = 0; i < 100; ++i)
        lines += "I don\xC3\xA2\xE2\x82\xAC\xE2\x84\xA2t know.\n";
    lines += line;
    const auto end = static_cast<std::uint64_t>(lines.size() - 3); // "Ã" of the last "cafÃ©"
    open(lines, QStringLiteral("line.txt"));
    ASSERT_TRUE(waitFor([this] { return m_doc.mojibake() != nullptr; }));
    ASSERT_TRUE(m_doc.mojibake()->keptThrough(end));
    EXPECT_EQ(std::string(m_doc.mojibake()->findings.back().codec.name()), "ISO-8859-15");
    EXPECT_EQ(codecAt(end), "ISO-8859-15");

    // 25,000 lines of three findings each, more than the list keeps, then "café" for more than
    // the 4 KiB the inspector reads around a place: only the file's evidence names the codec.
    QByteArray many;
    for (int i = 0; i < 25'000; ++i)
        many += kaese;
    while (many.size() < 25'000 * kaese.size() + 6000)
        many += cafe;
    const auto lastCafe = static_cast<std::uint64_t>(many.size() - cafe.size() + 7);
    open(many, QStringLiteral("many.txt"));
    ASSERT_TRUE(waitFor([this] { return m_doc.mojibake() != nullptr; }, 60'000));
    const MojibakeReport& report = *m_doc.mojibake();
    ASSERT_GT(report.count, MojibakeReport::kKept);
    ASSERT_FALSE(report.keptThrough(lastCafe));
    EXPECT_EQ(codecAt(lastCafe), "ISO-8859-15");
    EXPECT_EQ(codecAt(lastCafe - 7), "none"); // "L"
}

// The window reads a source a second time, with the evidence of the whole of it, only when that
// evidence would decide a tie between codecs otherwise. Text put through windows-1252 all along
// is read once (the progress counts one pass); a text whose first line ties between codecs
// that later lines tell apart is read twice, and the first line is then read as they say.
TEST(MojibakeReportTest, ReadsASourceAgainOnlyWhenItsEvidenceDecidesATieOtherwise) {
    const auto sourceOf = [](const std::string& text) {
        return MemorySource(std::vector<std::uint8_t>(text.begin(), text.end()));
    };
    // "Le café est fermé." through windows-1252, which ISO 8859-1 and -15 read alike.
    const std::string cafe = "Le caf\xC3\x83\xC2\xA9 est ferm\xC3\x83\xC2\xA9.\n";
    std::string steady;
    for (int i = 0; i < 50; ++i)
        steady += cafe;
    const MemorySource once = sourceOf(steady);
    JobControl control;
    const MojibakeReport steadyReport = findSourceMojibake(once, &control);
    EXPECT_EQ(steadyReport.count, 100u);
    EXPECT_EQ(control.total.load(), once.size());
    EXPECT_EQ(control.done.load(), once.size());
    ASSERT_FALSE(steadyReport.findings.empty());
    EXPECT_EQ(steadyReport.findings.front().codec.id(), CodecId::Windows1252);

    // Then "Der Käse ist für Bären." through ISO 8859-15 ("Ã€" for "ä"), which only it reads
    // so: the evidence of the whole text is for ISO 8859-15, café included.
    std::string turning = cafe;
    for (int i = 0; i < 5; ++i)
        turning += "Der K\xC3\x83\xE2\x82\xACse ist f\xC3\x83\xC5\x92r B\xC3\x83\xE2\x82\xACren.\n";
    const MemorySource twice = sourceOf(turning);
    JobControl again;
    const MojibakeReport turned = findSourceMojibake(twice, &again);
    EXPECT_EQ(again.total.load(), 2 * twice.size());
    EXPECT_EQ(again.done.load(), 2 * twice.size());
    ASSERT_EQ(turned.count, 17u);
    EXPECT_EQ(turned.findings.front().codec.id(), CodecId::Iso8859_15);
    EXPECT_EQ(turned.byCodec[static_cast<std::size_t>(CodecId::Iso8859_15)], 17u);
}

// The findings the window keeps take at most so many octets, the strings of each included: a
// gigabyte of FF reads as words of "ÿÿÿ…" 64 KiB long each, and held the window's memory without
// limit. Each finding is counted, and those kept are the first ones.
TEST(MojibakeReportTest, KeepsFindingsOnlyAsFarAsTheirOctetsFit) {
    std::string text;
    for (int i = 0; i < 2000; ++i)
        text += "Le caf\xC3\x83\xC2\xA9 est ferm\xC3\x83\xC2\xA9.\n";
    const MemorySource source(std::vector<std::uint8_t>(text.begin(), text.end()));
    const MojibakeReport all = findSourceMojibake(source, nullptr);
    ASSERT_EQ(all.count, 4000u);
    ASSERT_EQ(all.findings.size(), 4000u);

    const std::size_t room = 100 * 1024;
    const MojibakeReport some = findSourceMojibake(source, nullptr, nullptr, room);
    EXPECT_EQ(some.count, 4000u);
    ASSERT_GT(some.findings.size(), 10u);
    ASSERT_LT(some.findings.size(), 4000u);
    std::size_t held = 0;
    for (std::size_t i = 0; i < some.findings.size(); ++i) {
        EXPECT_EQ(some.findings[i].offset, all.findings[i].offset);
        held += sizeof(MojibakeFinding) + some.findings[i].text.size() +
                some.findings[i].repaired.size();
    }
    EXPECT_LE(held, room);
    const std::size_t kept = some.findings.size();
    EXPECT_TRUE(some.keptThrough(all.findings[kept - 2].offset));
    EXPECT_FALSE(some.keptThrough(all.findings[kept].offset));
}

} // namespace
} // namespace u8scope::ui
