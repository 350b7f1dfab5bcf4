// The region map's queries, its mojibake overlay and the mapper of a stream: see regionmap.h.
#include "u8scope/regions/regionmap.h"

#include "regions/builder.h"

#include <algorithm>
#include <unicode/uscript.h>

namespace u8scope {

namespace {

// Kinds by how much a strip should show them (RegionBand::notable), most first.
constexpr RegionKind kNotable[] = {RegionKind::Binary,    RegionKind::Nul,      RegionKind::Mixed,
                                   RegionKind::Malformed, RegionKind::Mojibake, RegionKind::Legacy,
                                   RegionKind::Utf16,     RegionKind::Utf8,     RegionKind::Ascii};

std::uint16_t bitOf(RegionKind kind) noexcept {
    return static_cast<std::uint16_t>(1u << static_cast<unsigned>(kind));
}

} // namespace

std::string_view scriptName(int script) noexcept {
    const char* name = uscript_getName(static_cast<UScriptCode>(script));
    return name ? std::string_view(name) : std::string_view("Unknown");
}

std::size_t RegionMap::indexAt(std::uint64_t offset) const noexcept {
    const auto it =
        std::upper_bound(m_regions.begin(), m_regions.end(), offset,
                         [](std::uint64_t at, const Region& r) { return at < r.end(); });
    return static_cast<std::size_t>(it - m_regions.begin());
}

const Region* RegionMap::regionAt(std::uint64_t offset) const noexcept {
    const std::size_t i = indexAt(offset);
    return i < m_regions.size() ? &m_regions[i] : nullptr;
}

std::span<const Region> RegionMap::overlapping(std::uint64_t from,
                                               std::uint64_t to) const noexcept {
    if (from >= to)
        return {};
    const std::size_t first = indexAt(from);
    std::size_t last = first;
    while (last < m_regions.size() && m_regions[last].offset < to)
        ++last;
    return std::span(m_regions).subspan(first, last - first);
}

bool RegionMap::binaryAt(std::uint64_t offset) const noexcept {
    const Region* r = regionAt(offset);
    return r && isBinaryRegion(r->kind);
}

bool RegionMap::readAsData(Explanation& e) const noexcept {
    const Region* r = regionAt(e.offset);
    if (!r || !isBinaryRegion(r->kind))
        return false;
    readAsBinaryData(e, DataRegion{r->kind, r->offset, r->length});
    return true;
}

std::uint64_t RegionMap::count(RegionKind kind) const noexcept {
    return static_cast<std::uint64_t>(std::count_if(
        m_regions.begin(), m_regions.end(), [&](const Region& r) { return r.kind == kind; }));
}

std::uint64_t RegionMap::octets(RegionKind kind) const noexcept {
    std::uint64_t n = 0;
    for (const Region& r : m_regions)
        n += r.kind == kind ? r.length : 0;
    return n;
}

std::vector<RegionBand> RegionMap::bands(std::uint64_t from, std::uint64_t to,
                                         std::size_t count) const {
    std::vector<RegionBand> out;
    to = std::min(to, m_size);
    if (count == 0 || from >= to)
        return out;
    out.reserve(count);
    const std::uint64_t span = to - from;
    // span * k / count without overflow: count is far below 2^32.
    const auto at = [&](std::size_t k) { return span / count * k + span % count * k / count; };
    std::size_t i = indexAt(from);
    for (std::size_t k = 0; k < count; ++k) {
        RegionBand band;
        band.from = from + at(k);
        band.to = from + at(k + 1);
        std::array<std::uint64_t, kRegionKindCount> covered{};
        // The regions it overlaps; the last may go on into the next band.
        while (i < m_regions.size() && m_regions[i].end() <= band.from)
            ++i;
        for (std::size_t j = i; j < m_regions.size() && m_regions[j].offset < band.to; ++j) {
            const Region& r = m_regions[j];
            const std::uint64_t lo = std::max(r.offset, band.from);
            const std::uint64_t hi = std::min(r.end(), band.to);
            covered[static_cast<std::size_t>(r.kind)] += hi - lo;
            band.kinds = static_cast<std::uint16_t>(band.kinds | bitOf(r.kind) | r.kinds);
            band.malformed = band.malformed || r.malformed > 0;
            band.mojibake = band.mojibake || r.mojibake > 0;
        }
        band.kind = static_cast<RegionKind>(std::max_element(covered.begin(), covered.end()) -
                                            covered.begin());
        for (const RegionKind kind : kNotable) {
            if (covered[static_cast<std::size_t>(kind)] > 0) {
                band.notable = kind;
                break;
            }
        }
        if (band.from == band.to) // more bands than octets: the one octet before
            band.notable = band.kind = out.empty() ? RegionKind::Ascii : out.back().kind;
        out.push_back(band);
    }
    return out;
}

Result<std::uint64_t> RegionMap::lineAt(const ByteSource& source, std::uint64_t offset) const {
    offset = std::min(offset, m_size);
    const auto tile = static_cast<std::size_t>(offset / kRegionTile);
    if (tile >= m_tiles.size()) { // the end of the file
        std::uint64_t lineFeeds = 0;
        for (const Region& r : m_regions)
            lineFeeds += r.lineFeeds;
        return lineFeeds + 1;
    }
    auto rest = regions::countRange(source, tile * kRegionTile, offset, m_profile);
    if (!rest)
        return rest.error();
    return m_tiles[tile].lineFeeds + rest->lineFeeds + 1;
}

// --- The mojibake overlay ----------------------------------------------------------------------

namespace {

void countIn(std::vector<std::pair<std::size_t, std::uint64_t>>& perRegion, std::size_t region,
             std::uint64_t n) {
    if (!perRegion.empty() && perRegion.back().first == region)
        perRegion.back().second += n;
    else
        perRegion.emplace_back(region, n);
}

std::uint64_t countOf(const std::vector<std::pair<std::size_t, std::uint64_t>>& perRegion,
                      std::size_t region) {
    for (const auto& [index, n] : perRegion) {
        if (index == region)
            return n;
    }
    return 0;
}

} // namespace

void RegionMap::MojibakeOverlay::onFinding(const MojibakeFinding& f) {
    auto& regions = m_map.m_regions;
    while (m_cursor < regions.size() && regions[m_cursor].end() <= f.offset)
        ++m_cursor;
    if (m_cursor >= regions.size())
        return;
    ++regions[m_cursor].mojibake;
    if (m_open.findings == 0 || f.offset > m_open.to + kMojibakeJoin) {
        close();
        m_open.from = f.offset;
    }
    m_open.to = std::max(m_open.to, f.offset + f.length);
    ++m_open.findings;
    countIn(m_open.inside, m_cursor, 1);
    if (hasCodec(f.kind))
        ++m_open.byCodec[static_cast<std::size_t>(f.codec.id())];
    m_open.confidence += f.confidence;
}

void RegionMap::MojibakeOverlay::close() {
    if (m_open.findings >= kMojibakeFewest) {
        // A span holds kMaxRegionsPerTile clusters at most: one more joins the last one.
        const std::uint64_t span = m_open.from / m_map.m_span;
        if (span != m_lastSpan) {
            m_lastSpan = span;
            m_spanClusters = 0;
        }
        if (m_spanClusters == kMaxRegionsPerTile) {
            Cluster& last = m_clusters.back();
            last.to = m_open.to;
            last.findings += m_open.findings;
            for (std::size_t c = 0; c < kCodecCount; ++c)
                last.byCodec[c] += m_open.byCodec[c];
            last.confidence += m_open.confidence;
            for (const auto& [region, n] : m_alone)
                countIn(last.inside, region, n);
            for (const auto& [region, n] : m_open.inside)
                countIn(last.inside, region, n);
        } else {
            ++m_spanClusters;
            m_open.before = std::move(m_alone);
            m_clusters.push_back(std::move(m_open));
        }
        m_alone.clear();
    } else {
        for (const auto& [region, n] : m_open.inside)
            countIn(m_alone, region, n);
    }
    m_open = Cluster{};
}

std::optional<IoError> RegionMap::MojibakeOverlay::apply(const ByteSource& source) {
    close();
    if (m_clusters.empty())
        return std::nullopt;
    // Counts from the start of the file, read from the start of the tile of each offset; the
    // offsets come in order, so within a tile each is counted on from the one before.
    struct Counted {
        std::uint64_t at = UINT64_MAX;
        regions::Facts facts;
    } last;
    const auto countedTo = [&](std::uint64_t at) -> Result<regions::Facts> {
        const std::uint64_t tileStart = at - at % kRegionTile;
        const auto tile = static_cast<std::size_t>(at / kRegionTile);
        if (last.at == UINT64_MAX || last.at > at || last.at < tileStart) {
            last = Counted{tileStart, {}};
            if (tile < m_map.m_tiles.size()) {
                const Before& b = m_map.m_tiles[tile];
                last.facts.lineFeeds = b.lineFeeds;
                last.facts.malformed = b.malformed;
                last.facts.characters = b.characters;
                last.facts.nonAscii = b.nonAscii;
                last.facts.controls = b.controls;
                last.facts.nul = b.nul;
                last.facts.endsWithLineFeed = b.lineFeedBefore;
            }
        }
        auto more = regions::countRange(source, last.at, at, m_map.m_profile);
        if (!more)
            return more.error();
        last.facts += *more;
        last.at = at;
        return last.facts;
    };
    // A region of `kind` over [from, to), counted as the facts between two offsets give it.
    const auto piece = [](const Region& like, RegionKind kind, std::uint64_t from, std::uint64_t to,
                          regions::Facts counts, const regions::Facts& before) {
        counts -= before;
        Region r = like;
        r.kind = kind;
        r.offset = from;
        r.length = to - from;
        r.lineFeeds = counts.lineFeeds;
        r.endsWithLineFeed = counts.endsWithLineFeed;
        r.malformed = counts.malformed;
        r.characters = counts.characters;
        r.nonAscii = counts.nonAscii;
        r.controls = counts.controls;
        r.nul = counts.nul;
        return r;
    };
    std::vector<Region> out;
    out.reserve(m_map.m_regions.size() + 2 * m_clusters.size());
    std::size_t c = 0;
    for (std::size_t ri = 0; ri < m_map.m_regions.size(); ++ri) {
        const Region& r = m_map.m_regions[ri];
        const bool text = r.kind == RegionKind::Ascii || r.kind == RegionKind::Utf8 ||
                          r.kind == RegionKind::Legacy;
        while (c < m_clusters.size() && m_clusters[c].to <= r.offset)
            ++c;
        if (!text || c >= m_clusters.size() || m_clusters[c].from >= r.end()) {
            out.push_back(r);
            continue;
        }
        // Cut every cluster that overlaps it out of it.
        auto start = countedTo(r.offset);
        if (!start)
            return start.error();
        regions::Facts before = *start;
        std::uint64_t at = r.offset;
        std::size_t k = c;
        for (; k < m_clusters.size() && m_clusters[k].from < r.end(); ++k) {
            const Cluster& cl = m_clusters[k];
            const std::uint64_t lo = std::max(cl.from, r.offset);
            const std::uint64_t hi = std::min(cl.to, r.end());
            auto atLo = countedTo(lo);
            if (!atLo)
                return atLo.error();
            if (lo > at) {
                out.push_back(piece(r, r.kind, at, lo, *atLo, before));
                out.back().mojibake = countOf(cl.before, ri);
            }
            auto atHi = countedTo(hi);
            if (!atHi)
                return atHi.error();
            Region m = piece(r, RegionKind::Mojibake, lo, hi, *atHi, *atLo);
            m.mojibake = countOf(cl.inside, ri);
            m.scripts.clear();
            m.encoding.reset();
            const auto codec = std::max_element(cl.byCodec.begin(), cl.byCodec.end());
            if (*codec > 0) {
                const Codec chosen(static_cast<CodecId>(codec - cl.byCodec.begin()));
                EncodingGuess g;
                g.name = std::string(chosen.name());
                g.codec = chosen;
                g.confidence =
                    static_cast<int>(cl.confidence * 100 / static_cast<double>(cl.findings) + 0.5);
                m.encoding = std::move(g);
            }
            out.push_back(std::move(m));
            before = *atHi;
            at = hi;
        }
        if (at < r.end()) {
            auto end = countedTo(r.end());
            if (!end)
                return end.error();
            out.push_back(piece(r, r.kind, at, r.end(), *end, before));
            out.back().mojibake =
                countOf(k < m_clusters.size() ? m_clusters[k].before : m_alone, ri);
        }
    }
    // Line numbers again; the pieces of one cluster in neighbouring regions as one.
    m_map.m_regions.clear();
    std::uint64_t lineFeeds = 0;
    for (Region& r : out) {
        r.line = lineFeeds + 1;
        lineFeeds += r.lineFeeds;
        auto& regions = m_map.m_regions;
        if (r.kind == RegionKind::Mojibake && !regions.empty() &&
            regions.back().kind == RegionKind::Mojibake && regions.back().end() == r.offset) {
            Region& m = regions.back();
            m.length += r.length;
            m.lineFeeds += r.lineFeeds;
            m.endsWithLineFeed = r.endsWithLineFeed;
            m.malformed += r.malformed;
            m.characters += r.characters;
            m.nonAscii += r.nonAscii;
            m.controls += r.controls;
            m.nul += r.nul;
            m.mojibake += r.mojibake;
            continue;
        }
        regions.push_back(std::move(r));
    }
    m_clusters.clear();
    m_alone.clear();
    m_cursor = 0;
    m_lastSpan = UINT64_MAX;
    m_spanClusters = 0;
    return std::nullopt;
}

// --- A stream ----------------------------------------------------------------------------------

RegionMapper::RegionMapper(Profile profile) : RegionMapper(profile, kernels::bestKernel()) {}

RegionMapper::RegionMapper(Profile profile, const kernels::Kernel& kernel, std::uint64_t maxSpans)
    : m_builder(std::make_unique<regions::Builder>(0, UINT64_MAX, profile, kernel, kRegionTile,
                                                   maxSpans)),
      m_profile(profile), m_kernel(&kernel), m_maxSpans(maxSpans) {}

RegionMapper::~RegionMapper() = default;
RegionMapper::RegionMapper(RegionMapper&&) noexcept = default;
RegionMapper& RegionMapper::operator=(RegionMapper&&) noexcept = default;

void RegionMapper::feed(std::span<const std::uint8_t> chunk) {
    m_builder->feed(chunk);
    m_size += chunk.size();
}

RegionMap RegionMapper::finish() {
    m_builder->finish();
    regions::Assembly assembly = std::move(*m_builder).take();
    assembly.to = m_size;
    m_builder = std::make_unique<regions::Builder>(0, UINT64_MAX, m_profile, *m_kernel, kRegionTile,
                                                   m_maxSpans);
    m_builder->setPieceSink(m_pieceSink);
    m_size = 0;
    return std::move(assembly).finish(m_profile);
}

void RegionMapper::setPieceSink(regions::PieceSink* sink) noexcept {
    m_pieceSink = sink;
    m_builder->setPieceSink(sink);
}

RegionMap regionMapOf(std::span<const std::uint8_t> octets) {
    RegionMapper mapper;
    mapper.feed(octets);
    return mapper.finish();
}

bool mapsAsBinaryData(std::span<const std::uint8_t> head) {
    return mapsAsBinaryData(regionMapOf(head));
}

bool mapsAsBinaryData(const RegionMap& map) noexcept {
    const std::uint64_t data = map.octets(RegionKind::Binary) + map.octets(RegionKind::Mixed);
    const std::uint64_t rest = map.size() - map.octets(RegionKind::Nul);
    return map.size() > 0 && 2 * data >= rest;
}

std::optional<EncodingGuess> guessTextEncoding(std::span<const std::uint8_t> head) {
    const RegionMap map = regionMapOf(head);
    std::vector<std::uint8_t> text;
    for (const Region& r : map.regions()) {
        if (!isBinaryRegion(r.kind))
            text.insert(text.end(), head.begin() + static_cast<std::ptrdiff_t>(r.offset),
                        head.begin() + static_cast<std::ptrdiff_t>(r.end()));
    }
    if (text.empty() || text.size() == head.size())
        return guessEncoding(head);
    return guessEncoding(text);
}

} // namespace u8scope
