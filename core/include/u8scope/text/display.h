// How a character is shown when its own glyph would be invisible, misleading or missing: which
// code points are controls, invisible, marks, unassigned, and the short label each goes by
// ("LF", "NBSP", "ZWJ", "BOM", "RLO", "VS16"). The one answer the hex view, the inspector and
// `u8scope-cli dump` ask. Labels: the abbreviations of ISO/IEC 6429 for controls and of
// Unicode's NameAliases.txt for format characters and spaces; "invisible" follows the Unicode
// Standard §5.21 (Default_Ignorable_Code_Point) with format characters, separators and spaces.
#pragma once

#include <cstdint>
#include <string>

namespace u8scope {

/// How a code point is shown, from its Unicode properties (ICU).
enum class DisplayKind : std::uint8_t {
    /// Drawn as itself (U+0020 SPACE too).
    Glyph,
    /// A mark (general category M, or a nonzero combining class): drawn on U+25CC DOTTED
    /// CIRCLE, as the Unicode Standard §2.11 shows marks on their own.
    Combining,
    /// A C0 control or DEL (U+0000..U+001F, U+007F): its Control Picture, U+2400..U+2421.
    Control,
    /// Nothing to see: a C1 control, a default-ignorable or format character (ZWJ, BOM, bidi
    /// controls, SOFT HYPHEN), a line or paragraph separator, a space other than U+0020 (NBSP,
    /// EM SPACE). Shown as its label.
    Invisible,
    /// Private use: meaning set by agreement; label "PUA".
    PrivateUse,
    /// A noncharacter (U+FFFE, U+FDD0, ...): not for interchange; label "NON".
    Noncharacter,
    /// Unassigned in this Unicode version (or a surrogate, which neither profile decodes);
    /// label "?".
    Unassigned,
    /// Above U+10FFFF (the legacy profile's 5- and 6-octet forms): no character; the label is the
    /// value in hex.
    BeyondUnicode,
};

struct DisplayForm {
    DisplayKind kind = DisplayKind::Glyph;
    /// The short label, e.g. "LF", "NBSP", "ZWJ", "VS16", "PUA", "200000"; empty for a glyph, a
    /// mark, and an invisible character without a common abbreviation.
    std::string label;
    /// What to draw instead of the character: a Control's Control Picture (U+2400..U+241F,
    /// U+2421 for DEL), or for a mark U+25CC to carry it; 0 otherwise.
    char32_t symbol = 0;
};

/// How `value` is shown.
[[nodiscard]] DisplayForm displayForm(std::uint64_t value);

/// The short label of a control, invisible or special character ("NUL".."US", "DEL", "NEL",
/// "NBSP", "SHY", "ZWJ", "LRO", "BOM", "VS1".."VS256"); empty when it has none.
[[nodiscard]] std::string displayLabel(std::uint64_t value);

/// Whether `value` moves or breaks the text around it where it is shown: the bidirectional
/// controls of Unicode Standard Annex #9 (embeddings, overrides, isolates, marks: Bidi_Control)
/// and the line and paragraph separators. A file name holding U+202E RIGHT-TO-LEFT OVERRIDE can
/// make "txt.exe" read as "exe.txt", so text for a terminal escapes these.
[[nodiscard]] bool reordersText(std::uint64_t value) noexcept;

} // namespace u8scope
