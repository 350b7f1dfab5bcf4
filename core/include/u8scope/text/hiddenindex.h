// The hidden characters of a whole input, as a list to page through and to ask by offset (the
// window's Hidden Characters panel, its marks and its overview strip): findings in input order,
// the first kCapacity of them kept (a few megabytes), all of them counted by class, and those
// outside text (hidden.h) counted apart.
#pragma once

#include "u8scope/text/hidden.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace u8scope {

class HiddenIndex {
public:
    /// Findings kept at most; the rest are counted only (complete() turns false).
    static constexpr std::size_t kCapacity = std::size_t{1} << 18;

    /// Adds a finding after those added before (input order).
    void add(const HiddenFinding& finding);
    /// Counts the characters of a region not read as text (HiddenCounts::outsideText).
    void addOutsideText(const HiddenOutsideText& outside) noexcept {
        m_counts.outsideText += outside.counts.total();
    }
    /// Adds the findings of the input that follows, whose lines are numbered from 1 after
    /// `lineEnds` line ends of this one (a part of a split scan).
    void append(const HiddenIndex& later, std::uint64_t lineEnds);

    /// Every finding, by class.
    [[nodiscard]] const HiddenCounts& counts() const noexcept { return m_counts; }
    /// The findings kept, in input order.
    [[nodiscard]] std::span<const HiddenFinding> findings() const noexcept { return m_kept; }
    /// Whether every finding was kept.
    [[nodiscard]] bool complete() const noexcept { return m_counts.total() == m_kept.size(); }

    /// The findings kept that overlap the octets [from, to).
    [[nodiscard]] std::span<const HiddenFinding> in(std::uint64_t from, std::uint64_t to) const;
    /// The index of the first finding kept that ends after `offset` (holds it or follows it);
    /// findings().size() when none does.
    [[nodiscard]] std::size_t firstAfter(std::uint64_t offset) const;

private:
    std::vector<HiddenFinding> m_kept;
    HiddenCounts m_counts;
};

} // namespace u8scope
