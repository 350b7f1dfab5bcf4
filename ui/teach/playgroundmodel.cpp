#include "teach/playgroundmodel.h"

#include "theme/format.h"
#include "u8scope/text/charinfo.h"
#include "u8scope/text/hex.h"
#include "words/words.h"

#include <QRegularExpression>
#include <algorithm>

namespace u8scope::ui {

namespace {

// Enough for any lesson; a pasted novel would only slow the panel.
constexpr std::size_t kMaxItems = 64;

QString esc(const QString& s) {
    return s.toHtmlEscaped();
}

QString octetsText(std::span<const std::uint8_t> o) {
    return fromUtf8(formatOctets(o));
}

QString codePoint(std::uint64_t v) {
    return fromUtf8(formatCodePoint(v));
}

QString row(const QString& label, const QString& html) {
    return QStringLiteral("<tr><td style='padding-right:10px; vertical-align:top; "
                          "white-space:nowrap'><i>%1</i></td>"
                          "<td>%2</td></tr>")
        .arg(esc(label), html);
}

// The octets in bits, marker bits bold: <b>110</b>00011 <b>10</b>101001.
QString markedBits(std::span<const std::uint8_t> octets) {
    QStringList parts;
    for (std::size_t i = 0; i < octets.size(); ++i) {
        const std::uint8_t b = octets[i];
        int marker = 0;
        while (marker < 8 && ((b >> (7 - marker)) & 1))
            ++marker;
        marker = std::min(8, marker + 1); // the zero that ends the run of ones
        QString s = QStringLiteral("<b>");
        for (int bit = 7; bit >= 0; --bit) {
            if (7 - bit == marker)
                s += QStringLiteral("</b>");
            s += (b >> bit) & 1 ? QLatin1Char('1') : QLatin1Char('0');
        }
        if (marker >= 8)
            s += QStringLiteral("</b>");
        parts << s;
    }
    return QStringLiteral("<code>%1</code>").arg(parts.join(QLatin1Char(' ')));
}

// The steps from free bits to the value: "00011 101001 → 000 1110 1001 → 0 E 9 → U+00E9".
QString steps(const BitLayout& l) {
    QStringList free;
    for (const OctetBits& o : l.octets) {
        QString bits;
        for (int b = 7 - o.markerLength; b >= 0; --b)
            bits += o.bitValue(b) ? QLatin1Char('1') : QLatin1Char('0');
        free << bits;
    }
    QStringList fours;
    QString digits;
    for (const HexDigitGroup& g : l.digitGroups) {
        QString bits;
        for (int v = g.highBit; v >= g.lowBit; --v)
            bits += (l.value >> v) & 1 ? QLatin1Char('1') : QLatin1Char('0');
        fours << bits;
        digits += QString::number(g.digit, 16).toUpper();
    }
    QStringList digitList;
    for (const QChar d : digits)
        digitList << d;
    return QStringLiteral("<code>%1</code> → <code>%2</code> → <code>%3</code> → <b>%4</b>")
        .arg(free.join(QLatin1Char(' ')), fours.join(QLatin1Char(' ')),
             digitList.join(QLatin1Char(' ')), codePoint(l.value));
}

} // namespace

void PlaygroundModel::setProfile(Profile profile) {
    m_profile = profile;
    update();
}

void PlaygroundModel::setCodePointText(const QString& typed) {
    m_direction = Direction::CodePoints;
    m_typed = typed;
    m_selected = 0;
    update();
}

void PlaygroundModel::setOctetText(const QString& typed) {
    m_direction = Direction::Octets;
    m_typed = typed;
    m_selected = 0;
    m_octets.clear();
    if (const auto parsed = parseHexOctets(typed.toStdString()))
        m_octets.assign(parsed->begin(), parsed->end());
    update();
}

void PlaygroundModel::setOctets(const std::vector<std::uint8_t>& octets) {
    m_direction = Direction::Octets;
    m_typed = octetsText(octets);
    m_octets = octets;
    m_selected = 0;
    update();
}

void PlaygroundModel::loadPreset(const Preset& preset) {
    m_profile = preset.profile;
    if (preset.octets)
        setOctetText(fromUtf8(preset.typed));
    else
        setCodePointText(fromUtf8(preset.typed));
}

void PlaygroundModel::select(std::size_t index) {
    const std::size_t count = m_direction == Direction::CodePoints ? m_forms.size() : m_walk.size();
    if (index < count)
        m_selected = index;
}

void PlaygroundModel::selectTypedUpTo(int position) {
    const QString before = m_typed.left(std::max(0, position));
    if (m_direction == Direction::Octets) {
        const auto octets = parseHexOctets(before.toStdString());
        if (!octets || octets->empty())
            return;
        // The unit of the last octet; of an ill-formed sequence of several units (ED A0 80), its
        // first, whose layout shows the whole sequence and what breaks it.
        const std::uint64_t last = octets->size() - 1;
        for (std::size_t i = 0; i < m_walk.size(); ++i) {
            if (last >= m_walk[i].unit.offset + m_walk[i].unit.length)
                continue;
            const std::uint64_t start =
                m_walk[i].why ? m_walk[i].why->sequenceOffset : m_walk[i].unit.offset;
            while (i > 0 && m_walk[i].unit.offset > start)
                --i;
            m_selected = i;
            return;
        }
        return;
    }
    if (!m_codePoints || m_forms.empty())
        return;
    std::size_t count = 0;
    if (m_codePoints->notation == CodePointNotation::Characters) {
        // Read one value per character typed, so the characters before the cursor count them.
        if (static_cast<std::size_t>(m_typed.toUcs4().size()) != m_forms.size())
            return;
        count = static_cast<std::size_t>(before.toUcs4().size());
    } else {
        // A value per word (readCodePoints: separated by spaces or commas).
        static const QRegularExpression separators(QStringLiteral("[\\s,]+"));
        count = static_cast<std::size_t>(before.split(separators, Qt::SkipEmptyParts).size());
    }
    if (count > 0)
        m_selected = std::min(count, m_forms.size()) - 1;
}

PlaygroundModel::Layout PlaygroundModel::selectedLayout() const {
    Layout l;
    if (m_direction == Direction::CodePoints) {
        if (m_selected >= m_forms.size())
            return l;
        const CodePointForms& f = m_forms[m_selected];
        const Encoded* shown = f.utf8.ok() ? &f.utf8 : f.originalUtf8 ? &*f.originalUtf8 : nullptr;
        if (shown)
            l.octets.assign(shown->bytes().begin(), shown->bytes().end());
        l.profile = f.utf8.ok() ? m_profile : Profile::Iso10646_1993;
        return l;
    }
    if (m_selected >= m_walk.size())
        return l;
    const WalkUnit& w = m_walk[m_selected];
    // From the first octet of the unit's ill-formed sequence, as far as the input goes.
    const std::uint64_t from = w.why ? w.why->sequenceOffset : w.unit.offset;
    const auto start = m_octets.begin() + static_cast<std::ptrdiff_t>(from);
    l.octets.assign(start, start + static_cast<std::ptrdiff_t>(std::min<std::uint64_t>(
                                       kMaxSequenceLength, m_octets.size() - from)));
    l.profile = m_profile;
    l.valid = w.unit.valid();
    return l;
}

void PlaygroundModel::update() {
    m_problem.clear();
    m_codePoints.reset();
    m_forms.clear();
    m_walk.clear();
    if (m_typed.trimmed().isEmpty() && m_typed.isEmpty())
        return;
    if (m_direction == Direction::CodePoints) {
        m_codePoints = readCodePoints(m_typed.toStdString(), m_profile);
        if (!m_codePoints) {
            m_problem = tr("Type a code point (U+00E9, 0xE9 or 233) or paste characters (é, 😀).");
            return;
        }
        for (std::size_t i = 0; i < m_codePoints->values.size() && i < kMaxItems; ++i)
            m_forms.push_back(codePointForms(m_codePoints->values[i], m_profile));
    } else {
        if (m_octets.empty()) {
            m_problem = tr("Type octets in hex, two digits each: C3 A9, c3a9 or \\xC3\\xA9.");
            return;
        }
        m_walk = walkOctets(m_octets, m_profile);
        if (m_walk.size() > kMaxItems)
            m_walk.resize(kMaxItems);
    }
    if (m_selected >= (m_direction == Direction::CodePoints ? m_forms.size() : m_walk.size()))
        m_selected = 0;
}

QString PlaygroundModel::presetLabel(const Preset& p) {
    switch (p.kind) {
    case Preset::Kind::FirstOfLength:
        return tr("First %1-octet value (%2)").arg(p.length).arg(fromUtf8(p.typed));
    case Preset::Kind::LastOfLength:
        return p.profile == Profile::Iso10646_1993 && p.length <= 4
                   ? tr("Last %1-octet value of 1993 (%2)").arg(p.length).arg(fromUtf8(p.typed))
                   : tr("Last %1-octet value (%2)").arg(p.length).arg(fromUtf8(p.typed));
    case Preset::Kind::Malformed:
        return tr("%1: %2").arg(Words::kind(*p.error), fromUtf8(p.typed));
    case Preset::Kind::Story:
        break;
    }
    switch (*p.story) {
    case Likely::LegacyEncoding:
        return tr("windows-1252 read as UTF-8: %1").arg(fromUtf8(p.typed));
    case Likely::EncodedSurrogate:
        return tr("CESU-8 surrogate pair: %1").arg(fromUtf8(p.typed));
    case Likely::ModifiedUtf8Nul:
        return tr("Java's modified UTF-8 NUL: %1").arg(fromUtf8(p.typed));
    case Likely::OriginalUtf8:
        return tr("A 5-octet form of 1993: %1").arg(fromUtf8(p.typed));
    default:
        return fromUtf8(p.typed);
    }
}

QString PlaygroundModel::codePointHtml(const CodePointForms& f, std::size_t index) const {
    QString h;
    const QString name = fromUtf8(f.name);
    QString glyph = Words::character(f.value);
    glyph = glyph.startsWith(QLatin1String("U+")) ? QString() : glyph;
    h +=
        QStringLiteral("<p style='margin-bottom:2px'><a href='#item-%1'><b style='font-size:large'>"
                       "%2</b></a> %3 <span style='font-size:x-large'>%4</span></p>")
            .arg(index)
            .arg(codePoint(f.value), esc(name), esc(glyph));
    h += QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    const Encoded* shown = f.utf8.ok() ? &f.utf8 : f.originalUtf8 ? &*f.originalUtf8 : nullptr;
    if (f.utf8.ok()) {
        h += row(tr("UTF-8"),
                 tr("<b><code>%1</code></b>, %2")
                     .arg(octetsText(f.utf8.bytes()), Words::octetCount(f.utf8.length)));
    } else if (*f.utf8.error == EncodeError::Surrogate) {
        h += row(tr("UTF-8"),
                 esc(tr("none: %1 is a UTF-16 surrogate, half of a pair, not a character; "
                        "neither UTF-8 may encode it.")
                         .arg(codePoint(f.value))));
    } else if (f.originalUtf8) {
        h += row(
            tr("UTF-8"),
            esc(tr("none under RFC 3629, which in 2003 restricted UTF-8 to 4 octets and "
                   "U+10FFFF, the most UTF-16 can reach, so that all UTF-8 converts to UTF-16 "
                   "and back. The original UTF-8 of ISO/IEC 10646-1:1993 writes it in %1 "
                   "octets:")
                    .arg(f.originalUtf8->length)) +
                QStringLiteral(" <b><code>%1</code></b>").arg(octetsText(f.originalUtf8->bytes())));
    } else {
        h += row(tr("UTF-8"), esc(tr("none: beyond 7FFFFFFF, the largest value UCS-4 has.")));
    }
    if (shown) {
        h += row(tr("Bits"), markedBits(shown->bytes()));
        // The labels say what each row does, for a reader who has not the tables at hand.
        h += row(tr("Free bits → value"), steps(f.layout));
        // Annex R Table 4 with the real numbers, octet by octet.
        QStringList table4;
        for (std::size_t k = 0; k < f.arithmetic.size(); ++k) {
            const ArithmeticStep& s = f.arithmetic[k];
            const QString x = hexDigits(f.value, 4);
            if (f.arithmetic.size() == 1) {
                table4 << tr("z1 = x = %1").arg(hexDigits(s.octet, 2));
                break;
            }
            const QString quotient =
                s.formula.shift == 0
                    ? x
                    : QStringLiteral("%1 / 2<sup>%2</sup>").arg(x).arg(s.formula.shift);
            table4 << (s.formula.modulo
                           ? QStringLiteral("z%1 = 80 + %2 mod 2<sup>6</sup> = 80 + %3 = <b>%4</b>")
                                 .arg(k + 1)
                                 .arg(s.formula.shift == 0 ? quotient
                                                           : QStringLiteral("(%1)").arg(quotient),
                                      hexDigits(s.digit, 2), hexDigits(s.octet, 2))
                           : QStringLiteral("z%1 = %2 + %3 = %2 + %4 = <b>%5</b>")
                                 .arg(k + 1)
                                 .arg(hexDigits(s.formula.base, 2), quotient, hexDigits(s.digit),
                                      hexDigits(s.octet, 2)));
        }
        if (f.arithmetic.size() > 1)
            table4 << QStringLiteral("<small>%1</small>")
                          .arg(esc(tr("/ is integer division: it drops the remainder, which "
                                      "mod keeps.")));
        h += row(tr("Table 4: value → octets"), table4.join(QStringLiteral("<br>")));
        // And back, Table 5.
        QStringList terms;
        QStringList decimals;
        for (const ArithmeticStep& s : f.arithmetic) {
            const std::uint64_t d = s.octet - s.formula.base;
            terms << (s.formula.shift
                          ? QStringLiteral("(%1 − %2) × 2<sup>%3</sup>")
                                .arg(hexDigits(s.octet, 2), hexDigits(s.formula.base, 2))
                                .arg(s.formula.shift)
                          : QStringLiteral("(%1 − %2)")
                                .arg(hexDigits(s.octet, 2), hexDigits(s.formula.base, 2)));
            decimals << (s.formula.shift ? QStringLiteral("%1 × %2").arg(d).arg(std::uint64_t{1}
                                                                                << s.formula.shift)
                                         : QString::number(d));
        }
        h += row(tr("Table 5: octets → value"),
                 QStringLiteral("%1 = %2 = %3 = <b>%4</b>")
                     .arg(terms.join(QStringLiteral(" + ")), decimals.join(QStringLiteral(" + ")))
                     .arg(f.value)
                     .arg(codePoint(f.value)));
    }
    if (!f.utf16.empty()) {
        QStringList units;
        for (std::uint16_t u : f.utf16)
            units << hexDigits(u, 4);
        h += row(tr("UTF-16"),
                 f.utf16.size() == 2
                     ? tr("<code>%1</code> (a surrogate pair)").arg(units.join(QLatin1Char(' ')))
                     : QStringLiteral("<code>%1</code>").arg(units.join(QString())));
    } else {
        h += row(tr("UTF-16"), esc(f.value > 0x10FFFF ? tr("none: beyond U+10FFFF")
                                                      : tr("none: a lone surrogate")));
    }
    h += row(tr("UCS-4"), QStringLiteral("<code>%1</code>").arg(octetsText(f.ucs4)));
    return h + QStringLiteral("</table>");
}

QString PlaygroundModel::walkHtml(const WalkUnit& w, std::size_t index) const {
    QString h;
    const QString emitted = w.unit.valid() ? tr("a character: %1 %2")
                                                 .arg(codePoint(w.unit.codePoint),
                                                      esc(Words::character(w.unit.codePoint)))
                                           : tr("U+FFFD (%1)").arg(esc(Words::kind(*w.unit.error)));
    h += QStringLiteral("<p style='margin-bottom:2px'><a href='#item-%1'><b>%2</b></a> → %3</p>")
             .arg(index)
             .arg(tr("Unit %1 at offset %2").arg(index + 1).arg(w.unit.offset), emitted);
    h += QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    for (std::size_t k = 0; k < w.octets.size(); ++k) {
        const WalkOctet& o = w.octets[k];
        // The bit at which an octet leaves what is allowed, where the rules break.
        int bit = -1;
        if (w.why && !w.why->ruleBreak.missing &&
            w.why->sequenceOffset + w.why->ruleBreak.index == o.offset)
            bit = w.why->ruleBreak.bit;
        const QString octet = QStringLiteral("<code>%1</code> %2")
                                  .arg(hexDigits(o.octet, 2), Words::bitsHtml(o.octet, bit));
        QString what;
        if (k == 0 && o.accepted) {
            what = w.announced == 1 ? tr("a 1-octet character")
                                    : tr("begins a %1-octet sequence").arg(w.announced);
        } else if (k == 0) {
            what = tr("cannot begin a sequence: a first octet is %1")
                       .arg(esc(Words::expected(o.expected)));
        } else if (o.accepted) {
            what = tr("continues it (%1 of %2), as %3 allows")
                       .arg(k + 1)
                       .arg(w.announced)
                       .arg(esc(Words::expected(o.expected)));
        } else {
            QStringList before;
            for (std::size_t j = 0; j < k; ++j)
                before << hexDigits(w.octets[j].octet, 2);
            what = tr("is not %1: the maximal subpart %2 ends before it (the longest piece "
                      "that could still begin a character, replaced by one U+FFFD); decoding "
                      "starts again here")
                       .arg(esc(Words::expected(o.expected)), before.join(QLatin1Char(' ')));
        }
        h += QStringLiteral("<tr><td>%1</td><td style='padding-left:8px'>%2%3</td></tr>")
                 .arg(octet, o.accepted ? QString() : QStringLiteral("✗ "), what);
    }
    if (w.end == WalkEnd::InputEnds)
        h += QStringLiteral("<tr><td></td><td style='padding-left:8px'>✗ %1</td></tr>")
                 .arg(tr("the input ends: %1 of the %2 octets announced are missing")
                          .arg(w.announced - static_cast<int>(w.octets.size()))
                          .arg(w.announced));
    h += QStringLiteral("</table>");
    if (w.why)
        h += QStringLiteral("<p style='margin-top:2px'><i>%1</i> %2</p>")
                 .arg(esc(Words::plain(*w.why)), esc(Words::decoderAction(*w.why)));
    return h;
}

QString PlaygroundModel::html() const {
    if (!m_problem.isEmpty())
        return QStringLiteral("<p>%1</p>").arg(esc(m_problem));
    QString h;
    if (m_direction == Direction::CodePoints) {
        if (m_codePoints && m_codePoints->notation == CodePointNotation::Characters &&
            m_codePoints->clusterStarts.size() < m_codePoints->values.size()) {
            // The singular has one placeholder: "1 character … made of %1 code points".
            const std::size_t characters = m_codePoints->clusterStarts.size();
            const std::size_t codePoints = m_codePoints->values.size();
            const QString counted =
                characters == 1
                    ? tr("1 character as a reader sees it, made of %1 code points: ")
                          .arg(codePoints)
                    : tr("%1 characters as a reader sees them, made of %2 code points: ")
                          .arg(characters)
                          .arg(codePoints);
            h += QStringLiteral("<p>%1</p>")
                     .arg(esc(counted + tr("combining marks, emoji modifiers and joiners belong "
                                           "to the character before them.")));
        }
        for (std::size_t i = 0; i < m_forms.size(); ++i)
            h += codePointHtml(m_forms[i], i);
        return h;
    }
    h += QStringLiteral("<p>%1</p>")
             .arg(esc(tr("The decoder reads the octets from the left. A first octet says how many "
                         "octets its sequence has; each octet after it must fall in the range the "
                         "rules allow at its place. Where one does not, the octets before it are "
                         "a maximal subpart, replaced by one U+FFFD, and decoding starts again at "
                         "that octet.")));
    for (std::size_t i = 0; i < m_walk.size(); ++i)
        h += walkHtml(m_walk[i], i);
    return h;
}

} // namespace u8scope::ui
