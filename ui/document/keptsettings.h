// What the window keeps for the next start (recent files, zoom, profile, layout, bookmarks) goes
// to Qt's settings file. A home that is read-only or full would lose it at the next start without
// a word: keepSettings writes at once and says what could not be kept.
//
// Settings are read and written only through a regular file: a named pipe there would hang the
// start (QSettings reads it), and a device, or a link to one, would be replaced by a regular file
// when written (as root, /dev/null itself). WindowSettings checks the files before QSettings
// touches them; when one is neither a regular file nor missing (nor a directory, which QSettings
// neither reads nor writes), settings go to an empty folder of the session instead, and are kept
// for no next start, which keepSettings says.
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <optional>

namespace u8scope::ui {

/// Checks the files QSettings reads and writes for this application (the user's and the
/// system's, the application's and the organisation's, the lock beside the user's) and points
/// QSettings at them, or at an empty folder of the session while one of them is a named pipe, a
/// device, a socket or a link to one. Said once on standard error when that begins. Returns the
/// refusal (see settingsRefusal()).
QString checkSettingsFiles();

/// Why settings are not kept for the next start, such as "…/u8scope.conf (a named pipe, not a
/// regular file)"; empty while they are.
[[nodiscard]] QString settingsRefusal();

/// Runs checkSettingsFiles() as it is made: a base made before QSettings.
struct SettingsFilesChecked {
    SettingsFilesChecked() { checkSettingsFiles(); }
};

/// The window's settings: a QSettings made once checkSettingsFiles() has checked the files it
/// reads. Use it wherever the window reads or keeps a setting.
class WindowSettings : private SettingsFilesChecked, public QSettings {};

/// What was to be kept.
enum class Kept { RecentFiles, Bookmarks, Zoom, Profile, Layout };

/// Writes `settings` to its file now. Empty when that worked; else the sentence to show, such as
/// "The list of recent files cannot be kept for the next start: the settings file
/// …/u8scope.conf cannot be written".
[[nodiscard]] QString keepSettings(QSettings& settings, Kept what);

/// `bytes` (a window's geometry or layout) with a check of their integrity (SHA-256 before them),
/// to keep in the settings: QMainWindow::restoreState() and restoreGeometry() trust the bytes
/// they are given, and damaged ones crash them.
[[nodiscard]] QByteArray sealedBytes(const QByteArray& bytes);
/// The bytes sealedBytes() sealed; nothing when `kept` is damaged, or was never sealed.
[[nodiscard]] std::optional<QByteArray> unsealedBytes(const QByteArray& kept);

} // namespace u8scope::ui
