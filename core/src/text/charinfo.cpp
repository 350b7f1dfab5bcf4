// Character data from ICU: names, general categories and properties of code points.
#include "u8scope/text/charinfo.h"

#include "u8scope/text/hex.h"

#include <array>
#include <unicode/uchar.h>
#include <unicode/uscript.h>

namespace u8scope {

namespace {

struct CategoryName {
    const char* code;
    const char* name;
};

// Indexed by UCharCategory.
constexpr std::array<CategoryName, U_CHAR_CATEGORY_COUNT> kCategories{{
    {"Cn", "Unassigned"},
    {"Lu", "Uppercase Letter"},
    {"Ll", "Lowercase Letter"},
    {"Lt", "Titlecase Letter"},
    {"Lm", "Modifier Letter"},
    {"Lo", "Other Letter"},
    {"Mn", "Nonspacing Mark"},
    {"Me", "Enclosing Mark"},
    {"Mc", "Spacing Mark"},
    {"Nd", "Decimal Number"},
    {"Nl", "Letter Number"},
    {"No", "Other Number"},
    {"Zs", "Space Separator"},
    {"Zl", "Line Separator"},
    {"Zp", "Paragraph Separator"},
    {"Cc", "Control"},
    {"Cf", "Format"},
    {"Co", "Private Use"},
    {"Cs", "Surrogate"},
    {"Pd", "Dash Punctuation"},
    {"Ps", "Open Punctuation"},
    {"Pe", "Close Punctuation"},
    {"Pc", "Connector Punctuation"},
    {"Po", "Other Punctuation"},
    {"Sm", "Math Symbol"},
    {"Sc", "Currency Symbol"},
    {"Sk", "Modifier Symbol"},
    {"So", "Other Symbol"},
    {"Pi", "Initial Punctuation"},
    {"Pf", "Final Punctuation"},
}};

// The control aliases of NameAliases.txt, which ICU's u_charName does not return: controls
// have no Unicode name, and people know them by these (C1 ones matter for mojibake).
constexpr std::array<const char*, 32> kC0Names{"NULL",
                                               "START OF HEADING",
                                               "START OF TEXT",
                                               "END OF TEXT",
                                               "END OF TRANSMISSION",
                                               "ENQUIRY",
                                               "ACKNOWLEDGE",
                                               "ALERT",
                                               "BACKSPACE",
                                               "CHARACTER TABULATION",
                                               "LINE FEED",
                                               "LINE TABULATION",
                                               "FORM FEED",
                                               "CARRIAGE RETURN",
                                               "SHIFT OUT",
                                               "SHIFT IN",
                                               "DATA LINK ESCAPE",
                                               "DEVICE CONTROL ONE",
                                               "DEVICE CONTROL TWO",
                                               "DEVICE CONTROL THREE",
                                               "DEVICE CONTROL FOUR",
                                               "NEGATIVE ACKNOWLEDGE",
                                               "SYNCHRONOUS IDLE",
                                               "END OF TRANSMISSION BLOCK",
                                               "CANCEL",
                                               "END OF MEDIUM",
                                               "SUBSTITUTE",
                                               "ESCAPE",
                                               "INFORMATION SEPARATOR FOUR",
                                               "INFORMATION SEPARATOR THREE",
                                               "INFORMATION SEPARATOR TWO",
                                               "INFORMATION SEPARATOR ONE"};
constexpr std::array<const char*, 32> kC1Names{"PADDING CHARACTER",
                                               "HIGH OCTET PRESET",
                                               "BREAK PERMITTED HERE",
                                               "NO BREAK HERE",
                                               "INDEX",
                                               "NEXT LINE",
                                               "START OF SELECTED AREA",
                                               "END OF SELECTED AREA",
                                               "CHARACTER TABULATION SET",
                                               "CHARACTER TABULATION WITH JUSTIFICATION",
                                               "LINE TABULATION SET",
                                               "PARTIAL LINE FORWARD",
                                               "PARTIAL LINE BACKWARD",
                                               "REVERSE LINE FEED",
                                               "SINGLE SHIFT TWO",
                                               "SINGLE SHIFT THREE",
                                               "DEVICE CONTROL STRING",
                                               "PRIVATE USE ONE",
                                               "PRIVATE USE TWO",
                                               "SET TRANSMIT STATE",
                                               "CANCEL CHARACTER",
                                               "MESSAGE WAITING",
                                               "START OF GUARDED AREA",
                                               "END OF GUARDED AREA",
                                               "START OF STRING",
                                               "SINGLE GRAPHIC CHARACTER INTRODUCER",
                                               "SINGLE CHARACTER INTRODUCER",
                                               "CONTROL SEQUENCE INTRODUCER",
                                               "STRING TERMINATOR",
                                               "OPERATING SYSTEM COMMAND",
                                               "PRIVACY MESSAGE",
                                               "APPLICATION PROGRAM COMMAND"};

const char* controlAlias(std::uint64_t v) {
    if (v < 0x20)
        return kC0Names[v];
    if (v == 0x7F)
        return "DELETE";
    if (v >= 0x80 && v < 0xA0)
        return kC1Names[v - 0x80];
    return nullptr;
}

std::string hexDigits(std::uint64_t v) {
    return formatCodePoint(v).substr(2);
}

std::string icuName(UChar32 c, UCharNameChoice choice) {
    UErrorCode status = U_ZERO_ERROR;
    std::array<char, 256> buf{};
    const int32_t n = u_charName(c, choice, buf.data(), static_cast<int32_t>(buf.size()), &status);
    if (U_FAILURE(status) || n <= 0)
        return {};
    return std::string(buf.data(), static_cast<std::size_t>(n));
}

} // namespace

CharInfo charInfo(std::uint64_t value) {
    CharInfo info;
    info.value = value;
    if (value > 0x10FFFF) {
        info.inUnicode = false;
        info.name = "<beyond Unicode: UCS-4 value " + hexDigits(value) + ">";
        return info;
    }
    const auto c = static_cast<UChar32>(value);
    const auto category = static_cast<UCharCategory>(u_charType(c));
    info.generalCategory = kCategories[category].code;
    info.generalCategoryName = kCategories[category].name;
    info.assigned = category != U_UNASSIGNED;
    info.control = category == U_CONTROL_CHAR;
    info.privateUse = category == U_PRIVATE_USE_CHAR;
    info.whitespace = u_hasBinaryProperty(c, UCHAR_WHITE_SPACE);
    info.defaultIgnorable = u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
    info.noncharacter = u_hasBinaryProperty(c, UCHAR_NONCHARACTER_CODE_POINT);
    info.combiningClass = u_getCombiningClass(c);
    info.combining = info.combiningClass != 0 || category == U_NON_SPACING_MARK ||
                     category == U_ENCLOSING_MARK || category == U_COMBINING_SPACING_MARK;

    UErrorCode status = U_ZERO_ERROR;
    const UScriptCode script = uscript_getScript(c, &status);
    if (U_SUCCESS(status)) {
        if (const char* name = uscript_getName(script))
            info.script = name;
    }
    const auto block = static_cast<int32_t>(ublock_getCode(c));
    if (const char* name = u_getPropertyValueName(UCHAR_BLOCK, block, U_LONG_PROPERTY_NAME)) {
        info.block = name;
        for (char& ch : info.block) {
            if (ch == '_')
                ch = ' ';
        }
    }
    UVersionInfo age{};
    u_charAge(c, age);
    if (info.assigned || age[0] != 0) {
        char buf[U_MAX_VERSION_STRING_LENGTH] = {};
        u_versionToString(age, buf);
        info.age = buf;
    }

    info.name = icuName(c, U_UNICODE_CHAR_NAME);
    if (info.name.empty()) {
        // No name of its own: the label form of the Unicode Standard §4.8 ("<control-000A>"),
        // with the alias people know it by when there is one ("LINE FEED").
        const std::string digits = hexDigits(value);
        if (info.control) {
            info.name = "<control-" + digits + ">";
            if (const char* alias = controlAlias(value))
                info.name += std::string(" ") + alias;
        } else if (info.noncharacter) {
            info.name = "<noncharacter-" + digits + ">";
        } else if (info.privateUse) {
            info.name = "<private-use-" + digits + ">";
        } else if (category == U_SURROGATE) {
            info.name = "<surrogate-" + digits + ">";
        } else if (!info.assigned) {
            info.name = "<unassigned-" + digits + ">";
        } else {
            info.name = "<" + digits + ">";
        }
    }
    return info;
}

int displayWidth(std::uint64_t value) {
    if (value > 0x10FFFF)
        return 1;
    const auto c = static_cast<UChar32>(value);
    const auto category = static_cast<UCharCategory>(u_charType(c));
    if (category == U_NON_SPACING_MARK || category == U_ENCLOSING_MARK ||
        u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) {
        return 0;
    }
    const int ea = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
    return ea == U_EA_WIDE || ea == U_EA_FULLWIDTH ? 2 : 1;
}

std::string unicodeVersion() {
    UVersionInfo v{};
    u_getUnicodeVersion(v);
    char buf[U_MAX_VERSION_STRING_LENGTH] = {};
    u_versionToString(v, buf);
    return buf;
}

} // namespace u8scope
