// Refusing to read what a command writes: standard output that is one of its input files
// (`decode F >> F` would read its own output as it grows, until the disk is full), as cat
// refuses it ("input file is output file"), and fix -o naming its input under another name.
#pragma once

#include "options.h"

#include <optional>
#include <string>
#include <sys/stat.h>

namespace u8scope::cli {

/// What `path` names ("-": standard input), following symbolic links (and /proc/self/fd/N);
/// nothing when it cannot be told.
[[nodiscard]] std::optional<struct stat> inputStat(const std::string& path);

/// Whether `a` and `b` are the same file (device and inode).
[[nodiscard]] bool sameFile(const struct stat& a, const struct stat& b) noexcept;

/// When standard output is a regular file that one of the command's FILE operands also is
/// (or standard input, for "-"), the message refusing it; else empty. fix -o OUT writes no
/// data to standard output, and encode and table read no file.
[[nodiscard]] std::string outputIsAnInput(const Options& options);

} // namespace u8scope::cli
