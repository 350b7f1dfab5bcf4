// Colours of the hex view per octet class (ISO/IEC 10646-1 Annex R, Table 1 roles), for light and
// dark themes. Hues are the Okabe–Ito colour-blind-safe set; lightness is adjusted until the text
// reaches WCAG AA contrast against the view's background. Malformed and never-valid octets also
// differ by shape and weight, so that the distinction never rests on colour alone.
#pragma once

#include "u8scope/codec/octetclass.h"

#include <QColor>
#include <QFont>
#include <QPalette>
#include <QString>
#include <array>

class QPainter;
class QRectF;

namespace u8scope::ui {

/// How one octet class is drawn.
struct OctetStyle {
    QColor foreground;
    QColor fill;  ///< background of the cell; invalid for none
    QColor frame; ///< a box around the cell; invalid for none
    bool bold = false;
};

class OctetPalette {
public:
    /// The palette for a widget's QPalette: dark when its window colour is dark.
    [[nodiscard]] static OctetPalette fromPalette(const QPalette& palette);
    /// Fixed light and dark palettes on white and near-black, for tests and screenshots.
    [[nodiscard]] static OctetPalette light();
    [[nodiscard]] static OctetPalette dark();

    [[nodiscard]] bool isDark() const noexcept { return m_dark; }
    [[nodiscard]] const OctetStyle& style(u8scope::OctetClass c) const noexcept {
        return m_styles[static_cast<std::size_t>(c)];
    }

    [[nodiscard]] QColor background() const { return m_background; }
    [[nodiscard]] QColor text() const { return m_text; }
    /// Offsets, the column header and continuing-octet fillers in the text column.
    [[nodiscard]] QColor dimText() const { return m_dimText; }
    /// Column separators and the header underline.
    [[nodiscard]] QColor rule() const { return m_rule; }
    /// Behind selected octets; translucent so that class colours stay readable.
    [[nodiscard]] QColor selection() const { return m_selection; }
    [[nodiscard]] QColor cursor() const { return m_cursor; }
    /// Behind a highlighted range (an error sequence, a find match).
    [[nodiscard]] QColor highlight() const { return m_highlight; }
    [[nodiscard]] QColor highlightFrame() const { return m_highlightFrame; }
    /// Frames around invisible-character markers in the text column.
    [[nodiscard]] QColor marker() const { return m_marker; }

    /// Draws an octet cell as the view does (fill, frame, weight, colour); `cell` is the box of
    /// the two hex digits. The legend uses this too, so that its swatches match the view exactly.
    /// Frames and fills reach `padding` pixels beyond the cell on each side (a default that
    /// suits the gap between hex cells when negative).
    /// A cell in the highlight or the selection gets the text colour that reads there
    /// (foreground).
    void paintOctet(QPainter& painter, const QRectF& cell, const QString& text,
                    u8scope::OctetClass octetClass, const QFont& font, double padding = -1,
                    bool highlighted = false, bool selected = false) const;
    /// What an octet cell's text lies on in the view: the background, with the highlight and the
    /// selection laid over it where the cell is in them.
    [[nodiscard]] QColor cellBackground(bool highlighted, bool selected) const;
    /// A class's text colour on cellBackground(highlighted, selected): its own where it reads
    /// there (WCAG AA, 4.5:1), else its hue made lighter or darker until it does (the orange of a
    /// malformed octet on the dark theme's highlight). A filled class's text lies on its fill.
    /// Worked out once, with the palette.
    [[nodiscard]] QColor foreground(u8scope::OctetClass octetClass, bool highlighted,
                                    bool selected) const noexcept {
        return m_foregrounds[static_cast<std::size_t>(octetClass)][place(highlighted, selected)];
    }
    /// Draws a malformed unit in the text column: the unit's box (framed or filled as its class
    /// is in the hex column) over `unit`, the cells of its octets in the row, and in `mark`, the
    /// cell of its first octet, a replacement mark: the diamond of U+FFFD drawn to fit the cell,
    /// since a font's U+FFFD is often wider than a monospace cell and a run of them smears. A null
    /// `mark` draws the box alone (the rest of a unit that began on the row above).
    void paintReplacement(QPainter& painter, const QRectF& unit, const QRectF& mark,
                          u8scope::OctetClass octetClass, const QFont& font) const;
    /// The box drawn around a cell for a frame or fill.
    [[nodiscard]] static QRectF frameRect(const QRectF& cell, double padding = -1);

    /// WCAG 2 contrast ratio of two opaque colours, 1 to 21.
    [[nodiscard]] static double contrast(const QColor& a, const QColor& b);

private:
    OctetPalette(const QColor& background, const QColor& text, const QColor& highlight, bool dark);
    static constexpr std::size_t place(bool highlighted, bool selected) noexcept {
        return (highlighted ? 1 : 0) + (selected ? 2 : 0);
    }

    bool m_dark = false;
    QColor m_background, m_text, m_dimText, m_rule, m_selection, m_cursor, m_highlight,
        m_highlightFrame, m_marker;
    std::array<OctetStyle, u8scope::kOctetClassCount> m_styles;
    /// foreground(), by class and place(highlighted, selected).
    std::array<std::array<QColor, 4>, u8scope::kOctetClassCount> m_foregrounds;
};

/// Secondary text (labels, hints) on `background`: the theme's PlaceholderText when it is
/// readable there (WCAG AA, 4.5:1), else the theme's text colour faded towards the background
/// only as far as stays readable. Some dark themes leave PlaceholderText at a light theme's grey.
[[nodiscard]] QColor mutedText(const QPalette& palette,
                               QPalette::ColorRole background = QPalette::Base);
/// The background of every other row of a list: the theme's AlternateBase when text stays
/// readable on it, else Base shaded slightly towards the text colour.
[[nodiscard]] QColor alternateRow(const QPalette& palette);

} // namespace u8scope::ui
