// The state of the piece examiner (pieceexaminer.h): the declaration of PieceExaminer::Impl, its
// members grouped by the part of the examination they serve, each part defined in a file named
// for it:
// - pieceexaminer.cpp: construction, the walk over a piece (decodePiece, quiet, examine), the
//   surrogate pairs and the modified NUL, finishPiece;
// - pendingfindings.cpp: the findings of a piece being assembled, set aside and taken back;
// - eastasianfinds.cpp: East Asian text read as a Western page, and UTF-8 read as East Asian;
// - legacyoctets.cpp: malformed octets read as letters of a single-octet codec, and C1 controls;
// - reencodingdecision.cpp: the readings of a word through each codec and through chains of two,
//   which may be taken, the choice among them, and the findings a repair makes;
// - readingproof.cpp: how a reading proves its damage, and the line's corroboration;
// - secondpass.cpp: the second pass over a line that showed damage (words joined by a lost
//   no-break space, octets lost).
// Small functions the parts call in their loops stay here, inline. Internal to the examiner.
#pragma once

#include "inertwords.h"
#include "pieceexaminer.h"
#include "plainwords.h"
#include "plausibility.h"
#include "reencoding.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/mojibake/mojibake.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <cmath>
#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <unicode/uscript.h>
#include <vector>

namespace u8scope::detail {

struct PieceExaminer::Impl {
    // Codecs whose readings differ by less than this are tied; the evidence decides.
    static constexpr float kTie = 0.5f;
    // How much worse than the text as found a repair may be when the rest of the line shows the
    // same damage: its cost as text may be this much higher (its lost characters aside).
    static constexpr float kEvidenceSlack = 0.5f;
    // ASCII letters and digits shown around a finding, on each side.
    static constexpr std::size_t kContextLimit = 24;
    // One octet 80-FF this many times in a row, in a word, is a fill, not letters of a codec:
    // words of legacy text repeat a letter twice, seldom three times ("Ä" in a shout aside).
    static constexpr std::uint32_t kFillInWord = 4;

    static bool isAsciiWordCharacter(CodePoint cp) {
        return (cp >= '0' && cp <= '9') || (cp >= 'A' && cp <= 'Z') || (cp >= 'a' && cp <= 'z');
    }

    static std::string utf8Of(CodePoint cp) { return std::string(encode(cp).text()); }

    // A decoded unit of the piece being examined.
    struct Char {
        CodePoint cp = 0;
        std::uint32_t offset = 0; // within the piece
        std::uint8_t length = 0;
        bool valid = true;
        bool consumed = false; // part of a finding already
    };

    // A finding being assembled, with what the line evidence needs.
    struct Pending {
        MojibakeFinding finding;
        std::size_t firstChar = 0; // the chars of the piece it covers, [firstChar, lastChar]
        std::size_t lastChar = 0;
        bool aside = false; // set aside while joined words are tried (dropPendingIn)
    };

    const MojibakeOptions& options;
    MojibakeStats& stats;
    bool exhaustive;

    // Words of the current piece each codec reads well (the line's evidence).
    std::array<std::uint32_t, kCodecCount> lineTally{};
    // Words of legacy octets in the current piece read with each codec.
    std::array<std::uint32_t, kCodecCount> lineLegacy{};
    // The current piece is read as a line among binary data (MojibakeOptions::binaryData).
    bool amongBinary = false;

    // Scratch, reused from piece to piece.
    std::vector<Char> chars;
    std::vector<Pending> pending;

    Impl(const MojibakeOptions& o, MojibakeStats& s, bool e)
        : options(o), stats(s), exhaustive(e) {}

    [[nodiscard]] std::uint64_t votesFor(Codec c) const {
        const auto i = static_cast<std::size_t>(c.id());
        return options.codecVotes[i] + stats.votes[i];
    }

    // ---- The walk over a piece, and what it finishes with (pieceexaminer.cpp) ----

    void decodePiece(const std::uint8_t* p, std::size_t n);

