// The regions of the open document, as the window works with them (a Tool, see feature/tool.h):
// the overview strip beside the hex view's scroll bar is made for it (regionsfeature.cpp).
// Widget-free.
#pragma once

#include "feature/tool.h"

namespace u8scope::ui {

class RegionsTool : public Tool {
    Q_OBJECT
public:
    [[nodiscard]] static RegionsTool& of(Document& document) {
        return Tool::of<RegionsTool>(document);
    }

private:
    friend class Tool;
    explicit RegionsTool(Document& document) : Tool(document) {}
};

} // namespace u8scope::ui
