// Why a unit is malformed. One value per rule of RFC 3629 §4 / ISO/IEC 10646-1 Annex R that input
// can break; explain.h turns a malformed unit into sentences for a person.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace u8scope {

enum class ErrorKind : std::uint8_t {
    /// A longer form than needed: C0 or C1, E0 followed by 80-9F, F0 followed by 80-8F
    /// (legacy profile also: F8 followed by 80-87, FC followed by 80-83).
    Overlong,
    /// ED followed by A0-BF: the start of an encoded UTF-16 surrogate, U+D800..U+DFFF.
    Surrogate,
    /// A value above U+10FFFF: F4 followed by 90-BF, or F5-F7 (RFC 3629 profile only).
    OutOfRange,
    /// A valid first octet (and possibly some continuing octets) cut short by an octet that does
    /// not continue it, or by the end of the input.
    Truncated,
    /// A continuing octet 80-BF with no first octet to continue.
    UnexpectedContinuation,
    /// An octet that never occurs in the profile at all: F8-FF (RFC 3629), FE or FF (legacy).
    InvalidOctet,
};

inline constexpr int kErrorKindCount = 6;

/// "overlong", "surrogate", "out-of-range", "truncated", "unexpected-continuation",
/// "invalid-octet": the names used by the command line and in JSON.
[[nodiscard]] std::string_view toString(ErrorKind kind) noexcept;
/// A short title for people, e.g. "Overlong form".
[[nodiscard]] std::string_view title(ErrorKind kind) noexcept;
[[nodiscard]] std::optional<ErrorKind> parseErrorKind(std::string_view name) noexcept;

} // namespace u8scope
