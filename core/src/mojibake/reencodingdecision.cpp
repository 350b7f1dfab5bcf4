// The piece examiner's re-encoding decision (examinerstate.h): the readings of a word through each
// codec (reencoding.h), and chains through two; whether a reading may be taken, which of them is
// chosen, and the findings a repair makes.
#include "codecreach.h"
#include "examinerstate.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

namespace u8scope::detail {

namespace {

// The lowest rank of the readings `counts` lets in; infinity for none.
template <class Counts>
float lowestRank(const std::vector<Reencoding>& readings, Counts counts) {
    float best = std::numeric_limits<float>::infinity();
    for (const Reencoding& r : readings) {
        if (counts(r))
            best = std::min(best, r.rank());
    }
    return best;
}

} // namespace

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
    const float best = lowestRank(readings, [this](const Reencoding& r) { return eligible(r); });
    if (std::isinf(best))
        return false;
    for (const Reencoding& r : readings) {
        if (eligible(r) && r.rank() <= best + kTie && !acceptable(r, Mode::Plain))
            return false;
    }
    return true;
}

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
    if (r.halfway || std::any_of(r.stages.back().begin(), r.stages.back().end(), regionC1))
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

// Counts, for the tie-breaks of a line, the codecs that read a word about as well as the
// best one when that reading would be taken.
void PieceExaminer::Impl::tally(const std::vector<Reencoding>& candidates) {
    const float best = lowestRank(candidates, [this](const Reencoding& r) { return eligible(r); });
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
    const float best = lowestRank(candidates, open);
    const Reencoding* chosen = nullptr;
    for (const Reencoding& r : candidates) {
        if (!open(r) || r.rank() > best + kTie)
            continue;
        if (!chosen || prefers(contenderOf(r), contenderOf(*chosen)))
            chosen = &r;
    }
    return chosen;
}

// A reading that explains more of the word first, then the line's evidence, then the input's
// (recording the tie), then the rest.
bool PieceExaminer::Impl::prefers(const Contender& r, const Contender& than) const {
    const auto first = [this](const Contender& c) {
        return std::make_pair(c.explained, lineTally[static_cast<std::size_t>(c.codec.id())]);
    };
    const auto last = [](const Contender& c) {
        return std::make_pair(c.latin1Fits ? 1 : 0, -static_cast<int>(c.codec.id()));
    };
    if (first(r) != first(than))
        return first(r) > first(than);
    return stats.ties.prefer(r.codec, than.codec, votesFor(r.codec), votesFor(than.codec),
                             last(r) > last(than));
}

void PieceExaminer::Impl::contendersOf(const std::vector<Reencoding>& candidates,
                                       std::vector<Contender>& out) const {
    const float best = lowestRank(candidates, [this](const Reencoding& r) { return eligible(r); });
    for (const Reencoding& r : candidates) {
        if (eligible(r) && r.rank() <= best + kTie)
            out.push_back(contenderOf(r));
    }
}

void PieceExaminer::Impl::chooseAgain(std::span<const Contender> contenders) const {
    const Contender* chosen = nullptr;
    for (const Contender& c : contenders) {
        if (!chosen || prefers(c, *chosen))
            chosen = &c;
    }
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

} // namespace u8scope::detail
