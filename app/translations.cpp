#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace u8scope {

Translations::Translations(const QLocale& locale) {
    // Qt's first, so that the program's own (installed last, searched first) wins on a clash.
    m_qtInstalled = m_qt.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                              QLibraryInfo::path(QLibraryInfo::TranslationsPath)) &&
                    QCoreApplication::installTranslator(&m_qt);
    m_programInstalled = m_program.load(locale, QStringLiteral("u8scope"), QStringLiteral("_"),
                                        QStringLiteral(":/i18n")) &&
                         QCoreApplication::installTranslator(&m_program);
}

Translations::~Translations() {
    if (m_programInstalled)
        QCoreApplication::removeTranslator(&m_program);
    if (m_qtInstalled)
        QCoreApplication::removeTranslator(&m_qt);
}

} // namespace u8scope
