// One finding per damaged word: "HÃ©lÃ¨ne" is "Hélène" damaged in two places with an "l"
// between. The examiner finds each place on its own; people read and repair the word, so the
// places of one word that tell the same story (the same kind, codec and rounds) become one
// finding that covers the word from its first damaged octet to its last, the ASCII letters
// between them unchanged in its text and its repair. Internal to the core.
#pragma once

#include "u8scope/mojibake/mojibake.h"

#include <vector>

namespace u8scope::detail {

/// Whether `b`, the next finding after `a` in the input, is damage of the same word and the same
/// story: only ASCII letters and digits (a.after, which b.before ends with) lie between them.
[[nodiscard]] bool sameWordAndStory(const MojibakeFinding& a, const MojibakeFinding& b);

/// Makes `b` part of `a` (sameWordAndStory(a, b)): one span, one text, one repair, the lower
/// confidence with its evidence, the alternatives that explain both.
void joinFinding(MojibakeFinding& a, const MojibakeFinding& b);

/// Joins the findings of each word in `found` (in input order): the first of a word holds the
/// word's, and the others are taken out of `found`.
void joinWordFindings(std::vector<MojibakeFinding*>& found);

} // namespace u8scope::detail
