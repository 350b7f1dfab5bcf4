// The region map of a file: where its text is, in which scripts or code page, and where binary
// data, NUL holes, mojibake and clusters of malformed UTF-8 (RFC 3629 §4) are, each region with
// its offsets, the line it starts in and its counts. regionkind.h gives the rules. A map is built
// in the scan's own pass (ScanOptions::regions, split across threads like the scan, the same
// whatever the split) or from a stream (RegionMapper), in memory bounded whatever the input's
// size (kMaxRegionsPerTile regions in each of kMaxRegionSpans spans, regionkind.h; a line index
// of a few dozen octets per kRegionTile). It answers by offset: which region holds an octet,
// whether it is binary data (one rule for the file summary, the explanations, the mojibake engine
// and `fix`), and bands to draw an overview strip of a file of any size without reading it again.
#pragma once

#include "u8scope/codec/explain.h"
#include "u8scope/codec/profile.h"
#include "u8scope/encoding/encodingguess.h"
#include "u8scope/file/result.h"
#include "u8scope/file/source.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/regions/regionkind.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

namespace u8scope {

namespace kernels {
struct Kernel;
}
namespace regions {
class Builder;
class PieceSink;
struct Assembly;
} // namespace regions

/// Characters of a script among the characters of a region sampled for it.
struct ScriptShare {
    int script = 0;            ///< ICU's UScriptCode
    std::uint64_t samples = 0; ///< characters sampled in this script
    friend bool operator==(const ScriptShare&, const ScriptShare&) = default;
};

/// ICU's name of a script: "Latin", "Cyrillic", "Han"; "Unknown" for a code it does not know.
[[nodiscard]] std::string_view scriptName(int script) noexcept;

/// Characters outside ASCII are sampled for their script: the first one that starts in each
/// stretch of this many octets (aligned to the start of the file).
inline constexpr std::uint64_t kScriptSampleStep = 256;
/// The octets at the start of a legacy or UTF-16 region that its code page is guessed from.
inline constexpr std::size_t kCodePageSample = std::size_t{16} << 10;

struct Region {
    RegionKind kind = RegionKind::Ascii;
    std::uint64_t offset = 0;
    std::uint64_t length = 0;
    /// The line it starts in: the line feeds before it, plus one.
    std::uint64_t line = 1;
    std::uint64_t lineFeeds = 0;
    /// Its last octet is a line feed: the line after it starts with the next region.
    bool endsWithLineFeed = false;
    /// Malformed units (RFC 3629 §4 under the map's profile) that start in it.
    std::uint64_t malformed = 0;
    /// Well-formed sequences of two octets or more: characters outside ASCII.
    std::uint64_t characters = 0;
    std::uint64_t nonAscii = 0; ///< octets 80-FF
    /// Controls that text does not hold (binarydata.h), NUL included.
    std::uint64_t controls = 0;
    std::uint64_t nul = 0; ///< NUL octets
    /// Findings of the mojibake engine that start in it (RegionMap::MojibakeOverlay).
    std::uint64_t mojibake = 0;
    /// Binary: the information its octets carry, in thousandths of a bit per octet (0 to 8000):
    /// the mean of the Shannon entropy of the octets of each of its blocks. Compressed and
    /// encrypted data come near 8000, machine code and tables lower.
    std::uint32_t entropy = 0;
    /// Binary: the octet 80-FF that every octet of it is, when it is a fill (FF of erased flash;
    /// regionkind.h): no data but the absence of it.
    std::optional<std::uint8_t> fill;
    /// Characters outside ASCII sampled one in every kScriptSampleStep octets, by script, most
    /// first (Common, Inherited and unknown scripts left out): the scripts of a Utf8 region.
    std::vector<ScriptShare> scripts;
    /// Legacy and Utf16: the encoding that guessEncoding (encodingguess.h) names for its first
    /// kCodePageSample octets, with its confidence. Mojibake: the codec that most of its findings
    /// went through, with the mean of their confidences (0 to 100).
    std::optional<EncodingGuess> encoding;
    /// Mixed: the kinds of the pieces it holds, bit k for RegionKind k.
    std::uint16_t kinds = 0;

