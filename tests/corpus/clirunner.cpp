// Running u8scope-cli for the rates: see clirunner.h.
#include "clirunner.h"

#include "cli.h"
#include "u8scope/mojibake/mojibake.h"

#include <cstdio>
#include <fcntl.h>
#include <fstream>
#include <iterator>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace u8scope::corpus {

namespace {

constexpr unsigned kSecondsAllowed = 60;

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

int statusOf(int wait) {
    return WIFEXITED(wait) ? WEXITSTATUS(wait) : -1;
}

std::vector<char*> argv(std::vector<std::string>& args) {
    std::vector<char*> v;
    for (std::string& a : args)
        v.push_back(a.data());
    v.push_back(nullptr);
    return v;
}

} // namespace

Cli linkedCli(const std::string& scratch) {
    // The engine's tables, built here once, come to every child with the fork; built in each
    // child, they would cost more than its run.
    (void)u8scope::repairMojibake("caf\xC3\x83\xC2\xA9 \xD0\xA0\xD1\x9F");
    return [scratch](const std::vector<std::string>& args) {
        const std::string out = scratch + "/stdout";
        const std::string err = scratch + "/stderr";
        std::fflush(nullptr); // the child must not write this process's buffers again
        const pid_t pid = ::fork();
        if (pid == 0) {
            const int in = ::open("/dev/null", O_RDONLY);
            const int o = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            const int e = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            if (in < 0 || o < 0 || e < 0)
                ::_exit(127);
            ::dup2(in, 0);
            ::dup2(o, 1);
            ::dup2(e, 2);
            ::alarm(kSecondsAllowed);
            std::vector<std::string> all{"u8scope-cli"};
            all.insert(all.end(), args.begin(), args.end());
            auto v = argv(all);
            const int status = u8scope::cli::run(static_cast<int>(all.size()), v.data());
            std::fflush(nullptr);
            ::_exit(status);
        }
        CliRun run;
        int wait = 0;
        if (pid > 0 && ::waitpid(pid, &wait, 0) == pid)
            run.status = statusOf(wait);
        run.out = readFile(out);
        run.err = readFile(err);
        return run;
    };
}

Cli executableCli(const std::string& path, const std::string& scratch) {
    return [path, scratch](const std::vector<std::string>& args) {
        const std::string out = scratch + "/stdout";
        const std::string err = scratch + "/stderr";
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
        posix_spawn_file_actions_addopen(&actions, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                         0644);
        posix_spawn_file_actions_addopen(&actions, 2, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                         0644);
        std::vector<std::string> all{path};
        all.insert(all.end(), args.begin(), args.end());
        auto v = argv(all);
        pid_t pid = 0;
        CliRun run;
        if (::posix_spawn(&pid, path.c_str(), &actions, nullptr, v.data(), environ) == 0) {
            int wait = 0;
            if (::waitpid(pid, &wait, 0) == pid)
                run.status = statusOf(wait);
        }
        posix_spawn_file_actions_destroy(&actions);
        run.out = readFile(out);
        run.err = readFile(err);
        return run;
    };
}

} // namespace u8scope::corpus
