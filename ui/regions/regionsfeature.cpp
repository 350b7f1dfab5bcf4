#include "regions/regionsfeature.h"

#include "hexview/hexview.h"
#include "regions/overviewstrip.h"
#include "regions/regionstool.h"

namespace u8scope::ui {

const Feature& regionsFeature() {
    // clang-format off
    static const Feature feature{
        .tool = &toolOf<RegionsTool>,
        .panels = {},
        .commands = {
            {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "Next &Region"),
             .shortcuts = {QKeySequence(Qt::Key_F6)},
             .trigger = [](FeatureParts& p) { RegionsTool::of(p.document).next(); },
             .statusTip = QT_TRANSLATE_NOOP("Actions", "Go to the start of the next region: text, "
                                                       "binary data, a NUL run, ...")},
            {.menu = Menu::Go, .text = QT_TRANSLATE_NOOP("Actions", "Previous Regi&on"),
             .shortcuts = {QKeySequence(Qt::SHIFT | Qt::Key_F6)},
             .trigger = [](FeatureParts& p) { RegionsTool::of(p.document).previous(); }},
        },
        .attach = [](Tool& tool, const FeatureParts& parts) {
            new OverviewStrip(tool.document(), parts.view);
        },
    };
    // clang-format on
    return feature;
}

} // namespace u8scope::ui
