// The spoof checker of UTS #39 through ICU (uspoof_*), for the confusable class of hidden.h:
// confusable skeletons (§4), restriction levels (§5.2), mixed numbers (§5.3) and hidden
// overlays. One checker for the process, opened on first use; safe from several threads.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace u8scope::hidden {

/// Whether the confusable skeleton of `c` is made of ASCII letters and digits only: Cyrillic "а"
/// (skeleton "a"), Greek "Ο" ("O"), but not Cyrillic "в" ("ʙ").
[[nodiscard]] bool asciiSkeleton(char32_t c);

/// The confusable skeleton of `text` (UTS #39 §4).
[[nodiscard]] std::u32string skeleton(std::u32string_view text);

/// A letter or digit of `script` (a UScriptCode) whose skeleton is that of `c`, preferring ASCII
/// and the lowest code point: 'a' for Cyrillic "а" in Latin; 0 when the script has none.
[[nodiscard]] char32_t lookalikeIn(char32_t c, int script);

/// What the spoof checker says of one word.
struct WordCheck {
    /// Looser than Highly Restrictive (UTS #39 §5.2): its scripts mix in a way Japanese,
    /// Chinese and Korean text does not.
    bool mixedScripts = false;
    /// Digits of more than one decimal system (§5.3): "١2".
    bool mixedNumbers = false;
    /// U+0307 over a character that has a dot already ("i̇"): ICU's hidden overlay check.
    bool hiddenOverlay = false;
};

[[nodiscard]] WordCheck checkWord(std::u32string_view word);

} // namespace u8scope::hidden
