#include "json_check.h"
#include "run_cli.h"
#include "u8scope/codec/decoder.h"

#include <csignal>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace u8scope::test {
namespace {

CliOptions stdinFrom(const std::string& path) {
    CliOptions o;
    o.stdinFile = path;
    return o;
}

CliOptions withEnv(const std::string& entry) {
    CliOptions o;
    o.env.push_back(entry);
    return o;
}

const std::string kExample = "\x61\xF1\x80\x80\xE1\x80\xC2\x62\x80\x63\x80\xBF\x64";
const std::string kReplacement = "\xEF\xBF\xBD";

bool contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

TEST(CliCheck, AcceptsValidFilesSilently) {
    Scratch s;
    const auto r = runCli(
        {"check", s.file("ok.txt", "caf\xC3\xA9 \xF0\x9F\x98\x80\n"), s.file("empty.txt", "")});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, "");
}

TEST(CliCheck, NamesTheFirstErrorOfAnInvalidFile) {
    Scratch s;
    const std::string bad = s.file("bad.txt", "abc\xC0\x80xyz\xFF");
    const auto r = runCli({"check", bad});
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(contains(r.out, bad + ": invalid UTF-8 (overlong): C0 80 at offset 3")) << r.out;
    const auto quiet = runCli({"check", "-q", bad});
    EXPECT_EQ(quiet.status, 1);
    EXPECT_EQ(quiet.out, "");
}

TEST(CliCheck, ExitsTwoWithTheFileAndReasonWhenItCannotRead) {
    Scratch s;
    const auto missing = runCli({"check", s.path("nope.txt")});
    EXPECT_EQ(missing.status, 2);
    EXPECT_TRUE(contains(missing.err, s.path("nope.txt") + ": No such file or directory"))
        << missing.err;
    const auto dir = runCli({"check", s.dir()});
    EXPECT_EQ(dir.status, 2);
    EXPECT_TRUE(contains(dir.err, s.dir() + ": is a directory")) << dir.err;
    // An unreadable file beside a valid and an invalid one: trouble wins.
    const auto mixed =
        runCli({"check", s.file("a", "ok"), s.file("b", "\xFF"), s.path("nope.txt")});
    EXPECT_EQ(mixed.status, 2);
}

TEST(CliCheck, RefusesAnUnreadableFile) {
    // Root reads files whatever their permissions: then the CLI runs as nobody.
    if (::geteuid() == 0 && !canRunAsNobody())
        GTEST_SKIP() << "running as root without setpriv to drop privileges";
    Scratch s;
    ASSERT_EQ(::chmod(s.dir().c_str(), 0755), 0);
    const std::string locked = s.file("locked.txt", "secret");
    ASSERT_EQ(::chmod(locked.c_str(), 0), 0);
    CliOptions o;
    o.asNobody = ::geteuid() == 0;
    for (const char* command : {"check", "scan", "decode", "dump"}) {
        const auto r = runCli({command, locked}, o);
        EXPECT_EQ(r.status, 2) << command;
        EXPECT_TRUE(contains(r.err, locked + ": Permission denied")) << command << ": " << r.err;
    }
}

TEST(CliCheck, ReadsStandardInputFifosAndDevNull) {
    Scratch s;
    EXPECT_EQ(runCli({"check", "-"}, stdinFrom(s.file("in", "ok \xE2\x82\xAC"))).status, 0);
    EXPECT_EQ(runCli({"check", "-"}, stdinFrom(s.file("in2", "bad \xE2\x82"))).status, 1);
    EXPECT_EQ(runCli({"check", "/dev/null"}).status, 0);
    const std::string fifo = s.path("fifo");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::thread writer([&] {
        const int fd = ::open(fifo.c_str(), O_WRONLY);
        const std::string data = "through a pipe \xED\xA0\x80";
        EXPECT_EQ(::write(fd, data.data(), data.size()), static_cast<ssize_t>(data.size()));
        ::close(fd);
    });
    const auto r = runCli({"check", fifo});
    writer.join();
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(contains(r.out, "(surrogate)")) << r.out << r.err;
}

// Files of /proc claim size 0 but have content: check took the size at its word and called
// them valid without reading a single octet.
TEST(CliCheck, ReadsFilesThatClaimToBeEmpty) {
    const auto r = runCli({"check", "/proc/self/environ"}, withEnv("U8SCOPE_TEST=caf\xE9"));
    EXPECT_EQ(r.status, 1) << r.out << r.err;
    EXPECT_TRUE(contains(r.out, "/proc/self/environ: invalid UTF-8 (truncated): E9 at offset"))
        << r.out;
    // And a read error there is reported, not taken for an empty file.
    const auto mem = runCli({"check", "/proc/self/mem"});
    EXPECT_EQ(mem.status, 2);
    EXPECT_TRUE(contains(mem.err, "/proc/self/mem: Input/output error")) << mem.err;
}

// The peak memory a test measures is the CLI's own, however much the test process holds: the
// rusage of a child of posix_spawn counts its parent's resident memory at the spawn, which made
// the CLI's bounded-memory tests fail once earlier tests in the same process had filled it. A test
// of a bounded peak like the others, so named ...InBoundedMemory: the sanitizer pass leaves it out.
TEST(CliRun, MeasuresThePeakMemoryOfTheCliAloneInBoundedMemory) {
    Scratch s;
    const std::string small = s.file("small.txt", "plain text\n");
    std::vector<char> held(std::size_t{192} << 20);
    for (std::size_t i = 0; i < held.size(); i += 4096)
        held[i] = static_cast<char>(i >> 12);
    const auto rusage = runCli({"check", small});
    EXPECT_GT(rusage.maxRssKiB, 192 * 1024) << "the rusage counts the test process too";
    CliOptions o;
    o.ownPeak = true;
    const auto own = runCli({"check", small}, o);
    EXPECT_EQ(own.status, 0) << own.err;
    EXPECT_GT(own.maxRssKiB, 0);
    EXPECT_LT(own.maxRssKiB, 32 * 1024) << "peak resident memory";
    EXPECT_NE(held[4096], 2) << "the memory held";
}

