// Damage done with ICU's converters: see damage.h.
#include "damage.h"

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <unicode/ucnv.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>
#include <vector>

namespace u8scope::corpus {

namespace {

// ISO/IEC 8859-16 (Latin-10, South-Eastern European) above A0; below it is ISO 8859-1.
constexpr std::array<char16_t, 96> kIso8859_16{
    0x00A0, 0x0104, 0x0105, 0x0141, 0x20AC, 0x201E, 0x0160, 0x00A7, // A0
    0x0161, 0x00A9, 0x0218, 0x00AB, 0x0179, 0x00AD, 0x017A, 0x017B, // A8
    0x00B0, 0x00B1, 0x010C, 0x0142, 0x017D, 0x201D, 0x00B6, 0x00B7, // B0
    0x017E, 0x010D, 0x0219, 0x00BB, 0x0152, 0x0153, 0x0178, 0x017C, // B8
    0x00C0, 0x00C1, 0x00C2, 0x0102, 0x00C4, 0x0106, 0x00C6, 0x00C7, // C0
    0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF, // C8
    0x0110, 0x0143, 0x00D2, 0x00D3, 0x00D4, 0x0150, 0x00D6, 0x015A, // D0
    0x0170, 0x00D9, 0x00DA, 0x00DB, 0x00DC, 0x0118, 0x021A, 0x00DF, // D8
    0x00E0, 0x00E1, 0x00E2, 0x0103, 0x00E4, 0x0107, 0x00E6, 0x00E7, // E0
    0x00E8, 0x00E9, 0x00EA, 0x00EB, 0x00EC, 0x00ED, 0x00EE, 0x00EF, // E8
    0x0111, 0x0144, 0x00F2, 0x00F3, 0x00F4, 0x0151, 0x00F6, 0x015B, // F0
    0x0171, 0x00F9, 0x00FA, 0x00FB, 0x00FC, 0x0119, 0x021B, 0x00FF, // F8
};

bool isIso8859_16(std::string_view page) {
    return page == "ISO-8859-16";
}

struct ConverterCloser {
    void operator()(UConverter* c) const noexcept { ucnv_close(c); }
};
using Converter = std::unique_ptr<UConverter, ConverterCloser>;

// A converter that stops at every octet or character it cannot convert.
Converter open(std::string_view page) {
    UErrorCode error = U_ZERO_ERROR;
    Converter c(ucnv_open(std::string(page).c_str(), &error));
    if (U_FAILURE(error)) {
        // The corpus names its pages itself: a name ICU does not know is a mistake in it.
        std::fprintf(stderr, "corpus: ICU has no converter '%.*s'\n", int(page.size()),
                     page.data());
        std::abort();
    }
    ucnv_setToUCallBack(c.get(), UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &error);
    ucnv_setFromUCallBack(c.get(), UCNV_FROM_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &error);
    return c;
}

void appendUtf8(std::string& out, UChar32 c) {
    char buffer[U8_MAX_LENGTH];
    std::int32_t length = 0;
    U8_APPEND_UNSAFE(buffer, length, c);
    out.append(buffer, static_cast<std::size_t>(length));
}

// The octets `c` has in `converter`, if any.
std::optional<std::string> octetsOf(UConverter* converter, UChar32 c) {
    UChar units[2];
    std::int32_t n = 0;
    U16_APPEND_UNSAFE(units, n, c);
    ucnv_resetFromUnicode(converter);
    char buffer[16];
    char* target = buffer;
    const UChar* source = units;
    UErrorCode error = U_ZERO_ERROR;
    ucnv_fromUnicode(converter, &target, buffer + sizeof buffer, &source, units + n, nullptr, true,
                     &error);
    if (U_FAILURE(error))
        return std::nullopt;
    return std::string(buffer, static_cast<std::size_t>(target - buffer));
}

// One character read by a decoder from octets [begin, end) of the input: nothing when it could
// not read them.
struct Read {
    std::size_t begin = 0;
    std::size_t end = 0;
    std::optional<UChar32> c;
};

// Every character `page` reads in `octets`, with the octets it read it from.
std::vector<Read> readAll(std::string_view octets, std::string_view page, UConverter* converter) {
    std::vector<Read> reads;
    if (isIso8859_16(page)) {
        for (std::size_t i = 0; i < octets.size(); ++i) {
            const auto o = static_cast<std::uint8_t>(octets[i]);
            reads.push_back({i, i + 1, o < 0xA0 ? UChar32(o) : UChar32(kIso8859_16[o - 0xA0])});
        }
        return reads;
    }
    if (converter == nullptr)
        return reads;
    const char* const start = octets.data();
    const char* source = start;
    const char* const end = start + octets.size();
    while (source < end) {
        const char* before = source;
        UErrorCode error = U_ZERO_ERROR;
        const UChar32 c = ucnv_getNextUChar(converter, &source, end, &error);
        if (source == before)
            ++source; // never stuck
        Read r{static_cast<std::size_t>(before - start), static_cast<std::size_t>(source - start),
               std::nullopt};
        if (U_SUCCESS(error))
            r.c = c;
        else
            ucnv_resetToUnicode(converter);
        reads.push_back(r);
    }
    return reads;
}

// Whether `page` writes `c` as exactly the octets it was read from.
bool roundTrips(std::string_view page, UConverter* converter, UChar32 c, std::string_view from) {
    if (isIso8859_16(page)) {
        for (int o = 0; o < 0x100; ++o) {
            const UChar32 mapped = o < 0xA0 ? o : kIso8859_16[o - 0xA0];
            if (mapped == c)
                return from.size() == 1 && static_cast<std::uint8_t>(from[0]) == o;
        }
        return false;
    }
    const auto octets = octetsOf(converter, c);
    return octets && *octets == from;
}

bool isC1(UChar32 c) {
    return c >= 0x80 && c <= 0x9F;
}

// Whether the C1 controls `page` reads are characters of the page (ISO 8859 assigns them) and
// not slots a strict decoder leaves unassigned (windows-1252's 81, 8D, 8F, 90, 9D).
bool assignsC1(std::string_view page) {
    return page.starts_with("ISO-8859-");
}

// One round: the text `page` reads in `octets`, with each octet marked kept or lost.
std::string readRound(std::string_view octets, std::string_view page, Misreading how,
                      std::vector<bool>& kept) {
    std::string text;
    kept.assign(octets.size(), false);
    const Converter converter = isIso8859_16(page) ? nullptr : open(page);
    for (const Read& r : readAll(octets, page, converter.get())) {
        const std::string_view from = octets.substr(r.begin, r.end - r.begin);
        const bool strict = how != Misreading::Sloppy;
        const bool readable = r.c && !(strict && isC1(*r.c) && !assignsC1(page)) &&
                              roundTrips(page, converter.get(), *r.c, from);
        if (readable) {
            appendUtf8(text, *r.c);
            for (std::size_t i = r.begin; i < r.end; ++i)
                kept[i] = true;
        } else if (r.c && how == Misreading::Sloppy) {
            appendUtf8(text, *r.c); // read, but not as the octets it came from
        } else {
            text += how == Misreading::Question ? "?" : "\xEF\xBF\xBD";
        }
    }
    return text;
}

// `original` with U+FFFD for each character that has an octet not kept.
std::string keptCharacters(std::string_view original, const std::vector<bool>& kept, int& lost) {
    std::string out;
    lost = 0;
    std::size_t i = 0;
    while (i < original.size()) {
        const std::size_t begin = i;
        (void)nextCodePoint(original, i);
        bool all = true;
        for (std::size_t k = begin; k < i; ++k)
            all = all && kept[k];
        if (all) {
            out.append(original.substr(begin, i - begin));
        } else {
            out += "\xEF\xBF\xBD";
            ++lost;
        }
    }
    return out;
}

} // namespace

Misread misread(std::string_view original, std::string_view page, Misreading how) {
    std::vector<bool> kept;
    Misread m;
    m.text = readRound(original, page, how, kept);
    m.expected = keptCharacters(original, kept, m.lost);
    return m;
}

std::optional<Misread> misreadChain(std::string_view original,
                                    std::span<const std::string_view> pages, Misreading how) {
    if (pages.empty())
        return std::nullopt;
    Misread m = misread(original, pages.front(), how);
    for (std::size_t round = 1; round < pages.size(); ++round) {
        Misread next = misread(m.text, pages[round], Misreading::Sloppy);
        if (next.lost > 0)
            return std::nullopt;
        m.text = std::move(next.text);
    }
    return m;
}

std::optional<std::string> encodeIn(std::string_view text, std::string_view page) {
    std::string out;
    const Converter converter = isIso8859_16(page) ? nullptr : open(page);
    std::size_t i = 0;
    while (i < text.size()) {
        const UChar32 c = nextCodePoint(text, i);
        if (c < 0)
            return std::nullopt;
        if (isIso8859_16(page)) {
            std::optional<char> octet;
            for (int o = 0; o < 0x100 && !octet; ++o) {
                if ((o < 0xA0 ? o : kIso8859_16[o - 0xA0]) == c)
                    octet = static_cast<char>(o);
            }
            if (!octet)
                return std::nullopt;
            out += *octet;
            continue;
        }
        const auto octets = converter ? octetsOf(converter.get(), c) : std::nullopt;
        if (!octets)
            return std::nullopt;
        out += *octets;
    }
    return out;
}

std::string decodeAs(std::string_view octets, std::string_view page) {
    return misread(octets, page, Misreading::Sloppy).text;
}

std::string cesu8(std::string_view text) {
    return encodeIn(text, "CESU-8").value_or(std::string());
}

std::string noBreakSpacesLost(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text.substr(i, 2) == "\xC2\xA0") {
            out += ' ';
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::string noBreakSpacesMerged(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text.substr(i, 2) == "\xC2\xA0") {
            out += ' ';
            ++i;
            if (i + 1 < text.size() && text[i + 1] == ' ')
                ++i; // merged with the space after it
        } else {
            out += text[i];
        }
    }
    return out;
}

std::int32_t nextCodePoint(std::string_view text, std::size_t& at) {
    auto i = static_cast<std::int32_t>(at);
    UChar32 c = 0;
    // ICU's macro narrows its int arithmetic to octets, which -Wconversion reports.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wconversion"
    U8_NEXT(text.data(), i, static_cast<std::int32_t>(text.size()), c);
#pragma GCC diagnostic pop
    at = static_cast<std::size_t>(i);
    return c;
}

std::size_t characters(std::string_view text) {
    std::size_t n = 0;
    for (const char c : text)
        n += (static_cast<std::uint8_t>(c) & 0xC0) != 0x80 ? 1 : 0;
    return n;
}

} // namespace u8scope::corpus
