// Measures `u8scope-cli fix` on sets of the mojibake corpus and prints a rate table per set
// (corpusrates.h):
//   u8scope_mojibake_rates [--cli PATH] [-v] [--floors FILE] [--write-floors FILE] [SET...]
// --cli runs that executable as a black box (by default, the CLI linked into this program, in
// a child process per run); -v lists every miss; --floors compares with recorded floors (exit
// status 1 when a rate dropped or a clean text changed); --write-floors records today's figures
// for the sets measured, keeping the file's lines for the others. Without SET, every set.
#include "clirunner.h"
#include "corpusrates.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <string>

namespace {

int usage() {
    std::fprintf(stderr, "usage: u8scope_mojibake_rates [--cli PATH] [-v] [--floors FILE] "
                         "[--write-floors FILE] [SET...]\nsets:");
    for (const std::string& s : u8scope::corpus::corpusSetNames())
        std::fprintf(stderr, " %s", s.c_str());
    std::fprintf(stderr, "\n");
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    using namespace u8scope::corpus;
    std::string cliPath;
    std::string floorsPath;
    std::string writeFloorsPath;
    bool verbose = false;
    std::vector<std::string> sets;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if ((a == "--cli" || a == "--floors" || a == "--write-floors") && i + 1 < argc) {
            (a == "--cli" ? cliPath : a == "--floors" ? floorsPath : writeFloorsPath) = argv[++i];
        } else if (a == "-v") {
            verbose = true;
        } else if (const auto& all = corpusSetNames();
                   std::find(all.begin(), all.end(), a) != all.end()) {
            sets.push_back(a);
        } else {
            return usage();
        }
    }
    if (sets.empty())
        sets = corpusSetNames();
    Floors floors;
    if (!floorsPath.empty()) {
        std::ifstream in(floorsPath);
        if (!in) {
            std::fprintf(stderr, "u8scope_mojibake_rates: cannot read %s\n", floorsPath.c_str());
            return 2;
        }
        floors =
            parseFloors({std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()});
    }
    std::string scratch =
        (std::filesystem::temp_directory_path() / "u8scope-rates.XXXXXX").string();
    if (::mkdtemp(scratch.data()) == nullptr) {
        std::perror("u8scope_mojibake_rates: mkdtemp");
        return 2;
    }
    const Cli cli = cliPath.empty() ? linkedCli(scratch) : executableCli(cliPath, scratch);
    std::map<std::string, std::string> recorded; // floors by set
    bool worse = false;
    for (const std::string& name : sets) {
        const SetRates rates = measure(*corpusSet(name), cli, scratch);
        std::cout << rateTable(rates);
        if (verbose) {
            for (const std::string& m : rates.misses)
                std::cout << "  not repaired: " << m << "\n";
            for (const std::string& c : rates.changed)
                std::cout << "  changed: " << c << "\n";
            for (const std::string& u : rates.unstable)
                std::cout << "  changed again by a second fix: " << u << "\n";
        }
        if (!floorsPath.empty()) {
            for (const std::string& r : regressions(rates, floors)) {
                std::cout << "  WORSE: " << r << "\n";
                worse = true;
            }
            for (const std::string& r : improvements(rates, floors))
                std::cout << "  better: " << r << "\n";
        }
        std::cout << "\n" << std::flush;
        recorded[name] = floorsOf(rates);
    }
    std::filesystem::remove_all(scratch);
    if (!writeFloorsPath.empty()) {
        // The lines of the sets not measured stay; every set in the order of corpusSetNames().
        std::map<std::string, std::string> lines;
        std::ifstream old(writeFloorsPath);
        for (std::string line; std::getline(old, line);) {
            if (!line.starts_with("#"))
                lines[line.substr(0, line.find('\t'))] += line + "\n";
        }
        for (const auto& [set, measured] : recorded)
            lines[set] = measured;
        std::ofstream out(writeFloorsPath, std::ios::binary | std::ios::trunc);
        out << "# Floors of the mojibake corpus rates (tests/corpus/corpusrates.h), written by\n"
               "# u8scope_mojibake_rates --write-floors; the ratchet test holds fix to them.\n";
        for (const std::string& set : corpusSetNames())
            out << lines[set];
        if (!out) {
            std::fprintf(stderr, "u8scope_mojibake_rates: cannot write %s\n",
                         writeFloorsPath.c_str());
            return 2;
        }
    }
    return worse ? 1 : 0;
}
