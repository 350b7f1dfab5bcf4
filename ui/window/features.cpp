// The features of the window, in the order of their commands in the menus and of their panels in
// the View menu. A new feature is a folder under ui/ and one line here (see feature/tool.h).
#include "window/features.h"

#include "bookmarks/bookmarksfeature.h"
#include "compare/comparefeature.h"
#include "feature/tool.h"
#include "hexview/hexview.h"
#include "hidden/hiddenfeature.h"
#include "mojibake/mojibakefeature.h"
#include "regions/regionsfeature.h"
#include "teach/teachfeature.h"
#include "window/noticebar.h"
#include "window/paneldocks.h"

namespace u8scope::ui {

const std::vector<FeatureFactory>& features() {
    static const std::vector<FeatureFactory> list = {
        &teachFeature,
        &bookmarksFeature,
        &compareFeature,
        &mojibakeFeature,
        &regionsFeature,
        &hiddenFeature,
    };
    return list;
}

std::vector<PanelFactory> windowPanels() {
    std::vector<PanelFactory> all = panels();
    for (const FeatureFactory feature : features())
        all.insert(all.end(), feature().panels.begin(), feature().panels.end());
    return all;
}

void attachFeatures(const FeatureParts& parts, NoticeBar& notices, PanelDocks& docks) {
    for (const FeatureFactory make : features()) {
        const Feature& feature = make();
        if (!feature.tool)
            continue;
        Tool& tool = feature.tool(parts.document);
        for (MarkLayer* layer : tool.markLayers())
            parts.view.addMarkLayer(layer);
        QObject::connect(&tool, &Tool::notice, &notices, [&notices](const Notice& notice) {
            if (notices.isHidden() || notices.kind() == NoticeBar::Kind::Info)
                notices.showNotice(notice);
        });
        QObject::connect(&tool, &Tool::panelWanted, &docks, &PanelDocks::showPanel);
        if (feature.attach)
            feature.attach(tool, parts);
    }
}

} // namespace u8scope::ui
