// The plausibility of text: see plausibility.h. Character classes and scripts come from ICU.
#include "plausibility.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <memory>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/utf16.h>

namespace u8scope::detail {

namespace {

// Characters of the BMP have their traits in a table built once, at first use; above, ICU is
// asked each time (emoji and rare scripts, seldom weighed).
constexpr CodePoint kTableSize = 0x10000;

bool inRange(CodePoint cp, CodePoint lo, CodePoint hi) {
    return cp >= lo && cp <= hi;
}

// Scripts of everyday text; letters of other scripts are rare enough that a repair producing
// one is suspect.
bool everydayScript(int script) {
    switch (script) {
    case USCRIPT_LATIN:
    case USCRIPT_GREEK:
    case USCRIPT_CYRILLIC:
    case USCRIPT_ARMENIAN:
    case USCRIPT_HEBREW:
    case USCRIPT_ARABIC:
    case USCRIPT_DEVANAGARI:
    case USCRIPT_BENGALI:
    case USCRIPT_GURMUKHI:
    case USCRIPT_GUJARATI:
    case USCRIPT_ORIYA:
    case USCRIPT_TAMIL:
    case USCRIPT_TELUGU:
    case USCRIPT_KANNADA:
    case USCRIPT_MALAYALAM:
    case USCRIPT_SINHALA:
    case USCRIPT_THAI:
    case USCRIPT_LAO:
    case USCRIPT_TIBETAN:
    case USCRIPT_MYANMAR:
    case USCRIPT_GEORGIAN:
    case USCRIPT_HANGUL:
    case USCRIPT_ETHIOPIC:
    case USCRIPT_KHMER:
    case USCRIPT_HAN:
    case USCRIPT_HIRAGANA:
    case USCRIPT_KATAKANA:
    case USCRIPT_BOPOMOFO:
    case USCRIPT_COMMON:
    case USCRIPT_INHERITED:
        return true;
    default:
        return false;
    }
}

// Letters of everyday scripts that are still rare in text: historic, phonetic and technical
// extensions. A repair into one of them is less likely than one into an ordinary letter.
float letterCost(CodePoint cp, int script) {
    if (!everydayScript(script))
        return 2.5f;
    if (script == USCRIPT_LATIN) {
        if (cp < 0x180)
            return 0;
        if (cp == 0x192) // ƒ, in windows-1252 and Mac OS Roman
            return 0.5f;
        if (cp == 0x1A0 || cp == 0x1A1 || cp == 0x1AF || cp == 0x1B0) // Vietnamese ơ ư
            return 0;
        if (inRange(cp, 0x1CD, 0x1DC)) // pinyin ǎ ǐ ǒ ǔ ǖ ǘ ǚ ǜ
            return 0.3f;
        if (inRange(cp, 0x218, 0x21B)) // Romanian ș ț
            return 0;
        if (cp == 0x18F || cp == 0x259) // Azerbaijani Ə ə
            return 0.3f;
        if (inRange(cp, 0x180, 0x24F))
            return 1.0f;
        if (inRange(cp, 0x250, 0x2AF)) // IPA
            return 2.0f;
        if (inRange(cp, 0x2B0, 0x2FF)) // modifier letters
            return 1.5f;
        if (inRange(cp, 0x1EA0, 0x1EF9)) // Vietnamese
            return 0;
        if (inRange(cp, 0x1E00, 0x1EFF))
            return 0.5f;
        if (inRange(cp, 0xFB00, 0xFB06)) // ligatures ﬁ ﬂ
            return 1.0f;
        if (inRange(cp, 0xFF21, 0xFF5A)) // fullwidth
            return 0;
        return 1.5f;
    }
    if (script == USCRIPT_GREEK) {
        if (inRange(cp, 0x386, 0x3CE))
            return 0;
        if (inRange(cp, 0x1F00, 0x1FFF))
            return 0.5f;
        return 1.5f;
    }
    if (script == USCRIPT_CYRILLIC) {
        if (inRange(cp, 0x400, 0x45F))
            return 0;
        if (inRange(cp, 0x490, 0x4FF))
            return 0.3f;
        return 1.5f;
    }
    if (script == USCRIPT_ARABIC)
        return inRange(cp, 0x620, 0x64A) ? 0 : 0.5f;
    if (script == USCRIPT_HEBREW)
        return inRange(cp, 0x5D0, 0x5EA) ? 0 : 0.5f;
    return 0;
}

int foldScript(int script) {
    switch (script) {
    case USCRIPT_HIRAGANA:
    case USCRIPT_KATAKANA:
    case USCRIPT_BOPOMOFO:
    case USCRIPT_HANGUL:
        return USCRIPT_HAN; // scripts written together in Chinese, Japanese and Korean text
    default:
        return script;
    }
}

CharTraits asciiTraits(CodePoint cp) {
    CharTraits t;
    t.ascii = true;
    t.script = USCRIPT_COMMON;
    const char c = static_cast<char>(cp);
    if (c == ' ' || (c >= '\t' && c <= '\r')) {
        t.cls = CharClass::Space;
    } else if (cp < 0x20 || cp == 0x7F) {
        t.cls = CharClass::Control;
        t.cost = 6;
    } else if (c >= '0' && c <= '9') {
        t.cls = CharClass::Digit;
    } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
        t.cls = CharClass::Letter;
        t.upper = c <= 'Z';
        t.lower = !t.upper;
        t.script = USCRIPT_LATIN;
    } else if (c == '\'') {
        t.cls = CharClass::Apostrophe;
    } else if (c == '(' || c == '[' || c == '{') {
        t.cls = CharClass::Open;
    } else if (c == ')' || c == ']' || c == '}') {
        t.cls = CharClass::Close;
    } else if (c == '-') {
        t.cls = CharClass::Dash;
    } else if (c == '$') {
        t.cls = CharClass::Currency;
    } else if (c == '+' || c == '<' || c == '=' || c == '>' || c == '|' || c == '~' || c == '^') {
        t.cls = CharClass::Math;
    } else if (c == '`') {
        t.cls = CharClass::Symbol;
    } else {
        t.cls = CharClass::Punct;
        t.question = c == '?' || c == '!';
    }
    return t;
}

// Punctuation that sits against letters in ordinary text ("word.", "wait…", "l·l", the Arabic
// comma, semicolon and question mark, the Urdu full stop, the dandas, the Greek ano teleia, the
// Hebrew sof pasuq, the Armenian full stop); the rest (• † ‡ ‰ § ¶ ...) rarely touches a letter.
bool gentlePunctuation(CodePoint cp) {
    return cp < 0x80 || cp == 0x2026 || cp == 0xB7 || cp == 0x3001 || cp == 0x3002 ||
           inRange(cp, 0xFF01, 0xFF1F) || cp == 0x60C || cp == 0x61B || cp == 0x61F ||
           cp == 0x6D4 || cp == 0x964 || cp == 0x965 || cp == 0x387 || cp == 0x5C3 || cp == 0x589;
}

CharTraits computeTraits(CodePoint cp) {
    if (cp < 0x80)
        return asciiTraits(cp);
    CharTraits t;
    t.script = USCRIPT_COMMON;
    if (cp <= 0x9F) {
        t.cls = CharClass::C1;
        t.cost = 6;
        return t;
    }
    if (cp == 0xFFFD) {
        t.cls = CharClass::Replacement;
        t.cost = 1;
        return t;
    }
    const auto c = static_cast<UChar32>(cp);
    const auto type = static_cast<UCharCategory>(u_charType(c));
    if (type == U_UNASSIGNED || type == U_PRIVATE_USE_CHAR || type == U_SURROGATE ||
        u_hasBinaryProperty(c, UCHAR_NONCHARACTER_CODE_POINT)) {
        t.cls = CharClass::Bad;
        t.cost = 10;
        return t;
    }
    UErrorCode status = U_ZERO_ERROR;
    const int script = uscript_getScript(c, &status);
    t.script = static_cast<std::uint8_t>(foldScript(U_SUCCESS(status) ? script : 0));
    if (cp == 0xA0 || cp == 0x2007 || cp == 0x202F) {
        t.cls = CharClass::NoBreak;
        return t;
    }
    if (cp == 0x192) { // ƒ: the florin sign (and f for "function"), no letter of any language
        t.cls = CharClass::Currency;
        return t;
    }
    if (cp == 0xB5) { // MICRO SIGN: a unit symbol, not a Greek letter in Latin text
        t.cls = CharClass::Symbol;
        t.cost = 0.3f;
        return t;
    }
    if (cp == 0x2019 || cp == 0x2BC || cp == 0x2BB) {
        t.cls = CharClass::Apostrophe;
        return t;
    }
    if (cp == 0xBF || cp == 0xA1) { // ¿ ¡ open a sentence
        t.cls = CharClass::Open;
        return t;
    }
    if (inRange(cp, 0x2500, 0x259F)) {
        t.cls = CharClass::Box;
        t.cost = 0.3f;
        return t;
    }
    if (cp >= 0x1F000 || inRange(cp, 0x2600, 0x27BF) ||
        (cp >= 0x2300 && u_hasBinaryProperty(c, UCHAR_EXTENDED_PICTOGRAPHIC))) {
        t.cls = CharClass::Pictograph;
        return t;
    }
    switch (type) {
    case U_UPPERCASE_LETTER:
    case U_TITLECASE_LETTER:
    case U_LOWERCASE_LETTER:
    case U_MODIFIER_LETTER:
    case U_OTHER_LETTER:
        t.cls = CharClass::Letter;
        t.upper = type == U_UPPERCASE_LETTER || type == U_TITLECASE_LETTER;
        t.lower = type == U_LOWERCASE_LETTER;
        t.cost = letterCost(cp, U_SUCCESS(status) ? script : 0);
        if (cp == 0xAA || cp == 0xBA) // ª º: ordinal indicators
            t.cost = 0.3f;
        return t;
    case U_NON_SPACING_MARK:
    case U_ENCLOSING_MARK:
    case U_COMBINING_SPACING_MARK:
        t.cls = CharClass::Mark;
        t.variation = inRange(cp, 0xFE00, 0xFE0F);
        // The accents of the Latin, Greek and Cyrillic alphabets (grave to caron, the dots,
        // cedilla and ogonek, Greek's) are common; the rest of the block is for phoneticians.
        t.cost = inRange(cp, 0x300, 0x36F) && !inRange(cp, 0x300, 0x30C) &&
                         !inRange(cp, 0x323, 0x328) && !inRange(cp, 0x342, 0x345)
                     ? 1.5f
                     : 0.5f;
        return t;
    case U_DECIMAL_DIGIT_NUMBER:
        t.cls = CharClass::Digit;
        return t;
    case U_LETTER_NUMBER:
    case U_OTHER_NUMBER:
        t.cls = CharClass::Number;
        t.cost = 0.2f;
        return t;
    case U_SPACE_SEPARATOR:
    case U_LINE_SEPARATOR:
    case U_PARAGRAPH_SEPARATOR:
        t.cls = CharClass::Space;
        return t;
    case U_CONTROL_CHAR:
        t.cls = CharClass::Control;
        t.cost = 6;
        return t;
    case U_FORMAT_CHAR:
        t.cls = CharClass::Format;
        // ZWNJ and ZWJ join letters; U+FEFF is a byte order mark, which heads text.
        t.cost = cp == 0xAD ? 0.5f : (cp == 0x200C || cp == 0x200D || cp == 0xFEFF) ? 0.0f : 1.0f;
        return t;
    case U_DASH_PUNCTUATION:
        t.cls = CharClass::Dash;
        return t;
    case U_START_PUNCTUATION:
    case U_INITIAL_PUNCTUATION:
        t.cls = CharClass::Open;
        return t;
    case U_END_PUNCTUATION:
    case U_FINAL_PUNCTUATION:
        t.cls = CharClass::Close;
        return t;
    case U_CONNECTOR_PUNCTUATION:
    case U_OTHER_PUNCTUATION:
        t.cls = CharClass::Punct;
        t.upper = !gentlePunctuation(cp); // for punctuation: "does not touch letters"
        t.ellipsis = cp == 0x2026;
        return t;
    case U_CURRENCY_SYMBOL:
        t.cls = CharClass::Currency;
        return t;
    case U_MATH_SYMBOL:
        t.cls = CharClass::Math;
        t.cost = 0.3f;
        return t;
    case U_MODIFIER_SYMBOL:
        t.cls = CharClass::Symbol;
        t.cost = 1.0f;
        return t;
    default:
        t.cls = CharClass::Symbol;
        t.cost = 0.3f;
        return t;
    }
}

// Languages written with Latin letters, for telling whether the letters of a word could belong
// to one of them: "Ãœ" joins a Portuguese letter to a French one, "Ăą" a Romanian letter to a
// Polish one, and no language writes both.
enum Language : std::uint32_t {
    Pt = 1u << 0,
    Es = 1u << 1,
    Fr = 1u << 2,
    It = 1u << 3,
    Ca = 1u << 4,
    De = 1u << 5,
    Nl = 1u << 6,
    Nordic = 1u << 7,
    Is = 1u << 8,
    FiEt = 1u << 9,
    Pl = 1u << 10,
    CsSk = 1u << 11,
    Hu = 1u << 12,
    Ro = 1u << 13,
    HrSl = 1u << 14,
    TrAz = 1u << 15,
    Lt = 1u << 16,
    Lv = 1u << 17,
    Vi = 1u << 18,
    En = 1u << 19,
    Cy = 1u << 20,
    Eo = 1u << 21,
    Mt = 1u << 22,
    Sq = 1u << 23,
    Ga = 1u << 24,
};

struct LetterLanguages {
    CodePoint letter; // lowercase
    std::uint32_t languages;
};

// Sorted by letter. Loan words in English and German take é and a few more.
constexpr LetterLanguages kLetterLanguages[] = {
    {0xDF, De},
    {0xE0, Fr | It | Ca | Pt | Vi | En},
    {0xE1, Es | Pt | Hu | CsSk | Is | Vi | Ga | Nl | It},
    {0xE2, Fr | Pt | Ro | TrAz | Vi | Cy},
    {0xE3, Pt | Vi},
    {0xE4, De | Nordic | FiEt | CsSk | Nl},
    {0xE5, Nordic | FiEt},
    {0xE6, Nordic | Is | En},
    {0xE7, Fr | Pt | Ca | TrAz | Sq | En},
    {0xE8, Fr | It | Ca | Nl | Vi | En},
    {0xE9, Fr | Es | Pt | It | Ca | Hu | CsSk | Is | Vi | Nl | En | De | Nordic | Ga | Ro | Pl},
    {0xEA, Fr | Pt | Vi | Cy},
    {0xEB, Fr | Nl | Sq | Cy | En},
    {0xEC, It | Vi},
    {0xED, Es | Pt | Hu | CsSk | Is | Ca | Vi | Ga | It},
    {0xEE, Fr | Ro | It | TrAz | Cy},
    {0xEF, Fr | Nl | Ca | Cy | En},
    {0xF0, Is},
    {0xF1, Es | En},
    {0xF2, It | Ca | Vi},
    {0xF3, Es | Pt | Pl | Hu | CsSk | Is | Ca | Vi | It | Nl | Ga},
    {0xF4, Fr | Pt | CsSk | Vi | Cy},
    {0xF5, Pt | FiEt | Vi},
    {0xF6, De | Nordic | FiEt | Hu | TrAz | Is | Nl | En},
    {0xF8, Nordic},
    {0xF9, Fr | It | Vi},
    {0xFA, Es | Pt | Hu | CsSk | Is | Vi | Ca | Ga},
    {0xFB, Fr | TrAz | Cy},
    {0xFC, De | Es | Hu | TrAz | FiEt | Ca | Fr | Nl | Lt | Lv},
    {0xFD, CsSk | Is | Vi | TrAz},
    {0xFE, Is},
    {0xFF, Fr | Nl},
    {0x101, Lv},
    {0x103, Ro | Vi},
    {0x105, Pl | Lt},
    {0x107, Pl | HrSl},
    {0x109, Eo},
    {0x10B, Mt},
    {0x10D, CsSk | HrSl | Lt | Lv},
    {0x10F, CsSk},
    {0x111, HrSl | Vi},
    {0x113, Lv},
    {0x117, Lt},
    {0x119, Pl | Lt},
    {0x11B, CsSk},
    {0x11D, Eo},
    {0x11F, TrAz},
    {0x121, Mt},
    {0x123, Lv},
    {0x125, Eo},
    {0x127, Mt},
    {0x129, Vi},
    {0x12B, Lv | Lt},
    {0x12F, Lt},
    {0x131, TrAz},
    {0x135, Eo},
    {0x137, Lv},
    {0x13A, CsSk},
    {0x13C, Lv},
    {0x13E, CsSk},
    {0x142, Pl},
    {0x144, Pl},
    {0x146, Lv},
    {0x148, CsSk},
    {0x151, Hu},
    {0x153, Fr | En},
    {0x155, CsSk},
    {0x159, CsSk},
    {0x15B, Pl},
    {0x15D, Eo},
    {0x15F, TrAz | Ro},
    {0x161, CsSk | HrSl | Lt | Lv | FiEt},
    {0x163, Ro},
    {0x165, CsSk},
    {0x169, Vi},
    {0x16B, Lv | Lt},
    {0x16D, Eo},
    {0x16F, CsSk},
    {0x171, Hu},
    {0x173, Lt},
    {0x175, Cy},
    {0x177, Cy},
    {0x17A, Pl},
    {0x17C, Pl | Mt},
    {0x17E, CsSk | HrSl | Lt | Lv | FiEt},
    {0x1A1, Vi},
    {0x1B0, Vi},
    {0x219, Ro},
    {0x21B, Ro},
    {0x259, TrAz},
};

// The languages that write `cp` (any case), or 0 when it is not a letter of the table (ASCII,
// other scripts, rarer letters): those say nothing.
std::uint32_t lookUpLanguages(CodePoint cp) {
    const auto lower = static_cast<CodePoint>(u_tolower(static_cast<UChar32>(cp)));
    const auto* end = std::end(kLetterLanguages);
    const auto* it =
        std::lower_bound(std::begin(kLetterLanguages), end, lower,
                         [](const LetterLanguages& e, CodePoint c) { return e.letter < c; });
    return it != end && it->letter == lower ? it->languages : 0;
}

// The languages that write `cp` (any case), or 0 when it is not a letter of the table (ASCII,
// other scripts, rarer letters): those say nothing. Looked up once per letter, then kept.
std::uint32_t languagesOf(CodePoint cp) {
    if (cp < 0xC0 || cp > 0x24F) {
        if (cp >= 0x1EA0 && cp <= 0x1EF9)
            return Vi;
        return 0;
    }
    static const std::array<std::uint32_t, 0x250 - 0xC0> table = [] {
        std::array<std::uint32_t, 0x250 - 0xC0> t{};
        for (CodePoint c = 0xC0; c < 0x250; ++c)
            t[c - 0xC0] = lookUpLanguages(c);
        return t;
    }();
    return table[cp - 0xC0];
}

// Letters outside ASCII that are words on their own in some language ("à", "é", "å", "ö",
// "и", "я", "ο"); any other letter alone between spaces is unusual.
bool oneLetterWord(CodePoint cp) {
    const auto lower = static_cast<CodePoint>(u_tolower(static_cast<UChar32>(cp)));
    switch (lower) {
    case 0xE0:
    case 0xE8:
    case 0xE9:
    case 0xF3:
    case 0xE5:
    case 0xF6:
    case 0x430:
    case 0x432:
    case 0x438:
    case 0x43A:
    case 0x43E:
    case 0x441:
    case 0x443:
    case 0x44F:
    case 0x436:
    case 0x431:
    case 0x437:
    case 0x439:
    case 0x456:
    case 0x454:
    case 0x3BF:
    case 0x3B7:
    case 0x3B1:
    case 0x3AE:
    case 0x3C9:
    case 0x3CE:
    case 0x3AC:
        return true;
    default:
        return false;
    }
}

const std::array<CharTraits, kTableSize>& traitsTable() {
    static const std::unique_ptr<std::array<CharTraits, kTableSize>> table = [] {
        auto t = std::make_unique<std::array<CharTraits, kTableSize>>();
        for (CodePoint cp = 0; cp < kTableSize; ++cp)
            (*t)[cp] = computeTraits(cp);
        return t;
    }();
    return *table;
}

bool isCjk(const CharTraits& t) {
    return t.script == USCRIPT_HAN;
}

bool symbolLike(CharClass c) {
    return c == CharClass::Symbol || c == CharClass::Currency || c == CharClass::Math ||
           c == CharClass::Number || c == CharClass::Box;
}

bool punctuationLike(CharClass c) {
    return c == CharClass::Punct || c == CharClass::Open || c == CharClass::Close ||
           c == CharClass::Dash || c == CharClass::Apostrophe;
}

// A letter next to a symbol, in either order. `letterFirst` says which comes first.
float letterAndSymbol(const CharTraits& letter, const CharTraits& symbol, bool letterFirst) {
    // An ASCII symbol beside a letter outside ASCII is markup or a placeholder ("<режим>",
    // "~1видимі~2", "x=é"), which no re-encoding leaves: only "?" stands for a lost octet.
    if (!letter.ascii)
        return symbol.ascii ? 0.5f : symbol.cls == CharClass::Box ? 2.0f : 2.5f;
    if (symbol.ascii)
        return 0;
    switch (symbol.cls) {
    case CharClass::Number:
        return letterFirst ? 0.2f : 1.0f; // m², x³
    case CharClass::Math:
        return 0.5f;
    case CharClass::Symbol:
        return letterFirst ? 0.5f : 1.0f; // Name™, Brand®
    case CharClass::Box:
        return 1.5f;
    default:
        return 1.0f;
    }
}

float letterAndPunctuation(const CharTraits& letter, const CharTraits& p, bool letterFirst) {
    switch (p.cls) {
    case CharClass::Apostrophe:
        return 0;
    case CharClass::Dash:
        return 0.2f;
    case CharClass::Open:
        if (!letterFirst || p.ascii)
            return 0;
        return letter.ascii ? 1.0f : 2.0f;
    case CharClass::Close:
        if (letterFirst || p.ascii)
            return 0;
        return 1.5f;
    default: // Punct; `upper` marks the kind that rarely touches a letter
        if (!p.upper)
            return letterFirst ? 0 : p.ellipsis ? 1.0f : p.question ? 1.5f : 0.3f;
        return letter.ascii ? 0.5f : 2.0f;
    }
}

} // namespace

