#include "window/actions.h"

#include "document/document.h"
#include "hexview/hexview.h"
#include "panels/panel.h"
#include "window/exporter.h"
#include "window/features.h"
#include "window/findbar.h"
#include "window/mainwindow.h"
#include "window/paneldocks.h"
#include "window/recentfiles.h"
#include "window/zoom.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QDockWidget>
#include <QHash>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace u8scope::ui {

namespace {

using Kind = ActionSpec::Kind;

QKeySequence keys(QKeyCombination combination) {
    return QKeySequence(combination);
}

QString translated(const char* text) {
    return QCoreApplication::translate("Actions", text);
}

} // namespace

const std::vector<ActionSpec>& actionTable() {
    // clang-format off
    static const std::vector<ActionSpec> table = {
        // File
        {.menu = Menu::File, .text = QT_TRANSLATE_NOOP("Actions", "&Open…"),
         .shortcuts = {QKeySequence::Open},
         .trigger = [](WindowParts& p) { p.window.showOpenDialog(); }},
        {.menu = Menu::File, .kind = Kind::Submenu, .text = QT_TRANSLATE_NOOP("Actions", "Open &Recent"),
         .fill = [](QMenu& menu, WindowParts& p) {
             fillRecentFilesMenu(menu, [&window = p.window](const QByteArray& path) {
                 window.openNativeFile(path);
             });
         }},
        {.menu = Menu::File, .text = QT_TRANSLATE_NOOP("Actions", "Open &Demo File"),
         .trigger = [](WindowParts& p) { p.window.openDemo(); },
         .statusTip = QT_TRANSLATE_NOOP("Actions", "A short file with text in many scripts and one "
                                                   "example of every kind of malformed sequence")},
        {.menu = Menu::File, .kind = Kind::Separator},
        {.menu = Menu::File, .text = QT_TRANSLATE_NOOP("Actions", "&Reload"),
         .shortcuts = {keys(Qt::Key_F5)},
         .trigger = [](WindowParts& p) { p.document.reload(); }},
        {.menu = Menu::File, .text = QT_TRANSLATE_NOOP("Actions", "Re&scan"),
         .shortcuts = {keys(Qt::CTRL | Qt::Key_R)},
         .trigger = [](WindowParts& p) { p.document.rescan(); },
         .statusTip = QT_TRANSLATE_NOOP("Actions", "Scan the whole file again for malformed sequences")},
        {.menu = Menu::File, .kind = Kind::Separator},
        {.menu = Menu::File, .kind = Kind::FeatureCommands},
        {.menu = Menu::File, .kind = Kind::Separator},
        {.menu = Menu::File, .text = QT_TRANSLATE_NOOP("Actions", "&Export Report…"),
         .trigger = [](WindowParts& p) { p.window.exporter().showExportReportDialog(); },
         .statusTip = QT_TRANSLATE_NOOP("Actions", "Write the summary, every error explained and the "
                                                   "mojibake found, as an HTML page or as JSON")},
        {.menu = Menu::File, .text = QT_TRANSLATE_NOOP("Actions", "&Print…"),
         .shortcuts = {QKeySequence::Print},
         .trigger = [](WindowParts& p) { p.window.exporter().showPrintDialog(); },
         .statusTip = QT_TRANSLATE_NOOP("Actions", "Print the rows the hex view shows")},
        {.menu = Menu::File, .text = QT_TRANSLATE_NOOP("Actions", "Export P&DF…"),
         .trigger = [](WindowParts& p) { p.window.exporter().showExportPdfDialog(); },
         .statusTip = QT_TRANSLATE_NOOP("Actions", "Write the rows the hex view shows as a PDF")},
        {.menu = Menu::File, .kind = Kind::Separator},
        {.menu = Menu::File, .text = QT_TRANSLATE_NOOP("Actions", "&Quit"),
         .shortcuts = {QKeySequence::Quit},
         .trigger = [](WindowParts& p) { p.window.close(); },
         .role = QAction::QuitRole},

        // Edit. Ctrl+C copies what the view's active column shows: hex or text.
        {.menu = Menu::Edit, .text = QT_TRANSLATE_NOOP("Actions", "&Copy"),
         .shortcuts = {QKeySequence::Copy},
         .trigger = [](WindowParts& p) { p.view.copy(); }},
        {.menu = Menu::Edit, .text = QT_TRANSLATE_NOOP("Actions", "Copy as &Hex"),
         .shortcuts = {keys(Qt::CTRL | Qt::SHIFT | Qt::Key_H)},
         .trigger = [](WindowParts& p) { p.view.copyHex(); }},
        {.menu = Menu::Edit, .text = QT_TRANSLATE_NOOP("Actions", "Copy as &Text"),
         .shortcuts = {keys(Qt::CTRL | Qt::SHIFT | Qt::Key_C)},
         .trigger = [](WindowParts& p) { p.view.copyText(); }},
        {.menu = Menu::Edit, .text = QT_TRANSLATE_NOOP("Actions", "Copy as &C String"),
         .shortcuts = {keys(Qt::CTRL | Qt::ALT | Qt::Key_C)},
         .trigger = [](WindowParts& p) { p.view.copyCEscaped(); }},
        {.menu = Menu::Edit, .text = QT_TRANSLATE_NOOP("Actions", "Copy as &Python Bytes"),
         .shortcuts = {keys(Qt::CTRL | Qt::ALT | Qt::Key_P)},
         .trigger = [](WindowParts& p) { p.view.copyPythonEscaped(); }},
        {.menu = Menu::Edit, .kind = Kind::FeatureCommands},
        {.menu = Menu::Edit, .kind = Kind::Separator},
        {.menu = Menu::Edit, .text = QT_TRANSLATE_NOOP("Actions", "Select &All"),
         .shortcuts = {QKeySequence::SelectAll},
         .trigger = [](WindowParts& p) { p.view.selectAll(); }},
        {.menu = Menu::Edit, .text = QT_TRANSLATE_NOOP("Actions", "&Find…"),
         .shortcuts = {QKeySequence::Find},
         .trigger = [](WindowParts& p) { p.find.activate(); }},

        // Go
        {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "&Go to Offset…"),
         .shortcuts = {keys(Qt::CTRL | Qt::Key_G)},
         .trigger = [](WindowParts& p) { p.window.showGoToOffsetDialog(); }},
        {.menu = Menu::Go, .kind = Kind::Separator},
        {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "&Next Error"),
         .shortcuts = {keys(Qt::Key_F3)},
         .trigger = [](WindowParts& p) { p.document.nextError(); }},
        {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "&Previous Error"),
         .shortcuts = {keys(Qt::SHIFT | Qt::Key_F3)},
         .trigger = [](WindowParts& p) { p.document.previousError(); }},
        {.menu = Menu::Go, .kind = Kind::Separator},
        {.menu = Menu::Go, .kind = Kind::FeatureCommands},

        // Profile
        {.menu = Menu::Profile,
         .text = QT_TRANSLATE_NOOP("Actions", "&RFC 3629: strict UTF-8, up to U+10FFFF"),
         .shortcuts = {keys(Qt::CTRL | Qt::Key_1)},
         .trigger = [](WindowParts& p) { p.window.setProfile(Profile::Rfc3629); },
         .checked = [](const WindowParts& p) { return p.document.profile() == Profile::Rfc3629; },
         .group = "profile"},
        {.menu = Menu::Profile,
         .text = QT_TRANSLATE_NOOP("Actions", "&ISO/IEC 10646-1:1993: the original UTF-8, 1 to 6 octets"),
         .shortcuts = {keys(Qt::CTRL | Qt::Key_2)},
         .trigger = [](WindowParts& p) { p.window.setProfile(Profile::Iso10646_1993); },
         .checked = [](const WindowParts& p) {
             return p.document.profile() == Profile::Iso10646_1993;
         },
         .group = "profile"},

        // View. One zoom for the hex view, the panels and the playground together.
        {.menu = Menu::View, .text = QT_TRANSLATE_NOOP("Actions", "Zoom &In"),
         .shortcuts = {QKeySequence::ZoomIn, keys(Qt::CTRL | Qt::Key_Equal)},
         .trigger = [](WindowParts& p) { WindowZoom::of(p.window)->zoomIn(); }},
        {.menu = Menu::View, .text = QT_TRANSLATE_NOOP("Actions", "Zoom &Out"),
         .shortcuts = {QKeySequence::ZoomOut},
         .trigger = [](WindowParts& p) { WindowZoom::of(p.window)->zoomOut(); }},
        {.menu = Menu::View, .text = QT_TRANSLATE_NOOP("Actions", "&Actual Size"),
         .shortcuts = {keys(Qt::CTRL | Qt::Key_0)},
         .trigger = [](WindowParts& p) { WindowZoom::of(p.window)->reset(); }},
        {.menu = Menu::View, .text = QT_TRANSLATE_NOOP("Actions", "&Presentation Mode"),
         .shortcuts = {keys(Qt::Key_F11)},
         .trigger = [](WindowParts& p) { WindowZoom::of(p.window)->togglePresenting(); },
         .statusTip = QT_TRANSLATE_NOOP("Actions", "Everything larger, for a projector; again to "
                                                   "go back"),
         .checked = [](const WindowParts& p) { return WindowZoom::of(p.window)->presenting(); }},
        {.menu = Menu::View, .kind = Kind::Separator},
        {.menu = Menu::View, .kind = Kind::FeatureCommands},
        {.menu = Menu::View, .kind = Kind::Separator},
        {.menu = Menu::View, .kind = Kind::PanelToggles},

        // Help
        {.menu = Menu::Help, .text = QT_TRANSLATE_NOOP("Actions", "&Keyboard Shortcuts"),
         .shortcuts = {QKeySequence::HelpContents},
         .trigger = [](WindowParts& p) { p.window.showShortcuts(); }},
        {.menu = Menu::Help, .text = QT_TRANSLATE_NOOP("Actions", "&About u8scope"),
         .trigger = [](WindowParts& p) { p.window.showAbout(); },
         .role = QAction::AboutRole},
    };
    // clang-format on
    return table;
}

