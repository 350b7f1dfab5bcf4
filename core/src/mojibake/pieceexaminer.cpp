// The decisions of the mojibake engine, one piece of input at a time: see pieceexaminer.h. This
// file holds the examiner's construction and its walk over a piece (decodePiece, quiet, examine),
// the surrogate pairs and the modified NUL, and finishPiece; the other parts are defined in the
// files examinerstate.h names.
#include "pieceexaminer.h"

#include "codecreach.h"
#include "examinerstate.h"
#include "legacycjk.h"
#include "pieces.h"
#include "readaseastasian.h"
#include "suspectfilter.h"
#include "suspects.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/octetclass.h"
#include "u8scope/file/binarydata.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/regions/regionmap.h"
#include "u8scope/scan/kernels.h"
#include "wordfindings.h"

#include <algorithm>
#include <array>
#include <memory>
#include <utility>
#include <vector>

namespace u8scope {

namespace detail {

void PieceExaminer::Impl::decodePiece(const std::uint8_t* p, std::size_t n) {
    chars.clear();
    std::size_t i = 0;
    while (i < n) {
        Char c;
        c.offset = static_cast<std::uint32_t>(i);
        if (p[i] < 0x80) {
            c.cp = p[i];
            c.length = 1;
        } else {
            const Unit u =
                decodeUnit(std::span<const std::uint8_t>(p + i, std::min<std::size_t>(n - i, 4)),
                           Profile::Rfc3629);
            c.cp = u.codePoint;
            c.length = u.length;
            c.valid = u.valid();
            if (!c.valid)
                stats.malformed += u.length;
        }
        chars.push_back(c);
        i += c.length;
    }
}

// Whether the piece can be let go without the whole examination: it is well-formed, holds no
// C1 control, and no word with a suspect pair (suspects.h) would be repaired. Only those
// words are decoded and read, exactly as the whole examination reads them; the other words
// have no sequence to take back in any codec. Nothing is recorded.
bool PieceExaminer::Impl::quiet(const std::uint8_t* p, std::size_t n, bool wellFormed) {
    if (!wellFormed && kernels::bestKernel().validPrefix(p, n) < n)
        return false;
    chars.clear();
    auto& words = quietWords;
    words.clear();
    quietContenders.clear();
    std::size_t pos = 0;
    while (pos < n) {
        const std::size_t q = findSuspectPair(p, pos, n);
        if (q >= n)
            break;
        if (isC1ControlAt(p, q, n))
            return false; // a C1 control
        std::size_t from = q;
        while (from > pos && !isAsciiWhiteSpace(p[from - 1]))
            --from;
        std::size_t to = q;
        while (to < n && !isAsciiWhiteSpace(p[to]))
            ++to;
        // The search goes on past the word: a C1 control further in it is one too.
        for (std::size_t k = q + 1; k + 1 < to; ++k) {
            if (isC1ControlAt(p, k, n))
                return false;
        }
        if (remembers && plainWords.holds(p + from, to - from)) {
            pos = to;
            continue;
        }
        if (const std::vector<Contender>* known =
                remembers ? inertWords.find(p + from, to - from) : nullptr) {
            const std::size_t at = quietContenders.size();
            quietContenders.insert(quietContenders.end(), known->begin(), known->end());
            words.push_back({0, 0, from, to, true, at, quietContenders.size()});
            pos = to;
            continue;
        }
        // A trace of East Asian damage anywhere in it, even in a word let go
        // (readaseastasian.h), or a C1 control: at one of its places. (A word known above was
        // read in a piece that held neither: both are octets of the word alone, and places
        // wherever the word stands.)
        static const auto collect = kernels::bestKernel().collectSuspects;
        quietPlaces.clear();
        collect(p, q, to, n, quietPlaces);
        for (const std::size_t k : quietPlaces) {
            if (detail::eastAsianTraceAt(p, k, n) || isC1ControlAt(p, k, n))
                return false;
        }
        // Its characters (well-formed: validPrefix said so).
        const std::size_t first = chars.size();
        for (std::size_t i = from; i < to;) {
            Char c;
            c.offset = static_cast<std::uint32_t>(i);
            const Unit u =
                decodeUnit(std::span<const std::uint8_t>(p + i, std::min<std::size_t>(to - i, 4)),
                           Profile::Rfc3629);
            c.cp = u.codePoint;
            c.length = u.length;
            chars.push_back(c);
            i += u.length;
        }
        if (detail::mayBeEastAsianThroughDos(codePoints(first, chars.size())))
            return false;
        words.push_back({first, chars.size(), from, to});
        pos = to;
    }
    lineTally.fill(0);
    lineChains.clear();
    auto& readings = quietReadings;
    readings.clear();
    auto& choices = quietChoices;
    choices.clear();
    for (const QuietWord& w : words) {
        if (w.known) {
            choices.push_back({kNoReading, w.contendersFrom, w.contendersTo});
            continue;
        }
        CodecMask mask = 0;
        if (isPlainWord(codePoints(w.first, w.end), mask)) {
            plainWords.add(p + w.from, w.to - w.from);
            continue;
        }
        const std::size_t first = w.first;
        const std::size_t end = w.end;
        readings.push_back(evaluate(first, end, false, mask));
        tally(readings.back());
        // A word repaired whichever codec the tie-breaks pick: no need to read the rest.
        if (surelyAcceptable(readings.back()))
            return false;
        // No reading of it would be taken, wherever it stands: tally left the line as it was,
        // and only its choice below is to be made again when it comes back.
        if (std::none_of(readings.back().begin(), readings.back().end(),
                         [](const Reencoding& r) { return acceptable(r, Mode::Plain); })) {
            const std::size_t at = quietContenders.size();
            contendersOf(readings.back(), quietContenders);
            inertWords.add(p + w.from, w.to - w.from,
                           std::span<const Contender>(quietContenders).subspan(at));
        }
        choices.push_back({readings.size() - 1, 0, 0});
    }
    for (const QuietChoice& c : choices) {
        if (c.reading == kNoReading) {
            chooseAgain(std::span<const Contender>(quietContenders).subspan(c.from, c.to - c.from));
            continue;
        }
        const std::vector<Reencoding>& r = readings[c.reading];
        if (const Reencoding* chosen = r.empty() ? nullptr : choose(r);
            chosen != nullptr && acceptable(*chosen, Mode::Plain))
            return false;
    }
    return true;
}

void PieceExaminer::Impl::examine(const std::uint8_t* p, std::size_t n, std::uint64_t base,
                                  bool wellFormed, MojibakeSink* sink) {
    // Binary data (binarydata.h): among its controls, what looks like letters of a legacy
    // codec or a re-encoded pair is chance, and a repair would change data, not text. In an
    // input that is binary data, only lines that read as text are read at all (a stricter
    // rule: no such line looks binary). An input found to hold binary data further on (a
    // text head before a payload) is read as binary data once lines of it, one after the
    // other, add up to kBinaryDataInText (MojibakeStats::binaryFrom). Only lines holding
    // malformed UTF-8 count, so that a pass reading only around the scan's hints meets every
    // one of them (and the gaps between them are the same).
    // With the input's region map, the map says where binary data lies, and no run of lines
    // decides it: a line that meets a region of it is data, none of it read, so that a
    // repair copies the data as it is.
    const std::span<const std::uint8_t> piece(p, n);
    // Binary data to the end, after text (a payload), as the map gave it: said from the
    // first line that reaches it (a line of the data itself), as a pass without the map says
    // it.
    if (options.regions && options.binaryFrom && !stats.binaryFrom &&
        base + n > *options.binaryFrom)
        stats.binaryFrom = options.binaryFrom;
    const bool inData =
        options.regions &&
        std::ranges::any_of(
            options.regions->overlapping(options.regionsOffset + base,
                                         options.regionsOffset + base + n),
            [](const Region& r) { return isBinaryRegion(r.kind) && r.kind != RegionKind::Nul; });
    if (inData) {
        stats.binary += n;
        return;
    }
    // A NUL hole in a line (a crash's) is no part of the text on either side of it: each
    // side is read as a line of its own.
    if (options.regions) {
        const std::uint64_t at = options.regionsOffset + base;
        for (const Region& r : options.regions->overlapping(at, at + n)) {
            if (r.kind != RegionKind::Nul)
                continue;
            const std::size_t from = r.offset > at ? static_cast<std::size_t>(r.offset - at) : 0;
            const std::size_t to =
                static_cast<std::size_t>(std::min(r.end() - at, std::uint64_t{n}));
            if (from > 0)
                examine(p, from, base, wellFormed, sink);
            stats.binary += to - from;
            if (to < n)
                examine(p + to, n - to, base + to, wellFormed, sink);
            return;
        }
    }
    amongBinary = options.binaryData || stats.binaryFrom ||
                  (options.binaryFrom && base >= *options.binaryFrom);
    if (amongBinary ? !readsAsTextAmongBinary(piece) : looksBinary(piece)) {
        stats.binary += n;
        if (!options.regions && !options.binaryData && !stats.binaryFrom &&
            (!amongBinary || looksBinary(piece)) && !wellFormed &&
            kernels::bestKernel().validPrefix(p, n) < n) {
            if (base > stats.binaryMalformedEnd + kBinaryDataGap)
                stats.binaryMalformed = 0; // a stray line before: a new run
            stats.binaryMalformed += n;
            stats.binaryMalformedEnd = base + n;
            if (stats.binaryMalformed >= kBinaryDataInText)
                stats.binaryFrom = base;
        }
        return;
    }
    if (!exhaustive && quiet(p, n, wellFormed))
        return;
    const std::uint64_t malformedBefore = stats.malformed;
    decodePiece(p, n);
    clearPending();
    findEncodedSurrogatesAndNul(p, n);
    findEastAsianAsWestern(p);
    findReadAsEastAsian(p);
    // Words: runs of characters between ASCII white space.
    std::vector<std::pair<std::size_t, std::size_t>> words; // [first, end)
    for (std::size_t i = 0; i < chars.size();) {
        if (chars[i].cp < 0x80 && isAsciiWhiteSpace(static_cast<std::uint8_t>(chars[i].cp))) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < chars.size() &&
               !(chars[j].cp < 0x80 && isAsciiWhiteSpace(static_cast<std::uint8_t>(chars[j].cp))))
            ++j;
        // A word whose characters an East Asian finding took is read no further.
        const bool taken = std::any_of(chars.begin() + static_cast<std::ptrdiff_t>(i),
                                       chars.begin() + static_cast<std::ptrdiff_t>(j),
                                       [](const Char& c) { return c.valid && c.consumed; });
        if (!taken)
            words.emplace_back(i, j);
        i = j;
    }
    std::vector<bool> repaired(words.size(), false);
    std::array<bool, kCodecCount> lineCodecs{};
    lineTally.fill(0);
    lineLegacy.fill(0);
    lineProven.fill(0);
    lineChains.clear();
    lineLegacyProven.fill(0);
    deferredLegacy.clear();
    unprovenLegacy.clear();
    std::vector<std::vector<Reencoding>> readings(words.size());
    implausibleWord.assign(words.size(), false);
    outsideAscii.assign(words.size(), false);
    legacyUnread = 0;
    for (std::size_t w = 0; w < words.size(); ++w) {
        const auto [first, end] = words[w];
        bool malformed = false;
        bool nonAscii = false;
        for (std::size_t i = first; i < end; ++i) {
            malformed = malformed || (!chars[i].valid && !chars[i].consumed);
            nonAscii = nonAscii || chars[i].cp >= 0x80 || !chars[i].valid;
        }
        if (!nonAscii)
            continue;
        if (malformed) {
            examineLegacy(p, first, end);
            continue;
        }
        const bool implausible = detail::implausible(codePoints(first, end));
        implausibleWord[w] = implausible;
        outsideAscii[w] = true;
        if (exhaustive) {
            readings[w] = evaluate(first, end, false, kAllCodecs);
        } else if (implausible) {
            readings[w] = evaluate(first, end, false, candidateCodecs(first, end));
        }
        tally(readings[w]);
    }
    corroborateLegacy(p);
    // A line of binary data with octets no codec reads as a word is data too (what a chance
    // letter in it would repair is data).
    if (amongBinary && legacyUnread > 0) {
        stats.unprovenLegacy += unprovenLegacy.size();
        stats.malformed = malformedBefore;
        stats.binary += n;
        clearPending();
        return;
    }
    deferred.clear();
    for (std::size_t w = 0; w < words.size(); ++w) {
        if (decide(p, words[w].first, readings[w], Mode::Plain, &lineCodecs, w))
            repaired[w] = true;
    }
    corroborateLegacyFromLine(p);
    noteLineScripts();
    corroborate(p, words, repaired, lineCodecs, supportOf(words, readings, repaired));
    reconsiderChains(p, words, readings, repaired);
    if (std::any_of(lineCodecs.begin(), lineCodecs.end(), [](bool b) { return b; }))
        examineWithEvidence(p, words, repaired, lineCodecs);
    findC1Controls(p);
    finishPiece(base, sink);
}

// CESU-8 surrogate pairs and the modified UTF-8 NUL, octet patterns among malformed units.
void PieceExaminer::Impl::findEncodedSurrogatesAndNul(const std::uint8_t* p, std::size_t n) {
    for (std::size_t i = 0; i < chars.size(); ++i) {
        Char& c = chars[i];
        if (c.valid || c.consumed)
            continue;
        const std::size_t o = c.offset;
        MojibakeFinding f;
        std::size_t length = 0;
        if (const auto cp = encodedSurrogatePair(std::span(p + o, n - o))) {
            f.kind = MojibakeKind::SurrogatePair;
            f.repaired = utf8Of(*cp);
            length = 6;
        } else if (p[o] == 0xC0 && o + 2 <= n && p[o + 1] == 0x80) {
            f.kind = MojibakeKind::ModifiedNul;
            f.repaired = std::string(1, '\0');
            length = 2;
        } else {
            continue;
        }
        f.confidence = 0.99;
        f.evidence.push_back({MojibakeEvidenceKind::Form, 1});
        std::size_t last = i;
        while (last + 1 < chars.size() && chars[last + 1].offset < o + length)
            ++last;
        for (std::size_t k = i; k <= last; ++k)
            chars[k].consumed = true;
        addPending(std::move(f), p, i, last);
        i = last;
    }
}

void PieceExaminer::Impl::finishPiece(std::uint64_t base, MojibakeSink* sink) {
    for (const Char& c : chars) {
        if (!c.valid && !c.consumed)
            stats.unexplainedMalformed += c.length;
    }
    auto& found = foundInOrder;
    found.clear();
    for (const auto& [firstChar, at] : byFirstChar) {
        if (!pending[at].aside)
            found.push_back(&pending[at].finding);
    }
    std::sort(found.begin(), found.end(), [](const MojibakeFinding* a, const MojibakeFinding* b) {
        return a->offset < b->offset;
    });
    // The legacy octets each codec reads are counted place by place, before the places of
    // one word become one finding (the ASCII letters between them are no legacy octets).
    for (const MojibakeFinding* const f : found) {
        if (f->kind == MojibakeKind::LegacyOctets) {
            stats.legacyOctets += f->length;
            stats.legacyOctetsRead[static_cast<std::size_t>(f->codec.id())] += f->length;
            for (const Codec c : f->alternatives)
                stats.legacyOctetsRead[static_cast<std::size_t>(c.id())] += f->length;
        }
    }
    joinWordFindings(found);
    for (MojibakeFinding* const finding : found) {
        MojibakeFinding& f = *finding;
        f.offset += base;
        stats.findings++;
        stats.byKind[static_cast<std::size_t>(f.kind)]++;
        if (hasCodec(f.kind))
            stats.byCodec[static_cast<std::size_t>(f.codec.id())]++;
        if (sink)
            sink->onFinding(f);
    }
    clearPending();
}

namespace {

// The tables the engine builds once (the traits of every character of the BMP, 512 KiB; the
// codecs' masks and tables), built here where running out of memory is an error its caller gets
// (std::bad_alloc), and not inside the noexcept functions that read them, where it would end the
// process.
void buildTables() {
    detail::prepareTraits();
    (void)detail::suspectTables();
    (void)detail::leadCodecs(0xE9);
    (void)detail::someTextCodecs();
    for (const Codec c : Codec::all())
        (void)c.encode(0xE9);
}

} // namespace

PieceExaminer::PieceExaminer(const MojibakeOptions& options, MojibakeStats& stats, bool exhaustive)
    : m_impl((buildTables(), std::make_unique<Impl>(options, stats, exhaustive))) {}
PieceExaminer::~PieceExaminer() = default;

bool PieceExaminer::knownPlain(std::span<const std::uint8_t> word) const noexcept {
    return !m_impl->exhaustive && m_impl->remembers &&
           m_impl->plainWords.holds(word.data(), word.size());
}

void PieceExaminer::rememberWords(bool remember) noexcept {
    m_impl->remembers = remember;
}

void PieceExaminer::examine(std::span<const std::uint8_t> piece, std::uint64_t base,
                            MojibakeSink* sink, bool wellFormed) {
    m_impl->examine(piece.data(), piece.size(), base, wellFormed, sink);
}

} // namespace detail
} // namespace u8scope
