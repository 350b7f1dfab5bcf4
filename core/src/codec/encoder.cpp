// UCS-4 to UTF-8: ISO/IEC 10646-1 Annex R Table 4 and RFC 3629 §3.
#include "u8scope/codec/encoder.h"

#include "u8scope/text/hex.h"

namespace u8scope {

int encodedLength(std::uint64_t value) noexcept {
    if (value < 0x80)
        return 1;
    if (value < 0x800)
        return 2;
    if (value < 0x10000)
        return 3;
    if (value < 0x200000)
        return 4;
    if (value < 0x4000000)
        return 5;
    if (value < 0x80000000)
        return 6;
    return 0;
}

Encoded encode(std::uint64_t value, Profile profile) noexcept {
    Encoded e;
    if (value > maxCodePoint(profile)) {
        e.error = EncodeError::OutOfRange;
        return e;
    }
    if (isSurrogate(static_cast<CodePoint>(value))) {
        e.error = EncodeError::Surrogate;
        return e;
    }
    const int n = encodedLength(value);
    e.length = static_cast<std::uint8_t>(n);
    if (n == 1) {
        e.octets[0] = static_cast<std::uint8_t>(value);
        return e;
    }
    // Continuing octets carry 6 bits each, last octet lowest; the first octet carries the rest
    // below its marker of n one-bits and a zero.
    for (int k = n - 1; k > 0; --k) {
        e.octets[k] = static_cast<std::uint8_t>(0x80 | (value & 0x3F));
        value >>= 6;
    }
    const auto marker = static_cast<std::uint8_t>(0xFF00u >> n);
    e.octets[0] = static_cast<std::uint8_t>(marker | value);
    return e;
}

std::string describe(EncodeError error, std::uint64_t value, Profile profile) {
    const std::string cp = formatCodePoint(value);
    if (error == EncodeError::Surrogate) {
        return cp + " is a UTF-16 surrogate (U+D800..U+DFFF), not a character; UTF-8 cannot "
                    "encode it (RFC 3629 §3)";
    }
    if (profile == Profile::Rfc3629) {
        return cp + " is beyond U+10FFFF, the last code point; RFC 3629 §3 limits UTF-8 to "
                    "U+0000..U+10FFFF (the legacy profile iso10646-1993 reaches 7FFFFFFF)";
    }
    return cp + " is beyond 7FFFFFFF, the largest value of the 31-bit UCS-4 code space "
                "(ISO/IEC 10646-1 Annex R)";
}

} // namespace u8scope
