#include "words/words.h"

#include "theme/format.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/codec/explaintext.h"
#include "u8scope/mojibake/mojibaketext.h"
#include "u8scope/text/charinfo.h"
#include "u8scope/text/display.h"
#include "u8scope/text/hex.h"
#include "u8scope/text/hiddentext.h"

#include <QLocale>
#include <QStringList>

namespace u8scope::ui {

namespace {

QString hex2(std::uint8_t b) {
    return hexDigits(b, 2);
}

QString octets(std::span<const std::uint8_t> o) {
    return fromUtf8(formatOctets(o));
}

QString codePoint(std::uint64_t v) {
    return fromUtf8(formatCodePoint(v));
}

QString esc(const QString& s) {
    return s.toHtmlEscaped();
}

QString row(const QString& label, const QString& valueHtml) {
    return QStringLiteral("<tr><td style='padding-right:10px; vertical-align:top'><i>%1</i></td>"
                          "<td>%2</td></tr>")
        .arg(esc(label), valueHtml);
}

// "U+002F (/)", or "U+0000 NULL" for what does not show alone.
QString codePointAndCharacter(std::uint64_t v) {
    const QString shown = Words::character(v);
    return shown.startsWith(QLatin1String("U+"))
               ? shown
               : QStringLiteral("%1 (%2)").arg(codePoint(v), shown);
}

QString hexOf(const std::string& s) {
    return fromUtf8(formatOctets(s));
}

std::vector<std::uint64_t> charactersOf(const std::string& s) {
    std::vector<std::uint64_t> out;
    for (const char32_t c : fromUtf8(s).toUcs4())
        out.push_back(c);
    return out;
}

// A character in a sentence: itself in quotes when it shows on its own, else its code point and
// name (core's rule, mojibaketext.cpp).
bool showsAlone(std::uint64_t cp) {
    return displayForm(cp).kind == DisplayKind::Glyph && cp != ' ';
}

QString quoted(std::uint64_t cp) {
    if (showsAlone(cp)) {
        const auto c = static_cast<char32_t>(cp);
        return Words::tr("\"%1\"").arg(QString::fromUcs4(&c, 1));
    }
    return QStringLiteral("%1 %2").arg(codePoint(cp), fromUtf8(charInfo(cp).name));
}

// "a and b", "a, b and c".
QString joined(const QStringList& items) {
    QString out;
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (i > 0)
            out += i + 1 == items.size() ? Words::tr(" and ") : QStringLiteral(", ");
        out += items[i];
    }
    return out;
}

// "“Ã” and “©”", "“Ã”, “ƒ”, “Â” and “©”".
QString listOf(const std::vector<std::uint64_t>& cps) {
    QStringList items;
    for (const std::uint64_t cp : cps)
        items << quoted(cp);
    return joined(items);
}

// The text as one quoted string when every character shows, else character by character.
QString textOf(const std::string& s) {
    const auto cps = charactersOf(s);
    for (const std::uint64_t cp : cps) {
        if (!showsAlone(cp))
            return listOf(cps);
    }
    return Words::tr("\"%1\"").arg(fromUtf8(s));
}

// Only for the plain sentence: the text as it shows, with what would not show (a no-break
// space, a control) as its label in angle brackets: "10<NBSP>km" (core's rule).
QString shown(const std::string& s) {
    QString out;
    for (const std::uint64_t cp : charactersOf(s)) {
        const DisplayForm form = displayForm(cp);
        if (form.kind == DisplayKind::Glyph || form.kind == DisplayKind::Combining) {
            const auto c = static_cast<char32_t>(cp);
            out += QString::fromUcs4(&c, 1);
        } else {
            out += QStringLiteral("<%1>").arg(form.label.empty() ? codePoint(cp)
                                                                 : fromUtf8(form.label));
        }
    }
    return out;
}

// The span in its word, quoted: "cafÃ©".
QString inContext(const MojibakeFinding& f, const std::string& middle) {
    return Words::tr("\"%1\"").arg(fromUtf8(f.before) + shown(middle) + fromUtf8(f.after));
}

// ", twice", ", three times", ", 5 times" after a round said once.
QString timesOver(int rounds) {
    if (rounds == 2)
        return Words::tr(", twice");
    if (rounds == 3)
        return Words::tr(", three times");
    if (rounds > 3)
        return Words::tr(", %1 times").arg(rounds);
    return {};
}

// "%1 should read %2: UTF-8 read as windows-1252 and saved again as UTF-8, twice, then read as
// windows-1251 and saved again" (core's words).
QString savedAgain(const MojibakeFinding& f) {
    auto links = chainLinks(f);
    if (links.empty())
        links.push_back({f.codec, 1});
    QString s = (f.cesu8 ? Words::tr("%1 should read %2: CESU-8 read as %3 and saved again as "
                                     "UTF-8")
                         : Words::tr("%1 should read %2: UTF-8 read as %3 and saved again as "
                                     "UTF-8"))
                    .arg(inContext(f, f.text), inContext(f, f.repaired),
                         fromUtf8(links.front().codec.displayName())) +
                timesOver(links.front().rounds);
    for (std::size_t i = 1; i < links.size(); ++i) {
        s += Words::tr(", then read as %1 and saved again")
                 .arg(fromUtf8(links[i].codec.displayName())) +
             timesOver(links[i].rounds);
    }
    return s;
}

} // namespace

