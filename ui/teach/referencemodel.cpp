#include "teach/referencemodel.h"

#include "theme/format.h"
#include "u8scope/text/hex.h"

namespace u8scope::ui {

namespace {

QString range(const OctetRange& r) {
    return fromUtf8(formatRange(r));
}

QString values(const ValueRange& v) {
    return QStringLiteral("%1..%2").arg(fromUtf8(formatCodePoint(v.first)),
                                        fromUtf8(formatCodePoint(v.last)));
}

QString cell(const QString& html, bool code = false) {
    return code ? QStringLiteral("<td><code>%1</code></td>").arg(html)
                : QStringLiteral("<td>%1</td>").arg(html);
}

QString tableRow(const QStringList& cells, bool marked, const QString& markColor) {
    return (marked ? QStringLiteral("<tr style='background-color:%1; font-weight:bold'>")
                         .arg(markColor)
                   : QStringLiteral("<tr>")) +
           cells.join(QString()) + QStringLiteral("</tr>");
}

QString header(const QStringList& names) {
    QString h = QStringLiteral("<tr>");
    for (const QString& n : names)
        h += QStringLiteral("<th align='left'>%1</th>").arg(n.toHtmlEscaped());
    return h + QStringLiteral("</tr>");
}

} // namespace

QString ReferenceModel::role(const OctetRow& r, Profile profile) {
    switch (r.role) {
    case OctetRole::Single:
        return tr("a 1-octet sequence: the ASCII character itself");
    case OctetRole::Continuing:
        return tr("continuing octet of a 2- to %1-octet sequence").arg(maxSequenceLength(profile));
    case OctetRole::First:
        return tr("first octet of a %1-octet sequence").arg(r.length);
    case OctetRole::OverlongOnly:
        return tr("never: could only begin overlong forms of U+0000..U+007F");
    case OctetRole::BeyondRange:
        return tr("never: could only begin values above U+10FFFF");
    case OctetRole::Dropped:
        return tr("never: first octet of a %1-octet form of 1993, dropped by RFC 3629")
            .arg(r.length);
    case OctetRole::Unused:
        break;
    }
    return tr("never: no role in any UTF-8");
}

QString ReferenceModel::html(const QString& markColor) const {
    const ReferenceRows mark = marked();
    QString h;
    const auto title = [&h](const QString& t) {
        h += QStringLiteral("<p style='margin-bottom:2px'><b>%1</b></p>").arg(t.toHtmlEscaped());
    };
    const QString table = QStringLiteral("<table cellspacing='0' cellpadding='3'>");

    title(tr("Octet values and their roles (ISO/IEC 10646-1 Annex R, Table 1)"));
    h += table + header({tr("octets"), tr("bits"), tr("role")});
    const std::vector<OctetRow> octets = octetTable(m_profile);
    for (std::size_t i = 0; i < octets.size(); ++i) {
        QString bits = fromUtf8(octets[i].marker);
        bits = bits.leftJustified(8, QLatin1Char('x'));
        h += tableRow({cell(range(octets[i].octets), true), cell(bits, true),
                       cell(role(octets[i], m_profile).toHtmlEscaped())},
                      mark.octetRow == i, markColor);
    }
    h += QStringLiteral("</table>");

    const bool rfc = m_profile == Profile::Rfc3629;
    title(rfc ? tr("Well-formed sequences (RFC 3629 §4)")
              : tr("Well-formed sequences (Annex R, shortest forms only)"));
    QStringList names{tr("values"), tr("octets")};
    if (rfc)
        names << tr("ABNF");
    h += table + header(names);
    const std::vector<SequenceRow> sequences = sequenceTable(m_profile);
    for (std::size_t i = 0; i < sequences.size(); ++i) {
        const SequenceRow& s = sequences[i];
        QString o = range(s.firstOctets);
        if (s.secondOctets)
            o += QLatin1Char(' ') + range(*s.secondOctets);
        for (int k = 2; k < s.length; ++k)
            o += QStringLiteral(" 80-BF");
        QStringList cells{cell(values(s.values)), cell(o, true)};
        if (rfc)
            cells << cell(fromUtf8(s.abnf).toHtmlEscaped(), true);
        h += tableRow(cells, mark.sequenceRow == i, markColor);
    }
    h += QStringLiteral("</table>");

    title(tr("Lengths, values and arithmetic (Annex R, Tables 4 and 5)"));
    h += table + header({tr("octets"), tr("values"), tr("first"), tr("free bits"), tr("layout"),
                         tr("Table 4: value x to octets")});
    const std::vector<LengthRow> lengths = lengthTable(m_profile);
    for (std::size_t i = 0; i < lengths.size(); ++i) {
        const LengthRow& r = lengths[i];
        QStringList terms;
        for (const OctetFormula& f : r.formula) {
            if (r.length == 1) {
                terms << QStringLiteral("x");
                break;
            }
            const QString q = f.shift == 0 ? QStringLiteral("x")
                                           : QStringLiteral("x / 2<sup>%1</sup>").arg(f.shift);
            terms << (f.modulo ? QStringLiteral("80 + %1 mod 2<sup>6</sup>")
                                     .arg(f.shift == 0 ? q : QStringLiteral("(%1)").arg(q))
                               : QStringLiteral("%1 + %2").arg(hexDigits(f.base, 2), q));
        }
        h += tableRow({cell(QString::number(r.length)), cell(values(r.values)),
                       cell(range(r.firstOctets), true), cell(QString::number(r.freeBits)),
                       cell(fromUtf8(r.layout), true), cell(terms.join(QStringLiteral("; ")))},
                      mark.lengthRow == i, markColor);
    }
    h += QStringLiteral("</table>");
    if (rfc)
        h += QStringLiteral("<p>%1</p>")
                 .arg(tr("RFC 3629 (2003) limits UTF-8 to 4 octets and U+10FFFF, the most UTF-16 "
                         "can reach, so that every UTF-8 text converts to UTF-16 and back; the "
                         "original UTF-8 of ISO/IEC 10646-1:1993 went on to 6 octets and 7FFFFFFF "
                         "(Ctrl+2 switches to it).")
                          .toHtmlEscaped());
    return h;
}

} // namespace u8scope::ui
