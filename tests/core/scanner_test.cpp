#include "scanreference.h"
#include "test_support.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/codec/explaintext.h"
#include "u8scope/file/bands.h"
#include "u8scope/scan/scanner.h"

#include <gtest/gtest.h>
#include <random>

namespace u8scope {
namespace {

using test::Bytes;

// What a scan must find, computed from the plain decoder.
using Expected = test::ScanReference;

Expected reference(const Bytes& in, Profile p) {
    return test::scanReference(in, p);
}

class Collect final : public ErrorSink {
public:
    Collect() = default;
    /// Checks each context against `input`, or asks for none.
    Collect(const Bytes* input, bool wantsContext) : m_input(input), m_wantsContext(wantsContext) {}
    [[nodiscard]] bool wantsContext() const noexcept override { return m_wantsContext; }
    void onErrors(const Unit& first, std::uint64_t count, const ErrorContext& context) override {
        if (m_wantsContext) {
            EXPECT_TRUE(context.has(first.offset));
            for (std::uint64_t at = context.offset; m_input && at < context.offset + context.size;
                 ++at) {
                ASSERT_EQ(context.at(at), (*m_input)[at]) << "context of " << first.offset;
            }
        }
        for (std::uint64_t k = 0; k < count; ++k) {
            Unit u = first;
            u.offset += k;
            units.push_back(u);
        }
    }
    std::vector<Unit> units;

private:
    const Bytes* m_input = nullptr;
    bool m_wantsContext = true;
};

// Input where errors come thick: random octets, the octets at the edges of every rule, long
// sequences cut short, text with every 10th octet FF, runs of one bad octet among all these.
Bytes denseSoup(std::mt19937& rng, std::size_t n) {
    static constexpr std::uint8_t kEdges[] = {
        0x00, 0x41, 0x7F, 0x80, 0x83, 0x84, 0x87, 0x88, 0x8F, 0x90, 0x9F, 0xA0, 0xBF,
        0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xF7,
        0xF8, 0xFB, 0xFC, 0xFD, 0xFE, 0xFF, 0x80, 0xBF, 0xA5, 0x95, 0x85};
    Bytes in;
    while (in.size() < n) {
        const auto mode = static_cast<unsigned>(rng() % 6);
        const std::size_t stretch = 1 + rng() % 400;
        for (std::size_t k = 0; k < stretch; ++k) {
            const auto r = static_cast<std::uint32_t>(rng());
            switch (mode) {
            case 0:
                in.push_back(static_cast<std::uint8_t>(r));
                break;
            case 1:
                in.push_back(kEdges[r % std::size(kEdges)]);
                break;
            case 2:
                in.push_back(static_cast<std::uint8_t>(r % 4 == 0 ? 0xC0 + ((r >> 8) & 0x3F)
                                                                  : 0x80 + ((r >> 8) & 0x3F)));
                break;
            case 3:
                in.push_back(k % 10 == 9 ? 0xFF : static_cast<std::uint8_t>('a' + (r >> 8) % 26));
                break;
            case 4: {
                const Encoded e = encode(0x80 + r % 0x10FF00 < 0xD800 ? 0x80 + r % 0xD000
                                                                      : 0x10000 + r % 0x100000);
                in.insert(in.end(), e.bytes().begin(), e.bytes().end());
                break;
            }
            default:
                in.push_back(mode == 5 && (r & 1) ? 0xFF : 0x80);
            }
        }
    }
    in.resize(n);
    return in;
}

Bytes soup(std::mt19937& rng, std::size_t n) {
    Bytes in(n);
    std::size_t i = 0;
    while (i < n) {
        const unsigned r = rng() % 16;
        if (r < 10) { // mostly valid text, so the vector path gets stretches to work on
            const auto cp = static_cast<std::uint32_t>(r < 5   ? rng() % 0x80
                                                       : r < 7 ? 0x80 + rng() % 0x780
                                                       : r < 9 ? 0x800 + rng() % 0xF000
                                                               : 0x10000 + rng() % 0x100000);
            const Encoded e = encode(cp);
            for (std::uint8_t k = 0; k < e.length && i < n; ++k)
                in[i++] = e.octets[k];
        } else if (r < 12) {
            in[i++] = static_cast<std::uint8_t>(rng());
        } else if (r < 13) { // a run of one bad octet
            const auto b = static_cast<std::uint8_t>(0x80 + rng() % 0x80);
            for (auto k = rng() % 40; k > 0 && i < n; --k)
                in[i++] = b;
        } else {
            in[i++] = static_cast<std::uint8_t>(0x80 | (rng() & 0x3F));
        }
    }
    return in;
}

TEST(Scanner, FindsWhatTheDecoderFindsWithEveryKernel) {
    std::mt19937 rng(2024);
    for (int round = 0; round < 60; ++round) {
        const Bytes in = soup(rng, rng() % 3000);
        for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
            const Expected want = reference(in, p);
            for (const kernels::Kernel* k : kernels::availableKernels()) {
                for (std::size_t chunk : {std::size_t{1}, std::size_t{5}, std::size_t{64},
                                          std::size_t{1000}, in.size() + 1}) {
                    Scanner s(p, *k);
                    Collect c;
                    for (std::size_t pos = 0; pos < in.size(); pos += chunk) {
                        s.feed(std::span(in).subspan(pos, std::min(chunk, in.size() - pos)), &c);
                    }
                    s.finish(&c);
                    ASSERT_EQ(s.stats(), want.stats) << k->name << " chunk " << chunk;
                    ASSERT_EQ(c.units, want.errors) << k->name << " chunk " << chunk;
                }
            }
        }
    }
}

// The dense-error path, to every kind of sink: with a context for each unit (runs allowed or
// not), and without (units in bulk, ErrorBits, and runs).
TEST(Scanner, FindsWhatTheDecoderFindsInDenseErrorsWithEveryKernel) {
    std::mt19937 rng(4048);
    for (int round = 0; round < 40; ++round) {
        const Bytes in = denseSoup(rng, rng() % 6000);
        for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
            const Expected want = reference(in, p);
            for (const kernels::Kernel* k : kernels::availableKernels()) {
                for (std::size_t chunk : {std::size_t{1}, std::size_t{7}, std::size_t{130},
                                          std::size_t{1000}, in.size() + 1}) {
                    for (int sinkKind = 0; sinkKind < 3; ++sinkKind) {
                        Scanner s(p, *k);
                        s.setReportRuns(sinkKind != 1);
                        Collect c(&in, sinkKind != 2);
                        for (std::size_t pos = 0; pos < in.size(); pos += chunk) {
                            s.feed(std::span(in).subspan(pos, std::min(chunk, in.size() - pos)),
                                   &c);
                        }
                        s.finish(&c);
                        ASSERT_EQ(s.stats(), want.stats)
                            << k->name << " chunk " << chunk << " sink " << sinkKind;
                        ASSERT_EQ(c.units, want.errors)
                            << k->name << " chunk " << chunk << " sink " << sinkKind;
                    }
                }
                // And counting alone.
                Scanner s(p, *k);
                s.feed(in);
                s.finish();
                ASSERT_EQ(s.stats(), want.stats) << k->name << " without a sink";
            }
        }
    }
}

