// What a person waits for with a very large file: the hex view's first complete screen after
// setSource(), a jump to the end and its repaint, and the background scan (scanSource) with one
// and two threads. The source is 4 GiB of mixed-script text made up on the fly, so nothing of
// that size is allocated and no disk is involved: the figures are the program's own.
// Painting runs on the offscreen platform (set in main), with the raster engine a desktop uses.
#include "hexview/hexview.h"
#include "u8scope/file/source.h"
#include "u8scope/scan/scanner.h"

#include <QApplication>
#include <QPixmap>
#include <algorithm>
#include <benchmark/benchmark.h>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace {

using u8scope::ui::HexView;

// One line of text in several scripts: 1-, 2-, 3- and 4-octet sequences, a combining mark, a
// ZWJ sequence, a tab and a line feed, so that every kind of text cell gets painted.
constexpr std::string_view kLine =
    "Hello, world!\tGr\xC3\xBC\xC3\x9F Gott, na\xC3\xAFve caf\xC3\xA9 \xC5\x81\xC3\xB3\x64\xC5\xBA "
    "\xCE\x9A\xCE\xB1\xCE\xBB\xCE\xB7\xCE\xBC\xCE\xAD\xCF\x81\xCE\xB1 "
    "\xD0\x97\xD0\xB4\xD1\x80\xD0\xB0\xD0\xB2\xD1\x81\xD1\x82\xD0\xB2\xD1\x83\xD0\xB9 "
    "\xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D \xE4\xBD\xA0\xE5\xA5\xBD\xEF\xBC\x8C\xE4\xB8\x96\xE7\x95\x8C "
    "\xEC\x95\x88\xEB\x85\x95 e\xCC\x81 \xF0\x9F\x98\x80 "
    "\xF0\x9F\x91\xA9\xE2\x80\x8D\xF0\x9F\x92\xBB\n";

/// 4 GiB of kLine over and over: the octet at `offset` is kLine[offset % kLine.size()], but for
/// spaces after the last whole line, so that no sequence is cut by the end. Reads copy from a
/// tile of whole lines about 64 MiB long, twice the last-level cache: octets come from memory,
/// as from a file in the page cache, and not from a cache-sized loop.
class SyntheticSource final : public u8scope::ByteSource {
public:
    static constexpr std::uint64_t kSize = std::uint64_t{4} << 30;

    SyntheticSource() {
        const std::size_t lines = ((std::size_t{64} << 20) + kLine.size() - 1) / kLine.size();
        m_tile.reserve(lines * kLine.size());
        for (std::size_t i = 0; i < lines; ++i) {
            m_tile.insert(m_tile.end(), kLine.begin(), kLine.end());
        }
    }
    [[nodiscard]] std::uint64_t size() const noexcept override { return kSize; }
    [[nodiscard]] u8scope::Result<std::size_t> read(std::uint64_t offset,
                                                    std::span<std::uint8_t> out) const override {
        const std::size_t n = static_cast<std::size_t>(
            std::min<std::uint64_t>(out.size(), offset < kSize ? kSize - offset : 0));
        std::size_t done = 0;
        while (done < n) {
            const std::size_t at = static_cast<std::size_t>((offset + done) % m_tile.size());
            const std::size_t take = std::min(n - done, m_tile.size() - at);
            std::memcpy(out.data() + done, m_tile.data() + at, take);
            done += take;
        }
        const std::uint64_t tail = kSize - kSize % kLine.size();
        if (offset + n > tail) {
            const std::size_t from = static_cast<std::size_t>(std::max(offset, tail) - offset);
            std::memset(out.data() + from, ' ', n - from);
        }
        return n;
    }
    [[nodiscard]] const std::string& name() const noexcept override { return m_name; }

private:
    std::vector<std::uint8_t> m_tile;
    std::string m_name = "4 GiB synthetic text";
};

std::shared_ptr<const SyntheticSource> source() {
    static const auto s = std::make_shared<const SyntheticSource>();
    return s;
}

