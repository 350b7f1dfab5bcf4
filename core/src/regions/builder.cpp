// The region builder and the assembly of its parts: see builder.h, and regionkind.h for the
// rules.
#include "regions/builder.h"

#include "u8scope/text/hex.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace u8scope::regions {

namespace {

constexpr std::size_t kRing = 4; // a block, the one before it and after it, and one filling
// Text at the start or the end of the file before (after) binary data is a region only from this
// many octets: random octets begin with a few that read as text.
constexpr std::size_t kEdgeText = 16;

// n log2 n for the counts of a block's octets, for the entropy.
const std::array<double, kRegionBlock + 1>& nLogN() {
    static const auto table = [] {
        std::array<double, kRegionBlock + 1> t{};
        for (std::size_t n = 2; n <= kRegionBlock; ++n)
            t[n] = static_cast<double>(n) * std::log2(static_cast<double>(n));
        return t;
    }();
    return table;
}

// The Shannon entropy of octets [0, n), n at most a block, in thousandths of a bit per octet.
std::uint64_t entropyOf(const std::uint8_t* p, std::size_t n) {
    if (n < 2)
        return 0;
    std::array<std::array<std::uint16_t, 256>, 4> counts{};
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        ++counts[0][p[i]];
        ++counts[1][p[i + 1]];
        ++counts[2][p[i + 2]];
        ++counts[3][p[i + 3]];
    }
    for (; i < n; ++i)
        ++counts[0][p[i]];
    const auto& table = nLogN();
    double sum = 0;
    for (int b = 0; b < 256; ++b)
        sum += table[counts[0][b] + counts[1][b] + counts[2][b] + counts[3][b]];
    const double bits = std::log2(static_cast<double>(n)) - sum / static_cast<double>(n);
    return static_cast<std::uint64_t>(std::lround(std::max(0.0, bits) * 1000));
}

void addScript(std::vector<ScriptShare>& scripts, int script, std::uint64_t samples) {
    for (ScriptShare& s : scripts) {
        if (s.script == script) {
            s.samples += samples;
            return;
        }
    }
    scripts.push_back({script, samples});
}

bool hasSample(RegionKind kind) noexcept {
    return kind == RegionKind::Legacy || kind == RegionKind::Utf16;
}

std::uint16_t bitOf(RegionKind kind) noexcept {
    return static_cast<std::uint16_t>(1u << static_cast<unsigned>(kind));
}

} // namespace

// --- Tallies and their assembly ----------------------------------------------------------------

void Tally::join(Tally&& later) {
    facts += later.facts;
    entropy += later.entropy;
    if (fill != later.fill)
        fill = -1;
    for (const ScriptShare& s : later.scripts)
        addScript(scripts, s.script, s.samples);
    kinds = static_cast<std::uint16_t>(kinds | later.kinds);
    // The sample holds every octet of a region shorter than it, so the later one's follow.
    if (!guessed && sample.size() < kCodePageSample)
        sample.append(later.sample, 0, kCodePageSample - sample.size());
}

void Tally::takeSample(std::string_view later) {
    if (!guessed && sample.size() < kCodePageSample)
        sample.append(later.substr(0, kCodePageSample - sample.size()));
}

void Tally::close() {
    if (guessed || !hasSample(kind))
        return;
    guessed = true;
    encoding = guessEncoding(
        octetsOf(sample));
    std::string().swap(sample);
}

std::size_t Assembly::headOf(std::size_t i) const noexcept {
    while (i > 0 && pieces[i].continues)
        --i;
    return i;
}

void Assembly::goOn(std::size_t before, Tally& later) {
    for (std::size_t k = before + 1; k-- > 0;) {
        Tally& p = pieces[k];
        if (!p.continues || p.keeps)
            p.takeSample(later.sample);
        if (!p.continues)
            break;
    }
    later.continues = true;
    later.keeps = growing && later.offset % span == 0;
    if (!later.keeps)
        std::string().swap(later.sample);
}

