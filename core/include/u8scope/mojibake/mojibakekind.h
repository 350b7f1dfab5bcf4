// What kind of damage a mojibake finding is: one value per way text commonly goes wrong between
// UTF-8 and the legacy codecs of legacycodec.h. mojibake.h finds them; mojibaketext.h puts them
// in words.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace u8scope {

enum class MojibakeKind : std::uint8_t {
    /// UTF-8 read as a single-octet codec and the characters encoded as UTF-8 again, once or more:
    /// "é" (C3 A9) read as windows-1252 is "Ã" and "©", written back C3 83 C2 A9. Nothing was
    /// lost, so the repair is exact.
    Reencoded,
    /// Reencoded, and a NO-BREAK SPACE the misreading produced was later turned into a plain
    /// space: "à" (C3 A0) reads "Ã" and U+00A0, and became "Ã " (C3 83 20). Repaired only where
    /// the rest of the line shows the same damage.
    LostNoBreakSpace,
    /// Reencoded, and an octet of the character was lost: replaced by "?" (3F) or U+FFFD by a
    /// codec that could not write what it read (windows-1252 has nothing at 9D, so "”",
    /// E2 80 9D, becomes "â€?"). The rest is repaired; the character is one U+FFFD.
    LostOctet,
    /// A character above U+FFFF written as its UTF-16 surrogate pair, each half a 3-octet
    /// sequence (CESU-8, Java's modified UTF-8): ED A0 BD ED B8 80 for U+1F600, which UTF-8
    /// writes F0 9F 98 80. UTF-8 forbids surrogates (RFC 3629 §3).
    SurrogatePair,
    /// C0 80, Java's modified UTF-8 for U+0000: an overlong form (RFC 3629 §3 forbids it).
    ModifiedNul,
    /// Octets of a single-octet codec inside UTF-8: "caf" E9 is "café" in windows-1252, and E9
    /// followed by an ASCII letter is no UTF-8 (RFC 3629 §4).
    LegacyOctets,
    /// A C1 control (U+0080..U+009F) standing for the windows-1252 character with the same octet:
    /// U+0092 for "’". Text in windows-1252 was read as ISO 8859-1 and encoded as UTF-8.
    C1Control,
    /// Text stored in a double-octet East Asian encoding (GBK, Big5, Shift_JIS, EUC-JP, EUC-KR)
    /// read as a Western single-octet codec and encoded as UTF-8: "你好" in GBK (C4 E3 BA C3)
    /// read as windows-1252 is "ÄãºÃ" (old Western software, file names in ZIP archives).
    /// Nothing was lost, so the repair is exact. MojibakeFinding::eastAsian names the encoding,
    /// `codec` the Western one.
    EastAsianAsWestern,
    /// UTF-8 read as a double-octet East Asian encoding (GBK or GB18030, Big5, Shift_JIS,
    /// EUC-JP, EUC-KR or UHC) and saved again as UTF-8: "这是中" (E8 BF 99 E6 98 AF E4 B8 AD)
    /// read as GBK is "杩欐槸涓" and more. The decoder wrote U+FFFD or "?" for octets it could not
    /// read: the characters they belonged to are lost, one U+FFFD each (`lost`); the rest is
    /// repaired. MojibakeFinding::eastAsian names the decoder.
    ReadAsEastAsian,
    /// Replacement characters (U+FFFD, EF BF BD in UTF-8), themselves the trace of text lost
    /// before, read as a double-octet encoding and saved again: "锟斤拷" is EF BF BD EF BF BD
    /// read as GBK. The original is gone: the repair is one U+FFFD per replacement character.
    ReplacementsAsEastAsian,
};

inline constexpr int kMojibakeKindCount = 10;

/// Whether `kind` is text read as the wrong codec and encoded again (Reencoded,
/// LostNoBreakSpace, LostOctet): a chain through a codec.
[[nodiscard]] constexpr bool isReencoding(MojibakeKind kind) noexcept {
    return kind == MojibakeKind::Reencoded || kind == MojibakeKind::LostNoBreakSpace ||
           kind == MojibakeKind::LostOctet;
}

/// Whether a finding of `kind` went through a codec (MojibakeFinding::codec): all but the
/// surrogate pair and the modified NUL, which are forms of UTF-8 itself, and UTF-8 read as an
/// East Asian encoding (MojibakeFinding::eastAsian).
[[nodiscard]] constexpr bool hasCodec(MojibakeKind kind) noexcept {
    return kind != MojibakeKind::SurrogatePair && kind != MojibakeKind::ModifiedNul &&
           kind != MojibakeKind::ReadAsEastAsian && kind != MojibakeKind::ReplacementsAsEastAsian;
}

/// "reencoded", "lost-no-break-space", "lost-octet", "surrogate-pair", "modified-nul",
/// "legacy-octets", "c1-control", "east-asian-as-western", "read-as-east-asian",
/// "replacements-as-east-asian": the names used by the command line and in JSON.
[[nodiscard]] std::string_view toString(MojibakeKind kind) noexcept;
/// A short title for people, e.g. "UTF-8 read as another codec and encoded again".
[[nodiscard]] std::string_view title(MojibakeKind kind) noexcept;
[[nodiscard]] std::optional<MojibakeKind> parseMojibakeKind(std::string_view name) noexcept;

} // namespace u8scope
