// dump's options in the manner of hexyl: squeezing, border styles, the legend, a skip from the
// end, lengths with units, and skips on inputs that cannot seek or do not state their size.
#include "run_cli.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace u8scope::test {
namespace {

bool contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

std::size_t count(const std::string& haystack, const std::string& needle) {
    std::size_t n = 0;
    for (std::size_t at = haystack.find(needle); at != std::string::npos;
         at = haystack.find(needle, at + 1)) {
        ++n;
    }
    return n;
}

CliOptions stdinFrom(const std::string& path) {
    CliOptions o;
    o.stdinFile = path;
    return o;
}

const std::string kRowOfA = " 61 61 61 61 61 61 61 61  61 61 61 61 61 61 61 61 ";

TEST(CliDump, SqueezesRowsIdenticalToTheOneBefore) {
    Scratch s;
    const std::string f = s.file("a", std::string(64, 'a') + "b");
    const auto r = runCli({"dump", f});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "\u2502 00000000 \u2502" + kRowOfA)) << r.out;
    EXPECT_TRUE(contains(r.out, "\u2502*         \u2502" + std::string(50, ' ') + "\u2502"))
        << r.out;
    EXPECT_FALSE(contains(r.out, "00000010")) << r.out;
    EXPECT_TRUE(contains(r.out, "\u2502 00000040 \u2502 62 ")) << r.out;
    EXPECT_EQ(count(r.out, "\u2502*"), 1u) << r.out;
    const auto all = runCli({"dump", "--no-squeezing", f});
    EXPECT_EQ(count(all.out, kRowOfA), 4u) << all.out;
    EXPECT_FALSE(contains(all.out, "\u2502*")) << all.out;
    EXPECT_EQ(runCli({"dump", "-v", f}).out, all.out);
}

// A run that lasts to the end shows its last row, so the dump says where the input ends.
TEST(CliDump, ShowsTheLastRowOfASqueezedRunAtTheEnd) {
    Scratch s;
    const auto r = runCli({"dump", "--plain", s.file("a", std::string(64, 'a'))});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out, "00000000 " + kRowOfA + " aaaaaaaaaaaaaaaa\n*\n00000030 " + kRowOfA +
                         " aaaaaaaaaaaaaaaa\n");
    // One row like the one before, at the end: it is shown, with no '*' for nothing.
    const auto one = runCli({"dump", "--plain", s.file("b", std::string(32, 'a'))});
    EXPECT_EQ(one.out, "00000000 " + kRowOfA + " aaaaaaaaaaaaaaaa\n00000010 " + kRowOfA +
                           " aaaaaaaaaaaaaaaa\n");
}

// Identical octets are not identical rows when their roles differ: the first row's E2 82 AC
// ends inside the next row, whose octets are then continuing, not unexpected.
TEST(CliDump, SqueezesOnlyRowsThatLookTheSame) {
    Scratch s;
    std::string text(16, '\x80');
    text = std::string(15, 'a') + "\xE2" + text + text + text + text;
    const auto r = runCli({"dump", "--plain", s.file("x", text)});
    EXPECT_EQ(count(r.out, "\n*\n"), 1u) << r.out;
    EXPECT_TRUE(contains(r.out, "00000010  80 80*80")) << r.out;
}

TEST(CliDump, DrawsTheFrameInAsciiOrNotAtAll) {
    Scratch s;
    const std::string f = s.file("x", "caf\xC3\xA9");
    const auto ascii = runCli({"dump", "--border=ascii", f});
    EXPECT_EQ(ascii.status, 0) << ascii.err;
    EXPECT_TRUE(contains(ascii.out, "+----------+----")) << ascii.out;
    EXPECT_TRUE(contains(ascii.out, "| 00000000 | 63 61 66 C3 A9")) << ascii.out;
    EXPECT_FALSE(contains(ascii.out, "\u2502")) << ascii.out;
    const auto none = runCli({"dump", "--border=none", f});
    EXPECT_TRUE(contains(none.out, "\n00000000  63 61 66 C3 A9")) << none.out;
    EXPECT_FALSE(contains(none.out, "\u2502")) << none.out;
    EXPECT_FALSE(contains(none.out, "\u2500")) << none.out;
    EXPECT_TRUE(contains(none.out, "legend")) << none.out;
    const auto bad = runCli({"dump", "--border=fancy", f});
    EXPECT_EQ(bad.status, 2);
    EXPECT_TRUE(contains(bad.err, "unknown border style 'fancy'")) << bad.err;
    EXPECT_EQ(runCli({"dump", "--border", "none", f}).status, 2) << "the style only after '='";
}

TEST(CliDump, LeavesOutTheLegendOrEverythingButTheRows) {
    Scratch s;
    const std::string f = s.file("x", "A\xFF");
    const auto noLegend = runCli({"dump", "--no-legend", f});
    EXPECT_FALSE(contains(noLegend.out, "legend")) << noLegend.out;
    EXPECT_TRUE(noLegend.out.rfind("\u250C", 0) == 0) << noLegend.out;
    const auto plain = runCli({"dump", "-p", f});
    EXPECT_EQ(plain.out, "00000000  41!FF" + std::string(43, ' ') + "  A\xEF\xBF\xBD" +
                             std::string(14, ' ') + "\n");
}