void Assembly::add(Tally&& t, bool fresh) {
    if (!pieces.empty() && pieces.back().kind == t.kind && !fresh) {
        goOn(pieces.size() - 1, t);
    } else if (!pieces.empty()) {
        // The region before can no longer grow: its code page is guessed and its sample let go.
        // (In a stream, not one that crosses the border of a span: see `growing`.)
        const std::size_t h = headOf(pieces.size() - 1);
        Tally& head = pieces[h];
        if (head.offset > keepOpenThrough && head.kind != t.kind &&
            !(growing && h + 1 < pieces.size()))
            head.close();
    }
    pieces.push_back(std::move(t));
}

std::size_t Assembly::bound(std::size_t first, std::size_t last) {
    bool mixed = false;
    std::size_t regions = 0;
    for (std::size_t k = first; k < last; ++k) {
        mixed = mixed || pieces[k].kind == RegionKind::Mixed;
        regions += k == first || pieces[k].kind != pieces[k - 1].kind ? 1 : 0;
    }
    if (!mixed && regions <= kMaxRegionsPerTile)
        return last;
    Tally m;
    m.kind = RegionKind::Mixed;
    m.offset = pieces[first].offset;
    for (std::size_t k = first; k < last; ++k) {
        m.facts += pieces[k].facts;
        m.kinds = static_cast<std::uint16_t>(m.kinds | pieces[k].kinds);
    }
    m.continues = first > 0 && pieces[first - 1].kind == RegionKind::Mixed;
    // A region that went on into the span ends where it begins, and so do the samples of its
    // pieces (which hold their first octets in order).
    if (first > 0 && pieces[first].continues) {
        for (std::size_t k = first; k-- > 0;) {
            Tally& p = pieces[k];
            const std::uint64_t before = pieces[first].offset - p.offset;
            if (p.sample.size() > before)
                p.sample.resize(static_cast<std::size_t>(before));
            if (!p.continues)
                break;
        }
    }
    // A region that went on out of the span starts after it, with the sample its first piece
    // kept (Tally::keeps; a part of a scan starts a region after its first span instead:
    // Builder::m_freshAt).
    if (last < pieces.size() && pieces[last].continues) {
        pieces[last].continues = false;
        pieces[last].keeps = false;
    }
    pieces.erase(pieces.begin() + static_cast<std::ptrdiff_t>(first) + 1,
                 pieces.begin() + static_cast<std::ptrdiff_t>(last));
    pieces[first] = std::move(m);
    return first + 1;
}

void Assembly::closeEnded(std::size_t first) {
    const std::size_t lastHead = pieces.empty() ? 0 : headOf(pieces.size() - 1);
    for (std::size_t k = first; k < lastHead; ++k) {
        if (!pieces[k].continues && pieces[k].offset > keepOpenThrough)
            pieces[k].close();
    }
}

void Assembly::append(Assembly&& later) {
    if (pieces.empty() && tiles.empty()) {
        *this = std::move(later);
        return;
    }
    const std::size_t joint = pieces.size();
    // Its regions are left open where they meet this: closed once joined and bounded.
    const std::size_t open = joint > 0 ? headOf(joint - 1) : 0;
    for (std::size_t k = 0; k < later.pieces.size(); ++k) {
        Tally& t = later.pieces[k];
        if (k == 0 && joint > 0 && pieces.back().kind == t.kind)
            goOn(joint - 1, t);
        pieces.push_back(std::move(t));
    }
    tiles.insert(tiles.end(), later.tiles.begin(), later.tiles.end());
    to = later.to;
    std::size_t after = joint;
    if (later.from % span != 0) {
        // The span that both hold pieces of is bounded as one.
        const std::uint64_t start = later.from - later.from % span;
        std::size_t first = joint;
        while (first > 0 && pieces[first - 1].offset >= start)
            --first;
        std::size_t last = joint;
        while (last < pieces.size() && pieces[last].offset < start + span)
            ++last;
        after = first < last ? bound(first, last) : last;
        // The region after it goes on from the one it ends with, when of its kind.
        if (after > 0 && after < pieces.size() && !pieces[after].continues &&
            pieces[after].kind == pieces[after - 1].kind)
            goOn(after - 1, pieces[after]);
    }
    closeEnded(std::min(open, after));
}