    bool quiet(const std::uint8_t* p, std::size_t n, bool wellFormed);
    struct QuietWord {
        std::size_t first = 0; // its chars, [first, end)
        std::size_t end = 0;
        std::size_t from = 0; // its octets in the piece, [from, to)
        std::size_t to = 0;
        bool known = false; // an inert word (inertwords.h): its contenders in quietContenders
        std::size_t contendersFrom = 0;
        std::size_t contendersTo = 0;
    };
    std::vector<QuietWord> quietWords;
    std::vector<std::size_t> quietPlaces; // the places of a word (collectSuspects)
    PlainWords plainWords;
    std::vector<std::vector<Reencoding>> quietReadings;
    // Words quiet read before and took no reading of (inertwords.h), and the contenders of the
    // piece's words, known or read (quietContenders, [from, to) a word in quietChoices).
    InertWords inertWords;
    bool remembers = true; // whether quiet looks words up in plainWords and inertWords
    std::vector<Contender> quietContenders;
    struct QuietChoice {
        std::size_t reading = 0; // its readings in quietReadings, or kNoReading: a known word
        std::size_t from = 0;
        std::size_t to = 0;
    };
    std::vector<QuietChoice> quietChoices;

    void examine(const std::uint8_t* p, std::size_t n, std::uint64_t base, bool wellFormed,
                 MojibakeSink* sink);

    void findEncodedSurrogatesAndNul(const std::uint8_t* p, std::size_t n);

    std::vector<MojibakeFinding*> foundInOrder;
    void finishPiece(std::uint64_t base, MojibakeSink* sink);

    // ---- Pending findings (pendingfindings.cpp) ----

    void addPending(MojibakeFinding f, const std::uint8_t* p, std::size_t first, std::size_t last);

    [[nodiscard]] bool anyConsumed(std::size_t first, std::size_t end) const {
        for (std::size_t i = first; i < end; ++i) {
            if (chars[i].consumed)
                return true;
        }
        return false;
    }

    // Findings of pass one inside [first, end) are set aside while the joined words are tried:
    // flagged where they stand, so that setting aside and restoring cost nothing however many
    // findings the line holds. Their places in `pending`.
    std::vector<std::size_t> setAside;
    // The places of `pending` by first character, each added after those with the same one:
    // the findings of a few words are found without going through those of the whole line, and
    // a line with thousands of findings is not shifted along for each one.
    std::multimap<std::size_t, std::size_t> byFirstChar;
    void dropPendingIn(std::size_t first, std::size_t end);
    void restorePending();
    void insertPending(Pending pd) {
        byFirstChar.emplace(pd.firstChar, pending.size());
        pending.push_back(std::move(pd));
    }
    void clearPending() {
        pending.clear();
        setAside.clear();
        byFirstChar.clear();
    }

    // ---- East Asian finds (eastasianfinds.cpp) ----

    // The piece's characters as both finds read them: each well-formed one that no finding has
    // taken yet, kNoCharacter for the others (kept in lineCharacters, refilled at each call).
    std::vector<CodePoint> lineCharacters;
    const std::vector<CodePoint>& untakenCharacters();
    // Text stored in a double-octet East Asian encoding read as a Western page (legacycjk.h).
    void findEastAsianAsWestern(const std::uint8_t* p);
    // UTF-8 read as a double-octet East Asian encoding (readaseastasian.h).
    void findReadAsEastAsian(const std::uint8_t* p);

    // ---- Legacy octets and C1 controls (legacyoctets.cpp) ----

    struct LegacyReading {
        Codec codec;
        float cost = 0;
        std::size_t row = 0; // its characters in legacyRead
    };
    // What examineLegacy weighs of a word: the word as found, and each codec's reading (or that
    // it is bad). It depends on the word's octets alone (its characters, which of them are
    // malformed, what each codec reads those as), so a word that comes back is not weighed
    // again; a memo, never consulted in the reference's way.
    struct LegacyWeights {
        float before = 0;
        std::array<float, kCodecCount> cost{};
        CodecMask bad = 0; // bit c: codec c's reading is bad
    };
    WordMemo<LegacyWeights> legacyWeights;
    // The same for the word read whole: its characters outside ASCII that are well-formed UTF-8
    // read as legacy octets too ("\xD2\xBB", "Т»" in windows-1251, is also U+04BB).
    WordMemo<LegacyWeights> legacyWholeWeights;
    // Whether examineLegacy reads the word whole, as above.
    bool legacyWhole = false;

