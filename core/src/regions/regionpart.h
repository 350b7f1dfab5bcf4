// Internal to the scan: the region map of the part of a source that one thread of a split scan
// takes (scanner.h, ScanOptions::regions). Each part maps whole tiles, [from, to), from the
// chunks its scan reads and, around them, from the source: the tiles from where its scan starts
// back to the tile's start, and the block after them that the rules look at. The parts' maps,
// appended in order, are the map of a whole pass.
#pragma once

#include "regions/builder.h"
#include "u8scope/file/source.h"

#include <atomic>
#include <optional>

namespace u8scope::regions {

class RegionPart {
public:
    /// `span`: the span of the bound on regions, regionSpan of the source's size.
    RegionPart(const ByteSource& source, std::uint64_t from, std::uint64_t to, Profile profile,
               const kernels::Kernel& kernel, std::uint64_t span);

    /// A chunk that the part's scan read at `offset`.
    void chunk(std::span<const std::uint8_t> octets, std::uint64_t offset);
    /// Reads what the scan did not and ends the map. Returns the I/O error, if any. With
    /// `through`, only the pieces before that offset are wanted (a part's hidden characters past
    /// its own tiles, text/hiddenpart.h): it reads no further than they need.
    [[nodiscard]] std::optional<IoError> finish(const std::atomic<bool>* cancel,
                                                std::uint64_t through = UINT64_MAX);
    [[nodiscard]] Assembly take() &&;
    /// Tells `sink` of each piece of the map (Builder::setPieceSink).
    void setPieceSink(PieceSink* sink) noexcept { m_builder.setPieceSink(sink); }

    /// Where the part of the thread whose scan starts at `begin` begins its map: at the start of
    /// that tile, so that no tile is split.
    [[nodiscard]] static std::uint64_t startOf(std::uint64_t begin) noexcept {
        return begin - begin % kRegionTile;
    }

private:
    std::optional<IoError> readTo(std::uint64_t offset, const std::atomic<bool>* cancel);

    const ByteSource& m_source;
    Builder m_builder;
    std::uint64_t m_end; // the last octet it reads, plus one
    std::optional<IoError> m_error;
};

} // namespace u8scope::regions