QString Words::mojibakePlain(const MojibakeFinding& f) {
    const QString codec = fromUtf8(f.codec.displayName());
    switch (f.kind) {
    case MojibakeKind::Reencoded:
    case MojibakeKind::LostNoBreakSpace:
        return savedAgain(f) + (f.kind == MojibakeKind::LostNoBreakSpace
                                    ? tr(", and a no-break space turned into a space.")
                                    : QStringLiteral("."));
    case MojibakeKind::LostOctet:
        return savedAgain(f) +
               tr(", with %1 lost on the way.")
                   .arg(f.lost == 1 ? tr("a character") : tr("%1 characters").arg(f.lost));
    case MojibakeKind::SurrogatePair: {
        const std::uint64_t cp = charactersOf(f.repaired).front();
        return tr("%1 is %2 %3 written as a UTF-16 surrogate pair, each half a 3-octet sequence "
                  "(CESU-8, or Java's modified UTF-8).")
            .arg(hexOf(f.text), codePoint(cp), fromUtf8(charInfo(cp).name));
    }
    case MojibakeKind::ModifiedNul:
        return tr("C0 80 is U+0000 NULL as Java's modified UTF-8 writes it, so that strings hold "
                  "no zero octet.");
    case MojibakeKind::LegacyOctets:
        return (f.text.size() == 1 ? tr("%1 is not UTF-8 here; in %2 it is %3.")
                                   : tr("%1 are not UTF-8 here; in %2 they are %3."))
            .arg(hexOf(f.text), codec, textOf(f.repaired));
    case MojibakeKind::ReadAsEastAsian:
        if (f.lost == 0)
            return tr("%1 should read %2: UTF-8 read as %3 and saved again as UTF-8.")
                .arg(inContext(f, f.text), inContext(f, f.repaired), fromUtf8(f.eastAsian));
        return tr("%1 should read %2: UTF-8 read as %3 and saved again as UTF-8, with %4 lost on "
                  "the way.")
            .arg(inContext(f, f.text), inContext(f, f.repaired), fromUtf8(f.eastAsian),
                 f.lost == 1 ? tr("a character") : tr("%1 characters").arg(f.lost));
    case MojibakeKind::ReplacementsAsEastAsian:
        return tr("%1 is replacement characters (U+FFFD) read as %2 and saved again as UTF-8: "
                  "what they replaced was lost before.")
            .arg(inContext(f, f.text), fromUtf8(f.eastAsian));
    case MojibakeKind::EastAsianAsWestern:
        return tr("%1 should read %2: text in %3 read as %4 and saved as UTF-8.")
            .arg(inContext(f, f.text), inContext(f, f.repaired), fromUtf8(f.eastAsian), codec);
    case MojibakeKind::C1Control: {
        const auto cps = charactersOf(f.text);
        return (cps.size() == 1 ? tr("%1 is the C1 control %2, which no text uses; in %3 its "
                                     "octet is %4.")
                                : tr("%1 are the C1 controls %2, which no text uses; in %3 "
                                     "their octets are %4."))
            .arg(hexOf(f.text), listOf(cps), codec, textOf(f.repaired));
    }
    }
    return fromUtf8(mojibakeText(f).plain);
}