void Assembly::widen(std::uint64_t wider) {
    span = wider;
    // Only a piece at the border of a span now needs a sample of its own.
    for (Tally& t : pieces) {
        if (t.keeps && t.offset % span != 0) {
            t.keeps = false;
            std::string().swap(t.sample);
        }
    }
    for (std::size_t i = 0; i < pieces.size();) {
        const std::uint64_t start = pieces[i].offset - pieces[i].offset % span;
        std::size_t j = i;
        while (j < pieces.size() && pieces[j].offset < start + span)
            ++j;
        i = bound(i, j);
    }
}

RegionMap Assembly::finish(Profile profile) && {
    RegionMap map;
    map.m_size = to;
    map.m_profile = profile;
    map.m_span = span;
    // The pieces of each region joined.
    std::vector<Tally> regions;
    for (Tally& t : pieces) {
        if (!regions.empty() && regions.back().kind == t.kind) {
            std::string().swap(t.sample); // given to the first piece already
            regions.back().join(std::move(t));
        } else {
            regions.push_back(std::move(t));
        }
    }
    std::vector<Tally>().swap(pieces);
    std::uint64_t lineFeeds = 0;
    map.m_regions.reserve(regions.size());
    for (Tally& t : regions) {
        t.close();
        Region r;
        r.kind = t.kind;
        r.offset = t.offset;
        r.length = t.facts.octets;
        r.line = lineFeeds + 1;
        r.lineFeeds = t.facts.lineFeeds;
        r.endsWithLineFeed = t.facts.endsWithLineFeed;
        r.malformed = t.facts.malformed;
        r.characters = t.facts.characters;
        r.nonAscii = t.facts.nonAscii;
        r.controls = t.facts.controls;
        r.nul = t.facts.nul;
        r.entropy = t.kind == RegionKind::Binary && r.length > 0
                        ? static_cast<std::uint32_t>(t.entropy / r.length)
                        : 0;
        if (t.kind == RegionKind::Binary && t.fill >= 0)
            r.fill = static_cast<std::uint8_t>(t.fill);
        r.scripts = std::move(t.scripts);
        std::sort(r.scripts.begin(), r.scripts.end(), [](const auto& a, const auto& b) {
            return a.samples != b.samples ? a.samples > b.samples : a.script < b.script;
        });
        r.encoding = std::move(t.encoding);
        r.kinds = t.kind == RegionKind::Mixed ? t.kinds : 0;
        lineFeeds += r.lineFeeds;
        map.m_regions.push_back(std::move(r));
    }
    RegionMap::Before before;
    for (const Facts& f : tiles) {
        map.m_tiles.push_back(before);
        before.lineFeeds += f.lineFeeds;
        before.malformed += f.malformed;
        before.characters += f.characters;
        before.nonAscii += f.nonAscii;
        before.controls += f.controls;
        before.nul += f.nul;
        before.lineFeedBefore = f.endsWithLineFeed;
    }
    return map;
}

// --- The builder -------------------------------------------------------------------------------

struct Builder::Slot {
    Block block;
    std::uint64_t index = UINT64_MAX; // the block it holds
    std::size_t filled = 0;
};

Builder::Builder(std::uint64_t from, std::uint64_t to, Profile profile,
                 const kernels::Kernel& kernel, std::uint64_t span, std::uint64_t growPast)
    : m_from(from), m_to(to), m_analyzer(profile, kernel), m_next(feedFrom(from)),
      m_slots(std::make_unique<Slot[]>(kRing)), m_tileStart(from), m_span(span),
      m_growPast(growPast), m_spanStart(from - from % span) {
    m_behindSize = from > 0 ? kLookBehind : 0;
    m_firstBlock = (m_next + m_behindSize) / kRegionBlock;
    m_analyzed = m_processed = m_firstBlock;
    m_out.from = m_out.to = from;
    m_out.span = span;
    m_out.growing = growPast > 0;
    // A part that starts inside a span shares it with the part before: the regions of its first
    // span stay open, and the one after it starts anew, until the parts are joined (append).
    m_freshAt = from % span != 0 ? m_spanStart + span : UINT64_MAX;
    m_out.keepOpenThrough = from % span != 0 ? m_spanStart + span : from;
}

Builder::~Builder() = default;

std::uint64_t Builder::feedFrom(std::uint64_t from) noexcept {
    return from > 0 ? from - kRegionBlock - kLookBehind : 0;
}

