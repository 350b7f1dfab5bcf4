// Text stored in a double-octet East Asian encoding (GBK, Big5, Shift_JIS, EUC-JP, EUC-KR) and
// read as a Western single-octet page (windows-1252, ISO 8859-1, DOS 437 or 850: old Western
// software, file names in ZIP archives), then saved as UTF-8: "你好" in GBK is C4 E3 BA C3, which
// windows-1252 reads as "ÄãºÃ". Nothing was lost, so the repair is exact: the page gives back
// the octets, the encoding the characters.
//
// Precision first: Latin-1 text with accents must never become CJK. A line is read so only
// where every word of it with characters outside ASCII goes back to octets through the page and
// those octets are well-formed in the encoding, in its common part only (GB2312's rows in GBK,
// Big5's characters, JIS X 0208 in Shift_JIS and EUC-JP, KS X 1001 in EUC-KR; no half-width
// katakana), decoding to ideographs, kana, Hangul and the punctuation of such text; with four
// octets above 7F at least, two characters of two octets and fewer ASCII letters read as
// themselves (a file name's extension aside), most of the words' octets in those characters, a word
// as found that reads as no text, a sign among its characters (second octets are signs half the
// time: "º" in "ÄãºÃ"), no octet five times over (box drawing), and octets that no single-octet
// codec gives back as well-formed UTF-8 (that is UTF-8 read as a page: "mÃ´r"). Which encoding it
// was is decided by uchardet on the octets, or where it has no answer among the readings, by the
// script only one of them gives (kana, Hangul); a line two encodings read alike well stays as it
// is.
#pragma once

#include "u8scope/codec/profile.h"
#include "u8scope/encoding/legacycodec.h"

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace u8scope::detail {

/// A word of a line read back: its characters [first, last] in the line, and what they were.
struct LegacyCjkWord {
    std::size_t first = 0;
    std::size_t last = 0;
    std::string repaired; ///< UTF-8
};

/// What a line of text stored in a double-octet encoding and read as a Western page was.
struct LegacyCjkReading {
    Codec page;              ///< the Western page it was read as
    std::string_view stored; ///< the encoding it was stored in: "GBK", "Big5", "Shift_JIS", ...
    double confidence = 0;   ///< 0..1
    bool viaC1 = false;      ///< the page gave octets for C1 controls (windows-1252's extension)
    std::vector<LegacyCjkWord> words;
};

/// The reading of a line, `cps` its characters (kNoCharacter for a malformed unit or one
/// already taken), if it is East Asian text read as a Western page; else empty `words`.
[[nodiscard]] LegacyCjkReading readLegacyCjk(std::span<const CodePoint> cps);

/// Whether DOS 437 or 850 gives `cp` for an octet above 7F: box drawing, blocks, Greek, signs and
/// accented letters, what East Asian text read as a DOS page is made of.
[[nodiscard]] bool dosHighCharacter(CodePoint cp) noexcept;

/// Whether a word's characters could be East Asian octets read as DOS 437 or 850 (box drawing,
/// Greek and Latin-1 mixed: "╖|─│¼÷┐²"): four at least outside ASCII, each one that one of those
/// pages gives for an octet above 7F. Such a word holds none of the four Latin-1 characters in a
/// row that mark the windows-1252 and ISO 8859-1 readings, so the quick pass over a line must not
/// let it go on its re-encodings alone.
[[nodiscard]] bool mayBeEastAsianThroughDos(std::span<const CodePoint> cps);

/// A character that is no character of the line: a malformed unit, or one a finding took.
inline constexpr CodePoint kNoCharacter = 0xFFFFFFFF;

} // namespace u8scope::detail