QString Words::chain(const MojibakeFinding& f) {
    switch (f.kind) {
    case MojibakeKind::SurrogatePair:
        return QStringLiteral("CESU-8");
    case MojibakeKind::ModifiedNul:
        return tr("Java modified UTF-8");
    case MojibakeKind::LegacyOctets:
    case MojibakeKind::C1Control:
        return fromUtf8(f.codec.name());
    case MojibakeKind::EastAsianAsWestern:
        return tr("%1 as %2").arg(fromUtf8(f.eastAsian), fromUtf8(f.codec.name()));
    case MojibakeKind::ReadAsEastAsian:
    case MojibakeKind::ReplacementsAsEastAsian:
        return fromUtf8(f.eastAsian);
    default:
        break;
    }
    // Each codec in the order of the damage, with its rounds (core's chainName).
    const auto links = chainLinks(f);
    if (links.empty())
        return fromUtf8(f.codec.name());
    QString name;
    for (std::size_t i = 0; i < links.size(); ++i) {
        QString link = fromUtf8(links[i].codec.name());
        if (f.latin1Mix && links[i].codec.id() == CodecId::Windows1252)
            link = tr("%1 and ISO-8859-1 mixed").arg(link);
        if (links[i].rounds > 1)
            link = tr("%1, %2 rounds").arg(link).arg(links[i].rounds);
        name = i == 0                    ? link
               : links[i - 1].rounds > 1 ? tr("%1, then %2").arg(name, link)
                                         : tr("%1 then %2").arg(name, link);
    }
    return f.cesu8 ? tr("CESU-8 then %1").arg(name) : name;
}

QString Words::mojibakeHow(const MojibakeFinding& f) {
    const QString codec = fromUtf8(f.codec.displayName());
    switch (f.kind) {
    case MojibakeKind::SurrogatePair: {
        const std::uint64_t cp = charactersOf(f.repaired).front();
        const std::uint64_t high = 0xD800 + ((cp - 0x10000) >> 10);
        const std::uint64_t low = 0xDC00 + ((cp - 0x10000) & 0x3FF);
        return tr("%1 would be %2 and %3 %4, the two halves UTF-16 uses for %5; UTF-8 forbids "
                  "encoding surrogates (RFC 3629 §3) and writes %5 as %6.")
            .arg(hexOf(f.text.substr(0, 3)), codePoint(high), hexOf(f.text.substr(3, 3)),
                 codePoint(low), codePoint(cp), hexOf(f.repaired));
    }
    case MojibakeKind::ModifiedNul:
        return tr("It is an overlong form, which RFC 3629 §3 forbids; UTF-8 writes U+0000 as the "
                  "single octet 00.");
    case MojibakeKind::LegacyOctets: {
        QString how = tr("Text in %1 was put into UTF-8 text as it was. UTF-8 writes %2 as %3.")
                          .arg(codec, textOf(f.repaired), hexOf(f.repaired));
        if (const auto chance = chanceSequences(f); !chance.empty()) {
            QStringList items;
            for (const std::string& c : chance)
                items << fromUtf8(c);
            how += ' ' + tr("%1 happen to form UTF-8, but not with the octets around them.")
                             .arg(joined(items));
        }
        return how;
    }
    case MojibakeKind::C1Control:
        return tr("Text in %1 was read as ISO 8859-1, which has control characters at 80-9F, and "
                  "saved as UTF-8. UTF-8 writes %2 as %3.")
            .arg(codec, textOf(f.repaired), hexOf(f.repaired));
    case MojibakeKind::ReadAsEastAsian: {
        QString how = tr("%1 writes %2 as octets that are UTF-8 for %3.")
                          .arg(fromUtf8(f.eastAsian), textOf(f.text), textOf(f.repaired));
        if (f.lost > 0)
            how += ' ' + tr("Where %1 could not read an octet it wrote U+FFFD or \"?\": the "
                            "character that octet was part of is gone, U+FFFD here.")
                             .arg(fromUtf8(f.eastAsian));
        return how;
    }
    case MojibakeKind::ReplacementsAsEastAsian:
        return tr("UTF-8 writes U+FFFD as EF BF BD; %1 reads those octets as %2. The original is "
                  "gone: each replacement character stays one.")
            .arg(fromUtf8(f.eastAsian), textOf(f.text));
    case MojibakeKind::EastAsianAsWestern:
        return tr("%1 writes %2 as %3; %4 reads those octets as %5, which UTF-8 writes as %6.")
            .arg(fromUtf8(f.eastAsian), textOf(f.repaired), fromUtf8(storedOctets(f)), codec,
                 textOf(f.text), hexOf(f.text));
    default:
        break;
    }
    return fromUtf8(mojibakeText(f).detail());
}

