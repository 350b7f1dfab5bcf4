// The malformed units of one kind (ErrorKind: RFC 3629 §4 / ISO/IEC 10646-1 Annex R), collected
// by one streaming pass over a source: what the GUI's error list shows when filtered by kind.
// Units are kept as they are (a run of equal one-octet units as one entry), so the list needs no
// decoding to show them; an entry limit bounds memory when one kind has millions of scattered
// units. Cancellable, with progress.
#pragma once

#include "u8scope/errorkind.h"
#include "u8scope/source.h"
#include "u8scope/unit.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace u8scope {

/// Malformed units in input order.
class ErrorList {
public:
    /// Appends `count` units equal to `first` but for their offsets (first.offset + i); runs of
    /// one-octet units that continue the previous one are merged into it.
    void append(const Unit& first, std::uint64_t count = 1);

    [[nodiscard]] std::uint64_t size() const noexcept { return m_size; }
    [[nodiscard]] bool empty() const noexcept { return m_size == 0; }
    [[nodiscard]] std::size_t entryCount() const noexcept { return m_entries.size(); }
    /// Unit number `i`; nullopt past the end.
    [[nodiscard]] std::optional<Unit> at(std::uint64_t i) const noexcept;
    /// The index of the first unit that ends after `offset` (contains or follows it); size()
    /// when there is none.
    [[nodiscard]] std::uint64_t firstAfter(std::uint64_t offset) const noexcept;

private:
    struct Entry {
        std::uint64_t firstIndex = 0;
        std::uint64_t count = 0;
        Unit first;
        [[nodiscard]] std::uint64_t end() const noexcept {
            return first.offset + (count - 1) + first.length;
        }
    };
    std::vector<Entry> m_entries;
    std::uint64_t m_size = 0;
};

struct ErrorFilterOptions {
    /// Octets read at a time.
    std::size_t chunkSize = std::size_t{4} << 20;
    /// Entries kept at most (about 40 octets each); the pass stops there and says so.
    std::size_t maxEntries = std::size_t{1} << 20;
    /// Set from another thread to stop early.
    const std::atomic<bool>* cancel = nullptr;
    /// Called after each chunk with the octets read so far and the source size.
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
};

struct ErrorFilterResult {
    ErrorList errors;
    /// The entry limit was reached: `errors` holds the first units of the kind, not all.
    bool limited = false;
    bool cancelled = false;
    std::optional<IoError> ioError;
};

/// Every malformed unit of `kind` in `source` under `profile` (up to the entry limit).
[[nodiscard]] ErrorFilterResult collectErrors(const ByteSource& source, Profile profile,
                                              ErrorKind kind,
                                              const ErrorFilterOptions& options = {});

} // namespace u8scope