TEST(Scanner, SeesTheSignatureOnlyAtTheStart) {
    Scanner s;
    const Bytes bom = test::hex("EF BB BF 41");
    s.feed(std::span(bom).subspan(0, 2));
    s.feed(std::span(bom).subspan(2));
    EXPECT_TRUE(s.stats().signature);
    s.finish();
    const Bytes late = test::hex("41 EF BB BF");
    s.feed(late);
    s.finish();
    EXPECT_FALSE(s.stats().signature);
}

// The end of the input cutting a character short ("E2 82" of "€") is noted, in any chunks,
// with every kernel and any number of threads; a lone first octet, or the same octets cut by
// another octet, are not.
TEST(Scanner, NotesAnInputThatEndsInsideACharacter) {
    for (const auto& [ending, inside] :
         std::vector<std::pair<std::string, bool>>{{"\xE2\x82", true},
                                                   {"\xF0\x9F\x98", true},
                                                   {"\xF0\x9F", true},
                                                   {"\xE2", false},
                                                   {"\xE2\x82"
                                                    "a",
                                                    false},
                                                   {"\xE2\x82\xAC", false},
                                                   {"\xFF", false},
                                                   {"\x82", false}}) {
        for (const std::size_t before : {std::size_t{0}, std::size_t{61}, std::size_t{9000}}) {
            Bytes in(before, 'a');
            in.insert(in.end(), ending.begin(), ending.end());
            EXPECT_EQ(reference(in, Profile::Rfc3629).stats.endsInsideCharacter, inside);
            for (const kernels::Kernel* k : kernels::availableKernels()) {
                for (const std::size_t chunk : {std::size_t{1}, std::size_t{64}, in.size()}) {
                    Scanner s(Profile::Rfc3629, *k);
                    for (std::size_t pos = 0; pos < in.size(); pos += chunk)
                        s.feed(std::span(in).subspan(pos, std::min(chunk, in.size() - pos)),
                               nullptr);
                    s.finish(nullptr);
                    EXPECT_EQ(s.stats().endsInsideCharacter, inside)
                        << k->name << ", chunks of " << chunk << ", " << before << " before";
                }
            }
            const MemorySource source(in);
            for (const unsigned threads : {1u, 3u}) {
                ScanOptions o;
                o.threads = threads;
                o.chunkSize = 4096;
                EXPECT_EQ(scanSource(source, Profile::Rfc3629, o).stats.endsInsideCharacter, inside)
                    << threads << " threads, " << before << " before";
            }
        }
    }
}

