// Bookmarks: a tool that keeps them per file, its panel, and Toggle, Next and Previous Bookmark in
// the Go menu. Registered in window/features.cpp (see feature/tool.h).
#pragma once

#include "feature/feature.h"

namespace u8scope::ui {

[[nodiscard]] const Feature& bookmarksFeature();

} // namespace u8scope::ui
