// The whole-input scan: counts every octet by class and finds every malformed unit, running the
// vector kernels (kernels.h) over well-formed stretches and the decoder (decoder.h) at each
// error, then resuming the vector path right after it; where errors come thick, the dense-error
// kernel decides whole blocks at once. Results equal a plain Decoder pass, whatever the chunking,
// the kernel or the number of threads.
#pragma once

#include "u8scope/codec/decoder.h"
#include "u8scope/file/source.h"
#include "u8scope/mojibake/mojibakehints.h"
#include "u8scope/regions/regionmap.h"
#include "u8scope/scan/errorbits.h"
#include "u8scope/scan/errorindex.h"
#include "u8scope/scan/kernels.h"
#include "u8scope/scan/scanstats.h"
#include "u8scope/text/hiddenindex.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace u8scope {

/// Receives malformed units in input order. `count` consecutive units of one octet each, all
/// equal to `first` but for their offsets (first.offset, first.offset + 1, ...), come as one run
/// (for example a stretch of FF octets). `context` is the context of the first unit.
class ErrorSink {
public:
    virtual ~ErrorSink() = default;
    virtual void onErrors(const Unit& first, std::uint64_t count, const ErrorContext& context) = 0;
    /// Sinks that never look at the context say so, and get an empty one: a scan full of errors
    /// then skips copying the octets around each, and may send the units in bulk (onErrorBits).
    [[nodiscard]] virtual bool wantsContext() const noexcept { return true; }
    /// Malformed units in bulk, in input order, as one ErrorBits per block of 64 octets: how the
    /// dense-error path sends them to a sink that wants no context (runs may still come through
    /// onErrors, in order with these). The default hands each unit to onErrors().
    virtual void onErrorBits(std::span<const ErrorBits> blocks);
    /// Sinks that need no more units say so (asked once per chunk, like wantsContext): the
    /// scanner then only counts.
    [[nodiscard]] virtual bool wantsErrors() const noexcept { return true; }
};

/// Streaming scanner over chunks of any size; see Decoder for the chunk rules.
class Scanner {
public:
    explicit Scanner(Profile profile = kDefaultProfile,
                     const kernels::Kernel& kernel = kernels::bestKernel());
    ~Scanner();
    Scanner(Scanner&&) noexcept;
    Scanner& operator=(Scanner&&) noexcept;

    /// Starts over for a part of an input: the next chunk starts at `offset`, which must begin a
    /// unit, and units that start at or after `stop` are left out (they belong to the next
    /// part; feed a few octets past `stop` so that the last units are decided as in a whole
    /// pass). Statistics start from zero.
    void restart(std::uint64_t offset, std::uint64_t stop = UINT64_MAX) noexcept;

    void feed(std::span<const std::uint8_t> chunk, ErrorSink* sink = nullptr);
    /// Ends the input. stats() then holds the whole input's counts; a later feed() starts a new
    /// input from offset 0, counting from zero.
    void finish(ErrorSink* sink = nullptr);
    /// Offset of the first unit not yet decided.
    [[nodiscard]] std::uint64_t position() const noexcept;

    [[nodiscard]] const ScanStats& stats() const noexcept { return m_stats; }
    [[nodiscard]] Profile profile() const noexcept { return m_profile; }

    /// Whether runs of one-octet errors may come in one onErrors() call (the default). Without
    /// runs every malformed unit comes alone, with its own context, to a sink that wants
    /// contexts (ErrorSink::wantsContext).
    void setReportRuns(bool runs) noexcept { m_runs = runs; }

    /// Whether the next chunks are fed through the kernel's mojibake gate
    /// (Kernel::countValidPrefixGated; off by default): it costs a little on text outside ASCII,
    /// and lets the caller pass over a chunk without gate places (quietChunk()).
    void setWatchGate(bool watch) noexcept { m_watchGate = watch; }
    /// Whether the last chunk fed was watched and holds no gate place (kernels::gatePlace) in
    /// any octet but its first, nor a malformed unit decided with it: then the mojibake filter
    /// finds nothing in it but at its ends (MojibakeSuspectFinder::add), and the scan reports
    /// the malformed units it leaves to the next chunk.
    [[nodiscard]] bool quietChunk() const noexcept { return m_quietChunk; }

private:
    // Counts and reports units starting at `next` that are decidable now; returns where it stopped.
    // `last` gets the last unit it decided, if any.
    std::uint64_t decideSlowly(std::uint64_t next, std::uint64_t limit, ErrorSink* sink,
                               Unit* last = nullptr);
    void countUnit(const Unit& unit);
    void report(const Unit& first, std::uint64_t count, ErrorSink* sink, bool withContext);
    void noteHead(std::span<const std::uint8_t> chunk) noexcept;
    // Dense blocks: counts them, and sends their malformed units to the sink.
    void addDenseCounts(const kernels::UnitCounts& counts, std::uint64_t octets) noexcept;
    void sendBits(std::span<const ErrorBits> bits, ErrorSink* sink, bool withContext);
    void flushRun(ErrorSink* sink);

