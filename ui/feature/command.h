// A command of the window's menus as a row of a table: its menu, its text, its shortcuts, and
// what it does to the parts it is given. The window's own commands are rows of actionTable()
// (window/actions.cpp), given the window's parts; a feature's are rows of its Feature (feature.h),
// given FeatureParts, and the window puts them where its table holds a FeatureCommands row of
// the same menu.
#pragma once

#include <QAction>
#include <QKeySequence>
#include <QList>
#include <type_traits>

class QMenu;

namespace u8scope::ui {

/// The menus of the menu bar, in order.
enum class Menu { File, Edit, Go, Profile, View, Help };

enum class CommandKind {
    Command,         ///< a QAction that runs `trigger`
    Separator,       ///< a line between groups of a menu
    Submenu,         ///< a submenu that `fill` fills each time it opens (Open Recent)
    PanelToggles,    ///< the show/hide action of every panel, with its shortcut (View)
    FeatureCommands, ///< the commands of every feature for this menu, in the order of features()
};

template <class Parts>
struct CommandSpec {
    using Kind = CommandKind;
    Menu menu;
    Kind kind = Kind::Command;
    /// The text, with its & mnemonic; translated in the context "Actions" (QT_TRANSLATE_NOOP).
    const char* text = nullptr;
    /// The shortcuts; the first is the one menus show.
    QList<QKeySequence> shortcuts{};
    void (*trigger)(Parts& parts) = nullptr;
    /// A longer description, for the status bar.
    const char* statusTip = nullptr;
    /// For a checkable action: whether it is checked now (read again when the document changes).
    bool (*checked)(const Parts& parts) = nullptr;
    /// Actions with the same group are exclusive, as radio buttons.
    const char* group = nullptr;
    QAction::MenuRole role = QAction::NoRole;
    /// For a Submenu: fills `menu` (cleared first).
    void (*fill)(QMenu& menu, Parts& parts) = nullptr;
};

/// Names CommandSpec<Parts> for a kind of parts. Asking first whether it can be made empty works
/// out its member initializers, which GCC 12 otherwise fails on (an internal error) inside the
/// nested initializers of a table.
#define U8SCOPE_COMMAND_SPEC(Name, Parts)                                                          \
    using Name = CommandSpec<Parts>;                                                               \
    static_assert(std::is_nothrow_default_constructible_v<Name>)

} // namespace u8scope::ui
