// Internal to the kernels: the entry points of each kernel and what they share.
#pragma once

#include "u8scope/scan/kernels.h"

namespace u8scope::kernels {

/// The class of an octet known to be part of well-formed RFC 3629 text.
[[nodiscard]] constexpr OctetClass classOfValidOctet(std::uint8_t b) noexcept {
    if (b < 0x80)
        return OctetClass::Lead1;
    if (b < 0xC0)
        return OctetClass::Continuation;
    if (b < 0xE0)
        return OctetClass::Lead2;
    if (b < 0xF0)
        return OctetClass::Lead3;
    return OctetClass::Lead4;
}

/// Whether `b` is plain ASCII text by itself (Kernel::plainAsciiPrefix): 20-7E, HT, LF or FF.
[[nodiscard]] constexpr bool plainAsciiOctet(std::uint8_t b) noexcept {
    return (b >= 0x20 && b < 0x7F) || b == '\t' || b == '\n' || b == '\f';
}

std::size_t scalarValidPrefix(const std::uint8_t* data, std::size_t size) noexcept;
void scalarCountClasses(const std::uint8_t* data, std::size_t size, ClassCounts& counts) noexcept;

/// The scalar walk over whole sequences of data[0, size), starting at the sequence boundary
/// `from` and stopping at the first sequence that starts at or after `until`. Returns where it
/// stopped: below `until` only at a sequence that is malformed or cut short by the end of data;
/// otherwise a sequence boundary at or after `until` (at most 3 octets after it), up to which
/// everything is well-formed. The vector kernels finish with it, so they agree with the scalar
/// kernel octet for octet.
/// Kernel::plainAsciiPrefix an octet at a time; the vector kernels finish their last octets with
/// it.
std::size_t scalarPlainAsciiPrefix(const std::uint8_t* data, std::size_t size,
                                   std::uint64_t& lineFeeds, std::size_t& lineStart) noexcept;

/// Kernel::quietPrefix of the scalar kernel: decides nothing, for the scan's own loop.
std::size_t scalarQuietPrefix(const std::uint8_t* data, std::size_t size,
                              QuietCheck& check) noexcept;

std::size_t scalarValidateUntil(const std::uint8_t* data, std::size_t size, std::size_t from,
                                std::size_t until) noexcept;

#if U8SCOPE_KERNELS_X86 // set by core/CMakeLists.txt on x86 with GCC or Clang
// Defined in sse4.cpp, avx2.cpp and avx512.cpp, each compiled for its own instruction set; call
// them only when the CPU has it (see dispatch.cpp).
const Kernel& sse4Kernel() noexcept;
const Kernel& avx2Kernel() noexcept;
const Kernel& avx512Kernel() noexcept;
#endif

} // namespace u8scope::kernels
