// What each row of the hex view shows, without widgets: per octet its hex text and Annex R class,
// and for the text column what to draw under it. Character properties come from core (ICU); the
// UTF-8 structure (units, classes) from the core Window.
#pragma once

#include "hexview/hexlayout.h"
#include "u8scope/codec/octetclass.h"
#include "u8scope/codec/profile.h"
#include "u8scope/codec/unit.h"
#include "u8scope/encoding/legacycodec.h"
#include "u8scope/file/window.h"

#include <QString>
#include <array>
#include <cstdint>
#include <unordered_map>

namespace u8scope::ui {

/// How the text column shows the octet at a position.
enum class TextKind : std::uint8_t {
    None,        ///< no octet here: past the end of the source or of what could be read
    Glyph,       ///< a character drawn as itself
    Filler,      ///< a later octet of a unit whose character is drawn under its first octet
    Replacement, ///< a malformed unit, drawn as U+FFFD REPLACEMENT CHARACTER
    Control,     ///< a C0 control or DEL on a tinted box: tab, line feed and carriage return as
                 ///< the arrows ⇥ ↓ ⇤, which stay legible at small sizes; the others as their
                 ///< Control Picture (U+2400..U+2421, e.g. ␛), or where no font has one, as
                 ///< their label ("ESC")
    Marker,    ///< invisible, format or unusual: C1 control, ZWJ, BOM, NBSP, bidi control, private
               ///< use, ...; a framed short label such as "ZWJ" (possibly empty)
    Combining, ///< a combining mark, drawn on U+25CC DOTTED CIRCLE
};

struct TextCell {
    TextKind kind = TextKind::None;
    QString text;  ///< what to draw: the character, a control's symbol, U+FFFD; empty for markers
    QString label; ///< short name of a control or invisible character: "LF", "ZWJ", "NBSP"
    u8scope::CodePoint codePoint = 0; ///< the decoded value (U+FFFD for a malformed unit)
    friend bool operator==(const TextCell&, const TextCell&) = default;
};

struct OctetCell {
    std::uint8_t value = 0;
    u8scope::OctetClass octetClass = u8scope::OctetClass::Lead1;
    std::uint64_t unitOffset = 0; ///< the first octet of the unit this octet belongs to
    std::uint8_t unitLength = 1;
    bool unitValid = true;
    /// Text of the unit at its first octet; Filler at its later octets.
    TextCell text;
};

/// One row: up to 16 octets starting at `offset`.
struct RowCells {
    std::uint64_t offset = 0;
    int count = 0; ///< octets available; fewer than 16 at the end of the source or of a short read
    std::array<OctetCell, HexLayout::kBytesPerRow> cells{};
};

class RowModel {
public:
    /// The row at `rowOffset`, from a window decoded with `profile` that covers the row (octets
    /// outside the window are left out of `count`).
    [[nodiscard]] RowCells row(const u8scope::Window& window, std::uint64_t rowOffset,
                               u8scope::Profile profile);

    /// What the text column draws at the first octet of `unit`. Cached per code point.
    [[nodiscard]] const TextCell& textFor(const u8scope::Unit& unit);

    /// What the text column draws for `octet` read as `codec` (a file in another encoding): the
    /// character the codec gives it, one cell per octet. Cached.
    [[nodiscard]] const TextCell& textForOctet(u8scope::Codec codec, std::uint8_t octet);

    /// The text cell for a code point, from its Unicode properties (uncached).
    [[nodiscard]] static TextCell textForCodePoint(u8scope::CodePoint codePoint);
    /// "00".."FF".
    [[nodiscard]] static const QString& hexText(std::uint8_t octet);
    /// Short label of a control, invisible or special character, e.g. "LF", "ZWJ", "NBSP",
    /// "NEL"; empty when there is no common one.
    [[nodiscard]] static QString label(u8scope::CodePoint codePoint);
    /// The letter of a C0 control or DEL in caret notation, as terminals show them: '@' for NUL
    /// (^@), '[' for ESC (^[), '?' for DEL (^?); a null QChar for any other code point. The view
    /// draws it where the Control Picture would be tiny lettering.
    [[nodiscard]] static QChar caretLetter(u8scope::CodePoint codePoint);

private:
    std::unordered_map<u8scope::CodePoint, TextCell> m_cache;
    std::unordered_map<unsigned, TextCell> m_octetCache; ///< by codec and octet
};

} // namespace u8scope::ui