    // Whether the character's octets are read in a codec: a malformed unit, or in a word read
    // whole, a well-formed character outside ASCII. Not one a finding already took.
    [[nodiscard]] bool legacyChar(const Char& c) const noexcept {
        return !c.consumed && (!c.valid || (legacyWhole && c.cp >= 0x80));
    }

    // Buffers of examineLegacy, kept for reuse.
    std::vector<CodePoint> legacyText;
    std::vector<std::uint8_t> legacyOctets;
    std::vector<CodePoint> legacyRead; // codec by codec, what it reads legacyOctets as
    std::vector<LegacyReading> legacyReadings;
    // legacyOctets and legacyRead of a word as it is, while it is weighed read whole.
    std::vector<std::uint8_t> legacyOctetsAsFound;
    std::vector<CodePoint> legacyReadAsFound;

    // Whether codecs a and b read octets [from, to) of legacyOctets as the same characters (their
    // rows of legacyRead). A loop, not std::equal: that calls memcmp, slow for the one or two
    // characters of a run.
    [[nodiscard]] bool readAlike(std::size_t a, std::size_t b, std::size_t from,
                                 std::size_t to) const noexcept {
        const std::size_t m = legacyOctets.size();
        for (std::size_t k = from; k < to; ++k) {
            if (legacyRead[a * m + k] != legacyRead[b * m + k])
                return false;
        }
        return true;
    }

    LegacyWeights weigh(std::size_t first, std::size_t end, std::size_t m);

    // Words of legacy octets in the current piece left unread: no codec reads them as text.
    std::size_t legacyUnread = 0;

    // Whether the word [first, end) is one octet beyond ASCII, three times or more, and nothing
    // else.
    [[nodiscard]] bool oneOctetRepeated(const std::uint8_t* p, std::size_t first,
                                        std::size_t end) const {
        const std::uint32_t from = chars[first].offset;
        const std::uint32_t to = chars[end - 1].offset + chars[end - 1].length;
        if (to - from < 3 || p[from] < 0x80)
            return false;
        return std::all_of(p + from + 1, p + to, [&](std::uint8_t o) { return o == p[from]; });
    }

    // Whether the word holds a run of kFillInWord or more of one octet 80-FF: a fill or padding
    // that meets a word with no space between ("FF FF FF FF Config", erased flash before the
    // text written after it), not letters of a codec.
    [[nodiscard]] bool holdsAFill(const std::uint8_t* p, std::size_t first, std::size_t end) const {
        const std::uint32_t from = chars[first].offset;
        const std::uint32_t to = chars[end - 1].offset + chars[end - 1].length;
        std::uint32_t run = 0;
        for (std::uint32_t o = from; o < to; ++o) {
            run = p[o] >= 0x80 && o > from && p[o] == p[o - 1] ? run + 1 : 1;
            if (run >= kFillInWord)
                return true;
        }
        return false;
    }

    void examineLegacy(const std::uint8_t* p, std::size_t first, std::size_t end);

    // A reading of legacy octets decided but not yet taken: its findings, one per run, and what
    // its evidence needs.
    struct DeferredLegacy {
        std::vector<Pending> runs;
        Codec codec;
        float margin = 0;
        std::uint64_t others = 0;
        std::uint32_t letters = 0; // letters the reading makes
        std::uint8_t script = 0;   // the script of the last of them
        bool oneScript = true;     // all of them of one script
        bool plainWord = false;    // it reads as plain text (costs less than kLeastGain)
        bool anchored = false;     // a letter of it joins one of its script kept in the word
        bool wordOfThree = false;  // the word reads as plain text of three letters or more
    };
    std::vector<DeferredLegacy> deferredLegacy;

    [[nodiscard]] std::size_t keptLetters(std::size_t first, std::size_t end) const;

