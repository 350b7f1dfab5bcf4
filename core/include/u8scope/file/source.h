// File access with 64-bit offsets and bounded memory: positioned reads for views and parallel
// scans (ByteSource), sequential reads for pipes and standard input (InputStream). Reads never
// map the file, so a file that shrinks while open gives short reads, never SIGBUS.
#pragma once

#include "u8scope/file/result.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace u8scope {

/// Random access to octets. Implementations are safe to read from several threads at once.
class ByteSource {
public:
    virtual ~ByteSource() = default;
    /// The size when the source was opened (or last refreshed).
    [[nodiscard]] virtual std::uint64_t size() const noexcept = 0;
    /// Reads up to out.size() octets at `offset` and returns how many were read: fewer near the
    /// end, and 0 at or past the end (also when the file has shrunk since it was opened).
    [[nodiscard]] virtual Result<std::size_t> read(std::uint64_t offset,
                                                   std::span<std::uint8_t> out) const = 0;
    /// The name to show in messages (the path as given).
    [[nodiscard]] virtual const std::string& name() const noexcept = 0;

    /// Reads [offset, offset + count) into a vector, shorter near the end.
    [[nodiscard]] Result<std::vector<std::uint8_t>> readVector(std::uint64_t offset,
                                                               std::size_t count) const;
    /// How the source changed since it was opened, in a few words for a report ("it was
    /// replaced", "now 10 octets instead of 8", "it was modified"); empty while it has not.
    /// Octets in memory never change.
    [[nodiscard]] virtual std::string changeSinceOpened() const { return {}; }
    /// Hints that the source will be read front to back (a whole-source scan); a file passes it
    /// on to the kernel (posix_fadvise). Octets in memory need no hint.
    virtual void adviseSequential() const noexcept {}
};

/// Octets held in memory (tests, pasted text).
class MemorySource final : public ByteSource {
public:
    explicit MemorySource(std::vector<std::uint8_t> data, std::string name = "(memory)");
    [[nodiscard]] std::uint64_t size() const noexcept override { return m_data.size(); }
    [[nodiscard]] Result<std::size_t> read(std::uint64_t offset,
                                           std::span<std::uint8_t> out) const override;
    [[nodiscard]] const std::string& name() const noexcept override { return m_name; }

private:
    std::vector<std::uint8_t> m_data;
    std::string m_name;
};

/// What identifies a version of a file on disk, to notice that it changed.
struct FileStamp {
    std::uint64_t size = 0;
    std::int64_t modifiedNs = 0; ///< modification time, nanoseconds since the epoch
    std::uint64_t inode = 0;
    friend bool operator==(const FileStamp&, const FileStamp&) = default;
};

/// A regular file read with pread(). Directories, FIFOs and devices are refused with a reason.
class FileSource final : public ByteSource {
public:
    [[nodiscard]] static Result<std::unique_ptr<FileSource>> open(const std::string& path);
    ~FileSource() override;
    FileSource(const FileSource&) = delete;
    FileSource& operator=(const FileSource&) = delete;

    [[nodiscard]] std::uint64_t size() const noexcept override { return m_stamp.size; }
    [[nodiscard]] Result<std::size_t> read(std::uint64_t offset,
                                           std::span<std::uint8_t> out) const override;
    [[nodiscard]] const std::string& name() const noexcept override { return m_path; }

    /// The stamp taken when the file was opened.
    [[nodiscard]] const FileStamp& stamp() const noexcept { return m_stamp; }
    /// The file's stamp on disk now, by path (a replaced file has a new inode).
    [[nodiscard]] Result<FileStamp> currentStamp() const;
    /// Compares currentStamp() with stamp(): gone, replaced, resized or modified.
    [[nodiscard]] std::string changeSinceOpened() const override;
    /// The same of the file open here, whatever its name names now: resized or modified (a file
    /// replaced under its name is still whole here). For a read from start to end.
    [[nodiscard]] std::string changeOfOpenFile() const;
    /// Whether the size the file states is its content: not on /proc, /sys and their kin, which
    /// state 0 or 4096 whatever a read gives.
    [[nodiscard]] bool statesItsSize() const noexcept;
    void adviseSequential() const noexcept override;

private:
    FileSource(int fd, std::string path, FileStamp stamp) noexcept;
    int m_fd;
    std::string m_path;
    FileStamp m_stamp;
};

/// Sequential reading of a file, a FIFO, a device such as /dev/null, or standard input ("-").
class InputStream {
public:
    [[nodiscard]] static Result<InputStream> open(const std::string& path);
    InputStream(InputStream&& other) noexcept;
    InputStream& operator=(InputStream&& other) noexcept;
    InputStream(const InputStream&) = delete;
    InputStream& operator=(const InputStream&) = delete;
    ~InputStream();

    /// Reads up to out.size() octets; 0 means the end of the input. From a file it fills `out`;
    /// from a pipe, a terminal or a device it returns what one read() gives.
    [[nodiscard]] Result<std::size_t> read(std::span<std::uint8_t> out);
    [[nodiscard]] const std::string& name() const noexcept { return m_path; }
    /// The size if the input is a regular file that states it, else 0 (unknown): also for files
    /// of /proc and /sys, whose stated sizes (0, 4096) are not their content.
    [[nodiscard]] std::uint64_t sizeHint() const noexcept { return m_sizeHint; }
    /// Whether the input is a regular file (also standard input redirected from one), whose
    /// size sizeHint() is.
    [[nodiscard]] bool regularFile() const noexcept { return m_regular; }

private:
    InputStream(int fd, bool owned, std::string path, std::uint64_t sizeHint,
                bool regular) noexcept;
    int m_fd = -1;
    bool m_owned = false;
    std::string m_path;
    std::uint64_t m_sizeHint = 0;
    std::uint64_t m_position = 0; // octets read so far
    bool m_regular = false;
    // A regular file's stamp when opened (not on /proc or /sys), to tell at its end whether it
    // changed while it was read.
    std::optional<FileStamp> m_stamp;
};

} // namespace u8scope
