// scan reads a regular file twice (counted, then listed): a file that changes between or during
// the passes is reported as such (named, exit status 2, the JSON marked truncated) and no unit
// read after the change is listed. The change is made while the command waits to write its list
// into a pipe the test has not read yet, so it always falls inside the listing pass.
#include "json_check.h"
#include "run_cli.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <string>
#include <unistd.h>

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

    // The counts come first, once the counting pass is over; the list cannot go on for long
    // while nobody reads it. Then three octets are appended.
    CliOptions o;
    std::string counted;
    o.whileWriting = [&](const std::string& out) {
        if (!contains(out, "\"errors\": ["))
            return false;
        counted = out;
        const int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
        EXPECT_GE(fd, 0);
        EXPECT_EQ(::write(fd, "\xFF\xFF\n", 3), 3);
        ::close(fd);
        return true;
    };
    const CliRun r = runCli({"scan", "--json", path}, o);
    ASSERT_TRUE(contains(counted, "\"error_count\": 8000")) << counted.substr(0, 2000);
    EXPECT_EQ(r.status, 2);
    const std::string& output = r.out;
    const std::string& err = r.err;
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
