// File ▸ Open Recent: the last files opened, newest first, kept in the settings.
#pragma once

#include <QString>
#include <QStringList>
#include <functional>

class QMenu;

namespace u8scope::ui {

/// Puts `path` first in the list (at most ten are kept).
void addRecentFile(const QString& path);
[[nodiscard]] QStringList recentFiles();
/// Fills `menu` with the files (those no longer there disabled) and Clear List; choosing one
/// calls `open` with its path.
void fillRecentFilesMenu(QMenu& menu, const std::function<void(const QString&)>& open);

} // namespace u8scope::ui
