// Throughput of the mojibake engine (mojibake.h) on clean and damaged text larger than the
// caches, beside the UTF-8 scanner (scanner.h) on the same octets, in the same run: the ratio
// says what looking for mojibake adds to a scan. Inputs are made here from fixed seeds and
// sentences, fed in 4 MiB chunks as the command line and the window read files.
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/encoding/legacycodec.h"
#include "u8scope/file/source.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/scan/scanner.h"

#include <benchmark/benchmark.h>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <unistd.h>

namespace {

using Bytes = std::vector<std::uint8_t>;

constexpr std::size_t kInputSize = 64u << 20;
constexpr std::size_t kChunk = 4u << 20;

const char* const kEnglish[] = {
    "The meeting was moved to Thursday afternoon because of the storm.",
    "Please send the report before the end of the week, if you can.",
    "She opened the window and listened to the rain for a while.",
};
const char* const kLatin[] = {
    "Le café de la gare est fermé le dimanche, mais l'hôtel reste ouvert.",
    "A condição do pão e a ação do órgão não são iguais.",
    "Die Straße vor dem Rathaus ist für Fußgänger gesperrt.",
    "El niño pidió más información sobre la excursión del miércoles.",
    "Zażółć gęślą jaźń, powiedział nauczyciel z uśmiechem.",
};
const char* const kCyrillic[] = {
    "Москва - столица России, и в ней живёт много людей.",
    "Съешь же ещё этих мягких французских булок да выпей чаю.",
    "Київ - столиця України, де живе багато людей.",
};
// Ordinary running text, beside the dense sentences above (two of the five Latin ones, Polish
// and Portuguese, put accented letters side by side; the Cyrillic ones hold a pair KOI8-R reads
// back every 140 octets): about as many accented letters, and as few "ё", as everyday prose.
const char* const kRussianProse[] = {
    "Утром на улице было холодно, и мы решили остаться дома.",
    "Отец читал газету, а мать готовила завтрак на кухне.",
    "После обеда дети пошли в парк, где играли до самого вечера.",
    "В городе открыли новую библиотеку, и теперь там всегда много людей.",
    "Мой брат работает инженером на большом заводе.",
    "Она давно хотела поехать к морю, но не было времени.",
    "На столе лежали книги, тетради и старая карта области.",
    "Поезд пришёл точно по расписанию, и нас встретили на вокзале.",
    "Вечером соседи пригласили нас на чай с пирогом.",
    "Эта история случилась много лет назад в маленькой деревне.",
    "Учитель попросил всех прочитать рассказ до понедельника.",
    "Мы долго говорили о работе, о планах и о погоде.",
};
const char* const kWesternProse[] = {
    "Nous avons passé la soirée chez des amis, près de la rivière.",
    "Le train pour Lyon partira avec un peu de retard ce matin.",
    "Elle a acheté du pain, du fromage et quelques fruits au marché.",
    "Am Wochenende fahren wir mit den Kindern an den See.",
    "Der Bericht muss bis Freitag fertig sein, sagte die Chefin.",
    "Nach dem Essen haben wir noch lange im Garten gesessen.",
    "Mañana vamos a visitar a mi abuela en el pueblo.",
    "El museo abre a las diez y cierra a las seis de la tarde.",
    "Compramos un coche nuevo porque el viejo ya no funcionaba.",
    "Domani andiamo al mare con i nostri amici di Milano.",
    "Il ristorante è chiuso il lunedì, ma apre presto il martedì.",
    "Abbiamo parlato a lungo del viaggio e delle vacanze.",
};
const char* const kOther[] = {
    "Η Αθήνα είναι η πρωτεύουσα της Ελλάδας.",
    "我们今天去北京参观故宫。这是一个简单的中文句子，用来测试。",
    "今日はとても良い天気ですね。東京駅で友達に会いました。",
    "She said “don’t worry” – it’s only €5 … really 👍",
};

std::string reencode(const std::string& text, u8scope::Codec codec) {
    std::string out;
    for (const char c : text)
        out += u8scope::encode(codec.decode(static_cast<std::uint8_t>(c))).text();
    return out;
}

// Lines of sentences drawn from `kinds`; every `damageEvery`-th line (0: none) read as
// windows-1252 and encoded again.
Bytes text(std::uint32_t seed, const std::vector<std::vector<const char*>>& kinds,
           int damageEvery) {
    std::mt19937 rng(seed);
    std::string out;
    out.reserve(kInputSize + 1024);
    for (int line = 1; out.size() < kInputSize; ++line) {
        std::string l;
        const auto& kind = kinds[rng() % kinds.size()];
        for (int s = 0; s < 3; ++s)
            l += std::string(kind[rng() % kind.size()]) + " ";
        if (damageEvery > 0 && line % damageEvery == 0)
            l = reencode(l, u8scope::Codec(u8scope::CodecId::Windows1252));
        out += l + "\n";
    }
    // End on a line feed, so no sequence is cut.
    out.resize(out.rfind('\n', kInputSize) + 1);
    return Bytes(out.begin(), out.end());
}

// What a hostile or broken file can hold, at its worst for the engine: one line with no white
// space (so one word as long as a piece), of "?", characters that stand for first octets in
// Latin-1, continuing octets as Latin-1 letters and C1 controls, and U+FFFD: most of it reads back
// as something, so nearly every character takes part in a finding. 4 MiB: the engine reads it a
// thousand times slower than clean text.
Bytes hostile(std::uint32_t seed) {
    std::mt19937 rng(seed);
    std::string out;
    while (out.size() < (4u << 20)) {
        const std::uint32_t kind = rng() % 4;
        const u8scope::CodePoint cp = kind == 0   ? '?'
                                      : kind == 1 ? 0xC0 + rng() % 64
                                      : kind == 2 ? 0x80 + rng() % 64
                                                  : u8scope::kReplacementCharacter;
        out += u8scope::encode(cp).text();
    }
    return Bytes(out.begin(), out.end());
}

// Text damaged throughout: Western European prose with every tenth octet replaced by FF, the
// dense-error text of the scan's benchmarks; each word with an FF is weighed as legacy octets
// through every codec. 4 MiB.
Bytes everyTenthFF(std::uint32_t seed) {
    std::mt19937 rng(seed);
    Bytes out;
    while (out.size() < (4u << 20)) {
        const std::string_view sentence = kWesternProse[rng() % std::size(kWesternProse)];
        out.insert(out.end(), sentence.begin(), sentence.end());
        out.push_back(rng() % 4 == 0 ? '\n' : ' ');
    }
    for (std::size_t i = 9; i < out.size(); i += 10)
        out[i] = 0xFF;
    return out;
}

// Binary data: random octets, as compressed or encrypted files hold them (about one in ten a
// control that text does not hold, and a line feed every 256 octets).
Bytes randomOctets(std::uint32_t seed) {
    std::mt19937 rng(seed);
    Bytes out(kInputSize);
    for (auto& b : out)
        b = static_cast<std::uint8_t>(rng());
    return out;
}

// The commonest file that is not UTF-8: prose in windows-1252, every accented letter one octet
// that is malformed in UTF-8. 4 MiB.
Bytes windows1252Prose(std::uint32_t seed) {
    std::mt19937 rng(seed);
    const u8scope::Codec codec(u8scope::CodecId::Windows1252);
    Bytes out;
    while (out.size() < (4u << 20)) {
        const std::string_view sentence = kWesternProse[rng() % std::size(kWesternProse)];
        for (std::size_t i = 0; i < sentence.size();) {
            const u8scope::Unit u = u8scope::decodeUnit(
                std::span(reinterpret_cast<const std::uint8_t*>(sentence.data()) + i,
                          sentence.size() - i),
                u8scope::Profile::Rfc3629);
            out.push_back(codec.encode(u.codePoint).value_or('?'));
            i += u.length;
        }
        out.push_back(rng() % 4 == 0 ? '\n' : ' ');
    }
    return out;
}

const Bytes& input(const std::string& name) {
    static std::map<std::string, Bytes> cache;
    if (auto it = cache.find(name); it != cache.end())
        return it->second;
    const std::vector<const char*> english(std::begin(kEnglish), std::end(kEnglish));
    const std::vector<const char*> latin(std::begin(kLatin), std::end(kLatin));
    const std::vector<const char*> cyrillic(std::begin(kCyrillic), std::end(kCyrillic));
    const std::vector<const char*> other(std::begin(kOther), std::end(kOther));
    static const std::map<std::string, std::function<Bytes()>> makers = {
        {"ascii", [&] { return text(1, {english}, 0); }},
        {"latin",
         [&] {
             return text(2, {latin, english}, 0);
         }},
        {"cyrillic", [&] { return text(3, {cyrillic}, 0); }},
        {"russian-prose",
         [&] {
             return text(8, {std::vector<const char*>(std::begin(kRussianProse),
                                                      std::end(kRussianProse))},
                         0);
         }},
        {"western-prose",
         [&] {
             return text(9,
                         {std::vector<const char*>(std::begin(kWesternProse),
                                                   std::end(kWesternProse)),
                          english},
                         0);
         }},
        {"mixed",
         [&] {
             return text(4, {english, latin, cyrillic, other}, 0);
         }},
        {"mixed-damaged-1-in-100",
         [&] {
             return text(5, {english, latin, cyrillic, other}, 100);
         }},
        {"mixed-damaged-1-in-10",
         [&] {
             return text(6, {english, latin, cyrillic, other}, 10);
         }},
        {"mixed-damaged-all",
         [&] {
             return text(7, {english, latin, cyrillic, other}, 1);
         }},
        {"hostile-one-line", [] { return hostile(10); }},
        {"random", [] { return randomOctets(12); }},
        {"every-tenth-ff", [] { return everyTenthFF(13); }},
        {"windows-1252-prose", [] { return windows1252Prose(11); }},
    };
    return cache.emplace(name, makers.at(name)()).first->second;
}

void setThroughput(benchmark::State& state, std::size_t bytes) {
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                            static_cast<std::int64_t>(bytes));
}

