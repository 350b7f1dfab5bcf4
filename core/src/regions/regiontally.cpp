#include "u8scope/regions/regiontally.h"

#include <algorithm>
#include <array>

namespace u8scope {

std::vector<RegionTally> tallyRegions(const RegionMap& map) {
    std::vector<RegionTally> out;
    if (map.regions().size() <= 1)
        return out;
    static constexpr std::array kNamed = {
        RegionKind::Binary, RegionKind::Nul,       RegionKind::Mixed,   RegionKind::Legacy,
        RegionKind::Utf16,  RegionKind::Malformed, RegionKind::Mojibake};
    for (const RegionKind kind : kNamed) {
        const std::size_t first = out.size();
        for (const Region& r : map.regions()) {
            if (r.kind != kind)
                continue;
            // Legacy text by its code page, fills by their octet; the others as one entry.
            const std::string encoding =
                kind == RegionKind::Legacy && r.encoding ? r.encoding->name : std::string();
            auto it = std::find_if(
                out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                [&](const RegionTally& t) { return t.encoding == encoding && t.fill == r.fill; });
            if (it == out.end()) {
                out.push_back({kind, encoding, 0, 0, r.fill});
                it = out.end() - 1;
            }
            ++it->count;
            it->octets += r.length;
        }
        std::stable_sort(
            out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
            [](const RegionTally& a, const RegionTally& b) { return a.octets > b.octets; });
    }
    return out;
}

} // namespace u8scope
