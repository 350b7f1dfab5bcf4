#include "bookmarks/bookmarksfeature.h"

#include "bookmarks/bookmarks.h"
#include "bookmarks/bookmarkspanel.h"

namespace u8scope::ui {

const Feature& bookmarksFeature() {
    // clang-format off
    static const Feature feature{
        .tool = &toolOf<Bookmarks>,
        .panels = {&makePanel<BookmarksPanel>},
        .commands = {
            {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "Toggle &Bookmark"),
             .shortcuts = {QKeySequence(Qt::CTRL | Qt::Key_F2)},
             .trigger = [](FeatureParts& p) { Bookmarks::of(p.document).toggleAtCursor(); },
             .statusTip = QT_TRANSLATE_NOOP("Actions", "Set a bookmark at the cursor, or remove the "
                                                       "one there; kept with the file")},
            {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "Next Boo&kmark"),
             .shortcuts = {QKeySequence(Qt::Key_F2)},
             .trigger = [](FeatureParts& p) { Bookmarks::of(p.document).next(); }},
            {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "Pre&vious Bookmark"),
             .shortcuts = {QKeySequence(Qt::SHIFT | Qt::Key_F2)},
             .trigger = [](FeatureParts& p) { Bookmarks::of(p.document).previous(); }},
        },
    };
    // clang-format on
    return feature;
}

} // namespace u8scope::ui
