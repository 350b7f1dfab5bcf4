// The facts of a mojibake finding (mojibake.h) in English, for the command line and JSON: one
// plain sentence first (what the text should read and what happened to it), then one sentence
// per step of the damage with the octets and characters of each: "C3 A9 is "é" in UTF-8; read as
// windows-1252 they became "Ã" and "©"; written back as UTF-8 they are C3 83 C2 A9." The window
// words the same facts itself, through tr().
#pragma once

#include "u8scope/mojibake/mojibake.h"
#include "u8scope/text/sentence.h"

#include <string>
#include <vector>

namespace u8scope {

struct MojibakeText {
    /// What the text should read and what happened, for anyone: ""cafÃ©" should read "café":
    /// UTF-8 read as windows-1252 and saved again as UTF-8."
    std::string plain;
    /// How it happened, one sentence per step, with the octets.
    std::vector<std::string> steps;

    /// The steps as one paragraph.
    [[nodiscard]] std::string detail() const;
    /// The plain sentence, then the steps.
    [[nodiscard]] std::string text() const;
};

/// The finding in English.
[[nodiscard]] MojibakeText mojibakeText(const MojibakeFinding& finding);

/// `text` (UTF-8) as it shows, with what would not show (a no-break space, a control, a byte
/// order mark) as its label in angle brackets: "10<NBSP>km", "<BOM>id".
[[nodiscard]] std::string visibleText(const std::string& text);

/// In a finding of legacy octets (MojibakeKind::LegacyOctets), the well-formed UTF-8 sequences of
/// two octets or more: octets of the codec that form UTF-8 by chance ("Т»" in windows-1251 is
/// D2 BB, U+04BB), though not with the octets around them. Each as "D2 BB (U+04BB)".
[[nodiscard]] std::vector<std::string> chanceSequences(const MojibakeFinding& finding);

/// One fact behind a finding (MojibakeFinding::evidence) as a sentence for people, written once
/// for the command line and the window (sentence.h): "The same encoding explains 2 other damaged
/// words of the line."
[[nodiscard]] Sentence evidenceSentence(const MojibakeEvidence& evidence,
                                        const MojibakeFinding& finding);
/// Why the finding was taken, in English: its evidence, one sentence after the other
/// (englishSentence, explaintext.h); empty for a finding without evidence.
[[nodiscard]] std::string evidenceText(const MojibakeFinding& finding);

/// The chain in a few words: "windows-1252", "windows-1252, 2 rounds", "windows-1252 and
/// ISO 8859-1 mixed", "windows-1252 then windows-1251", "CESU-8", "Java modified UTF-8".
[[nodiscard]] std::string chainName(const MojibakeFinding& finding);
/// The octets the text of an EastAsianAsWestern finding was stored as, in hex ("C4 E3 BA C3"):
/// its characters back through its codec.
[[nodiscard]] std::string storedOctets(const MojibakeFinding& finding);

/// The octets of stage `stage` of a finding's chain (MojibakeFinding::stages) as the damage read
/// them: its UTF-8, but the first stage of a chain that began in CESU-8 (MojibakeFinding::cesu8)
/// as CESU-8 writes it, each character beyond U+FFFF as its two surrogates.
[[nodiscard]] std::string stageOctets(const MojibakeFinding& finding, std::size_t stage);

/// Rounds of a chain through one codec, one after the other.
struct ChainLink {
    Codec codec;
    int rounds = 0;
};

/// The rounds of a finding (MojibakeFinding::chain) as links, in the order of the damage:
/// {windows-1252, 2} and {windows-1251, 1} for "é" read twice as windows-1252, then as
/// windows-1251. Empty for kinds without rounds.
[[nodiscard]] std::vector<ChainLink> chainLinks(const MojibakeFinding& finding);

} // namespace u8scope