TEST(CliCheck, StreamsAHugeFileInBoundedMemory) {
    Scratch s;
    // A sparse file: 3 GiB of NUL octets (valid UTF-8) that takes no disk space.
    const std::string big = s.path("big.bin");
    const int fd = ::open(big.c_str(), O_WRONLY | O_CREAT, 0600);
    ASSERT_GE(fd, 0);
    ASSERT_EQ(::ftruncate(fd, off_t{3} << 30), 0);
    ASSERT_EQ(::pwrite(fd, "\xC0", 1, (off_t{3} << 30) - 1), 1);
    ::close(fd);
    CliOptions o;
    o.ownPeak = true;
    const auto r = runCli({"check", big}, o);
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(contains(r.out, "at offset 3221225471")) << r.out;
    EXPECT_LT(r.maxRssKiB, 64 * 1024) << "peak resident memory";
}

TEST(CliDecode, ReplacesEachMaximalSubpartLikeCPython) {
    Scratch s;
    const auto r = runCli({"decode", s.file("x", kExample)});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out, "a" + kReplacement + kReplacement + kReplacement + "b" + kReplacement + "c" +
                         kReplacement + kReplacement + "d");
}

TEST(CliDecode, ListsUnitsWithOffsetsAndKinds) {
    Scratch s;
    const auto r = runCli({"decode", "--format", "codepoints", s.file("x", kExample)});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(
        r.out,
        "0 1 U+0061\n1 3 ERROR truncated\n4 2 ERROR truncated\n6 1 ERROR truncated\n"
        "7 1 U+0062\n8 1 ERROR unexpected-continuation\n9 1 U+0063\n"
        "10 1 ERROR unexpected-continuation\n11 1 ERROR unexpected-continuation\n12 1 U+0064\n");
    const auto legacy = runCli({"decode", "--profile=iso10646-1993", "--format=codepoints", "-"},
                               stdinFrom(s.file("y", "\xF8\x88\x80\x80\x80\xF4\x90\x80\x80")));
    EXPECT_EQ(legacy.out, "0 5 U+200000\n5 4 U+110000\n");
}

// The text is UTF-8 under either profile: the legacy profile's 5- and 6-octet values, which UTF-8
// text cannot hold, become one U+FFFD each, as on the clipboard (it wrote the 5 octets).
TEST(CliDecode, WritesUtf8TextUnderTheLegacyProfileToo) {
    Scratch s;
    const auto r = runCli({"decode", "--profile=iso10646-1993", "-"},
                          stdinFrom(s.file("y", "\xF8\x88\x80\x80\x80"
                                                "A\xC3\xA9")));
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out, kReplacement + "A\xC3\xA9");
}

TEST(CliEncode, WritesOctetsInUppercaseHex) {
    EXPECT_EQ(runCli({"encode", "U+1F600"}).out, "F0 9F 98 80\n");
    EXPECT_EQ(runCli({"encode", "U+41", "U+E9", "U+20AC"}).out, "41 C3 A9 E2 82 AC\n");
    EXPECT_EQ(runCli({"encode", "--profile", "iso10646-1993", "U+7FFFFFFF"}).out,
              "FD BF BF BF BF BF\n");
}

// "encode 2019" is U+07E3, the decimal number: someone after "’" meant U+2019. The output stays
// the octets of the number; a note on standard error says how it was read. Hex digits that are
// no word, and small decimal numbers, need none.
TEST(CliEncode, SaysHowItReadAFourDigitDecimalNumber) {
    const auto year = runCli({"encode", "2019"});
    EXPECT_EQ(year.status, 0);
    EXPECT_EQ(year.out, "DF A3\n");
    EXPECT_TRUE(contains(year.err, "note: 2019 is read as a decimal number, U+07E3; for the code "
                                   "point in hex write U+2019"))
        << year.err;
    const auto padded = runCli({"encode", "0041"});
    EXPECT_EQ(padded.out, "29\n");
    EXPECT_TRUE(contains(padded.err, "write U+0041")) << padded.err;
    const auto several = runCli({"encode", "0041,0042"});
    EXPECT_EQ(several.out, "29 2A\n");
    EXPECT_TRUE(contains(several.err, "write U+0041")) << several.err;
    EXPECT_TRUE(contains(several.err, "write U+0042")) << several.err;
    for (const std::string& quiet : {std::string("65"), std::string("20AC")}) {
        const auto r = runCli({"encode", quiet});
        EXPECT_EQ(r.err, "") << quiet;
    }
    EXPECT_EQ(runCli({"encode", "20AC"}).out, "E2 82 AC\n");
}

TEST(CliEncode, RefusesWhatTheProfileCannotEncode) {
    const auto surrogate = runCli({"encode", "U+D800"});
    EXPECT_EQ(surrogate.status, 1);
    EXPECT_TRUE(contains(surrogate.err, "U+D800")) << surrogate.err;
    EXPECT_EQ(surrogate.out, "");
    const auto beyond = runCli({"encode", "U+110000"});
    EXPECT_EQ(beyond.status, 1);
    EXPECT_TRUE(contains(beyond.err, "U+10FFFF")) << beyond.err;
    EXPECT_EQ(runCli({"encode", "--profile", "iso10646-1993", "U+110000"}).out, "F4 90 80 80\n");
    const auto malformed = runCli({"encode", "U+ZZZZ"});
    EXPECT_EQ(malformed.status, 2);
    EXPECT_TRUE(contains(malformed.err, "U+ZZZZ")) << malformed.err;
}

