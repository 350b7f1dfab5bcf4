#include "document/nativepath.h"

#include <QFile>
#include <dirent.h>
#include <memory>
#include <sys/stat.h>

namespace u8scope::ui {

namespace {

bool exists(const QByteArray& path) {
    struct stat st {};
    return ::lstat(path.constData(), &st) == 0;
}

// The one entry of `folder` shown as `component`, or empty when none or several are.
QByteArray entryShownAs(const QByteArray& folder, const QString& component) {
    const std::unique_ptr<DIR, int (*)(DIR*)> dir(
        ::opendir(folder.isEmpty() ? "." : folder.constData()), &::closedir);
    if (!dir)
        return {};
    QByteArray found;
    int matches = 0;
    while (const dirent* entry = ::readdir(dir.get())) {
        const QByteArray name(entry->d_name);
        if (QFile::decodeName(name) == component) {
            found = name;
            ++matches;
        }
    }
    return matches == 1 ? found : QByteArray();
}

} // namespace

QByteArray nativePathFor(const QString& shown) {
    const QByteArray plain = QFile::encodeName(shown);
    if (exists(plain) || !shown.contains(QChar::ReplacementCharacter))
        return plain;
    const QStringList components = shown.split(QLatin1Char('/'));
    QByteArray path;
    for (qsizetype i = 0; i < components.size(); ++i) {
        const QString& component = components[i];
        if (i > 0)
            path += '/';
        QByteArray next = path + QFile::encodeName(component);
        if (component.contains(QChar::ReplacementCharacter) && !exists(next)) {
            const QByteArray entry = entryShownAs(path, component);
            if (entry.isEmpty())
                return plain;
            next = path + entry;
        }
        path = next;
    }
    return path;
}

} // namespace u8scope::ui