class CountFindings final : public u8scope::MojibakeSink {
public:
    void onFinding(const u8scope::MojibakeFinding&) override { ++count; }
    std::uint64_t count = 0;
};

void mojibake(benchmark::State& state, const std::string& name) {
    const Bytes& data = input(name);
    std::uint64_t findings = 0;
    for (auto _ : state) {
        CountFindings sink;
        u8scope::MojibakeScanner scanner;
        for (std::size_t at = 0; at < data.size(); at += kChunk)
            scanner.feed(std::span(data).subspan(at, std::min(kChunk, data.size() - at)), &sink);
        scanner.finish(&sink);
        findings = sink.count;
        benchmark::DoNotOptimize(findings);
    }
    state.counters["findings"] = static_cast<double>(findings);
    setThroughput(state, data.size());
}

void scan(benchmark::State& state, const std::string& name) {
    const Bytes& data = input(name);
    for (auto _ : state) {
        u8scope::Scanner scanner;
        for (std::size_t at = 0; at < data.size(); at += kChunk)
            scanner.feed(std::span(data).subspan(at, std::min(kChunk, data.size() - at)));
        scanner.finish();
        benchmark::DoNotOptimize(scanner.stats().characters);
    }
    setThroughput(state, data.size());
}

// The window's background work on a file: the scan and the mojibake engine given the same
// chunks one after the other, in one loop. When the engine found something, the window reads the
// file a second time with the first pass's evidence (`twoPasses`), as `u8scope-cli mojibake`
// does, unless that evidence would decide no tie otherwise (MojibakeTies); a file without
// mojibake is read once. `passes` counts the engine's passes.
void scanAndMojibake(benchmark::State& state, const std::string& name, bool twoPasses) {
    const Bytes& data = input(name);
    std::uint64_t findings = 0;
    int passes = 0;
    for (auto _ : state) {
        u8scope::Scanner scanner;
        CountFindings sink;
        u8scope::MojibakeScanner survey;
        for (std::size_t at = 0; at < data.size(); at += kChunk) {
            const auto chunk = std::span(data).subspan(at, std::min(kChunk, data.size() - at));
            scanner.feed(chunk);
            survey.feed(chunk, &sink);
        }
        scanner.finish();
        survey.finish(&sink);
        findings = sink.count;
        passes = 1;
        if (twoPasses && findings > 0 && !survey.stats().ties.holdWith(survey.stats().votes)) {
            passes = 2;
            u8scope::MojibakeOptions options;
            options.codecVotes = survey.stats().votes;
            CountFindings again;
            u8scope::MojibakeScanner second(options);
            for (std::size_t at = 0; at < data.size(); at += kChunk)
                second.feed(std::span(data).subspan(at, std::min(kChunk, data.size() - at)),
                            &again);
            second.finish(&again);
            findings = again.count;
        }
        benchmark::DoNotOptimize(scanner.stats().characters);
        benchmark::DoNotOptimize(findings);
    }
    state.counters["findings"] = static_cast<double>(findings);
    state.counters["passes"] = passes;
    setThroughput(state, data.size());
}

