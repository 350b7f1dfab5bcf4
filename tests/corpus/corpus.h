// The mojibake corpus: sentences written for u8scope's tests, and the damage done to them on
// purpose (UTF-8 read as a codec and encoded again, for one round or more; no-break spaces
// turned into spaces; octets lost to "?" or U+FFFD; correct and damaged text on one line).
// Two sets: "tuned", which the engine was developed against and the core tests assert case by
// case, and "held-out", built differently (other sentences, code comments, CSV, markup, names,
// addresses) and only measured (scripts/mojibake-rates), never tuned on.
#pragma once

#include "u8scope/encoding/legacycodec.h"

#include <span>
#include <string>
#include <vector>

namespace u8scope::corpus {

struct Sentence {
    std::string language; ///< "fr", "ru", ...
    std::string text;     ///< UTF-8
};

/// A damaged text and what a repair must give back.
struct DamagedCase {
    std::string name;     ///< "fr-3 windows-1252 x2", to find a failing case
    std::string damaged;  ///< the text as the damage left it
    std::string expected; ///< the repair: the original, U+FFFD for each character lost
    // How the rate tables (corpusrates.h) group the cases of the sets in corpusset.h.
    std::string kind{};   ///< the kind of text: "tweet", "Cyrillic", "C source", ...
    std::string damage{}; ///< what was done to it: "read once", "no-break space lost", ...
    std::string page{};   ///< the encoding it was misread as ("windows-1251"), if any
    /// The encoding a repair should name: the East Asian decoder that misread the text and lost
    /// octets (U+FFFD or "?" in the damaged text).
    std::string mustName{};
};

/// Correct text a repair must leave alone.
struct CleanCase {
    std::string name;
    std::string text;
    std::string kind{}; ///< the kind of text, as DamagedCase::kind
};

/// The codecs these two sets damage text through: the thirteen the engine began with (windows-1250
/// to -1254 and -1257, ISO 8859-1, -2 and -15, Mac OS Roman, DOS 437 and 850, KOI8-R), so that
/// the sets stay what they were as codecs are added. The sets of corpusset.h reach every page.
[[nodiscard]] std::span<const Codec> corpusCodecs();

[[nodiscard]] const std::vector<Sentence>& tunedSentences();
/// Correct text that looks like mojibake in places: capitals, Latin-1 letters, symbols, maths,
/// box drawing, emoji, scripts other than Latin.
[[nodiscard]] const std::vector<std::string>& tunedTrickyText();
[[nodiscard]] const std::vector<Sentence>& heldOutSentences();
[[nodiscard]] const std::vector<std::string>& heldOutTrickyText();

/// `text` read as UTF-8 by `codec` and the characters written as UTF-8 again, `rounds` times.
[[nodiscard]] std::string reencode(const std::string& text, Codec codec, int rounds = 1);
/// As reencode (one round), but a strict decoder: an octet the codec leaves unassigned becomes
/// `replacement` ("?" or U+FFFD). The matching repair is `lostCharacters`.
[[nodiscard]] std::string reencodeStrictly(const std::string& text, Codec codec,
                                           const std::string& replacement);
/// `text` with U+FFFD for each character whose UTF-8 holds an octet `codec` leaves unassigned.
[[nodiscard]] std::string lostCharacters(const std::string& text, Codec codec);
/// `text` with every U+00A0 NO-BREAK SPACE written as a plain space.
[[nodiscard]] std::string loseNoBreakSpaces(const std::string& text);

/// Every damaged case built from `sentences` (see the file comment); `seed` picks the mixes.
[[nodiscard]] std::vector<DamagedCase> damagedCases(const std::vector<Sentence>& sentences,
                                                    unsigned seed);
/// The sentences themselves, their capitalised forms and the tricky text.
[[nodiscard]] std::vector<CleanCase> cleanCases(const std::vector<Sentence>& sentences,
                                                const std::vector<std::string>& tricky);

/// The held-out set, built differently: sentences inside code comments, CSV rows, markup, lists
/// of names and addresses, several lines per text, one damage per text.
[[nodiscard]] std::vector<DamagedCase> heldOutDamagedCases();
[[nodiscard]] std::vector<CleanCase> heldOutCleanCases();

} // namespace u8scope::corpus
