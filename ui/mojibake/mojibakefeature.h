// Mojibake: its tool (mojibaketool.h), its panel, and its commands: the copies repaired or
// converted (File), Copy Repaired Text (Edit), Next and Previous Mojibake (Go), Read Text As
// (View). Registered in window/features.cpp (see feature/tool.h).
#pragma once

#include "feature/feature.h"

namespace u8scope::ui {

[[nodiscard]] const Feature& mojibakeFeature();

} // namespace u8scope::ui