    Profile m_profile;
    const kernels::Kernel* m_kernel;
    std::unique_ptr<detail::ChunkWindow> m_window;
    ScanStats m_stats;
    std::uint64_t m_stop = UINT64_MAX;
    std::uint8_t m_head[3] = {}; // the first three octets of the input, for the signature
    std::uint8_t m_headSize = 0;
    bool m_atStart = true; // the input begins at offset 0 (so the signature can be seen)
    bool m_runs = true;
    bool m_finished = false; // finish() was called: the next feed() starts a new input
    bool m_watchGate = false;
    bool m_quietChunk = false;
    // A run of one-octet units of one kind found by the dense path, not yet sent (count 0: none).
    Unit m_run;
    std::uint64_t m_runCount = 0;
    std::vector<ErrorBits> m_bits; // the dense path's output, one batch at a time
};

/// The most worker threads a scan takes.
inline constexpr unsigned kMaxThreads = 1024;

/// A number of threads as U8SCOPE_THREADS gives it: decimal digits only, 1 to kMaxThreads;
/// nothing for anything else (the command line says so, the window takes the default).
[[nodiscard]] std::optional<unsigned> parseThreadCount(std::string_view text) noexcept;

struct ScanOptions {
    /// Worker threads; 0 picks one per core this process may use (sched_getaffinity, so taskset
    /// and container limits count), or U8SCOPE_THREADS when it is a valid count
    /// (parseThreadCount); 1 for small files.
    unsigned threads = 0;
    /// Octets read at a time by each thread.
    std::size_t chunkSize = std::size_t{1} << 20;
    /// Called now and then from worker threads with the octets scanned so far.
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
    /// Set from another thread to stop early.
    const std::atomic<bool>* cancel = nullptr;
    /// Stop at the first malformed unit (for validation).
    bool stopAtFirstError = false;
    /// Build the compact index of every malformed unit (for the GUI's error list).
    bool buildIndex = true;
    /// Index only the malformed units of this kind (the error list filtered by kind).
    std::optional<ErrorKind> indexKind;
    const kernels::Kernel* kernel = nullptr; ///< nullptr: kernels::bestKernel()
    /// Also note where the mojibake engine must look (mojibakehints.h), chunk by chunk while
    /// the octets are still in the cache; ScanResult::mojibakeHints. Only with the RFC 3629
    /// profile: the engine reads UTF-8 that way, and the 1993 profile's scan does not report
    /// the five- and six-octet forms the engine takes for malformed.
    bool mojibakeHints = false;
    /// With mojibakeHints: pass the filter over chunks where the kernel's gate found no place
    /// for it (Scanner::setWatchGate). The hints are the same either way, only found slower
    /// without it; off only for the tests and benchmarks that compare.
    bool mojibakeGate = true;
    /// Also build the region map of the source (regions/regionmap.h) from the chunks as they are
    /// read, under the scan's profile: ScanResult::regions. Each thread maps whole tiles
    /// (kRegionTile), reading the few octets around its part that the rules look at. Not with
    /// stopAtFirstError.
    bool regions = false;
    /// Also find the hidden and suspicious characters of text/hidden.h (bidi controls, invisible
    /// characters, confusables, ...), chunk by chunk while the octets are still in the cache:
    /// ScanResult::hidden. Each thread takes the lines that start in its part, reading on to the
    /// end of its last one. Those outside the text of the region map (hidden.h) are counted
    /// apart: the map is made for them, whether `regions` asks for it or not. Not with
    /// stopAtFirstError.
    bool hidden = false;
    /// With hidden: keep the findings too, in ScanResult::hiddenIndex.
    bool hiddenIndex = false;
    /// With regions: the spans of the map's bound on regions (kMaxRegionSpans, regionkind.h;
    /// fewer in tests).
    std::uint64_t regionSpans = kMaxRegionSpans;
};

struct ScanResult {
    ScanStats stats;
    ErrorIndex errors;
    /// With stopAtFirstError: the first malformed unit, if any.
    std::optional<Unit> firstError;
    bool cancelled = false;
    std::optional<IoError> ioError;
    /// With ScanOptions::mojibakeHints, of an RFC 3629 scan that read the whole source.
    std::optional<MojibakeHints> mojibakeHints;
    /// With ScanOptions::regions, of a scan that read the whole source.
    std::optional<RegionMap> regions;
    /// With ScanOptions::hidden: the hidden characters in text by class, and those outside it.
    std::optional<HiddenCounts> hidden;
    /// With ScanOptions::hiddenIndex: the findings, the first HiddenIndex::kCapacity of them.
    std::optional<HiddenIndex> hiddenIndex;
};

/// Scans the part [begin, end) of a source with `scanner`, which it restarts there: `begin` must
/// begin a unit, and units that start at or after `end` are left out. Reads `chunkSize` octets at
/// a time, and a few past `end` so that the last units are decided as in a whole pass. After each
/// chunk, `keepGoing(octets of the part scanned so far)` may return false to stop early; the
/// scanner is finished only when the part was read to its end. `afterChunk(octets, offset)`, when
/// given, sees each chunk right after the scanner did. Returns the I/O error, if any.
[[nodiscard]] std::optional<IoError>
scanRange(const ByteSource& source, Scanner& scanner, std::uint64_t begin, std::uint64_t end,
          ErrorSink* sink, std::size_t chunkSize,
          const std::function<bool(std::uint64_t)>& keepGoing = {},
          const std::function<void(std::span<const std::uint8_t>, std::uint64_t)>& afterChunk = {});

/// Scans a whole source, splitting it across threads; chunk seams are resolved so that the
/// result is identical to a single-threaded pass.
[[nodiscard]] ScanResult scanSource(const ByteSource& source, Profile profile,
                                    const ScanOptions& options = {});

} // namespace u8scope
