// A whole-source scan in a worker thread (scanSource() with progress and cancel): the scan behind
// the error list, the status bar and the hidden characters (ScanResult::hiddenIndex), and the error list's filter by kind, which indexes the
// malformed units of one kind only. A new start() (another file, a profile switch, a reload)
// supersedes the scan under way.
#pragma once

#include "jobs/backgroundjob.h"
#include "u8scope/codec/profile.h"
#include "u8scope/file/source.h"
#include "u8scope/scan/scanner.h"

#include <memory>
#include <optional>

namespace u8scope::ui {

class ScanJob : public Job<ScanResult> {
public:
    explicit ScanJob(QObject* parent = nullptr);

    /// Scans `source` under `profile`; result() then holds the figures and the error index.
    void start(std::shared_ptr<const ByteSource> source, Profile profile);

    /// Index only the malformed units of `kind` (nullopt, the default: every one).
    void setKind(std::optional<ErrorKind> kind) noexcept { m_kind = kind; }
    [[nodiscard]] std::optional<ErrorKind> kind() const noexcept { return m_kind; }
    /// Threads per scan; 0 (the default) lets the scanner pick one per core.
    void setThreads(unsigned threads) noexcept { m_threads = threads; }
    /// Octets read at a time per thread; 0, the default, is the scanner's. Small chunks give
    /// many progress steps.
    void setChunkSize(std::size_t size) noexcept { m_chunkSize = size; }

private:
    std::optional<ErrorKind> m_kind;
    unsigned m_threads = 0;
    std::size_t m_chunkSize = 0;
};

} // namespace u8scope::ui
