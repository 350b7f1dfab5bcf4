// A strict JSON syntax check, so tests can tell that --json output is one valid JSON value.
#pragma once

#include <string_view>

namespace u8scope::test {

/// Whether `text` is exactly one JSON value (RFC 8259), surrounded by optional whitespace.
[[nodiscard]] bool isValidJson(std::string_view text);

} // namespace u8scope::test
