// Which encoding an input that is not UTF-8 is most likely in (windows-1251 text, UTF-16 with or
// without a byte order mark), and how sure that is. Two detectors are asked, never a guess of
// our own: ICU's charset detector (ucsdet), which scores its answers, and uchardet (Mozilla's
// universal detector); a byte order mark settles it.
#pragma once

#include "u8scope/codec.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace u8scope {

struct EncodingGuess {
    /// The encoding's name as ICU and the IANA registry know it: "windows-1251", "UTF-16LE".
    /// Any converter name Transcoder::open() takes.
    std::string name;
    /// How sure, 0..100: 100 for a byte order mark, else ICU's confidence in this encoding
    /// (0 when only uchardet named it).
    int confidence = 0;
    /// The language ICU reads the text as, when it says ("ru"); may be empty.
    std::string language;
    bool byteOrderMark = false;  ///< a byte order mark named it
    bool detectorsAgree = false; ///< ICU and uchardet both named it
    /// Our codec for it when it is a single-octet one (or the one ours comes closest to:
    /// ISO-8859-9 is read as windows-1254), for showing the text in it.
    std::optional<Codec> codec;
};

/// Whether a sample of an input (its head) is UTF-8 only with some damage, or in another
/// encoding: a UTF-16 or UTF-32 byte order mark, NUL octets in one octet of four or more beside
/// others (one in ten at least), or malformed UTF-8 in at least half of the octets outside
/// ASCII, and in four octets at least.
[[nodiscard]] bool looksLikeAnotherEncoding(std::span<const std::uint8_t> sample) noexcept;

/// The encoding of `sample` when looksLikeAnotherEncoding(sample), else nothing. Binary data
/// (binarydata.h) is in no encoding: nothing, unless its NULs make it UTF-16 or UTF-32.
[[nodiscard]] std::optional<EncodingGuess> guessEncoding(std::span<const std::uint8_t> sample);

/// Octets of the head of an input worth giving guessEncoding().
inline constexpr std::size_t kEncodingSample = std::size_t{64} << 10;

} // namespace u8scope
