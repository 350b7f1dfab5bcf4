// utf8check FILE: says whether FILE is valid UTF-8 and, when it is not, what is wrong with its
// first malformed unit. A small program on the u8scope core library (docs/library.md).
#include "u8scope/u8scope.h"

#include <cstdio>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: utf8check FILE\n");
        return 2;
    }
    const auto source = u8scope::FileSource::open(argv[1]);
    if (!source) {
        std::fprintf(stderr, "utf8check: %s\n", source.error().message().c_str());
        return 2;
    }
    u8scope::ScanOptions options;
    options.stopAtFirstError = true;
    const u8scope::ScanResult result =
        u8scope::scanSource(**source, u8scope::kDefaultProfile, options);
    if (result.ioError) {
        std::fprintf(stderr, "utf8check: %s\n", result.ioError->message().c_str());
        return 2;
    }
    if (!result.firstError) {
        std::printf("%s: valid UTF-8\n", argv[1]);
        return 0;
    }
    const u8scope::Unit& unit = *result.firstError;
    std::printf("%s: invalid UTF-8 at offset %llu (%s)\n", argv[1],
                static_cast<unsigned long long>(unit.offset),
                std::string(u8scope::toString(*unit.error)).c_str());
    return 1;
}
