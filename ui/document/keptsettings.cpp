#include "document/keptsettings.h"

#include "theme/format.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <cstdio>
#include <memory>
#include <sys/stat.h>

namespace u8scope::ui {

namespace {
struct KeptSettings {
    Q_DECLARE_TR_FUNCTIONS(KeptSettings)
};

// The folder QSettings keeps files of `scope` in (QSettings::setPath, else Qt's default). It
// tells its file's name only once made, and reads that file when made: made for a name that has
// no file, it tells the folder without reading anything of ours.
QString folderOf(QSettings::Scope scope) {
    const QString probe = QStringLiteral("u8scope-settings-folder");
    const QSettings settings(QSettings::NativeFormat, scope, probe, probe);
    const QString tail = probe + QLatin1Char('/') + probe + QStringLiteral(".conf");
    const QString name = settings.fileName();
    return name.endsWith(tail) ? name.chopped(tail.size()) : QString();
}

// Where QSettings keeps what the window keeps: the user's and the system's folders, as they were
// before any redirection (setPath), and the empty folder of the session used instead.
struct Folders {
    QString user = folderOf(QSettings::UserScope);
    QString system = folderOf(QSettings::SystemScope);
    std::unique_ptr<QTemporaryDir> session;
    QString refusal; // while the session's folder is used
};

Folders& folders() {
    static Folders f;
    return f;
}

void pointSettingsAt(const QString& user, const QString& system) {
    for (const auto format : {QSettings::NativeFormat, QSettings::IniFormat}) {
        QSettings::setPath(format, QSettings::UserScope, user);
        QSettings::setPath(format, QSettings::SystemScope, system);
    }
}

// What `path` is when it is what QSettings must not read or write (a named pipe, a device, a
// socket, or a link to one), in words; empty when it is a regular file, a directory or nothing.
QString refusedKind(const QString& path) {
    const QByteArray native = QFile::encodeName(path);
    struct stat st {};
    if (::stat(native.constData(), &st) != 0 || S_ISREG(st.st_mode) || S_ISDIR(st.st_mode))
        return {};
    QString kind = S_ISFIFO(st.st_mode)   ? KeptSettings::tr("a named pipe")
                   : S_ISSOCK(st.st_mode) ? KeptSettings::tr("a socket")
                                          : KeptSettings::tr("a device");
    struct stat link {};
    if (::lstat(native.constData(), &link) == 0 && S_ISLNK(link.st_mode))
        kind = KeptSettings::tr("a link to %1").arg(kind);
    return KeptSettings::tr("%1 (%2, not a regular file)").arg(fileNameText(native), kind);
}

} // namespace

QString checkSettingsFiles() {
    Folders& f = folders();
    const QString org = QCoreApplication::organizationName().isEmpty()
                            ? QStringLiteral("Unknown Organization")
                            : QCoreApplication::organizationName();
    const QString app = QCoreApplication::applicationName();
    const QString appFile = org + QLatin1Char('/') + app + QStringLiteral(".conf");
    const QString orgFile = org + QStringLiteral(".conf");
    QString refusal;
    for (const QString& path : {f.user + appFile, f.user + appFile + QStringLiteral(".lock"),
                                f.user + orgFile, f.system + appFile, f.system + orgFile}) {
        refusal = refusedKind(path);
        if (!refusal.isEmpty())
            break;
    }
    if (refusal.isEmpty() && !f.refusal.isEmpty()) {
        pointSettingsAt(f.user, f.system); // a regular file again: kept there again
    } else if (!refusal.isEmpty() && f.refusal.isEmpty()) {
        if (!f.session)
            f.session = std::make_unique<QTemporaryDir>();
        pointSettingsAt(f.session->path() + QLatin1Char('/'), f.session->path() + QLatin1Char('/'));
        const QByteArray said = KeptSettings::tr("Settings are not read from the settings file "
                                                 "%1, nor kept in it for the next start")
                                    .arg(refusal)
                                    .toLocal8Bit();
        std::fprintf(stderr, "u8scope: %s\n", said.constData());
        std::fflush(stderr);
    }
    f.refusal = refusal;
    return refusal;
}

QString settingsRefusal() {
    return folders().refusal;
}

QString keepSettings(QSettings& settings, Kept what) {
    QString file = settingsRefusal();
    if (file.isEmpty()) {
        settings.sync();
        if (settings.status() == QSettings::NoError)
            return {};
        file = fileNameText(QFile::encodeName(settings.fileName()));
    }
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

namespace {
constexpr auto kSeal = QCryptographicHash::Sha256;
} // namespace

QByteArray sealedBytes(const QByteArray& bytes) {
    return QCryptographicHash::hash(bytes, kSeal) + bytes;
}

std::optional<QByteArray> unsealedBytes(const QByteArray& kept) {
    const auto length = QCryptographicHash::hashLength(kSeal);
    if (kept.size() < length)
        return std::nullopt;
    QByteArray bytes = kept.sliced(length);
    if (QCryptographicHash::hash(bytes, kSeal) != kept.first(length))
        return std::nullopt;
    return bytes;
}

} // namespace u8scope::ui
