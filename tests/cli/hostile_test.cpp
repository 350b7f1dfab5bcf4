// Hostile environments (issue 10): file names that could drive or reorder a terminal, special
// files of every type, and destinations that cannot be written. Each with a real file.
#include "json_check.h"
#include "run_cli.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <functional>
#include <gtest/gtest.h>
#include <iterator>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace u8scope::test {
namespace {

bool contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

// Every way the CLI prints a name: a report line (check), a report heading (scan), and a
// message on standard error (a file that is missing).
struct Printed {
    std::string check;
    std::string scan;
    std::string missing;
};

Printed printNames(const Scratch& s, const std::string& name) {
    const std::string bad = s.file(name, "\xFF");
    Printed p;
    p.check = runCli({"check", bad}).out;
    p.scan = runCli({"scan", bad}).out;
    p.missing = runCli({"dump", s.path(name + "-gone")}).err;
    return p;
}

void expectEscaped(const Printed& p, const std::string& raw, const std::string& escaped) {
    for (const std::string* text : {&p.check, &p.scan, &p.missing}) {
        EXPECT_FALSE(contains(*text, raw)) << *text;
        EXPECT_TRUE(contains(*text, escaped)) << *text;
    }
}

// 0x9B alone is the C1 control CSI, which many terminals obey like ESC [.
TEST(CliNames, EscapesC1OctetsAndC1Characters) {
    Scratch s;
    expectEscaped(printNames(s, "csi\x9B"
                                "2Jname"),
                  "\x9B", "csi\\x9B2Jname");
    expectEscaped(printNames(s, "c1\xC2\x9B"
                                "2Jname"),
                  "\xC2\x9B", "c1\\xC2\\x9B2Jname");
}

// U+202E RIGHT-TO-LEFT OVERRIDE makes "gpj.exe" show as "exe.jpg".
TEST(CliNames, EscapesBidirectionalControls) {
    Scratch s;
    expectEscaped(printNames(s, "photo\xE2\x80\xAEgpj.exe"), "\xE2\x80\xAE",
                  "photo\\u{202E}gpj.exe");
    expectEscaped(printNames(s, "iso\xE2\x81\xA6late"), "\xE2\x81\xA6", "iso\\u{2066}late");
    expectEscaped(printNames(s, "line\xE2\x80\xA8sep"), "\xE2\x80\xA8", "line\\u{2028}sep");
}

TEST(CliNames, EscapesOctetsThatAreNotUtf8ButKeepsWellFormedText) {
    Scratch s;
    expectEscaped(printNames(s, "caf\xE9.txt"), "caf\xE9", "caf\\xE9.txt");
    const Printed fine = printNames(s, "caf\xC3\xA9-\xE6\x97\xA5\xE6\x9C\xAC.txt");
    EXPECT_TRUE(contains(fine.check, "caf\xC3\xA9-\xE6\x97\xA5\xE6\x9C\xAC.txt: invalid UTF-8"))
        << fine.check;
}

TEST(CliNames, EscapesControlsInJson) {
    Scratch s;
    const std::string name = s.file("j\x1b[31m\xC2\x9B\xE2\x80\xAE\x7F.txt", "ok");
    const auto r = runCli({"scan", "--json", name});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(isValidJson(r.out)) << r.out;
    EXPECT_TRUE(contains(r.out, "j\\u001b[31m\\u009b\\u202e\\u007f.txt")) << r.out;
    for (const char* raw : {"\x1b", "\xC2\x9B", "\xE2\x80\xAE", "\x7F"})
        EXPECT_FALSE(contains(r.out, raw)) << r.out;
}

// Option values and operands reach messages too.
TEST(CliNames, EscapesArgumentsInMessages) {
    const auto option = runCli({"check", "--\x1b]0;x\x07"});
    EXPECT_EQ(option.status, 2);
    EXPECT_FALSE(contains(option.err, "\x1b")) << option.err;
    const auto profile = runCli({"scan", "--profile",
                                 "\xE2\x80\xAE"
                                 "x",
                                 "-"});
    EXPECT_EQ(profile.status, 2);
    EXPECT_TRUE(contains(profile.err, "unknown profile '\\u{202E}x'")) << profile.err;
    const auto encode = runCli({"encode", "\x9B"});
    EXPECT_EQ(encode.status, 2);
    EXPECT_TRUE(contains(encode.err, "'\\x9B' is not a code point")) << encode.err;
}

// open() on a Unix socket fails with ENXIO, which read "No such device or address".
TEST(CliSpecialFiles, NamesASocket) {
    Scratch s;
    const std::string path = s.path("sock");
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    ASSERT_GE(fd, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    ASSERT_LT(path.size(), sizeof address.sun_path);
    path.copy(address.sun_path, path.size());
    ASSERT_EQ(::bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address), 0);
    for (const char* command : {"check", "scan", "decode", "dump"}) {
        const auto r = runCli({command, path});
        EXPECT_EQ(r.status, 2) << command;
        EXPECT_TRUE(contains(r.err, path + ": is a socket, not a file")) << command << r.err;
    }
    ::close(fd);
}

TEST(CliSpecialFiles, ReadsCharacterDevices) {
    CliOptions o;
    o.timeoutSeconds = 30;
    const auto zero = runCli({"dump", "--plain", "-n", "32", "/dev/zero"}, o);
    EXPECT_EQ(zero.status, 0) << zero.err;
    EXPECT_TRUE(contains(zero.out, "\n*\n") || contains(zero.out, "00000010")) << zero.out;
    const auto random = runCli({"dump", "-n", "4KiB", "-s", "1M", "/dev/urandom"}, o);
    EXPECT_EQ(random.status, 0) << random.err;
    EXPECT_EQ(runCli({"decode", "/dev/null"}).status, 0);
    EXPECT_EQ(runCli({"scan", "/dev/null"}).status, 0);
}

// A skip from the end needs the end: on a device that never ends, say so instead of reading
// forever; a device that ends (/dev/null) is measured like a pipe.
TEST(CliSpecialFiles, RefusesASkipFromTheEndOfADeviceThatNeverEnds) {
    CliOptions o;
    o.timeoutSeconds = 60; // a regression fails instead of hanging the suite
    const auto zero = runCli({"dump", "-s", "-16", "/dev/zero"}, o);
    EXPECT_EQ(zero.status, 2) << zero.err;
    EXPECT_TRUE(contains(zero.err, "/dev/zero: is a device that never ends")) << zero.err;
    o.stdinFile = "/dev/urandom";
    const auto random = runCli({"dump", "--skip=-1", "-"}, o);
    EXPECT_EQ(random.status, 2) << random.err;
    EXPECT_TRUE(contains(random.err, "-: is a device that never ends")) << random.err;
    const auto null = runCli({"dump", "-s", "-1", "/dev/null"});
    EXPECT_EQ(null.status, 2) << null.err;
    EXPECT_TRUE(contains(null.err, "before the start of the input (0 octets)")) << null.err;
}

// fix -o writes through a temporary file beside OUT: its name must fit where OUT's does.
TEST(CliWrites, WritesToANameOfTheLongestLength) {
    Scratch s;
    const std::string input = s.file("in.txt", "caf\xC3\x83\xC2\xA9\n");
    const std::string out = s.path(std::string(255, 'o'));
    const auto r = runCli({"fix", "-o", out, input});
    EXPECT_EQ(r.status, 1) << r.err;
    std::ifstream written(out, std::ios::binary);
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(written), {}), "caf\xC3\xA9\n");
}

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The names in `dir`, but for those given.
std::vector<std::string> namesIn(const std::string& dir) {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

// ulimit -f: a write beyond it fails like any other (File too large, exit 2) instead of killing
// the process with SIGXFSZ, which left fix's temporary file behind.
TEST(CliWrites, ReportsAWriteBeyondTheFileSizeLimit) {
    Scratch s;
    std::string mojibake;
    for (int i = 0; i < 20000; ++i)
        mojibake += "caf\xC3\x83\xC2\xA9 ";
    s.file("in.txt", mojibake);
    CliOptions o;
    o.fileSizeLimit = 16 << 10;
    const auto fix = runCli({"fix", "-o", s.path("out.txt"), s.path("in.txt")}, o);
    EXPECT_EQ(fix.status, 2) << fix.err << " (signal " << fix.signal << ")";
    EXPECT_TRUE(contains(fix.err, "out.txt: cannot write it: File too large (it was not made)"))
        << fix.err;
    EXPECT_EQ(namesIn(s.dir()), std::vector<std::string>{"in.txt"});
    // An OUT that was there is left as it was, and the message says so.
    s.file("old.txt", "kept\n");
    const auto over = runCli({"fix", "-o", s.path("old.txt"), s.path("in.txt")}, o);
    EXPECT_EQ(over.status, 2);
    EXPECT_TRUE(
        contains(over.err, "old.txt: cannot write it: File too large (it is left as it was)"))
        << over.err;
    EXPECT_EQ(readFile(s.path("old.txt")), "kept\n");
    o.stdoutFile = s.path("decoded.txt");
    const auto decode = runCli({"decode", s.path("in.txt")}, o);
    EXPECT_EQ(decode.status, 2) << decode.err << " (signal " << decode.signal << ")";
    EXPECT_TRUE(contains(decode.err, "cannot write the output: File too large")) << decode.err;
}

// Standard output or error closed by the caller (`>&-`, `2>&-`): no file the program opens takes
// their number. The error list's temporary file once became standard output, so that scan
// wrote its report into it and crashed; fix -o wrote its warning into the repaired copy.
TEST(CliWrites, OpensNoFileOfItsOwnInPlaceOfAClosedStandardDescriptor) {
    Scratch s;
    std::string dense;
    for (int i = 0; i < 20000; ++i) // more malformed units than are kept in memory for the list
        dense += "a\xFF";
    CliOptions closedOut;
    closedOut.stdinFile = s.file("dense.bin", dense);
    closedOut.closed = {1};
    for (const char* format : {"--max-errors=100000", "--json"}) {
        const auto scan = runCli({"scan", format, "-"}, closedOut);
        EXPECT_EQ(scan.signal, 0) << format;
        EXPECT_EQ(scan.status, 2) << format << ": " << scan.err;
        EXPECT_TRUE(contains(scan.err, "cannot write the output: Bad file descriptor"))
            << format << ": " << scan.err;
    }
    // "Grüße aus München" in ISO 8859-1: fix warns on standard error that it is not UTF-8.
    CliOptions closedErr;
    closedErr.stdinFile = s.file("latin1.txt", "Gr\xFC\xDF"
                                               "e aus M\xFC"
                                               "nchen\n");
    closedErr.closed = {2};
    const auto fix = runCli({"fix", "-o", s.path("out.txt"), "-"}, closedErr);
    EXPECT_EQ(fix.status, 1);
    std::ifstream out(s.path("out.txt"), std::ios::binary);
    const std::string written((std::istreambuf_iterator<char>(out)), {});
    EXPECT_EQ(written, "Gr\xC3\xBC\xC3\x9F"
                       "e aus M\xC3\xBC"
                       "nchen\n");
}

// Runs as on a file system that makes no unnamed files: O_TMPFILE fails (no_tmpfile.cpp).
CliOptions withoutUnnamedFiles(CliOptions o = {}) {
    o.env.push_back(std::string("LD_PRELOAD=") + U8SCOPE_NO_TMPFILE);
    // An ASan build wants its runtime first among the libraries loaded.
    const char* asan = std::getenv("ASAN_OPTIONS");
    o.env.push_back(std::string("ASAN_OPTIONS=") + (asan ? std::string(asan) + ":" : "") +
                    "verify_asan_link_order=0");
    return o;
}

// Whether process `pid` holds a file without a name (O_TMPFILE) in `dir` open.
bool holdsUnnamedFileIn(int pid, const std::string& dir) {
    const std::string fds = "/proc/" + std::to_string(pid) + "/fd";
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(fds, error)) {
        const std::string target = std::filesystem::read_symlink(entry.path(), error).string();
        if (target.rfind(dir + "/#", 0) == 0 && target.find(" (deleted)") != std::string::npos)
            return true;
    }
    return false;
}

