// An inspection panel: a widget beside or under the hex view that shows something about the open
// document, most often the unit under the cursor. The main window knows panels only through this
// interface: it makes a dock for each panel of the list (panels.cpp), a View menu entry with the
// panel's shortcut, and hands every panel each new inspection. A panel that needs more of the
// document (the error list needs the errors) takes the Document in its constructor and follows
// its signals itself.
#pragma once

#include "document/inspection.h"

#include <QKeySequence>
#include <QString>
#include <QWidget>

namespace u8scope::ui {

class Panel : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    /// A stable name, for the saved window layout ("inspector"); never shown.
    [[nodiscard]] virtual QString id() const = 0;
    /// The dock's title and the View menu entry, e.g. "Inspector".
    [[nodiscard]] virtual QString title() const = 0;
    /// The keys that show and hide the panel, e.g. Ctrl+I.
    [[nodiscard]] virtual QKeySequence shortcut() const = 0;
    /// Where the panel docks at first: beside the hex view (the default) or under it.
    [[nodiscard]] virtual Qt::DockWidgetArea area() const { return Qt::RightDockWidgetArea; }
    /// Whether the dock scrolls the panel, for a panel as tall as its content (heightForWidth).
    [[nodiscard]] virtual bool scrolls() const { return false; }
    /// Whether its dock shows on the first start (before a saved layout says otherwise); the
    /// teaching panels wait to be asked for.
    [[nodiscard]] virtual bool shownAtFirst() const { return true; }
    /// Opened by its action (its shortcut, the View menu): the share of the window's height its
    /// dock takes at least (0: as it comes), and the field that takes the keyboard (none: the
    /// hex view keeps it). A panel one works in asks for both.
    [[nodiscard]] virtual double heightWhenOpened() const { return 0; }
    /// The height the panel wants at `width` when the window lays it out at its first start: a
    /// list its rows, a text its lines. By default its height for the width, or its size hint's.
    [[nodiscard]] virtual int heightWanted(int width) const {
        return hasHeightForWidth() ? heightForWidth(width) : sizeHint().height();
    }
    [[nodiscard]] virtual QWidget* focusWhenOpened() { return nullptr; }

    /// Shows the unit under the cursor (called when the cursor, profile or file changes).
    virtual void showInspection(const Inspection& inspection) = 0;
    /// Shows why there is nothing to inspect: no file, an empty file, a read error.
    virtual void showBlank(const Blank& blank) = 0;

signals:
    /// title() changed, e.g. a count in it.
    void titleChanged(const QString& title);
};

} // namespace u8scope::ui
