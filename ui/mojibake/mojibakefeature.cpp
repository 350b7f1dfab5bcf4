#include "mojibake/mojibakefeature.h"

#include "hexview/hexview.h"
#include "mojibake/mojibakecommands.h"
#include "mojibake/mojibakepanel.h"
#include "mojibake/mojibaketool.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>

namespace u8scope::ui {

namespace {

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
void fillTextCodecMenu(QMenu& menu, MojibakeTool& tool) {
    auto* group = new QActionGroup(&menu);
    const auto add = [&](const QString& text, std::optional<Codec> codec) {
        QAction* a = menu.addAction(text);
        a->setCheckable(true);
        a->setChecked(tool.textCodec() == codec);
        group->addAction(a);
        QObject::connect(a, &QAction::triggered, &tool,
                         [&tool, codec] { tool.setTextCodec(codec); });
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

// What the notices ask for, and what the view reads from the tool.
void attach(Tool& tool, const FeatureParts& parts) {
    auto& mojibake = static_cast<MojibakeTool&>(tool);
    QWidget* window = &parts.window;
    Document* document = &parts.document;
    HexView* view = &parts.view;
    QObject::connect(&mojibake, &MojibakeTool::textCodecChanged, view,
                     [view, &mojibake] { view->setTextCodec(mojibake.textCodec()); });
    QObject::connect(&mojibake, &MojibakeTool::repairedCopyRequested, window,
                     [window, document] { saveRepairedCopy(window, *document); });
    QObject::connect(&mojibake, &MojibakeTool::utf8CopyRequested, window,
                     [window, document] { saveAsUtf8(window, *document); });
    // What a screen reader hears at the cursor includes the finding, as the list has it.
    view->setMojibakeReport([document] { return document->mojibake(); });
}

} // namespace

const Feature& mojibakeFeature() {
    // clang-format off
    static const Feature feature{
        .tool = &toolOf<MojibakeTool>,
        .panels = {&makePanel<MojibakePanel>},
        .commands = {
            {.menu = Menu::File, .text = QT_TRANSLATE_NOOP("Actions", "Save Repaired &Copy…"),
             .shortcuts = {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)},
             .trigger = [](FeatureParts& p) { saveRepairedCopy(&p.window, p.document); },
             .statusTip = QT_TRANSLATE_NOOP("Actions", "Save a copy of the file with its mojibake repaired; the file itself is not changed")},
            {.menu = Menu::File, .text = QT_TRANSLATE_NOOP("Actions", "Save as &UTF-8…"),
             .trigger = [](FeatureParts& p) { saveAsUtf8(&p.window, p.document); },
             .statusTip = QT_TRANSLATE_NOOP("Actions", "Save a copy of a file in another encoding converted to UTF-8")},
            {.menu = Menu::Edit, .text = QT_TRANSLATE_NOOP("Actions", "Copy &Repaired Text"),
             .shortcuts = {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)},
             .trigger = [](FeatureParts& p) { copyRepairedText(p.document, p.view); },
             .statusTip = QT_TRANSLATE_NOOP("Actions", "Copy the selection as text, with its mojibake repaired")},
            {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "Next &Mojibake"),
             .shortcuts = {QKeySequence(Qt::Key_F4)},
             .trigger = [](FeatureParts& p) { MojibakeTool::of(p.document).next(); }},
            {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "Previous Mo&jibake"),
             .shortcuts = {QKeySequence(Qt::SHIFT | Qt::Key_F4)},
             .trigger = [](FeatureParts& p) { MojibakeTool::of(p.document).previous(); }},
            {.menu = Menu::View, .kind = CommandKind::Submenu, .text = QT_TRANSLATE_NOOP("Actions", "Read Text &As"),
             .fill = [](QMenu& menu, FeatureParts& p) {
                 fillTextCodecMenu(menu, MojibakeTool::of(p.document));
             }},
        },
        .attach = &attach,
    };
    // clang-format on
    return feature;
}

} // namespace u8scope::ui
