// The status bar lays out its fields and messages so that nothing is cut off or drawn over.
#include "document/document.h"
#include "window/mainwindow.h"
#include "window/statusbar.h"
#include "windowtest.h"

#include <QApplication>
#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>
#include <memory>

namespace u8scope::ui {

namespace {

using testui::waitFor;
using testui::writeFile;

class StatusBarTest : public testui::WindowTest {
protected:
    void SetUp() override {
        testui::WindowTest::SetUp();
        m_bar = m_window->findChild<StatusBar*>();
        ASSERT_TRUE(m_bar);
    }

    [[nodiscard]] QLabel* field(const QString& name) const {
        for (auto* label : m_bar->findChildren<QLabel*>()) {
            if (label->accessibleName() == name)
                return label;
        }
        return nullptr;
    }

    // Every label of the bar shown whole, inside the bar, none over another.
    void expectNothingCutOffOrOverlapping() const {
        const QRect bar = m_window->statusBar()->rect();
        std::vector<std::pair<QString, QRect>> shown;
        for (QLabel* label : m_bar->findChildren<QLabel*>()) {
            if (!label->isVisible() || label->text().isEmpty())
                continue;
            const QRect r(label->mapTo(m_window->statusBar(), QPoint(0, 0)), label->size());
            const std::string what =
                label->accessibleName().toStdString() + ": " + label->text().toStdString();
            EXPECT_GE(label->width(), label->fontMetrics().horizontalAdvance(label->text()))
                << what;
            EXPECT_TRUE(bar.contains(r)) << what;
            for (const auto& [other, rect] : shown)
                EXPECT_FALSE(rect.intersects(r)) << what << " over " << other.toStdString();
            shown.emplace_back(label->text(), r);
        }
    }

