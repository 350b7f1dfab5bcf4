// UTF-8 read as a double-octet East Asian encoding: see readaseastasian.h.
#include "readaseastasian.h"

#include "encoding/icuconverter.h"
#include "legacycjk.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/codec/octetclass.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <memory>
#include <optional>
#include <unicode/ucnv.h>
#include <unordered_map>

namespace u8scope::detail {

namespace {

struct Decoder {
    std::string_view name;
    const char* icu;
};

// The decoders UTF-8 meets in East Asia, the most common first.
constexpr std::array<Decoder, 7> kDecoders{{
    {"GBK", "GBK"},
    {"GB18030", "GB18030"},
    {"Big5", "Big5"},
    {"Shift_JIS", "Shift_JIS"},
    {"EUC-JP", "EUC-JP"},
    {"EUC-KR", "EUC-KR"},
    {"windows-949", "windows-949"},
}};

constexpr int kWild = -1; // an octet (or two) the decoder could not read

// The octets `cp` is in decoder d, if it has it (at most four; a length of 0: none).
struct Octets {
    std::array<std::uint8_t, 4> o{};
    std::uint8_t length = 0;
};

Octets octetsOf(std::size_t d, CodePoint cp) {
    thread_local std::array<IcuConverter, kDecoders.size()> converters;
    thread_local std::unordered_map<std::uint64_t, Octets> known;
    const std::uint64_t key = (static_cast<std::uint64_t>(d) << 32) | cp;
    if (const auto it = known.find(key); it != known.end())
        return it->second;
    auto& converter = converters[d];
    if (!converter) {
        converter = openConverter(kDecoders[d].icu);
        UErrorCode status = U_ZERO_ERROR;
        if (converter)
            ucnv_setFromUCallBack(converter.get(), UCNV_FROM_U_CALLBACK_STOP, nullptr, nullptr,
                                  nullptr, &status);
    }
    Octets r;
    // Windows' Shift_JIS (cp932) reads the single octets 80, A0 and FD-FF that JIS leaves out
    // as U+0080, and U+F8F0-F8F3 of the private use area; ICU's converters have none of them.
    if (kDecoders[d].name == "Shift_JIS" && (cp == 0x80 || (cp >= 0xF8F0 && cp <= 0xF8F3))) {
        r.length = 1;
        r.o[0] = cp == 0x80     ? 0x80
                 : cp == 0xF8F0 ? 0xA0
                                : static_cast<std::uint8_t>(cp - 0xF8F1 + 0xFD);
    } else if (converter && cp <= 0x10FFFF) {
        ucnv_reset(converter.get());
        std::array<UChar, 2> in{};
        std::int32_t units = 1;
        if (cp >= 0x10000) {
            in[0] = static_cast<UChar>(0xD800 + ((cp - 0x10000) >> 10));
            in[1] = static_cast<UChar>(0xDC00 + ((cp - 0x10000) & 0x3FF));
            units = 2;
        } else {
            in[0] = static_cast<UChar>(cp);
        }
        std::array<char, 8> out{};
        UErrorCode status = U_ZERO_ERROR;
        const std::int32_t n =
            ucnv_fromUChars(converter.get(), out.data(), 8, in.data(), units, &status);
        if (U_SUCCESS(status) && n >= 1 && n <= 4) {
            r.length = static_cast<std::uint8_t>(n);
            std::memcpy(r.o.data(), out.data(), static_cast<std::size_t>(n));
        }
    }
    if (known.size() < 65536)
        known.emplace(key, r);
    return r;
}

// What a recovered character may be: text of the kinds such lines hold.
bool recoverable(CodePoint c) {
    const auto within = [c](CodePoint lo, CodePoint hi) { return c >= lo && c <= hi; };
    return within(0x4E00, 0x9FFF) || within(0x3400, 0x4DBF) || within(0x3040, 0x30FF) ||
           within(0xAC00, 0xD7A3) || within(0x3131, 0x318E) || within(0x3000, 0x303F) ||
           within(0xFF01, 0xFFEF) || within(0x2010, 0x203B) || within(0x2160, 0x21FF) ||
           within(0x2460, 0x24FF) || within(0x25A0, 0x26FF) || within(0x3200, 0x32FF) ||
           within(0xA0, 0x24F) || within(0x370, 0x52F) || within(0x1F300, 0x1FAFF) || c == 0xFFFD;
}

struct RunReading {
    std::string repaired;
    int recovered = 0; // characters outside ASCII that came back, U+FFFD among them
    int replacements = 0;
    int wide = 0; // of three octets or four
    int lost = 0;
    bool bad = false;
};

// The UTF-8 in `tokens` (octets, kWild for a replacement), read back.
RunReading readBack(const std::vector<int>& tokens) {
    RunReading r;
    const std::size_t m = tokens.size();
    const auto continuing = [&](std::size_t k) {
        return k < m && tokens[k] != kWild &&
               isContinuationOctet(static_cast<std::uint8_t>(tokens[k]));
    };
    for (std::size_t i = 0; i < m && !r.bad;) {
        const int t = tokens[i];
        if (t != kWild && t < 0x80) {
            r.repaired += static_cast<char>(t);
            ++i;
            continue;
        }
        if (t != kWild && t >= 0xC2 && t <= 0xF4) {
            const std::size_t n = announcedLength(static_cast<std::uint8_t>(t));
            std::size_t k = 1;
            while (k < n && continuing(i + k))
                ++k;
            if (k == n) {
                std::array<std::uint8_t, 4> seq{};
                for (std::size_t q = 0; q < n; ++q)
                    seq[q] = static_cast<std::uint8_t>(tokens[i + q]);
                const Unit u =
                    decodeUnit(std::span<const std::uint8_t>(seq.data(), n), Profile::Rfc3629);
                if (!u.valid() || u.length != n || !recoverable(u.codePoint)) {
                    r.bad = true;
                    break;
                }
                r.repaired += encode(u.codePoint).text();
                ++r.recovered;
                r.replacements += u.codePoint == 0xFFFD ? 1 : 0;
                r.wide += u.codePoint >= 0x800 ? 1 : 0;
                i += n;
                continue;
            }
        }
        // Characters that lost octets: a first octet, continuing octets and replacements, up to
        // the next first octet or ASCII. Each replacement stood for one octet or two.
        std::size_t j = i;
        std::size_t known = 0;
        std::size_t wild = 0;
        std::size_t leads = 0;
        if (t != kWild && t >= 0xC2 && t <= 0xF4) {
            ++known;
            ++leads;
            ++j;
        }
        while (j < m && (tokens[j] == kWild || continuing(j))) {
            (tokens[j] == kWild ? wild : known) += 1;
            ++j;
        }
        if (wild == 0 || j == i) {
            r.bad = true; // malformed where nothing was replaced
            break;
        }
        const std::size_t chars = std::max<std::size_t>({leads, (known + wild + 2) / 3, 1});
        for (std::size_t c = 0; c < chars; ++c)
            r.repaired += "\xEF\xBF\xBD";
        r.lost += static_cast<int>(chars);
        i = j;
    }
    return r;
}

// Windows' Shift_JIS (cp932) has nine signs twice, in JIS X 0208's row 2 (81 xx) and in NEC's
// row 13 (87 xx): a decoder reads both, an encoder writes row 2. The second octet of the NEC form
// of `cp`, or 0.
std::uint8_t necRow13(CodePoint cp) {
    constexpr std::array<std::pair<CodePoint, std::uint8_t>, 9> kRow13{{{0x2252, 0x90},
                                                                        {0x2261, 0x91},
                                                                        {0x222B, 0x92},
                                                                        {0x221A, 0x95},
                                                                        {0x22A5, 0x96},
                                                                        {0x2220, 0x97},
                                                                        {0x2235, 0x9A},
                                                                        {0x2229, 0x9B},
                                                                        {0x222A, 0x9C}}};
    for (const auto& [c, second] : kRow13) {
        if (c == cp)
            return second;
    }
    return 0;
}

// How many continuing octets the UTF-8 in `tokens` still waits for at its end.
std::size_t pendingContinuations(const std::vector<int>& tokens) {
    std::size_t back = 0;
    while (back < tokens.size() && back < 3) {
        const int t = tokens[tokens.size() - 1 - back];
        if (t == kWild || !isContinuationOctet(static_cast<std::uint8_t>(t)))
            break;
        ++back;
    }
    if (back == tokens.size())
        return 0;
    const int t = tokens[tokens.size() - 1 - back];
    if (t == kWild || t < 0xC2 || t > 0xF4)
        return 0;
    const std::size_t n = announcedLength(static_cast<std::uint8_t>(t));
    return n > back + 1 ? n - back - 1 : 0;
}

// A sign cp932 has in two forms, `o` of row 2 and 87 `nec`: the form the UTF-8 before it waits
// for. Row 2's has a first octet after a continuing one (81 E3 for "√"), except for "∩" and "∪"
// (81 BF, 81 BE), while NEC's has two continuing octets (87 95): two still awaited take NEC's,
// fewer row 2's. Where both forms fit ("∩" or "∪" with two awaited), the one that ends a
// character of text is taken; if both do, which it was cannot be told: it is lost, not guessed.
void pushSignOfTwoForms(std::vector<int>& tokens, const Octets& o, std::uint8_t nec) {
    const std::size_t pending = pendingContinuations(tokens);
    if (pending < 2) {
        for (std::size_t q = 0; q < o.length; ++q)
            tokens.push_back(o.o[q]);
        return;
    }
    const bool rowTwoFits = o.length == 2 && isContinuationOctet(o.o[1]);
    if (!rowTwoFits) {
        tokens.push_back(0x87);
        tokens.push_back(nec);
        return;
    }
    // The character the sign ends, through either form.
    const auto ends = [&](std::uint8_t a, std::uint8_t b) {
        if (pending != 2)
            return false;
        const std::array<std::uint8_t, 3> seq{static_cast<std::uint8_t>(tokens.back()), a, b};
        const Unit u = decodeUnit(std::span<const std::uint8_t>(seq), Profile::Rfc3629);
        return u.valid() && u.length == 3 && recoverable(u.codePoint);
    };
    const bool rowTwo = ends(o.o[0], o.o[1]);
    const bool necForm = ends(0x87, nec);
    if (rowTwo != necForm) {
        tokens.push_back(rowTwo ? o.o[0] : 0x87);
        tokens.push_back(rowTwo ? o.o[1] : nec);
    } else {
        tokens.push_back(kWild);
    }
}

struct Run {
    std::size_t first = 0;
    std::size_t last = 0;
};

// Which characters stand for one the wrong decoder lost: U+FFFD, and a "?" among others beside
// a character outside ASCII ("嗅????"). Each run of "?" is looked at once, so that a line of
// them costs its length, not its length squared.
std::vector<bool> wildCharacters(std::span<const CodePoint> cps) {
    const auto wide = [&](std::size_t k) { return cps[k] != kNoCharacter && cps[k] >= 0x80; };
    std::vector<bool> wild(cps.size(), false);
    for (std::size_t i = 0; i < cps.size();) {
        if (cps[i] != '?') {
            wild[i] = cps[i] == 0xFFFD;
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < cps.size() && cps[end] == '?')
            ++end;
        const bool beside = (i > 0 && wide(i - 1)) || (end < cps.size() && wide(end));
        std::fill(wild.begin() + static_cast<std::ptrdiff_t>(i),
                  wild.begin() + static_cast<std::ptrdiff_t>(end), beside);
        i = end;
    }
    return wild;
}

} // namespace

EastAsianReading readAsEastAsian(std::span<const CodePoint> cps) {
    EastAsianReading none;
    // Runs of characters outside ASCII and replacements.
    std::vector<Run> runs;
    std::size_t wideCount = 0;
    const std::vector<bool> wild = wildCharacters(cps);
    for (std::size_t i = 0; i < cps.size();) {
        const auto inRun = [&](std::size_t k) {
            return cps[k] != kNoCharacter && (cps[k] >= 0x80 || wild[k]);
        };
        if (!inRun(i)) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < cps.size() && inRun(j)) {
            wideCount += cps[j] >= 0x80 && cps[j] != 0xFFFD ? 1 : 0;
            ++j;
        }
        runs.push_back({i, j - 1});
        i = j;
    }
    if (wideCount < 2)
        return none;
    struct Scored {
        std::size_t decoder = 0;
        std::vector<RunReading> readings;
        int recovered = 0;
        int lost = 0;
        int replacements = 0;
        int wide = 0;
    };
    std::optional<Scored> best;
    bool ambiguous = false;
    for (std::size_t d = 0; d < kDecoders.size(); ++d) {
        Scored s;
        s.decoder = d;
        bool ok = true;
        std::vector<int> tokens;
        for (const Run& run : runs) {
            tokens.clear();
            for (std::size_t k = run.first; k <= run.last && ok; ++k) {
                if (wild[k]) {
                    tokens.push_back(kWild);
                    continue;
                }
                const Octets o = octetsOf(d, cps[k]);
                ok = o.length > 0;
                if (kDecoders[d].name == "Shift_JIS") {
                    if (const std::uint8_t nec = necRow13(cps[k]); nec != 0) {
                        pushSignOfTwoForms(tokens, o, nec);
                        continue;
                    }
                }
                for (std::size_t q = 0; q < o.length; ++q)
                    tokens.push_back(o.o[q]);
            }
            if (!ok)
                break;
            RunReading r = readBack(tokens);
            if (r.bad) {
                ok = false;
                break;
            }
            s.recovered += r.recovered;
            s.lost += r.lost;
            s.replacements += r.replacements;
            s.wide += r.wide;
            s.readings.push_back(std::move(r));
        }
        if (!ok)
            continue;
        // Three characters of text at least, or replacement characters read again ("锟斤拷"),
        // or a line the decoder mostly lost: characters of three octets back and three times as
        // many lost, and no octet out of place. (A line repaired so holds a few characters among
        // its U+FFFD; their octets make at most a character of two octets.)
        const bool traces = s.recovered == s.replacements && s.replacements >= 2;
        const bool mostlyLost = s.wide >= 1 && s.wide == s.recovered && s.lost >= 3 * s.recovered;
        if (s.recovered < 3 && !traces && !mostlyLost)
            continue;
        if (best && s.recovered == best->recovered && s.lost == best->lost) {
            // Two decoders that explain the line as well and recover other characters: which
            // one it was cannot be told, and a guess would invent text.
            bool same = true;
            for (std::size_t k = 0; k < s.readings.size() && same; ++k)
                same = s.readings[k].repaired == best->readings[k].repaired;
            ambiguous = ambiguous || !same;
            continue;
        }
        if (!best || s.recovered > best->recovered ||
            (s.recovered == best->recovered && s.lost < best->lost)) {
            best = std::move(s);
            ambiguous = false;
        }
    }
    if (!best || ambiguous)
        return none;
    EastAsianReading r;
    r.decoder = kDecoders[best->decoder].name;
    const double share =
        static_cast<double>(best->recovered) / static_cast<double>(best->recovered + best->lost);
    r.confidence = std::clamp(0.5 + 0.45 * share, 0.05, 0.95);
    for (std::size_t k = 0; k < runs.size(); ++k) {
        const RunReading& rr = best->readings[k];
        r.runs.push_back({runs[k].first, runs[k].last, rr.repaired, rr.lost,
                          rr.recovered > 0 && rr.recovered == rr.replacements});
    }
    return r;
}

