// UTF-8 read as a double-octet East Asian encoding (GBK or GB18030, Big5, Shift_JIS, EUC-JP,
// EUC-KR or UHC) and saved again as UTF-8: "这是中" (E8 BF 99 E6 98 AF E4 B8 AD) read as GBK is
// "杩欐槸涓" and the octets GBK could not pair. The wrong decoder wrote U+FFFD or "?" for what it
// could not read (an odd first octet, a second octet it has no character for): those octets are
// gone. The characters are turned back into the encoding's octets, and the UTF-8 in them read
// again: every character whose octets all came back is recovered, each one that lost an octet is
// one U+FFFD, and nothing is guessed. Replacement characters read so, "锟斤拷" for EF BF BD EF
// BF BD in GBK, come back as what they were: U+FFFD, the original long gone.
//
// Which encoding it was: the one whose octets make the most characters of well-formed UTF-8,
// none of them malformed but where a replacement stands, and of text (ideographs, kana, Hangul,
// their punctuation, Latin letters, U+FFFD): three characters at least, for a run of sequences
// of three octets is very unlikely by chance. Short or ambiguous runs stay as they are.
#pragma once

#include "u8scope/codec/profile.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace u8scope::detail {

/// A run of a line read back: its characters [first, last] in the line, and what they were.
struct EastAsianRun {
    std::size_t first = 0;
    std::size_t last = 0;
    std::string repaired; ///< UTF-8, one U+FFFD per character lost
    int lost = 0;         ///< characters lost
    bool traces = false;  ///< all it recovered are U+FFFD: replacement characters read again
};

/// What a line of UTF-8 read as a double-octet encoding was.
struct EastAsianReading {
    std::string_view decoder; ///< "GBK", "Big5", "Shift_JIS", "EUC-JP", "EUC-KR", ...
    double confidence = 0;
    std::vector<EastAsianRun> runs;
};

/// The reading of a line, `cps` its characters (kNoCharacter of legacycjk.h for a malformed
/// unit or one already taken), if it is UTF-8 read as a double-octet encoding; else no `runs`.
[[nodiscard]] EastAsianReading readAsEastAsian(std::span<const CodePoint> cps);

/// Whether a trace of UTF-8 read as a double-octet encoding, or of text in one read as a Western
/// page, begins at data[i] (the start of a character) within data[0, size): a U+FFFD
/// (EF BF BD); "锟" (E9 94 9F), EF BF BD EF read as GBK, which no text holds otherwise; a "?"
/// right after a character of three octets (ideographs, kana, Hangul), not after an accented
/// letter ("déjà?"); a character of Latin-1 (C2 or C3 and a continuing octet) among four in a
/// row ("ÄãºÃ" for 你好 in GBK read as windows-1252, legacycjk.h); a character of box drawing or
/// a block (E2 94-96) among four in a row, not all one, that DOS 437 or 850 gives for octets
/// above 7F ("╚╕└╟" for 회의 in EUC-KR read as DOS 437, legacycjk.h). The
/// engine's filter (suspects.h) holds these for suspects, for no suspect pair shows them.
[[nodiscard]] bool eastAsianTraceAt(const std::uint8_t* data, std::size_t i,
                                    std::size_t size) noexcept;

} // namespace u8scope::detail
