// A regular file cut short while a command reads it: the command says so (naming the file, exit
// status 2) rather than ending as if what it read were the whole file. The cut is made while the
// command waits to write into a pipe the test has not read yet, so it always falls inside the
// reading.
#include "run_cli.h"

#include <cstdio>
#include <fstream>
#include <gtest/gtest.h>
#include <string>
#include <unistd.h>
#include <vector>

namespace u8scope::test {
namespace {

bool contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

// Runs the CLI with `args` (the last one the file); once its first octet of output has arrived,
// cuts the file to 10 octets, then reads the rest.
CliRun runAndCut(const std::vector<std::string>& args) {
    CliOptions o;
    o.whileWriting = [&args](const std::string& out) {
        if (out.empty())
            return false;
        EXPECT_EQ(::truncate(args.back().c_str(), 10), 0);
        return true;
    };
    return runCli(args, o);
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
        const CliRun r = runAndCut(args);
        EXPECT_EQ(r.status, 2) << command.front() << ": " << r.err;
        EXPECT_TRUE(contains(r.err, s.dir() + "/cut\\x1B[2J.txt: "))
            << command.front() << ": " << r.err;
        EXPECT_TRUE(contains(r.err, "while it was read")) << command.front() << ": " << r.err;
        EXPECT_FALSE(contains(r.err, "\x1B")) << command.front();
    }
}

// Rewritten in place (the same size, other octets) or grown while read: what was read belongs to
// no one version of the file, and every command says so, as for a cut.
TEST(CliChangingFile, SaysAFileWasRewrittenOrGrewWhileItWasRead) {
    const std::string text = mojibakeText();
    for (const bool grow : {false, true}) {
        for (const std::vector<std::string>& command : {std::vector<std::string>{"decode"},
                                                        {"decode", "--format", "codepoints"},
                                                        {"dump"},
                                                        {"dump", "-s", "100"},
                                                        {"mojibake"},
                                                        {"fix"}}) {
            Scratch s;
            const std::string path = s.file("changed.txt", text);
            std::vector<std::string> args = command;
            args.push_back(path);
            CliOptions o;
            o.whileWriting = [&](const std::string& out) {
                if (out.empty())
                    return false;
                if (grow) {
                    std::ofstream(path, std::ios::binary | std::ios::app) << "more\n";
                } else {
                    std::fstream f(path, std::ios::binary | std::ios::in | std::ios::out);
                    f.seekp(static_cast<std::streamoff>(text.size() - 8));
                    f << "REWRITE";
                }
                return true;
            };
            const CliRun r = runCli(args, o);
            const std::string what = command.front() + (grow ? ", grown" : ", rewritten");
            EXPECT_EQ(r.status, 2) << what << ": " << r.err;
            EXPECT_TRUE(contains(r.err, path + ": changed while it was read ("))
                << what << ": " << r.err;
        }
    }
}

// Replaced under its name while read (an editor's save, logrotate): decode and dump read the
// file they opened to its end, one version whole, and say nothing.
TEST(CliChangingFile, ReadsAFileReplacedUnderItsNameWhole) {
    const std::string text = mojibakeText();
    for (const std::vector<std::string>& command :
         {std::vector<std::string>{"decode"}, {"dump"}, {"dump", "-s", "100"}}) {
        Scratch s;
        const std::string path = s.file("replaced.txt", text);
        std::vector<std::string> args = command;
        args.push_back(path);
        const CliRun whole = runCli(args);
        CliOptions o;
        o.whileWriting = [&](const std::string& out) {
            if (out.empty())
                return false;
            s.file("new.txt", "something else\n");
            EXPECT_EQ(::rename(s.path("new.txt").c_str(), path.c_str()), 0);
            return true;
        };
        const CliRun r = runCli(args, o);
        EXPECT_EQ(r.status, 0) << command.front() << ": " << r.err;
        EXPECT_EQ(r.out, whole.out) << command.front();
    }
}

} // namespace
} // namespace u8scope::test
