// The window's words for the facts of core, through tr() so that they can be translated: the
// plain sentence of a malformed unit and its spec detail (explain.h), the file summary
// (filesummary.h), kinds and characters. Where the command line says the same thing, the
// sentence is core's (sentence.h: the plain sentence, the decoder's action, the names of kinds,
// octet classes and profiles), translated here and filled with the window's forms of the facts;
// neither decides anything.
#pragma once

#include "u8scope/codec/encoder.h"
#include "u8scope/codec/errorkind.h"
#include "u8scope/codec/explain.h"
#include "u8scope/codec/octetclass.h"
#include "u8scope/codec/profile.h"
#include "u8scope/codec/rulebreak.h"
#include "u8scope/file/filesummary.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/regions/regionmap.h"
#include "u8scope/text/charactereffect.h"
#include "u8scope/text/hidden.h"
#include "u8scope/text/sentence.h"

#include <QCoreApplication>
#include <QString>

namespace u8scope::ui {

class Words {
    Q_DECLARE_TR_FUNCTIONS(Words)
public:
    /// Core's sentence (sentence.h) translated, and filled with the window's forms of its facts
    /// (an offset as "0x1F (31)").
    [[nodiscard]] static QString sentence(const Sentence& sentence);
    /// What happened and what the user can do, in one or two plain sentences.
    [[nodiscard]] static QString plain(const Explanation& e);
    /// What a conforming decoder does with the unit: "A conforming decoder replaces ED with one
    /// U+FFFD and resumes at 0x6 (6). No valid sequence starts with ED A0, so ..."
    [[nodiscard]] static QString decoderAction(const Explanation& e);
    /// The spec detail as rows of an HTML table: the rule and its ABNF, where the sequence breaks
    /// it (the octet in bits, the offending bit marked, the pattern expected), what the octets
    /// meant or could have meant, the legacy reading, the surrogate pair.
    [[nodiscard]] static QString detailHtml(const Explanation& e);
    /// The file summary in one sentence with the next step. `mojibake`: the places the mojibake
    /// engine found in the file, when it has run: UTF-8 with some is no file to leave as it is.
    [[nodiscard]] static QString fileSummary(const FileSummary& s, std::uint64_t mojibake = 0);
    /// The regions a summary names (FileSummary::regions) in a sentence: "Regions: 50 blocks of
    /// binary data, 3 regions in windows-1251." (core's regionsText, translatable); empty for
    /// none.
    [[nodiscard]] static QString regions(const std::vector<RegionTally>& regions);
    /// One entry of them: "50 blocks of binary data".
    [[nodiscard]] static QString regionTally(const RegionTally& t);
    /// The octet of fills (RegionTally::fill): "octet FF", or "one octet 80-FF" for several.
    [[nodiscard]] static QString fillOctet(const RegionTally& fills);
    /// The kind of a region, for people: "binary data", "UTF-8 text".
    [[nodiscard]] static QString regionKind(RegionKind kind);
    /// A region in a few words: "binary data, 4 KiB", "UTF-8 text in Latin and Cyrillic, 2 MiB",
    /// "text in windows-1251, 12 KiB".
    [[nodiscard]] static QString region(const Region& r);
    /// The kind of error, for people: "Overlong form".
    [[nodiscard]] static QString kind(ErrorKind k);
    /// The role of an octet, as the legend and the hex view name it: "continuing octet"
    /// (core's describe(OctetClass), translatable).
    [[nodiscard]] static QString octetClass(OctetClass c);
    /// The same in a word or two, for a legend short of room: "continuing", "first of 3".
    [[nodiscard]] static QString octetClassBrief(OctetClass c);
    /// The profile, for people: "RFC 3629 (strict UTF-8, up to U+10FFFF)" (core's
    /// displayName(Profile), translatable).
    [[nodiscard]] static QString profile(Profile p);
    /// A mojibake chain in a few words: "windows-1252, 2 rounds", "CESU-8" (core's chainName,
    /// translatable).
    [[nodiscard]] static QString chain(const MojibakeFinding& f);
    /// What a mojibake finding should read and what happened to it, in one sentence: core's
    /// mojibakeText(f).plain, translatable.
    [[nodiscard]] static QString mojibakePlain(const MojibakeFinding& f);
    /// How the octets of a finding without rounds came to be (a surrogate pair, C0 80, legacy
    /// octets, a C1 control): core's mojibakeText(f).detail(), translatable. Findings with
    /// rounds get core's words.
    [[nodiscard]] static QString mojibakeHow(const MojibakeFinding& f);
    /// Why `value` has no UTF-8 under `profile` (core's describe(EncodeError, ...),
    /// translatable).
    [[nodiscard]] static QString encodeError(EncodeError error, std::uint64_t value,
                                             Profile profile);
    /// What a character does where text is shown, "reverses the display order of the text that
    /// follows, up to the end of the line or a PDF (U+202C)": core's describe(CharacterEffect),
    /// translatable; empty for a character that only shows.
    [[nodiscard]] static QString effect(CharacterEffect e);
    /// A class of hidden characters, for people: "Invisible character" (core's
    /// title(HiddenClass), translatable).
    [[nodiscard]] static QString hiddenClass(HiddenClass c);
    /// Why a hidden character matters where it stands, in one sentence without a final stop:
    /// core's hiddenSentenceOf(f), translatable.
    [[nodiscard]] static QString hiddenSentence(const HiddenFinding& f);
    /// A count of errors of a kind: "1 overlong form", "2 truncated sequences".
    [[nodiscard]] static QString kindCount(ErrorKind k, std::uint64_t n);
    /// "1 octet", "3 octets" (plural forms spelt out: no translation file is needed for English).
    [[nodiscard]] static QString octetCount(std::uint64_t n);
    /// A character in a sentence: itself when it shows alone ("é"), else "U+00A0 NO-BREAK SPACE".
    [[nodiscard]] static QString character(std::uint64_t value);
    /// An octet in bits with `bit` (7..0) marked in HTML, e.g. 100<u><b>0</b></u>0000; -1 marks
    /// none.
    [[nodiscard]] static QString bitsHtml(std::uint8_t octet, int bit = -1);
    /// The octets expected, as ranges and bit patterns: "A0-BF (101xxxxx)".
    [[nodiscard]] static QString expected(const std::vector<OctetRange>& ranges);
};

} // namespace u8scope::ui
