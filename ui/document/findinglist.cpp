#include "document/findinglist.h"

#include <algorithm>

namespace u8scope::ui {

Result<std::optional<FindingList::Step>> FindingList::next(std::uint64_t cursor,
                                                           const Further& further) const {
    if (count() == 0)
        return std::optional<Step>();
    auto first = firstEndingAfter(cursor);
    if (!first)
        return first.error();
    std::uint64_t index = *first;
    if (index < count()) {
        auto start = startOf(index);
        if (!start)
            return start.error();
        if (*start <= cursor)
            ++index; // the cursor is in it already
    }
    if (index < count())
        return std::optional(Step{index, false});
    if (further && further())
        return std::optional<Step>();
    return std::optional(Step{0, true});
}

Result<std::optional<FindingList::Step>> FindingList::previous(std::uint64_t cursor,
                                                               const Further& further) const {
    if (count() == 0)
        return std::optional<Step>();
    if (further && further())
        return std::optional<Step>();
    // Every finding before the first that ends after the cursor ends at or before it.
    auto first = firstEndingAfter(cursor);
    if (!first)
        return first.error();
    if (*first == 0)
        return std::optional(Step{count() - 1, true});
    return std::optional(Step{*first - 1, false});
}

Result<std::uint64_t> SpanList::firstEndingAfter(std::uint64_t offset) const {
    const auto it = std::upper_bound(m_spans.begin(), m_spans.end(), offset,
                                     [](std::uint64_t at, const Span& s) { return at < s.second; });
    return static_cast<std::uint64_t>(it - m_spans.begin());
}

} // namespace u8scope::ui
