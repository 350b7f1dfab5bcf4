// Internal to the region map: what it knows of each block of kRegionBlock octets (the kernel's
// bit sets, the malformed units that start in it, the scripts of a few of its characters), the
// counts of any stretch of a block, and the rules of regionkind.h that classify a stretch by its
// counts.
#pragma once

#include "u8scope/codec/decoder.h"
#include "u8scope/regions/regionkind.h"
#include "u8scope/scan/kernels.h"
#include "u8scope/scan/scanner.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

namespace u8scope::regions {

using Words = std::array<std::uint64_t, kernels::BlockBits::kWords>;

/// Counts of a stretch of octets, which add up.
struct Facts {
    std::uint64_t octets = 0;
    std::uint64_t lineFeeds = 0;
    std::uint64_t malformed = 0;  ///< malformed units that start in it
    std::uint64_t characters = 0; ///< well-formed sequences of two octets or more
    std::uint64_t nonAscii = 0;
    std::uint64_t controls = 0; ///< isBinaryControl, NUL included
    std::uint64_t nul = 0;
    std::uint64_t nulEven = 0; ///< NUL octets at even offsets, for the UTF-16 rule
    /// Malformed units whose octet, 80-FF, repeats the one before it in the block: the fill of
    /// erased flash (FF FF FF), for the rule of binary data.
    std::uint64_t repeats = 0;
    /// Its last octet is a line feed. Adding a stretch after it takes that stretch's (when it
    /// has octets); taking away a stretch keeps its own, right for the counts of [from, to) as
    /// those to `to` less those to `from`.
    bool endsWithLineFeed = false;

    Facts& operator+=(const Facts& o) noexcept;
    Facts& operator-=(const Facts& o) noexcept;
    friend bool operator==(const Facts&, const Facts&) = default;
};

/// The kind of a stretch by its counts alone: the rules of regionkind.h in their order, Nul for
/// a stretch of nothing but NUL octets (or of nothing).
[[nodiscard]] RegionKind classify(const Facts& f) noexcept;

/// `rest`, the counts of a stretch, less those of `holes` (runs of kMinNulHole NUL octets or more
/// in it, each as the counts of its octets) when what is left is text (isTextRegion) and longer
/// than the holes: the rule that makes a short run of NUL octets in text a hole of its own.
/// Empty otherwise.
[[nodiscard]] std::optional<Facts> textWithoutHoles(Facts rest,
                                                    std::span<const Facts> holes) noexcept;

/// `rest`, the counts of a stretch, less those of `fills` (runs of kMinFillRun octets or more of
/// one octet 80-FF in it, forEachFill) when what is left is UTF-8 or ASCII text (or a cluster of
/// malformed units in it), and longer than the fills or kMinTextBesideFills at least: the rule
/// that makes a fill in text binary data of its own. Empty otherwise, and for text in a legacy
/// encoding, where a row of one octet is a row of one letter.
[[nodiscard]] std::optional<Facts> textWithoutFills(Facts rest,
                                                    std::span<const Facts> fills) noexcept;

/// The fewest octets 80-FF repeating the one before them that make a stretch a fill (binary data,
/// regionkind.h), so that a few such octets in a short text are no verdict on it.
inline constexpr std::uint64_t kMinFill = 64;

/// Octets after a block that its analysis reads: the rest of a unit that starts in it.
inline constexpr std::size_t kLookAhead = 8;
/// Octets before a block that tell where its first unit starts (unitBoundaryAtOrBefore).
inline constexpr std::size_t kLookBehind = kMaxSequenceLength - 1;
/// Stretches of a block sampled for a script (kScriptSampleStep octets each).
inline constexpr std::size_t kSamples = kRegionBlock / 256;

struct Block {
    std::uint64_t offset = 0; ///< in the input; a multiple of kRegionBlock
    std::size_t size = 0;     ///< kRegionBlock but at the end of the input
    /// Octets at its start that continue a unit begun in the block before.
    std::size_t firstUnit = 0;
    /// Its octets, then up to kLookAhead of those after it.
    std::array<std::uint8_t, kRegionBlock + kLookAhead> octets{};
    std::size_t available = 0; ///< octets held, the look-ahead included

