// What a whole-input scan must find, computed the plain way: decodeAll, then counting unit by
// unit. The scanner tests and the scanner fuzzer compare Scanner and scanSource with this.
#pragma once

#include "u8scope/decoder.h"
#include "u8scope/scanstats.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace u8scope::test {

struct ScanReference {
    std::vector<Unit> units; ///< every unit of the input
    ScanStats stats;
    std::vector<Unit> errors;           ///< the malformed units
    std::vector<std::size_t> errorUnit; ///< index in `units` of each error
};

/// Counts units[first, last) of `data` into a reference with the given units (a whole input, or
/// a part of one as scanSource scans it). The signature is left for the caller.
inline ScanReference countUnits(std::vector<Unit> units, std::size_t first, std::size_t last,
                                std::span<const std::uint8_t> data, Profile profile) {
    ScanReference r;
    r.units = std::move(units);
    for (std::size_t i = first; i < last; ++i) {
        const Unit& u = r.units[i];
        r.stats.octets += u.length;
        for (int k = 0; k < u.length; ++k) {
            ++r.stats.octetClasses[static_cast<int>(
                octetClassIn(u, k, data[static_cast<std::size_t>(u.offset) + k], profile))];
        }
        if (u.valid()) {
            ++r.stats.characters;
        } else {
            ++r.stats.errors;
            ++r.stats.errorsByKind[static_cast<int>(*u.error)];
            r.errors.push_back(u);
            r.errorUnit.push_back(i);
        }
    }
    return r;
}

/// The reference for a whole input.
inline ScanReference scanReference(std::span<const std::uint8_t> data, Profile profile) {
    std::vector<Unit> units = decodeAll(data, profile);
    const std::size_t n = units.size();
    ScanReference r = countUnits(std::move(units), 0, n, data, profile);
    r.stats.signature = data.size() >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF;
    return r;
}

} // namespace u8scope::test
