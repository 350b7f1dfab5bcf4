// Next and previous through a list of findings (document/findinglist.h), which errors, mojibake
// and bookmarks share: checked against a plain reading of the rule on random lists.
#include "document/findinglist.h"

#include <gtest/gtest.h>
#include <optional>
#include <random>

using namespace u8scope;
using namespace u8scope::ui;

namespace {

using Spans = std::vector<SpanList::Span>;
using Step = FindingList::Step;

// The rule, read plainly: next is the first finding that starts after the cursor, else the
// first; previous is the last finding that ends at or before it, else the last.
std::optional<Step> referenceNext(const Spans& spans, std::uint64_t cursor) {
    if (spans.empty())
        return std::nullopt;
    for (std::size_t i = 0; i < spans.size(); ++i) {
        if (spans[i].first > cursor)
            return Step{i, false};
    }
    return Step{0, true};
}

std::optional<Step> referencePrevious(const Spans& spans, std::uint64_t cursor) {
    if (spans.empty())
        return std::nullopt;
    for (std::size_t i = spans.size(); i-- > 0;) {
        if (spans[i].second <= cursor)
            return Step{i, false};
    }
    return Step{spans.size() - 1, true};
}

void expectStep(const Result<std::optional<Step>>& got, const std::optional<Step>& want,
                std::uint64_t cursor) {
    ASSERT_TRUE(got) << cursor;
    ASSERT_EQ(got->has_value(), want.has_value()) << cursor;
    if (want) {
        EXPECT_EQ((*got)->index, want->index) << cursor;
        EXPECT_EQ((*got)->wrapped, want->wrapped) << cursor;
    }
}

TEST(FindingList, PassesOverTheFindingTheCursorIsInAndWrapsAtTheEnds) {
    const SpanList list({{2, 5}, {5, 6}, {9, 12}});
    struct Case {
        std::uint64_t cursor;
        Step next;
        Step previous;
    };
    const Case cases[] = {
        {0, {0, false}, {2, true}},
        {2, {1, false}, {2, true}}, // in the first: on to the one after it, or round to the last
        {4, {1, false}, {2, true}},
        {5, {2, false}, {0, false}},
        {9, {0, true}, {1, false}}, // in the last: round to the first
        {12, {0, true}, {2, false}},
        {100, {0, true}, {2, false}},
    };
    for (const Case& c : cases) {
        expectStep(list.next(c.cursor), c.next, c.cursor);
        expectStep(list.previous(c.cursor), c.previous, c.cursor);
    }
}

TEST(FindingList, AnEmptyListGoesNowhere) {
    const SpanList list({});
    bool asked = false;
    expectStep(list.next(3, [&] { return asked = true; }), std::nullopt, 3);
    expectStep(list.previous(3, [&] { return asked = true; }), std::nullopt, 3);
    EXPECT_FALSE(asked);
}

// Findings past those the list holds come after its last one: next asks for them only past it,
// before wrapping; previous asks first.
TEST(FindingList, FurtherFindingsAreAskedForBetweenTheListAndTheWrap) {
    const SpanList list({{2, 5}, {9, 12}});
    int asked = 0;
    const auto answering = [&asked](bool went) {
        return [&asked, went] {
            ++asked;
            return went;
        };
    };
    const auto went = answering(true);
    const auto none = answering(false);
    expectStep(list.next(3, went), Step{1, false}, 3);
    EXPECT_EQ(asked, 0);
    expectStep(list.next(10, went), std::nullopt, 10);
    EXPECT_EQ(asked, 1);
    expectStep(list.next(10, none), Step{0, true}, 10);
    EXPECT_EQ(asked, 2);
    expectStep(list.previous(20, went), std::nullopt, 20);
    EXPECT_EQ(asked, 3);
    expectStep(list.previous(20, none), Step{1, false}, 20);
    EXPECT_EQ(asked, 4);
}

// A list read from a file passes on why it could not be read.
TEST(FindingList, SaysWhyAFindingCouldNotBeRead) {
    class Unreadable final : public FindingList {
    public:
        [[nodiscard]] std::uint64_t count() const override { return 2; }
        [[nodiscard]] Result<std::uint64_t> firstEndingAfter(std::uint64_t) const override {
            return 0;
        }
        [[nodiscard]] Result<std::uint64_t> startOf(std::uint64_t) const override {
            return IoError{"f", "Input/output error", 5};
        }
    };
    const auto step = Unreadable().next(0);
    ASSERT_FALSE(step);
    EXPECT_EQ(step.error().reason, "Input/output error");
}

TEST(FindingList, AgreesWithThePlainRuleOnRandomLists) {
    std::mt19937_64 random(35);
    for (int round = 0; round < 2000; ++round) {
        Spans spans;
        std::uint64_t at = random() % 4;
        const auto n = random() % 8;
        for (std::uint64_t i = 0; i < n; ++i) {
            const std::uint64_t length = 1 + random() % 4;
            spans.emplace_back(at, at + length);
            at += length + random() % 3; // some touch the next one
        }
        const SpanList list(spans);
        for (std::uint64_t cursor = 0; cursor <= at + 2; ++cursor) {
            expectStep(list.next(cursor), referenceNext(spans, cursor), cursor);
            expectStep(list.previous(cursor), referencePrevious(spans, cursor), cursor);
        }
    }
}

} // namespace