    kernels::BlockBits bits{};
    Words errors{};  ///< bit per octet: a malformed unit starts there
    Words repeats{}; ///< bit per octet: one of those, whose octet repeats the one before it
    /// Per stretch of kScriptSampleStep octets: where the character sampled for its script
    /// starts, and ICU's code of that script; -1 for none.
    std::array<std::int16_t, kSamples> samplePosition{};
    std::array<std::int16_t, kSamples> sampleScript{};
    Facts facts;
    /// The block's kind by its own counts, leaving out its runs of kMinNulRun NUL octets, the
    /// NUL octets at its two ends, and its runs of kMinNulHole where the rest is text (textWithout
    /// Holes): what its neighbours see of it.
    RegionKind raw = RegionKind::Ascii;
};

/// The counts of octets [from, to) of an analysed block.
[[nodiscard]] Facts factsIn(const Block& b, std::size_t from, std::size_t to) noexcept;

/// Bits [from, to) of a block's bit set, counted.
[[nodiscard]] std::uint64_t countBits(const Words& w, std::size_t from, std::size_t to) noexcept;
/// Calls f(from, to) for each run of set bits in [0, size), in order.
template <class F>
void forEachRun(const Words& w, std::size_t size, F&& f) {
    std::size_t i = 0;
    while (i < size) {
        std::size_t word = i / 64;
        std::uint64_t bits = w[word] >> (i % 64);
        if (bits == 0) {
            i = 64 * (word + 1);
            continue;
        }
        i += static_cast<std::size_t>(std::countr_zero(bits));
        if (i >= size)
            break;
        std::size_t j = i;
        while (j < size) {
            word = j / 64;
            const std::uint64_t rest = ~w[word] >> (j % 64);
            if (rest == 0) {
                j = 64 * (word + 1);
                continue;
            }
            j += static_cast<std::size_t>(std::countr_zero(rest));
            break;
        }
        j = std::min(j, size);
        f(i, j);
        i = j;
    }
}
/// Calls f(from, to) for each run of one octet 80-FF in an analysed block whose octets are each a
/// malformed unit (Block::repeats, and the octet the run repeats when it is one too), in order.
template <class F>
void forEachFill(const Block& b, F&& f) {
    forEachRun(b.repeats, b.size, [&](std::size_t from, std::size_t to) {
        // A repeat's octet equals the one before it, the run's first octet.
        const bool first = ((b.errors[(from - 1) / 64] >> ((from - 1) % 64)) & 1) != 0;
        f(first ? from - 1 : from, to);
    });
}
/// The octets of a fill at the start of an analysed block, and at its end (forEachFill): what a
/// fill that crosses the border has in the neighbour.
[[nodiscard]] std::size_t leadingFill(const Block& b) noexcept;
[[nodiscard]] std::size_t trailingFill(const Block& b) noexcept;

/// Sets bits [from, to).
void setBits(Words& w, std::size_t from, std::size_t to) noexcept;
/// The set bits at the start of [0, size), and at its end.
[[nodiscard]] std::size_t leadingOnes(const Words& w, std::size_t size) noexcept;
[[nodiscard]] std::size_t trailingOnes(const Words& w, std::size_t size) noexcept;

/// Analyses blocks: the kernel's bit sets, then the units (a scan of the block when it has
/// octets outside ASCII, under the map's profile), the scripts of its samples, its counts and
/// its kind.
class BlockAnalyzer {
public:
    BlockAnalyzer(Profile profile, const kernels::Kernel& kernel);

    /// Analyses `b`, whose offset, size, firstUnit, octets and available are set. Returns the
    /// octets at the start of the block after it that continue a unit begun in it.
    std::size_t analyze(Block& b);

    [[nodiscard]] Profile profile() const noexcept { return m_profile; }

private:
    Profile m_profile;
    const kernels::Kernel* m_kernel;
    Scanner m_scanner;
};

/// Where the first unit that starts at or after data[at] begins, counted from `at`: data[0, at)
/// holds the octets before it (kLookBehind of them suffice), data[at, size) those after it (up
/// to where the input ends, or kMaxSequenceLength of them).
[[nodiscard]] std::size_t firstUnitFrom(const std::uint8_t* data, std::size_t size, std::size_t at,
                                        Profile profile) noexcept;

} // namespace u8scope::regions
