#include "panels/bitlayoutview.h"

#include "theme/format.h"
#include "theme/palette.h"
#include "u8scope/text/hex.h"
#include "words/words.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPicture>
#include <QToolTip>
#include <array>
#include <functional>

namespace u8scope::ui {

namespace {

// Free bits take the colour of their octet, so that they can be followed into the value.
constexpr std::array<QRgb, 6> kOctetFill{0xffd8a8, 0xa5d8ff, 0xb2f2bb,
                                         0xd0bfff, 0xfcc2d7, 0xffec99};
constexpr QRgb kMarkerFill = 0x343a40;
constexpr QRgb kMismatchFill = 0xe03131;
constexpr QRgb kMismatchBorder = 0x7a0c0c;
constexpr QRgb kUnusedFill = 0xe9ecef;
constexpr QRgb kInk = 0x212529;
constexpr int kMargin = 8;
constexpr int kMarkerGap = 4;
constexpr int kGroupGap = 5;

QColor octetFill(std::size_t index) {
    return QColor(kOctetFill[index % kOctetFill.size()]);
}

QString hex2(std::uint8_t b) {
    return hexDigits(b, 2);
}

QString lengthWord(int n) {
    return Words::octetCount(static_cast<std::uint64_t>(n));
}

} // namespace

struct BitLayoutView::Metrics {
    int line = 0;
    int cell = 0;
    int rowHeight = 0;
    int labelWidth = 0;
    int bitsWidth = 0;
    int captionWidth = 0;

    [[nodiscard]] int bitsX() const { return kMargin + labelWidth; }
    [[nodiscard]] int captionX() const { return bitsX() + bitsWidth + 10; }
};

BitLayoutView::BitLayoutView(QWidget* parent) : QWidget(parent) {
    setAccessibleName(tr("Bit layout"));
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true); // so that a scroll area gives it the height it needs
    setSizePolicy(policy);
    clear();
}

void BitLayoutView::showInspection(const Inspection& inspection) {
    showLayout(inspection.layout, inspection.profile, inspection.layoutOffset,
               inspection.unit.valid());
}

void BitLayoutView::showLayout(const BitLayout& layout, Profile profile, std::uint64_t offset,
                               bool unitValid) {
    m_hasLayout = !layout.octets.empty();
    m_layout = layout;
    m_profile = profile;
    m_offset = offset;
    m_unitValid = unitValid;
    m_message.clear();
    updateSummary();
    setAccessibleDescription(m_summary);
    updateGeometry();
    update();
}

void BitLayoutView::showBlank(const Blank& blank) {
    switch (blank.reason) {
    case Blank::Reason::NoFile:
        clear();
        break;
    case Blank::Reason::EmptyFile:
        clear(tr("The file is empty."));
        break;
    case Blank::Reason::Unreadable:
        clear(tr("Nothing to show: the octets cannot be read."));
        break;
    }
}

void BitLayoutView::clear(const QString& message) {
    m_hasLayout = false;
    m_layout = {};
    m_summary.clear();
    m_message = message.isEmpty() ? tr("Place the cursor on an octet to see its bits.") : message;
    updateGeometry();
    update();
}

