// Next and previous through a list of findings, round its ends: what F3 (errors), F4 (mojibake),
// F2 (bookmarks) and every later list of places share, so that each says only where it went.
// Widget-free.
#pragma once

#include "u8scope/file/result.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace u8scope::ui {

/// Spans [start, end) of a source, sorted by start, none inside another: errors, mojibake
/// findings, bookmarks (one octet each), regions. A list may be read from the file on demand,
/// hence the Results.
class FindingList {
public:
    virtual ~FindingList() = default;

    [[nodiscard]] virtual std::uint64_t count() const = 0;
    /// The index of the first finding that ends after `offset`; count() when none does.
    [[nodiscard]] virtual Result<std::uint64_t> firstEndingAfter(std::uint64_t offset) const = 0;
    /// Where finding `index` starts.
    [[nodiscard]] virtual Result<std::uint64_t> startOf(std::uint64_t index) const = 0;

    /// Where next or previous goes.
    struct Step {
        std::uint64_t index = 0;
        bool wrapped = false; ///< round the end: to the first finding, or to the last
    };
    /// Findings past those the list holds, read on demand (mojibake past the findings its list
    /// keeps): tried by next() when no finding of the list follows the cursor, and by previous()
    /// before the list, as they lie between its last finding and a cursor past it. It returns
    /// true when it went to one or said why not; false leaves it to the list.
    using Further = std::function<bool()>;

    /// The first finding that starts after `cursor` (one the cursor is in is passed over), else
    /// `further`, else the first one (wrapped). Nothing: the list is empty, or `further` went.
    [[nodiscard]] Result<std::optional<Step>> next(std::uint64_t cursor,
                                                   const Further& further = {}) const;
    /// `further`, else the last finding that ends at or before `cursor`, else the last one
    /// (wrapped). Nothing: the list is empty, or `further` went.
    [[nodiscard]] Result<std::optional<Step>> previous(std::uint64_t cursor,
                                                       const Further& further = {}) const;
};

/// A FindingList of spans held in memory, sorted (bookmarks as [offset, offset + 1)).
class SpanList final : public FindingList {
public:
    using Span = std::pair<std::uint64_t, std::uint64_t>;
    explicit SpanList(std::vector<Span> spans) : m_spans(std::move(spans)) {}

    [[nodiscard]] std::uint64_t count() const override { return m_spans.size(); }
    [[nodiscard]] Result<std::uint64_t> firstEndingAfter(std::uint64_t offset) const override;
    [[nodiscard]] Result<std::uint64_t> startOf(std::uint64_t index) const override {
        return m_spans.at(index).first;
    }
    [[nodiscard]] const std::vector<Span>& spans() const noexcept { return m_spans; }

private:
    std::vector<Span> m_spans;
};

} // namespace u8scope::ui
