// The whole-input scan: vector kernels over well-formed stretches, the decoder at each error,
// and the vector path again right after it; the dense-error kernel where errors come thick.
#include "u8scope/scan/scanner.h"

#include "codec/chunkwindow.h"
#include "codec/rules.h"
#include "regions/regionpart.h"
#include "text/hiddenpart.h"
#include "u8scope/file/window.h"

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <system_error>
#include <thread>
#if defined(__linux__)
#include <sched.h>
#endif

namespace u8scope {

namespace {

constexpr std::uint8_t kNotAlone = 0xFF;

// Errors closer together than this switch the scan to the dense-error kernel (see
// Scanner::feed), which leaves again after kLeaveDenseAfter blocks without an error.
constexpr std::size_t kDenseGap = 64;
constexpr unsigned kLeaveDenseAfter = 2;
// Blocks of 64 octets per call of the dense-error kernel.
constexpr std::size_t kDenseBatch = 64;

// For octets that are a malformed unit of one octet by themselves, whatever follows (80-BF,
// and the octets that cannot begin a sequence of the profile, rules.h): their error kind.
// Runs of such octets are reported in one call.
struct AloneTable {
    std::array<std::array<std::uint8_t, 256>, 2> kind{};
    constexpr AloneTable() {
        for (const Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
            for (int b = 0; b < 256; ++b) {
                const rules::LeadRule rule = rules::leadRule(static_cast<std::uint8_t>(b), p);
                kind[static_cast<int>(p)][b] = b >= 0x80 && rule.length == 0
                                                   ? static_cast<std::uint8_t>(rule.cannotBegin)
                                                   : kNotAlone;
            }
        }
    }
};
constexpr AloneTable kAlone;

// The kind of the units of a block of 64 one-octet units of one kind, which may make a run;
// -1 for any other block.
int runKind(const ErrorBits& b) noexcept {
    if (b.longer[0] != 0)
        return -1;
    for (int k = 0; k < kErrorKindCount; ++k) {
        if (b.starts[k] != 0)
            return b.starts[k] == ~std::uint64_t{0} ? k : -1;
    }
    return -1;
}

// 8 copies of an octet, to compare 8 octets at a time.
constexpr std::uint64_t kEachOctet = 0x0101010101010101u;

std::uint64_t load64(const std::uint8_t* p) noexcept {
    std::uint64_t v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

} // namespace

void ErrorSink::onErrorBits(std::span<const ErrorBits> blocks) {
    const ErrorContext none;
    for (const ErrorBits& b : blocks)
        b.forEach(b.all(), [&](const Unit& u) { onErrors(u, 1, none); });
}

Scanner::Scanner(Profile profile, const kernels::Kernel& kernel)
    : m_profile(profile), m_kernel(&kernel), m_window(std::make_unique<detail::ChunkWindow>()) {}
Scanner::~Scanner() = default;
Scanner::Scanner(Scanner&&) noexcept = default;
Scanner& Scanner::operator=(Scanner&&) noexcept = default;

std::uint64_t Scanner::position() const noexcept {
    return m_window->next();
}

void Scanner::restart(std::uint64_t offset, std::uint64_t stop) noexcept {
    m_window->resetAt(offset);
    m_stats = {};
    m_finished = false;
    m_stop = stop;
    m_headSize = 0;
    m_atStart = offset == 0;
}

void Scanner::noteHead(std::span<const std::uint8_t> chunk) noexcept {
    for (std::size_t i = 0; m_atStart && m_headSize < 3 && i < chunk.size(); ++i) {
        m_head[m_headSize++] = chunk[i];
    }
    m_stats.signature =
        m_atStart && m_headSize == 3 && m_head[0] == 0xEF && m_head[1] == 0xBB && m_head[2] == 0xBF;
}

void Scanner::countUnit(const Unit& unit) {
    if (unit.valid()) {
        ++m_stats.characters;
        ++m_stats.octetClasses[unit.length - 1];
        m_stats.octetClasses[static_cast<int>(OctetClass::Continuation)] += unit.length - 1u;
    } else {
        for (std::uint8_t k = 0; k < unit.length; ++k) {
            ++m_stats.octetClasses[static_cast<int>(
                octetClassIn(unit, k, m_window->byteAt(unit.offset + k), m_profile))];
        }
    }
    m_stats.octets += unit.length;
}

void Scanner::report(const Unit& first, std::uint64_t count, ErrorSink* sink, bool withContext) {
    flushRun(sink);
    m_stats.errors += count;
    m_stats.errorsByKind[static_cast<int>(*first.error)] += count;
    if (sink)
        sink->onErrors(first, count, withContext ? m_window->contextOf(first) : ErrorContext{});
}

void Scanner::flushRun(ErrorSink* sink) {
    if (m_runCount == 0)
        return;
    if (sink)
        sink->onErrors(m_run, m_runCount, ErrorContext{});
    m_runCount = 0;
}

void Scanner::addDenseCounts(const kernels::UnitCounts& c, std::uint64_t octets) noexcept {
    auto& classes = m_stats.octetClasses;
    std::uint64_t classified = c.ascii + c.neverValid;
    m_stats.characters += c.ascii;
    classes[static_cast<int>(OctetClass::Lead1)] += c.ascii;
    for (int n = 2; n <= 6; ++n) {
        const std::uint64_t v = c.valid[n - 2];
        m_stats.characters += v;
        classes[static_cast<int>(leadClass(n))] += v;
        classes[static_cast<int>(OctetClass::Continuation)] += v * (n - 1u);
        classified += v * static_cast<unsigned>(n);
    }
    classes[static_cast<int>(OctetClass::NeverValid)] += c.neverValid;
    // The rest are the other octets of malformed units.
    classes[static_cast<int>(OctetClass::Malformed)] += octets - classified;
    for (int k = 0; k < kErrorKindCount; ++k) {
        m_stats.errors += c.errors[k];
        m_stats.errorsByKind[k] += c.errors[k];
    }
    m_stats.octets += octets;
}

void Scanner::sendBits(std::span<const ErrorBits> bits, ErrorSink* sink, bool withContext) {
    if (withContext) {
        // Every unit alone, with its context (the units lie in the chunk being fed).
        flushRun(sink);
        for (const ErrorBits& b : bits) {
            b.forEach(b.all(),
                      [&](const Unit& u) { sink->onErrors(u, 1, m_window->contextOf(u)); });
        }
        return;
    }
    // Whole blocks of one-octet units of one kind (a gigabyte of FF, say) make one run, so that
    // an ErrorIndex keeps them in one entry; the other blocks go in bulk.
    std::size_t batch = 0;
    for (std::size_t i = 0; i < bits.size(); ++i) {
        const int kind = runKind(bits[i]);
        if (kind < 0) {
            if (m_runCount != 0) {
                flushRun(sink);
                batch = i;
            }
            continue;
        }
        if (m_runCount != 0 && m_run.error == static_cast<ErrorKind>(kind) &&
            m_run.offset + m_runCount == bits[i].offset) {
            m_runCount += 64;
        } else {
            if (i > batch)
                sink->onErrorBits(bits.subspan(batch, i - batch));
            flushRun(sink);
            m_run = Unit{};
            m_run.offset = bits[i].offset;
            m_run.length = 1;
            m_run.error = static_cast<ErrorKind>(kind);
            m_runCount = 64;
        }
        batch = i + 1;
    }
    if (bits.size() > batch)
        sink->onErrorBits(bits.subspan(batch));
}

std::uint64_t Scanner::decideSlowly(std::uint64_t next, std::uint64_t limit, ErrorSink* sink,
                                    Unit* last) {
    const bool withContext = sink && sink->wantsContext();
    while (next < limit && next < m_stop && m_window->decidable(next)) {
        const Unit u = m_window->decideAt(next, m_profile);
        countUnit(u);
        if (!u.valid())
            report(u, 1, sink, withContext);
        next = u.end();
        if (last)
            *last = u;
    }
    return next;
}

void Scanner::feed(std::span<const std::uint8_t> chunk, ErrorSink* sink) {
    if (m_finished) { // a new input after finish(): start counting again
        m_stats = {};
        m_finished = false;
    }
    // The mojibake gate, when watched: set at any place in the chunk that neither the kernel's
    // gate nor a look here has been over, and at any malformed unit (the scan reports those).
    bool gate = !m_watchGate;
    m_quietChunk = false;
    const std::size_t given = chunk.size();
    if (m_stop != UINT64_MAX) {
        // Past the stop, only the octets that the last units (at most kMaxSequenceLength long,
        // starting before the stop) and their contexts read matter; the rest would pile up
        // undecided in the carry, which holds only a few.
        const std::uint64_t needed =
            m_stop + std::min<std::uint64_t>(kMaxSequenceLength - 1, UINT64_MAX - m_stop);
        const std::uint64_t received = m_window->received();
        chunk = chunk.first(received >= needed ? 0
                                               : static_cast<std::size_t>(std::min<std::uint64_t>(
                                                     chunk.size(), needed - received)));
    }
    if (chunk.size() != given)
        gate = true; // octets past the stop are not looked at
    noteHead(chunk);
    m_window->begin(chunk);
    const std::uint64_t chunkOffset = m_window->chunkOffset();
    // Units that start among the carried octets.
    std::uint64_t next = decideSlowly(m_window->next(), chunkOffset, sink);
    if (next < chunkOffset)
        gate = true; // the whole chunk was decided with the carried octets
    if (next >= chunkOffset) {
        const std::uint8_t* data = chunk.data();
        const std::size_t size = chunk.size();
        const auto lookAt = [&](std::size_t from, std::size_t to) {
            if (!gate && to > from)
                gate = kernels::anyGatePlace(data, from, to);
        };
        // Units that start at or after m_stop belong to the next part of the input.
        const std::size_t limit =
            m_stop <= chunkOffset
                ? 0
                : static_cast<std::size_t>(std::min<std::uint64_t>(size, m_stop - chunkOffset));
        const auto& alone = kAlone.kind[m_profile == Profile::Rfc3629 ? 0 : 1];
        // Asked once per chunk: a sink that stops wanting contexts mid-chunk gets a few more.
        const bool withContext = sink && sink->wantsContext();
        // Runs lose only the contexts of the units after the first, so a sink that wants no
        // context gets them even when runs are off.
        const bool runs = m_runs || !withContext;
        const bool wantsErrors = sink && sink->wantsErrors();
        if (wantsErrors && m_bits.size() < kDenseBatch)
            m_bits.resize(kDenseBatch);
        kernels::ClassCounts counts;
        kernels::UnitCounts dense;
        std::uint64_t denseOctets = 0;
        // Before i, the octets continue units begun in the chunk before: none is a gate place.
        std::size_t i = static_cast<std::size_t>(next - chunkOffset);
        // Where errors come thick (separated by less than kDenseGap octets of text), restarting
        // the validation kernel after each costs more than it saves: the dense-error kernel then
        // decides whole blocks, until kLeaveDenseAfter blocks in a row have no error. Adjacent
        // errors (one corrupted sequence usually makes several) do not count: the validation
        // kernel restarts once after them.
        std::size_t lastErrorEnd = SIZE_MAX; // none yet in this chunk
        bool inDense = false;
        const auto noteError = [&](std::size_t at, std::size_t end) {
            gate = true;
            if (lastErrorEnd != SIZE_MAX && at > lastErrorEnd && at - lastErrorEnd < kDenseGap)
                inDense = true;
            lastErrorEnd = end;
        };
        while (i < limit) {
            if (inDense) {
                gate = true;
                kernels::BlockScan scan;
                scan.data = data + i;
                scan.size = size - i;
                scan.limit = limit - i;
                scan.offset = chunkOffset + i;
                scan.profile = m_profile;
                scan.maxBlocks = kDenseBatch;
                scan.leaveAfterCleanBlocks = kLeaveDenseAfter;
                scan.bits = wantsErrors ? m_bits.data() : nullptr;
                scan.counts = dense;
                m_kernel->scanBlocks(scan);
                if (scan.end > 0) {
                    dense = scan.counts;
                    denseOctets += scan.end;
                    if (wantsErrors && scan.bitCount > 0)
                        sendBits(std::span(m_bits.data(), scan.bitCount), sink, withContext);
                    i += scan.end;
                    inDense = !scan.clean;
                    lastErrorEnd = SIZE_MAX;
                    continue;
                }
                // Too near the end of the chunk for a block: unit by unit.
            } else if (gate) {
                i += m_kernel->countValidPrefix(data + i, limit - i, counts);
                if (i >= limit)
                    break;
            } else {
                // The kernel looks at the octets after data[i] in the prefix, and this at data[i].
                lookAt(i, i + 1);
                i += m_kernel->countValidPrefixGated(data + i, limit - i, counts, gate);
                if (i >= limit)
                    break;
            }
            const std::uint8_t b = data[i];
            if (b < 0x80) { // only unit by unit: the kernels take ASCII themselves
                gate = true;
                ++counts.ascii;
                ++i;
                continue;
            }
            // Decided (and explained) only with kMaxSequenceLength octets in view, even an octet
            // that is an error by itself: its explanation reads the octets after it.
            if (i + kMaxSequenceLength > size)
                break; // carried to the next chunk
            if (alone[b] != kNotAlone) {
                // A run of octets that are errors by themselves, of one kind; runs of one octet
                // value (FF FF ...) are passed 8 octets at a time.
                std::size_t r = 1;
                if (runs) {
                    const std::uint64_t same = kEachOctet * b;
                    while (limit - i - r >= 8 && load64(data + i + r) == same)
                        r += 8;
                    while (i + r < limit && alone[data[i + r]] == alone[b])
                        ++r;
                }
                Unit u;
                u.offset = chunkOffset + i;
                u.length = 1;
                u.error = static_cast<ErrorKind>(alone[b]);
                m_stats.octets += r;
                m_stats.octetClasses[static_cast<int>(octetClassIn(u, 0, b, m_profile))] += r;
                report(u, r, wantsErrors ? sink : nullptr, withContext);
                noteError(i, i + r);
                i += r;
                continue;
            }
            Unit u = decodeUnit(chunk.subspan(i, kMaxSequenceLength), m_profile);
            u.offset = chunkOffset + i;
            countUnit(u);
            if (!u.valid()) {
                report(u, 1, wantsErrors ? sink : nullptr, withContext);
                noteError(i, i + u.length);
            } else {
                lookAt(i, i + u.length);
            }
            i += u.length;
        }
        lookAt(std::min(i, size), size); // the octets left for the next chunk, or past the limit
        flushRun(sink);
        addDenseCounts(dense, denseOctets);
        m_stats.octets += counts.total();
        m_stats.characters += counts.ascii + counts.lead2 + counts.lead3 + counts.lead4;
        m_stats.octetClasses[static_cast<int>(OctetClass::Lead1)] += counts.ascii;
        m_stats.octetClasses[static_cast<int>(OctetClass::Lead2)] += counts.lead2;
        m_stats.octetClasses[static_cast<int>(OctetClass::Lead3)] += counts.lead3;
        m_stats.octetClasses[static_cast<int>(OctetClass::Lead4)] += counts.lead4;
        m_stats.octetClasses[static_cast<int>(OctetClass::Continuation)] += counts.continuation;
        next = chunkOffset + i;
    }
    m_window->end(next);
    m_quietChunk = !gate;
}

void Scanner::finish(ErrorSink* sink) {
    m_window->beginFinish();
    // The input's last unit waits for the end when the end cuts it short.
    Unit last;
    decideSlowly(m_window->next(), UINT64_MAX, sink, &last);
    m_stats.endsInsideCharacter = last.error == ErrorKind::Truncated && last.length >= 2 &&
                                  last.end() == m_window->received();
    m_window->reset();
    m_atStart = true;
    m_headSize = 0;
    m_stop = UINT64_MAX;
    m_finished = true;
}

// --- Whole sources, in parallel ------------------------------------------------------------

namespace {

// Collects a part's errors into its own index and notes the first one.
class PartSink final : public ErrorSink {
public:
    [[nodiscard]] bool wantsContext() const noexcept override { return false; }
    PartSink(ErrorIndex* index, std::atomic<std::uint64_t>* firstErrorOffset, MojibakeHints* hints)
        : m_index(index), m_firstErrorOffset(firstErrorOffset), m_hints(hints) {}
    // Without an index or hints, only the first unit matters.
    [[nodiscard]] bool wantsErrors() const noexcept override {
        return m_index || m_hints || !m_first;
    }
    void onErrors(const Unit& first, std::uint64_t count, const ErrorContext&) override {
        noteFirst(first);
        if (m_index)
            m_index->append(first, count);
        if (m_hints) // malformed UTF-8 is for the mojibake engine to explain
            m_hints->add(first.offset, first.offset + (count - 1) + first.length);
    }
    void onErrorBits(std::span<const ErrorBits> blocks) override {
        if (blocks.empty())
            return;
        noteFirst(blocks.front().unitAt(std::countr_zero(blocks.front().all())));
        if (m_index)
            m_index->append(blocks);
        if (m_hints) {
            for (const ErrorBits& b : blocks) // a unit may reach past its block
                m_hints->add(b.offset, b.offset + 64 + kMaxSequenceLength);
        }
    }
    std::optional<Unit> m_first;

private:
    void noteFirst(const Unit& first) {
        if (m_first)
            return;
        m_first = first;
        std::uint64_t seen = m_firstErrorOffset->load();
        while (first.offset < seen &&
               !m_firstErrorOffset->compare_exchange_weak(seen, first.offset)) {
        }
    }

