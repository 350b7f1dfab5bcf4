// u8scope: the desktop application. Wiring only: the application object, the names QSettings
// files are kept under, the command line, and the main window.
#include "window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <optional>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("u8scope"));
    QApplication::setApplicationName(QStringLiteral("u8scope"));
    QApplication::setApplicationVersion(QStringLiteral(U8SCOPE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("u8scope"));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Hex / UTF-8 inspector: every octet coloured by its UTF-8 role, every "
                       "malformed sequence explained."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("The file to open (default: the demo file)."),
                                 QStringLiteral("[file]"));
    const QCommandLineOption offset({QStringLiteral("o"), QStringLiteral("offset")},
                                    QStringLiteral("Put the cursor at OFFSET (decimal, or hex with "
                                                   "0x)."),
                                    QStringLiteral("offset"));
    parser.addOption(offset);
    const QCommandLineOption profile(
        {QStringLiteral("p"), QStringLiteral("profile")},
        QStringLiteral("rfc3629 (strict UTF-8, the default) or iso10646-1993 (the original "
                       "UTF-8 of 1 to 6 octets)."),
        QStringLiteral("profile"));
    parser.addOption(profile);
    parser.process(app);

    std::optional<u8scope::Profile> chosen;
    if (parser.isSet(profile)) {
        chosen = u8scope::parseProfile(parser.value(profile).toStdString());
        if (!chosen) {
            parser.showHelp(2); // exits, naming the choices
        }
    }

    u8scope::ui::MainWindow window;
    if (chosen)
        window.setProfile(*chosen, /*remember=*/false);
    window.show();
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        window.openDemo();
    } else {
        window.openFile(files.first());
    }
    if (parser.isSet(offset))
        window.goToOffsetText(parser.value(offset));
    return QApplication::exec();
}