QString Words::kind(ErrorKind k) {
    return QCoreApplication::translate(kSentenceContext, title(k).data());
}

QString Words::octetClass(OctetClass c) {
    return QCoreApplication::translate(kSentenceContext, describe(c).data());
}

QString Words::octetClassBrief(OctetClass c) {
    switch (c) {
    case OctetClass::Lead1:
        return tr("ASCII");
    case OctetClass::Lead2:
        return tr("first of 2");
    case OctetClass::Lead3:
        return tr("first of 3");
    case OctetClass::Lead4:
        return tr("first of 4");
    case OctetClass::Lead5:
        return tr("first of 5");
    case OctetClass::Lead6:
        return tr("first of 6");
    case OctetClass::Continuation:
        return tr("continuing");
    case OctetClass::Malformed:
        return tr("malformed");
    case OctetClass::NeverValid:
        return tr("never in UTF-8");
    }
    return octetClass(c);
}

QString Words::profile(Profile p) {
    return QCoreApplication::translate(kSentenceContext, displayName(p).data());
}

QString Words::effect(CharacterEffect e) {
    if (e == CharacterEffect::None)
        return {};
    return QCoreApplication::translate(kSentenceContext, describe(e).data());
}

QString Words::hiddenClass(HiddenClass c) {
    return QCoreApplication::translate(kSentenceContext, title(c).data());
}

QString Words::hiddenSentence(const HiddenFinding& f) {
    return sentence(hiddenSentenceOf(f));
}

QString Words::encodeError(EncodeError error, std::uint64_t value, Profile profile) {
    const QString cp = codePoint(value);
    if (error == EncodeError::Surrogate) {
        return tr("%1 is a UTF-16 surrogate (U+D800..U+DFFF), not a character; UTF-8 cannot "
                  "encode it (RFC 3629 §3)")
            .arg(cp);
    }
    if (profile == Profile::Rfc3629) {
        return tr("%1 is beyond U+10FFFF, the last code point; RFC 3629 §3 limits UTF-8 to "
                  "U+0000..U+10FFFF (the legacy profile iso10646-1993 reaches 7FFFFFFF)")
            .arg(cp);
    }
    return tr("%1 is beyond 7FFFFFFF, the largest value of the 31-bit UCS-4 code space "
              "(ISO/IEC 10646-1 Annex R)")
        .arg(cp);
}

QString Words::fillOctet(const RegionTally& fills) {
    return fills.fill ? tr("octet %1").arg(hex2(*fills.fill)) : tr("one octet 80-FF");
}

QString Words::octetCount(std::uint64_t n) {
    return n == 1 ? tr("1 octet") : tr("%1 octets").arg(number(n));
}