/// A shown hex view of a typical size (about 40 rows), as in the main window.
std::unique_ptr<HexView> makeView() {
    auto view = std::make_unique<HexView>();
    view->resize(view->sizeHint().width(), 900);
    view->show();
    QApplication::processEvents();
    return view;
}

// Paints the whole view now, as the first expose or an update does, and checks that rows were
// painted.
bool paintAll(HexView& view) {
    const QPixmap pixmap = view.grab();
    benchmark::DoNotOptimize(pixmap.cacheKey());
    return !view.lastPaintedRows().empty();
}

// From setSource() to the first complete screen: reading and decoding the visible rows, the
// character data of what they show, and painting. The first run in the process also loads the
// fonts (fallbacks for Greek, CJK, emoji, ...), as the first file opened after start does.
void BM_OpenToFirstPaint(benchmark::State& state) {
    for (auto _ : state) {
        state.PauseTiming();
        auto view = makeView();
        state.ResumeTiming();
        view->setSource(source());
        if (!paintAll(*view)) {
            state.SkipWithError("nothing was painted");
            break;
        }
        state.PauseTiming();
        view.reset();
        state.ResumeTiming();
    }
}
BENCHMARK(BM_OpenToFirstPaint)
    ->Name("OpenToFirstPaint/first-in-process")
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_OpenToFirstPaint)
    ->Name("OpenToFirstPaint")
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Ctrl+End from the top of the file: the cursor's unit is found at the end, the last rows are
// read and decoded, and the screen is painted again.
void BM_JumpToEndAndRepaint(benchmark::State& state) {
    auto view = makeView();
    view->setSource(source());
    paintAll(*view);
    for (auto _ : state) {
        state.PauseTiming();
        view->setCursor(0);
        paintAll(*view);
        state.ResumeTiming();
        view->setCursor(SyntheticSource::kSize - 1);
        if (!paintAll(*view) || view->lastPaintedRows().last != view->layout().rowCount()) {
            state.SkipWithError("the last row was not painted");
            break;
        }
    }
}
BENCHMARK(BM_JumpToEndAndRepaint)
    ->Name("JumpToEndAndRepaint")
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The background scan the window starts on opening: every octet classified and counted, the
// error index built. Wall-clock time, since the point of threads is to shorten it.
void BM_ScanSource(benchmark::State& state) {
    u8scope::ScanOptions options;
    options.threads = static_cast<unsigned>(state.range(0));
    for (auto _ : state) {
        const u8scope::ScanResult result =
            u8scope::scanSource(*source(), u8scope::Profile::Rfc3629, options);
        if (result.stats.octets != SyntheticSource::kSize || result.stats.errors != 0) {
            state.SkipWithError("the scan did not see every octet as well-formed");
            break;
        }
        benchmark::DoNotOptimize(result.stats.characters);
    }
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(SyntheticSource::kSize));
}
BENCHMARK(BM_ScanSource)
    ->Name("ScanSource/threads")
    ->Arg(1)
    ->Arg(2)
    ->Iterations(3)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Only reading the synthetic source as the scan does, 4 MiB at a time: what of the scan's time
// is the source's, not the scanner's.
void BM_ReadSourceOnly(benchmark::State& state) {
    std::vector<std::uint8_t> buffer(std::size_t{4} << 20);
    for (auto _ : state) {
        for (std::uint64_t offset = 0; offset < SyntheticSource::kSize; offset += buffer.size()) {
            const auto n = source()->read(offset, buffer);
            benchmark::DoNotOptimize(n.value());
        }
        benchmark::ClobberMemory();
    }
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(SyntheticSource::kSize));
}
BENCHMARK(BM_ReadSourceOnly)
    ->Name("ReadSourceOnly")
    ->Iterations(3)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

} // namespace

int main(int argc, char** argv) {
    // The same figures with or without a display: the offscreen platform paints with the raster
    // engine too, and needs no X server.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 1;
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
