// What a stretch of a file is, as its region map (regionmap.h) tells it: one value per kind of
// region, each with the rule that makes it. The map decides in blocks of kRegionBlock octets
// (4 KiB, aligned to the start of the file), each first classified by its own octets with the
// rules below, tried in the order of the enum's values: Nul, Utf16, Binary, Legacy, Malformed,
// Utf8, Ascii (Mojibake and Mixed come later). Then:
//
// - Runs of at least kMinNulRun NUL octets are cut out exactly, whichever blocks they cross; the
//   rules weigh the rest of a block (a NUL hole is a region, not a verdict on what is around it).
//   In a block whose other octets are text, and more of them than such NULs, so are shorter runs
//   of kMinNulHole or more (the few NULs of a crash in a short text); in binary data, and among
//   a little text in NULs, they are part of it.
// - A fill, a run of at least kMinFillRun octets of one octet 80-FF each a malformed unit (FF FF
//   FF of erased flash, 80 80 80), measured across the neighbours, is binary data of its own,
//   exact to the octet, in a block whose other octets are UTF-8 or ASCII text, and more of them
//   than its fills or kMinTextBesideFills at least (a paragraph between a fill and a NUL run
//   keeps its own region; a label in a fill is part of the data). In text in a legacy encoding it
//   stays text (a row of one letter, a line drawn in a DOS code page's box drawing); a row of one
//   character in UTF-8 ("━━━━", "………", "ÿÿÿ" as UTF-8) is well-formed and no fill.
// - Binary data reaches into a block beside it that is not binary data itself over the 64-octet
//   words next to it that hold a control text does not hold (binarydata.h) or a malformed unit,
//   and ends at the last such octet of the outermost one (starts at the first); in a block of
//   binary data itself, it starts at the first run of two such words (or one that ends the
//   block) and ends at the last, or, in a block with no such run (a few dozen octets of data in
//   a short text), at its first and last such word. Data spliced into text at any offset is one
//   region, and the text around it keeps its own, a malformed unit alone in it included.
// - Hysteresis, from the blocks on both sides: the rest of a block between two blocks of binary
//   data is binary data too when it holds one such control or malformed unit; plain ASCII between
//   two blocks of UTF-8 text, of legacy text, of UTF-16 or of a cluster of malformed units is
//   part of them (an English paragraph in Russian text); a block with a malformed unit between
//   two clusters belongs to the cluster.
// - Neighbouring pieces of one kind make one region.
// - A span of kRegionTile octets (1 MiB, aligned) whose pieces would make more than
//   kMaxRegionsPerTile regions is one region of kind Mixed. The span doubles for an input of more
//   than kMaxRegionSpans of them (regionSpan), so that a map holds at most about
//   kMaxRegionsPerTile regions for each of kMaxRegionSpans spans, whatever the input's size.
// - Mojibake regions are laid over text regions afterwards, from the mojibake engine's findings
//   (RegionMap::MojibakeOverlay).
//
// Every rule looks at most one block to each side, so a map is the same whatever the chunking
// of the input and however a scan splits it across threads.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace u8scope {

enum class RegionKind : std::uint8_t {
    /// At least kMinNulRun NUL octets (00) in a row, or kMinNulHole in text (the rules above),
    /// exact to the octet: a hole left by a crash, a sparse file, the padding of binary data.
    Nul,
    /// UTF-16 without the rest of the file: in at least 60 % of the octet pairs one octet is NUL,
    /// always on the same side (odd offsets: little-endian), and on the other side in at most 5 %
    /// (the pattern of text mostly in ASCII; FileSummary's rule, per block).
    Utf16,
    /// Binary data: controls that text does not hold (00-1F but tab, line feed, vertical tab,
    /// form feed, carriage return and escape; and 7F) in at least one octet in a hundred, and two
    /// at least (binarydata.h). Random octets hold one in ten; text holds none, or a stray one. Or
    /// a fill: most octets, 64 at least, an octet 80-FF repeating the one before (erased flash),
    /// or a run of kMinFillRun in text (the rules above); Region::fill names its octet.
    /// Its malformed units are part of the data, not a story of text (explain.h, BinaryData).
    Binary,
    /// Text in a legacy encoding (a code page: windows-1251, ISO 8859-2, ...): malformed units,
    /// and fewer than one well-formed sequence of two octets or more for every nine of them
    /// (unitsLookLikeAnotherEncoding, encodingguess.h): a single-octet encoding makes UTF-8 only
    /// by chance. Region::encoding names the code page guessed from its octets.
    Legacy,
    /// A cluster of malformed units in UTF-8 text: at least two, and one in kClusterSpan octets,
    /// beside well-formed sequences too many for a legacy encoding (a damaged stretch, a
    /// decoder's test file).
    Malformed,
    /// UTF-8 text with characters outside ASCII, and malformed units fewer than a cluster.
    /// Region::scripts names its scripts.
    Utf8,
    /// Octets 00-7F only, none of them a control that text does not hold.
    Ascii,
    /// Text where the mojibake engine's findings (mojibake.h) cluster: at least kMojibakeFewest
    /// of them, each within kMojibakeJoin octets of the next; from the first finding's first
    /// octet to the last one's last. Laid over Ascii, Utf8 and Legacy regions only.
    Mojibake,
    /// A span where regions of several kinds come too thick to list (see above): read as binary
    /// data, which is what holds text, controls and NUL holes that close together.
    Mixed,
};

