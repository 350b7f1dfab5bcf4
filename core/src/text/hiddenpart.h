// The hidden-character scan of one part of a split scan (scanSource with ScanOptions::hidden):
// whole lines, since what a line holds is decided at its end. A part takes the lines that start
// in it: it passes over the octets before its first line start, and reads on past its end to the
// end of its last line (the next part passes over those). A part without a line start of its own
// takes nothing; the part before it reads through it.
#pragma once

#include "u8scope/file/source.h"
#include "u8scope/text/hiddenindex.h"
#include "u8scope/text/hiddenscanner.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <span>

namespace u8scope::hidden {

class HiddenPart {
public:
    /// The part [begin, end) of `source`; `index`: keep the findings, not only count them.
    HiddenPart(const ByteSource& source, std::uint64_t begin, std::uint64_t end, bool index);

    /// The octets [at, at + chunk.size()) of the input, in order, as the scan reads its part
    /// (octets past the part's end are left out).
    void chunk(std::span<const std::uint8_t> chunk, std::uint64_t at);
    /// After the part's last chunk: reads on to the end of its last line and ends the scan.
    /// Stops early when `cancel` turns true. Returns the I/O error, if any.
    [[nodiscard]] std::optional<IoError> finish(const std::atomic<bool>* cancel);

    [[nodiscard]] const HiddenIndex& index() const noexcept { return m_index; }
    [[nodiscard]] const HiddenCounts& counts() const noexcept { return m_scanner.counts(); }
    /// Line ends in the lines it took.
    [[nodiscard]] std::uint64_t lineEnds() const noexcept { return m_scanner.lineEnds(); }

private:
    void take(std::span<const std::uint8_t> octets);

    const ByteSource& m_source;
    std::uint64_t m_end;
    HiddenScanner m_scanner;
    HiddenIndex m_index;
    bool m_keep;
    bool m_started;          // its first line has begun
    std::uint8_t m_last = 0; // the last octet it took, or the LF its first line follows
    std::optional<IoError> m_error;
};

} // namespace u8scope::hidden