void prepareTraits() {
    (void)traitsTable();
}

CharTraits traitsOf(CodePoint cp) noexcept {
    if (cp < kTableSize)
        return traitsTable()[cp];
    if (cp > 0x10FFFF) {
        CharTraits t;
        t.cost = 10;
        return t;
    }
    return computeTraits(cp);
}

bool vowelLike(CodePoint cp) noexcept {
    const CharTraits t = traitsOf(cp);
    if (t.cls != CharClass::Letter)
        return false;
    if (t.script != USCRIPT_LATIN)
        return true;
    // The letter without its accents: the first character of its canonical decomposition.
    UErrorCode error = U_ZERO_ERROR;
    const UNormalizer2* nfd = unorm2_getNFDInstance(&error);
    UChar decomposed[8];
    CodePoint base = cp;
    if (U_SUCCESS(error) && nfd != nullptr) {
        const std::int32_t n =
            unorm2_getDecomposition(nfd, static_cast<UChar32>(cp), decomposed, 8, &error);
        if (U_SUCCESS(error) && n > 0) {
            UChar32 first = 0;
            std::int32_t at = 0;
            U16_NEXT(decomposed, at, n, first);
            base = static_cast<CodePoint>(first);
        }
    }
    switch (u_tolower(static_cast<UChar32>(base))) {
    case 'a':
    case 'e':
    case 'i':
    case 'o':
    case 'u':
    case 'y':
    case 0xE6:  // æ
    case 0xF8:  // ø
    case 0x153: // œ
        return true;
    default:
        return false;
    }
}

