#include "cli.h"

#include "commands.h"
#include "help.h"
#include "output.h"
#include "samefile.h"
#include "u8scope/scan/scanner.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <string>
#include <unistd.h>
#include <vector>

namespace u8scope::cli {

namespace {

int usageError(const std::string& message) {
    complain(message);
    std::fprintf(stderr, "%s\n", usageLine().c_str());
    return kExitTrouble;
}

// The first option given that the command does not take (help.cpp says which take which).
std::string misplacedOption(const Options& o) {
    for (const std::string& g : o.given) {
        const OptionHelp* option = optionNamed(g);
        if (option && !appliesTo(*option, o.command))
            return g;
    }
    return {};
}

// Writes --help or --version text, checking the write like every other output.
int writeInfo(const std::string& text) {
    Out out;
    out.write(text);
    if (!out.flush()) {
        out.complainFailure();
        return kExitTrouble;
    }
    return kExitOk;
}

// "dump takes exactly one FILE, not 2: 'never' 'x.txt'", with a hint when the first is a value of
// an option given bare that takes its value only after '=' (--color).
std::string notExactlyOne(const Options& o) {
    std::string message = std::string(o.command->name) + " takes exactly one " +
                          std::string(o.command->operands.noun) + ", not " +
                          std::to_string(o.operands.size());
    for (std::size_t i = 0; i < o.operands.size(); ++i) {
        message += (i == 0 ? ": '" : " '") + o.operands[i] + "'";
    }
    const OptionHelp* bare = optionNamed(o.bare);
    if (bare && !o.operands.empty()) {
        const std::string& first = o.operands.front();
        if (anyPart(bare->choices, " ", [&](std::string_view c) { return c == first; })) {
            message += " (a bare " + o.bare + " means " + std::string(bare->bare) + ": write " +
                       o.bare + "=" + first + ")";
        }
    }
    return message;
}

// What is wrong with the operands by the rule of the command's row, or "".
std::string wrongOperands(const Options& o) {
    const std::string name(o.command->name);
    const std::string noun(o.command->operands.noun);
    switch (o.command->operands.count) {
    case Operands::None:
        if (!o.operands.empty())
            return name + " takes no " + noun + ", not '" + o.operands.front() + "'";
        break;
    case Operands::One:
        if (o.operands.size() != 1)
            return notExactlyOne(o);
        break;
    case Operands::OneOrMore:
        if (o.operands.empty())
            return name + " needs at least one " + noun;
        break;
    }
    return {};
}

// The environment variables the help lists, checked before any work: a value that means nothing
// is said, not ignored. Empty counts as unset.
std::string badEnvironment() {
    if (const char* v = std::getenv("U8SCOPE_THREADS"); v && *v) {
        if (!parseThreadCount(v)) {
            return std::string("U8SCOPE_THREADS is '") + v +
                   "', not a number of threads from 1 to " + std::to_string(kMaxThreads);
        }
    }
    if (const char* v = std::getenv("U8SCOPE_SPOOL_LIMIT"); v && *v) {
        if (!parseSize(v)) {
            return std::string("U8SCOPE_SPOOL_LIMIT is '") + v +
                   "', not a size in octets (such as 1048576 or 64MiB)";
        }
    }
    return {};
}

// Holds standard input, output and error open when the caller closed them (`>&-`), with
// /dev/null opened the wrong way round: reads of a closed standard input and writes to a closed
// standard output or error still fail with EBADF, as before, but no file the program opens
// (the error list's temporary file, a repaired copy) can take their number, and have the report
// or a warning written into it.
void holdClosedStandardDescriptors() {
    for (const int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO}) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        const int held = ::open("/dev/null", fd == STDIN_FILENO ? O_WRONLY : O_RDONLY);
        if (held != -1 && held != fd) {
            ::dup2(held, fd);
            ::close(held);
        }
    }
}

} // namespace

int run(int argc, char** argv) {
    holdClosedStandardDescriptors();
    // A write beyond the file size limit (ulimit -f) then fails with EFBIG and is reported like
    // any other write error, instead of killing the process half-way through a file.
    std::signal(SIGXFSZ, SIG_IGN);
    const std::vector<std::string> args(argv + std::min(argc, 1), argv + argc);
    const ParseResult parsed = parseArguments(args);
    if (!parsed.error.empty())
        return usageError(parsed.error);
    const Options& o = parsed.options;
    if (o.help)
        return writeInfo(helpText(o.command));
    if (o.version)
        return writeInfo(std::string("u8scope-cli ") + U8SCOPE_VERSION + "\n");
    if (!o.command)
        return usageError("no command given");
    if (const std::string bad = misplacedOption(o); !bad.empty()) {
        return usageError("option '" + bad + "' does not apply to this command");
    }
    if (const std::string bad = badEnvironment(); !bad.empty()) {
        complain(bad);
        return kExitTrouble;
    }
    if (const std::string same = outputIsAnInput(o); !same.empty()) {
        complain(same);
        return kExitTrouble;
    }
    if (const std::string wrong = wrongOperands(o); !wrong.empty())
        return usageError(wrong);
    return o.command->run(o);
}

} // namespace u8scope::cli
