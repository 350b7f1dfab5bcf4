// Opening the FILE operands: regular files for random access (parallel scans, skips), anything
// else (standard input, pipes, devices) as a stream.
#pragma once

#include "u8scope/file/source.h"

#include <memory>
#include <string>

namespace u8scope::cli {

/// Whether `path` names a regular file that can be read with positioned reads.
[[nodiscard]] bool isRegularFile(const std::string& path);

/// `path` opened for positioned reads when it is a regular file that states its size; null when
/// it is to be read as a stream instead (standard input, pipes, devices, and files of /proc,
/// which claim size 0 yet have content).
[[nodiscard]] Result<std::unique_ptr<FileSource>> openSizedFile(const std::string& path);

/// Whether `path` ("-": standard input) is a device that never ends (/dev/zero, /dev/full,
/// /dev/random, /dev/urandom): reading it to its end would never finish.
[[nodiscard]] bool isEndlessDevice(const std::string& path);

/// Reads a whole stream in chunks, calling feed(std::span<const std::uint8_t>) for each; stops
/// early when feed returns false. Returns the I/O error, if any.
template <class Feed>
[[nodiscard]] std::optional<IoError> readAll(InputStream& in, Feed&& feed) {
    std::vector<std::uint8_t> buffer(std::size_t{1} << 20);
    for (;;) {
        auto n = in.read(buffer);
        if (!n)
            return n.error();
        if (*n == 0)
            return std::nullopt;
        if (!feed(std::span<const std::uint8_t>(buffer.data(), *n)))
            return std::nullopt;
    }
}

} // namespace u8scope::cli
