// The region map's blocks: see blocks.h.
#include "regions/blocks.h"

#include "u8scope/encoding/encodingguess.h"
#include "u8scope/file/binarydata.h"
#include "u8scope/file/window.h"

#include <bit>
#include <unicode/uscript.h>
#include <vector>

namespace u8scope::regions {

namespace {

constexpr std::uint64_t kEvenOctets = 0x5555555555555555u;

// Bits [from, to) of a word set, for from < to <= 64.
constexpr std::uint64_t span64(std::size_t from, std::size_t to) noexcept {
    const std::uint64_t upTo = to >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << to) - 1;
    return upTo & ~((std::uint64_t{1} << from) - 1);
}

// Calls f(word, mask) for the words that [from, to) touches, with the bits of it in each.
template <class F>
void forEachWord(std::size_t from, std::size_t to, F&& f) {
    while (from < to) {
        const std::size_t w = from / 64;
        const std::size_t end = std::min(to, 64 * (w + 1));
        f(w, span64(from % 64, end - 64 * w));
        from = end;
    }
}

// Collects where malformed units start, as a scan of one block finds them.
class ErrorStarts final : public ErrorSink {
public:
    ErrorStarts(Words& bits, std::uint64_t offset) : m_bits(bits), m_offset(offset) {}
    [[nodiscard]] bool wantsContext() const noexcept override { return false; }
    void onErrors(const Unit& first, std::uint64_t count, const ErrorContext&) override {
        const auto from = static_cast<std::size_t>(first.offset - m_offset);
        forEachWord(from, from + static_cast<std::size_t>(count),
                    [&](std::size_t w, std::uint64_t mask) { m_bits[w] |= mask; });
    }
    void onErrorBits(std::span<const ErrorBits> blocks) override {
        for (const ErrorBits& b : blocks) {
            const auto at = static_cast<std::size_t>(b.offset - m_offset);
            const std::uint64_t all = b.all();
            const std::size_t w = at / 64;
            const std::size_t shift = at % 64;
            m_bits[w] |= all << shift;
            // The units start before the scan's stop, which is the end of the block.
            if (shift != 0 && w + 1 < m_bits.size())
                m_bits[w + 1] |= all >> (64 - shift);
        }
    }

private:
    Words& m_bits;
    std::uint64_t m_offset;
};

// The script of a code point, or -1 for Common, Inherited and scripts ICU does not know.
std::int16_t scriptOf(CodePoint cp) noexcept {
    UErrorCode status = U_ZERO_ERROR;
    const UScriptCode script = uscript_getScript(static_cast<UChar32>(cp), &status);
    if (U_FAILURE(status) || script == USCRIPT_COMMON || script == USCRIPT_INHERITED ||
        script == USCRIPT_UNKNOWN || script < 0)
        return -1;
    return static_cast<std::int16_t>(script);
}

// Each stretch's sample: the first of its first four characters outside ASCII that has a script
// of its own (punctuation and symbols are Common).
void sampleScripts(Block& b, Profile profile) noexcept {
    b.samplePosition.fill(-1);
    b.sampleScript.fill(-1);
    const std::size_t perStretch = kScriptSampleStep / 64;
    for (std::size_t s = 0; s < kSamples; ++s) {
        int tries = 0;
        for (std::size_t w = s * perStretch; w < (s + 1) * perStretch && tries < 4; ++w) {
            std::uint64_t starts = b.bits.lead[w] & ~b.errors[w];
            while (starts != 0 && tries < 4) {
                const std::size_t at = 64 * w + static_cast<std::size_t>(std::countr_zero(starts));
                starts &= starts - 1;
                if (at >= b.size)
                    break;
                ++tries;
                const Unit u = decodeUnit(
                    std::span<const std::uint8_t>(b.octets.data() + at, b.available - at), profile);
                const std::int16_t script = u.valid() ? scriptOf(u.codePoint) : -1;
                if (script >= 0) {
                    b.samplePosition[s] = static_cast<std::int16_t>(at);
                    b.sampleScript[s] = script;
                    tries = 4;
                }
            }
        }
    }
}

// Marks the malformed units of word w whose first octet, 80-FF, repeats the octet before it. One
// octet above 7F repeated is never UTF-8, so a fill is malformed units through and through.
void markRepeats(Block& b, std::size_t w) noexcept {
    std::uint64_t starts = b.errors[w] & b.bits.high[w];
    while (starts != 0) {
        const std::size_t at = 64 * w + static_cast<std::size_t>(std::countr_zero(starts));
        starts &= starts - 1;
        if (at > 0 && at < b.size && b.octets[at] == b.octets[at - 1])
            b.repeats[w] |= std::uint64_t{1} << (at % 64);
    }
}

} // namespace

Facts& Facts::operator+=(const Facts& o) noexcept {
    octets += o.octets;
    lineFeeds += o.lineFeeds;
    malformed += o.malformed;
    characters += o.characters;
    nonAscii += o.nonAscii;
    controls += o.controls;
    nul += o.nul;
    nulEven += o.nulEven;
    repeats += o.repeats;
    if (o.octets > 0)
        endsWithLineFeed = o.endsWithLineFeed;
    return *this;
}

