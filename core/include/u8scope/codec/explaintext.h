// The facts of a malformed unit (explain.h) in English, for the command line and JSON: one plain
// sentence first (what happened, and what the user can do), then the spec detail (the octets,
// the rule of RFC 3629 §4 or ISO/IEC 10646-1 Annex R, what they meant, what a conforming decoder
// emits). The plain sentence and the decoder's action are sentences (sentence.h) that the window
// translates and fills in too; the spec detail the window shows as a table of its own.
#pragma once

#include "u8scope/codec/explain.h"
#include "u8scope/file/filesummary.h"
#include "u8scope/text/sentence.h"

#include <string>

namespace u8scope {

struct ExplanationText {
    /// What happened and what the user can do, for anyone: "This octet is not UTF-8. If the
    /// file came from Windows, it is probably windows-1252, where E9 is é."
    std::string plain;
    /// One sentence naming the octets and what is wrong, e.g.
    /// "C0 80 at offset 12 is an overlong 2-octet form of U+0000."
    std::string summary;
    /// The rule that was broken: the clause and ABNF, the range expected and the octet found.
    std::string rule;
    /// What the octets would have meant, where that can be known; empty otherwise.
    std::string meaning;
    /// What a conforming decoder does: one U+FFFD per maximal subpart, and where it resumes.
    std::string decoderAction;

    /// The spec detail: summary, rule, meaning and decoderAction as one paragraph.
    [[nodiscard]] std::string detail() const;
    /// The whole explanation: the plain sentence, a blank line, and the detail.
    [[nodiscard]] std::string text() const;
};

/// The explanation in English.
[[nodiscard]] ExplanationText explanationText(const Explanation& facts);

/// What happened and what the user can do (ExplanationText::plain), as a sentence to fill in.
[[nodiscard]] Sentence plainSentence(const Explanation& facts);
/// What a conforming decoder does with the unit, one U+FFFD per maximal subpart, and where it
/// resumes (ExplanationText::decoderAction): one or two sentences to fill in.
[[nodiscard]] std::vector<Sentence> decoderActionSentences(const Explanation& facts);
/// A sentence in English as the command line shows it (an offset as "offset 31").
[[nodiscard]] std::string englishSentence(const Sentence& sentence);
/// Sentences in English, one after the other.
[[nodiscard]] std::string englishSentences(std::span<const Sentence> sentences);

/// The file summary in one sentence with the next step, e.g. "UTF-8 with 3 errors (2 truncated,
/// 1 invalid-octet): a decoder replaces each with U+FFFD. Each is explained below: what
/// happened, and what to do." `namesCommands`: whether it may send the reader to a command of
/// u8scope-cli (not in a report the window writes, whose reader may have no command line).
[[nodiscard]] std::string summaryText(const FileSummary& summary, bool namesCommands = true);
/// The regions a summary names (FileSummary::regions) in one sentence, which summaryText ends
/// with: "Regions: 50 blocks of binary data, 3 regions in windows-1251."; empty for none.
[[nodiscard]] std::string regionsText(const std::vector<RegionTally>& regions);

/// How a character shows in a sentence: the character itself when it is visible on its own
/// ("é"), else its code point and name ("U+00A0 NO-BREAK SPACE").
[[nodiscard]] std::string characterForSentence(std::uint64_t value);

} // namespace u8scope