const u8scope::MemorySource& source(const std::string& name) {
    static std::map<std::string, std::unique_ptr<u8scope::MemorySource>> cache;
    auto& s = cache[name];
    if (!s)
        s = std::make_unique<u8scope::MemorySource>(input(name));
    return *s;
}

// The same input in a file of its own under TMPDIR (or /tmp), read as the window reads files
// (pread(), from the page cache once read). One file at a time: an input's benchmarks run one
// after the other, so its file is removed when the next input's is written, and at exit.
const u8scope::ByteSource& fileSource(const std::string& name) {
    struct Written {
        std::string name;
        std::string path;
        std::unique_ptr<u8scope::FileSource> source;
        void drop() {
            source.reset();
            if (!path.empty())
                std::remove(path.c_str());
            path.clear();
        }
        ~Written() { drop(); }
    };
    static Written w;
    if (w.source && w.name == name)
        return *w.source;
    w.drop();
    w.name = name;
    const char* dir = std::getenv("TMPDIR");
    w.path = std::string(dir != nullptr && *dir != '\0' ? dir : "/tmp") + "/u8scope-bench-" +
             std::to_string(::getpid()) + "-" + name;
    const Bytes& data = input(name);
    std::FILE* f = std::fopen(w.path.c_str(), "wb");
    bool written = f != nullptr && std::fwrite(data.data(), 1, data.size(), f) == data.size();
    written = f != nullptr && std::fclose(f) == 0 && written;
    if (!written) {
        std::fprintf(stderr, "u8scope_mojibake_bench: cannot write %s: %s\n", w.path.c_str(),
                     std::strerror(errno));
        w.drop();
        std::exit(1);
    }
    auto opened = u8scope::FileSource::open(w.path);
    if (!opened) {
        std::fprintf(stderr, "u8scope_mojibake_bench: cannot open %s\n",
                     opened.error().message().c_str());
        w.drop();
        std::exit(1);
    }
    w.source = std::move(opened.value());
    return *w.source;
}