std::uint64_t Builder::feedTo(std::uint64_t to) noexcept {
    return to > UINT64_MAX - kRegionBlock - kLookAhead ? UINT64_MAX
                                                       : to + kRegionBlock + kLookAhead;
}

Builder::Slot& Builder::slot(std::uint64_t block) noexcept {
    return m_slots[block % kRing];
}

void Builder::feed(std::span<const std::uint8_t> octets) {
    while (!octets.empty()) {
        const std::uint64_t start = feedFrom(m_from);
        if (m_next - start < m_behindSize) { // the octets before the first block
            const auto n = std::min<std::size_t>(
                octets.size(), static_cast<std::size_t>(start + m_behindSize - m_next));
            std::memcpy(m_behind + (m_next - start), octets.data(), n);
            m_next += n;
            octets = octets.subspan(n);
            continue;
        }
        const std::uint64_t index = m_next / kRegionBlock;
        Slot& s = slot(index);
        if (s.index != index) {
            s.index = index;
            s.filled = 0;
            s.block.offset = index * kRegionBlock;
            s.block.size = kRegionBlock;
            s.block.available = 0;
        }
        const auto n = std::min<std::size_t>(octets.size(), kRegionBlock - s.filled);
        std::memcpy(s.block.octets.data() + s.filled, octets.data(), n);
        // The block before looks a few octets into this one.
        if (s.filled < kLookAhead && index > m_firstBlock) {
            Slot& before = slot(index - 1);
            const std::size_t ahead = std::min(n, kLookAhead - s.filled);
            std::memcpy(before.block.octets.data() + kRegionBlock + s.filled, octets.data(), ahead);
            before.block.available = kRegionBlock + s.filled + ahead;
        }
        s.filled += n;
        s.block.available = std::max(s.block.available, s.filled);
        m_next += n;
        octets = octets.subspan(n);
        advance(false);
    }
}

void Builder::finish() {
    m_ended = true;
    advance(true);
}

void Builder::advance(bool ending) {
    // Analyse each block once it is whole with its look-ahead, or the input ended.
    for (;;) {
        if (m_analyzed >= m_endBlock)
            break;
        Slot& s = slot(m_analyzed);
        if (s.index != m_analyzed || s.filled == 0) {
            if (ending)
                m_endBlock = m_analyzed;
            break;
        }
        const bool whole = s.filled == kRegionBlock;
        if (!ending && !(whole && s.block.available >= kRegionBlock + kLookAhead))
            break;
        Block& b = s.block;
        b.size = s.filled;
        if (m_analyzed == m_firstBlock && m_behindSize > 0) {
            // Where its first unit starts, from the octets before it.
            std::array<std::uint8_t, kLookBehind + kMaxSequenceLength> look{};
            std::memcpy(look.data(), m_behind, kLookBehind);
            const std::size_t ahead = std::min<std::size_t>(b.available, kMaxSequenceLength);
            std::memcpy(look.data() + kLookBehind, b.octets.data(), ahead);
            m_carry =
                firstUnitFrom(look.data(), kLookBehind + ahead, kLookBehind, m_analyzer.profile());
        }
        b.firstUnit = std::min(m_carry, b.size);
        m_carry = m_analyzer.analyze(b);
        ++m_analyzed;
        if (!whole)
            m_endBlock = m_analyzed;
    }
    // Process each block once the one after it is analysed, or there is none.
    const std::uint64_t limit =
        m_analyzed >= m_endBlock ? m_analyzed : (m_analyzed > 0 ? m_analyzed - 1 : 0);
    for (; m_processed < limit; ++m_processed) {
        const std::uint64_t offset = m_processed * kRegionBlock;
        if (offset < m_from || offset >= m_to)
            continue; // a neighbour only
        const Block* before = m_processed > m_firstBlock ? &slot(m_processed - 1).block : nullptr;
        const Block* after = m_processed + 1 < m_analyzed ? &slot(m_processed + 1).block : nullptr;
        while (offset >= m_tileStart + kRegionTile)
            endTile();
        while (offset >= m_spanStart + m_span)
            endSpan();
        process(slot(m_processed).block, before, after);
    }
}