bool rareLetter(CodePoint cp) noexcept {
    const CharTraits t = traitsOf(cp);
    if (t.cls != CharClass::Letter)
        return false;
    if (t.cost >= 0.5f)
        return true;
    // Modifier letters (ˆ, ˇ, ˤ, ˬ, the tatweel ...), mostly of no script and so of no cost
    // above; not the marks of length and repetition of Japanese and Chinese (ー, 々).
    if (u_charType(static_cast<UChar32>(cp)) == U_MODIFIER_LETTER && !inRange(cp, 0x3000, 0x30FF) &&
        !inRange(cp, 0xFF00, 0xFFEF))
        return true;
    // Latin Extended-A and -B: the letters of no language of the table.
    return t.script == USCRIPT_LATIN && cp >= 0x100 && cp <= 0x24F && languagesOf(cp) == 0;
}

float pairCost(const CharTraits& a, const CharTraits& b) noexcept {
    using C = CharClass;
    if (a.cls == C::Space || b.cls == C::Space)
        return 0;
    const bool nonAscii = !a.ascii || !b.ascii;
    if (b.cls == C::Mark) {
        // A variation selector after a pictograph asks for its emoji or text form ("☀️").
        if (b.variation && a.cls == C::Pictograph)
            return 0;
        if (a.cls == C::Letter)
            return (b.script > USCRIPT_INHERITED && a.script > USCRIPT_INHERITED &&
                    a.script != b.script)
                       ? 3.0f
                       : 0.0f;
        return a.cls == C::Mark ? 0.5f : 3.0f;
    }
    if (a.cls == C::Mark)
        return 0;
    if (a.cls == C::Letter && b.cls == C::Letter) {
        float cost = 0;
        if (a.script != b.script && a.script > USCRIPT_INHERITED && b.script > USCRIPT_INHERITED) {
            cost += ((a.ascii && isCjk(b)) || (b.ascii && isCjk(a))) ? 0.5f : 3.0f;
        }
        if (a.lower && b.upper && nonAscii)
            cost += 2.0f;
        return cost;
    }
    if (a.cls == C::Letter || b.cls == C::Letter) {
        const bool letterFirst = a.cls == C::Letter;
        const CharTraits& letter = letterFirst ? a : b;
        const CharTraits& other = letterFirst ? b : a;
        if (symbolLike(other.cls))
            return letterAndSymbol(letter, other, letterFirst);
        if (punctuationLike(other.cls))
            return letterAndPunctuation(letter, other, letterFirst);
        if (other.cls == C::NoBreak)
            return letterFirst && letter.upper && !letter.ascii && letter.script == USCRIPT_LATIN
                       ? 2.0f
                       : 0;
        if (other.cls == C::Format)
            return letterFirst && letter.upper && !letter.ascii ? 2.0f : 0;
        if (other.cls == C::Pictograph)
            return 0.3f;
        if (other.cls == C::Digit) {
            // A digit of one script glued to a letter of another ("g०" for "gреж"): no word
            // mixes them.
            if (other.script > USCRIPT_INHERITED && letter.script > USCRIPT_INHERITED &&
                other.script != letter.script)
                return 3.0f;
            return !letterFirst && letter.upper && !letter.ascii ? 0.8f : 0;
        }
        return 0;
    }
    if (a.cls == C::Digit || b.cls == C::Digit)
        return 0;
    if (a.cls == C::Box && b.cls == C::Box)
        return 0;
    if (a.cls == C::Pictograph || b.cls == C::Pictograph)
        return (a.cls == b.cls || a.cls == C::Format || b.cls == C::Format) ? 0 : 0.2f;
    if (!nonAscii || a.ascii || b.ascii)
        return (symbolLike(a.cls) && symbolLike(b.cls)) ? 0.5f : 0.0f;
    // Two characters outside ASCII, neither a letter nor a digit.
    if (symbolLike(a.cls) && symbolLike(b.cls))
        return (a.cls == C::Box || b.cls == C::Box) ? 1.5f : 2.0f;
    if (symbolLike(a.cls) || symbolLike(b.cls))
        return 1.5f;
    if ((a.cls == C::Punct && a.upper) || (b.cls == C::Punct && b.upper))
        return 1.5f;
    return 0.3f;
}

