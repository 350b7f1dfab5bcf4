#include "panels/inspectorpanel.h"

#include "theme/fonts.h"
#include "theme/format.h"
#include "theme/palette.h"
#include "u8scope/codec/octetclass.h"
#include "u8scope/mojibake/mojibaketext.h"
#include "u8scope/text/charactereffect.h"
#include "u8scope/text/display.h"
#include "u8scope/text/hex.h"
#include "words/words.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QPalette>
#include <QScrollBar>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>
#include <span>

namespace u8scope::ui {

namespace {

// lupdate files the tr() calls of a namespace under the namespace's name: so must this.
QString tr(const char* text) {
    return QCoreApplication::translate("u8scope::ui", text);
}

// Offsets as the inspector writes them: "0x0000001F (31)".
QString paddedOffset(std::uint64_t offset) {
    return offsetText(offset, 8);
}

QString esc(const std::string& s) {
    return QString::fromStdString(s).toHtmlEscaped();
}
QString esc(std::string_view s) {
    return esc(std::string(s));
}

QString octetsText(std::span<const std::uint8_t> octets) {
    return QString::fromStdString(formatOctets(octets));
}

// A colour for labels and notes that stays readable with light and dark palettes.
QString muted() {
    return mutedText(QGuiApplication::palette(), QPalette::Window).name();
}

QString row(const QString& label, const QString& valueHtml) {
    return QStringLiteral("<tr><td style='color:%1; padding-right:12px;'>%2</td><td>%3</td></tr>")
        .arg(muted(), label.toHtmlEscaped(), valueHtml);
}

// The forms a programmer would type: escapes of the code point and of its UTF-8 octets.
QString escapes(const Inspection& in) {
    const std::uint64_t v = in.unit.codePoint;
    QStringList forms;
    if (v <= 0xFFFF) {
        forms << QStringLiteral("\\u%1").arg(hexDigits(v, 4));
    } else {
        forms << QStringLiteral("\\U%1").arg(hexDigits(v, 8));
    }
    forms << QStringLiteral("&amp;#x%1;").arg(hexDigits(v, 1));
    QString c = QStringLiteral("\"");
    QString py = QStringLiteral("b'");
    for (std::uint8_t b : in.octets) {
        c += QStringLiteral("\\x%1").arg(hexDigits(b, 2));
        py += QStringLiteral("\\x%1").arg(hexDigits(b, 2).toLower());
    }
    c += QLatin1Char('"');
    py += QLatin1Char('\'');
    return QStringLiteral("<code>%1</code> &nbsp; <code>%2</code><br>C: <code>%3</code> &nbsp; "
                          "Python: <code>%4</code>")
        .arg(forms[0], forms[1], c.toHtmlEscaped(), py.toHtmlEscaped());
}

QString utf16(std::uint64_t v) {
    if (v > 0x10FFFF)
        return tr("none: beyond U+10FFFF, UTF-16 cannot represent it");
    const auto cp = static_cast<char32_t>(v);
    if (QChar::requiresSurrogates(cp)) {
        return tr("<code>%1 %2</code> (surrogate pair)")
            .arg(hexDigits(QChar::highSurrogate(cp), 4), hexDigits(QChar::lowSurrogate(cp), 4));
    }
    return QStringLiteral("<code>%1</code>").arg(hexDigits(v, 4));
}

// The character itself, large, when it can be seen on its own: a mark on a dotted circle, and
// nothing for what would be invisible, blank or misleading (core's display form says which).
QString glyph(const CharInfo& info) {
    const DisplayForm form = displayForm(info.value);
    if (info.value == U' ' ||
        (form.kind != DisplayKind::Glyph && form.kind != DisplayKind::Combining)) {
        return {};
    }
    const auto cp = static_cast<char32_t>(info.value);
    QString s = QString::fromUcs4(&cp, 1);
    if (form.symbol)
        s.prepend(QString::fromUcs4(&form.symbol, 1));
    return s.toHtmlEscaped();
}

QString flags(const CharInfo& info) {
    QStringList f;
    if (info.control)
        f << tr("control character");
    if (info.whitespace)
        f << tr("whitespace");
    if (info.defaultIgnorable)
        f << tr("default-ignorable (usually invisible)");
    if (info.combining) {
        f << tr("combining (class %1): joins the character before it").arg(info.combiningClass);
    }
    if (info.noncharacter)
        f << tr("noncharacter: not for interchange");
    if (info.privateUse)
        f << tr("private use: meaning set by agreement");
    if (info.inUnicode && !info.assigned && !info.noncharacter && !info.privateUse) {
        f << tr("unassigned in Unicode %1").arg(QString::fromStdString(unicodeVersion()));
    }
    return f.isEmpty() ? tr("none") : f.join(QStringLiteral("<br>"));
}

// Text from the file for a sentence: controls and invisible characters, which double encoding
// makes of octets such as 9D and AD (í becomes Ã and a SOFT HYPHEN), as short visible labels.
QString visibleHtml(const std::string& utf8) {
    QString h;
    for (const char32_t cp : QString::fromStdString(utf8).toUcs4()) {
        const DisplayForm form = displayForm(cp);
        if (form.kind == DisplayKind::Glyph || form.kind == DisplayKind::Combining) {
            h += QString::fromUcs4(&cp, 1).toHtmlEscaped();
            continue;
        }
        const bool named = form.kind == DisplayKind::Control || form.kind == DisplayKind::Invisible;
        const QString label = named && !form.label.empty() ? QString::fromStdString(form.label)
                                                           : fromUtf8(formatCodePoint(cp));
        h += QStringLiteral("<span style='color:%1; font-size:small'>&lt;%2&gt;</span>")
                 .arg(muted(), label.toHtmlEscaped());
    }
    return h;
}

// Behind the double-encoding note: the tint that marks the same span in the hex view.
QString noteBackground() {
    const OctetPalette palette = OctetPalette::fromPalette(QGuiApplication::palette());
    const QColor over = palette.highlight();
    const QColor under = palette.background();
    const double a = over.alphaF();
    return QColor::fromRgbF(float(under.redF() * (1 - a) + over.redF() * a),
                            float(under.greenF() * (1 - a) + over.greenF() * a),
                            float(under.blueF() * (1 - a) + over.blueF() * a))
        .name();
}

QString codecName(Codec codec) {
    return fromUtf8(std::string(codec.displayName()));
}

QString octetsText(std::string_view s) {
    return QString::fromStdString(formatOctets(s));
}

// The mojibake the unit under the cursor is part of, as facts set out for a person: what it
// should read, the chain, and each step with its octets and characters side by side.
QString mojibakeHtml(const MojibakeFinding& m) {
    const QString before = visibleHtml(m.before);
    const QString after = visibleHtml(m.after);
    const QString codec = codecName(m.codec);
    const bool octetsOnly = m.kind == MojibakeKind::LegacyOctets ||
                            m.kind == MojibakeKind::SurrogatePair ||
                            m.kind == MojibakeKind::ModifiedNul;
    QString heading;
    QString sentence;
    switch (m.kind) {
    case MojibakeKind::Reencoded:
    case MojibakeKind::LostNoBreakSpace:
    case MojibakeKind::LostOctet: {
        heading = m.rounds == 1   ? tr("Looks like double-encoded UTF-8")
                  : m.rounds == 2 ? tr("Looks like triple-encoded UTF-8")
                                  : tr("Looks like UTF-8 encoded %1 times").arg(m.rounds + 1);
        const QString again = m.rounds == 1   ? tr("encoded again")
                              : m.rounds == 2 ? tr("encoded again, twice over")
                                              : tr("encoded again, %1 times over").arg(m.rounds);
        // Through two codecs: "windows-1252, then as windows-1251".
        QString codecs;
        for (const ChainLink& link : chainLinks(m))
            codecs = codecs.isEmpty() ? codecName(link.codec)
                                      : tr("%1, then as %2").arg(codecs, codecName(link.codec));
        sentence = tr("'%1<b>%2</b>%3' is '%1<b>%4</b>%3' read as %5 and %6.")
                       .arg(before, visibleHtml(m.text), after, visibleHtml(m.repaired),
                            codecs.isEmpty() ? codec : codecs, again);
        if (m.kind == MojibakeKind::LostNoBreakSpace)
            sentence += QLatin1Char(' ') + (m.spacesMerged
                                                ? tr("A no-break space in it became a plain "
                                                     "space on the way and merged with the "
                                                     "space after it.")
                                                : tr("A no-break space in it became a plain "
                                                     "space on the way."));
        if (m.kind == MojibakeKind::LostOctet)
            sentence += QLatin1Char(' ') + tr("An octet was lost on the way: the "
                                              "character it was part of is U+FFFD.");
        break;
    }
    case MojibakeKind::SurrogatePair:
        heading = tr("A surrogate pair in two 3-octet sequences (CESU-8)");
        break;
    case MojibakeKind::ModifiedNul:
        heading = tr("U+0000 as Java writes it: C0 80");
        break;
    case MojibakeKind::LegacyOctets:
        heading = tr("Octets of %1 inside UTF-8").arg(codec);
        break;
    case MojibakeKind::C1Control:
        heading = tr("A C1 control standing for a %1 character").arg(codec);
        break;
    case MojibakeKind::ReadAsEastAsian:
        heading = tr("UTF-8 read as %1").arg(QString::fromStdString(m.eastAsian));
        break;
    case MojibakeKind::ReplacementsAsEastAsian:
        heading = tr("Replacement characters read as %1").arg(QString::fromStdString(m.eastAsian));
        break;
    case MojibakeKind::EastAsianAsWestern:
        heading = tr("Text in %1 read as %2").arg(QString::fromStdString(m.eastAsian), codec);
        break;
    }
    if (sentence.isEmpty()) {
        const QString found =
            octetsOnly ? QStringLiteral("<code>%1</code>").arg(octetsText(m.text))
                       : QStringLiteral("'%1<b>%2</b>%3'").arg(before, visibleHtml(m.text), after);
        sentence = tr("%1 should read '%2<b>%3</b>%4'.")
                       .arg(found, before, visibleHtml(m.repaired), after);
    }
    QString h = QStringLiteral("<table width='100%' cellspacing='0' cellpadding='6' "
                               "style='margin-bottom:8px' bgcolor='%1'><tr><td>")
                    .arg(noteBackground());
    h += QStringLiteral("<b>%1</b><br>%2").arg(heading.toHtmlEscaped(), sentence);
    h += QStringLiteral("<table cellspacing='0' cellpadding='1' style='margin-top:4px'>");
    h += row(tr("Span"), tr("<code>%1</code> at %2, %3 octets")
                             .arg(octetsText(m.text), paddedOffset(m.offset))
                             .arg(m.length));
    h +=
        row(tr("Repaired"), QStringLiteral("'%1<b>%2</b>%3' &nbsp;<code>%4</code>")
                                .arg(before, visibleHtml(m.repaired), after, octetsText(m.repaired)));
    // How it happened, one round at a time, octets and characters side by side.
    if (m.rounds > 0 && m.stages.size() == static_cast<std::size_t>(m.rounds) + 1) {
        QString steps;
        for (std::size_t i = 0; i + 1 < m.stages.size(); ++i) {
            if (!steps.isEmpty())
                steps += QStringLiteral("<br>");
            const QString through = i < m.chain.size() ? codecName(m.chain[i]) : codec;
            steps += tr("<code>%1</code> read as %2 is '%3', in UTF-8 <code>%4</code>")
                         .arg(octetsText(stageOctets(m, i)), through, visibleHtml(m.stages[i + 1]),
                              octetsText(m.stages[i + 1]));
        }
        if (m.kind == MojibakeKind::LostNoBreakSpace)
            steps += QStringLiteral("<br>") +
                     (m.spacesMerged ? tr("then the no-break space (<code>C2 A0</code>) became a "
                                          "plain space (<code>20</code>) and merged with the "
                                          "space after it; one space stays between the words")
                                     : tr("then the no-break space (<code>C2 A0</code>) became a "
                                          "plain space (<code>20</code>)"));
        if (m.kind == MojibakeKind::LostOctet)
            steps += QStringLiteral("<br>") +
                     tr("then an octet %1 could not write was saved as '?' or U+FFFD").arg(codec);
        h += row(tr("How"), steps);
    } else {
        h += row(tr("How"), Words::mojibakeHow(m).toHtmlEscaped());
    }
    QString chain = Words::chain(m).toHtmlEscaped();
    if (!m.alternatives.empty()) {
        // Named as the chain names its codec (the IANA name), not the name people know.
        QStringList others;
        for (const Codec c : m.alternatives)
            others << fromUtf8(std::string(c.name()));
        chain += tr(" (%1 give the same)").arg(others.join(QStringLiteral(", ")));
    }
    h += row(tr("Chain"), chain);
    h += row(tr("Confidence"), QString::number(m.confidence, 'f', 2));
    // Why it was taken: core's sentences of its evidence, translated.
    QStringList why;
    for (const MojibakeEvidence& e : m.evidence)
        why << Words::sentence(evidenceSentence(e, m)).toHtmlEscaped();
    if (!why.isEmpty())
        h += row(tr("Evidence"), why.join(QLatin1Char(' ')));
    h += QStringLiteral("</table></td></tr></table>");
    return h;
}

QString characterHtml(const Inspection& in) {
    const CharInfo& info = *in.info;
    QString h;
    if (in.mojibake)
        h += mojibakeHtml(*in.mojibake);
    const QString g = glyph(info);
    h += QStringLiteral("<p style='margin:0'>");
    if (!g.isEmpty())
        h += QStringLiteral("<span style='font-size:26pt'>%1</span>&nbsp;&nbsp;").arg(g);
    h += QStringLiteral("<span style='font-size:15pt; font-weight:bold'>%1</span></p>")
             .arg(esc(formatCodePoint(info.value)));
    h += QStringLiteral("<p style='margin-top:2px'><b>%1</b></p>").arg(esc(info.name));
    h += QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    h += row(tr("Offset"), paddedOffset(in.unit.offset));
    h += row(QStringLiteral("UTF-8"),
             QStringLiteral("<code>%1</code> (%2)")
                 .arg(octetsText(in.octets),
                      in.unit.length == 1
                          ? tr("1 octet")
                          : tr("%1 octets: a %1-octet sequence").arg(in.unit.length)));
    if (info.inUnicode) {
        h += row(tr("Category"), QStringLiteral("%1 — %2").arg(esc(info.generalCategory),
                                                               esc(info.generalCategoryName)));
        h += row(tr("Script"), esc(info.script));
        h += row(tr("Block"), esc(info.block));
        if (!info.age.empty())
            h += row(tr("Since"), tr("Unicode %1").arg(esc(info.age)));
    }
    h += row(QStringLiteral("UTF-16"), utf16(info.value));
    h += row(tr("Escapes"), escapes(in));
    h += row(tr("Properties"), flags(info));
    // What an invisible or formatting character does where the text is shown: U+202E
    // "reverses the display order of the text that follows, ...".
    if (const QString does = Words::effect(characterEffect(info.value)); !does.isEmpty())
        h += row(tr("What it does"), does.toHtmlEscaped());
    h += QStringLiteral("</table>");
    if (info.value == 0xFEFF) {
        // What its name does not say, and what people who find one want to know.
        h += QStringLiteral("<p>%1</p>")
                 .arg(in.unit.offset == 0
                          ? tr("At the start of a file, EF BB BF is the UTF-8 <b>signature</b> "
                               "(byte order mark): it marks the file as UTF-8 and is not part "
                               "of the text.")
                          : tr("Not at the start of the file: no signature, but a zero width "
                               "no-break space, which is invisible. Often a signature left "
                               "behind by joining files or by a program that added one to each "
                               "piece."));
    }
    return h;
}

// A malformed unit: its kind, the plain sentence of what happened and what to do, the unit and
// its sequence, what a conforming decoder does; the spec detail (rule, where it breaks, what it
// meant) folded away behind a link, as a newcomer needs the sentence and a student the detail.
QString malformedHtml(const Inspection& in, bool showDetail) {
    const ErrorKind kind = *in.unit.error;
    QString h;
    if (in.mojibake) // legacy octets, a surrogate pair, C0 80: what the octets were meant to be
        h += mojibakeHtml(*in.mojibake);
    h += QStringLiteral("<p style='margin:0; font-size:x-large; font-weight:bold; color:#c0392b'>"
                        "%1</p>")
             .arg(Words::kind(kind).toHtmlEscaped());
    const Explanation* ex = in.explanation ? &*in.explanation : nullptr;
    if (ex)
        h += QStringLiteral("<p><b>%1</b></p>").arg(Words::plain(*ex).toHtmlEscaped());
    h += QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    h += row(InspectorPanel::tr("Offset"), paddedOffset(in.unit.offset));
    h += row(InspectorPanel::tr("This unit"),
             InspectorPanel::tr("<code>%1</code> (%2), decoded as one U+FFFD")
                 .arg(octetsText(in.octets), Words::octetCount(in.unit.length)));
    if (ex && ex->sequenceLength > 0) {
        h += row(InspectorPanel::tr("Ill-formed sequence"),
                 InspectorPanel::tr("<code>%1</code> at %2: %3 → %4 × U+FFFD")
                     .arg(octetsText(ex->sequence()), paddedOffset(ex->sequenceOffset),
                          Words::octetCount(ex->sequenceLength))
                     .arg(ex->replacements));
    }
    h +=
        row(InspectorPanel::tr("Kind"), QStringLiteral("<code>%1</code>").arg(esc(toString(kind))));
    h += QStringLiteral("</table>");
    if (!ex)
        return h;
    h += QStringLiteral("<p style='margin-bottom:0'><b>%1</b></p><p style='margin-top:2px'>%2</p>")
             .arg(InspectorPanel::tr("What a conforming decoder does").toHtmlEscaped(),
                  Words::decoderAction(*ex).toHtmlEscaped());
    h += QStringLiteral("<p><a href='#detail'>%1</a></p>")
             .arg(showDetail ? InspectorPanel::tr("▾ Hide the spec detail")
                             : InspectorPanel::tr("▸ Show the spec detail: the rule, where it "
                                                  "breaks, what it meant"));
    if (showDetail)
        h += Words::detailHtml(*ex);
    return h;
}

} // namespace

InspectorPanel::InspectorPanel(QWidget* parent) : Panel(parent), m_browser(new QTextBrowser(this)) {
    setAccessibleName(tr("Inspector"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    m_browser->setOpenLinks(false);
    // The one link of a malformed unit folds and unfolds its spec detail.
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.fragment() == QLatin1String("detail"))
            setDetailShown(!m_showDetail);
    });
    m_browser->setFrameShape(QFrame::NoFrame);
    m_browser->setFont(withColorEmoji(m_browser->font()));
    showMessage(tr("No file"), tr("Open a file (Ctrl+O) or drop one here."));
}