void BitLayoutView::updateSummary() {
    const BitLayout& l = m_layout;
    QStringList octets;
    for (const OctetBits& o : l.octets)
        octets << hex2(o.octet);
    const QString seq = octets.join(QLatin1Char(' '));
    const QString value = QString::fromStdString(formatCodePoint(l.value));
    if (l.breakAt && *l.breakAt == 0) {
        const OctetBits& o = l.octets[0];
        if (l.announcedLength > 0) {
            m_summary =
                tr("%1 announces %2 with its marker %3, but %4 allows at most %5.")
                    .arg(seq, lengthWord(l.announcedLength),
                         QLatin1String(firstOctetMarker(l.announcedLength)),
                         QLatin1String(m_profile == Profile::Rfc3629 ? "RFC 3629" : "this profile"),
                         lengthWord(maxSequenceLength(m_profile)));
        } else if (o.markerLength == 2) {
            m_summary = tr("%1 has the marker 10 of a continuing octet: it cannot start a "
                           "sequence.")
                            .arg(seq);
        } else {
            m_summary =
                tr("%1 has no valid marker: no UTF-8 first octet begins with seven 1s.").arg(seq);
        }
    } else if (l.breakAt) {
        m_summary = tr("%1: octet %2 breaks the pattern. The first octet announced %3, so a "
                       "continuing octet 10xxxxxx was expected there.")
                        .arg(seq)
                        .arg(*l.breakAt + 1)
                        .arg(lengthWord(l.announcedLength));
    } else if (l.missingOctets > 0) {
        m_summary = tr("%1: the first octet announced %2, but the input ends after %3.")
                        .arg(seq, lengthWord(l.announcedLength),
                             lengthWord(static_cast<int>(l.octets.size())));
    } else {
        switch (l.problem) {
        case ValueProblem::None:
            m_summary = tr("%1 → %2: %3, %4 free bits.")
                            .arg(seq, value, lengthWord(l.announcedLength))
                            .arg(l.valueBits);
            break;
        case ValueProblem::Overlong:
            m_summary = tr("%1 → %2 is overlong: that value fits in %3; the hatched leading 0 "
                           "bits are wasted.")
                            .arg(seq, value, lengthWord(l.shortestLength));
            break;
        case ValueProblem::Surrogate:
            m_summary = tr("%1 → %2: the bit pattern is complete, but the value is a UTF-16 "
                           "surrogate, which UTF-8 must not carry.")
                            .arg(seq, value);
            break;
        case ValueProblem::OutOfRange:
            m_summary = tr("%1 → %2: the bit pattern is complete, but the value is beyond "
                           "U+10FFFF, the last code point.")
                            .arg(seq, value);
            break;
        }
    }
}

QString BitLayoutView::octetCaption(std::size_t index, bool brief) const {
    if (index >= m_layout.octets.size())
        return {};
    const OctetBits& o = m_layout.octets[index];
    // An octet of the right form whose value the rules do not allow here (80 after E0): the bit
    // that leaves the octets allowed, and those octets.
    if (o.fits && offendingBit(index) >= 0) {
        if (brief)
            return tr("✗ bit %1").arg(offendingBit(index));
        return tr("✗ bit %1: expected %2")
            .arg(offendingBit(index))
            .arg(Words::expected(m_layout.ruleBreak->expected));
    }
    if (!o.fits) {
        if (index == 0) {
            if (m_layout.announcedLength > 0)
                return tr("✗ too long for the profile");
            return o.markerLength == 2 ? tr("✗ 10: a continuing octet") : tr("✗ no such marker");
        }
        return brief ? tr("✗ bit %1").arg(o.mismatchBit)
                     : tr("✗ bit %1: expected 10xxxxxx").arg(o.mismatchBit);
    }
    if (index == 0) {
        if (m_layout.announcedLength == 1)
            return tr("0: a single octet");
        return tr("%1: first of %2")
            .arg(QLatin1String(firstOctetMarker(m_layout.announcedLength)))
            .arg(m_layout.announcedLength);
    }
    return brief ? tr("10: continuing") : tr("10: continuing octet");
}

int BitLayoutView::offendingBit(std::size_t index) const {
    const auto& rb = m_layout.ruleBreak;
    if (!rb || rb->missing || rb->index != index || index == 0)
        return -1;
    return rb->bit;
}

BitLayoutView::Metrics BitLayoutView::metrics() const {
    const QFontMetrics fm = fontMetrics();
    Metrics m;
    m.line = fm.height();
    m.cell = std::max(m.line + 4, fm.horizontalAdvance(QStringLiteral("00")) + 6);
    m.rowHeight = m.cell + 6;
    // Wide enough for every row label, in the language shown: "in fours" touched its bits.
    m.labelWidth = fm.horizontalAdvance(QStringLiteral("#6 FF")) + 12;
    for (const QString& label : {tr("bit"), tr("value"), tr("in fours")})
        m.labelWidth = std::max(m.labelWidth, fm.horizontalAdvance(label) + 12);
    m.bitsWidth = 8 * m.cell + kMarkerGap;
    m.captionWidth = fm.horizontalAdvance(QStringLiteral("✗ bit 5: expected A0-BF (101xxxxx)"));
    return m;
}

