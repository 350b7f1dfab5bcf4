// Finding an octet string in a source of any size: the source is read in chunks, each chunk
// overlapping the previous one by needle.size() - 1 octets so that a match straddling a chunk
// boundary is found exactly once. 64-bit offsets; cancellable from another thread.
#pragma once

#include "u8scope/file/source.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>

namespace u8scope {

enum class SearchDirection : std::uint8_t { Forward, Backward };

struct SearchOptions {
    /// Octets read at a time (at least needle.size() are read whatever this says).
    std::size_t chunkSize = std::size_t{4} << 20;
    /// Set from another thread to stop early.
    const std::atomic<bool>* cancel = nullptr;
    /// Called now and then with the octets searched so far and the octets to search in all.
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
};

struct SearchResult {
    /// The offset of the match found, if any.
    std::optional<std::uint64_t> offset;
    /// The match was found only after wrapping around the end (or, backwards, the start).
    bool wrapped = false;
    bool cancelled = false;
    std::optional<IoError> ioError;
};

/// The first match that starts in [from, to) and lies wholly below `to`, searching forwards;
/// `to` is clamped to the source size.
[[nodiscard]] SearchResult findForward(const ByteSource& source,
                                       std::span<const std::uint8_t> needle, std::uint64_t from,
                                       std::uint64_t to, const SearchOptions& options = {});

/// The last match that lies wholly in [from, to), searching backwards from `to`.
[[nodiscard]] SearchResult findBackward(const ByteSource& source,
                                        std::span<const std::uint8_t> needle, std::uint64_t from,
                                        std::uint64_t to, const SearchOptions& options = {});

/// Searches the whole source starting at `start` and wrapping around once, as "find next" does:
/// forwards, the first match starting at or after `start`, else the first one before it;
/// backwards, the last match starting before `start`, else the last one in the source.
[[nodiscard]] SearchResult findWrapping(const ByteSource& source,
                                        std::span<const std::uint8_t> needle, std::uint64_t start,
                                        SearchDirection direction,
                                        const SearchOptions& options = {});

} // namespace u8scope
