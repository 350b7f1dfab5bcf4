// What the hidden-character scan must find, computed the plain way: the whole input decoded
// with decodeAll, cut into paragraphs (UAX #9) and words, and each rule of hiddenrules.h applied
// where it belongs, with no chunks, no kernel, no table of entries but for the facts it holds,
// no queue and no quick check of whole lines. The scanner tests and the fuzzer compare
// HiddenScanner with it, whatever the chunking, the kernel and the split across threads; and
// split by the region map (hiddenInText), HiddenTextScanner and scanSource.
// (Lines with more than 65536 findings waiting, which the scanner decides early, are not its
// business.)
#pragma once

#include "regions/builder.h"
#include "text/hiddenprops.h"
#include "text/hiddenrules.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/regions/regionmap.h"
#include "u8scope/text/hidden.h"
#include "u8scope/text/hiddenscanner.h"

#include <algorithm>
#include <bitset>
#include <cstdint>
#include <span>
#include <string>
#include <unicode/uscript.h>
#include <vector>

namespace u8scope::test {

namespace hiddenref {

using namespace hidden;

constexpr char32_t kMalformed = 0xFFFD;

struct Char {
    Unit unit;
    char32_t cp = 0; // kMalformed for a malformed unit
    bool ok = false;
    std::uint64_t line = 1;
    std::uint64_t column = 1;
};

inline bool asciiWord(char32_t c) {
    return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z') || (c >= U'0' && c <= U'9') ||
           c == U'_';
}

inline HiddenFinding findingAt(const Char& c, HiddenClass cls,
                               HiddenReason reason = HiddenReason::Always) {
    HiddenFinding f;
    f.offset = c.unit.offset;
    f.line = c.line;
    f.column = c.column;
    f.codePoint = c.cp;
    f.length = c.unit.length;
    f.cls = cls;
    f.reason = reason;
    return f;
}

// One paragraph: chars[begin, end), the last of which may be the character that ends it.
inline void paragraph(const std::vector<Char>& chars, std::size_t begin, std::size_t end,
                      std::vector<HiddenFinding>& out) {
    // The character before each, on the paragraph; the base before it; a virama between.
    std::vector<char32_t> prev(end - begin, 0);
    std::vector<char32_t> base(end - begin, 0);
    std::vector<bool> virama(end - begin, false);
    {
        char32_t p = 0;
        char32_t b = 0;
        bool v = false;
        for (std::size_t k = begin; k < end; ++k) {
            prev[k - begin] = p;
            base[k - begin] = b;
            virama[k - begin] = v;
            const Char& c = chars[k];
            if (!c.ok || c.cp < 0x80) {
                p = b = c.ok ? c.cp : kMalformed;
                v = false;
                continue;
            }
            const std::uint32_t e = props(c.cp);
            v = (e & kVirama) || ((e & kExtend) && v);
            if (!(e & kExtend))
                b = c.cp;
            p = c.cp;
        }
    }
    const auto next = [&](std::size_t k) -> char32_t {
        return k + 1 < chars.size() ? chars[k + 1].cp : 0;
    };
    bool rtl = false;
    for (std::size_t k = begin; k < end; ++k) {
        if (chars[k].ok && chars[k].cp >= 0x80 && (props(chars[k].cp) & kRightToLeft))
            rtl = true;
    }

    // Characters by their own rules.
    std::vector<HiddenFinding> found;
    for (std::size_t k = begin; k < end; ++k) {
        const Char& c = chars[k];
        if (!c.ok)
            continue;
        const char32_t p = prev[k - begin];
        if (c.cp < 0x80) {
            const bool control =
                (c.cp < 0x20 && c.cp != U'\t' && c.cp != U'\n' && c.cp != U'\r' && c.cp != U'\f') ||
                c.cp == 0x7F;
            if (control)
                found.push_back(findingAt(c, HiddenClass::Control));
            continue;
        }
        const std::uint32_t e = props(c.cp);
        const CharRule r = ruleOf(c.cp);
        switch (r.rule) {
        case Rule::Own:
            found.push_back(findingAt(c, r.cls));
            break;
        case Rule::VariationSelector:
            if (!variationSelectorFits(p, c.cp)) {
                const bool second = ruleOf(p).rule == Rule::VariationSelector;
                found.push_back(findingAt(c, HiddenClass::VariationSelector,
                                          second ? HiddenReason::SecondSelector
                                                 : HiddenReason::NothingTakesIt));
            }
            break;
        case Rule::ByteOrderMark:
            if (c.unit.offset != 0)
                found.push_back(findingAt(c, HiddenClass::ByteOrderMark));
            break;
        case Rule::Joiner:
            if (!joinerFits(c.cp, base[k - begin], virama[k - begin], next(k)))
                found.push_back(findingAt(c, HiddenClass::Invisible, HiddenReason::NotJoining));
            break;
        case Rule::WordBreak:
            if (!wordBreakFits(base[k - begin], next(k)))
                found.push_back(findingAt(c, HiddenClass::Invisible));
            break;
        case Rule::Space:
            if (!spaceFits(c.cp, p, next(k)))
                found.push_back(findingAt(c, HiddenClass::Space, HiddenReason::BindsNothing));
            break;
        default:
            break;
        }
        if ((e & (kMark | kSpecial)) == kMark && c.cp == p)
            found.push_back(findingAt(c, HiddenClass::Invisible, HiddenReason::RepeatedMark));
    }

    // Runs of tag characters, each up to a CANCEL TAG.
    for (std::size_t k = begin; k < end;) {
        const auto isTag = [&](std::size_t j) {
            return chars[j].ok && chars[j].cp >= 0xE0020 && chars[j].cp <= 0xE007F;
        };
        if (!isTag(k)) {
            ++k;
            continue;
        }
        std::size_t stop = k;
        bool cancelled = false;
        while (stop < end && isTag(stop)) {
            if (chars[stop].cp == 0xE007F) {
                cancelled = true;
                ++stop;
                break;
            }
            ++stop;
        }
        const std::size_t count = stop - k;
        bool fits = false;
        if (cancelled && count <= kMaxTagRun + 1) {
            std::u32string sequence(1, prev[k - begin]);
            for (std::size_t j = k; j < stop; ++j)
                sequence += chars[j].cp;
            fits = tagSequenceFits(sequence);
        }
        if (!fits) {
            for (std::size_t j = k; j < stop; ++j)
                found.push_back(findingAt(chars[j], HiddenClass::Tag, HiddenReason::NotASequence));
        }
        k = stop;
    }

    // Bidi controls: UAX #9 X1-X7 matching, decided by the whole paragraph.
    struct Opened {
        std::size_t index; // in `bidiFound`
        bool isolate;
    };
    struct Bidi {
        HiddenFinding f;
        bool flagged = false;
        int kind = 0; // 0 decided, 1 opener, 2 closer, 3 mark
        bool closed = false;
        bool overrides = false;
        std::size_t opener = 0;
    };
    std::vector<Bidi> bidi;
    std::vector<Opened> opened;
    int validIsolates = 0;
    int overflowIsolates = 0;
    int overflowEmbeddings = 0;
    for (std::size_t k = begin; k < end; ++k) {
        const Char& c = chars[k];
        if (!c.ok || ruleOf(c.cp).rule != Rule::Bidi)
            continue;
        Bidi b;
        b.f = findingAt(c, HiddenClass::Bidi);
        switch (bidiRole(c.cp)) {
        case BidiRole::Mark:
            b.kind = 3;
            break;
        case BidiRole::Embedding:
        case BidiRole::Override:
        case BidiRole::Isolate: {
            const bool isolate = bidiRole(c.cp) == BidiRole::Isolate;
            if (static_cast<int>(opened.size()) >= kMaxBidiDepth || overflowIsolates > 0 ||
                overflowEmbeddings > 0) {
                if (isolate)
                    ++overflowIsolates;
                else if (overflowIsolates == 0)
                    ++overflowEmbeddings;
                b.flagged = true;
                b.f.reason = HiddenReason::TooDeep;
                break;
            }
            b.kind = 1;
            b.overrides = bidiRole(c.cp) == BidiRole::Override;
            opened.push_back({bidi.size(), isolate});
            if (isolate)
                ++validIsolates;
            break;
        }
        case BidiRole::PopIsolate:
            if (overflowIsolates > 0) {
                --overflowIsolates;
                b.flagged = true;
                b.f.reason = HiddenReason::TooDeep;
            } else if (validIsolates == 0) {
                b.flagged = true;
                b.f.reason = HiddenReason::NothingToClose;
            } else {
                overflowEmbeddings = 0;
                while (!opened.empty()) {
                    const Opened o = opened.back();
                    opened.pop_back();
                    bidi[o.index].closed = true;
                    if (o.isolate) {
                        b.opener = o.index;
                        break;
                    }
                }
                --validIsolates;
                b.kind = 2;
            }
            break;
        case BidiRole::PopEmbedding:
            if (overflowIsolates > 0) {
                b.flagged = true;
                b.f.reason = HiddenReason::TooDeep;
            } else if (overflowEmbeddings > 0) {
                --overflowEmbeddings;
                b.flagged = true;
                b.f.reason = HiddenReason::TooDeep;
            } else if (opened.empty() || opened.back().isolate) {
                b.flagged = true;
                b.f.reason = HiddenReason::NothingToClose;
            } else {
                bidi[opened.back().index].closed = true;
                b.opener = opened.back().index;
                opened.pop_back();
                b.kind = 2;
            }
            break;
        case BidiRole::None:
            break;
        }
        bidi.push_back(b);
    }
    for (Bidi& b : bidi) {
        if (b.kind == 1) {
            if (!b.closed) {
                b.f.cls = HiddenClass::BidiUnterminated;
                b.f.reason = HiddenReason::LeftOpen;
                b.flagged = true;
            } else {
                b.flagged = b.overrides || !rtl;
                b.f.reason = b.overrides ? HiddenReason::Override : HiddenReason::NoRightToLeft;
            }
        } else if (b.kind == 2) {
            b.flagged = bidi[b.opener].flagged;
            b.f.reason = HiddenReason::ClosesFlagged;
        } else if (b.kind == 3) {
            b.flagged = !rtl;
            b.f.reason = HiddenReason::NoRightToLeft;
        }
        if (b.flagged)
            found.push_back(b.f);
    }

    // Words: runs of word characters (ASCII letters, digits, _; characters with kWord; a
    // joiner inside a word; a variation selector does not end one).
    struct Word {
        std::vector<std::size_t> at; // indexes into chars, joiners included
        bool nonAscii = false;
        bool examine = false;
        std::uint32_t asciiGroups = 0;
        std::uint32_t orP = 0;
        std::uint32_t andP = ~std::uint32_t{0};
        std::uint32_t letters = 0;
        bool formats = false;
    };
    // A run longer than this is cut into words of this many characters.
    constexpr std::size_t kLongest = 256;
    std::vector<Word> words;
    {
        Word w;
        bool active = false;
        const auto close = [&] {
            if (active)
                words.push_back(w);
            active = false;
            w = Word{};
        };
        for (std::size_t k = begin; k < end; ++k) {
            const Char& c = chars[k];
            if (!c.ok) {
                close();
                continue;
            }
            if (c.cp < 0x80) {
                if (asciiWord(c.cp)) {
                    if (w.at.size() == kLongest)
                        close();
                    active = true;
                    w.at.push_back(k);
                    if (!(c.cp >= U'0' && c.cp <= U'9') && c.cp != U'_')
                        w.asciiGroups = kGroupLatin;
                } else {
                    close();
                }
                continue;
            }
            const std::uint32_t e = props(c.cp);
            const Rule rule = (e & kSpecial) ? ruleOf(c.cp).rule : Rule::None;
            if (rule == Rule::Joiner || rule == Rule::VariationSelector) {
                // Inside a word it is part of it; it starts none.
                if (active && w.at.size() == kLongest) {
                    close();
                } else if (active) {
                    w.at.push_back(k);
                    w.formats = true;
                }
                continue;
            }
            const bool wordChar = ((e & kSpecial) == 0 || rule == Rule::None || rule == Rule::Word)
                                      ? (e & kWord) != 0
                                      : false;
            if (!wordChar) {
                close();
                continue;
            }
            if (w.at.size() == kLongest)
                close();
            active = true;
            w.at.push_back(k);
            w.nonAscii = true;
            w.orP |= e;
            w.andP &= e;
            w.letters += (e & kLetter) != 0;
            if (rule == Rule::Word)
                w.examine = true;
        }
        close();
    }
    bool latin = false;
    std::bitset<256> scripts;
    for (std::size_t k = begin; k < end; ++k) {
        if (chars[k].ok && chars[k].cp < 0x80 && asciiWord(chars[k].cp) &&
            !(chars[k].cp >= U'0' && chars[k].cp <= U'9') && chars[k].cp != U'_')
            latin = true;
    }
    struct Candidate {
        std::vector<HiddenFinding> letters;
        std::uint32_t script;
    };
    std::vector<Candidate> candidates;
    for (const Word& w : words) {
        if (!w.nonAscii)
            continue;
        const std::uint32_t groups = groupOf(w.orP) | w.asciiGroups;
        const bool single = oneScript(w.orP, w.andP);
        const std::size_t kept = w.at.size();
        if ((single || !(groups & kGroupOther)) && !w.examine && highlyRestrictive(groups)) {
            if (groups == kGroupOther && w.letters >= kMinWholeScriptLetters &&
                (w.andP & kAsciiLookalike) && !(w.orP & (kMark | kExtend)) && !w.formats) {
                Candidate c;
                c.script = w.orP & kScriptMask;
                for (const std::size_t k : w.at) {
                    HiddenFinding f =
                        findingAt(chars[k], HiddenClass::Confusable, HiddenReason::WholeScript);
                    f.script = static_cast<std::int16_t>(c.script);
                    f.readsAsScript = USCRIPT_LATIN;
                    f.looksLike = asciiLookalike(chars[k].cp);
                    c.letters.push_back(f);
                }
                candidates.push_back(c);
                continue;
            }
            if (groups & kGroupLatin)
                latin = true;
            if (groups & kGroupOther)
                scripts.set(w.orP & kScriptMask);
            continue;
        }
        std::u32string text;
        for (std::size_t j = 0; j < kept; ++j)
            text += chars[w.at[j]].cp;
        for (const OddLetter& odd : confusableLetters(text)) {
            HiddenFinding f = findingAt(chars[w.at[odd.index]], HiddenClass::Confusable);
            f.script = static_cast<std::int16_t>(odd.script);
            f.readsAsScript = static_cast<std::int16_t>(odd.readsAs);
            f.looksLike = odd.looksLike;
            f.reason = odd.reason;
            found.push_back(f);
        }
        if (groups & kGroupLatin)
            latin = true;
        for (std::size_t j = 0; j < kept; ++j) {
            if (text[j] >= 0x80)
                scripts.set(props(text[j]) & kScriptMask);
        }
    }
    for (const Candidate& c : candidates) {
        if (latin && !scripts.test(c.script))
            found.insert(found.end(), c.letters.begin(), c.letters.end());
    }
    std::stable_sort(
        found.begin(), found.end(),
        [](const HiddenFinding& a, const HiddenFinding& b) { return a.offset < b.offset; });
    out.insert(out.end(), found.begin(), found.end());
}

} // namespace hiddenref

/// Every hidden character of `data`, in order, the plain way.
inline std::vector<HiddenFinding> hiddenReference(std::span<const std::uint8_t> data) {
    using namespace hiddenref;
    std::vector<Char> chars;
    std::uint64_t line = 1;
    std::uint64_t column = 1;
    const std::vector<Unit> units = decodeAll(data, Profile::Rfc3629);
    for (std::size_t k = 0; k < units.size(); ++k) {
        Char c;
        c.unit = units[k];
        c.ok = units[k].valid();
        c.cp = c.ok ? static_cast<char32_t>(units[k].codePoint) : kMalformed;
        c.line = line;
        c.column = column;
        chars.push_back(c);
        ++column;
        const bool crAlone = c.cp == U'\r' && !(k + 1 < units.size() && units[k + 1].valid() &&
                                                units[k + 1].codePoint == U'\n');
        if (c.cp == U'\n' || (crAlone && k + 1 < units.size())) {
            ++line;
            column = 1;
        }
    }
    std::vector<HiddenFinding> out;
    std::size_t begin = 0;
    for (std::size_t k = 0; k < chars.size(); ++k) {
        if (chars[k].ok && endsParagraph(chars[k].cp)) {
            paragraph(chars, begin, k + 1, out);
            begin = k + 1;
        }
    }
    paragraph(chars, begin, chars.size(), out);
    return out;
}

/// The regions outside text, one line each, to compare and to show.
inline std::string describeOutside(const std::vector<HiddenOutsideText>& outside) {
    std::string out;
    for (const HiddenOutsideText& o : outside) {
        out += std::string(toString(o.kind)) + " " + std::to_string(o.offset) + "+" +
               std::to_string(o.length) + " " + std::to_string(o.line) + ":" +
               std::to_string(o.column) + " " + std::to_string(o.counts.total()) + "\n";
    }
    return out;
}

/// Every finding and every region outside text, as a sink hears of them.
class CollectHidden final : public HiddenSink {
public:
    void onHidden(const HiddenFinding& f) override { found.push_back(f); }
    void onOutsideText(const HiddenOutsideText& o) override { outside.push_back(o); }
    std::vector<HiddenFinding> found;
    std::vector<HiddenOutsideText> outside;
};

/// Findings split by the region map of the input: those in text (isTextRegion), and the others
/// counted by the region they lie in, a region again after a finding in text. The map's pieces
/// decide, as its rules cut them (a span it lumps into one Mixed region keeps its text).
struct HiddenInText {
    std::vector<HiddenFinding> findings;
    std::vector<HiddenOutsideText> outside;
    HiddenCounts counts;
};

/// The pieces of the map of an input, neighbours of one kind joined.
class MapPieces final : public regions::PieceSink {
public:
    struct Piece {
        RegionKind kind;
        std::uint64_t from;
        std::uint64_t to;
    };
    void onPiece(RegionKind kind, std::uint64_t from, std::uint64_t to) override {
        if (!pieces.empty() && pieces.back().kind == kind && pieces.back().to == from)
            pieces.back().to = to;
        else
            pieces.push_back({kind, from, to});
    }
    std::vector<Piece> pieces;
};

/// `found` (in order), the findings of `data`, split by the pieces of its map, the plain way:
/// each finding looked up among them.
inline HiddenInText hiddenInText(const std::vector<HiddenFinding>& found,
                                 std::span<const std::uint8_t> data) {
    MapPieces map;
    RegionMapper mapper(Profile::Rfc3629);
    mapper.setPieceSink(&map);
    mapper.feed(data);
    (void)mapper.finish();
    HiddenInText split;
    const MapPieces::Piece* open = nullptr; // the piece of the last finding outside text
    for (const HiddenFinding& f : found) {
        const auto it = std::partition_point(map.pieces.begin(), map.pieces.end(),
                                             [&](const auto& p) { return p.to <= f.offset; });
        if (it == map.pieces.end() || isTextRegion(it->kind)) {
            ++split.counts.byClass[static_cast<int>(f.cls)];
            split.findings.push_back(f);
            open = nullptr;
            continue;
        }
        if (&*it != open) {
            split.outside.push_back({it->kind, it->from, it->to - it->from, {}, f.line, f.column});
            open = &*it;
        }
        ++split.outside.back().counts.byClass[static_cast<int>(f.cls)];
        ++split.counts.outsideText;
    }
    return split;
}

/// The same for `data`, found by the reference.
inline HiddenInText hiddenInTextReference(std::span<const std::uint8_t> data) {
    return hiddenInText(hiddenReference(data), data);
}

} // namespace u8scope::test
