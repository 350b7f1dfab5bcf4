// The mojibake of a whole document, found in the background beside the scan (an Analysis, see
// analysis.h): the engine of core (mojibake.h) over the source, the findings kept in order for
// the list, the marks in the view and next/previous, their counts, and the encoding of a source
// that is not UTF-8 (encodingguess.h). Widget-free.
#pragma once

#include "document/analysis.h"
#include "u8scope/encoding/encodingguess.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/regions/regionmap.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace u8scope::ui {

struct MojibakeReport {
    /// At most this many findings are kept (all are counted): a file made of mojibake would
    /// otherwise hold the window's memory (a finding and its strings take a few hundred octets:
    /// some 20 MB at most)...
    static constexpr std::size_t kKept = 50'000;
    /// ... and at most this many octets of them (heldOctets): a finding spans a word, and a word
    /// of a line without spaces may run to 64 KiB (a gigabyte of FF read as "ÿÿÿ…").
    static constexpr std::size_t kKeptOctets = std::size_t{64} << 20;

    /// The findings in order of offset (the first kKept, as far as kKeptOctets holds them).
    std::vector<MojibakeFinding> findings;
    /// Findings in all.
    std::uint64_t count = 0;
    std::array<std::uint64_t, kMojibakeKindCount> byKind{};
    std::array<std::uint64_t, kCodecCount> byCodec{};
    /// Of them, the re-encodings (isReencoding) by codec: the chains the text went through.
    std::array<std::uint64_t, kCodecCount> reencodedByCodec{};
    /// The encoding of a source that is not UTF-8, when it is not.
    std::optional<EncodingGuess> encoding;
    /// The source is binary data by its head (isBinaryData, as the file summary tells it): what
    /// was found is in lines of text among it, and the document is no text to repair as a whole.
    bool binary = false;
    /// A source whose head is text turned out to hold binary data by this offset
    /// (MojibakeStats::binaryFrom: a self-extracting archive): it too is no text to repair as a
    /// whole, since a repair of its text would move the data after it.
    std::optional<std::uint64_t> binaryFrom;
    /// Runs of malformed octets a first pass read as legacy octets by chance
    /// (MojibakeStats::legacyReadByChance), and which these findings leave out: damage, not text
    /// in another encoding. 0 when there were none.
    std::uint64_t chanceLegacy = 0;
    /// Why the source could not be read to its end; empty when it could.
    std::string problem;
    bool cancelled = false;
    /// What the findings were decided with: the codec of the source's legacy octets, and the
    /// evidence of the whole source for the ties. The inspector reads a place past the kept
    /// findings with it (mojibakeAt), so that it says what the list would.
    MojibakeOptions evidence;

    /// Whether the source holds binary data, by its head or further on: no notice offers to
    /// repair it, and Save Repaired Copy refuses it.
    [[nodiscard]] bool holdsBinaryData() const noexcept { return binary || binaryFrom; }
    /// Whether `findings` holds every finding that starts at or before `offset`, so that a place
    /// there is in one of them or in none: all were kept, or the kept ones reach past it (and the
    /// source was read to its end).
    [[nodiscard]] bool keptThrough(std::uint64_t offset) const noexcept;
    /// The kept finding whose span holds the octet at `offset`, if any.
    [[nodiscard]] const MojibakeFinding* keptAt(std::uint64_t offset) const noexcept;
    /// `octets`, the source's from `offset` on, with each kept finding that lies wholly inside
    /// them repaired as the list shows it (a finding the octets cut is left as it is); `places`
    /// gets how many were. Meant for octets the report kept every finding through
    /// (keptThrough of their last).
    [[nodiscard]] std::string repairKept(std::string_view octets, std::uint64_t offset,
                                         std::uint64_t* places = nullptr) const;

    /// The index in `findings` of the first finding that ends after `offset`, or
    /// findings.size().
    [[nodiscard]] std::size_t firstEndingAfter(std::uint64_t offset) const noexcept;
    /// The findings in [from, to) (those that overlap it), as indices [first, last).
    [[nodiscard]] std::pair<std::size_t, std::size_t> overlapping(std::uint64_t from,
                                                                  std::uint64_t to) const noexcept;
};

/// What the head of a source tells the mojibake engine before it reads: the source's encoding
/// when it is not UTF-8, whether it is binary data, and so the options of a first reading.
struct SourceHead {
    std::optional<EncodingGuess> encoding;
    bool binary = false; ///< isBinaryData, as the file summary tells it
    /// The codec of the source's legacy octets, and binaryData.
    MojibakeOptions options;
    /// UTF-16 or UTF-32: no UTF-8 reading can repair its text (the encoding is the finding).
    [[nodiscard]] bool holdsNoMojibake() const noexcept { return encoding && !encoding->codec; }
};

/// Reads the head of `source` (kEncodingSample octets) and tells it.
[[nodiscard]] Result<SourceHead> readSourceHead(const ByteSource& source);

/// Finds the mojibake of a source: a first pass, and when it found any, a second with the
/// evidence of the first (as `u8scope-cli mojibake` does for a file), so that both agree; the
/// second is left out when that evidence would decide no tie otherwise (MojibakeTies) and the
/// first read no legacy octets by chance (MojibakeStats::legacyReadByChance). Each
/// reads only where `hints` point (what the scan noted, ScanOptions::mojibakeHints), or, without
/// them, everything; the findings are the same. `keptOctets`: MojibakeReport::kKeptOctets, or
/// less for a test. With `regions`, the source's region map under Profile::Rfc3629, each pass
/// reads its binary data and NUL holes as a repair copies them (withRegionMap, repairplan.h).
[[nodiscard]] MojibakeReport findSourceMojibake(
    const ByteSource& source, JobControl* control, const MojibakeHints* hints = nullptr,
    std::size_t keptOctets = MojibakeReport::kKeptOctets, const RegionMap* regions = nullptr);

/// The analysis every document runs (listed in analyses.cpp).
extern const Analysis<MojibakeReport> kMojibakeFindings;

} // namespace u8scope::ui
