// The hidden characters of the text of a stream (hiddentextscanner.h).
#include "u8scope/text/hiddentextscanner.h"

#include "text/hiddenfilter.h"

namespace u8scope {

struct HiddenTextScanner::Filter {
    hidden::RegionFilter filter;
    hidden::FilterPieces pieces{filter, 0};
};

HiddenTextScanner::HiddenTextScanner(Profile profile, const kernels::Kernel& kernel)
    : m_scanner(kernel), m_mapper(profile, kernel) {
    start();
}

HiddenTextScanner::~HiddenTextScanner() = default;
HiddenTextScanner::HiddenTextScanner(HiddenTextScanner&&) noexcept = default;
HiddenTextScanner& HiddenTextScanner::operator=(HiddenTextScanner&&) noexcept = default;

void HiddenTextScanner::start() {
    m_filter = std::make_unique<Filter>();
    m_mapper.setPieceSink(&m_filter->pieces);
}

void HiddenTextScanner::feed(std::span<const std::uint8_t> chunk, HiddenSink* sink) {
    m_mapper.feed(chunk); // first: the more it has cut, the less the filter holds
    m_scanner.feed(chunk, &m_filter->filter);
    m_filter->filter.release(m_filter->pieces.decided(), sink);
}

void HiddenTextScanner::finish(HiddenSink* sink) {
    m_scanner.finish(&m_filter->filter);
    m_map = m_mapper.finish(); // every piece is cut
    m_filter->filter.finish(sink);
    m_counts = m_filter->filter.counts();
    start();
}

} // namespace u8scope