TEST(CliScan, CountsClassesAndKindsAndExplainsEachError) {
    Scratch s;
    // A, é, an overlong NUL, a surrogate, F5, a truncated E2 82, FF.
    const auto r = runCli({"scan", s.file("x", "A\xC3\xA9\xC0\x80\xED\xA0\x80\xF5\xE2\x82\xFF")});
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(contains(r.out, "octets      12")) << r.out;
    EXPECT_TRUE(contains(r.out, "errors      8 ")) << r.out;
    EXPECT_TRUE(contains(r.out, "truncated                           1")) << r.out;
    EXPECT_TRUE(contains(r.out, "C0 80 at offset 3 is an overlong 2-octet form of U+0000."))
        << r.out;
    EXPECT_TRUE(contains(
        r.out, "ED A0 80 at offset 5 would encode the surrogate U+D800, which UTF-8 forbids."))
        << r.out;
    const auto valid = runCli({"scan", s.file("ok", "\xEF\xBB\xBFhi")});
    EXPECT_EQ(valid.status, 0);
    EXPECT_TRUE(contains(valid.out, "signature   yes")) << valid.out;
}

// Issue 12: each explanation starts with a plain sentence; the spec detail follows a blank line.
TEST(CliScan, ExplainsEachErrorInAPlainSentenceFirst) {
    Scratch s;
    const auto r = runCli({"scan", s.file("x", "caf\xE9!")});
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(contains(r.out, "  3           1       truncated                E9\n"
                                "      This byte is not UTF-8. If the file came from Windows, it "
                                "is probably windows-1252, where E9 is \xC3\xA9.\n\n"
                                "      E9 at offset 3 is a truncated 3-octet sequence"))
        << r.out;
}

// Issue 36: each unit's line and column, the same whether the file is read twice or streamed
// once through a pipe in chunks, across whose seams units and lines fall.
TEST(CliScan, GivesEachErrorItsLineAndColumnFromAFileAndFromAPipe) {
    Scratch s;
    std::string content;
    for (int i = 0; i < 40000; ++i)
        content += i % 7 == 0 ? "l\xC3\xA9gende \xE2\x82\n" : "ok \xC3\xA9t\xC3\xA9 \x80\xFF ";
    const std::string f = s.file("lines", content);
    const auto file = runCli({"scan", "--json", f});
    const auto pipe = runCli({"scan", "--json", "-"}, stdinFrom(f));
    EXPECT_EQ(file.status, 1) << file.err;
    EXPECT_EQ(pipe.status, 1) << pipe.err;
    // The same list but for the file's name.
    EXPECT_EQ(file.out.substr(file.out.find("\"errors\": [")),
              pipe.out.substr(pipe.out.find("\"errors\": [")));
    // The line "l\xC3\xA9gende E2 82": the truncated E2 82 is on line 1 at column 9.
    EXPECT_TRUE(contains(file.out, "\"octets\": \"E2 82\", \"line\": 1, \"column\": 9,"))
        << file.out.substr(0, 2000);
    // After the line's LF: "ok \xC3\xA9t\xC3\xA9 " then 80 at column 8 of line 2.
    EXPECT_TRUE(contains(file.out, "\"octets\": \"80\", \"line\": 2, \"column\": 8,"))
        << file.out.substr(0, 2000);
    EXPECT_TRUE(contains(file.out, "\"octets\": \"FF\", \"line\": 2, \"column\": 9,"))
        << file.out.substr(0, 2000);
}

TEST(CliScan, GivesThePlainSentenceAndTheRuleBreakInJson) {
    Scratch s;
    const auto r = runCli({"scan", "--json", s.file("x", "caf\xE9!\xE0\x80\xAF")});
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(isValidJson(r.out)) << r.out;
    EXPECT_TRUE(contains(r.out, "\"likely\": \"legacy-encoding\"")) << r.out;
    EXPECT_TRUE(contains(r.out, "\"plain\": \"This byte is not UTF-8. If the file came from "
                                "Windows, it is probably windows-1252, where E9 is \xC3\xA9.\""))
        << r.out;
    EXPECT_TRUE(contains(r.out, "\"rule_break\": {\"offset\": 4, \"found\": \"21\", "
                                "\"expected\": [\"80-BF\"], \"bit\": 7}"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "\"rule_break\": {\"offset\": 6, \"found\": \"80\", "
                                "\"expected\": [\"A0-BF\"], \"bit\": 5}"))
        << r.out;
    // The explanation: the plain sentence, a blank line, then the summary and the detail.
    EXPECT_TRUE(contains(r.out, "\"explanation\": \"This byte is not UTF-8. If the file came "
                                "from Windows, it is probably windows-1252, where E9 is "
                                "\xC3\xA9.\\n\\nE9 at offset 3 is a truncated"))
        << r.out;
}

