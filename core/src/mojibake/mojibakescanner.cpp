// The streaming mojibake engine: see mojibake.h. The input is cut into pieces (pieces.h: lines,
// long lines cut at a space every 32 KiB); a piece without a suspect (suspects.h: a pair of
// characters re-encoding leaves, a C1 control, malformed UTF-8) is skipped without being
// decoded; every other piece goes to the piece examiner (pieceexaminer.h), which decides.
#include "pieceexaminer.h"
#include "pieces.h"
#include "plainwords.h"
#include "plausibility.h"
#include "suspects.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/scan/kernels.h"

#include <algorithm>
#include <cstring>
#include <limits>

namespace u8scope {

std::optional<Codec> MojibakeStats::leadingCodec() const noexcept {
    std::uint64_t best = 0;
    std::optional<Codec> codec;
    for (const Codec c : Codec::all()) {
        const std::uint64_t v = votes[static_cast<std::size_t>(c.id())];
        if (v > best) {
            best = v;
            codec = c;
        }
    }
    return codec;
}

bool MojibakeStats::legacyReadByChance() const noexcept {
    if (byKind[static_cast<std::size_t>(MojibakeKind::LegacyOctets)] + unprovenLegacy <
        kChanceLegacyFindings)
        return false;
    const std::uint64_t most = *std::max_element(legacyOctetsRead.begin(), legacyOctetsRead.end());
    return most * 100 < legacyOctets * kChanceLegacyShare;
}

MojibakeOptions optionsForHead(const std::optional<EncodingGuess>& encoding, bool binaryData) {
    MojibakeOptions options;
    if (encoding && encoding->sure())
        options.legacyCodec = encoding->codec;
    options.binaryData = binaryData;
    return options;
}

MojibakeOptions withEvidence(MojibakeOptions options, const MojibakeStats& stats) {
    options.codecVotes = stats.votes;
    options.legacyVotes = stats.legacyVotes;
    options.binaryFrom = stats.binaryFrom;
    options.legacyByChance = !options.legacyCodec && stats.legacyReadByChance();
    return options;
}

std::uint64_t chanceLegacyOf(const MojibakeStats& stats, const MojibakeOptions& next) noexcept {
    return next.legacyByChance ? stats.byKind[static_cast<std::size_t>(MojibakeKind::LegacyOctets)]
                               : 0;
}

namespace {

constexpr std::int64_t kNoneTaken = std::numeric_limits<std::int64_t>::max();
constexpr std::int64_t kNoneLeft = std::numeric_limits<std::int64_t>::min();

std::size_t pairOf(Codec a, Codec b) {
    return static_cast<std::size_t>(a.id()) * kCodecCount + static_cast<std::size_t>(b.id());
}

} // namespace

MojibakeTies::MojibakeTies() noexcept {
    m_leastTaken.fill(kNoneTaken);
    m_mostLeft.fill(kNoneLeft);
}

bool MojibakeTies::prefer(Codec a, Codec b, std::uint64_t votesA, std::uint64_t votesB,
                          bool aOnEven) noexcept {
    // Votes count findings, far below 2^63.
    const std::int64_t margin =
        static_cast<std::int64_t>(votesA) - static_cast<std::int64_t>(votesB) + (aOnEven ? 1 : 0);
    const std::size_t i = pairOf(a, b);
    if (margin > 0) {
        m_leastTaken[i] = std::min(m_leastTaken[i], margin);
        return true;
    }
    m_mostLeft[i] = std::max(m_mostLeft[i], margin);
    return false;
}

bool MojibakeTies::evidenced(Codec codec, std::uint64_t votes, bool legacy) noexcept {
    if (votes > 0)
        return true; // more votes leave it so
    (legacy ? m_lackingLegacy : m_lacking) |= std::uint64_t{1} << static_cast<unsigned>(codec.id());
    return false;
}

void MojibakeTies::add(const MojibakeTies& later) noexcept {
    for (std::size_t i = 0; i < m_leastTaken.size(); ++i) {
        m_leastTaken[i] = std::min(m_leastTaken[i], later.m_leastTaken[i]);
        m_mostLeft[i] = std::max(m_mostLeft[i], later.m_mostLeft[i]);
    }
    m_lacking |= later.m_lacking;
    m_lackingLegacy |= later.m_lackingLegacy;
}

bool MojibakeTies::holdWith(
    const std::array<std::uint64_t, kCodecCount>& more,
    const std::array<std::uint64_t, kCodecCount>& moreLegacy) const noexcept {
    for (const Codec c : Codec::all()) {
        const auto i = static_cast<std::size_t>(c.id());
        if ((((m_lacking >> i) & 1u) != 0 && more[i] > 0) ||
            (((m_lackingLegacy >> i) & 1u) != 0 && moreLegacy[i] > 0))
            return false; // a reading left for want of evidence would be taken
    }
    for (const Codec a : Codec::all()) {
        for (const Codec b : Codec::all()) {
            const std::size_t i = pairOf(a, b);
            const std::int64_t shift =
                static_cast<std::int64_t>(more[static_cast<std::size_t>(a.id())]) -
                static_cast<std::int64_t>(more[static_cast<std::size_t>(b.id())]);
            if (m_leastTaken[i] != kNoneTaken && m_leastTaken[i] + shift <= 0)
                return false;
            if (m_mostLeft[i] != kNoneLeft && m_mostLeft[i] + shift > 0)
                return false;
        }
    }
    return true;
}

struct MojibakeScanner::Impl {
    MojibakeOptions options;
    MojibakeStats stats;
    detail::PieceExaminer examiner{options, stats, false};
    std::vector<std::uint8_t> carry; // input not yet examined, from carryOffset
    std::uint64_t carryOffset = 0;
    std::uint64_t position = 0; // octets fed so far
    bool finished = false;

