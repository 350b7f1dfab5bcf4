// The window's language: the translation of u8scope for a locale's language (i18n/*.ts, compiled
// into the program as :/i18n/u8scope_LANG.qm) and Qt's own for the dialogs and buttons Qt draws
// (qtbase_LANG.qm from the package qt6-translations-l10n, in QLibraryInfo::TranslationsPath).
#pragma once

#include <QTranslator>

class QLocale;

namespace u8scope {

/// Installs on the running application the translations that exist for `locale`'s languages, and
/// removes them when destroyed. Neither is an error when missing: the window is then in English.
class Translations {
public:
    explicit Translations(const QLocale& locale);
    ~Translations();
    Translations(const Translations&) = delete;
    Translations& operator=(const Translations&) = delete;

    /// Whether u8scope's own translation was found and installed.
    [[nodiscard]] bool program() const { return m_programInstalled; }
    /// Whether Qt's translation (qtbase) was found and installed.
    [[nodiscard]] bool qt() const { return m_qtInstalled; }

private:
    QTranslator m_qt;
    QTranslator m_program;
    bool m_qtInstalled = false;
    bool m_programInstalled = false;
};

} // namespace u8scope
