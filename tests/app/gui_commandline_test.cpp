// The window's command line, run as a black box without a display: `u8scope --help` used to
// abort (and dump core) because QApplication needed a display before the options were read.
#include "run_cli.h"

#include <gtest/gtest.h>

namespace u8scope::test {
namespace {

bool contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

CliOptions noDisplay() {
    CliOptions o;
    o.unsetEnv = {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"};
    o.timeoutSeconds = 60;
    return o;
}

TEST(GuiCommandLine, AnswersHelpAndVersionWithoutADisplay) {
    const auto help = runCli({"--help"}, noDisplay());
    EXPECT_EQ(help.status, 0) << help.err;
    EXPECT_TRUE(contains(help.out, "Usage: u8scope [options] [file]")) << help.out;
    EXPECT_TRUE(contains(help.out, "--profile")) << help.out;
    EXPECT_TRUE(contains(help.out, "Exit status:")) << help.out;
    const auto version = runCli({"--version"}, noDisplay());
    EXPECT_EQ(version.status, 0) << version.err;
    EXPECT_TRUE(contains(version.out, "u8scope ")) << version.out;
    // --help wins over a wrong argument, as in most programs.
    EXPECT_EQ(runCli({"--profile", "nonsense", "--help"}, noDisplay()).status, 0);
}

TEST(GuiCommandLine, NamesAnUnknownProfileValue) {
    const auto r = runCli({"--profile", "latin1", "file.txt"}, noDisplay());
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(contains(r.err, "unknown profile 'latin1' (use rfc3629 or iso10646-1993)"))
        << r.err;
    EXPECT_TRUE(contains(r.err, "usage: u8scope")) << r.err;
}

TEST(GuiCommandLine, RefusesAnUnknownOptionButNotQtOwn) {
    const auto r = runCli({"--frobnicate"}, noDisplay());
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(contains(r.err, "frobnicate")) << r.err;
    // -style is QApplication's: the window's parser leaves it alone (and --help answers).
    EXPECT_EQ(runCli({"-style", "Fusion", "--help"}, noDisplay()).status, 0);
}

TEST(GuiCommandLine, ReportsAHelpThatCannotBeWritten) {
    CliOptions o = noDisplay();
    o.stdoutFile = "/dev/full";
    const auto r = runCli({"--help"}, o);
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(contains(r.err, "cannot write the output: No space left on device")) << r.err;
}

TEST(GuiCommandLine, SaysThereIsNoDisplayInsteadOfAborting) {
    const auto r = runCli({"/dev/null"}, noDisplay());
    EXPECT_EQ(r.status, 2) << "a crash or an abort is -1: " << r.err;
    EXPECT_TRUE(contains(r.err, "no display to open the window on")) << r.err;
}

// A value or an option that holds terminal controls is named escaped, never raw.
TEST(GuiCommandLine, EscapesControlsInArgumentsItNames) {
    const auto profile = runCli({"--profile", "x\x1B[2J\xE2\x80\xAE", "file.txt"}, noDisplay());
    EXPECT_EQ(profile.status, 2);
    EXPECT_TRUE(contains(profile.err, "unknown profile 'x\\x1B[2J\\u{202E}'")) << profile.err;
    EXPECT_FALSE(contains(profile.err, "\x1B")) << profile.err;
    EXPECT_FALSE(contains(profile.err, "\xE2\x80\xAE")) << profile.err;
    const auto option = runCli({"--bad\x1B]0;title\x07"}, noDisplay());
    EXPECT_EQ(option.status, 2);
    EXPECT_TRUE(contains(option.err, "bad\\x1B]0;title\\x07")) << option.err;
    EXPECT_FALSE(contains(option.err, "\x1B")) << option.err;
}

// A display that is named but cannot be reached (DISPLAY=:99 with no server there) made Qt abort
// and dump core: it is a message and exit status 2 like any other trouble.
TEST(GuiCommandLine, SaysTheDisplayCannotBeReachedInsteadOfAborting) {
    CliOptions o = noDisplay();
    o.env = {"DISPLAY=:97", "QT_QPA_PLATFORM=xcb"};
    const auto r = runCli({"/dev/null"}, o);
    EXPECT_EQ(r.status, 2) << "a crash or an abort is -1: " << r.err;
    EXPECT_EQ(r.signal, 0) << r.err;
    EXPECT_TRUE(contains(r.err, "u8scope: cannot open the window: ")) << r.err;
}

} // namespace
} // namespace u8scope::test
