#include "document/keptsettings.h"

#include "theme/format.h"

#include <QCoreApplication>
#include <QFile>
#include <QSettings>

namespace u8scope::ui {

namespace {
struct KeptSettings {
    Q_DECLARE_TR_FUNCTIONS(KeptSettings)
};
} // namespace

QString keepSettings(QSettings& settings, Kept what) {
    settings.sync();
    if (settings.status() == QSettings::NoError)
        return {};
    const QString file = fileNameText(QFile::encodeName(settings.fileName()));
    switch (what) {
    case Kept::RecentFiles:
        return KeptSettings::tr("The list of recent files cannot be kept for the next start: the "
                                "settings file %1 cannot be written")
            .arg(file);
    case Kept::Bookmarks:
        return KeptSettings::tr(
                   "The bookmarks cannot be kept for the next start: the settings file "
                   "%1 cannot be written")
            .arg(file);
    case Kept::Zoom:
        return KeptSettings::tr("The zoom cannot be kept for the next start: the settings file %1 "
                                "cannot be written")
            .arg(file);
    case Kept::Profile:
        return KeptSettings::tr("The profile cannot be kept for the next start: the settings file "
                                "%1 cannot be written")
            .arg(file);
    case Kept::Layout:
        break;
    }
    return KeptSettings::tr("The window's size and layout cannot be kept for the next start: the "
                            "settings file %1 cannot be written")
        .arg(file);
}

} // namespace u8scope::ui
