// The playground's facts: code points read from what a person typed (grapheme clusters from
// ICU's break iterator), their forms, and the decoder's walk over octets. Every rule comes from
// the encoder, the decoder and codec/rules.h.
#include "u8scope/teach/playground.h"

#include "codec/rules.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/text/charinfo.h"
#include "u8scope/text/hex.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <unicode/ubrk.h>
#include <unicode/utf16.h>

namespace u8scope {

namespace {

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() &&
               (std::isspace(static_cast<unsigned char>(text[i])) || text[i] == ','))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i])) &&
               text[i] != ',')
            ++i;
        if (i > start)
            out.push_back(text.substr(start, i - start));
    }
    return out;
}

std::optional<std::uint64_t> decimal(std::string_view word) {
    if (word.empty() || word.size() > 10)
        return std::nullopt;
    std::uint64_t v = 0;
    for (char c : word) {
        if (c < '0' || c > '9')
            return std::nullopt;
        v = v * 10 + static_cast<std::uint64_t>(c - '0');
    }
    return v;
}

// Where each extended grapheme cluster begins, as indices into `values`.
std::vector<std::size_t> clusterStarts(const std::vector<std::uint64_t>& values) {
    std::u16string utf16;
    std::vector<std::size_t> valueAt; // utf16 index -> value index
    for (std::size_t i = 0; i < values.size(); ++i) {
        const auto cp = static_cast<UChar32>(values[i]);
        if (U_IS_BMP(cp)) {
            utf16 += static_cast<char16_t>(cp);
            valueAt.push_back(i);
        } else {
            utf16 += static_cast<char16_t>(U16_LEAD(cp));
            utf16 += static_cast<char16_t>(U16_TRAIL(cp));
            valueAt.push_back(i);
            valueAt.push_back(i);
        }
    }
    std::vector<std::size_t> starts;
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator* it = ubrk_open(UBRK_CHARACTER, "", reinterpret_cast<const UChar*>(utf16.data()),
                                   static_cast<int32_t>(utf16.size()), &status);
    if (U_FAILURE(status)) {
        for (std::size_t i = 0; i < values.size(); ++i)
            starts.push_back(i); // without break data, one character per code point
        return starts;
    }
    for (int32_t b = ubrk_first(it); b != UBRK_DONE && b < static_cast<int32_t>(utf16.size());
         b = ubrk_next(it)) {
        starts.push_back(valueAt[static_cast<std::size_t>(b)]);
    }
    ubrk_close(it);
    return starts;
}

// "U+..." or "0x...": meant as a code point, whether or not it is a good one.
bool looksLikeNotation(std::string_view w) {
    return w.size() >= 2 && (((w[0] == 'U' || w[0] == 'u') && w[1] == '+') ||
                             (w[0] == '0' && (w[1] == 'x' || w[1] == 'X')));
}

// Hex digits written as a code point without its "U+": "20AC", "1f600", "e9" (digits and letters
// mixed), or letters only in capitals, four at least, up to U+10FFFF ("FFFD", "FEFF"). Not "A",
// "cafe" or "DECADE", which are text, nor "2024", a decimal number.
std::optional<std::uint64_t> bareHex(std::string_view w) {
    if (w.size() < 2 || w.size() > 8)
        return std::nullopt;
    bool digit = false;
    bool lower = false;
    for (const char c : w) {
        if (c >= '0' && c <= '9')
            digit = true;
        else if (c >= 'a' && c <= 'f')
            lower = true;
        else if (c < 'A' || c > 'F')
            return std::nullopt;
    }
    const bool letter = std::any_of(w.begin(), w.end(), [](char c) { return c > '9'; });
    if (!letter || (!digit && (lower || w.size() < 4)))
        return std::nullopt;
    const auto value = parseCodePoint("U+" + std::string(w));
    // Capitals alone beyond U+10FFFF are a word ("DECADE", "FACADE"), not a value to refuse.
    if (!digit && value && *value > 0x10FFFF)
        return std::nullopt;
    return value;
}

} // namespace

