// The regions of a file that its summary names (FileSummary::regions, filesummary.h): counted
// by kind from its region map (regionmap.h), "50 blocks of binary data, 3 regions in
// windows-1251". explaintext.h words them for the command line and the reports; the window
// words them through tr().
#pragma once

#include "u8scope/file/filesummary.h"
#include "u8scope/regions/regionmap.h"

#include <vector>

namespace u8scope {

/// The regions of `map` worth naming, in the order Binary (fills one entry per octet apart from
/// other data), Nul, Mixed, Legacy (one entry per code page; the most octets first in each kind), Utf16, Malformed, Mojibake: none for a map of one region
/// (the summary says what the file is) or of ASCII and UTF-8 text alone.
[[nodiscard]] std::vector<RegionTally> tallyRegions(const RegionMap& map);

} // namespace u8scope