TEST(Scanner, ReportsRunsOfBadOctetsInOneCall) {
    const Bytes in(100000, 0xFF);
    class CountCalls final : public ErrorSink {
    public:
        void onErrors(const Unit&, std::uint64_t count, const ErrorContext&) override {
            ++calls;
            total += count;
        }
        int calls = 0;
        std::uint64_t total = 0;
    } sink;
    Scanner s;
    s.feed(in, &sink);
    s.finish(&sink);
    EXPECT_EQ(sink.total, 100000u);
    EXPECT_EQ(sink.calls, 1);
    EXPECT_EQ(s.stats().count(ErrorKind::InvalidOctet), 100000u);
    EXPECT_EQ(s.stats().count(OctetClass::NeverValid), 100000u);
}

TEST(Scanner, ReportsEveryUnitAloneWhenAsked) {
    const Bytes in(1000, 0x80);
    class CountCalls final : public ErrorSink {
    public:
        void onErrors(const Unit&, std::uint64_t count, const ErrorContext&) override {
            EXPECT_EQ(count, 1u);
            ++calls;
        }
        int calls = 0;
    } sink;
    Scanner s;
    s.setReportRuns(false);
    s.feed(in, &sink);
    s.finish(&sink);
    EXPECT_EQ(sink.calls, 1000);
}

// A unit that is an error by itself (C0, 80-BF, F5-FF) at the very end of a chunk was reported
// at once, with a context that ended there: its explanation then missed the continuing octets of
// the next chunk ("no continuing octet even follows it" for C0 80 split after C0).
TEST(Scanner, ExplainsAnErrorAtTheEndOfAChunkWithTheOctetsOfTheNextChunk) {
    class Explanations final : public ErrorSink {
    public:
        void onErrors(const Unit& first, std::uint64_t, const ErrorContext& context) override {
            const auto e = explain(first, context, Profile::Rfc3629);
            ASSERT_TRUE(e);
            texts.push_back(explanationText(*e).text());
        }
        std::vector<std::string> texts;
    };
    for (const char* text : {"61 C0 80 62", "61 F5 80 80 80 62", "61 F8 88 80 80 80 62"}) {
        const Bytes in = test::hex(text);
        Explanations whole;
        Scanner s;
        s.feed(in, &whole);
        s.finish(&whole);
        ASSERT_FALSE(whole.texts.empty());
        for (std::size_t split = 1; split < in.size(); ++split) {
            Explanations parts;
            s.feed(std::span(in).first(split), &parts);
            s.feed(std::span(in).subspan(split), &parts);
            s.finish(&parts);
            EXPECT_EQ(parts.texts, whole.texts) << text << " split at " << split;
        }
    }
}