QString Words::kindCount(ErrorKind k, std::uint64_t n) {
    const bool one = n == 1;
    QString s;
    switch (k) {
    case ErrorKind::Overlong:
        s = one ? tr("1 overlong form") : tr("%1 overlong forms");
        break;
    case ErrorKind::Surrogate:
        s = one ? tr("1 encoded surrogate") : tr("%1 encoded surrogates");
        break;
    case ErrorKind::OutOfRange:
        s = one ? tr("1 value beyond U+10FFFF") : tr("%1 values beyond U+10FFFF");
        break;
    case ErrorKind::Truncated:
        s = one ? tr("1 truncated sequence") : tr("%1 truncated sequences");
        break;
    case ErrorKind::UnexpectedContinuation:
        s = one ? tr("1 unexpected continuing octet") : tr("%1 unexpected continuing octets");
        break;
    case ErrorKind::InvalidOctet:
        s = one ? tr("1 octet never used in UTF-8") : tr("%1 octets never used in UTF-8");
        break;
    }
    return one ? s : s.arg(number(n));
}

QString Words::character(std::uint64_t value) {
    // Core decides what shows by itself; only the name's words stay as Unicode has them.
    return fromUtf8(characterForSentence(value));
}

QString Words::bitsHtml(std::uint8_t octet, int bit) {
    QString s = QStringLiteral("<code>");
    for (int b = 7; b >= 0; --b) {
        const QChar digit = (octet >> b) & 1 ? QLatin1Char('1') : QLatin1Char('0');
        if (b == bit)
            s += QStringLiteral("<u><b>%1</b></u>").arg(digit);
        else
            s += digit;
    }
    return s + QStringLiteral("</code>");
}

QString Words::expected(const std::vector<OctetRange>& ranges) {
    QStringList parts;
    for (const OctetRange& r : ranges) {
        QStringList patterns;
        for (const std::string& p : bitPatterns(r))
            patterns << fromUtf8(p);
        parts << tr("%1 (%2)").arg(fromUtf8(formatRange(r)), patterns.join(tr(" or ")));
    }
    return parts.join(QStringLiteral(", "));
}

QString Words::sentence(const Sentence& sentence) {
    using Form = SentenceArg::Form;
    std::vector<std::string> values;
    values.reserve(sentence.args.size());
    for (const SentenceArg& a : sentence.args) {
        QString v;
        switch (a.form) {
        case Form::Octets:
            v = octets(a.octets);
            break;
        case Form::Offset:
            v = offsetText(a.value);
            break;
        case Form::Number:
            v = number(a.value);
            break;
        case Form::HexValue:
            v = hexDigits(a.value);
            break;
        case Form::CodePointAlone:
            v = codePoint(a.value);
            break;
        case Form::CodePointAndCharacter:
            v = codePointAndCharacter(a.value);
            break;
        case Form::Character:
            v = character(a.value);
            break;
        case Form::Text:
            v = fromUtf8(a.text);
            break;
        case Form::Effect:
            v = effect(static_cast<CharacterEffect>(a.value));
            break;
        }
        values.push_back(v.toStdString());
    }
    const QString text = QCoreApplication::translate(kSentenceContext, sentence.text);
    return fromUtf8(fillSentence(text.toStdString(), values));
}

QString Words::plain(const Explanation& e) {
    QString s = sentence(plainSentence(e));
    // The window has the profile a key away.
    if (e.likely == Likely::OriginalUtf8)
        s += QLatin1Char(' ') + tr("Ctrl+2 switches to that profile.");
    return s;
}

QString Words::decoderAction(const Explanation& e) {
    QStringList sentences;
    for (const Sentence& s : decoderActionSentences(e))
        sentences << sentence(s);
    return sentences.join(QLatin1Char(' '));
}

