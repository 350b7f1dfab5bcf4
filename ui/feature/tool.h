// A feature of the window (mojibake, bookmarks, the teaching panels, Side by Side; regions or
// hidden characters the same way) lives in one folder under ui/, as Okteta's Kasten keeps a tool
// and its tool view: a widget-free Tool that follows the Document's signals and holds the
// feature's state (where next and previous go, its marks, its notices), the panels that show it
// (panels/panel.h), the commands of its menus (command.h) and whatever they need. The window
// never learns its insides. Adding one:
//
//     // ui/regions/regionstool.h: the tool, one per document (Tool::of), made by the window at
//     // start so that it follows the document from its first file
//     class RegionsTool : public Tool {
//         Q_OBJECT
//     public:
//         static RegionsTool& of(Document& document) { return Tool::of<RegionsTool>(document); }
//         void next(); // FindingList::next (document/findinglist.h) does the wrap
//         std::vector<MarkLayer*> markLayers() override { return {&m_marks}; }
//     private:
//         friend class Tool;
//         explicit RegionsTool(Document& document);
//         MarkLayer m_marks; // hexview/marklayer.h: shown in both columns of the hex view
//     };
//     // ui/regions/regionsfeature.cpp: the tool, its panels and commands as one Feature
//     const Feature& regionsFeature() {
//         static const Feature feature{
//             .tool = &toolOf<RegionsTool>,
//             .panels = {&makePanel<RegionsPanel>},
//             .commands = {{
//                 .menu = Menu::Go,
//                 .text = QT_TRANSLATE_NOOP("Actions", "Next &Region"),
//                 .shortcuts = {QKeySequence(Qt::Key_F6)},
//                 .trigger = [](FeatureParts& p) { RegionsTool::of(p.document).next(); },
//             }},
//         };
//         return feature;
//     }
//     // ui/window/features.cpp: one line in the list, &regionsFeature,
//     // ui/CMakeLists.txt: the folder's files; ui/layers.cmake: regions in U8SCOPE_UI_FEATURES
//
// The window adds each tool's mark layers to the hex view, shows its notices in the notice bar
// (where no warning or error stands), shows a panel it asks for, puts its commands in the menus
// and its panels in docks. Folders depend downward only (ui/layers.cmake, where a new feature's
// folder joins the list): a feature includes the document, the hex view, the panels and this
// folder, never the window or another feature.
#pragma once

#include "document/document.h"
#include "document/notice.h"

#include <QObject>
#include <QString>
#include <vector>

namespace u8scope::ui {

class MarkLayer;

class Tool : public QObject {
    Q_OBJECT
public:
    /// The tool of type `T` for `document`: made on first use as a child of the document (so
    /// that it lives as long as it), found after. `T` befriends Tool and takes the Document.
    template <class T>
    [[nodiscard]] static T& of(Document& document) {
        if (auto* tool = document.findChild<T*>(QString(), Qt::FindDirectChildrenOnly))
            return *tool;
        return *new T(document);
    }

    [[nodiscard]] Document& document() const noexcept { return m_document; }
    /// The marks the tool shows in both columns of the hex view; none by default.
    [[nodiscard]] virtual std::vector<MarkLayer*> markLayers() { return {}; }

signals:
    /// What the tool found that the user should know, for the notice bar: shown unless a warning
    /// or an error stands there.
    void notice(const u8scope::ui::Notice& notice);
    /// Asks the window to show the panel `id` (Panel::id) in front, with the keyboard.
    void panelWanted(const QString& id);

protected:
    explicit Tool(Document& document) : QObject(&document), m_document(document) {}

private:
    Document& m_document;
};

/// Tool::of as a function pointer, for Feature::tool.
template <class T>
[[nodiscard]] Tool& toolOf(Document& document) {
    return Tool::of<T>(document);
}

} // namespace u8scope::ui
