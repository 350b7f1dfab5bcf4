#include "guicommandline.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <algorithm>

namespace {

// Options QGuiApplication and QApplication take out of the command line themselves.
bool isQtOption(const QString& name) {
    static const QStringList kQtOptions = {
        QStringLiteral("platform"),
        QStringLiteral("platformpluginpath"),
        QStringLiteral("platformtheme"),
        QStringLiteral("plugin"),
        QStringLiteral("qwindowgeometry"),
        QStringLiteral("qwindowicon"),
        QStringLiteral("qwindowtitle"),
        QStringLiteral("reverse"),
        QStringLiteral("session"),
        QStringLiteral("display"),
        QStringLiteral("geometry"),
        QStringLiteral("style"),
        QStringLiteral("stylesheet"),
        QStringLiteral("widgetcount"),
        QStringLiteral("nograb"),
        QStringLiteral("dograb"),
        QStringLiteral("sync"),
        QStringLiteral("qmljsdebugger"),
    };
    return kQtOptions.contains(name);
}

const char* const kExitStatus = R"(
Exit status:
  0  the window was closed, or --help or --version was answered.
  2  wrong arguments (an unknown option, an unknown --profile value), or no
     display to open the window on; with a message on standard error.
)";

} // namespace

GuiCommandLine parseGuiCommandLine(const QStringList& arguments) {
    GuiCommandLine r;
    QCommandLineParser parser;
    // "-style Fusion" is Qt's option, not -s -t -y -l -e.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setApplicationDescription(
        QStringLiteral("Hex / UTF-8 inspector: every octet coloured by its UTF-8 role, every "
                       "malformed sequence explained. Opens FILE, or a demo file."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help and exit."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     QStringLiteral("Show the version and exit."));
    const QCommandLineOption offset({QStringLiteral("o"), QStringLiteral("offset")},
                                    QStringLiteral("Put the cursor at OFFSET (decimal, or hex with "
                                                   "0x)."),
                                    QStringLiteral("offset"));
    const QCommandLineOption profile(
        {QStringLiteral("p"), QStringLiteral("profile")},
        QStringLiteral("rfc3629 (strict UTF-8, the default) or iso10646-1993 (the original "
                       "UTF-8 of 1 to 6 octets)."),
        QStringLiteral("profile"));
    parser.addOptions({help, version, offset, profile});
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("The file to open (default: the demo file)."),
                                 QStringLiteral("[file]"));

    const bool parsed = parser.parse(arguments);
    const QString program = QStringLiteral("u8scope");
    const QString usage = QStringLiteral(
        "usage: u8scope [--profile rfc3629|iso10646-1993] [--offset N] [FILE]  (see --help)\n");
    // --help and --version win over everything else, as in most programs.
    if (parser.isSet(help)) {
        r.action = GuiCommandLine::Action::Help;
        r.text = parser.helpText().replace(QStringLiteral("<executable_name>"), program) +
                 QString::fromUtf8(kExitStatus);
        return r;
    }
    if (parser.isSet(version)) {
        r.action = GuiCommandLine::Action::Version;
        r.text =
            program + QLatin1Char(' ') + QCoreApplication::applicationVersion() + QLatin1Char('\n');
        return r;
    }
    if (!parsed) {
        const QStringList unknown = parser.unknownOptionNames();
        const bool onlyQt =
            !unknown.isEmpty() && std::all_of(unknown.begin(), unknown.end(), isQtOption);
        if (!onlyQt) {
            r.action = GuiCommandLine::Action::Error;
            r.text =
                program + QStringLiteral(": ") + parser.errorText() + QLatin1Char('\n') + usage;
            return r;
        }
        r.qtOptions = true;
    }
    if (parser.isSet(profile)) {
        const QString value = parser.value(profile);
        r.profile = u8scope::parseProfile(value.toStdString());
        if (!r.profile) {
            r.action = GuiCommandLine::Action::Error;
            r.text = program + QStringLiteral(": unknown profile '") + value +
                     QStringLiteral("' (use rfc3629 or iso10646-1993)\n") + usage;
            return r;
        }
    }
    if (parser.isSet(offset))
        r.offset = parser.value(offset);
    r.files = parser.positionalArguments();
    // With Qt's options, their values are among the operands until QApplication takes them.
    if (r.files.size() > 1 && !r.qtOptions) {
        r.action = GuiCommandLine::Action::Error;
        r.text =
            program + QStringLiteral(": one FILE at most, not %1\n").arg(r.files.size()) + usage;
    }
    return r;
}

bool displayAvailable(const QStringList& arguments) {
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    if (arguments.contains(QStringLiteral("-platform")) ||
        arguments.contains(QStringLiteral("--platform"))) {
        return true;
    }
    return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ||
           !qEnvironmentVariableIsEmpty("DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
#else
    Q_UNUSED(arguments);
    return true;
#endif
}
