// The decisions of the mojibake engine, one piece of input at a time: see pieceexaminer.h.
#include "pieceexaminer.h"

#include "codecreach.h"
#include "examinerstate.h"
#include "legacycjk.h"
#include "pieces.h"
#include "plainwords.h"
#include "plausibility.h"
#include "readaseastasian.h"
#include "reencoding.h"
#include "suspectfilter.h"
#include "suspects.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/codec/octetclass.h"
#include "u8scope/file/binarydata.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/regions/regionmap.h"
#include "u8scope/scan/kernels.h"
#include "wordfindings.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <unicode/uscript.h>

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
    // A trace of East Asian damage anywhere, even inside a word let go (readaseastasian.h),
    // or a C1 control (findSuspectPair stops at one at its start, over and over).
    for (std::size_t q = findSuspectPair(p, 0, n); q < n; q = findSuspectPair(p, q, n)) {
        if (detail::eastAsianTraceAt(p, q, n) || isC1ControlAt(p, q, n))
            return false;
    }
    chars.clear();
    auto& words = quietWords;
    words.clear();
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
        if (plainWords.holds(p + from, to - from)) {
            pos = to;
            continue;
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
        words.push_back({first, chars.size(), from, to});
        pos = to;
    }
    lineTally.fill(0);
    lineChains.clear();
    auto& readings = quietReadings;
    readings.clear();
    for (const QuietWord& w : words) {
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
    }
    for (const auto& r : readings) {
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

// ---- Legacy octets ----

// The weights of the word [first, end) whose malformed octets, m of them, each codec has
// read into its row of legacyRead. Codecs that read them alike give the same text, which is
// weighed once (but in the reference's way, every codec's text is weighed).
PieceExaminer::Impl::LegacyWeights PieceExaminer::Impl::weigh(std::size_t first, std::size_t end,
                                                              std::size_t m) {
    const auto codecs = Codec::all();
    const auto& read = legacyRead;
    auto& text = legacyText;
    // The word with a row's characters for its legacy octets, or as found (no row: a
    // U+FFFD for each malformed unit).
    const auto textOf = [&](const CodePoint* row) {
        text.clear();
        std::size_t k = 0;
        for (std::size_t i = first; i < end; ++i) {
            const Char& c = chars[i];
            if (c.valid && !(row != nullptr && legacyChar(c))) {
                text.push_back(c.cp);
            } else if (c.valid) {
                text.insert(text.end(), row + k, row + k + c.length);
                k += c.length;
            } else if (!c.consumed) {
                if (row == nullptr) {
                    text.push_back(kReplacementCharacter);
                } else {
                    text.insert(text.end(), row + k, row + k + c.length);
                    k += c.length;
                }
            }
        }
        return std::span<const CodePoint>(text);
    };
    LegacyWeights w;
    w.before = detail::textCost(textOf(nullptr));
    for (std::size_t ci = 0; ci < codecs.size(); ++ci) {
        const CodePoint* mine = read.data() + ci * m;
        std::size_t alike = exhaustive ? ci : 0;
        while (alike < ci && !readAlike(alike, ci, 0, m))
            ++alike;
        if (alike < ci) {
            w.bad |= ((w.bad >> alike) & 1u) << ci;
            w.cost[ci] = w.cost[alike];
            continue;
        }
        bool bad = false;
        for (std::size_t k = 0; k < m && !bad; ++k) {
            const auto t = detail::traitsOf(mine[k]);
            bad = t.cls == detail::CharClass::C1 || t.cls == detail::CharClass::Bad;
        }
        if (bad)
            w.bad |= CodecMask{1} << ci;
        else
            w.cost[ci] = detail::textCost(textOf(mine));
    }
    return w;
}

void PieceExaminer::Impl::examineLegacy(const std::uint8_t* p, std::size_t first, std::size_t end) {
    // Text with C0 controls (the NUL octets of UTF-16, binary data) is not text in a
    // single-octet codec, and ED A0-BF is an encoded surrogate, not three letters.
    for (std::size_t i = first; i < end; ++i) {
        if (chars[i].valid && chars[i].cp < 0x20 && chars[i].cp != '\t')
            return;
        const std::uint32_t o = chars[i].offset;
        if (!chars[i].valid && !chars[i].consumed && p[o] == 0xED && i + 1 < end &&
            p[o + 1] >= 0xA0 && p[o + 1] <= 0xBF)
            return;
        // A first octet with some of its continuing octets is UTF-8 cut short (a buffer, a
        // column limit), unless the input is known to be in a legacy codec.
        if (!chars[i].valid && !chars[i].consumed && chars[i].length >= 2 && !options.legacyCodec)
            return;
        // Nor is a first octet followed by all the continuing octets its form calls for:
        // that is UTF-8 written wrong (an overlong form, a value beyond U+10FFFF, the 5- and
        // 6-octet forms of 1993), not letters of a legacy codec.
        if (!chars[i].valid && !chars[i].consumed && !options.legacyCodec && p[o] >= 0xC0 &&
            p[o] <= 0xFD) {
            const auto need = static_cast<std::uint32_t>(announcedLength(p[o]) - 1);
            const std::uint32_t pieceEnd = chars[end - 1].offset + chars[end - 1].length;
            bool shaped = o + need < pieceEnd;
            for (std::uint32_t k = 1; shaped && k <= need; ++k)
                shaped = (p[o + k] & 0xC0) == 0x80;
            if (shaped)
                return;
        }
    }
    ++legacyUnread; // until a codec reads the word
    // One octet repeated, the whole word (FF FF FF, 80 80 80 80): fill, padding or damage,
    // no word of any script, whatever codec the input is in.
    if (oneOctetRepeated(p, first, end))
        return;
    // The input's malformed octets read as letters of whichever codec fits each run: damage,
    // whose octets no codec reads as text.
    if (options.legacyByChance && !options.legacyCodec)
        return;
    const auto codecs = Codec::all();
    auto& octets = legacyOctets; // the octets read in a codec, in order
    auto& read = legacyRead;     // what each codec reads them as, a row each
    const std::uint32_t wordFrom = chars[first].offset;
    const std::uint32_t wordSize = chars[end - 1].offset + chars[end - 1].length - wordFrom;
    // The octets and their weights, the word read as it is or whole; the weights remembered
    // for the word's octets, which are all they depend on.
    const auto prepare = [&](bool whole) {
        legacyWhole = whole;
        octets.clear();
        for (std::size_t i = first; i < end; ++i) {
            const Char& c = chars[i];
            if (legacyChar(c))
                octets.insert(octets.end(), p + c.offset, p + c.offset + c.length);
        }
        const std::size_t n = octets.size();
        read.resize(codecs.size() * n);
        for (std::size_t ci = 0; ci < codecs.size(); ++ci) {
            for (std::size_t k = 0; k < n; ++k)
                read[ci * n + k] = codecs[ci].decode(octets[k]);
        }
        WordMemo<LegacyWeights>& memo = whole ? legacyWholeWeights : legacyWeights;
        if (const LegacyWeights* known = exhaustive ? nullptr : memo.find(p + wordFrom, wordSize))
            return *known;
        const LegacyWeights w = weigh(first, end, n);
        if (!exhaustive)
            memo.add(p + wordFrom, wordSize, w);
        return w;
    };
    // The codecs that may read malformed octets here (codecreach.h).
    CodecMask reading = 0;
    for (std::size_t ci = 0; ci < codecs.size(); ++ci) {
        if (detail::readsLegacyOctets(codecs[ci], options.legacyCodec))
            reading |= CodecMask{1} << ci;
    }
    // The least cost of a reading by one of them, or none.
    const auto leastCost = [reading](const LegacyWeights& w) {
        float least = std::numeric_limits<float>::infinity();
        for (std::size_t ci = 0; ci < kCodecCount; ++ci) {
            if (((w.bad >> ci) & 1u) == 0 && ((reading >> ci) & 1u) != 0)
                least = std::min(least, w.cost[ci]);
        }
        return least;
    };
    LegacyWeights weights = prepare(false);
    // A word that holds malformed octets and characters outside ASCII besides is read whole
    // where that reads better: the characters are most likely legacy octets that happen to
    // form UTF-8 (a capital before "»" in windows-1251, a letter before "ё" in KOI8-R), for
    // UTF-8 read as a legacy codec reads as mojibake.
    bool wide = false;
    for (std::size_t i = first; i < end && !wide; ++i)
        wide = chars[i].valid && !chars[i].consumed && chars[i].cp >= 0x80;
    if (wide) {
        const float asItIs = leastCost(weights);
        const LegacyWeights whole = prepare(true);
        if (leastCost(whole) < asItIs)
            weights = whole;
        else
            weights = prepare(false);
    }
    const std::size_t m = octets.size();
    const float costBefore = weights.before;
    auto& readings = legacyReadings;
    readings.clear();
    for (std::size_t ci = 0; ci < codecs.size(); ++ci) {
        if (((weights.bad >> ci) & 1u) == 0 && ((reading >> ci) & 1u) != 0)
            readings.push_back({codecs[ci], weights.cost[ci], ci});
    }
    if (readings.empty())
        return;
    const auto bestCost = std::min_element(readings.begin(), readings.end(),
                                           [](const LegacyReading& a, const LegacyReading& b) {
                                               return a.cost < b.cost;
                                           })
                              ->cost;
    // Among the readings about as good as the best: the codec that read most of the line's
    // earlier legacy words ("как" after "Привет," in windows-1251: many codecs read those
    // octets as some word); then the known codec of the input (within less than the
    // cost of a word gone implausible, 2: a Cyrillic word in a file mostly in windows-1252
    // is not read as "Ïðèâåò"); then the one with the most evidence; then the most common.
    const auto onLine = [this](const LegacyReading& r) {
        return lineLegacy[static_cast<std::size_t>(r.codec.id())];
    };
    const LegacyReading* chosen = nullptr;
    for (const LegacyReading& r : readings) {
        if (onLine(r) > 0 && r.cost <= bestCost + kTie && (!chosen || onLine(r) > onLine(*chosen)))
            chosen = &r;
    }
    if (!chosen && options.legacyCodec) {
        for (const LegacyReading& r : readings) {
            if (r.codec == *options.legacyCodec && r.cost < bestCost + 2) {
                chosen = &r;
                break;
            }
        }
    }
    if (!chosen) {
        for (const LegacyReading& r : readings) {
            if (r.cost > bestCost + kTie)
                continue;
            if (!chosen || stats.ties.prefer(r.codec, chosen->codec, votesFor(r.codec),
                                             votesFor(chosen->codec), false))
                chosen = &r;
        }
    }
    if (chosen->cost + 0.5f >= costBefore)
        return;
    // In binary data a reading must make a word, not only something better than U+FFFD.
    if (amongBinary && chosen->cost >= kLeastGain)
        return;
    ++lineLegacy[static_cast<std::size_t>(chosen->codec.id())];
    std::uint64_t others = 0; // codecs reading these octets as other characters
    for (const LegacyReading& r : readings) {
        if (r.codec == chosen->codec || r.cost > chosen->cost + kTie)
            continue;
        others += readAlike(r.row, chosen->row, 0, m) ? 0 : 1;
    }
    DeferredLegacy d;
    d.codec = chosen->codec;
    d.margin = costBefore - chosen->cost;
    d.others = others;
    d.plainWord = chosen->cost < kLeastGain;
    // One finding per run of legacy characters; `at` is where its octets start in `octets`.
    std::size_t at = 0;
    for (std::size_t i = first; i < end;) {
        if (!legacyChar(chars[i])) {
            ++i;
            continue;
        }
        std::size_t last = i;
        while (last + 1 < end && legacyChar(chars[last + 1]))
            ++last;
        Pending pd;
        pd.firstChar = i;
        pd.lastChar = last;
        MojibakeFinding& f = pd.finding;
        f.kind = MojibakeKind::LegacyOctets;
        f.codec = chosen->codec;
        std::size_t runEnd = at;
        for (std::size_t k = i; k <= last; ++k)
            runEnd += chars[k].length;
        for (std::size_t k = at; k < runEnd; ++k) {
            const CodePoint cp = read[chosen->row * m + k];
            f.repaired += encode(cp).text();
            const detail::CharTraits t = detail::traitsOf(cp);
            if (t.cls == detail::CharClass::Letter) {
                d.oneScript = d.oneScript && (d.letters == 0 || t.script == d.script);
                d.script = t.script;
                ++d.letters;
            }
            // A letter of the run beside a letter of its script the word holds as it is
            // ("caf" and E9, "é"): the word's own text reads the octets.
            if (ofAScript(t) && ((k == at && letterBefore(first, i, t.script)) ||
                                 (k + 1 == runEnd && letterAfter(last, end, t.script))))
                d.anchored = true;
        }
        // The codecs that repair the run alike (the same characters: the same UTF-8).
        for (const LegacyReading& r : readings) {
            if (r.codec == chosen->codec || r.cost > chosen->cost + kTie)
                continue;
            if (readAlike(r.row, chosen->row, at, runEnd))
                f.alternatives.push_back(r.codec);
        }
        d.runs.push_back(std::move(pd));
        at = runEnd;
        i = last + 1;
    }
    // Letters beside the octets read them only where the word reads as plain text with
    // them, of three letters at least ("caf" E9, E9 "t" E9; not a stray FF glued to "a",
    // nor 80 BF 80 to "a" as "ÄøÄ"), in a line that is not UTF-8 text besides: there one stray
    // octet is damage far more often than text of another encoding.
    d.wordOfThree = d.plainWord && keptLetters(first, end) + d.letters >= 3;
    d.anchored = d.anchored && d.wordOfThree && !utf8Elsewhere(first, end);
    // A plain word of five letters or more of one script is its own evidence too ("Привет"
    // in windows-1251): chance makes one of five octets in a few hundred.
    d.anchored = d.anchored || (d.plainWord && d.letters >= 5 && d.oneScript);
    // Read where the word's own letters or the input's known codec say so; else it waits
    // for the line and the input (corroborateLegacy).
    if (d.anchored || (options.legacyCodec && *options.legacyCodec == d.codec)) {
        emitLegacy(p, d);
        return;
    }
    deferredLegacy.push_back(std::move(d));
}

// The letters of the word [first, end) that it holds as they are (not legacy octets).
std::size_t PieceExaminer::Impl::keptLetters(std::size_t first, std::size_t end) const {
    std::size_t n = 0;
    for (std::size_t i = first; i < end; ++i) {
        const Char& c = chars[i];
        n += c.valid && !c.consumed && !legacyChar(c) &&
                     detail::traitsOf(c.cp).cls == detail::CharClass::Letter
                 ? 1
                 : 0;
    }
    return n;
}

// Takes a reading of legacy octets: its findings, with their evidence and confidence.
void PieceExaminer::Impl::emitLegacy(const std::uint8_t* p, DeferredLegacy& d,
                                     std::vector<MojibakeEvidence> evidence) {
    --legacyUnread;
    const bool itself = d.anchored;
    if (itself)
        evidence.insert(evidence.begin(), {MojibakeEvidenceKind::Word, d.letters});
    else if (evidence.empty())
        evidence.push_back({MojibakeEvidenceKind::KnownCodec, 0});
    if (d.others > 0)
        evidence.push_back({MojibakeEvidenceKind::Ambiguous, d.others});
    if (itself)
        ++lineLegacyProven[static_cast<std::size_t>(d.codec.id())];
    const double confidence = confidenceOf(itself, std::max(0.0f, d.margin), d.others > 0);
    for (Pending& pd : d.runs) {
        for (std::size_t k = pd.firstChar; k <= pd.lastChar; ++k)
            chars[k].consumed = true;
        pd.finding.confidence = confidence;
        pd.finding.evidence = evidence;
        addPending(std::move(pd.finding), p, pd.firstChar, pd.lastChar);
    }
    if (itself)
        stats.legacyVotes[static_cast<std::size_t>(d.codec.id())]++;
}

// The readings of legacy octets that wait for evidence (no letter of the word reads them,
// no known codec): taken where the line shows the same codec reading octets beside letters,
// or the word and another of the line read as plain words of three letters or more (text in
// that codec: "Привет мир" in windows-1251), or the input shows it elsewhere. Stray octets in
// clean text are left as they are.
void PieceExaminer::Impl::corroborateLegacy(const std::uint8_t* p) {
    std::array<std::uint32_t, kCodecCount> plainWordsOf{};
    for (const DeferredLegacy& d : deferredLegacy) {
        if (d.plainWord && d.letters >= 3)
            plainWordsOf[static_cast<std::size_t>(d.codec.id())]++;
    }
    for (DeferredLegacy& d : deferredLegacy) {
        const auto c = static_cast<std::size_t>(d.codec.id());
        const std::uint32_t others = plainWordsOf[c] - (d.plainWord && d.letters >= 3 ? 1u : 0u);
        std::vector<MojibakeEvidence> evidence;
        if (lineLegacyProven[c] > 0 || (others >= 1 && d.plainWord && d.letters >= 3)) {
            evidence.push_back({MojibakeEvidenceKind::Line, lineLegacyProven[c] + others});
        } else if (stats.ties.evidenced(d.codec, legacyVotesFor(d.codec), true)) {
            evidence.push_back({MojibakeEvidenceKind::File, 0});
        } else {
            unprovenLegacy.push_back(std::move(d));
            continue;
        }
        emitLegacy(p, d, std::move(evidence));
    }
    deferredLegacy.clear();
}

// The readings of legacy octets corroborateLegacy left, after pass one: taken where they
// make a plain word of three letters or more and the line's re-encoded text proves the
// same codec ("cafÃ©" and "caf" E9 in one line, both windows-1252; not a stray FF there);
// the rest left as they are, and counted.
void PieceExaminer::Impl::corroborateLegacyFromLine(const std::uint8_t* p) {
    for (DeferredLegacy& d : unprovenLegacy) {
        const auto c = static_cast<std::size_t>(d.codec.id());
        if (lineProven[c] > 0 && d.wordOfThree) {
            emitLegacy(p, d, {{MojibakeEvidenceKind::Line, lineProven[c]}});
            continue;
        }
        stats.unprovenLegacy++;
        // Its octets count for the chance readings all the same (legacyReadByChance): how
        // damage scatters over codecs shows in what they would read, taken or not.
        for (const Pending& pd : d.runs) {
            std::uint64_t length = 0;
            for (std::size_t k = pd.firstChar; k <= pd.lastChar; ++k)
                length += chars[k].length;
            stats.legacyOctets += length;
            stats.legacyOctetsRead[c] += length;
            for (const Codec a : pd.finding.alternatives)
                stats.legacyOctetsRead[static_cast<std::size_t>(a.id())] += length;
        }
    }
    unprovenLegacy.clear();
}

// ---- Re-encoded text ----

std::span<const TokenChar> PieceExaminer::Impl::tokenOf(std::size_t first, std::size_t end) {
    tokenBuffer.clear();
    for (std::size_t i = first; i < end; ++i) {
        TokenChar t;
        t.cp = chars[i].cp;
        if (t.cp == '?' || t.cp == kReplacementCharacter)
            t.role = TokenChar::Role::Wildcard;
        else if (t.cp == ' ')
            t.role = TokenChar::Role::Space;
        tokenBuffer.push_back(t);
    }
    return tokenBuffer;
}

// The readings of the characters [first, end) through the codecs in `mask`.
std::vector<Reencoding> PieceExaminer::Impl::evaluate(std::size_t first, std::size_t end,
                                                      bool allowSpaces, CodecMask mask,
                                                      bool shown) {
    std::vector<Reencoding> candidates;
    // A page of one region only where the word shows it (codecreach.h), or what a round
    // through a page of any text leaves of it: "Ã" U+0083 "Ä" U+0084 is "ÃĄ" through
    // ISO 8859-1, and "á" through ISO 8859-10 twice.
    CodecMask later = 0;
    if (!shown && !detail::showsARegion(codePoints(first, end))) {
        // Every one of them: the filter of candidates (plainwords.h) reads the word as found,
        // not what a round leaves of it.
        later = detail::someTextCodecs();
        mask &= ~later;
    }
    if (mask == 0)
        return candidates;
    const std::span<const TokenChar> word = tokenOf(first, end);
    // The word's cost as found, weighed once for all codecs; and a codec that answers like
    // one already tried reads the word as that one did (detail::CodecAnswers), but in the
    // reference's way, which undoes every codec itself.
    float asFound = std::numeric_limits<float>::quiet_NaN();
    std::size_t tried = 0;
    for (const Codec codec : Codec::all()) {
        if (!(mask & codecBit(codec.id())))
            continue;
        if (exhaustive) {
            if (auto r = detail::undoReencoding(word, codec, allowSpaces, 0, 0))
                candidates.push_back(std::move(*r));
            continue;
        }
        const auto alike = std::find_if(
            triedBuffer.begin(), triedBuffer.begin() + static_cast<std::ptrdiff_t>(tried),
            [codec](const Tried& t) { return t.answers.sameIn(codec); });
        if (alike != triedBuffer.begin() + static_cast<std::ptrdiff_t>(tried)) {
            if (alike->reading != kNoReading)
                candidates.push_back(detail::readAs(candidates[alike->reading], codec));
            continue;
        }
        if (tried == triedBuffer.size())
            triedBuffer.emplace_back();
        Tried& t = triedBuffer[tried++];
        t.reading = kNoReading;
        if (auto r = detail::undoReencoding(word, codec, allowSpaces, 0, 0, &asFound, &t.answers)) {
            t.reading = candidates.size();
            candidates.push_back(std::move(*r));
        }
    }
    // Where a round through a page of any text leaves text that shows a page of one region,
    // the pages of one region are read too: on their own, and as the second of a chain (which
    // any other codec may be, the word as found being no guide to it).
    const bool regionLeft =
        later != 0 && std::any_of(candidates.begin(), candidates.end(),
                                  [later](const Reencoding& r) { return showsARegion(r, later); });
    // A reading that leaves text its codec takes no further, but another codec does ("Â£"
    // from "Г‚ВЈ" through windows-1251, and "£" from that through windows-1252): the chain
    // through both, in its place where the rounds of the second prove themselves as a
    // reading of that text would, by the same rules; else beside it, a reading taken only
    // where the line shows the same chain proving itself (eligible).
    const std::size_t readings = candidates.size();
    for (std::size_t i = 0; i < readings; ++i) {
        auto chain = detail::throughAnother(candidates[i], word, 0, 0,
                                            regionLeft ? kAllCodecs : kAllCodecs & ~later);
        if (!chain)
            continue;
        chain->innerProven = proofOf(*chain).proof == Proof::Itself;
        if (chain->innerProven)
            candidates[i] = std::move(*chain);
        else
            candidates.push_back(std::move(*chain));
    }
    if (regionLeft) {
        std::vector<Reencoding> more = evaluate(first, end, allowSpaces, later, true);
        for (Reencoding& r : more)
            candidates.push_back(std::move(r));
    }
    return candidates;
}

// Whether the text a reading leaves shows a page of one region of `pages`: a character
// windows-1252 has not and one of them has ("Ą", not the combining mark "̤" that "Ã§"
// leaves through Mac OS Roman).
bool PieceExaminer::Impl::showsARegion(const Reencoding& r, CodecMask pages) {
    const Codec windows1252(CodecId::Windows1252);
    for (const detail::Element& e : r.stages.back()) {
        if (e.cp < 0x80 || e.cp == kReplacementCharacter || detail::damageOctet(windows1252, e.cp))
            continue;
        for (const Codec c : Codec::all()) {
            if ((pages & codecBit(c.id())) != 0 && c.encode(e.cp))
                return true;
        }
    }
    return false;
}

// Whether every reading about as good as the best (within kTie) would be taken in pass one.
bool PieceExaminer::Impl::surelyAcceptable(const std::vector<Reencoding>& readings) const {
    float best = std::numeric_limits<float>::infinity();
    for (const Reencoding& r : readings) {
        if (eligible(r))
            best = std::min(best, r.rank());
    }
    if (std::isinf(best))
        return false;
    for (const Reencoding& r : readings) {
        if (eligible(r) && r.rank() <= best + kTie && !acceptable(r, Mode::Plain))
            return false;
    }
    return true;
}

// ---- Chains through two codecs ----

void PieceExaminer::Impl::noteChain(const Reencoding& r) {
    for (ChainShown& c : lineChains) {
        if (c.codec == r.codec && c.inner == r.inner) {
            ++c.count;
            return;
        }
    }
    lineChains.push_back({r.codec, r.inner, 1});
}

// The words pass one repaired through a codec whose repair another codec would take
// further, where the line shows that chain proving itself: repaired through the chain
// instead ("Г„В°zmir" is "Ä°zmir" through windows-1251, which is "İzmir" through
// windows-1252 as "YarГ„В±n" beside it proves, though "İ" alone is a rare letter).
void PieceExaminer::Impl::reconsiderChains(
    const std::uint8_t* p, const std::vector<std::pair<std::size_t, std::size_t>>& words,
    std::vector<std::vector<Reencoding>>& readings, const std::vector<bool>& repaired) {
    if (lineChains.empty())
        return;
    for (std::size_t w = 0; w < words.size(); ++w) {
        if (!repaired[w] || readings[w].empty())
            continue;
        const Reencoding* chosen = choose(readings[w]);
        if (chosen->innerFrom == 0 || chosen->innerProven)
            continue; // chosen in pass one already
        const auto [first, end] = words[w];
        dropPendingIn(first, end);
        if (!anyConsumed(first, end) && decide(p, first, readings[w], Mode::Evidence, nullptr))
            setAside.clear();
        else
            restorePending();
    }
}

bool PieceExaminer::Impl::acceptable(const Reencoding& r, Mode mode) {
    // A page of one region never writes a C1 control in a repair: its people exchange none
    // (two rounds of ISO 8859-6 undone from Korean read three times through it leave "ٌ",
    // U+0098, "¤", which the next fix reads as damage anew), though a stage on the way may
    // hold one (ISO 8859-2 gives one for 84: "Ä" read as it and then as ISO 8859-11).
    const auto regionC1 = [&r](const Element& e) {
        const Codec by = r.innerFrom > 0 && e.round >= r.innerFrom ? r.inner : r.codec;
        return e.round > 0 && e.cp >= 0x80 && e.cp < 0xA0 &&
               detail::reachOf(by) != detail::CodecReach::AnyScript;
    };
    if (std::any_of(r.stages.back().begin(), r.stages.back().end(), regionC1))
        return false;
    const float margin = r.costBefore - r.costAfter;
    const float raw = r.costBefore - r.rawCostAfter;
    switch (mode) {
    case Mode::Plain:
        if (restoresSignature(r))
            return true;
        // Text that comes back through two rounds or more, or with several sequences, is
        // rarely anything but damage: each is a coincidence correct text seldom makes.
        return margin >= (r.rounds() > 1  ? kLeastGain
                          : r.repairs > 1 ? detail::kRepairMargin - 0.5f
                                          : detail::kRepairMargin);
    case Mode::Evidence:
        // The U+FFFD of lost characters are the price of the repair, not a fault of it.
        return raw + static_cast<float>(r.lostCount) >= -kEvidenceSlack;
    case Mode::Joined: {
        if (!r.noBreak || raw < 0.0f)
            return false;
        // What a lost no-break space comes back as must be an ordinary character.
        const std::span<const Element> last = r.stages.back();
        bool capital = true; // each a capital that begins a word of its script
        for (std::size_t k = 0; k < last.size(); ++k) {
            if (!last[k].noBreak)
                continue;
            const detail::CharTraits t = detail::traitsOf(last[k].cp);
            if (t.cost >= 1.0f || t.cls == detail::CharClass::Mark ||
                t.cls == detail::CharClass::Format)
                return false;
            const detail::CharTraits next =
                detail::traitsOf(k + 1 < last.size() ? last[k + 1].cp : ' ');
            capital = capital && t.cls == detail::CharClass::Letter && t.upper &&
                      next.cls == detail::CharClass::Letter && next.lower &&
                      next.script == t.script;
        }
        // Text that reads better repaired; or as well, where the space parted a capital
        // from the rest of its word ("Å koda" is "Škoda": "Å" reads as well as "Š").
        return raw >= 0.1f || capital;
    }
    }
    return false;
}

// Decides on the readings of [first, end); records the findings and returns whether it
// repaired anything. In pass one (`lineCodecs` given) a reading that does not prove itself
// is set aside for the evidence of the line and the input (`deferred`, as word `word`).
bool PieceExaminer::Impl::decide(const std::uint8_t* p, std::size_t first,
                                 const std::vector<Reencoding>& candidates, Mode mode,
                                 std::array<bool, kCodecCount>* lineCodecs, std::size_t word) {
    if (candidates.empty())
        return false;
    const Reencoding* chosen = choose(candidates);
    if (chosen == nullptr || !acceptable(*chosen, mode))
        return false;
    const bool signature = restoresSignature(*chosen);
    if (signature && chars[first].offset != 0)
        return false; // a mark shown in a line of text, not heading it
    if (readsAsDamageAgain(*chosen))
        return false;
    std::vector<Codec> alternatives;
    std::uint64_t others = 0; // codecs that repair it otherwise
    for (const Reencoding& r : candidates) {
        if (&r == chosen || !eligible(r) || r.rank() > chosen->rank() + kTie)
            continue;
        if (sameFinalText(r, *chosen) && r.rounds() == chosen->rounds())
            alternatives.push_back(r.codec);
        else
            ++others;
    }
    std::vector<MojibakeEvidence> evidence;
    const ReadingProof proof = signature ? ReadingProof{} : proofOf(*chosen);
    const bool itself = proof.proof == Proof::Itself;
    if (signature) {
        evidence.push_back({MojibakeEvidenceKind::Signature, 1});
    } else if (itself) {
        evidence.push_back(
            {MojibakeEvidenceKind::Word, static_cast<std::uint64_t>(chosen->repairs)});
        if (chosen->rounds() > 1)
            evidence.push_back(
                {MojibakeEvidenceKind::Rounds, static_cast<std::uint64_t>(chosen->rounds())});
    } else if (mode == Mode::Plain) {
        if (lineCodecs != nullptr)
            deferred.push_back({word, first, *chosen, alternatives, others, proof});
        return false;
    } else {
        // Pass two: the line shows the same codec's damage. A doubtful reading needs damage
        // that proves itself there; a letter of another script made of signs needs letters
        // of its script in the line.
        const std::uint64_t proven = lineWordsOf(*chosen, alternatives);
        if ((proof.proof == Proof::Doubtful && proven == 0) ||
            (proof.needsScript && !scriptsAround(*chosen)))
            return false;
        evidence.push_back({MojibakeEvidenceKind::Line, std::max<std::uint64_t>(proven, 1)});
        if (proof.needsScript)
            evidence.push_back({MojibakeEvidenceKind::Script, 1});
    }
    if (others > 0)
        evidence.push_back({MojibakeEvidenceKind::Ambiguous, others});
    const float margin = chosen->costBefore - chosen->costAfter;
    const double confidence =
        signature ? 0.95 : confidenceOf(itself, std::max(0.0f, margin), others > 0);
    if (lineCodecs && itself) {
        (*lineCodecs)[static_cast<std::size_t>(chosen->codec.id())] = true;
        for (const Codec c : alternatives)
            (*lineCodecs)[static_cast<std::size_t>(c.id())] = true;
    }
    emitReencoding(p, first, *chosen, confidence, alternatives, others == 0, itself,
                   std::move(evidence));
    return true;
}

// Whether the text `r` repairs its word to reads as damage again: through some codec, a
// reading that would be taken on its own in pass one, and that proves itself. The repair stops
// short of the whole chain ("ظ…ط±" left of "مر" read through windows-1256 and then
// windows-1252), and fix would change its own output: the word is left as found rather than
// half repaired.
bool PieceExaminer::Impl::readsAsDamageAgain(const Reencoding& r) {
    auto& cps = againText;
    auto& tokens = againTokens;
    cps.clear();
    tokens.clear();
    bool repaired = false;
    for (const Element& e : r.stages.back()) {
        cps.push_back(e.cp);
        repaired = repaired || e.round > 0;
        TokenChar t;
        t.cp = e.cp;
        // A U+FFFD the repair writes for a character lost is no octet lost anew.
        if (!e.lost && (t.cp == '?' || t.cp == kReplacementCharacter))
            t.role = TokenChar::Role::Wildcard;
        tokens.push_back(t);
    }
    if (!repaired)
        return false;
    CodecMask mask = exhaustive ? kAllCodecs : detail::candidateCodecs(cps);
    if (!detail::showsARegion(cps))
        mask &= ~detail::someTextCodecs();
    for (const Codec codec : Codec::all()) {
        if (!(mask & codecBit(codec.id())))
            continue;
        const auto again = detail::undoReencoding(tokens, codec, false, 0, 0);
        if (again && acceptable(*again, Mode::Plain) && proofOf(*again).proof == Proof::Itself)
            return true;
    }
    return false;
}

// ---- Proof ----

// How the run last[i..j] of a reading proves its damage, `found` being the stage it was
// undone from (the word as found, or in a chain through two codecs the stage the second
// began with, of round `base`): what correct text seldom holds by chance proves itself. Two
// rounds; several ordinary characters back at once; one of four octets from four characters
// with a letter among them or beside, whether it came back or lost an octet ("ðŸ�º" for
// "🍺"); or one character that is
// - a letter beside a letter of its own script in the repaired word ("caf" and "é"), or
//   alone but made from a letter of its own script ("Ã¨" for "è"), or a Greek letter made
//   from a letter ("Ï€" for "π", a sign of maths in any text);
// - an ordinary sign or punctuation made from a letter ("Â£", "â€™") or beside one.
// Signs that make a sign ("√∑" for "÷", Mac OS Roman), or a letter of another script than
// the one they came from ("Ð¸" for "и"), are corroborable; signs that make a letter of a
// script ("×”", a Hebrew letter) need letters of that script in the line too. A rare letter,
// an unusual sign, or a capital made with a no-break space that no small letter follows
// ("Ä" and U+00A0 are "Ġ") is doubtful: correct text holds those far more often.
PieceExaminer::Impl::ReadingProof PieceExaminer::Impl::runProof(std::span<const Element> last,
                                                                std::size_t i, std::size_t j,
                                                                std::span<const Element> found,
                                                                int base) {
    const auto traitsAt = [&](std::size_t k) {
        return detail::traitsOf(k < last.size() ? last[k].cp : ' ');
    };
    const auto letterAt = [&](std::size_t k, int script) {
        const detail::CharTraits n = traitsAt(k);
        return n.cls == detail::CharClass::Letter && (script < 0 || n.script == script);
    };
    bool rounds = false;
    bool unusual = false; // a character no repair makes on its own
    std::size_t ordinary = 0;
    for (std::size_t k = i; k <= j; ++k) {
        rounds = rounds || last[k].round > base + 1;
        const detail::CharTraits t = detail::traitsOf(last[k].cp);
        // A mark on a letter is as ordinary as the letter (Thai, Devanagari vowel signs), on
        // a character that lost an octet too, and a variation selector on anything ("❤️").
        const bool variation = last[k].cp >= 0xFE00 && last[k].cp <= 0xFE0F;
        const bool onLetter =
            t.cls == detail::CharClass::Mark && k > i &&
            (variation || last[k - 1].lost || traitsAt(k - 1).cls == detail::CharClass::Letter ||
             traitsAt(k - 1).cls == detail::CharClass::Mark);
        if (ordinaryRepair(last[k].cp) || onLetter)
            ++ordinary;
        else if (!last[k].lost)
            unusual = true;
    }
    if (rounds)
        return {Proof::Itself, false};
    const Element& e = last[i];
    const std::span<const Element> from = madeFrom(found, e);
    const std::size_t before = i > 0 ? i - 1 : last.size();
    if (!unusual && ordinary >= 2)
        return {Proof::Itself, false};
    // (One that lost every octet but its first tells nothing: "р" and "���" through
    // windows-1251, F0 and three lost, are as likely the letter and the U+FFFD of a repair
    // that lost characters.)
    const auto kept = std::count_if(from.begin(), from.end(), [](const Element& f) {
        return !f.lost && f.cp != '?' && f.cp != kReplacementCharacter;
    });
    if (!unusual && j == i && (ordinary == 1 || e.lost) && from.size() >= 4 && kept >= 2) {
        bool letter = letterAt(before, -1) || letterAt(j + 1, -1);
        for (std::size_t k = 0; k < from.size() && !letter; ++k) {
            const detail::CharClass c = detail::traitsOf(from[k].cp).cls;
            letter = c == detail::CharClass::Letter || c == detail::CharClass::C1;
        }
        if (letter)
            return {Proof::Itself, false};
    }
    const detail::CharTraits t = detail::traitsOf(e.cp);
    const detail::CharTraits lead = detail::traitsOf(from.front().cp);
    const bool fromLetter = lead.cls == detail::CharClass::Letter;
    // (Not a Greek letter: π, µ, Σ are signs of maths and science in any text; nor one made
    // of three characters or more, a rarer coincidence than "×”".)
    const bool needsScript =
        j == i && scripted(t) && !fromLetter && t.script != USCRIPT_GREEK && from.size() == 2;
    // A character that lost an octet, made from a letter inside a word ("fromaÄ?o"): one
    // of the line's damage, which others of it bear out.
    if (j == i && e.lost && fromLetter && (letterAt(before, -1) || letterAt(i + 1, -1)))
        return {Proof::Corroborable, false};
    if (unusual || j > i || ordinary == 0)
        return {Proof::Doubtful, needsScript};
    if (scripted(t)) {
        if (t.upper && from.size() > 1 && from.back().cp == 0xA0 &&
            !(letterAt(i + 1, t.script) && traitsAt(i + 1).lower))
            return {Proof::Doubtful, false};
        if (letterAt(before, t.script) || letterAt(i + 1, t.script))
            return {Proof::Itself, false};
        if (fromLetter && !cjk(t) && (lead.script == t.script || t.script == USCRIPT_GREEK))
            return {Proof::Itself, false};
        return {Proof::Corroborable, needsScript};
    }
    if (fromLetter || letterAt(before, -1) || letterAt(i + 1, -1))
        return {Proof::Itself, false};
    return {Proof::Corroborable, false};
}

// How the repaired characters of `last`, undone from the stage `found` of round `base`,
// prove their damage.
PieceExaminer::Impl::ReadingProof PieceExaminer::Impl::proofOf(std::span<const Element> last,
                                                               std::span<const Element> found,
                                                               int base) {
    ReadingProof proof{Proof::Corroborable, false};
    bool itself = false;
    forEachRun(last, [&](std::span<const Element> stage, std::size_t i, std::size_t j) {
        if (stage[i].round <= base)
            return; // (not undone from `found`)
        const ReadingProof run = runProof(stage, i, j, found, base);
        itself = itself || run.proof == Proof::Itself;
        if (run.proof == Proof::Doubtful)
            proof.proof = Proof::Doubtful;
        proof.needsScript = proof.needsScript || run.needsScript;
        const detail::CharTraits t = detail::traitsOf(stage[i].cp);
        proof.signs =
            proof.signs && i == j && !scripted(t) && t.cls != detail::CharClass::Letter &&
            detail::traitsOf(madeFrom(found, stage[i]).front().cp).cls != detail::CharClass::Letter;
        ++proof.runs;
        proof.runsFromThree += stage[j].last - stage[i].first >= 2 ? 1 : 0;
    });
    return itself ? ReadingProof{} : proof;
}

void PieceExaminer::Impl::noteLineScripts() {
    lineScripts.reset();
    for (const Char& c : chars) {
        if (!c.valid || c.consumed || c.cp < 'A')
            continue;
        const detail::CharTraits t = detail::traitsOf(c.cp);
        if (ofAScript(t))
            lineScripts.set(t.script);
    }
    for (const Pending& pd : pending) {
        const std::string& r = pd.finding.repaired;
        for (std::size_t k = 0; k < r.size();) {
            const Unit u = decodeUnit(std::span(reinterpret_cast<const std::uint8_t*>(r.data()) + k,
                                                std::min<std::size_t>(r.size() - k, 4)),
                                      Profile::Rfc3629);
            const detail::CharTraits t = detail::traitsOf(u.codePoint);
            if (u.valid() && ofAScript(t))
                lineScripts.set(t.script);
            k += std::max<std::size_t>(u.length, 1);
        }
    }
}

// Whether every single letter `r` makes is of a script the line holds letters of.
bool PieceExaminer::Impl::scriptsAround(const Reencoding& r) const {
    bool all = true;
    forEachRun(r, [&](std::span<const Element> last, std::size_t i, std::size_t j) {
        if (i != j)
            return;
        const detail::CharTraits t = detail::traitsOf(last[i].cp);
        all = all && (!scripted(t) || lineScripts.test(t.script));
    });
    return all;
}

// The readings set aside in pass one whose codec the line does not show by damage that
// proves itself (pass two weighs the others): corroborable ones taken where two of them
// share a codec, or a sign made of signs where another word of the line reads through its
// codec (one such reading may be chance, two are not: "2 √ó 3 = 6, 6 √∑ 2 = 3"), which then
// counts as the line's evidence for pass two; the others where the input shows that
// codec's damage elsewhere. Signs that make a letter of a
// script take letters of that script in the line besides. `support`: per codec, the runs
// of the line's words that read through it, set aside here or not worse than as found
// (supportOf).
void PieceExaminer::Impl::corroborate(const std::uint8_t* p,
                                      const std::vector<std::pair<std::size_t, std::size_t>>& words,
                                      std::vector<bool>& repaired,
                                      std::array<bool, kCodecCount>& lineCodecs,
                                      const Support& support) {
    const auto codecsOf = [](const Deferred& d) {
        CodecMask mask = codecBit(d.reading.codec.id());
        for (const Codec c : d.alternatives)
            mask |= codecBit(c.id());
        return mask;
    };
    const std::array<bool, kCodecCount> proven = lineCodecs;
    // The runs set aside per codec: two coincidences that each read clearly better
    // repaired.
    std::array<std::uint32_t, kCodecCount> corroborableRuns{};
    for (const Deferred& d : deferred) {
        if (d.proof.proof != Proof::Corroborable)
            continue;
        for (int c = 0; c < kCodecCount; ++c)
            corroborableRuns[static_cast<std::size_t>(c)] +=
                static_cast<std::uint32_t>((codecsOf(d) >> c) & 1u) * d.proof.runs;
    }
    const auto take = [&](Deferred& d, std::vector<MojibakeEvidence> evidence) {
        if (d.proof.needsScript)
            evidence.push_back({MojibakeEvidenceKind::Script, 1});
        if (d.others > 0)
            evidence.push_back({MojibakeEvidenceKind::Ambiguous, d.others});
        const float margin = d.reading.costBefore - d.reading.costAfter;
        emitReencoding(p, d.first, d.reading,
                       confidenceOf(false, std::max(0.0f, margin), d.others > 0), d.alternatives,
                       d.others == 0, false, std::move(evidence));
        repaired[d.word] = true;
    };
    for (Deferred& d : deferred) {
        const CodecMask mask = codecsOf(d);
        bool onLine = false;
        std::uint32_t others = 0;     // the line's other runs through its codecs
        std::uint32_t othersLong = 0; // of them, those made of three characters or more
        for (int c = 0; c < kCodecCount; ++c) {
            if (((mask >> c) & 1u) == 0)
                continue;
            const auto at = static_cast<std::size_t>(c);
            onLine = onLine || proven[at];
            others = std::max(others, support.any[at] - d.proof.runs);
            othersLong = std::max(othersLong, support.fromThree[at] - d.proof.runsFromThree);
        }
        if (onLine || anyConsumed(words[d.word].first, words[d.word].second))
            continue; // pass two
        if (d.proof.needsScript && !scriptsAround(d.reading))
            continue;
        if (d.proof.proof == Proof::Corroborable &&
            (corroborableRuns[static_cast<std::size_t>(d.reading.codec.id())] >= 2 ||
             d.proof.runs + (d.proof.signs ? others : othersLong) >= 2)) {
            for (int c = 0; c < kCodecCount; ++c) {
                if ((mask >> c) & 1u)
                    lineCodecs[static_cast<std::size_t>(c)] = true;
            }
            take(d, {{MojibakeEvidenceKind::Line, d.proof.runs + others - 1}});
            continue;
        }
        bool evidenced = stats.ties.evidenced(d.reading.codec, votesFor(d.reading.codec));
        for (const Codec c : d.alternatives)
            evidenced = stats.ties.evidenced(c, votesFor(c)) || evidenced;
        if (evidenced)
            take(d, {{MojibakeEvidenceKind::File, 0}});
    }
}

// Per codec, the runs of repaired characters of the line's words that read through it: the
// readings set aside in pass one, and the readings of the other words (well-formed, outside
// ASCII) that read no worse repaired (Mode::Evidence). Read only for a line that set some
// aside.
PieceExaminer::Impl::Support
PieceExaminer::Impl::supportOf(const std::vector<std::pair<std::size_t, std::size_t>>& words,
                               std::vector<std::vector<Reencoding>>& readings,
                               const std::vector<bool>& repaired) {
    Support support;
    if (deferred.empty())
        return support;
    std::vector<bool> set(readings.size(), false);
    for (const Deferred& d : deferred) {
        set[d.word] = true;
        support.any[static_cast<std::size_t>(d.reading.codec.id())] += d.proof.runs;
        support.fromThree[static_cast<std::size_t>(d.reading.codec.id())] += d.proof.runsFromThree;
        for (const Codec c : d.alternatives) {
            support.any[static_cast<std::size_t>(c.id())] += d.proof.runs;
            support.fromThree[static_cast<std::size_t>(c.id())] += d.proof.runsFromThree;
        }
    }
    for (std::size_t w = 0; w < readings.size(); ++w) {
        if (set[w] || repaired[w] || !outsideAscii[w])
            continue;
        // A word that looks plain as found was not read in pass one: read it now.
        if (!exhaustive && !implausibleWord[w])
            readings[w] = evaluate(words[w].first, words[w].second, false,
                                   candidateCodecs(words[w].first, words[w].second));
        CodecMask counted = 0;
        for (const Reencoding& r : readings[w]) {
            const CodecMask bit = codecBit(r.codec.id());
            if ((counted & bit) != 0 || !eligible(r) || !acceptable(r, Mode::Evidence))
                continue;
            counted |= bit;
            forEachRun(r, [&](std::span<const Element> last, std::size_t i, std::size_t j) {
                support.any[static_cast<std::size_t>(r.codec.id())]++;
                if (last[j].last - last[i].first >= 2)
                    support.fromThree[static_cast<std::size_t>(r.codec.id())]++;
            });
        }
    }
    return support;
}

// Counts, for the tie-breaks of a line, the codecs that read a word about as well as the
// best one when that reading would be taken.
void PieceExaminer::Impl::tally(const std::vector<Reencoding>& candidates) {
    float best = std::numeric_limits<float>::infinity();
    for (const Reencoding& r : candidates) {
        if (eligible(r))
            best = std::min(best, r.rank());
    }
    if (std::isinf(best))
        return;
    bool taken = false;
    for (const Reencoding& r : candidates)
        taken = taken || (eligible(r) && r.rank() <= best + kTie && acceptable(r, Mode::Plain));
    if (!taken)
        return;
    // A reading that needed C1 controls as windows-1252 octets counts less than one that
    // explains them (ISO 8859-1, -15): leave it out.
    for (const Reencoding& r : candidates) {
        if (eligible(r) && r.rank() <= best + kTie && !r.c1)
            lineTally[static_cast<std::size_t>(r.codec.id())]++;
    }
}

// The best candidate: the lowest cost; among near ties, the one that takes back most of the
// word as found (a reading that stops a round short takes back as much, in more pieces), then
// the codec with the most evidence (the line's, then the input's), then ISO 8859-1 over
// windows-1252 when C1 controls were read as themselves, then the most common codec
// (Codec::all() order).
const Reencoding* PieceExaminer::Impl::choose(const std::vector<Reencoding>& candidates) const {
    // A reading that a chain carries on through a second codec gives way to it where the
    // line shows that chain proving itself (eligible): the line says where the text went.
    const auto carriedOn = [&](const Reencoding& r) {
        return r.innerFrom == 0 && !lineChains.empty() &&
               std::any_of(candidates.begin(), candidates.end(), [&](const Reencoding& c) {
                   return c.innerFrom == r.rounds() + 1 && c.codec == r.codec && !c.innerProven &&
                          chainsShown(c) > 0;
               });
    };
    const auto open = [&](const Reencoding& r) { return eligible(r) && !carriedOn(r); };
    // Codecs are compared on the repaired text alone: one that explains more of the word
    // must not lose for the penalties of its extra repairs.
    float best = std::numeric_limits<float>::infinity();
    for (const Reencoding& r : candidates) {
        if (open(r))
            best = std::min(best, r.rank());
    }
    const Reencoding* chosen = nullptr;
    // A reading that explains more of the word first, then the line's evidence.
    const auto first = [this](const Reencoding& r) {
        return std::make_pair(r.explained, lineTally[static_cast<std::size_t>(r.codec.id())]);
    };
    // After the input's evidence.
    const auto last = [](const Reencoding& r) {
        const bool latin1Fits =
            r.codec.id() == CodecId::Iso8859_1 || (r.codec.id() == CodecId::Windows1252 && !r.c1);
        return std::make_pair(latin1Fits ? 1 : 0, -static_cast<int>(r.codec.id()));
    };
    const auto better = [&](const Reencoding& r, const Reencoding& than) {
        if (first(r) != first(than))
            return first(r) > first(than);
        return stats.ties.prefer(r.codec, than.codec, votesFor(r.codec), votesFor(than.codec),
                                 last(r) > last(than));
    };
    for (const Reencoding& r : candidates) {
        if (!open(r) || r.rank() > best + kTie)
            continue;
        if (!chosen || better(r, *chosen))
            chosen = &r;
    }
    return chosen;
}

// Records the findings of a repaired word: one per run of repaired characters of the same
// number of rounds.
void PieceExaminer::Impl::emitReencoding(const std::uint8_t* p, std::size_t firstChar,
                                         const Reencoding& r, double confidence,
                                         const std::vector<Codec>& alternatives, bool vote,
                                         bool proven, std::vector<MojibakeEvidence> evidence) {
    if (proven) {
        lineProven[static_cast<std::size_t>(r.codec.id())]++;
        for (const Codec c : alternatives)
            lineProven[static_cast<std::size_t>(c.id())]++;
        if (r.innerFrom > 0)
            noteChain(r);
    }
    const std::span<const Element> last = r.stages.back();
    std::array<std::size_t, kMaxRounds + 1> stageAt{}; // where each stage's walk stands
    std::size_t i = 0;
    while (i < last.size()) {
        if (last[i].round == 0) {
            ++i;
            continue;
        }
        const int rounds = last[i].round;
        std::size_t j = i;
        while (j + 1 < last.size() && last[j + 1].round == rounds)
            ++j;
        const std::uint32_t from = last[i].first;
        const std::uint32_t to = last[j].last;
        MojibakeFinding f;
        f.codec = r.codec;
        f.rounds = rounds;
        for (int k = rounds; k >= 1; --k)
            f.chain.push_back(r.codecOfRound(k));
        f.latin1Mix = r.c1 && r.codecSpecific;
        f.confidence = confidence;
        f.alternatives = alternatives;
        f.evidence = evidence;
        bool noBreak = false;
        for (std::size_t k = i; k <= j; ++k) {
            f.lost += last[k].lost ? 1 : 0;
            noBreak = noBreak || last[k].noBreak;
            f.cesu8 = f.cesu8 || last[k].surrogates;
        }
        f.kind = noBreak  ? MojibakeKind::LostNoBreakSpace
                 : f.lost ? MojibakeKind::LostOctet
                          : MojibakeKind::Reencoded;
        f.spacesMerged = noBreak && spacesMerged(firstChar, last, j);
        // The stages, from the original to the text as the chain left it: in each, the
        // elements that lie within [from, to]. A stage's elements cover the word in order,
        // and the runs come in order, so each stage is walked once for all of them.
        for (int s = rounds; s >= 0; --s) {
            const std::span<const Element> elements = r.stages[static_cast<std::size_t>(s)];
            std::size_t& k = stageAt[static_cast<std::size_t>(s)];
            while (k < elements.size() && elements[k].first < from)
                ++k;
            std::string stage;
            for (; k < elements.size() && elements[k].first <= to; ++k) {
                const Element& e = elements[k];
                if (e.last > to)
                    continue;
                const bool wasSpace = s == 0 && e.cp == ' ';
                stage += utf8Of(wasSpace ? 0xA0 : e.cp);
            }
            f.stages.push_back(std::move(stage));
        }
        if (f.spacesMerged) {
            for (std::string& stage : f.stages)
                stage += ' '; // the space that parted the words, kept
        }
        f.repaired = f.stages.front();
        if (vote) {
            stats.votes[static_cast<std::size_t>(r.codec.id())]++;
            for (const Codec c : alternatives)
                stats.votes[static_cast<std::size_t>(c.id())]++;
        }
        for (std::size_t k = firstChar + from; k <= firstChar + to; ++k)
            chars[k].consumed = true;
        addPending(std::move(f), p, firstChar + from, firstChar + to);
        i = j + 1;
    }
}

// Whether the run last[i..j] of a reading of the word at `firstChar` ends in a small letter
// made of a space taken for a lost no-break space, with a word right after that space: the
// no-break space became a space and merged with the one after it, as where runs of spaces
// are made one ("Ã la" for "à la", C3 A0 20 read as "Ã", U+00A0 and a space), so the space
// parts two words and stays. The word after must read as a word of its own: a number, or
// letters with a vowel, two at least or one before an apostrophe ("Ã l'heure" is "à l'heure");
// else the space was the no-break space alone ("Ã s" is "às", "hÃ ng" is Vietnamese "hàng",
// "cittÃ ." is "città."). Nor after a capital, which begins the word after ("Å koda" is
// "Škoda").
bool PieceExaminer::Impl::spacesMerged(std::size_t firstChar, std::span<const Element> last,
                                       std::size_t j) const {
    const Element& e = last[j];
    const std::size_t space = firstChar + e.last;
    if (!e.noBreak || chars[space].cp != ' ' || space + 1 >= chars.size())
        return false;
    const detail::CharTraits t = detail::traitsOf(e.cp);
    if (t.cls != detail::CharClass::Letter || !t.lower)
        return false;
    const auto letterAt = [&](std::size_t k) {
        return k < chars.size() && chars[k].valid &&
               detail::traitsOf(chars[k].cp).cls == detail::CharClass::Letter;
    };
    const CodePoint next = chars[space + 1].cp;
    if (next >= '0' && next <= '9')
        return true;
    std::size_t end = space + 1;
    bool vowel = false;
    for (; letterAt(end); ++end)
        vowel = vowel || detail::vowelLike(chars[end].cp);
    const bool apostrophe =
        end < chars.size() && (chars[end].cp == '\'' || chars[end].cp == 0x2019);
    return (end - space == 2 && apostrophe) || (vowel && end - space > 2);
}

// Second pass over a line that showed damage through some codecs: words joined by a space
// that was a no-break space, and words with octets lost ("?", U+FFFD).
void PieceExaminer::Impl::examineWithEvidence(
    const std::uint8_t* p, const std::vector<std::pair<std::size_t, std::size_t>>& words,
    std::vector<bool>& repaired, const std::array<bool, kCodecCount>& lineCodecs) {
    CodecMask only = 0;
    for (int c = 0; c < kCodecCount; ++c) {
        if (lineCodecs[static_cast<std::size_t>(c)])
            only |= CodecMask{1} << c;
    }
    for (std::size_t w = 0; w < words.size(); ++w) {
        const auto [first, end] = words[w];
        if (joinAcrossSpace(p, words, w, repaired, only))
            continue;
        bool valid = true;
        bool nonAscii = false;
        bool wildcard = false;
        for (std::size_t i = first; i < end; ++i) {
            valid = valid && chars[i].valid;
            nonAscii = nonAscii || chars[i].cp >= 0x80;
            wildcard = wildcard ||
                       (i > first && (chars[i].cp == '?' || chars[i].cp == kReplacementCharacter));
        }
        if (!valid || !nonAscii)
            continue;
        if (repaired[w]) {
            // Repaired in pass one: look again only for octets lost beside the damage.
            if (!wildcard)
                continue;
            dropPendingIn(first, end);
            if (anyConsumed(first, end)) {
                restorePending();
                continue;
            }
            std::vector<Reencoding> again =
                evaluate(first, end, false, only & candidateCodecs(first, end));
            const bool lost =
                std::any_of(again.begin(), again.end(), [](const Reencoding& r) { return r.lost; });
            if (lost && decide(p, first, again, Mode::Evidence, nullptr))
                setAside.clear();
            else
                restorePending();
            continue;
        }
        if (anyConsumed(first, end))
            continue;
        if (decide(p, first, evaluate(first, end, false, only & candidateCodecs(first, end)),
                   Mode::Evidence, nullptr))
            repaired[w] = true;
    }
}

// Word w joined to the next across the space after it, taken as a lost no-break space,
// through the codecs in `mask` (Mode::Joined), and whether that was taken. A space right after
// the word, and a word right after that space (or none).
bool PieceExaminer::Impl::joinAcrossSpace(
    const std::uint8_t* p, const std::vector<std::pair<std::size_t, std::size_t>>& words,
    std::size_t w, std::vector<bool>& repaired, CodecMask mask) {
    const auto [first, end] = words[w];
    const Char& lastChar = chars[end - 1];
    const bool spaceAfter = end < chars.size() && chars[end].cp == ' ';
    if (!spaceAfter || lastChar.cp < 0x80 || !lastChar.valid || lastChar.consumed ||
        endsInCapitals(first, end))
        return false;
    std::size_t joinedEnd = end + 1;
    std::size_t next = w + 1;
    if (next < words.size() && words[next].first == end + 1) {
        joinedEnd = words[next].second;
    } else {
        next = words.size();
    }
    for (std::size_t i = first; i < joinedEnd; ++i) {
        if (!chars[i].valid)
            return false;
    }
    dropPendingIn(first, joinedEnd);
    if (!anyConsumed(first, joinedEnd) &&
        decide(p, first, evaluate(first, joinedEnd, true, mask), Mode::Joined, nullptr)) {
        setAside.clear();
        repaired[w] = true;
        if (next < words.size())
            repaired[next] = true;
        return true;
    }
    restorePending();
    return false;
}

// ---- C1 controls ----

void PieceExaminer::Impl::findC1Controls(const std::uint8_t* p) {
    // The codec whose character a C1 control stands for: windows-1252, unless the evidence
    // points to another windows codec that assigns the octet.
    const std::optional<Codec> leading = stats.leadingCodec();
    for (std::size_t i = 0; i < chars.size(); ++i) {
        const Char& c = chars[i];
        if (!c.valid || c.consumed || c.cp < 0x80 || c.cp > 0x9F)
            continue;
        std::size_t last = i;
        while (last + 1 < chars.size() && chars[last + 1].valid && !chars[last + 1].consumed &&
               chars[last + 1].cp >= 0x80 && chars[last + 1].cp <= 0x9F)
            ++last;
        // Between characters of damage no reading took (letters outside ASCII left as found
        // in the same word), the control is part of that damage: read alone, it would
        // make text that reads as damage anew ("Ć" U+0084 "Ā" gives "Ć„Ā", two rounds of
        // windows-1257 for "ā"), and fix would change its own output.
        if (besideUnreadDamage(i, last)) {
            i = last;
            continue;
        }
        Codec codec(CodecId::Windows1252);
        if (leading && leading->name().substr(0, 8) == "windows-")
            codec = *leading;
        // After characters of damage no reading took that begin a sequence of UTF-8 the
        // control's octet continues ("ć" U+0080 U+0082, E3 80 82 through windows-1257, "。"
        // read through ISO 8859-13), the control is part of that damage too: read as
        // "€‚", it would leave "ć€‚", which reads as damage anew.
        if (continuesUnreadSequence(i, last, codec)) {
            i = last;
            continue;
        }
        MojibakeFinding f;
        f.kind = MojibakeKind::C1Control;
        f.codec = codec;
        bool assigned = true;
        for (std::size_t k = i; k <= last; ++k) {
            const auto octet = static_cast<std::uint8_t>(chars[k].cp);
            assigned = assigned && codec.assigns(octet);
            f.repaired += utf8Of(codec.decode(octet));
        }
        if (assigned) {
            // No text holds a C1 control: the character is its own proof.
            f.confidence = 0.9;
            f.evidence.push_back({MojibakeEvidenceKind::Word, last - i + 1});
            for (std::size_t k = i; k <= last; ++k)
                chars[k].consumed = true;
            addPending(std::move(f), p, i, last);
        }
        i = last;
    }
}

// Whether the word of the C1 controls chars[i..last] holds a letter outside ASCII that no
// finding took on either side of them.
bool PieceExaminer::Impl::besideUnreadDamage(std::size_t i, std::size_t last) const {
    const auto space = [&](std::size_t k) {
        return chars[k].cp < 0x80 && isAsciiWhiteSpace(static_cast<std::uint8_t>(chars[k].cp));
    };
    const auto unread = [&](std::size_t k) {
        const Char& c = chars[k];
        return c.valid && !c.consumed && c.cp > 0x9F &&
               detail::traitsOf(c.cp).cls == detail::CharClass::Letter;
    };
    bool before = false;
    for (std::size_t k = i; k > 0 && !space(k - 1) && !before; --k)
        before = unread(k - 1);
    bool after = false;
    for (std::size_t k = last + 1; k < chars.size() && !space(k) && !after; ++k)
        after = unread(k);
    return before && after;
}

// Whether the characters before the C1 controls chars[i..last] in their word, left as found,
// read through some codec as the first octets of a sequence of UTF-8 that the controls'
// octets continue, read back through the same codec: the controls as `codec`'s characters,
// or as themselves, as a page with C1 controls at 80-9F left them ("рИ" U+009E, E0 B8 9E
// read through ISO 8859-5): a first octet, then continuing octets only, no more than it
// announces.
bool PieceExaminer::Impl::continuesUnreadSequence(std::size_t i, std::size_t last,
                                                  Codec codec) const {
    const auto unread = [&](std::size_t k) {
        const Char& c = chars[k];
        return c.valid && !c.consumed && c.cp >= 0xA0;
    };
    // The controls, as `codec`'s characters or as themselves, back through `through`:
    // continuing octets.
    const auto controlsContinue = [&](Codec through, bool asThemselves) {
        for (std::size_t k = i; k <= last; ++k) {
            const auto octet = static_cast<std::uint8_t>(chars[k].cp);
            const CodePoint read = asThemselves ? chars[k].cp : codec.decode(octet);
            const auto o = detail::damageOctet(through, read);
            if (!o || !isContinuationOctet(*o))
                return false;
        }
        return true;
    };
    for (const Codec through : Codec::all()) {
        if (!controlsContinue(through, false) && !controlsContinue(through, true))
            continue;
        // Back over the characters before them, continuing octets, to a first octet.
        std::size_t octets = last - i + 1;
        for (std::size_t k = i; k > 0 && unread(k - 1) && octets < 4; --k) {
            const auto o = detail::damageOctet(through, chars[k - 1].cp);
            if (!o)
                break;
            ++octets;
            if (isContinuationOctet(*o))
                continue;
            if (*o >= 0xC2 && *o <= 0xF4 && octets <= static_cast<std::size_t>(announcedLength(*o)))
                return true;
            break;
        }
    }
    return false;
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
    return !m_impl->exhaustive && m_impl->plainWords.holds(word.data(), word.size());
}

void PieceExaminer::examine(std::span<const std::uint8_t> piece, std::uint64_t base,
                            MojibakeSink* sink, bool wellFormed) {
    m_impl->examine(piece.data(), piece.size(), base, wellFormed, sink);
}

} // namespace detail
} // namespace u8scope
