// File access with pread()/read(): no mappings, so a file that shrinks on disk gives short
// reads instead of SIGBUS. I/O failures become IoError values that name the file.
#include "u8scope/file/source.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <poll.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>
#include <utility>

namespace u8scope {

namespace {

IoError systemError(const std::string& path, int code) {
    return IoError{path, std::strerror(code), code};
}

FileStamp stampOf(const struct stat& st) {
    FileStamp s;
    s.size = static_cast<std::uint64_t>(st.st_size);
    s.modifiedNs =
        static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec;
    s.inode = static_cast<std::uint64_t>(st.st_ino);
    return s;
}

// Whether the file lives on a file system whose sizes are not the content: /proc states 0 and
// /sys 4096 whatever a read gives (magic numbers of linux/magic.h).
bool onPseudoFileSystem(int fd) {
#ifdef __linux__
    struct statfs fs {};
    if (::fstatfs(fd, &fs) != 0)
        return false;
    switch (static_cast<unsigned long>(fs.f_type)) {
    case 0x9fa0UL:     // proc
    case 0x62656572UL: // sysfs
    case 0x64626720UL: // debugfs
    case 0x74726163UL: // tracefs
    case 0x73636673UL: // securityfs
    case 0x27e0ebUL:   // cgroup
    case 0x63677270UL: // cgroup2
    case 0x62656570UL: // configfs
    case 0xde5e81e4UL: // efivarfs
        return true;
    default:
        return false;
    }
#else
    (void)fd;
    return false;
#endif
}

// Why a file that is not a regular file cannot be opened for random access.
std::string notRegularReason(const struct stat& st) {
    if (S_ISDIR(st.st_mode))
        return "is a directory";
    if (S_ISFIFO(st.st_mode))
        return "is a pipe (FIFO), not a regular file";
    if (S_ISSOCK(st.st_mode))
        return "is a socket, not a file";
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
        return "is a device, not a regular file";
    return "is not a regular file";
}

} // namespace

Result<std::vector<std::uint8_t>> ByteSource::readVector(std::uint64_t offset,
                                                         std::size_t count) const {
    std::vector<std::uint8_t> out(count);
    auto n = read(offset, out);
    if (!n)
        return n.error();
    out.resize(*n);
    return out;
}

// --- MemorySource ---

MemorySource::MemorySource(std::vector<std::uint8_t> data, std::string name)
    : m_data(std::move(data)), m_name(std::move(name)) {}

Result<std::size_t> MemorySource::read(std::uint64_t offset, std::span<std::uint8_t> out) const {
    if (offset >= m_data.size())
        return std::size_t{0};
    const auto n =
        static_cast<std::size_t>(std::min<std::uint64_t>(out.size(), m_data.size() - offset));
    std::memcpy(out.data(), m_data.data() + offset, n);
    return n;
}

// --- FileSource ---

FileSource::FileSource(int fd, std::string path, FileStamp stamp) noexcept
    : m_fd(fd), m_path(std::move(path)), m_stamp(stamp) {}

FileSource::~FileSource() {
    if (m_fd >= 0)
        ::close(m_fd);
}

Result<std::unique_ptr<FileSource>> FileSource::open(const std::string& path) {
    if (path.empty())
        return IoError{path, "no file name given", 0};
    // Refuse non-regular files before open(): opening a FIFO for reading would block.
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        return systemError(path, errno);
    if (!S_ISREG(st.st_mode))
        return IoError{path, notRegularReason(st), 0};
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (fd < 0)
        return systemError(path, errno);
    if (::fstat(fd, &st) != 0) {
        const int code = errno;
        ::close(fd);
        return systemError(path, code);
    }
    if (!S_ISREG(st.st_mode)) { // replaced between stat() and open()
        ::close(fd);
        return IoError{path, notRegularReason(st), 0};
    }
    return std::unique_ptr<FileSource>(new FileSource(fd, path, stampOf(st)));
}

Result<std::size_t> FileSource::read(std::uint64_t offset, std::span<std::uint8_t> out) const {
    // No file reaches past the largest off_t, and pread() refuses offsets or ends beyond it
    // (EINVAL) rather than reading nothing.
    constexpr auto kLimit = static_cast<std::uint64_t>(std::numeric_limits<off_t>::max());
    if (offset >= kLimit)
        return std::size_t{0};
    const auto size =
        static_cast<std::size_t>(std::min<std::uint64_t>(out.size(), kLimit - offset));
    std::size_t done = 0;
    while (done < size) {
        const ssize_t n =
            ::pread(m_fd, out.data() + done, size - done, static_cast<off_t>(offset + done));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return systemError(m_path, errno);
        }
        if (n == 0)
            break; // end of file (perhaps it shrank)
        done += static_cast<std::size_t>(n);
    }
    return done;
}

namespace {

// What changed between the stamp a file had (`then`) and the one it has (`now`), in words;
// empty when nothing did.
std::string describeChange(const FileStamp& then, const Result<FileStamp>& now) {
    if (!now)
        return "it can no longer be found: " + now.error().reason;
    if (now->inode != then.inode)
        return "it was replaced";
    if (now->size != then.size)
        return "now " + std::to_string(now->size) + " octets instead of " +
               std::to_string(then.size);
    if (now->modifiedNs != then.modifiedNs)
        return "it was modified";
    return {};
}

// The same of the file open as `fd`, whatever its name names now.
std::string changeOfOpenFile(int fd, const std::string& path, const FileStamp& then) {
    struct stat st {};
    if (::fstat(fd, &st) != 0)
        return describeChange(then, systemError(path, errno));
    return describeChange(then, stampOf(st));
}

} // namespace

