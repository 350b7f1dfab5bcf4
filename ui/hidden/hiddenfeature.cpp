#include "hidden/hiddenfeature.h"

#include "hidden/hiddenpanel.h"
#include "hidden/hiddentool.h"

namespace u8scope::ui {

const Feature& hiddenFeature() {
    // clang-format off
    static const Feature feature{
        .tool = &toolOf<HiddenTool>,
        .panels = {&makePanel<HiddenPanel>},
        .commands = {
            {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "Next &Hidden Character"),
             .shortcuts = {QKeySequence(Qt::Key_F7)},
             .trigger = [](FeatureParts& p) { HiddenTool::of(p.document).next(); },
             .statusTip = QT_TRANSLATE_NOOP("Actions", "Go to the next bidi control, invisible character, confusable letter or other hidden character")},
            {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "Previous Hi&dden Character"),
             .shortcuts = {QKeySequence(Qt::SHIFT | Qt::Key_F7)},
             .trigger = [](FeatureParts& p) { HiddenTool::of(p.document).previous(); }},
        },
    };
    // clang-format on
    return feature;
}

} // namespace u8scope::ui