TEST(CliScan, SaysWhatKindOfFileItIsAndWhatToDoNext) {
    Scratch s;
    const auto valid = runCli({"scan", s.file("ok", "caf\xC3\xA9\n")});
    // Valid UTF-8 may still hold mojibake, which a scan does not look for: not "nothing to do".
    EXPECT_TRUE(contains(valid.out, "\n  summary     Valid UTF-8. Mojibake, text that went through "
                                    "the wrong encoding (\"caf\xC3\x83\xC2\xA9\" for "
                                    "\"caf\xC3\xA9\"), is valid UTF-8 too: u8scope-cli mojibake "
                                    "and the window's Mojibake panel look for it.\n"))
        << valid.out;
    const auto ascii = runCli({"scan", s.file("plain", "cafe\n")});
    EXPECT_TRUE(
        contains(ascii.out, "\n  summary     Valid UTF-8, all of it ASCII: nothing to do.\n"))
        << ascii.out;
    // A legacy encoding is named as the detectors name it.
    const auto legacy = runCli({"scan", s.file("ru", "\xCF\xF0\xE8\xE2\xE5\xF2, \xEC\xE8\xF0!\n")});
    EXPECT_TRUE(contains(legacy.out, "  summary     Not UTF-8: probably windows-1251, a legacy "
                                     "encoding (9 malformed units as UTF-8). Convert it to UTF-8, "
                                     "e.g. iconv -f windows-1251 -t UTF-8.\n"))
        << legacy.out;
    const auto legacyJson = runCli({"scan", "--json", s.path("ru")});
    EXPECT_TRUE(contains(legacyJson.out, "\"file_summary\": {\"kind\": \"legacy\", \"next_step\": "
                                         "\"convert-to-utf-8\", \"encoding\": \"windows-1251\""))
        << legacyJson.out;
    // Octets no detector names keep the general advice.
    const auto unnamed = runCli({"scan", s.file("few", "a\xE9\n")});
    EXPECT_TRUE(contains(unnamed.out, "  summary     Not UTF-8: probably text in an 8-bit legacy "
                                      "encoding such as windows-1252"))
        << unnamed.out;
    // A file cut inside a character is UTF-8 cut short, not another encoding.
    const auto cut = runCli({"scan", "--json", s.file("cut", "price: 10 \xE2\x82")});
    EXPECT_TRUE(contains(cut.out, "\"file_summary\": {\"kind\": \"utf-8-with-errors\", "
                                  "\"next_step\": \"review-errors\""))
        << cut.out;
    EXPECT_TRUE(contains(cut.out, "The file was probably cut short")) << cut.out;
    const auto utf16 = runCli({"scan", "--json", s.file("u16", std::string("\xFF\xFEh\0i\0", 6))});
    EXPECT_TRUE(isValidJson(utf16.out)) << utf16.out;
    EXPECT_TRUE(contains(utf16.out, "\"file_summary\": {\"kind\": \"utf-16\", \"next_step\": "
                                    "\"convert-to-utf-8\", \"encoding\": null, \"text\": \"Not "
                                    "UTF-8 but UTF-16"))
        << utf16.out;
}

TEST(CliScan, CountsOneErrorInTheSingular) {
    Scratch s;
    const auto r = runCli({"scan", s.file("x", "a\xFF")});
    EXPECT_TRUE(
        contains(r.out, "errors      1 malformed unit (a decoder replaces it with U+FFFD)\n"))
        << r.out;
    const auto none = runCli({"scan", "--max-errors", "0", s.file("y", "\xFF\xFF")});
    EXPECT_EQ(none.status, 1);
    EXPECT_TRUE(contains(none.out, "\nerrors: none listed of 2 (--max-errors 0)\n")) << none.out;
    EXPECT_FALSE(contains(none.out, "explanation")) << "a heading with nothing under it";
}

// A terminal report lists the first 10000 malformed units and says so; the counts stay complete,
// --max-errors lists more, and JSON lists every one. 1 MiB of FF octets printed 700 MB.
TEST(CliScan, ListsTheFirstTenThousandErrorsUnlessToldOtherwise) {
    Scratch s;
    const std::string file = s.file("ff", std::string(10'001, '\xFF'));
    const auto listed = [](const std::string& out) {
        const std::string line = "invalid-octet            FF\n";
        std::size_t n = 0;
        for (std::size_t at = out.find(line); at != std::string::npos; at = out.find(line, at + 1))
            ++n;
        return n;
    };
    const auto r = runCli({"scan", file});
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(contains(r.out, "\nerrors (the first 10000 of 10001; --max-errors N lists more)\n"))
        << r.out.substr(0, 2000);
    EXPECT_EQ(listed(r.out), 10'000u);
    EXPECT_TRUE(contains(r.out, "\n  errors      10001 malformed units")) << r.out.substr(0, 2000);
    const auto all = runCli({"scan", "--max-errors", "20000", file});
    EXPECT_EQ(listed(all.out), 10'001u);
    EXPECT_FALSE(contains(all.out, "(the first")) << all.out.substr(0, 2000);
    const auto json = runCli({"scan", "--json", file});
    EXPECT_TRUE(contains(json.out, "\"errors_listed\": 10001")) << json.out.substr(0, 2000);
}

TEST(CliScan, WritesOneValidJsonObject) {
    Scratch s;
    const auto r = runCli({"scan", "--json", s.file("x", "A\"\\\n\xC0\x80\xE2\x82")});
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(isValidJson(r.out)) << r.out;
    EXPECT_TRUE(contains(r.out, "\"error_count\": 3")) << r.out;
    EXPECT_TRUE(contains(r.out, "\"overlong\": 1")) << r.out;
    EXPECT_TRUE(contains(r.out, "\"kind\": \"truncated\"")) << r.out;
    EXPECT_TRUE(contains(r.out, "\"octet_classes\": {\"lead1\": 4")) << r.out;
    const auto empty = runCli({"scan", "--json", "/dev/null"});
    EXPECT_EQ(empty.status, 0);
    EXPECT_TRUE(isValidJson(empty.out)) << empty.out;
    const auto limited =
        runCli({"scan", "--json", "--max-errors", "1", s.file("y", "\xFF\xFF\xFF")});
    EXPECT_TRUE(isValidJson(limited.out)) << limited.out;
    EXPECT_TRUE(contains(limited.out, "\"errors_listed\": 1")) << limited.out;
}

// JSON text must be UTF-8 (RFC 8259 §8.1), but a file name that was not went into "file" as is.
TEST(CliScan, KeepsTheJsonUtf8WhenTheFileNameIsNot) {
    Scratch s;
    const std::string name = s.file("caf\xE9-\xFF.txt", "ok");
    const auto r = runCli({"scan", "--json", name});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(isValidJson(r.out)) << r.out;
    const auto units =
        decodeAll(std::span(reinterpret_cast<const std::uint8_t*>(r.out.data()), r.out.size()));
    EXPECT_TRUE(std::all_of(units.begin(), units.end(), [](const Unit& u) { return u.valid(); }))
        << "not UTF-8: " << r.out;
    EXPECT_TRUE(contains(r.out, "caf" + kReplacement + "-" + kReplacement + ".txt\",")) << r.out;
}

TEST(CliTable, PrintsTheReferenceTablesOfTheProfile) {
    const auto r = runCli({"table"});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "  C0-C1   110xxxxx  never: could only begin overlong forms"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "  F0-F4   11110xxx  first octet of a 4-octet sequence\n"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "U+D000..U+D7FF      ED 80-9F 80-BF           UTF8-3 = ... / "
                                "%xED %x80-9F UTF8-tail / ...\n"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "  2       C0 + x / 2^6   80 + x mod 2^6\n")) << r.out;
    EXPECT_TRUE(contains(r.out, "  2       (z1 - C0) * 2^6 + (z2 - 80)\n")) << r.out;
    EXPECT_TRUE(contains(r.out, "RFC 3629 (2003) limits UTF-8 to 4 octets and U+10FFFF")) << r.out;
    EXPECT_FALSE(contains(r.out, "F8-FB   111110xx  first")) << r.out;
    const auto legacy = runCli({"table", "--profile", "iso10646-1993"});
    EXPECT_EQ(legacy.status, 0);
    EXPECT_TRUE(contains(legacy.out, "  F8-FB   111110xx  first octet of a 5-octet sequence\n"))
        << legacy.out;
    EXPECT_TRUE(contains(legacy.out, "6       U+4000000..U+7FFFFFFF")) << legacy.out;
}

TEST(CliTable, WritesMarkdownTables) {
    const auto r = runCli({"table", "--markdown"});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "### Octet values and their roles")) << r.out;
    EXPECT_TRUE(contains(r.out, "| octets | bits | role |\n| --- | --- | --- |\n")) << r.out;
    EXPECT_TRUE(contains(r.out, "| `C2-DF` | `110xxxxx` | first octet of a 2-octet sequence |"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "| 2 | `(z1 - C0) * 2^6 + (z2 - 80)` |")) << r.out;
}

