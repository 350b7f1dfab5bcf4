// Encoding UCS-4 values as UTF-8: ISO/IEC 10646-1 Annex R Table 4 / RFC 3629 §3.
#pragma once

#include "u8scope/codec/profile.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace u8scope {

enum class EncodeError : std::uint8_t {
    /// U+D800..U+DFFF: UTF-16 surrogates, which neither profile lets UTF-8 carry.
    Surrogate,
    /// Above the profile's range: U+10FFFF for RFC 3629, 7FFF FFFF for the legacy profile.
    OutOfRange,
};

struct Encoded {
    std::array<std::uint8_t, kMaxSequenceLength> octets{};
    std::uint8_t length = 0;
    std::optional<EncodeError> error;

    [[nodiscard]] bool ok() const noexcept { return !error.has_value(); }
    /// The octets as characters, to append to a UTF-8 std::string.
    [[nodiscard]] std::string_view text() const noexcept {
        return {reinterpret_cast<const char*>(octets.data()), length};
    }
    [[nodiscard]] std::span<const std::uint8_t> bytes() const noexcept {
        return {octets.data(), length};
    }
    friend bool operator==(const Encoded&, const Encoded&) = default;
};

/// The shortest-form UTF-8 octets for `value`, or the reason the profile refuses it.
[[nodiscard]] Encoded encode(std::uint64_t value, Profile profile = kDefaultProfile) noexcept;

/// The sequence length the shortest form of `value` needs (1..6), ignoring profile limits;
/// 0 above 7FFF FFFF.
[[nodiscard]] int encodedLength(std::uint64_t value) noexcept;

/// A sentence explaining why `value` cannot be encoded under `profile`.
[[nodiscard]] std::string describe(EncodeError error, std::uint64_t value, Profile profile);

} // namespace u8scope
