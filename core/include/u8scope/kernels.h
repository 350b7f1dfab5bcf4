// The hot loops over well-formed text, with a kernel chosen at run time: validation per RFC 3629
// §4 and octet classification per ISO/IEC 10646-1 Annex R Table 1. Each kernel gives exactly the
// same results as the scalar one; the decoder (decoder.h) stays the reference for malformed input.
#pragma once

#include "u8scope/octetclass.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

namespace u8scope::kernels {

/// Octets of well-formed RFC 3629 text by class (Annex R Table 1).
struct ClassCounts {
    std::uint64_t ascii = 0;        ///< 00-7F: 1-octet sequences
    std::uint64_t continuation = 0; ///< 80-BF
    std::uint64_t lead2 = 0;        ///< C2-DF
    std::uint64_t lead3 = 0;        ///< E0-EF
    std::uint64_t lead4 = 0;        ///< F0-F4

    [[nodiscard]] std::uint64_t total() const noexcept {
        return ascii + continuation + lead2 + lead3 + lead4;
    }
    friend bool operator==(const ClassCounts&, const ClassCounts&) = default;
};

struct Kernel {
    /// "scalar", "sse4", "avx2", "avx512".
    std::string_view name;

    /// The length of the longest prefix of data[0, size) made only of complete, well-formed RFC
    /// 3629 sequences: the offset of the first sequence that is malformed or cut short by the end
    /// of the data, or size when there is none.
    std::size_t (*validPrefix)(const std::uint8_t* data, std::size_t size) noexcept;

    /// Like validPrefix, and also adds the octets of that prefix to `counts`.
    std::size_t (*countValidPrefix)(const std::uint8_t* data, std::size_t size,
                                    ClassCounts& counts) noexcept;

    /// Writes the class of each octet of data[0, size), which must be well-formed RFC 3629 text
    /// (for example a validPrefix), to out[0, size).
    void (*classifyValid)(const std::uint8_t* data, std::size_t size, OctetClass* out) noexcept;
};

/// The straightforward byte-at-a-time kernel; the reference the others are tested against.
[[nodiscard]] const Kernel& scalarKernel() noexcept;

/// Every kernel this CPU can run, scalar first.
[[nodiscard]] std::span<const Kernel* const> availableKernels() noexcept;

/// The fastest kernel this CPU runs, chosen once. The environment variable U8SCOPE_KERNEL
/// (e.g. "scalar", "avx2") forces a specific kernel when this CPU supports it.
[[nodiscard]] const Kernel& bestKernel() noexcept;

} // namespace u8scope::kernels
