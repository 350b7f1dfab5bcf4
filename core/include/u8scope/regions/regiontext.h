// The regions of a map (regionmap.h) in words, for the command line's `map` and the reports of
// `scan`: one line of text per region, and its JSON object.
#pragma once

#include "u8scope/regions/regionmap.h"

#include <string>

namespace u8scope {

/// How many regions of which kinds, most first: "101 regions: 51 utf-8, 50 binary"; "no region"
/// for an empty map.
[[nodiscard]] std::string regionSummary(const RegionMap& map);

/// The regions of each kind as the members of a JSON object, without its braces: "\"nul\": 0,
/// \"utf-16\": 0, ..." in the order of RegionKind.
[[nodiscard]] std::string regionCountsJson(const RegionMap& map);

/// What tells a region apart from others of its kind, as a few words: the scripts of UTF-8 text
/// ("Cyrillic 62 %, Latin 38 %"), the code page of legacy text or UTF-16 and its confidence
/// ("windows-1251, confidence 64"), the codec of mojibake, the entropy of binary data ("7.98 bits
/// per octet") or the octet of a fill ("a fill of octet FF"), the malformed units of a cluster, the kinds a mixed stretch holds. Empty for
/// ASCII and NUL.
[[nodiscard]] std::string regionDetail(const Region& region);

/// A region's counts and detail: "4096 octets, 56 line feeds; Cyrillic 62 %, Latin 38 %" (its
/// octets, line feeds, and those of malformed units, controls, NUL octets and mojibake findings
/// that are not 0; then regionDetail).
[[nodiscard]] std::string regionFacts(const Region& region);

/// One line for a region, without its line end: "FROM-TO  lines A-B  KIND  FACTS", the offsets of
/// its first and last octets, the line it starts in and the line after its last line feed, its
/// kind and regionFacts.
[[nodiscard]] std::string regionLine(const Region& region);

/// A region as one JSON object on one line: "kind", "offset", "length", "line", "line_feeds",
/// "malformed", "characters", "non_ascii", "controls", "nul", "mojibake", "entropy" (bits per
/// octet, or null but for binary data), "fill" (the octet of a fill, "FF", or null), "scripts" ([{"script", "samples"}]), "encoding"
/// ({"name", "confidence"} or null) and "kinds" (the kinds of a mixed stretch).
[[nodiscard]] std::string regionJson(const Region& region);

} // namespace u8scope