QString Words::detailHtml(const Explanation& e) {
    QString h = QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    // The rule, as its source states it.
    const bool rfc = e.profile == Profile::Rfc3629;
    QString rule = rfc ? tr("RFC 3629 §4 (§3 for what never occurs)")
                       : tr("ISO/IEC 10646-1:1993 Annex R, shortest forms only");
    if (!e.abnf.empty())
        rule += QStringLiteral("<br><code>%1</code>").arg(esc(fromUtf8(e.abnf)));
    h += row(tr("Rule"), rule);

    // Where it breaks, bit by bit.
    const RuleBreak& rb = e.ruleBreak;
    const std::uint64_t at = e.sequenceOffset + rb.index;
    if (rb.missing) {
        h +=
            row(tr("Breaks at"),
                e.inputEnds
                    ? tr("the end of the input, after %1 of the sequence").arg(octetCount(rb.index))
                    : tr("the end of the octets seen, after %1").arg(octetCount(rb.index)));
    } else {
        h += row(tr("Breaks at"),
                 tr("octet %1 of the sequence, %2 at %3: %4, bit %5 is wrong")
                     .arg(rb.index + 1)
                     .arg(hex2(rb.found), offsetText(at), bitsHtml(rb.found, rb.bit))
                     .arg(rb.bit));
    }
    h += row(tr("Expected there"), rb.index == 0
                                       ? tr("a first octet: %1").arg(esc(expected(rb.expected)))
                                       : esc(expected(rb.expected)));

    // What the octets meant, or could have meant.
    if (e.intendedValue) {
        QString meant = esc(QStringLiteral("%1 %2").arg(codePoint(*e.intendedValue),
                                                        fromUtf8(charInfo(*e.intendedValue).name)));
        if (e.shortestForm && e.shortestForm->length != e.announcedLength)
            meant += esc(tr(", whose shortest form is %1").arg(octets(e.shortestForm->bytes())));
        h += row(tr("Would have been"), meant);
    }
    if (e.possibleValues)
        h += row(tr("Could have been"), esc(tr("a value in %1..%2")
                                                .arg(codePoint(e.possibleValues->first),
                                                     codePoint(e.possibleValues->last))));
    else if (e.reach && !e.intendedValue && e.kind == ErrorKind::OutOfRange)
        h += row(tr("Could only begin"),
                 esc(tr("values from %1 up, beyond U+10FFFF").arg(hexDigits(e.reach->first))));
    if (e.pair && e.pair->low)
        h += row(
            tr("Surrogate pair"),
            esc(tr("with the low surrogate %1 after it: %2, in UTF-8 %3")
                    .arg(octets(std::span(e.pair->low->octets).first(e.pair->low->length)),
                         codePointAndCharacter(e.pair->character), octets(e.pair->utf8.bytes()))));
    switch (e.before) {
    case Before::InputStart:
        h += row(tr("Before it"), esc(tr("nothing: it is the first octet of the input")));
        break;
    case Before::Ascii:
        h += row(tr("Before it"), esc(tr("%1, a 1-octet character").arg(hex2(e.beforeOctet))));
        break;
    case Before::CompleteSequence:
        h += row(tr("Before it"),
                 esc(tr("%1 (%2), already complete")
                         .arg(octets(std::span(e.previous->octets).first(e.previous->length)),
                              codePoint(e.previous->value))));
        break;
    case Before::AnotherContinuation:
        h += row(tr("Before it"), esc(tr("another continuing octet without a first octet")));
        break;
    case Before::Unknown:
        break;
    }
    if (e.legacy)
        h += row(tr("Legacy reading"),
                 esc(tr("in %1, %2 is %3")
                         .arg(fromUtf8(e.legacy->codec.name()), hex2(e.legacy->octet),
                              codePointAndCharacter(e.legacy->character))));
    return h + QStringLiteral("</table>");
}

