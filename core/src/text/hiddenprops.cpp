// The table of hiddenprops.h, built from ICU a block at a time.
#include "text/hiddenprops.h"

#include "text/spoof.h"

#include <algorithm>
#include <array>
#include <mutex>
#include <unicode/uchar.h>
#include <unicode/uscript.h>

namespace u8scope::hidden {

namespace detail {

std::atomic<const std::uint32_t*> g_blocks[kBlockCount];

namespace {

std::uint32_t groupBits(UScriptCode script) noexcept {
    switch (script) {
    case USCRIPT_LATIN:
        return kGroupLatin;
    case USCRIPT_HAN:
        return kGroupHan;
    case USCRIPT_HIRAGANA:
        return kGroupHiragana;
    case USCRIPT_KATAKANA:
        return kGroupKatakana;
    case USCRIPT_HANGUL:
        return kGroupHangul;
    case USCRIPT_BOPOMOFO:
        return kGroupBopomofo;
    default:
        return kGroupOther;
    }
}

std::uint32_t entryOf(UChar32 c) {
    const auto category = static_cast<UCharCategory>(u_charType(c));
    UErrorCode status = U_ZERO_ERROR;
    const UScriptCode script = uscript_getScript(c, &status);
    const bool neutral = U_FAILURE(status) || script == USCRIPT_COMMON ||
                         script == USCRIPT_INHERITED || script == USCRIPT_UNKNOWN;
    std::uint32_t e = kScriptMask << kScriptAndShift;
    if (!neutral) {
        const std::uint32_t code = static_cast<std::uint32_t>(script) & kScriptMask;
        e = code | (code << kScriptAndShift) | (groupBits(script) << kGroupShift);
    }
    const bool mark = category == U_NON_SPACING_MARK || category == U_ENCLOSING_MARK ||
                      category == U_COMBINING_SPACING_MARK;
    const bool alphabetic = u_hasBinaryProperty(c, UCHAR_ALPHABETIC);
    const bool digit = category == U_DECIMAL_DIGIT_NUMBER;
    if (alphabetic || mark || digit || category == U_CONNECTOR_PUNCTUATION)
        e |= kWord;
    if (alphabetic && !mark)
        e |= kLetter;
    if (category == U_NON_SPACING_MARK || category == U_ENCLOSING_MARK)
        e |= kMark;
    const int gcb = u_getIntPropertyValue(c, UCHAR_GRAPHEME_CLUSTER_BREAK);
    if (gcb == U_GCB_EXTEND || gcb == U_GCB_SPACING_MARK)
        e |= kExtend;
    if (u_getCombiningClass(c) == 9)
        e |= kVirama;
    const bool bidiControl = u_hasBinaryProperty(c, UCHAR_BIDI_CONTROL);
    const auto direction = u_charDirection(c);
    if (!bidiControl && (direction == U_RIGHT_TO_LEFT || direction == U_RIGHT_TO_LEFT_ARABIC))
        e |= kRightToLeft;

    bool special = bidiControl || u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ||
                   u_hasBinaryProperty(c, UCHAR_VARIATION_SELECTOR) ||
                   u_hasBinaryProperty(c, UCHAR_NONCHARACTER_CODE_POINT) || c == 0x0307;
    switch (category) {
    case U_CONTROL_CHAR:
    case U_FORMAT_CHAR:
    case U_PRIVATE_USE_CHAR:
    case U_UNASSIGNED:
    case U_SURROGATE:
    case U_LINE_SEPARATOR:
    case U_PARAGRAPH_SEPARATOR:
        special = true;
        break;
    case U_SPACE_SEPARATOR:
        special = c != 0x20;
        break;
    case U_DECIMAL_DIGIT_NUMBER:
        special = special || c >= 0x80;
        break;
    default:
        break;
    }
    if (special)
        e |= kSpecial;
    if (c >= 0x80 && (alphabetic || digit) && !mark && asciiSkeleton(c))
        e |= kAsciiLookalike;
    return e;
}

} // namespace

const std::uint32_t* buildBlock(std::uint32_t block) noexcept {
    auto* entries = new std::uint32_t[256];
    for (std::uint32_t k = 0; k < 256; ++k)
        entries[k] = entryOf(static_cast<UChar32>((block << 8) | k));
    const std::uint32_t* expected = nullptr;
    if (!g_blocks[block].compare_exchange_strong(expected, entries, std::memory_order_acq_rel)) {
        // Another thread built it first: keep theirs.
        delete[] entries;
        return expected;
    }
    return entries;
}

kernels::QuietKey g_quietKeys[kernels::kQuietKeyCount];
std::atomic<bool> g_quietKeyReady[kernels::kQuietKeyCount];

namespace {

constexpr std::uint32_t kNeutral = kScriptMask << kScriptAndShift;
constexpr std::uint32_t kNotQuiet = 0; // never the quiet bits of a character

// The quiet bits of the characters [first, first + count), when none has anything to look at
// and they have one script at most besides neutral ones (that script's, or kNeutral); else
// kNotQuiet.
std::uint32_t quietOfRange(std::uint32_t first, std::uint32_t count) noexcept {
    std::uint32_t quiet = kNeutral;
    for (std::uint32_t c = first; c < first + count; ++c) {
        const std::uint32_t e = props(c);
        if (e & (kSpecial | kMark))
            return kNotQuiet;
        const std::uint32_t q = e & kQuietMask;
        if (q == kNeutral)
            continue;
        if (quiet != kNeutral && quiet != q)
            return kNotQuiet;
        quiet = q;
    }
    return quiet;
}

kernels::QuietKey makeQuietKey(std::uint32_t key) noexcept {
    // The 64 ranges the selector bits tell apart: the first code point and the size of each.
    std::uint32_t first = 0;
    std::uint32_t size = 64;
    std::uint32_t lowest = 0x80; // the lowest code point of the length: no overlong form
    if (key < 32) {
        first = key << 6;
        size = 1;
    } else if (key < 48) {
        first = (key - 32) << 12;
        lowest = 0x800;
    } else {
        first = (key - 48) << 12;
        lowest = 0x10000;
    }
    std::array<std::uint32_t, 64> quiet{};
    for (std::uint32_t s = 0; s < 64; ++s) {
        const std::uint32_t from = first + s * size;
        if (from >= lowest && from + size - 1 <= 0x10FFFF && (from < 0xD800 || from >= 0xE000))
            quiet[s] = quietOfRange(from, size);
    }
    // The two scripts of the most ranges (the first of those with as many).
    const auto mostRanges = [&quiet](std::uint32_t besides) {
        std::uint32_t best = kNotQuiet;
        std::size_t most = 0;
        for (const std::uint32_t q : quiet) {
            if (q == kNotQuiet || q == kNeutral || q == besides)
                continue;
            const auto n = static_cast<std::size_t>(std::count(quiet.begin(), quiet.end(), q));
            if (n > most) {
                most = n;
                best = q;
            }
        }
        return best;
    };
    kernels::QuietKey out;
    out.quiet = mostRanges(kNotQuiet);
    out.otherQuiet = mostRanges(out.quiet);
    if (out.quiet == kNotQuiet)
        out.quiet = kNeutral;
    for (std::uint32_t s = 0; s < 64; ++s) {
        const std::uint64_t bit = std::uint64_t{1} << s;
        if (quiet[s] == kNeutral || quiet[s] == out.quiet)
            out.allowed |= bit;
        if (out.otherQuiet != kNotQuiet && quiet[s] == out.otherQuiet)
            out.other |= bit;
    }
    out.allowed |= out.other;
    return out;
}

} // namespace

const kernels::QuietKey& buildQuietKey(std::uint32_t key) noexcept {
    static std::mutex building;
    const std::lock_guard lock(building);
    if (!g_quietKeyReady[key].load(std::memory_order_relaxed)) {
        g_quietKeys[key] = makeQuietKey(key);
        g_quietKeyReady[key].store(true, std::memory_order_release);
    }
    return g_quietKeys[key];
}

} // namespace detail

} // namespace u8scope::hidden
