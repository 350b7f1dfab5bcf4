#include "jobs/scanjob.h"

namespace u8scope::ui {

ScanJob::ScanJob(QObject* parent) : BackgroundJob(parent) {}

void ScanJob::start(std::shared_ptr<const u8scope::ByteSource> source, u8scope::Profile profile) {
    m_source = source;
    m_profile = profile;
    const std::uint64_t total = source ? source->size() : 0;
    const unsigned threads = m_threads;
    const std::size_t chunkSize = m_chunkSize;
    startWork(
        [source = std::move(source), profile, threads, chunkSize](Control& control) {
            auto result = std::make_shared<u8scope::ScanResult>();
            if (!source)
                return std::shared_ptr<void>(result);
            u8scope::ScanOptions options;
            options.threads = threads;
            if (chunkSize)
                options.chunkSize = chunkSize;
            options.cancel = &control.cancel;
            options.buildIndex = true;
            options.progress = [&control](std::uint64_t done, std::uint64_t) {
                control.done.store(done, std::memory_order_relaxed);
            };
            if (auto* file = dynamic_cast<const u8scope::FileSource*>(source.get())) {
                file->adviseSequential();
            }
            *result = u8scope::scanSource(*source, profile, options);
            if (control.cancel.load())
                result->cancelled = true;
            control.done.store(result->stats.octets);
            return std::shared_ptr<void>(result);
        },
        total);
}

std::shared_ptr<u8scope::ScanResult> ScanJob::result() const {
    return std::static_pointer_cast<u8scope::ScanResult>(rawResult());
}

} // namespace u8scope::ui