namespace {

// The character at data[k] within data[0, size), if DOS 437 or 850 gives it for an octet above
// 7F (legacycjk.h): its length, else 0.
std::size_t dosCharacterAt(const std::uint8_t* data, std::size_t k, std::size_t size,
                           CodePoint* cp) noexcept {
    if (k >= size || data[k] < 0xC2)
        return 0;
    const Unit u =
        decodeUnit(std::span<const std::uint8_t>(data + k, std::min<std::size_t>(size - k, 4)),
                   Profile::Rfc3629);
    *cp = u.codePoint;
    return u.valid() && dosHighCharacter(u.codePoint) ? u.length : 0;
}

// Whether the box drawing or block at data[i] (E2 94-96) is among four characters in a row, not
// all one, that DOS 437 or 850 gives for octets above 7F: East Asian text read as a DOS page
// ("╚╕└╟" for 회의 in EUC-KR), which holds no pair re-encoding leaves. A second octet of Big5 or
// Shift_JIS may be ASCII (40-7E): one such octet between two of them keeps the row ("╖|¡p" for
// 會計 in Big5). Three are looked at on each side, so a rule of box drawing ("┌────") is one
// too; the engine reads its line and finds nothing there.
bool dosRunAt(const std::uint8_t* data, std::size_t i, std::size_t size) noexcept {
    const auto secondOctet = [](std::uint8_t o) { return o >= 0x40 && o <= 0x7E; };
    CodePoint first = 0;
    std::size_t k = dosCharacterAt(data, i, size, &first);
    if (k == 0)
        return false;
    std::size_t run = 1;
    bool mixed = false;
    CodePoint cp = 0;
    for (std::size_t at = i + k, n = 0; n < 3; ++n, at += k) {
        if ((k = dosCharacterAt(data, at, size, &cp)) == 0 && at + 1 < size &&
            secondOctet(data[at]) && (k = dosCharacterAt(data, at + 1, size, &cp)) != 0)
            ++at;
        if (k == 0)
            break;
        ++run;
        mixed = mixed || cp != first;
    }
    // Back: the character that ends at `at`, or one that ends an octet before it after ASCII.
    const auto endingAt = [&](std::size_t at) -> std::size_t {
        std::size_t start = at - 1;
        while (start > 0 && at - start < 4 && isContinuationOctet(data[start]))
            --start;
        return dosCharacterAt(data, start, at, &cp) == at - start ? start : at;
    };
    for (std::size_t at = i, n = 0; n < 3 && at > 0; ++n) {
        std::size_t start = endingAt(at);
        if (start == at && at > 1 && secondOctet(data[at - 1])) {
            start = endingAt(at - 1);
            if (start == at - 1)
                start = at;
        }
        if (start == at)
            break;
        ++run;
        mixed = mixed || cp != first;
        at = start;
    }
    return run >= 4 && mixed;
}

} // namespace

