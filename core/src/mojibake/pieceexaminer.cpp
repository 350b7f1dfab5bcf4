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