Facts& Facts::operator-=(const Facts& o) noexcept {
    octets -= o.octets;
    lineFeeds -= o.lineFeeds;
    malformed -= o.malformed;
    characters -= o.characters;
    nonAscii -= o.nonAscii;
    controls -= o.controls;
    nul -= o.nul;
    nulEven -= o.nulEven;
    repeats -= o.repeats;
    return *this;
}

RegionKind classify(const Facts& f) noexcept {
    if (f.nul == f.octets)
        return RegionKind::Nul;
    // UTF-16: the pattern of FileSummary (filesummary.cpp), NULs on one side of the pairs.
    const std::uint64_t pairs = f.octets / 2;
    const std::uint64_t nulOdd = f.nul - f.nulEven;
    if (pairs >= 8 && ((nulOdd * 10 >= pairs * 6 && f.nulEven * 20 <= pairs) ||
                       (f.nulEven * 10 >= pairs * 6 && nulOdd * 20 <= pairs)))
        return RegionKind::Utf16;
    if (f.controls >= binaryControlsNeeded(static_cast<std::size_t>(f.octets)))
        return RegionKind::Binary;
    // A fill of one octet above 7F (FF of erased flash) is not text in a legacy encoding.
    if (f.repeats >= kMinFill && f.repeats * 2 > f.octets)
        return RegionKind::Binary;
    if (f.malformed > 0 && unitsLookLikeAnotherEncoding(f.characters, f.malformed))
        return RegionKind::Legacy;
    if (f.malformed >= 2 && f.malformed * kClusterSpan >= f.octets)
        return RegionKind::Malformed;
    return f.nonAscii > 0 ? RegionKind::Utf8 : RegionKind::Ascii;
}

std::optional<Facts> textWithoutHoles(Facts rest, std::span<const Facts> holes) noexcept {
    if (holes.empty())
        return std::nullopt;
    std::uint64_t nul = 0;
    for (const Facts& h : holes) {
        rest -= h;
        nul += h.octets;
    }
    // A few NULs in text, not a little text among NULs (a file zeroed but for a word).
    if (nul >= rest.octets || !isTextRegion(classify(rest)))
        return std::nullopt;
    return rest;
}

std::optional<Facts> textWithoutFills(Facts rest, std::span<const Facts> fills) noexcept {
    if (fills.empty())
        return std::nullopt;
    std::uint64_t filled = 0;
    for (const Facts& f : fills) {
        rest -= f;
        filled += f.octets;
    }
    const RegionKind kind = classify(rest);
    if ((filled >= rest.octets && rest.octets < kMinTextBesideFills) ||
        (kind != RegionKind::Ascii && kind != RegionKind::Utf8 && kind != RegionKind::Malformed))
        return std::nullopt;
    return rest;
}

std::size_t leadingFill(const Block& b) noexcept {
    if (b.size == 0 || (b.errors[0] & 1) == 0 || b.octets[0] < 0x80)
        return 0;
    // Repeats from the second octet on.
    Words shifted{};
    for (std::size_t w = 0; w < shifted.size(); ++w)
        shifted[w] = b.repeats[w] >> 1 | (w + 1 < shifted.size() ? b.repeats[w + 1] << 63 : 0);
    return 1 + leadingOnes(shifted, b.size - 1);
}

std::size_t trailingFill(const Block& b) noexcept {
    if (b.size == 0)
        return 0;
    const std::size_t repeats = trailingOnes(b.repeats, b.size);
    const std::size_t first = b.size - 1 - repeats; // the octet the run repeats
    const bool counted =
        ((b.errors[first / 64] >> (first % 64)) & 1) != 0 && b.octets[first] >= 0x80;
    return repeats + (counted ? 1 : 0);
}

std::uint64_t countBits(const Words& w, std::size_t from, std::size_t to) noexcept {
    std::uint64_t n = 0;
    forEachWord(from, to, [&](std::size_t i, std::uint64_t mask) {
        n += static_cast<std::uint64_t>(std::popcount(w[i] & mask));
    });
    return n;
}

void setBits(Words& w, std::size_t from, std::size_t to) noexcept {
    forEachWord(from, to, [&](std::size_t i, std::uint64_t mask) { w[i] |= mask; });
}

std::size_t leadingOnes(const Words& w, std::size_t size) noexcept {
    std::size_t n = 0;
    for (std::size_t i = 0; n < size; ++i) {
        const auto ones = static_cast<std::size_t>(std::countr_one(w[i]));
        n += ones;
        if (ones < 64)
            break;
    }
    return std::min(n, size);
}

std::size_t trailingOnes(const Words& w, std::size_t size) noexcept {
    if (size == 0)
        return 0;
    std::size_t i = (size - 1) / 64;
    // The last word holds size - 64 i octets: its bits above them are 0.
    const std::size_t top = size - 64 * i;
    std::size_t n = static_cast<std::size_t>(std::countl_one(w[i] << (64 - top)));
    if (n < top)
        return n;
    while (i-- > 0) {
        const auto ones = static_cast<std::size_t>(std::countl_one(w[i]));
        n += ones;
        if (ones < 64)
            break;
    }
    return n;
}