// restart(offset, stop) then a chunk reaching more than a few octets past the stop: the
// undecided octets after the stop piled up in the carry, a fixed array of 12, and overflowed it.
TEST(Scanner, TakesAnyAmountOfInputPastItsStop) {
    Bytes in(200, 'a');
    in[1] = 0xFF;
    in[150] = 0xFF;
    for (std::size_t chunk : {std::size_t{1}, std::size_t{7}, std::size_t{200}}) {
        Scanner s;
        s.restart(0, 3);
        Collect c;
        for (std::size_t pos = 0; pos < in.size(); pos += chunk) {
            s.feed(std::span(in).subspan(pos, std::min(chunk, in.size() - pos)), &c);
        }
        s.finish(&c);
        EXPECT_EQ(s.stats().octets, 3u) << "chunk " << chunk;
        EXPECT_EQ(s.stats().errors, 1u) << "chunk " << chunk;
        ASSERT_EQ(c.units.size(), 1u);
        EXPECT_EQ(c.units[0].offset, 1u);
    }
}

TEST(Scanner, StartsCountingAgainAfterFinish) {
    Scanner s;
    const Bytes first = test::hex("41 FF 42");
    s.feed(first);
    s.finish();
    EXPECT_EQ(s.stats().octets, 3u);
    EXPECT_EQ(s.stats().errors, 1u);
    const Bytes second = test::hex("43");
    s.feed(second);
    s.finish();
    EXPECT_EQ(s.stats().octets, 1u);
    EXPECT_EQ(s.stats().errors, 0u);
}

TEST(Scanner, SendsRunsToASinkThatWantsNoContextEvenWithRunsOff) {
    const Bytes in(1000, 0xFF);
    class NoContext final : public ErrorSink {
    public:
        void onErrors(const Unit&, std::uint64_t count, const ErrorContext&) override {
            ++calls;
            total += count;
        }
        [[nodiscard]] bool wantsContext() const noexcept override { return false; }
        int calls = 0;
        std::uint64_t total = 0;
    } sink;
    Scanner s;
    s.setReportRuns(false);
    s.feed(in, &sink);
    s.finish(&sink);
    EXPECT_EQ(sink.total, 1000u);
    EXPECT_LT(sink.calls, 10);
}

// U8SCOPE_THREADS: the one rule the command line checks it by and the scan takes it by.
TEST(ScanSource, ReadsAThreadCountAsDigitsFromOneToTheMost) {
    EXPECT_EQ(parseThreadCount("1"), 1u);
    EXPECT_EQ(parseThreadCount("16"), 16u);
    EXPECT_EQ(parseThreadCount("1024"), kMaxThreads);
    for (const char* bad : {"", "0", "1025", "4x", " 4", "4 ", "+4", "-1", "0x10", "99999999999"})
        EXPECT_FALSE(parseThreadCount(bad)) << bad;
}

TEST(ScanSource, GivesTheSameResultWithAnyNumberOfThreads) {
    std::mt19937 rng(77);
    for (int round = 0; round < 20; ++round) {
        const Bytes in = soup(rng, 5000 + rng() % 20000);
        const MemorySource source(in);
        for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
            const Expected want = reference(in, p);
            for (unsigned threads : {1u, 2u, 3u, 7u}) {
                ScanOptions o;
                o.threads = threads;
                o.chunkSize = 4096 + rng() % 5000;
                const ScanResult r = scanSource(source, p, o);
                ASSERT_FALSE(r.ioError);
                ASSERT_EQ(r.stats, want.stats) << threads << " threads";
                ASSERT_EQ(r.errors.size(), want.errors.size());
                for (std::size_t i = 0; i < want.errors.size(); i += 1 + rng() % 7) {
                    auto u = r.errors.at(i, source, p);
                    ASSERT_TRUE(u.ok());
                    ASSERT_EQ(*u, want.errors[i]) << "error " << i << ", " << threads << " threads";
                }
            }
        }
    }
}

