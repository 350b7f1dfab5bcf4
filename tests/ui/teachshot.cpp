// Renders the main window's teaching parts to PNG files, to look at them (and for docs/):
//   u8scope_teach_shot OUTPUT-DIRECTORY DEMO-FILE [light|dark] [WIDTHxHEIGHT]
// Run it under a real X server (xvfb-run) or with QT_QPA_PLATFORM=offscreen; presentation mode
// fills the screen, so for its shot the X server's screen is WIDTHxHEIGHT
// (xvfb-run -s '-screen 0 1024x768x24'); the offscreen screen is 800x800. Writes:
//   playground-*.png    the playground with a code point, and with malformed octets walked
//   reference-*.png     the reference tables with the rows of a surrogate marked
//   inspector-*.png     a malformed unit: the plain sentence, the spec detail unfolded
//   presentation-*.png  presentation mode
//   side-by-side-*.png  two versions of the demo file, the octets that differ marked
//   hidden-*.png        a C file with a Trojan Source attack: the Hidden Characters panel and
//                       their marks
// Settings are kept in a temporary directory: the user's are never read or changed.
#include "compare/comparewindow.h"
#include "hidden/hiddentool.h"
#include "darkpalette.h"
#include "document/document.h"
#include "hexview/hexview.h"
#include "panels/inspectorpanel.h"
#include "panels/panel.h"
#include "teach/playgroundpanel.h"
#include "window/mainwindow.h"
#include "window/zoom.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <cstdio>

namespace {

using namespace u8scope::ui;

QDockWidget* dockOf(MainWindow& window, const QString& id) {
    return window.findChild<QDockWidget*>(id + QStringLiteral("Dock"));
}

Panel* panelOf(MainWindow& window, const QString& id) {
    for (Panel* p : window.findChildren<Panel*>()) {
        if (p->id() == id)
            return p;
    }
    return nullptr;
}

void settle() {
    for (int i = 0; i < 20; ++i) {
        QApplication::processEvents();
        QTest::qWait(25);
    }
}

void save(MainWindow& window, const QString& path) {
    settle();
    // A word about the shot's own settings (kept in a test location) is no part of the picture.
    window.statusBar()->clearMessage();
    settle();
    if (!window.grab().save(path))
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
    else
        std::printf("%s\n", qPrintable(path));
}

// A C program whose comment holds an RLO and isolates left open (the Trojan Source attack:
// the admin check reads as code, the compiler sees a comment), an identifier with a zero-width
// space in it, and a host name with a Cyrillic "а".
const char kTrojanSource[] =
    "#include <stdbool.h>\n"
    "#include <stdio.h>\n"
    "\n"
    "int main(void) {\n"
    "    bool isAdmin = false;\n"
    "    /*\u202E } \u2066if (isAdmin)\u2069 \u2066 begin admins only */\n"
    "        printf(\"You are an admin.\\n\");\n"
    "    /* end admins only \u202E { \u2066*/\n"
    "    int is\u200BAdmin = 1;\n"
    "    const char* site = \"p\u0430ypal.com\";\n"
    "    return 0;\n"
    "}\n";

// Shows only the docks named (and the hex view), tabbing none.
void showDocks(MainWindow& window, const QStringList& ids) {
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        const QString id = dock->objectName().chopped(4);
        dock->setVisible(ids.contains(id));
    }
}

} // namespace