Facts factsIn(const Block& b, std::size_t from, std::size_t to) noexcept {
    Facts f;
    f.octets = to - from;
    forEachWord(from, to, [&](std::size_t w, std::uint64_t mask) {
        const auto count = [&](std::uint64_t bits) {
            return static_cast<std::uint64_t>(std::popcount(bits & mask));
        };
        f.lineFeeds += count(b.bits.lineFeed[w]);
        f.malformed += count(b.errors[w]);
        f.characters += count(b.bits.lead[w] & ~b.errors[w]);
        f.nonAscii += count(b.bits.high[w]);
        f.controls += count(b.bits.control[w]);
        f.nul += count(b.bits.nul[w]);
        f.nulEven += count(b.bits.nul[w] & kEvenOctets);
        f.repeats += count(b.repeats[w]);
    });
    f.endsWithLineFeed = to > from && b.octets[to - 1] == '\n';
    return f;
}

std::size_t firstUnitFrom(const std::uint8_t* data, std::size_t size, std::size_t at,
                          Profile profile) noexcept {
    const std::size_t behind = std::min(at, kLookBehind);
    std::size_t i = static_cast<std::size_t>(
        unitBoundaryAtOrBefore(at, std::span<const std::uint8_t>(data + at - behind, behind)));
    while (i < at && i < size)
        i += decodeUnit(std::span<const std::uint8_t>(data + i, size - i), profile).length;
    return i > at ? i - at : 0;
}

BlockAnalyzer::BlockAnalyzer(Profile profile, const kernels::Kernel& kernel)
    : m_profile(profile), m_kernel(&kernel), m_scanner(profile, kernel) {}

std::size_t BlockAnalyzer::analyze(Block& b) {
    m_kernel->classifyBlock(b.octets.data(), b.size, b.bits);
    b.errors.fill(0);
    b.repeats.fill(0);
    const kernels::BlockBits::Counts& counts = b.bits.counts;
    Facts& f = b.facts;
    f = Facts{};
    f.octets = b.size;
    f.lineFeeds = counts.lineFeed;
    f.nonAscii = counts.high;
    f.controls = counts.control;
    f.nul = counts.nul;
    f.nulEven = counts.nulEven;
    f.characters = counts.lead;
    f.endsWithLineFeed = b.size > 0 && b.octets[b.size - 1] == '\n';
    // Malformed units only where octets 80-FF are (a block that starts inside a unit has some).
    if (counts.high > 0 && b.firstUnit < b.size) {
        const std::size_t units = b.size - b.firstUnit;
        const std::uint8_t* from = b.octets.data() + b.firstUnit;
        const bool clean = m_profile == Profile::Rfc3629 &&
                           m_kernel->validPrefix(from, b.available - b.firstUnit) >= units;
        if (!clean) {
            ErrorStarts sink(b.errors, b.offset);
            m_scanner.restart(b.offset + b.firstUnit, b.offset + b.size);
            m_scanner.feed(std::span(from, b.available - b.firstUnit), &sink);
            m_scanner.finish(&sink);
            // Every malformed unit but a stray continuing octet starts with an octet C0-FF.
            for (std::size_t w = 0; w < b.errors.size(); ++w) {
                f.malformed += static_cast<std::uint64_t>(std::popcount(b.errors[w]));
                f.characters -=
                    static_cast<std::uint64_t>(std::popcount(b.errors[w] & b.bits.lead[w]));
                markRepeats(b, w);
                f.repeats += static_cast<std::uint64_t>(std::popcount(b.repeats[w]));
            }
        }
    }
    if (f.characters > 0) {
        sampleScripts(b, m_profile);
    } else {
        b.samplePosition.fill(-1);
        b.sampleScript.fill(-1);
    }
    // What the neighbours see: the block without its NUL holes and the NULs at its ends, and
    // without the fills in its text.
    Facts raw = f;
    if (f.nul > 0) {
        std::vector<Facts> holes;
        forEachRun(b.bits.nul, b.size, [&](std::size_t from, std::size_t to) {
            if (to - from >= kMinNulRun || from == 0 || to == b.size)
                raw -= factsIn(b, from, to);
            else if (to - from >= kMinNulHole)
                holes.push_back(factsIn(b, from, to));
        });
        if (const auto text = textWithoutHoles(raw, holes))
            raw = *text;
    }
    if (f.repeats > 0) {
        std::vector<Facts> fills;
        forEachFill(b, [&](std::size_t from, std::size_t to) {
            if (to - from >= kMinFillRun)
                fills.push_back(factsIn(b, from, to));
        });
        if (const auto text = textWithoutFills(raw, fills))
            raw = *text;
    }
    b.raw = classify(raw);
    // The unit that the block's last octets begin may reach into the next block.
    return firstUnitFrom(b.octets.data(), b.available, b.size, m_profile);
}

} // namespace u8scope::regions
