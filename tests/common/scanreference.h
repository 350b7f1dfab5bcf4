// What a whole-input scan must find, computed the plain way: decodeAll, then counting unit by
// unit. The scanner tests and the scanner fuzzer compare Scanner and scanSource with this.
#pragma once

#include "u8scope/codec/decoder.h"
#include "u8scope/scan/kernels.h"
#include "u8scope/scan/scanstats.h"

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
    const bool endsInside = n > 0 && units.back().error == ErrorKind::Truncated &&
                            units.back().length >= 2 && units.back().end() == data.size();
    ScanReference r = countUnits(std::move(units), 0, n, data, profile);
    r.stats.signature = data.size() >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF;
    r.stats.endsInsideCharacter = endsInside;
    return r;
}

/// What Kernel::scanBlocks must find in data[0, end) when it scans whole blocks and stops at
/// `end`: the counts of the units that start there, and an ErrorBits for each block of 64 octets
/// with a malformed unit. `data` must begin a unit and hold the octets the kernel looks ahead at.
struct BlockReference {
    kernels::UnitCounts counts;
    std::vector<ErrorBits> bits;
    std::uint64_t unitsEnd = 0; ///< where the unit after the last one counted starts
};

inline BlockReference blockReference(std::span<const std::uint8_t> data, std::size_t blocks,
                                     std::uint64_t offset, Profile profile) {
    BlockReference r;
    const std::uint64_t end = 64 * std::uint64_t{blocks};
    for (const Unit& u : decodeAll(data, profile)) {
        if (u.offset >= end) {
            r.unitsEnd = u.offset;
            break;
        }
        r.unitsEnd = u.end();
        if (u.valid()) {
            if (u.length == 1) {
                ++r.counts.ascii;
            } else {
                ++r.counts.valid[u.length - 2u];
            }
            continue;
        }
        ++r.counts.errors[static_cast<int>(*u.error)];
        if (isNeverValidOctet(data[static_cast<std::size_t>(u.offset)], profile))
            ++r.counts.neverValid;
        const std::uint64_t block = u.offset / 64;
        if (r.bits.empty() || r.bits.back().offset != offset + 64 * block) {
            r.bits.emplace_back();
            r.bits.back().offset = offset + 64 * block;
        }
        ErrorBits& b = r.bits.back();
        const std::uint64_t bit = std::uint64_t{1} << (u.offset % 64);
        b.starts[static_cast<int>(*u.error)] |= bit;
        for (int n = 2; n <= u.length; ++n)
            b.longer[n - 2] |= bit;
    }
    return r;
}

} // namespace u8scope::test
