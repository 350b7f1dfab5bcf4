// Internal to the region map: the builder that turns blocks into regions by the rules of
// regionkind.h, one input in order, and the assembly of the regions of the parts of a split
// scan into one map.
#pragma once

#include "regions/blocks.h"
#include "u8scope/regions/regionmap.h"

#include <memory>
#include <string>
#include <vector>

namespace u8scope::regions {

/// A region while it is built: its counts, which add up when neighbouring pieces of one kind
/// join.
struct Tally {
    RegionKind kind = RegionKind::Ascii;
    std::uint64_t offset = 0;
    Facts facts;
    /// Binary: each piece's entropy (thousandths of a bit per octet) times its octets.
    std::uint64_t entropy = 0;
    /// Binary: the octet 80-FF that each of its octets is (a fill), or -1.
    std::int16_t fill = -1;
    std::vector<ScriptShare> scripts; // unsorted while built
    std::uint16_t kinds = 0;
    /// Legacy and Utf16: the first kCodePageSample octets, until the encoding is guessed.
    std::string sample;
    std::optional<EncodingGuess> encoding;
    bool guessed = false;
    /// A piece of an assembly that goes on from the piece before it (of its kind, across the
    /// border of a span): its sample went to the first piece of their region.
    bool continues = false;
    /// Such a piece that keeps a sample of its own too, as the first piece of a region: one at
    /// the border of a span in a stream, which may yet make the span before it Mixed.
    bool keeps = false;

    [[nodiscard]] std::uint64_t end() const noexcept { return offset + facts.octets; }
    /// Takes `later`, which follows it and is of its kind.
    void join(Tally&& later);
    /// Takes the sample of a piece that goes on from this region, as far as its own sample
    /// still wants octets.
    void takeSample(std::string_view later);
    /// Guesses the encoding from the sample (once) and lets the sample go.
    void close();
};

/// Regions of a stretch of the input, from a builder or several, in order: kept as the pieces
/// of each span of the bound on regions (regionSpan), none crossing the border of one, so that
/// the bound can be applied again to a span that two builders shared or to wider spans; the
/// pieces of one region are joined in finish().
struct Assembly {
    std::uint64_t from = 0;
    std::uint64_t to = 0;
    std::uint64_t span = kRegionTile;
    /// In order. A piece of the kind of the one before it `continues` its region (but the first
    /// piece after the first span of a part that starts inside a span, until append()).
    std::vector<Tally> pieces;
    std::vector<Facts> tiles; ///< the counts of each tile from `from` on
    /// Regions that start up to here are left open (their code page unguessed, their sample
    /// kept): an assembly before this one may go on into them, or share their span (append).
    std::uint64_t keepOpenThrough = 0;
    /// A stream's, whose span may widen: a region that crosses the border of a span is guessed
    /// only at the end, and the piece at the border keeps a sample (Tally::keeps), so that
    /// making a span Mixed later leaves the regions around it as a map in that span has them.
    bool growing = false;

    /// Adds the next piece, of the span of the one before or of a later one: it continues the
    /// region before when it is of its kind (unless `fresh`); else that region is closed.
    void add(Tally&& t, bool fresh = false);
    /// Appends `later`, which starts where this ends, built with the same span: the regions
    /// that meet join if they are of one kind, and a span that both hold pieces of is bounded
    /// as one.
    void append(Assembly&& later);
    /// Bounds the pieces again in spans of `wider`, a multiple of `span`.
    void widen(std::uint64_t wider);
    /// Makes pieces [first, last), the pieces of one span, one Mixed piece if they hold one or
    /// make more than kMaxRegionsPerTile regions. Returns where the pieces after them now start.
    std::size_t bound(std::size_t first, std::size_t last);
    /// The map, with line numbers, encodings and scripts.
    [[nodiscard]] RegionMap finish(Profile profile) &&;

private:
    // The first piece of the region that piece `i` lies in.
    [[nodiscard]] std::size_t headOf(std::size_t i) const noexcept;
    // Makes `later` go on from the region of piece `before`, giving its sample to the pieces of
    // that region that keep one.
    void goOn(std::size_t before, Tally& later);
    // Closes the regions that start at piece `first` or after it and end before the last one.
    void closeEnded(std::size_t first);
};

/// Hears of each piece of the input as the rules of regionkind.h cut it, in order, before the
/// bound on regions makes a span too thick with them one Mixed region: where a hidden character
/// is a finding and where not (text/hiddenfilter.h).
class PieceSink {
public:
    virtual ~PieceSink() = default;
    /// Octets [from, to) are of `kind` (neither Mojibake nor Mixed).
    virtual void onPiece(RegionKind kind, std::uint64_t from, std::uint64_t to) = 0;
};

/// Builds the regions of the blocks [from, to) of an input, fed in order from feedFrom(from):
/// the block before `from` and the one after `to` are read only as the neighbours the rules
/// look at. `from` must be a multiple of kRegionTile; `to` one too, or the end of the input
/// (UINT64_MAX when unknown). `span` is the span of the bound on regions (regionSpan of the
/// input's size); with `growPast` (a stream, whose size is not known), it doubles each time the
/// input passes `growPast` spans, so that it is regionSpan(size, growPast) at the end.
class Builder {
public:
    Builder(std::uint64_t from, std::uint64_t to, Profile profile, const kernels::Kernel& kernel,
            std::uint64_t span, std::uint64_t growPast = 0);
    ~Builder();
    Builder(const Builder&) = delete;
    Builder& operator=(const Builder&) = delete;