    // Whether the piece holds a well-formed character beyond ASCII outside the word [first,
    // end): it is UTF-8 text. A C1 control is not (U+0080-U+009F: no text uses one; in UTF-8
    // it is itself the trace of a legacy code page read as ISO 8859-1).
    [[nodiscard]] bool utf8Elsewhere(std::size_t first, std::size_t end) const {
        for (std::size_t i = 0; i < chars.size(); ++i) {
            if ((i < first || i >= end) && chars[i].valid && chars[i].cp >= 0xA0)
                return true;
        }
        return false;
    }

    // Whether the character before `i` in the word starting at `first` (or after `last`, in one
    // ending before `end`) is a letter of `script` the word holds as it is.
    [[nodiscard]] bool letterBefore(std::size_t first, std::size_t i, int script) const {
        return i > first && keptLetter(chars[i - 1], script);
    }
    [[nodiscard]] bool letterAfter(std::size_t last, std::size_t end, int script) const {
        return last + 1 < end && keptLetter(chars[last + 1], script);
    }
    [[nodiscard]] bool keptLetter(const Char& c, int script) const {
        if (!c.valid || c.consumed || legacyChar(c))
            return false;
        const detail::CharTraits t = detail::traitsOf(c.cp);
        return t.cls == detail::CharClass::Letter && t.script == script;
    }

    void emitLegacy(const std::uint8_t* p, DeferredLegacy& d,
                    std::vector<MojibakeEvidence> evidence = {});
    // Readings of legacy octets taken in the current piece on the word's own letters, per codec.
    std::array<std::uint32_t, kCodecCount> lineLegacyProven{};

    void corroborateLegacy(const std::uint8_t* p);

    void corroborateLegacyFromLine(const std::uint8_t* p);
    std::vector<DeferredLegacy> unprovenLegacy;

    [[nodiscard]] std::uint64_t legacyVotesFor(Codec c) const {
        const auto i = static_cast<std::size_t>(c.id());
        return options.legacyVotes[i] + stats.legacyVotes[i];
    }

    void findC1Controls(const std::uint8_t* p);

    [[nodiscard]] bool besideUnreadDamage(std::size_t i, std::size_t last) const;

    [[nodiscard]] bool continuesUnreadSequence(std::size_t i, std::size_t last, Codec codec) const;

    // ---- The re-encoding decision (reencodingdecision.cpp) ----

    // The code points of the word [first, end), in a buffer kept for reuse.
    std::vector<CodePoint> wordBuffer;
    std::span<const CodePoint> codePoints(std::size_t first, std::size_t end) {
        wordBuffer.clear();
        for (std::size_t i = first; i < end; ++i)
            wordBuffer.push_back(chars[i].cp);
        return wordBuffer;
    }

    // Whether the word [first, end) could hold re-encoded text through some codec: which codecs
    // (plainwords.h).
    [[nodiscard]] CodecMask candidateCodecs(std::size_t first, std::size_t end) {
        if (exhaustive)
            return kAllCodecs; // the reference's way: no shortcut
        return detail::candidateCodecs(codePoints(first, end));
    }

    // The characters [first, end) as undoReencoding takes them, in a buffer kept for reuse.
    std::vector<TokenChar> tokenBuffer;
    std::span<const TokenChar> tokenOf(std::size_t first, std::size_t end);

    enum class Mode {
        Plain,    ///< pass one: the repair must be clearly better
        Evidence, ///< pass two, the line shows this damage: it must not be worse
        Joined,   ///< pass two, words joined by a lost no-break space
    };

    std::vector<Reencoding> evaluate(std::size_t first, std::size_t end, bool allowSpaces,
                                     CodecMask mask, bool shown = false);

    static bool showsARegion(const Reencoding& r, CodecMask pages);

    // The codecs evaluate() has tried for the word at hand: what each was asked, and the index
    // of its reading in the candidates, if it had one. Kept for reuse.
    static constexpr std::size_t kNoReading = SIZE_MAX;
    struct Tried {
        detail::CodecAnswers answers;
        std::size_t reading = kNoReading;
    };
    std::vector<Tried> triedBuffer;

    bool surelyAcceptable(const std::vector<Reencoding>& readings) const;

    // ---- Chains through two codecs ----

