#include "u8scope/file/search.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <random>

namespace u8scope {
namespace {

using Bytes = std::vector<std::uint8_t>;

// Octets in memory, readable at most `maxRead` at a time, optionally cut short at `readable`
// as a file that shrank after it was opened.
class TestSource final : public ByteSource {
public:
    explicit TestSource(Bytes data) : m_data(std::move(data)), m_readable(m_data.size()) {}
    [[nodiscard]] std::uint64_t size() const noexcept override { return m_data.size(); }
    [[nodiscard]] Result<std::size_t> read(std::uint64_t offset,
                                           std::span<std::uint8_t> out) const override {
        if (offset >= m_readable)
            return std::size_t{0};
        const std::size_t n = static_cast<std::size_t>(
            std::min<std::uint64_t>({out.size(), m_readable - offset, m_maxRead}));
        std::copy_n(m_data.begin() + static_cast<std::ptrdiff_t>(offset), n, out.begin());
        return n;
    }
    [[nodiscard]] const std::string& name() const noexcept override { return m_name; }

    void shrinkTo(std::uint64_t readable) { m_readable = readable; }
    void limitReads(std::uint64_t maxRead) { m_maxRead = maxRead; }

private:
    Bytes m_data;
    std::uint64_t m_readable;
    std::uint64_t m_maxRead = UINT64_MAX;
    std::string m_name = "test";
};

// A huge source of zeros with one needle far beyond 4 GiB; nothing is held in memory.
class SparseSource final : public ByteSource {
public:
    SparseSource(std::uint64_t size, std::uint64_t at, Bytes needle)
        : m_size(size), m_at(at), m_needle(std::move(needle)) {}
    [[nodiscard]] std::uint64_t size() const noexcept override { return m_size; }
    [[nodiscard]] Result<std::size_t> read(std::uint64_t offset,
                                           std::span<std::uint8_t> out) const override {
        if (offset >= m_size)
            return std::size_t{0};
        const auto n =
            static_cast<std::size_t>(std::min<std::uint64_t>(out.size(), m_size - offset));
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint64_t at = offset + i;
            out[i] = at >= m_at && at < m_at + m_needle.size() ? m_needle[at - m_at] : 0;
        }
        return n;
    }
    [[nodiscard]] const std::string& name() const noexcept override { return m_name; }

private:
    std::uint64_t m_size, m_at;
    Bytes m_needle;
    std::string m_name = "sparse";
};

Bytes bytes(std::string_view s) {
    return Bytes(s.begin(), s.end());
}

SearchOptions smallChunks(std::size_t chunk) {
    SearchOptions o;
    o.chunkSize = chunk;
    return o;
}

// Brute force references.
std::optional<std::uint64_t> firstMatch(const Bytes& h, const Bytes& n, std::uint64_t from,
                                        std::uint64_t to) {
    to = std::min<std::uint64_t>(to, h.size());
    for (std::uint64_t p = from; p + n.size() <= to; ++p) {
        if (std::equal(n.begin(), n.end(), h.begin() + static_cast<std::ptrdiff_t>(p)))
            return p;
    }
    return std::nullopt;
}
std::optional<std::uint64_t> lastMatch(const Bytes& h, const Bytes& n, std::uint64_t from,
                                       std::uint64_t to) {
    to = std::min<std::uint64_t>(to, h.size());
    std::optional<std::uint64_t> last;
    for (std::uint64_t p = from; p + n.size() <= to; ++p) {
        if (std::equal(n.begin(), n.end(), h.begin() + static_cast<std::ptrdiff_t>(p)))
            last = p;
    }
    return last;
}

TEST(Search, FindsMatchesStraddlingEveryChunkBoundary) {
    const Bytes needle = bytes("\xC3\xA9t\xC3\xA9");
    for (std::uint64_t at = 40; at < 140; ++at) {
        Bytes data(300, 'x');
        std::copy(needle.begin(), needle.end(), data.begin() + static_cast<std::ptrdiff_t>(at));
        TestSource source(data);
        const auto options = smallChunks(64);
        EXPECT_EQ(findForward(source, needle, 0, UINT64_MAX, options).offset, at) << at;
        EXPECT_EQ(findBackward(source, needle, 0, UINT64_MAX, options).offset, at) << at;
    }
}

TEST(Search, AgreesWithBruteForceOnRandomInput) {
    std::mt19937 rng(42);
    for (int round = 0; round < 400; ++round) {
        Bytes data(static_cast<std::size_t>(rng() % 600));
        for (auto& b : data)
            b = static_cast<std::uint8_t>(rng() % 3);
        Bytes needle(1 + rng() % 6);
        for (auto& b : needle)
            b = static_cast<std::uint8_t>(rng() % 3);
        TestSource source(data);
        if (round % 2)
            source.limitReads(1 + rng() % 50); // short reads along the way
        const auto options = smallChunks(1 + rng() % 100);
        const std::uint64_t from = data.empty() ? 0 : rng() % data.size();
        const std::uint64_t to = from + rng() % 700;
        EXPECT_EQ(findForward(source, needle, from, to, options).offset,
                  firstMatch(data, needle, from, to));
        EXPECT_EQ(findBackward(source, needle, from, to, options).offset,
                  lastMatch(data, needle, from, to));
    }
}

TEST(Search, WrapsAroundOnceAndSaysSo) {
    TestSource source(bytes("ab--ab--ab"));
    const Bytes needle = bytes("ab");
    auto r = findWrapping(source, needle, 5, SearchDirection::Forward);
    EXPECT_EQ(r.offset, 8u);
    EXPECT_FALSE(r.wrapped);
    r = findWrapping(source, needle, 9, SearchDirection::Forward);
    EXPECT_EQ(r.offset, 0u);
    EXPECT_TRUE(r.wrapped);
    r = findWrapping(source, needle, 4, SearchDirection::Backward);
    EXPECT_EQ(r.offset, 0u);
    EXPECT_FALSE(r.wrapped);
    r = findWrapping(source, needle, 0, SearchDirection::Backward);
    EXPECT_EQ(r.offset, 8u);
    EXPECT_TRUE(r.wrapped);
    // A match that starts before the start but ends after it is found after wrapping.
    r = findWrapping(source, needle, 1, SearchDirection::Forward);
    EXPECT_EQ(r.offset, 4u);
    r = findWrapping(source, needle, 9, SearchDirection::Forward);
    EXPECT_EQ(r.offset, 0u);
    EXPECT_FALSE(findWrapping(source, bytes("zz"), 3, SearchDirection::Forward).offset);
}

TEST(Search, WrappingFindsAMatchOverlappingTheStart) {
    TestSource source(bytes("xxabxx"));
    const auto r = findWrapping(source, bytes("ab"), 3, SearchDirection::Forward);
    EXPECT_EQ(r.offset, 2u);
    EXPECT_TRUE(r.wrapped);
}

TEST(Search, HandlesOffsetsBeyondFourGigabytes) {
    const std::uint64_t at = (std::uint64_t{5} << 30) + 12345;
    const Bytes needle = bytes("needle");
    SparseSource source(std::uint64_t{6} << 30, at, needle);
    const auto options = smallChunks(4096);
    EXPECT_EQ(findForward(source, needle, at - 10000, at + 10000, options).offset, at);
    EXPECT_EQ(findBackward(source, needle, at - 10000, at + 10000, options).offset, at);
    EXPECT_FALSE(findForward(source, needle, at + 1, at + 10000, options).offset);
}

TEST(Search, StopsWhenCancelled) {
    TestSource source(Bytes(100000, 'x'));
    std::atomic<bool> cancel{true};
    SearchOptions options = smallChunks(1000);
    options.cancel = &cancel;
    const auto r = findWrapping(source, bytes("y"), 0, SearchDirection::Forward, options);
    EXPECT_TRUE(r.cancelled);
    EXPECT_FALSE(r.offset);
}

TEST(Search, ReportsProgressUpToTheWholeSource) {
    TestSource source(Bytes(100000, 'x'));
    std::uint64_t last = 0, total = 0;
    SearchOptions options = smallChunks(1000);
    options.progress = [&](std::uint64_t done, std::uint64_t all) {
        EXPECT_GE(done, last);
        last = done;
        total = all;
    };
    EXPECT_FALSE(findWrapping(source, bytes("y"), 50000, SearchDirection::Forward, options).offset);
    EXPECT_EQ(total, 100000u);
    EXPECT_GT(last, 90000u);
}

TEST(Search, ToleratesASourceThatShrank) {
    Bytes data(1000, 'x');
    data[900] = 'y';
    TestSource source(data);
    source.shrinkTo(500);
    EXPECT_FALSE(findForward(source, bytes("y"), 0, UINT64_MAX, smallChunks(64)).offset);
    EXPECT_FALSE(findBackward(source, bytes("y"), 0, UINT64_MAX, smallChunks(64)).offset);
}

TEST(Search, EmptyNeedleOrRangeFindsNothing) {
    TestSource source(bytes("abc"));
    EXPECT_FALSE(findForward(source, {}, 0, 3).offset);
    EXPECT_FALSE(findForward(source, bytes("abc"), 1, 3).offset);
    EXPECT_FALSE(findBackward(source, bytes("abcd"), 0, 3).offset);
}

} // namespace
} // namespace u8scope