int BitLayoutView::bitsLeft() const {
    return metrics().bitsX();
}

int BitLayoutView::preferredWidth() const {
    const Metrics m = metrics();
    const int captions = m.captionX() + m.captionWidth + kMargin;
    return captions; // the value row wraps by octet when it is wider
}

QSize BitLayoutView::sizeHint() const {
    const int w = preferredWidth();
    return {w, contentHeight(w)};
}

QSize BitLayoutView::minimumSizeHint() const {
    const Metrics m = metrics();
    return {m.captionX() + kMargin, m.rowHeight * 4};
}

int BitLayoutView::heightForWidth(int width) const {
    return contentHeight(width);
}

void BitLayoutView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

void BitLayoutView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    m_hits.clear();
    render(p, width(), &m_hits);
}

bool BitLayoutView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const QPoint at = static_cast<QHelpEvent*>(event)->pos();
        for (const Hit& hit : m_hits) {
            if (hit.rect.contains(at)) {
                QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), hit.text, this,
                                   hit.rect);
                return true;
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

QString BitLayoutView::bitToolTip(std::size_t index, int bit) const {
    const OctetBits& o = m_layout.octets[index];
    const QString where = tr("Octet #%1 (%2), bit %3 = %4")
                              .arg(index + 1)
                              .arg(hex2(o.octet))
                              .arg(bit)
                              .arg(o.bitValue(bit) ? 1 : 0);
    if (o.fits && bit == offendingBit(index)) {
        return where + QStringLiteral("\n") +
               tr("Here the octet leaves the octets allowed at its place: %1.")
                   .arg(Words::expected(m_layout.ruleBreak->expected));
    }
    if (!o.fits && bit == o.mismatchBit) {
        return where + QStringLiteral("\n") +
               (index == 0 ? tr("Here the octet stops being a valid first octet.")
                           : tr("A continuing octet must start with 10; this bit breaks that."));
    }
    if (o.isMarker(bit)) {
        return where + QStringLiteral("\n") +
               tr("Marker bit: together with the other dark bits it says what the octet is.");
    }
    if (!o.fits)
        return where + QStringLiteral("\n") +
               tr("Not part of the value: the octet does not belong to the sequence.");
    const int v = o.valueBit[static_cast<std::size_t>(bit)];
    return where + QStringLiteral("\n") + tr("Free bit: becomes bit %1 of the value.").arg(v);
}

int BitLayoutView::contentHeight(int width) const {
    // The same drawing, recorded and thrown away: what is drawn is what is measured.
    QPicture picture;
    QPainter p(&picture);
    return render(p, width, nullptr);
}

