// The hidden-character scan of one part of a split scan (scanSource with ScanOptions::hidden):
// whole lines, since what a line holds is decided at its end. A part takes the lines that start
// in it: it passes over the octets before its first line start, and reads on past its end to the
// end of its last line (the next part passes over those). A part without a line start of its own
// takes nothing; the part before it reads through it.
//
// Its findings count where the region map's pieces are text (hiddenfilter.h). The map of the
// tiles of the thread's own part (regionpart.h) cuts the pieces there; past them (the lines it
// reads on into the next part's tiles), or without that map, it cuts them itself, from the tile
// where they start, as the next part does.
#pragma once

#include "regions/regionpart.h"
#include "text/hiddenfilter.h"
#include "u8scope/file/source.h"
#include "u8scope/text/hiddenindex.h"
#include "u8scope/text/hiddenscanner.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>

namespace u8scope::hidden {

class HiddenPart {
public:
    /// The part [begin, end) of `source`; `index`: keep the findings, not only count them.
    /// `shared`: the map of the thread's tiles, up to `sharedTo` (may be null: none), which
    /// tells this part of its pieces from now on.
    HiddenPart(const ByteSource& source, std::uint64_t begin, std::uint64_t end, bool index,
               regions::RegionPart* shared, std::uint64_t sharedTo, Profile profile,
               const kernels::Kernel& kernel);
    HiddenPart(const HiddenPart&) = delete;
    HiddenPart& operator=(const HiddenPart&) = delete;

    /// The octets [at, at + chunk.size()) of the input, in order, as the scan reads its part
    /// (octets past the part's end are left out).
    void chunk(std::span<const std::uint8_t> chunk, std::uint64_t at);
    /// After the part's last chunk: reads on to the end of its last line and ends the scan.
    /// Stops early when `cancel` turns true. Returns the I/O error, if any.
    [[nodiscard]] std::optional<IoError> finish(const std::atomic<bool>* cancel);

    [[nodiscard]] const HiddenIndex& index() const noexcept { return m_index; }
    /// In text by class, and outside text.
    [[nodiscard]] const HiddenCounts& counts() const noexcept { return m_filter.counts(); }
    /// Line ends in the lines it took.
    [[nodiscard]] std::uint64_t lineEnds() const noexcept { return m_scanner.lineEnds(); }

private:
    void take(std::span<const std::uint8_t> octets, std::uint64_t at);
    void release();
    regions::RegionPart& own();
    // Every piece before this has come.
    [[nodiscard]] std::uint64_t decided() const noexcept;

    const ByteSource& m_source;
    std::uint64_t m_end;
    HiddenScanner m_scanner;
    RegionFilter m_filter;
    HiddenIndex m_index;
    bool m_keep;
    bool m_started;          // its first line has begun
    std::uint8_t m_last = 0; // the last octet it took, or the LF its first line follows
    bool m_shared;
    std::uint64_t m_sharedTo;
    FilterPieces m_sharedPieces;
    // Its own map, from m_ownFrom on, made when its octets are near.
    std::uint64_t m_ownFrom;
    Profile m_profile;
    const kernels::Kernel& m_kernel;
    std::unique_ptr<regions::RegionPart> m_own;
    FilterPieces m_ownPieces;
    std::optional<IoError> m_error;
};

} // namespace u8scope::hidden
