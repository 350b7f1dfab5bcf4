// One part of a split hidden-character scan (hiddenpart.h).
#include "text/hiddenpart.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace u8scope::hidden {

namespace {

class Keep final : public HiddenSink {
public:
    explicit Keep(HiddenIndex& index) : m_index(index) {}
    void onHidden(const HiddenFinding& f) override { m_index.add(f); }
    void onOutsideText(const HiddenOutsideText& outside) override {
        m_index.addOutsideText(outside);
    }

private:
    HiddenIndex& m_index;
};

} // namespace

HiddenPart::HiddenPart(const ByteSource& source, std::uint64_t begin, std::uint64_t end, bool index,
                       regions::RegionPart* shared, std::uint64_t sharedTo, Profile profile,
                       const kernels::Kernel& kernel)
    : m_source(source), m_end(end), m_keep(index), m_started(begin == 0),
      m_shared(shared != nullptr), m_sharedTo(sharedTo),
      m_sharedPieces(m_filter, regions::RegionPart::startOf(begin)),
      m_ownFrom(shared ? sharedTo : regions::RegionPart::startOf(begin)), m_profile(profile),
      m_kernel(kernel), m_ownPieces(m_filter, m_ownFrom) {
    if (shared)
        shared->setPieceSink(&m_sharedPieces);
    if (begin == end) {
        m_started = false; // an empty part: the parts around it take the lines
    } else if (begin > 0) {
        // A part that starts right after an LF starts with a line.
        std::uint8_t before = 0;
        const auto n = source.read(begin - 1, std::span(&before, 1));
        if (!n)
            m_error = n.error();
        else
            m_started = *n == 1 && before == '\n';
        m_last = before;
    }
    m_scanner.restart(begin, 1);
}

regions::RegionPart& HiddenPart::own() {
    if (!m_own) {
        // Its pieces are all it wants: the bound on regions, which the span sets, is not its.
        m_own = std::make_unique<regions::RegionPart>(m_source, m_ownFrom, UINT64_MAX, m_profile,
                                                      m_kernel, kRegionTile);
        m_own->setPieceSink(&m_ownPieces);
    }
    return *m_own;
}

std::uint64_t HiddenPart::decided() const noexcept {
    if (m_shared && m_sharedPieces.decided() < m_sharedTo)
        return m_sharedPieces.decided();
    return m_own ? m_ownPieces.decided() : m_ownFrom;
}

void HiddenPart::take(std::span<const std::uint8_t> octets, std::uint64_t at) {
    if (octets.empty())
        return;
    m_last = octets.back();
    // Its own map reads from the block before its first tile (RegionPart reads what it missed).
    if (m_ownFrom < m_source.size() && at + octets.size() > regions::Builder::feedFrom(m_ownFrom))
        own().chunk(octets, at);
    m_scanner.feed(octets, &m_filter);
    release();
}

void HiddenPart::release() {
    Keep keep(m_index);
    HiddenSink* out = m_keep ? &keep : nullptr;
    m_filter.release(decided(), out);
}

void HiddenPart::chunk(std::span<const std::uint8_t> chunk, std::uint64_t at) {
    if (at >= m_end)
        return;
    chunk =
        chunk.first(static_cast<std::size_t>(std::min<std::uint64_t>(chunk.size(), m_end - at)));
    if (!m_started) {
        const void* lf = std::memchr(chunk.data(), '\n', chunk.size());
        if (lf == nullptr)
            return;
        const auto skipped =
            static_cast<std::size_t>(static_cast<const std::uint8_t*>(lf) - chunk.data()) + 1;
        m_started = true;
        m_last = '\n'; // its lines start after this LF: when it is its last octet, none does
        m_scanner.restart(at + skipped, 1);
        chunk = chunk.subspan(skipped);
        at += skipped;
    }
    take(chunk, at);
}

std::optional<IoError> HiddenPart::finish(const std::atomic<bool>* cancel) {
    if (m_error)
        return m_error;
    if (!m_started)
        return std::nullopt; // no line starts here: the part before takes them
    // The rest of the last line, from the parts after (none when the part ends with an LF).
    const std::uint64_t size = m_source.size();
    std::vector<std::uint8_t> buffer;
    for (std::uint64_t at = m_end; at < size && m_last != '\n';) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return std::nullopt;
        if (buffer.empty())
            buffer.resize(std::size_t{64} << 10);
        const auto want =
            static_cast<std::size_t>(std::min<std::uint64_t>(buffer.size(), size - at));
        auto n = m_source.read(at, std::span(buffer.data(), want));
        if (!n)
            return n.error();
        if (*n == 0)
            break; // the file shrank
        std::span<const std::uint8_t> piece(buffer.data(), *n);
        const void* lf = std::memchr(piece.data(), '\n', piece.size());
        if (lf != nullptr)
            piece = piece.first(
                static_cast<std::size_t>(static_cast<const std::uint8_t*>(lf) - piece.data()) + 1);
        take(piece, at);
        at += piece.size();
        if (lf != nullptr)
            break;
    }
    const std::uint64_t through = m_scanner.position(); // the end of its last line
    m_scanner.finish(&m_filter);
    release();
    // What the thread's map has not cut lies past its tiles: its own map cuts it, reading on
    // past its last line's end only as far as the rules look.
    if (m_filter.holding()) {
        if (auto error = own().finish(cancel, through))
            return error;
        release();
    }
    Keep keep(m_index);
    m_filter.finish(m_keep ? &keep : nullptr);
    return std::nullopt;
}

} // namespace u8scope::hidden
