#include "u8scope/file/search.h"

#include <algorithm>
#include <functional>
#include <iterator>
#include <vector>

namespace u8scope {

namespace {

using ReverseIt = std::reverse_iterator<const std::uint8_t*>;

bool cancelled(const SearchOptions& options) noexcept {
    return options.cancel && options.cancel->load(std::memory_order_relaxed);
}

void report(const SearchOptions& options, std::uint64_t done, std::uint64_t total) {
    if (options.progress)
        options.progress(done, total);
}

// A chunk large enough to make progress past the overlap.
std::size_t chunkSizeFor(const SearchOptions& options, std::size_t needleSize) {
    return std::max({options.chunkSize, needleSize * 2, std::size_t{64}});
}

// Reads [offset, offset + count) into `buffer`; a short read means the source ends there (it
// may have shrunk since it was opened).
Result<std::size_t> readChunk(const ByteSource& source, std::uint64_t offset, std::size_t count,
                              std::vector<std::uint8_t>& buffer) {
    buffer.resize(count);
    std::size_t got = 0;
    while (got < count) {
        auto r = source.read(offset + got, std::span(buffer).subspan(got));
        if (!r)
            return r.error();
        if (*r == 0)
            break;
        got += *r;
    }
    return got;
}

} // namespace

SearchResult findForward(const ByteSource& source, std::span<const std::uint8_t> needle,
                         std::uint64_t from, std::uint64_t to, const SearchOptions& options) {
    SearchResult result;
    const std::uint64_t n = needle.size();
    to = std::min(to, source.size());
    if (n == 0 || from >= to || to - from < n)
        return result;

    const std::boyer_moore_horspool_searcher searcher(needle.begin(), needle.end());
    const std::size_t chunk = chunkSizeFor(options, needle.size());
    const std::uint64_t overlap = n - 1;
    const std::uint64_t total = to - from;
    std::vector<std::uint8_t> buffer;

    for (std::uint64_t start = from;;) {
        if (cancelled(options)) {
            result.cancelled = true;
            return result;
        }
        const auto want = static_cast<std::size_t>(std::min<std::uint64_t>(chunk, to - start));
        auto got = readChunk(source, start, want, buffer);
        if (!got) {
            result.ioError = got.error();
            return result;
        }
        const std::uint8_t* data = buffer.data();
        const std::uint8_t* end = data + *got;
        const auto [hit, hitEnd] = searcher(data, end);
        if (hit != end) {
            result.offset = start + static_cast<std::uint64_t>(hit - data);
            return result;
        }
        // Done at the end of the range, or where the source turned out to end.
        if (start + *got >= to || *got < want)
            return result;
        // The next chunk starts n - 1 octets back, so a match across the seam is seen whole.
        start += *got - overlap;
        report(options, start - from, total);
    }
}

SearchResult findBackward(const ByteSource& source, std::span<const std::uint8_t> needle,
                          std::uint64_t from, std::uint64_t to, const SearchOptions& options) {
    SearchResult result;
    const std::uint64_t n = needle.size();
    to = std::min(to, source.size());
    if (n == 0 || from >= to || to - from < n)
        return result;

    // The last match is the first one met reading both the chunk and the needle backwards.
    const std::boyer_moore_horspool_searcher searcher(ReverseIt(needle.data() + needle.size()),
                                                      ReverseIt(needle.data()));
    const std::size_t chunk = chunkSizeFor(options, needle.size());
    const std::uint64_t overlap = n - 1;
    const std::uint64_t total = to - from;
    std::vector<std::uint8_t> buffer;

    for (std::uint64_t end = to;;) {
        if (cancelled(options)) {
            result.cancelled = true;
            return result;
        }
        const std::uint64_t start = end - std::min<std::uint64_t>(chunk, end - from);
        auto got = readChunk(source, start, static_cast<std::size_t>(end - start), buffer);
        if (!got) {
            result.ioError = got.error();
            return result;
        }
        const std::uint8_t* data = buffer.data();
        const ReverseIt rbegin(data + *got);
        const ReverseIt rend(data);
        const auto [hit, hitEnd] = searcher(rbegin, rend);
        if (hit != rend) {
            // hitEnd points (backwards) just past the match's first octet.
            result.offset = start + static_cast<std::uint64_t>(hitEnd.base() - data);
            return result;
        }
        if (start == from)
            return result;
        // The next chunk ends n - 1 octets into this one, so a match across the seam is seen.
        end = start + overlap;
        report(options, to - end, total);
    }
}

SearchResult findWrapping(const ByteSource& source, std::span<const std::uint8_t> needle,
                          std::uint64_t start, SearchDirection direction,
                          const SearchOptions& options) {
    const std::uint64_t size = source.size();
    const std::uint64_t n = needle.size();
    start = std::min(start, size);
    // Progress runs over the whole source: the part before wrapping, then the rest.
    SearchOptions first = options;
    SearchOptions second = options;
    const std::uint64_t firstSpan = direction == SearchDirection::Forward ? size - start : start;
    if (options.progress) {
        first.progress = [&options, size](std::uint64_t done, std::uint64_t) {
            options.progress(done, size);
        };
        second.progress = [&options, size, firstSpan](std::uint64_t done, std::uint64_t) {
            options.progress(std::min(size, firstSpan + done), size);
        };
    }

    SearchResult result;
    if (direction == SearchDirection::Forward) {
        result = findForward(source, needle, start, size, first);
        if (result.offset || result.cancelled || result.ioError)
            return result;
        // Matches that start before `start`, although they may end after it.
        result = findForward(source, needle, 0, std::min(size, start + n - 1), second);
    } else {
        const std::uint64_t beforeEnd = start == 0 ? 0 : std::min(size, start - 1 + n);
        result = findBackward(source, needle, 0, beforeEnd, first);
        if (result.offset || result.cancelled || result.ioError)
            return result;
        result = findBackward(source, needle, start, size, second);
    }
    result.wrapped = result.offset.has_value();
    return result;
}

} // namespace u8scope
