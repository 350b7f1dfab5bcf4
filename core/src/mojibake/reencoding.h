// Undoing "UTF-8 read as a single-octet codec and encoded again" in one word, round after round:
// each character is turned back into the octet the codec gave it, and the octets are read as
// UTF-8 again. Only well-formed sequences are taken back (the rest of the word stays as it is),
// so a damaged word beside correct characters comes out right. Internal to the core; the engine
// (mojibakescanner.cpp) and the reference in the tests both stand on it.
#pragma once

#include "codecreach.h"
#include "u8scope/encoding/legacycodec.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace u8scope::detail {

/// A character of a word as found.
struct TokenChar {
    enum class Role : std::uint8_t {
        Plain,    ///< an ordinary character
        Wildcard, ///< "?" or U+FFFD: may stand for an octet that was lost
        Space,    ///< an ASCII space that may stand for a lost no-break space
    };
    CodePoint cp = 0;
    Role role = Role::Plain;
};

/// A character of one stage of the undoing.
struct Element {
    CodePoint cp = 0;
    std::uint32_t first = 0;     ///< the first TokenChar it stands for
    std::uint32_t last = 0;      ///< the last TokenChar it stands for
    std::uint8_t round = 0;      ///< 0: as found; r: produced by undoing round r
    bool lost : 1 = false;       ///< U+FFFD for a character whose octets were not all there
    bool noBreak : 1 = false;    ///< took a space as a lost no-break space (itself or further in)
    bool c1 : 1 = false;         ///< took a C1 control as the windows-1252 octet of its value
    bool surrogates : 1 = false; ///< made of a surrogate pair, a 3-octet sequence each (CESU-8)
};
static_assert(sizeof(Element) == 16, "stages are copied element by element, by the thousand");

/// The most rounds undone: beyond a few, text is noise rather than damaged text.
inline constexpr int kMaxRounds = 4;

/// The stages of one undoing, one after the other in one array that never changes once made:
/// a reading costs one allocation however many rounds it undid, and its copies (readAs) share
/// the array.
class Stages {
public:
    Stages() = default;
    /// A copy of `stages` (at most kMaxRounds + 1).
    explicit Stages(std::span<const std::vector<Element>> stages) : m_count(stages.size()) {
        std::size_t total = 0;
        for (const auto& s : stages)
            total += s.size();
        auto elements = std::make_shared_for_overwrite<Element[]>(total);
        std::size_t at = 0;
        for (std::size_t s = 0; s < stages.size(); ++s) {
            m_begin[s] = static_cast<std::uint32_t>(at);
            at = static_cast<std::size_t>(
                std::copy(stages[s].begin(), stages[s].end(), elements.get() + at) -
                elements.get());
        }
        m_begin[stages.size()] = static_cast<std::uint32_t>(at);
        m_elements = std::move(elements);
    }
    [[nodiscard]] std::size_t size() const noexcept { return m_count; }
    [[nodiscard]] std::span<const Element> operator[](std::size_t s) const noexcept {
        return {m_elements.get() + m_begin[s], m_begin[s + 1] - m_begin[s]};
    }
    [[nodiscard]] std::span<const Element> back() const noexcept { return (*this)[m_count - 1]; }

private:
    std::shared_ptr<const Element[]> m_elements;
    std::array<std::uint32_t, kMaxRounds + 2> m_begin{}; // stage s: [m_begin[s], m_begin[s + 1])
    std::size_t m_count = 0;
};

/// What a chain through two codecs pays more when codecs are compared (Reencoding::rank): one
/// coincidence more than a chain through one, which is taken where it explains the word about
/// as well ("Rīga" three times through ISO 8859-2, not "RÄ̤ga" through windows-1252 then
/// ISO 8859-2, which repairs more of it).
inline constexpr float kChainRank = 1.0f;
/// Chains through a second codec that cost within this of the least are tied (throughAnother):
/// the most common codec of them is taken, as the examiner ties codecs.
inline constexpr float kChainTie = 0.5f;

struct Reencoding {
    /// The codec of the first rounds undone: the last misreading, whose damage the word shows.
    Codec codec;
    /// In a chain through two codecs (throughAnother: "£" read as windows-1252, then as
    /// windows-1251, "Г‚ВЈ"), the codec of the rounds undone from round `innerFrom` on; 0: every
    /// round was `codec`'s.
    Codec inner;
    int innerFrom = 0;
    /// stages[0] is the word as found; stages[r] has round r undone. The last stage is the repair.
    Stages stages;
    float costBefore = 0;
    float costAfter = 0;    ///< the repair's cost, with the per-repair penalties
    float rawCostAfter = 0; ///< the repair's cost as text, without them
    int repairs = 0;        ///< elements of the last stage that were repaired
    int explained = 0;      ///< characters of the word as found that the repair took back
    int lostCount = 0;      ///< of which characters lost (U+FFFD)
    int residue = 0;        ///< characters outside ASCII of the word as found left as they were
    /// What codecs are compared on: the repaired text's cost, what the reading leaves
    /// unexplained (a reading that explains all the damage beats one that stops halfway), and
    /// for a chain through two codecs, kChainRank.
    [[nodiscard]] float rank() const noexcept {
        return rawCostAfter + 2.5f * static_cast<float>(residue) +
               (innerFrom > 0 ? kChainRank : 0.0f);
    }
    bool noBreak = false;
    bool lost = false;
    bool c1 = false;            ///< some C1 control stood for its windows-1252 octet
    bool codecSpecific = false; ///< some octet 80-9F read as windows-1252's own character
    bool surrogates = false;    ///< some character came back from a surrogate pair (CESU-8)
    /// The codec undoes rounds past the last stage too, which cost more.
    bool moreRounds = false;
    /// The codec would undo one round more, whole, into text its region does not write but
    /// that reads clearly better: the reading stops halfway, and is never taken.
    bool halfway = false;
    /// In a chain, the rounds of `inner` prove themselves as a reading of the text the first
    /// codec left would (the piece examiner's judgement, which it notes here).
    bool innerProven = false;
    [[nodiscard]] int rounds() const noexcept { return static_cast<int>(stages.size()) - 1; }
    /// The codec undoing round `round` (1: the first undone) went through.
    [[nodiscard]] Codec codecOfRound(int round) const noexcept {
        return innerFrom > 0 && round >= innerFrom ? inner : codec;
    }
};