inline constexpr int kRegionKindCount = 9;

/// The octets of a block, the map's granularity (kernels::BlockBits::kOctets).
inline constexpr std::uint64_t kRegionBlock = 4096;
/// The shortest run of NUL octets that is a region of its own.
inline constexpr std::uint64_t kMinNulRun = 256;
/// The shortest that is one in a block whose other octets are text: four, so that no UTF-16 or
/// UTF-32 text makes one but with U+0000.
inline constexpr std::uint64_t kMinNulHole = 4;
/// The shortest fill (one octet 80-FF repeated, each a malformed unit) that is binary data of its
/// own in UTF-8 or ASCII text: longer than any row of one letter a text would hold by mistake,
/// short enough for the padding of a record or a cut in flash.
inline constexpr std::uint64_t kMinFillRun = 64;
/// The fewest octets of text in a block that keep their own region beside fills that outweigh
/// them: a paragraph, not the name or the header of a record in padding.
inline constexpr std::uint64_t kMinTextBesideFills = 128;
/// A cluster of malformed units holds at least one for every this many octets.
inline constexpr std::uint64_t kClusterSpan = 256;
/// The tile of the map's line index, the smallest span of its bound on regions, and how many
/// regions a span holds at most.
inline constexpr std::uint64_t kRegionTile = std::uint64_t{1} << 20;
inline constexpr std::size_t kMaxRegionsPerTile = 64;
/// The most spans of kMaxRegionsPerTile regions a map has: 512 MiB of input in spans of a tile,
/// a larger input in larger spans.
inline constexpr std::uint64_t kMaxRegionSpans = 512;

/// The span of the bound on regions for an input of `size` octets: kRegionTile, doubled until
/// `size` fits in `maxSpans` spans.
[[nodiscard]] constexpr std::uint64_t regionSpan(std::uint64_t size,
                                                 std::uint64_t maxSpans = kMaxRegionSpans) noexcept {
    std::uint64_t span = kRegionTile;
    while (size > 0 && (size - 1) / span >= maxSpans && span < (std::uint64_t{1} << 62))
        span *= 2;
    return span;
}
/// Mojibake regions: findings closer than this join, and this many at least make a region.
inline constexpr std::uint64_t kMojibakeJoin = 4096;
inline constexpr std::uint64_t kMojibakeFewest = 3;

/// "nul", "utf-16", "binary", "legacy", "malformed", "utf-8", "ascii", "mojibake", "mixed": the
/// names of the command line and JSON.
[[nodiscard]] std::string_view toString(RegionKind kind) noexcept;
[[nodiscard]] std::optional<RegionKind> parseRegionKind(std::string_view name) noexcept;

/// Whether a region of this kind is binary data rather than text (Nul, Binary, Mixed): where a
/// malformed unit is part of the data (explain.h) and `fix` copies every octet as it is.
[[nodiscard]] constexpr bool isBinaryRegion(RegionKind kind) noexcept {
    return kind == RegionKind::Nul || kind == RegionKind::Binary || kind == RegionKind::Mixed;
}

/// Whether a region of this kind is text the mojibake engine reads (Ascii, Utf8, Legacy,
/// Malformed, Mojibake), and where a hidden character is a finding (text/hidden.h).
[[nodiscard]] constexpr bool isTextRegion(RegionKind kind) noexcept {
    return kind == RegionKind::Ascii || kind == RegionKind::Utf8 || kind == RegionKind::Legacy ||
           kind == RegionKind::Malformed || kind == RegionKind::Mojibake;
}

} // namespace u8scope
