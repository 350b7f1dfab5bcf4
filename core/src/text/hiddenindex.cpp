// The findings of a whole input (hiddenindex.h).
#include "u8scope/text/hiddenindex.h"

#include <algorithm>

namespace u8scope {

void HiddenIndex::add(const HiddenFinding& finding) {
    ++m_counts.byClass[static_cast<int>(finding.cls)];
    if (m_kept.size() < kCapacity)
        m_kept.push_back(finding);
}

void HiddenIndex::append(const HiddenIndex& later, std::uint64_t lineEnds) {
    const bool wasComplete = complete();
    m_counts += later.m_counts;
    // Past a finding that was dropped, nothing more is kept: the list stays a prefix.
    if (!wasComplete)
        return;
    for (const HiddenFinding& f : later.m_kept) {
        if (m_kept.size() >= kCapacity)
            break;
        m_kept.push_back(f);
        m_kept.back().line += lineEnds;
    }
}

std::size_t HiddenIndex::firstAfter(std::uint64_t offset) const {
    const auto it = std::partition_point(m_kept.begin(), m_kept.end(),
                                         [&](const HiddenFinding& f) { return f.end() <= offset; });
    return static_cast<std::size_t>(it - m_kept.begin());
}

std::span<const HiddenFinding> HiddenIndex::in(std::uint64_t from, std::uint64_t to) const {
    const std::size_t first = firstAfter(from);
    const auto last =
        std::partition_point(m_kept.begin() + static_cast<std::ptrdiff_t>(first), m_kept.end(),
                             [&](const HiddenFinding& f) { return f.offset < to; });
    return std::span<const HiddenFinding>(m_kept).subspan(
        first, static_cast<std::size_t>(last - m_kept.begin()) - first);
}

} // namespace u8scope
