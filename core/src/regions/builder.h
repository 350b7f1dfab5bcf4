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
    std::vector<ScriptShare> scripts; // unsorted while built
    std::uint16_t kinds = 0;
    /// Legacy and Utf16: the first kCodePageSample octets, until the encoding is guessed.
    std::string sample;
    std::optional<EncodingGuess> encoding;
    bool guessed = false;

    [[nodiscard]] std::uint64_t end() const noexcept { return offset + facts.octets; }
    /// Takes `later`, which follows it and is of its kind.
    void join(Tally&& later);
    /// Guesses the encoding from the sample (once) and lets the sample go.
    void close();
};

/// Regions of a stretch of the input, from a builder or several, in order.
struct Assembly {
    std::uint64_t from = 0;
    std::uint64_t to = 0;
    std::vector<Tally> regions;
    std::vector<Facts> tiles; ///< the counts of each tile from `from` on

    /// Appends `later`, which starts where this ends, joining the regions that meet if they are
    /// of one kind.
    void append(Assembly&& later);
    /// Appends a region, joined with the last one when of its kind; the one before stays open
    /// when it may still be joined from the front (`keepFirstOpen`).
    void push(Tally&& t, bool keepFirstOpen);
    /// The map, with line numbers, encodings and scripts.
    [[nodiscard]] RegionMap finish(Profile profile) &&;
};

/// Builds the regions of the blocks [from, to) of an input, fed in order from feedFrom(from):
/// the block before `from` and the one after `to` are read only as the neighbours the rules
/// look at. `from` must be a multiple of kRegionTile; `to` one too, or the end of the input
/// (UINT64_MAX when unknown).
class Builder {
public:
    Builder(std::uint64_t from, std::uint64_t to, Profile profile, const kernels::Kernel& kernel);
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

private:
    struct Slot;
    Slot& slot(std::uint64_t block) noexcept;
    void advance(bool ending);
    void process(const Block& cur, const Block* prev, const Block* next);
    void piece(RegionKind kind, const Block& b, std::size_t from, std::size_t to);
    void endTile();

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
    std::vector<Tally> m_tile;             // the pieces of the tile being built
    std::uint64_t m_tileStart;
    Facts m_tileFacts;
    Assembly m_out;
};

/// The counts of [from, to) of `source`, counted as the builder counts them.
[[nodiscard]] Result<Facts> countRange(const ByteSource& source, std::uint64_t from,
                                       std::uint64_t to, Profile profile);

} // namespace u8scope::regions