    explicit Impl(MojibakeOptions o) : options(o) {}

    void examine(const std::uint8_t* p, std::size_t n, std::uint64_t base, bool wellFormed,
                 MojibakeSink* sink) {
        examiner.examine(std::span<const std::uint8_t>(p, n), base, sink, wellFormed);
    }

    // When the suspect at q (before `malformed`) is a pair inside a word between white space
    // that the examiner has read before and found plain, where that word ends (a white space
    // octet); else q. The examiner would let the word's piece go for it, finding each of its
    // suspects in order and passing over the words that hold them, as this does.
    std::size_t pastKnownWord(const std::uint8_t* data, std::size_t q, std::size_t malformed,
                              std::size_t size) const {
        if (q >= malformed || detail::isC1ControlAt(data, q, size))
            return q; // malformed UTF-8, a C1 control
        const detail::Word w = detail::wordAround(data, q, size);
        if (!w.whole)
            return q;
        return examiner.knownPlain(std::span<const std::uint8_t>(data + w.from, w.to - w.from))
                   ? w.to
                   : q;
    }

    // Runs over data[0, size) (which starts at a piece boundary at offset `base`); returns how
    // many octets were examined (the rest is an unfinished piece).
    std::size_t run(const std::uint8_t* data, std::size_t size, std::uint64_t base, bool atEnd,
                    MojibakeSink* sink) {
        std::size_t pos = 0;
        // The first malformed octet at or after where validPrefix last started (it stops there):
        // still the next one until pos passes it.
        bool checked = false;
        std::size_t malformed = 0;
        const kernels::Kernel& kernel = kernels::bestKernel();
        // Where to look for the next suspect: at pos, or past words the examiner knows.
        std::size_t look = 0;
        while (pos < size) {
            // The next octet worth a look: a suspect pair (suspects.h) or malformed UTF-8. ASCII
            // holds neither, so it is passed over once, for both.
            const std::size_t wide = detail::findNonAscii(data, std::max(pos, look), size);
            if (!checked || malformed < wide) {
                checked = true;
                malformed = wide + kernel.validPrefix(data + wide, size - wide);
            }
            // Past the next malformed octet the answer is that octet, so the search stops just
            // after it (kSuspectReach), not at the end of the chunk: text with malformed octets on
            // every line and no pair would otherwise be read to the end for every line.
            const std::size_t reach = std::min(size, malformed + detail::kSuspectReach);
            const std::size_t q = std::min(detail::findSuspectPair(data, wide, reach), malformed);
            if (const std::size_t next = pastKnownWord(data, q, malformed, size); next != q) {
                look = next;
                continue;
            }
            if (q > pos) {
                // Lines without a suspect hold nothing: skip them in one go. The piece holding
                // q starts after the last line feed before it.
                if (const void* nl = memrchr(data + pos, '\n', q - pos))
                    pos = static_cast<std::size_t>(static_cast<const std::uint8_t*>(nl) - data) + 1;
            }
            bool stalled = false;
            for (;;) {
                const std::size_t end = detail::pieceEnd(data, pos, size, atEnd);
                if (end == detail::kUnknown) {
                    stalled = true;
                    break;
                }
                if (end <= q) { // a piece of a long line without a suspect
                    pos = end;
                    if (pos >= size)
                        break;
                    continue;
                }
                // validPrefix said where the next malformed octet is.
                examine(data + pos, end - pos, base + pos, end <= malformed, sink);
                pos = end;
                break;
            }
            if (stalled)
                break;
        }
        return pos;
    }

