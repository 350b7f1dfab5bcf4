// What the window keeps for the next start (recent files, zoom, profile, layout, bookmarks) goes
// to Qt's settings file. A home that is read-only or full would lose it at the next start without
// a word: keepSettings writes at once and says what could not be kept.
#pragma once

#include <QString>

class QSettings;

namespace u8scope::ui {

/// What was to be kept.
enum class Kept { RecentFiles, Bookmarks, Zoom, Profile, Layout };

/// Writes `settings` to its file now. Empty when that worked; else the sentence to show, such as
/// "The list of recent files cannot be kept for the next start: the settings file
/// …/u8scope.conf cannot be written".
[[nodiscard]] QString keepSettings(QSettings& settings, Kept what);

} // namespace u8scope::ui
