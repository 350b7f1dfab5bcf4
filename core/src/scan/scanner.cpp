// The whole-input scan: vector kernels over well-formed stretches, the decoder at each error,
// and the vector path again right after it.
#include "u8scope/scanner.h"

#include "u8scope/window.h"

#include <algorithm>
#include <array>
#include <mutex>
#include <thread>

namespace u8scope {

namespace {

constexpr std::uint8_t kNotAlone = 0xFF;

// Errors closer together than this are handled without the vector kernel (see Scanner::feed).
constexpr std::size_t kDenseGap = 64;

// For octets that are a malformed unit of one octet by themselves, whatever follows (80-BF,
// C0, C1, and the octets that never begin a sequence of the profile): their error kind.
// Runs of such octets are reported in one call.
struct AloneTable {
    std::array<std::array<std::uint8_t, 256>, 2> kind{};
    constexpr AloneTable() {
        for (int p = 0; p < 2; ++p) {
            for (int b = 0; b < 256; ++b) {
                std::uint8_t k = kNotAlone;
                if (b >= 0x80 && b < 0xC0)
                    k = static_cast<std::uint8_t>(ErrorKind::UnexpectedContinuation);
                if (b == 0xC0 || b == 0xC1)
                    k = static_cast<std::uint8_t>(ErrorKind::Overlong);
                if (p == 0 && b >= 0xF5) {
                    k = static_cast<std::uint8_t>(b <= 0xF7 ? ErrorKind::OutOfRange
                                                            : ErrorKind::InvalidOctet);
                }
                if (p == 1 && b >= 0xFE)
                    k = static_cast<std::uint8_t>(ErrorKind::InvalidOctet);
                kind[p][b] = k;
            }
        }
    }
};
constexpr AloneTable kAlone;

} // namespace

Scanner::Scanner(Profile profile, const kernels::Kernel& kernel) noexcept
    : m_profile(profile), m_kernel(&kernel) {}

void Scanner::restart(std::uint64_t offset, std::uint64_t stop) noexcept {
    m_window.resetAt(offset);
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
                octetClassIn(unit, k, m_window.byteAt(unit.offset + k), m_profile))];
        }
    }
    m_stats.octets += unit.length;
}

void Scanner::report(const Unit& first, std::uint64_t count, ErrorSink* sink, bool withContext) {
    m_stats.errors += count;
    m_stats.errorsByKind[static_cast<int>(*first.error)] += count;
    if (sink)
        sink->onErrors(first, count, withContext ? m_window.contextOf(first) : ErrorContext{});
}

std::uint64_t Scanner::decideSlowly(std::uint64_t next, std::uint64_t limit, ErrorSink* sink) {
    const bool withContext = sink && sink->wantsContext();
    while (next < limit && next < m_stop && m_window.decidable(next)) {
        const Unit u = m_window.decideAt(next, m_profile);
        countUnit(u);
        if (!u.valid())
            report(u, 1, sink, withContext);
        next = u.end();
    }
    return next;
}

