// Every command of the main window in one table: its menu, its text, its shortcuts, and what it
// does to the window's parts (feature/command.h). The window builds its menus from the table in
// order, with the commands of the features (feature/feature.h) where it holds a FeatureCommands
// row, and the Keyboard Shortcuts dialog lists it; adding a command is one entry in actions.cpp,
// or in its feature's list (and, when it needs one, a public slot on the part it drives).
#pragma once

#include "feature/command.h"
#include "feature/feature.h"

#include <QAction>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <functional>
#include <vector>

class QActionGroup;
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

U8SCOPE_COMMAND_SPEC(ActionSpec, WindowParts);

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
    /// Adds the command or submenu `spec` to `menu`, run on `parts` (which outlive it).
    template <class Parts>
    void add(QMenu& menu, const CommandSpec<Parts>& spec, Parts& parts);

    QMainWindow& m_window;
    WindowParts m_parts;
    FeatureParts m_featureParts;
    /// The checkable actions, and whether each is checked now.
    std::vector<std::pair<QAction*, std::function<bool()>>> m_checkable;
    QHash<QString, QActionGroup*> m_groups;
    QList<QAction*> m_menuOrder;
};

} // namespace u8scope::ui
