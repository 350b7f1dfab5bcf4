#include "jobs/searchjob.h"

namespace u8scope::ui {

SearchJob::SearchJob(QObject* parent) : Job<SearchResult>(parent) {}

void SearchJob::start(std::shared_ptr<const ByteSource> source, QByteArray needle,
                      std::uint64_t from, SearchDirection direction) {
    m_needle = needle;
    const std::uint64_t total = source ? source->size() : 0;
    const std::size_t chunkSize = m_chunkSize;
    Job<SearchResult>::start(
        [source = std::move(source), needle = std::move(needle), from, direction,
         chunkSize](JobControl& control) {
            SearchResult result;
            if (!source)
                return result;
            SearchOptions options;
            if (chunkSize)
                options.chunkSize = chunkSize;
            options.cancel = &control.cancel;
            options.progress = [&control](std::uint64_t done, std::uint64_t) {
                control.done.store(done, std::memory_order_relaxed);
            };
            const auto* data = reinterpret_cast<const std::uint8_t*>(needle.constData());
            return findWrapping(*source, std::span(data, static_cast<std::size_t>(needle.size())),
                                from, direction, options);
        },
        total);
}

} // namespace u8scope::ui
