// The piece examiner's legacy octets (examinerstate.h): malformed octets read as letters of a
// single-octet codec, taken on the word's own letters or on the evidence of the line and the
// input; and C1 controls, read as the windows codec's characters they stand for.
#include "codecreach.h"
#include "examinerstate.h"
#include "u8scope/codec/octetclass.h"

#include <algorithm>
#include <array>
#include <limits>
#include <utility>
#include <vector>

namespace u8scope::detail {

// The weights of the word [first, end) whose malformed octets, m of them, each codec has
// read into its row of legacyRead. Codecs that read them alike give the same text, which is
// weighed once (but in the reference's way, every codec's text is weighed).
PieceExaminer::Impl::LegacyWeights PieceExaminer::Impl::weigh(std::size_t first, std::size_t end,
                                                              std::size_t m) {
    const auto codecs = Codec::all();
    const auto& read = legacyRead;
    auto& text = legacyText;
    // The word with a row's characters for its legacy octets, or as found (no row: a
    // U+FFFD for each malformed unit). Written in place, a character at a time: a range
    // insert per character costs more than the weighing in a long word.
    const auto textOf = [&](const CodePoint* row) {
        text.resize(end - first + (row != nullptr ? m : 0));
        CodePoint* out = text.data();
        std::size_t k = 0;
        for (std::size_t i = first; i < end; ++i) {
            const Char& c = chars[i];
            if (c.valid && !(row != nullptr && legacyChar(c))) {
                *out++ = c.cp;
            } else if (row != nullptr && (c.valid || !c.consumed)) {
                for (std::size_t j = 0; j < c.length; ++j)
                    *out++ = row[k + j];
                k += c.length;
            } else if (!c.consumed) {
                *out++ = kReplacementCharacter;
            }
        }
        return std::span<const CodePoint>(text.data(), static_cast<std::size_t>(out - text.data()));
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
                shaped = isContinuationOctet(p[o + k]);
            if (shaped)
                return;
        }
    }
    ++legacyUnread; // until a codec reads the word
    // One octet repeated, the whole word (FF FF FF, 80 80 80 80): fill, padding or damage,
    // no word of any script, whatever codec the input is in.
    if (oneOctetRepeated(p, first, end) || (!options.legacyCodec && holdsAFill(p, first, end)))
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
        // The reading as it is, kept aside rather than made again should it stay.
        const float asItIs = leastCost(weights);
        octets.swap(legacyOctetsAsFound);
        read.swap(legacyReadAsFound);
        const LegacyWeights whole = prepare(true);
        if (leastCost(whole) < asItIs) {
            weights = whole;
        } else {
            legacyWhole = false;
            octets.swap(legacyOctetsAsFound);
            read.swap(legacyReadAsFound);
        }
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

} // namespace u8scope::detail
