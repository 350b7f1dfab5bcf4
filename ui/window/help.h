// Help ▸ Keyboard Shortcuts and Help ▸ About.
#pragma once

#include <QList>
#include <QString>

class QAction;
class QWidget;

namespace u8scope::ui {

/// A dialog, not modal, that lists the shortcut and text of each action, then the keys of the
/// find bar and the error list.
void showShortcutsDialog(QWidget* parent, const QList<QAction*>& actions);
/// The About box: aboutHtml() in a message box.
void showAboutDialog(QWidget* parent);

/// The table the shortcuts dialog shows, as HTML.
[[nodiscard]] QString shortcutsHtml(const QList<QAction*>& actions);
/// The program, its version, the Unicode version of its character data, the copyright and the
/// licence, as HTML.
[[nodiscard]] QString aboutHtml();

} // namespace u8scope::ui
