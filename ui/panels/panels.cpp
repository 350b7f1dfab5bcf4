// The inspection panels of the main window that belong to no feature, in the order of the View
// menu; each feature's panels follow (window/features.cpp). A new panel is a class derived from
// Panel (panel.h) in its own files, and one line here or in its feature's list.
#include "panels/panels.h"

#include "panels/bitlayoutpanel.h"
#include "panels/errorspanel.h"
#include "panels/inspectorpanel.h"

namespace u8scope::ui {

const std::vector<PanelFactory>& panels() {
    static const std::vector<PanelFactory> list = {
        &makePanel<InspectorPanel>,
        &makePanel<BitLayoutPanel>,
        &makePanel<ErrorsPanel>,
    };
    return list;
}

} // namespace u8scope::ui
