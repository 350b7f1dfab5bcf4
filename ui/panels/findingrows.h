// The rows of a panel that lists findings, one row each (Mojibake, Hidden Characters), without
// widgets: which findings of a list in offset order it shows (all, or those its filter keeps),
// and which row holds the finding at an offset. A feature's rows add what each column shows
// (findingtablemodel.h: text, toolTip, header), which FindingTableModel reads.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace u8scope::ui {

template <class Finding>
class FindingRows {
public:
    [[nodiscard]] std::size_t size() const noexcept { return m_rows.size(); }
    /// The finding of row `row`.
    [[nodiscard]] const Finding& finding(std::size_t row) const {
        return m_findings[m_rows.at(row)];
    }
    /// The row of the finding that covers `offset`, or the nearest one after it; size() when
    /// there is none after it.
    [[nodiscard]] std::size_t rowAtOrAfter(std::uint64_t offset) const {
        const auto it = std::lower_bound(m_rows.begin(), m_rows.end(), offset,
                                         [this](std::uint32_t i, std::uint64_t at) {
                                             const Finding& f = m_findings[i];
                                             return f.offset + f.length <= at;
                                         });
        return static_cast<std::size_t>(it - m_rows.begin());
    }
    /// The index of row `row`'s finding in the whole list (for the feature's tool, goTo).
    [[nodiscard]] std::size_t findingIndex(std::size_t row) const { return m_rows.at(row); }
    /// The row of the finding that covers `offset`; -1 when none does.
    [[nodiscard]] int rowAt(std::uint64_t offset) const {
        const std::size_t row = rowAtOrAfter(offset);
        return row >= size() || finding(row).offset > offset ? -1 : static_cast<int>(row);
    }

protected:
    FindingRows() = default;
    /// The findings of `all` that `keep` keeps; `owner` holds `all` while the rows live.
    template <class Keep>
    FindingRows(std::shared_ptr<const void> owner, std::span<const Finding> all, Keep keep)
        : m_owner(std::move(owner)), m_findings(all) {
        for (std::size_t i = 0; i < all.size(); ++i) {
            if (keep(all[i]))
                m_rows.push_back(static_cast<std::uint32_t>(i));
        }
    }

private:
    std::shared_ptr<const void> m_owner;
    std::span<const Finding> m_findings;
    // Indices into m_findings: a list holds far fewer than 2^32 (the hidden-character index
    // keeps kCapacity, the mojibake report as many as it lists).
    std::vector<std::uint32_t> m_rows;
};

} // namespace u8scope::ui