TEST(CliTable, RefusesAFileAndOptionsOfOtherCommands) {
    EXPECT_EQ(runCli({"table", "x.txt"}).status, 2);
    EXPECT_EQ(runCli({"table", "--json"}).status, 2);
    const auto misplaced = runCli({"scan", "--markdown", "/dev/null"});
    EXPECT_EQ(misplaced.status, 2);
    EXPECT_TRUE(contains(misplaced.err, "'--markdown' does not apply")) << misplaced.err;
}

// --- scan: the list, its temporary space, and early ends ------------------------------------

// The number after `"key": ` in a JSON text, or -1.
long long jsonNumber(const std::string& json, const std::string& key) {
    const std::string k = "\"" + key + "\": ";
    const auto at = json.find(k);
    return at == std::string::npos ? -1 : std::stoll(json.substr(at + k.size()));
}

// Octets whose every other octet is a malformed unit, `errors` of them.
std::string denseErrors(std::size_t errors) {
    std::string s;
    for (std::size_t i = 0; i < errors; ++i) {
        s += static_cast<char>(i % 3 == 0 ? 0xFF : i % 3 == 1 ? 0x80 : 0xC3);
        s += 'a';
    }
    return s;
}

// A regular file is listed in a second pass, a pipe from a spool: the same report either way.
TEST(CliScan, ListsAFileAndAStreamAlike) {
    Scratch s;
    const std::string f = s.file("dense", denseErrors(30000) + "\xE2\x82");
    for (const std::vector<std::string>& extra : {std::vector<std::string>{},
                                                  {"--json"},
                                                  {"--max-errors", "7"},
                                                  {"--json", "--max-errors", "0"},
                                                  {"--profile", "iso10646-1993", "--json"}}) {
        std::vector<std::string> file{"scan"}, stream{"scan"};
        file.insert(file.end(), extra.begin(), extra.end());
        stream.insert(stream.end(), extra.begin(), extra.end());
        file.push_back(f);
        stream.push_back("-");
        const auto a = runCli(file);
        const auto b = runCli(stream, stdinFrom(f));
        EXPECT_EQ(a.status, 1) << a.err;
        EXPECT_EQ(b.status, 1) << b.err;
        // All but the name of the input: the first line of the text, the second of the JSON.
        const auto body = [](std::string out) {
            const std::size_t from = out.rfind("{\n", 0) == 0 ? 2 : 0;
            return out.erase(from, out.find('\n', from) - from);
        };
        EXPECT_TRUE(body(a.out) == body(b.out)) << extra.size(); // no dump of megabytes
        const bool json = std::find(extra.begin(), extra.end(), "--json") != extra.end();
        if (json) {
            EXPECT_TRUE(isValidJson(a.out)) << a.out.substr(0, 2000);
            EXPECT_TRUE(isValidJson(b.out));
            EXPECT_TRUE(contains(a.out, "\"truncated\": false")) << a.out.substr(0, 2000);
        }
    }
}

// A regular file needs no temporary space at all, however many errors it has.
TEST(CliScan, ListsAFileWithoutTemporarySpace) {
    Scratch s;
    const std::string f = s.file("dense", denseErrors(60000));
    CliOptions o;
    o.env.push_back("TMPDIR=/nonexistent/u8scope");
    o.env.push_back("U8SCOPE_SPOOL_LIMIT=0");
    const auto r = runCli({"scan", "--json", f}, o);
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_EQ(r.err, "");
    EXPECT_TRUE(isValidJson(r.out));
    EXPECT_EQ(jsonNumber(r.out, "errors_listed"), 60000);
    EXPECT_TRUE(contains(r.out, "\"truncated\": false"));
}

