// Writes a set of the mojibake corpus (corpusset.h) as files, for measuring a repair as a black
// box:
//   u8scope_mojibake_corpus SET DIR
// makes DIR/damaged/N.txt with DIR/damaged/N.expected, DIR/clean/N.txt, and DIR/names.txt
// (one line per case: its file and its name).
#include "corpusset.h"

#include <cerrno>
#include <cstdio>
#include <fstream>
#include <string>
#include <sys/stat.h>

namespace {

bool writeFile(const std::string& path, const std::string& content) {
    std::ofstream out(path, std::ios::binary);
    out << content;
    return static_cast<bool>(out);
}

} // namespace

int main(int argc, char** argv) {
    using namespace u8scope::corpus;
    const auto set = argc == 3 ? corpusSet(argv[1]) : std::nullopt;
    if (!set) {
        std::fprintf(stderr, "usage: u8scope_mojibake_corpus SET DIR\nsets:");
        for (const std::string& name : corpusSetNames())
            std::fprintf(stderr, " %s", name.c_str());
        std::fprintf(stderr, "\n");
        return 2;
    }
    const std::string dir = argv[2];
    for (const std::string& d : {dir, dir + "/damaged", dir + "/clean"}) {
        if (::mkdir(d.c_str(), 0755) != 0 && errno != EEXIST) {
            std::perror(d.c_str());
            return 2;
        }
    }
    const auto& damaged = set->damaged;
    const auto& clean = set->clean;
    std::string names;
    bool ok = true;
    for (std::size_t i = 0; i < damaged.size(); ++i) {
        const std::string base = dir + "/damaged/" + std::to_string(i);
        ok = ok && writeFile(base + ".txt", damaged[i].damaged) &&
             writeFile(base + ".expected", damaged[i].expected);
        names += "damaged/" + std::to_string(i) + ".txt " + damaged[i].name + "\n";
    }
    for (std::size_t i = 0; i < clean.size(); ++i) {
        const std::string path = dir + "/clean/" + std::to_string(i) + ".txt";
        ok = ok && writeFile(path, clean[i].text);
        names += "clean/" + std::to_string(i) + ".txt " + clean[i].name + "\n";
    }
    ok = ok && writeFile(dir + "/names.txt", names);
    if (!ok) {
        std::fprintf(stderr, "u8scope_mojibake_corpus: cannot write to %s\n", dir.c_str());
        return 2;
    }
    std::printf("%zu damaged, %zu clean texts in %s\n", damaged.size(), clean.size(), dir.c_str());
    return 0;
}
