// Throughput of the kernels (kernels.h), the mojibake engine's filter included, on inputs larger
// than the caches, as a real scan sees them. Every kernel runs in the same process on the same
// inputs, so bytes/s read as ratios to the scalar kernel, the straightforward RFC 3629 loop.
// Inputs are generated here from fixed seeds, so every run measures the same octets. Throughput
// is per CPU second, which the other work on a shared machine disturbs less than wall-clock time.
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/scan/kernels.h"
#include "u8scope/scan/scanner.h"
#include "u8scope/text/hiddenscanner.h"

#include <algorithm>
#include <benchmark/benchmark.h>
#include <bit>
#include <cstdint>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace {

using u8scope::CodePoint;
using u8scope::kernels::Kernel;
using Bytes = std::vector<std::uint8_t>;

// 64 MiB: twice the last-level cache of the machines we measure on, so octets come from memory as
// in a scan of a large file.
constexpr std::size_t kInputSize = 64u << 20;
// Small enough to stay in L2: what the kernels do when memory is not the limit.
constexpr std::size_t kInCacheSize = 256u << 10;

// The first `size` octets of well-formed text, with a sequence cut short by the end blanked out.
Bytes wholeSequences(const Bytes& text, std::size_t size) {
    Bytes out(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(size));
    std::size_t lead = size;
    while (lead > 0 && (out[lead - 1] & 0xC0) == 0x80)
        --lead;
    if (lead > 0) {
        --lead;
        const auto length = static_cast<std::size_t>(u8scope::announcedLength(out[lead]));
        if (lead + length > size)
            std::fill(out.begin() + static_cast<std::ptrdiff_t>(lead), out.end(), ' ');
    }
    return out;
}

class TextWriter {
public:
    explicit TextWriter(std::uint32_t seed) : m_rng(seed) {}

    [[nodiscard]] std::uint32_t below(std::uint32_t n) {
        return static_cast<std::uint32_t>(m_rng() % n);
    }
    [[nodiscard]] bool chance(std::uint32_t percent) { return below(100) < percent; }
    void put(CodePoint cp) {
        const auto e = u8scope::encode(cp);
        m_out.insert(m_out.end(), e.bytes().begin(), e.bytes().end());
    }
    void putAny(std::initializer_list<CodePoint> choices) {
        put(*(choices.begin() + below(static_cast<std::uint32_t>(choices.size()))));
    }
    void putRange(CodePoint first, CodePoint last) { put(first + below(last - first + 1)); }
    [[nodiscard]] std::size_t size() const { return m_out.size(); }
    Bytes take(std::size_t size) const { return wholeSequences(m_out, size); }

private:
    std::mt19937 m_rng;
    Bytes m_out;
};

// Words in one script, then a space or punctuation; paragraphs end with a newline.
enum class Script { English, Latin, Greek, Cyrillic, Cjk, Emoji };

void writeWord(TextWriter& w, Script script) {
    const std::uint32_t length = 2 + w.below(7);
    for (std::uint32_t i = 0; i < length; ++i) {
        switch (script) {
        case Script::English:
            w.putRange('a', 'z');
            break;
        case Script::Latin: // French / German / Spanish: mostly ASCII letters, some accented
            if (w.chance(10)) {
                w.putAny({0xE9, 0xE8, 0xE0, 0xE7, 0xFC, 0xF6, 0xE4, 0xDF, 0xF1, 0xED, 0xF3, 0xFA,
                          0xEA, 0xE2, 0x153});
            } else {
                w.putRange('a', 'z');
            }
            break;
        case Script::Greek:
            w.putRange(0x3B1, 0x3C9);
            break;
        case Script::Cyrillic:
            w.putRange(0x430, 0x44F);
            break;
        case Script::Cjk: // Han, with some kana
            if (w.chance(20)) {
                w.putRange(0x3041, 0x3093);
            } else {
                w.putRange(0x4E00, 0x9FFF);
            }
            break;
        case Script::Emoji:
            if (w.chance(50)) {
                w.putRange(0x1F600, 0x1F64F);
            } else {
                w.putRange(0x1F300, 0x1F5FF);
            }
            break;
        }
    }
    if (script == Script::Cjk) {
        w.putAny({0xFF0C, 0x3001, 0x3002, 0x4E00 + 0x100});
    } else if (w.chance(10)) {
        w.putAny({'.', ',', ';', '!', '?'});
        w.put(' ');
    } else {
        w.put(' ');
    }
}

