// The window's background scan without the window: scanSource() over a file with the error index
// built, exactly as ui/scanjob.cpp runs it, then the error list's first look-ups. Prints wall
// time, throughput, counts, index entries and peak resident memory, for bench/side-by-side and
// the figures of bench/README.md on large files.
//   u8scope_scan_driver FILE [THREADS]    (THREADS 0 or absent: one per core)
#include "u8scope/scan/scanner.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <sys/resource.h>

namespace {

// Peak resident memory in KiB: VmHWM, which starts afresh at exec (ru_maxrss counts what a
// parent held when it forked this process, until the exec).
long peakResidentKiB(const rusage& usage) {
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);) {
        if (line.rfind("VmHWM:", 0) == 0)
            return std::atol(line.c_str() + 6);
    }
    return usage.ru_maxrss;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE [THREADS]\n", argv[0]);
        return 2;
    }
    auto source = u8scope::FileSource::open(argv[1]);
    if (!source) {
        std::fprintf(stderr, "%s\n", source.error().message().c_str());
        return 2;
    }
    u8scope::ScanOptions options;
    options.threads = argc > 2 ? static_cast<unsigned>(std::atoi(argv[2])) : 0;
    options.buildIndex = true;
    const auto start = std::chrono::steady_clock::now();
    const u8scope::ScanResult r = u8scope::scanSource(**source, u8scope::kDefaultProfile, options);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (r.ioError) {
        std::fprintf(stderr, "%s\n", r.ioError->message().c_str());
        return 2;
    }
    // What the error list does when it is shown and scrolled: units in the middle and at the end.
    const auto lookStart = std::chrono::steady_clock::now();
    std::uint64_t looked = 0;
    for (const std::uint64_t i : {std::uint64_t{0}, r.errors.size() / 2, r.errors.size() - 1}) {
        if (i < r.errors.size() && r.errors.at(i, **source, u8scope::kDefaultProfile).ok())
            ++looked;
    }
    const double lookMs =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - lookStart)
            .count();
    struct rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    const double cpu = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                       static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    std::printf("scan %.3f s (process CPU %.2f s), %.2f GB/s, %llu octets, %llu errors, "
                "%zu index entries, 3 look-ups %.1f ms (%llu found), peak RSS %.1f MiB\n",
                seconds, cpu, static_cast<double>(r.stats.octets) / seconds / 1e9,
                static_cast<unsigned long long>(r.stats.octets),
                static_cast<unsigned long long>(r.stats.errors), r.errors.entryCount(), lookMs,
                static_cast<unsigned long long>(looked),
                static_cast<double>(peakResidentKiB(usage)) / 1024.0);
    return 0;
}
