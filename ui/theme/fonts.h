// Fonts for text from files: emoji in colour, as the programs that show the text draw them.
// Qt 6.4 draws a character missing from a font with the first fallback font that has it, which
// for the emoticons is often a monochrome one (DejaVu Sans): one emoji came out as a pale
// outline in the octet colour beside others in colour. An installed colour emoji font named as
// the first fallback wins over the rest.
#pragma once

#include <QFont>
#include <QString>

namespace u8scope::ui {

/// The family of an installed colour emoji font ("Noto Color Emoji", ...); empty when none is.
[[nodiscard]] QString colorEmojiFamily();

/// `font` with the colour emoji font, if any, as its first fallback.
[[nodiscard]] QFont withColorEmoji(QFont font);

} // namespace u8scope::ui