Bytes asciiText() {
    TextWriter w(1);
    while (w.size() < kInputSize) {
        for (int i = 0; i < 80; ++i)
            writeWord(w, Script::English);
        w.put('\n');
    }
    return w.take(kInputSize);
}

// Paragraphs in different scripts, with the odd emoji, as in a multilingual document or chat log.
Bytes mixedText() {
    TextWriter w(2);
    constexpr Script kScripts[] = {Script::English,  Script::Latin, Script::Latin, Script::Greek,
                                   Script::Cyrillic, Script::Cjk,   Script::Cjk};
    while (w.size() < kInputSize) {
        const Script script = kScripts[w.below(std::size(kScripts))];
        const std::uint32_t words = 20 + w.below(60);
        for (std::uint32_t i = 0; i < words; ++i) {
            writeWord(w, w.chance(3) ? Script::Emoji : script);
        }
        w.put('\n');
    }
    return w.take(kInputSize);
}

// Western European prose as the mojibake gate sees it: accented letters, never two side by side
// and never before "?", so that the gate (kernels.h) finds no place.
Bytes quietLatinText() {
    TextWriter w(6);
    bool afterAccent = false;
    while (w.size() < kInputSize) {
        for (int i = 0; i < 80; ++i) {
            const std::uint32_t length = 2 + w.below(7);
            for (std::uint32_t k = 0; k < length; ++k) {
                afterAccent = !afterAccent && w.chance(10);
                if (afterAccent)
                    w.putAny({0xE9, 0xE8, 0xE0, 0xE7, 0xFC, 0xF6, 0xE4, 0xDF, 0xF1, 0xF3, 0x153});
                else
                    w.putRange('a', 'z');
            }
            w.put(afterAccent || !w.chance(10) ? ' ' : '.');
            afterAccent = false;
        }
        w.put('\n');
    }
    return w.take(kInputSize);
}

Bytes cjkText() {
    TextWriter w(3);
    while (w.size() < kInputSize) {
        for (int i = 0; i < 40; ++i)
            writeWord(w, w.chance(5) ? Script::English : Script::Cjk);
        w.put('\n');
    }
    return w.take(kInputSize);
}

Bytes emojiText() {
    TextWriter w(4);
    while (w.size() < kInputSize) {
        for (int i = 0; i < 40; ++i)
            writeWord(w, w.chance(30) ? Script::English : Script::Emoji);
        w.put('\n');
    }
    return w.take(kInputSize);
}

// Lines that mix scripts, as code with comments in Russian or a bilingual text does: Latin words
// beside Cyrillic or Greek ones in every line, and a hidden character now and then (a ZWSP, an
// RLM, a no-break space). The hidden-character scan walks each such line character by
// character, where it passes over a line of one script in one quick pass.
Bytes mixedLinesText() {
    TextWriter w(7);
    while (w.size() < kInputSize) {
        const Script other = w.chance(50) ? Script::Cyrillic : Script::Greek;
        for (int i = 0; i < 12; ++i) {
            writeWord(w, w.chance(40) ? other : Script::English);
            if (w.chance(2))
                w.putAny({0x200B, 0x200F, 0xA0});
        }
        w.put('\n');
    }
    return w.take(kInputSize);
}

// Mixed text with an octet about every `spacing` octets replaced by one that breaks it.
const Bytes& input(const std::string& name);

