#include "run_cli.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <spawn.h>
#include <sstream>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace u8scope::test {

namespace {
constexpr const char* kSetpriv = "/usr/bin/setpriv";
constexpr const char* kPrlimit = "/usr/bin/prlimit";
} // namespace

bool canRunAsNobody() {
    return ::geteuid() == 0 && ::access(kSetpriv, X_OK) == 0;
}

namespace {
std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}
// The state letter of process `pid` in /proc/PID/stat ('R', 'S', 'Z', ...), or 0 when gone.
char stateOf(int pid) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    std::getline(stat, line);
    const auto close = line.rfind(')'); // the name in parentheses may hold anything
    return close == std::string::npos || close + 2 >= line.size() ? 0 : line[close + 2];
}

// Whether `pid` has ended (a zombie not yet waited for, or gone).
bool ended(int pid) {
    const char state = stateOf(pid);
    return state == 0 || state == 'Z' || state == 'X';
}

// Whether `pid` sleeps (waits for input, say) or has ended.
bool waitingOrEnded(int pid) {
    return stateOf(pid) == 'S' || ended(pid);
}

// Whether the pipe whose reading end is `fd` is mostly full: a write finds no room (a small
// write needs room for all of it, PIPE_BUF).
bool pipeFull(int fd) {
    int queued = 0;
    const int capacity = ::fcntl(fd, F_GETPIPE_SZ);
    return ::ioctl(fd, FIONREAD, &queued) == 0 && capacity > 0 && queued > capacity / 2;
}

void waitUntil(const std::function<bool()>& done) {
    while (!done())
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

} // namespace

Scratch::Scratch() {
    char tmpl[] = "/tmp/u8scope-cli-test-XXXXXX";
    m_dir = ::mkdtemp(tmpl);
}

Scratch::~Scratch() {
    std::filesystem::remove_all(m_dir);
}

void readFromUntil(int fd, std::string& out,
                   const std::function<bool(const std::string&)>& enough) {
    char buf[4096];
    while (!enough(out)) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return;
        out.append(buf, static_cast<std::size_t>(n));
    }
}

std::string Scratch::file(const std::string& name, const std::string& content) const {
    const std::string p = path(name);
    std::ofstream(p, std::ios::binary) << content;
    return p;
}

