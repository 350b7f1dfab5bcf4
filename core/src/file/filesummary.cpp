// The file-level verdict: a few counts from the scan and from the first octets, weighed.
#include "u8scope/file/filesummary.h"

#include "u8scope/encoding/encodingguess.h"
#include "u8scope/file/binarydata.h"
#include "u8scope/regions/regionmap.h"

#include <algorithm>

namespace u8scope {

std::string_view toString(FileKind kind) noexcept {
    switch (kind) {
    case FileKind::Empty:
        return "empty";
    case FileKind::Ascii:
        return "ascii";
    case FileKind::Utf8:
        return "utf-8";
    case FileKind::Utf8WithErrors:
        return "utf-8-with-errors";
    case FileKind::Legacy:
        return "legacy";
    case FileKind::Utf16:
        return "utf-16";
    case FileKind::Binary:
        break;
    }
    return "binary";
}

std::string_view toString(NextStep step) noexcept {
    switch (step) {
    case NextStep::Nothing:
        return "nothing";
    case NextStep::ReviewErrors:
        return "review-errors";
    case NextStep::ConvertToUtf8:
        return "convert-to-utf-8";
    case NextStep::TreatAsBinary:
        break;
    }
    return "treat-as-binary";
}

namespace {

// UTF-16 without a byte order mark: mostly-ASCII text has a NUL beside nearly every octet, on
// one side only. Returns true when the NULs sit at odd offsets (little-endian).
std::optional<bool> utf16Pattern(std::span<const std::uint8_t> head) {
    const std::size_t pairs = head.size() / 2;
    if (pairs < 8)
        return std::nullopt;
    std::size_t evenNul = 0;
    std::size_t oddNul = 0;
    for (std::size_t i = 0; i + 1 < head.size(); i += 2) {
        evenNul += head[i] == 0;
        oddNul += head[i + 1] == 0;
    }
    if (oddNul * 10 >= pairs * 6 && evenNul * 20 <= pairs)
        return true;
    if (evenNul * 10 >= pairs * 6 && oddNul * 20 <= pairs)
        return false;
    return std::nullopt;
}

// UTF-16 by its byte order mark: true for little-endian (FF FE).
std::optional<bool> utf16ByteOrderMark(std::span<const std::uint8_t> head) {
    if (head.size() >= 2 && head[0] == 0xFF && head[1] == 0xFE)
        return true;
    if (head.size() >= 2 && head[0] == 0xFE && head[1] == 0xFF)
        return false;
    return std::nullopt;
}

// Well-formed sequences of two octets or more: text in a legacy encoding has few or none.
std::uint64_t multiOctetSequences(const ScanStats& stats) noexcept {
    std::uint64_t n = 0;
    for (OctetClass c : {OctetClass::Lead2, OctetClass::Lead3, OctetClass::Lead4, OctetClass::Lead5,
                         OctetClass::Lead6})
        n += stats.count(c);
    return n;
}

// The fills of a map (Region::fill), and the malformed units in them.
std::optional<RegionTally> fillsOf(const RegionMap& map, std::uint64_t& malformed) {
    std::optional<RegionTally> fills;
    for (const Region& r : map.regions()) {
        if (!r.fill)
            continue;
        if (!fills)
            fills = RegionTally{RegionKind::Binary, {}, 0, 0, r.fill};
        else if (fills->fill != r.fill)
            fills->fill.reset();
        ++fills->count;
        fills->octets += r.length;
        malformed += r.malformed;
    }
    return fills;
}

} // namespace

std::optional<std::uint64_t> fillPercentAsReason(const FileSummary& s) noexcept {
    if (!s.fills || s.controlPerMille >= 5 || s.octets == 0)
        return std::nullopt;
    return (s.fills->octets * 100 + s.octets / 2) / s.octets;
}

bool isBinaryData(std::span<const std::uint8_t> head) {
    return !utf16ByteOrderMark(head) && !utf16Pattern(head) && mapsAsBinaryData(head);
}

FileSummary summarizeFile(const ScanStats& stats, std::span<const std::uint8_t> head,
                          std::optional<std::string_view> detectedEncoding, const RegionMap* map) {
    FileSummary s;
    s.octets = stats.octets;
    s.errors = stats.errors;
    s.signature = stats.signature;
    for (int k = 0; k < kErrorKindCount; ++k) {
        const auto kind = static_cast<ErrorKind>(k);
        if (stats.count(kind) > 0)
            s.kinds.emplace_back(kind, stats.count(kind));
    }
    std::stable_sort(s.kinds.begin(), s.kinds.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    if (stats.octets == 0) {
        s.kind = FileKind::Empty;
        return s;
    }

    // UTF-16: a byte order mark, or NULs beside the ASCII octets.
    if (const auto le = utf16ByteOrderMark(head)) {
        s.kind = FileKind::Utf16;
        s.byteOrderMark = true;
        s.littleEndian = *le;
        s.next = NextStep::ConvertToUtf8;
        return s;
    }
    if (const auto le = utf16Pattern(head)) {
        s.kind = FileKind::Utf16;
        s.littleEndian = *le;
        s.next = NextStep::ConvertToUtf8;
        return s;
    }

    // Binary: most of the head is binary data by its region map (controls that text does not
    // hold, at least one in a hundred octets, in each block: binarydata.h), its NUL holes left
    // out. Not the share of malformed octets: Greek or Cyrillic in a legacy encoding is mostly
    // octets above 7F.
    const std::size_t controls = countBinaryControls(head);
    s.controlPerMille = head.empty() ? 0 : static_cast<unsigned>(controls * 1000 / head.size());
    const RegionMap headMap = regionMapOf(head);
    // Fills by the map of the whole file: the one given, or the head's when it is the file.
    std::uint64_t filled = 0;
    if (map && map->size() == stats.octets)
        s.fills = fillsOf(*map, filled);
    else if (head.size() == stats.octets)
        s.fills = fillsOf(headMap, filled);
    if (mapsAsBinaryData(headMap)) {
        s.kind = FileKind::Binary;
        s.next = NextStep::TreatAsBinary;
        return s;
    }

    if (stats.errors == 0) {
        s.kind = stats.count(OctetClass::Lead1) == stats.octets ? FileKind::Ascii : FileKind::Utf8;
        return s;
    }
    // UTF-8 with errors, or not UTF-8 at all: text in a legacy encoding has few or no
    // well-formed sequences beyond ASCII, and many malformed units. A character the end cut
    // short is what cutting UTF-8 leaves, no sign of another encoding.
    // Nor is a UTF-16 surrogate as UTF-8 writes it (CESU-8, Java): ED and its two continuing
    // octets make three malformed units.
    const std::uint64_t surrogates = stats.count(ErrorKind::Surrogate);
    // Nor are the malformed units of a fill, which is binary data.
    const std::uint64_t notLegacy =
        std::min(stats.errors, 3 * surrogates + (stats.endsInsideCharacter ? 1 : 0) + filled);
    if (stats.errors - notLegacy > multiOctetSequences(stats)) {
        s.kind = FileKind::Legacy;
        if (detectedEncoding)
            s.encoding = std::string(*detectedEncoding);
        s.next = NextStep::ConvertToUtf8;
        return s;
    }
    s.kind = FileKind::Utf8WithErrors;
    s.next = NextStep::ReviewErrors;
    return s;
}

FileSummary summarizeFileDetectingEncoding(const ScanStats& stats,
                                           std::span<const std::uint8_t> head,
                                           const RegionMap* map) {
    FileSummary s = summarizeFile(stats, head, {}, map);
    if (s.kind != FileKind::Legacy)
        return s;
    // The detectors are asked only here: a few milliseconds on a head of legacy text.
    const auto guess = guessEncoding(head);
    if (guess && guess->name.rfind("UTF-", 0) != 0) {
        s.encoding = guess->name;
        return s;
    }
    // Many well-formed sequences beside the errors, and no encoding of several octets a
    // character named: UTF-8 with dense errors, which no conversion from a legacy encoding
    // would mend (it would encode the well-formed characters twice).
    if (!unitsLookLikeAnotherEncoding(multiOctetSequences(stats), stats.errors)) {
        s.kind = FileKind::Utf8WithErrors;
        s.next = NextStep::ReviewErrors;
    }
    return s;
}

} // namespace u8scope