int BitLayoutView::render(QPainter& p, int width, std::vector<Hit>* hits) const {
    p.setRenderHint(QPainter::Antialiasing, false);
    const Metrics m = metrics();
    const QColor ink(kInk);
    const QColor text = palette().color(QPalette::Text);
    const QColor muted = mutedText(palette(), backgroundRole());
    QFont bold = font();
    bold.setBold(true);
    QFont small = font();
    small.setPointSizeF(std::max(6.0, font().pointSizeF() * 0.85));

    int y = kMargin;
    const int textWidth = std::max(40, width - 2 * kMargin);
    const auto paragraph = [&](const QString& s, const QFont& f, const QColor& color) {
        p.setFont(f);
        p.setPen(color);
        const QRect box = QFontMetrics(f).boundingRect(QRect(kMargin, y, textWidth, 10000),
                                                       Qt::TextWordWrap | Qt::AlignTop, s);
        p.drawText(QRect(kMargin, y, textWidth, box.height()), Qt::TextWordWrap | Qt::AlignTop, s);
        y += box.height() + 8;
    };
    if (!m_hasLayout) {
        paragraph(m_message, font(), muted);
        return y;
    }

    // The summary sentence.
    paragraph(m_summary, bold, text);

    // Bit numbers above the columns.
    p.setFont(small);
    p.setPen(muted);
    const auto bitX = [&m](int bit) {
        const int column = 7 - bit;
        return m.bitsX() + column * m.cell;
    };
    for (int bit = 7; bit >= 0; --bit) {
        p.drawText(QRect(bitX(bit), y, m.cell, m.line), Qt::AlignCenter, QString::number(bit));
    }
    p.drawText(QRect(kMargin, y, m.labelWidth, m.line), Qt::AlignLeft | Qt::AlignVCenter,
               tr("bit"));
    y += m.line;

    const auto drawCell = [&](QRect r, QColor fill, const QString& label, const QFont& f,
                              QColor pen, Qt::PenStyle border = Qt::SolidLine, int borderWidth = 1,
                              QColor borderColor = QColor(kInk)) {
        p.fillRect(r, fill);
        p.setPen(QPen(borderColor, borderWidth, border));
        p.drawRect(r.adjusted(0, 0, -1, -1));
        p.setFont(f);
        p.setPen(pen);
        p.drawText(r, Qt::AlignCenter, label);
    };

    // One row per octet: the marker bits, a gap, the free bits.
    for (std::size_t i = 0; i < m_layout.octets.size(); ++i) {
        const OctetBits& o = m_layout.octets[i];
        p.setFont(font());
        p.setPen(text);
        p.drawText(QRect(kMargin, y, m.labelWidth, m.cell), Qt::AlignLeft | Qt::AlignVCenter,
                   QStringLiteral("#%1 %2").arg(i + 1).arg(hex2(o.octet)));
        for (int bit = 7; bit >= 0; --bit) {
            const bool marker = o.isMarker(bit);
            QRect r(bitX(bit) + (marker ? 0 : kMarkerGap), y, m.cell - 2, m.cell);
            const QString label = o.bitValue(bit) ? QStringLiteral("1") : QStringLiteral("0");
            if (hits)
                hits->push_back({r, bitToolTip(i, bit)});
            if ((!o.fits && bit == o.mismatchBit) || bit == offendingBit(i)) {
                drawCell(r, QColor(kMismatchFill), label, bold, Qt::white, Qt::SolidLine, 3,
                         QColor(kMismatchBorder));
            } else if (marker) {
                drawCell(r, QColor(kMarkerFill), label, bold, Qt::white);
            } else if (!o.fits) {
                QFont italic = font();
                italic.setItalic(true);
                drawCell(r, QColor(kUnusedFill), label, italic, QColor(0x868e96), Qt::DotLine);
            } else {
                drawCell(r, octetFill(i), label, font(), ink);
            }
        }
        p.setFont(o.fits ? font() : bold);
        p.setPen(o.fits ? text : QColor(kMismatchFill));
        // In a dock too narrow for the caption, as much as fits and the rest in its tool tip.
        const QRect captionRect(m.captionX(), y, width - m.captionX() - kMargin, m.cell);
        const QString caption = octetCaption(i);
        // Short of room, its few words first ("10: continuing", "✗ bit 7"), then cut.
        const bool fits = p.fontMetrics().horizontalAdvance(caption) <= captionRect.width();
        const QString shown = p.fontMetrics().elidedText(fits ? caption : octetCaption(i, true),
                                                         Qt::ElideRight, captionRect.width());
        p.drawText(captionRect, Qt::AlignLeft | Qt::AlignVCenter, shown);
        if (hits && shown != caption)
            hits->push_back({captionRect, caption});
        y += m.rowHeight;
    }
    // Octets the first octet announced but the input does not have.
    for (int k = 0; k < m_layout.missingOctets; ++k) {
        const std::size_t i = m_layout.octets.size() + static_cast<std::size_t>(k);
        p.setFont(font());
        p.setPen(muted);
        p.drawText(QRect(kMargin, y, m.labelWidth, m.cell), Qt::AlignLeft | Qt::AlignVCenter,
                   QStringLiteral("#%1 ??").arg(i + 1));
        for (int bit = 7; bit >= 0; --bit) {
            const bool marker = bit >= 6;
            QRect r(bitX(bit) + (marker ? 0 : kMarkerGap), y, m.cell - 2, m.cell);
            drawCell(r, palette().color(QPalette::Base),
                     marker ? (bit == 7 ? QStringLiteral("1") : QStringLiteral("0"))
                            : QStringLiteral("?"),
                     font(), muted, Qt::DashLine, 1, muted);
        }
        p.setPen(muted);
        p.drawText(QRect(m.captionX(), y, width - m.captionX() - kMargin, m.cell),
                   Qt::AlignLeft | Qt::AlignVCenter, tr("missing: the input ends"));
        y += m.rowHeight;
    }

    // The value: the free bits concatenated, each in the colour of the octet it came from.
    if (m_layout.valueBits > 0) {
        y += 6;
        std::vector<int> source(static_cast<std::size_t>(m_layout.valueBits), -1);
        for (std::size_t i = 0; i < m_layout.octets.size(); ++i) {
            if (!m_layout.octets[i].fits)
                continue;
            for (int bit = 0; bit < 8; ++bit) {
                const int v = m_layout.octets[i].valueBit[static_cast<std::size_t>(bit)];
                if (v >= 0)
                    source[static_cast<std::size_t>(v)] = static_cast<int>(i);
            }
        }
        // Value bits of the missing octets: 6 per octet, below the ones present.
        const int announced = m_layout.announcedLength;
        const auto groupOf = [&](int v) {
            if (source[static_cast<std::size_t>(v)] >= 0)
                return source[static_cast<std::size_t>(v)];
            return announced - 1 - v / 6; // continuing octets carry 6 bits each
        };
        const int wasted = m_layout.problem == ValueProblem::Overlong
                               ? m_layout.valueBits - (m_layout.shortestLength == 1
                                                           ? 7
                                                           : (7 - m_layout.shortestLength) +
                                                                 6 * (m_layout.shortestLength - 1))
                               : 0;
        p.setFont(font());
        p.setPen(text);
        p.drawText(QRect(kMargin, y, m.labelWidth, m.cell), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("value"));
        // Value bits in runs by source octet, highest first; a run that would not fit on the
        // line starts a new one, so that 26- and 31-bit values stay readable in a narrow dock.
        struct Run {
            int group;
            int high; // the run's highest value bit
            int count;
        };
        std::vector<Run> runs;
        for (int v = m_layout.valueBits - 1; v >= 0; --v) {
            const int group = groupOf(v);
            if (runs.empty() || runs.back().group != group)
                runs.push_back({group, v, 0});
            ++runs.back().count;
        }
        int x = m.bitsX();
        for (const Run& run : runs) {
            const int runWidth = run.count * m.cell;
            if (x > m.bitsX() && x + runWidth > width - kMargin) {
                x = m.bitsX();
                y += m.cell + m.line + 4;
            }
            const int runStart = x;
            for (int v = run.high; v > run.high - run.count; --v) {
                const QRect r(x, y, m.cell - 2, m.cell);
                const int src = source[static_cast<std::size_t>(v)];
                if (hits) {
                    hits->push_back(
                        {r, src < 0 ? tr("Value bit %1: unknown, its octet is missing").arg(v)
                                    : tr("Value bit %1, from octet #%2").arg(v).arg(src + 1)});
                }
                if (src < 0) {
                    drawCell(r, palette().color(QPalette::Base), QStringLiteral("?"), font(), muted,
                             Qt::DashLine, 1, muted);
                } else {
                    const bool one = (m_layout.value >> v) & 1;
                    drawCell(r, octetFill(static_cast<std::size_t>(src)),
                             one ? QStringLiteral("1") : QStringLiteral("0"), font(), ink);
                    if (v >= m_layout.valueBits - wasted) {
                        // Hatched: bits an overlong form spends on leading zeros.
                        p.fillRect(r, QBrush(QColor(kMismatchFill), Qt::BDiagPattern));
                    }
                }
                x += m.cell;
            }
            p.setFont(small);
            p.setPen(muted);
            p.drawText(QRect(runStart, y + m.cell + 1, x - runStart, m.line), Qt::AlignCenter,
                       QStringLiteral("#%1").arg(run.group + 1));
            x += kGroupGap;
        }
        y += m.cell + m.line + 4;

        // The same bits again, in fours from the right: each four is one hex digit of the value.
        p.setFont(font());
        p.setPen(text);
        p.drawText(QRect(kMargin, y, m.labelWidth, m.cell), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("in fours"));
        x = m.bitsX();
        for (const HexDigitGroup& g : m_layout.digitGroups) {
            const int count = g.highBit - g.lowBit + 1;
            if (x > m.bitsX() && x + count * m.cell > width - kMargin) {
                x = m.bitsX();
                y += m.cell + m.line + 4;
            }
            const int groupStart = x;
            for (int v = g.highBit; v >= g.lowBit; --v) {
                const QRect r(x, y, m.cell - 2, m.cell);
                const bool known = (m_layout.knownMask >> v) & 1;
                const bool one = (m_layout.value >> v) & 1;
                drawCell(r, palette().color(QPalette::Base),
                         !known ? QStringLiteral("?")
                         : one  ? QStringLiteral("1")
                                : QStringLiteral("0"),
                         font(), known ? text : muted, known ? Qt::SolidLine : Qt::DashLine, 1,
                         muted);
                x += m.cell;
            }
            const QRect digitBox(groupStart, y + m.cell + 1, x - groupStart, m.line);
            const QString digit =
                g.complete ? QString::number(g.digit, 16).toUpper() : QStringLiteral("?");
            if (hits) {
                hits->push_back({digitBox, tr("Value bits %1 to %2 read together: the hex digit %3")
                                               .arg(g.highBit)
                                               .arg(g.lowBit)
                                               .arg(digit)});
            }
            p.setFont(bold);
            p.setPen(text);
            p.drawText(digitBox, Qt::AlignCenter, digit);
            x += kGroupGap;
        }
        y += m.cell + m.line + 4;

        p.setFont(bold);
        p.setPen(text);
        QString result;
        if (m_layout.complete()) {
            result = tr("= %1").arg(QString::fromStdString(formatCodePoint(m_layout.value)));
            if (m_layout.problem == ValueProblem::Overlong) {
                result += tr("  (shortest form: %1)").arg(lengthWord(m_layout.shortestLength));
            }
        } else {
            result = tr("incomplete: the value cannot be known");
        }
        p.drawText(QRect(m.bitsX(), y, width - m.bitsX() - kMargin, m.line),
                   Qt::AlignLeft | Qt::AlignVCenter, result);
        y += m.line + 8;
    }

    // The key, drawn with the same cells.
    p.setFont(small);
    int x = kMargin;
    const int keyCell = m.line;
    const auto key = [&](const std::function<void(QRect)>& swatch, const QString& label) {
        const int w = keyCell + 4 + QFontMetrics(small).horizontalAdvance(label) + 14;
        if (x + w > width - kMargin && x > kMargin) {
            x = kMargin;
            y += keyCell + 6;
        }
        swatch(QRect(x, y, keyCell, keyCell));
        p.setFont(small);
        p.setPen(muted);
        p.drawText(QRect(x + keyCell + 4, y, w, keyCell), Qt::AlignLeft | Qt::AlignVCenter, label);
        x += w;
    };
    key([&](QRect r) { drawCell(r, QColor(kMarkerFill), QStringLiteral("1"), bold, Qt::white); },
        tr("marker bits: what the octet is"));
    key([&](QRect r) { drawCell(r, octetFill(0), QStringLiteral("0"), small, ink); },
        tr("free bits: carry the value"));
    key(
        [&](QRect r) {
            drawCell(r, QColor(kMismatchFill), QStringLiteral("0"), bold, Qt::white, Qt::SolidLine,
                     3, QColor(kMismatchBorder));
        },
        tr("breaks the pattern"));
    key(
        [&](QRect r) {
            drawCell(r, palette().color(QPalette::Base), QStringLiteral("?"), small, muted,
                     Qt::DashLine, 1, muted);
        },
        tr("missing"));
    return y + keyCell + kMargin;
}

} // namespace u8scope::ui
