// The octets around a malformed unit that its explanation needs: the octets of the sequence it
// was meant to be part of, and what cut it short.
#pragma once

#include "u8scope/codec/profile.h"

#include <array>
#include <cstdint>
#include <span>

namespace u8scope {

/// A snapshot of the input around a unit: up to kMaxSequenceLength - 1 octets before it and up
/// to kMaxSequenceLength octets from its first octet on.
struct ErrorContext {
    static constexpr int kBefore = kMaxSequenceLength - 1;
    static constexpr int kCapacity = kBefore + kMaxSequenceLength;

    std::uint64_t offset = 0;                    ///< input offset of bytes[0]
    std::array<std::uint8_t, kCapacity> bytes{}; ///< octets [offset, offset + size)
    std::uint8_t size = 0;
    bool endOfInput = false; ///< the input ends right after these octets

    [[nodiscard]] std::span<const std::uint8_t> view() const noexcept {
        return {bytes.data(), size};
    }
    [[nodiscard]] bool has(std::uint64_t at) const noexcept {
        return at >= offset && at < offset + size;
    }
    [[nodiscard]] std::uint8_t at(std::uint64_t at) const noexcept { return bytes[at - offset]; }
};

/// Takes the context of the unit at `unitOffset` from `data`, which holds the input octets
/// [dataOffset, dataOffset + data.size()); `dataEndsInput` tells whether the input ends there.
[[nodiscard]] ErrorContext captureContext(std::span<const std::uint8_t> data,
                                          std::uint64_t dataOffset, std::uint64_t unitOffset,
                                          bool dataEndsInput) noexcept;

} // namespace u8scope