QString menuTitle(Menu menu) {
    switch (menu) {
    case Menu::File:
        return translated(QT_TRANSLATE_NOOP("Actions", "&File"));
    case Menu::Edit:
        return translated(QT_TRANSLATE_NOOP("Actions", "&Edit"));
    case Menu::Go:
        return translated(QT_TRANSLATE_NOOP("Actions", "&Go"));
    case Menu::Profile:
        return translated(QT_TRANSLATE_NOOP("Actions", "&Profile"));
    case Menu::View:
        return translated(QT_TRANSLATE_NOOP("Actions", "&View"));
    case Menu::Help:
        return translated(QT_TRANSLATE_NOOP("Actions", "&Help"));
    }
    return {};
}

template <class Parts>
void WindowActions::add(QMenu& menu, const CommandSpec<Parts>& spec, Parts& parts) {
    if (spec.kind == Kind::Submenu) {
        QMenu* sub = menu.addMenu(translated(spec.text));
        const auto fill = spec.fill;
        const auto rebuild = [sub, fill, &parts] {
            sub->clear();
            fill(*sub, parts);
        };
        connect(sub, &QMenu::aboutToShow, this, rebuild);
        rebuild(); // so that the menu is not empty (and disabled) before it is first shown
        return;
    }
    auto* action = new QAction(translated(spec.text), &m_window);
    action->setShortcuts(spec.shortcuts);
    if (spec.statusTip)
        action->setStatusTip(translated(spec.statusTip));
    action->setMenuRole(spec.role);
    if (spec.checked) {
        action->setCheckable(true);
        if (spec.group) {
            QActionGroup*& group = m_groups[QString::fromLatin1(spec.group)];
            if (!group)
                group = new QActionGroup(&m_window);
            group->addAction(action);
        }
        m_checkable.emplace_back(action,
                                 [checked = spec.checked, &parts] { return checked(parts); });
    }
    const auto trigger = spec.trigger;
    connect(action, &QAction::triggered, this, [trigger, &parts] { trigger(parts); });
    menu.addAction(action);
    m_menuOrder << action;
}

