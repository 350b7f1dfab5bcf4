// u8scope: the desktop application. Wiring only: the application object, the names QSettings
// files are kept under, the command line, and the main window.
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

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
    parser.process(app);

    MainWindow window;
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
