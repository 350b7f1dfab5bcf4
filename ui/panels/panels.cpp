// The inspection panels of the main window, in the order of the View menu. A new panel is a
// class derived from Panel (panel.h) in its own files, and one line here.
#include "panels/panels.h"

#include "bookmarks/bookmarkspanel.h"
#include "mojibake/mojibakepanel.h"
#include "panels/bitlayoutpanel.h"
#include "panels/errorspanel.h"
#include "panels/inspectorpanel.h"
#include "teach/playgroundpanel.h"
#include "teach/referencepanel.h"

namespace u8scope::ui {

const std::vector<PanelFactory>& panels() {
    static const std::vector<PanelFactory> list = {
        &makePanel<InspectorPanel>,  &makePanel<BitLayoutPanel>, &makePanel<ErrorsPanel>,
        &makePanel<PlaygroundPanel>, &makePanel<ReferencePanel>, &makePanel<BookmarksPanel>,
        &makePanel<MojibakePanel>,
    };
    return list;
}

} // namespace u8scope::ui