// The pieces of a block, by the rules of regionkind.h.
void Builder::process(const Block& c, const Block* prev, const Block* next) {
    const std::size_t n = c.size;
    // 1. NUL runs of kMinNulRun octets, measured across the neighbours: a run that goes on
    //    through a whole neighbour is long enough, and one that does not is seen whole by both
    //    blocks it lies in, which so agree.
    struct Range {
        std::size_t from, to;
        RegionKind kind = RegionKind::Nul;
    };
    //    Shorter runs of kMinNulHole are holes too where the rest of the block is text.
    std::vector<Range> cuts; // NUL runs and holes, and fills: pieces of their own
    std::vector<Range> holes;
    if (c.facts.nul > 0) {
        forEachRun(c.bits.nul, n, [&](std::size_t from, std::size_t to) {
            std::uint64_t length = to - from;
            if (from == 0 && prev)
                length += trailingOnes(prev->bits.nul, prev->size);
            if (to == n && next)
                length += leadingOnes(next->bits.nul, next->size);
            if (length >= kMinNulRun)
                cuts.push_back({from, to});
            else if (length >= kMinNulHole)
                holes.push_back({from, to});
        });
    }
    Facts rest = c.facts;
    for (const Range& r : cuts)
        rest -= factsIn(c, r.from, r.to);
    if (!holes.empty()) {
        std::vector<Facts> counts;
        for (const Range& r : holes)
            counts.push_back(factsIn(c, r.from, r.to));
        if (const auto text = textWithoutHoles(rest, counts)) {
            rest = *text;
            cuts.insert(cuts.end(), holes.begin(), holes.end());
        }
    }
    //    Fills of kMinFillRun octets, measured across the neighbours as NUL runs are, are binary
    //    data of their own where the rest of the block is UTF-8 or ASCII text.
    if (c.facts.repeats > 0) {
        std::vector<Range> fills;
        std::vector<Facts> counts;
        forEachFill(c, [&](std::size_t from, std::size_t to) {
            std::uint64_t length = to - from;
            if (from == 0 && prev && prev->size > 0 && prev->octets[prev->size - 1] == c.octets[0])
                length += trailingFill(*prev);
            if (to == n && next && next->size > 0 && next->octets[0] == c.octets[n - 1])
                length += leadingFill(*next);
            if (length >= kMinFillRun) {
                fills.push_back({from, to, RegionKind::Binary});
                counts.push_back(factsIn(c, from, to));
            }
        });
        if (const auto text = textWithoutFills(rest, counts)) {
            rest = *text;
            cuts.insert(cuts.end(), fills.begin(), fills.end());
        }
    }
    std::sort(cuts.begin(), cuts.end(),
              [](const Range& a, const Range& b) { return a.from < b.from; });
    Words cutPieces{};
    for (const Range& r : cuts)
        setBits(cutPieces, r.from, r.to);
    const RegionKind own = rest.octets > 0 ? classify(rest) : RegionKind::Nul;

    // 2. Where binary data meets text, it ends at the last control or malformed unit of the
    //    64-octet words next to the text that hold one, whichever block those words lie in:
    //    text beside binary data takes them in (absorbed), binary data beside text lets its
    //    clean words at that end go (trimmed).
    const auto dirty = [&](std::size_t w) {
        return (c.bits.control[w] | c.errors[w]) & ~cutPieces[w];
    };
    // The whole unit that starts at `at` (a first octet cut short may be longer than one).
    const auto unitEnd = [&](std::size_t at) {
        if (((c.errors[at / 64] >> (at % 64)) & 1) == 0)
            return at + 1;
        return at +
               decodeUnit(std::span<const std::uint8_t>(c.octets.data() + at, c.available - at),
                          m_analyzer.profile())
                   .length;
    };
    const std::size_t words = (n + 63) / 64;
    const std::size_t firstCut = cuts.empty() ? n : cuts.front().from;
    const std::size_t lastCut = cuts.empty() ? 0 : cuts.back().to;
    // Words from the start (the end) up to the first (last) NUL run or fill cut out that are
    // dirty, or clean.
    const auto fromStart = [&](bool wantDirty) {
        std::size_t w = 0;
        while (w < words && 64 * w < firstCut && (dirty(w) != 0) == wantDirty)
            ++w;
        return w;
    };
    const auto fromEnd = [&](bool wantDirty) {
        std::size_t w = words;
        while (w > 0 && 64 * w > lastCut && (dirty(w - 1) != 0) == wantDirty)
            --w;
        return w;
    };
    const auto isText = [](const Block* b) {
        return !b || (b->raw != RegionKind::Binary && b->raw != RegionKind::Nul);
    };
    std::size_t head = 0;
    std::size_t tail = n;
    RegionKind headKind = RegionKind::Binary;
    RegionKind tailKind = RegionKind::Binary;
    if (own == RegionKind::Binary) {
        // Text before or after: the octets before its first dirty one (after its last) are text.
        const auto textKind = [&](std::size_t from, std::size_t to, const Block* beside) {
            const RegionKind k = classify(factsIn(c, from, to));
            return k == RegionKind::Ascii && beside && beside->raw != RegionKind::Ascii
                       ? beside->raw
                       : k;
        };
        // Unless the text beside reached in to the binary data (its last word, or first, holds
        // a control or a malformed unit); at the edges of the file, unless too short to be text.
        const auto lastWordClean = [](const Block* b) {
            const std::size_t w = (b->size - 1) / 64;
            return (b->bits.control[w] | b->errors[w]) == 0;
        };
        const auto firstWordClean = [](const Block* b) {
            return (b->bits.control[0] | b->errors[0]) == 0;
        };
        // The data starts at the first run of two dirty words (or one that ends the block, or
        // meets its first NUL run) and ends at the last such run: a malformed unit or a control
        // alone in the text beside it is the text's, however near. A block with no such run is
        // binary data by a burst of a few dozen octets (in a short text): it starts at the
        // first dirty word and ends at the last.
        const auto runFromStart = [&] {
            std::size_t lone = words;
            for (std::size_t w = 0; w < words && 64 * w < firstCut; ++w) {
                if (dirty(w) == 0)
                    continue;
                if (w + 1 == words || 64 * (w + 1) >= firstCut || dirty(w + 1) != 0)
                    return w;
                lone = std::min(lone, w);
            }
            return lone;
        };
        const auto runFromEnd = [&] {
            std::size_t lone = 0;
            for (std::size_t w = words; w > 0 && 64 * w > lastCut; --w) {
                if (dirty(w - 1) == 0)
                    continue;
                if (w == 1 || 64 * (w - 1) <= lastCut || dirty(w - 2) != 0)
                    return w;
                lone = std::max(lone, w);
            }
            return lone;
        };
        if (isText(prev) && firstCut > 0 && (!prev || lastWordClean(prev))) {
            const std::size_t w = runFromStart();
            head = w < words && 64 * w < firstCut
                       ? std::min<std::size_t>(64 * w + std::countr_zero(dirty(w)), firstCut)
                       : firstCut;
            if (!prev && head < kEdgeText)
                head = 0;
            if (head > 0)
                headKind = textKind(0, head, prev);
        }
        if (isText(next) && lastCut < n && (!next || firstWordClean(next))) {
            const std::size_t w = runFromEnd();
            tail =
                w > 0 && 64 * w > lastCut
                    ? std::max(unitEnd(64 * (w - 1) + 63 - std::countl_zero(dirty(w - 1))), lastCut)
                    : lastCut;
            tail = std::max(tail, head);
            if (!next && n - tail < kEdgeText)
                tail = n;
            if (tail < n)
                tailKind = textKind(tail, n, next);
        }
    } else if (own != RegionKind::Nul) {
        // Binary data before or after: the dirty words at that end are binary data.
        if (prev && prev->raw == RegionKind::Binary && firstCut > 0) {
            const std::size_t w = fromStart(true);
            if (w > 0) {
                const std::size_t at = 64 * (w - 1) + 63 - std::countl_zero(dirty(w - 1));
                head = std::min(unitEnd(at), firstCut);
            }
        }
        if (next && next->raw == RegionKind::Binary && lastCut < n) {
            const std::size_t w = fromEnd(true);
            if (w < words)
                tail = std::max(64 * w + std::countr_zero(dirty(w)), std::max(lastCut, head));
        }
    }
    Facts middle = rest;
    if (head > 0)
        middle -= factsIn(c, 0, head);
    if (tail < n)
        middle -= factsIn(c, tail, n);

    // 3. Hysteresis from the blocks on both sides.
    RegionKind kind = own == RegionKind::Binary ? own : middle.octets > 0 ? classify(middle) : own;
    if (prev && next && own != RegionKind::Binary) {
        const RegionKind around = prev->raw == next->raw ? prev->raw : RegionKind::Mixed;
        if (kind != RegionKind::Binary && around == RegionKind::Binary &&
            middle.controls + middle.malformed > 0) {
            kind = RegionKind::Binary;
        } else if (kind == RegionKind::Ascii &&
                   (around == RegionKind::Utf8 || around == RegionKind::Legacy ||
                    around == RegionKind::Utf16 || around == RegionKind::Malformed)) {
            kind = around;
        } else if (kind == RegionKind::Utf8 && around == RegionKind::Malformed &&
                   middle.malformed > 0) {
            kind = around;
        }
    }

    // 4. The pieces in order.
    std::size_t at = 0;
    if (head > 0) {
        piece(headKind, c, 0, head);
        at = head;
    }
    for (const Range& r : cuts) {
        if (r.from > at && at < tail)
            piece(kind, c, at, std::min(r.from, tail));
        piece(r.kind, c, r.from, r.to);
        at = std::max(at, r.to);
    }
    if (at < tail)
        piece(kind, c, at, tail);
    if (tail < n)
        piece(tailKind, c, tail, n);
}

