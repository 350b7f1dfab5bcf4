// Which text a single-octet codec is taken to have carried, as a prior of the mojibake engine:
// the more codecs, the more words read back through one of them by chance ("ред", Bulgarian
// for "line", is E0 A5 A4 through DOS 866: a Devanagari danda; Russian read through DOS 866 is
// full of sequences of three octets that are Gurmukhi or CJK). The codecs met the world over
// (windows-1250 to -1254 and -1257, ISO 8859-1, -2 and -15, Mac OS Roman, DOS 437 and 850,
// KOI8-R) carry text of any script. Each of the others is the default of one region's systems,
// which read any UTF-8 through it, but mostly text of two octets a character: Latin, Greek,
// Cyrillic, Armenian, Hebrew, Arabic (with Vietnamese's and polytonic Greek's letters), the signs
// of any text (punctuation, symbols, emoji), and the region's own script where it takes three
// octets (Thai). A reading through it into anything else is taken for a coincidence. And a page of
// one region is taken only where the damaged text shows it: by a character windows-1252, the page
// most text is misread through, does not have ("â€" before a space reads as "†" through
// windows-1256, but it is the damage of windows-1252); nor does it read malformed octets, outside a
// file known to be in it (FE FF inside a word reads as "þĸ" through ISO 8859-10 by chance).
#pragma once

#include "u8scope/codec/profile.h"
#include "u8scope/encoding/legacycodec.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>

namespace u8scope::detail {

/// The text a codec carries.
enum class CodecReach : std::uint8_t {
    AnyScript, ///< any text
    TwoOctets, ///< the scripts of two octets, and the signs of any text
    Thai,      ///< the same, and Thai
};

inline constexpr int kCodecReachCount = 3;

[[nodiscard]] CodecReach reachOf(Codec codec) noexcept;

/// Whether `cp`, a character a reading through a codec of `reach` produced, is text that codec
/// carries.
[[nodiscard]] bool carries(CodecReach reach, CodePoint cp) noexcept;

/// The codecs that carry only some text (not CodecReach::AnyScript), a bit per CodecId.
[[nodiscard]] std::uint64_t someTextCodecs() noexcept;

/// Whether `damaged` (a word as found) holds a character outside ASCII that windows-1252 has not
/// (as damageOctet reads it), U+FFFD aside: without one, no page of one region is taken.
[[nodiscard]] bool showsARegion(std::span<const CodePoint> damaged) noexcept;

/// Whether malformed octets may be read as letters of `codec` (legacy octets): a codec that
/// carries any text, or one of a region where the input is known to be in it (`legacyCodec`).
[[nodiscard]] bool readsLegacyOctets(Codec codec, std::optional<Codec> legacyCodec) noexcept;

/// For each first octet C0-FF (index octet - C0), the second octets 80-BF (bit octet - 80) with
/// which it begins a character a codec carries: a sequence the codec gives for other octets
/// reads as nothing it carries.
using CarriedStarts = std::array<std::uint64_t, 64>;
[[nodiscard]] const CarriedStarts& carriedStarts(CodecReach reach) noexcept;

/// Whether `lead` and `next`, a first octet and the octet after it as `codec` gives them ("?"
/// for a lost octet, a space for a lost no-break space), begin a character `codec` carries.
[[nodiscard]] bool startsCarried(Codec codec, CodePoint lead, CodePoint next) noexcept;

/// Whether the characters `damaged` (a first octet and its continuing octets as `codec` gives
/// them: "?" for a lost octet, a space for a lost no-break space) read back as a character
/// `codec` carries: true when an octet is lost (it could be any), false when they are no
/// well-formed sequence.
[[nodiscard]] bool carriesReading(Codec codec, std::span<const CodePoint> damaged) noexcept;

} // namespace u8scope::detail
