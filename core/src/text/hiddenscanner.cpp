// The hidden-character scan (hiddenscanner.h): the machinery around the rules of hiddenrules.h.
//
// The walk goes character by character through text outside ASCII, and hands stretches of plain
// ASCII to the kernel, which only counts their line feeds. A word (letters, marks, digits,
// connectors) is followed as it goes: which script groups it holds, whether all its letters
// look like ASCII; only a word that mixes scripts beyond Highly Restrictive, or holds a U+0307 or
// digits outside ASCII, goes to the spoof checker. Findings that depend on what comes later wait
// in a queue (bounded: a line with more than kMaxPending of them has its oldest decided early,
// as if it ended there), and leave it in input order.
#include "u8scope/text/hiddenscanner.h"

#include "codec/rules.h"
#include "text/hiddenprops.h"
#include "text/hiddenrules.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/octetclass.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <cstring>
#include <deque>
#include <unicode/uscript.h>

namespace u8scope {

namespace {

using namespace hidden;

// Findings a line keeps waiting at most; then the oldest is decided as if the line ended.
constexpr std::size_t kMaxPending = std::size_t{1} << 16;
// Characters of a word kept for a closer look; a longer word is looked at by its start.
constexpr std::size_t kWordCapacity = 256;

constexpr char32_t kCancelTag = 0xE007F;

std::uint8_t utf8Length(char32_t c) noexcept {
    return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
}

// ASCII octets by what the walk does with them.
enum AsciiKind : std::uint8_t {
    kAsciiPlain,     // printable, not part of a word; HT, FF
    kAsciiLetter,    // A-Z, a-z
    kAsciiWordChar,  // 0-9, _
    kAsciiLineFeed,  // LF
    kAsciiReturn,    // CR
    kAsciiControl,   // other C0 controls and DEL
    kAsciiSeparator, // FS, GS, RS: controls that end a bidi paragraph too
};

constexpr std::array<std::uint8_t, 128> kAscii = [] {
    std::array<std::uint8_t, 128> t{};
    for (int b = 0; b < 128; ++b) {
        std::uint8_t k = kAsciiPlain;
        if ((b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z'))
            k = kAsciiLetter;
        else if ((b >= '0' && b <= '9') || b == '_')
            k = kAsciiWordChar;
        else if (b == '\n')
            k = kAsciiLineFeed;
        else if (b == '\r')
            k = kAsciiReturn;
        else if (b == 0x1C || b == 0x1D || b == 0x1E)
            k = kAsciiSeparator;
        else if ((b < 0x20 && b != '\t' && b != '\f') || b == 0x7F)
            k = kAsciiControl;
        t[b] = k;
    }
    return t;
}();

// A UTF-8 sequence as decodeUnit() reads it under RFC 3629, with maximal subparts (Unicode
// §3.9) for the malformed ones, saying besides when the data ends too soon to tell: a sequence
// cut short by the end of `avail`, not by an octet that cannot continue it.
enum class Decoded : std::uint8_t { Ok, Malformed, NeedMore };

Decoded decodeAt(const std::uint8_t* p, std::size_t avail, char32_t& cp,
                 std::uint8_t& len) noexcept {
    const std::size_t n = std::min<std::size_t>(avail, kMaxSequenceLength);
    const Unit u = decodeUnit(std::span<const std::uint8_t>(p, n), Profile::Rfc3629);
    cp = static_cast<char32_t>(u.codePoint);
    len = u.length;
    if (u.valid())
        return Decoded::Ok;
    return u.error == ErrorKind::Truncated && u.length == n ? Decoded::NeedMore
                                                            : Decoded::Malformed;
}

bool inWord(std::uint8_t b) noexcept {
    return b < 0x80 && (kAscii[b] == kAsciiLetter || kAscii[b] == kAsciiWordChar);
}

// A well-formed sequence of 2 to 4 octets at p, inline for the hot loops (rules.h); anything
// else is decodeAt()'s.
using rules::wellFormedAt;

// Whether the 16 octets at p are all ASCII.
bool ascii16(const std::uint8_t* p) noexcept {
    std::uint64_t a;
    std::uint64_t b;
    std::memcpy(&a, p, 8);
    std::memcpy(&b, p + 8, 8);
    return ((a | b) & 0x8080808080808080u) == 0;
}

} // namespace

struct HiddenScanner::State {
    // A finding that may wait for the rest of its line.
    enum class Wait : std::uint8_t {
        None,        // decided
        Opener,      // an embedding, override or isolate: closed or not, among RTL letters or not
        Closer,      // a PDF or PDI: flagged with its opener
        Mark,        // LRM, RLM, ALM: among right-to-left letters or not
        WholeScript, // a letter of a word that may read as Latin: by the line's other letters
        Next,        // ZWNJ, ZWJ or a space: by the character after it
        Tag,         // a tag character: by the sequence it ends up in
    };
    struct Pending {
        HiddenFinding f;
        Wait wait = Wait::None;
        bool flagged = false;
        bool closed = false;    // Opener: closed on its line
        bool overrides = false; // Opener: LRO or RLO
        bool afterVirama = false;
        Rule rule = Rule::None; // Next: Joiner, WordBreak or Space
        char32_t before = 0;    // Next: the base (a joiner, ZWSP) or the character (a space) before
        std::uint64_t opener = 0; // Closer: the sequence number of its opener
    };
    struct Opened {
        std::uint64_t seq = 0;
        bool isolate = false;
    };
    struct Word {
        bool active = false;
        bool nonAscii = false;
        bool examine = false;          // U+0307 or a digit outside ASCII: the spoof checker looks
        bool formats = false;          // holds a ZWNJ, ZWJ or variation selector
        std::uint32_t asciiGroups = 0; // kGroupLatin for an ASCII letter
        // The entries (hiddenprops.h) of its characters outside ASCII, ORed and ANDed: their
        // script groups, marks, whether all look like ASCII, whether all share one script.
        std::uint32_t orProps = 0;
        std::uint32_t andProps = ~std::uint32_t{0};
        std::uint32_t letters = 0; // outside ASCII
        std::uint64_t offset = 0;
        std::uint64_t line = 0;
        std::uint64_t column = 0;
        std::size_t size = 0; // characters (a longer run is cut into words of kWordCapacity)
        std::array<char32_t, kWordCapacity> chars{};
    };
    struct TagRun {
        bool active = false;
        bool failed = false; // too long, or not a sequence: its later tags are hidden at once
        char32_t base = 0;
        std::uint64_t first = 0; // sequence number of its first tag
        std::size_t size = 0;
        std::array<char32_t, kMaxTagRun + 2> chars{};
    };

    explicit State(const kernels::Kernel& k) : kernel(&k) {}

    const kernels::Kernel* kernel;
    HiddenSink* sink = nullptr;
    HiddenCounts counts;
    std::uint64_t offset = 0; // of the next octet fed
    std::uint64_t line = 1;
    std::uint64_t column = 0; // characters before the current one on its line
    std::uint64_t lineEnds = 0;
    bool afterReturn = false; // a CR ended the last character: an LF after it ends no new line
    bool finished = false;    // finish() was called: the next feed() starts a new input
    std::array<std::uint8_t, 4> carry{};
    std::uint8_t carrySize = 0;

    // The line so far (the paragraph of UAX #9).
    bool lineRtl = false;         // holds a right-to-left letter
    bool lineLatin = false;       // holds a Latin letter outside words that wait
    std::bitset<256> lineScripts; // scripts of letters outside words that wait
    std::vector<Opened> opened;
    int validIsolates = 0;
    int overflowIsolates = 0;
    int overflowEmbeddings = 0;
    char32_t prev = 0;     // the character before, on this line (0: none)
    char32_t prevBase = 0; // the last character that is not an extending one
    bool afterVirama = false;

    // In the chunk being fed: where the next LF is (size: none), once skip() looked for it.
    static constexpr std::size_t kNoLineFeed = SIZE_MAX;
    std::size_t nextLineFeed = kNoLineFeed;

    std::deque<Pending> pending;
    std::uint64_t firstSeq = 0; // sequence number of pending.front()
    bool waitingNext = false;   // pending.back() waits for the next character
    Word word;
    TagRun tags;

    // --- Findings ----------------------------------------------------------------------

    HiddenFinding at(std::uint64_t where, char32_t cp, HiddenClass cls) const noexcept {
        HiddenFinding f;
        f.offset = where;
        f.line = line;
        f.column = column + 1;
        f.codePoint = cp;
        f.length = utf8Length(cp);
        f.cls = cls;
        return f;
    }

    void output(const HiddenFinding& f) {
        ++counts.byClass[static_cast<int>(f.cls)];
        if (sink)
            sink->onHidden(f);
    }

    // Whether a finding at `where` waits for the word it is in: the word's own findings, known
    // only at its end, may come before it.
    [[nodiscard]] bool heldByWord(std::uint64_t where) const noexcept {
        return word.active && where >= word.offset;
    }

    // A decided finding: out at once, unless earlier ones still wait.
    void emit(const HiddenFinding& f) {
        if (pending.empty() && !heldByWord(f.offset)) {
            output(f);
            return;
        }
        Pending p;
        p.f = f;
        p.flagged = true;
        push(p);
    }

    std::uint64_t push(const Pending& p) {
        pending.push_back(p);
        const std::uint64_t seq = firstSeq + pending.size() - 1;
        if (pending.size() > kMaxPending)
            forceOldest();
        return seq;
    }

    Pending* item(std::uint64_t seq) {
        return seq >= firstSeq && seq - firstSeq < pending.size() ? &pending[seq - firstSeq]
                                                                  : nullptr;
    }

    void flushDecided() {
        while (!pending.empty() && pending.front().wait == Wait::None &&
               !heldByWord(pending.front().f.offset)) {
            if (pending.front().flagged)
                output(pending.front().f);
            pending.pop_front();
            ++firstSeq;
        }
    }

    // Decides a finding that waited for the end of its line.
    void decideAtLineEnd(Pending& p) {
        switch (p.wait) {
        case Wait::None:
            return;
        case Wait::Opener:
            if (!p.closed) {
                p.f.cls = HiddenClass::BidiUnterminated;
                p.f.reason = HiddenReason::LeftOpen;
                p.flagged = true;
            } else {
                p.flagged = p.overrides || !lineRtl;
                p.f.reason = p.overrides ? HiddenReason::Override : HiddenReason::NoRightToLeft;
            }
            break;
        case Wait::Closer:
            if (const Pending* o = item(p.opener))
                p.flagged = o->flagged;
            p.f.reason = HiddenReason::ClosesFlagged;
            break;
        case Wait::Mark:
            p.flagged = !lineRtl;
            break;
        case Wait::WholeScript:
            p.flagged = lineLatin && !lineScripts.test(static_cast<std::size_t>(p.f.script));
            if (p.flagged)
                p.f.looksLike = asciiLookalike(p.f.codePoint);
            break;
        case Wait::Next:
            p.flagged = !decideNext(p, 0);
            break;
        case Wait::Tag:
            p.flagged = true;
            break;
        }
        p.wait = Wait::None;
    }

    // A line too full of waiting findings: its oldest is decided with what is known.
    void forceOldest() {
        Pending& p = pending.front();
        if (p.wait == Wait::Tag)
            tags.active = false;
        decideAtLineEnd(p);
        flushDecided();
    }

    static bool decideNext(const Pending& p, char32_t next) {
        switch (p.rule) {
        case Rule::Joiner:
            return joinerFits(p.f.codePoint, p.before, p.afterVirama, next);
        case Rule::WordBreak:
            return wordBreakFits(p.before, next);
        default:
            return spaceFits(p.f.codePoint, p.before, next);
        }
    }

    // --- Lines --------------------------------------------------------------------------

    // The end of a paragraph (UAX #9 BD8): decides everything that waited for it.
    void endLine() {
        if (waitingNext || tags.active)
            beforeCharacter(0, false);
        endWord();
        for (Pending& p : pending)
            decideAtLineEnd(p);
        flushDecided();
        lineRtl = false;
        lineLatin = false;
        lineScripts.reset();
        opened.clear();
        validIsolates = overflowIsolates = overflowEmbeddings = 0;
        prev = prevBase = 0;
        afterVirama = false;
    }

    void newLine() {
        ++line;
        ++lineEnds;
        column = 0;
    }

    void noteLatin(const std::uint8_t* p, std::size_t n) noexcept {
        for (std::size_t k = 0; k < n && !lineLatin; ++k)
            lineLatin = kAscii[p[k] & 0x7F] == kAsciiLetter;
    }

    // --- Words --------------------------------------------------------------------------

    void startWord(std::uint64_t where) {
        word.active = true;
        word.nonAscii = word.examine = word.formats = false;
        word.asciiGroups = word.orProps = word.letters = 0;
        word.andProps = ~std::uint32_t{0};
        word.offset = where;
        word.line = line;
        word.column = column + 1;
        word.size = 0;
    }

    void append(char32_t c) noexcept { word.chars[word.size++] = c; }

    // One of the word's own findings, among those of characters inside it, in offset order.
    void insertInWord(const Pending& p) {
        auto at = pending.end();
        while (at != pending.begin() && std::prev(at)->f.offset > p.f.offset)
            --at;
        pending.insert(at, p);
        if (pending.size() > kMaxPending)
            forceOldest();
    }

    void asciiWordChar(std::uint8_t b, std::uint64_t where) {
        if (word.active && word.size == kWordCapacity)
            endWord(); // too long for a word: the rest is another
        if (!word.active)
            startWord(where);
        if (kAscii[b] == kAsciiLetter)
            word.asciiGroups = kGroupLatin;
        append(b);
    }

    void wordChar(char32_t c, std::uint32_t props, std::uint64_t where) {
        if (word.active && word.size == kWordCapacity)
            endWord(); // too long for a word: the rest is another
        if (!word.active)
            startWord(where);
        word.nonAscii = true;
        word.orProps |= props;
        word.andProps &= props;
        word.letters += (props & hidden::kLetter) != 0;
        append(c);
    }

    // Where the character `index` of the word starts.
    std::uint64_t offsetInWord(std::size_t index) const noexcept {
        std::uint64_t at = word.offset;
        for (std::size_t k = 0; k < index; ++k)
            at += utf8Length(word.chars[k]);
        return at;
    }

    HiddenFinding wordFinding(std::size_t index) const noexcept {
        HiddenFinding f;
        f.offset = offsetInWord(index);
        f.line = word.line;
        f.column = word.column + index;
        f.codePoint = word.chars[index];
        f.length = utf8Length(f.codePoint);
        f.cls = HiddenClass::Confusable;
        return f;
    }

    void endWord() {
        if (!word.active)
            return;
        word.active = false;
        if (!word.nonAscii) {
            lineLatin = lineLatin || word.asciiGroups != 0;
            return;
        }
        const std::uint32_t groups = groupOf(word.orProps) | word.asciiGroups;
        // All its characters outside ASCII share one script: their script bytes agree.
        const bool single = oneScript(word.orProps, word.andProps);
        if ((single || !(groups & kGroupOther)) && !word.examine && highlyRestrictive(groups)) {
            if (groups == kGroupOther && word.letters >= kMinWholeScriptLetters &&
                (word.andProps & kAsciiLookalike) && !(word.orProps & (kMark | kExtend)) &&
                !word.formats) {
                // May read as an ASCII word: decided by the rest of the line.
                for (std::size_t k = 0; k < word.size; ++k) {
                    Pending p;
                    p.f = wordFinding(k);
                    p.f.script = static_cast<std::int16_t>(word.orProps & kScriptMask);
                    p.f.readsAsScript = USCRIPT_LATIN;
                    p.f.reason = HiddenReason::WholeScript;
                    p.wait = Wait::WholeScript;
                    insertInWord(p);
                }
                flushDecided();
                return;
            }
            if (groups & kGroupLatin)
                lineLatin = true;
            if (groups & kGroupOther)
                lineScripts.set(word.orProps & kScriptMask);
            return;
        }
        const std::size_t size = word.size;
        for (const OddLetter& odd :
             confusableLetters(std::u32string_view(word.chars.data(), size))) {
            Pending p;
            p.f = wordFinding(odd.index);
            p.f.script = static_cast<std::int16_t>(odd.script);
            p.f.readsAsScript = static_cast<std::int16_t>(odd.readsAs);
            p.f.looksLike = odd.looksLike;
            p.f.reason = odd.reason;
            p.flagged = true;
            insertInWord(p);
        }
        flushDecided();
        // The scripts of a word that does not wait, for the words of its line that do.
        if (groups & kGroupLatin)
            lineLatin = true;
        for (std::size_t k = 0; k < size; ++k) {
            if (word.chars[k] >= 0x80)
                lineScripts.set(hidden::props(word.chars[k]) & kScriptMask);
        }
    }

    // --- Characters -----------------------------------------------------------------------

    // What a character does to the findings waiting for it: the one after a joiner or a space,
    // and the end of a run of tags. (0: the end of the line.)
    void beforeCharacter(char32_t c, bool isTag) {
        if (waitingNext) {
            waitingNext = false;
            Pending& p = pending.back();
            p.flagged = !decideNext(p, c);
            p.wait = Wait::None;
        }
        if (tags.active && !isTag) {
            decideTags(false);
        }
        flushDecided();
    }

    void decideTags(bool ended) {
        bool fits = false;
        if (ended && !tags.failed) {
            std::u32string sequence(1, tags.base);
            sequence.append(tags.chars.data(), tags.size);
            fits = tagSequenceFits(sequence);
        }
        for (std::uint64_t s = tags.first; s < tags.first + tags.size; ++s) {
            if (Pending* p = item(s); p && p->wait == Wait::Tag) {
                p->flagged = !fits;
                p->wait = Wait::None;
            }
        }
        tags.active = false;
        tags.failed = false;
        flushDecided();
    }

    void tag(char32_t c, const HiddenFinding& f) {
        if (tags.active && tags.failed) {
            emit(f);
            if (c == kCancelTag)
                tags.active = tags.failed = false;
            return;
        }
        if (!tags.active) {
            tags.active = true;
            tags.failed = false;
            tags.base = prev;
            tags.size = 0;
            tags.first = firstSeq + pending.size();
        }
        Pending p;
        p.f = f;
        p.wait = Wait::Tag;
        push(p);
        if (tags.size < tags.chars.size())
            tags.chars[tags.size] = c;
        ++tags.size;
        if (c == kCancelTag) {
            decideTags(true);
        } else if (tags.size > kMaxTagRun) {
            decideTags(false);
            tags.active = tags.failed = true; // the rest of the run is hidden as it comes
        }
    }

    void bidi(char32_t c, const HiddenFinding& f) {
        const BidiRole role = bidiRole(c);
        HiddenFinding flagged = f;
        flagged.cls = HiddenClass::Bidi;
        HiddenFinding tooDeep = flagged;
        tooDeep.reason = HiddenReason::TooDeep;
        HiddenFinding stray = flagged;
        stray.reason = HiddenReason::NothingToClose;
        switch (role) {
        case BidiRole::Mark: {
            if (lineRtl)
                return;
            Pending p;
            p.f = flagged;
            p.f.reason = HiddenReason::NoRightToLeft;
            p.wait = Wait::Mark;
            push(p);
            return;
        }
        case BidiRole::Embedding:
        case BidiRole::Override:
        case BidiRole::Isolate: {
            const bool isolate = role == BidiRole::Isolate;
            if (static_cast<int>(opened.size()) >= kMaxBidiDepth || overflowIsolates > 0 ||
                overflowEmbeddings > 0) {
                // UAX #9 X2-X5c: past the depth limit it changes nothing, and counts.
                if (isolate)
                    ++overflowIsolates;
                else if (overflowIsolates == 0)
                    ++overflowEmbeddings;
                emit(tooDeep);
                return;
            }
            Pending p;
            p.f = flagged;
            p.wait = Wait::Opener;
            p.overrides = role == BidiRole::Override;
            opened.push_back({push(p), isolate});
            if (isolate)
                ++validIsolates;
            return;
        }
        case BidiRole::PopIsolate: {
            // UAX #9 X6a.
            if (overflowIsolates > 0) {
                --overflowIsolates;
                emit(tooDeep);
                return;
            }
            if (validIsolates == 0) {
                emit(stray);
                return;
            }
            overflowEmbeddings = 0;
            std::uint64_t isolateSeq = 0;
            while (!opened.empty()) {
                const Opened o = opened.back();
                opened.pop_back();
                if (Pending* p = item(o.seq))
                    p->closed = true;
                if (o.isolate) {
                    isolateSeq = o.seq;
                    break;
                }
            }
            --validIsolates;
            closer(flagged, isolateSeq);
            return;
        }
        case BidiRole::PopEmbedding: {
            // UAX #9 X7.
            if (overflowIsolates > 0 || overflowEmbeddings > 0) {
                if (overflowIsolates == 0)
                    --overflowEmbeddings;
                emit(tooDeep);
                return;
            }
            if (opened.empty() || opened.back().isolate) {
                emit(stray);
                return;
            }
            const Opened o = opened.back();
            opened.pop_back();
            if (Pending* p = item(o.seq))
                p->closed = true;
            closer(flagged, o.seq);
            return;
        }
        case BidiRole::None:
            return;
        }
    }

    void closer(const HiddenFinding& f, std::uint64_t openerSeq) {
        if (item(openerSeq) == nullptr) {
            HiddenFinding closes = f;
            closes.reason = HiddenReason::ClosesFlagged;
            emit(closes); // its opener was decided early, as left open
            return;
        }
        Pending p;
        p.f = f;
        p.wait = Wait::Closer;
        p.opener = openerSeq;
        push(p);
    }

    // A character with kSpecial: its own rule.
    // Returns whether it ended the line (NEL, U+2029: the next character starts one).
    bool special(char32_t c, std::uint32_t props, std::uint64_t where) {
        const CharRule r = ruleOf(c);
        const HiddenFinding f = at(where, c, r.cls);
        switch (r.rule) {
        case Rule::None:
            if (props & kWord)
                wordChar(c, props, where);
            else
                endWord();
            break;
        case Rule::Own:
            endWord();
            emit(f);
            break;
        case Rule::Bidi:
            endWord();
            bidi(c, f);
            break;
        case Rule::VariationSelector:
            // Part of the word it is in, as a joiner is.
            if (word.active && word.size == kWordCapacity) {
                endWord();
            } else if (word.active) {
                append(c);
                word.formats = true;
            }
            if (!variationSelectorFits(prev, c)) {
                HiddenFinding v = f;
                v.cls = HiddenClass::VariationSelector;
                v.reason = ruleOf(prev).rule == Rule::VariationSelector
                               ? HiddenReason::SecondSelector
                               : HiddenReason::NothingTakesIt;
                emit(v);
            }
            break;
        case Rule::Tag: {
            endWord();
            HiddenFinding t = f;
            t.cls = HiddenClass::Tag;
            t.reason = HiddenReason::NotASequence;
            tag(c, t);
            break;
        }
        case Rule::ByteOrderMark:
            endWord();
            if (where != 0) {
                HiddenFinding b = f;
                b.cls = HiddenClass::ByteOrderMark;
                emit(b);
            }
            break;
        case Rule::Joiner:
        case Rule::WordBreak:
        case Rule::Space: {
            if (r.rule != Rule::Joiner || (word.active && word.size == kWordCapacity)) {
                endWord();
            } else if (word.active) {
                append(c);
                word.formats = true;
            }
            Pending p;
            p.f = f;
            p.f.cls = r.rule == Rule::Space ? HiddenClass::Space : HiddenClass::Invisible;
            p.f.reason = r.rule == Rule::Joiner  ? HiddenReason::NotJoining
                         : r.rule == Rule::Space ? HiddenReason::BindsNothing
                                                 : HiddenReason::Always;
            p.rule = r.rule;
            p.wait = Wait::Next;
            p.before = r.rule == Rule::Space ? prev : prevBase;
            p.afterVirama = afterVirama;
            push(p);
            waitingNext = true;
            break;
        }
        case Rule::Word:
            wordChar(c, props, where);
            word.examine = true;
            break;
        }
        if (!endsParagraph(c))
            return false;
        endLine();
        return true;
    }

    void character(char32_t c, std::uint32_t props, std::uint64_t where) {
        if (props & kSpecial) {
            if (special(c, props, where))
                return;
        } else if (props & kWord) {
            wordChar(c, props, where);
        } else {
            endWord();
        }
        if (props & kRightToLeft)
            lineRtl = true;
        if ((props & (kMark | kSpecial)) == kMark && c == prev) { // drawn over the first
            HiddenFinding repeated = at(where, c, HiddenClass::Invisible);
            repeated.reason = HiddenReason::RepeatedMark;
            emit(repeated);
        }
        afterVirama = (props & kVirama) ? true : (props & kExtend) ? afterVirama : false;
        if (!(props & kExtend))
            prevBase = c;
        prev = c;
    }

    // --- The walk -------------------------------------------------------------------------

    // The common case at full speed, in registers: letters, digits, spaces and punctuation of
    // ASCII, and well-formed characters outside it without a rule of their own (no kSpecial),
    // while nothing waits for the next character. Returns where it stopped: at the end, at a
    // character for the general path (a line end, a control, a special or malformed one), or
    // after a space or punctuation followed by 16 octets of ASCII, for the kernel.
    std::size_t run(const std::uint8_t* data, std::size_t size, std::size_t i) {
        std::uint64_t col = column;
        char32_t last = prev;
        char32_t base = prevBase;
        bool virama = afterVirama;
        bool rtl = lineRtl;
        bool active = word.active;
        std::uint32_t orP = word.orProps;
        std::uint32_t andP = word.andProps;
        std::size_t letters = word.letters;
        std::uint32_t asciiGroups = word.asciiGroups;
        bool nonAscii = word.nonAscii;
        std::size_t n = word.size;
        const auto store = [&] {
            column = col;
            prev = last;
            prevBase = base;
            afterVirama = virama;
            lineRtl = rtl;
            word.active = active;
            word.orProps = orP;
            word.andProps = andP;
            word.letters = static_cast<std::uint32_t>(letters);
            word.asciiGroups = asciiGroups;
            word.nonAscii = nonAscii;
            word.size = n;
        };
        const auto begin = [&](std::size_t at) {
            active = true;
            nonAscii = false;
            orP = asciiGroups = 0;
            letters = 0;
            andP = ~std::uint32_t{0};
            n = 0;
            word.examine = word.formats = false;
            word.offset = offset + at;
            word.line = line;
            word.column = col + 1;
        };
        // The end of a word that needs no closer look (most of them), as endWord() decides it;
        // false for the others, which endWord() takes.
        const auto plainWord = [&] {
            if (!nonAscii) {
                lineLatin = lineLatin || asciiGroups != 0;
                return true;
            }
            const std::uint32_t groups = groupOf(orP) | asciiGroups;
            if (word.examine || !(oneScript(orP, andP) || !(groups & kGroupOther)) ||
                !highlyRestrictive(groups)) {
                return false;
            }
            if (groups == kGroupOther && letters >= kMinWholeScriptLetters &&
                (andP & kAsciiLookalike) && !(orP & (kMark | kExtend))) {
                return false; // it may read as an ASCII word
            }
            lineLatin = lineLatin || (groups & kGroupLatin) != 0;
            if (groups & kGroupOther)
                lineScripts.set(orP & kScriptMask);
            return true;
        };
        const auto finish = [&] {
            if (!plainWord()) {
                store();
                endWord();
            }
            active = false;
        };
        while (i < size) {
            const std::uint8_t b = data[i];
            if (b < 0x80) {
                const std::uint8_t kind = kAscii[b];
                if (kind == kAsciiLetter || kind == kAsciiWordChar) {
                    if (active && n == kWordCapacity)
                        finish(); // too long for a word: the rest is another
                    if (!active)
                        begin(i);
                    if (kind == kAsciiLetter)
                        asciiGroups = kGroupLatin;
                    word.chars[n++] = b;
                } else if (kind == kAsciiPlain) {
                    if (active)
                        finish();
                    if (size - i > 16 && ascii16(data + i + 1)) {
                        virama = false;
                        base = last = b;
                        ++col;
                        ++i;
                        break; // a stretch of ASCII: the kernel's
                    }
                } else {
                    break; // a line end or a control
                }
                virama = false;
                base = last = b;
                ++col;
                ++i;
                continue;
            }
            char32_t c = 0;
            std::size_t len = 0;
            if (!wellFormedAt(data + i, size - i, c, len))
                break;
            const std::uint32_t p = hidden::props(c);
            if ((p & kSpecial) || ((p & kMark) && c == last))
                break;
            if (p & kWord) {
                if (active && n == kWordCapacity)
                    finish(); // too long for a word: the rest is another
                if (!active)
                    begin(i);
                nonAscii = true;
                orP |= p;
                andP &= p;
                letters += (p & hidden::kLetter) != 0;
                word.chars[n++] = c;
            } else if (active) {
                finish();
            }
            rtl = rtl || (p & kRightToLeft) != 0;
            virama = (p & kVirama) != 0 || ((p & kExtend) != 0 && virama);
            if (!(p & kExtend))
                base = c;
            last = c;
            ++col;
            i += len;
        }
        store();
        return i;
    }

    // Hands the plain ASCII text at data[i] to the kernel; returns the octets it took.
    std::size_t skip(const std::uint8_t* data, std::size_t size, std::size_t i) {
        // A line with findings waiting is walked to its end only.
        std::size_t end = size;
        const bool bounded = !pending.empty();
        if (bounded) {
            // The next LF, looked for once per line and chunk.
            if (nextLineFeed < i || nextLineFeed == kNoLineFeed) {
                const void* lf = std::memchr(data + i, '\n', size - i);
                nextLineFeed =
                    lf ? static_cast<std::size_t>(static_cast<const std::uint8_t*>(lf) - data)
                       : size;
            }
            end = std::min(size, nextLineFeed + 1);
        }
        std::uint64_t feeds = 0;
        std::size_t lineStart = 0;
        const std::size_t n = kernel->plainAsciiPrefix(data + i, end - i, feeds, lineStart);
        if (n == 0)
            return 0;
        if (feeds == 0) {
            noteLatin(data + i, n);
            column += n;
        } else {
            if (bounded)
                noteLatin(data + i, lineStart - 1);
            endLine();
            line += feeds;
            lineEnds += feeds;
            column = n - lineStart;
            noteLatin(data + i + lineStart, n - lineStart);
        }
        const std::uint8_t last = data[i + n - 1];
        prev = prevBase = last == '\n' ? 0 : last;
        afterVirama = false;
        // A word that the stretch ends in goes on in the characters after it.
        std::size_t start = i + n;
        while (start > i && inWord(data[start - 1]))
            --start;
        if (start < i + n) {
            const std::uint64_t savedColumn = column;
            column -= i + n - start;
            for (std::size_t k = start; k < i + n; ++k) {
                asciiWordChar(data[k], offset + k);
                ++column;
            }
            column = savedColumn;
        }
        return n;
    }

    void feed(std::span<const std::uint8_t> chunk) {
        const std::uint8_t* data = chunk.data();
        const std::size_t size = chunk.size();
        std::size_t i = 0;
        nextLineFeed = kNoLineFeed;
        if (carrySize > 0) {
            // The sequence the last chunk ended in.
            std::array<std::uint8_t, 8> spliced{};
            std::memcpy(spliced.data(), carry.data(), carrySize);
            const std::size_t more = std::min<std::size_t>(size, 4);
            std::memcpy(spliced.data() + carrySize, data, more);
            char32_t cp = 0;
            std::uint8_t len = 0;
            const Decoded d = decodeAt(spliced.data(), carrySize + more, cp, len);
            if (d == Decoded::NeedMore) {
                std::memcpy(carry.data() + carrySize, data, more);
                carrySize = static_cast<std::uint8_t>(carrySize + more);
                offset += size;
                return;
            }
            const std::uint64_t where = offset - carrySize;
            unit(d == Decoded::Ok, cp, where);
            i = len - carrySize;
            carrySize = 0;
        }
        while (i < size) {
            if (!atLineStart()) {
                // The rest of the line the walk is in.
                const void* lf = std::memchr(data + i, '\n', size - i);
                const std::size_t end =
                    lf ? static_cast<std::size_t>(static_cast<const std::uint8_t*>(lf) - data) + 1
                       : size;
                i = walk(data, i, end, size);
                continue;
            }
            // Whole lines: the kernel over plain ASCII, then the line it stops in checked in one
            // pass; only a line that may hold something goes through the walk.
            std::uint64_t feeds = 0;
            std::size_t lineStart = 0;
            const std::size_t n = kernel->plainAsciiPrefix(data + i, size - i, feeds, lineStart);
            line += feeds;
            lineEnds += feeds;
            const std::size_t begin = feeds > 0 ? i + lineStart : i;
            const std::size_t stop = i + n;
            const void* lf = stop < size ? std::memchr(data + stop, '\n', size - stop) : nullptr;
            if (lf == nullptr) {
                i = walk(data, begin, size, size); // a line the next chunk goes on with
                continue;
            }
            const auto end =
                static_cast<std::size_t>(static_cast<const std::uint8_t*>(lf) - data) + 1;
            if (quietLine(data, begin, stop, end - 1)) {
                newLine();
                i = end;
            } else {
                i = walk(data, begin, end, size);
            }
        }
        offset += size;
    }

    // Whether the walk may go line by line: nothing waits, no word or character is open.
    [[nodiscard]] bool atLineStart() const noexcept {
        return column == 0 && pending.empty() && !word.active && !waitingNext && !tags.active &&
               !afterReturn;
    }

    // Whether the line data[begin, lf), ended by the LF at lf, holds nothing to find, whose
    // octets up to `from` are plain ASCII: no special character (kSpecial), control, lone CR,
    // malformed unit or repeated mark, and scripts that no word of it can mix beyond Highly
    // Restrictive and no word can pass for ASCII in (one script besides Latin, CJK and neutral
    // characters, and no Latin letter beside it). One lean pass: the kernel's quick check
    // (Kernel::quietPrefix) a block at a time, character by character where it stops; the walk
    // decides the rest.
    [[nodiscard]] bool quietLine(const std::uint8_t* data, std::size_t begin, std::size_t from,
                                 std::size_t lf) const noexcept {
        kernels::QuietCheck check{.key = hidden::quietKey};
        for (std::size_t k = begin; k < from && !check.latin; ++k)
            check.latin = kAscii[data[k]] == kAsciiLetter;
        std::uint32_t orP = 0;
        std::uint32_t andP = ~std::uint32_t{0};
        char32_t last = 0;
        bool blocks = true;
        for (std::size_t k = from; k < lf;) {
            if (blocks) {
                const std::size_t n = kernel->quietPrefix(data + k, lf - k, check);
                k += n;
                last = n > 0 ? 0 : last; // no mark, which one after it could repeat
                // A block it stops at at once (kana among Han, say): the rest of the line goes
                // character by character.
                blocks = n > 0;
            }
            // The block the kernel stopped at, or the end of the line.
            for (const std::size_t until = std::min(lf, k + 64); k < until;) {
                const std::uint8_t b = data[k];
                if (b < 0x80) {
                    const std::uint8_t kind = kAscii[b];
                    if (kind == kAsciiLetter) {
                        check.latin = true;
                    } else if (kind > kAsciiWordChar && !(b == '\r' && k + 1 == lf)) {
                        return false; // a control, or a CR that ends a line of its own
                    }
                    last = b;
                    ++k;
                    continue;
                }
                // A character of 2 or 4 octets its key allows: the key's scripts, and it is no
                // mark. (One of 3 octets costs as little decoded and looked up by itself.)
                if (const auto len = static_cast<std::size_t>(announcedLength(b));
                    (len == 2 || len == 4) && lf - k >= len && isContinuationOctet(data[k + 1]) &&
                    (len == 2 ||
                     (isContinuationOctet(data[k + 2]) && isContinuationOctet(data[k + 3])))) {
                    const kernels::QuietKey& key =
                        hidden::quietKey(kernels::quietKeyOf(b, data[k + 1]));
                    const unsigned selector = data[k + (len == 2 ? 1 : 2)] & 0x3Fu;
                    if ((key.allowed >> selector) & 1) {
                        const std::uint32_t q =
                            ((key.other >> selector) & 1) ? key.otherQuiet : key.quiet;
                        orP |= q;
                        andP &= q;
                        last = 0;
                        k += len;
                        continue;
                    }
                }
                char32_t c = 0;
                std::size_t len = 0;
                if (!wellFormedAt(data + k, lf - k, c, len))
                    return false;
                const std::uint32_t p = hidden::props(c);
                if ((p & kSpecial) || ((p & kMark) && c == last))
                    return false;
                orP |= p;
                andP &= p;
                last = c;
                k += len;
            }
        }
        orP |= check.orQuiet;
        andP &= check.andQuiet;
        const std::uint32_t groups = groupOf(orP) | (check.latin ? kGroupLatin : 0);
        return highlyRestrictive(groups) &&
               (!(groups & kGroupOther) || (groups == kGroupOther && oneScript(orP, andP)));
    }

    // The detailed walk over data[i, end) (end: after an LF, or the end of the chunk at
    // chunkEnd, where a sequence cut short waits for the next chunk). Returns where it stopped.
    std::size_t walk(const std::uint8_t* data, std::size_t i, std::size_t end,
                     std::size_t chunkEnd) {
        const std::size_t size = end;
        while (i < size) {
            if (!waitingNext && !tags.active && !afterReturn) {
                if (!word.active && data[i] < 0x80 && size - i >= 16 && ascii16(data + i)) {
                    if (const std::size_t n = skip(data, size, i); n > 0) {
                        i += n;
                        continue;
                    }
                }
                if (const std::size_t to = run(data, size, i); to != i) {
                    i = to;
                    continue;
                }
            }
            const std::uint8_t b = data[i];
            if (b < 0x80) {
                asciiCharacter(b, offset + i);
                ++i;
                continue;
            }
            char32_t cp = 0;
            std::uint8_t len = 0;
            const Decoded d = decodeAt(data + i, size - i, cp, len);
            if (d == Decoded::NeedMore) {
                // Only at the end of the chunk: a line ends in an LF.
                carrySize = static_cast<std::uint8_t>(size - i);
                std::memcpy(carry.data(), data + i, carrySize);
                return chunkEnd;
            }
            unit(d == Decoded::Ok, cp, offset + i);
            i += len;
        }
        return i;
    }

    void asciiCharacter(std::uint8_t b, std::uint64_t where) {
        if (afterReturn) {
            afterReturn = false;
            if (b != '\n')
                newLine();
        }
        if (waitingNext || tags.active)
            beforeCharacter(b, false);
        const std::uint8_t kind = kAscii[b];
        if (kind == kAsciiLetter || kind == kAsciiWordChar) {
            asciiWordChar(b, where);
        } else {
            endWord();
            switch (kind) {
            case kAsciiLineFeed:
                endLine();
                newLine();
                return;
            case kAsciiReturn:
                endLine();
                afterReturn = true;
                ++column;
                return;
            case kAsciiControl:
                emit(at(where, b, HiddenClass::Control));
                break;
            case kAsciiSeparator:
                emit(at(where, b, HiddenClass::Control));
                ++column;
                endLine();
                return;
            default:
                break;
            }
        }
        prev = prevBase = b;
        afterVirama = false;
        ++column;
    }

    // A character outside ASCII, or a malformed unit, at `where`.
    void unit(bool ok, char32_t cp, std::uint64_t where) {
        if (afterReturn) {
            afterReturn = false;
            newLine();
        }
        if (!ok)
            cp = 0xFFFD; // passed over: the scan explains it
        const std::uint32_t props = hidden::props(cp);
        if (waitingNext || tags.active)
            beforeCharacter(cp, ok && cp >= 0xE0020 && cp <= 0xE007F);
        if (ok) {
            character(cp, props, where);
        } else {
            endWord();
            prev = prevBase = cp;
            afterVirama = false;
        }
        ++column;
    }

    void finish() {
        if (carrySize > 0) {
            // A sequence the end cut short: one malformed unit.
            unit(false, 0, offset - carrySize);
            carrySize = 0;
        }
        endLine();
        afterReturn = false;
    }

    void restart(std::uint64_t at, std::uint64_t number) {
        finished = false;
        pending.clear();
        firstSeq = 0;
        waitingNext = false;
        word.active = false;
        tags.active = tags.failed = false;
        carrySize = 0;
        afterReturn = false;
        counts = {};
        offset = at;
        line = number;
        column = 0;
        lineEnds = 0;
        lineRtl = lineLatin = false;
        lineScripts.reset();
        opened.clear();
        validIsolates = overflowIsolates = overflowEmbeddings = 0;
        prev = prevBase = 0;
        afterVirama = false;
    }
};

HiddenScanner::HiddenScanner(const kernels::Kernel& kernel) : m(std::make_unique<State>(kernel)) {}
HiddenScanner::~HiddenScanner() = default;
HiddenScanner::HiddenScanner(HiddenScanner&&) noexcept = default;
HiddenScanner& HiddenScanner::operator=(HiddenScanner&&) noexcept = default;

void HiddenScanner::restart(std::uint64_t offset, std::uint64_t line) {
    m->restart(offset, line);
}

void HiddenScanner::feed(std::span<const std::uint8_t> chunk, HiddenSink* sink) {
    if (m->finished) { // a new input: counting starts again
        m->counts = {};
        m->lineEnds = 0;
        m->finished = false;
    }
    m->sink = sink;
    m->feed(chunk);
    m->sink = nullptr;
}

void HiddenScanner::finish(HiddenSink* sink) {
    m->sink = sink;
    m->finish();
    m->sink = nullptr;
    const HiddenCounts counts = m->counts;
    const std::uint64_t lineEnds = m->lineEnds;
    m->restart(0, 1);
    m->counts = counts;
    m->lineEnds = lineEnds;
    m->finished = true;
}

const HiddenCounts& HiddenScanner::counts() const noexcept {
    return m->counts;
}

std::uint64_t HiddenScanner::position() const noexcept {
    return m->offset;
}

std::uint64_t HiddenScanner::lineEnds() const noexcept {
    return m->lineEnds;
}

std::vector<HiddenFinding> findHidden(std::span<const std::uint8_t> text) {
    struct Collect final : HiddenSink {
        std::vector<HiddenFinding> found;
        void onHidden(const HiddenFinding& f) override { found.push_back(f); }
    } collect;
    HiddenScanner scanner;
    scanner.feed(text, &collect);
    scanner.finish(&collect);
    return std::move(collect.found);
}

std::optional<IoError> scanHidden(const ByteSource& source, HiddenScanner& scanner,
                                  HiddenSink* sink, std::uint64_t begin, std::uint64_t end,
                                  std::uint64_t line, std::size_t chunkSize,
                                  const std::function<bool(std::uint64_t)>& keepGoing) {
    scanner.restart(begin, line);
    std::vector<std::uint8_t> buffer(static_cast<std::size_t>(std::min<std::uint64_t>(
        std::max<std::size_t>(chunkSize, 16), std::max<std::uint64_t>(end - begin, 1))));
    for (std::uint64_t at = begin; at < end;) {
        const auto want =
            static_cast<std::size_t>(std::min<std::uint64_t>(buffer.size(), end - at));
        auto n = source.read(at, std::span(buffer.data(), want));
        if (!n)
            return n.error();
        if (*n == 0)
            break; // the file shrank: what is left ends here
        scanner.feed(std::span<const std::uint8_t>(buffer.data(), *n), sink);
        at += *n;
        if (keepGoing && !keepGoing(at - begin))
            return std::nullopt;
    }
    scanner.finish(sink);
    return std::nullopt;
}

} // namespace u8scope