// The window's background scan of a whole source (scanSource on `threads` threads, the error
// index built), without and with the mojibake engine inside it: the scan notes where the engine
// must look (ScanOptions::mojibakeHints), and the engine reads only there (feedSource), a second
// time with the first pass's evidence when it found something that evidence would decide
// otherwise, as the window does.
void sourceScanOf(benchmark::State& state, const u8scope::ByteSource& src, bool withMojibake,
                  unsigned threads) {
    std::uint64_t findings = 0;
    std::uint64_t ranges = 0;
    int passes = 0;
    for (auto _ : state) {
        u8scope::ScanOptions options;
        options.threads = threads;
        options.mojibakeHints = withMojibake;
        const u8scope::ScanResult result =
            u8scope::scanSource(src, u8scope::kDefaultProfile, options);
        benchmark::DoNotOptimize(result.stats.characters);
        if (!withMojibake)
            continue;
        ranges = result.mojibakeHints->ranges().size();
        CountFindings sink;
        u8scope::MojibakeScanner survey;
        (void)survey.feedSource(src, *result.mojibakeHints, &sink);
        findings = sink.count;
        passes = 1;
        if (findings > 0 && !survey.stats().ties.holdWith(survey.stats().votes)) {
            passes = 2;
            u8scope::MojibakeOptions again;
            again.codecVotes = survey.stats().votes;
            CountFindings second;
            u8scope::MojibakeScanner engine(again);
            (void)engine.feedSource(src, *result.mojibakeHints, &second);
            findings = second.count;
        }
        benchmark::DoNotOptimize(findings);
    }
    state.counters["findings"] = static_cast<double>(findings);
    state.counters["ranges"] = static_cast<double>(ranges);
    state.counters["passes"] = passes;
    setThroughput(state, src.size());
}

