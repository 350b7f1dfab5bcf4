// The whole-file scan behind the error list and the status bar: scanSource() in a worker thread,
// with progress and cancel. A new start() (another file, a profile switch, a reload) supersedes
// the scan under way.
#pragma once

#include "jobs/backgroundjob.h"
#include "u8scope/profile.h"
#include "u8scope/scanner.h"
#include "u8scope/source.h"

#include <memory>

namespace u8scope::ui {

class ScanJob : public BackgroundJob {
    Q_OBJECT
public:
    explicit ScanJob(QObject* parent = nullptr);

    void start(std::shared_ptr<const u8scope::ByteSource> source, u8scope::Profile profile);
    /// The result of the last scan that finished, cancelled or not; nullptr before the first.
    [[nodiscard]] std::shared_ptr<u8scope::ScanResult> result() const;
    /// The source and profile of the scan under way or last finished.
    [[nodiscard]] const std::shared_ptr<const u8scope::ByteSource>& source() const noexcept {
        return m_source;
    }
    [[nodiscard]] u8scope::Profile profile() const noexcept { return m_profile; }

    /// Threads per scan; 0 (the default) lets the scanner pick one per core.
    void setThreads(unsigned threads) noexcept { m_threads = threads; }
    /// Octets read at a time per thread (tests use small chunks to get many progress steps).
    void setChunkSize(std::size_t size) noexcept { m_chunkSize = size; }

private:
    std::shared_ptr<const u8scope::ByteSource> m_source;
    u8scope::Profile m_profile = u8scope::kDefaultProfile;
    unsigned m_threads = 0;
    std::size_t m_chunkSize = 0;
};

} // namespace u8scope::ui
