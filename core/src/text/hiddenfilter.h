// Internal to the hidden-character scan: what lies in text and what does not. The findings of a
// HiddenScanner wait, in input order, until the region map of the same octets has cut the pieces
// they lie in (regions::PieceSink: each piece as the rules of regionkind.h cut it, a block of
// look-ahead behind the octets read); then those in pieces of text (isTextRegion) go on to the
// sink, and the others are counted apart, by region (HiddenOutsideText, hidden.h). Pieces decide,
// not regions: a span of the map too thick with regions to list, which the map lumps into one
// Mixed region to bound its size, keeps the findings of its text. The filter holds the findings
// of a few blocks, and the pieces that are not text back to the last finding (a run of one
// character repeated, as in a NUL run, is held as one finding).
#pragma once

#include "regions/builder.h"
#include "u8scope/text/hiddenscanner.h"

#include <cstdint>
#include <deque>
#include <optional>

namespace u8scope::hidden {

class RegionFilter final : public HiddenSink {
public:
    /// A finding of the scanner, after those before it.
    void onHidden(const HiddenFinding& finding) override;
    /// A piece of the map: octets [from, to) are of `kind`. Pieces come in order, or from two
    /// builders whose pieces do not interleave (a part's and the next part's).
    void addPiece(RegionKind kind, std::uint64_t from, std::uint64_t to);

    /// Passes on the findings held before `decided`, before which every piece has been added:
    /// those in text to `out` (may be null), after the characters outside text before them
    /// (HiddenSink::onOutsideText).
    void release(std::uint64_t decided, HiddenSink* out);
    /// Whether findings are held still.
    [[nodiscard]] bool holding() const noexcept { return !m_held.empty(); }
    /// After the last piece and release: passes on the characters outside text of the last
    /// region.
    void finish(HiddenSink* out);

    /// The findings passed on by class, and those outside text.
    [[nodiscard]] const HiddenCounts& counts() const noexcept { return m_counts; }

private:
    // `count` findings: `first`, then each at the octets after the one before, a column on.
    struct Held {
        HiddenFinding first;
        std::uint64_t count = 1;
    };
    // Pieces not of text, neighbours of one kind joined.
    struct Range {
        RegionKind kind = RegionKind::Binary;
        std::uint64_t from = 0;
        std::uint64_t to = 0;
    };
    void close(HiddenSink* out);

    std::deque<Held> m_held;
    std::deque<Range> m_ranges; // in order
    HiddenCounts m_counts;
    // The region whose characters outside text are being counted.
    std::optional<HiddenOutsideText> m_open;
};

/// The pieces of one builder, for a filter: where they have come to.
class FilterPieces final : public regions::PieceSink {
public:
    /// Pieces from `from` on.
    FilterPieces(RegionFilter& filter, std::uint64_t from) : m_filter(filter), m_decided(from) {}
    void onPiece(RegionKind kind, std::uint64_t from, std::uint64_t to) override {
        m_filter.addPiece(kind, from, to);
        m_decided = to;
    }
    /// Every piece before this has come.
    [[nodiscard]] std::uint64_t decided() const noexcept { return m_decided; }

private:
    RegionFilter& m_filter;
    std::uint64_t m_decided;
};

} // namespace u8scope::hidden