// The input in memory (source-scan/), and in a file, read as the window reads one (file-scan/):
// the two take the same time, so the first stands for the window. Both on one thread; the window
// scans a file of 64 MiB or more on one thread per core (window-scan/: the file, in real time; the
// inputs are just under 64 MiB, so the thread count is set here, not left to scanSource).
void sourceScan(benchmark::State& state, const std::string& name, bool withMojibake) {
    sourceScanOf(state, source(name), withMojibake, 1);
}

void fileScan(benchmark::State& state, const std::string& name, bool withMojibake) {
    sourceScanOf(state, fileSource(name), withMojibake, 1);
}

void windowScan(benchmark::State& state, const std::string& name, bool withMojibake) {
    sourceScanOf(state, fileSource(name), withMojibake,
                 std::max(1u, std::thread::hardware_concurrency()));
}

void repair(benchmark::State& state, const std::string& name) {
    const Bytes& data = input(name);
    for (auto _ : state) {
        std::uint64_t written = 0;
        u8scope::MojibakeRepairer repairer([&](std::string_view s) { written += s.size(); });
        for (std::size_t at = 0; at < data.size(); at += kChunk)
            repairer.feed(std::span(data).subspan(at, std::min(kChunk, data.size() - at)));
        repairer.finish();
        benchmark::DoNotOptimize(written);
    }
    setThroughput(state, data.size());
}

} // namespace

int main(int argc, char** argv) {
    for (const char* name :
         {"ascii", "latin", "western-prose", "cyrillic", "russian-prose", "mixed",
          "mixed-damaged-1-in-100", "mixed-damaged-1-in-10", "mixed-damaged-all", "random"}) {
        benchmark::RegisterBenchmark((std::string("scan/") + name).c_str(), scan, std::string(name))
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark((std::string("mojibake/") + name).c_str(), mojibake,
                                     std::string(name))
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark((std::string("scan+mojibake/") + name).c_str(),
                                     scanAndMojibake, std::string(name), false)
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark((std::string("scan+mojibake-window/") + name).c_str(),
                                     scanAndMojibake, std::string(name), true)
            ->Unit(benchmark::kMillisecond);
        for (const auto& [prefix, run] : {std::pair{"source-scan", &sourceScan},
                                          std::pair{"file-scan", &fileScan},
                                          std::pair{"window-scan", &windowScan}}) {
            for (const bool withMojibake : {false, true}) {
                const std::string label =
                    std::string(prefix) + (withMojibake ? "+mojibake/" : "/") + name;
                auto* b = benchmark::RegisterBenchmark(label.c_str(), run, std::string(name),
                                                       withMojibake);
                b->Unit(benchmark::kMillisecond);
                if (run == &windowScan)
                    b->UseRealTime(); // several threads: the time the window waits
            }
        }
    }
    for (const char* name : {"mixed", "mixed-damaged-1-in-10"}) {
        benchmark::RegisterBenchmark((std::string("repair/") + name).c_str(), repair,
                                     std::string(name))
            ->Unit(benchmark::kMillisecond);
    }
    for (const char* name : {"hostile-one-line", "windows-1252-prose", "every-tenth-ff"}) {
        benchmark::RegisterBenchmark((std::string("mojibake/") + name).c_str(), mojibake,
                                     std::string(name))
            ->Unit(benchmark::kMillisecond);
    }
    // Damaged text as the window reads it (4 MiB each).
    for (const char* name : {"windows-1252-prose", "every-tenth-ff"}) {
        for (const bool withMojibake : {false, true}) {
            const std::string label =
                std::string("source-scan") + (withMojibake ? "+mojibake/" : "/") + name;
            benchmark::RegisterBenchmark(label.c_str(), sourceScan, std::string(name),
                                         withMojibake)
                ->Unit(benchmark::kMillisecond);
        }
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