void Builder::piece(RegionKind kind, const Block& b, std::size_t from, std::size_t to) {
    if (m_pieceSink)
        m_pieceSink->onPiece(kind, b.offset + from, b.offset + to);
    const Facts facts = from == 0 && to == b.size ? b.facts : factsIn(b, from, to);
    m_tileFacts += facts;
    // A span too thick with regions is one Mixed piece, which takes the rest of it.
    if (m_spanPieces.size() == 1 && m_spanPieces.front().kind == RegionKind::Mixed) {
        Tally& mixed = m_spanPieces.front();
        mixed.facts += facts;
        mixed.kinds = static_cast<std::uint16_t>(mixed.kinds | bitOf(kind));
        return;
    }
    // Binary data: a fill when its octets are all one octet 80-FF.
    std::int16_t fill = -1;
    if (kind == RegionKind::Binary && b.octets[from] >= 0x80 &&
        std::all_of(b.octets.begin() + static_cast<std::ptrdiff_t>(from) + 1,
                    b.octets.begin() + static_cast<std::ptrdiff_t>(to),
                    [&](std::uint8_t o) { return o == b.octets[from]; }))
        fill = b.octets[from];
    // Most pieces go on the region before: added to it in place.
    const bool fresh = m_spanPieces.empty() || m_spanPieces.back().kind != kind;
    if (fresh) {
        Tally t;
        t.kind = kind;
        t.offset = b.offset + from;
        t.kinds = bitOf(kind);
        const auto& out = m_out.pieces;
        const bool goesOn =
            m_spanPieces.empty() && m_carried < out.size() && out.back().kind == kind;
        if (!goesOn && spanRegions() == kMaxRegionsPerTile) {
            t.facts = facts;
            m_spanPieces.push_back(std::move(t));
            collapseSpan();
            return;
        }
        m_spanPieces.push_back(std::move(t));
    }
    Tally& t = m_spanPieces.back();
    t.facts += facts;
    if (fresh)
        t.fill = fill;
    else if (t.fill != fill)
        t.fill = -1;
    if (kind == RegionKind::Binary)
        t.entropy += entropyOf(b.octets.data() + from, to - from) * (to - from);
    for (std::size_t s = 0; s < kSamples; ++s) {
        const auto at = static_cast<std::size_t>(b.samplePosition[s]);
        if (b.samplePosition[s] >= 0 && at >= from && at < to)
            addScript(t.scripts, b.sampleScript[s], 1);
    }
    if (hasSample(kind) && t.sample.size() < kCodePageSample) {
        t.sample.append(reinterpret_cast<const char*>(b.octets.data() + from),
                        std::min(to - from, kCodePageSample - t.sample.size()));
    }
}

