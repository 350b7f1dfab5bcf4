// Ways to run u8scope-cli for corpusrates.h: the CLI linked into this program, or an executable.
#pragma once

#include "corpusrates.h"

#include <string>

namespace u8scope::corpus {

/// The command line linked into this program (u8scope::cli::run), each run in a child process
/// of its own with its standard streams in files of the folder `scratch`: what the executable
/// does, without starting one. A run that takes over a minute is ended.
[[nodiscard]] Cli linkedCli(const std::string& scratch);

/// The executable at `path`, run as a black box.
[[nodiscard]] Cli executableCli(const std::string& path, const std::string& scratch);

} // namespace u8scope::corpus
