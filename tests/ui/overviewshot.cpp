// Renders the window with the overview strip beside the hex view's scroll bar to PNG files, to
// look at them (and for docs/):
//   u8scope_overview_shot OUTPUT-DIRECTORY [light|dark] [WIDTHxHEIGHT]
// Run it under a real X server (xvfb-run) or with QT_QPA_PLATFORM=offscreen. It makes a file of
// three megabytes of text in several scripts, with blocks of random octets, a hole of NUL octets,
// a stretch in windows-1251, some mojibake and two hidden characters spliced in, bookmarks one
// place, puts the cursor in the second binary block and writes overview-strip-{light,dark}-WxH.png.
// Settings are kept in a temporary directory: the user's are never read or changed.
#include "bookmarks/bookmarks.h"
#include "darkpalette.h"
#include "document/document.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QDockWidget>
#include <QStandardPaths>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>
#include <random>
#include <utility>

namespace {

using namespace u8scope::ui;

QByteArray spliced() {
    const QByteArray lines[] = {
        "The quick brown fox jumps over the lazy dog.\n",
        "Gr\xC3\xBC\xC3\x9F Gott, sch\xC3\xB6ne Gr\xC3\xBC\xC3\x9F"
        "e aus K\xC3\xB6ln.\n",
        "\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82, \xD0\xBC\xD0\xB8\xD1\x80!\n",
    };
    QByteArray data;
    for (int i = 0; data.size() < (3 << 20); ++i)
        data += lines[i % 3];
    data.truncate(3 << 20);
    std::mt19937 rng(11);
    for (const int at : {400000, 1200000, 1210000, 2600000}) {
        for (int i = 0; i < 8192; ++i)
            data[at + i] = static_cast<char>(rng());
    }
    data.replace(1800000, 32768, QByteArray(32768, '\0'));
    // "Привет, мир!" in windows-1251, over 64 KiB.
    QByteArray cp1251;
    while (cp1251.size() < 65536)
        cp1251 += "\xCF\xF0\xE8\xE2\xE5\xF2, \xEC\xE8\xF0! ";
    data.replace(2200000, cp1251.size(), cp1251);
    const QByteArray mojibake =
        "caf\xC3\x83\xC2\xA9 na\xC3\x83\xC2\xAFve r\xC3\x83\xC2\xA9sum\xC3\x83\xC2\xA9 ";
    for (const int at : {700000, 701000, 702000, 2900000})
        data.replace(at, mojibake.size(), mojibake);
    // Hidden characters: a bidi override left open in a comment, a zero-width space in a name.
    for (const auto& [at, hidden] :
         {std::pair(1000000, QByteArray("/* \xE2\x80\xAE } */ x = 1;\n")),
          std::pair(2450000, QByteArray("co\xE2\x80\x8Bunt\n"))})
        data.replace(at, hidden.size(), hidden);
    return data;
}

void settle() {
    for (int i = 0; i < 40; ++i) {
        QApplication::processEvents();
        QTest::qWait(25);
    }
}

} // namespace

int main(int argc, char** argv) {
    QStandardPaths::setTestModeEnabled(true); // settings in a test location, not the user's
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: u8scope_overview_shot OUTPUT-DIRECTORY [light|dark] "
                             "[WIDTHxHEIGHT]\n");
        return 2;
    }
    const QString dir = QString::fromLocal8Bit(argv[1]);
    const bool dark = argc > 2 && QByteArray(argv[2]) == "dark";
    QSize size(1024, 768);
    if (argc > 3) {
        const QStringList wh = QString::fromLocal8Bit(argv[3]).split(QLatin1Char('x'));
        if (wh.size() == 2)
            size = QSize(wh[0].toInt(), wh[1].toInt());
    }
    QApplication::setPalette(dark ? u8scope::testui::darkPalette()
                                  : QApplication::style()->standardPalette());
    QTemporaryDir files;
    const QString path = files.filePath(QStringLiteral("spliced.txt"));
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(spliced()) < 0) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            return 1;
        }
    }
    MainWindow window;
    window.resize(size);
    window.show();
    if (!window.openFile(path)) {
        std::fprintf(stderr, "cannot open %s\n", qPrintable(path));
        return 1;
    }
    Document& doc = window.document();
    if (!QTest::qWaitFor([&] { return doc.scanState() == Document::ScanState::Finished; }, 60000) ||
        !QTest::qWaitFor([&] { return doc.mojibake() != nullptr; }, 60000)) {
        std::fprintf(stderr, "the scan of %s did not finish\n", qPrintable(path));
        return 1;
    }
    Bookmarks::of(doc).toggle(1500000);
    doc.setCursor(1200000 + 100);
    settle();
    const QString out = dir + QStringLiteral("/overview-strip-%1-%2x%3.png")
                                  .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"))
                                  .arg(size.width())
                                  .arg(size.height());
    if (!window.grab().save(out)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(out));
        return 1;
    }
    std::printf("%s\n", qPrintable(out));
    return 0;
}
