// What the error list and F3 walk through: the malformed units of the file (all of them, or those
// of one kind) in a scan's ErrorIndex, decoded again on demand. Answers by 64-bit index, from the
// UI thread only.
#pragma once

#include "u8scope/file/source.h"
#include "u8scope/scan/errorindex.h"

#include <cstdint>
#include <memory>

namespace u8scope::ui {

class ErrorRows {
public:
    virtual ~ErrorRows() = default;
    [[nodiscard]] virtual std::uint64_t size() const = 0;
    /// Malformed unit number `i`.
    [[nodiscard]] virtual u8scope::Result<u8scope::Unit> at(std::uint64_t i) const = 0;
    /// The index of the first unit that ends after `offset`; size() when there is none.
    [[nodiscard]] virtual u8scope::Result<std::uint64_t> firstAfter(std::uint64_t offset) const = 0;
};

/// The errors of a scan. `index` is usually an alias of a ScanResult that it keeps alive.
[[nodiscard]] std::shared_ptr<const ErrorRows>
makeErrorRows(std::shared_ptr<const u8scope::ErrorIndex> index,
              std::shared_ptr<const u8scope::ByteSource> source, u8scope::Profile profile);

} // namespace u8scope::ui