TEST(ScanSource, GivesTheSameResultOnDenseErrorsWithAnyNumberOfThreads) {
    std::mt19937 rng(78);
    for (int round = 0; round < 12; ++round) {
        const Bytes in = denseSoup(rng, 20000 + rng() % 60000);
        const MemorySource source(in);
        for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
            const Expected want = reference(in, p);
            for (unsigned threads : {1u, 2u, 3u}) {
                for (const kernels::Kernel* k : kernels::availableKernels()) {
                    ScanOptions o;
                    o.threads = threads;
                    o.chunkSize = 4096 + rng() % 9000;
                    o.kernel = k;
                    const ScanResult r = scanSource(source, p, o);
                    ASSERT_FALSE(r.ioError);
                    ASSERT_EQ(r.stats, want.stats) << threads << " threads, " << k->name;
                    ASSERT_EQ(r.firstError, want.errors.empty()
                                                ? std::nullopt
                                                : std::optional(want.errors.front()));
                    ASSERT_EQ(r.errors.size(), want.errors.size());
                    for (std::size_t i = 0; i < want.errors.size(); i += 1 + rng() % 97) {
                        ASSERT_EQ(*r.errors.at(i, source, p), want.errors[i])
                            << "error " << i << ", " << threads << " threads, " << k->name;
                    }
                    for (std::uint64_t at = rng() % 50; at <= in.size(); at += 1 + rng() % 900) {
                        const auto it = std::upper_bound(
                            want.errors.begin(), want.errors.end(), at,
                            [](std::uint64_t v, const Unit& u) { return v < u.end(); });
                        ASSERT_EQ(*r.errors.firstAfter(at, source, p),
                                  static_cast<std::uint64_t>(it - want.errors.begin()))
                            << "offset " << at;
                    }
                    o.stopAtFirstError = true;
                    o.buildIndex = false;
                    const ScanResult first = scanSource(source, p, o);
                    ASSERT_EQ(first.firstError, r.firstError) << k->name;
                }
            }
        }
    }
}

TEST(ScanSource, StopsAtTheFirstError) {
    Bytes in(200000, 'a');
    in[150000] = 0xC0;
    in[190000] = 0xFF;
    const MemorySource source(in);
    ScanOptions o;
    o.threads = 2;
    o.chunkSize = 8192;
    o.stopAtFirstError = true;
    o.buildIndex = false;
    const ScanResult r = scanSource(source, Profile::Rfc3629, o);
    ASSERT_TRUE(r.firstError.has_value());
    EXPECT_EQ(r.firstError->offset, 150000u);
    EXPECT_EQ(r.firstError->error, ErrorKind::Overlong);
}

TEST(ScanSource, CanBeCancelled) {
    const Bytes in(1 << 20, 'a');
    const MemorySource source(in);
    std::atomic<bool> cancel{true};
    ScanOptions o;
    o.cancel = &cancel;
    const ScanResult r = scanSource(source, Profile::Rfc3629, o);
    EXPECT_TRUE(r.cancelled);
}

TEST(ScanSource, ReportsProgressUpToTheWholeSize) {
    const Bytes in(100000, 'a');
    const MemorySource source(in);
    ScanOptions o;
    o.threads = 2;
    o.chunkSize = 4096;
    std::uint64_t last = 0;
    o.progress = [&](std::uint64_t done, std::uint64_t total) {
        EXPECT_EQ(total, in.size());
        EXPECT_GE(done, last);
        last = done;
    };
    const ScanResult r = scanSource(source, Profile::Rfc3629, o);
    EXPECT_EQ(last, in.size());
    EXPECT_EQ(r.stats.characters, in.size());
}

