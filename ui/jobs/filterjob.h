// The error list's filter by kind: a scan that indexes the malformed units of one kind only, in a
// worker thread, with progress and cancel.
#pragma once

#include "jobs/backgroundjob.h"
#include "u8scope/scanner.h"

#include <memory>

namespace u8scope::ui {

class FilterJob : public BackgroundJob {
    Q_OBJECT
public:
    explicit FilterJob(QObject* parent = nullptr);

    void start(std::shared_ptr<const u8scope::ByteSource> source, u8scope::Profile profile,
               u8scope::ErrorKind kind);
    /// The result of the last run that finished; nullptr before the first.
    [[nodiscard]] std::shared_ptr<u8scope::ScanResult> result() const;
    [[nodiscard]] u8scope::ErrorKind kind() const noexcept { return m_kind; }

private:
    u8scope::ErrorKind m_kind = u8scope::ErrorKind::Overlong;
};

} // namespace u8scope::ui
