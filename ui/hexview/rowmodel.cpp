#include "hexview/rowmodel.h"

#include "u8scope/text/display.h"

#include <algorithm>
#include <utility>

namespace u8scope::ui {

namespace {

constexpr char16_t kReplacement = 0xFFFD;
// Beyond this many entries the per-code-point cache is dropped, so that scrolling through text in
// many scripts cannot grow it without bound.
constexpr std::size_t kCacheLimit = 8192;

/// What the view draws for a C0 control or DEL: its Control Picture (from core), but the three
/// controls of every text file get arrows, since the Control Pictures are tiny lettering that few
/// fonts carry and arrows read at any size; after what they did on a teletype: tab right, feed
/// the paper a line down, return the carriage left. The view paints the other pictures in caret
/// notation (caretLetter()).
char16_t controlSymbol(CodePoint cp, char32_t picture) {
    switch (cp) {
    case 0x09:
        return 0x21E5; // ⇥ RIGHTWARDS ARROW TO BAR
    case 0x0A:
        return 0x2193; // ↓ DOWNWARDS ARROW
    case 0x0D:
        return 0x21E4; // ⇤ LEFTWARDS ARROW TO BAR
    default:
        return static_cast<char16_t>(picture);
    }
}

QString fromCodePoint(CodePoint cp) {
    const char32_t c = cp;
    return QString::fromUcs4(&c, 1);
}

} // namespace

QString RowModel::label(CodePoint cp) {
    return QString::fromStdString(u8scope::displayLabel(cp));
}

QChar RowModel::caretLetter(CodePoint cp) {
    if (cp < 0x20)
        return QChar(static_cast<char16_t>(cp + 0x40));
    if (cp == 0x7F)
        return QLatin1Char('?');
    return {};
}

TextCell RowModel::textForCodePoint(CodePoint cp) {
    const u8scope::DisplayForm form = u8scope::displayForm(cp);
    const QString label = QString::fromStdString(form.label);
    switch (form.kind) {
    case u8scope::DisplayKind::Glyph:
        return {TextKind::Glyph, fromCodePoint(cp), {}, cp};
    case u8scope::DisplayKind::Combining:
        return {TextKind::Combining, fromCodePoint(form.symbol) + fromCodePoint(cp), {}, cp};
    case u8scope::DisplayKind::Control:
        return {TextKind::Control, QString(QChar(controlSymbol(cp, form.symbol))), label, cp};
    case u8scope::DisplayKind::Invisible:
    case u8scope::DisplayKind::PrivateUse:
    case u8scope::DisplayKind::Noncharacter:
    case u8scope::DisplayKind::Unassigned:
    case u8scope::DisplayKind::BeyondUnicode:
        break;
    }
    return {TextKind::Marker, {}, label, cp};
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

const TextCell& RowModel::textForOctet(u8scope::Codec codec, std::uint8_t octet) {
    const unsigned key = (static_cast<unsigned>(codec.id()) << 8) | octet;
    auto it = m_octetCache.find(key);
    if (it == m_octetCache.end()) {
        const u8scope::CodePoint cp = codec.decode(octet);
        // ASCII controls keep their usual marks; everything else as the codec reads it.
        it = m_octetCache.emplace(key, textFor(u8scope::Unit{0, cp, 1, std::nullopt})).first;
    }
    return it->second;
}

} // namespace u8scope::ui
