// Every command of the main window in one table: its menu, its text, its shortcuts, and what it
// does to the window's parts. The window builds its menus from the table in order, and the
// Keyboard Shortcuts dialog lists it; adding a command is one entry in actions.cpp (and, when it
// needs one, a public slot on the part it drives).
#pragma once

#include <QAction>
#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QString>
#include <vector>

class QMainWindow;
class QMenu;

namespace u8scope::ui {

class Document;
class FindBar;
class HexView;
class MainWindow;
class PanelDocks;

/// What an action works on.
struct WindowParts {
    MainWindow& window;
    Document& document;
    HexView& view;
    FindBar& find;
};

/// The menus of the menu bar, in order.
enum class Menu { File, Edit, Go, Profile, View, Help };

struct ActionSpec {
    enum class Kind {
        Command,      ///< a QAction that runs `trigger`
        Separator,    ///< a line between groups of a menu
        Submenu,      ///< a submenu that `fill` fills each time it opens (Open Recent)
        PanelToggles, ///< the show/hide action of every panel, with its shortcut (View)
    };
    Menu menu;
    Kind kind = Kind::Command;
    /// The text, with its & mnemonic; translated in the context "Actions" (QT_TRANSLATE_NOOP).
    const char* text = nullptr;
    /// The shortcuts; the first is the one menus show.
    QList<QKeySequence> shortcuts{};
    void (*trigger)(WindowParts& parts) = nullptr;
    /// A longer description, for the status bar.
    const char* statusTip = nullptr;
    /// For a checkable action: whether it is checked now (read again when the document changes).
    bool (*checked)(const WindowParts& parts) = nullptr;
    /// Actions with the same group are exclusive, as radio buttons.
    const char* group = nullptr;
    QAction::MenuRole role = QAction::NoRole;
    /// For a Submenu: fills `menu` (cleared first).
    void (*fill)(QMenu& menu, WindowParts& parts) = nullptr;
};

/// The table (actions.cpp).
[[nodiscard]] const std::vector<ActionSpec>& actionTable();
/// The title of a menu, with its & mnemonic, translated.
[[nodiscard]] QString menuTitle(Menu menu);

/// The actions of the table, made for one window and put in its menu bar.
class WindowActions : public QObject {
    Q_OBJECT
public:
    WindowActions(QMainWindow& window, WindowParts parts, const PanelDocks& docks);

    /// Every action with a shortcut, in menu order (for the Keyboard Shortcuts dialog).
    [[nodiscard]] QList<QAction*> withShortcuts() const;

public slots:
    /// Checks the checkable actions as the document now has it.
    void refresh();

private:
    WindowParts m_parts;
    std::vector<std::pair<const ActionSpec*, QAction*>> m_actions;
    QList<QAction*> m_menuOrder;
};

} // namespace u8scope::ui