Bytes mixedWithErrors(std::size_t spacing) {
    Bytes text = input("mixed");
    std::mt19937 rng(static_cast<std::uint32_t>(spacing));
    constexpr std::uint8_t kBreakers[] = {0xFF, 0x80, 0xC0, 0xF5, 0xED};
    for (std::size_t at = spacing / 2; at < text.size(); at += spacing) {
        const std::size_t jitter = rng() % (spacing / 2 + 1);
        const std::size_t i = std::min(text.size() - 1, at - spacing / 4 + jitter);
        text[i] = kBreakers[rng() % std::size(kBreakers)];
    }
    return text;
}

// Random octets (about half of them malformed units), as in compressed or encrypted data.
Bytes randomOctets() {
    Bytes out(kInputSize);
    std::mt19937_64 rng(5);
    for (std::size_t i = 0; i < out.size(); i += 8) {
        const std::uint64_t r = rng();
        for (std::size_t k = 0; k < 8; ++k)
            out[i + k] = static_cast<std::uint8_t>(r >> (8 * k));
    }
    return out;
}

// Mixed text with every 10th octet replaced by FF.
Bytes mixedWithFfEvery10() {
    Bytes text = input("mixed");
    for (std::size_t i = 9; i < text.size(); i += 10)
        text[i] = 0xFF;
    return text;
}

const Bytes& input(const std::string& name) {
    static std::map<std::string, Bytes> cache;
    auto it = cache.find(name);
    if (it != cache.end())
        return it->second;
    static const std::map<std::string, std::function<Bytes()>> makers = {
        {"ascii", asciiText},
        {"mixed", mixedText},
        {"mixed-in-cache", [] { return wholeSequences(input("mixed"), kInCacheSize); }},
        {"cjk", cjkText},
        {"quiet-latin", quietLatinText},
        {"emoji", emojiText},
        {"mixed-lines", mixedLinesText},
        {"mixed-error-every-1000", [] { return mixedWithErrors(1000); }},
        {"mixed-error-every-10", [] { return mixedWithErrors(10); }},
        {"random", randomOctets},
        {"mixed-ff-every-10", mixedWithFfEvery10},
        {"ff", [] { return Bytes(kInputSize, 0xFF); }},
    };
    return cache.emplace(name, makers.at(name)()).first->second;
}

void setThroughput(benchmark::State& state, std::size_t bytes) {
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                            static_cast<std::int64_t>(bytes));
}

// The valid-text benchmarks measure nothing if a kernel stops early.
bool wellFormed(benchmark::State& state, const Kernel* k, const Bytes& in) {
    if (k->validPrefix(in.data(), in.size()) == in.size())
        return true;
    state.SkipWithError("the kernel stops before the end of this well-formed input");
    return false;
}

void validPrefix(benchmark::State& state, const Kernel* k, const std::string& name) {
    const Bytes& in = input(name);
    if (!wellFormed(state, k, in))
        return;
    for (auto _ : state)
        benchmark::DoNotOptimize(k->validPrefix(in.data(), in.size()));
    setThroughput(state, in.size());
}

void countValidPrefix(benchmark::State& state, const Kernel* k, const std::string& name) {
    const Bytes& in = input(name);
    if (!wellFormed(state, k, in))
        return;
    u8scope::kernels::ClassCounts counts;
    for (auto _ : state) {
        counts = {};
        benchmark::DoNotOptimize(k->countValidPrefix(in.data(), in.size(), counts));
        benchmark::DoNotOptimize(counts);
    }
    setThroughput(state, in.size());
    // What the input is made of: the share of octets in 1-octet sequences.
    state.counters["ascii%"] =
        100.0 * static_cast<double>(counts.ascii) / static_cast<double>(in.size());
}

