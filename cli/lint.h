// The findings of `u8scope-cli lint` as it writes them, a line or a JSON object each (lint.cpp).
#pragma once

#include "u8scope/text/hidden.h"

#include <cstdint>
#include <string>

namespace u8scope::cli {

/// "PATH:LINE:COLUMN: CLASS: U+XXXX NAME: why it matters\n", the path, name and sentence made
/// safe for a terminal.
[[nodiscard]] std::string lintLine(const std::string& path, const HiddenFinding& finding);

/// The finding as one JSON object of `lint --json` (fields in docs/reports.md).
[[nodiscard]] std::string lintJson(const HiddenFinding& finding);

/// "PATH:LINE:COLUMN: KIND: N characters that would be hidden in text lie in ...\n": the
/// characters of a region not read as text, at the first of them; the path made safe.
[[nodiscard]] std::string lintOutsideLine(const std::string& path,
                                          const HiddenOutsideText& outside);
/// The same as one JSON object of `lint --json`, counting the classes `reported` (bit
/// HiddenClass).
[[nodiscard]] std::string lintOutsideJson(const HiddenOutsideText& outside, std::uint32_t reported);

} // namespace u8scope::cli
