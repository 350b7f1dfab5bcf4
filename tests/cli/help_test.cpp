// The help of u8scope-cli: generated from the rows of cli/commands.cpp and cli/options.cpp,
// complete, and written like any other output (a failed write is an error).
#include "help.h"
#include "options.h"
#include "run_cli.h"

#include <gtest/gtest.h>

namespace u8scope::test {
namespace {

bool contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

TEST(CliHelp, ListsEveryCommandAndEveryOptionOfTheTables) {
    const auto help = runCli({"--help"});
    EXPECT_EQ(help.status, 0) << help.err;
    for (const cli::CommandHelp& c : cli::commandHelp()) {
        const std::string name(c.name);
        EXPECT_TRUE(contains(help.out, "u8scope-cli " + name + ' ')) << name;
        EXPECT_TRUE(contains(help.out, '\n' + name + ":\n")) << name;
    }
    for (const cli::OptionHelp& o : cli::optionHelp())
        EXPECT_TRUE(contains(help.out, std::string(o.names))) << o.names;
    EXPECT_TRUE(contains(help.out, "Exit status:")) << help.out;
}

TEST(CliHelp, ShowsOneCommandAfterIt) {
    const auto dump = runCli({"dump", "--help"});
    EXPECT_EQ(dump.status, 0) << dump.err;
    EXPECT_TRUE(contains(dump.out, "Usage: u8scope-cli dump ")) << dump.out;
    EXPECT_TRUE(contains(dump.out, "--no-squeezing")) << dump.out;
    EXPECT_TRUE(contains(dump.out, "--profile")) << dump.out;
    EXPECT_FALSE(contains(dump.out, "--json")) << "an option of scan in dump's help";
    EXPECT_FALSE(contains(dump.out, "u8scope-cli check")) << dump.out;
}

// An option that two commands take (--json: scan and mojibake) was listed under neither, in
// `scan --help` or in the whole help: only options of one command or of all were.
TEST(CliHelp, ListsEveryOptionACommandTakesUnderIt) {
    const std::string help = runCli({"--help"}).out;
    for (const cli::CommandHelp& c : cli::commandHelp()) {
        const std::string name(c.name);
        const std::string own = runCli({name, "--help"}).out;
        // The section of the whole help from "NAME:" to the next command's (or to the end).
        const std::size_t start = help.find('\n' + name + ":\n");
        ASSERT_NE(start, std::string::npos) << name;
        std::size_t end = std::string::npos;
        if (&c + 1 != cli::commandHelp().data() + cli::commandHelp().size())
            end = help.find('\n' + std::string((&c + 1)->name) + ":\n", start);
        const std::string section = help.substr(start, end - start);
        for (const cli::OptionHelp& o : cli::optionHelp()) {
            if (!cli::appliesTo(o, &c))
                continue;
            // Where the help lists an option: long names line up after "-s, ".
            const std::string line =
                '\n' + std::string(o.names.starts_with("--") ? 6 : 2, ' ') + std::string(o.names);
            EXPECT_TRUE(contains(own, line)) << name << " --help: " << o.names;
            if (!o.everyCommand) {
                EXPECT_TRUE(contains(section, line)) << name << ": " << o.names;
            }
        }
    }
}

TEST(CliHelp, KeepsLinesWithinEightyColumns) {
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"--help"}, {"dump", "--help"}, {"encode", "--help"}}) {
        const std::string out = runCli(args).out;
        std::size_t start = 0;
        while (start < out.size()) {
            const std::size_t end = out.find('\n', start);
            const std::string line = out.substr(start, end - start);
            std::size_t columns = 0;
            for (const char c : line)
                columns += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
            // Usage lines are read by help2man as they are; everything else is wrapped.
            if (line.rfind("Usage:", 0) != 0 && line.rfind("  or:", 0) != 0) {
                EXPECT_LT(columns, 80u) << line;
            }
            start = end == std::string::npos ? out.size() : end + 1;
        }
    }
}

// --help and --version wrote to standard output without checking: `--help > /dev/full` exited 0.
TEST(CliHelp, ReportsAHelpOrVersionThatCannotBeWritten) {
    CliOptions o;
    o.stdoutFile = "/dev/full";
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"--help"}, {"--version"}, {"dump", "--help"}}) {
        const auto r = runCli(args, o);
        EXPECT_EQ(r.status, 2) << args[0];
        EXPECT_TRUE(contains(r.err, "cannot write the output: No space left on device")) << r.err;
    }
}

TEST(CliHelp, RefusesAnOptionOfAnotherCommand) {
    const auto r = runCli({"check", "--no-squeezing", "-"});
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(contains(r.err, "option '--no-squeezing' does not apply to this command")) << r.err;
    EXPECT_EQ(runCli({"scan", "--colour=never", "-"}).status, 2);
}

TEST(CliSizes, AcceptBinaryAndDecimalUnits) {
    EXPECT_EQ(cli::parseSize("4096"), 4096u);
    EXPECT_EQ(cli::parseSize("0x1F"), 31u);
    EXPECT_EQ(cli::parseSize("4KiB"), 4096u);
    EXPECT_EQ(cli::parseSize("4K"), 4096u);
    EXPECT_EQ(cli::parseSize("1M"), 1048576u);
    EXPECT_EQ(cli::parseSize("2GiB"), std::uint64_t{2} << 30);
    EXPECT_EQ(cli::parseSize("1kB"), 1000u);
    EXPECT_EQ(cli::parseSize("3MB"), 3000000u);
    EXPECT_EQ(cli::parseSize("1TB"), 1000000000000u);
    EXPECT_EQ(cli::parseSize("5B"), 5u);
}

TEST(CliSizes, RefuseWhatIsNotASize) {
    for (const char* bad : {"", "K", "4 KiB", "4Kib", "4XB", "0x10K", "-4", "1.5M",
                            "18446744073709551616", "17179869184G"}) {
        EXPECT_FALSE(cli::parseSize(bad).has_value()) << bad;
    }
}

} // namespace
} // namespace u8scope::test
