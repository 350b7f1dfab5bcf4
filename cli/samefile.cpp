#include "samefile.h"

#include "commands.h"

#include <unistd.h>

namespace u8scope::cli {

namespace {

// Whether the command reads its operands as files and writes what it finds in them to
// standard output: every command that reads files, unless -o sends its output elsewhere.
bool writesFromFiles(const Options& o) {
    return o.command && o.command->operands.areFiles() && (!o.output || *o.output == "-");
}

} // namespace

std::optional<struct stat> inputStat(const std::string& path) {
    struct stat st {};
    if (path == "-" ? ::fstat(STDIN_FILENO, &st) == 0 : ::stat(path.c_str(), &st) == 0)
        return st;
    return std::nullopt;
}

bool sameFile(const struct stat& a, const struct stat& b) noexcept {
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

std::string outputIsAnInput(const Options& o) {
    struct stat out {};
    // Only a regular file grows with what is written to it (a terminal or /dev/null does not).
    if (!writesFromFiles(o) || ::fstat(STDOUT_FILENO, &out) != 0 || !S_ISREG(out.st_mode))
        return {};
    for (const std::string& path : o.operands) {
        const auto in = inputStat(path);
        if (!in || !sameFile(*in, out))
            continue;
        const std::string what = path == "-" ? "-: standard input" : path;
        return what + ": input file is output file (standard output writes to it, so the command "
                      "would read what it writes): write the output to another file";
    }
    return {};
}

} // namespace u8scope::cli
