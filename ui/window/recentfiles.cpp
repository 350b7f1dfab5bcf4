#include "window/recentfiles.h"

#include "document/keptsettings.h"
#include "theme/format.h"

#include <QCoreApplication>
#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QStringList>
#include <sys/stat.h>

namespace u8scope::ui {

namespace {
constexpr int kMaxRecentFiles = 10;
// Each path as a string: the path itself when a QString carries it (always absolute, so it
// begins with '/'), else the base64 of its octets (which for an absolute path begins with 'L').
// Lists from earlier versions, all of the first form, read the same.
const char* const kRecentKey = "recentFiles";

QString encodePath(const QByteArray& nativePath) {
    if (nativePath.startsWith('/') && survivesQString(nativePath))
        return QFile::decodeName(nativePath);
    return QString::fromLatin1(nativePath.toBase64());
}

QByteArray decodePath(const QString& stored) {
    if (stored.startsWith(QLatin1Char('/')))
        return QFile::encodeName(stored);
    const auto decoded =
        QByteArray::fromBase64Encoding(stored.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    return decoded ? decoded.decoded : QByteArray();
}

bool exists(const QByteArray& nativePath) {
    struct stat st {};
    return ::stat(nativePath.constData(), &st) == 0;
}
} // namespace

QString addRecentFile(const QByteArray& nativePath) {
    QList<QByteArray> files = recentFiles();
    files.removeAll(nativePath);
    files.prepend(nativePath);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    QStringList stored;
    for (const QByteArray& path : files)
        stored << encodePath(path);
    WindowSettings settings;
    settings.setValue(kRecentKey, stored);
    return keepSettings(settings, Kept::RecentFiles);
}

QList<QByteArray> recentFiles() {
    QList<QByteArray> files;
    for (const QString& stored : WindowSettings().value(kRecentKey).toStringList()) {
        const QByteArray path = decodePath(stored);
        if (!path.isEmpty())
            files << path;
    }
    return files;
}

void fillRecentFilesMenu(QMenu& menu, const std::function<void(const QByteArray&)>& open) {
    const QList<QByteArray> files = recentFiles();
    int n = 0;
    for (const QByteArray& path : files) {
        ++n;
        const QString shown = fileNameText(path);
        const QString label = QStringLiteral("&%1 %2").arg(n % 10).arg(
            QString(shown).replace(QLatin1Char('&'), QLatin1String("&&")));
        QAction* a = menu.addAction(label);
        a->setToolTip(shown);
        a->setEnabled(exists(path));
        QObject::connect(a, &QAction::triggered, &menu, [open, path] { open(path); });
    }
    if (files.isEmpty()) {
        menu.addAction(QCoreApplication::translate("Actions", "No recent files"))
            ->setEnabled(false);
    } else {
        menu.addSeparator();
        QObject::connect(menu.addAction(QCoreApplication::translate("Actions", "&Clear List")),
                         &QAction::triggered, &menu, [] { WindowSettings().remove(kRecentKey); });
    }
}

} // namespace u8scope::ui
