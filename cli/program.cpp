// The last resort of u8scope-cli: memory that runs out (a small RLIMIT_AS), and anything else
// that would end the process by std::terminate, gives a message and the trouble status instead
// of an abort and a core dump.
#include "cli.h"
#include "output.h"

#include <exception>
#include <new>
#include <string_view>
#include <unistd.h>

namespace u8scope::cli {

namespace {

// Reached when an exception leaves a noexcept function or a thread: nothing may allocate here.
[[noreturn]] void stopWithMessage() noexcept {
    std::string_view message = "u8scope-cli: stopped by an internal error\n";
    if (const std::exception_ptr e = std::current_exception()) {
        try {
            std::rethrow_exception(e);
        } catch (const std::bad_alloc&) {
            message = "u8scope-cli: out of memory\n";
        } catch (...) {
        }
    }
    (void)!::write(STDERR_FILENO, message.data(), message.size());
    std::_Exit(kExitTrouble);
}

} // namespace

int runProgram(int argc, char** argv) {
    std::set_terminate(stopWithMessage);
    // Unwound, the command abandons what it was writing (fix -o leaves OUT as it was).
    try {
        return run(argc, argv);
    } catch (const std::bad_alloc&) {
        complain("out of memory");
    } catch (const std::exception& e) {
        complain(std::string("stopped by an internal error: ") + e.what());
    }
    return kExitTrouble;
}

} // namespace u8scope::cli
