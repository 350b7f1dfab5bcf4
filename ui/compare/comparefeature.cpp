#include "compare/comparefeature.h"

#include "compare/comparewindow.h"

namespace u8scope::ui {

const Feature& compareFeature() {
    // clang-format off
    static const Feature feature{
        .panels = {},
        .commands = {
            {.menu = Menu::View, .text = QT_TRANSLATE_NOOP("Actions", "&Side by Side with Another File…"),
             .trigger = [](FeatureParts& p) { CompareWindow::withAnotherFile(p.document, p.window); },
             .statusTip = QT_TRANSLATE_NOOP("Actions", "Two files in linked hex views, the octets "
                                                       "that differ marked")},
            {.menu = Menu::View, .text = QT_TRANSLATE_NOOP("Actions", "Side by Side at &Two Offsets…"),
             .trigger = [](FeatureParts& p) { CompareWindow::atTwoOffsets(p.document, p.window); },
             .statusTip = QT_TRANSLATE_NOOP("Actions", "This file from two offsets in linked hex "
                                                       "views, the octets that differ marked")},
        },
    };
    // clang-format on
    return feature;
}

} // namespace u8scope::ui