    // The chains through two codecs that proved themselves in the current piece, with how many.
    struct ChainShown {
        Codec codec;
        Codec inner;
        std::uint32_t count = 0;
    };
    std::vector<ChainShown> lineChains;

    // How many chains like `r` (the same two codecs) proved themselves in the current piece.
    [[nodiscard]] std::uint32_t chainsShown(const Reencoding& r) const {
        for (const ChainShown& c : lineChains) {
            if (c.codec == r.codec && c.inner == r.inner)
                return c.count;
        }
        return 0;
    }
    void noteChain(const Reencoding& r);

    // Whether reading `r` may be chosen: any reading but a chain whose second codec's rounds do
    // not prove themselves, which may where the line shows the same chain proving itself.
    [[nodiscard]] bool eligible(const Reencoding& r) const {
        return r.innerFrom == 0 || r.innerProven || chainsShown(r) > 0;
    }

    void reconsiderChains(const std::uint8_t* p,
                          const std::vector<std::pair<std::size_t, std::size_t>>& words,
                          std::vector<std::vector<Reencoding>>& readings,
                          const std::vector<bool>& repaired);

    // Whether `r` takes the word's first characters back to the UTF-8 signature, U+FEFF (a byte
    // order mark read as a single-octet codec, "ï»¿"): no text starts a word so by chance, while
    // the mark itself, invisible, reads no better than what it became. Taken only where a mark
    // stands, at the start of a line (decide); a text may well show one elsewhere, as an example.
    static bool restoresSignature(const Reencoding& r) {
        const auto repaired = r.stages.back();
        return !repaired.empty() && repaired.front().cp == 0xFEFF && repaired.front().round > 0 &&
               repaired.front().first == 0;
    }

    static bool acceptable(const Reencoding& r, Mode mode);

    bool decide(const std::uint8_t* p, std::size_t first, const std::vector<Reencoding>& candidates,
                Mode mode, std::array<bool, kCodecCount>* lineCodecs, std::size_t word = 0);

    bool readsAsDamageAgain(const Reencoding& r);
    std::vector<CodePoint> againText;
    std::vector<TokenChar> againTokens;

    // The confidence of a finding (MojibakeFinding::confidence): whether it proves itself, how
    // much better the repair reads, whether another codec would repair it otherwise.
    static double confidenceOf(bool itself, float margin, bool ambiguous) {
        const double clarity = 1.0 - std::exp(-static_cast<double>(margin) / 1.5);
        double c = itself ? 0.75 + 0.24 * clarity : 0.5 + 0.25 * clarity;
        if (ambiguous)
            c *= 2.0 / 3.0;
        return std::clamp(c, 0.05, 0.99);
    }

    void tally(const std::vector<Reencoding>& candidates);

    // Whether two readings repair the word into the same characters.
    static bool sameFinalText(const Reencoding& a, const Reencoding& b) {
        return std::equal(a.stages.back().begin(), a.stages.back().end(), b.stages.back().begin(),
                          b.stages.back().end(),
                          [](const Element& x, const Element& y) { return x.cp == y.cp; });
    }

    const Reencoding* choose(const std::vector<Reencoding>& candidates) const;

    // What choose() weighs of a reading (inertwords.h).
    static Contender contenderOf(const Reencoding& r) {
        return {r.codec, r.explained,
                r.codec.id() == CodecId::Iso8859_1 ||
                    (r.codec.id() == CodecId::Windows1252 && !r.c1)};
    }
    // Whether choose() prefers a reading to another it is tied with by cost: a tie the input's
    // evidence breaks is recorded (MojibakeTies).
    bool prefers(const Contender& r, const Contender& than) const;
    // In a piece where no chain proved itself (lineChains is empty: quiet), the readings
    // choose() weighs against each other, in order: the eligible ones near the best.
    void contendersOf(const std::vector<Reencoding>& candidates, std::vector<Contender>& out) const;
    // choose() over a word's contenders, for the ties it records: what quiet does with a word
    // it knows (InertWords).
    void chooseAgain(std::span<const Contender> contenders) const;

    void emitReencoding(const std::uint8_t* p, std::size_t firstChar, const Reencoding& r,
                        double confidence, const std::vector<Codec>& alternatives, bool vote,
                        bool proven, std::vector<MojibakeEvidence> evidence);