void Builder::endTile() {
    if (m_tileFacts.octets > 0) {
        m_out.tiles.push_back(m_tileFacts);
        m_out.to = m_tileStart + m_tileFacts.octets;
    }
    m_tileFacts = {};
    m_tileStart += kRegionTile;
}

std::size_t Builder::spanRegions() const noexcept {
    const auto& out = m_out.pieces;
    std::size_t n = m_spanPieces.size();
    for (std::size_t k = m_carried; k < out.size(); ++k)
        n += k == m_carried || out[k].kind != out[k - 1].kind ? 1 : 0;
    if (m_carried < out.size() && !m_spanPieces.empty() &&
        out.back().kind == m_spanPieces.front().kind)
        --n;
    return n;
}

void Builder::collapseSpan() {
    const std::size_t first = std::min(m_carried, m_out.pieces.size());
    addSpanPieces();
    m_out.bound(first, m_out.pieces.size());
    m_spanPieces.push_back(std::move(m_out.pieces.back()));
    m_out.pieces.pop_back();
    m_carried = m_out.pieces.size();
}

void Builder::addSpanPieces() {
    for (std::size_t k = 0; k < m_spanPieces.size(); ++k)
        m_out.add(std::move(m_spanPieces[k]), k == 0 && m_spanStart == m_freshAt);
    m_spanPieces.clear();
}

