// Single-octet legacy codecs, every one UTF-8 is mistaken for (Windows, ISO 8859, KOI8, Mac OS
// and DOS): each maps every octet 00-FF to one character and back. The tables come from ICU's
// converters (ucnv), and ISO 8859-16's, for which ICU has none, from the C library's iconv(3)
// (glibc's ISO-8859-16 module), built once at first use, in the "sloppy" form decoders use in
// practice (the WHATWG Encoding Standard does it for windows-1252): an octet the codec leaves
// unassigned (81, 8D, 8F, 90 and 9D in windows-1252, ISO 8859-8's C0-DE) reads as the character of
// the same value (the C1 control U+0081, ...), so every octet round-trips; but where the codec has
// that character at another octet (ISO 8859-8's D7: its × is AA), the gap reads as U+FFFD, as
// decoders read it. 00-7F are ASCII in every codec here (ICU's IBM437 and IBM850 swap 1A, 1C and 7F
// for IBM's control conventions, which text never relies on).
#pragma once

#include "u8scope/codec/profile.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace u8scope {

enum class CodecId : std::uint8_t {
    /// Western European Windows: ISO 8859-1 but for 80-9F, which hold “smart” punctuation, €, Š.
    Windows1252,
    /// Central European Windows (Polish, Czech, Hungarian, ...).
    Windows1250,
    /// Cyrillic Windows (Russian, Ukrainian, Bulgarian, Serbian, ...).
    Windows1251,
    /// Greek Windows; D2 and FF are unassigned.
    Windows1253,
    /// Turkish Windows: windows-1252 with Ğ ğ İ ı Ş ş in place of Ð ð Ý ý Þ þ.
    Windows1254,
    /// Baltic Windows (Lithuanian, Latvian, Estonian); A1 and A5 are unassigned.
    Windows1257,
    /// ISO/IEC 8859-1 (Latin-1): U+0000..U+00FF, octet for octet; 80-9F are C1 controls.
    Iso8859_1,
    /// ISO/IEC 8859-2 (Latin-2, Central European).
    Iso8859_2,
    /// ISO/IEC 8859-15 (Latin-9): Latin-1 with €, Š, š, Ž, ž, Œ, œ, Ÿ.
    Iso8859_15,
    /// Mac OS Roman, the classic Macintosh encoding (accented letters at 80-9F).
    MacRoman,
    /// IBM PC code page 437 (DOS in the USA: box drawing, Greek and maths at B0-FF).
    Ibm437,
    /// IBM PC code page 850 (DOS in Western Europe).
    Ibm850,
    /// KOI8-R (Russian Unix): box drawing at 80-BF, Cyrillic at C0-FF.
    Koi8R,
    /// Hebrew Windows: the letters at E0-FA, the vowel points at C0-D2.
    Windows1255,
    /// Arabic Windows (Arabic, Persian, Urdu): letters at C1-FE and some of 80-BF.
    Windows1256,
    /// Vietnamese Windows: the vowels with a breve or horn, and five combining tone marks.
    Windows1258,
    /// Thai Windows: TIS-620 at A1-FB, with windows-1252's punctuation at 80-9F.
    Windows874,
    /// ISO/IEC 8859-3 (Latin-3: Maltese, Esperanto); A5, AE, BE, C3, D0, E3 and F0 are
    /// unassigned.
    Iso8859_3,
    /// ISO/IEC 8859-4 (Latin-4: Baltic and Sami, before 8859-13).
    Iso8859_4,
    /// ISO/IEC 8859-5 (Cyrillic): А-я at B0-EF.
    Iso8859_5,
    /// ISO/IEC 8859-6 (Arabic): the letters at C1-F2; much of A0-FF is unassigned.
    Iso8859_6,
    /// ISO/IEC 8859-7 (Greek).
    Iso8859_7,
    /// ISO/IEC 8859-8 (Hebrew, visual order): the letters at E0-FA.
    Iso8859_8,
    /// ISO/IEC 8859-9 (Latin-5, Turkish): ISO 8859-1 with Ğ ğ İ ı Ş ş in place of Ð ð Ý ý Þ þ.
    Iso8859_9,
    /// ISO/IEC 8859-10 (Latin-6, Nordic).
    Iso8859_10,
    /// ISO/IEC 8859-11 (Thai): windows-874 but for 80-9F, which hold C1 controls.
    Iso8859_11,
    /// ISO/IEC 8859-13 (Latin-7, Baltic Rim).
    Iso8859_13,
    /// ISO/IEC 8859-14 (Latin-8, Celtic).
    Iso8859_14,
    /// KOI8-U (Ukrainian Unix): KOI8-R with Ґ Є І Ї and their small letters.
    Koi8U,
    /// Mac OS Cyrillic: А-Я at 80-9F, а-ю at E0-FE.
    MacCyrillic,
    /// Mac OS Greek.
    MacGreek,
    /// IBM PC code page 852 (DOS in Central Europe).
    Ibm852,
    /// IBM PC code page 866 (DOS in Russia): А-п at 80-AF, р-я at E0-EF, box drawing between.
    Ibm866,
    /// ISO/IEC 8859-16 (Latin-10, South-Eastern European: Romanian's Ș ș Ț ț with a comma below
    /// at AA BA DE FE, Polish, Hungarian's Ő ő Ű ű, € at A4).
    Iso8859_16,
};

