// A decoded unit: one character, or one maximal subpart of an ill-formed sequence
// (Unicode Standard §3.9, "U+FFFD Substitution of Maximal Subparts").
#pragma once

#include "u8scope/codec/errorkind.h"
#include "u8scope/codec/octetclass.h"
#include "u8scope/codec/profile.h"

#include <cstdint>
#include <optional>

namespace u8scope {

struct Unit {
    std::uint64_t offset = 0;                    ///< offset of the first octet in the input
    CodePoint codePoint = kReplacementCharacter; ///< decoded value; U+FFFD for a malformed unit
    std::uint8_t length = 0;                     ///< octets in the unit: 1..6
    std::optional<ErrorKind> error;              ///< set when the unit is malformed

    [[nodiscard]] constexpr bool valid() const noexcept { return !error.has_value(); }
    [[nodiscard]] constexpr std::uint64_t end() const noexcept { return offset + length; }
    [[nodiscard]] constexpr bool contains(std::uint64_t at) const noexcept {
        return at >= offset && at < end();
    }
    friend bool operator==(const Unit&, const Unit&) = default;
};

/// The class (Table 1 role in context) of the octet `octet`, found at position `index` of `unit`.
[[nodiscard]] constexpr OctetClass octetClassIn(const Unit& unit, int index, std::uint8_t octet,
                                                Profile profile) noexcept {
    if (!unit.valid()) {
        return isNeverValidOctet(octet, profile) ? OctetClass::NeverValid : OctetClass::Malformed;
    }
    return index == 0 ? leadClass(unit.length) : OctetClass::Continuation;
}

} // namespace u8scope