CliRun runCli(const std::vector<std::string>& args, const CliOptions& options) {
    Scratch io;
    const std::string outPath = io.path("out");
    const std::string errPath = io.path("err");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    int stdinPipe[2] = {-1, -1};
    if (options.stdinNonBlocking && ::pipe2(stdinPipe, O_CLOEXEC) == 0) {
        ::fcntl(stdinPipe[0], F_SETFL, ::fcntl(stdinPipe[0], F_GETFL) | O_NONBLOCK);
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0);
    } else {
        posix_spawn_file_actions_addopen(&actions, 0, options.stdinFile.c_str(), options.stdinFlags,
                                         0);
    }
    const std::string& stdoutPath = options.stdoutFile.empty() ? outPath : options.stdoutFile;
    int pipeFds[2] = {-1, -1};
    const bool toPipe = options.closeStdoutAfter > 0 || options.stdoutClosedPipe ||
                        options.whileWriting || options.stdoutNonBlocking;
    if (toPipe && ::pipe2(pipeFds, O_CLOEXEC) == 0) {
        if (options.stdoutNonBlocking)
            ::fcntl(pipeFds[1], F_SETFL, ::fcntl(pipeFds[1], F_GETFL) | O_NONBLOCK);
        if (options.stdoutClosedPipe) {
            ::close(pipeFds[0]);
            pipeFds[0] = -1;
        }
        posix_spawn_file_actions_adddup2(&actions, pipeFds[1], 1);
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath.c_str(), options.stdoutFlags,
                                         0600);
    }
    int errPipe[2] = {-1, -1};
    if (options.stderrClosedPipe && ::pipe2(errPipe, O_CLOEXEC) == 0) {
        ::close(errPipe[0]);
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2);
    } else {
        posix_spawn_file_actions_addopen(&actions, 2, errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                         0600);
    }
    for (const int fd : options.closed)
        posix_spawn_file_actions_addclose(&actions, fd);
    // The process gets standard input, output and error only, not what the test runner holds
    // open (a descriptor passed on counts against a limit such as ulimit -n).
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);

    std::vector<std::string> argStore;
    if (!options.limits.empty()) {
        argStore = {kPrlimit};
        argStore.insert(argStore.end(), options.limits.begin(), options.limits.end());
        argStore.push_back("--");
    }
    if (options.asNobody || options.asUser != 0) {
        const std::string id = std::to_string(options.asUser != 0 ? options.asUser : 65534);
        argStore.insert(argStore.end(),
                        {kSetpriv, "--reuid=" + id, "--regid=" + id, "--clear-groups"});
    }
    argStore.push_back(U8SCOPE_CLI);
    argStore.insert(argStore.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& a : argStore)
        argv.push_back(a.data());
    argv.push_back(nullptr);

    std::vector<std::string> env = options.env;
    const std::string peakPath = io.path("peak");
    if (options.ownPeak) {
        env.push_back(std::string("LD_PRELOAD=") + U8SCOPE_PEAK_MEMORY);
        env.push_back("U8SCOPE_PEAK_FILE=" + peakPath);
        // An ASan build wants its runtime first among the libraries loaded.
        const char* asan = std::getenv("ASAN_OPTIONS");
        env.push_back(std::string("ASAN_OPTIONS=") + (asan ? std::string(asan) + ":" : "") +
                      "verify_asan_link_order=0");
    }
    std::vector<std::string> envStore;
    for (char** e = environ; *e; ++e) {
        const std::string entry = *e;
        const std::string name = entry.substr(0, entry.find('='));
        bool drop = false;
        for (const auto& u : options.unsetEnv)
            drop = drop || u == name;
        for (const auto& x : env)
            drop = drop || x.substr(0, x.find('=')) == name;
        if (!drop)
            envStore.push_back(entry);
    }
    envStore.insert(envStore.end(), env.begin(), env.end());
    std::vector<char*> envp;
    for (auto& e : envStore)
        envp.push_back(e.data());
    envp.push_back(nullptr);

    // SIGPIPE as asked: ignored (inherited through exec), or at its default action.
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t pipeSignal;
    sigemptyset(&pipeSignal);
    sigaddset(&pipeSignal, SIGPIPE);
    struct sigaction previous {};
    if (options.ignoreSigpipe) {
        struct sigaction ignore {};
        ignore.sa_handler = SIG_IGN;
        ::sigaction(SIGPIPE, &ignore, &previous);
    } else {
        posix_spawnattr_setsigdefault(&attributes, &pipeSignal);
        posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF);
    }
    // The file size limit is inherited too: lowered for the spawn only.
    struct rlimit previousLimit {};
    ::getrlimit(RLIMIT_FSIZE, &previousLimit);
    if (options.fileSizeLimit > 0) {
        struct rlimit limit = previousLimit;
        limit.rlim_cur = static_cast<rlim_t>(options.fileSizeLimit);
        ::setrlimit(RLIMIT_FSIZE, &limit);
    }
    CliRun run;
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, argStore.front().c_str(), &actions, &attributes,
                                    argv.data(), envp.data());
    if (options.fileSizeLimit > 0)
        ::setrlimit(RLIMIT_FSIZE, &previousLimit);
    if (options.ignoreSigpipe)
        ::sigaction(SIGPIPE, &previous, nullptr);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    if (pipeFds[1] >= 0)
        ::close(pipeFds[1]);
    if (stdinPipe[0] >= 0)
        ::close(stdinPipe[0]);
    if (errPipe[1] >= 0)
        ::close(errPipe[1]);
    if (spawned != 0) {
        if (pipeFds[0] >= 0)
            ::close(pipeFds[0]);
        if (stdinPipe[1] >= 0)
            ::close(stdinPipe[1]);
        run.err = std::string("cannot start ") + U8SCOPE_CLI;
        return run;
    }
    if (options.meanwhile)
        options.meanwhile(pid);
    if (stdinPipe[1] >= 0) {
        waitUntil([&] { return waitingOrEnded(pid); });
        // A process that has ended (or stopped reading) leaves the pipe without a reader: the
        // write fails (EPIPE) instead of killing the test.
        struct sigaction ignore {};
        ignore.sa_handler = SIG_IGN;
        struct sigaction before {};
        ::sigaction(SIGPIPE, &ignore, &before);
        const std::string& data = options.stdinData;
        for (std::size_t at = 0; at < data.size();) {
            const ssize_t n = ::write(stdinPipe[1], data.data() + at, data.size() - at);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break;
            at += static_cast<std::size_t>(n);
        }
        ::close(stdinPipe[1]);
        ::sigaction(SIGPIPE, &before, nullptr);
    }
    std::string piped;
    if (pipeFds[0] >= 0 && options.stdoutNonBlocking) {
        // Until the process waits with the pipe full, or has ended.
        waitUntil([&] { return (pipeFull(pipeFds[0]) && waitingOrEnded(pid)) || ended(pid); });
        readFromUntil(pipeFds[0], piped, [](const std::string&) { return false; });
        ::close(pipeFds[0]);
    } else if (pipeFds[0] >= 0 && options.whileWriting) {
        readFromUntil(pipeFds[0], piped, options.whileWriting);
        readFromUntil(pipeFds[0], piped, [](const std::string&) { return false; });
        ::close(pipeFds[0]);
    } else if (pipeFds[0] >= 0) {
        char buf[65536];
        while (piped.size() < options.closeStdoutAfter) {
            const ssize_t n = ::read(pipeFds[0], buf,
                                     std::min(sizeof buf, options.closeStdoutAfter - piped.size()));
            if (n <= 0)
                break;
            piped.append(buf, static_cast<std::size_t>(n));
        }
        ::close(pipeFds[0]);
    }
    int wstatus = 0;
    struct rusage usage {};
    bool timedOut = false;
    if (options.timeoutSeconds > 0) {
        const auto deadline =
            std::chrono::steady_clock::now() + std::chrono::seconds(options.timeoutSeconds);
        while (::wait4(pid, &wstatus, WNOHANG, &usage) == 0) {
            if (std::chrono::steady_clock::now() > deadline) {
                ::kill(pid, SIGKILL);
                timedOut = true;
                ::wait4(pid, &wstatus, 0, &usage);
                break;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    } else {
        ::wait4(pid, &wstatus, 0, &usage);
    }
    run.status = WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : -1;
    run.signal = WIFSIGNALED(wstatus) ? WTERMSIG(wstatus) : 0;
    run.maxRssKiB = usage.ru_maxrss;
    if (const std::string peak = options.ownPeak ? slurp(peakPath) : std::string(); !peak.empty())
        run.maxRssKiB = std::stol(peak);
    run.out = pipeFds[0] >= 0 ? piped : slurp(outPath);
    run.err = slurp(errPath);
    if (timedOut)
        run.err += "(killed after " + std::to_string(options.timeoutSeconds) + " s)\n";
    return run;
}

} // namespace u8scope::test