/// Added to a repair's cost for each repaired character: a repair must buy more than this.
inline constexpr float kRepairPenalty = 0.3f;
/// Added for each space taken as a lost no-break space.
inline constexpr float kNoBreakPenalty = 0.5f;
/// What a second or later round that glues a lone CJK character to a letter ("ferm頻" for
/// "fermé »") pays more when rounds are compared: more than the repairs it saves.
inline constexpr float kLoneCjkRound = 1.0f;
/// How much less a repaired word must cost than the word as found.
inline constexpr float kRepairMargin = 1.5f;

/// What one undoReencoding asked of its codec: the octet of each character it looked at
/// (damageOctet), the no-break space, and the text the codec carries (codecreach.h). Any codec that
/// answers every question alike reads the word the same way, so its reading is the same but for the
/// codec (readAs): most words damaged through windows-1252 read alike through ISO 8859-1, 8859-15
/// and windows-1254.
class CodecAnswers {
public:
    void clear(std::uint8_t noBreak, CodecReach reach) noexcept {
        m_noBreak = noBreak;
        m_reach = reach;
        m_answers.clear();
        m_recent.fill(0);
    }
    /// Every codec gives ASCII as itself, so only the other characters are noted. A character
    /// asked again soon after is noted once (`m_recent`, one place per slot of its value): the
    /// note costs the same in a word of any length, and a character noted twice is checked
    /// twice, with the same answer.
    void note(CodePoint cp, std::optional<std::uint8_t> octet, bool viaC1) {
        if (cp < 0x80)
            return;
        CodePoint& recent = m_recent[(cp ^ (cp >> 6)) % m_recent.size()];
        if (recent == cp)
            return;
        recent = cp;
        m_answers.push_back({cp, static_cast<std::uint16_t>(octet ? *octet : kNone), viaC1});
    }
    /// Whether `codec` gives every answer noted here.
    [[nodiscard]] bool sameIn(Codec codec) const noexcept;

private:
    static constexpr std::uint16_t kNone = 0x100;
    struct Answer {
        CodePoint cp = 0;
        std::uint16_t octet = kNone;
        bool viaC1 = false;
    };
    std::uint8_t m_noBreak = 0;
    CodecReach m_reach = CodecReach::AnyScript;
    std::vector<Answer> m_answers;
    std::array<CodePoint, 64> m_recent{}; // 0: none (ASCII is never noted)
};

/// The best undoing of `word` through `codec` (rounds chosen by cost), or nothing when no
/// sequence comes back. windows-1252 also takes each C1 control as the octet of its value (the
/// windows-1252 / ISO 8859-1 mix). `before` and `after` are the characters around the word.
/// `asFound`, when given, carries the word's cost as found (Reencoding::costBefore, the same
/// through every codec) from one call to the next for the same word and neighbours: NaN until a
/// call computes it. `answers`, when given, gets what the codec was asked (CodecAnswers).
[[nodiscard]] std::optional<Reencoding> undoReencoding(std::span<const TokenChar> word, Codec codec,
                                                       bool allowSpaces, CodePoint before,
                                                       CodePoint after, float* asFound = nullptr,
                                                       CodecAnswers* answers = nullptr);

/// `reading`, made through a codec whose answers `codec` gives alike (CodecAnswers::sameIn), as
/// undoReencoding would make it through `codec`.
[[nodiscard]] Reencoding readAs(const Reencoding& reading, Codec codec);

/// `reading` (an undoReencoding of `word`, `before` and `after` around it) carried on where its
/// codec undoes no further round, through one other codec: text read as one code page and the
/// result as another ("Г‚ВЈ" is "Â£" through windows-1251, and that is "£" through
/// windows-1252). Each round whole, as in one codec, and taken only where it costs less than
/// `reading`; of the codecs that do, the first in the order of Codec::all() among those within
/// kChainTie of the least cost. Only the codecs of `inners` (a bit per CodecId) are tried, and
/// one of a region only where every character its rounds give back is one it carries
/// (codecreach.h), as in one codec. Nothing when no codec does.
[[nodiscard]] std::optional<Reencoding> throughAnother(const Reencoding& reading,
                                                       std::span<const TokenChar> word,
                                                       CodePoint before, CodePoint after,
                                                       std::uint64_t inners = ~std::uint64_t{0});

/// The octet `cp` stands for in `codec` as the damage reads it (with the C1 extension of
/// windows-1252), and whether that needed the extension.
[[nodiscard]] std::optional<std::uint8_t> damageOctet(Codec codec, CodePoint cp,
                                                      bool* viaC1 = nullptr) noexcept;

} // namespace u8scope::detail
