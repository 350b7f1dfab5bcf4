#include "u8scope/file/source.h"
#include "unprivileged.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

namespace u8scope {
namespace {

namespace fs = std::filesystem;

class TempDir {
public:
    TempDir() {
        char tmpl[] = "/tmp/u8scope-test-XXXXXX";
        m_path = ::mkdtemp(tmpl);
    }
    ~TempDir() { fs::remove_all(m_path); }
    [[nodiscard]] std::string file(const std::string& name, const std::string& content) const {
        const std::string p = m_path + "/" + name;
        std::ofstream(p, std::ios::binary) << content;
        return p;
    }
    [[nodiscard]] const std::string& path() const { return m_path; }

private:
    std::string m_path;
};

TEST(FileSource, ReadsAtAnyOffset) {
    TempDir dir;
    auto src = FileSource::open(dir.file("a.txt", "hello, world"));
    ASSERT_TRUE(src.ok());
    EXPECT_EQ((*src)->size(), 12u);
    auto v = (*src)->readVector(7, 100);
    ASSERT_TRUE(v.ok());
    EXPECT_EQ(std::string(v->begin(), v->end()), "world");
    auto past = (*src)->readVector(100, 4);
    ASSERT_TRUE(past.ok());
    EXPECT_TRUE(past->empty());
}

// Offsets beyond what off_t holds went to pread() as negative values and came back as
// "Invalid argument" (dump --skip 18446744073709551615 FILE), not as the end of the file.
TEST(FileSource, ReadsNothingAtOffsetsBeyondAnyFile) {
    TempDir dir;
    auto src = FileSource::open(dir.file("a.txt", "hello"));
    ASSERT_TRUE(src.ok());
    for (const std::uint64_t offset : {std::uint64_t{1} << 63, UINT64_MAX - 2, UINT64_MAX}) {
        auto v = (*src)->readVector(offset, 4);
        ASSERT_TRUE(v.ok()) << offset << ": " << v.error().message();
        EXPECT_TRUE(v->empty()) << offset;
    }
}

TEST(FileSource, NamesTheFileAndReasonWhenItCannotOpen) {
    TempDir dir;
    auto missing = FileSource::open(dir.path() + "/nope.txt");
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().message(), dir.path() + "/nope.txt: No such file or directory");
    auto directory = FileSource::open(dir.path());
    ASSERT_FALSE(directory.ok());
    EXPECT_EQ(directory.error().reason, "is a directory");
    const std::string fifo = dir.path() + "/fifo";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    auto pipe = FileSource::open(fifo);
    ASSERT_FALSE(pipe.ok());
    EXPECT_NE(pipe.error().reason.find("FIFO"), std::string::npos);
}

TEST(FileSource, RefusesAnUnreadableFileWithTheReason) {
    TempDir dir;
    ASSERT_EQ(::chmod(dir.path().c_str(), 0755), 0);
    const std::string p = dir.file("locked.txt", "secret");
    ASSERT_EQ(::chmod(p.c_str(), 0), 0);
    const test::Unprivileged nobody; // as root, permissions would not apply
    ASSERT_TRUE(test::Unprivileged::permissionsApply());
    auto src = FileSource::open(p);
    ASSERT_FALSE(src.ok());
    EXPECT_EQ(src.error().message(), p + ": Permission denied");
    auto in = InputStream::open(p);
    ASSERT_FALSE(in.ok());
    EXPECT_EQ(in.error().message(), p + ": Permission denied");
}

TEST(FileSource, GivesShortReadsAfterTheFileShrinks) {
    TempDir dir;
    const std::string p = dir.file("b.txt", std::string(1000, 'x'));
    auto src = FileSource::open(p);
    ASSERT_TRUE(src.ok());
    ASSERT_EQ(::truncate(p.c_str(), 10), 0);
    auto v = (*src)->readVector(0, 1000);
    ASSERT_TRUE(v.ok());
    EXPECT_EQ(v->size(), 10u);
    auto stamp = (*src)->currentStamp();
    ASSERT_TRUE(stamp.ok());
    EXPECT_NE(*stamp, (*src)->stamp());
}

TEST(InputStream, ReadsFilesAndDevices) {
    TempDir dir;
    auto in = InputStream::open(dir.file("c.txt", "abc"));
    ASSERT_TRUE(in.ok());
    std::uint8_t buf[8];
    auto n = in->read(buf);
    ASSERT_TRUE(n.ok());
    EXPECT_EQ(*n, 3u);
    auto devnull = InputStream::open("/dev/null");
    ASSERT_TRUE(devnull.ok());
    auto z = devnull->read(buf);
    ASSERT_TRUE(z.ok());
    EXPECT_EQ(*z, 0u);
    auto directory = InputStream::open(dir.path());
    ASSERT_FALSE(directory.ok());
    EXPECT_EQ(directory.error().reason, "is a directory");
}

} // namespace
} // namespace u8scope