std::optional<TypedCodePoints> readCodePoints(std::string_view typed, Profile profile) {
    TypedCodePoints r;
    const std::vector<std::string_view> ws = words(typed);
    if (ws.empty() && typed.empty())
        return std::nullopt;
    // "U+ZZZZ" is a mistyped code point, and 23 digits a number too large: not text.
    const auto digits = [](std::string_view w) {
        return std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    if (std::any_of(ws.begin(), ws.end(),
                    [](std::string_view w) { return looksLikeNotation(w) && !parseCodePoint(w); }))
        return std::nullopt;
    if (!ws.empty() && std::all_of(ws.begin(), ws.end(), digits) &&
        std::any_of(ws.begin(), ws.end(), [](std::string_view w) { return !decimal(w); }))
        return std::nullopt;
    const auto all = [&](auto parse) {
        std::vector<std::uint64_t> vs;
        for (std::string_view w : ws) {
            const auto v = parse(w);
            if (!v)
                return std::optional<std::vector<std::uint64_t>>();
            vs.push_back(*v);
        }
        return ws.empty() ? std::optional<std::vector<std::uint64_t>>() : std::optional(vs);
    };
    if (auto vs = all([](std::string_view w) {
            const auto v = parseCodePoint(w);
            return v ? v : bareHex(w);
        })) {
        r.notation = CodePointNotation::UPlus;
        r.values = std::move(*vs);
    } else if (auto ds = all(decimal)) {
        r.notation = CodePointNotation::Decimal;
        r.values = std::move(*ds);
    } else {
        r.notation = CodePointNotation::Characters;
        const auto* data = reinterpret_cast<const std::uint8_t*>(typed.data());
        for (const Unit& u : decodeAll(std::span(data, typed.size()), profile)) {
            if (!u.valid())
                return std::nullopt;
            r.values.push_back(u.codePoint);
        }
        r.clusterStarts = clusterStarts(r.values);
        return r;
    }
    for (std::size_t i = 0; i < r.values.size(); ++i) {
        r.clusterStarts.push_back(i);
        r.words.emplace_back(ws[i]);
    }
    return r;
}

CodePointForms codePointForms(std::uint64_t value, Profile profile) {
    CodePointForms f;
    f.value = value;
    f.profile = profile;
    f.utf8 = encode(value, profile);
    if (!f.utf8.ok() && *f.utf8.error == EncodeError::OutOfRange && profile == Profile::Rfc3629) {
        const Encoded original = encode(value, Profile::Iso10646_1993);
        if (original.ok())
            f.originalUtf8 = original;
    }
    const Encoded* shown = f.utf8.ok() ? &f.utf8 : f.originalUtf8 ? &*f.originalUtf8 : nullptr;
    if (shown) {
        const Profile layoutProfile = f.utf8.ok() ? profile : Profile::Iso10646_1993;
        f.layout = layoutBits(shown->bytes(), layoutProfile);
        f.arithmetic = encodeArithmetic(value);
        f.rows = findRows(shown->bytes(), profile);
    }
    if (value <= 0x10FFFF && !isSurrogate(static_cast<CodePoint>(value))) {
        const auto cp = static_cast<UChar32>(value);
        if (U_IS_BMP(cp)) {
            f.utf16.push_back(static_cast<std::uint16_t>(cp));
        } else {
            f.utf16.push_back(static_cast<std::uint16_t>(U16_LEAD(cp)));
            f.utf16.push_back(static_cast<std::uint16_t>(U16_TRAIL(cp)));
        }
    }
    for (int k = 0; k < 4; ++k)
        f.ucs4[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(value >> (24 - 8 * k));
    f.name = charInfo(value).name;
    return f;
}

std::vector<WalkUnit> walkOctets(std::span<const std::uint8_t> octets, Profile profile) {
    std::vector<WalkUnit> walk;
    for (const Unit& u : decodeAll(octets, profile)) {
        WalkUnit w;
        w.unit = u;
        const auto at = static_cast<std::size_t>(u.offset);
        const std::uint8_t lead = octets[at];
        const bool canBegin = lead < 0x80 || rules::leadRule(lead, profile).length > 0;
        w.announced = lead < 0x80 ? 1 : rules::leadRule(lead, profile).length;
        const auto look = [&](std::size_t index, bool accepted) {
            WalkOctet o;
            o.offset = u.offset + index;
            o.octet = octets[at + index];
            o.expected = rules::rangesOf(rules::allowedAt(index, lead, profile));
            o.accepted = accepted;
            w.octets.push_back(o);
        };
        for (std::size_t k = 0; k < u.length; ++k)
            look(k, k > 0 || canBegin);
        if (u.valid()) {
            w.end = WalkEnd::Character;
        } else if (!canBegin) {
            w.end = WalkEnd::CannotBegin;
        } else if (at + u.length < octets.size()) {
            w.end = WalkEnd::Rejected;
            look(u.length, false);
        } else {
            w.end = WalkEnd::InputEnds;
        }
        if (!u.valid())
            w.why = explain(u, captureContext(octets, 0, u.offset, true), profile);
        walk.push_back(std::move(w));
    }
    return walk;
}

std::vector<Preset> presets() {
    std::vector<Preset> out;
    const auto value = [&](Preset::Kind kind, int length, std::uint64_t v, Profile p) {
        Preset preset;
        preset.kind = kind;
        preset.length = length;
        preset.typed = formatCodePoint(v);
        preset.profile = p;
        out.push_back(preset);
    };
    for (const LengthRow& row : lengthTable(Profile::Rfc3629)) {
        value(Preset::Kind::FirstOfLength, row.length, row.values.first, Profile::Rfc3629);
        value(Preset::Kind::LastOfLength, row.length, row.values.last, Profile::Rfc3629);
    }
    for (const LengthRow& row : lengthTable(Profile::Iso10646_1993)) {
        if (row.length < 4)
            continue;
        if (row.length > 4)
            value(Preset::Kind::FirstOfLength, row.length, row.values.first,
                  Profile::Iso10646_1993);
        value(Preset::Kind::LastOfLength, row.length, row.values.last, Profile::Iso10646_1993);
    }
    const auto octets = [&](const char* typed, std::optional<ErrorKind> error,
                            std::optional<Likely> story) {
        Preset preset;
        preset.kind = error ? Preset::Kind::Malformed : Preset::Kind::Story;
        preset.octets = true;
        preset.typed = typed;
        preset.error = error;
        preset.story = story;
        out.push_back(preset);
    };
    octets("C0 AF", ErrorKind::Overlong, std::nullopt);
    octets("ED A0 80", ErrorKind::Surrogate, std::nullopt);
    octets("F4 90 80 80", ErrorKind::OutOfRange, std::nullopt);
    octets("41 80 42", ErrorKind::UnexpectedContinuation, std::nullopt);
    octets("E2 82 41", ErrorKind::Truncated, std::nullopt);
    octets("41 FF 42", ErrorKind::InvalidOctet, std::nullopt);
    octets("63 61 66 E9", std::nullopt, Likely::LegacyEncoding);
    octets("ED A0 BD ED B8 80", std::nullopt, Likely::EncodedSurrogate);
    octets("C0 80", std::nullopt, Likely::ModifiedUtf8Nul);
    octets("F8 88 80 80 80", std::nullopt, Likely::OriginalUtf8);
    return out;
}

} // namespace u8scope