TEST(ErrorIndex, KeepsGarbageInBoundedMemory) {
    // A run of FF the size of many runs' minimum, then a pattern with no long runs.
    Bytes in(3 * ErrorIndex::kMinRun, 0xFF);
    for (int i = 0; i < 300000; ++i) {
        in.push_back(0x80);
        in.push_back('a');
    }
    const MemorySource source(in);
    const ScanResult r = scanSource(source, Profile::Rfc3629, {});
    EXPECT_EQ(r.errors.size(), 3 * ErrorIndex::kMinRun + 300000);
    // Entries: one run, then blocks of kBlockErrors errors.
    EXPECT_LE(r.errors.entryCount(), 2 + 300000 / ErrorIndex::kBlockErrors + 1);
    auto u = r.errors.at(3 * ErrorIndex::kMinRun + 12345, source, Profile::Rfc3629);
    ASSERT_TRUE(u.ok());
    EXPECT_EQ(u->offset, 3 * ErrorIndex::kMinRun + 2 * 12345);
    EXPECT_EQ(u->error, ErrorKind::UnexpectedContinuation);
    auto run = r.errors.at(100, source, Profile::Rfc3629);
    ASSERT_TRUE(run.ok());
    EXPECT_EQ(run->offset, 100u);
}

// Among dense errors, where the dense-error path decides whole blocks, a long run of FF still
// takes one entry.
TEST(ErrorIndex, KeepsARunAmongDenseErrorsInOneEntry) {
    std::mt19937 rng(12);
    Bytes in;
    const auto random = [&](std::size_t n) {
        for (std::size_t k = 0; k < n; ++k)
            in.push_back(static_cast<std::uint8_t>(rng()));
    };
    random(50000);
    in.resize(in.size() + 3 * ErrorIndex::kMinRun, 0xFF);
    random(50000);
    const MemorySource source(in);
    ScanOptions o;
    o.threads = 1;
    const ScanResult r = scanSource(source, Profile::Rfc3629, o);
    const Expected want = reference(in, Profile::Rfc3629);
    ASSERT_EQ(r.errors.size(), want.errors.size());
    // The random octets take a few blocks of kBlockErrors each, the run of FF one entry.
    EXPECT_LE(r.errors.entryCount(), want.errors.size() / ErrorIndex::kBlockErrors + 6);
    for (std::size_t i = 0; i < want.errors.size(); i += 1 + rng() % 1000)
        ASSERT_EQ(*r.errors.at(i, source, Profile::Rfc3629), want.errors[i]) << i;
}

TEST(ErrorIndex, FindsTheFirstErrorAfterAnOffset) {
    const Bytes in = test::hex("41 C0 41 41 E2 82 41 FF FF 41");
    const MemorySource source(in);
    const ScanResult r = scanSource(source, Profile::Rfc3629, {});
    ASSERT_EQ(r.errors.size(), 4u);
    const auto after = [&](std::uint64_t o) {
        return *r.errors.firstAfter(o, source, Profile::Rfc3629);
    };
    EXPECT_EQ(after(0), 0u);
    EXPECT_EQ(after(1), 0u); // the error containing offset 1
    EXPECT_EQ(after(2), 1u);
    EXPECT_EQ(after(5), 1u); // inside E2 82
    EXPECT_EQ(after(6), 2u);
    EXPECT_EQ(after(8), 3u);
    EXPECT_EQ(after(9), 4u); // none
}

