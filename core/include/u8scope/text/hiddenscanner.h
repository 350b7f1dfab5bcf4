// Finds the hidden and suspicious characters of hidden.h in a stream of octets, chunk by chunk,
// in bounded memory: stretches of plain ASCII text pass through a vector kernel
// (Kernel::plainAsciiPrefix) that only counts their lines, and the characters outside ASCII go
// through a table built once from ICU (two loads each); only the rare special characters and
// the words that mix scripts are looked at closely. Decisions that depend on the rest of a line
// (an embedding closed or not, a mark among right-to-left letters or not) wait for its end, so
// findings come in input order with their line and column. Malformed UTF-8 is the scan's
// business (scanner.h): each malformed unit counts as one character here and is otherwise
// passed over. The results do not depend on how the input is cut into chunks.
#pragma once

#include "u8scope/file/result.h"
#include "u8scope/file/source.h"
#include "u8scope/scan/kernels.h"
#include "u8scope/text/hidden.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace u8scope {

/// Receives hidden characters in input order.
class HiddenSink {
public:
    virtual ~HiddenSink() = default;
    virtual void onHidden(const HiddenFinding& finding) = 0;
    /// From a scan that reads the region map too (HiddenTextScanner, scanSource): the characters
    /// of a region not read as text, once that region is behind (in input order among the
    /// findings).
    virtual void onOutsideText(const HiddenOutsideText& /*outside*/) {}
};

class HiddenScanner {
public:
    explicit HiddenScanner(const kernels::Kernel& kernel = kernels::bestKernel());
    ~HiddenScanner();
    HiddenScanner(HiddenScanner&&) noexcept;
    HiddenScanner& operator=(HiddenScanner&&) noexcept;

    /// Starts over: the next chunk starts at `offset`, which must begin a line (offset 0, or
    /// right after an LF), numbered `line`. Counts start from zero.
    void restart(std::uint64_t offset = 0, std::uint64_t line = 1);
    /// Finds what it can decide in `chunk` (the octets that follow those fed before).
    void feed(std::span<const std::uint8_t> chunk, HiddenSink* sink = nullptr);
    /// Ends the input: decides what waited for the end of the last line. A later feed() starts a
    /// new input at offset 0, line 1, counting from zero.
    void finish(HiddenSink* sink = nullptr);

    /// Hidden characters found so far, by class.
    [[nodiscard]] const HiddenCounts& counts() const noexcept;
    /// The offset after the octets fed so far.
    [[nodiscard]] std::uint64_t position() const noexcept;
    /// Line ends (LF, or CR not followed by LF) fed since the start.
    [[nodiscard]] std::uint64_t lineEnds() const noexcept;

    struct State;

private:
    std::unique_ptr<State> m;
};

/// Every hidden character of `text`, in order.
[[nodiscard]] std::vector<HiddenFinding> findHidden(std::span<const std::uint8_t> text);

/// Finds the hidden characters of the octets [begin, end) of `source`, which are whole lines (begin
/// is 0 or follows an LF; end is the size, or follows an LF), `chunkSize` octets at a time, the
/// first line numbered `line`. `keepGoing(octets done)`, asked after each chunk, may return false
/// to stop early. Returns the I/O error, if any.
[[nodiscard]] std::optional<IoError>
scanHidden(const ByteSource& source, HiddenScanner& scanner, HiddenSink* sink, std::uint64_t begin,
           std::uint64_t end, std::uint64_t line = 1, std::size_t chunkSize = std::size_t{1} << 20,
           const std::function<bool(std::uint64_t)>& keepGoing = {});

} // namespace u8scope
