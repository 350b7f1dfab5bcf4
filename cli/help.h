// The one source of what u8scope-cli says about itself and how it reads its arguments: the
// tables of commands (commands.cpp) and options (options.cpp), one row each. Everything else
// follows from their rows, so nothing can drift:
// - `u8scope-cli --help` (every command) and `u8scope-cli COMMAND --help` (one command);
// - the manual page u8scope-cli(1), made by help2man from --help at build time (docs/man/);
// - the bash, zsh and fish completions (cli/completions.cpp, run at build time);
// - how parseArguments reads each option and which commands accept it, and what run() checks of
//   a command's operands before it calls the command.
// How to add a command: see the top of commands.cpp; an option: the top of options.cpp.
#pragma once

#include "commands.h"

#include <string>

namespace u8scope::cli {

/// The whole help (nullptr) or one command's, wrapped for an 80-column terminal.
[[nodiscard]] std::string helpText(const CommandHelp* command = nullptr);
/// "usage: u8scope-cli {check|scan|...} [options] FILE...  (see --help)"
[[nodiscard]] std::string usageLine();

} // namespace u8scope::cli