inline constexpr int kCodecCount = 34;

/// A single-octet codec: a small value to pass around (the tables live in one place).
class Codec {
public:
    constexpr Codec() noexcept = default; ///< windows-1252
    constexpr explicit Codec(CodecId id) noexcept : m_id(id) {}

    /// Every codec, in the order of CodecId (also the prior order: the most common first, then
    /// the pages of other scripts and regions).
    [[nodiscard]] static std::span<const Codec> all() noexcept;
    /// The codec a name stands for: ours ("windows-1252", "ISO-8859-1", "macintosh", "IBM437",
    /// "KOI8-R", ...) or any alias ICU knows for the same converter ("cp1252", "latin1", "mac",
    /// "cp437", ...), and for ISO 8859-16 the IANA aliases ("latin10", "iso-ir-226", ...). Case
    /// and punctuation do not matter.
    [[nodiscard]] static std::optional<Codec> byName(std::string_view name);

    [[nodiscard]] constexpr CodecId id() const noexcept { return m_id; }
    /// The IANA / WHATWG name: "windows-1252", "ISO-8859-2", "macintosh", "IBM437", "KOI8-R",
    /// "x-mac-cyrillic".
    [[nodiscard]] std::string_view name() const noexcept;
    /// The name people know: "windows-1252", "ISO 8859-2", "Mac OS Roman", "IBM PC code page 437",
    /// "Mac OS Cyrillic".
    [[nodiscard]] std::string_view displayName() const noexcept;
    /// The name of the ICU converter the tables come from; empty for ISO 8859-16, whose table
    /// comes from iconv(3).
    [[nodiscard]] std::string_view icuName() const noexcept;

    /// The character `octet` reads as (sloppy: an unassigned octet reads as U+00xx itself, or
    /// as U+FFFD where the codec has U+00xx at another octet).
    [[nodiscard]] CodePoint decode(std::uint8_t octet) const noexcept;
    /// The octet that reads as `codePoint`, if any.
    [[nodiscard]] std::optional<std::uint8_t> encode(CodePoint codePoint) const noexcept;
    /// Whether the codec itself assigns `octet` (false for the slots filled in sloppily).
    [[nodiscard]] bool assigns(std::uint8_t octet) const noexcept;
    /// The octet of NO-BREAK SPACE (A0 in most, CA in Mac OS Roman, FF in IBM437 and IBM850,
    /// 9A in KOI8-R).
    [[nodiscard]] std::uint8_t noBreakSpaceOctet() const noexcept;

    friend constexpr bool operator==(Codec, Codec) noexcept = default;

private:
    CodecId m_id = CodecId::Windows1252;
};

} // namespace u8scope
