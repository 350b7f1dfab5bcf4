#include "mojibake/mojibakerows.h"

#include "theme/format.h"
#include "u8scope/text/display.h"
#include "u8scope/text/hex.h"
#include "words/words.h"

#include <QCoreApplication>
#include <array>

namespace u8scope::ui {

namespace {

// Called from MojibakeRows's members, which lupdate files under the class's full name.
QString tr(const char* text) {
    return QCoreApplication::translate("u8scope::ui::MojibakeRows", text);
}

QString fromStd(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// Text for a list cell: characters that would not show (controls, spaces other than U+0020,
// format characters) as their label or code point in angle brackets (core's display.h says
// which), so that nothing in the list is blank or moves the text around.
QString visible(const std::string& s) {
    QString out;
    for (const char32_t c :
         QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())).toUcs4()) {
        const DisplayForm form = displayForm(c);
        if (form.kind == DisplayKind::Glyph || form.kind == DisplayKind::Combining) {
            out += QString::fromUcs4(&c, 1);
        } else {
            out += QLatin1Char('<') +
                   (form.label.empty() ? QStringLiteral("U+%1")
                                             .arg(static_cast<uint>(c), 4, 16, QLatin1Char('0'))
                                             .toUpper()
                                       : fromStd(form.label)) +
                   QLatin1Char('>');
        }
    }
    return out;
}

} // namespace

MojibakeRows::MojibakeRows(const std::shared_ptr<const MojibakeReport>& report,
                           std::optional<MojibakeKind> kind)
    : FindingRows(report,
                  report ? std::span<const MojibakeFinding>(report->findings)
                         : std::span<const MojibakeFinding>(),
                  [kind](const MojibakeFinding& f) { return !kind || f.kind == *kind; }) {}

QString MojibakeRows::text(std::size_t row, Column column) const {
    const MojibakeFinding& f = finding(row);
    switch (column) {
    case Offset:
        return hexOffset(f.offset);
    case Kind:
        return fromStd(toString(f.kind));
    case Chain:
        return Words::chain(f);
    case Text:
        // Octets that are not UTF-8 (legacy octets, surrogates, C0 80) as hex.
        if (f.kind == MojibakeKind::LegacyOctets || f.kind == MojibakeKind::SurrogatePair ||
            f.kind == MojibakeKind::ModifiedNul)
            return fromStd(formatOctets(
                octetsOf(f.text)));
        // The whole word, as people read it: "HÃ©lÃ¨ne", not its damaged octets alone.
        return visible(f.before + f.text + f.after);
    case Repaired:
        return visible(f.before + f.repaired + f.after);
    case ColumnCount:
        break;
    }
    return {};
}

QString MojibakeRows::header(Column column) {
    static constexpr std::array<const char*, ColumnCount> kHeaders = {
        QT_TRANSLATE_NOOP("u8scope::ui::MojibakeRows", "Offset"),
        QT_TRANSLATE_NOOP("u8scope::ui::MojibakeRows", "Kind"),
        QT_TRANSLATE_NOOP("u8scope::ui::MojibakeRows", "Chain"),
        QT_TRANSLATE_NOOP("u8scope::ui::MojibakeRows", "As found"),
        QT_TRANSLATE_NOOP("u8scope::ui::MojibakeRows", "Repaired"),
    };
    return column < ColumnCount ? tr(kHeaders[column]) : QString();
}

QVariant MojibakeRows::toolTip(std::size_t row, Column) const {
    return QCoreApplication::translate("MojibakeRows", "%1 → %2, confidence %3")
        .arg(text(row, Text), text(row, Repaired))
        .arg(finding(row).confidence, 0, 'f', 2);
}

} // namespace u8scope::ui
