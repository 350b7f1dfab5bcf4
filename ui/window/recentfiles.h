// File ▸ Open Recent: the last files opened, newest first, kept in the settings. Paths are the
// octets the system uses (a name that is not UTF-8, "caf\xE9.txt", is kept in base64), so that
// every file opens again.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <functional>

class QMenu;

namespace u8scope::ui {

/// Puts `nativePath` first in the list (at most ten are kept). Empty, or why the list cannot be
/// kept (keepSettings).
[[nodiscard]] QString addRecentFile(const QByteArray& nativePath);
[[nodiscard]] QList<QByteArray> recentFiles();
/// Fills `menu` with the files (those no longer there disabled), shown as fileNameText() shows
/// them, and Clear List; choosing one calls `open` with its path.
void fillRecentFilesMenu(QMenu& menu, const std::function<void(const QByteArray&)>& open);

} // namespace u8scope::ui
