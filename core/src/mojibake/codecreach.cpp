// Which text a codec carries: see codecreach.h.
#include "codecreach.h"

#include "reencoding.h"
#include "u8scope/codec/decoder.h"

#include <array>

namespace u8scope::detail {

namespace {

struct Range {
    CodePoint lo = 0;
    CodePoint hi = 0;
};

// The signs any text holds, whatever its script: those of Latin-1 (× ÷ among them), the spacing
// accents the code pages hold (ˆ ˇ ˘ ˙ ˚ ˛ ˜ ˝), the combining accents of decomposed text
// (grave to caron, dot below, cedilla, ogonek), general punctuation, super- and subscripts,
// currency, letterlike signs, number forms, arrows, mathematical operators, technical signs,
// enclosed numbers, box drawing, shapes, dingbats, variation selectors, the byte order mark,
// U+FFFD, and the emoji beyond the BMP.
constexpr Range kSigns[] = {
    {0x80, 0xBF},     {0xD7, 0xD7},     {0xF7, 0xF7},       {0x2C6, 0x2DD},   {0x300, 0x30C},
    {0x323, 0x323},   {0x327, 0x328},   {0x2000, 0x23FF},   {0x2460, 0x27BF}, {0xFE00, 0xFE0F},
    {0xFEFF, 0xFEFF}, {0xFFFD, 0xFFFD}, {0x1F000, 0x1FBFF},
};

// The letters of the scripts of two octets: Latin (not the phonetic alphabet: "иї" is "ɧ"
// through KOI8-U), Greek, Cyrillic, Armenian, Hebrew, Arabic; Vietnamese's letters and polytonic
// Greek's.
constexpr Range kTwoOctets[] = {
    {0x80, 0x24F}, {0x370, 0x5FF}, {0x600, 0x6FF}, {0x750, 0x77F}, {0x1E00, 0x1FFF}};

constexpr Range kThai[] = {{0xE01, 0xE3A}, {0xE3F, 0xE5B}};

std::span<const Range> ownScript(CodecReach reach) noexcept {
    switch (reach) {
    case CodecReach::AnyScript:
    case CodecReach::TwoOctets:
        return {};
    case CodecReach::Thai:
        return kThai;
    }
    return {};
}

bool within(std::span<const Range> ranges, CodePoint cp) noexcept {
    for (const Range& r : ranges) {
        if (cp >= r.lo && cp <= r.hi)
            return true;
    }
    return false;
}

// The first two octets of `cp` in UTF-8 (at least two octets).
std::pair<std::uint8_t, std::uint8_t> firstTwoOctets(CodePoint cp) noexcept {
    if (cp < 0x800)
        return {static_cast<std::uint8_t>(0xC0 | (cp >> 6)),
                static_cast<std::uint8_t>(0x80 | (cp & 0x3F))};
    if (cp < 0x10000)
        return {static_cast<std::uint8_t>(0xE0 | (cp >> 12)),
                static_cast<std::uint8_t>(0x80 | ((cp >> 6) & 0x3F))};
    return {static_cast<std::uint8_t>(0xF0 | (cp >> 18)),
            static_cast<std::uint8_t>(0x80 | ((cp >> 12) & 0x3F))};
}

// Marks the first two octets of the characters of `r`: bit (second - 80) of starts[first - C0].
void markStarts(const Range& r, CarriedStarts& starts) noexcept {
    for (CodePoint cp = r.lo; cp <= r.hi;) {
        const auto [first, second] = firstTwoOctets(cp);
        starts[first - 0xC0] |= std::uint64_t{1} << (second - 0x80);
        // The next character with other first two octets.
        const CodePoint step = cp < 0x800 ? 1 : cp < 0x10000 ? 0x40 : 0x1000;
        cp = (cp / step + 1) * step;
    }
}

} // namespace

CodecReach reachOf(Codec codec) noexcept {
    switch (codec.id()) {
    case CodecId::Windows1252:
    case CodecId::Windows1250:
    case CodecId::Windows1251:
    case CodecId::Windows1253:
    case CodecId::Windows1254:
    case CodecId::Windows1257:
    case CodecId::Iso8859_1:
    case CodecId::Iso8859_2:
    case CodecId::Iso8859_15:
    case CodecId::MacRoman:
    case CodecId::Ibm437:
    case CodecId::Ibm850:
    case CodecId::Koi8R:
        return CodecReach::AnyScript;
    case CodecId::Windows874:
    case CodecId::Iso8859_11:
        return CodecReach::Thai;
    default:
        return CodecReach::TwoOctets;
    }
}

bool carries(CodecReach reach, CodePoint cp) noexcept {
    return reach == CodecReach::AnyScript || cp < 0x80 || within(kTwoOctets, cp) ||
           within(kSigns, cp) || within(ownScript(reach), cp);
}

const CarriedStarts& carriedStarts(CodecReach reach) noexcept {
    static const std::array<CarriedStarts, kCodecReachCount> all = [] {
        std::array<CarriedStarts, kCodecReachCount> a{};
        for (int r = 0; r < kCodecReachCount; ++r) {
            const auto each = static_cast<CodecReach>(r);
            CarriedStarts& starts = a[static_cast<std::size_t>(r)];
            if (each == CodecReach::AnyScript) {
                starts.fill(~std::uint64_t{0});
                continue;
            }
            for (const Range& range : kTwoOctets)
                markStarts(range, starts);
            for (const Range& range : kSigns)
                markStarts(range, starts);
            for (const Range& range : ownScript(each))
                markStarts(range, starts);
        }
        return a;
    }();
    return all[static_cast<std::size_t>(reach)];
}

namespace {

// The octet `cp` stands for in `codec` ('?': unknown, any).
std::optional<std::uint16_t> octetOf(Codec codec, CodePoint cp) noexcept {
    if (cp == '?')
        return std::uint16_t{0x100};
    if (cp == ' ')
        return codec.noBreakSpaceOctet();
    return damageOctet(codec, cp);
}

} // namespace

std::uint64_t someTextCodecs() noexcept {
    static const std::uint64_t mask = [] {
        std::uint64_t m = 0;
        for (const Codec c : Codec::all()) {
            if (reachOf(c) != CodecReach::AnyScript)
                m |= std::uint64_t{1} << static_cast<unsigned>(c.id());
        }
        return m;
    }();
    return mask;
}

bool showsARegion(std::span<const CodePoint> damaged) noexcept {
    const Codec windows1252(CodecId::Windows1252);
    for (const CodePoint cp : damaged) {
        if (cp >= 0x80 && cp != kReplacementCharacter && !damageOctet(windows1252, cp))
            return true;
    }
    return false;
}

bool readsLegacyOctets(Codec codec, std::optional<Codec> legacyCodec) noexcept {
    return reachOf(codec) == CodecReach::AnyScript || legacyCodec == codec;
}

bool startsCarried(Codec codec, CodePoint lead, CodePoint next) noexcept {
    const auto first = octetOf(codec, lead);
    const auto second = octetOf(codec, next);
    if (!first || !second || *first < 0xC0 || *first > 0xFF)
        return false;
    const std::uint64_t seconds = carriedStarts(reachOf(codec))[*first - 0xC0];
    if (*second == 0x100)
        return seconds != 0;
    return *second >= 0x80 && *second < 0xC0 && ((seconds >> (*second - 0x80)) & 1) != 0;
}

bool carriesReading(Codec codec, std::span<const CodePoint> damaged) noexcept {
    std::array<std::uint8_t, 4> octets{};
    if (damaged.empty() || damaged.size() > octets.size())
        return true;
    for (std::size_t k = 0; k < damaged.size(); ++k) {
        if (damaged[k] == '?')
            return true;
        const auto o = damaged[k] == ' ' ? std::optional(codec.noBreakSpaceOctet())
                                         : damageOctet(codec, damaged[k]);
        if (!o)
            return false;
        octets[k] = *o;
    }
    const Unit u =
        decodeUnit(std::span<const std::uint8_t>(octets.data(), damaged.size()), Profile::Rfc3629);
    return u.valid() && u.length == damaged.size() && carries(reachOf(codec), u.codePoint);
}

} // namespace u8scope::detail
