// The names of the kinds of region: see regionkind.h.
#include "u8scope/regions/regionkind.h"

#include <array>

namespace u8scope {

namespace {

constexpr std::array<std::string_view, kRegionKindCount> kNames = {
    "nul", "utf-16", "binary", "legacy", "malformed", "utf-8", "ascii", "mojibake", "mixed"};

} // namespace

std::string_view toString(RegionKind kind) noexcept {
    return kNames[static_cast<std::size_t>(kind)];
}

std::optional<RegionKind> parseRegionKind(std::string_view name) noexcept {
    for (std::size_t k = 0; k < kNames.size(); ++k) {
        if (kNames[k] == name)
            return static_cast<RegionKind>(k);
    }
    return std::nullopt;
}

} // namespace u8scope