    [[nodiscard]] bool spacesMerged(std::size_t firstChar, std::span<const Element> last,
                                    std::size_t j) const;

    // ---- How a reading proves its damage (readingproof.cpp) ----

    // How a reading, or a run of repaired characters of it, stands as evidence of its damage.
    enum class Proof : std::uint8_t {
        Itself,       ///< it proves itself: taken on its own
        Corroborable, ///< made of signs, or a letter of another script than the letter it came
                      ///< from: taken where the line or the input shows its codec, or another
                      ///< such reading of the line does
        Doubtful,     ///< it makes what correct text holds more often than damage does (a rare
                      ///< letter, an unusual sign, a capital and a no-break space before a
                      ///< capital): taken only where damage that proves itself shows its codec
    };
    struct ReadingProof {
        Proof proof = Proof::Itself;
        /// It makes a single letter (or digit, or mark of punctuation) of a script out of signs
        /// ("×”", a Hebrew letter): letters of that script must stand in the line.
        bool needsScript = false;
        /// Its runs, each one sign or punctuation made of signs ("√∑" for "÷"); `runs` of them,
        /// `runsFromThree` made of three characters or more.
        bool signs = true;
        std::uint32_t runs = 0;
        std::uint32_t runsFromThree = 0;
    };

    // A reading that did not prove itself in pass one, waiting for the line's or the input's
    // evidence.
    struct Deferred {
        std::size_t word = 0;  // its index among the piece's words
        std::size_t first = 0; // its first character
        Reencoding reading;
        std::vector<Codec> alternatives;
        std::uint64_t others = 0;
        ReadingProof proof;
    };
    std::vector<Deferred> deferred;

    // The runs of repaired characters of the last stage of `r`: [i, j] each.
    template <typename F>
    static void forEachRun(const Reencoding& r, F&& f) {
        forEachRun(r.stages.back(), std::forward<F>(f));
    }
    // The same of a stage.
    template <typename F>
    static void forEachRun(std::span<const Element> last, F&& f) {
        for (std::size_t i = 0; i < last.size();) {
            if (last[i].round == 0) {
                ++i;
                continue;
            }
            std::size_t j = i;
            while (j + 1 < last.size() && last[j + 1].round != 0)
                ++j;
            f(last, i, j);
            i = j + 1;
        }
    }

    // A letter of a script: not ℝ or ª, letters of no script, which count as signs.
    static bool ofAScript(const detail::CharTraits& t) {
        return t.cls == detail::CharClass::Letter && scripted(t);
    }
    // A character of one script: its letters, and its own digits and punctuation ("٣", "־").
    static bool scripted(const detail::CharTraits& t) { return t.script > USCRIPT_INHERITED; }

    static bool cjk(const detail::CharTraits& t) {
        return t.script == USCRIPT_HAN; // folded: kana and Hangul too
    }

    static ReadingProof runProof(std::span<const Element> last, std::size_t i, std::size_t j,
                                 std::span<const Element> found, int base = 0);

    // The characters of the stage `found` that the repaired character `e` was made from.
    // (A stage's elements cover the word in order: found by halving, for a word of any length.)
    static std::span<const Element> madeFrom(std::span<const Element> found, const Element& e) {
        const auto a = std::partition_point(found.begin(), found.end(),
                                            [&](const Element& f) { return f.first < e.first; });
        const auto b = std::partition_point(a, found.end(),
                                            [&](const Element& f) { return f.last <= e.last; });
        return found.subspan(static_cast<std::size_t>(a - found.begin()),
                             std::max<std::size_t>(static_cast<std::size_t>(b - a), 1));
    }

    // Whether `cp` is what a repair may make without the line's evidence: no rare letter (a
    // modifier letter, "Ǹ"), no unusual sign but the signs of Latin-1 (´ ¨ ¯ ¸), no mark, no
    // format character but a joiner, no U+FFFD.
    static bool ordinaryRepair(CodePoint cp) {
        const detail::CharTraits t = detail::traitsOf(cp);
        using C = detail::CharClass;
        // (Of format characters, the joiners: "👩‍💻" holds one.)
        return !detail::rareLetter(cp) && (t.cost < 0.5f || (cp >= 0xA0 && cp <= 0xBF)) &&
               t.cls != C::Mark && (t.cls != C::Format || cp == 0x200C || cp == 0x200D) &&
               t.cls != C::Replacement && t.cls != C::Control && t.cls != C::C1 && t.cls != C::Bad;
    }