// countValidPrefix with the mojibake gate, beside countValidPrefix: what the gate costs the
// kernel, watched all along (ASCII and quiet Latin hold no gate place), or only up to the first
// place (mixed scripts hold one in their first lines).
void countValidPrefixGated(benchmark::State& state, const Kernel* k, const std::string& name) {
    const Bytes& in = input(name);
    if (!wellFormed(state, k, in))
        return;
    u8scope::kernels::ClassCounts counts;
    bool gate = false;
    for (auto _ : state) {
        counts = {};
        gate = false;
        benchmark::DoNotOptimize(k->countValidPrefixGated(in.data(), in.size(), counts, gate));
        benchmark::DoNotOptimize(counts);
    }
    setThroughput(state, in.size());
    if (gate && name != "mixed" && k->name != "scalar" && k->name != "sse4")
        state.SkipWithError("the input holds a gate place: the gate was not watched all along");
}

void classifyValid(benchmark::State& state, const Kernel* k, const std::string& name) {
    const Bytes& in = input(name);
    if (!wellFormed(state, k, in))
        return;
    std::vector<u8scope::OctetClass> out(in.size());
    for (auto _ : state) {
        k->classifyValid(in.data(), in.size(), out.data());
        benchmark::ClobberMemory();
    }
    setThroughput(state, in.size());
}

// The dense-error path alone (Kernel::scanBlocks) over the whole input, counting every unit by
// popcount; with `bits`, also writing the ErrorBits of every block with an error, as the
// scanner does for a sink that builds an index.
void scanBlocks(benchmark::State& state, const Kernel* k, const std::string& name, bool bits) {
    const Bytes& in = input(name);
    std::vector<u8scope::ErrorBits> out(bits ? 64 : 0);
    u8scope::kernels::UnitCounts counts;
    for (auto _ : state) {
        counts = {};
        std::size_t at = 0;
        while (true) {
            u8scope::kernels::BlockScan scan;
            scan.data = in.data() + at;
            scan.size = in.size() - at;
            scan.limit = scan.size;
            scan.offset = at;
            scan.maxBlocks = bits ? out.size() : SIZE_MAX;
            scan.bits = bits ? out.data() : nullptr;
            k->scanBlocks(scan);
            counts.ascii += scan.counts.ascii;
            for (int e = 0; e < u8scope::kErrorKindCount; ++e)
                counts.errors[e] += scan.counts.errors[e];
            if (scan.end == 0)
                break;
            at += scan.end;
            benchmark::DoNotOptimize(out.data());
        }
        benchmark::DoNotOptimize(counts);
    }
    setThroughput(state, in.size());
    std::uint64_t errors = 0;
    for (auto e : counts.errors)
        errors += e;
    state.counters["errors"] = static_cast<double>(errors);
}

void countDense(benchmark::State& state, const Kernel* k, const std::string& name) {
    scanBlocks(state, k, name, false);
}

void scanDenseBits(benchmark::State& state, const Kernel* k, const std::string& name) {
    scanBlocks(state, k, name, true);
}

// The mojibake engine's filter (core/src/mojibake/suspects.h) as the background scan runs it:
// every place in 64 KiB stretches at a time (collectSuspects).
void collectSuspects(benchmark::State& state, const Kernel* k, const std::string& name) {
    const Bytes& in = input(name);
    constexpr std::size_t kStretch = std::size_t{64} << 10;
    const auto collect = k->collectSuspects;
    std::vector<std::size_t> places;
    std::size_t found = 0;
    for (auto _ : state) {
        found = 0;
        for (std::size_t begin = 1; begin < in.size(); begin += kStretch) {
            places.clear();
            collect(in.data(), begin, std::min(in.size(), begin + kStretch), in.size(), places);
            found += places.size();
        }
        benchmark::DoNotOptimize(found);
    }
    setThroughput(state, in.size());
    state.counters["places"] = static_cast<double>(found);
}

// The same places as the engine walks to them, one call each (findSuspect).
void findSuspects(benchmark::State& state, const Kernel* k, const std::string& name) {
    const Bytes& in = input(name);
    const auto find = k->findSuspect;
    std::size_t found = 0;
    for (auto _ : state) {
        found = 0;
        for (std::size_t q = find(in.data(), 0, in.size()); q < in.size();
             q = find(in.data(), q, in.size()))
            ++found;
        benchmark::DoNotOptimize(found);
    }
    setThroughput(state, in.size());
    state.counters["places"] = static_cast<double>(found);
}

