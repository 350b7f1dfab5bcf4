#include "mojibake/mojibakefeature.h"

#include "hexview/hexview.h"
#include "mojibake/mojibakecommands.h"
#include "mojibake/mojibakepanel.h"
#include "mojibake/mojibaketool.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>
#include <vector>

namespace u8scope::ui {

namespace {

QString translated(const char* text) {
    return QCoreApplication::translate("Actions", text);
}

// Whom a legacy codec is for, as text-encoding menus group them: "Cyrillic" for windows-1251,
// KOI8-R, ... in the order the menu shows them.
struct CodecRegion {
    const char* name;
    std::vector<CodecId> codecs; // the most common first
};

const std::vector<CodecRegion>& codecRegions() {
    using C = CodecId;
    static const std::vector<CodecRegion> regions{
        {QT_TRANSLATE_NOOP("Actions", "Western European"),
         {C::Windows1252, C::Iso8859_1, C::Iso8859_15, C::MacRoman, C::Ibm850, C::Ibm437}},
        {QT_TRANSLATE_NOOP("Actions", "Central European"),
         {C::Windows1250, C::Iso8859_2, C::Iso8859_16, C::Ibm852}},
        {QT_TRANSLATE_NOOP("Actions", "South European"), {C::Iso8859_3}},
        {QT_TRANSLATE_NOOP("Actions", "Baltic"), {C::Windows1257, C::Iso8859_13, C::Iso8859_4}},
        {QT_TRANSLATE_NOOP("Actions", "Nordic"), {C::Iso8859_10}},
        {QT_TRANSLATE_NOOP("Actions", "Celtic"), {C::Iso8859_14}},
        {QT_TRANSLATE_NOOP("Actions", "Cyrillic"),
         {C::Windows1251, C::Koi8R, C::Koi8U, C::Iso8859_5, C::MacCyrillic, C::Ibm866}},
        {QT_TRANSLATE_NOOP("Actions", "Greek"), {C::Windows1253, C::Iso8859_7, C::MacGreek}},
        {QT_TRANSLATE_NOOP("Actions", "Turkish"), {C::Windows1254, C::Iso8859_9}},
        {QT_TRANSLATE_NOOP("Actions", "Hebrew"), {C::Windows1255, C::Iso8859_8}},
        {QT_TRANSLATE_NOOP("Actions", "Arabic"), {C::Windows1256, C::Iso8859_6}},
        {QT_TRANSLATE_NOOP("Actions", "Vietnamese"), {C::Windows1258}},
        {QT_TRANSLATE_NOOP("Actions", "Thai"), {C::Windows874, C::Iso8859_11}},
    };
    return regions;
}

// View ▸ Read Text As: UTF-8, or a codec of legacycodec.h for a file in another encoding, one
// submenu per region.
void fillTextCodecMenu(QMenu& menu, MojibakeTool& tool) {
    auto* group = new QActionGroup(&menu);
    const auto add = [&](QMenu& into, const QString& text, std::optional<Codec> codec) {
        QAction* a = into.addAction(text);
        a->setCheckable(true);
        a->setChecked(tool.textCodec() == codec);
        group->addAction(a);
        QObject::connect(a, &QAction::triggered, &tool,
                         [&tool, codec] { tool.setTextCodec(codec); });
    };
    add(menu, translated(QT_TRANSLATE_NOOP("Actions", "UTF-8 (the default)")), std::nullopt);
    menu.addSeparator();
    for (const CodecRegion& region : codecRegions()) {
        QMenu* sub = menu.addMenu(translated(region.name));
        for (const CodecId id : region.codecs) {
            const std::string_view name = Codec(id).displayName();
            add(*sub, QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())),
                Codec(id));
        }
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