void Scanner::feed(std::span<const std::uint8_t> chunk, ErrorSink* sink) {
    if (m_finished) { // a new input after finish(): start counting again
        m_stats = {};
        m_finished = false;
    }
    if (m_stop != UINT64_MAX) {
        // Past the stop, only the octets that the last units (at most kMaxSequenceLength long,
        // starting before the stop) and their contexts read matter; the rest would pile up
        // undecided in the carry, which holds only a few.
        const std::uint64_t needed =
            m_stop + std::min<std::uint64_t>(kMaxSequenceLength - 1, UINT64_MAX - m_stop);
        const std::uint64_t received = m_window.received();
        chunk = chunk.first(received >= needed ? 0
                                               : static_cast<std::size_t>(std::min<std::uint64_t>(
                                                     chunk.size(), needed - received)));
    }
    noteHead(chunk);
    m_window.begin(chunk);
    const std::uint64_t chunkOffset = m_window.chunkOffset();
    // Units that start among the carried octets.
    std::uint64_t next = decideSlowly(m_window.next(), chunkOffset, sink);
    if (next >= chunkOffset) {
        const std::uint8_t* data = chunk.data();
        const std::size_t size = chunk.size();
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
        kernels::ClassCounts counts;
        std::size_t i = static_cast<std::size_t>(next - chunkOffset);
        // Where errors come thick (separated by less than kDenseGap octets of text), restarting
        // the vector kernel after each costs more than it saves: units are then decoded one by
        // one up to `scalarUntil`, which each new error pushes further. Adjacent errors (one
        // corrupted sequence usually makes several) do not count: the kernel restarts once after
        // them.
        std::size_t lastErrorEnd = SIZE_MAX; // none yet in this chunk
        std::size_t scalarUntil = 0;
        const auto noteError = [&](std::size_t at, std::size_t end) {
            if (lastErrorEnd != SIZE_MAX && at > lastErrorEnd && at - lastErrorEnd < kDenseGap) {
                scalarUntil = end + kDenseGap;
            }
            lastErrorEnd = end;
        };
        while (i < limit) {
            if (i >= scalarUntil) {
                i += m_kernel->countValidPrefix(data + i, limit - i, counts);
                if (i >= limit)
                    break;
            }
            const std::uint8_t b = data[i];
            if (b < 0x80) { // only in a scalar stretch: the kernel takes ASCII itself
                ++counts.ascii;
                ++i;
                continue;
            }
            // Decided (and explained) only with kMaxSequenceLength octets in view, even an octet
            // that is an error by itself: its explanation reads the octets after it.
            if (i + kMaxSequenceLength > size)
                break; // carried to the next chunk
            if (alone[b] != kNotAlone) {
                // A run of octets that are errors by themselves, of one kind.
                std::size_t r = 1;
                while (runs && i + r < limit && alone[data[i + r]] == alone[b])
                    ++r;
                Unit u;
                u.offset = chunkOffset + i;
                u.length = 1;
                u.error = static_cast<ErrorKind>(alone[b]);
                m_stats.octets += r;
                m_stats.octetClasses[static_cast<int>(octetClassIn(u, 0, b, m_profile))] += r;
                report(u, r, sink, withContext);
                noteError(i, i + r);
                i += r;
                continue;
            }
            Unit u = decodeUnit(chunk.subspan(i, kMaxSequenceLength), m_profile);
            u.offset = chunkOffset + i;
            countUnit(u);
            if (!u.valid()) {
                report(u, 1, sink, withContext);
                noteError(i, i + u.length);
            }
            i += u.length;
        }
        m_stats.octets += counts.total();
        m_stats.characters += counts.ascii + counts.lead2 + counts.lead3 + counts.lead4;
        m_stats.octetClasses[static_cast<int>(OctetClass::Lead1)] += counts.ascii;
        m_stats.octetClasses[static_cast<int>(OctetClass::Lead2)] += counts.lead2;
        m_stats.octetClasses[static_cast<int>(OctetClass::Lead3)] += counts.lead3;
        m_stats.octetClasses[static_cast<int>(OctetClass::Lead4)] += counts.lead4;
        m_stats.octetClasses[static_cast<int>(OctetClass::Continuation)] += counts.continuation;
        next = chunkOffset + i;
    }
    m_window.end(next);
}

void Scanner::finish(ErrorSink* sink) {
    m_window.beginFinish();
    decideSlowly(m_window.next(), UINT64_MAX, sink);
    m_window.reset();
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
    PartSink(ErrorIndex* index, std::atomic<std::uint64_t>* firstErrorOffset)
        : m_index(index), m_firstErrorOffset(firstErrorOffset) {}
    void onErrors(const Unit& first, std::uint64_t count, const ErrorContext&) override {
        if (!m_first) {
            m_first = first;
            std::uint64_t seen = m_firstErrorOffset->load();
            while (first.offset < seen &&
                   !m_firstErrorOffset->compare_exchange_weak(seen, first.offset)) {
            }
        }
        if (m_index)
            m_index->append(first, count);
    }
    std::optional<Unit> m_first;

private:
    ErrorIndex* m_index;
    std::atomic<std::uint64_t>* m_firstErrorOffset;
};

struct Part {
    std::uint64_t begin = 0;
    std::uint64_t end = 0;
    ScanStats stats;
    ErrorIndex errors;
    std::optional<Unit> firstError;
    std::optional<IoError> ioError;
};

} // namespace

std::optional<IoError> scanRange(const ByteSource& source, Scanner& scanner, std::uint64_t begin,
                                 std::uint64_t end, ErrorSink* sink, std::size_t chunkSize,
                                 const std::function<bool(std::uint64_t)>& keepGoing) {
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
        threads = std::max(1u, std::thread::hardware_concurrency());
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
        PartSink sink(options.buildIndex ? &part.errors : nullptr, &firstErrorOffset);
        std::uint64_t reported = 0;
        part.ioError = scanRange(
            source, scanner, part.begin, part.end, &sink, chunkSize, [&](std::uint64_t scanned) {
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
            });
        if (part.ioError)
            failed = true;
        part.stats = scanner.stats();
        part.firstError = sink.m_first;
    };

    if (threads == 1) {
        work(parts[0]);
    } else {
        std::vector<std::thread> pool;
        for (unsigned k = 1; k < threads; ++k)
            pool.emplace_back(work, std::ref(parts[k]));
        work(parts[0]);
        for (auto& t : pool)
            t.join();
    }

    for (Part& part : parts) {
        if (part.ioError && !result.ioError)
            result.ioError = part.ioError;
    }
    result.cancelled = !result.ioError && options.cancel && options.cancel->load();
    if (result.ioError || result.cancelled)
        return result;
    for (Part& part : parts) {
        const bool signature = result.stats.signature;
        result.stats += part.stats;
        result.stats.signature = &part == &parts.front() ? part.stats.signature : signature;
        result.errors.append(part.errors);
        if (part.firstError && !result.firstError)
            result.firstError = part.firstError;
    }
    return result;
}

} // namespace u8scope