    [[nodiscard]] std::uint64_t end() const noexcept { return offset + length; }
    /// The line its last octet is in.
    [[nodiscard]] std::uint64_t lastLine() const noexcept {
        return line + lineFeeds - (endsWithLineFeed ? 1 : 0);
    }
    [[nodiscard]] bool contains(std::uint64_t at) const noexcept {
        return at >= offset && at - offset < length;
    }
    friend bool operator==(const Region&, const Region&) = default;
};

/// One band of an overview strip: a stretch of the file as one line of pixels paints it.
struct RegionBand {
    std::uint64_t from = 0;
    std::uint64_t to = 0;
    RegionKind kind = RegionKind::Ascii; ///< the kind that covers most of its octets
    /// The most notable kind in it, in the order Binary, Nul, Mixed, Malformed, Mojibake, Legacy,
    /// Utf16, Utf8, Ascii: what a strip paints, so that 4 KiB of binary data shows in 200 MB.
    RegionKind notable = RegionKind::Ascii;
    std::uint16_t kinds = 0; ///< every kind in it, bit k for RegionKind k
    bool malformed = false;  ///< a region it overlaps holds malformed units
    bool mojibake = false;   ///< a region it overlaps holds mojibake findings
    friend bool operator==(const RegionBand&, const RegionBand&) = default;
};

class RegionMap {
public:
    RegionMap() = default;

    /// The regions, in order: they cover the file without gap or overlap.
    [[nodiscard]] std::span<const Region> regions() const noexcept { return m_regions; }
    [[nodiscard]] bool empty() const noexcept { return m_regions.empty(); }
    /// The octets mapped: the size of the file.
    [[nodiscard]] std::uint64_t size() const noexcept { return m_size; }
    [[nodiscard]] Profile profile() const noexcept { return m_profile; }
    /// The span of its bound on regions (regionSpan, regionkind.h): at most kMaxRegionsPerTile
    /// regions in each, and as many Mojibake regions laid over them.
    [[nodiscard]] std::uint64_t span() const noexcept { return m_span; }

    /// The index of the region that holds the octet at `offset`; regions().size() past the end.
    [[nodiscard]] std::size_t indexAt(std::uint64_t offset) const noexcept;
    /// The region that holds the octet at `offset`, or nullptr past the end.
    [[nodiscard]] const Region* regionAt(std::uint64_t offset) const noexcept;
    /// The regions that overlap octets [from, to).
    [[nodiscard]] std::span<const Region> overlapping(std::uint64_t from,
                                                      std::uint64_t to) const noexcept;
    /// Whether the octet at `offset` lies in binary data (isBinaryRegion): where a malformed
    /// unit is part of the data, and what `fix` copies as it is.
    [[nodiscard]] bool binaryAt(std::uint64_t offset) const noexcept;

    /// The unit `e` explains as its region reads it: in binary data (binaryAt), readAsBinaryData
    /// with that region (explain.h), so that its explanation says it is part of the data;
    /// elsewhere its story of text stays. Returns whether it lies in binary data.
    bool readAsData(Explanation& e) const noexcept;

    /// Regions of a kind, and their octets.
    [[nodiscard]] std::uint64_t count(RegionKind kind) const noexcept;
    [[nodiscard]] std::uint64_t octets(RegionKind kind) const noexcept;

    /// [from, to) cut into `count` bands of (nearly) equal size, for a strip of `count` pixels:
    /// each band from the regions it overlaps, in time linear in the bands and those regions.
    [[nodiscard]] std::vector<RegionBand> bands(std::uint64_t from, std::uint64_t to,
                                                std::size_t count) const;

    /// The line that the octet at `offset` is in (line feeds before it, plus one), reading at
    /// most a tile of `source`, which must be the source mapped.
    [[nodiscard]] Result<std::uint64_t> lineAt(const ByteSource& source,
                                               std::uint64_t offset) const;

    /// Lays Mojibake regions over the text of a map from the mojibake engine's findings, given in
    /// order as a sink: it counts each finding in its region and joins them into clusters
    /// (kMojibakeJoin, kMojibakeFewest), kMaxRegionsPerTile at most in a span (span(): one more
    /// joins the last one), then apply() cuts the clusters out of the Ascii, Utf8 and Legacy
    /// regions they lie in, reading the source again around each to count its octets.
    class MojibakeOverlay final : public MojibakeSink {
    public:
        explicit MojibakeOverlay(RegionMap& map) noexcept : m_map(map) {}
        void onFinding(const MojibakeFinding& finding) override;
        /// Cuts the clusters out. Returns the I/O error, if any (the map is then as it was).
        [[nodiscard]] std::optional<IoError> apply(const ByteSource& source);

