#include "jobs/filterjob.h"

namespace u8scope::ui {

FilterJob::FilterJob(QObject* parent) : BackgroundJob(parent) {}

void FilterJob::start(std::shared_ptr<const u8scope::ByteSource> source, u8scope::Profile profile,
                      u8scope::ErrorKind kind) {
    m_kind = kind;
    const std::uint64_t total = source ? source->size() : 0;
    startWork(
        [source = std::move(source), profile, kind](Control& control) {
            auto result = std::make_shared<u8scope::ScanResult>();
            if (!source)
                return std::shared_ptr<void>(result);
            u8scope::ScanOptions options;
            options.indexKind = kind;
            options.cancel = &control.cancel;
            options.progress = [&control](std::uint64_t done, std::uint64_t) {
                control.done.store(done, std::memory_order_relaxed);
            };
            *result = u8scope::scanSource(*source, profile, options);
            return std::shared_ptr<void>(result);
        },
        total);
}

std::shared_ptr<u8scope::ScanResult> FilterJob::result() const {
    return std::static_pointer_cast<u8scope::ScanResult>(rawResult());
}

} // namespace u8scope::ui
