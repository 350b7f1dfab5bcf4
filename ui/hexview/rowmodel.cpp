#include "hexview/rowmodel.h"

#include "u8scope/charinfo.h"

#include <algorithm>
#include <utility>

namespace u8scope::ui {

namespace {

constexpr char16_t kReplacement = 0xFFFD;
constexpr char16_t kDottedCircle = 0x25CC;
constexpr char16_t kControlPictures = 0x2400; // U+2400 SYMBOL FOR NULL .. U+241F
constexpr char16_t kSymbolForDelete = 0x2421;
// Beyond this many entries the per-code-point cache is dropped, so that scrolling through text in
// many scripts cannot grow it without bound.
constexpr std::size_t kCacheLimit = 8192;

// Abbreviations from ISO/IEC 6429 for controls and from Unicode's NameAliases.txt for format
// characters and spaces; sorted by code point.
constexpr std::pair<CodePoint, const char*> kLabels[] = {
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

/// What a C0 control or DEL is drawn as. The Control Pictures are tiny lettering that few fonts
/// carry; the three controls of every text file get arrows that read at any size, after what
/// they did on a teletype: tab right, feed the paper a line down, return the carriage left.
char16_t controlSymbol(CodePoint cp) {
    switch (cp) {
    case 0x09:
        return 0x21E5; // ⇥ RIGHTWARDS ARROW TO BAR
    case 0x0A:
        return 0x2193; // ↓ DOWNWARDS ARROW
    case 0x0D:
        return 0x21E4; // ⇤ LEFTWARDS ARROW TO BAR
    case 0x7F:
        return kSymbolForDelete;
    default:
        return static_cast<char16_t>(kControlPictures + cp);
    }
}

QString fromCodePoint(CodePoint cp) {
    const char32_t c = cp;
    return QString::fromUcs4(&c, 1);
}

} // namespace

QString RowModel::label(CodePoint cp) {
    const auto* end = std::end(kLabels);
    const auto* it =
        std::lower_bound(std::begin(kLabels), end, cp,
                         [](const auto& entry, CodePoint v) { return entry.first < v; });
    if (it != end && it->first == cp) {
        return QString::fromLatin1(it->second);
    }
    // Variation selectors VS1..VS16 and VS17..VS256: which one matters when emoji look wrong.
    if (cp >= 0xFE00 && cp <= 0xFE0F) {
        return QStringLiteral("VS%1").arg(cp - 0xFE00 + 1);
    }
    if (cp >= 0xE0100 && cp <= 0xE01EF) {
        return QStringLiteral("VS%1").arg(cp - 0xE0100 + 17);
    }
    return {};
}

TextCell RowModel::textForCodePoint(CodePoint cp) {
    const u8scope::CharInfo info = u8scope::charInfo(cp);
    const auto marker = [cp](QString text) { return TextCell{TextKind::Marker, {}, text, cp}; };
    if (!info.inUnicode) {
        // Legacy-profile values above U+10FFFF: well-formed octets, but no character; the value
        // is what there is to see.
        return marker(QString::number(cp, 16).toUpper());
    }
    if (info.control) {
        if (cp < 0x20 || cp == 0x7F) {
            return {TextKind::Control, QString(QChar(controlSymbol(cp))), label(cp), cp};
        }
        return marker(label(cp)); // C1: no Control Pictures exist for them
    }
    const bool separator = info.generalCategory == "Zl" || info.generalCategory == "Zp";
    const bool otherSpace = info.whitespace && cp != 0x20;
    if (info.defaultIgnorable || info.generalCategory == "Cf" || separator || otherSpace) {
        return marker(label(cp));
    }
    if (info.combining || (!info.generalCategory.empty() && info.generalCategory[0] == 'M')) {
        return {TextKind::Combining, QString(QChar(kDottedCircle)) + fromCodePoint(cp), {}, cp};
    }
    if (info.privateUse) {
        return marker(QStringLiteral("PUA"));
    }
    if (info.noncharacter) {
        return marker(QStringLiteral("NON"));
    }
    if (!info.assigned) {
        return marker(QStringLiteral("?"));
    }
    return {TextKind::Glyph, fromCodePoint(cp), {}, cp};
}

const TextCell& RowModel::textFor(const Unit& unit) {
    static const TextCell replacement{
        TextKind::Replacement, QString(QChar(kReplacement)), {}, kReplacement};
    if (!unit.valid()) {
        return replacement;
    }
    if (const auto it = m_cache.find(unit.codePoint); it != m_cache.end()) {
        return it->second;
    }
    if (m_cache.size() >= kCacheLimit) {
        m_cache.clear();
    }
    return m_cache.emplace(unit.codePoint, textForCodePoint(unit.codePoint)).first->second;
}

const QString& RowModel::hexText(std::uint8_t octet) {
    static const std::array<QString, 256> table = [] {
        std::array<QString, 256> t;
        for (int i = 0; i < 256; ++i) {
            t[static_cast<std::size_t>(i)] =
                QStringLiteral("%1").arg(i, 2, 16, QLatin1Char('0')).toUpper();
        }
        return t;
    }();
    return table[octet];
}

RowCells RowModel::row(const u8scope::Window& window, std::uint64_t rowOffset,
                       u8scope::Profile profile) {
    RowCells r;
    r.offset = rowOffset;
    const std::uint64_t windowEnd = window.offset + window.bytes.size();
    if (rowOffset < window.offset || rowOffset >= windowEnd) {
        return r;
    }
    r.count =
        static_cast<int>(std::min<std::uint64_t>(HexLayout::kBytesPerRow, windowEnd - rowOffset));

    // The first unit that ends after the row starts; units are in order and cover every octet.
    auto unit = std::partition_point(window.units.begin(), window.units.end(),
                                     [rowOffset](const Unit& u) { return u.end() <= rowOffset; });
    for (int i = 0; i < r.count; ++i) {
        const std::uint64_t at = rowOffset + static_cast<std::uint64_t>(i);
        while (unit != window.units.end() && unit->end() <= at) {
            ++unit;
        }
        OctetCell& cell = r.cells[static_cast<std::size_t>(i)];
        cell.value = window.bytes[static_cast<std::size_t>(at - window.offset)];
        if (unit == window.units.end() || !unit->contains(at)) {
            // Not expected from a core Window; shown as an unexplained malformed octet.
            cell.octetClass = u8scope::OctetClass::Malformed;
            cell.unitOffset = at;
            cell.unitValid = false;
            cell.text = textFor(Unit{at, kReplacement, 1, u8scope::ErrorKind::InvalidOctet});
            continue;
        }
        const int index = static_cast<int>(at - unit->offset);
        cell.octetClass = u8scope::octetClassIn(*unit, index, cell.value, profile);
        cell.unitOffset = unit->offset;
        cell.unitLength = unit->length;
        cell.unitValid = unit->valid();
        cell.text = index == 0 ? textFor(*unit) : TextCell{TextKind::Filler, {}, {}, 0};
    }
    return r;
}

} // namespace u8scope::ui
