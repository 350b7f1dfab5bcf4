// Undoing re-encoding in one word: see reencoding.h.
#include "reencoding.h"

#include "codecreach.h"
#include "plausibility.h"
#include "suspects.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/octetclass.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <unicode/uscript.h>

namespace u8scope::detail {

namespace {

// Whether a space may be taken for the lost last octet (the no-break space's) of a character of
// three or four octets in `codec`: always for a letter (Hangul and CJK end in A0 as often as in
// any octet), but not for punctuation or a symbol when the codec leaves a continuing octet
// undefined. Then a character before a space more often lost that octet, dropped by the decoder,
// than a no-break space: "â€" before a space is a closing quote (E2 80 9D, and windows-1252 has
// no 9D) far more often than a dagger (E2 80 A0).
bool noBreakCanEnd(CodePoint cp, Codec codec) {
    const CharClass c = traitsOf(cp).cls;
    if (c == CharClass::Letter || c == CharClass::Digit || c == CharClass::Mark)
        return true;
    for (int octet = 0x80; octet <= 0xBF; ++octet) {
        if (!codec.assigns(static_cast<std::uint8_t>(octet)))
            return false;
    }
    return true;
}

// The codec as the undoing asks it: every answer goes through here, noted when `answers` is
// given (CodecAnswers).
class Asker {
public:
    Asker(Codec codec, CodecAnswers* answers)
        : m_codec(codec), m_reach(reachOf(codec)), m_answers(answers) {
        if (m_answers != nullptr)
            m_answers->clear(codec.noBreakSpaceOctet(), m_reach);
    }
    std::optional<std::uint8_t> octet(CodePoint cp, bool* viaC1 = nullptr) const {
        bool c1 = false;
        const auto o = damageOctet(m_codec, cp, &c1);
        if (viaC1 != nullptr)
            *viaC1 = c1;
        if (m_answers != nullptr)
            m_answers->note(cp, o, c1);
        return o;
    }
    [[nodiscard]] std::uint8_t noBreak() const noexcept { return m_codec.noBreakSpaceOctet(); }
    [[nodiscard]] Codec codec() const noexcept { return m_codec; }
    [[nodiscard]] CodecReach reach() const noexcept { return m_reach; }

private:
    Codec m_codec;
    CodecReach m_reach;
    CodecAnswers* m_answers;
};

// Any well-formed sequence may be a stage on the way: ISO 8859-1 reads 80-9F as C1 controls and
// Mac OS Roman reads F0 as the Apple logo, a private-use character. The cost of the last stage
// keeps what no text holds out of a repair; only C0 controls never arise. Through a codec of one
// region, a character it does not carry (codecreach.h) is at most a stage on the way: one of its
// own ("ƒ", windows-1256's 83, between two rounds of Arabic).
bool acceptableRepair(CodePoint cp, const Asker& asker) {
    return traitsOf(cp).cls != CharClass::Control &&
           (carries(asker.reach(), cp) || asker.octet(cp).has_value());
}

// Whether a stage may be the text a word was: through a codec of one region, every character
// the rounds gave back is one it carries.
bool carriedWhole(std::span<const Element> stage, CodecReach reach) {
    return reach == CodecReach::AnyScript ||
           std::all_of(stage.begin(), stage.end(),
                       [reach](const Element& e) { return e.round == 0 || carries(reach, e.cp); });
}

// One round over `in`: every well-formed sequence of octets becomes its character, in `out`.
// `anyCharacter`: a sequence may give back a character the codec's region does not carry.
void undoRound(std::span<const Element> in, std::span<const TokenChar> word, const Asker& codec,
               int round, bool allowSpaces, std::vector<Element>& out, bool anyCharacter = false) {
    out.clear();
    const std::uint8_t noBreak = codec.noBreak();
    const bool spaceCanContinue = allowSpaces && isContinuationOctet(noBreak);
    // Whether element e takes part in this round, and as which octet.
    struct Octet {
        std::uint8_t value = 0;
        bool wildcard = false;
        bool space = false;
        bool c1 = false;
    };
    const auto octetOf = [&](const Element& e) -> std::optional<Octet> {
        if (round > 1 && e.round != round - 1)
            return std::nullopt; // only what the round before produced was damaged again
        if (round > 1 && e.lost)
            return Octet{0x80, true, false, false};
        if (round == 1) {
            const TokenChar::Role role = word[e.first].role;
            if (role == TokenChar::Role::Wildcard)
                return Octet{0x80, true, false, false};
            if (role == TokenChar::Role::Space)
                return spaceCanContinue ? std::optional<Octet>(Octet{noBreak, false, true, false})
                                        : std::nullopt;
        }
        bool viaC1 = false;
        const auto o = codec.octet(e.cp, &viaC1);
        if (!o)
            return std::nullopt;
        return Octet{*o, false, false, viaC1};
    };
    std::size_t i = 0;
    while (i < in.size()) {
        const Element& lead = in[i];
        const auto first = octetOf(lead);
        // Only C2-F4 begin a well-formed sequence (RFC 3629 §4): C0, C1 and F5-FF never do,
        // even when the octets after them were lost.
        const bool leads = first && !first->wildcard && !first->space && first->value >= 0xC2 &&
                           first->value <= 0xF4;
        const int length = leads ? announcedLength(first->value) : 0;
        if (length < 2 || length > 4 || i + static_cast<std::size_t>(length) > in.size()) {
            out.push_back(lead);
            ++i;
            continue;
        }
        std::array<std::uint8_t, 6> octets{first->value};
        bool lost = false;
        bool secondLost = false; // the octet after the first one was lost
        bool spaceUsed = false;  // a space of this round stands for the no-break space's octet
        bool noBreakUsed = lead.noBreak;
        bool c1 = first->c1 || lead.c1;
        bool ok = true;
        // Octets k to `to` of the sequence, from in[i + k]; `continuing`: the first of them must
        // be one of 80-BF too (the rest always).
        const auto take = [&](std::size_t k, std::size_t to, bool continuing) {
            for (; k < to && ok; ++k) {
                const Element& e = in[i + k];
                const auto o = octetOf(e);
                if (!o) {
                    ok = false;
                } else if (o->wildcard) {
                    lost = true;
                    secondLost = secondLost || k == 1;
                } else if (continuing && !isContinuationOctet(o->value)) {
                    ok = false;
                } else {
                    octets[k] = o->value;
                    spaceUsed = spaceUsed || o->space;
                    noBreakUsed = noBreakUsed || o->space || e.noBreak;
                    c1 = c1 || o->c1 || e.c1;
                }
                continuing = true;
            }
        };
        take(1, static_cast<std::size_t>(length), true);
        CodePoint cp = kReplacementCharacter;
        auto taken = static_cast<std::size_t>(length);
        bool surrogates = false;
        if (ok && lost) {
            // A character lost must still be one the codec carries, by what is left of it.
            const std::uint64_t seconds = carriedStarts(codec.reach())[octets[0] - 0xC0];
            ok = secondLost ? seconds != 0 : ((seconds >> (octets[1] - 0x80)) & 1) != 0;
        }
        if (ok && !lost) {
            const Unit u = decodeUnit(
                std::span<const std::uint8_t>(octets.data(), static_cast<std::size_t>(length)),
                Profile::Rfc3629);
            ok = u.valid() && u.length == length &&
                 (anyCharacter ? traitsOf(u.codePoint).cls != CharClass::Control
                               : acceptableRepair(u.codePoint, codec)) &&
                 (!spaceUsed || length == 2 || noBreakCanEnd(u.codePoint, codec.codec()));
            cp = u.codePoint;
            // A character beyond U+FFFF written as its two surrogates, a 3-octet sequence each
            // (CESU-8, Java's modified UTF-8: ED A0 BD ED B8 80 for U+1F600), then read as the
            // codec: the two come back as the one character. (A space in it stood for A0, as
            // in any character: emoji begin ED A0 and windows-1252 reads A0 as a no-break space.)
            // Not through a page of one region: ED A0-AF begins nothing it carries, so the
            // engine's filter of codecs (plainwords.h) never asks one.
            if (!ok && length == 3 && octets[0] == 0xED && octets[1] >= 0xA0 && octets[1] <= 0xAF &&
                i + 6 <= in.size() && codec.reach() == CodecReach::AnyScript) [[unlikely]] {
                ok = true;
                take(3, 6, false);
                const auto pair = ok && !lost ? encodedSurrogatePair(octets) : std::nullopt;
                ok = pair.has_value();
                cp = pair.value_or(kReplacementCharacter);
                taken = 6;
                surrogates = true;
            }
        }
        if (!ok) {
            out.push_back(lead);
            ++i;
            continue;
        }
        Element made;
        made.cp = cp;
        made.first = lead.first;
        made.last = in[i + taken - 1].last;
        made.round = static_cast<std::uint8_t>(round);
        made.lost = lost;
        made.noBreak = noBreakUsed;
        made.c1 = c1;
        made.surrogates = surrogates;
        out.push_back(made);
        i += taken;
    }
}

float stageCost(std::span<const Element> stage, CodePoint before, CodePoint after, int* repairs,
                bool* noBreak, bool* lost, bool* c1, float* raw = nullptr,
                int* lostCount = nullptr) {
    thread_local std::vector<CodePoint> cps; // kept for reuse: words are weighed by the thousand
    cps.clear();
    float penalty = 0;
    for (const Element& e : stage) {
        cps.push_back(e.cp);
        if (e.round > 0) {
            ++*repairs;
            penalty += kRepairPenalty;
            if (e.noBreak) {
                penalty += kNoBreakPenalty;
                *noBreak = true;
            }
            *lost = *lost || e.lost;
            if (lostCount && e.lost)
                ++*lostCount;
            *c1 = *c1 || e.c1;
        }
    }
    const float cost = textCost(cps, before, after);
    if (raw)
        *raw = cost;
    return cost + penalty;
}

} // namespace

std::optional<std::uint8_t> damageOctet(Codec codec, CodePoint cp, bool* viaC1) noexcept {
    if (viaC1)
        *viaC1 = false;
    if (auto o = codec.encode(cp))
        return o;
    // ICU reads E6 in IBM437 as U+03BC GREEK SMALL LETTER MU; Windows and most decoders give
    // U+00B5 MICRO SIGN. Damage done by either comes back.
    if (codec.id() == CodecId::Ibm437 && cp == 0xB5)
        return std::uint8_t{0xE6};
    // Text where windows-1252 and ISO 8859-1 were mixed holds C1 controls for the windows-1252
    // characters of the same octet: U+0080 where "€" would be.
    if (codec.id() == CodecId::Windows1252 && cp >= 0x80 && cp <= 0x9F) {
        if (viaC1)
            *viaC1 = true;
        return static_cast<std::uint8_t>(cp);
    }
    return std::nullopt;
}

namespace {

// Whether some first octet (C2-F4) is followed by as many continuing octets as it announces, or
// stand-ins for lost ones: without one, no round changes anything. Allocates nothing, so that
// the many words that come to nothing cost little.
bool anySequence(std::span<const TokenChar> word, const Asker& codec, bool allowSpaces) {
    const std::uint8_t noBreak = codec.noBreak();
    const bool spaceCanContinue = allowSpaces && isContinuationOctet(noBreak);
    const auto continues = [&](const TokenChar& t) {
        if (t.role == TokenChar::Role::Wildcard)
            return true;
        if (t.role == TokenChar::Role::Space)
            return spaceCanContinue;
        const auto o = codec.octet(t.cp);
        return o && isContinuationOctet(*o);
    };
    for (std::size_t i = 0; i + 1 < word.size(); ++i) {
        if (word[i].role != TokenChar::Role::Plain)
            continue;
        const auto o = codec.octet(word[i].cp);
        if (!o || *o < 0xC2 || *o > 0xF4)
            continue;
        const auto length = static_cast<std::size_t>(announcedLength(*o));
        if (i + length > word.size())
            continue;
        bool all = true;
        for (std::size_t k = 1; k < length && all; ++k)
            all = continues(word[i + k]);
        if (all)
            return true;
    }
    return false;
}

// Whether an octet 80-9F was read as windows-1252's own character (not ISO 8859-1's C1).
bool codecSpecific(const Reencoding& r) {
    for (std::size_t s = 0; s + 1 < r.stages.size(); ++s) {
        const Codec codec = r.codecOfRound(static_cast<int>(s) + 1);
        if (codec.id() != CodecId::Windows1252)
            continue;
        for (const Element& e : r.stages[s]) {
            if (e.cp >= 0x100 && e.cp != kReplacementCharacter) {
                const auto o = codec.encode(e.cp);
                if (o && *o >= 0x80 && *o <= 0x9F)
                    return true;
            }
        }
    }
    return false;
}

// Whether undoing round `round` (a second or later) produced a CJK character (Han, kana, Hangul)
// glued to a letter of another script, with no CJK character beside it: "ferm頻" from "fermé »"
// read once more (E9 A0 BB), where CJK text holds its characters in runs. Such a round is most
// often a coincidence among characters damaged once, however few it leaves repaired.
bool gluesLoneCjkToALetter(std::span<const Element> stage, int round, CodePoint before,
                           CodePoint after) {
    const auto cjk = [](CodePoint cp) {
        const int script = traitsOf(cp).script;
        return script == USCRIPT_HAN || script == USCRIPT_HANGUL;
    };
    const auto otherLetter = [&](CodePoint cp) {
        return cp != 0 && !cjk(cp) && traitsOf(cp).cls == CharClass::Letter;
    };
    for (std::size_t i = 0; i < stage.size(); ++i) {
        if (stage[i].round != round || !cjk(stage[i].cp))
            continue;
        const CodePoint prev = i > 0 ? stage[i - 1].cp : before;
        const CodePoint next = i + 1 < stage.size() ? stage[i + 1].cp : after;
        if ((prev == 0 || !cjk(prev)) && (next == 0 || !cjk(next)) &&
            (otherLetter(prev) || otherLetter(next)))
            return true;
    }
    return false;
}

// Whether `next`, made by undoing round `round`, is a round of damage: something came back,
// and after the first round, whole. Text damaged twice went through the second round whole:
// every character the first undoing produced outside ASCII takes part in the second. Otherwise
// the second round is a coincidence among characters that were damaged once.
bool roundOfDamage(std::span<const Element> next, int round) {
    const bool changed = std::any_of(next.begin(), next.end(),
                                     [round](const Element& e) { return e.round == round; });
    if (!changed)
        return false;
    if (round > 1) {
        const auto whole = [&](const Element& e) { return e.round != round - 1 || e.cp < 0x80; };
        if (!std::all_of(next.begin(), next.end(), whole))
            return false;
    }
    return true;
}

// Weighs the stage `next` of round `round` into `candidate`, and returns what rounds are
// compared on: its cost, a round that glues a lone CJK character to a letter paying
// kLoneCjkRound more. It is taken over the round before only where that leaves implausible text
// ("iPhoneç\u0094¨", with a C1 control), not plausible ("fermé »").
float weigh(std::span<const Element> next, int round, CodePoint before, CodePoint after,
            Reencoding& candidate) {
    candidate.costAfter =
        stageCost(next, before, after, &candidate.repairs, &candidate.noBreak, &candidate.lost,
                  &candidate.c1, &candidate.rawCostAfter, &candidate.lostCount);
    return candidate.costAfter +
           (round > 1 && gluesLoneCjkToALetter(next, round, before, after) ? kLoneCjkRound : 0);
}

// What is known of a reading once its stages are set: its residue, and whether it read an
// octet as windows-1252's own character.
void finish(Reencoding& r) {
    r.residue = 0;
    r.explained = 0;
    r.surrogates = false;
    for (const Element& e : r.stages.back()) {
        r.residue += (e.round == 0 && e.cp >= 0x80) ? 1 : 0;
        r.explained += e.round > 0 ? static_cast<int>(e.last - e.first + 1) : 0;
        r.surrogates = r.surrogates || e.surrogates;
    }
    r.codecSpecific = codecSpecific(r);
}

} // namespace

std::optional<Reencoding> undoReencoding(std::span<const TokenChar> word, Codec codec,
                                         bool allowSpaces, CodePoint before, CodePoint after,
                                         float* asFound, CodecAnswers* answers) {
    const Asker asker(codec, answers);
    if (!anySequence(word, asker, allowSpaces))
        return std::nullopt;
    // The stages as they are made, kept for reuse (words are undone by the thousand): only the
    // reading returned allocates, once.
    thread_local std::array<std::vector<Element>, kMaxRounds + 1> stages;
    std::vector<Element>& stage = stages[0];
    stage.clear();
    for (std::uint32_t i = 0; i < word.size(); ++i) {
        Element e;
        e.cp = word[i].cp;
        e.first = e.last = i;
        stage.push_back(e);
    }
    Reencoding best;
    best.codec = codec;
    if (asFound != nullptr && !std::isnan(*asFound)) {
        best.costBefore = *asFound;
    } else {
        int repairs = 0;
        bool a = false, b = false, c = false;
        best.costBefore = stageCost(stage, before, after, &repairs, &a, &b, &c);
        if (asFound != nullptr)
            *asFound = best.costBefore;
    }
    bool found = false;
    float bestKey = 0;
    std::size_t bestRounds = 0;
    int made = 0; // the rounds the codec undid
    for (int round = 1; round <= kMaxRounds; ++round) {
        const auto r = static_cast<std::size_t>(round);
        std::vector<Element>& next = stages[r];
        undoRound(stages[r - 1], word, asker, round, allowSpaces, next);
        if (!roundOfDamage(next, round))
            break;
        made = round;
        if (!carriedWhole(next, asker.reach()))
            continue; // a stage on the way only
        Reencoding candidate;
        candidate.codec = codec;
        candidate.costBefore = best.costBefore;
        const float key = weigh(next, round, before, after, candidate);
        if (!found || key < bestKey) {
            best = std::move(candidate);
            bestKey = key;
            bestRounds = r;
            found = true;
        }
    }
    if (!found)
        return std::nullopt;
    // The codec would undo the text of its reading once more, whole, into text that reads
    // clearly better but that its region does not write (Korean read three times through
    // windows-1256: a third round gives back Hangul, the second leaves Arabic letters beside Latin
    // ones and signs). The reading stops halfway, and what it leaves is damage still, which another
    // codec would take further in part, so that fix would change its own output: the reading
    // is never taken (PieceExaminer), and no other reading of the word either, as it is the
    // best.
    if (made == static_cast<int>(bestRounds) && made < kMaxRounds &&
        asker.reach() != CodecReach::AnyScript) {
        const int round = made + 1;
        std::vector<Element>& next = stages[static_cast<std::size_t>(round)];
        undoRound(stages[bestRounds], word, asker, round, allowSpaces, next, true);
        Reencoding beyond;
        if (roundOfDamage(next, round)) {
            weigh(next, round, before, after, beyond);
            best.halfway = beyond.rawCostAfter + kRepairMargin <= best.rawCostAfter;
        }
    }
    best.moreRounds = made > static_cast<int>(bestRounds);
    best.stages = Stages(std::span(stages).first(bestRounds + 1));
    finish(best);
    return best;
}

std::optional<Reencoding> throughAnother(const Reencoding& reading, std::span<const TokenChar> word,
                                         CodePoint before, CodePoint after, std::uint64_t inners) {
    const int made = reading.rounds();
    if (reading.moreRounds || reading.innerFrom > 0 || made < 1 || made >= kMaxRounds)
        return std::nullopt;
    // The codecs that may undo a round whole (roundOfDamage), told first by the characters
    // alone: every character the last round made takes part in a sequence, so each is the
    // codec's first octet before a continuing one, or a continuing octet after one of the two.
    thread_local std::vector<CodePoint> producedCps; // those characters, but the lost ones
    producedCps.clear();
    CodecMask possible = inners & ~codecBit(reading.codec.id());
    // Per character the codecs in which it is a first octet and a continuing one (a lost one
    // continues in any); none for a character the round did not make.
    const std::span<const Element> last = reading.stages.back();
    const auto leadsIn = [&](std::size_t k) -> CodecMask {
        return k < last.size() && last[k].round == made && !last[k].lost ? leadCodecs(last[k].cp)
                                                                         : CodecMask{0};
    };
    const auto continuesIn = [&](std::size_t k) -> CodecMask {
        if (k >= last.size() || last[k].round != made)
            return 0;
        return last[k].lost ? static_cast<CodecMask>(~CodecMask{0})
                            : continuationCodecs(last[k].cp);
    };
    // Each such character begins a sequence that goes on, or goes on one.
    for (std::size_t k = 0; k < last.size(); ++k) {
        if (last[k].round != made)
            continue;
        const CodecMask previous =
            k > 0 ? static_cast<CodecMask>(leadsIn(k - 1) | continuesIn(k - 1)) : CodecMask{0};
        possible &=
            static_cast<CodecMask>((leadsIn(k) & continuesIn(k + 1)) | (continuesIn(k) & previous));
        if (possible == 0)
            return std::nullopt;
        if (!last[k].lost)
            producedCps.push_back(last[k].cp);
    }
    // Nor a codec that gives those characters the octets the reading's own codec gives them: its
    // round would be the one that codec did not undo.
    for (const Codec inner : Codec::all()) {
        const CodecMask bit = codecBit(inner.id());
        if ((possible & bit) == 0)
            continue;
        const bool alike = std::all_of(producedCps.begin(), producedCps.end(), [&](CodePoint cp) {
            bool c1 = false;
            bool innerC1 = false;
            return damageOctet(reading.codec, cp, &c1) == damageOctet(inner, cp, &innerC1) &&
                   c1 == innerC1;
        });
        if (alike)
            possible &= static_cast<CodecMask>(~bit);
    }
    if (possible == 0)
        return std::nullopt;
    // The rounds of each other codec, after the reading's last stage; the reading's own stages
    // are copied before them only for the chain kept.
    thread_local std::array<std::vector<Element>, kMaxRounds + 1> stages;
    const auto stageBefore = [&](int round) {
        return round == made + 1
                   ? reading.stages.back()
                   : std::span<const Element>(stages[static_cast<std::size_t>(round - 1)]);
    };
    const float readingKey =
        reading.costAfter +
        (made > 1 && gluesLoneCjkToALetter(reading.stages.back(), made, before, after)
             ? kLoneCjkRound
             : 0);
    // Each codec's best chain cheaper than the reading: its rounds and key.
    struct Option {
        Reencoding chain;
        int rounds = 0;
        float key = 0;
    };
    thread_local std::vector<Option> options;
    options.clear();
    float least = readingKey;
    for (const Codec inner : Codec::all()) {
        if (((possible >> static_cast<unsigned>(inner.id())) & 1u) == 0)
            continue;
        const Asker asker(inner, nullptr);
        std::optional<Option> mine;
        for (int round = made + 1; round <= kMaxRounds; ++round) {
            const auto r = static_cast<std::size_t>(round);
            undoRound(stageBefore(round), word, asker, round, false, stages[r]);
            if (!roundOfDamage(stages[r], round))
                break;
            if (!carriedWhole(stages[r], asker.reach()))
                continue; // a stage on the way only
            Option o;
            o.chain.codec = reading.codec;
            o.chain.inner = inner;
            o.chain.innerFrom = made + 1;
            o.chain.costBefore = reading.costBefore;
            o.rounds = round;
            o.key = weigh(stages[r], round, before, after, o.chain);
            if (o.key < readingKey && (!mine || o.key < mine->key))
                mine = std::move(o);
        }
        if (mine) {
            least = std::min(least, mine->key);
            options.push_back(std::move(*mine));
        }
    }
    // Codecs about as good as the best are tied, as the examiner ties them, and the most common
    // of them taken: "bist“" before "bist⤽", windows-1252 before ISO 8859-15.
    const auto chosen = std::find_if(options.begin(), options.end(),
                                     [&](const Option& o) { return o.key <= least + kChainTie; });
    if (chosen == options.end())
        return std::nullopt;
    std::optional<Reencoding> best = std::move(chosen->chain);
    const int bestRounds = chosen->rounds;
    // The stages of the chain kept: the reading's, and its own made again over those of the
    // codecs tried after it.
    const Asker asker(best->inner, nullptr);
    for (int round = made + 1; round <= bestRounds; ++round) {
        const auto r = static_cast<std::size_t>(round);
        undoRound(stageBefore(round), word, asker, round, false, stages[r]);
    }
    for (int s = 0; s <= made; ++s) {
        const auto from = reading.stages[static_cast<std::size_t>(s)];
        stages[static_cast<std::size_t>(s)].assign(from.begin(), from.end());
    }
    best->stages = Stages(std::span(stages).first(static_cast<std::size_t>(bestRounds) + 1));
    finish(*best);
    return best;
}

Reencoding readAs(const Reencoding& reading, Codec codec) {
    Reencoding r = reading;
    r.codec = codec;
    r.codecSpecific = codecSpecific(r);
    return r;
}

bool CodecAnswers::sameIn(Codec codec) const noexcept {
    if (codec.noBreakSpaceOctet() != m_noBreak || reachOf(codec) != m_reach)
        return false;
    for (const Answer& a : m_answers) {
        bool viaC1 = false;
        const auto o = damageOctet(codec, a.cp, &viaC1);
        if ((o ? *o : kNone) != a.octet || viaC1 != a.viaC1)
            return false;
    }
    return true;
}

} // namespace u8scope::detail