// Checks a scan of a stream whose list could not be kept whole: exit 2, a message naming the
// directory and `reason`, and output that says where the list stops.
void expectTruncatedStream(const CliOptions& options, const std::string& dir,
                           const std::string& reason, long long listed) {
    const auto json = runCli({"scan", "--json", "-"}, options);
    EXPECT_EQ(json.status, 2) << json.err;
    EXPECT_TRUE(contains(json.err, dir)) << json.err;
    EXPECT_TRUE(contains(json.err, reason)) << json.err;
    EXPECT_TRUE(contains(json.err, "incomplete")) << json.err;
    EXPECT_TRUE(isValidJson(json.out)) << json.out.substr(json.out.size() - 500);
    EXPECT_TRUE(contains(json.out, "\"truncated\": true,\n  \"truncated_reason\": "));
    EXPECT_EQ(jsonNumber(json.out, "error_count"), 100000) << "the counts stay complete";
    if (listed >= 0) {
        EXPECT_EQ(jsonNumber(json.out, "errors_listed"), listed);
    }
    const auto text = runCli({"scan", "--max-errors", "100000", "-"}, options);
    EXPECT_EQ(text.status, 2);
    EXPECT_TRUE(contains(text.out, "\n  (the list stops here: ")) << text.out.substr(0, 300);
    EXPECT_TRUE(contains(text.out, reason));
}

TEST(CliScan, SaysWhenItsTemporaryDirectoryIsMissing) {
    Scratch s;
    CliOptions o = stdinFrom(s.file("in", denseErrors(100000)));
    o.env.push_back("TMPDIR=" + s.path("missing"));
    // The first 16384 are kept in memory; the list stops where the file would begin.
    expectTruncatedStream(o, s.path("missing"), "No such file or directory", 16384);
}

TEST(CliScan, SaysWhenItsTemporaryDirectoryIsReadOnly) {
    if (::geteuid() == 0 && !canRunAsNobody())
        GTEST_SKIP() << "running as root without setpriv to drop privileges";
    Scratch s;
    ASSERT_EQ(::chmod(s.dir().c_str(), 0755), 0);
    const std::string ro = s.path("ro");
    ASSERT_EQ(::mkdir(ro.c_str(), 0555), 0);
    CliOptions o = stdinFrom(s.file("in", denseErrors(100000)));
    o.env.push_back("TMPDIR=" + ro);
    o.asNobody = ::geteuid() == 0;
    expectTruncatedStream(o, ro, "Permission denied", 16384);
}

// A temporary file system that fills up: the records written whole are listed, and no more.
TEST(CliScan, SaysWhenItsTemporaryFileSystemIsFull) {
    Scratch s;
    const std::string small = s.path("small");
    ASSERT_EQ(::mkdir(small.c_str(), 0755), 0);
    if (::mount("tmpfs", small.c_str(), "tmpfs", 0, "size=64k") != 0)
        GTEST_SKIP() << "cannot mount a small tmpfs here (needs root)";
    CliOptions o = stdinFrom(s.file("in", denseErrors(100000)));
    o.env.push_back("TMPDIR=" + small);
    expectTruncatedStream(o, small, "No space left on device", -1);
    const auto r = runCli({"scan", "--json", "-"}, o);
    EXPECT_GT(jsonNumber(r.out, "errors_listed"), 16384);
    EXPECT_LT(jsonNumber(r.out, "errors_listed"), 16384 + 65536 / 24 + 1);
    ::umount2(small.c_str(), MNT_DETACH);
}

TEST(CliScan, StaysWithinItsBoundOfTemporarySpace) {
    Scratch s;
    CliOptions o = stdinFrom(s.file("in", denseErrors(100000)));
    o.env.push_back("TMPDIR=" + s.dir());
    // 600 records of 40 octets (a unit, its context, its line and column)
    o.env.push_back("U8SCOPE_SPOOL_LIMIT=24000");
    expectTruncatedStream(o, s.dir(), "more than 24000 octets of temporary space", 16384 + 600);
}

TEST(CliScan, SpoolsUnderTmpWithoutTmpdir) {
    Scratch s;
    CliOptions o = stdinFrom(s.file("in", denseErrors(40000)));
    o.unsetEnv.push_back("TMPDIR");
    const auto r = runCli({"scan", "--json", "-"}, o);
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_TRUE(isValidJson(r.out));
    EXPECT_EQ(jsonNumber(r.out, "errors_listed"), 40000);
    EXPECT_TRUE(contains(r.out, "\"truncated\": false"));
    o.env.push_back("TMPDIR=");
    EXPECT_EQ(runCli({"scan", "-"}, o).status, 1);
}

// `scan FILE | head`: the counts and the first errors come at once, and the scan stops when the
// reader goes, by SIGPIPE or (with SIGPIPE ignored) with exit 2 and the reason. Listing all 32
// million errors of this file would take minutes; the old scan spooled them all first.
TEST(CliScan, StopsEarlyWhenTheReaderGoes) {
    Scratch s;
    const std::string f = s.file("big", std::string(std::size_t{32} << 20, '\x80'));
    CliOptions o;
    o.closeStdoutAfter = 4096;
    o.timeoutSeconds = 120; // a guard against hanging, not a measurement
    const auto killed = runCli({"scan", f}, o);
    EXPECT_EQ(killed.signal, SIGPIPE) << killed.status << " " << killed.err;
    EXPECT_TRUE(contains(killed.out, "errors      33554432 malformed units")) << killed.out;
    EXPECT_TRUE(contains(killed.out, "\n  0           1       unexpected-continuation  80"))
        << killed.out;
    o.ignoreSigpipe = true;
    const auto refused = runCli({"scan", "--json", f}, o);
    EXPECT_EQ(refused.signal, 0);
    EXPECT_EQ(refused.status, 2);
    EXPECT_TRUE(contains(refused.err, "cannot write the output: Broken pipe")) << refused.err;
}

