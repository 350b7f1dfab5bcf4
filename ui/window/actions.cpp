#include "window/actions.h"

#include "bookmarks/bookmarks.h"
#include "compare/comparewindow.h"
#include "document/document.h"
#include "hexview/hexview.h"
#include "mojibake/mojibakecommands.h"
#include "panels/panel.h"
#include "teach/playgroundpanel.h"
#include "window/exporter.h"
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

// Whom a legacy codec is for, as text-encoding menus name them: "Cyrillic (windows-1251)".
const char* codecRegion(CodecId id) {
    switch (id) {
    case CodecId::Windows1252:
    case CodecId::Iso8859_1:
    case CodecId::Iso8859_15:
    case CodecId::MacRoman:
        return QT_TRANSLATE_NOOP("Actions", "Western European");
    case CodecId::Windows1250:
    case CodecId::Iso8859_2:
        return QT_TRANSLATE_NOOP("Actions", "Central European");
    case CodecId::Windows1251:
    case CodecId::Koi8R:
        return QT_TRANSLATE_NOOP("Actions", "Cyrillic");
    case CodecId::Windows1253:
        return QT_TRANSLATE_NOOP("Actions", "Greek");
    case CodecId::Windows1254:
        return QT_TRANSLATE_NOOP("Actions", "Turkish");
    case CodecId::Windows1257:
        return QT_TRANSLATE_NOOP("Actions", "Baltic");
    case CodecId::Ibm437:
        return QT_TRANSLATE_NOOP("Actions", "DOS, United States");
    case CodecId::Ibm850:
        return QT_TRANSLATE_NOOP("Actions", "DOS, Western European");
    }
    return QT_TRANSLATE_NOOP("Actions", "Other");
}

// View ▸ Read Text As: UTF-8, or a codec of legacycodec.h for a file in another encoding.
void fillTextCodecMenu(QMenu& menu, Document& document) {
    auto* group = new QActionGroup(&menu);
    const auto add = [&](const QString& text, std::optional<Codec> codec) {
        QAction* a = menu.addAction(text);
        a->setCheckable(true);
        a->setChecked(document.textCodec() == codec);
        group->addAction(a);
        QObject::connect(a, &QAction::triggered, &document,
                         [&document, codec] { document.setTextCodec(codec); });
    };
    add(translated(QT_TRANSLATE_NOOP("Actions", "UTF-8 (the default)")), std::nullopt);
    menu.addSeparator();
    for (const Codec c : Codec::all()) {
        const std::string_view name = c.displayName();
        add(translated(QT_TRANSLATE_NOOP("Actions", "%1 (%2)"))
                .arg(translated(codecRegion(c.id())),
                     QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()))),
            c);
    }
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
        {.menu = Menu::File, .text = QT_TRANSLATE_NOOP("Actions", "Save Repaired &Copy…"),
         .shortcuts = {keys(Qt::CTRL | Qt::SHIFT | Qt::Key_S)},
         .trigger = [](WindowParts& p) { saveRepairedCopy(&p.window, p.document); },
         .statusTip = QT_TRANSLATE_NOOP("Actions", "Save a copy of the file with its mojibake repaired; the file itself is not changed")},
        {.menu = Menu::File, .text = QT_TRANSLATE_NOOP("Actions", "Save as &UTF-8…"),
         .trigger = [](WindowParts& p) { saveAsUtf8(&p.window, p.document); },
         .statusTip = QT_TRANSLATE_NOOP("Actions", "Save a copy of a file in another encoding converted to UTF-8")},
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
        {.menu = Menu::Edit, .text = QT_TRANSLATE_NOOP("Actions", "Send Selection to Play&ground"),
         .shortcuts = {keys(Qt::CTRL | Qt::SHIFT | Qt::Key_P)},
         .trigger = [](WindowParts& p) { PlaygroundInbox::of(p.document).sendSelection(); },
         .statusTip = QT_TRANSLATE_NOOP("Actions", "Walk the selected octets (up to 64) in the "
                                                   "playground, the way a decoder does")},
        {.menu = Menu::Edit, .text = QT_TRANSLATE_NOOP("Actions", "Copy &Repaired Text"),
         .shortcuts = {keys(Qt::CTRL | Qt::SHIFT | Qt::Key_R)},
         .trigger = [](WindowParts& p) { copyRepairedText(p.document, p.view); },
         .statusTip = QT_TRANSLATE_NOOP("Actions", "Copy the selection as text, with its mojibake repaired")},
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
        {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "Toggle &Bookmark"),
         .shortcuts = {keys(Qt::CTRL | Qt::Key_F2)},
         .trigger = [](WindowParts& p) { Bookmarks::of(p.document).toggleAtCursor(); },
         .statusTip = QT_TRANSLATE_NOOP("Actions", "Set a bookmark at the cursor, or remove the "
                                                   "one there; kept with the file")},
        {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "Next Boo&kmark"),
         .shortcuts = {keys(Qt::Key_F2)},
         .trigger = [](WindowParts& p) { Bookmarks::of(p.document).next(); }},
        {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "Pre&vious Bookmark"),
         .shortcuts = {keys(Qt::SHIFT | Qt::Key_F2)},
         .trigger = [](WindowParts& p) { Bookmarks::of(p.document).previous(); }},
        {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "Next &Mojibake"),
         .shortcuts = {keys(Qt::Key_F4)},
         .trigger = [](WindowParts& p) { p.document.nextMojibake(); }},
        {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "Previous Mo&jibake"),
         .shortcuts = {keys(Qt::SHIFT | Qt::Key_F4)},
         .trigger = [](WindowParts& p) { p.document.previousMojibake(); }},

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
        {.menu = Menu::View, .text = QT_TRANSLATE_NOOP("Actions", "&Side by Side with Another File…"),
         .trigger = [](WindowParts& p) { CompareWindow::withAnotherFile(p.document, p.window); },
         .statusTip = QT_TRANSLATE_NOOP("Actions", "Two files in linked hex views, the octets "
                                                   "that differ marked")},
        {.menu = Menu::View, .text = QT_TRANSLATE_NOOP("Actions", "Side by Side at &Two Offsets…"),
         .trigger = [](WindowParts& p) { CompareWindow::atTwoOffsets(p.document, p.window); },
         .statusTip = QT_TRANSLATE_NOOP("Actions", "This file from two offsets in linked hex "
                                                   "views, the octets that differ marked")},
        {.menu = Menu::View, .kind = Kind::Submenu, .text = QT_TRANSLATE_NOOP("Actions", "Read Text &As"),
         .fill = [](QMenu& menu, WindowParts& p) { fillTextCodecMenu(menu, p.document); }},
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

