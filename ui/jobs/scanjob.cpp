#include "jobs/scanjob.h"

namespace u8scope::ui {

ScanJob::ScanJob(QObject* parent) : Job<ScanResult>(parent) {}

void ScanJob::start(std::shared_ptr<const ByteSource> source, Profile profile) {
    ScanOptions options;
    options.threads = m_threads;
    if (m_chunkSize)
        options.chunkSize = m_chunkSize;
    options.buildIndex = true;
    options.indexKind = m_kind;
    // The whole scan (not the error list's filter) notes where the mojibake engine must look.
    options.mojibakeHints = !m_kind;
    // ... and maps its regions (the overview strip, next and previous region, the summary, and
    // the explanations of the units in binary data).
    options.regions = !m_kind;
    // And finds the hidden characters while the octets are in the cache: the Hidden Characters
    // panel, their marks and F7 read them from the result.
    options.hidden = !m_kind;
    options.hiddenIndex = !m_kind;
    const std::uint64_t total = source ? source->size() : 0;
    Job<ScanResult>::start(
        [source = std::move(source), profile, options](JobControl& control) mutable {
            ScanResult result;
            if (!source)
                return result;
            options.cancel = &control.cancel;
            options.progress = [&control](std::uint64_t done, std::uint64_t) {
                control.done.store(done, std::memory_order_relaxed);
            };
            result = scanSource(*source, profile, options);
            if (control.cancel.load())
                result.cancelled = true;
            control.done.store(result.stats.octets);
            return result;
        },
        total);
}

} // namespace u8scope::ui
