#include "u8scope/text/display.h"

#include <algorithm>
#include <iterator>
#include <unicode/uchar.h>
#include <utility>

namespace u8scope {

namespace {

constexpr char32_t kDottedCircle = 0x25CC;
constexpr char32_t kControlPictures = 0x2400; // U+2400 SYMBOL FOR NULL .. U+241F
constexpr char32_t kSymbolForDelete = 0x2421;

// Abbreviations from ISO/IEC 6429 for controls and from Unicode's NameAliases.txt for format
// characters and spaces; sorted by code point.
constexpr std::pair<std::uint32_t, const char*> kLabels[] = {
    {0x0000, "NUL"},  {0x0001, "SOH"},  {0x0002, "STX"},  {0x0003, "ETX"},   {0x0004, "EOT"},
    {0x0005, "ENQ"},  {0x0006, "ACK"},  {0x0007, "BEL"},  {0x0008, "BS"},    {0x0009, "HT"},
    {0x000A, "LF"},   {0x000B, "VT"},   {0x000C, "FF"},   {0x000D, "CR"},    {0x000E, "SO"},
    {0x000F, "SI"},   {0x0010, "DLE"},  {0x0011, "DC1"},  {0x0012, "DC2"},   {0x0013, "DC3"},
    {0x0014, "DC4"},  {0x0015, "NAK"},  {0x0016, "SYN"},  {0x0017, "ETB"},   {0x0018, "CAN"},
    {0x0019, "EM"},   {0x001A, "SUB"},  {0x001B, "ESC"},  {0x001C, "FS"},    {0x001D, "GS"},
    {0x001E, "RS"},   {0x001F, "US"},   {0x007F, "DEL"},  {0x0080, "PAD"},   {0x0081, "HOP"},
    {0x0082, "BPH"},  {0x0083, "NBH"},  {0x0084, "IND"},  {0x0085, "NEL"},   {0x0086, "SSA"},
    {0x0087, "ESA"},  {0x0088, "HTS"},  {0x0089, "HTJ"},  {0x008A, "VTS"},   {0x008B, "PLD"},
    {0x008C, "PLU"},  {0x008D, "RI"},   {0x008E, "SS2"},  {0x008F, "SS3"},   {0x0090, "DCS"},
    {0x0091, "PU1"},  {0x0092, "PU2"},  {0x0093, "STS"},  {0x0094, "CCH"},   {0x0095, "MW"},
    {0x0096, "SPA"},  {0x0097, "EPA"},  {0x0098, "SOS"},  {0x0099, "SGC"},   {0x009A, "SCI"},
    {0x009B, "CSI"},  {0x009C, "ST"},   {0x009D, "OSC"},  {0x009E, "PM"},    {0x009F, "APC"},
    {0x00A0, "NBSP"}, {0x00AD, "SHY"},  {0x034F, "CGJ"},  {0x061C, "ALM"},   {0x180E, "MVS"},
    {0x2000, "NQSP"}, {0x2001, "MQSP"}, {0x2002, "ENSP"}, {0x2003, "EMSP"},  {0x2004, "3MSP"},
    {0x2005, "4MSP"}, {0x2006, "6MSP"}, {0x2007, "FSP"},  {0x2008, "PSP"},   {0x2009, "THSP"},
    {0x200A, "HSP"},  {0x200B, "ZWSP"}, {0x200C, "ZWNJ"}, {0x200D, "ZWJ"},   {0x200E, "LRM"},
    {0x200F, "RLM"},  {0x2028, "LSEP"}, {0x2029, "PSEP"}, {0x202A, "LRE"},   {0x202B, "RLE"},
    {0x202C, "PDF"},  {0x202D, "LRO"},  {0x202E, "RLO"},  {0x202F, "NNBSP"}, {0x205F, "MMSP"},
    {0x2060, "WJ"},   {0x2066, "LRI"},  {0x2067, "RLI"},  {0x2068, "FSI"},   {0x2069, "PDI"},
    {0x3000, "IDSP"}, {0xFEFF, "BOM"},
};

std::string hex(std::uint64_t value) {
    static constexpr char kDigits[] = "0123456789ABCDEF";
    std::string s;
    do {
        s.insert(s.begin(), kDigits[value & 0xF]);
        value >>= 4;
    } while (value != 0);
    return s;
}

} // namespace

std::string displayLabel(std::uint64_t value) {
    const auto* end = std::end(kLabels);
    const auto* it =
        std::lower_bound(std::begin(kLabels), end, value,
                         [](const auto& entry, std::uint64_t v) { return entry.first < v; });
    if (it != end && it->first == value)
        return it->second;
    // Variation selectors VS1..VS16 and VS17..VS256: which one matters when emoji look wrong.
    if (value >= 0xFE00 && value <= 0xFE0F)
        return "VS" + std::to_string(value - 0xFE00 + 1);
    if (value >= 0xE0100 && value <= 0xE01EF)
        return "VS" + std::to_string(value - 0xE0100 + 17);
    return {};
}

DisplayForm displayForm(std::uint64_t value) {
    if (value > 0x10FFFF) {
        // Legacy-profile values: well-formed octets, but no character; the value is what
        // there is to see.
        return {DisplayKind::BeyondUnicode, hex(value), 0};
    }
    const auto c = static_cast<UChar32>(value);
    const auto category = static_cast<UCharCategory>(u_charType(c));
    if (category == U_CONTROL_CHAR) {
        if (value < 0x20)
            return {DisplayKind::Control, displayLabel(value), kControlPictures + c};
        if (value == 0x7F)
            return {DisplayKind::Control, displayLabel(value), kSymbolForDelete};
        return {DisplayKind::Invisible, displayLabel(value), 0}; // C1: no Control Pictures
    }
    const bool otherSpace = value != 0x20 && u_hasBinaryProperty(c, UCHAR_WHITE_SPACE);
    if (u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) || category == U_FORMAT_CHAR ||
        category == U_LINE_SEPARATOR || category == U_PARAGRAPH_SEPARATOR || otherSpace) {
        return {DisplayKind::Invisible, displayLabel(value), 0};
    }
    if (u_getCombiningClass(c) != 0 || category == U_NON_SPACING_MARK ||
        category == U_ENCLOSING_MARK || category == U_COMBINING_SPACING_MARK) {
        return {DisplayKind::Combining, {}, kDottedCircle};
    }
    if (category == U_PRIVATE_USE_CHAR)
        return {DisplayKind::PrivateUse, "PUA", 0};
    if (u_hasBinaryProperty(c, UCHAR_NONCHARACTER_CODE_POINT))
        return {DisplayKind::Noncharacter, "NON", 0};
    if (category == U_UNASSIGNED || category == U_SURROGATE)
        return {DisplayKind::Unassigned, "?", 0};
    return {DisplayKind::Glyph, {}, 0};
}

bool reordersText(std::uint64_t value) noexcept {
    if (value > 0x10FFFF)
        return false;
    const auto c = static_cast<UChar32>(value);
    const auto category = static_cast<UCharCategory>(u_charType(c));
    return u_hasBinaryProperty(c, UCHAR_BIDI_CONTROL) || category == U_LINE_SEPARATOR ||
           category == U_PARAGRAPH_SEPARATOR;
}

} // namespace u8scope
