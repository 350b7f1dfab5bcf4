// One piece of long work at a time in the thread pool, with a cancel flag and progress counters
// that the UI thread polls: the UI thread never waits for the worker. Starting again supersedes
// the run under way, which is cancelled and whose result is dropped; the worker owns everything
// it reads through shared_ptr, so nothing dangles when the job or the window goes first.
#pragma once

#include <QObject>
#include <QThreadPool>
#include <QTimer>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>

namespace u8scope::ui {

class BackgroundJob : public QObject {
    Q_OBJECT
public:
    /// Shared by the UI thread and the worker of one run.
    struct Control {
        std::atomic<bool> cancel{false};
        std::atomic<std::uint64_t> done{0};
        std::atomic<std::uint64_t> total{0};
    };
    /// The work: runs in a worker thread, returns its result (or nullptr).
    using Work = std::function<std::shared_ptr<void>(Control&)>;

    explicit BackgroundJob(QObject* parent = nullptr);
    /// Cancels the run under way without waiting for it.
    ~BackgroundJob() override;

    [[nodiscard]] bool isRunning() const noexcept { return m_current != nullptr; }

    /// The threads every job runs on. Not Qt's global pool: the raster paint engine hands
    /// pieces of large paints to that pool and waits for them, so long jobs there would stall
    /// the window's painting until they end.
    [[nodiscard]] static QThreadPool* pool();
    [[nodiscard]] std::uint64_t done() const noexcept;
    [[nodiscard]] std::uint64_t total() const noexcept;

public slots:
    /// Asks the run under way to stop; finished() follows with cancelled == true.
    void cancel();

signals:
    void started();
    /// Emitted a few times a second while running.
    void progress(quint64 done, quint64 total);
    /// The run ended (cancelled or not); the result is then available from the subclass.
    void finished(bool cancelled);

protected:
    void startWork(Work work, std::uint64_t total);
    /// The result of the last run that finished (not superseded), or nullptr.
    [[nodiscard]] const std::shared_ptr<void>& rawResult() const noexcept { return m_result; }

private:
    void poll();

    std::shared_ptr<Control> m_current;
    std::shared_ptr<void> m_result;
    QTimer m_poll;
};

} // namespace u8scope::ui
