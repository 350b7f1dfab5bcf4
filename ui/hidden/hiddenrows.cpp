#include "hidden/hiddenrows.h"

#include "theme/format.h"
#include "u8scope/text/charinfo.h"
#include "u8scope/text/hex.h"
#include "words/words.h"

#include <QCoreApplication>
#include <array>

namespace u8scope::ui {

namespace {

// Called from HiddenRows's members, which lupdate files under the class's full name.
QString tr(const char* text) {
    return QCoreApplication::translate("u8scope::ui::HiddenRows", text);
}

QString fromStd(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

HiddenRows::HiddenRows(const std::shared_ptr<const HiddenIndex>& index,
                       std::optional<HiddenClass> cls)
    : FindingRows(index, index ? index->findings() : std::span<const HiddenFinding>(),
                  [cls](const HiddenFinding& f) { return !cls || f.cls == *cls; }) {}

QString HiddenRows::text(std::size_t row, Column column) const {
    const HiddenFinding& f = finding(row);
    switch (column) {
    case Offset:
        return hexOffset(f.offset);
    case Place:
        return QStringLiteral("%1:%2").arg(number(f.line), number(f.column));
    case Class:
        return fromStd(toString(f.cls));
    case CodePoint:
        return fromStd(formatCodePoint(f.codePoint));
    case Name:
        return fromStd(charInfo(f.codePoint).name);
    case Why:
        return Words::hiddenSentence(f);
    case ColumnCount:
        break;
    }
    return {};
}

QString HiddenRows::header(Column column) {
    static constexpr std::array<const char*, ColumnCount> kHeaders = {
        QT_TRANSLATE_NOOP("u8scope::ui::HiddenRows", "Offset"),
        QT_TRANSLATE_NOOP("u8scope::ui::HiddenRows", "Line:Column"),
        QT_TRANSLATE_NOOP("u8scope::ui::HiddenRows", "Class"),
        QT_TRANSLATE_NOOP("u8scope::ui::HiddenRows", "Code point"),
        QT_TRANSLATE_NOOP("u8scope::ui::HiddenRows", "Name"),
        QT_TRANSLATE_NOOP("u8scope::ui::HiddenRows", "Why it matters"),
    };
    return column < ColumnCount ? tr(kHeaders[column]) : QString();
}

QVariant HiddenRows::toolTip(std::size_t row, Column column) const {
    if (column == Class)
        return Words::hiddenClass(finding(row).cls);
    if (column == Why)
        return text(row, column); // a long sentence in a narrow column
    return {};
}

} // namespace u8scope::ui