TEST(ErrorIndex, HoldsOnlyTheKindAskedFor) {
    const MemorySource source(test::hex("61 C0 80 FF FF ED A0 80 E2 82 41 F4 90 80 80"));
    const auto scan = [&](ErrorKind kind, Profile p = Profile::Rfc3629) {
        ScanOptions o;
        o.indexKind = kind;
        return scanSource(source, p, o);
    };
    const ScanResult invalid = scan(ErrorKind::InvalidOctet);
    ASSERT_EQ(invalid.errors.size(), 2u);
    EXPECT_EQ(invalid.errors.at(0, source, Profile::Rfc3629)->offset, 3u);
    EXPECT_EQ(invalid.errors.at(1, source, Profile::Rfc3629)->offset, 4u);
    EXPECT_FALSE(invalid.errors.at(2, source, Profile::Rfc3629).ok());
    EXPECT_EQ(*invalid.errors.firstAfter(4, source, Profile::Rfc3629), 1u);
    EXPECT_EQ(*invalid.errors.firstAfter(5, source, Profile::Rfc3629), 2u);
    EXPECT_EQ(invalid.stats.errors, 12u); // the statistics still count every kind
    EXPECT_EQ(scan(ErrorKind::Surrogate).errors.size(), 1u);
    EXPECT_EQ(scan(ErrorKind::Truncated).errors.size(), 1u);
    EXPECT_EQ(scan(ErrorKind::OutOfRange, Profile::Iso10646_1993).errors.size(), 0u);
}

TEST(ErrorIndex, OfOneKindAgreesWithTheDecoderWithAnyThreadsAndChunks) {
    std::mt19937 rng(3);
    const std::uint8_t pool[] = {0x41, 0x80, 0xBF, 0xC0, 0xC3, 0xE0, 0xE2, 0xED, 0xA0,
                                 0xF0, 0xF4, 0x90, 0xF8, 0xFC, 0xFF, 0x9F, 0x82};
    for (int round = 0; round < 30; ++round) {
        Bytes in(5000 + rng() % 20000);
        for (auto& b : in)
            b = pool[rng() % sizeof pool];
        const MemorySource source(in);
        for (Profile p : {Profile::Rfc3629, Profile::Iso10646_1993}) {
            const auto all = decodeAll(in, p);
            for (int k = 0; k < kErrorKindCount; ++k) {
                const auto kind = static_cast<ErrorKind>(k);
                std::vector<Unit> expected;
                for (const Unit& u : all) {
                    if (u.error == kind)
                        expected.push_back(u);
                }
                ScanOptions o;
                o.indexKind = kind;
                o.threads = static_cast<unsigned>(1 + rng() % 3);
                o.chunkSize = 4096 + rng() % 3000;
                const ScanResult r = scanSource(source, p, o);
                ASSERT_EQ(r.errors.size(), expected.size());
                for (std::size_t i = 0; i < expected.size(); i += 1 + rng() % 5) {
                    ASSERT_EQ(*r.errors.at(i, source, p), expected[i]);
                }
                for (std::uint64_t at = 0; at <= in.size(); at += 97) {
                    std::uint64_t want = 0;
                    while (want < expected.size() && expected[want].end() <= at)
                        ++want;
                    ASSERT_EQ(*r.errors.firstAfter(at, source, p), want) << "offset " << at;
                }
            }
        }
    }
}

TEST(ErrorIndex, OfOneKindKeepsScatteredErrorsInBoundedMemory) {
    // A million scattered units of one kind among others: blocks, not an entry each.
    Bytes in;
    for (int i = 0; i < 1000000; ++i) {
        in.push_back('a');
        in.push_back(i % 2 ? 0x80 : 0xFF);
    }
    const MemorySource source(in);
    ScanOptions o;
    o.indexKind = ErrorKind::UnexpectedContinuation;
    const ScanResult r = scanSource(source, Profile::Rfc3629, o);
    EXPECT_EQ(r.errors.size(), 500000u);
    EXPECT_LE(r.errors.entryCount(), 500000 / ErrorIndex::kBlockErrors + 4);
    EXPECT_EQ(r.errors.at(499999, source, Profile::Rfc3629)->offset, in.size() - 1);
}

