// Where in an input the mojibake engine (mojibake.h) must look, found by the UTF-8 scan as it
// goes (ScanOptions::mojibakeHints): the words holding a suspect pair (the vector filter of the
// engine, run on each chunk while the scan still has it in the cache) that the engine would not
// let go as plain, C1 controls, and malformed units (which the scan finds anyway). A chunk of
// pure ASCII, which the scan counts anyway, costs nothing more. The engine then reads only the
// lines around them (MojibakeScanner::feedSource) and finds exactly what a pass over the whole
// input finds; clean text costs it nothing.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace u8scope {

class MojibakeHints {
public:
    struct Range {
        std::uint64_t from = 0;
        std::uint64_t to = 0; ///< past the last octet
        friend bool operator==(const Range&, const Range&) = default;
    };

    /// Ranges closer than this are kept as one: the engine reads whole lines around them anyway.
    static constexpr std::uint64_t kJoinGap = 256;
    /// At most this many ranges are kept; past it the hints are given up (complete() turns
    /// false) and the engine reads everything, as it would without them.
    static constexpr std::size_t kMaxRanges = std::size_t{1} << 20;

    /// Hints that point everywhere: the engine reads the whole input (no scan noted any).
    [[nodiscard]] static MojibakeHints everything() {
        MojibakeHints h;
        h.m_overflow = true;
        return h;
    }

    /// Notes octets [from, to) as worth a look. Ranges may come in any order.
    void add(std::uint64_t from, std::uint64_t to);
    /// Notes another part's hints (ScanResult of a split scan).
    void append(const MojibakeHints& other);

    /// Whether the hints hold every place worth a look (false: too many were found, read all).
    [[nodiscard]] bool complete() const noexcept { return !m_overflow; }
    /// The ranges, sorted and joined; empty on clean text.
    [[nodiscard]] const std::vector<Range>& ranges() const;

private:
    void normalize() const;
    // Sorted and joined when read (parts of a split scan come in any order).
    mutable std::vector<Range> m_ranges;
    mutable bool m_sorted = true;
    bool m_overflow = false;
};

namespace detail {
class PlainWordFilter;
}

/// Finds the places worth a look, chunk after chunk; one for each thread of a scan.
class MojibakeSuspectFinder {
public:
    MojibakeSuspectFinder();
    ~MojibakeSuspectFinder();
    MojibakeSuspectFinder(MojibakeSuspectFinder&&) noexcept;
    MojibakeSuspectFinder& operator=(MojibakeSuspectFinder&&) noexcept;

    /// Notes the places worth a look in `chunk` (octets at `offset` of the input) that the
    /// octets of this chunk alone decide: the words holding a suspect pair (the engine's filter)
    /// that the engine would not let go as plain, C1 controls, and the chunk's first and last
    /// octets when they could pair with the chunks around. Malformed units are for the caller to
    /// add (the scan reports them). Cheap on text without a pair of characters outside ASCII, and
    /// on words it has seen before. `quiet`: the scan's kernel found no gate place in the chunk
    /// (Scanner::quietChunk), so the filter would find nothing but at the ends, and is not run.
    void add(std::span<const std::uint8_t> chunk, std::uint64_t offset, MojibakeHints& hints,
             bool quiet = false);

private:
    std::unique_ptr<detail::PlainWordFilter> m_words;
    std::vector<std::size_t> m_places; // the suspects of a stretch of the chunk
};

} // namespace u8scope