    ErrorIndex* m_index;
    std::atomic<std::uint64_t>* m_firstErrorOffset;
    MojibakeHints* m_hints;
};

struct Part {
    std::uint64_t begin = 0;
    std::uint64_t end = 0;
    ScanStats stats;
    ErrorIndex errors;
    std::optional<Unit> firstError;
    std::optional<IoError> ioError;
    MojibakeHints hints;
    std::optional<regions::RegionPart> regions;
    std::uint64_t regionsTo = 0; ///< where the tiles of `regions` end
    std::optional<hidden::HiddenPart> hidden;
};

// The cores this process may run on (taskset, cgroups), or U8SCOPE_THREADS when valid.
unsigned defaultThreads() {
    if (const char* v = std::getenv("U8SCOPE_THREADS")) {
        if (const auto n = parseThreadCount(v))
            return *n;
    }
#if defined(__linux__)
    cpu_set_t cpus;
    CPU_ZERO(&cpus);
    if (sched_getaffinity(0, sizeof cpus, &cpus) == 0 && CPU_COUNT(&cpus) > 0)
        return static_cast<unsigned>(CPU_COUNT(&cpus));
#endif
    return std::max(1u, std::thread::hardware_concurrency());
}

} // namespace

std::optional<unsigned> parseThreadCount(std::string_view text) noexcept {
    unsigned n = 0;
    const char* end = text.data() + text.size();
    // (from_chars takes no sign, space or prefix for an unsigned, and nothing from an empty text.)
    const auto r = std::from_chars(text.data(), end, n);
    if (r.ec != std::errc() || r.ptr != end || n < 1 || n > kMaxThreads)
        return std::nullopt;
    return n;
}

std::optional<IoError>
scanRange(const ByteSource& source, Scanner& scanner, std::uint64_t begin, std::uint64_t end,
          ErrorSink* sink, std::size_t chunkSize,
          const std::function<bool(std::uint64_t)>& keepGoing,
          const std::function<void(std::span<const std::uint8_t>, std::uint64_t)>& afterChunk) {
    scanner.restart(begin, end);
    // A truncated sequence is decided by the octet that cuts it: read a little past the end.
    const std::uint64_t readEnd = std::min<std::uint64_t>(source.size(), end + kMaxSequenceLength);
    std::vector<std::uint8_t> buffer(static_cast<std::size_t>(std::min<std::uint64_t>(
        std::max<std::size_t>(chunkSize, kMaxSequenceLength), readEnd - begin)));
    for (std::uint64_t at = begin; at < readEnd;) {
        const auto want =
            static_cast<std::size_t>(std::min<std::uint64_t>(buffer.size(), readEnd - at));
        auto n = source.read(at, std::span(buffer.data(), want));
        if (!n)
            return n.error();
        if (*n == 0)
            break; // the file shrank: what is left ends here
        scanner.feed(std::span<const std::uint8_t>(buffer.data(), *n), sink);
        if (afterChunk)
            afterChunk(std::span<const std::uint8_t>(buffer.data(), *n), at);
        at += *n;
        if (keepGoing && !keepGoing(std::min(at, end) - begin))
            return std::nullopt;
    }
    scanner.finish(sink);
    return std::nullopt;
}

ScanResult scanSource(const ByteSource& source, Profile profile, const ScanOptions& options) {
    const std::uint64_t size = source.size();
    const kernels::Kernel& kernel = options.kernel ? *options.kernel : kernels::bestKernel();
    const std::size_t chunkSize = std::max<std::size_t>(options.chunkSize, 4096);
    source.adviseSequential();

    unsigned threads = options.threads;
    if (threads == 0) {
        // A thread per core, but only for parts large enough to be worth it.
        const std::uint64_t perThreadMinimum = std::uint64_t{32} << 20;
        threads = defaultThreads();
        threads = static_cast<unsigned>(
            std::min<std::uint64_t>(threads, std::max<std::uint64_t>(1, size / perThreadMinimum)));
    }
    threads = static_cast<unsigned>(
        std::clamp<std::uint64_t>(threads, 1, std::max<std::uint64_t>(1, size)));

    // Split at unit boundaries: the nearest octet outside 80-BF at most 5 octets back (window.h).
    std::vector<Part> parts(threads);
    for (Part& part : parts)
        part.errors = ErrorIndex(options.indexKind);
    ScanResult result;
    result.errors = ErrorIndex(options.indexKind);
    for (unsigned k = 0; k < threads; ++k) {
        std::uint64_t at = size / threads * k;
        if (k > 0) {
            const std::uint64_t behind = std::min<std::uint64_t>(at, kMaxSequenceLength - 1);
            auto look = source.readVector(at - behind, static_cast<std::size_t>(behind));
            if (!look) {
                result.ioError = look.error();
                return result;
            }
            at = unitBoundaryAtOrBefore(at, *look);
            at = std::max(at, parts[k - 1].begin);
        }
        parts[k].begin = at;
    }
    for (unsigned k = 0; k < threads; ++k)
        parts[k].end = k + 1 < threads ? parts[k + 1].begin : size;

    // The region map: each part maps the tiles from the start of the tile its scan starts in.
    // Hidden characters count where it reads text, so they need it too.
    const bool mapping = (options.regions || options.hidden) && !options.stopAtFirstError;
    if (mapping) {
        for (unsigned k = 0; k < threads; ++k) {
            const std::uint64_t from = k == 0 ? 0 : regions::RegionPart::startOf(parts[k].begin);
            const std::uint64_t to =
                k + 1 < threads ? regions::RegionPart::startOf(parts[k + 1].begin) : size;
            parts[k].regionsTo = to;
            if (from < to)
                parts[k].regions.emplace(source, from, to, profile, kernel,
                                         regionSpan(size, options.regionSpans));
        }
    }

    // The engine reads RFC 3629 (ScanOptions::mojibakeHints).
    const bool hinting = options.mojibakeHints && profile == Profile::Rfc3629;
    std::atomic<std::uint64_t> done{0};
    std::atomic<std::uint64_t> firstErrorOffset{UINT64_MAX};
    std::atomic<bool> failed{false};
    std::mutex progressMutex;
    const auto cancelled = [&] {
        return failed.load(std::memory_order_relaxed) ||
               (options.cancel && options.cancel->load(std::memory_order_relaxed));
    };

    const auto work = [&](Part& part) {
        if (cancelled())
            return;
        Scanner scanner(profile, kernel);
        PartSink sink(options.buildIndex ? &part.errors : nullptr, &firstErrorOffset,
                      hinting ? &part.hints : nullptr);
        std::uint64_t reported = 0;
        // Octets outside ASCII the scanner has decided so far: a chunk that adds none and has
        // none in its undecided tail (pure ASCII, the bulk of most text) holds nothing for the
        // mojibake engine.
        std::uint64_t wide = 0;
        std::optional<MojibakeSuspectFinder> suspects; // only when hinting
        if (hinting)
            suspects.emplace();
        // The kernel's gate lets the filter pass over a chunk of text outside ASCII without a
        // place it could stop at, the bulk of Western European text. (Where the places are
        // dense, Cyrillic or Greek, the kernel stops watching at the first of a chunk.)
        scanner.setWatchGate(hinting && options.mojibakeGate);
        const auto hintChunk = [&](std::span<const std::uint8_t> chunk, std::uint64_t at) {
            const ScanStats& s = scanner.stats();
            const std::uint64_t now = s.octets - s.count(OctetClass::Lead1);
            // The scanner leaves the units that start in the last kMaxSequenceLength - 1 octets
            // undecided until the next chunk (or the end): their octets count there.
            const auto tail = chunk.last(
                std::min(chunk.size(), static_cast<std::size_t>(kMaxSequenceLength - 1)));
            const bool wideTail =
                std::any_of(tail.begin(), tail.end(), [](std::uint8_t b) { return b >= 0x80; });
            if (now != wide || wideTail)
                suspects->add(chunk, at, part.hints, scanner.quietChunk());
            wide = now;
        };
        if (options.hidden) {
            part.hidden.emplace(source, part.begin, part.end, options.hiddenIndex,
                                part.regions ? &*part.regions : nullptr, part.regionsTo, profile,
                                kernel);
        }
        const auto afterChunk = [&](std::span<const std::uint8_t> chunk, std::uint64_t at) {
            if (hinting)
                hintChunk(chunk, at);
            if (part.regions)
                part.regions->chunk(chunk, at);
            if (part.hidden)
                part.hidden->chunk(chunk, at);
        };
        part.ioError = scanRange(
            source, scanner, part.begin, part.end, &sink, chunkSize,
            [&](std::uint64_t scanned) {
                const std::uint64_t total =
                    done.fetch_add(scanned - reported) + (scanned - reported);
                reported = scanned;
                if (options.progress) {
                    const std::lock_guard lock(progressMutex);
                    options.progress(total, size);
                }
                // With stopAtFirstError, a part past an error already found has nothing to add.
                return !cancelled() &&
                       !(options.stopAtFirstError &&
                         firstErrorOffset.load(std::memory_order_relaxed) < part.begin + scanned);
            },
            hinting || part.regions || part.hidden ? std::function(afterChunk) : nullptr);
        if (!part.ioError && part.regions && !cancelled())
            part.ioError = part.regions->finish(options.cancel);
        if (!part.ioError && part.hidden && !cancelled())
            part.ioError = part.hidden->finish(options.cancel);
        if (part.ioError)
            failed = true;
        part.stats = scanner.stats();
        part.firstError = sink.m_first;
    };

    // A thread that cannot start (a process limit, RLIMIT_NPROC; no address space left for its
    // stack) leaves its part, and those after it, to this thread.
    std::vector<std::thread> pool;
    unsigned started = 1;
    for (; started < threads; ++started) {
        try {
            pool.emplace_back(work, std::ref(parts[started]));
        } catch (const std::exception&) { // std::system_error (EAGAIN), std::bad_alloc
            break;
        }
    }
    work(parts[0]);
    for (unsigned k = started; k < threads; ++k)
        work(parts[k]);
    for (auto& t : pool)
        t.join();

    for (Part& part : parts) {
        if (part.ioError && !result.ioError)
            result.ioError = part.ioError;
    }
    result.cancelled = !result.ioError && options.cancel && options.cancel->load();
    if (result.ioError || result.cancelled)
        return result;
    if (hinting)
        result.mojibakeHints.emplace();
    if (options.hidden) {
        result.hidden.emplace();
        if (options.hiddenIndex)
            result.hiddenIndex.emplace();
    }
    regions::Assembly map;
    std::uint64_t lineEnds = 0; // before the part, in the lines the parts before took
    map.span = regionSpan(size, options.regionSpans);
    for (Part& part : parts) {
        if (part.regions && options.regions)
            map.append(std::move(*part.regions).take());
        if (part.hidden) {
            *result.hidden += part.hidden->counts();
            if (result.hiddenIndex)
                result.hiddenIndex->append(part.hidden->index(), lineEnds);
            lineEnds += part.hidden->lineEnds();
        }
        if (result.mojibakeHints)
            result.mojibakeHints->append(part.hints);
        const bool signature = result.stats.signature;
        result.stats += part.stats;
        result.stats.signature = &part == &parts.front() ? part.stats.signature : signature;
        result.errors.append(part.errors);
        if (part.firstError && !result.firstError)
            result.firstError = part.firstError;
    }
    if (mapping && options.regions)
        result.regions = std::move(map).finish(profile);
    return result;
}

} // namespace u8scope
