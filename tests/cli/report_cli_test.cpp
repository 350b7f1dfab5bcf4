// scan --html: the page of core's report generator (report.h), from a file and from a stream.
#include "htmlcheck.h"
#include "run_cli.h"

#include <gtest/gtest.h>

namespace u8scope::test {
namespace {

bool contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

const std::string kContent = "caf\xC3\x83\xC2\xA9 \xC0\x80 <script>x</script> \xFF\n";

TEST(CliScanHtml, WritesOneSelfContainedPage) {
    Scratch s;
    const auto r = runCli({"scan", "--html", s.file("a<b>.txt", kContent)});
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_EQ(r.err, "");
    EXPECT_EQ(htmlProblem(r.out), "") << r.out;
    EXPECT_TRUE(contains(r.out, "a&lt;b&gt;.txt</span></h1>")) << r.out;
    EXPECT_TRUE(contains(r.out, "<span class=\"kind\">overlong</span>")) << r.out;
    EXPECT_TRUE(contains(r.out, "→ repaired <q>\xC3\xA9</q>")) << r.out;
    const auto valid = runCli({"scan", "--html", s.file("ok.txt", "fine\n")});
    EXPECT_EQ(valid.status, 0) << valid.err;
    EXPECT_EQ(htmlProblem(valid.out), "") << valid.out;
    EXPECT_TRUE(contains(valid.out, "None: the file is valid UTF-8.")) << valid.out;
}

// In binary data each malformed unit is data: no story of text (windows-1252, a cut) in the
// listing, the JSON or the page. Text keeps its stories.
TEST(CliScan, ExplainsTheErrorsOfBinaryDataAsData) {
    Scratch s;
    std::string data("\x7F"
                     "ELF\x02\x01\x01\x00",
                     8);
    for (int i = 0; i < 50; ++i)
        data += std::string("\x00\x10\x03 \xE9 \x01\xFF\x02\x8D\x7F", 11);
    const std::string bin = s.file("program.bin", data);
    const auto listed = runCli({"scan", "--max-errors", "3", bin});
    EXPECT_EQ(listed.status, 1) << listed.err;
    EXPECT_TRUE(contains(listed.out, "      This byte lies inside 558 bytes of binary data at "
                                     "offset 0: it is part of the data"))
        << listed.out;
    EXPECT_FALSE(contains(listed.out, "windows-1252")) << listed.out;
    const auto json = runCli({"scan", "--json", "--max-errors", "3", bin});
    EXPECT_TRUE(contains(json.out, "\"likely\": \"binary-data\"")) << json.out;
    EXPECT_FALSE(contains(json.out, "\"likely\": \"legacy-encoding\"")) << json.out;
    const auto page = runCli({"scan", "--html", "--max-errors", "3", bin});
    EXPECT_TRUE(contains(page.out, "bytes of binary data at offset 0")) << page.out;
    const auto text = runCli({"scan", "--json", s.file("text.txt", "caf\xE9 au lait\n")});
    EXPECT_TRUE(contains(text.out, "\"likely\": \"legacy-encoding\"")) << text.out;
}

TEST(CliScanHtml, WritesTheSamePageFromAStream) {
    Scratch s;
    const std::string file = s.file("in", kContent);
    const auto fromFile = runCli({"scan", "--html", "-"}, [&] {
        CliOptions o;
        o.stdinFile = file;
        return o;
    }());
    const auto fromPath = runCli({"scan", "--html", file});
    EXPECT_EQ(fromFile.status, 1);
    EXPECT_EQ(htmlProblem(fromFile.out), "") << fromFile.out;
    // The same page but for the name.
    const auto body = [](const std::string& page) { return page.substr(page.find("</h1>")); };
    EXPECT_EQ(body(fromFile.out), body(fromPath.out));
}

TEST(CliScanHtml, BoundsTheListAndSaysSo) {
    Scratch s;
    const auto r =
        runCli({"scan", "--html", "--max-errors", "3", s.file("ff", std::string(10, '\xFF'))});
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(htmlProblem(r.out), "") << r.out;
    EXPECT_TRUE(contains(r.out, "The first 3 of 10 are listed;")) << r.out;
}

TEST(CliScanHtml, ExitsTwoWhenThePageCannotBeWritten) {
    Scratch s;
    CliOptions o;
    o.stdoutFile = "/dev/full";
    const auto r = runCli({"scan", "--html", s.file("a.txt", kContent)}, o);
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(contains(r.err, "cannot write the output: No space left on device")) << r.err;
}

TEST(CliScanHtml, RefusesJsonAndHtmlTogether) {
    Scratch s;
    const auto r = runCli({"scan", "--json", "--html", s.file("a.txt", "a")});
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(contains(r.err, "'--json' and '--html'")) << r.err;
    const auto elsewhere = runCli({"dump", "--html", s.file("b.txt", "a")});
    EXPECT_EQ(elsewhere.status, 2);
}

} // namespace
} // namespace u8scope::test