    /// Where the octets it is fed must start, and (for a known `to`) how far they must go.
    [[nodiscard]] static std::uint64_t feedFrom(std::uint64_t from) noexcept;
    [[nodiscard]] static std::uint64_t feedTo(std::uint64_t to) noexcept;

    /// The next octets of the input, from next() on.
    void feed(std::span<const std::uint8_t> octets);
    [[nodiscard]] std::uint64_t next() const noexcept { return m_next; }
    /// No more octets come: the input ends where they did, or goes on past feedTo(to).
    void finish();
    [[nodiscard]] Assembly take() &&;
    /// Tells `sink` of each piece from now on (null: none).
    void setPieceSink(PieceSink* sink) noexcept { m_pieceSink = sink; }

private:
    struct Slot;
    Slot& slot(std::uint64_t block) noexcept;
    void advance(bool ending);
    void process(const Block& cur, const Block* prev, const Block* next);
    void piece(RegionKind kind, const Block& b, std::size_t from, std::size_t to);
    void endTile();
    void endSpan();
    // Adds the pieces of the span to the assembly.
    void addSpanPieces();
    // The regions that the pieces of the span make, the carried ones included.
    [[nodiscard]] std::size_t spanRegions() const noexcept;
    // Makes the span, its carried pieces included, one Mixed piece.
    void collapseSpan();
    // Widens the span while the input, at least `size` octets, passes m_growPast of them.
    void grow(std::uint64_t size);

    std::uint64_t m_from;
    std::uint64_t m_to;
    BlockAnalyzer m_analyzer;
    std::uint64_t m_next;                    // the next octet to be fed
    std::uint8_t m_behind[kLookBehind] = {}; // the octets before the first block
    std::size_t m_behindSize = 0;
    std::unique_ptr<Slot[]> m_slots; // a ring of blocks
    std::uint64_t m_firstBlock;      // the first block fed (a neighbour when before from)
    std::uint64_t m_analyzed;        // blocks before this one are analysed
    std::uint64_t m_processed;       // and blocks before this one processed
    std::size_t m_carry = 0;         // firstUnit of block m_analyzed
    bool m_ended = false;
    std::uint64_t m_endBlock = UINT64_MAX; // past the last block, once the input ended
    std::uint64_t m_tileStart;
    Facts m_tileFacts; // of the tile being built
    std::uint64_t m_span;
    std::uint64_t m_growPast;
    std::uint64_t m_spanStart;
    std::vector<Tally> m_spanPieces; // of the span being built (one Mixed piece when too many)
    // Where the pieces of the span being built that the assembly holds start: those of the spans
    // before it that a widened span took in (a stream's, grow()).
    std::size_t m_carried = 0;
    std::uint64_t m_freshAt; // the span after a first one that the part starts inside
    Assembly m_out;
    PieceSink* m_pieceSink = nullptr;
};

/// The counts of [from, to) of `source`, counted as the builder counts them.
[[nodiscard]] Result<Facts> countRange(const ByteSource& source, std::uint64_t from,
                                       std::uint64_t to, Profile profile);

} // namespace u8scope::regions
