// Malformed units in bulk: the units that start in a block of 64 octets, one bit per octet, as the
// dense-error path of the scan (kernels.h, scanner.h) finds them. Each unit is one maximal
// subpart of an ill-formed sequence (Unicode Standard §3.9); only a truncated unit (a first octet
// with some of its continuing octets) is longer than one octet.
#pragma once

#include "u8scope/codec/unit.h"

#include <array>
#include <bit>
#include <cstdint>

namespace u8scope {

struct ErrorBits {
    /// Input offset of the octet that bit 0 stands for.
    std::uint64_t offset = 0;
    /// Bit k of starts[K]: a malformed unit of kind K (indexed by ErrorKind) starts at offset + k.
    std::array<std::uint64_t, kErrorKindCount> starts{};
    /// Bit k of longer[n]: the unit that starts at offset + k has at least n + 2 octets (a
    /// truncated unit; it may reach into the next block). Up to 5 octets: a 6-octet sequence cut
    /// short.
    std::array<std::uint64_t, 4> longer{};

    friend bool operator==(const ErrorBits&, const ErrorBits&) = default;

    /// Every malformed unit of the block, as one bit set.
    [[nodiscard]] std::uint64_t all() const noexcept {
        std::uint64_t m = 0;
        for (const std::uint64_t s : starts)
            m |= s;
        return m;
    }
    [[nodiscard]] std::uint64_t of(ErrorKind kind) const noexcept {
        return starts[static_cast<int>(kind)];
    }
    /// The length of the unit that starts at bit k (which must be set in all()).
    [[nodiscard]] std::uint8_t lengthAt(int k) const noexcept {
        std::uint8_t n = 1;
        for (const std::uint64_t l : longer)
            n = static_cast<std::uint8_t>(n + ((l >> k) & 1));
        return n;
    }
    /// The unit that starts at bit k (which must be set in all()).
    [[nodiscard]] Unit unitAt(int k) const noexcept {
        Unit u;
        u.offset = offset + static_cast<std::uint64_t>(k);
        u.length = lengthAt(k);
        for (int kind = 0; kind < kErrorKindCount; ++kind) {
            if ((starts[kind] >> k) & 1)
                u.error = static_cast<ErrorKind>(kind);
        }
        return u;
    }
    /// Calls f(const Unit&) for each unit in `mask` (a subset of all()), in input order.
    template <class F>
    void forEach(std::uint64_t mask, F&& f) const {
        while (mask != 0) {
            f(unitAt(std::countr_zero(mask)));
            mask &= mask - 1;
        }
    }
};

} // namespace u8scope