void Builder::endSpan() {
    addSpanPieces();
    m_carried = m_out.pieces.size();
    m_spanStart += m_span;
    grow(m_spanStart);
}

void Builder::grow(std::uint64_t size) {
    if (m_growPast == 0)
        return;
    while (size > 0 && (size - 1) / m_span >= m_growPast) {
        m_span *= 2;
        m_out.widen(m_span);
        // The span being built now holds the pieces of those before it that it covers: they are
        // counted with its own (m_carried), or are its Mixed piece.
        const std::uint64_t start = m_spanStart - m_spanStart % m_span;
        auto& out = m_out.pieces;
        m_carried = out.size();
        while (m_carried > 0 && out[m_carried - 1].offset >= start)
            --m_carried;
        if (m_carried + 1 == out.size() && out.back().kind == RegionKind::Mixed &&
            m_spanPieces.empty()) {
            m_spanPieces.push_back(std::move(out.back()));
            out.pop_back();
        }
        m_spanStart = start;
    }
}

Assembly Builder::take() && {
    if (!m_spanPieces.empty())
        endSpan();
    if (m_tileFacts.octets > 0)
        endTile();
    grow(m_out.to);
    return std::move(m_out);
}

// --- Counting a stretch again ------------------------------------------------------------------

Result<Facts> countRange(const ByteSource& source, std::uint64_t from, std::uint64_t to,
                         Profile profile) {
    Facts facts;
    if (from >= to)
        return facts;
    BlockAnalyzer analyzer(profile, kernels::bestKernel());
    auto block = std::make_unique<Block>();
    std::uint64_t at = from - from % kRegionBlock;
    // Where the first block's first unit starts, from the octets before it.
    const std::uint64_t behind = std::min<std::uint64_t>(at, kLookBehind);
    auto look =
        source.readVector(at - behind, static_cast<std::size_t>(behind) + kMaxSequenceLength);
    if (!look)
        return look.error();
    std::size_t carry =
        look->size() > behind
            ? firstUnitFrom(look->data(), look->size(), static_cast<std::size_t>(behind), profile)
            : 0;
    for (; at < to; at += kRegionBlock) {
        Block& b = *block;
        auto n = source.read(at, std::span(b.octets.data(), b.octets.size()));
        if (!n)
            return n.error();
        if (*n == 0)
            break;
        b.offset = at;
        b.available = *n;
        b.size = std::min<std::size_t>(*n, kRegionBlock);
        b.firstUnit = std::min(carry, b.size);
        carry = analyzer.analyze(b);
        const std::uint64_t lo = std::max(from, at) - at;
        const std::uint64_t hi = std::min<std::uint64_t>(to, at + b.size) - at;
        if (lo < hi)
            facts += factsIn(b, static_cast<std::size_t>(lo), static_cast<std::size_t>(hi));
    }
    return facts;
}

} // namespace u8scope::regions
