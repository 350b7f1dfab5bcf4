// Runs the u8scope-cli executable and captures what it does.
#pragma once

#include <cstdint>
#include <fcntl.h>
#include <functional>
#include <string>
#include <vector>

namespace u8scope::test {

struct CliRun {
    int status = -1;    ///< exit status, or -1 if it did not exit normally (or timed out)
    std::string out;    ///< standard output
    std::string err;    ///< standard error
    /// Peak resident memory of the process: with CliOptions::ownPeak its own; else as its
    /// rusage says, which counts the test process's too (peak_memory.cpp).
    long maxRssKiB = 0;
    int signal = 0;     ///< the signal that ended the process, if one did
};

struct CliOptions {
    std::string stdinFile = "/dev/null"; ///< file to connect to standard input
    std::string stdoutFile;              ///< file for standard output; empty: capture it
    /// How stdinFile and stdoutFile are opened (open() flags: `>>` is O_APPEND, `1<` O_RDONLY).
    int stdinFlags = O_RDONLY;
    int stdoutFlags = O_WRONLY | O_CREAT | O_TRUNC;
    int timeoutSeconds = 0;            ///< kill the process after this long; 0: wait
    std::vector<std::string> env;      ///< extra NAME=VALUE entries
    std::vector<std::string> unsetEnv; ///< names to remove from the environment
    /// Measure the peak resident memory of the process itself (peak_memory.cpp, preloaded), for
    /// CliRun::maxRssKiB; when it ends without exiting, its rusage is given instead.
    bool ownPeak = false;
    /// Run as the unprivileged user `nobody` (through setpriv), so that file permissions apply
    /// even when the tests run as root. Standard streams are still opened by the test.
    bool asNobody = false;
    /// When not 0, run as this user and group id (through setpriv, as asNobody): a user of its
    /// own, whose processes no other test's count (RLIMIT_NPROC counts a user's processes).
    unsigned asUser = 0;
    /// When not 0, standard output is a pipe, closed once this many octets have been read from
    /// it (as `| head -c N` does); `out` holds what was read.
    std::size_t closeStdoutAfter = 0;
    /// Standard output is a pipe whose reading end is closed before the process starts (a
    /// reader that has gone before anything was written).
    bool stdoutClosedPipe = false;
    /// Standard error is a pipe whose reading end is closed before the process starts: a
    /// message written there raises SIGPIPE (or fails with EPIPE when it is ignored).
    bool stderrClosedPipe = false;
    /// Start the process with SIGPIPE ignored, so that writing to a closed pipe fails with EPIPE.
    bool ignoreSigpipe = false;
    /// Standard descriptors (0, 1, 2) closed before the process starts (`<&-`, `>&-`, `2>&-`).
    std::vector<int> closed;
    /// When not 0, the largest file the process may write (ulimit -f), in octets.
    std::uint64_t fileSizeLimit = 0;
    /// Limits of prlimit(1) to run the process under, such as "--nproc=1" or "--as=100000000".
    /// (root is not held to RLIMIT_NPROC: with asNobody, the limit applies to nobody.)
    std::vector<std::string> limits;
    /// When set, standard input is a pipe whose reading end is non-blocking (O_NONBLOCK, as a
    /// program sharing it may leave it), and stdinData is written to it only once the process
    /// waits for it (or has ended): a read finds it empty first.
    bool stdinNonBlocking = false;
    std::string stdinData;
    /// Standard output is a pipe whose writing end is non-blocking, read only once it is full
    /// (or the process has ended): a write finds it full first. `out` holds what was read.
    bool stdoutNonBlocking = false;
    /// When set, standard output is a pipe read as the process writes: this is called with what
    /// has been read so far (first with nothing), after each read, until it returns true, having
    /// done its part while the process is still at work (cut or changed its input, say); the
    /// rest is then read to the end. `out` holds all of it.
    std::function<bool(const std::string& out)> whileWriting;
    /// Called with the process id once the process runs, before waiting for it (to send it a
    /// signal, or feed a FIFO it reads).
    std::function<void(int pid)> meanwhile;
};

/// Whether runCli can run the CLI as `nobody` here (root, and setpriv is installed).
[[nodiscard]] bool canRunAsNobody();

CliRun runCli(const std::vector<std::string>& args, const CliOptions& options = {});

/// Reads from `fd` into `out` until `enough(out)` holds or the input ends (EOF or an error).
void readFromUntil(int fd, std::string& out, const std::function<bool(const std::string&)>& enough);

/// A scratch directory removed at the end of the test.
class Scratch {
public:
    Scratch();
    ~Scratch();
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;
    /// Writes `content` to a new file and returns its path.
    std::string file(const std::string& name, const std::string& content) const;
    [[nodiscard]] std::string path(const std::string& name) const { return m_dir + "/" + name; }
    [[nodiscard]] const std::string& dir() const { return m_dir; }

private:
    std::string m_dir;
};

} // namespace u8scope::test
