// Regions: a tool over the scan's region map, Next and Previous Region in the Go menu, and the
// overview strip beside the hex view's scroll bar. Registered in window/features.cpp (see
// feature/tool.h).
#pragma once

#include "feature/feature.h"

namespace u8scope::ui {

[[nodiscard]] const Feature& regionsFeature();

} // namespace u8scope::ui
