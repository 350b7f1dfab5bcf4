// The one source of what u8scope-cli says about itself: its commands, their options, and the
// words for each. Everything else is generated from these tables, so nothing can drift:
// - `u8scope-cli --help` (every command) and `u8scope-cli COMMAND --help` (one command);
// - the manual page u8scope-cli(1), made by help2man from --help at build time (docs/man/);
// - the bash, zsh and fish completions (cli/completions.cpp, run at build time);
// - which options each command accepts (parseArguments refuses the others).
// How to add a command or an option: see the comment at the top of help.cpp.
#pragma once

#include "commands.h"

#include <string>

namespace u8scope::cli {

/// The whole help (nullptr) or one command's, wrapped for an 80-column terminal.
[[nodiscard]] std::string helpText(const CommandHelp* command = nullptr);
/// "usage: u8scope-cli {check|scan|...} [options] FILE...  (see --help)"
[[nodiscard]] std::string usageLine();

} // namespace u8scope::cli