std::string FileSource::changeSinceOpened() const {
    return describeChange(m_stamp, currentStamp());
}

std::string FileSource::changeOfOpenFile() const {
    return u8scope::changeOfOpenFile(m_fd, m_path, m_stamp);
}

bool FileSource::statesItsSize() const noexcept {
    return !onPseudoFileSystem(m_fd);
}

Result<FileStamp> FileSource::currentStamp() const {
    struct stat st {};
    if (::stat(m_path.c_str(), &st) != 0)
        return systemError(m_path, errno);
    return stampOf(st);
}

void FileSource::adviseSequential() const noexcept {
    ::posix_fadvise(m_fd, 0, 0, POSIX_FADV_SEQUENTIAL);
}

// --- InputStream ---

InputStream::InputStream(int fd, bool owned, std::string path, std::uint64_t sizeHint,
                         bool regular) noexcept
    : m_fd(fd), m_owned(owned), m_path(std::move(path)), m_sizeHint(sizeHint), m_regular(regular) {}

InputStream::InputStream(InputStream&& other) noexcept
    : m_fd(std::exchange(other.m_fd, -1)), m_owned(std::exchange(other.m_owned, false)),
      m_path(std::move(other.m_path)), m_sizeHint(other.m_sizeHint), m_position(other.m_position),
      m_regular(other.m_regular), m_stamp(other.m_stamp) {}

InputStream& InputStream::operator=(InputStream&& other) noexcept {
    if (this != &other) {
        if (m_owned && m_fd >= 0)
            ::close(m_fd);
        m_fd = std::exchange(other.m_fd, -1);
        m_owned = std::exchange(other.m_owned, false);
        m_path = std::move(other.m_path);
        m_sizeHint = other.m_sizeHint;
        m_position = other.m_position;
        m_regular = other.m_regular;
        m_stamp = other.m_stamp;
    }
    return *this;
}

InputStream::~InputStream() {
    if (m_owned && m_fd >= 0)
        ::close(m_fd);
}

Result<InputStream> InputStream::open(const std::string& path) {
    if (path == "-") {
        struct stat st {};
        const bool regular = ::fstat(0, &st) == 0 && S_ISREG(st.st_mode);
        InputStream in(0, false, "-", regular ? static_cast<std::uint64_t>(st.st_size) : 0,
                       regular);
        if (regular && !onPseudoFileSystem(0))
            in.m_stamp = stampOf(st);
        return in;
    }
    if (path.empty())
        return IoError{path, "no file name given", 0};
    // open() on a Unix socket fails with ENXIO ("No such device or address"): say what it is.
    if (struct stat named{}; ::stat(path.c_str(), &named) == 0 && S_ISSOCK(named.st_mode))
        return IoError{path, "is a socket, not a file", 0};
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return systemError(path, errno);
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        const int code = errno;
        ::close(fd);
        return systemError(path, code);
    }
    if (S_ISDIR(st.st_mode)) {
        ::close(fd);
        return IoError{path, "is a directory", EISDIR};
    }
    std::uint64_t hint = 0;
    std::optional<FileStamp> stamp;
    if (S_ISREG(st.st_mode) && !onPseudoFileSystem(fd)) {
        hint = static_cast<std::uint64_t>(st.st_size);
        stamp = stampOf(st);
        ::posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
    }
    InputStream in(fd, true, path, hint, S_ISREG(st.st_mode));
    in.m_stamp = stamp;
    return in;
}

Result<std::size_t> InputStream::read(std::span<std::uint8_t> out) {
    std::size_t done = 0;
    // Fill the buffer from a file; from a pipe or a terminal return what has arrived, so that
    // output follows input that trickles in (tail -f | u8scope-cli decode -).
    while (done < out.size()) {
        const ssize_t n = ::read(m_fd, out.data() + done, out.size() - done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            // A pipe or terminal left non-blocking (O_NONBLOCK) by the program that shares it
            // has nothing yet: wait for it, as a blocking read would.
            if ((errno == EAGAIN || errno == EWOULDBLOCK) && done == 0) {
                pollfd ready{m_fd, POLLIN, 0};
                if (::poll(&ready, 1, -1) >= 0 || errno == EINTR)
                    continue;
            }
            if (done > 0)
                break;
            return systemError(m_path, errno);
        }
        if (n == 0)
            break;
        done += static_cast<std::size_t>(n);
        m_position += static_cast<std::uint64_t>(n);
        if (!m_regular)
            break; // a stream: do not wait for a full buffer
    }
    // A file we opened ourselves that ends before its stated size was cut short while it was
    // read: what came before the cut and what would have come after it belong to two versions.
    if (done == 0 && m_owned && m_regular && m_position < m_sizeHint) {
        return IoError{m_path,
                       "shrank while it was read (it ended after " + std::to_string(m_position) +
                           " of its " + std::to_string(m_sizeHint) + " octets)",
                       0};
    }
    // At its end, a regular file that grew or was rewritten in place meanwhile: what was read
    // belongs to no one version of it. (One replaced by another under its name, by an editor's
    // save or logrotate, was read whole: the open descriptor still reads the one it opened.)
    if (done == 0 && m_stamp) {
        if (std::string change = changeOfOpenFile(m_fd, m_path, *m_stamp); !change.empty())
            return IoError{m_path, "changed while it was read (" + change + ")", 0};
    }
    return done;
}

} // namespace u8scope
