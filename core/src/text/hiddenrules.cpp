// The rules of hidden characters (hiddenrules.h), from ICU's character data.
#include "text/hiddenrules.h"

#include "text/spoof.h"

#include <algorithm>
#include <array>
#include <map>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>

namespace u8scope::hidden {

namespace {

constexpr char32_t kCombiningDotAbove = 0x0307;

bool isJoining(char32_t c) noexcept {
    const int type = u_getIntPropertyValue(static_cast<UChar32>(c), UCHAR_JOINING_TYPE);
    return type == U_JT_DUAL_JOINING || type == U_JT_LEFT_JOINING || type == U_JT_RIGHT_JOINING ||
           type == U_JT_JOIN_CAUSING;
}

bool isVirama(char32_t c) noexcept {
    return u_getCombiningClass(static_cast<UChar32>(c)) == 9;
}

bool isVisible(char32_t c) noexcept {
    switch (u_charType(static_cast<UChar32>(c))) {
    case U_UPPERCASE_LETTER:
    case U_LOWERCASE_LETTER:
    case U_TITLECASE_LETTER:
    case U_MODIFIER_LETTER:
    case U_OTHER_LETTER:
    case U_NON_SPACING_MARK:
    case U_ENCLOSING_MARK:
    case U_COMBINING_SPACING_MARK:
    case U_DECIMAL_DIGIT_NUMBER:
    case U_LETTER_NUMBER:
    case U_OTHER_NUMBER:
    case U_DASH_PUNCTUATION:
    case U_START_PUNCTUATION:
    case U_END_PUNCTUATION:
    case U_CONNECTOR_PUNCTUATION:
    case U_OTHER_PUNCTUATION:
    case U_INITIAL_PUNCTUATION:
    case U_FINAL_PUNCTUATION:
    case U_MATH_SYMBOL:
    case U_CURRENCY_SYMBOL:
    case U_MODIFIER_SYMBOL:
    case U_OTHER_SYMBOL:
        return !u_hasBinaryProperty(static_cast<UChar32>(c), UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
    default:
        return false;
    }
}

bool isWide(char32_t c) noexcept {
    const int width = u_getIntPropertyValue(static_cast<UChar32>(c), UCHAR_EAST_ASIAN_WIDTH);
    return width == U_EA_WIDE || width == U_EA_FULLWIDTH;
}

int scriptOf(char32_t c) noexcept {
    UErrorCode status = U_ZERO_ERROR;
    const UScriptCode script = uscript_getScript(static_cast<UChar32>(c), &status);
    if (U_FAILURE(status) || script == USCRIPT_COMMON || script == USCRIPT_INHERITED ||
        script == USCRIPT_UNKNOWN) {
        return 0;
    }
    return script;
}

bool letterOrDigit(char32_t c) noexcept {
    return (u_hasBinaryProperty(static_cast<UChar32>(c), UCHAR_ALPHABETIC) &&
            (U_GET_GC_MASK(static_cast<UChar32>(c)) & U_GC_M_MASK) == 0) ||
           u_charType(static_cast<UChar32>(c)) == U_DECIMAL_DIGIT_NUMBER;
}

// The mixed-script letters of `word`: those of other scripts than `target`, when each has a
// look-alike in it; empty when one has none.
std::vector<OddLetter> readingAs(std::u32string_view word, int target) {
    std::vector<OddLetter> odd;
    for (std::size_t i = 0; i < word.size(); ++i) {
        const char32_t c = word[i];
        const int script = scriptOf(c);
        if (script == 0 || script == target || !letterOrDigit(c))
            continue;
        if (uscript_hasScript(static_cast<UChar32>(c), static_cast<UScriptCode>(target)))
            continue;
        const char32_t like = lookalikeIn(c, target);
        if (like == 0)
            return {};
        odd.push_back({i, script, target, like, HiddenReason::MixedScripts});
    }
    return odd;
}

void addMixedScripts(std::u32string_view word, std::vector<OddLetter>& out) {
    std::map<int, std::size_t> counts;
    for (const char32_t c : word) {
        if (const int script = scriptOf(c); script != 0 && letterOrDigit(c))
            ++counts[script];
    }
    std::vector<std::pair<int, std::size_t>> targets(counts.begin(), counts.end());
    std::stable_sort(targets.begin(), targets.end(), [](const auto& a, const auto& b) {
        if (a.second != b.second)
            return a.second > b.second;
        return a.first == USCRIPT_LATIN && b.first != USCRIPT_LATIN;
    });
    for (const auto& [target, count] : targets) {
        std::vector<OddLetter> odd = readingAs(word, target);
        if (!odd.empty()) {
            out.insert(out.end(), odd.begin(), odd.end());
            return;
        }
    }
}

void addHiddenOverlays(std::u32string_view word, std::vector<OddLetter>& out) {
    const std::size_t before = out.size();
    for (std::size_t i = 0; i < word.size(); ++i) {
        if (word[i] != kCombiningDotAbove)
            continue;
        // The base under it, passing over marks that sit elsewhere (ICU's rule).
        std::size_t b = i;
        while (b > 0) {
            const int cc = u_getCombiningClass(static_cast<UChar32>(word[b - 1]));
            if (cc == 0 || cc == 230)
                break;
            --b;
        }
        if (b == 0)
            continue;
        const auto base = static_cast<UChar32>(word[b - 1]);
        if (u_hasBinaryProperty(base, UCHAR_SOFT_DOTTED) || base == U'l' || base == 0x0131 ||
            base == 0x0237 || asciiLookalike(static_cast<char32_t>(base)) == U'i' ||
            asciiLookalike(static_cast<char32_t>(base)) == U'j' ||
            asciiLookalike(static_cast<char32_t>(base)) == U'l') {
            out.push_back({i, 0, 0, 0, HiddenReason::HiddenOverlay});
        }
    }
    if (out.size() == before) { // ICU found one its own way: name the first dot
        for (std::size_t i = 0; i < word.size(); ++i) {
            if (word[i] == kCombiningDotAbove) {
                out.push_back({i, 0, 0, 0, HiddenReason::HiddenOverlay});
                break;
            }
        }
    }
}

void addMixedNumbers(std::u32string_view word, std::vector<OddLetter>& out) {
    // Digits by the zero of their decimal system; the system with most digits is the word's
    // (ASCII first on a tie).
    std::map<char32_t, std::size_t> systems;
    const auto zeroOf = [](char32_t c) -> char32_t {
        if (u_charType(static_cast<UChar32>(c)) != U_DECIMAL_DIGIT_NUMBER)
            return 0;
        return c - static_cast<char32_t>(u_charDigitValue(static_cast<UChar32>(c)));
    };
    for (const char32_t c : word) {
        if (const char32_t zero = zeroOf(c))
            ++systems[zero];
    }
    if (systems.size() < 2)
        return;
    char32_t main = 0;
    std::size_t most = 0;
    for (const auto& [zero, count] : systems) {
        if (count > most || (count == most && zero == U'0')) {
            main = zero;
            most = count;
        }
    }
    for (std::size_t i = 0; i < word.size(); ++i) {
        const char32_t zero = zeroOf(word[i]);
        if (zero != 0 && zero != main)
            out.push_back({i, scriptOf(word[i]), scriptOf(main), asciiLookalike(word[i]),
                           HiddenReason::MixedNumbers});
    }
}

} // namespace

BidiRole bidiRole(char32_t c) noexcept {
    if (c > 0x10FFFF)
        return BidiRole::None;
    switch (u_charDirection(static_cast<UChar32>(c))) {
    case U_LEFT_TO_RIGHT_EMBEDDING:
    case U_RIGHT_TO_LEFT_EMBEDDING:
        return BidiRole::Embedding;
    case U_LEFT_TO_RIGHT_OVERRIDE:
    case U_RIGHT_TO_LEFT_OVERRIDE:
        return BidiRole::Override;
    case U_LEFT_TO_RIGHT_ISOLATE:
    case U_RIGHT_TO_LEFT_ISOLATE:
    case U_FIRST_STRONG_ISOLATE:
        return BidiRole::Isolate;
    case U_POP_DIRECTIONAL_FORMAT:
        return BidiRole::PopEmbedding;
    case U_POP_DIRECTIONAL_ISOLATE:
        return BidiRole::PopIsolate;
    default:
        return u_hasBinaryProperty(static_cast<UChar32>(c), UCHAR_BIDI_CONTROL) ? BidiRole::Mark
                                                                                : BidiRole::None;
    }
}

bool endsParagraph(char32_t c) noexcept {
    return c <= 0x10FFFF && u_charDirection(static_cast<UChar32>(c)) == U_BLOCK_SEPARATOR;
}

CharRule ruleOf(char32_t c) noexcept {
    if (c > 0x10FFFF)
        return {Rule::Own, HiddenClass::Unassigned};
    if (c == U'\t' || c == U'\n' || c == U'\r' || c == U'\f')
        return {};
    const auto u = static_cast<UChar32>(c);
    const auto category = static_cast<UCharCategory>(u_charType(u));
    if (category == U_CONTROL_CHAR)
        return {Rule::Own, HiddenClass::Control};
    if (u_hasBinaryProperty(u, UCHAR_BIDI_CONTROL))
        return {Rule::Bidi};
    if (u_hasBinaryProperty(u, UCHAR_VARIATION_SELECTOR))
        return {Rule::VariationSelector};
    if (c >= 0xE0020 && c <= 0xE007F)
        return {Rule::Tag};
    if (c == 0xE0001) // LANGUAGE TAG: deprecated, never part of a sequence
        return {Rule::Own, HiddenClass::Tag};
    if (c == 0xFEFF)
        return {Rule::ByteOrderMark};
    if (u_hasBinaryProperty(u, UCHAR_JOIN_CONTROL))
        return {Rule::Joiner};
    if (u_getIntPropertyValue(u, UCHAR_LINE_BREAK) == U_LB_ZWSPACE)
        return {Rule::WordBreak};
    if (u_hasBinaryProperty(u, UCHAR_NONCHARACTER_CODE_POINT))
        return {Rule::Own, HiddenClass::Noncharacter};
    if (category == U_UNASSIGNED || category == U_SURROGATE)
        return {Rule::Own, HiddenClass::Unassigned};
    if (category == U_PRIVATE_USE_CHAR)
        return {Rule::Own, HiddenClass::PrivateUse};
    if (u_hasBinaryProperty(u, UCHAR_DEFAULT_IGNORABLE_CODE_POINT))
        return {Rule::Own, HiddenClass::Invisible};
    if (category == U_FORMAT_CHAR) {
        // The format characters that show: the Arabic number signs and their kin
        // (Prepended_Concatenation_Mark), and those of one script, such as the Egyptian
        // hieroglyph format controls, which arrange the signs around them. The others
        // (the interlinear annotation characters) show nothing.
        if (u_hasBinaryProperty(u, UCHAR_PREPENDED_CONCATENATION_MARK) || scriptOf(c) != 0)
            return {};
        return {Rule::Own, HiddenClass::Invisible};
    }
    if (category == U_LINE_SEPARATOR || category == U_PARAGRAPH_SEPARATOR)
        return {Rule::Own, HiddenClass::Separator};
    if (category == U_SPACE_SEPARATOR && c != U' ')
        return {Rule::Space};
    if (c == kCombiningDotAbove || (category == U_DECIMAL_DIGIT_NUMBER && c >= 0x80))
        return {Rule::Word};
    return {};
}

bool variationSelectorFits(char32_t before, char32_t selector) noexcept {
    if (before == 0 || before > 0x10FFFF)
        return false;
    const auto b = static_cast<UChar32>(before);
    if (u_hasBinaryProperty(b, UCHAR_VARIATION_SELECTOR))
        return false;
    const bool ideograph = u_hasBinaryProperty(b, UCHAR_IDEOGRAPHIC);
    if (selector == 0xFE0E || selector == 0xFE0F)
        return u_hasBinaryProperty(b, UCHAR_EMOJI);
    if (selector >= 0xE0100)
        return ideograph;
    if (selector < 0xFE00) // the Mongolian free variation selectors
        return scriptOf(before) == USCRIPT_MONGOLIAN;
    if (ideograph || u_charType(b) == U_MATH_SYMBOL || before == U'0')
        return true;
    const auto category = U_GET_GC_MASK(b);
    const bool letterNumberSymbol =
        (category & (U_GC_L_MASK | U_GC_N_MASK | U_GC_SO_MASK | U_GC_SM_MASK)) != 0;
    return before >= 0x80 && letterNumberSymbol && !u_hasBinaryProperty(b, UCHAR_CASED) &&
           scriptOf(before) != USCRIPT_LATIN && scriptOf(before) != USCRIPT_GREEK &&
           scriptOf(before) != USCRIPT_CYRILLIC;
}

bool joinerFits(char32_t joiner, char32_t base, bool afterVirama, char32_t after) noexcept {
    if (base == 0 || base > 0x10FFFF || after > 0x10FFFF)
        return false;
    if (afterVirama || (after != 0 && isVirama(after)))
        return true;
    if (after == 0)
        return false;
    if (isJoining(base) && isJoining(after))
        return true;
    return joiner == 0x200D &&
           u_hasBinaryProperty(static_cast<UChar32>(base), UCHAR_EXTENDED_PICTOGRAPHIC) &&
           u_hasBinaryProperty(static_cast<UChar32>(after), UCHAR_EXTENDED_PICTOGRAPHIC);
}

bool wordBreakFits(char32_t base, char32_t after) noexcept {
    const auto complex = [](char32_t c) {
        return c != 0 && c <= 0x10FFFF &&
               u_getIntPropertyValue(static_cast<UChar32>(c), UCHAR_LINE_BREAK) ==
                   U_LB_COMPLEX_CONTEXT;
    };
    return complex(base) && complex(after);
}

bool spaceFits(char32_t space, char32_t before, char32_t after) noexcept {
    constexpr char32_t kIdeographicSpace = 0x3000;
    if (space == kIdeographicSpace) {
        const auto cjk = [](char32_t c) { return c == kIdeographicSpace || (c && isWide(c)); };
        if (before == 0 || cjk(before) || cjk(after))
            return true;
    }
    return before != 0 && after != 0 && isVisible(before) && isVisible(after);
}

bool tagSequenceFits(std::u32string_view sequence) {
    if (sequence.size() < 3 || sequence.size() > kMaxTagRun + 2)
        return false;
    std::array<UChar, 2 * (kMaxTagRun + 2)> utf16{};
    int32_t n = 0;
    for (const char32_t c : sequence) {
        if (c > 0x10FFFF)
            return false;
        UBool error = false;
        U16_APPEND(utf16.data(), n, static_cast<int32_t>(utf16.size()), static_cast<UChar32>(c),
                   error);
        if (error)
            return false;
    }
    return u_stringHasBinaryProperty(utf16.data(), n, UCHAR_RGI_EMOJI_TAG_SEQUENCE);
}

std::vector<OddLetter> confusableLetters(std::u32string_view word) {
    std::vector<OddLetter> out;
    const WordCheck check = checkWord(word);
    if (check.mixedScripts)
        addMixedScripts(word, out);
    if (check.hiddenOverlay)
        addHiddenOverlays(word, out);
    if (check.mixedNumbers)
        addMixedNumbers(word, out);
    std::sort(out.begin(), out.end(),
              [](const OddLetter& a, const OddLetter& b) { return a.index < b.index; });
    out.erase(
        std::unique(out.begin(), out.end(),
                    [](const OddLetter& a, const OddLetter& b) { return a.index == b.index; }),
        out.end());
    return out;
}

char32_t asciiLookalike(char32_t c) {
    const std::u32string s = skeleton(std::u32string(1, c));
    return s.empty() ? 0 : s.front();
}

} // namespace u8scope::hidden
