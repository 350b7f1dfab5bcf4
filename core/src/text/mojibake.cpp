// Double-encoded UTF-8: see mojibake.h.
#include "u8scope/mojibake.h"

#include "u8scope/charinfo.h"
#include "u8scope/decoder.h"
#include "u8scope/encoder.h"
#include "u8scope/octetclass.h"

#include <algorithm>
#include <array>

namespace u8scope {

namespace {

// What windows-1252 puts at 80-9F (WHATWG Encoding Standard, index-windows-1252); 0 where it
// leaves the octet unmapped and ISO 8859-1's C1 control stands instead.
constexpr std::array<CodePoint, 32> kHigh{
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, // 80-87
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,      0x017D, 0,      // 88-8F
    0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, // 90-97
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178, // 98-9F
};

// The rounds undone at most: beyond a few, text is noise rather than damaged text.
constexpr int kMaxRounds = 8;
// Octets read on each side of the offset.
constexpr std::uint64_t kReach = 1024;
// Letters and digits shown around a span, on each side.
constexpr std::size_t kContextLimit = 24;

bool isAsciiWordCharacter(CodePoint cp) {
    return (cp >= '0' && cp <= '9') || (cp >= 'A' && cp <= 'Z') || (cp >= 'a' && cp <= 'z');
}

// A unit that can be part of a span: a character outside ASCII that windows-1252 can write.
bool canTakePart(const Unit& u) {
    return u.valid() && u.codePoint >= 0x80 && windows1252Octet(u.codePoint).has_value();
}

std::string toUtf8(std::span<const CodePoint> characters) {
    std::string s;
    for (const CodePoint cp : characters)
        s += encode(cp).text();
    return s;
}

// Whether a decoded character is what double encoding could have produced from real text.
bool plausible(CodePoint cp) {
    const CharInfo info = charInfo(cp);
    return info.assigned && !info.control && !info.noncharacter && !info.privateUse;
}

} // namespace

std::optional<std::uint8_t> windows1252Octet(CodePoint codePoint) noexcept {
    if (codePoint <= 0xFF)
        return static_cast<std::uint8_t>(codePoint);
    const auto it = std::find(kHigh.begin(), kHigh.end(), codePoint);
    if (it == kHigh.end())
        return std::nullopt;
    return static_cast<std::uint8_t>(0x80 + (it - kHigh.begin()));
}

std::optional<CodePoint> windows1252Character(std::uint8_t octet) noexcept {
    if (octet < 0x80 || octet >= 0xA0)
        return octet;
    const CodePoint cp = kHigh[octet - 0x80];
    return cp ? std::optional<CodePoint>(cp) : std::nullopt;
}

std::optional<std::vector<CodePoint>> undoDoubleEncoding(std::span<const CodePoint> characters) {
    std::vector<std::uint8_t> octets;
    octets.reserve(characters.size());
    for (const CodePoint cp : characters) {
        const auto octet = windows1252Octet(cp);
        if (!octet)
            return std::nullopt;
        octets.push_back(*octet);
    }
    std::vector<CodePoint> decoded;
    bool multiOctet = false;
    for (const Unit& u : decodeAll(octets, Profile::Rfc3629)) {
        if (!u.valid() || !plausible(u.codePoint))
            return std::nullopt;
        multiOctet = multiOctet || u.length > 1;
        decoded.push_back(u.codePoint);
    }
    if (!multiOctet)
        return std::nullopt;
    return decoded;
}

std::optional<Mojibake> findMojibake(const Window& window, std::uint64_t at,
                                     std::uint64_t inputSize) {
    const Unit* unit = window.unitAt(at);
    if (!unit || !canTakePart(*unit))
        return std::nullopt;
    const std::vector<Unit>& units = window.units;
    std::size_t first = static_cast<std::size_t>(unit - units.data());
    std::size_t last = first + 1; // [first, last)
    while (first > 0 && canTakePart(units[first - 1]))
        --first;
    while (last < units.size() && canTakePart(units[last]))
        ++last;

    // A run that reaches an edge of the window may go on beyond it. Its octets there can belong
    // to a sequence begun or finished outside: drop them rather than call the run malformed.
    const auto octetOf = [&units](std::size_t i) { return *windows1252Octet(units[i].codePoint); };
    if (first == 0 && units.front().offset > 0) {
        while (first < last && isContinuationOctet(octetOf(first)))
            ++first;
    }
    if (last == units.size() && units.back().end() < inputSize) {
        for (std::size_t back = 1; back <= 3 && back <= last - first; ++back) {
            const int announced = announcedLength(octetOf(last - back));
            if (announced > 1) {
                if (static_cast<std::size_t>(announced) > back)
                    last -= back;
                break;
            }
        }
    }
    if (first >= last || unit < units.data() + first || unit >= units.data() + last) {
        return std::nullopt;
    }

    std::vector<CodePoint> characters;
    for (std::size_t i = first; i < last; ++i)
        characters.push_back(units[i].codePoint);
    auto repaired = undoDoubleEncoding(characters);
    if (!repaired)
        return std::nullopt;

    Mojibake m;
    m.offset = units[first].offset;
    m.length = units[last - 1].end() - m.offset;
    m.text = toUtf8(characters);
    m.rounds = 1;
    m.stages = {m.text, toUtf8(*repaired)};
    while (m.rounds < kMaxRounds) {
        auto again = undoDoubleEncoding(*repaired);
        if (!again)
            break;
        repaired = std::move(again);
        m.stages.push_back(toUtf8(*repaired));
        ++m.rounds;
    }
    std::reverse(m.stages.begin(), m.stages.end());
    m.repaired = m.stages.front();
    for (std::size_t i = first; i > 0 && m.before.size() < kContextLimit; --i) {
        const Unit& u = units[i - 1];
        if (!u.valid() || !isAsciiWordCharacter(u.codePoint))
            break;
        m.before.insert(m.before.begin(), static_cast<char>(u.codePoint));
    }
    for (std::size_t i = last; i < units.size() && m.after.size() < kContextLimit; ++i) {
        const Unit& u = units[i];
        if (!u.valid() || !isAsciiWordCharacter(u.codePoint))
            break;
        m.after.push_back(static_cast<char>(u.codePoint));
    }
    return m;
}

Result<std::optional<Mojibake>> mojibakeAt(const ByteSource& source, std::uint64_t offset,
                                           Profile profile) {
    const std::uint64_t start = offset - std::min(offset, kReach);
    auto window =
        decodeWindow(source, start, static_cast<std::size_t>(offset - start + kReach), profile);
    if (!window)
        return window.error();
    if (offset >= window->offset + window->bytes.size())
        return std::optional<Mojibake>();
    return findMojibake(*window, offset, source.size());
}

} // namespace u8scope
