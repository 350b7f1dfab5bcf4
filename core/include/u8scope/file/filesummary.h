// What kind of file this is, as facts from its scan (ScanStats) and its first octets: valid
// UTF-8, UTF-8 with a few errors, text in a legacy 8-bit encoding, UTF-16, or binary data with
// some text; and the next step. explaintext.h words it in one sentence for the command line;
// the window words it through tr().
#pragma once

#include "u8scope/codec/errorkind.h"
#include "u8scope/regions/regionkind.h"
#include "u8scope/scan/scanstats.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace u8scope {

class RegionMap;

enum class FileKind : std::uint8_t {
    Empty,          ///< no octets
    Ascii,          ///< valid UTF-8 of ASCII characters only (00-7F)
    Utf8,           ///< valid UTF-8 with characters beyond ASCII
    Utf8WithErrors, ///< UTF-8 text with some malformed units
    Legacy,         ///< not UTF-8: text in a legacy 8-bit encoding (`encoding` if known)
    Utf16,          ///< not UTF-8: UTF-16, by its byte order mark or its pattern of NULs
    Binary,         ///< binary data with some text: NUL and control octets throughout
};

/// What to do next.
enum class NextStep : std::uint8_t {
    Nothing,       ///< the file is fine as it is
    ReviewErrors,  ///< look at each error; its explanation says what happened
    ConvertToUtf8, ///< convert it from its encoding (`encoding`, or UTF-16) to UTF-8
    TreatAsBinary, ///< read it as data, not as text
};

/// "empty", "ascii", "utf-8", "utf-8-with-errors", "legacy", "utf-16", "binary".
[[nodiscard]] std::string_view toString(FileKind kind) noexcept;
/// "nothing", "review-errors", "convert-to-utf-8", "treat-as-binary".
[[nodiscard]] std::string_view toString(NextStep step) noexcept;

/// Regions of one kind (of Legacy: of one code page) that a summary names, from the file's region
/// map (tallyRegions, regions/regiontally.h).
struct RegionTally {
    RegionKind kind = RegionKind::Binary;
    std::string encoding; ///< Legacy: the code page guessed ("windows-1251"); empty when none
    std::uint64_t count = 0;
    std::uint64_t octets = 0;
    /// Binary: the octet of fills (Region::fill), tallied apart from other binary data; for a
    /// FileSummary's fills, empty when they are of several octets.
    std::optional<std::uint8_t> fill;
    friend bool operator==(const RegionTally&, const RegionTally&) = default;
};

struct FileSummary {
    FileKind kind = FileKind::Empty;
    NextStep next = NextStep::Nothing;
    std::uint64_t octets = 0;
    std::uint64_t errors = 0;
    /// The kinds of error present with their counts, the commonest first.
    std::vector<std::pair<ErrorKind, std::uint64_t>> kinds;
    /// The file starts with the UTF-8 signature EF BB BF.
    bool signature = false;
    /// For Legacy: the encoding the detection settled on (e.g. "windows-1251"), if it did.
    std::optional<std::string> encoding;
    /// For Utf16: little-endian (FF FE, or NULs after each ASCII octet); big-endian otherwise.
    bool littleEndian = true;
    /// For Utf16: it starts with a byte order mark.
    bool byteOrderMark = false;
    /// For Binary: NUL and other control octets (not tab, line feed, carriage return, form
    /// feed, escape) per thousand octets of the first octets examined.
    unsigned controlPerMille = 0;
    /// The regions worth naming, when the file's region map was made (tallyRegions): "50 blocks
    /// of binary data, 3 regions in windows-1251". Empty for a file of one region, or of text
    /// alone, and when no map was made.
    std::vector<RegionTally> regions;
    /// The fills in it (one octet 80-FF repeated, FF of erased flash: Region::fill), when a map
    /// of the whole file was at hand: their count and octets, and their octet. The summary says a
    /// file that is one, or mostly one, is a fill, and a text that holds one that it does.
    std::optional<RegionTally> fills;
};

/// Where binary data is so by its fills rather than by controls (fewer than one octet in two
/// hundred of its head): the share of its octets the fills hold, in percent, rounded. What the
/// summaries give as the reason.
[[nodiscard]] std::optional<std::uint64_t> fillPercentAsReason(const FileSummary& s) noexcept;

/// Whether a file whose first octets are `head` is binary data, as summarizeFile tells it
/// (FileKind::Binary): not UTF-16, and binary data by the region map of its head
/// (mapsAsBinaryData, regionmap.h).
[[nodiscard]] bool isBinaryData(std::span<const std::uint8_t> head);

/// Summarizes a file from its scan `stats` and its first octets `head` (a few KiB suffice;
/// the whole file is best for small ones). `detectedEncoding` is the legacy encoding an
/// encoding detector found for the file, if one ran. `map` is the file's region map, if one was
/// made: its fills are named (FileSummary::fills; without it, those of a head that is the whole
/// file), and their malformed units are no sign of a legacy encoding.
[[nodiscard]] FileSummary summarizeFile(const ScanStats& stats, std::span<const std::uint8_t> head,
                                        std::optional<std::string_view> detectedEncoding = {},
                                        const RegionMap* map = nullptr);

/// summarizeFile, with the encoding detectors asked (guessEncoding, encodingguess.h) which
/// legacy encoding a file in one is in; `head` is best kEncodingSample octets. What the command
/// line's `scan`, the reports and the window's error list say.
[[nodiscard]] FileSummary summarizeFileDetectingEncoding(const ScanStats& stats,
                                                         std::span<const std::uint8_t> head,
                                                         const RegionMap* map = nullptr);

} // namespace u8scope
