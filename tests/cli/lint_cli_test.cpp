// u8scope-cli lint as a black box: source files made like the public Trojan Source attacks (bidi
// reordering, invisible characters in names, look-alike letters), each flagged under its class
// at its line and column; clean prose in many scripts and clean source code, none flagged; exit
// statuses, --allow and --deny, --json, and files that cannot be read among those that can.
//
// The files are written here from escapes, so that no attack hides in this repository's own
// text: \u202E is RLO, \u2066 LRI, \u2067 RLI, \u2069 PDI, \u200B ZWSP, \u200D ZWJ.
#include "json_check.h"
#include "run_cli.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>
#include <unistd.h>

namespace u8scope::test {
namespace {

namespace fs = std::filesystem;

class CliLint : public ::testing::Test {
protected:
    void SetUp() override {
        m_dir = fs::temp_directory_path() /
                ("u8scope-lint-" + std::to_string(::getpid()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }

    std::string write(const std::string& name, const std::string& text) {
        const fs::path p = m_dir / name;
        std::ofstream(p, std::ios::binary) << text;
        return p.string();
    }

    // "CLASS@LINE:COLUMN U+XXXX" for each line of the text output, in order.
    static std::string findings(const CliRun& r) {
        std::string out;
        std::istringstream lines(r.out);
        for (std::string line; std::getline(lines, line);) {
            // path:line:column: class: U+XXXX NAME: sentence
            const std::size_t afterPath = line.find(':');
            const std::size_t afterLine = line.find(':', afterPath + 1);
            const std::size_t afterColumn = line.find(':', afterLine + 1);
            const std::size_t afterClass = line.find(':', afterColumn + 1);
            const std::string where = line.substr(afterPath + 1, afterColumn - afterPath - 1);
            const std::string cls = line.substr(afterColumn + 2, afterClass - afterColumn - 2);
            const std::string cp =
                line.substr(afterClass + 2, line.find(' ', afterClass + 2) - afterClass - 2);
            if (!out.empty())
                out += ", ";
            out += cls + "@" + where + " " + cp;
        }
        return out;
    }

    fs::path m_dir;
};

// --- Attacks -------------------------------------------------------------------------------

TEST_F(CliLint, CommentingOutInC) {
    // "/* } if (isAdmin) begin admins only */" shows as code that checks isAdmin; the compiler
    // sees one comment, and prints the admin line for everyone.
    const std::string f = write(
        "commenting-out.c", "#include <stdio.h>\n"
                            "#include <stdbool.h>\n"
                            "\n"
                            "int main(void) {\n"
                            "    bool isAdmin = false;\n"
                            "    /*\u202E } \u2066if (isAdmin)\u2069 \u2066 begin admins only */\n"
                            "        printf(\"You are an admin.\\n\");\n"
                            "    /* end admins only \u202E { \u2066*/\n"
                            "    return 0;\n"
                            "}\n");
    const CliRun r = runCli({"lint", f});
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_EQ(findings(r), "bidi-unterminated@6:7 U+202E, bidi@6:11 U+2066, bidi@6:24 U+2069, "
                           "bidi-unterminated@6:26 U+2066, bidi-unterminated@8:24 U+202E, "
                           "bidi-unterminated@8:28 U+2066");
    EXPECT_NE(r.out.find("it reverses the order in which the following text is displayed"),
              std::string::npos);
}

TEST_F(CliLint, StretchedStringInCppAndJava) {
    // The string compared holds "// Check if admin": it reads as a comment after the string.
    const std::string cpp = write(
        "stretched-string.cpp",
        "#include <iostream>\n"
        "#include <string>\n"
        "int main() {\n"
        "    std::string access_level = \"user\";\n"
        "    if (access_level.compare(\"user\u202E \u2066// Check if admin\u2069 \u2066\")) {\n"
        "        std::cout << \"You are an admin.\\n\";\n"
        "    }\n"
        "}\n");
    const std::string java =
        write("StretchedString.java",
              "public class StretchedString {\n"
              "    public static void main(String[] args) {\n"
              "        String accessLevel = \"user\";\n"
              "        if (accessLevel != \"user\u202E \u2066// Check if admin\u2069 \u2066\") {\n"
              "            System.out.println(\"You are an admin.\");\n"
              "        }\n"
              "    }\n"
              "}\n");
    EXPECT_EQ(findings(runCli({"lint", cpp})),
              "bidi-unterminated@5:35 U+202E, bidi@5:37 U+2066, bidi@5:55 U+2069, "
              "bidi-unterminated@5:57 U+2066");
    EXPECT_EQ(findings(runCli({"lint", java})),
              "bidi-unterminated@4:33 U+202E, bidi@4:35 U+2066, bidi@4:53 U+2069, "
              "bidi-unterminated@4:55 U+2066");
}

TEST_F(CliLint, EarlyReturnInPython) {
    // The RLI makes "return" show inside the docstring: the function returns before it
    // subtracts, though it reads as if it subtracted.
    const std::string f =
        write("early-return.py", "#!/usr/bin/env python3\n"
                                 "bank = {'alice': 100}\n"
                                 "\n"
                                 "def subtract_funds(account: str, amount: int):\n"
                                 "    ''' Subtract funds from bank account then \u2067''' ;return\n"
                                 "    bank[account] -= amount\n"
                                 "    return\n");
    EXPECT_EQ(findings(runCli({"lint", f})), "bidi-unterminated@5:47 U+2067");
}

TEST_F(CliLint, CommentingOutInGoAndRust) {
    const std::string go = write("commenting-out.go",
                                 "package main\n"
                                 "\n"
                                 "import \"fmt\"\n"
                                 "\n"
                                 "func main() {\n"
                                 "\tvar isAdmin = false\n"
                                 "\t/*\u202E } \u2066if isAdmin\u2069 \u2066 begin admins only */\n"
                                 "\t\tfmt.Println(\"You are an admin.\")\n"
                                 "\t/* end admins only \u202E { \u2066*/\n"
                                 "}\n");
    const std::string rust =
        write("commenting-out.rs", "fn main() {\n"
                                   "    let is_admin = false;\n"
                                   "    /*\u202E } \u2066if is_admin\u2069 \u2066 begin admins */\n"
                                   "        println!(\"You are an admin.\");\n"
                                   "    /* end admins \u202E { \u2066*/\n"
                                   "}\n");
    EXPECT_EQ(findings(runCli({"lint", go})),
              "bidi-unterminated@7:4 U+202E, bidi@7:8 U+2066, bidi@7:19 U+2069, "
              "bidi-unterminated@7:21 U+2066, bidi-unterminated@9:21 U+202E, "
              "bidi-unterminated@9:25 U+2066");
    EXPECT_EQ(findings(runCli({"lint", rust})),
              "bidi-unterminated@3:7 U+202E, bidi@3:11 U+2066, bidi@3:23 U+2069, "
              "bidi-unterminated@3:25 U+2066, bidi-unterminated@5:19 U+202E, "
              "bidi-unterminated@5:23 U+2066");
}

TEST_F(CliLint, InvisibleCharactersInNames) {
    // JavaScript takes ZWJ inside a name: isAdmin and is<ZWJ>Admin are two functions. A Hangul
    // filler is a letter to JavaScript and shows nothing: an invisible parameter.
    const std::string js = write("invisible-function.js",
                                 "function isAdmin() { return false; }\n"
                                 "function is\u200DAdmin() { return true; }\n"
                                 "if (is\u200DAdmin()) { console.log('You are an admin.'); }\n"
                                 "const { timeout,\u3164} = req.query;\n"
                                 "exec(`ping -c ${timeout}`,\u3164);\n");
    const std::string go = write("invisible.go", "package main\nvar is\u200BAdmin = true\n");
    EXPECT_EQ(findings(runCli({"lint", js})),
              "invisible@2:12 U+200D, invisible@3:7 U+200D, invisible@4:17 U+3164, "
              "invisible@5:27 U+3164");
    EXPECT_EQ(findings(runCli({"lint", go})), "invisible@2:7 U+200B");
}

TEST_F(CliLint, HomoglyphNames) {
    // sayHello and sayНello (Cyrillic EN), say_hello and say_hеllo (Cyrillic IE), and a
    // Cyrillic "раураl" that reads as paypal among Latin code.
    const std::string py = write("homoglyph-function.py", "def sayHello():\n"
                                                          "    print('Hello, World')\n"
                                                          "\n"
                                                          "def say\u041Dello():\n"
                                                          "    print('Goodbye, World')\n"
                                                          "\n"
                                                          "say\u041Dello()\n");
    const std::string rust = write("homoglyph.rs", "fn say_hello() {}\n"
                                                   "fn say_h\u0435llo() {}\n"
                                                   "fn main() { say_h\u0435llo(); }\n");
    const std::string js =
        write("homoglyph.js", "const site = '\u0440\u0430\u0443\u0440\u0430l.com';\n");
    EXPECT_EQ(findings(runCli({"lint", py})), "confusable@4:8 U+041D, confusable@7:4 U+041D");
    EXPECT_EQ(findings(runCli({"lint", rust})), "confusable@2:9 U+0435, confusable@3:18 U+0435");
    const CliRun r = runCli({"lint", js});
    EXPECT_EQ(findings(r), "confusable@1:20 U+006C");
    EXPECT_NE(r.out.find("LATIN SMALL LETTER L"), std::string::npos) << r.out;
}

TEST_F(CliLint, OtherHiddenCharacters) {
    // ASCII smuggled in tag characters, a BOM in the middle, an RLM that turns "1, 2" around,
    // a variation selector after a letter, a no-break space in a shell command, a line
    // separator in a string, an escape sequence in a log.
    const std::string f = write("others.txt", "ok\U000E0069\U000E0067\U000E006E\n"
                                              "a\n\uFEFFb\n"
                                              "int v[] = {\u200F1, 2};\n"
                                              "x\uFE0F\n"
                                              "rm -rf\u00A0 /tmp/x\n"
                                              "s = 'a\u2028b'\n"
                                              "\x1B[2Kdone\n");
    EXPECT_EQ(findings(runCli({"lint", f})),
              "tag@1:3 U+E0069, tag@1:4 U+E0067, tag@1:5 U+E006E, bom@3:1 U+FEFF, "
              "bidi@4:12 U+200F, variation-selector@5:2 U+FE0F, space@6:7 U+00A0, "
              "separator@7:7 U+2028, control@8:1 U+001B");
}

// --- Clean text ----------------------------------------------------------------------------

TEST_F(CliLint, CleanMultilingualProsePasses) {
    const std::string prose = write(
        "prose.txt",
        // English, German, French with its no-break spaces, Spanish, Polish, Vietnamese.
        "The quick brown fox jumps over the lazy dog.\n"
        "Zwölf Boxkämpfer jagen Viktor quer über den großen Sylter Deich.\n"
        "\u00AB\u00A0Où est la gare\u202F?\u00A0\u00BB demanda-t-il\u202F; il était 10\u00A0h.\n"
        "El pingüino Wenceslao hizo kilómetros bajo exhaustiva lluvia y frío.\n"
        "Zażółć gęślą jaźń. Tiếng Việt có dấu.\n"
        // Russian with short words that look Latin, Greek, Armenian, Georgian.
        "\u0421\u044A\u0435\u0448\u044C \u0436\u0435 \u0435\u0449\u0451 \u044D\u0442\u0438\u0445 "
        "\u043C\u044F\u0433\u043A\u0438\u0445 \u0431\u0443\u043B\u043E\u043A, \u0430 \u0432\u044B"
        "\u043F\u0435\u0439 \u0447\u0430\u044E \u0441 \u043C\u0451\u0434\u043E\u043C.\n"
        "\u039E\u03B5\u03C3\u03BA\u03B5\u03C0\u03AC\u03B6\u03C9 \u03C4\u03B7\u03BD \u03C8\u03C5"
        "\u03C7\u03BF\u03C6\u03B8\u03CC\u03C1\u03B1 \u03B2\u03B4\u03B5\u03BB\u03C5\u03B3\u03BC"
        "\u03AF\u03B1.\n"
        "\u0532\u0561\u0580\u0587 \u0541\u0565\u0566\u0589 \u10D2\u10D0\u10DB\u10D0\u10E0\u10EF"
        "\u10DD\u10D1\u10D0!\n"
        // Hebrew with RLM, and Arabic with an isolate around a Latin name and ALM before digits.
        "\u05E9\u05DC\u05D5\u05DD \u05E2\u05D5\u05DC\u05DD \u200F(2024)\u200F \u05EA\u05D5\u05D3"
        "\u05D4.\n"
        "\u0645\u0631\u062D\u0628\u0627 \u2066Linux\u2069 \u0627\u0644\u0625\u0635\u062F\u0627"
        "\u0631 \u061C5.10\n"
        // Persian with ZWNJ, Hindi and Bengali with conjuncts and ZWJ / ZWNJ after a virama.
        "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645 \u06A9\u062A\u0627\u0628\u200C\u0647"
        "\u0627\u06CC \u0641\u0627\u0631\u0633\u06CC \u0631\u0627 \u0628\u062E\u0648\u0627"
        "\u0646\u0645.\n"
        "\u0939\u093F\u0928\u094D\u0926\u0940 \u0915\u094D\u200D\u0937 \u0915\u094D\u200C\u0937 "
        "\u092D\u093E\u0937\u093E\u0964 \u09AC\u09BE\u0982\u09B2\u09BE \u09B0\u200C\u09CD"
        "\u09AF\u09BE\u0964\n"
        // Japanese (Han, Hiragana, Katakana, Latin, ideographic spaces), Chinese, Korean, Thai.
        "\u3000\u6771\u4EAC\u30BF\u30EF\u30FC\u3068T\u30B7\u30E3\u30C4\u3092\u8CB7\u3044\u307E"
        "\u3057\u305F\u3002\u3000iPhone\u3082\u3002\n"
        "\u6211\u80FD\u541E\u4E0B\u73BB\u7483\u800C\u4E0D\u4F24\u8EAB\u4F53\u3002\n"
        "\uB2E4\uB78C\uC950 \uD5CC \uCCB4\uBC14\uD034\uC5D0 \uD0C0\uACE0\uD30C \u97D3\u570B"
        "\u8A9E.\n"
        "\u0E40\u0E1B\u0E47\u0E19\u0E21\u0E19\u0E38\u0E29\u0E22\u0E4C\u0E2A\u0E38\u0E14\u0E1B"
        "\u0E23\u0E30\u0E40\u0E2A\u0E23\u0E34\u0E10\n"
        // Emoji: a family, a flag of Scotland, a heart with VS16, a keycap, a skin tone.
        "\U0001F468\u200D\U0001F469\u200D\U0001F467 \U0001F3F4\U000E0067\U000E0062\U000E0073"
        "\U000E0063\U000E0074\U000E007F \u2764\uFE0F 1\uFE0F\u20E3 \U0001F44D\U0001F3FD\n"
        // Science with Greek letters alone, and units.
        "The angle \u03B1 is 30\u00A0\u00B0 and \u0394t = 5\u202Fms.\n");
    const std::string code =
        write("clean.cpp", "// A comment in Russian: \u043F\u0440\u043E\u0432\u0435\u0440"
                           "\u043A\u0430 \u0434\u0430\u043D\u043D\u044B\u0445\n"
                           "int main() { return 0; }\n");
    const std::string bom = write("bom.txt", "\uFEFFfirst line\n");
    const CliRun r = runCli({"lint", prose, code, bom});
    EXPECT_EQ(r.status, 0) << r.out << r.err;
    EXPECT_EQ(r.out, "");
}

// --- The command ---------------------------------------------------------------------------

TEST_F(CliLint, UnreadableFileAmongReadableOnesIsNamedAndTheOthersLinted) {
    const std::string bad = write("bad.txt", "x\u200By\n");
    const std::string good = write("good.txt", "fine\n");
    const std::string missing = (m_dir / "missing.txt").string();
    const CliRun r = runCli({"lint", missing, bad, m_dir.string(), good});
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(findings(r), "invisible@1:2 U+200B");
    EXPECT_NE(r.err.find(missing + ": No such file or directory"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(m_dir.string() + ": "), std::string::npos) << r.err;
}

TEST_F(CliLint, ExitStatusSaysWhetherSomethingWasFound) {
    const std::string clean = write("clean.txt", "plain\n");
    const std::string bad = write("bad.txt", "a\u202Eb\n");
    EXPECT_EQ(runCli({"lint", clean}).status, 0);
    EXPECT_EQ(runCli({"lint", clean, bad}).status, 1);
    EXPECT_EQ(runCli({"lint"}).status, 2);
    EXPECT_EQ(runCli({"lint", "--allow", "nothing", clean}).status, 2);
}

TEST_F(CliLint, AllowAndDenyApplyInOrder) {
    const std::string f = write("mixed.txt", "a\u200Bb p\u0430y \u202E\n");
    EXPECT_EQ(findings(runCli({"lint", f})),
              "invisible@1:2 U+200B, confusable@1:6 U+0430, bidi-unterminated@1:9 U+202E");
    EXPECT_EQ(findings(runCli({"lint", "--allow", "invisible,confusable", f})),
              "bidi-unterminated@1:9 U+202E");
    EXPECT_EQ(findings(runCli({"lint", "--allow", "all", "--deny", "confusable", f})),
              "confusable@1:6 U+0430");
    const CliRun none = runCli({"lint", "--allow=all", f});
    EXPECT_EQ(none.status, 0);
    EXPECT_EQ(none.out, "");
}

TEST_F(CliLint, JsonIsOneObjectWithEveryFileAndTheUnreadableOnes) {
    const std::string bad = write("bad \"name\".txt", "x\u200By p\u0430y\n");
    const std::string missing = (m_dir / "missing.txt").string();
    const CliRun r = runCli({"lint", "--json", bad, missing});
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(isValidJson(r.out)) << r.out;
    EXPECT_NE(r.out.find("\"class\": \"invisible\", \"reason\": \"always\", \"code_point\": "
                         "\"U+200B\", \"name\": \"ZERO WIDTH SPACE\", \"octets\": \"E2 80 8B\""),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("\"script\": \"Cyrillic\", \"reads_as\": \"Latin\", \"looks_like\": "
                         "\"U+0061\""),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("\"error\": \"No such file or directory\""), std::string::npos);
    EXPECT_NE(r.out.find("\"finding_count\": 2"), std::string::npos);
    EXPECT_NE(r.out.find("\"files_with_findings\": 1"), std::string::npos);
    // Nothing at all found, and nothing given but unreadable files: still one object.
    EXPECT_TRUE(isValidJson(runCli({"lint", "--json", missing}).out));
    const std::string clean = write("clean.txt", "ok\n");
    const CliRun c = runCli({"lint", "--json", clean});
    EXPECT_EQ(c.status, 0);
    EXPECT_TRUE(isValidJson(c.out)) << c.out;
}

TEST_F(CliLint, ReadsStandardInput) {
    const std::string f = write("in.txt", "a\u2066b\n");
    CliOptions options;
    options.stdinFile = f;
    const CliRun r = runCli({"lint", "-"}, options);
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.out.rfind("-:1:2: bidi-unterminated: U+2066 LEFT-TO-RIGHT ISOLATE: ", 0), 0u)
        << r.out;
}

TEST_F(CliLint, FileNamesAreShownSafely) {
    // A name holding an RLO is escaped on the terminal, as every name is.
    const std::string f = write("x\u202Etxt.exe", "\u200B\n");
    const CliRun r = runCli({"lint", f});
    EXPECT_EQ(r.out.find("\u202E"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("\\u{202E}"), std::string::npos) << r.out;
}

// --- Binary data --------------------------------------------------------------------------

// Source code with an RLO left open in a comment, 8 KiB of random octets that make an RLO and
// controls by chance (as data does: an image pasted in), and a zero-width space in a name.
std::string codeAroundData() {
    std::string s;
    for (int k = 0; k < 100; ++k)
        s += "int value = compute(input, " + std::to_string(k) + ");\n";
    s += "/* \u202E } if (admin) { */\n"; // line 101
    std::uint32_t x = 12345;
    for (int k = 0; k < 8192; ++k) {
        x = x * 1103515245u + 12345u;
        s += static_cast<char>(x >> 16);
    }
    s.replace(s.size() - 4000, 3, "\u202E");
    s += "\nint co\u200Bunt = 0;\n";
    for (int k = 0; k < 100; ++k)
        s += "int other = compute(input, " + std::to_string(k) + ");\n";
    return s;
}

// Issue 34: random octets decode to U+202E by chance; a finding there is not about text. lint
// says the region of binary data in one line, and exits 1 still (a file that hides text in
// data does not pass), and scan counts them apart.
TEST_F(CliLint, CharactersInBinaryDataAreOneLineForTheRegion) {
    const std::string f = write("mixed.c", codeAroundData());
    const CliRun r = runCli({"lint", f});
    EXPECT_EQ(r.status, 1);
    std::vector<std::string> lines;
    std::istringstream in(r.out);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    ASSERT_EQ(lines.size(), 3u) << r.out;
    EXPECT_EQ(lines[0].rfind(f + ":101:4: bidi-unterminated: U+202E ", 0), 0u) << lines[0];
    EXPECT_EQ(lines[1].find(f + ":"), 0u) << lines[1];
    EXPECT_NE(lines[1].find(": binary: "), std::string::npos) << lines[1];
    EXPECT_NE(lines[1].find(" characters that would be hidden in text lie in "), std::string::npos)
        << lines[1];
    EXPECT_NE(lines[1].find("bytes of binary data at "), std::string::npos) << lines[1];
    EXPECT_NE(lines[2].find(": invisible: U+200B "), std::string::npos) << lines[2];

    const CliRun json = runCli({"lint", "--json", f});
    EXPECT_EQ(json.status, 1);
    EXPECT_TRUE(isValidJson(json.out)) << json.out;
    EXPECT_NE(json.out.find("\"finding_count\": 2,"), std::string::npos) << json.out;
    EXPECT_NE(json.out.find("\"outside_text\": [\n      {\"kind\": \"binary\", \"offset\": "),
              std::string::npos)
        << json.out;

    // Only the classes reported: the data holds no invisible character, so it goes unsaid.
    const CliRun allowed = runCli({"lint", "--allow", "all", "--deny", "invisible", f});
    EXPECT_EQ(allowed.status, 1);
    EXPECT_EQ(std::count(allowed.out.begin(), allowed.out.end(), '\n'), 1) << allowed.out;
    EXPECT_NE(allowed.out.find(":7: invisible: U+200B "), std::string::npos) << allowed.out;

    // scan: two in text, the rest apart, from a file and from a stream alike.
    const CliRun scan = runCli({"scan", "--json", f});
    EXPECT_NE(scan.out.find("\"hidden_count\": 2,\n  \"hidden_outside_text\": "), std::string::npos)
        << scan.out;
    CliOptions fromStdin;
    fromStdin.stdinFile = f;
    const CliRun stream = runCli({"scan", "--json", "-"}, fromStdin);
    const auto outside = [](const std::string& out) {
        const std::size_t at = out.find("\"hidden_outside_text\": ");
        return at == std::string::npos ? std::string() : out.substr(at, out.find(',', at) - at);
    };
    EXPECT_FALSE(outside(scan.out).empty());
    EXPECT_EQ(outside(stream.out), outside(scan.out));
    EXPECT_EQ(outside(scan.out).find(": 0"), std::string::npos) << outside(scan.out);
    const CliRun text = runCli({"scan", f});
    EXPECT_NE(text.out.find("  hidden      2 hidden or look-alike characters"), std::string::npos)
        << text.out;
    EXPECT_NE(text.out.find("  outside     "), std::string::npos) << text.out;
    const CliRun page = runCli({"scan", "--html", f});
    EXPECT_NE(page.out.find(" characters that would be hidden in text lie in regions that are not "
                            "text (binary data, NUL runs, UTF-16): they are no findings"),
              std::string::npos);
}

// --- scan counts them too ------------------------------------------------------------------

TEST_F(CliLint, ScanCountsHiddenCharactersOfAFileAndOfAStream) {
    const std::string f = write("mixed.txt", "a\u200Bb p\u0430y \u202E\n");
    const std::string counts = "\"hidden_by_class\": {\"bidi\": 0, \"bidi-unterminated\": 1, "
                               "\"invisible\": 1, \"tag\": 0, \"variation-selector\": 0, "
                               "\"bom\": 0, \"control\": 0, \"noncharacter\": 0, "
                               "\"private-use\": 0, \"unassigned\": 0, \"space\": 0, "
                               "\"separator\": 0, \"confusable\": 1},\n  \"hidden_count\": 3";
    const CliRun file = runCli({"scan", "--json", f});
    EXPECT_EQ(file.status, 0);
    EXPECT_TRUE(isValidJson(file.out)) << file.out;
    EXPECT_NE(file.out.find(counts), std::string::npos) << file.out;
    CliOptions fromStdin;
    fromStdin.stdinFile = f;
    const CliRun stream = runCli({"scan", "--json", "-"}, fromStdin);
    EXPECT_NE(stream.out.find(counts), std::string::npos) << stream.out;
    const CliRun text = runCli({"scan", f});
    EXPECT_NE(text.out.find("  hidden      3 hidden or look-alike characters"), std::string::npos)
        << text.out;
}

} // namespace
} // namespace u8scope::test