WindowActions::WindowActions(QMainWindow& window, WindowParts parts, const PanelDocks& docks)
    : QObject(&window), m_window(window),
      m_parts(parts), m_featureParts{parts.window, parts.document, parts.view} {
    QHash<int, QMenu*> menus;
    for (const ActionSpec& spec : actionTable()) {
        QMenu*& menu = menus[static_cast<int>(spec.menu)];
        if (!menu)
            menu = window.menuBar()->addMenu(menuTitle(spec.menu));
        switch (spec.kind) {
        case Kind::Separator:
            menu->addSeparator();
            break;
        case Kind::PanelToggles:
            for (const PanelDocks::Entry& e : docks.entries()) {
                menu->addAction(e.dock->toggleViewAction());
                m_menuOrder << e.dock->toggleViewAction();
            }
            break;
        case Kind::FeatureCommands:
            for (const FeatureFactory feature : features()) {
                for (const FeatureCommand& command : feature().commands) {
                    if (command.menu == spec.menu)
                        add(*menu, command, m_featureParts);
                }
            }
            break;
        case Kind::Command:
        case Kind::Submenu:
            add(*menu, spec, m_parts);
            break;
        }
    }
    connect(&parts.document, &Document::profileChanged, this, &WindowActions::refresh);
    refresh();
}

void WindowActions::refresh() {
    for (const auto& [action, checked] : m_checkable)
        action->setChecked(checked());
}

QList<QAction*> WindowActions::withShortcuts() const {
    QList<QAction*> found;
    for (QAction* action : m_menuOrder) {
        if (!action->shortcut().isEmpty())
            found << action;
    }
    return found;
}

} // namespace u8scope::ui