// How the scanner finds every error: the kernel up to the next error, the decoder over the
// malformed unit, then the kernel again right after it.
std::size_t countErrors(const Kernel& k, const Bytes& in) {
    std::size_t errors = 0;
    std::size_t at = 0;
    while (true) {
        at += k.validPrefix(in.data() + at, in.size() - at);
        if (at >= in.size())
            break;
        ++errors;
        const std::size_t n = std::min<std::size_t>(u8scope::kMaxSequenceLength, in.size() - at);
        at += u8scope::decodeUnit(std::span<const std::uint8_t>(in.data() + at, n),
                                  u8scope::Profile::Rfc3629)
                  .length;
    }
    return errors;
}

void findErrors(benchmark::State& state, const Kernel* k, const std::string& name) {
    const Bytes& in = input(name);
    std::size_t errors = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(errors = countErrors(*k, in));
    setThroughput(state, in.size());
    state.counters["errors"] = static_cast<double>(errors);
}

// The core's whole scan (scanner.h) as the command line and the GUI run it: 4 MiB chunks, every
// octet counted by class and every malformed unit found. The baseline is the straightforward
// scalar decoder loop over the same chunks, one unit at a time.
class CountingSink final : public u8scope::ErrorSink {
public:
    void onErrors(const u8scope::Unit&, std::uint64_t count,
                  const u8scope::ErrorContext&) override {
        errors += count;
    }
    void onErrorBits(std::span<const u8scope::ErrorBits> blocks) override {
        for (const auto& b : blocks)
            errors += static_cast<std::uint64_t>(std::popcount(b.all()));
    }
    [[nodiscard]] bool wantsContext() const noexcept override { return false; }
    std::uint64_t errors = 0;
};

constexpr std::size_t kScanChunk = 4u << 20;

// With `sink`, every malformed unit is sent to it (as the window's error index gets them);
// without, the scan only counts (as `u8scope-cli scan --max-errors 0` and `check` do).
void scanWith(benchmark::State& state, const Kernel* k, const std::string& name, bool withSink) {
    const Bytes& in = input(name);
    CountingSink sink;
    u8scope::ErrorSink* const target = withSink ? &sink : nullptr;
    std::uint64_t errors = 0;
    for (auto _ : state) {
        sink.errors = 0;
        u8scope::Scanner scanner(u8scope::Profile::Rfc3629, *k);
        for (std::size_t at = 0; at < in.size(); at += kScanChunk) {
            scanner.feed(
                std::span<const std::uint8_t>(in).subspan(at, std::min(kScanChunk, in.size() - at)),
                target);
        }
        scanner.finish(target);
        errors = scanner.stats().errors;
        benchmark::DoNotOptimize(scanner.stats());
    }
    setThroughput(state, in.size());
    state.counters["errors"] = static_cast<double>(errors);
}

void scan(benchmark::State& state, const Kernel* k, const std::string& name) {
    scanWith(state, k, name, true);
}

void scanCounting(benchmark::State& state, const Kernel* k, const std::string& name) {
    scanWith(state, k, name, false);
}

// The hidden-character scan (hiddenscanner.h) alone, counting by class, in the scan's chunks.
void hidden(benchmark::State& state, const Kernel* k, const std::string& name) {
    const Bytes& in = input(name);
    std::uint64_t found = 0;
    for (auto _ : state) {
        u8scope::HiddenScanner scanner(*k);
        for (std::size_t at = 0; at < in.size(); at += kScanChunk) {
            scanner.feed(std::span<const std::uint8_t>(in).subspan(
                at, std::min(kScanChunk, in.size() - at)));
        }
        scanner.finish();
        found = scanner.counts().total();
        benchmark::DoNotOptimize(found);
    }
    setThroughput(state, in.size());
    state.counters["found"] = static_cast<double>(found);
}

