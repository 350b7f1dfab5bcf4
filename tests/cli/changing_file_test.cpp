// A regular file cut short while a command reads it: the command says so (naming the file, exit
// status 2) rather than ending as if what it read were the whole file. The cut is made while the
// command waits to write into a pipe the test has not read yet, so it always falls inside the
// reading.
#include "run_cli.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <spawn.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace u8scope::test {
namespace {

bool contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

// Reads from `fd` until `want` octets have arrived or the pipe ends.
void readAtLeast(int fd, std::string& out, std::size_t want) {
    readFromUntil(fd, out, [want](const std::string& s) { return s.size() >= want; });
}

struct Cut {
    int status = -1;
    std::string err;
};

// Runs the CLI with `args` (the last one the file), waits for its first octet of output, cuts
// the file to 10 octets, then reads the rest.
Cut runAndCut(const Scratch& s, std::vector<std::string> args) {
    Cut result;
    int out[2];
    if (::pipe2(out, O_CLOEXEC) != 0)
        return result;
    const std::string errPath = s.path("stderr");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_addopen(&actions, 2, errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0600);
    args.insert(args.begin(), U8SCOPE_CLI);
    std::vector<char*> argv;
    for (std::string& a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    pid_t pid = 0;
    const int spawned = ::posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(out[1]);
    if (spawned != 0) {
        ::close(out[0]);
        return result;
    }
    std::string output;
    readAtLeast(out[0], output, 1);
    EXPECT_EQ(::truncate(args.back().c_str(), 10), 0);
    readAtLeast(out[0], output, SIZE_MAX);
    ::close(out[0]);
    int status = 0;
    if (::waitpid(pid, &status, 0) == pid && WIFEXITED(status))
        result.status = WEXITSTATUS(status);
    const int fd = ::open(errPath.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        readAtLeast(fd, result.err, SIZE_MAX);
        ::close(fd);
    }
    return result;
}

// Text with mojibake now and then (so that mojibake and fix write as they go), 3 MiB of it: far
// more than a pipe holds, and more than the 1 MiB the commands read at a time.
std::string mojibakeText() {
    const std::string line = "Le caf\xC3\x83\xC2\xA9 du coin. " + std::string(200, 'x') + "\n";
    std::string text;
    while (text.size() < (std::size_t{3} << 20))
        text += line;
    return text;
}

TEST(CliChangingFile, SaysAFileWasCutShortWhileItWasRead) {
    const std::string text = mojibakeText();
    for (const std::vector<std::string>& command : {std::vector<std::string>{"decode"},
                                                    {"decode", "--format", "codepoints"},
                                                    {"dump"},
                                                    {"dump", "-s", "100"},
                                                    {"mojibake"},
                                                    {"mojibake", "--json"},
                                                    {"fix"}}) {
        Scratch s;
        const std::string path = s.file("cut\x1B[2J.txt", text);
        std::vector<std::string> args = command;
        args.push_back(path);
        const Cut r = runAndCut(s, args);
        EXPECT_EQ(r.status, 2) << command.front() << ": " << r.err;
        EXPECT_TRUE(contains(r.err, s.dir() + "/cut\\x1B[2J.txt: "))
            << command.front() << ": " << r.err;
        EXPECT_TRUE(contains(r.err, "while it was read")) << command.front() << ": " << r.err;
        EXPECT_FALSE(contains(r.err, "\x1B")) << command.front();
    }
}

} // namespace
} // namespace u8scope::test
