// The commands of u8scope-cli; each returns the exit status (see cli.h).
#pragma once

#include "options.h"

#include <span>
#include <string_view>

namespace u8scope::cli {

struct CommandHelp {
    Command command;
    std::string_view name;     ///< as typed: "dump"
    std::string_view synopsis; ///< what follows "u8scope-cli NAME" in the usage line
    /// What the operands are: "FILE", "FILE..." (completions offer file names) or anything
    /// else, e.g. "VALUE..." (completions offer nothing).
    std::string_view operands;
    std::string_view summary; ///< one line for the list of commands
    std::string_view text;    ///< what it does in full: one paragraph, wrapped when printed
};

[[nodiscard]] std::span<const CommandHelp> commandHelp() noexcept;

/// The command named `name` ("dump"), or nullopt.
[[nodiscard]] std::optional<Command> commandNamed(std::string_view name) noexcept;
/// The command's name, "u8scope-cli" for Command::None.
[[nodiscard]] std::string_view commandName(Command c) noexcept;

int runCheck(const Options& options);
int runScan(const Options& options);
int runDecode(const Options& options);
int runEncode(const Options& options);
int runDump(const Options& options);
int runTable(const Options& options);
int runMojibake(const Options& options);
int runFix(const Options& options);

} // namespace u8scope::cli