void plainAsciiPrefix(benchmark::State& state, const Kernel* k, const std::string& name) {
    const Bytes& in = input(name);
    for (auto _ : state) {
        std::uint64_t lines = 0;
        std::size_t lineStart = 0;
        const std::size_t n = k->plainAsciiPrefix(in.data(), in.size(), lines, lineStart);
        benchmark::DoNotOptimize(n);
        benchmark::DoNotOptimize(lines);
    }
    setThroughput(state, in.size());
}

void decoderLoop(benchmark::State& state, const std::string& name) {
    const Bytes& in = input(name);
    std::uint64_t errors = 0;
    for (auto _ : state) {
        errors = 0;
        std::uint64_t characters = 0;
        u8scope::Decoder decoder(u8scope::Profile::Rfc3629);
        const auto sink = [&](const u8scope::Unit& u) { u.valid() ? ++characters : ++errors; };
        for (std::size_t at = 0; at < in.size(); at += kScanChunk) {
            decoder.feed(
                std::span<const std::uint8_t>(in).subspan(at, std::min(kScanChunk, in.size() - at)),
                sink);
        }
        decoder.finish(sink);
        benchmark::DoNotOptimize(characters);
    }
    setThroughput(state, in.size());
    state.counters["errors"] = static_cast<double>(errors);
}

} // namespace

int main(int argc, char** argv) {
    using Fn = void (*)(benchmark::State&, const Kernel*, const std::string&);
    // Every available kernel, then the one the dispatcher picks, under its own name.
    std::vector<std::pair<std::string, const Kernel*>> kernels;
    for (const Kernel* k : u8scope::kernels::availableKernels()) {
        kernels.emplace_back(std::string(k->name), k);
    }
    kernels.emplace_back("best", &u8scope::kernels::bestKernel());

    const auto add = [&](const char* what, Fn fn, std::initializer_list<const char*> inputs) {
        for (const char* name : inputs) {
            for (const auto& [kernelName, k] : kernels) {
                const std::string id = std::string(what) + "/" + name + "/" + kernelName;
                benchmark::RegisterBenchmark(id.c_str(), fn, k, std::string(name))
                    ->Unit(benchmark::kMillisecond);
            }
        }
    };
    add("validPrefix", validPrefix, {"ascii", "mixed", "cjk", "emoji", "mixed-in-cache"});
    add("countValidPrefix", countValidPrefix, {"ascii", "quiet-latin", "mixed", "cjk", "emoji"});
    add("countValidPrefixGated", countValidPrefixGated, {"ascii", "quiet-latin", "mixed"});
    add("classifyValid", classifyValid, {"mixed"});
    add("findErrors", findErrors, {"mixed-error-every-1000", "mixed-error-every-10"});
    add("countDense", countDense, {"random", "mixed-ff-every-10", "ff", "mixed"});
    add("scanDenseBits", scanDenseBits, {"random", "mixed-ff-every-10"});
    add("collectSuspects", collectSuspects, {"ascii", "quiet-latin", "mixed", "cjk"});
    add("findSuspects", findSuspects, {"quiet-latin", "mixed", "cjk"});
    const auto scanInputs = {"mixed",  "mixed-error-every-1000", "mixed-error-every-10",
                             "random", "mixed-ff-every-10",      "ff"};
    for (const char* name : scanInputs) {
        benchmark::RegisterBenchmark((std::string("scan/") + name + "/decoder-loop").c_str(),
                                     decoderLoop, std::string(name))
            ->Unit(benchmark::kMillisecond);
    }
    add("scan", scan, scanInputs);
    add("scanCounting", scanCounting, scanInputs);
    add("plainAsciiPrefix", plainAsciiPrefix, {"ascii"});
    add("hidden", hidden, {"ascii", "mixed", "cjk", "emoji", "mixed-lines"});

    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
