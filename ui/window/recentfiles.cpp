#include "window/recentfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace u8scope::ui {

namespace {
constexpr int kMaxRecentFiles = 10;
const char* const kRecentKey = "recentFiles";
} // namespace

void addRecentFile(const QString& path) {
    QSettings settings;
    QStringList files = settings.value(kRecentKey).toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    settings.setValue(kRecentKey, files);
}

QStringList recentFiles() {
    return QSettings().value(kRecentKey).toStringList();
}

void fillRecentFilesMenu(QMenu& menu, const std::function<void(const QString&)>& open) {
    const QStringList files = recentFiles();
    int n = 0;
    for (const QString& path : files) {
        ++n;
        const QString label = QStringLiteral("&%1 %2").arg(n % 10).arg(
            QDir::toNativeSeparators(path).replace(QLatin1Char('&'), QLatin1String("&&")));
        QAction* a = menu.addAction(label);
        a->setToolTip(path);
        a->setEnabled(QFileInfo::exists(path));
        QObject::connect(a, &QAction::triggered, &menu, [open, path] { open(path); });
    }
    if (files.isEmpty()) {
        menu.addAction(QCoreApplication::translate("Actions", "No recent files"))
            ->setEnabled(false);
    } else {
        menu.addSeparator();
        QObject::connect(menu.addAction(QCoreApplication::translate("Actions", "&Clear List")),
                         &QAction::triggered, &menu, [] { QSettings().remove(kRecentKey); });
    }
}

} // namespace u8scope::ui
