// The command line of the window, u8scope: parsed before anything needs a display, so that
// --help, --version and wrong arguments are answered on a machine without one. Qt Core only.
#pragma once

#include "u8scope/codec/profile.h"

#include <QString>
#include <QStringList>
#include <optional>

struct GuiCommandLine {
    enum class Action {
        Run,     ///< open the window
        Help,    ///< print `text` on standard output, exit 0
        Version, ///< print `text` on standard output, exit 0
        Error,   ///< print `text` (the reason and a usage line) on standard error, exit 2
    };
    Action action = Action::Run;
    QString text;
    std::optional<u8scope::Profile> profile;
    std::optional<QString> offset; ///< --offset, as typed (the window parses it)
    QStringList files;             ///< the operands; the window opens the first
    /// Options Qt itself takes (-platform, -style, ...) were given: QApplication removes them
    /// from the arguments, which must then be parsed again.
    bool qtOptions = false;
};

/// Parses `arguments` (the program name first). Needs no QCoreApplication.
[[nodiscard]] GuiCommandLine parseGuiCommandLine(const QStringList& arguments);

/// Whether a window can be shown: on X11 and Wayland systems, a display is named (DISPLAY,
/// WAYLAND_DISPLAY) or a platform is chosen (QT_QPA_PLATFORM, -platform). Without one,
/// QApplication would abort.
[[nodiscard]] bool displayAvailable(const QStringList& arguments);