TEST(ErrorIndex, NoticesAFileThatChangedSinceTheScan) {
    Bytes in = test::hex("41 C0 41 41 E2 82 41");
    const ScanResult r = scanSource(MemorySource(in), Profile::Rfc3629, {});
    in[1] = 'x';
    const MemorySource changed(in);
    EXPECT_FALSE(r.errors.at(0, changed, Profile::Rfc3629).ok());
}

TEST(Bands, CutTheFileAsTheRegionMapDoesAndFindEachOctetsBand) {
    std::mt19937 rng(5);
    for (int round = 0; round < 400; ++round) {
        const std::uint64_t size = 1 + rng() % 3000;
        const std::size_t count = 1 + rng() % 900;
        EXPECT_EQ(bandStart(0, size, count), 0u);
        EXPECT_EQ(bandStart(count, size, count), size);
        for (std::uint64_t offset = 0; offset < size; offset += 1 + rng() % 7) {
            // The reference: the last band that starts at or before the octet.
            std::size_t want = 0;
            for (std::size_t k = 0; k < count; ++k)
                if (bandStart(k, size, count) <= offset)
                    want = k;
            ASSERT_EQ(bandOf(offset, size, count), want) << size << " " << count << " " << offset;
        }
    }
    // Four GiB and more in a few hundred bands: no overflow.
    const std::uint64_t huge = std::uint64_t{5} << 32;
    EXPECT_EQ(bandStart(700, huge, 700), huge);
    EXPECT_EQ(bandOf(huge - 1, huge, 700), 699u);
    EXPECT_EQ(bandOf(bandStart(350, huge, 700), huge, 700), 350u);
    EXPECT_EQ(bandOf(bandStart(350, huge, 700) - 1, huge, 700), 349u);
}

// The overview's marks of errors, against the bands of each unit the decoder finds, on sparse
// and dense errors, runs of FF, and bands wider and narrower than the index's blocks.
TEST(ErrorIndex, MarksTheBandsThatHoldAnErrorAsTheDecoderFindsThem) {
    std::mt19937 rng(21);
    for (int round = 0; round < 40; ++round) {
        Bytes in;
        while (in.size() < 20000 + rng() % 200000) {
            switch (rng() % 4) {
            case 0: in.resize(in.size() + rng() % 30000, 'a'); break;
            case 1: in.resize(in.size() + rng() % (2 * ErrorIndex::kMinRun), 0xFF); break;
            case 2: {
                const Bytes dense = denseSoup(rng, rng() % 20000);
                in.insert(in.end(), dense.begin(), dense.end());
                break;
            }
            default: in.push_back(0x80); break;
            }
        }
        const MemorySource source(in);
        const ScanResult r = scanSource(source, Profile::Rfc3629, {});
        const Expected want = reference(in, Profile::Rfc3629);
        for (const std::size_t count : {std::size_t{1}, std::size_t{7}, std::size_t{600},
                                        static_cast<std::size_t>(in.size() + 5)}) {
            std::vector<bool> bands(count, false);
            for (const Unit& u : want.errors)
                bands[bandOf(u.offset, in.size(), count)] = true;
            EXPECT_EQ(r.errors.bandsHolding(in.size(), count, source, Profile::Rfc3629), bands)
                << round << " " << count;
        }
    }
}

// Past its limit of octets read again, a block that crosses bands marks all of them: never
// fewer bands than hold errors.
TEST(ErrorIndex, MarksEveryBandABlockCrossesPastItsReadingLimit) {
    Bytes in(100000, 'a');
    in[10] = 0x80;
    in[99990] = 0x80;
    const MemorySource source(in);
    const ScanResult r = scanSource(source, Profile::Rfc3629, {});
    ASSERT_EQ(r.errors.entryCount(), 1u);
    std::vector<bool> exact(10, false);
    exact[0] = exact[9] = true;
    EXPECT_EQ(r.errors.bandsHolding(in.size(), 10, source, Profile::Rfc3629), exact);
    EXPECT_EQ(r.errors.bandsHolding(in.size(), 10, source, Profile::Rfc3629, 1000),
              std::vector<bool>(10, true));
}

} // namespace
} // namespace u8scope
