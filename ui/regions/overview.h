// The overview of a whole file that the strip beside the hex view's scroll bar draws (see
// overviewstrip.h): the file cut into bands (u8scope/file/bands.h), one per row of pixels, for
// each band the regions it overlaps (RegionMap::bands, from the scan's region map) and which
// lanes of marks it holds: the malformed units of the scan's error index,
// then each mark layer that answers for the whole file (MarkLayer::setOverview: mojibake
// findings, hidden characters, bookmarks). Made from what the scan and the tools hold, never by
// reading the file again (but for the bounded refinement of ErrorIndex::bandsHolding), in time
// linear in the bands and the findings held. Widget-free.
#pragma once

#include "hexview/marklayer.h"
#include "u8scope/regions/regionmap.h"

#include <QString>
#include <cstdint>
#include <vector>

namespace u8scope::ui {

class Document;

struct Overview {
    /// A column of marks: what they are (for the tool tip and the legend), their colour, and
    /// for each band whether it holds one.
    struct Lane {
        QString name;
        MarkLayer::Colour colour = nullptr;
        std::vector<bool> marked;
    };

    std::uint64_t size = 0; ///< the octets of the source
    std::size_t count = 0;  ///< bands: the rows asked for, or fewer for a smaller source
    /// Each band's regions, once the scan's region map is in; empty before.
    std::vector<RegionBand> regions;
    std::vector<Lane> lanes;

    /// The octets of band `k`, [start(k), start(k + 1)).
    [[nodiscard]] std::uint64_t start(std::size_t k) const noexcept {
        return bandStart(k, size, count);
    }
    /// The band that holds the octet at `offset`.
    [[nodiscard]] std::size_t bandAt(std::uint64_t offset) const noexcept {
        return bandOf(offset, size, count);
    }
};

/// The overview of `document`'s source in `rows` bands (fewer when it has fewer octets: one
/// octet a band), with the regions of `map` (null: none yet), and the lanes of errors (once
/// scanned) and of the `layers` that have an overview, in their order.
[[nodiscard]] Overview makeOverview(const Document& document, const RegionMap* map,
                                    const std::vector<MarkLayer*>& layers, std::size_t rows);

} // namespace u8scope::ui
