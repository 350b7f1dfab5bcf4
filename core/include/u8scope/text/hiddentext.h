// The facts of a hidden-character finding (hidden.h) in English, for the command line and the
// JSON of `u8scope-cli lint`: one plain sentence of what the character does where it stands and
// why it matters ("it reverses the order in which the following text is displayed, up to the end
// of the line, so code can read differently from how it runs"). The sentence is written once, as
// a template with its facts (sentence.h): the window translates it and words the facts its way.
#pragma once

#include "u8scope/text/hidden.h"
#include "u8scope/text/sentence.h"

#include <string>

namespace u8scope {

/// Why the finding matters, as one sentence starting in lower case, without a final stop.
[[nodiscard]] std::string hiddenSentence(const HiddenFinding& finding);
/// The same as a template and its facts, for the window to translate.
[[nodiscard]] Sentence hiddenSentenceOf(const HiddenFinding& finding);

/// The characters outside text of a region (hidden.h) as one sentence starting with their count,
/// without a final stop: "12 characters that would be hidden in text lie in 8192 bytes of binary
/// data at 0x1000 (4,096), where any value turns up: they are not text, and not listed one by one".
[[nodiscard]] std::string outsideTextSentence(const HiddenOutsideText& outside);
/// The same as a template and its facts.
[[nodiscard]] Sentence outsideTextSentenceOf(const HiddenOutsideText& outside);

/// The script of a finding as its sentence and lint's JSON name it: ICU's name of the script code
/// (regionmap.h's scriptName: "Cyrillic", "Latin"), "" for none (0, not a confusable).
[[nodiscard]] std::string findingScript(int script);

} // namespace u8scope