float textCost(std::span<const CodePoint> text, CodePoint before, CodePoint after) noexcept {
    float cost = 0;
    CharTraits previous = traitsOf(before == 0 ? ' ' : before);
    CharTraits earlier = traitsOf(' ');
    // The word so far: the languages its letters allow, its letters, its last letter.
    std::uint32_t languages = ~0u;
    bool mixedLanguages = false;
    int letters = 0;
    CodePoint lastLetter = 0;
    bool wordStart = previous.cls == CharClass::Space;
    const auto endWord = [&](const CharTraits& next) {
        // A single letter outside ASCII, between spaces or before punctuation.
        if (wordStart && letters == 1 && lastLetter >= 0x80 && !oneLetterWord(lastLetter) &&
            (next.cls == CharClass::Space || next.cls == CharClass::Punct ||
             next.cls == CharClass::Close))
            cost += 0.8f;
        languages = ~0u;
        mixedLanguages = false;
        letters = 0;
        lastLetter = 0;
        wordStart = true;
    };
    CodePoint earlierCp = ' ';
    CodePoint previousCp = before == 0 ? ' ' : before;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const CodePoint cp = text[i];
        const CharTraits t = traitsOf(cp);
        if (t.cls == CharClass::Space) {
            endWord(t);
            earlier = previous;
            previous = t;
            earlierCp = previousCp;
            previousCp = cp;
            continue;
        }
        float pair = pairCost(previous, t);
        // A trademark or registered sign ending a word in capitals ("CAFÉ™", "NESCAFÉ®") is how
        // a brand is written, not a capital glued to a symbol by damage; but after "Ã", "Â" or
        // "Å" it is the continuing octet of a letter ("OÃ™" for "OÙ").
        if ((cp == 0x2122 || cp == 0xAE) && previous.upper && earlier.upper &&
            previous.cls == CharClass::Letter && earlier.cls == CharClass::Letter &&
            previousCp != 0xC2 && previousCp != 0xC3 && previousCp != 0xC5) {
            const CodePoint next = i + 1 < text.size() ? text[i + 1] : after;
            const CharClass n = traitsOf(next == 0 ? ' ' : next).cls;
            if (n == CharClass::Space || n == CharClass::Punct || n == CharClass::Close)
                pair = 0;
        }
        cost += t.cost + pair;
        // "Ã", "Â" or "Å", then punctuation outside ASCII, then a letter, in one word: a UTF-8
        // first octet C3, C2 or C5 and its continuing octet read as windows-1252 ("Ã–ffnung" for
        // "Öffnung", "HÃ”TEL", "Å’uvre"), which a letter and a dash or a quote alone do not show.
        if (t.cls == CharClass::Letter && !previous.ascii &&
            (previous.cls == CharClass::Dash || previous.cls == CharClass::Close ||
             previous.cls == CharClass::Apostrophe || previous.cls == CharClass::Punct) &&
            (earlierCp == 0xC2 || earlierCp == 0xC3 || earlierCp == 0xC5))
            cost += 2.0f;
        // Two capitals and then a small letter ("SĂŁo", "OĂą"), one of the capitals outside
        // ASCII: how a capital read from a UTF-8 first octet sits at the start of a word. Or
        // the small letter a Latin one outside ASCII: "CAFə" is what "CAFÉ™" would repair to,
        // a brand name in capitals with its trademark sign. (Not ß, which has long had no
        // capital: "GROß".)
        if (earlier.upper && previous.upper && t.lower && earlier.cls == CharClass::Letter &&
            previous.cls == CharClass::Letter && t.cls == CharClass::Letter &&
            (!earlier.ascii || !previous.ascii ||
             (!t.ascii && t.script == USCRIPT_LATIN && cp != 0xDF)))
            cost += 1.5f;
        if (t.cls == CharClass::Letter) {
            ++letters;
            // Only capitals count for the one-letter rule ("Ã", "Р" alone): a word of one
            // small letter, Han character or kana says less.
            lastLetter = t.upper ? cp : 0;
            if (const std::uint32_t l = languagesOf(cp)) {
                if ((languages & l) == 0) {
                    if (!mixedLanguages)
                        cost += 2.0f; // letters no one language writes together
                    mixedLanguages = true;
                    languages = l;
                } else {
                    languages &= l;
                }
            }
        } else if (t.cls != CharClass::Mark) {
            if (letters > 0 && t.cls != CharClass::Apostrophe && t.cls != CharClass::Dash)
                wordStart = false;
            if (letters == 0 && t.cls != CharClass::Open && t.cls != CharClass::Punct)
                wordStart = false;
        }
        earlier = previous;
        previous = t;
        earlierCp = previousCp;
        previousCp = cp;
    }
    const CharTraits end = traitsOf(after == 0 ? ' ' : after);
    cost += pairCost(previous, end);
    if (end.cls == CharClass::Space)
        endWord(end);
    return cost;
}

} // namespace u8scope::detail