    void feed(std::span<const std::uint8_t> chunk, MojibakeSink* sink) {
        if (finished) {
            stats = MojibakeStats{};
            carry.clear();
            carryOffset = position = 0;
            finished = false;
        }
        stats.octets += chunk.size();
        const std::uint64_t chunkOffset = position;
        position += chunk.size();
        std::size_t from = 0;
        if (!carry.empty()) {
            // The carried piece ends within kPieceMax + kPieceSlack octets of its start, so this
            // much of the chunk is enough to finish it; the rest is read in place.
            const std::size_t take =
                std::min(chunk.size(), detail::kPieceMax + detail::kPieceSlack);
            carry.insert(carry.end(), chunk.begin(), chunk.begin() + static_cast<long>(take));
            const std::size_t done = run(carry.data(), carry.size(), carryOffset, false, sink);
            const std::uint64_t boundary = carryOffset + done;
            if (take == chunk.size() || boundary < chunkOffset) {
                carry.erase(carry.begin(), carry.begin() + static_cast<long>(done));
                carryOffset = boundary;
                carry.insert(carry.end(), chunk.begin() + static_cast<long>(take), chunk.end());
                return;
            }
            from = static_cast<std::size_t>(boundary - chunkOffset);
            carry.clear();
        }
        const std::size_t done =
            from + run(chunk.data() + from, chunk.size() - from, chunkOffset + from, false, sink);
        carry.assign(chunk.begin() + static_cast<long>(done), chunk.end());
        carryOffset = chunkOffset + done;
    }

    // Passes over octets up to `to`, which hold nothing to examine and end right after a line
    // feed (or at the end of the input): as if they were fed. Only with nothing carried.
    void skipTo(std::uint64_t to) {
        if (finished)
            feed({}, nullptr); // starts the new input
        stats.octets += to - position;
        position = carryOffset = to;
    }

    static constexpr std::uint64_t kFeedThrough = 16u << 10;