// Runs fix -o OUT reading a FIFO in `s`, fed with more than the encoding sample (so that fix
// goes on to make its file), but less than that and what a pipe holds (so that `made()` is
// asked while fix makes its file), and kept open, so that fix waits for the rest with its file
// made; once `made()` holds, sends `signalNumber`. Returns whether `made()` came to hold.
bool signalWhileWriting(const Scratch& s, int signalNumber, const std::function<bool(int)>& made,
                        CliOptions o, CliRun& run) {
    const std::string fifo = s.path("in.fifo");
    if (!std::filesystem::exists(fifo) && ::mkfifo(fifo.c_str(), 0600) != 0)
        return false;
    o.timeoutSeconds = 120; // a regression fails instead of hanging the suite
    bool sawIt = false;
    o.meanwhile = [&](int pid) {
        int fd = -1;
        for (int tries = 0; fd < 0 && tries < 6000; ++tries) {
            fd = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
            if (fd < 0)
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        if (fd < 0)
            return;
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        std::string text;
        for (int i = 0; i < 12000; ++i)
            text += "caf\xC3\x83\xC2\xA9 ";
        for (std::size_t at = 0; at < text.size();) {
            const ssize_t n = ::write(fd, text.data() + at, text.size() - at);
            if (n <= 0)
                break;
            at += static_cast<std::size_t>(n);
        }
        for (int tries = 0; !sawIt && tries < 6000; ++tries) {
            sawIt = made(pid);
            if (!sawIt)
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        ::kill(pid, signalNumber);
        ::close(fd);
    };
    run = runCli({"fix", "-o", s.path("out.txt"), fifo}, o);
    return sawIt;
}

// fix -o writes through a file without a name, which gets OUT's name only once complete: ended
// by any signal, SIGKILL and a CPU limit's SIGXCPU too, it leaves nothing behind, and OUT as it
// was.
TEST(CliWrites, LeavesNothingWhenEndedByAnySignal) {
    for (const int signalNumber : {SIGKILL, SIGXCPU, SIGTERM, SIGUSR1}) {
        Scratch s;
        CliRun r;
        const bool made = signalWhileWriting(
            s, signalNumber,
            [&](int pid) {
                return holdsUnnamedFileIn(pid, s.dir()) &&
                       namesIn(s.dir()) == std::vector<std::string>{"in.fifo"};
            },
            {}, r);
        EXPECT_TRUE(made) << "a file without a name, and no name beside OUT";
        EXPECT_EQ(r.signal, signalNumber) << r.err;
        EXPECT_EQ(namesIn(s.dir()), std::vector<std::string>{"in.fifo"}) << signalNumber;
        s.file("out.txt", "old\n");
        EXPECT_TRUE(signalWhileWriting(
            s, signalNumber, [&](int pid) { return holdsUnnamedFileIn(pid, s.dir()); }, {}, r));
        EXPECT_EQ(namesIn(s.dir()), (std::vector<std::string>{"in.fifo", "out.txt"}));
        EXPECT_EQ(readFile(s.path("out.txt")), "old\n");
    }
}

// Where the file system makes no unnamed files, fix -o writes a named temporary file beside
// OUT, which every signal that ends the process and can be caught removes: Ctrl-C, kill, a
// closed terminal, a CPU limit (SIGXCPU), a timer. (SIGKILL cannot be caught.) Sent as soon as
// the name shows, too: the file made slowly (no_tmpfile.cpp), the signal arrives while it is
// made, before fix -o would have said what to remove had it not held signals meanwhile.
TEST(CliWrites, LeavesNoNamedTemporaryFileWhenEndedBySignal) {
    for (const int signalNumber : {SIGTERM, SIGINT, SIGXCPU, SIGALRM, SIGUSR1}) {
        Scratch s;
        CliRun r;
        CliOptions slowly = withoutUnnamedFiles();
        slowly.env.emplace_back("U8SCOPE_SLOW_TEMPORARY=1");
        const bool made = signalWhileWriting(
            s, signalNumber,
            [&](int) {
                const auto names = namesIn(s.dir());
                return std::any_of(names.begin(), names.end(), [](const std::string& name) {
                    return name.rfind(".out.txt.u8scope-", 0) == 0;
                });
            },
            slowly, r);
        EXPECT_TRUE(made) << "the named temporary file";
        EXPECT_EQ(r.signal, signalNumber) << r.err;
        EXPECT_EQ(namesIn(s.dir()), std::vector<std::string>{"in.fifo"}) << signalNumber;
    }
}

// The named temporary file replaces OUT as the unnamed one does.
TEST(CliWrites, WritesThroughANamedTemporaryFileWhereThereAreNoUnnamedOnes) {
    Scratch s;
    const std::string in = s.file("in.txt", "caf\xC3\x83\xC2\xA9\n");
    const std::string out = s.file("out.txt", "old\n");
    ASSERT_EQ(::chmod(out.c_str(), 0640), 0);
    for (const std::string& target : {out, s.path("new.txt")}) {
        const auto r = runCli({"fix", "-o", target, in}, withoutUnnamedFiles());
        EXPECT_EQ(r.status, 1) << r.err;
        EXPECT_EQ(readFile(target), "caf\xC3\xA9\n");
    }
    struct stat st {};
    ASSERT_EQ(::stat(out.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 07777, 0640U);
    EXPECT_EQ(namesIn(s.dir()), (std::vector<std::string>{"in.txt", "new.txt", "out.txt"}));
}

// As root, fix -o OUT gave OUT to root: a 0640 file of a user became unreadable to its owner, and
// a set-user-ID program came out set-user-ID root. OUT keeps its owner, group and permissions,
// never set-user-ID or set-group-ID; with either way of writing it.
TEST(CliWrites, KeepsTheOwnerGroupAndPermissionsOfOut) {
    if (::geteuid() != 0)
        GTEST_SKIP() << "needs root, to give a file to another user";
    constexpr uid_t kNobody = 65534;
    const struct {
        mode_t before;
        uid_t uid;
        gid_t gid;
        mode_t after;
    } cases[] = {
        {0640, kNobody, kNobody, 0640},  {0604, kNobody, 0, 0604},
        {04755, kNobody, kNobody, 0755},                                  // set-user-ID
        {02750, 0, kNobody, 0750},                                        // set-group-ID
        {06775, kNobody, kNobody, 0775}, {01644, kNobody, kNobody, 0644}, // sticky
    };
    for (const bool unnamed : {true, false}) {
        for (const auto& c : cases) {
            Scratch s;
            const std::string in = s.file("in.txt", "caf\xC3\x83\xC2\xA9\n");
            const std::string out = s.file("out.txt", "old\n");
            ASSERT_EQ(::chown(out.c_str(), c.uid, c.gid), 0);
            ASSERT_EQ(::chmod(out.c_str(), c.before), 0);
            const auto r =
                runCli({"fix", "-o", out, in}, unnamed ? CliOptions{} : withoutUnnamedFiles());
            EXPECT_EQ(r.status, 1) << r.err;
            EXPECT_EQ(readFile(out), "caf\xC3\xA9\n");
            struct stat st {};
            ASSERT_EQ(::stat(out.c_str(), &st), 0);
            EXPECT_EQ(st.st_uid, c.uid) << std::oct << c.before << (unnamed ? "" : " (named)");
            EXPECT_EQ(st.st_gid, c.gid) << std::oct << c.before << (unnamed ? "" : " (named)");
            EXPECT_EQ(st.st_mode & 07777, c.after)
                << std::oct << c.before << (unnamed ? "" : " (named)");
        }
    }
}

// A user who may not give OUT's group to the new file (not one of its groups) gives the
// permissions OUT gave its group to no other group.
TEST(CliWrites, GivesNoOtherGroupWhatOutGaveItsGroup) {
    if (!canRunAsNobody())
        GTEST_SKIP() << "needs root and setpriv, to run as nobody";
    constexpr uid_t kNobody = 65534;
    Scratch s;
    ASSERT_EQ(::chown(s.dir().c_str(), kNobody, kNobody), 0);
    const std::string in = s.file("in.txt", "caf\xC3\x83\xC2\xA9\n");
    const std::string out = s.file("out.txt", "old\n");
    ASSERT_EQ(::chown(out.c_str(), kNobody, 0), 0);
    ASSERT_EQ(::chmod(out.c_str(), 0664), 0);
    CliOptions o;
    o.asNobody = true;
    const auto r = runCli({"fix", "-o", out, in}, o);
    EXPECT_EQ(r.status, 1) << r.err;
    struct stat st {};
    ASSERT_EQ(::stat(out.c_str(), &st), 0);
    EXPECT_EQ(st.st_uid, kNobody);
    EXPECT_EQ(st.st_gid, kNobody);
    EXPECT_EQ(st.st_mode & 07777, 0604U);
}

// `CMD F >> F`: a command whose standard output is its input would read what it writes, growing
// the file until the disk is full. Refused as cat refuses it, before anything is read or
// written, under whatever name standard output reaches the file.
TEST(CliSameFile, RefusesToReadItsOwnOutput) {
    Scratch s;
    const std::string content = "caf\xC3\x83\xC2\xA9 \xFF\n";
    const std::string path = s.file("in.txt", content);
    ASSERT_EQ(::link(path.c_str(), s.path("hard.txt").c_str()), 0);
    ASSERT_EQ(::symlink(path.c_str(), s.path("soft.txt").c_str()), 0);
    CliOptions o;
    o.timeoutSeconds = 60;
    o.fileSizeLimit = 1 << 20; // a regression stops at a megaoctet, not at a full disk
    o.stdoutFlags = O_WRONLY | O_CREAT | O_APPEND;
    for (const char* command : {"check", "scan", "decode", "dump", "mojibake", "fix"}) {
        for (const std::string& named : {path, s.path("hard.txt"), s.path("soft.txt")}) {
            o.stdoutFile = path;
            const auto r = runCli({command, named}, o);
            EXPECT_EQ(r.status, 2) << command << " " << named << ": " << r.err;
            EXPECT_TRUE(contains(r.err, named + ": input file is output file")) << r.err;
            // Standard output reaches it as a hard link too.
            o.stdoutFile = s.path("hard.txt");
            const auto linked = runCli({command, named}, o);
            EXPECT_EQ(linked.status, 2) << command << " " << named << ": " << linked.err;
        }
        o.stdinFile = path;
        const auto piped = runCli({command, "-"}, o);
        EXPECT_EQ(piped.status, 2) << command << " -: " << piped.err;
        EXPECT_TRUE(contains(piped.err, "-: standard input: input file is output file"))
            << piped.err;
        o.stdinFile = "/dev/null";
        EXPECT_EQ(readFile(path), content) << command;
    }
    // fix -o - writes to standard output too.
    o.stdoutFile = path;
    EXPECT_EQ(runCli({"fix", "-o", "-", path}, o).status, 2);
    EXPECT_EQ(readFile(path), content);
    // Another file as standard output, or fix -o OUT beside it, is written as ever.
    o.stdoutFile = s.path("other.txt");
    EXPECT_EQ(runCli({"decode", path}, o).status, 0);
    EXPECT_EQ(readFile(s.path("other.txt")), "caf\xC3\x83\xC2\xA9 \xEF\xBF\xBD\n");
    o.stdoutFile = path;
    const auto out = runCli({"fix", "-o", s.path("fixed.txt"), path}, o);
    EXPECT_EQ(out.status, 1) << out.err;
}

// fix -o OUT never replaces its input, also when the input is standard input (`fix -o F - < F`)
// and OUT names it otherwise: a hard link, a symbolic link, /proc/self/fd/0.
TEST(CliSameFile, FixRefusesStandardInputAsOut) {
    Scratch s;
    const std::string content = "Gr\xFC\xDF"
                                "e caf\xC3\x83\xC2\xA9\n";
    const std::string path = s.file("in.txt", content);
    ASSERT_EQ(::link(path.c_str(), s.path("hard.txt").c_str()), 0);
    ASSERT_EQ(::symlink(path.c_str(), s.path("soft.txt").c_str()), 0);
    CliOptions o;
    o.stdinFile = path;
    for (const std::string& out :
         {path, s.path("hard.txt"), s.path("soft.txt"), std::string("/proc/self/fd/0")}) {
        for (const std::vector<std::string>& from :
             {std::vector<std::string>{}, {"--from", "ISO-8859-1"}}) {
            std::vector<std::string> args = {"fix", "-o", out};
            args.insert(args.end(), from.begin(), from.end());
            args.push_back("-");
            const auto r = runCli(args, o);
            EXPECT_EQ(r.status, 2) << out << ": " << r.err;
            EXPECT_TRUE(contains(r.err, out + ": is standard input itself")) << r.err;
            EXPECT_EQ(readFile(path), content) << out;
        }
    }
    EXPECT_EQ(namesIn(s.dir()), (std::vector<std::string>{"hard.txt", "in.txt", "soft.txt"}));
}

// --- Process limits, standard streams in unusual modes, edge values (issue 36) -----------------

// Whether `r` ended as the documented statuses say: 0, 1, or 2 with a message of the program's
// on standard error; never by a signal (an abort from std::terminate, say).
::testing::AssertionResult endedAsDocumented(const CliRun& r) {
    if (r.signal != 0)
        return ::testing::AssertionFailure() << "ended by signal " << r.signal << ": " << r.err;
    if (r.status == 0 || r.status == 1)
        return ::testing::AssertionSuccess();
    if (r.status == 2 && contains(r.err, "u8scope-cli: "))
        return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "status " << r.status << ": " << r.err;
}

// AddressSanitizer reserves terabytes of address space at start, and its leak check starts a
// thread at exit: process limits test the program, not the sanitizer.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif

// A scan splits a large file between threads: where none can start (RLIMIT_NPROC, which root
// is not held to), std::thread threw, and the uncaught exception aborted the program. The
// parts go to the one thread there is.
TEST(CliLimits, ScansWithOneThreadWhereNoOtherCanStart) {
    if (!canRunAsNobody())
        GTEST_SKIP() << "needs root and setpriv, to run as a user held to RLIMIT_NPROC";
    if (kSanitized)
        GTEST_SKIP() << "AddressSanitizer's leak check needs a thread of its own";
    Scratch s;
    ASSERT_EQ(::chmod(s.dir().c_str(), 0755), 0);
    // 80 MiB of NUL (a sparse file), two parts of at least 32 MiB, and an octet that is never
    // UTF-8 at the end.
    const std::string big = s.file("big.bin", "");
    ASSERT_EQ(::truncate(big.c_str(), off_t{80} << 20), 0);
    std::ofstream(big, std::ios::binary | std::ios::app) << '\xFF';
    ASSERT_EQ(::chmod(big.c_str(), 0644), 0);
    CliOptions o;
    o.asUser = 61999; // a user of this test's own: its one process is all RLIMIT_NPROC allows
    o.limits = {"--nproc=1"};
    o.env = {"U8SCOPE_THREADS=2"};
    o.timeoutSeconds = 120;
    const auto check = runCli({"check", big}, o);
    EXPECT_EQ(check.status, 1) << check.err << " (signal " << check.signal << ")";
    const auto scan = runCli({"scan", "--json", big}, o);
    EXPECT_EQ(scan.status, 1) << scan.err << " (signal " << scan.signal << ")";
    EXPECT_TRUE(contains(scan.out, "\"error_count\": 1")) << scan.out.substr(0, 400);
}

// With little address space (ulimit -v), memory that runs out is said ("out of memory", exit 2),
// never an abort from an uncaught std::bad_alloc: every command, on text dense with damage, under
// limits from where the program cannot even be loaded to where it has room. (Below some limit
// the dynamic loader cannot map the libraries, and says so itself, with status 127, before the
// program runs.)
TEST(CliLimits, SaysWhenMemoryRunsOut) {
    if (kSanitized)
        GTEST_SKIP() << "AddressSanitizer needs more address space than the limits tried";
    Scratch s;
    std::string dense;
    while (dense.size() < (std::size_t{64} << 10))
        dense += "caf\xC3\x83\xC2\xA9 \xFF ";
    const std::string in = s.file("dense.txt", dense);
    CliOptions o;
    o.stdoutFile = "/dev/null";
    o.timeoutSeconds = 120;
    for (int megaoctets = 40; megaoctets <= 96; megaoctets += 8) {
        o.limits = {"--as=" + std::to_string(megaoctets * 1000000)};
        for (const std::vector<std::string>& args : {std::vector<std::string>{"check", in},
                                                     {"scan", "--max-errors", "100000000", in},
                                                     {"scan", "--json", in},
                                                     {"decode", in},
                                                     {"dump", in},
                                                     {"mojibake", "--json", in},
                                                     {"fix", in},
                                                     {"fix", "-o", s.path("out.txt"), in},
                                                     {"fix", "--from", "UTF-16LE", in},
                                                     {"encode", "U+20AC"},
                                                     {"table"}}) {
            const auto r = runCli(args, o);
            if (r.status == 127 && contains(r.err, "error while loading shared libraries"))
                continue;
            EXPECT_TRUE(endedAsDocumented(r)) << megaoctets << " MB: " << args[0] << " " << args[1];
            if (r.status == 2) {
                EXPECT_TRUE(contains(r.err, "out of memory")) << r.err;
            }
        }
        const auto names = namesIn(s.dir());
        EXPECT_TRUE(names.size() == 1 || (names.size() == 2 && names[1] == "out.txt"))
            << "fix -o left something beside OUT";
    }
}

// Few file descriptors (ulimit -n): the file that cannot be opened is named with the reason.
TEST(CliLimits, NamesAFileThatCannotBeOpenedForWantOfDescriptors) {
    if (kSanitized)
        GTEST_SKIP() << "AddressSanitizer opens files of its own at start";
    Scratch s;
    const std::string in = s.file("in.txt", "caf\xC3\x83\xC2\xA9\n");
    CliOptions o;
    o.limits = {"--nofile=4"}; // standard input, output, error and one more
    const auto dump = runCli({"dump", in}, o);
    EXPECT_EQ(dump.status, 2);
    EXPECT_TRUE(contains(dump.err, "in.txt: Too many open files")) << dump.err;
    const auto fix = runCli({"fix", "-o", s.path("out.txt"), in}, o);
    EXPECT_EQ(fix.status, 2);
    EXPECT_TRUE(
        contains(fix.err, "out.txt: cannot create a file in " + s.dir() + ": Too many open files"))
        << fix.err;
    EXPECT_EQ(namesIn(s.dir()), std::vector<std::string>{"in.txt"});
}

// A pipe left non-blocking (O_NONBLOCK) by a program that shares it: a read that finds it empty
// gave "Resource temporarily unavailable" (exit 2) where a blocking read waits. Every command
// that reads standard input waits for it.
TEST(CliStreams, WaitsForANonBlockingStandardInput) {
    const std::string text = "caf\xC3\x83\xC2\xA9 caf\xE9\n";
    const struct {
        std::vector<std::string> args;
        int status;
    } cases[] = {
        {{"check", "-"}, 1}, {{"scan", "-"}, 1},     {{"decode", "-"}, 0},
        {{"dump", "-"}, 0},  {{"mojibake", "-"}, 1}, {{"fix", "-"}, 1},
    };
    for (const auto& c : cases) {
        CliOptions o;
        o.stdinNonBlocking = true;
        o.stdinData = text;
        o.timeoutSeconds = 60;
        const auto r = runCli(c.args, o);
        EXPECT_EQ(r.status, c.status) << c.args[0] << ": " << r.err;
        EXPECT_EQ(r.err, "") << c.args[0];
    }
}

// And a non-blocking pipe on standard output that is full: "cannot write the output: Resource
// temporarily unavailable" (exit 2) where a blocking write waits. The output comes whole.
TEST(CliStreams, WaitsForANonBlockingStandardOutput) {
    Scratch s;
    std::string text;
    while (text.size() < (std::size_t{1} << 20))
        text += "caf\xC3\x83\xC2\xA9 \xFF line of text\n";
    const std::string in = s.file("in.txt", text);
    for (const std::vector<std::string>& args : {std::vector<std::string>{"decode", in},
                                                 {"dump", in},
                                                 {"fix", in},
                                                 {"scan", "--max-errors", "100000", in}}) {
        CliOptions toFile;
        const auto whole = runCli(args, toFile);
        CliOptions o;
        o.stdoutNonBlocking = true;
        o.timeoutSeconds = 120;
        const auto r = runCli(args, o);
        EXPECT_EQ(r.status, whole.status) << args[0] << ": " << r.err;
        EXPECT_EQ(r.err, whole.err) << args[0];
        EXPECT_EQ(r.out.size(), whole.out.size()) << args[0];
        EXPECT_TRUE(r.out == whole.out) << args[0];
    }
}

// Standard output opened for reading only (`1<file`), standard input for writing only
// (`0>file`): the write or the read fails, and is said.
TEST(CliStreams, NamesStandardStreamsOpenTheWrongWay) {
    Scratch s;
    const std::string in = s.file("in.txt", "caf\xC3\x83\xC2\xA9 \xFF\n");
    const std::string other = s.file("other.txt", "");
    CliOptions readOnlyOut;
    readOnlyOut.stdoutFile = other;
    readOnlyOut.stdoutFlags = O_RDONLY;
    for (const std::vector<std::string>& args : {std::vector<std::string>{"check", in},
                                                 {"scan", in},
                                                 {"decode", in},
                                                 {"dump", in},
                                                 {"mojibake", in},
                                                 {"fix", in},
                                                 {"encode", "U+41"},
                                                 {"table"},
                                                 {"--help"}}) {
        const auto r = runCli(args, readOnlyOut);
        EXPECT_EQ(r.status, 2) << args[0];
        EXPECT_TRUE(contains(r.err, "cannot write the output: Bad file descriptor"))
            << args[0] << ": " << r.err;
    }
    CliOptions writeOnlyIn;
    writeOnlyIn.stdinFile = other;
    writeOnlyIn.stdinFlags = O_WRONLY;
    for (const char* command : {"check", "scan", "decode", "dump", "mojibake", "fix"}) {
        const auto r = runCli({command, "-"}, writeOnlyIn);
        EXPECT_EQ(r.status, 2) << command;
        EXPECT_TRUE(contains(r.err, "-: Bad file descriptor")) << command << ": " << r.err;
    }
}

// Edge values of every argument that takes one: a message and a documented status, never an
// abort; the counts of scan and mojibake stay whole whatever is listed.
TEST(CliArguments, TakesEdgeValuesWithAMessageOrAResult) {
    Scratch s;
    const std::string in = s.file("in.txt", "caf\xC3\x83\xC2\xA9 \xFF abc\n");
    const std::string max = "18446744073709551615";
    const struct {
        std::vector<std::string> args;
        int status;
        const char* said; // on standard error, or in the output for status 0 and 1
    } cases[] = {
        {{"scan", "--max-errors", "0", in}, 1, "1 error"},
        {{"scan", "--max-errors", max, in}, 1, "1 error"},
        {{"scan", "--max-errors", "-1", in}, 2, "needs a number"},
        {{"scan", "--max-errors", max + "0", in}, 2, "needs a number"},
        {{"scan", "--max-errors=", in}, 2, "needs a number"},
        {{"scan", "--json", "--max-errors", "0", in}, 1, "\"error_count\": 1"},
        {{"scan", "--html", "--max-errors", max, in}, 1, "<!DOCTYPE html>"},
        {{"mojibake", "--max-findings", "0", in}, 1, "finding"},
        {{"mojibake", "--max-findings", max, in}, 1, "reencoded"},
        {{"mojibake", "--max-findings", "-5", in}, 2, "needs a number"},
        {{"dump", "-s", max, in}, 2, "is past the end of the file (14 octets)"},
        {{"dump", "-s", "-" + max, in}, 2, "is before the start of the file (14 octets)"},
        {{"dump", "-s", "9223372036854775808", in}, 2, "is past the end"},
        {{"dump", "-s", "14", in}, 0, ""},
        {{"dump", "-s", "15", in}, 2, "is past the end"},
        {{"dump", "-s", "13", "-n", max, in}, 0, "0A"},
        {{"dump", "-n", "0", in}, 0, ""},
        {{"dump", "-n", "-1", in}, 2, "needs a number"},
        {{"dump", "-s", "16EiB", in}, 2, "needs a number"},
        {{"dump", "-s", "-" + max, "-"}, 2, "keeps that many octets in memory"},
        {{"encode", max}, 2, "is not a code point"},
        {{"encode", max + "0"}, 2, ""},
        {{"encode", "U+7FFFFFFF"}, 1, ""},
        {{"encode", "U+"}, 2, ""},
        {{"encode", "0x"}, 2, ""},
        {{"decode", "--format", "x", in}, 2, ""},
        {{"dump", "--color=", in}, 2, ""},
        {{"dump", "--border=", in}, 2, ""},
        {{"fix", "-o", "", in}, 2, "needs a value"},
        {{"fix", "--from", "", in}, 2, "needs a value"},
        {{"fix", "--from", "x", in}, 2, "unknown encoding"},
    };
    for (const auto& c : cases) {
        CliOptions o;
        o.stdinFile = in;
        const auto r = runCli(c.args, o);
        std::string shown;
        for (const std::string& a : c.args)
            shown += a + " ";
        EXPECT_TRUE(endedAsDocumented(r)) << shown;
        EXPECT_EQ(r.status, c.status) << shown << ": " << r.err;
        EXPECT_TRUE(contains(c.status == 2 ? r.err : r.out, c.said))
            << shown << ": " << r.err << r.out.substr(0, 300);
    }
}

// A reader that has gone: with SIGPIPE ignored, every command says so and exits 2; with SIGPIPE
// at its default, the command dies of it, as any program in a pipeline does. dump of endless
// input squeezes its rows and writes nothing for a long time: it must notice all the same.
TEST(CliSpecialFiles, StopsWhenTheReaderOfItsOutputHasGone) {
    Scratch s;
    const std::string bad = s.file("bad", std::string(100000, '\xFF'));
    CliOptions o;
    o.stdoutClosedPipe = true;
    o.ignoreSigpipe = true;
    o.timeoutSeconds = 60;
    o.stdinFile = "/dev/zero";
    for (const std::vector<std::string>& args : {std::vector<std::string>{"dump", "-"},
                                                 {"dump", "/dev/zero"},
                                                 {"decode", "-"},
                                                 {"scan", bad},
                                                 {"check", bad},
                                                 {"encode", "U+41"},
                                                 {"--help"}}) {
        const auto r = runCli(args, o);
        EXPECT_EQ(r.status, 2) << args[0] << ": " << r.err;
        EXPECT_TRUE(contains(r.err, "cannot write the output: Broken pipe"))
            << args[0] << ": " << r.err;
    }
    o.ignoreSigpipe = false;
    const auto killed = runCli({"dump", "/dev/zero"}, o);
    EXPECT_EQ(killed.signal, SIGPIPE) << killed.err;
}

// A file that grows or shrinks while it is read: whatever the moment, the commands finish and
// neither crash nor hang (reads are never mapped, so no SIGBUS); when they notice the change,
// they say so, naming the file, with exit status 2 (changing_file_test.cpp makes sure they do).
TEST(CliSpecialFiles, ReadsAFileThatGrowsOrShrinksMeanwhile) {
    Scratch s;
    const std::string path = s.path("moving");
    const std::string block(std::size_t{1} << 20, 'x');
    {
        std::ofstream out(path, std::ios::binary);
        for (int i = 0; i < 32; ++i)
            out << block;
    }
    std::atomic<bool> done{false};
    std::thread mover([&] {
        // Grow by a block, then cut to a few octets and grow again, until the commands end.
        for (int round = 0; !done; ++round) {
            if (round % 2 == 0) {
                std::ofstream(path, std::ios::binary | std::ios::app) << block;
            } else {
                ASSERT_EQ(::truncate(path.c_str(), 3), 0);
            }
        }
    });
    CliOptions o;
    o.timeoutSeconds = 120;
    o.stdoutFile = "/dev/null";
    for (const char* command : {"check", "scan", "decode", "dump", "mojibake", "fix"}) {
        const auto r = runCli({command, path}, o);
        const bool noticed =
            r.status == 2 && contains(r.err, path + ": ") && contains(r.err, "while it was read");
        EXPECT_TRUE(noticed || (r.status == 0 && r.err.empty()))
            << command << ": status " << r.status << ": " << r.err << " (signal " << r.signal
            << ")";
    }
    done = true;
    mover.join();
}

// Files of /sys state a size (4096) that is not their content.
TEST(CliSpecialFiles, ReadsFilesOfSys) {
    const std::string path = "/sys/kernel/mm/transparent_hugepage/enabled";
    if (::access(path.c_str(), R_OK) != 0)
        GTEST_SKIP() << path << " is not readable here";
    const auto check = runCli({"check", path});
    EXPECT_EQ(check.status, 0) << check.err;
    const auto dump = runCli({"dump", "--plain", "-s", "-1", path});
    EXPECT_EQ(dump.status, 0) << dump.err;
    EXPECT_TRUE(contains(dump.out, " 0A ")) << "its last octet, a line feed: " << dump.out;
    const auto decode = runCli({"decode", path});
    EXPECT_EQ(decode.status, 0) << decode.err;
    EXPECT_TRUE(contains(decode.out, "never")) << decode.out;
}

TEST(CliSpecialFiles, ReadsDirectoriesOfProcAsDirectories) {
    const auto r = runCli({"check", "/proc/self"});
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(contains(r.err, "/proc/self: is a directory")) << r.err;
}

} // namespace
} // namespace u8scope::test
