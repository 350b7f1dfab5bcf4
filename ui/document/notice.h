// A message about the open document that must not block the window: a file that could not be
// opened or read, a file that changed on disk, an empty file. The notice bar shows it across the
// top of the window, with a button per action ("Reload (F5)"), until it is dismissed.
#pragma once

#include <QMetaType>
#include <QString>
#include <functional>
#include <vector>

namespace u8scope::ui {

struct Notice {
    enum class Kind { Info, Warning, Error };
    struct Action {
        QString text;              ///< the button's label, e.g. "Reload (F5)"
        std::function<void()> run; ///< runs after the notice is dismissed (if it dismisses it)
        /// Whether the notice goes once the action runs: not for one that may be cancelled, such
        /// as a dialog, after which the notice is still to the point.
        bool dismisses = true;
    };
    Kind kind = Kind::Info;
    QString text;
    std::vector<Action> actions;
};

} // namespace u8scope::ui

Q_DECLARE_METATYPE(u8scope::ui::Notice)
