// The one source of what u8scope-cli says about itself: its commands, their options, and the
// words for each. Everything else is generated from these tables, so nothing can drift:
// - `u8scope-cli --help` (every command) and `u8scope-cli COMMAND --help` (one command);
// - the manual page u8scope-cli(1), made by help2man from --help at build time (docs/man/);
// - the bash, zsh and fish completions (cli/completions.cpp, run at build time);
// - which options each command accepts (parseArguments refuses the others).
// How to add a command or an option: see the comment at the top of help.cpp.
#pragma once

#include "options.h"

#include <span>
#include <string>
#include <string_view>

namespace u8scope::cli {

/// The bit of a command in OptionHelp::commands.
[[nodiscard]] constexpr unsigned commandBit(Command c) noexcept {
    return 1u << static_cast<unsigned>(c);
}
inline constexpr unsigned kEveryCommand = ~0u;

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

struct OptionHelp {
    std::string_view names; ///< "-s, --skip": the short name first, if any; ", " between names
    /// The value, as help shows it after the names: "N", "P", "=WHEN" (given only after '='),
    /// "[=WHEN]" (optional, after '='), or "" for an option without one.
    std::string_view value;
    std::string_view choices; ///< the values completions offer, space separated ("" = any)
    std::string_view text;    ///< what it does: one paragraph, wrapped when printed
    unsigned commands;        ///< commandBit(...) | ..., or kEveryCommand
};

[[nodiscard]] std::span<const CommandHelp> commandHelp() noexcept;
[[nodiscard]] std::span<const OptionHelp> optionHelp() noexcept;

/// The command named `name` ("dump"), or nullopt.
[[nodiscard]] std::optional<Command> commandNamed(std::string_view name) noexcept;
/// The command's name, "u8scope-cli" for Command::None.
[[nodiscard]] std::string_view commandName(Command c) noexcept;
/// The entry of the option called `name` ("-s" or "--skip"), or nullptr.
[[nodiscard]] const OptionHelp* optionNamed(std::string_view name) noexcept;
/// Whether `option` applies to `command`.
[[nodiscard]] bool appliesTo(const OptionHelp& option, Command command) noexcept;

/// The whole help (Command::None) or one command's, wrapped for an 80-column terminal.
[[nodiscard]] std::string helpText(Command command = Command::None);
/// "usage: u8scope-cli {check|scan|...} [options] FILE...  (see --help)"
[[nodiscard]] std::string usageLine();

} // namespace u8scope::cli
