// The region map of one part of a split scan: see regionpart.h.
#include "regions/regionpart.h"

#include <algorithm>
#include <vector>

namespace u8scope::regions {

RegionPart::RegionPart(const ByteSource& source, std::uint64_t from, std::uint64_t to,
                       Profile profile, const kernels::Kernel& kernel, std::uint64_t span)
    : m_source(source), m_builder(from, to, profile, kernel, span),
      m_end(std::min(source.size(), Builder::feedTo(to))) {}

void RegionPart::chunk(std::span<const std::uint8_t> octets, std::uint64_t offset) {
    if (m_error)
        return;
    // The octets of its first tile before the scan's part (read once, at the first chunk).
    if (offset > m_builder.next() && m_builder.next() < m_end) {
        m_error = readTo(std::min(offset, m_end), nullptr);
        if (m_error)
            return;
    }
    const std::uint64_t next = m_builder.next();
    const std::uint64_t end = std::min(offset + octets.size(), m_end);
    if (next >= offset && next < end)
        m_builder.feed(octets.subspan(static_cast<std::size_t>(next - offset),
                                      static_cast<std::size_t>(end - next)));
}

std::optional<IoError> RegionPart::readTo(std::uint64_t offset, const std::atomic<bool>* cancel) {
    std::vector<std::uint8_t> buffer(std::size_t{1} << 20);
    while (m_builder.next() < offset) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return std::nullopt;
        const auto want = static_cast<std::size_t>(
            std::min<std::uint64_t>(buffer.size(), offset - m_builder.next()));
        auto n = m_source.read(m_builder.next(), std::span(buffer.data(), want));
        if (!n)
            return n.error();
        if (*n == 0)
            break; // the file shrank
        m_builder.feed(std::span<const std::uint8_t>(buffer.data(), *n));
    }
    return std::nullopt;
}

std::optional<IoError> RegionPart::finish(const std::atomic<bool>* cancel, std::uint64_t through) {
    std::uint64_t end = m_end;
    if (through < UINT64_MAX - kRegionBlock) // the block of octet through - 1, and the next
        end = std::min(end,
                       Builder::feedTo((through + kRegionBlock - 1) / kRegionBlock * kRegionBlock));
    if (!m_error)
        m_error = readTo(end, cancel);
    m_builder.finish();
    return m_error;
}

Assembly RegionPart::take() && {
    return std::move(m_builder).take();
}

} // namespace u8scope::regions