QString Words::fileSummary(const FileSummary& s, std::uint64_t mojibake) {
    if (!s.regions.empty()) {
        // The regions name the fills; binary data still says how much of it they are.
        FileSummary alone = s;
        alone.regions.clear();
        if (alone.kind != FileKind::Binary)
            alone.fills.reset();
        return fileSummary(alone, mojibake) + QLatin1Char(' ') + regions(s.regions);
    }
    if (s.fills && s.kind == FileKind::Binary && s.fills->octets * 2 >= s.octets) {
        if (s.fills->octets == s.octets) {
            return tr("A fill of %1, %2, as erased flash or padding holds: there is no text in "
                      "it. Read it as data, not as text.")
                .arg(fillOctet(*s.fills), octetCount(s.octets));
        }
        return tr("Mostly a fill of %1: %2 of its %3 octets, as erased flash or padding holds. "
                  "The rest is what its regions say.")
            .arg(fillOctet(*s.fills), number(s.fills->octets), number(s.octets));
    }
    if (s.fills && s.kind != FileKind::Binary) {
        FileSummary alone = s;
        alone.fills.reset();
        const QString fills =
            s.fills->count == 1
                ? tr("a fill of %1").arg(fillOctet(*s.fills))
                : tr("%1 fills of %2").arg(number(s.fills->count), fillOctet(*s.fills));
        return fileSummary(alone, mojibake) + QLatin1Char(' ') +
               tr("It holds %1 (%2, as erased flash or padding holds): binary data, not text.")
                   .arg(fills, octetCount(s.fills->octets));
    }
    // Valid UTF-8 or nearly: well-formed, yet text may have gone through the wrong encoding.
    if (mojibake > 0 && s.kind == FileKind::Utf8) {
        return mojibake == 1 ? tr("Valid UTF-8, but 1 place looks like mojibake: text that went "
                                  "through the wrong encoding. The Mojibake panel lists it.")
                             : tr("Valid UTF-8, but %1 places look like mojibake: text that went "
                                  "through the wrong encoding. The Mojibake panel lists them.")
                                   .arg(number(mojibake));
    }
    if (mojibake > 0 && s.kind == FileKind::Utf8WithErrors) {
        return fileSummary(s) + QLatin1Char(' ') +
               (mojibake == 1 ? tr("The Mojibake panel reads 1 place as text that went "
                                   "through the wrong encoding.")
                              : tr("The Mojibake panel reads %1 places as text that went "
                                   "through the wrong encoding.")
                                    .arg(number(mojibake)));
    }
    switch (s.kind) {
    case FileKind::Empty:
        return tr("An empty file: there is nothing to check.");
    case FileKind::Ascii:
        return tr("Valid UTF-8, all of it ASCII: nothing to do.");
    case FileKind::Utf8:
        return s.signature ? tr("Valid UTF-8 that starts with the signature EF BB BF, which some "
                                "programs show as ï»¿: remove it if they do; otherwise nothing "
                                "to do.")
                           : tr("Valid UTF-8: nothing to do.");
    case FileKind::Utf8WithErrors: {
        const QString next =
            tr(": F3 goes to each, and the inspector says what happened and what to do.");
        // Many kinds made a paragraph that took the list's rows in a short dock; the filter
        // beside the list names each kind with its count.
        if (s.kinds.size() > 2)
            return tr("UTF-8 with %1 errors of %2 kinds")
                       .arg(number(s.errors))
                       .arg(s.kinds.size()) +
                   next;
        QStringList kinds;
        for (const auto& [k, count] : s.kinds)
            kinds << kindCount(k, count);
        return (s.errors == 1
                    ? tr("UTF-8 with 1 error (%1)")
                    : tr("UTF-8 with %1 errors (%2)").arg(number(s.errors), QStringLiteral("%1")))
                   .arg(kinds.join(QStringLiteral(", "))) +
               next;
    }
    case FileKind::Legacy:
        return s.encoding ? tr("Not UTF-8: probably %1, a legacy encoding. Convert it to UTF-8 "
                               "(for example iconv -f %1 -t UTF-8).")
                                .arg(QString::fromStdString(*s.encoding))
                          : tr("Not UTF-8: probably text in an 8-bit legacy encoding such as "
                               "windows-1252. Find out which, and convert it to UTF-8.");
    case FileKind::Utf16:
        return s.littleEndian ? tr("Not UTF-8 but UTF-16 (little-endian). Convert it to UTF-8.")
                              : tr("Not UTF-8 but UTF-16 (big-endian). Convert it to UTF-8.");
    case FileKind::Binary:
        break;
    }
    // Binary data by its fills rather than by its controls: they are the reason.
    if (const auto percent = fillPercentAsReason(s)) {
        return (s.fills->count == 1
                    ? tr("Binary data with some text (%1% of the bytes are a fill of %2, as erased "
                         "flash or padding holds): read it as data, not as text.")
                    : tr("Binary data with some text (%1% of the bytes are fills of %2, as erased "
                         "flash or padding holds): read it as data, not as text."))
            .arg(number(*percent), fillOctet(*s.fills));
    }
    return tr("Binary data with some text (%1% of the bytes are NUL or controls that text does "
              "not hold): read it as data, not as text.")
        .arg((s.controlPerMille + 5) / 10);
}

