// Decoding a window of a large source without reading what comes before it. UTF-8 resynchronises:
// every octet outside 80-BF begins a unit, and a unit is at most 6 octets long, so the units
// around any offset are found by starting at the nearest such octet at most 5 octets back.
#pragma once

#include "u8scope/codec/errorcontext.h"
#include "u8scope/codec/unit.h"
#include "u8scope/file/source.h"

#include <cstdint>
#include <vector>

namespace u8scope {

/// The octets [offset, offset + bytes.size()) of a source and the units that overlap them.
struct Window {
    std::uint64_t offset = 0;
    std::vector<std::uint8_t> bytes;
    /// Units in order; the first may start before `offset` and the last may end after the window.
    std::vector<Unit> units;

    /// The unit containing the octet at `at` (which must be inside the window), or nullptr.
    [[nodiscard]] const Unit* unitAt(std::uint64_t at) const noexcept;
    /// The class of the octet at `at`, which must be inside the window.
    [[nodiscard]] OctetClass classAt(std::uint64_t at, Profile profile) const noexcept;
};

/// The offset where decoding must start so that the unit containing `offset` is decoded exactly
/// as a decode from the start of the file would decode it. `lookBehind` holds the octets
/// [offset - lookBehind.size(), offset).
[[nodiscard]] std::uint64_t
unitBoundaryAtOrBefore(std::uint64_t offset, std::span<const std::uint8_t> lookBehind) noexcept;

/// Reads [offset, offset + count) of the source (shorter at its end) and decodes the units
/// overlapping it, exactly as a decode of the whole source would.
[[nodiscard]] Result<Window> decodeWindow(const ByteSource& source, std::uint64_t offset,
                                          std::size_t count, Profile profile = kDefaultProfile);

/// The unit containing the octet at `offset` (which must be below source.size()).
[[nodiscard]] Result<Unit> unitAt(const ByteSource& source, std::uint64_t offset,
                                  Profile profile = kDefaultProfile);

/// The octets around the unit at `unitOffset`, for explain().
[[nodiscard]] Result<ErrorContext> readContext(const ByteSource& source, std::uint64_t unitOffset);

} // namespace u8scope
