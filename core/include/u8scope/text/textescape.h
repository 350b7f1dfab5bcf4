// Text from outside (a file name, the octets of a file) made safe where it is shown: on a
// terminal, in JSON (RFC 8259), in HTML. Hostile names hold control characters that drive a
// terminal, octets that are not UTF-8 (RFC 3629 §4) and bidirectional controls that reorder what
// follows (Unicode Standard Annex #9); each form below neutralises them.
#pragma once

#include <string>
#include <string_view>

namespace u8scope {

/// `text` safe to print on a terminal: C0 and C1 control characters, DEL and octets that are
/// not UTF-8 (which a hostile file name could use to drive the terminal) written as \xNN
/// escapes, bidirectional controls and line separators (which reorder what follows) as
/// \u{XXXX}. Well-formed text is kept as is.
[[nodiscard]] std::string terminalSafe(std::string_view text);

/// A JSON string literal, quoted and escaped; UTF-8 is kept as is, and each malformed unit
/// (RFC 3629) becomes U+FFFD, so that the JSON stays UTF-8. Control characters (C0, DEL, C1)
/// and bidirectional controls are written as \uXXXX escapes.
[[nodiscard]] std::string jsonString(std::string_view s);

/// `text` as HTML character data or an attribute value: terminalSafe() first (so controls,
/// octets that are not UTF-8 and reordering characters show as escapes, never act), then
/// & < > " ' as character references.
[[nodiscard]] std::string htmlText(std::string_view text);

} // namespace u8scope
