#include "test_support.h"
#include "u8scope/decoder.h"
#include "u8scope/errorfilter.h"

#include <gtest/gtest.h>
#include <random>

namespace u8scope {
namespace {

std::vector<Unit> reference(const test::Bytes& data, Profile profile, ErrorKind kind) {
    std::vector<Unit> out;
    for (const Unit& u : decodeAll(data, profile)) {
        if (u.error == kind)
            out.push_back(u);
    }
    return out;
}

std::vector<Unit> units(const ErrorList& list) {
    std::vector<Unit> out;
    for (std::uint64_t i = 0; i < list.size(); ++i)
        out.push_back(*list.at(i));
    return out;
}

TEST(ErrorFilter, CollectsOnlyTheKindAskedFor) {
    const auto data = test::hex("61 C0 80 FF FF ED A0 80 E2 82 41 F4 90 80 80");
    MemorySource source(data);
    const auto r = collectErrors(source, Profile::Rfc3629, ErrorKind::InvalidOctet);
    ASSERT_EQ(r.errors.size(), 2u);
    EXPECT_EQ(r.errors.at(0)->offset, 3u);
    EXPECT_EQ(r.errors.at(1)->offset, 4u);
    EXPECT_FALSE(r.errors.at(2));
    EXPECT_EQ(r.errors.firstAfter(0), 0u);
    EXPECT_EQ(r.errors.firstAfter(4), 1u);
    EXPECT_EQ(r.errors.firstAfter(5), 2u);
    EXPECT_EQ(collectErrors(source, Profile::Rfc3629, ErrorKind::Surrogate).errors.size(), 1u);
    EXPECT_EQ(collectErrors(source, Profile::Rfc3629, ErrorKind::Truncated).errors.size(), 1u);
    EXPECT_EQ(collectErrors(source, Profile::Iso10646_1993, ErrorKind::OutOfRange).errors.size(),
              0u);
}

TEST(ErrorFilter, AgreesWithTheDecoderWhateverTheChunkSize) {
    std::mt19937 rng(3);
    const std::uint8_t pool[] = {0x41, 0x80, 0xBF, 0xC0, 0xC3, 0xE0, 0xE2, 0xED, 0xA0,
                                 0xF0, 0xF4, 0x90, 0xF8, 0xFC, 0xFF, 0x9F, 0x82};
    for (int round = 0; round < 60; ++round) {
        test::Bytes data(static_cast<std::size_t>(rng() % 3000));
        for (auto& b : data)
            b = pool[rng() % sizeof pool];
        MemorySource source(data);
        ErrorFilterOptions options;
        options.chunkSize = 1 + rng() % 200;
        for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
            for (int k = 0; k < kErrorKindCount; ++k) {
                const auto kind = static_cast<ErrorKind>(k);
                const auto r = collectErrors(source, p, kind, options);
                const auto expected = reference(data, p, kind);
                EXPECT_EQ(units(r.errors), expected);
                // firstAfter agrees with a linear search at every offset.
                for (std::uint64_t at = 0; at <= data.size(); at += 7) {
                    std::uint64_t want = 0;
                    while (want < expected.size() && expected[want].end() <= at)
                        ++want;
                    EXPECT_EQ(r.errors.firstAfter(at), want);
                }
            }
        }
    }
}

TEST(ErrorFilter, KeepsLongRunsCompact) {
    MemorySource source(test::Bytes(1 << 20, 0xFF));
    const auto r = collectErrors(source, Profile::Rfc3629, ErrorKind::InvalidOctet);
    EXPECT_EQ(r.errors.size(), 1u << 20);
    EXPECT_EQ(r.errors.entryCount(), 1u);
    EXPECT_EQ(r.errors.at(1000)->offset, 1000u);
    EXPECT_EQ(r.errors.firstAfter(5000), 5000u);
}

TEST(ErrorFilter, StopsAtTheEntryLimitAndSaysSo) {
    test::Bytes data;
    for (int i = 0; i < 1000; ++i) {
        data.push_back(0x41);
        data.push_back(0x80);
    }
    MemorySource source(data);
    ErrorFilterOptions options;
    options.maxEntries = 10;
    options.chunkSize = 64;
    const auto r =
        collectErrors(source, Profile::Rfc3629, ErrorKind::UnexpectedContinuation, options);
    EXPECT_TRUE(r.limited);
    EXPECT_EQ(r.errors.size(), 10u);
    EXPECT_EQ(r.errors.at(9)->offset, 19u);
}

TEST(ErrorFilter, StopsWhenCancelledAndReportsProgress) {
    MemorySource source(test::Bytes(1 << 16, 0x80));
    std::atomic<bool> cancel{false};
    ErrorFilterOptions options;
    options.chunkSize = 1024;
    options.cancel = &cancel;
    int calls = 0;
    options.progress = [&](std::uint64_t done, std::uint64_t total) {
        EXPECT_EQ(total, 1u << 16);
        if (++calls == 3)
            cancel = true;
        EXPECT_LE(done, total);
    };
    const auto r =
        collectErrors(source, Profile::Rfc3629, ErrorKind::UnexpectedContinuation, options);
    EXPECT_TRUE(r.cancelled);
    EXPECT_EQ(calls, 3);
}

} // namespace
} // namespace u8scope
