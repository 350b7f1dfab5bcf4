#include "jobs/searchjob.h"

namespace u8scope::ui {

SearchJob::SearchJob(QObject* parent) : BackgroundJob(parent) {}

void SearchJob::start(std::shared_ptr<const u8scope::ByteSource> source, QByteArray needle,
                      std::uint64_t from, u8scope::SearchDirection direction) {
    m_needle = needle;
    const std::uint64_t total = source ? source->size() : 0;
    const std::size_t chunkSize = m_chunkSize;
    startWork(
        [source = std::move(source), needle = std::move(needle), from, direction,
         chunkSize](Control& control) {
            auto result = std::make_shared<u8scope::SearchResult>();
            if (!source)
                return std::shared_ptr<void>(result);
            u8scope::SearchOptions options;
            if (chunkSize)
                options.chunkSize = chunkSize;
            options.cancel = &control.cancel;
            options.progress = [&control](std::uint64_t done, std::uint64_t) {
                control.done.store(done, std::memory_order_relaxed);
            };
            const auto* data = reinterpret_cast<const std::uint8_t*>(needle.constData());
            *result = u8scope::findWrapping(
                *source, std::span(data, static_cast<std::size_t>(needle.size())), from, direction,
                options);
            return std::shared_ptr<void>(result);
        },
        total);
}

std::shared_ptr<u8scope::SearchResult> SearchJob::result() const {
    return std::static_pointer_cast<u8scope::SearchResult>(rawResult());
}

} // namespace u8scope::ui
