// Internal to the kernels: the entry points of each kernel and what they share.
#pragma once

#include "u8scope/kernels.h"

namespace u8scope::kernels {

/// The class of an octet known to be part of well-formed RFC 3629 text.
[[nodiscard]] constexpr OctetClass classOfValidOctet(std::uint8_t b) noexcept {
    if (b < 0x80) return OctetClass::Lead1;
    if (b < 0xC0) return OctetClass::Continuation;
    if (b < 0xE0) return OctetClass::Lead2;
    if (b < 0xF0) return OctetClass::Lead3;
    return OctetClass::Lead4;
}

std::size_t scalarValidPrefix(const std::uint8_t* data, std::size_t size) noexcept;
void scalarCountClasses(const std::uint8_t* data, std::size_t size, ClassCounts& counts) noexcept;

} // namespace u8scope::kernels