    // How reading `r` proves its damage: itself where one of its runs does (that run shows the
    // codec for the word); else the least of its runs. In a chain through two codecs
    // (throughAnother), as the rounds of the second prove themselves, a reading of the text the
    // first left: its text is no text to judge (C1 controls stand in it for ISO 8859-1), and
    // every character of it taken through the second whole is a coincidence as strong as rounds.
    static ReadingProof proofOf(const Reencoding& r) {
        const int base = r.innerFrom > 0 ? r.innerFrom - 1 : 0;
        return proofOf(r.stages.back(), r.stages[static_cast<std::size_t>(base)], base);
    }
    static ReadingProof proofOf(std::span<const Element> last, std::span<const Element> found,
                                int base);

    // The scripts of the letters of the line as it stands after pass one: its characters as
    // found outside the findings, and the repairs of the findings. One bit per folded script.
    std::bitset<256> lineScripts;
    void noteLineScripts();

    bool scriptsAround(const Reencoding& r) const;

    // Words of the line that proved a codec of `r` (its own or an alternative).
    [[nodiscard]] std::uint64_t lineWordsOf(const Reencoding& r,
                                            const std::vector<Codec>& alternatives) const {
        if (r.innerFrom > 0)
            return chainsShown(r); // a chain: the chains like it
        std::uint64_t n = lineProven[static_cast<std::size_t>(r.codec.id())];
        for (const Codec c : alternatives)
            n = std::max<std::uint64_t>(n, lineProven[static_cast<std::size_t>(c.id())]);
        return n;
    }
    // Findings that proved themselves in the current piece, per codec (and its alternatives).
    std::array<std::uint32_t, kCodecCount> lineProven{};

    // The runs of the line's words that read through each codec (supportOf).
    struct Support {
        std::array<std::uint32_t, kCodecCount> any{};
        std::array<std::uint32_t, kCodecCount> fromThree{}; // runs made of three or more
    };

    void corroborate(const std::uint8_t* p,
                     const std::vector<std::pair<std::size_t, std::size_t>>& words,
                     std::vector<bool>& repaired, std::array<bool, kCodecCount>& lineCodecs,
                     const Support& support);

    Support supportOf(const std::vector<std::pair<std::size_t, std::size_t>>& words,
                      std::vector<std::vector<Reencoding>>& readings,
                      const std::vector<bool>& repaired);
    // Whether each word of the piece looks damaged as found (plainwords.h: implausible), and
    // whether it is well-formed and holds characters outside ASCII (pass one read it, or might).
    std::vector<bool> implausibleWord;
    std::vector<bool> outsideAscii;

    // ---- The second pass (secondpass.cpp) ----

    void examineWithEvidence(const std::uint8_t* p,
                             const std::vector<std::pair<std::size_t, std::size_t>>& words,
                             std::vector<bool>& repaired,
                             const std::array<bool, kCodecCount>& lineCodecs);

    bool joinAcrossSpace(const std::uint8_t* p,
                         const std::vector<std::pair<std::size_t, std::size_t>>& words,
                         std::size_t w, std::vector<bool>& repaired, CodecMask mask);

    // A word that ends in two capitals ("IRMÃ"): its last letter is one of them, not a first
    // octet that lost its no-break space.
    [[nodiscard]] bool endsInCapitals(std::size_t first, std::size_t end) const {
        if (end - first < 2)
            return false;
        const detail::CharTraits last = detail::traitsOf(chars[end - 1].cp);
        const detail::CharTraits before = detail::traitsOf(chars[end - 2].cp);
        return last.cls == detail::CharClass::Letter && last.upper &&
               before.cls == detail::CharClass::Letter && before.upper;
    }
};

} // namespace u8scope::detail
