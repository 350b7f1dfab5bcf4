// The mojibake gate (kernels.h): the validation kernels note, as they walk well-formed text,
// whether it holds a place the mojibake filter could stop at, and the scan then spares the
// filter the chunks that hold none. The gate must never miss a place (the hints would lose a
// word the engine has to read) and, to be worth anything, must stay shut on text without one.
#include "corpus.h"
#include "u8scope/file/source.h"
#include "u8scope/mojibake/mojibakehints.h"
#include "u8scope/scan/kernels.h"
#include "u8scope/scan/scanner.h"

#include <gtest/gtest.h>
#include <random>
#include <string>
#include <vector>

namespace u8scope {
namespace {

using Bytes = std::vector<std::uint8_t>;

Bytes bytesOf(const std::string& s) {
    return Bytes(s.begin(), s.end());
}

// Whether the kernel keeps a gate of its own (the others set it on every call).
bool gates(const kernels::Kernel& k) {
    return k.name == "avx2" || k.name == "avx512";
}

// Western European text as the gate sees it: accented letters, never two side by side and never
// before "?", and "?" after ASCII; no gate place anywhere. With `sparse`, mostly ASCII, in runs
// longer than the kernels' blocks.
std::string quietText(std::mt19937& rng, std::size_t size, bool sparse = false) {
    static const char* const kAccented[] = {"\xC3\xA9", "\xC3\xA8", "\xC3\xA0",    "\xC3\xBC",
                                            "\xC3\x9F", "\xC5\x93", "\xE2\x82\xAC"};
    std::string s;
    while (s.size() < size) {
        switch (rng() % (sparse ? 300 : 10)) {
        case 0:
            s += kAccented[rng() % std::size(kAccented)];
            s += static_cast<char>('a' + rng() % 26);
            break;
        case 1:
            s += rng() % 2 ? "? " : "\n";
            break;
        case 2:
            s += ' ';
            break;
        default:
            s += static_cast<char>('a' + rng() % 26);
            break;
        }
    }
    return s;
}

// One of each kind of gate place, each a word the engine must read: a re-encoded "é" (the pair
// Ã ©: C2 after 83), a lost octet as "?" and as U+FFFD after Ã, and a C1 control.
const std::vector<std::string>& places() {
    static const std::vector<std::string> p = {
        " caf\xC3\x83\xC2\xA9 ",
        " S\xC3\x83?o ",
        " S\xC3\x83\xEF\xBF\xBDo ",
        " x\xC2\x93y ",
    };
    return p;
}

// The first character boundary at or after `at` in s.
std::size_t boundary(const std::string& s, std::size_t at) {
    while (at < s.size() && (static_cast<unsigned char>(s[at]) & 0xC0) == 0x80)
        ++at;
    return at;
}

bool anyPlace(const Bytes& b, std::size_t to) {
    return kernels::anyGatePlace(b.data(), 0, to);
}

TEST(MojibakeGate, TheScalarRuleIsTheOneDocumented) {
    EXPECT_TRUE(kernels::gatePlace(0xA9, 0xC3));  // a first octet after a continuing one
    EXPECT_TRUE(kernels::gatePlace(0x83, '?'));   // a lost octet after a character outside ASCII
    EXPECT_TRUE(kernels::gatePlace(0xC2, 0x93));  // a C1 control
    EXPECT_TRUE(kernels::gatePlace(0x83, 0xEF));  // U+FFFD's first octet
    EXPECT_FALSE(kernels::gatePlace(0xC2, 0xA0)); // a no-break space
    EXPECT_FALSE(kernels::gatePlace('a', 0xC3));  // an accented letter after ASCII
    EXPECT_FALSE(kernels::gatePlace('a', '?'));
    EXPECT_FALSE(kernels::gatePlace(0xC3, 0xA9)); // inside a character
    EXPECT_FALSE(kernels::gatePlace(0xA9, 'a'));
    // The first octet has no octet before it.
    const std::uint8_t lost[] = {'?', 0xC3, 0x83, '?'};
    EXPECT_FALSE(kernels::anyGatePlace(lost, 0, 3));
    EXPECT_TRUE(kernels::anyGatePlace(lost, 0, 4));
}

// Every kernel's gated count gives the plain count's prefix and counts; a kernel with a gate of
// its own opens it exactly when the prefix holds a place (the inputs are well-formed, so there is
// nothing past the prefix to look at), wherever the place falls in the kernel's blocks, its
// head block and its scalar tail.
TEST(MojibakeGate, TheKernelsOpenTheGateExactlyAtAPlace) {
    std::mt19937 rng(1124);
    for (const std::size_t size :
         {std::size_t{40}, std::size_t{200}, std::size_t{1500}, std::size_t{5000}}) {
        for (const bool sparse : {false, true}) {
            const std::string quiet = quietText(rng, size, sparse);
            for (std::size_t shift = 0; shift < 2; ++shift) {
                // Misaligned by `shift`, so that the head block and the blocks fall elsewhere.
                for (const std::string& place : places()) {
                    for (std::size_t at = 0; at <= quiet.size(); at += at < 300 ? 1 : 97) {
                        std::string text = std::string(shift, 'x') + quiet;
                        text.insert(boundary(text, std::min(text.size(), shift + at)), place);
                        for (const std::string& input : {text, std::string(shift, 'x') + quiet}) {
                            const Bytes in = bytesOf(input);
                            const bool expected = anyPlace(in, in.size());
                            for (const kernels::Kernel* k : kernels::availableKernels()) {
                                kernels::ClassCounts plain, gated;
                                const std::size_t n =
                                    k->countValidPrefix(in.data(), in.size(), plain);
                                bool gate = false;
                                ASSERT_EQ(
                                    k->countValidPrefixGated(in.data(), in.size(), gated, gate), n)
                                    << k->name;
                                ASSERT_EQ(n, in.size()) << k->name;
                                ASSERT_EQ(gated, plain) << k->name;
                                ASSERT_EQ(gate, gates(*k) ? expected : true)
                                    << k->name << ", size " << input.size() << ", place at " << at
                                    << " shifted " << shift;
                            }
                        }
                    }
                }
            }
        }
    }
}

// On text that is not well-formed the prefix stops early: the gate then covers at least every
// place inside the prefix (it may open for the octets of the block that ends it, which the
// scanner reports as malformed anyway), and the counts stay those of the plain call.
TEST(MojibakeGate, TheKernelsCoverThePrefixOfDamagedText) {
    std::mt19937 rng(2411);
    for (int round = 0; round < 3000; ++round) {
        std::string input = quietText(rng, rng() % 700);
        const std::size_t cuts = rng() % 4;
        for (std::size_t c = 0; c < cuts && !input.empty(); ++c) {
            const std::size_t at = rng() % input.size();
            switch (rng() % 4) {
            case 0:
                input[at] = static_cast<char>(0x80 + rng() % 0x80);
                break;
            case 1:
                input.insert(at, places()[rng() % places().size()]);
                break;
            case 2:
                input.insert(at, "\xE2\x82");
                break;
            default:
                input[at] = '?';
                break;
            }
        }
        const Bytes in = bytesOf(input);
        for (const kernels::Kernel* k : kernels::availableKernels()) {
            kernels::ClassCounts plain, gated;
            const std::size_t n = k->countValidPrefix(in.data(), in.size(), plain);
            bool gate = false;
            ASSERT_EQ(k->countValidPrefixGated(in.data(), in.size(), gated, gate), n) << k->name;
            ASSERT_EQ(gated, plain) << k->name;
            if (anyPlace(in, n)) {
                ASSERT_TRUE(gate) << k->name << ", round " << round << ", prefix " << n;
            }
            // An open gate stays open, and the count is the same.
            kernels::ClassCounts again;
            bool open = true;
            ASSERT_EQ(k->countValidPrefixGated(in.data(), in.size(), again, open), n) << k->name;
            ASSERT_EQ(again, plain) << k->name;
            ASSERT_TRUE(open) << k->name;
        }
    }
}

// The scanner, watching the gate, calls a chunk of well-formed text quiet exactly when it holds
// no place but at its first octet, however the chunks cut the characters; a chunk with a
// malformed unit is never quiet.
TEST(MojibakeGate, TheScannerCallsAChunkQuietExactlyWhenItHoldsNoPlace) {
    std::mt19937 rng(7);
    for (const kernels::Kernel* k : kernels::availableKernels()) {
        for (int round = 0; round < 40; ++round) {
            std::string input = quietText(rng, 20000);
            for (int p = static_cast<int>(rng() % 4); p > 0; --p)
                input.insert(boundary(input, rng() % input.size()),
                             places()[rng() % places().size()]);
            const bool damaged = round % 4 == 3;
            std::size_t badAt = 0;
            if (damaged) {
                badAt = rng() % input.size();
                input[badAt] = '\xFF';
            }
            const Bytes in = bytesOf(input);
            Scanner scanner(Profile::Rfc3629, *k);
            scanner.setWatchGate(true);
            for (std::size_t at = 0; at < in.size();) {
                const std::size_t size = std::min<std::size_t>(in.size() - at, 1 + rng() % 3000);
                const Bytes chunk(in.begin() + static_cast<std::ptrdiff_t>(at),
                                  in.begin() + static_cast<std::ptrdiff_t>(at + size));
                scanner.feed(chunk);
                if (!gates(*k)) {
                    ASSERT_FALSE(scanner.quietChunk()) << k->name;
                } else if (damaged && badAt >= at && badAt < at + size) {
                    ASSERT_FALSE(scanner.quietChunk()) << k->name << " at " << at;
                } else if (!damaged) {
                    ASSERT_EQ(scanner.quietChunk(), !anyPlace(chunk, chunk.size()))
                        << k->name << ", round " << round << ", chunk at " << at << " of " << size;
                }
                at += size;
            }
            scanner.finish();
        }
    }
}

// A malformed unit near the end of a chunk is left for the next chunk to decide; the places
// after it are still looked at, in that chunk and in the next.
TEST(MojibakeGate, AChunkIsNeverQuietWithAPlaceAfterDamageAtItsEnd) {
    std::mt19937 rng(5);
    const std::string before = quietText(rng, 3000, true);
    for (const kernels::Kernel* k : kernels::availableKernels()) {
        for (const char* damage : {"\xFF", "\xE2\x82", "\xC0\x80", "\xED\xA0\x80"}) {
            for (const std::string& place : places()) {
                const std::string input = before + damage + place.substr(1) + before;
                const Bytes in = bytesOf(input);
                for (std::size_t end = before.size() + 1; end < before.size() + 12; ++end) {
                    Scanner scanner(Profile::Rfc3629, *k);
                    scanner.setWatchGate(true);
                    const Bytes first(in.begin(), in.begin() + static_cast<std::ptrdiff_t>(end));
                    scanner.feed(first);
                    if (anyPlace(first, first.size())) {
                        EXPECT_FALSE(scanner.quietChunk()) << k->name << ", chunk of " << end;
                    }
                    const Bytes second(in.begin() + static_cast<std::ptrdiff_t>(end), in.end());
                    scanner.feed(second);
                    if (anyPlace(second, second.size())) {
                        EXPECT_FALSE(scanner.quietChunk()) << k->name << ", chunk of " << end;
                    }
                    scanner.finish();
                }
            }
        }
    }
}

// A part of a split scan stops at a unit boundary; a scanner stopped inside a character still
// decides that character whole, and looks at its octets past the stop.
TEST(MojibakeGate, ACharacterAcrossTheStopIsLookedAt) {
    std::mt19937 rng(3);
    const std::string before = quietText(rng, 500, true);
    for (const kernels::Kernel* k : kernels::availableKernels()) {
        for (const std::string& character : {std::string("\xC2\x85"), std::string("\xC2\xA0")}) {
            const std::string input = before + character + "abcde";
            const Bytes in = bytesOf(input);
            const std::uint64_t stop = before.size() + 1; // inside the character
            Scanner scanner(Profile::Rfc3629, *k);
            scanner.restart(0, stop);
            scanner.setWatchGate(true);
            scanner.feed(Bytes(in.begin(), in.begin() + static_cast<std::ptrdiff_t>(stop + 5)));
            EXPECT_EQ(scanner.quietChunk(), gates(*k) && character[1] == '\xA0') << k->name;
            scanner.finish();
        }
    }
}

std::vector<MojibakeHints::Range> hintsOf(const Bytes& in, const kernels::Kernel& k,
                                          std::size_t chunkSize, unsigned threads, bool gate) {
    const MemorySource source(in);
    ScanOptions options;
    options.kernel = &k;
    options.threads = threads;
    options.chunkSize = chunkSize;
    options.mojibakeHints = true;
    options.mojibakeGate = gate;
    const ScanResult scan = scanSource(source, Profile::Rfc3629, options);
    EXPECT_TRUE(scan.mojibakeHints && scan.mojibakeHints->complete());
    return scan.mojibakeHints ? scan.mojibakeHints->ranges() : std::vector<MojibakeHints::Range>{};
}

// A place the filter hints, at every offset of a stretch of chunk 2 of quiet text (so at every
// offset in the kernel's blocks, and at the chunk's edges): the scan with the gate leaves the
// hints of the scan without it, and those hold the place.
TEST(MojibakeGate, TheHintsStayTheSameWhereverThePlaceFalls) {
    std::mt19937 rng(99);
    constexpr std::size_t kChunk = 4096;
    for (const bool sparse : {false, true}) {
        const std::string quiet = quietText(rng, 3 * kChunk, sparse);
        for (const kernels::Kernel* k : kernels::availableKernels()) {
            for (const std::string& place : places()) {
                for (std::size_t at = kChunk - 80; at < kChunk + 200; ++at) {
                    std::string text = quiet;
                    const std::size_t where = boundary(text, at);
                    text.insert(where, place);
                    const Bytes in = bytesOf(text);
                    const auto with = hintsOf(in, *k, kChunk, 1, true);
                    ASSERT_EQ(with, hintsOf(in, *k, kChunk, 1, false))
                        << k->name << ", place at " << where;
                    bool found = false;
                    for (const MojibakeHints::Range& r : with)
                        found = found || (r.from <= where + place.size() - 2 && r.to > where + 1);
                    ASSERT_TRUE(found) << k->name << ", place at " << where;
                }
            }
        }
    }
}

// Random text from the corpus, clean and damaged, in random chunks and on 1-3 threads: the same
// hints with the gate and without.
TEST(MojibakeGate, TheHintsStayTheSameOnAnyText) {
    std::mt19937 rng(20261124);
    const auto& sentences = corpus::tunedSentences();
    const auto codecs = Codec::all();
    for (int round = 0; round < 40; ++round) {
        std::string input;
        const std::size_t target = 20000 + rng() % 200000;
        while (input.size() < target) {
            switch (rng() % 8) {
            case 0:
                input += corpus::reencode(sentences[rng() % sentences.size()].text,
                                          codecs[rng() % codecs.size()]);
                break;
            case 1:
                input += places()[rng() % places().size()];
                break;
            case 2:
                input += static_cast<char>(0x80 + rng() % 0x80);
                break;
            case 3:
            case 4:
                input += quietText(rng, rng() % 9000);
                break;
            default:
                input += sentences[rng() % sentences.size()].text + (rng() % 3 ? " " : "\n");
                break;
            }
        }
        const Bytes in = bytesOf(input);
        const std::size_t chunk = 4096 + rng() % 20000;
        const auto threads = static_cast<unsigned>(1 + rng() % 3);
        for (const kernels::Kernel* k : kernels::availableKernels()) {
            ASSERT_EQ(hintsOf(in, *k, chunk, threads, true), hintsOf(in, *k, chunk, threads, false))
                << k->name << ", round " << round;
        }
    }
}

} // namespace
} // namespace u8scope
