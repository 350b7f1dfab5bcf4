// The role of each octet in a UTF-8 stream: ISO/IEC 10646-1 Annex R, Table 1, as seen in context.
#pragma once

#include "u8scope/codec/profile.h"

#include <cstdint>
#include <string_view>

namespace u8scope {

enum class OctetClass : std::uint8_t {
    Lead1,        ///< a 1-octet sequence (00-7F)
    Lead2,        ///< first octet of a well-formed 2-octet sequence
    Lead3,        ///< first octet of a well-formed 3-octet sequence
    Lead4,        ///< first octet of a well-formed 4-octet sequence
    Lead5,        ///< first octet of a well-formed 5-octet sequence (legacy profile only)
    Lead6,        ///< first octet of a well-formed 6-octet sequence (legacy profile only)
    Continuation, ///< a continuing octet (80-BF) of a well-formed sequence
    Malformed,    ///< part of a malformed unit, although the octet value itself can occur
    NeverValid,   ///< an octet value that never occurs: C0, C1, F5-FF (RFC 3629); FE, FF (legacy)
};

inline constexpr int kOctetClassCount = 9;

/// Short machine name: "lead1".."lead6", "continuation", "malformed", "never-valid".
[[nodiscard]] std::string_view toString(OctetClass c) noexcept;
/// Legend text, e.g. "first octet of a 3-octet sequence".
[[nodiscard]] std::string_view describe(OctetClass c) noexcept;

[[nodiscard]] constexpr OctetClass leadClass(int sequenceLength) noexcept {
    return static_cast<OctetClass>(sequenceLength - 1);
}

/// Whether the octet value can never appear in well-formed text of the profile.
[[nodiscard]] constexpr bool isNeverValidOctet(std::uint8_t b, Profile profile) noexcept {
    if (profile == Profile::Rfc3629) {
        return b == 0xC0 || b == 0xC1 || b >= 0xF5;
    }
    return b >= 0xFE;
}

[[nodiscard]] constexpr bool isContinuationOctet(std::uint8_t b) noexcept {
    return (b & 0xC0) == 0x80;
}

/// The sequence length a first octet announces by its high bits (Annex R, Table 1), regardless of
/// profile and of shortest-form rules: 1 for 00-7F, 2 for C0-DF, ... 6 for FC-FD; 0 for a
/// continuing octet (80-BF) and for FE, FF.
[[nodiscard]] constexpr int announcedLength(std::uint8_t b) noexcept {
    if (b < 0x80)
        return 1;
    if (b < 0xC0)
        return 0;
    if (b < 0xE0)
        return 2;
    if (b < 0xF0)
        return 3;
    if (b < 0xF8)
        return 4;
    if (b < 0xFC)
        return 5;
    if (b < 0xFE)
        return 6;
    return 0;
}

/// The value bits a first octet gives a sequence of `length` octets: its low 7 - length bits
/// (Annex R, Table 1).
[[nodiscard]] constexpr CodePoint leadValueBits(std::uint8_t b, int length) noexcept {
    return b & (0x7Fu >> length);
}

/// A value so far with a continuing octet's six value bits appended.
[[nodiscard]] constexpr CodePoint appendContinuation(CodePoint value,
                                                         std::uint8_t b) noexcept {
    return (value << 6) | (b & 0x3Fu);
}

/// The value of a well-formed sequence of two octets (C2-DF, 80-BF), for loops that have
/// checked its form: what decodeUnit gives it.
[[nodiscard]] constexpr CodePoint twoOctetValue(std::uint8_t first,
                                                    std::uint8_t second) noexcept {
    return appendContinuation(leadValueBits(first, 2), second);
}

} // namespace u8scope
