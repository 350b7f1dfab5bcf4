#include "teach/teachfeature.h"

#include "teach/playgroundpanel.h"
#include "teach/referencepanel.h"

namespace u8scope::ui {

const Feature& teachFeature() {
    // clang-format off
    static const Feature feature{
        .tool = &toolOf<PlaygroundInbox>,
        .panels = {&makePanel<PlaygroundPanel>, &makePanel<ReferencePanel>},
        .commands = {
            {.menu = Menu::Edit, .text = QT_TRANSLATE_NOOP("Actions", "Send Selection to Play&ground"),
             .shortcuts = {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)},
             .trigger = [](FeatureParts& p) { PlaygroundInbox::of(p.document).sendSelection(); },
             .statusTip = QT_TRANSLATE_NOOP("Actions", "Walk the selected octets (up to 64) in the "
                                                       "playground, the way a decoder does")},
        },
    };
    // clang-format on
    return feature;
}

} // namespace u8scope::ui
