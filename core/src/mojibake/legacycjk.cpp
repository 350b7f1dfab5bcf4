// East Asian text read as a Western page: see legacycjk.h.
#include "legacycjk.h"

#include "encoding/icuconverter.h"
#include "plainwords.h"
#include "reencoding.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <memory>
#include <optional>
#include <uchardet.h>
#include <unicode/uchar.h>
#include <unicode/ucnv.h>
#include <unordered_map>

namespace u8scope::detail {

namespace {

// A double-octet encoding, its common part by the octets of a character, and the part of that
// which everyday text is written in: signs, kana, Hangul and the first level of ideographs
// (GB2312's 3755, Big5's 5401 frequent ones, JIS X 0208's 2965), not the second level nor
// Korean's hanja.
struct Encoding {
    std::string_view name;
    const char* icu;
    bool (*pair)(std::uint8_t lead, std::uint8_t trail);
    bool (*everyday)(std::uint8_t lead, std::uint8_t trail);
};

bool in(std::uint8_t o, int lo, int hi) {
    return o >= lo && o <= hi;
}

constexpr std::array<Encoding, 5> kEncodings{{
    // GB2312's rows: symbols at A1-A9, the ideographs at B0-F7.
    {"GBK", "GBK",
     [](std::uint8_t a, std::uint8_t b) {
         return (in(a, 0xA1, 0xA9) || in(a, 0xB0, 0xF7)) && in(b, 0xA1, 0xFE);
     },
     [](std::uint8_t a, std::uint8_t) { return in(a, 0xA1, 0xA9) || in(a, 0xB0, 0xD7); }},
    {"Big5", "Big5",
     [](std::uint8_t a, std::uint8_t b) {
         return in(a, 0xA1, 0xF9) && (in(b, 0x40, 0x7E) || in(b, 0xA1, 0xFE));
     },
     [](std::uint8_t a, std::uint8_t b) { return in(a, 0xA1, 0xC5) || (a == 0xC6 && b <= 0x7E); }},
    // JIS X 0208: leads 81-9F and E0-EA; its first level ends at 98 72.
    {"Shift_JIS", "Shift_JIS",
     [](std::uint8_t a, std::uint8_t b) {
         return (in(a, 0x81, 0x9F) || in(a, 0xE0, 0xEA)) &&
                (in(b, 0x40, 0x7E) || in(b, 0x80, 0xFC));
     },
     [](std::uint8_t a, std::uint8_t b) {
         return in(a, 0x81, 0x84) || in(a, 0x88, 0x97) || (a == 0x98 && b <= 0x72);
     }},
    {"EUC-JP", "EUC-JP",
     [](std::uint8_t a, std::uint8_t b) { return in(a, 0xA1, 0xFE) && in(b, 0xA1, 0xFE); },
     [](std::uint8_t a, std::uint8_t) { return in(a, 0xA1, 0xA8) || in(a, 0xB0, 0xCF); }},
    {"EUC-KR", "EUC-KR",
     [](std::uint8_t a, std::uint8_t b) { return in(a, 0xA1, 0xFE) && in(b, 0xA1, 0xFE); },
     [](std::uint8_t a, std::uint8_t) { return in(a, 0xA1, 0xAC) || in(a, 0xB0, 0xC8); }},
}};

// The confidence of a reading whose encoding uchardet named.
constexpr double kNamedByUchardet = 0.9;

// The pages East Asian octets are read as by Western software, the most common first.
constexpr std::array<CodecId, 4> kPages{CodecId::Windows1252, CodecId::Iso8859_1, CodecId::Ibm437,
                                        CodecId::Ibm850};

// What East Asian text is made of: ideographs, kana, Hangul, and their punctuation and symbols.
bool eastAsianText(CodePoint c) {
    const auto within = [c](CodePoint lo, CodePoint hi) { return c >= lo && c <= hi; };
    return within(0x4E00, 0x9FFF) || within(0x3400, 0x4DBF) || within(0x3040, 0x30FF) ||
           within(0xAC00, 0xD7A3) || within(0x3131, 0x318E) || within(0x3000, 0x303F) ||
           within(0xFF01, 0xFF5E) || within(0xFFE0, 0xFFE6) || within(0x2010, 0x203B) ||
           within(0x2160, 0x217F) || within(0x2190, 0x21FF) || within(0x2460, 0x24FF) ||
           within(0x25A0, 0x25FF) || within(0x3200, 0x32FF) || c == 0xB7 || c == 0xD7 ||
           c == 0xF7 || c == 0xB0 || c == 0xB1 || c == 0xA7;
}

bool kanaOrHangul(CodePoint c) {
    return (c >= 0x3040 && c <= 0x30FF) || (c >= 0xAC00 && c <= 0xD7A3);
}

// The character two octets are in `e`, or 0. Remembered: a line of text repeats its characters.
CodePoint decodePair(std::size_t e, std::uint8_t a, std::uint8_t b) {
    thread_local std::array<IcuConverter, kEncodings.size()> converters;
    thread_local std::unordered_map<std::uint32_t, CodePoint> known;
    const std::uint32_t key = static_cast<std::uint32_t>(e << 16) | (a << 8) | b;
    if (const auto it = known.find(key); it != known.end())
        return it->second;
    auto& converter = converters[e];
    if (!converter) {
        converter = openConverter(kEncodings[e].icu);
        UErrorCode status = U_ZERO_ERROR;
        if (converter)
            ucnv_setToUCallBack(converter.get(), UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr,
                                &status);
    }
    CodePoint cp = 0;
    if (converter) {
        ucnv_reset(converter.get());
        const std::array<char, 2> in{static_cast<char>(a), static_cast<char>(b)};
        std::array<UChar, 4> out{};
        UErrorCode status = U_ZERO_ERROR;
        const std::int32_t n = ucnv_toUChars(converter.get(), out.data(), 4, in.data(), 2, &status);
        if (U_SUCCESS(status) && n == 1 && out[0] != 0xFFFD && out[0] != 0x1A)
            cp = out[0];
    }
    if (known.size() < 65536)
        known.emplace(key, cp);
    return cp;
}

// The encoding uchardet names for `octets`, as an index of kEncodings.
std::optional<std::size_t> uchardetAnswer(const std::string& octets) {
    uchardet_t detector = uchardet_new();
    std::optional<std::size_t> answer;
    if (uchardet_handle_data(detector, octets.data(), octets.size()) == 0) {
        uchardet_data_end(detector);
        std::string name = uchardet_get_charset(detector);
        std::transform(name.begin(), name.end(), name.begin(),
                       [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
        if (name == "GB18030" || name == "GB2312" || name == "GBK")
            answer = 0;
        else if (name == "BIG5")
            answer = 1;
        else if (name == "SHIFT_JIS")
            answer = 2;
        else if (name == "EUC-JP")
            answer = 3;
        else if (name == "EUC-KR" || name == "UHC")
            answer = 4;
    }
    uchardet_delete(detector);
    return answer;
}

struct LineWord {
    std::size_t first = 0;
    std::size_t last = 0;
    std::string octets;
};

struct Candidate {
    std::size_t encoding = 0;
    std::vector<std::string> repaired; // per word
    std::size_t doubles = 0;
    std::size_t signature = 0; // kana or Hangul
    std::size_t rare = 0;      // characters of two octets outside the everyday part
    std::size_t letters = 0;   // ASCII letters read as themselves
    std::size_t ascii = 0;     // ASCII octets read as themselves
};

// Where the extension of a file name ends a word (".docx": a dot, then one to five ASCII letters
// and digits), or its size: the letters of an extension are no letters of the text.
std::size_t extensionAt(const std::string& o) {
    const std::size_t dot = o.rfind('.');
    if (dot == std::string::npos || o.size() - dot < 2 || o.size() - dot > 6)
        return o.size();
    const bool name =
        std::all_of(o.begin() + static_cast<std::ptrdiff_t>(dot) + 1, o.end(),
                    [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) != 0; });
    return name ? dot : o.size();
}

// The words read through `e`, if every one is well-formed in its common part.
std::optional<Candidate> readAs(std::size_t e, const std::vector<LineWord>& words) {
    Candidate c;
    c.encoding = e;
    for (const LineWord& w : words) {
        std::string out;
        const std::string& o = w.octets;
        const std::size_t extension = extensionAt(o);
        for (std::size_t i = 0; i < o.size();) {
            const auto a = static_cast<std::uint8_t>(o[i]);
            if (a < 0x80) {
                out += static_cast<char>(a);
                c.letters += std::isalpha(a) != 0 && i < extension ? 1 : 0;
                ++c.ascii;
                ++i;
                continue;
            }
            if (i + 1 >= o.size())
                return std::nullopt;
            const auto b = static_cast<std::uint8_t>(o[i + 1]);
            if (!kEncodings[e].pair(a, b))
                return std::nullopt;
            const CodePoint cp = decodePair(e, a, b);
            if (cp == 0 || !eastAsianText(cp))
                return std::nullopt;
            out += encode(cp).text();
            ++c.doubles;
            c.signature += kanaOrHangul(cp) ? 1 : 0;
            c.rare += kEncodings[e].everyday(a, b) ? 0 : 1;
            i += 2;
        }
        c.repaired.push_back(std::move(out));
    }
    return c;
}

bool wellFormedThrough(Codec codec, std::span<const CodePoint> cps,
                       const std::vector<LineWord>& words) {
    std::string octets;
    for (const LineWord& w : words) {
        for (std::size_t k = w.first; k <= w.last; ++k) {
            if (cps[k] < 0x80) {
                octets += static_cast<char>(cps[k]);
            } else if (const auto o = damageOctet(codec, cps[k])) {
                octets += static_cast<char>(*o);
            } else {
                return false;
            }
        }
        octets += ' ';
    }
    const auto units =
        decodeAll(std::span(reinterpret_cast<const std::uint8_t*>(octets.data()), octets.size()),
                  Profile::Rfc3629);
    return std::all_of(units.begin(), units.end(), [](const Unit& u) { return u.valid(); });
}

} // namespace

bool dosHighCharacter(CodePoint cp) noexcept {
    // The characters of both pages lie below U+2600: a bit each.
    static const std::array<std::uint64_t, 0x2600 / 64> kSet = [] {
        std::array<std::uint64_t, 0x2600 / 64> set{};
        for (const CodecId id : {CodecId::Ibm437, CodecId::Ibm850}) {
            for (int o = 0x80; o <= 0xFF; ++o) {
                const CodePoint c = Codec(id).decode(static_cast<std::uint8_t>(o));
                if (c < 0x2600)
                    set[c / 64] |= std::uint64_t{1} << (c % 64);
            }
        }
        return set;
    }();
    return cp < 0x2600 && (kSet[cp / 64] >> (cp % 64) & 1) != 0;
}

bool mayBeEastAsianThroughDos(std::span<const CodePoint> cps) {
    std::size_t high = 0;
    for (const CodePoint c : cps) {
        if (c < 0x80)
            continue;
        if (!dosHighCharacter(c))
            return false;
        ++high;
    }
    return high >= 4;
}

LegacyCjkReading readLegacyCjk(std::span<const CodePoint> cps) {
    LegacyCjkReading none;
    // The words (between ASCII white space) with characters outside ASCII.
    std::vector<LineWord> words;
    std::size_t high = 0;
    for (std::size_t i = 0; i < cps.size();) {
        const auto space = [&](std::size_t k) {
            return cps[k] < 0x80 && std::isspace(static_cast<int>(cps[k])) != 0;
        };
        if (space(i)) {
            ++i;
            continue;
        }
        std::size_t j = i;
        bool wide = false;
        while (j < cps.size() && !space(j)) {
            if (cps[j] == kNoCharacter)
                return none;
            wide = wide || cps[j] >= 0x80;
            high += cps[j] >= 0x80 ? 1 : 0;
            ++j;
        }
        if (wide)
            words.push_back({i, j - 1, {}});
        i = j;
    }
    if (high < 4)
        return none;
    // A word as found that reads as text ("ÀÁÂÃÄÅ", capitals in a row) is left as it is: one
    // word at least must be implausible.
    const bool implausibleWord = std::any_of(words.begin(), words.end(), [&](const LineWord& w) {
        return implausible(cps.subspan(w.first, w.last - w.first + 1));
    });
    // And one character at least that is no letter: the second octets of such text are signs
    // half the time ("º" in "ÄãºÃ"); letters alone are a word or a listing ("ÀÁÂÃÄÅ").
    bool sign = false;
    for (const LineWord& w : words) {
        for (std::size_t k = w.first; k <= w.last && !sign; ++k)
            sign = cps[k] >= 0x80 && !u_isalpha(static_cast<UChar32>(cps[k]));
    }
    if (!implausibleWord || !sign)
        return none;
    // Words whose octets through some codec are well-formed UTF-8 are UTF-8 read as that codec
    // ("mÃ´r" for "môr", "Â½" for "½"): the re-encoding's to undo, not East Asian text, which
    // seldom is.
    for (const Codec codec : Codec::all()) {
        if (wellFormedThrough(codec, cps, words))
            return none;
    }
    std::vector<LegacyCjkReading> readings; // one a page at most
    for (const CodecId id : kPages) {
        const Codec page(id);
        bool mapped = true;
        bool viaC1 = false; // windows-1252's octets for C1 controls ISO 8859-1 reads
        for (LineWord& w : words) {
            w.octets.clear();
            for (std::size_t k = w.first; k <= w.last && mapped; ++k) {
                if (cps[k] < 0x80) {
                    w.octets += static_cast<char>(cps[k]);
                } else if (bool c1 = false; const auto o = damageOctet(page, cps[k], &c1)) {
                    w.octets += static_cast<char>(*o);
                    viaC1 = viaC1 || c1;
                } else {
                    mapped = false;
                }
            }
            if (!mapped)
                break;
        }
        if (!mapped)
            continue;
        // The same octet five times over is a rule of box drawing ("─────" in DOS 437), not
        // East Asian text ("いい" is A4 A4 A4 A4 in EUC-JP, but a third "い" is rare).
        bool repeated = false;
        for (const LineWord& w : words) {
            std::size_t same = 0;
            for (std::size_t k = 0; k < w.octets.size() && !repeated; ++k) {
                same = k > 0 && w.octets[k] == w.octets[k - 1] ? same + 1 : 1;
                repeated = same >= 5 && static_cast<std::uint8_t>(w.octets[k]) >= 0x80;
            }
        }
        if (repeated)
            continue;
        std::string all;
        for (const LineWord& w : words)
            all += w.octets + " ";
        std::vector<Candidate> candidates;
        for (std::size_t e = 0; e < kEncodings.size(); ++e) {
            // Fewer ASCII letters than characters of two octets, a name's extension aside
            // ("会议纪要.pdf"): not letters a word of Latin text holds ("“Hello").
            // And most of the words' octets in those characters: a second octet of Big5 or
            // Shift_JIS may be ASCII ("|" in "╖|" for 會 in Big5 read as DOS 437), and is
            // counted with its character.
            if (auto c = readAs(e, words);
                c && c->doubles >= 2 && c->letters <= c->doubles && c->ascii <= 2 * c->doubles)
                candidates.push_back(std::move(*c));
        }
        if (candidates.empty())
            continue;
        const Candidate* chosen = nullptr;
        double confidence = 0;
        if (candidates.size() == 1) {
            chosen = &candidates.front();
            confidence = 0.8;
        }
        if (const auto answer = uchardetAnswer(all)) {
            for (const Candidate& c : candidates) {
                if (c.encoding == *answer) {
                    chosen = &c;
                    confidence = kNamedByUchardet;
                }
            }
        }
        if (!chosen) {
            // Else the one reading into the characters everyday text is written in (signs, kana,
            // Hangul, the first level of ideographs), where the others give some of the second
            // level or hanja ("会议纪要" is GB2312's first level in GBK; Big5 and EUC-JP read its
            // octets into rare ideographs, EUC-KR into Hangul beside hanja); of several such, or
            // where there is none, the one into kana or Hangul for most of its characters (a
            // Korean name is GB2312's first level in GBK too).
            const auto only = [&](auto&& fits) -> const Candidate* {
                const Candidate* one = nullptr;
                for (const Candidate& c : candidates) {
                    if (fits(c)) {
                        if (one)
                            return nullptr;
                        one = &c;
                    }
                }
                return one;
            };
            const auto everyday = [](const Candidate& c) { return c.rare == 0; };
            const auto marked = [](const Candidate& c) { return c.signature * 2 >= c.doubles; };
            const bool anyEveryday = std::any_of(candidates.begin(), candidates.end(), everyday);
            chosen = only(everyday);
            if (!chosen) {
                chosen = anyEveryday
                             ? only([&](const Candidate& c) { return everyday(c) && marked(c); })
                             : only(marked);
            }
            if (!chosen)
                return none; // two encodings read it alike well: left as it is
            confidence = 0.7;
        }
        LegacyCjkReading r;
        r.page = page;
        r.stored = kEncodings[chosen->encoding].name;
        r.confidence = confidence;
        r.viaC1 = viaC1;
        for (std::size_t k = 0; k < words.size(); ++k)
            r.words.push_back({words[k].first, words[k].last, chosen->repaired[k]});
        readings.push_back(std::move(r));
    }
    // Pages that share the characters of the line (windows-1252 and DOS 850 both have "ñº½Î¬")
    // may each give a reading: one text whichever, or else the first page's (the commonest)
    // among those uchardet named, or none.
    const auto sameText = [&](const LegacyCjkReading& a) {
        for (std::size_t k = 0; k < a.words.size(); ++k) {
            if (a.words[k].repaired != readings.front().words[k].repaired)
                return false;
        }
        return true;
    };
    if (readings.empty())
        return none;
    if (std::all_of(readings.begin(), readings.end(), sameText)) {
        // A page that reads the line as found rather than through C1 controls: ISO 8859-1 for
        // "\u008Bc\u008E" ("議事" in Shift_JIS), which windows-1252 would show as "‹cŽ".
        const auto exact =
            std::find_if(readings.begin(), readings.end(), [](const auto& a) { return !a.viaC1; });
        return exact == readings.end() ? readings.front() : *exact;
    }
    const auto named = std::find_if(readings.begin(), readings.end(),
                                    [](const auto& a) { return a.confidence == kNamedByUchardet; });
    return named == readings.end() ? none : *named;
}

} // namespace u8scope::detail
