// Single-octet codecs from ICU's converter tables, and ISO 8859-16's from iconv(3): see
// legacycodec.h.
#include "u8scope/encoding/legacycodec.h"

#include "encoding/icuconverter.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <iconv.h>
#include <memory>
#include <string>
#include <unicode/ucnv.h>
#include <utility>
#include <vector>

namespace u8scope {

namespace {

struct CodecNames {
    const char* name;
    const char* display;
    const char* icu; // empty: ICU has no converter, the table comes from iconv(3) by `name`
};

// Indexed by CodecId.
constexpr std::array<CodecNames, kCodecCount> kNames{{
    {"windows-1252", "windows-1252", "windows-1252"},
    {"windows-1250", "windows-1250", "windows-1250"},
    {"windows-1251", "windows-1251", "windows-1251"},
    {"windows-1253", "windows-1253", "windows-1253"},
    {"windows-1254", "windows-1254", "windows-1254"},
    {"windows-1257", "windows-1257", "windows-1257"},
    {"ISO-8859-1", "ISO 8859-1", "ISO-8859-1"},
    {"ISO-8859-2", "ISO 8859-2", "ISO-8859-2"},
    {"ISO-8859-15", "ISO 8859-15", "ISO-8859-15"},
    {"macintosh", "Mac OS Roman", "macintosh"},
    {"IBM437", "IBM PC code page 437", "IBM437"},
    {"IBM850", "IBM PC code page 850", "IBM850"},
    {"KOI8-R", "KOI8-R", "KOI8-R"},
    {"windows-1255", "windows-1255", "windows-1255"},
    {"windows-1256", "windows-1256", "windows-1256"},
    {"windows-1258", "windows-1258", "windows-1258"},
    {"windows-874", "windows-874", "windows-874"},
    {"ISO-8859-3", "ISO 8859-3", "ISO-8859-3"},
    {"ISO-8859-4", "ISO 8859-4", "ISO-8859-4"},
    {"ISO-8859-5", "ISO 8859-5", "ISO-8859-5"},
    {"ISO-8859-6", "ISO 8859-6", "ISO-8859-6"},
    {"ISO-8859-7", "ISO 8859-7", "ISO-8859-7"},
    {"ISO-8859-8", "ISO 8859-8", "ISO-8859-8"},
    {"ISO-8859-9", "ISO 8859-9", "ISO-8859-9"},
    {"ISO-8859-10", "ISO 8859-10", "ISO-8859-10"},
    {"ISO-8859-11", "ISO 8859-11", "ISO-8859-11"},
    {"ISO-8859-13", "ISO 8859-13", "ISO-8859-13"},
    {"ISO-8859-14", "ISO 8859-14", "ISO-8859-14"},
    {"KOI8-U", "KOI8-U", "KOI8-U"},
    {"x-mac-cyrillic", "Mac OS Cyrillic", "x-mac-cyrillic"},
    {"x-mac-greek", "Mac OS Greek", "x-mac-greek"},
    {"IBM852", "IBM PC code page 852", "IBM852"},
    {"IBM866", "IBM PC code page 866", "IBM866"},
    {"ISO-8859-16", "ISO 8859-16", ""},
}};

// Names people use that ICU does not know for the converter: Apple's, and ISO 8859-16's as IANA
// registers them (ICU has no converter to ask).
struct Alias {
    const char* name;
    CodecId codec;
};

constexpr Alias kAliases[] = {
    {"macroman", CodecId::MacRoman},
    {"mac", CodecId::MacRoman},
    {"maccyrillic", CodecId::MacCyrillic},
    {"macgreek", CodecId::MacGreek},
    {"ISO_8859-16:2001", CodecId::Iso8859_16},
    {"ISO_8859-16", CodecId::Iso8859_16},
    {"iso-ir-226", CodecId::Iso8859_16},
    {"latin10", CodecId::Iso8859_16},
    {"l10", CodecId::Iso8859_16},
    {"csISO885916", CodecId::Iso8859_16},
};

// Every codec, in the order of CodecId.
constexpr std::array<Codec, kCodecCount> kAll = [] {
    std::array<Codec, kCodecCount> all{};
    for (int i = 0; i < kCodecCount; ++i)
        all[static_cast<std::size_t>(i)] = Codec(static_cast<CodecId>(i));
    return all;
}();

using detail::IcuConverter;
using detail::openConverter;

// One codec's tables: octet -> character, and the characters sorted for the way back.
struct Table {
    std::array<CodePoint, 256> characters{};
    std::array<bool, 256> assigned{};
    std::vector<std::pair<CodePoint, std::uint8_t>> octets; // sorted by character
    // The way back at a glance for characters below kDirect (0: none; no character outside
    // ASCII comes from octet 00): the mojibake engine asks for every character it weighs.
    std::vector<std::uint8_t> direct;
    std::uint8_t noBreakSpace = 0xA0;
};

constexpr CodePoint kDirect = 0x2600;

// The character ICU reads `octet` as, or nothing where the codec leaves it unassigned.
std::optional<CodePoint> readOne(UConverter* converter, std::uint8_t octet) {
    ucnv_reset(converter);
    const char in = static_cast<char>(octet);
    UChar out[4];
    UErrorCode status = U_ZERO_ERROR;
    const std::int32_t n = ucnv_toUChars(converter, out, 4, &in, 1, &status);
    if (U_FAILURE(status) || n != 1 || out[0] == 0xFFFD || out[0] == 0x1A)
        return std::nullopt;
    return out[0];
}

// The character iconv(3) reads `octet` as in `page`, or nothing where it cannot (the page is
// unknown, or leaves the octet unassigned).
std::optional<CodePoint> iconvReads(iconv_t page, std::uint8_t octet) {
    iconv(page, nullptr, nullptr, nullptr, nullptr); // the initial state
    char in = static_cast<char>(octet);
    unsigned char out[4] = {};
    char* inAt = &in;
    char* outAt = reinterpret_cast<char*>(out);
    std::size_t inLeft = 1;
    std::size_t outLeft = sizeof out;
    if (iconv(page, &inAt, &inLeft, &outAt, &outLeft) == static_cast<std::size_t>(-1) ||
        outLeft != 0)
        return std::nullopt;
    const CodePoint cp =
        out[0] | (CodePoint{out[1]} << 8) | (CodePoint{out[2]} << 16) | (CodePoint{out[3]} << 24);
    return cp == 0xFFFD ? std::nullopt : std::optional(cp);
}

// What the page reads each octet 80-FF as: ICU's converter, or iconv's where ICU has none.
std::array<std::optional<CodePoint>, 128> readHighOctets(const CodecNames& names) {
    std::array<std::optional<CodePoint>, 128> reads{};
    if (names.icu[0] == '\0') {
        const iconv_t page = iconv_open("UTF-32LE", names.name);
        if (page == reinterpret_cast<iconv_t>(-1))
            return reads; // no such page in this C library: nothing assigned
        for (int b = 0x80; b < 256; ++b)
            reads[b - 0x80] = iconvReads(page, static_cast<std::uint8_t>(b));
        iconv_close(page);
        return reads;
    }
    const IcuConverter converter = openConverter(names.icu);
    if (!converter)
        return reads;
    UErrorCode status = U_ZERO_ERROR;
    ucnv_setToUCallBack(converter.get(), UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr,
                        &status);
    for (int b = 0x80; b < 256; ++b)
        reads[b - 0x80] = readOne(converter.get(), static_cast<std::uint8_t>(b));
    return reads;
}

Table buildTable(const CodecNames& names) {
    Table t;
    const auto high = readHighOctets(names);
    for (int b = 0; b < 256; ++b) {
        const auto octet = static_cast<std::uint8_t>(b);
        // ASCII everywhere (see legacycodec.h)
        std::optional<CodePoint> cp = b < 0x80 ? std::optional<CodePoint>(octet) : high[b - 0x80];
        // Microsoft leaves some of 80-9F unassigned in its windows-125x codecs, and ICU's
        // tables (best fit) read those as the C1 control of the same value: that is the sloppy
        // form already, and not an assignment.
        if (cp && *cp == octet && b < 0xA0 && names.name[0] == 'w')
            cp.reset();
        t.assigned[b] = cp.has_value();
        t.characters[b] = cp.value_or(octet);
    }
    // A gap whose character of the same value the codec has at another octet (ISO 8859-8's D7:
    // its × is AA) reads as U+FFFD, as decoders read it: the character goes back to its octet.
    for (int b = 0x80; b < 256; ++b) {
        for (int other = 0x80; other < 256 && !t.assigned[b]; ++other) {
            if (t.assigned[other] && t.characters[other] == t.characters[b])
                t.characters[b] = 0xFFFD;
        }
    }
    // The way back: an assigned octet wins over a slot filled in sloppily with the same value.
    for (int pass = 0; pass < 2; ++pass) {
        for (int b = 0; b < 256; ++b) {
            if (t.assigned[b] != (pass == 0))
                continue;
            const CodePoint cp = t.characters[b];
            if (cp == 0xFFFD)
                continue; // a gap read as U+FFFD: no character goes back to it
            const bool taken = std::any_of(t.octets.begin(), t.octets.end(),
                                           [cp](const auto& e) { return e.first == cp; });
            if (!taken)
                t.octets.emplace_back(cp, static_cast<std::uint8_t>(b));
        }
    }
    std::sort(t.octets.begin(), t.octets.end());
    t.direct.assign(kDirect, 0);
    for (const auto& [cp, octet] : t.octets) {
        if (cp >= 0x80 && cp < kDirect)
            t.direct[cp] = octet;
    }
    for (int b = 0x80; b < 256; ++b) {
        if (t.characters[b] == 0xA0) {
            t.noBreakSpace = static_cast<std::uint8_t>(b);
            break;
        }
    }
    return t;
}

const std::array<Table, kCodecCount>& tables() {
    // Built once, on first use; C++ makes the initialisation of a local static thread-safe.
    static const std::array<Table, kCodecCount> all = [] {
        std::array<Table, kCodecCount> t;
        for (int i = 0; i < kCodecCount; ++i)
            t[i] = buildTable(kNames[i]);
        return t;
    }();
    return all;
}

const Table& tableOf(CodecId id) noexcept {
    return tables()[static_cast<std::size_t>(id)];
}

// Lower case without punctuation: "Windows_1252" and "windows-1252" are one name.
std::string looseName(std::string_view s) {
    std::string out;
    for (const char c : s) {
        if (std::isalnum(static_cast<unsigned char>(c)))
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

std::string canonicalIcuName(const std::string& name) {
    const IcuConverter c = openConverter(name.c_str());
    if (!c)
        return {};
    UErrorCode status = U_ZERO_ERROR;
    const char* canonical = ucnv_getName(c.get(), &status);
    return U_SUCCESS(status) && canonical ? std::string(canonical) : std::string();
}

} // namespace

std::span<const Codec> Codec::all() noexcept {
    return kAll;
}

std::optional<Codec> Codec::byName(std::string_view name) {
    const std::string loose = looseName(name);
    if (loose.empty())
        return std::nullopt;
    for (const Codec c : kAll) {
        if (looseName(c.name()) == loose || looseName(c.displayName()) == loose)
            return c;
    }
    for (const Alias& alias : kAliases) {
        if (looseName(alias.name) == loose)
            return Codec(alias.codec);
    }
    const std::string canonical = canonicalIcuName(std::string(name));
    if (canonical.empty())
        return std::nullopt;
    for (const Codec c : kAll) {
        if (!c.icuName().empty() && canonicalIcuName(std::string(c.icuName())) == canonical)
            return c;
    }
    return std::nullopt;
}

std::string_view Codec::name() const noexcept {
    return kNames[static_cast<std::size_t>(m_id)].name;
}

std::string_view Codec::displayName() const noexcept {
    return kNames[static_cast<std::size_t>(m_id)].display;
}

std::string_view Codec::icuName() const noexcept {
    return kNames[static_cast<std::size_t>(m_id)].icu;
}

CodePoint Codec::decode(std::uint8_t octet) const noexcept {
    return tableOf(m_id).characters[octet];
}

std::optional<std::uint8_t> Codec::encode(CodePoint codePoint) const noexcept {
    if (codePoint < 0x80)
        return static_cast<std::uint8_t>(codePoint);
    const Table& table = tableOf(m_id);
    if (codePoint < kDirect) {
        const std::uint8_t o = table.direct[codePoint];
        return o != 0 ? std::optional<std::uint8_t>(o) : std::nullopt;
    }
    const auto& octets = table.octets;
    const auto it = std::lower_bound(octets.begin(), octets.end(), codePoint,
                                     [](const auto& e, CodePoint cp) { return e.first < cp; });
    if (it == octets.end() || it->first != codePoint)
        return std::nullopt;
    return it->second;
}

bool Codec::assigns(std::uint8_t octet) const noexcept {
    return tableOf(m_id).assigned[octet];
}

std::uint8_t Codec::noBreakSpaceOctet() const noexcept {
    return tableOf(m_id).noBreakSpace;
}

} // namespace u8scope
