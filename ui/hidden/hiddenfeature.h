// Hidden characters: their tool (hiddentool.h), the Hidden Characters panel, and Next and
// Previous Hidden Character (Go). Registered in window/features.cpp (see feature/tool.h).
#pragma once

#include "feature/feature.h"

namespace u8scope::ui {

[[nodiscard]] const Feature& hiddenFeature();

} // namespace u8scope::ui