TEST(CliDump, CountsANegativeSkipFromTheEnd) {
    Scratch s;
    const std::string f = s.file("x", "0123456789abcdefXY\xE2\x82\xAC");
    const auto r = runCli({"dump", "--plain", "-s", "-4", f});
    EXPECT_EQ(r.status, 0) << r.err;
    // Octet 17 is Y; the euro sign that follows is whole.
    EXPECT_EQ(r.out.substr(0, 22), "00000011  59 E2 82 AC ") << r.out;
    EXPECT_EQ(runCli({"dump", "--plain", "--skip=-4", "-"}, stdinFrom(f)).out, r.out)
        << "standard input";
    // From the end, inside a sequence: its octets are still continuing octets.
    const auto inside = runCli({"dump", "--plain", "-s", "-2", f});
    EXPECT_EQ(inside.out.substr(0, 16), "00000013  82 AC ") << inside.out;
    const auto all = runCli({"dump", "--plain", "-s", "-21", f});
    EXPECT_EQ(all.status, 0) << all.err;
    EXPECT_EQ(all.out.substr(0, 12), "00000000  30") << all.out;
}

TEST(CliDump, RefusesANegativeSkipBeforeTheStart) {
    Scratch s;
    const std::string f = s.file("x", "0123456789");
    const auto r = runCli({"dump", "-s", "-11", f});
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(contains(r.err, f + ": --skip -11 is before the start of the file (10 octets)"))
        << r.err;
    EXPECT_EQ(r.out, "");
    const auto stream = runCli({"dump", "-s", "-11", "-"}, stdinFrom(f));
    EXPECT_EQ(stream.status, 2);
    EXPECT_TRUE(contains(stream.err, "-: --skip -11 is before the start of the input (10 octets)"))
        << stream.err;
    EXPECT_EQ(stream.out, "");
}

TEST(CliDump, TakesLengthsAndSkipsWithUnits) {
    Scratch s;
    const std::string f = s.file("x", std::string(5000, 'z') + "!");
    const auto kib = runCli({"dump", "--plain", "-v", "--length=1KiB", f});
    EXPECT_TRUE(contains(kib.out, "\n000003F0 ")) << kib.out;
    EXPECT_FALSE(contains(kib.out, "\n00000400 ")) << kib.out;
    const auto kb = runCli({"dump", "--plain", "-v", "-n", "1kB", f});
    EXPECT_TRUE(contains(kb.out, "\n000003E0  7A 7A 7A 7A 7A 7A 7A 7A" + std::string(26, ' ')))
        << kb.out;
    const auto skip = runCli({"dump", "--plain", "--skip=4K", "-n", "1", f});
    EXPECT_EQ(skip.out.substr(0, 12), "00001000  7A") << skip.out;
    EXPECT_EQ(runCli({"dump", "--length=4XB", f}).status, 2);
}

// Files of /proc claim size 0 but have content: --skip refused them as "past the end".
TEST(CliDump, SkipsIntoFilesThatClaimToBeEmpty) {
    CliOptions o;
    o.env.push_back("U8SCOPE_TEST_SKIP=0123456789");
    const auto r = runCli({"dump", "--plain", "-s", "1", "-n", "4", "/proc/self/cmdline"}, o);
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out.substr(0, 10), "00000001  ") << r.out;
    const auto end = runCli({"dump", "--plain", "-s", "-1", "/proc/self/cmdline"}, o);
    EXPECT_EQ(end.status, 0) << end.err;
    EXPECT_TRUE(contains(end.out, " 00 ")) << "cmdline ends with NUL: " << end.out;
}

// A pipe shorter than the skip exited 0 without a word.
TEST(CliDump, SaysWhenTheSkipIsPastTheEndOfAPipe) {
    Scratch s;
    const std::string fifo = s.path("fifo");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::thread writer([&] {
        const int fd = ::open(fifo.c_str(), O_WRONLY);
        EXPECT_EQ(::write(fd, "0123456789", 10), 10);
        ::close(fd);
    });
    const auto r = runCli({"dump", "--skip", "20", fifo});
    writer.join();
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(contains(r.err, fifo + ": --skip 20 is past the end of the input (10 octets)"))
        << r.err;
    EXPECT_EQ(r.out, "");
    const std::string f = s.file("ten", "0123456789");
    EXPECT_EQ(runCli({"dump", "--skip", "11", "-"}, stdinFrom(f)).status, 2);
    EXPECT_EQ(runCli({"dump", "--skip", "10", "-"}, stdinFrom(f)).status, 0);
}

TEST(CliEncode, TakesDecimalValuesAndPastedCharacters) {
    EXPECT_EQ(runCli({"encode", "65"}).out, "41\n");
    EXPECT_EQ(runCli({"encode", "233", "0xE9", "U+E9"}).out, "C3 A9 C3 A9 C3 A9\n");
    EXPECT_EQ(runCli({"encode", "\xC3\xA9"}).out, "C3 A9\n");
    EXPECT_EQ(runCli({"encode", "h\xC3\xA9\xF0\x9F\x98\x80"}).out, "68 C3 A9 F0 9F 98 80\n");
    EXPECT_EQ(runCli({"encode", "--profile=iso10646-1993", "\xF8\x88\x80\x80\x80"}).out,
              "F8 88 80 80 80\n");
    const auto surrogate = runCli({"encode", "55296"});
    EXPECT_EQ(surrogate.status, 1) << "55296 is U+D800";
    const auto invalid = runCli({"encode", "caf\xE9"});
    EXPECT_EQ(invalid.status, 2);
    EXPECT_TRUE(contains(invalid.err, "'caf\\xE9' is not a code point")) << invalid.err;
    EXPECT_EQ(runCli({"encode", "99999999999999999999999"}).status, 2);
}

} // namespace
} // namespace u8scope::test
