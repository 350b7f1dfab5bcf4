// scan reads a regular file twice (counted, then listed): a file that changes between or during
// the passes is reported as such (named, exit status 2, the JSON marked truncated) and no unit
// read after the change is listed. The change is made while the command waits to write its list
// into a pipe the test has not read yet, so it always falls inside the listing pass.
#include "json_check.h"
#include "run_cli.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <spawn.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace u8scope::test {
namespace {

bool contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

std::string tail(const std::string& s) {
    return s.substr(s.size() > 1000 ? s.size() - 1000 : 0);
}

std::size_t count(const std::string& haystack, const std::string& needle) {
    std::size_t n = 0;
    for (std::size_t at = haystack.find(needle); at != std::string::npos;
         at = haystack.find(needle, at + needle.size()))
        ++n;
    return n;
}

// Reads from `fd` into `out` until `marker` has arrived (or the pipe ends).
void readUntil(int fd, std::string& out, const std::string& marker) {
    readFromUntil(fd, out, [&marker](const std::string& s) { return contains(s, marker); });
}

TEST(CliScanChangingFile, SaysTheFileChangedAndListsNothingReadAfterTheChange) {
    Scratch s;
    // Two pieces of the listing pass (256 KiB each): each with 4000 malformed units, whose
    // explanations (about a kilobyte each) are far more than a pipe holds.
    constexpr std::size_t kPiece = std::size_t{256} << 10;
    std::string content;
    for (int piece = 0; piece < 2; ++piece) {
        std::string part;
        for (int i = 0; i < 4000; ++i)
            part += "ab\xFF ";
        part.resize(kPiece, 'x');
        content += part;
    }
    const std::string path = s.file("changing.txt", content);

    int out[2];
    ASSERT_EQ(::pipe2(out, O_CLOEXEC), 0);
    const std::string errPath = s.path("stderr");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_addopen(&actions, 2, errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0600);
    std::string program = U8SCOPE_CLI;
    std::string command = "scan";
    std::string json = "--json";
    std::string file = path;
    char* argv[] = {program.data(), command.data(), json.data(), file.data(), nullptr};
    pid_t pid = 0;
    ASSERT_EQ(::posix_spawn(&pid, program.c_str(), &actions, nullptr, argv, environ), 0);
    posix_spawn_file_actions_destroy(&actions);
    ::close(out[1]);

    // The counts come first, once the counting pass is over; the list cannot go on for long
    // while nobody reads it.
    std::string output;
    readUntil(out[0], output, "\"errors\": [");
    ASSERT_TRUE(contains(output, "\"error_count\": 8000")) << output.substr(0, 2000);
    {
        const int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
        ASSERT_GE(fd, 0);
        ASSERT_EQ(::write(fd, "\xFF\xFF\n", 3), 3);
        ::close(fd);
    }
    readUntil(out[0], output, "\x01"); // to the end
    ::close(out[0]);
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 2);

    std::string err;
    {
        const int fd = ::open(errPath.c_str(), O_RDONLY | O_CLOEXEC);
        ASSERT_GE(fd, 0);
        readUntil(fd, err, "\x01");
        ::close(fd);
    }
    EXPECT_TRUE(contains(err, path)) << err;
    EXPECT_TRUE(contains(err, "changed while it was scanned")) << err;
    EXPECT_TRUE(contains(err, "now " + std::to_string(content.size() + 3) + " octets instead of " +
                                  std::to_string(content.size())))
        << err;

    EXPECT_TRUE(isValidJson(output)) << tail(output);
    EXPECT_TRUE(contains(output, "\"truncated\": true")) << tail(output);
    EXPECT_TRUE(contains(output, "changed while it was scanned")) << tail(output);
    // At most the first piece, read before the change was made, is listed (none when the
    // change came before the listing began); nothing of the second piece, nor the octets
    // appended.
    const std::size_t listed = count(output, "\n    {\"offset\": ");
    EXPECT_LE(listed, 4000u);
    EXPECT_FALSE(contains(output, "{\"offset\": " + std::to_string(kPiece + 2) + ","));
    EXPECT_TRUE(contains(output, "\"errors_listed\": " + std::to_string(listed))) << tail(output);
}

} // namespace
} // namespace u8scope::test