QString Words::regionTally(const RegionTally& t) {
    const bool one = t.count == 1;
    QString s;
    switch (t.kind) {
    case RegionKind::Binary:
        if (t.fill) {
            return one ? tr("1 fill of %1").arg(fillOctet(t))
                       : tr("%1 fills of %2").arg(number(t.count), fillOctet(t));
        }
        s = one ? tr("1 block of binary data") : tr("%1 blocks of binary data");
        break;
    case RegionKind::Nul:
        s = one ? tr("1 run of NUL octets") : tr("%1 runs of NUL octets");
        break;
    case RegionKind::Mixed:
        s = one ? tr("1 stretch of mixed data") : tr("%1 stretches of mixed data");
        break;
    case RegionKind::Legacy:
        if (t.encoding.empty()) {
            s = one ? tr("1 region in a legacy encoding") : tr("%1 regions in a legacy encoding");
            break;
        }
        return one ? tr("1 region in %1").arg(QString::fromStdString(t.encoding))
                   : tr("%1 regions in %2")
                         .arg(number(t.count), QString::fromStdString(t.encoding));
    case RegionKind::Utf16:
        s = one ? tr("1 region of UTF-16") : tr("%1 regions of UTF-16");
        break;
    case RegionKind::Malformed:
        s = one ? tr("1 cluster of malformed sequences") : tr("%1 clusters of malformed sequences");
        break;
    case RegionKind::Mojibake:
        s = one ? tr("1 region of mojibake") : tr("%1 regions of mojibake");
        break;
    case RegionKind::Utf8:
        s = one ? tr("1 region of UTF-8 text") : tr("%1 regions of UTF-8 text");
        break;
    case RegionKind::Ascii:
        s = one ? tr("1 region of ASCII text") : tr("%1 regions of ASCII text");
        break;
    }
    return one ? s : s.arg(number(t.count));
}

QString Words::regions(const std::vector<RegionTally>& regions) {
    if (regions.empty())
        return {};
    QStringList parts;
    for (const RegionTally& t : regions)
        parts << regionTally(t);
    return tr("Regions: %1.").arg(parts.join(QStringLiteral(", ")));
}

QString Words::regionKind(RegionKind kind) {
    switch (kind) {
    case RegionKind::Nul:
        return tr("NUL octets");
    case RegionKind::Utf16:
        return tr("UTF-16 text");
    case RegionKind::Binary:
        return tr("binary data");
    case RegionKind::Legacy:
        return tr("text in a legacy encoding");
    case RegionKind::Malformed:
        return tr("a cluster of malformed sequences");
    case RegionKind::Utf8:
        return tr("UTF-8 text");
    case RegionKind::Ascii:
        return tr("ASCII text");
    case RegionKind::Mojibake:
        return tr("mojibake");
    case RegionKind::Mixed:
        return tr("mixed data: text, controls and NUL close together");
    }
    return {};
}

QString Words::region(const Region& r) {
    QString what = regionKind(r.kind);
    if (r.kind == RegionKind::Legacy && r.encoding)
        what = tr("text in %1").arg(QString::fromStdString(r.encoding->name));
    if (r.kind == RegionKind::Binary && r.fill)
        what = tr("a fill of %1").arg(tr("octet %1").arg(hex2(*r.fill)));
    if (r.kind == RegionKind::Utf8 && !r.scripts.empty()) {
        QStringList scripts;
        for (std::size_t i = 0; i < r.scripts.size() && i < 3; ++i)
            scripts << fromUtf8(scriptName(r.scripts[i].script));
        what = tr("UTF-8 text in %1").arg(scripts.join(QStringLiteral(", ")));
    }
    // The size in short: the exact count of octets makes a status field too long.
    const QString size = r.length < 1024
                             ? octetCount(r.length)
                             : QLocale().formattedDataSize(static_cast<qint64>(r.length));
    return tr("%1, %2").arg(what, size);
}

} // namespace u8scope::ui