TEST(CliDump, ColoursOctetsOnlyWhenAsked) {
    Scratch s;
    const std::string f = s.file("x", "A\xC3\xA9\xC0\x80\xFF");
    const auto plain = runCli({"dump", f});
    EXPECT_EQ(plain.status, 0);
    EXPECT_FALSE(contains(plain.out, "\x1b[")) << "no colour when not a terminal";
    EXPECT_TRUE(contains(plain.out, "41 C3 A9!C0*80!FF")) << plain.out;
    EXPECT_TRUE(contains(plain.out, "legend")) << plain.out;
    const auto always = runCli({"dump", "--color=always", f}, withEnv("NO_COLOR=1"));
    EXPECT_TRUE(contains(always.out, "\x1b[1;7;38;5;166mFF")) << always.out;
    const auto never = runCli({"dump", "--color=never", f});
    EXPECT_FALSE(contains(never.out, "\x1b["));
}

// What cannot be seen on its own is a bullet, as core's display form has it: a C1 control
// (NEL), NBSP, ZWJ and a private-use character alike; a mark sits on a dotted circle.
TEST(CliDump, ShowsInvisibleCharactersAndMarksAsCoreSays) {
    Scratch s;
    const auto r = runCli({"dump", s.file("x", "\xC2\x85\xC2\xA0\xE2\x80\x8D\xEE\x80\x80"
                                               "e\xCC\x81")});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "\u2022\u00B7\u2022\u00B7\u2022\u00B7\u00B7\u2022\u00B7\u00B7"
                                "e\u25CC\u0301\u00B7"))
        << r.out;
}

TEST(CliDump, StartsAtAnOffsetInsideASequence) {
    Scratch s;
    std::string text(30, 'a');
    text += "\xF0\x9F\x98\x80zz";
    const auto r = runCli({"dump", "--skip", "32", "--length", "4", s.file("x", text)});
    EXPECT_EQ(r.status, 0) << r.err;
    // Octets 32 and 33 continue the emoji that starts at 30; they are not malformed.
    EXPECT_TRUE(contains(r.out, "00000020 \xE2\x94\x82 98 80 7A 7A ")) << r.out;
    EXPECT_FALSE(contains(r.out, "*98")) << r.out;
}

// A wide character whose first octet is the last the dump shows took two columns for one
// cell and pushed the right border out of line.
TEST(CliDump, KeepsTheTextColumnInLineWhenTheLengthCutsAWideCharacter) {
    Scratch s;
    const std::string f = s.file("wide", "abcdefghijklmn\xE4\xB8\x80\xF0\x9F\x98\x80");
    const auto r = runCli({"dump", "--length", "15", f});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "6D 6E E4    \xE2\x94\x82 abcdefghijklmn\u2026  \xE2\x94\x82\n"))
        << r.out;
    const auto emoji = runCli({"dump", "--skip", "17", "--length", "1", f});
    EXPECT_TRUE(
        contains(emoji.out, "\xE2\x94\x82 \u2026" + std::string(16, ' ') + "\xE2\x94\x82\n"))
        << emoji.out;
}

// When standard output fails (a full disk, or a closed pipe with SIGPIPE ignored), the commands
// went on through the whole input before saying "cannot write the output", without the reason:
// on endless input they never stopped.
TEST(Cli, StopsWhenTheOutputCannotBeWritten) {
    CliOptions o;
    o.stdinFile = "/dev/zero";
    o.stdoutFile = "/dev/full";
    o.timeoutSeconds = 30;
    for (const char* command : {"decode", "dump"}) {
        const auto r = runCli({command, "-"}, o);
        EXPECT_EQ(r.status, 2) << command << ": " << r.err;
        EXPECT_TRUE(contains(r.err, "cannot write the output: No space left on device"))
            << command << ": " << r.err;
    }
    Scratch s;
    const std::string bad = s.file("bad", std::string(100000, '\xFF'));
    o.stdinFile = "/dev/null";
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"scan", bad}, {"check", bad}, {"encode", "U+41"}}) {
        const auto r = runCli(args, o);
        EXPECT_EQ(r.status, 2) << args[0] << ": " << r.err;
        EXPECT_TRUE(contains(r.err, "cannot write the output: No space left on device"))
            << args[0] << ": " << r.err;
    }
}

TEST(CliDump, SkipsInAStreamAsInAFile) {
    Scratch s;
    const std::string text = "ab\xE2\x82\xAC\xF0\x9F\x98\x80\xC0\x80\xED\xA0\x80z\xE4\xB8\x80\xFF";
    const std::string f = s.file("x", text);
    for (std::size_t skip = 0; skip <= text.size() + 1; ++skip) {
        const std::string n = std::to_string(skip);
        const auto file = runCli({"dump", "--skip", n, "--length", "7", f});
        const auto stream = runCli({"dump", "--skip", n, "--length", "7", "-"}, stdinFrom(f));
        EXPECT_EQ(stream.out, file.out) << "skip " << skip;
    }
}

// Dumping a stream far into it decoded (and built the context of) every unit before the skip,
// and with the size unknown the offset column was sized for 8 digits, so rows past 4 GiB
// pushed the borders out of line.
TEST(CliDump, ReachesFarIntoAStreamWithTheOffsetColumnWideEnough) {
    CliOptions o;
    o.stdinFile = "/dev/zero";
    o.timeoutSeconds = 60;
    const auto r = runCli({"dump", "--skip", "0x100000008", "--length", "16", "-"}, o);
    EXPECT_EQ(r.status, 0) << r.err;
    std::string top = "\u250C";
    for (int i = 0; i < 9 + 2; ++i)
        top += "\u2500";
    EXPECT_TRUE(contains(r.out, top + "\u252C")) << r.out;
    EXPECT_TRUE(contains(r.out, "\u2502 100000008 \u2502 00 00 00")) << r.out;
}

