// Unicode character data for the inspector, from ICU: name, general category, script, block, age.
#pragma once

#include "u8scope/codec/profile.h"

#include <cstdint>
#include <string>

namespace u8scope {

struct CharInfo {
    std::uint64_t value = 0;
    /// The Unicode name ("LATIN SMALL LETTER A"); for characters without one, a label such as
    /// "<control-000A> (LINE FEED)", "<private-use-E000>", "<unassigned-0378>",
    /// "<noncharacter-FFFE>", or "<beyond Unicode>" above U+10FFFF.
    std::string name;
    std::string generalCategory;     ///< two-letter code, e.g. "Lu"; empty beyond U+10FFFF
    std::string generalCategoryName; ///< e.g. "Uppercase Letter"
    std::string script;              ///< e.g. "Latin", "Common"
    std::string block;               ///< e.g. "Basic Latin"
    std::string age;                 ///< Unicode version that assigned it, e.g. "1.1"
    bool inUnicode = true;           ///< at most U+10FFFF
    bool assigned = false;
    bool control = false;          ///< general category Cc
    bool whitespace = false;       ///< White_Space property
    bool defaultIgnorable = false; ///< Default_Ignorable_Code_Point: ZWJ, ZWSP, BOM, ...
    bool noncharacter = false;
    bool privateUse = false;
    bool combining = false; ///< nonzero canonical combining class, or a nonspacing mark
    int combiningClass = 0;
};

/// Terminal columns the character takes: 2 for East Asian Wide and Fullwidth characters
/// (CJK, most emoji), 0 for combining marks and default-ignorable characters, else 1.
[[nodiscard]] int displayWidth(std::uint64_t value);

/// Character data for any UCS-4 value (values above U+10FFFF get inUnicode = false).
[[nodiscard]] CharInfo charInfo(std::uint64_t value);

/// The Unicode version of the character data, e.g. "15.0".
[[nodiscard]] std::string unicodeVersion();

} // namespace u8scope