    private:
        // Findings by the region they start in: (index, count), in order.
        using PerRegion = std::vector<std::pair<std::size_t, std::uint64_t>>;
        struct Cluster {
            std::uint64_t from = 0;
            std::uint64_t to = 0;
            std::uint64_t findings = 0;
            std::array<std::uint64_t, kCodecCount> byCodec{};
            double confidence = 0; ///< the sum of the findings'
            PerRegion inside;      ///< its findings
            PerRegion before;      ///< the findings of no cluster between it and the one before
        };
        void close();
        RegionMap& m_map;
        std::vector<Cluster> m_clusters; // of kMojibakeFewest findings or more
        Cluster m_open;
        PerRegion m_alone;                     // findings of no cluster since the last cluster
        std::size_t m_cursor = 0;              // the region of the last finding
        std::uint64_t m_lastSpan = UINT64_MAX; // the span of the last cluster (its index)
        std::size_t m_spanClusters = 0;        // and the clusters in it
    };

    friend bool operator==(const RegionMap&, const RegionMap&) = default;

private:
    friend struct regions::Assembly;
    std::vector<Region> m_regions;
    std::uint64_t m_size = 0;
    Profile m_profile = kDefaultProfile;
    std::uint64_t m_span = kRegionTile;
    // The counts of the octets before each tile's first octet, for lineAt() and the mojibake
    // overlay, which count from there.
    struct Before {
        std::uint64_t lineFeeds = 0;
        std::uint64_t malformed = 0;
        std::uint64_t characters = 0;
        std::uint64_t nonAscii = 0;
        std::uint64_t controls = 0;
        std::uint64_t nul = 0;
        bool lineFeedBefore = false; ///< the octet before the tile is a line feed
        friend bool operator==(const Before&, const Before&) = default;
    };
    std::vector<Before> m_tiles;
};

/// A region map of a stream, read once: feed() it the input in chunks of any size, then
/// finish(). The same map as a scan of the same octets gives (ScanOptions::regions).
class RegionMapper {
public:
    explicit RegionMapper(Profile profile = kDefaultProfile);
    /// `maxSpans`: the spans of the bound on regions (kMaxRegionSpans; fewer in tests).
    RegionMapper(Profile profile, const kernels::Kernel& kernel,
                 std::uint64_t maxSpans = kMaxRegionSpans);
    ~RegionMapper();
    RegionMapper(RegionMapper&&) noexcept;
    RegionMapper& operator=(RegionMapper&&) noexcept;

    void feed(std::span<const std::uint8_t> chunk);
    [[nodiscard]] RegionMap finish();
    /// Tells `sink` of each piece of the map as it is cut (internal: regions/builder.h), this
    /// input and the next.
    void setPieceSink(regions::PieceSink* sink) noexcept;

private:
    std::unique_ptr<regions::Builder> m_builder;
    regions::PieceSink* m_pieceSink = nullptr;
    Profile m_profile;
    const kernels::Kernel* m_kernel;
    std::uint64_t m_maxSpans;
    std::uint64_t m_size = 0;
};

/// Whether a file whose first octets are `head` is binary data as a whole (FileKind::Binary,
/// filesummary.h): the regions of binary data (Binary, Mixed) of their map hold at least half of
/// their octets outside NUL holes, or there is nothing but NUL holes. A NUL hole, or a few blocks
/// of data spliced into text, make no file binary data: they are regions of their own.
[[nodiscard]] bool mapsAsBinaryData(std::span<const std::uint8_t> head);
/// The same of the map of a head.
[[nodiscard]] bool mapsAsBinaryData(const RegionMap& map) noexcept;
/// The region map of `octets` (a head), as a stream of them maps it.
[[nodiscard]] RegionMap regionMapOf(std::span<const std::uint8_t> octets);

/// The encoding of the text of `head` (guessEncoding, encodingguess.h), read in its text alone:
/// the octets of its regions of binary data and NUL holes (isBinaryRegion) are left out, as the
/// detectors read 4 KiB of random octets spliced into English text as windows-1252. A head
/// that is all text, or holds none (binary data, UTF-32), is read whole.
[[nodiscard]] std::optional<EncodingGuess> guessTextEncoding(std::span<const std::uint8_t> head);

} // namespace u8scope
