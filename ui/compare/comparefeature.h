// Side by Side: the two commands of the View menu that open a CompareWindow; no tool.
// Registered in window/features.cpp (see feature/tool.h).
#pragma once

#include "feature/feature.h"

namespace u8scope::ui {

[[nodiscard]] const Feature& compareFeature();

} // namespace u8scope::ui
