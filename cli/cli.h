// The u8scope-cli commands. Exit status: 0 success, 1 invalid input or a value that cannot be
// encoded, 2 wrong arguments, a file that cannot be read or output that cannot be written.
#pragma once

namespace u8scope::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitInvalid = 1;
inline constexpr int kExitTrouble = 2;

/// Runs the command line; returns the exit status.
int run(int argc, char** argv);

/// run() as the program runs it: memory that runs out and anything else that would end the
/// process by std::terminate give a message and kExitTrouble instead of an abort.
int runProgram(int argc, char** argv);

} // namespace u8scope::cli
