#include "u8scope/errorfilter.h"

#include "u8scope/scanner.h"

#include <algorithm>

namespace u8scope {

void ErrorList::append(const Unit& first, std::uint64_t count) {
    if (count == 0)
        return;
    if (!m_entries.empty()) {
        Entry& last = m_entries.back();
        if (last.first.length == 1 && first.length == 1 && last.end() == first.offset &&
            last.first.error == first.error && last.first.codePoint == first.codePoint) {
            last.count += count;
            m_size += count;
            return;
        }
    }
    m_entries.push_back({m_size, count, first});
    m_size += count;
}

std::optional<Unit> ErrorList::at(std::uint64_t i) const noexcept {
    if (i >= m_size)
        return std::nullopt;
    const auto it =
        std::upper_bound(m_entries.begin(), m_entries.end(), i,
                         [](std::uint64_t v, const Entry& e) { return v < e.firstIndex; });
    const Entry& e = *std::prev(it);
    Unit u = e.first;
    u.offset += i - e.firstIndex;
    return u;
}

std::uint64_t ErrorList::firstAfter(std::uint64_t offset) const noexcept {
    const auto it = std::upper_bound(m_entries.begin(), m_entries.end(), offset,
                                     [](std::uint64_t v, const Entry& e) { return v < e.end(); });
    if (it == m_entries.end())
        return m_size;
    if (offset < it->first.offset || it->count == 1)
        return it->firstIndex;
    // Inside a run of one-octet units: the one at `offset`.
    return it->firstIndex + (offset - it->first.offset);
}

namespace {

class KindSink final : public ErrorSink {
public:
    KindSink(ErrorKind kind, ErrorList& list, std::size_t maxEntries)
        : m_kind(kind), m_list(list), m_maxEntries(maxEntries) {}
    void onErrors(const Unit& first, std::uint64_t count, const ErrorContext&) override {
        if (first.error != m_kind || full())
            return;
        m_list.append(first, count);
    }
    [[nodiscard]] bool full() const noexcept { return m_list.entryCount() >= m_maxEntries; }

private:
    ErrorKind m_kind;
    ErrorList& m_list;
    std::size_t m_maxEntries;
};

} // namespace

ErrorFilterResult collectErrors(const ByteSource& source, Profile profile, ErrorKind kind,
                                const ErrorFilterOptions& options) {
    ErrorFilterResult result;
    KindSink sink(kind, result.errors, std::max<std::size_t>(options.maxEntries, 1));
    Scanner scanner(profile);
    const std::uint64_t total = source.size();
    std::vector<std::uint8_t> buffer(std::max<std::size_t>(options.chunkSize, 64));
    std::uint64_t offset = 0;
    while (offset < total) {
        if (options.cancel && options.cancel->load(std::memory_order_relaxed)) {
            result.cancelled = true;
            return result;
        }
        if (sink.full()) {
            result.limited = true;
            return result;
        }
        const auto want =
            static_cast<std::size_t>(std::min<std::uint64_t>(buffer.size(), total - offset));
        auto got = source.read(offset, std::span(buffer).first(want));
        if (!got) {
            result.ioError = got.error();
            return result;
        }
        if (*got == 0)
            break; // the source has shrunk: what is left is all there is
        scanner.feed(std::span(buffer).first(*got), &sink);
        offset += *got;
        if (options.progress)
            options.progress(offset, total);
    }
    scanner.finish(&sink);
    result.limited = sink.full();
    return result;
}

} // namespace u8scope