int main(int argc, char** argv) {
    QStandardPaths::setTestModeEnabled(true); // settings in a test location, not the user's
    QApplication app(argc, argv);
    if (argc < 3) {
        std::fprintf(stderr, "usage: u8scope_teach_shot OUTPUT-DIRECTORY DEMO-FILE [light|dark] "
                             "[WIDTHxHEIGHT]\n");
        return 2;
    }
    const QString dir = QString::fromLocal8Bit(argv[1]);
    const QString demo = QString::fromLocal8Bit(argv[2]);
    const bool dark = argc > 3 && QByteArray(argv[3]) == "dark";
    QSize size(1400, 900);
    if (argc > 4) {
        const QStringList wh = QString::fromLocal8Bit(argv[4]).split(QLatin1Char('x'));
        if (wh.size() == 2)
            size = QSize(wh[0].toInt(), wh[1].toInt());
    }
    QApplication::setPalette(dark ? u8scope::testui::darkPalette()
                                  : QApplication::style()->standardPalette());
    const QString suffix = QStringLiteral("-%1-%2x%3.png")
                               .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"))
                               .arg(size.width())
                               .arg(size.height());

    MainWindow window;
    window.resize(size);
    window.show();
    if (!window.openFile(demo)) {
        std::fprintf(stderr, "cannot open %s\n", qPrintable(demo));
        return 1;
    }
    settle();
    Document& doc = window.document();
    const QByteArray data = [&] {
        QFile f(demo);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }();
    const auto find = [&](const QByteArray& needle) {
        const auto at = data.indexOf(needle);
        return at < 0 ? std::uint64_t{0} : static_cast<std::uint64_t>(at);
    };

    // The playground: a code point with everything it has, then octets walked.
    auto* playground = static_cast<PlaygroundPanel*>(panelOf(window, QStringLiteral("playground")));
    showDocks(window, {QStringLiteral("playground"), QStringLiteral("inspector")});
    window.tabifyDockWidget(dockOf(window, QStringLiteral("inspector")),
                            dockOf(window, QStringLiteral("playground")));
    dockOf(window, QStringLiteral("playground"))->raise();
    doc.setCursor(find("\xE2\x82\xAC"));
    playground->codePointField()->clear();
    QTest::keyClicks(playground->codePointField(), QStringLiteral("U+20AC"));
    save(window, dir + QStringLiteral("/playground-code-point") + suffix);
    playground->octetField()->clear();
    QTest::keyClicks(playground->octetField(), QStringLiteral("61 F1 80 80 E1 80 C2 62"));
    playground->select(1);
    save(window, dir + QStringLiteral("/playground-octets-walked") + suffix);

    // The reference, with the rows of an encoded surrogate marked.
    showDocks(window, {QStringLiteral("reference"), QStringLiteral("bitLayout")});
    doc.setCursor(find("\xED\xA0\x80"));
    save(window, dir + QStringLiteral("/reference-rows-of-a-surrogate") + suffix);

    // The inspector on an overlong form: the plain sentence, the detail unfolded.
    showDocks(window, {QStringLiteral("inspector"), QStringLiteral("bitLayout")});
    auto* inspector = static_cast<InspectorPanel*>(panelOf(window, QStringLiteral("inspector")));
    inspector->setDetailShown(true);
    doc.setCursor(find("\xE0\x80\xAF"));
    save(window, dir + QStringLiteral("/inspector-spec-detail-unfolded") + suffix);

    // Presentation mode: everything larger, the playground beside the view.
    inspector->setDetailShown(false);
    showDocks(window, {QStringLiteral("playground")});
    WindowZoom::of(window)->setPresenting(true);
    playground->codePointField()->clear();
    QTest::keyClicks(playground->codePointField(), QStringLiteral("U+00E9"));
    doc.setCursor(find("\xC3\xA9"));
    save(window, dir + QStringLiteral("/presentation-mode") + suffix);
    WindowZoom::of(window)->setPresenting(false);

    // Side by side: the demo file before and after a "repair" that went wrong in a few places.
    QByteArray after = data;
    const auto spoil = [&](const QByteArray& from, const QByteArray& to) {
        const auto at = after.indexOf(from);
        if (at >= 0)
            after.replace(at, from.size(), to);
    };
    spoil("\xC3\xA9", "\xE9\x20"); // é as windows-1252, one octet shorter
    spoil("Hello", "HELLO");
    auto left = std::make_shared<u8scope::MemorySource>(
        std::vector<std::uint8_t>(data.begin(), data.end()), "demo.txt");
    auto right = std::make_shared<u8scope::MemorySource>(
        std::vector<std::uint8_t>(after.begin(), after.end()), "demo-after.txt");
    CompareWindow compare(left, 0, QStringLiteral("demo.txt"), right, 0,
                          QStringLiteral("demo-after.txt"), u8scope::Profile::Rfc3629);
    compare.resize(size);
    compare.show();
    compare.nextDifference();
    settle();
    const QString comparePath = dir + QStringLiteral("/side-by-side") + suffix;
    if (!compare.grab().save(comparePath))
        std::fprintf(stderr, "cannot write %s\n", qPrintable(comparePath));
    else
        std::printf("%s\n", qPrintable(comparePath));
    compare.close();

    // Hidden characters: a Trojan Source file, its panel, the first one selected.
    QTemporaryDir temporary;
    const QString trojan = temporary.filePath(QStringLiteral("admin.c"));
    QFile out(trojan);
    if (!out.open(QIODevice::WriteOnly) || out.write(kTrojanSource) < 0) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(trojan));
        return 1;
    }
    out.close();
    if (!window.openFile(trojan)) {
        std::fprintf(stderr, "cannot open %s\n", qPrintable(trojan));
        return 1;
    }
    settle();
    showDocks(window, {QStringLiteral("hidden"), QStringLiteral("inspector")});
    window.document().setCursor(0);
    HiddenTool::of(window.document()).next();
    save(window, dir + QStringLiteral("/hidden-characters-trojan-source") + suffix);
    return 0;
}
