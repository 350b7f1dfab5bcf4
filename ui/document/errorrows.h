// What the error list and F3 walk through: the malformed units of the file (all of them, or those
// of one kind) in a scan's ErrorIndex, decoded again on demand. Answers by 64-bit index, from the
// UI thread only; a FindingList, so that F3 and Shift+F3 go round it as every list of places does.
#pragma once

#include "document/findinglist.h"
#include "u8scope/file/source.h"
#include "u8scope/scan/errorindex.h"

#include <cstdint>
#include <memory>

namespace u8scope::ui {

class ErrorRows : public FindingList {
public:
    /// Malformed unit number `i`.
    [[nodiscard]] virtual u8scope::Result<u8scope::Unit> at(std::uint64_t i) const = 0;
    [[nodiscard]] u8scope::Result<std::uint64_t> startOf(std::uint64_t i) const final;
};

/// The errors of a scan. `index` is usually an alias of a ScanResult that it keeps alive.
[[nodiscard]] std::shared_ptr<const ErrorRows>
makeErrorRows(std::shared_ptr<const u8scope::ErrorIndex> index,
              std::shared_ptr<const u8scope::ByteSource> source, u8scope::Profile profile);

} // namespace u8scope::ui
