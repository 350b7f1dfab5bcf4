#include "jobs/backgroundjob.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QPointer>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

namespace u8scope::ui {

namespace {
constexpr int kPollMs = 100;
}

QThreadPool* BackgroundJob::pool() {
    // Owned by the application, which waits for the (cancelled) runs when it ends; a scan, a
    // search and a filter can run at once, besides a superseded run that is still stopping.
    static QPointer<QThreadPool> instance;
    if (!instance) {
        instance = new QThreadPool(QCoreApplication::instance());
        instance->setMaxThreadCount(std::max(4, QThread::idealThreadCount()));
    }
    return instance;
}

BackgroundJob::BackgroundJob(QObject* parent) : QObject(parent) {
    m_poll.setInterval(kPollMs);
    connect(&m_poll, &QTimer::timeout, this, &BackgroundJob::poll);
}

BackgroundJob::~BackgroundJob() {
    if (m_current)
        m_current->cancel.store(true);
}

std::uint64_t BackgroundJob::done() const noexcept {
    return m_current ? m_current->done.load() : 0;
}

std::uint64_t BackgroundJob::total() const noexcept {
    return m_current ? m_current->total.load() : 0;
}

void BackgroundJob::cancel() {
    if (m_current)
        m_current->cancel.store(true);
}

void BackgroundJob::startWork(std::function<void(JobControl&)> work, std::function<void()> deliver,
                              std::uint64_t total) {
    if (m_current)
        m_current->cancel.store(true); // its result will be dropped
    auto control = std::make_shared<JobControl>();
    control->total.store(total);
    m_current = control;

    // The lambda holds the control block and the work (with whatever it captured), so a
    // superseded or orphaned run still has everything it reads until it returns.
    auto* watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcher<void>::finished, this,
            [this, watcher, control, deliver = std::move(deliver)] {
                watcher->deleteLater();
                if (control != m_current)
                    return; // superseded by a newer run
                m_current.reset();
                m_poll.stop();
                const bool wasCancelled = control->cancel.load();
                deliver();
                emit progress(control->done.load(), control->total.load());
                emit finished(wasCancelled);
            });
    watcher->setFuture(
        QtConcurrent::run(pool(), [control, work = std::move(work)] { work(*control); }));
    m_poll.start();
    emit started();
}

void BackgroundJob::poll() {
    if (m_current)
        emit progress(m_current->done.load(), m_current->total.load());
}

} // namespace u8scope::ui
