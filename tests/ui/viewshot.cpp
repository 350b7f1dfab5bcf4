// Renders the hex view and legend to PNG files, in a light and a dark palette, to look at them:
//   u8scope_view_shot [output-directory [file]]   (QT_QPA_PLATFORM=offscreen works)
// Without a file, a built-in sample of characters and errors; also the end of a 10 GiB
// synthetic source, and the sample at the smallest and at a large zoom.
#include "darkpalette.h"
#include "hexview/hexview.h"
#include "hexview/legendwidget.h"

#include <QApplication>
#include <QDir>
#include <QPalette>
#include <QStyle>
#include <QVBoxLayout>
#include <QWidget>
#include <cstdio>
#include <memory>
#include <string>

namespace {

using u8scope::ui::HexView;
using u8scope::ui::LegendWidget;

std::vector<std::uint8_t> sample() {
    std::string s = "\xEF\xBB\xBF"                                       // BOM
                    "Caf\xC3\xA9 costs 5\xE2\x82\xAC \xF0\x9F\x98\x80\n" // é € 😀 LF
                    "Tab\there, NBSP:\xC2\xA0, ZWJ:\xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x91\xA9 "
                    "e\xCC\x81 \xE6\x97\xA5\xE6\x9C\xAC \xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D\r\n"
                    "Errors: \xC0\xAF (overlong) \xED\xA0\x80 (surrogate) \xF4\x90\x80\x80 "
                    "(>10FFFF) \xE2\x82 (truncated) \x80 (stray) \xFF (never)\x01\x7F"
                    "\xC2\x85 NEL, soft\xC2\xADhyphen, \xE2\x80\x8B ZWSP, RLO\xE2\x80\xAE.";
    for (int i = 0; i < 6; ++i) {
        s += "The quick brown fox jumps over the lazy dog. \xCE\xB1\xCE\xB2\xCE\xB3 ";
    }
    return {s.begin(), s.end()};
}

/// 10 GiB of repeated text, made up on demand.
class PatternSource final : public u8scope::ByteSource {
public:
    [[nodiscard]] std::uint64_t size() const noexcept override { return 10ull << 30; }
    [[nodiscard]] u8scope::Result<std::size_t> read(std::uint64_t offset,
                                                    std::span<std::uint8_t> out) const override {
        static constexpr std::string_view kText =
            "Gr\xC3\xBC\xC3\x9F Gott, \xE4\xB8\x96\xE7\x95\x8C! ";
        const auto n = static_cast<std::size_t>(
            std::min<std::uint64_t>(out.size(), offset < size() ? size() - offset : 0));
        for (std::size_t i = 0; i < n; ++i) {
            out[i] = static_cast<std::uint8_t>(kText[(offset + i) % kText.size()]);
        }
        return n;
    }
    [[nodiscard]] const std::string& name() const noexcept override { return m_name; }

private:
    std::string m_name = "10 GiB pattern";
};

void shoot(const QString& path, const QPalette& palette, u8scope::Profile profile,
           std::shared_ptr<const u8scope::ByteSource> source, std::uint64_t cursor,
           double pointSize = 0) {
    QWidget window;
    window.setPalette(palette);
    auto* layout = new QVBoxLayout(&window);
    auto* view = new HexView;
    auto* legend = new LegendWidget;
    layout->addWidget(view);
    layout->addWidget(legend);
    if (pointSize > 0) {
        QFont font = view->font();
        font.setPointSizeF(pointSize);
        view->setFont(font);
    }
    view->setSource(std::move(source));
    view->setProfile(profile);
    legend->setProfile(profile);
    view->setCursor(cursor);
    view->resize(view->sizeHint());
    window.resize(view->sizeHint().width() + 24, 520);
    window.show();
    view->setFocus();
    QApplication::processEvents();
    window.grab().save(path);
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QDir::currentPath();
    QApplication::setPalette(QApplication::style()->standardPalette());
    std::shared_ptr<const u8scope::ByteSource> source =
        std::make_shared<u8scope::MemorySource>(sample(), "sample");
    if (argc > 2) {
        auto file = u8scope::FileSource::open(argv[2]);
        if (!file) {
            std::fprintf(stderr, "%s\n", file.error().message().c_str());
            return 1;
        }
        source = std::move(file.value());
    }
    const auto light = QApplication::palette();
    shoot(dir + "/hexview-light.png", light, u8scope::Profile::Rfc3629, source, 6);
    shoot(dir + "/hexview-dark.png", u8scope::testui::darkPalette(), u8scope::Profile::Rfc3629,
          source, 6);
    shoot(dir + "/hexview-legacy.png", light, u8scope::Profile::Iso10646_1993, source, 6);
    // The smallest and a large zoom, where glyphs that do not fit their cells show first.
    shoot(dir + "/hexview-zoom-6pt.png", light, u8scope::Profile::Rfc3629, source, 6, 6);
    shoot(dir + "/hexview-zoom-20pt.png", u8scope::testui::darkPalette(), u8scope::Profile::Rfc3629,
          source, 6, 20);
    auto big = std::make_shared<PatternSource>();
    shoot(dir + "/hexview-10gib-end.png", light, u8scope::Profile::Rfc3629, big, big->size() - 1);
    return 0;
}
