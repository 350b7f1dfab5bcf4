#include "regions/regionsfeature.h"

#include "hexview/hexview.h"
#include "regions/overviewstrip.h"
#include "regions/regionstool.h"

namespace u8scope::ui {

const Feature& regionsFeature() {
    static const Feature feature{
        .tool = &toolOf<RegionsTool>,
        .panels = {},
        .commands = {},
        .attach = [](Tool& tool,
                     const FeatureParts& parts) { new OverviewStrip(tool.document(), parts.view); },
    };
    return feature;
}

} // namespace u8scope::ui
