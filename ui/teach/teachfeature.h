// The teaching panels: the playground (with the tool the hex view sends octets through) and the
// reference tables, and Send Selection to Playground in the Edit menu. Registered in
// window/features.cpp (see feature/tool.h).
#pragma once

#include "feature/feature.h"

namespace u8scope::ui {

[[nodiscard]] const Feature& teachFeature();

} // namespace u8scope::ui
