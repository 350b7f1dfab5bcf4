// u8scope-cli mojibake and fix as a black box.
#include "json_check.h"
#include "malformedtext.h"
#include "run_cli.h"

#include <cctype>
#include <csignal>
#include <dirent.h>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <random>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace u8scope::test {
namespace {

bool contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::vector<std::string> namesIn(const std::string& dir) {
    std::vector<std::string> names;
    if (DIR* d = ::opendir(dir.c_str())) {
        while (const dirent* e = ::readdir(d)) {
            const std::string n = e->d_name;
            if (n != "." && n != "..")
                names.push_back(n);
        }
        ::closedir(d);
    }
    std::sort(names.begin(), names.end());
    return names;
}

// "café ’ Привет" with the first two damaged through windows-1252, the last through
// windows-1251, then a legacy octet, a CESU-8 pair and a C1 control.
const std::string kDamaged = "caf\xC3\x83\xC2\xA9 \xC3\xA2\xE2\x82\xAC\xE2\x84\xA2 ok\n"
                             "\xD0\xA0\xD1\x9F\xD0\xA1\xD0\x82\xD0\xA0\xD1\x91\xD0\xA0\xD0\x86"
                             "\xD0\xA0\xC2\xB5\xD0\xA1\xE2\x80\x9A\n"
                             "caf\xE9 \xED\xA0\xBD\xED\xB8\x80 don\xC2\x92t\n";
const std::string kRepaired = "caf\xC3\xA9 \xE2\x80\x99 ok\n"
                              "\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82\n"
                              "caf\xC3\xA9 \xF0\x9F\x98\x80 don\xE2\x80\x99t\n";
// Clean text in many scripts, with what looks like mojibake but is not.
const std::string kClean = "S\xC3\x83O PAULO, caf\xC3\xA9, \xE2\x82\xAC"
                           "5, x\xC2\xB2, "
                           "\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82, \xE6\x97\xA5\xE6\x9C"
                           "\xAC, \xF0\x9F\x91\x8D, \xE2\x94\x8C\xE2\x94\x80\xE2\x94\x90\n";

TEST(CliMojibake, ListsEachFindingWithItsChainAndExplanation) {
    Scratch s;
    const auto r = runCli({"mojibake", s.file("x.txt", kDamaged)});
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_TRUE(contains(r.out, "  encoding    UTF-8\n")) << r.out;
    EXPECT_TRUE(contains(r.out, "  3           4       reencoded            windows-1252"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "\"\xC3\x83\xC2\xA9\" -> \"\xC3\xA9\"")) << r.out;
    EXPECT_TRUE(contains(r.out, "C3 A9 is \"\xC3\xA9\" in UTF-8; read as windows-1252 they became "
                                "\"\xC3\x83\" and \"\xC2\xA9\"; written back as UTF-8 they are "
                                "C3 83 C2 A9."))
        << r.out;
    EXPECT_TRUE(contains(r.out, "windows-1251")) << r.out;
    EXPECT_TRUE(contains(r.out, "legacy-octets")) << r.out;
    EXPECT_TRUE(contains(r.out, "\n              Evidence: The word reads as text only once "
                                "repaired, and the character that comes back fits it.\n"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "surrogate-pair       CESU-8")) << r.out;
    // The C1 control is shown by its name, never raw on the terminal, nor as escaped octets,
    // which would look like octets that are not UTF-8.
    EXPECT_TRUE(contains(r.out, "\"<PU2>\" -> \"\xE2\x80\x99\"")) << r.out;
    EXPECT_FALSE(contains(r.out, "\xC2\x92")) << r.out;
    EXPECT_FALSE(contains(r.out, "\"\\xC2\\x92\"")) << r.out;
    EXPECT_TRUE(contains(r.out, "\n6 findings: reencoded 3, surrogate-pair 1, legacy-octets 1, "
                                "c1-control 1"))
        << r.out;
}

TEST(CliMojibake, ExitsZeroWhenNothingIsFound) {
    Scratch s;
    const auto r = runCli({"mojibake", s.file("clean.txt", kClean)});
    EXPECT_EQ(r.status, 0) << r.out << r.err;
    EXPECT_TRUE(contains(r.out, "\n0 findings (")) << r.out;
    EXPECT_EQ(runCli({"mojibake", "/dev/null"}).status, 0);
    const auto missing = runCli({"mojibake", s.path("nope")});
    EXPECT_EQ(missing.status, 2);
    EXPECT_TRUE(contains(missing.err, s.path("nope") + ": No such file or directory"));
}

TEST(CliMojibake, WritesOneValidJsonObject) {
    Scratch s;
    const auto r = runCli({"mojibake", "--json", s.file("x.txt", kDamaged)});
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(isValidJson(r.out)) << r.out;
    EXPECT_TRUE(contains(r.out, "\"encoding\": {\"utf8\": true}")) << r.out;
    EXPECT_TRUE(contains(r.out, "\"finding_count\": 6")) << r.out;
    EXPECT_TRUE(contains(r.out, "\"kind\": \"reencoded\", \"octets\": \"C3 83 C2 A9\"")) << r.out;
    EXPECT_TRUE(contains(r.out, "\"repaired\": \"\xC3\xA9\"")) << r.out;
    EXPECT_TRUE(contains(r.out, "\"stages\": [{\"text\": \"\xC3\xA9\", \"octets\": \"C3 A9\"}, "
                                "{\"text\": \"\xC3\x83\xC2\xA9\", \"octets\": \"C3 83 C2 A9\"}]"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "\"findings_by_kind\": {\"reencoded\": 3, ")) << r.out;
    EXPECT_TRUE(contains(r.out, "\"truncated\": false")) << r.out;
    // Why each finding was taken: its evidence, by kind and count, with its sentence.
    EXPECT_TRUE(contains(r.out, "\"evidence\": [{\"kind\": \"word\", \"count\": 1, \"sentence\": "
                                "\"The word reads as text only once repaired, and the character "
                                "that comes back fits it.\"}"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "\"evidence\": [{\"kind\": \"form\", \"count\": 1, ")) << r.out;
    // The legacy octet E9 is no UTF-8: "text" holds U+FFFD for it, "octets" the octet.
    EXPECT_TRUE(contains(r.out, "\"octets\": \"E9\", \"text\": \"\xEF\xBF\xBD\"")) << r.out;
    const auto empty = runCli({"mojibake", "--json", "/dev/null"});
    EXPECT_EQ(empty.status, 0);
    EXPECT_TRUE(isValidJson(empty.out)) << empty.out;
}

// A chain through two codecs names each round's codec, in the order of the damage; an emoji in
// CESU-8 read as windows-1252 says it began in CESU-8.
TEST(CliMojibake, NamesEachCodecOfAChainInJson) {
    Scratch s;
    // "£4.50" read as windows-1252, then as windows-1251; "😀" in CESU-8 read as windows-1252.
    const auto r = runCli({"mojibake", "--json",
                           s.file("chain.txt", "Ticket \xD0\x93\xE2\x80\x9A\xD0\x92\xD0\x88"
                                               "4.50 ok \xC3\xAD\xC2\xA0\xC2\xBD\xC3\xAD\xC2"
                                               "\xB8\xE2\x82\xAC\n")});
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(isValidJson(r.out)) << r.out;
    EXPECT_TRUE(contains(r.out, "\"chain\": \"windows-1252 then windows-1251\", \"codec\": "
                                "\"windows-1251\", \"east_asian\": null, \"rounds\": 2, "
                                "\"codecs\": [\"windows-1252\", \"windows-1251\"], "
                                "\"latin1_mix\": false, \"cesu8\": false"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "\"repaired\": \"\xC2\xA3\"")) << r.out;
    EXPECT_TRUE(contains(r.out, "\"repaired\": \"\xF0\x9F\x98\x80\"")) << r.out;
    EXPECT_TRUE(contains(r.out, "\"cesu8\": true")) << r.out;
    EXPECT_TRUE(contains(r.out, "\"chain\": \"CESU-8 then windows-1252\"")) << r.out;
}

// The rows of a text report: the lines that start with an offset.
int listedRows(const std::string& report) {
    int rows = 0;
    std::istringstream in(report);
    for (std::string line; std::getline(in, line);)
        rows += line.size() > 2 && line.compare(0, 2, "  ") == 0 &&
                        std::isdigit(static_cast<unsigned char>(line[2]))
                    ? 1
                    : 0;
    return rows;
}

TEST(CliMojibake, ListsAtMostMaxFindingsAndStillCountsThemAll) {
    Scratch s;
    const std::string file = s.file("x.txt", kDamaged);
    EXPECT_EQ(listedRows(runCli({"mojibake", file}).out), 6);
    const auto two = runCli({"mojibake", "--max-findings", "2", file});
    EXPECT_EQ(two.status, 1) << two.err;
    EXPECT_EQ(listedRows(two.out), 2) << two.out;
    EXPECT_TRUE(contains(two.out, "  3           4       reencoded            windows-1252"))
        << two.out;
    EXPECT_TRUE(contains(two.out, "\n6 findings (2 listed, --max-findings 2): reencoded 3, "
                                  "surrogate-pair 1, legacy-octets 1, c1-control 1"))
        << two.out;
    // None listed: no table header either, and still exit 1.
    const auto none = runCli({"mojibake", "--max-findings=0", file});
    EXPECT_EQ(none.status, 1);
    EXPECT_EQ(listedRows(none.out), 0) << none.out;
    EXPECT_FALSE(contains(none.out, "offset")) << none.out;
    EXPECT_TRUE(contains(none.out, "\n6 findings (0 listed, --max-findings 0)")) << none.out;
    // As many as there are or more: the report of before, word for word.
    EXPECT_EQ(runCli({"mojibake", "--max-findings", "6", file}).out,
              runCli({"mojibake", file}).out);

    const auto json = runCli({"mojibake", "--json", "--max-findings", "1", file});
    EXPECT_EQ(json.status, 1);
    EXPECT_TRUE(isValidJson(json.out)) << json.out;
    EXPECT_TRUE(contains(json.out, "\"findings_listed\": 1,\n  \"finding_count\": 6")) << json.out;
    EXPECT_EQ(json.out.find("\"offset\": "), json.out.rfind("\"offset\": ")) << json.out;
    const auto jsonNone = runCli({"mojibake", "--json", "--max-findings", "0", file});
    EXPECT_TRUE(isValidJson(jsonNone.out)) << jsonNone.out;
    EXPECT_TRUE(contains(jsonNone.out, "\"findings\": [],\n  \"findings_listed\": 0,"))
        << jsonNone.out;
    EXPECT_TRUE(contains(runCli({"mojibake", "--json", file}).out, "\"findings_listed\": 6,"));

    const auto wrong = runCli({"mojibake", "--max-findings", "many", file});
    EXPECT_EQ(wrong.status, 2);
    EXPECT_TRUE(contains(wrong.err, "'--max-findings' needs a number")) << wrong.err;
    EXPECT_EQ(runCli({"scan", "--max-findings", "1", file}).status, 2);
}

TEST(CliMojibake, NamesTheEncodingOfAFileThatIsNotUtf8) {
    Scratch s;
    std::string russian;
    for (int i = 0; i < 20; ++i) // "Привет, мир! Это простой текст." in windows-1251
        russian += "\xCF\xF0\xE8\xE2\xE5\xF2, \xEC\xE8\xF0! \xDD\xF2\xEE \xEF\xF0\xEE\xF1\xF2\xEE"
                   "\xE9 \xF2\xE5\xEA\xF1\xF2.\n";
    const auto r = runCli({"mojibake", s.file("ru.txt", russian)});
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(contains(r.out, "encoding    not UTF-8: most likely windows-1251")) << r.out;
    const auto json = runCli({"mojibake", "--json", s.path("ru.txt")});
    EXPECT_TRUE(isValidJson(json.out)) << json.out;
    EXPECT_TRUE(contains(json.out, "\"utf8\": false, \"name\": \"windows-1251\"")) << json.out;
    std::string utf16 = "\xFF\xFE";
    for (const char c : std::string("Hello, world.\n")) {
        utf16 += c;
        utf16 += '\0';
    }
    const auto u = runCli({"mojibake", s.file("u16.txt", utf16)});
    EXPECT_EQ(u.status, 1);
    EXPECT_TRUE(contains(u.out, "most likely UTF-16LE (it starts with its byte order mark)"))
        << u.out;
}

// A file in an encoding of several octets a character (GB18030, Shift_JIS) is named, and no
// octet of it is read as a word of a single-octet codec ("ÖĐÎÄ" of ISO 8859-2 for "中文"): the
// encoding is the finding, as in the window; `scan` names it too.
TEST(CliMojibake, ReadsNoWordsOfAFileInAnEncodingOfSeveralOctetsACharacter) {
    Scratch s;
    std::string gb;
    for (int i = 0; i < 20; ++i) // "中文文本测试。这是一个简单的句子。" in GB18030
        gb += "\xD6\xD0\xCE\xC4\xCE\xC4\xB1\xBE\xB2\xE2\xCA\xD4\xA1\xA3\xD5\xE2\xCA\xC7"
              "\xD2\xBB\xB8\xF6\xBC\xF2\xB5\xA5\xB5\xC4\xBE\xE4\xD7\xD3\xA1\xA3\n";
    const auto r = runCli({"mojibake", s.file("gb.txt", gb)});
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(contains(r.out, "encoding    not UTF-8: most likely GB18030")) << r.out;
    EXPECT_TRUE(contains(r.out, "\n0 findings (" + std::to_string(gb.size()) + " octets)\n"))
        << r.out;
    const auto scan = runCli({"scan", s.path("gb.txt")});
    EXPECT_TRUE(contains(scan.out, "summary     Not UTF-8: probably GB18030, a legacy encoding"))
        << scan.out;
}

// A file in ISO 8859-1 but for one line in windows-1251: the file's codec reads the legacy
// octets where it reads them well, and the Cyrillic line comes back as Cyrillic, not "Ïðèâåò",
// "как" (which ISO 8859-1 reads as "êàê") included.
TEST(CliFix, ReadsALineInAnotherCodecThanTheFilesWithThatCodec) {
    Scratch s;
    std::string text;
    for (int i = 0; i < 5; ++i)
        text += "Le caf\xE9 est bon. Stra\xDF"
                "e in M\xFC"
                "nchen.\n";
    text += "\xCF\xF0\xE8\xE2\xE5\xF2 \xEC\xE8\xF0, \xEA\xE0\xEA \xE4\xE5\xEB\xE0?\n";
    std::string want;
    for (int i = 0; i < 5; ++i)
        want += "Le caf\xC3\xA9 est bon. Stra\xC3\x9F"
                "e in M\xC3\xBC"
                "nchen.\n";
    want += "\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82 \xD0\xBC\xD0\xB8\xD1\x80, "
            "\xD0\xBA\xD0\xB0\xD0\xBA \xD0\xB4\xD0\xB5\xD0\xBB\xD0\xB0?\n";
    const auto r = runCli({"fix", s.file("mixed.txt", text)});
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_TRUE(contains(r.err, "most likely ISO-8859-1")) << r.err;
    EXPECT_EQ(r.out, want);
}

TEST(CliFix, RepairsTheFindingsAndCopiesEverythingElse) {
    Scratch s;
    const auto r = runCli({"fix", s.file("x.txt", kDamaged)});
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_EQ(r.out, kRepaired);
    // Standard input gives the same.
    CliOptions in;
    in.stdinFile = s.path("x.txt");
    EXPECT_EQ(runCli({"fix", "-"}, in).out, kRepaired);
}

TEST(CliFix, GivesACleanFileBackOctetForOctet) {
    Scratch s;
    // Clean text, and octets outside any finding that are not UTF-8 either (a sequence cut
    // short, which no codec reads as text).
    const std::string text = kClean + "\xE2\x82 tail\r\n\t" + std::string(1, '\0');
    const auto r = runCli({"fix", s.file("clean.txt", text)});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out, text);
}