    std::optional<IoError> feedSource(const ByteSource& source, const MojibakeHints& hints,
                                      MojibakeSink* sink,
                                      const std::function<bool(std::uint64_t)>& keepGoing) {
        const std::uint64_t size = source.size();
        std::vector<std::uint8_t> buffer(std::size_t{1} << 20);
        std::uint64_t pos = 0; // fed (or passed over) up to here
        // Feeds [pos, to), or up to and with the first line feed at or after `to` (or the end).
        const auto feedTo = [&](std::uint64_t to, bool toLineEnd) -> std::optional<IoError> {
            // Past `to` the line's end is looked for in small reads that grow: lines are short.
            std::size_t step = 4096;
            while (pos < size && (pos < to || toLineEnd)) {
                const std::size_t want = static_cast<std::size_t>(std::min<std::uint64_t>(
                    pos < to ? buffer.size() : step, pos < to ? to - pos : size - pos));
                if (pos >= to)
                    step = std::min(step * 4, buffer.size());
                auto n = source.read(pos, std::span(buffer.data(), want));
                if (!n)
                    return n.error();
                if (*n == 0) // the source shrank: it ends here
                    return std::nullopt;
                std::size_t take = *n;
                bool ended = false;
                if (pos >= to) {
                    if (const void* nl = std::memchr(buffer.data(), '\n', take)) {
                        take = static_cast<std::size_t>(static_cast<const std::uint8_t*>(nl) -
                                                        buffer.data()) +
                               1;
                        ended = true;
                    }
                }
                feed(std::span<const std::uint8_t>(buffer.data(), take), sink);
                pos += take;
                if (keepGoing && !keepGoing(pos))
                    return std::nullopt;
                if (ended)
                    break;
            }
            return std::nullopt;
        };
        if (!hints.complete()) {
            if (auto e = feedTo(size, false))
                return e;
        } else {
            for (const MojibakeHints::Range& r : hints.ranges()) {
                if (pos >= size || (keepGoing && !keepGoing(pos)))
                    break;
                if (r.to <= pos)
                    continue;
                // Near ranges are fed through: passing over a few lines costs more than reading
                // them.
                if (r.from > pos + kFeedThrough && carry.empty()) {
                    // Pass over to the line feed nearest before the range, where a piece
                    // starts: looked for in reads that grow, up to a long line's worth.
                    for (std::uint64_t back = 512;; back *= 8) {
                        back = std::min<std::uint64_t>(back, r.from - pos);
                        auto n =
                            source.read(r.from - back,
                                        std::span(buffer.data(), static_cast<std::size_t>(back)));
                        if (!n)
                            return n.error();
                        if (const void* nl = memrchr(buffer.data(), '\n', *n)) {
                            const std::uint64_t start =
                                r.from - back +
                                static_cast<std::uint64_t>(static_cast<const std::uint8_t*>(nl) -
                                                           buffer.data()) +
                                1;
                            skipTo(start);
                            pos = start;
                            break;
                        }
                        if (back == r.from - pos || back >= detail::kPieceMax)
                            break; // fed from where the engine is
                    }
                }
                // From there (or from where the last line ended), to the end of the range's line.
                if (auto e = feedTo(std::min(r.to, size), true))
                    return e;
            }
            if (keepGoing && !keepGoing(pos))
                return std::nullopt;
            if (pos < size && carry.empty()) {
                skipTo(size); // nothing is left to look at
                pos = size;
            } else if (auto e = feedTo(size, false)) {
                return e;
            }
        }
        if (keepGoing && !keepGoing(pos))
            return std::nullopt;
        finish(sink);
        return std::nullopt;
    }

    void finish(MojibakeSink* sink) {
        if (!carry.empty())
            run(carry.data(), carry.size(), carryOffset, true, sink);
        carry.clear();
        carryOffset = position;
        finished = true;
    }
};

// Its examiner builds the engine's tables (the traits of the BMP among them) as it is made.
MojibakeScanner::MojibakeScanner(MojibakeOptions options)
    : m_impl(std::make_unique<Impl>(options)) {}
MojibakeScanner::~MojibakeScanner() = default;
MojibakeScanner::MojibakeScanner(MojibakeScanner&&) noexcept = default;
MojibakeScanner& MojibakeScanner::operator=(MojibakeScanner&&) noexcept = default;

void MojibakeScanner::feed(std::span<const std::uint8_t> chunk, MojibakeSink* sink) {
    m_impl->feed(chunk, sink);
}

void MojibakeScanner::finish(MojibakeSink* sink) {
    m_impl->finish(sink);
}

std::uint64_t MojibakeScanner::settled() const noexcept {
    return m_impl->carry.empty() ? m_impl->position : m_impl->carryOffset;
}

std::optional<IoError>
MojibakeScanner::feedSource(const ByteSource& source, const MojibakeHints& hints,
                            MojibakeSink* sink,
                            const std::function<bool(std::uint64_t)>& keepGoing) {
    return m_impl->feedSource(source, hints, sink, keepGoing);
}

const MojibakeStats& MojibakeScanner::stats() const noexcept {
    return m_impl->stats;
}

} // namespace u8scope
