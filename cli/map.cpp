// map: what is where in a file, one region per line (regionmap.h, words from regiontext.h).
//
// A regular file is read by the scan's threads, which build the map as they count; the mojibake
// engine then reads only where the scan's hints point, and its clusters of findings are laid
// over the text (RegionMap::MojibakeOverlay), reading the file again only around them. Other
// input (a pipe, standard input) is read once, as a stream (RegionMapper): its map has no
// mojibake regions, which would need the octets again.
#include "cli.h"
#include "commands.h"
#include "input.h"
#include "output.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/regions/regiontext.h"
#include "u8scope/scan/scanner.h"

#include <string>

namespace u8scope::cli {

namespace {

int write(const Options& o, const std::string& path, const RegionMap& map) {
    Out out;
    if (o.json) {
        out.write("{\n  \"file\": " + jsonString(path) + ",\n  \"profile\": \"" +
                  std::string(toString(o.profile)) +
                  "\",\n  \"octets\": " + std::to_string(map.size()) +
                  ",\n  \"region_count\": " + std::to_string(map.regions().size()) +
                  ",\n  \"regions_by_kind\": {" + regionCountsJson(map) + "},\n  \"regions\": [");
        bool first = true;
        for (const Region& r : map.regions()) {
            out.write((first ? "\n    " : ",\n    ") + regionJson(r));
            first = false;
        }
        out.write(first ? "]\n}\n" : "\n  ]\n}\n");
    } else {
        out.write(terminalSafe(path) + ": " + regionSummary(map) + "\n");
        for (const Region& r : map.regions())
            out.write("  " + regionLine(r) + "\n");
    }
    if (!out.flush()) {
        out.complainFailure();
        return kExitTrouble;
    }
    return kExitOk;
}

int mapFile(const Options& o, const std::string& path, const ByteSource& source) {
    ScanOptions options;
    options.buildIndex = false;
    options.regions = true;
    options.mojibakeHints = true;
    ScanResult scan = scanSource(source, o.profile, options);
    if (scan.ioError) {
        complain(*scan.ioError);
        return kExitTrouble;
    }
    RegionMap map = std::move(*scan.regions);
    const MojibakeHints everything = MojibakeHints::everything();
    RegionMap::MojibakeOverlay overlay(map);
    MojibakeScanner engine;
    if (const auto problem = engine.feedSource(
            source, scan.mojibakeHints ? *scan.mojibakeHints : everything, &overlay)) {
        complain(*problem);
        return kExitTrouble;
    }
    if (const auto problem = overlay.apply(source)) {
        complain(*problem);
        return kExitTrouble;
    }
    return write(o, path, map);
}

int mapStream(const Options& o, const std::string& path) {
    auto in = InputStream::open(path);
    if (!in) {
        complain(in.error());
        return kExitTrouble;
    }
    RegionMapper mapper(o.profile);
    const auto ioError = readAll(*in, [&](std::span<const std::uint8_t> chunk) {
        mapper.feed(chunk);
        return true;
    });
    if (ioError) {
        complain(*ioError);
        return kExitTrouble;
    }
    return write(o, path, mapper.finish());
}

} // namespace

int runMap(const Options& o) {
    const std::string& path = o.operands.front();
    auto source = openSizedFile(path);
    if (!source) {
        complain(source.error());
        return kExitTrouble;
    }
    return *source ? mapFile(o, path, **source) : mapStream(o, path);
}

} // namespace u8scope::cli
