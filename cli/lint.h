// The findings of `u8scope-cli lint` as it writes them, a line or a JSON object each (lint.cpp).
#pragma once

#include "u8scope/text/hidden.h"

#include <string>

namespace u8scope::cli {

/// "PATH:LINE:COLUMN: CLASS: U+XXXX NAME: why it matters\n", the path, name and sentence made
/// safe for a terminal.
[[nodiscard]] std::string lintLine(const std::string& path, const HiddenFinding& finding);

/// The finding as one JSON object of `lint --json` (fields in docs/reports.md).
[[nodiscard]] std::string lintJson(const HiddenFinding& finding);

} // namespace u8scope::cli
