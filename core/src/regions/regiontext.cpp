#include "u8scope/regions/regiontext.h"

#include "u8scope/text/hex.h"
#include "u8scope/text/textescape.h"

#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>

namespace u8scope {

namespace {

std::string num(std::uint64_t v) {
    return std::to_string(v);
}

// Thousandths of a bit as bits with two decimals: "7.98".
std::string bits(std::uint32_t thousandths) {
    const unsigned hundredths = (thousandths + 5) / 10;
    char s[16];
    std::snprintf(s, sizeof s, "%u.%02u", hundredths / 100, hundredths % 100);
    return s;
}

std::string kindsOf(std::uint16_t kinds, const char* separator) {
    std::string s;
    for (int k = 0; k < kRegionKindCount; ++k) {
        if ((kinds >> k) & 1) {
            s += s.empty() ? "" : separator;
            s += toString(static_cast<RegionKind>(k));
        }
    }
    return s;
}

} // namespace

std::string regionSummary(const RegionMap& map) {
    const std::size_t n = map.regions().size();
    if (n == 0)
        return "no region";
    std::vector<std::pair<std::uint64_t, int>> counts;
    for (int k = 0; k < kRegionKindCount; ++k) {
        if (const std::uint64_t c = map.count(static_cast<RegionKind>(k)))
            counts.emplace_back(c, k);
    }
    std::stable_sort(counts.begin(), counts.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    std::string s = num(n) + (n == 1 ? " region: " : " regions: ");
    for (std::size_t i = 0; i < counts.size(); ++i) {
        s += (i ? ", " : "") + num(counts[i].first) + " " +
             std::string(toString(static_cast<RegionKind>(counts[i].second)));
    }
    return s;
}

std::string regionCountsJson(const RegionMap& map) {
    std::string s;
    for (int k = 0; k < kRegionKindCount; ++k) {
        const auto kind = static_cast<RegionKind>(k);
        s += (k ? ", \"" : "\"") + std::string(toString(kind)) + "\": " + num(map.count(kind));
    }
    return s;
}

std::string regionDetail(const Region& r) {
    std::string s;
    switch (r.kind) {
    case RegionKind::Utf8: {
        std::uint64_t total = 0;
        for (const ScriptShare& share : r.scripts)
            total += share.samples;
        for (const ScriptShare& share : r.scripts) {
            const std::uint64_t percent = total ? (share.samples * 100 + total / 2) / total : 0;
            if (percent == 0)
                continue;
            s += s.empty() ? "" : ", ";
            s += std::string(scriptName(share.script)) + " " + num(percent) + " %";
        }
        break;
    }
    case RegionKind::Legacy:
    case RegionKind::Utf16:
        if (r.encoding)
            s = r.encoding->name + ", confidence " +
                num(static_cast<std::uint64_t>(r.encoding->confidence));
        break;
    case RegionKind::Mojibake:
        if (r.encoding)
            s = "through " + r.encoding->name + ", confidence " +
                num(static_cast<std::uint64_t>(r.encoding->confidence));
        break;
    case RegionKind::Binary:
        s = r.fill ? "a fill of octet " + formatOctets(std::span(&*r.fill, 1))
                   : bits(r.entropy) + " bits per octet";
        break;
    case RegionKind::Malformed:
        s = num(r.malformed) + (r.malformed == 1 ? " malformed unit" : " malformed units");
        break;
    case RegionKind::Mixed:
        s = kindsOf(r.kinds, ", ");
        break;
    case RegionKind::Ascii:
    case RegionKind::Nul:
        break;
    }
    return s;
}

std::string regionLine(const Region& r) {
    return num(r.offset) + "-" + num(r.end() - 1) + "  lines " + num(r.line) + "-" +
           num(r.lastLine()) + "  " + std::string(toString(r.kind)) + "  " + regionFacts(r);
}

std::string regionFacts(const Region& r) {
    std::string s = num(r.length) + (r.length == 1 ? " octet" : " octets");
    const auto count = [&](std::uint64_t n, const char* one, const char* many) {
        if (n > 0)
            s += ", " + num(n) + (n == 1 ? one : many);
    };
    count(r.lineFeeds, " line feed", " line feeds");
    if (r.kind != RegionKind::Malformed)
        count(r.malformed, " malformed unit", " malformed units");
    if (r.kind != RegionKind::Nul) {
        count(r.controls - r.nul, " control", " controls");
        count(r.nul, " NUL", " NUL");
    }
    count(r.mojibake, " mojibake finding", " mojibake findings");
    if (const std::string detail = regionDetail(r); !detail.empty())
        s += "; " + detail;
    return s;
}

std::string regionJson(const Region& r) {
    std::string s =
        "{\"kind\": \"" + std::string(toString(r.kind)) + "\", \"offset\": " + num(r.offset) +
        ", \"length\": " + num(r.length) + ", \"line\": " + num(r.line) +
        ", \"line_feeds\": " + num(r.lineFeeds) + ", \"malformed\": " + num(r.malformed) +
        ", \"characters\": " + num(r.characters) + ", \"non_ascii\": " + num(r.nonAscii) +
        ", \"controls\": " + num(r.controls) + ", \"nul\": " + num(r.nul) +
        ", \"mojibake\": " + num(r.mojibake) +
        ", \"entropy\": " + (r.kind == RegionKind::Binary ? bits(r.entropy) : "null") +
        ", \"fill\": " + (r.fill ? "\"" + formatOctets(std::span(&*r.fill, 1)) + "\"" : "null") +
        ", \"scripts\": [";
    for (std::size_t i = 0; i < r.scripts.size(); ++i) {
        s += (i ? ", " : "") + std::string("{\"script\": ") +
             jsonString(scriptName(r.scripts[i].script)) +
             ", \"samples\": " + num(r.scripts[i].samples) + "}";
    }
    s += "], \"encoding\": ";
    s += r.encoding ? "{\"name\": " + jsonString(r.encoding->name) + ", \"confidence\": " +
                          num(static_cast<std::uint64_t>(r.encoding->confidence)) + "}"
                    : std::string("null");
    s += ", \"kinds\": [";
    if (r.kind == RegionKind::Mixed) {
        const std::string kinds = kindsOf(r.kinds, "\", \"");
        if (!kinds.empty())
            s += "\"" + kinds + "\"";
    }
    return s + "]}";
}

} // namespace u8scope