QString InspectorPanel::htmlFor(const Inspection& in, bool showDetail) {
    QString body = in.unit.valid() && in.info ? characterHtml(in) : malformedHtml(in, showDetail);
    body += QStringLiteral("<p style='color:%1'>%2</p>")
                .arg(muted(), tr("Profile: %1").arg(Words::profile(in.profile)).toHtmlEscaped());
    return body;
}

void InspectorPanel::showInspection(const Inspection& inspection) {
    m_inspection = inspection;
    m_browser->setHtml(htmlFor(inspection, m_showDetail));
}

void InspectorPanel::setDetailShown(bool shown) {
    m_showDetail = shown;
    if (m_inspection) {
        const int scroll = m_browser->verticalScrollBar()->value();
        m_browser->setHtml(htmlFor(*m_inspection, m_showDetail));
        m_browser->verticalScrollBar()->setValue(scroll);
    }
}

void InspectorPanel::showMessage(const QString& title, const QString& text) {
    m_inspection.reset();
    m_browser->setHtml(
        QStringLiteral("<p style='font-size:large; font-weight:bold'>%1</p><p>%2</p>")
            .arg(title.toHtmlEscaped(), text.toHtmlEscaped()));
}

void InspectorPanel::resizeEvent(QResizeEvent* event) {
    Panel::resizeEvent(event);
    // Lines of about 90 characters at most: a wide window gives the panel room, not the
    // explanations lines too long to follow.
    const int measure = fontMetrics().averageCharWidth() * 90;
    if (m_browser->viewport()->width() > measure) {
        m_browser->setLineWrapMode(QTextEdit::FixedPixelWidth);
        m_browser->setLineWrapColumnOrWidth(measure);
    } else {
        m_browser->setLineWrapMode(QTextEdit::WidgetWidth);
    }
}

QString InspectorPanel::text() const {
    return m_browser->toPlainText();
}

} // namespace u8scope::ui