bool eastAsianTraceAt(const std::uint8_t* data, std::size_t i, std::size_t size) noexcept {
    const std::uint8_t b = data[i];
    if (b == '?')
        return i >= 3 && (data[i - 3] & 0xF0) == 0xE0 && isContinuationOctet(data[i - 2]) &&
               isContinuationOctet(data[i - 1]);
    if (b == 0xEF || b == 0xE9)
        return i + 2 < size && data[i + 1] == (b == 0xEF ? 0xBF : 0x94) &&
               data[i + 2] == (b == 0xEF ? 0xBD : 0x9F);
    if (b == 0xE2)
        return i + 1 < size && (data[i + 1] & 0xFC) == 0x94 && dosRunAt(data, i, size);
    // Four characters of Latin-1 in a row: counted back and on from this one, four at most.
    const auto latin1 = [&](std::size_t k) {
        return k + 1 < size && (data[k] == 0xC2 || data[k] == 0xC3) &&
               isContinuationOctet(data[k + 1]);
    };
    if (!latin1(i))
        return false;
    int run = 1;
    for (std::size_t k = i; run < 4 && k >= 2 && latin1(k - 2); k -= 2)
        ++run;
    for (std::size_t k = i + 2; run < 4 && latin1(k); k += 2)
        ++run;
    return run >= 4;
}

} // namespace u8scope::detail
