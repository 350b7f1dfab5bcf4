// u8scope: the desktop application. Wiring only: the command line is answered first (no display
// needed for --help, --version or a wrong argument), then the application object, the names
// QSettings files are kept under, the translation, and the main window.
#include "guicommandline.h"
#include "translations.h"
#include "u8scope/text/textescape.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QFile>
#include <QLocale>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

// Writes text to a stream; false (with errno set) when it cannot (a full disk, a closed pipe).
bool writeAll(std::FILE* stream, const QString& text) {
    const QByteArray octets = text.toLocal8Bit();
    return std::fwrite(octets.constData(), 1, static_cast<std::size_t>(octets.size()), stream) ==
               static_cast<std::size_t>(octets.size()) &&
           std::fflush(stream) == 0;
}

// Text for a terminal, line by line: controls and bidirectional characters in the arguments a
// message names are escaped as in u8scope-cli (textescape.h).
QString terminalText(const QString& text) {
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString& line : lines) {
        const QByteArray octets = line.toLocal8Bit();
        line = QString::fromLocal8Bit(
            u8scope::terminalSafe(std::string_view(octets.constData(), octets.size())));
    }
    return lines.join(QLatin1Char('\n'));
}

// Qt's messages, escaped; a fatal one (no display can be reached: Qt would abort and dump core)
// ends the program with a message and exit status 2, like any other trouble.
QtMessageHandler g_qtHandler = nullptr;
void onQtMessage(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (type == QtFatalMsg) {
        const QByteArray text = QStringLiteral("u8scope: cannot open the window: %1\n")
                                    .arg(terminalText(message))
                                    .toLocal8Bit();
        (void)std::fwrite(text.constData(), 1, static_cast<std::size_t>(text.size()), stderr);
        std::fflush(stderr);
        std::_Exit(2);
    }
    if (g_qtHandler)
        g_qtHandler(type, context, terminalText(message));
}

int answer(const GuiCommandLine& commandLine) {
    if (commandLine.action == GuiCommandLine::Action::Error) {
        (void)writeAll(stderr, terminalText(commandLine.text));
        return 2;
    }
    if (!writeAll(stdout, commandLine.text)) {
        const int code = errno != 0 ? errno : EIO;
        std::fprintf(stderr, "u8scope: cannot write the output: %s\n", std::strerror(code));
        return 2;
    }
    return 0;
}

QStringList argumentsOf(int argc, char* argv[]) {
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QFile::decodeName(argv[i]);
    return arguments;
}

// The file operand as the octets it was given: QFile::decodeName cannot carry a name that is not
// UTF-8 ("caf\xE9.txt"), so the window opens the argument itself, found again by its decoded form.
QByteArray nativeArgument(int argc, char* argv[], const QString& decoded) {
    for (int i = argc - 1; i > 0; --i) {
        if (QFile::decodeName(argv[i]) == decoded)
            return QByteArray(argv[i]);
    }
    return QFile::encodeName(decoded);
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication::setOrganizationName(QStringLiteral("u8scope"));
    QApplication::setApplicationName(QStringLiteral("u8scope"));
    QApplication::setApplicationVersion(QStringLiteral(U8SCOPE_VERSION));
    // The installed desktop entry: Wayland compositors find the window's icon and name through it.
    QApplication::setDesktopFileName(QStringLiteral(U8SCOPE_APP_ID));

    const QStringList arguments = argumentsOf(argc, argv);
    GuiCommandLine commandLine = parseGuiCommandLine(arguments);
    if (commandLine.action != GuiCommandLine::Action::Run)
        return answer(commandLine);
    if (!displayAvailable(arguments)) {
        std::fputs("u8scope: no display to open the window on (neither DISPLAY nor "
                   "WAYLAND_DISPLAY is set); try xvfb-run u8scope, or u8scope-cli for the "
                   "command line\n",
                   stderr);
        return 2;
    }

    g_qtHandler = qInstallMessageHandler(onQtMessage);
    QApplication app(argc, argv);
    if (commandLine.qtOptions) { // Qt has taken its own options out: the rest must be ours
        commandLine = parseGuiCommandLine(argumentsOf(argc, argv));
        if (commandLine.action != GuiCommandLine::Action::Run)
            return answer(commandLine);
    }
    // The window in the system's language when there is a translation for it; English otherwise.
    const u8scope::Translations translations{QLocale()};

    u8scope::ui::MainWindow window;
    if (commandLine.profile)
        window.setProfile(*commandLine.profile, /*remember=*/false);
    window.show();
    if (commandLine.files.isEmpty()) {
        window.openDemo();
    } else {
        window.openNativeFile(nativeArgument(argc, argv, commandLine.files.first()));
    }
    if (commandLine.offset)
        window.goToOffsetText(*commandLine.offset);
    return QApplication::exec();
}