    StatusBar* m_bar = nullptr;
};

TEST_F(StatusBarTest, FieldsNeitherClipNorOverlapAt1024) {
    m_window->openDemo();
    ASSERT_TRUE(waitFor([this] { return doc().scanState() == Document::ScanState::Finished; }));
    doc().setCursor(0x7BB); // the surrogate of the malformed section
    settle();
    for (const char* name : {"Cursor offset", "Scan summary", "UTF-8 signature", "Profile"}) {
        QLabel* label = field(QString::fromLatin1(name));
        ASSERT_TRUE(label) << name;
        EXPECT_TRUE(label->isVisible()) << name; // nothing lost at 1024 px
    }
    EXPECT_TRUE(
        field(QStringLiteral("Scan summary"))->text().contains(QStringLiteral("36 errors")));
    expectNothingCutOffOrOverlapping();
}

// Claims 1000 octets but holds 100: a file cut short after it was opened.
class ShrunkSource final : public ByteSource {
public:
    [[nodiscard]] std::uint64_t size() const noexcept override { return 1000; }
    [[nodiscard]] Result<std::size_t> read(std::uint64_t offset,
                                           std::span<std::uint8_t> out) const override {
        return m_data.read(offset, out);
    }
    [[nodiscard]] const std::string& name() const noexcept override { return m_name; }

private:
    MemorySource m_data{std::vector<std::uint8_t>(100, 'x')};
    std::string m_name = "shrunk.txt";
};

// Read whole, but rewritten in place while it was: the figures are of no one version of it.
class RewrittenSource final : public ByteSource {
public:
    [[nodiscard]] std::uint64_t size() const noexcept override { return m_data.size(); }
    [[nodiscard]] Result<std::size_t> read(std::uint64_t offset,
                                           std::span<std::uint8_t> out) const override {
        return m_data.read(offset, out);
    }
    [[nodiscard]] const std::string& name() const noexcept override { return m_name; }
    [[nodiscard]] std::string changeSinceOpened() const override { return "it was modified"; }

private:
    MemorySource m_data{std::vector<std::uint8_t>(100, 'x')};
    std::string m_name = "rewritten.txt";
};

TEST_F(StatusBarTest, ScanSummaryOfAFileRewrittenWhileScannedSaysSo) {
    doc().openSource(std::make_shared<RewrittenSource>(), QStringLiteral("rewritten.txt"));
    ASSERT_TRUE(waitFor([this] { return doc().scanState() == Document::ScanState::Finished; }));
    settle();
    QLabel* summary = field(QStringLiteral("Scan summary"));
    ASSERT_TRUE(summary);
    EXPECT_EQ(summary->text(),
              QStringLiteral("100 octets read · no errors in them · changed while scanned"));
}

// A scan that could not read the whole file counted part of it: the summary says how much, and
// that it is incomplete, not "100 octets · no errors" as if that were the file.
TEST_F(StatusBarTest, ScanSummaryOfAnIncompleteScanSaysSo) {
    doc().openSource(std::make_shared<ShrunkSource>(), QStringLiteral("shrunk.txt"));
    ASSERT_TRUE(waitFor([this] { return doc().scanState() == Document::ScanState::Finished; }));
    settle();
    ASSERT_FALSE(doc().scanProblem().isEmpty());
    QLabel* summary = field(QStringLiteral("Scan summary"));
    ASSERT_TRUE(summary);
    EXPECT_EQ(summary->text(),
              QStringLiteral("100 of 1,000 octets read · no errors in them · scan incomplete"));
    EXPECT_EQ(summary->toolTip(), doc().scanProblem());
    expectNothingCutOffOrOverlapping();
}

// The status bar said "Error 1 of 3" while the file had 378 errors: the count was that of the
// kind shown, and the words saying so were cut off.
TEST_F(StatusBarTest, ErrorOneOfThreeOfAKindIsShownWholeWithTheCountOfAllAt1024) {
    QByteArray data;
    for (int i = 0; i < 372; ++i)
        data += "a\xFF";
    data += "b\xC0\xAF"
            "c\xC1\xBF"
            "d\xC0\x80"; // three overlong units, three other errors
    open(data);
    ASSERT_EQ(doc().scanResult()->stats.errors, 378u);
    doc().setErrorKind(ErrorKind::Overlong);
    ASSERT_TRUE(waitFor([this] { return !doc().isCollectingErrors(); }));
    doc().setCursor(0);
    QTest::keyClick(m_window.get(), Qt::Key_F3);
    settle();
    const QString message = m_bar->message();
    EXPECT_TRUE(message.startsWith(QStringLiteral("Overlong form 1 of 3")))
        << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("378"))) << message.toStdString();
    EXPECT_FALSE(message.endsWith(QStringLiteral("…"))) << message.toStdString();
    expectNothingCutOffOrOverlapping();
}

TEST_F(StatusBarTest, FieldsMakeRoomForAMessageAndTakeItBack) {
    open(QByteArray("a\xC0\x80 bc \xFF"
                    "de",
                    9));
    const QString full = field(QStringLiteral("Scan summary"))->text();
    ASSERT_TRUE(full.contains(QStringLiteral("3 errors: "))) << full.toStdString();
    const QString message = QStringLiteral("A message long enough to need the room of the fields "
                                           "beside it, which give up their fuller forms for it");
    m_window->statusBar()->showMessage(message);
    settle();
    EXPECT_EQ(m_bar->message(), message);
    EXPECT_NE(field(QStringLiteral("Scan summary"))->text(), full);
    EXPECT_EQ(field(QStringLiteral("Scan summary"))->toolTip(), full);
    expectNothingCutOffOrOverlapping();
    m_window->statusBar()->clearMessage();
    settle();
    EXPECT_TRUE(m_bar->message().isEmpty());
    EXPECT_EQ(field(QStringLiteral("Scan summary"))->text(), full);
}

TEST_F(StatusBarTest, EachFieldOfTheListHasALabel) {
    for (const StatusField& spec : statusFields()) {
        if (!spec.text)
            continue; // the place of the scan's progress
        EXPECT_TRUE(field(QCoreApplication::translate("StatusBar", spec.name))) << spec.name;
    }
}

} // namespace

} // namespace u8scope::ui
