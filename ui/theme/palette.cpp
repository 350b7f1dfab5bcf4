#include "theme/palette.h"

#include <QPainter>
#include <QPainterPath>
#include <QRectF>
#include <cmath>
#include <utility>

namespace u8scope::ui {

namespace {

// Okabe & Ito (2008), "Color Universal Design": distinguishable with every common colour vision
// deficiency.
const QColor kOrange{0xE6, 0x9F, 0x00};
const QColor kSkyBlue{0x56, 0xB4, 0xE9};
const QColor kBluishGreen{0x00, 0x9E, 0x73};
const QColor kYellow{0xF0, 0xE4, 0x42};
const QColor kBlue{0x00, 0x72, 0xB2};
const QColor kVermillion{0xD5, 0x5E, 0x00};
const QColor kReddishPurple{0xCC, 0x79, 0xA7};

constexpr double kTextContrast = 4.5; // WCAG AA for normal text

double channel(double c) {
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor& c) {
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

/// `hue` with its lightness moved away from the background until it reads as text on it.
QColor readableOn(const QColor& hue, const QColor& background) {
    const bool darkBackground = luminance(background) < 0.18;
    float h = 0, s = 0, l = 0, a = 0;
    hue.getHslF(&h, &s, &l, &a);
    QColor c = hue;
    for (int step = 0; step < 100 && OctetPalette::contrast(c, background) < kTextContrast;
         ++step) {
        l = darkBackground ? std::min(1.0f, l + 0.01f) : std::max(0.0f, l - 0.01f);
        c = QColor::fromHslF(h, s, l);
    }
    return c;
}

QColor mix(const QColor& a, const QColor& b, double t) {
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                            float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

QColor withAlpha(QColor c, int alpha) {
    c.setAlpha(alpha);
    return c;
}

} // namespace

double OctetPalette::contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

OctetPalette::OctetPalette(const QColor& background, const QColor& text, const QColor& highlight,
                           bool dark)
    : m_dark(dark), m_background(background), m_text(text) {
    m_dimText = mix(text, background, 0.45);
    m_rule = mix(text, background, 0.8);
    m_selection = withAlpha(highlight, m_dark ? 110 : 80);
    m_cursor = text;
    m_highlight = withAlpha(kYellow, m_dark ? 70 : 120);
    m_highlightFrame = m_dark ? kYellow : readableOn(kOrange, background);
    m_marker = mix(text, background, 0.35);

    const auto set = [this](OctetClass c, OctetStyle s) { m_styles[static_cast<int>(c)] = s; };
    // ASCII, the bulk of most files, stays in the plain text colour.
    set(OctetClass::Lead1, {text, {}, {}, false});
    set(OctetClass::Lead2, {readableOn(kOrange, background), {}, {}, false});
    set(OctetClass::Lead3, {readableOn(kBluishGreen, background), {}, {}, false});
    set(OctetClass::Lead4, {readableOn(kReddishPurple, background), {}, {}, false});
    set(OctetClass::Lead5, {readableOn(kSkyBlue, background), {}, {}, false});
    set(OctetClass::Lead6, {readableOn(kYellow, background), {}, {}, false});
    set(OctetClass::Continuation, {readableOn(kBlue, background), {}, {}, false});
    // Errors: bold and boxed (malformed) or bold on a filled box (never valid), so that shape and
    // weight tell them apart from each other and from well-formed octets without colour.
    const QColor error = readableOn(kVermillion, background);
    set(OctetClass::Malformed, {error, {}, error, true});
    const QColor onFill = contrast(Qt::black, kVermillion) >= contrast(Qt::white, kVermillion)
                              ? QColor(Qt::black)
                              : QColor(Qt::white);
    set(OctetClass::NeverValid, {onFill, kVermillion, kVermillion, true});

    for (int k = 0; k < kOctetClassCount; ++k) {
        const OctetStyle& s = m_styles[static_cast<std::size_t>(k)];
        for (const bool highlighted : {false, true}) {
            for (const bool selected : {false, true}) {
                m_foregrounds[static_cast<std::size_t>(k)][place(highlighted, selected)] =
                    s.fill.isValid()
                        ? s.foreground
                        : readableOn(s.foreground, cellBackground(highlighted, selected));
            }
        }
    }
}

OctetPalette OctetPalette::fromPalette(const QPalette& palette) {
    // The theme is dark when its window colour is; the view paints on Base, which is what text
    // contrast is measured against.
    return OctetPalette(palette.color(QPalette::Base), palette.color(QPalette::Text),
                        palette.color(QPalette::Highlight),
                        palette.color(QPalette::Window).lightness() < 128);
}

OctetPalette OctetPalette::light() {
    return OctetPalette(Qt::white, QColor(0x1F, 0x1F, 0x1F), QColor(0x30, 0x8C, 0xC6), false);
}

OctetPalette OctetPalette::dark() {
    return OctetPalette(QColor(0x1E, 0x1E, 0x1E), QColor(0xE6, 0xE6, 0xE6),
                        QColor(0x2A, 0x82, 0xDA), true);
}

QRectF OctetPalette::frameRect(const QRectF& cell, double padding) {
    if (padding < 0) {
        padding = std::max(2.0, cell.height() / 5);
    }
    return cell.adjusted(-padding, 1, padding, -1);
}

QColor OctetPalette::cellBackground(bool highlighted, bool selected) const {
    QColor c = m_background;
    for (const auto& [on, over] : {std::pair{highlighted, m_highlight}, {selected, m_selection}}) {
        if (on)
            c = mix(c, over, over.alphaF());
    }
    return c;
}

void OctetPalette::paintOctet(QPainter& painter, const QRectF& cell, const QString& text,
                              OctetClass octetClass, const QFont& font, double padding,
                              bool highlighted, bool selected) const {
    const OctetStyle& s = style(octetClass);
    if (s.fill.isValid() || s.frame.isValid()) {
        const QRectF box = frameRect(cell, padding);
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(s.frame.isValid() ? QPen(s.frame, 1.5) : QPen(Qt::NoPen));
        painter.setBrush(s.fill.isValid() ? QBrush(s.fill) : QBrush(Qt::NoBrush));
        painter.drawRoundedRect(box.adjusted(0.75, 0.75, -0.75, -0.75), 2, 2);
        painter.restore();
    }
    QFont f = font;
    f.setBold(s.bold);
    painter.setFont(f);
    painter.setPen(foreground(octetClass, highlighted, selected));
    painter.drawText(cell, Qt::AlignCenter, text);
}

void OctetPalette::paintReplacement(QPainter& painter, const QRectF& unit, const QRectF& mark,
                                    OctetClass octetClass, const QFont& font) const {
    const OctetStyle& s = style(octetClass);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    // The unit's box: one per U+FFFD, however many octets it replaces. A malformed unit gets a
    // light tint inside its frame, so that a narrow cell still reads as a box and not as a bar.
    const QRectF box = unit.adjusted(0.5, 1.5, -0.5, -1.5);
    QColor tint = s.frame.isValid() ? s.frame : s.foreground;
    tint.setAlpha(isDark() ? 45 : 32);
    painter.setPen(s.frame.isValid() ? QPen(s.frame, 1) : QPen(Qt::NoPen));
    painter.setBrush(s.fill.isValid() ? QBrush(s.fill) : QBrush(tint));
    painter.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
    if (mark.isNull()) {
        painter.restore();
        return;
    }

    // The diamond, as tall as U+FFFD's against its width but never wider than the cell, with a
    // question mark knocked out of it where there is room for one to be legible.
    // Centred on a pixel, so that even the smallest diamond has a solid core.
    const QPointF c(std::floor(mark.center().x()) + 0.5, std::floor(mark.center().y()) + 0.5);
    const double halfWidth = std::max(1.5, mark.width() / 2 - 0.75);
    const double halfHeight = std::min(halfWidth * 1.5, box.height() / 2 - 2);
    QPainterPath diamond;
    diamond.moveTo(c.x(), c.y() - halfHeight);
    diamond.lineTo(c.x() + halfWidth, c.y());
    diamond.lineTo(c.x(), c.y() + halfHeight);
    diamond.lineTo(c.x() - halfWidth, c.y());
    diamond.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.setBrush(s.foreground);
    painter.drawPath(diamond);
    if (halfWidth >= 4) {
        QFont f = font;
        f.setBold(true);
        f.setPixelSize(static_cast<int>(halfHeight * 1.15));
        painter.setFont(f);
        painter.setPen(s.fill.isValid() ? s.fill : background());
        const QRectF inner(c.x() - halfWidth, c.y() - halfHeight, 2 * halfWidth, 2 * halfHeight);
        painter.drawText(inner, Qt::AlignCenter, QStringLiteral("?"));
    }
    painter.restore();
}

QColor mutedText(const QPalette& palette, QPalette::ColorRole background) {
    const QColor bg = palette.color(background);
    const QColor placeholder = palette.color(QPalette::PlaceholderText);
    constexpr double kReadable = 4.5;
    if (placeholder.alpha() == 255 && OctetPalette::contrast(placeholder, bg) >= kReadable)
        return placeholder;
    const QColor text = palette.color(QPalette::Text);
    for (double t = 0.45; t > 0; t -= 0.05) {
        const QColor faded = mix(text, bg, t);
        if (OctetPalette::contrast(faded, bg) >= kReadable)
            return faded;
    }
    return text;
}

QColor alternateRow(const QPalette& palette) {
    const QColor alternate = palette.color(QPalette::AlternateBase);
    const QColor text = palette.color(QPalette::Text);
    if (OctetPalette::contrast(alternate, text) >= 4.5)
        return alternate;
    return mix(palette.color(QPalette::Base), text, 0.06);
}

} // namespace u8scope::ui