TEST(CliDump, SaysWhenTheSkipIsPastTheEndOfAFile) {
    Scratch s;
    const std::string f = s.file("x", "0123456789");
    const auto past = runCli({"dump", "--skip", "11", f});
    EXPECT_EQ(past.status, 2);
    EXPECT_TRUE(contains(past.err, f + ": --skip 11 is past the end of the file (10 octets)"))
        << past.err;
    EXPECT_EQ(past.out, "");
    EXPECT_EQ(runCli({"dump", "--skip", "10", f}).status, 0); // the end itself: nothing to show
}

TEST(Cli, ExplainsWrongArguments) {
    const auto unknown = runCli({"check", "--frobnicate", "x"});
    EXPECT_EQ(unknown.status, 2);
    EXPECT_TRUE(contains(unknown.err, "unknown option '--frobnicate'")) << unknown.err;
    EXPECT_TRUE(contains(unknown.err, "usage: u8scope-cli")) << unknown.err;
    EXPECT_EQ(runCli({"frobnicate"}).status, 2);
    EXPECT_EQ(runCli({}).status, 2);
    EXPECT_EQ(runCli({"decode", "--format", "xml", "-"}).status, 2);
    EXPECT_EQ(runCli({"check", "--json", "-"}).status, 2);
    EXPECT_EQ(runCli({"scan", "--profile", "latin1", "-"}).status, 2);
    const auto missing = runCli({"scan", "/nonexistent/file"});
    EXPECT_EQ(missing.status, 2);
    EXPECT_TRUE(contains(missing.err, "/nonexistent/file: No such file or directory"))
        << missing.err;
    EXPECT_EQ(runCli({"dump", "/nonexistent/file"}).status, 2);
    EXPECT_EQ(runCli({"decode", "/nonexistent/file"}).status, 2);
}

// The environment variables the help lists are checked: a value that means nothing is said,
// escaped, with exit 2, not ignored; a good one (with a unit) is taken.
TEST(Cli, SaysAnEnvironmentValueThatMeansNothing) {
    Scratch s;
    const std::string file = s.file("x.txt", "caf\xC3\xA9\n");
    for (const std::string bad : {"abc", "0", "4x", "2000", "-1"}) {
        CliOptions o;
        o.env = {"U8SCOPE_THREADS=" + bad};
        const auto r = runCli({"check", file}, o);
        EXPECT_EQ(r.status, 2) << bad;
        EXPECT_TRUE(contains(r.err, "U8SCOPE_THREADS is '" + bad + "'")) << r.err;
    }
    CliOptions spool;
    spool.env = {"U8SCOPE_SPOOL_LIMIT=lots\x1B[31m"};
    const auto r = runCli({"scan", "-"}, spool);
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(contains(r.err, "U8SCOPE_SPOOL_LIMIT is 'lots\\x1B[31m'")) << r.err;
    EXPECT_FALSE(contains(r.err, "\x1B")) << "the escape reached the terminal raw";
    CliOptions good;
    good.env = {"U8SCOPE_THREADS=2", "U8SCOPE_SPOOL_LIMIT=1MiB"};
    EXPECT_EQ(runCli({"scan", file}, good).status, 0);
    CliOptions empty;
    empty.env = {"U8SCOPE_THREADS="};
    EXPECT_EQ(runCli({"check", file}, empty).status, 0);
}

// "--color never FILE" (as --help wrote it, "--color WHEN") took "never" for a second FILE and
// answered only "this command takes exactly one FILE".
TEST(Cli, SaysWhichOperandsAreTooManyAndHowToGiveTheColourMode) {
    Scratch s;
    const std::string f = s.file("x", "abc");
    const auto r = runCli({"dump", "--color", "never", f});
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(contains(r.err, "dump takes exactly one FILE, not 2: 'never' '" + f + "'"))
        << r.err;
    EXPECT_TRUE(contains(r.err, "write --color=never")) << r.err;
    const auto none = runCli({"scan"});
    EXPECT_TRUE(contains(none.err, "scan takes exactly one FILE, not 0")) << none.err;
    EXPECT_TRUE(contains(runCli({"--help"}).out, "--color[=WHEN]"));
}

// A file name can hold ESC and other controls; printed raw, it could drive the terminal.
TEST(Cli, EscapesControlCharactersInFileNames) {
    Scratch s;
    const std::string hostile = s.file("bad\x1b]0;owned\x07name", "\xFF");
    const auto check = runCli({"check", hostile});
    EXPECT_EQ(check.status, 1);
    EXPECT_TRUE(contains(check.out, "bad\\x1B]0;owned\\x07name: invalid UTF-8")) << check.out;
    EXPECT_FALSE(contains(check.out, "\x1b"));
    const auto missing = runCli({"check", s.path("gone\x1b[2J")});
    EXPECT_EQ(missing.status, 2);
    EXPECT_TRUE(contains(missing.err, "gone\\x1B[2J: No such file or directory")) << missing.err;
    EXPECT_FALSE(contains(missing.err, "\x1b"));
    const auto scan = runCli({"scan", hostile});
    EXPECT_FALSE(contains(scan.out, "\x1b"));
}

TEST(Cli, PrintsHelpAndVersion) {
    const auto help = runCli({"--help"});
    EXPECT_EQ(help.status, 0);
    EXPECT_TRUE(contains(help.out, "u8scope-cli check")) << help.out;
    const auto version = runCli({"--version"});
    EXPECT_EQ(version.status, 0);
    EXPECT_TRUE(contains(version.out, "u8scope-cli ")) << version.out;
}

} // namespace
} // namespace u8scope::test