WindowActions::WindowActions(QMainWindow& window, WindowParts parts, const PanelDocks& docks)
    : QObject(&window), m_parts(parts) {
    QHash<int, QMenu*> menus;
    QHash<QString, QActionGroup*> groups;
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
        case Kind::Submenu: {
            QMenu* sub = menu->addMenu(translated(spec.text));
            const auto fill = spec.fill;
            const auto rebuild = [this, sub, fill] {
                sub->clear();
                fill(*sub, m_parts);
            };
            connect(sub, &QMenu::aboutToShow, this, rebuild);
            rebuild(); // so that the menu is not empty (and disabled) before it is first shown
            break;
        }
        case Kind::Command: {
            auto* action = new QAction(translated(spec.text), &window);
            action->setShortcuts(spec.shortcuts);
            if (spec.statusTip)
                action->setStatusTip(translated(spec.statusTip));
            action->setMenuRole(spec.role);
            if (spec.checked) {
                action->setCheckable(true);
                if (spec.group) {
                    QActionGroup*& group = groups[QString::fromLatin1(spec.group)];
                    if (!group)
                        group = new QActionGroup(&window);
                    group->addAction(action);
                }
            }
            const auto trigger = spec.trigger;
            connect(action, &QAction::triggered, this, [this, trigger] { trigger(m_parts); });
            menu->addAction(action);
            m_actions.emplace_back(&spec, action);
            m_menuOrder << action;
            break;
        }
        }
    }
    connect(&parts.document, &Document::profileChanged, this, &WindowActions::refresh);
    refresh();
}

void WindowActions::refresh() {
    for (const auto& [spec, action] : m_actions) {
        if (spec->checked)
            action->setChecked(spec->checked(m_parts));
    }
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
