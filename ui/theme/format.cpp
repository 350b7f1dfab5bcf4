#include "theme/format.h"

#include "u8scope/text/textescape.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>

namespace u8scope::ui {

QString hexDigits(std::uint64_t value, int width) {
    return QString::number(value, 16).toUpper().rightJustified(width, QLatin1Char('0'));
}

QString hexOffset(std::uint64_t offset, int width) {
    return QStringLiteral("0x") + hexDigits(offset, width);
}

QString offsetText(std::uint64_t offset, int width) {
    return QStringLiteral("%1 (%2)").arg(hexOffset(offset, width), number(offset));
}

QString number(std::uint64_t n) {
    return QLocale().toString(static_cast<qulonglong>(n));
}

QString sizeText(std::uint64_t octets) {
    const QString exact =
        octets == 1 ? QCoreApplication::translate("u8scope", "1 octet")
                    : QCoreApplication::translate("u8scope", "%1 octets").arg(number(octets));
    if (octets < 1024)
        return exact;
    return QStringLiteral("%1 (%2)").arg(QLocale().formattedDataSize(static_cast<qint64>(octets)),
                                         exact);
}

QString profileLabel(Profile profile) {
    return profile == Profile::Rfc3629
               ? QCoreApplication::translate("u8scope", "RFC 3629")
               : QCoreApplication::translate("u8scope", "ISO/IEC 10646-1:1993");
}

QString fromUtf8(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString fileNameText(const QByteArray& nativePath) {
    return fromUtf8(terminalSafe(
        std::string_view(nativePath.constData(), static_cast<std::size_t>(nativePath.size()))));
}

QString ioErrorText(const IoError& error) {
    return fileNameText(QByteArray::fromStdString(error.path)) + QStringLiteral(": ") +
           fromUtf8(error.reason);
}

bool survivesQString(const QByteArray& nativePath) {
    return QFile::encodeName(QFile::decodeName(nativePath)) == nativePath;
}

} // namespace u8scope::ui
