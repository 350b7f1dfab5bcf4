#include "compare/comparemodel.h"

#include <algorithm>

namespace u8scope::ui {

SliceSource::SliceSource(std::shared_ptr<const u8scope::ByteSource> source, std::uint64_t start)
    : m_source(std::move(source)), m_start(start), m_name(m_source->name()) {}

std::uint64_t SliceSource::size() const noexcept {
    const std::uint64_t whole = m_source->size();
    return whole > m_start ? whole - m_start : 0;
}

u8scope::Result<std::size_t> SliceSource::read(std::uint64_t offset,
                                               std::span<std::uint8_t> out) const {
    if (offset >= size())
        return std::size_t{0};
    return m_source->read(m_start + offset, out);
}

CompareModel::CompareModel(std::shared_ptr<const u8scope::ByteSource> left,
                           std::shared_ptr<const u8scope::ByteSource> right)
    : m_left(std::move(left)), m_right(std::move(right)) {}

std::uint64_t CompareModel::length() const noexcept {
    return std::max(m_left->size(), m_right->size());
}

void CompareModel::load(std::uint64_t block) const {
    if (block == m_block)
        return;
    m_block = block;
    // An unreadable block reads as empty: its octets show as differing, which is what a person
    // comparing would want to look at.
    auto left = m_left->readVector(block * kBlock, kBlock);
    auto right = m_right->readVector(block * kBlock, kBlock);
    m_leftOctets = left ? std::move(*left) : std::vector<std::uint8_t>{};
    m_rightOctets = right ? std::move(*right) : std::vector<std::uint8_t>{};
}

bool CompareModel::differs(std::uint64_t offset) const {
    if (offset >= length())
        return false;
    load(offset / kBlock);
    const auto i = static_cast<std::size_t>(offset % kBlock);
    const bool inLeft = i < m_leftOctets.size();
    const bool inRight = i < m_rightOctets.size();
    return inLeft != inRight || (inLeft && m_leftOctets[i] != m_rightOctets[i]);
}

std::uint64_t CompareModel::nextDifference(std::uint64_t from) const {
    const std::uint64_t end = length();
    for (std::uint64_t at = from; at < end; ++at) {
        if (differs(at))
            return at;
    }
    return end;
}

} // namespace u8scope::ui
