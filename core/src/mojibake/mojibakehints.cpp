// Where the mojibake engine must look: see mojibakehints.h. The filter is suspects.h's, its paths
// entries of the kernel table (kernels.h).
#include "u8scope/mojibake/mojibakehints.h"

#include "pieces.h"
#include "plainwords.h"
#include "readaseastasian.h"
#include "suspects.h"
#include "u8scope/scan/kernels.h"

#include <algorithm>
#include <cstring>

namespace u8scope {

void MojibakeHints::add(std::uint64_t from, std::uint64_t to) {
    if (m_overflow || to <= from)
        return;
    if (!m_ranges.empty()) {
        Range& last = m_ranges.back();
        if (from >= last.from && from <= last.to + kJoinGap) {
            last.to = std::max(last.to, to);
            return;
        }
        if (from < last.from)
            m_sorted = false;
    }
    if (m_ranges.size() >= kMaxRanges) {
        normalize();
        if (m_ranges.size() >= kMaxRanges) {
            m_overflow = true;
            m_ranges.clear();
            m_ranges.shrink_to_fit();
            return;
        }
    }
    m_ranges.push_back({from, to});
}

void MojibakeHints::append(const MojibakeHints& other) {
    if (other.m_overflow) {
        m_overflow = true;
        m_ranges.clear();
        return;
    }
    for (const Range& r : other.m_ranges)
        add(r.from, r.to);
}

void MojibakeHints::normalize() const {
    if (m_sorted)
        return;
    std::sort(m_ranges.begin(), m_ranges.end(),
              [](const Range& a, const Range& b) { return a.from < b.from; });
    std::vector<Range> joined;
    joined.reserve(m_ranges.size());
    for (const Range& r : m_ranges) {
        if (!joined.empty() && r.from <= joined.back().to + kJoinGap)
            joined.back().to = std::max(joined.back().to, r.to);
        else
            joined.push_back(r);
    }
    m_ranges = std::move(joined);
    m_sorted = true;
}

const std::vector<MojibakeHints::Range>& MojibakeHints::ranges() const {
    normalize();
    return m_ranges;
}

MojibakeSuspectFinder::MojibakeSuspectFinder()
    : m_words(std::make_unique<detail::PlainWordFilter>()) {}
MojibakeSuspectFinder::~MojibakeSuspectFinder() = default;
MojibakeSuspectFinder::MojibakeSuspectFinder(MojibakeSuspectFinder&&) noexcept = default;
MojibakeSuspectFinder& MojibakeSuspectFinder::operator=(MojibakeSuspectFinder&&) noexcept = default;

void MojibakeSuspectFinder::add(std::span<const std::uint8_t> chunk, std::uint64_t offset,
                                MojibakeHints& hints, bool quiet) {
    const std::uint8_t* data = chunk.data();
    const std::size_t size = chunk.size();
    if (size == 0)
        return;
    // The first octet may end or continue a pair with the chunk before, and the last begin one
    // with the chunk after; neither is here.
    if (data[0] >= 0x80 || data[0] == '?')
        hints.add(offset, offset + 1);
    if (data[size - 1] >= 0x80)
        hints.add(offset + size - 1, offset + size);
    // Every place the filter stops at is a gate place (kernels::gatePlace: a first octet or "?"
    // after a continuing octet, C2 80-9F) or a first octet at the very end, noted above.
    if (quiet)
        return;
    static const auto collect = kernels::bestKernel().collectSuspects;
    // The suspects a stretch at a time (a few of them per line in some scripts), then each word
    // holding one, once.
    constexpr std::size_t kStretch = std::size_t{64} << 10;
    std::size_t past = 0; // the suspects before this are in a word already weighed
    for (std::size_t begin = 1; begin < size; begin += kStretch) {
        m_places.clear();
        collect(data, begin, std::min(size, begin + kStretch), size, m_places);
        for (const std::size_t q : m_places) {
            if (q < past)
                continue;
            // The word around the suspect, between white space in this chunk: when the engine
            // would let it go as plain (plainwords.h), so may the hints. The engine reads the
            // whole line of any word they keep, and so sees the line's other words as a full
            // read does.
            const detail::Word w = detail::wordAround(data, q, size);
            // (A trace of East Asian damage is read whatever the word: readaseastasian.h.)
            if (!w.whole || detail::isC1ControlAt(data, q, size) ||
                detail::eastAsianTraceAt(data, q, size)) {
                hints.add(offset + q, offset + q + 1);
                past = q + 1;
                continue;
            }
            // (A C1 control later in the word is a place of its own.)
            const auto* c2 =
                static_cast<const std::uint8_t*>(std::memchr(data + q, 0xC2, w.to - q));
            if (c2 != nullptr || !m_words->plain(data + w.from, w.to - w.from))
                hints.add(offset + w.from, offset + w.to);
            past = w.to;
        }
    }
}

} // namespace u8scope
