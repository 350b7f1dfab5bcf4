// Long work in a worker thread, one run at a time, with a cancel flag and progress counters that
// the UI thread polls: the UI thread never waits for the worker. Starting again supersedes the
// run under way, which is cancelled and whose result is dropped; the worker owns everything it
// reads (captured by value or through shared_ptr), so nothing dangles when the job or the window
// goes first.
//
// BackgroundJob is the part every job shares (signals, cancel, progress, the thread pool);
// Job<Result> adds the typed result. A new kind of work is a function, not a class:
//     Job<Counts> job;
//     job.start([source](JobControl& control) { return countSomething(*source, control); },
//               source->size());
//     connect(&job, &BackgroundJob::finished, ...);   then job.result()
#pragma once

#include <QObject>
#include <QThreadPool>
#include <QTimer>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <utility>

namespace u8scope::ui {

/// Shared by the UI thread and the worker of one run.
struct JobControl {
    std::atomic<bool> cancel{false};
    std::atomic<std::uint64_t> done{0};
    std::atomic<std::uint64_t> total{0};
};

class BackgroundJob : public QObject {
    Q_OBJECT
public:
    explicit BackgroundJob(QObject* parent = nullptr);
    /// Cancels the run under way without waiting for it.
    ~BackgroundJob() override;

    [[nodiscard]] bool isRunning() const noexcept { return m_current != nullptr; }

    /// The threads every job runs on. Not Qt's global pool: the raster paint engine hands
    /// pieces of large paints to that pool and waits for them, so long jobs there would stall
    /// the window's painting until they end.
    [[nodiscard]] static QThreadPool* pool();
    /// Progress of the run under way (0 when none).
    [[nodiscard]] std::uint64_t done() const noexcept;
    [[nodiscard]] std::uint64_t total() const noexcept;

public slots:
    /// Asks the run under way to stop; finished() follows with cancelled == true.
    void cancel();

signals:
    void started();
    /// Emitted a few times a second while running.
    void progress(quint64 done, quint64 total);
    /// The run ended (cancelled or not); its result is then available from Job::result().
    void finished(bool cancelled);

protected:
    /// Runs `work` in the pool. When the run ends and has not been superseded, `deliver` runs on
    /// the UI thread just before finished() is emitted.
    void startWork(std::function<void(JobControl&)> work, std::function<void()> deliver,
                   std::uint64_t total);

private:
    void poll();

    std::shared_ptr<JobControl> m_current;
    QTimer m_poll;
};

/// A background job whose runs produce a `Result`.
template <class Result>
class Job : public BackgroundJob {
public:
    using BackgroundJob::BackgroundJob;

    /// Runs `work(JobControl&) -> Result` in a worker thread; `total` is the progress expected.
    /// The work should poll control.cancel and count control.done.
    template <class Work>
    void start(Work work, std::uint64_t total) {
        m_result.reset();
        // Written by the worker before its run ends, read on the UI thread after: the future
        // that signals the end orders the two.
        auto slot = std::make_shared<std::shared_ptr<const Result>>();
        startWork(
            [slot, work = std::move(work)](JobControl& control) mutable {
                *slot = std::make_shared<const Result>(work(control));
            },
            [this, slot] { m_result = std::move(*slot); }, total);
    }

    /// The result of the last run that finished (cancelled or not, but not superseded); null
    /// before the first and while a new run is under way.
    [[nodiscard]] const std::shared_ptr<const Result>& result() const noexcept { return m_result; }

    /// Cancels the run under way, if any, and drops the result.
    void clear() {
        cancel();
        m_result.reset();
    }

private:
    std::shared_ptr<const Result> m_result;
};

} // namespace u8scope::ui
