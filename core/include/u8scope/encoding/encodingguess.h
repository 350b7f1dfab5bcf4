// Which encoding an input that is not UTF-8 is most likely in (windows-1251 text, UTF-16 with or
// without a byte order mark), and how sure that is. Two detectors are asked, never a guess of
// our own: ICU's charset detector (ucsdet), which scores its answers, and uchardet (Mozilla's
// universal detector); a byte order mark settles it.
#pragma once

#include "u8scope/encoding/legacycodec.h"

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

    /// Whether the guess is sure enough to read the input's octets with `codec` where nothing
    /// else shows their encoding (MojibakeOptions::legacyCodec): a byte order mark named it, or
    /// ICU gives it kSureConfidence or more and uchardet agrees. A few stray octets in ASCII get
    /// windows-1252 from both detectors, at a confidence below that.
    [[nodiscard]] bool sure() const noexcept;

    friend bool operator==(const EncodingGuess&, const EncodingGuess&) = default;
};

/// ICU's confidence (0..100) from which an encoding both detectors name is sure
/// (EncodingGuess::sure): text in a legacy encoding gets 40 or more in a line or two.
inline constexpr int kSureConfidence = 30;

/// Whether an input with `sequences` well-formed sequences of two octets or more and
/// `malformedUnits` malformed units can be text in a single-octet encoding by these counts: the
/// sequences fewer than one in ten of both. Such text makes a sequence by chance now and then
/// (under one in a hundred); UTF-8 with dense errors, a decoder's test file, keeps many.
[[nodiscard]] constexpr bool unitsLookLikeAnotherEncoding(std::uint64_t sequences,
                                                          std::uint64_t malformedUnits) noexcept {
    return sequences * 9 < malformedUnits;
}

/// Whether a sample of an input (its head) is UTF-8 only with some damage, or in another
/// encoding: a UTF-16 or UTF-32 byte order mark, NUL octets in one octet of four or more beside
/// others (one in ten at least), or malformed UTF-8 in at least half of the octets outside
/// ASCII, and in four octets at least.
[[nodiscard]] bool looksLikeAnotherEncoding(std::span<const std::uint8_t> sample) noexcept;

/// The encoding of `sample` when looksLikeAnotherEncoding(sample), else nothing. Binary data
/// (binarydata.h) is in no encoding: nothing, unless its NULs make it UTF-16 or UTF-32; nor is
/// UTF-8 with dense errors (a single-octet encoding where !unitsLookLikeAnotherEncoding).
[[nodiscard]] std::optional<EncodingGuess> guessEncoding(std::span<const std::uint8_t> sample);

/// Octets of the head of an input worth giving guessEncoding().
inline constexpr std::size_t kEncodingSample = std::size_t{64} << 10;

} // namespace u8scope
