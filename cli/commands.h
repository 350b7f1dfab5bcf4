// The commands of u8scope-cli: one row each in kCommands (commands.cpp), joining its name, what
// it takes, its help and the function that runs it. Each function is in the file of its name
// (check.cpp, scan.cpp, ...) and returns the exit status (see cli.h).
#pragma once

#include "options.h"

#include <span>
#include <string_view>

namespace u8scope::cli {

/// What a command takes after its options. run() checks the count before the command runs and
/// says what is wrong in the row's words: "table takes no FILE, not 'x'", "scan takes exactly
/// one FILE, not 2: 'a' 'b'", "check needs at least one FILE".
struct Operands {
    enum Count { None, One, OneOrMore };
    Count count = {};
    /// One operand as the messages name it; completions offer file names for "FILE".
    std::string_view noun = "FILE";

    /// Whether the operands are files to read.
    [[nodiscard]] constexpr bool areFiles() const noexcept {
        return count != None && noun == "FILE";
    }
};

/// A command of u8scope-cli: one row of kCommands (commands.cpp).
struct CommandHelp {
    std::string_view name = {};     ///< as typed: "dump"
    std::string_view synopsis = {}; ///< what follows "u8scope-cli NAME" in the usage line
    Operands operands = {};
    /// The options it takes besides those of every command, by one of their names, space
    /// separated: "--json --max-errors". parseArguments refuses the others.
    std::string_view options = {};
    std::string_view summary = {}; ///< one line for the list of commands
    std::string_view text = {};    ///< what it does in full: one paragraph, wrapped when printed
    /// Does the work, given options that fit the command and its operands; returns the exit status.
    int (*run)(const Options& options) = nullptr;
};

[[nodiscard]] std::span<const CommandHelp> commandHelp() noexcept;

/// The command named `name` ("dump"), or nullptr.
[[nodiscard]] const CommandHelp* commandNamed(std::string_view name) noexcept;
/// Whether `option` applies to `command` (nullptr: no command given yet, so to any).
[[nodiscard]] bool appliesTo(const OptionHelp& option, const CommandHelp* command) noexcept;

int runCheck(const Options& options);
int runScan(const Options& options);
int runDecode(const Options& options);
int runEncode(const Options& options);
int runDump(const Options& options);
int runTable(const Options& options);
int runMojibake(const Options& options);
int runFix(const Options& options);
int runMap(const Options& options);
int runLint(const Options& options);

} // namespace u8scope::cli
