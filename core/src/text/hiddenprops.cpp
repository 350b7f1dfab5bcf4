// The table of hiddenprops.h, built from ICU a block at a time.
#include "text/hiddenprops.h"

#include "text/spoof.h"

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

} // namespace detail

} // namespace u8scope::hidden
