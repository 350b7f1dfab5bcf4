// How a reading proves its damage (examinerstate.h): on its own, or corroborated by the line (its
// scripts, other readings through its codec) or the input.
#include "examinerstate.h"
#include "u8scope/codec/decoder.h"

#include <algorithm>
#include <array>
#include <unicode/uscript.h>
#include <utility>
#include <vector>

namespace u8scope::detail {

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

} // namespace u8scope::detail
