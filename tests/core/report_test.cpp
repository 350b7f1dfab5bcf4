#include "htmlcheck.h"
#include "json_check.h"
#include "u8scope/codec/explaintext.h"
#include "u8scope/report/report.h"
#include "u8scope/scan/scanner.h"
#include "u8scope/text/textescape.h"

#include <gtest/gtest.h>

namespace u8scope {
namespace {

bool contains(const std::string& haystack, std::string_view needle) {
    return haystack.find(needle) != std::string::npos;
}

std::size_t countOf(const std::string& haystack, std::string_view needle) {
    std::size_t n = 0;
    for (auto i = haystack.find(needle); i != std::string::npos; i = haystack.find(needle, i + 1))
        ++n;
    return n;
}

struct Written {
    ReportOutcome outcome;
    std::string text;
};

Written report(std::string_view content, ReportFormat format, const std::string& name = "a.txt",
               std::optional<std::uint64_t> maxErrors = {}) {
    const MemorySource source(std::vector<std::uint8_t>(content.begin(), content.end()));
    ReportOptions options;
    options.format = format;
    options.name = name;
    options.maxErrors = maxErrors;
    Written w;
    w.outcome = writeReport(source, options, [&w](std::string_view piece) {
        w.text += piece;
        return true;
    });
    return w;
}

// A name that tries everything: markup, a quote to leave an attribute, an escape sequence for a
// terminal, an octet that is not UTF-8, and a right-to-left override.
const std::string kHostileName = "<script>alert(1)</script>\"'&\x1b[2J\xff\xe2\x80\xae"
                                 "txt.exe";

TEST(Report, WritesTheJsonOfScan) {
    const auto w = report("A\"\\\n\xC0\x80\xE2\x82", ReportFormat::Json, kHostileName);
    EXPECT_TRUE(test::isValidJson(w.text)) << w.text;
    EXPECT_TRUE(contains(w.text, "\"error_count\": 3")) << w.text;
    EXPECT_TRUE(contains(w.text, "\"overlong\": 1")) << w.text;
    EXPECT_TRUE(contains(w.text, "\"kind\": \"truncated\"")) << w.text;
    EXPECT_TRUE(contains(w.text, "\"errors_listed\": 3,\n  \"truncated\": false\n}\n")) << w.text;
    EXPECT_TRUE(contains(w.text, "\"file\": " + jsonString(kHostileName) + ",")) << w.text;
    EXPECT_FALSE(contains(w.text, "\x1b")) << w.text;
    EXPECT_EQ(w.outcome.stats.errors, 3u);
}

TEST(Report, CountsHiddenCharactersByClassInEveryForm) {
    // A zero-width space, a Cyrillic letter in a Latin word, an RLO left open.
    const std::string text = "a\u200Bb p\u0430y \u202Eend\n";
    const auto json = report(text, ReportFormat::Json);
    EXPECT_TRUE(test::isValidJson(json.text)) << json.text;
    EXPECT_TRUE(contains(json.text, "\"hidden_by_class\": {\"bidi\": 0, \"bidi-unterminated\": 1, "
                                    "\"invisible\": 1,"))
        << json.text;
    EXPECT_TRUE(contains(json.text, "\"confusable\": 1},\n  \"hidden_count\": 3,")) << json.text;
    const auto plain = report(text, ReportFormat::Text);
    EXPECT_TRUE(contains(plain.text, "  hidden      3 hidden or look-alike characters (u8scope-cli "
                                     "lint lists them)\n"))
        << plain.text;
    EXPECT_TRUE(contains(plain.text, "\nhidden characters by class\n  bidi   ")) << plain.text;
    const auto page = report(text, ReportFormat::Html);
    EXPECT_EQ(test::htmlProblem(page.text), "");
    EXPECT_TRUE(contains(page.text, "<h2 id=\"hidden-by-class\">Hidden characters by class</h2>"));
    EXPECT_TRUE(contains(page.text, "<tr><th>Hidden characters</th><td>3 (")) << page.text;
}

TEST(Report, WritesAWellFormedPageWithNothingFromElsewhere) {
    const auto w = report("caf\xC3\x83\xC2\xA9 \xC0\x80 \xFF\n", ReportFormat::Html);
    EXPECT_EQ(test::htmlProblem(w.text), "") << w.text;
    EXPECT_TRUE(contains(w.text, "<meta charset=\"utf-8\">"));
    EXPECT_TRUE(contains(w.text, "<style>"));
}

TEST(Report, EscapesAHostileFileNameInThePage) {
    const auto w = report("ok", ReportFormat::Html, kHostileName);
    EXPECT_EQ(test::htmlProblem(w.text), "") << w.text;
    EXPECT_FALSE(contains(w.text, "<script")) << w.text;
    EXPECT_FALSE(contains(w.text, "\x1b")) << w.text;
    EXPECT_FALSE(contains(w.text, "\xe2\x80\xae")) << w.text;
    EXPECT_TRUE(contains(w.text, "<title>UTF-8 report: &lt;script&gt;alert(1)&lt;/script&gt;"
                                 "&quot;&#39;&amp;\\x1B[2J\\xFF\\u{202E}txt.exe</title>"))
        << w.text;
}

TEST(Report, EscapesTextHoldingMarkupInTheFindings) {
    std::string page;
    ReportWriter writer(ReportFormat::Html, kDefaultProfile, [&page](std::string_view piece) {
        page += piece;
        return true;
    });
    writer.header("a.txt", ScanStats{}, FileSummary{}, 0);
    writer.endErrors({});
    MojibakeFinding f;
    f.offset = 7;
    f.length = 30;
    f.text = "<script>alert('\xC3\x83\xC2\xA9')</script>";
    f.repaired = "<script>alert('\xC3\xA9')</script>";
    f.stages = {f.repaired, f.text};
    f.rounds = 1;
    writer.mojibake(f);
    writer.finish(1);
    ASSERT_TRUE(writer.flush());
    EXPECT_EQ(test::htmlProblem(page), "") << page;
    EXPECT_FALSE(contains(page, "<script")) << page;
    EXPECT_TRUE(contains(
        page, "found <q>&lt;script&gt;alert(&#39;\xC3\x83\xC2\xA9&#39;)&lt;/script&gt;</q>"))
        << page;
}

TEST(Report, HoldsTheSummaryTheKindsEachErrorExplainedAndTheRepairs) {
    const std::string content = "caf\xC3\x83\xC2\xA9 \xC0\x80 \xFF\n";
    const auto w = report(content, ReportFormat::Html);
    // The summary sentence of filesummary.h, as the command line words it.
    const std::span octets(reinterpret_cast<const std::uint8_t*>(content.data()), content.size());
    EXPECT_TRUE(contains(
        w.text, "<p class=\"summary\">" +
                    htmlText(summaryText(summarizeFileDetectingEncoding(w.outcome.stats, octets))) +
                    "</p>"))
        << w.text;
    EXPECT_TRUE(contains(w.text, "<td><code>overlong</code></td><td class=\"n\">1</td>")) << w.text;
    EXPECT_TRUE(contains(w.text, "<td><code>invalid-octet</code></td><td class=\"n\">1</td>"))
        << w.text;
    // Each error with its octets and its plain sentence.
    EXPECT_TRUE(contains(w.text, "<span class=\"kind\">invalid-octet</span> <code "
                                 "class=\"octets\">FF</code>\n<p class=\"plain\">This byte is "
                                 "not UTF-8."))
        << w.text;
    // 2 findings: the stray FF is no letter of a legacy codec ("ÿ") that anything proves.
    EXPECT_EQ(countOf(w.text, "<li>"), w.outcome.stats.errors + 2);
    EXPECT_TRUE(contains(w.text, "found <q>\xC3\x83\xC2\xA9</q> <code class=\"octets\">C3 83 C2 "
                                 "A9</code> → repaired <q>\xC3\xA9</q>"))
        << w.text;
    EXPECT_FALSE(contains(w.text, "truncated\" id")) << w.text;
}

// Each unit's line and column, as an editor shows them, in all three forms: the column counts
// characters (é is one) and a stray continuing octet as one.
TEST(Report, GivesEachErrorItsLineAndColumn) {
    const std::string content = "ok\nd\xC3\xA9j\xC3\xA0 \x80\xFF\n\xC0\x80";
    const auto json = report(content, ReportFormat::Json);
    EXPECT_TRUE(test::isValidJson(json.text)) << json.text;
    EXPECT_TRUE(contains(json.text, "\"octets\": \"80\", \"line\": 2, \"column\": 6,"))
        << json.text;
    EXPECT_TRUE(contains(json.text, "\"octets\": \"FF\", \"line\": 2, \"column\": 7,"))
        << json.text;
    EXPECT_TRUE(contains(json.text, "\"octets\": \"C0\", \"line\": 3, \"column\": 1,"))
        << json.text;
    EXPECT_TRUE(contains(json.text, "\"octets\": \"80\", \"line\": 3, \"column\": 2,"))
        << json.text;
    const auto text = report(content, ReportFormat::Text);
    EXPECT_TRUE(contains(text.text, "\n      line 2, column 7\n\n")) << text.text;
    const auto page = report(content, ReportFormat::Html);
    EXPECT_TRUE(
        contains(page.text, "<span class=\"where\">line 2, column 7, offset 11, 1 octet</span>"))
        << page.text;
}

// The summary of binary data sends the command line's reader to dump; the window's reader is sent
// to no command (ReportOptions::namesCommands).
TEST(Report, NamesTheCommandLineOnlyWhereItIsRead) {
    std::string content(4096, '\0');
    content.replace(100, 9, "some text");
    const MemorySource source(std::vector<std::uint8_t>(content.begin(), content.end()));
    for (const bool namesCommands : {true, false}) {
        ReportOptions options;
        options.format = ReportFormat::Html;
        options.namesCommands = namesCommands;
        std::string page;
        (void)writeReport(source, options, [&page](std::string_view piece) {
            page += piece;
            return true;
        });
        EXPECT_TRUE(contains(page, "read it as data, not as text")) << page;
        EXPECT_EQ(contains(page, "u8scope-cli dump"), namesCommands) << page;
    }
}

TEST(Report, SaysWhenThePageListsFewerErrorsThanThereAre) {
    const std::string content(kHtmlErrorLimit + 7, '\xFF');
    const auto w = report(content, ReportFormat::Html);
    EXPECT_EQ(test::htmlProblem(w.text), "");
    EXPECT_TRUE(contains(w.text, "<p class=\"truncated\" id=\"errors-truncated\">The first 5000 of "
                                 "5007 are listed;"))
        << w.text.substr(0, 4000);
    EXPECT_EQ(countOf(w.text, "<span class=\"kind\">invalid-octet</span>"), kHtmlErrorLimit);
    const auto two = report(content, ReportFormat::Html, "a.txt", 2);
    EXPECT_TRUE(contains(two.text, "The first 2 of 5007 are listed;"));
    EXPECT_EQ(countOf(two.text, "<span class=\"kind\">invalid-octet</span>"), 2u);
    // The JSON lists every one, as scan --json does.
    const auto json = report(content, ReportFormat::Json);
    EXPECT_TRUE(contains(json.text, "\"errors_listed\": 5007")) << json.text.substr(0, 2000);
}

TEST(Report, SaysWhyTheListStopsShort) {
    std::string page;
    ReportWriter writer(ReportFormat::Html, kDefaultProfile, [&page](std::string_view piece) {
        page += piece;
        return true;
    });
    ScanStats stats;
    stats.errors = 4;
    writer.header("a.txt", stats, FileSummary{}, 4);
    writer.endErrors("a.txt: Input/output error <at 4096>");
    writer.finish(0);
    ASSERT_TRUE(writer.flush());
    EXPECT_EQ(test::htmlProblem(page), "") << page;
    EXPECT_TRUE(contains(page, "<p class=\"truncated\" id=\"list-truncated\">The list stops here: "
                               "a.txt: Input/output error &lt;at 4096&gt;.</p>"))
        << page;
}

TEST(Report, StopsWhenTheSinkRefusesAPiece) {
    const std::string content(100000, '\xFF');
    const MemorySource source(std::vector<std::uint8_t>(content.begin(), content.end()));
    ReportOptions options;
    int pieces = 0;
    const auto outcome =
        writeReport(source, options, [&pieces](std::string_view) { return ++pieces < 2; });
    EXPECT_TRUE(outcome.writeFailed);
    EXPECT_EQ(pieces, 2);
}

TEST(Report, StopsWhenProgressSaysCancel) {
    const std::string content(100000, 'a');
    const MemorySource source(std::vector<std::uint8_t>(content.begin(), content.end()));
    ReportOptions options;
    options.format = ReportFormat::Html;
    options.progress = [](std::uint64_t done, std::uint64_t total) {
        EXPECT_LE(done, total);
        return false;
    };
    const auto outcome = writeReport(source, options, [](std::string_view) { return true; });
    EXPECT_TRUE(outcome.cancelled);
}

// A file cut short or rewritten while it was counted: its counts (here: valid, nothing to list)
// belong to no version of it, so nothing is written and the read error says why, in every format.
TEST(Report, WritesNothingWhenTheFileChangedWhileItWasCounted) {
    const std::string content(100000, 'a');
    const MemorySource source(std::vector<std::uint8_t>(content.begin(), content.end()));
    for (const ReportFormat format : {ReportFormat::Text, ReportFormat::Json, ReportFormat::Html}) {
        ReportOptions options;
        options.format = format;
        options.name = "shrinking.txt";
        int asked = 0;
        // Unchanged when the counting begins, changed once it is over.
        options.changed = [&asked] {
            return ++asked == 1 ? std::string() : std::string("now 10 octets instead of 100000");
        };
        std::string written;
        const auto outcome = writeReport(source, options, [&written](std::string_view piece) {
            written += piece;
            return true;
        });
        EXPECT_GE(asked, 2);
        ASSERT_TRUE(outcome.readError.has_value());
        EXPECT_EQ(outcome.readError->message(),
                  "shrinking.txt: changed while it was read (now 10 octets instead of 100000)");
        EXPECT_TRUE(written.empty()) << written;
    }
}

} // namespace
} // namespace u8scope
