#include "jobs/scanjob.h"
#include "qt_environment.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <gtest/gtest.h>

namespace u8scope::ui {

namespace {

std::shared_ptr<u8scope::MemorySource> ffs(std::size_t n) {
    return std::make_shared<u8scope::MemorySource>(std::vector<std::uint8_t>(n, 0xFF), "ffs");
}

TEST(ScanJob, ReportsTheResultOfAScan) {
    ScanJob job;
    QSignalSpy finished(&job, &BackgroundJob::finished);
    job.start(ffs(1000), u8scope::Profile::Rfc3629);
    EXPECT_TRUE(job.isRunning());
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_FALSE(finished.at(0).at(0).toBool());
    ASSERT_TRUE(job.result());
    EXPECT_EQ(job.result()->stats.errors, 1000u);
    EXPECT_FALSE(job.isRunning());
}

TEST(ScanJob, CancelEndsTheScanAsCancelled) {
    ScanJob job;
    job.setChunkSize(4096);
    QSignalSpy finished(&job, &BackgroundJob::finished);
    job.start(ffs(std::size_t{16} << 20), u8scope::Profile::Rfc3629);
    job.cancel();
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_TRUE(finished.at(0).at(0).toBool());
}

TEST(ScanJob, ANewScanSupersedesTheOneUnderWay) {
    ScanJob job;
    QSignalSpy finished(&job, &BackgroundJob::finished);
    job.start(ffs(std::size_t{8} << 20), u8scope::Profile::Rfc3629);
    job.start(ffs(10), u8scope::Profile::Rfc3629);
    ASSERT_TRUE(finished.wait(10000));
    QTest::qWait(200); // the superseded run must not report
    ASSERT_EQ(finished.count(), 1);
    EXPECT_EQ(job.result()->stats.octets, 10u);
}

TEST(ScanJob, ReportsProgress) {
    ScanJob job;
    job.setThreads(1);
    job.setChunkSize(4096);
    QSignalSpy progress(&job, &BackgroundJob::progress);
    QSignalSpy finished(&job, &BackgroundJob::finished);
    job.start(ffs(std::size_t{64} << 20), u8scope::Profile::Rfc3629);
    ASSERT_TRUE(finished.wait(60000));
    ASSERT_GE(progress.count(), 1); // at least the final figures
    EXPECT_EQ(progress.last().at(0).toULongLong(), std::uint64_t{64} << 20);
    EXPECT_EQ(progress.last().at(1).toULongLong(), std::uint64_t{64} << 20);
}

TEST(ScanJob, CanBeDestroyedWhileScanning) {
    auto job = std::make_unique<ScanJob>();
    job->start(ffs(std::size_t{16} << 20), u8scope::Profile::Rfc3629);
    job.reset();
    EXPECT_TRUE(BackgroundJob::pool()->waitForDone(30000));
}

} // namespace

namespace {

// Work that runs until `release` is set.
void startBlocking(Job<bool>& job, std::atomic<bool>& release) {
    job.start(
        [&release](JobControl&) {
            while (!release.load())
                QThread::msleep(5);
            return true;
        },
        0);
}

// The raster paint engine splits large fills across Qt's global thread pool and waits for
// them: long jobs there froze the window (a progress bar took seconds to paint) until a scan or
// search ended.
TEST(BackgroundJob, LongWorkLeavesQtsGlobalPoolFreeForPainting) {
    // The jobs read `release` until they end: it outlives them, and both are waited for, even
    // when a check fails (a job still running read it after the test had returned, and the
    // process hung at exit, waiting for the pool).
    static std::atomic<bool> release;
    release = false;
    Job<bool> a, b;
    QSignalSpy aFinished(&a, &BackgroundJob::finished);
    QSignalSpy bFinished(&b, &BackgroundJob::finished);
    startBlocking(a, release);
    startBlocking(b, release);
    const bool bothRan =
        QTest::qWaitFor([] { return BackgroundJob::pool()->activeThreadCount() == 2; });
    const int globalActive = QThreadPool::globalInstance()->activeThreadCount();
    release = true;
    EXPECT_TRUE(aFinished.count() > 0 || aFinished.wait(5000));
    EXPECT_TRUE(bFinished.count() > 0 || bFinished.wait(5000));
    EXPECT_TRUE(bothRan);
    EXPECT_EQ(globalActive, 0);
}

} // namespace

} // namespace u8scope::ui
