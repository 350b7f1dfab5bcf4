// Find in a worker thread: findWrapping() over the whole source from a start offset, with
// progress and cancel, so that searching a file of many gigabytes never freezes the window.
#pragma once

#include "jobs/backgroundjob.h"
#include "u8scope/file/search.h"
#include "u8scope/file/source.h"

#include <QByteArray>
#include <memory>

namespace u8scope::ui {

class SearchJob : public Job<SearchResult> {
public:
    explicit SearchJob(QObject* parent = nullptr);

    void start(std::shared_ptr<const ByteSource> source, QByteArray needle, std::uint64_t from,
               SearchDirection direction);
    /// The octets of the search under way or last finished.
    [[nodiscard]] const QByteArray& needle() const noexcept { return m_needle; }

    /// Octets read at a time (tests use small chunks to put matches across chunk boundaries).
    void setChunkSize(std::size_t size) noexcept { m_chunkSize = size; }

private:
    QByteArray m_needle;
    std::size_t m_chunkSize = 0;
};

} // namespace u8scope::ui