TEST(CliFix, WritesOutThroughATemporaryFileInItsFolder) {
    Scratch s;
    const std::string in = s.file("in.txt", kDamaged);
    const std::string out = s.file("out.txt", "old content");
    ASSERT_EQ(::chmod(out.c_str(), 0640), 0);
    const auto r = runCli({"fix", "-o", out, in});
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(readFile(out), kRepaired);
    struct stat st {};
    ASSERT_EQ(::stat(out.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0640u) << "the permissions of the file it replaced";
    EXPECT_EQ(namesIn(s.dir()), (std::vector<std::string>{"in.txt", "out.txt"}));
    EXPECT_EQ(readFile(in), kDamaged) << "the input is never touched";
    // A new file, and --output=.
    const auto fresh = runCli({"fix", "--output=" + s.path("new.txt"), in});
    EXPECT_EQ(fresh.status, 1);
    EXPECT_EQ(readFile(s.path("new.txt")), kRepaired);
}

// A warning written to a standard error whose reader has gone (2>&1 | head, a closed log pipe)
// ends fix by SIGPIPE: OUT is left as it was, and its temporary file is not left behind.
TEST(CliFix, LeavesNoTemporaryFileWhenStandardErrorHasNoReader) {
    Scratch s;
    // windows-1252 text: fix warns that it reads the file's octets as such.
    const std::string in = s.file("in.txt", "Le caf\xE9 est ouvert, na\xEFve r\xE9sum\xE9.\n");
    const std::string out = s.file("out.txt", "old content");
    CliOptions o;
    o.stderrClosedPipe = true;
    const auto r = runCli({"fix", "-o", out, in}, o);
    EXPECT_EQ(r.signal, SIGPIPE);
    EXPECT_EQ(readFile(out), "old content");
    EXPECT_EQ(namesIn(s.dir()), (std::vector<std::string>{"in.txt", "out.txt"}));
    // With SIGPIPE ignored the warning fails quietly, and the repair is written.
    o.ignoreSigpipe = true;
    const auto ignored = runCli({"fix", "-o", out, in}, o);
    EXPECT_EQ(ignored.status, 1);
    EXPECT_EQ(readFile(out), "Le caf\xC3\xA9 est ouvert, na\xC3\xAFve r\xC3\xA9sum\xC3\xA9.\n");
    EXPECT_EQ(namesIn(s.dir()), (std::vector<std::string>{"in.txt", "out.txt"}));
}

// "-o -" is standard output, as "-" is standard input: no file named "-" is made.
// -o OUT where OUT is a symbolic link replaced the link with a file, and left the file it pointed
// to as it was. The file it points to is now replaced, and the link stays; a link to no file is
// refused.
TEST(CliFix, WritesThroughASymbolicLink) {
    Scratch s;
    const std::string in = s.file("in.txt", kDamaged);
    const std::string target = s.file("target.txt", "old\n");
    const std::string link = s.path("link.txt");
    ASSERT_EQ(::symlink("target.txt", link.c_str()), 0);
    const auto r = runCli({"fix", "-o", link, in});
    EXPECT_EQ(r.status, 1) << r.err;
    struct stat st {};
    ASSERT_EQ(::lstat(link.c_str(), &st), 0);
    EXPECT_TRUE(S_ISLNK(st.st_mode));
    EXPECT_EQ(readFile(target), kRepaired);
    const std::string dangling = s.path("dangling.txt");
    ASSERT_EQ(::symlink("nowhere.txt", dangling.c_str()), 0);
    const auto refused = runCli({"fix", "-o", dangling, in});
    EXPECT_EQ(refused.status, 2);
    EXPECT_TRUE(contains(refused.err, "dangling.txt: is a symbolic link to no file"))
        << refused.err;
    EXPECT_FALSE(std::filesystem::exists(s.path("nowhere.txt")));
    // A loop is named for what it is.
    ASSERT_EQ(::symlink("loop2.txt", s.path("loop1.txt").c_str()), 0);
    ASSERT_EQ(::symlink("loop1.txt", s.path("loop2.txt").c_str()), 0);
    const auto loop = runCli({"fix", "-o", s.path("loop1.txt"), in});
    EXPECT_EQ(loop.status, 2);
    EXPECT_TRUE(contains(loop.err, "loop1.txt: is a symbolic link that cannot be followed: Too "
                                   "many levels of symbolic links"))
        << loop.err;
}

TEST(CliFix, TakesADashForStandardOutput) {
    Scratch s;
    const std::string in = s.file("in.txt", kDamaged);
    struct stat before {};
    const bool dashExisted = ::stat("-", &before) == 0;
    const auto r = runCli({"fix", "-o", "-", in});
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_EQ(r.out, kRepaired);
    struct stat after {};
    EXPECT_EQ(::stat("-", &after) == 0, dashExisted) << "a file named - was written";
}

TEST(CliFix, RefusesToOverwriteItsInputUnderAnyName) {
    Scratch s;
    const std::string in = s.file("in.txt", kDamaged);
    const auto same = runCli({"fix", "-o", in, in});
    EXPECT_EQ(same.status, 2);
    EXPECT_TRUE(contains(same.err, "fix never overwrites its input")) << same.err;
    ASSERT_EQ(::link(in.c_str(), s.path("hard.txt").c_str()), 0);
    EXPECT_EQ(runCli({"fix", "-o", s.path("hard.txt"), in}).status, 2);
    ASSERT_EQ(::symlink(in.c_str(), s.path("soft.txt").c_str()), 0);
    EXPECT_EQ(runCli({"fix", "-o", s.path("soft.txt"), in}).status, 2);
    EXPECT_EQ(runCli({"fix", "-o", s.dir() + "/./in.txt", in}).status, 2);
    EXPECT_EQ(readFile(in), kDamaged);
    // Nor a directory or a device.
    EXPECT_EQ(runCli({"fix", "-o", s.dir(), in}).status, 2);
    const auto device = runCli({"fix", "-o", "/dev/null", in});
    EXPECT_EQ(device.status, 2);
    EXPECT_TRUE(contains(device.err, "/dev/null: is not a regular file")) << device.err;
    EXPECT_EQ(namesIn(s.dir()), (std::vector<std::string>{"hard.txt", "in.txt", "soft.txt"}));
}

TEST(CliFix, LeavesOutAsItWasWhenItCannotWrite) {
    if (::geteuid() == 0 && !canRunAsNobody())
        GTEST_SKIP() << "running as root without setpriv to drop privileges";
    Scratch s;
    const std::string in = s.file("in.txt", kDamaged);
    const std::string folder = s.path("locked");
    ASSERT_EQ(::mkdir(folder.c_str(), 0755), 0);
    ASSERT_EQ(::chmod(s.dir().c_str(), 0755), 0);
    ASSERT_EQ(::chmod(in.c_str(), 0644), 0);
    CliOptions o;
    o.asNobody = ::geteuid() == 0;
    const auto r = runCli({"fix", "-o", folder + "/out.txt", in}, o);
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(contains(r.err, folder + "/out.txt: cannot create a file in " + folder +
                                    ": Permission denied"))
        << r.err;
}

TEST(CliFix, StopsWithTheReasonWhenTheOutputFails) {
    Scratch s;
    std::string big;
    while (big.size() < (std::size_t{8} << 20))
        big += kDamaged;
    const std::string in = s.file("big.txt", big);
    CliOptions full;
    full.stdoutFile = "/dev/full";
    const auto r = runCli({"fix", in}, full);
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(contains(r.err, "cannot write the output: No space left on device")) << r.err;
    CliOptions pipe;
    pipe.closeStdoutAfter = 4096;
    pipe.timeoutSeconds = 120; // a guard against hanging, not a measurement
    const auto killed = runCli({"fix", in}, pipe);
    EXPECT_EQ(killed.signal, SIGPIPE) << killed.status << " " << killed.err;
    pipe.ignoreSigpipe = true;
    const auto refused = runCli({"fix", in}, pipe);
    EXPECT_EQ(refused.status, 2);
    EXPECT_TRUE(contains(refused.err, "cannot write the output: Broken pipe")) << refused.err;
    const auto listing = runCli({"mojibake", in}, pipe);
    EXPECT_EQ(listing.status, 2);
    EXPECT_TRUE(contains(listing.err, "cannot write the output: Broken pipe")) << listing.err;
}

TEST(CliFix, ConvertsAWholeFileFromTheCodecGiven) {
    Scratch s;
    const std::string in = s.file("ru.txt", "\xCF\xF0\xE8\xE2\xE5\xF2\n");
    const auto r = runCli({"fix", "--from", "windows-1251", in});
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_EQ(r.out, "\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82\n");
    std::string utf16 = "\xFF\xFE";
    for (const char c : std::string("caf\xE9\n")) {
        utf16 += c;
        utf16 += '\0';
    }
    const std::string u = s.file("u16.txt", utf16);
    const auto converted = runCli({"fix", "--from=UTF-16LE", u});
    EXPECT_EQ(converted.status, 1);
    EXPECT_EQ(converted.out, "caf\xC3\xA9\n") << "the byte order mark dropped";
    // ASCII comes out unchanged: nothing needed converting.
    EXPECT_EQ(runCli({"fix", "--from", "ISO-8859-2", s.file("a.txt", "plain\n")}).status, 0);
    const auto unknown = runCli({"fix", "--from", "klingon", in});
    EXPECT_EQ(unknown.status, 2);
    EXPECT_TRUE(contains(unknown.err, "unknown encoding 'klingon'")) << unknown.err;
    // Without --from, UTF-16 is refused with the way to convert it.
    const auto refused = runCli({"fix", u});
    EXPECT_EQ(refused.status, 2);
    EXPECT_TRUE(contains(refused.err, "convert it with --from UTF-16LE")) << refused.err;
    EXPECT_EQ(refused.out, "");
}

// A last character the end of the file cuts short was dropped without a word for every encoding
// of more than one octet per character: it is written as U+FFFD, and said.
TEST(CliFix, ReplacesALastCharacterCutShortAndSaysSo) {
    Scratch s;
    const struct {
        const char* encoding;
        std::string text;
        const char* said;
    } cases[] = {
        {"UTF-16LE",
         std::string("\xFF\xFE"
                     "A\0B",
                     5),
         "octet starts"},
        {"UTF-16", std::string("\xFE\xFF\0A\0", 5), "octet starts"},
        {"UTF-32LE", std::string("A\0\0\0B\0", 6), "2 octets start"},
        {"Shift_JIS", "A\x82", "octet starts"},
        {"EUC-JP", "A\xA4", "octet starts"},
        {"Big5", "A\xA4", "octet starts"},
        {"GB18030", "A\x81\x30", "2 octets start"},
        {"UTF-8", "A\xE2\x82", "2 octets start"},
    };
    for (const auto& c : cases) {
        const std::string in = s.file("cut.txt", c.text);
        const auto r = runCli({"fix", "--from", c.encoding, in});
        EXPECT_EQ(r.status, 1) << c.encoding << ": " << r.err;
        EXPECT_EQ(r.out, "A\xEF\xBF\xBD") << c.encoding;
        EXPECT_TRUE(contains(r.err, in + ": ends inside a character of " + c.encoding +
                                        ": its last " + c.said +
                                        " one that the file does not finish, written as U+FFFD"))
            << c.encoding << ": " << r.err;
        // From standard input, into OUT, the same.
        CliOptions piped;
        piped.stdinFile = in;
        const std::string out = s.path("out.txt");
        const auto streamed = runCli({"fix", "--from", c.encoding, "-o", out, "-"}, piped);
        EXPECT_EQ(streamed.status, 1) << c.encoding << ": " << streamed.err;
        EXPECT_TRUE(contains(streamed.err, "-: ends inside a character")) << streamed.err;
        EXPECT_EQ(readFile(out), "A\xEF\xBF\xBD") << c.encoding;
    }
    // A file that ends between characters is not said to.
    const auto whole =
        runCli({"fix", "--from", "UTF-16LE", s.file("w.txt", std::string("A\0", 2))});
    EXPECT_EQ(whole.out, "A");
    EXPECT_EQ(whole.err, "");
}

// Binary data with a line of damaged text in it: fix leaves it alone (exit 2, nothing written);
// the mojibake command still lists that line, and not the "µ" two line feeds hold by chance.
// fix --from windows-1252 on a file that is UTF-8 already wrote "cafÃ©": the mojibake the tool
// is there to repair. It is refused, OUT left unmade; a file in the codec, and UTF-8 of ASCII
// alone, are converted as before.
TEST(CliFix, RefusesToConvertUtf8FromALegacyCodec) {
    Scratch s;
    const std::string utf8 = s.file("utf8.txt", "Le caf\xC3\xA9 est tr\xC3\xA8s bon.\n");
    const std::string out = s.path("out.txt");
    const auto refused = runCli({"fix", "--from", "windows-1252", "-o", out, utf8});
    EXPECT_EQ(refused.status, 2);
    EXPECT_TRUE(contains(refused.err, "utf8.txt: is UTF-8 already: converting it from "
                                      "windows-1252 would encode its characters outside ASCII "
                                      "twice"))
        << refused.err;
    EXPECT_FALSE(std::filesystem::exists(out));
    CliOptions fromStdin;
    fromStdin.stdinFile = utf8;
    const auto streamed = runCli({"fix", "--from", "windows-1252", "-"}, fromStdin);
    EXPECT_EQ(streamed.status, 2);
    // A stream shorter than its head was judged whole: no "by its first octets".
    EXPECT_TRUE(contains(streamed.err, "-: is UTF-8 already: converting")) << streamed.err;
    EXPECT_EQ(streamed.out, "");
    // Nor from an encoding that ICU does not count as ASCII-compatible.
    const auto shiftJis = runCli({"fix", "--from", "Shift_JIS", utf8});
    EXPECT_EQ(shiftJis.status, 2) << shiftJis.out;
    EXPECT_TRUE(contains(shiftJis.err, "utf8.txt: is UTF-8 already")) << shiftJis.err;

    const auto legacy = runCli({"fix", "--from", "windows-1252", s.file("l.txt", "caf\xE9\n")});
    EXPECT_EQ(legacy.status, 1) << legacy.err;
    EXPECT_EQ(legacy.out, "caf\xC3\xA9\n");
    const auto ascii = runCli({"fix", "--from", "windows-1252", s.file("a.txt", "plain\n")});
    EXPECT_EQ(ascii.status, 0) << ascii.err;
    EXPECT_EQ(ascii.out, "plain\n");
    // UTF-8 "from" UTF-8 is no conversion at all.
    const auto same = runCli({"fix", "--from", "UTF-8", utf8});
    EXPECT_EQ(same.out, "Le caf\xC3\xA9 est tr\xC3\xA8s bon.\n") << same.err;
}

TEST(CliFix, RefusesBinaryData) {
    Scratch s;
    std::string data("\x7F"
                     "ELF\x02\x01\x01\x00",
                     8);
    for (int i = 0; i < 50; ++i)
        data += std::string("\x00\x10\x03\xE9\xC0\x01\xFF\x02\x8D\x7F", 10);
    data += "\nmessage: caf\xC3\x83\xC2\xA9 closed\n\xB5\n";
    const std::string in = s.file("program.bin", data);
    const auto refused = runCli({"fix", in});
    EXPECT_EQ(refused.status, 2);
    EXPECT_TRUE(contains(refused.err, "program.bin: looks like binary data, not text"))
        << refused.err;
    EXPECT_EQ(refused.out, "");
    const std::string out = s.path("out.bin");
    EXPECT_EQ(runCli({"fix", "-o", out, in}).status, 2);
    EXPECT_FALSE(std::filesystem::exists(out));
    const auto listed = runCli({"mojibake", in});
    EXPECT_EQ(listed.status, 1) << listed.err;
    EXPECT_TRUE(contains(listed.out, "encoding    binary data: only its lines of text are read"))
        << listed.out;
    // The binary lines (8 octets, 500 and a line feed; B5 and a line feed) were not read as
    // text, and it says so.
    EXPECT_TRUE(contains(listed.out, "\n1 finding: ")) << listed.out;
    EXPECT_TRUE(contains(listed.out, "; 511 of them in lines of binary data, not read as text)"))
        << listed.out;
    const auto json = runCli({"mojibake", "--json", in});
    EXPECT_TRUE(contains(json.out, "\"binary_octets\": 511,")) << json.out;
    // Text has none.
    const auto text = runCli({"mojibake", "--json", s.file("text.txt", kDamaged)});
    EXPECT_TRUE(contains(text.out, "\"binary_octets\": 0,")) << text.out;
}

// A shell script with a compressed payload after it (a self-extracting archive): its head is
// text, so the binary data is found further on (where it begins, by a file's region map; in a
// stream, once lines of it add up to a kilobyte). fix changes none of it: without
// mojibake in the text it writes the file as it is, chance findings in the payload being no
// longer found; with mojibake it refuses (a repair would move the payload), from a file, a
// stream, to standard output or to -o.
TEST(CliFix, LeavesTextFollowedByBinaryDataAlone) {
    Scratch s;
    std::string head = "#!/bin/sh\n";
    while (head.size() < 70000)
        head += "echo \"unpacking step\" && sleep 0\n";
    std::mt19937 rng(7);
    std::string payload;
    for (int i = 0; i < 65536; ++i)
        payload += static_cast<char>(rng() % 0x100);
    const std::string clean = s.file("clean.run", head + payload);
    const auto same = runCli({"fix", clean});
    EXPECT_EQ(same.status, 0) << same.err;
    EXPECT_TRUE(same.out == head + payload) << "the payload changed";
    const auto listed = runCli({"mojibake", clean});
    EXPECT_EQ(listed.status, 0) << listed.out;
    EXPECT_TRUE(contains(listed.out, "\n0 findings (")) << listed.out;
    EXPECT_TRUE(contains(listed.out, "; binary data by offset ")) << listed.out;

    const std::string damaged =
        s.file("damaged.run", "# caf\xC3\x83\xC2\xA9 menu\n" + head + payload);
    const auto json = runCli({"mojibake", "--json", damaged});
    EXPECT_EQ(json.status, 1);
    const auto from = json.out.find("\"binary_from\": ");
    ASSERT_NE(from, std::string::npos) << json.out;
    const std::uint64_t offset = std::stoull(json.out.substr(from + 15));
    EXPECT_GT(offset, head.size());
    EXPECT_LT(offset, head.size() + 4096);
    EXPECT_TRUE(contains(json.out, "\"finding_count\": 1,")) << json.out;
    const std::string refusal =
        "damaged.run: is text followed by binary data (by offset " + std::to_string(offset) + ": ";
    const auto refused = runCli({"fix", damaged});
    EXPECT_EQ(refused.status, 2);
    EXPECT_TRUE(contains(refused.err, refusal)) << refused.err;
    EXPECT_EQ(refused.out, "");
    const std::string out = s.path("out.run");
    EXPECT_EQ(runCli({"fix", "-o", out, damaged}).status, 2);
    EXPECT_FALSE(std::filesystem::exists(out));

    // A stream shows it only once read: what went to standard output is disowned, -o is left
    // unwritten. It is not mapped: the data shows where its lines holding malformed UTF-8 add up
    // to a kilobyte, within the payload.
    CliOptions fromStdin;
    fromStdin.stdinFile = damaged;
    const auto streamed = runCli({"fix", "-"}, fromStdin);
    EXPECT_EQ(streamed.status, 2);
    const std::string streamRefusal = "-: is text followed by binary data (by offset ";
    const auto by = streamed.err.find(streamRefusal);
    ASSERT_NE(by, std::string::npos) << streamed.err;
    const std::uint64_t streamOffset = std::stoull(streamed.err.substr(by + streamRefusal.size()));
    EXPECT_GE(streamOffset, offset);
    EXPECT_LT(streamOffset, head.size() + payload.size());
    EXPECT_TRUE(contains(streamed.err, "(standard output got the file with those repairs, which "
                                       "moved the data: do not use it)"))
        << streamed.err;
    const auto namesBefore = namesIn(s.dir());
    EXPECT_EQ(runCli({"fix", "-o", out, "-"}, fromStdin).status, 2);
    EXPECT_FALSE(std::filesystem::exists(out));
    EXPECT_EQ(namesIn(s.dir()), namesBefore);
}

// A CSV file's byte order mark read as windows-1252: listed as what it is (not an empty
// repair), and fix puts the mark back.
TEST(CliFix, PutsBackAByteOrderMarkReadAsACodec) {
    Scratch s;
    const std::string in = s.file("prices.csv", "\xC3\xAF\xC2\xBB\xC2\xBFid,name\n1,tea\n");
    const auto listed = runCli({"mojibake", in});
    EXPECT_EQ(listed.status, 1);
    EXPECT_TRUE(contains(listed.out, "\"\xC3\xAF\xC2\xBB\xC2\xBF\" -> \"<BOM>\"")) << listed.out;
    const auto fixed = runCli({"fix", in});
    EXPECT_EQ(fixed.status, 1);
    EXPECT_EQ(fixed.out, "\xEF\xBB\xBFid,name\n1,tea\n");
}

// A file of surrogate pairs (CESU-8) is UTF-8 gone astray: no legacy encoding is named, fix
// repairs it without a warning, and the pairs are counted under no codec.
TEST(CliFix, RepairsSurrogatePairsWithoutNamingALegacyEncoding) {
    Scratch s;
    std::string cesu;
    std::string utf8;
    for (int i = 0; i < 20; ++i) {
        cesu += "Hello \xED\xA0\xBD\xED\xB8\x80 world\n";
        utf8 += "Hello \xF0\x9F\x98\x80 world\n";
    }
    const std::string in = s.file("java.txt", cesu);
    const auto fixed = runCli({"fix", in});
    EXPECT_EQ(fixed.status, 1);
    EXPECT_EQ(fixed.err, "");
    EXPECT_EQ(fixed.out, utf8);
    const auto listed = runCli({"mojibake", in});
    EXPECT_TRUE(contains(listed.out, "\n  encoding    UTF-8\n")) << listed.out;
    EXPECT_TRUE(contains(listed.out, "\n20 findings: surrogate-pair 20 (")) << listed.out;
    const auto json = runCli({"mojibake", "--json", in});
    EXPECT_TRUE(contains(json.out, "\"findings_by_codec\": {},")) << json.out;
    const auto scan = runCli({"scan", "--json", in});
    EXPECT_TRUE(contains(scan.out, "\"kind\": \"utf-8-with-errors\"")) << scan.out;
}

// UTF-8 read as GBK is counted under GBK, the encoding the finding assumed, in "codec" and
// "findings_by_codec" alike, and in the summary line; CESU-8 assumed no encoding ("codec": null).
TEST(CliMojibake, NamesTheEastAsianDecoderAsTheCodecOfItsFindings) {
    Scratch s;
    const std::string in = s.file("gbk.txt", "Note: 杩欐槸涓\xEF\xBF\xBD"
                                             "鏂囩殑娴嬭瘯鏂囨湰锛屾垜浠\xEF\xBF\xBD"
                                             "浠婂ぉ涓\xEF\xBF\xBD"
                                             "璧峰幓鍏\xEF\xBF\xBD"
                                             "鍥\xEF\xBF\xBD"
                                             "鏁ｆ\xEF\xBF\xBD"
                                             "ャ\xEF\xBF\xBD"
                                             "\xEF\xBF\xBD"
                                             "\n");
    const auto json = runCli({"mojibake", "--json", in});
    EXPECT_TRUE(isValidJson(json.out)) << json.out;
    EXPECT_TRUE(
        contains(json.out, "\"chain\": \"GBK\", \"codec\": \"GBK\", \"east_asian\": \"GBK\""))
        << json.out;
    EXPECT_TRUE(contains(json.out, "\"findings_by_codec\": {\"GBK\": 1},")) << json.out;
    EXPECT_TRUE(contains(runCli({"mojibake", in}).out, "; codecs: GBK 1 (")) << json.out;
    const auto cesu =
        runCli({"mojibake", "--json", s.file("java.txt", "Hi \xED\xA0\xBD\xED\xB8\x80\n")});
    EXPECT_TRUE(contains(cesu.out, "\"codec\": null, \"east_asian\": null")) << cesu.out;
}

// Stray malformed octets, with nothing around them that shows text in another encoding, are
// damage: mojibake lists none of them and says why, fix leaves them as they are and says so.
TEST(CliFix, LeavesStrayMalformedOctetsAsTheyAre) {
    Scratch s;
    const std::string damage = malformedOfEveryShape();
    const std::string in = s.file("stray.txt", damage);
    const auto listed = runCli({"mojibake", in});
    EXPECT_EQ(listed.status, 0) << listed.out;
    EXPECT_TRUE(contains(listed.out, "\n0 findings (")) << listed.out;
    EXPECT_TRUE(contains(listed.out, " runs of malformed octets not read as text in another "
                                     "encoding: nothing around them shows one"))
        << listed.out;
    const auto json = runCli({"mojibake", "--json", in});
    EXPECT_TRUE(isValidJson(json.out)) << json.out;
    const auto unproven = json.out.find("\"legacy_runs_unproven\": ");
    ASSERT_NE(unproven, std::string::npos) << json.out;
    EXPECT_GE(std::stoull(json.out.substr(unproven + 24)), 50u) << json.out;
    const auto fixed = runCli({"fix", in});
    EXPECT_EQ(fixed.status, 0) << fixed.err;
    EXPECT_TRUE(fixed.out == damage) << "the damage was changed";
    EXPECT_TRUE(contains(fixed.err, "stray.txt: ")) << fixed.err;
    EXPECT_TRUE(contains(fixed.err, "as with stray octets of damage; they are left as they are"))
        << fixed.err;
    // "80 BF 80" and "FF FE" in a line of text: not "ЂїЂ" nor "яю".
    const std::string line = "abc \x80\xBF\x80 def \xFF\xFE ghi\n";
    const auto short_ = runCli({"fix", s.file("line.txt", line)});
    EXPECT_TRUE(short_.out == line) << short_.out;
}

// Malformed octets beside letters whose readings as legacy text scatter over many codecs are
// damage: mojibake lists none of them and says why, fix leaves them as they are and says so. Text
// in two legacy codecs is read and repaired as before.
TEST(CliFix, LeavesMalformedOctetsOfDamageAsTheyAre) {
    Scratch s;
    const std::string damage = malformedBesideLetters();
    const std::string in = s.file("stress.txt", damage);
    const auto listed = runCli({"mojibake", in});
    EXPECT_EQ(listed.status, 0) << listed.out;
    EXPECT_FALSE(contains(listed.out, "legacy-octets")) << listed.out;
    EXPECT_TRUE(contains(listed.out, "\n0 findings (")) << listed.out;
    EXPECT_TRUE(contains(listed.out, " runs of malformed octets not read as text in another "
                                     "encoding: read as letters of legacy encodings, they spread "
                                     "over many, none of which reads 40 % of them"))
        << listed.out;
    const auto json = runCli({"mojibake", "--json", in});
    EXPECT_TRUE(isValidJson(json.out)) << json.out;
    const auto chance = json.out.find("\"legacy_runs_by_chance\": ");
    ASSERT_NE(chance, std::string::npos) << json.out;
    EXPECT_GE(std::stoull(json.out.substr(chance + 25)), 8u) << json.out;
    const auto fixed = runCli({"fix", in});
    EXPECT_EQ(fixed.status, 0) << fixed.err;
    EXPECT_TRUE(fixed.out == damage) << "the damage was changed";
    EXPECT_TRUE(contains(fixed.err, "stress.txt: ")) << fixed.err;
    EXPECT_TRUE(contains(fixed.err, "; they are left as they are")) << fixed.err;

    const std::string text = legacyTextOfTwoCodecs();
    const std::string legacy = s.file("legacy.txt", text);
    const auto read = runCli({"mojibake", "--json", legacy});
    EXPECT_TRUE(contains(read.out, "\"legacy_runs_by_chance\": 0")) << read.out;
    EXPECT_TRUE(contains(read.out, "\"kind\": \"legacy-octets\"")) << read.out;
    const auto repaired = runCli({"fix", legacy});
    EXPECT_EQ(repaired.status, 1);
    EXPECT_EQ(repaired.err, "");
    EXPECT_TRUE(contains(repaired.out, "Le caf\xC3\xA9 est tr\xC3\xA8s")) << repaired.out;
    EXPECT_TRUE(contains(repaired.out, "\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82"))
        << repaired.out;
}

// C0 80 becomes the NUL octet only with --from Modified-UTF-8, and findings below
// --min-confidence stay as they are; standard error says how many were left and why.
TEST(CliFix, LeavesC080AndFindingsBelowTheConfidenceAsTheyAreAndSaysSo) {
    Scratch s;
    const std::string in = s.file("nul.txt", "a\xC0\x80z caf\xC3\x83\xC2\xA9\n");
    const auto r = runCli({"fix", in});
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_EQ(r.out, "a\xC0\x80z caf\xC3\xA9\n");
    EXPECT_TRUE(contains(r.err, "nul.txt: 1 finding left as it is: 1 C0 80 of Java's modified "
                                "UTF-8, which becomes the NUL octet only with --from "
                                "Modified-UTF-8"))
        << r.err;
    const auto java = runCli({"fix", "--from", "Modified-UTF-8", in});
    EXPECT_EQ(java.status, 1) << java.err;
    EXPECT_EQ(java.out, std::string("a\0z caf\xC3\xA9\n", 10));
    EXPECT_EQ(java.err, "");
    const std::string maths =
        s.file("maths.txt", "6 \xE2\x88\x9A\xE2\x88\x91 2 = 3 at the caf\xE2\x88\x9A\xC2\xA9\n");
    const auto sure = runCli({"fix", "--min-confidence", "0.75", maths});
    EXPECT_EQ(sure.status, 1) << sure.err;
    EXPECT_EQ(sure.out, "6 \xE2\x88\x9A\xE2\x88\x91 2 = 3 at the caf\xC3\xA9\n");
    EXPECT_TRUE(contains(sure.err, "maths.txt: 1 finding left as it is: 1 of a confidence below "
                                   "0.75 (--min-confidence)"))
        << sure.err;
    EXPECT_EQ(runCli({"fix", maths}).out, "6 \xC3\xB7 2 = 3 at the caf\xC3\xA9\n");
    EXPECT_EQ(runCli({"fix", "--min-confidence", "2", maths}).status, 2);
    EXPECT_EQ(runCli({"fix", "--min-confidence", "x", maths}).status, 2);
}

TEST(CliFix, TakesOnlyItsOwnOptions) {
    Scratch s;
    const std::string in = s.file("in.txt", kDamaged);
    EXPECT_EQ(runCli({"scan", "-o", "x", in}).status, 2);
    EXPECT_EQ(runCli({"mojibake", "--from", "cp1252", in}).status, 2);
    EXPECT_EQ(runCli({"fix", "--json", in}).status, 2);
    EXPECT_EQ(runCli({"fix", in, in}).status, 2);
    EXPECT_EQ(runCli({"fix", "-o"}).status, 2);
    const auto help = runCli({"fix", "--help"});
    EXPECT_EQ(help.status, 0);
    EXPECT_TRUE(contains(help.out, "--from CODEC")) << help.out;
}

// A 10 GiB file (sparse: text first, then NUL octets) repaired in bounded memory.
TEST(CliFix, StreamsAHugeFileInBoundedMemory) {
    Scratch s;
    const std::string big = s.path("big.txt");
    {
        std::ofstream f(big, std::ios::binary);
        for (int i = 0; i < 2000; ++i)
            f << kDamaged;
    }
    ASSERT_EQ(::truncate(big.c_str(), off_t{10} << 30), 0);
    const int fd = ::open(big.c_str(), O_WRONLY);
    ASSERT_GE(fd, 0);
    ASSERT_EQ(::pwrite(fd, kDamaged.data(), kDamaged.size(), (off_t{10} << 30) - 1024),
              static_cast<ssize_t>(kDamaged.size()));
    ::close(fd);
    CliOptions o;
    o.stdoutFile = "/dev/null";
    o.timeoutSeconds = 600; // a guard against hanging, not a measurement
    o.ownPeak = true;
    const auto r = runCli({"fix", big}, o);
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_LT(r.maxRssKiB, 64 * 1024) << "peak resident memory";
}

} // namespace
} // namespace u8scope::test
