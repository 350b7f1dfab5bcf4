// What a repair of an input's mojibake is to do, decided once for `u8scope-cli fix` and the
// window's Save Repaired Copy: from its head (its encoding, whether it is binary data), its
// region map (binary data and NUL holes, copied as they are; regionmap.h) and a first pass of the
// engine over it (the evidence of the whole input, mojibake.h), the options of the pass that
// repairs, or why the input gets no repair.
#pragma once

#include "u8scope/encoding/encodingguess.h"
#include "u8scope/file/result.h"
#include "u8scope/file/source.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/regions/regionmap.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <span>

namespace u8scope {

/// Why an input gets no repair of its mojibake.
enum class RepairRefusal : std::uint8_t {
    None,
    /// Not UTF-8 but UTF-16 or UTF-32 by its head (an EncodingGuess without a codec): no UTF-8
    /// reading repairs it; it is converted instead.
    NotUtf8,
    /// Binary data by its head (isBinaryData, filesummary.h): repairing the few lines of text in
    /// it would move the data after them.
    BinaryData,
    /// Text followed by binary data to its end (a self-extracting archive), with mojibake in the
    /// text: repairing it would move the data after it (RepairPlan::options.binaryFrom).
    BinaryFrom,
};

struct RepairPlan {
    /// The encoding of the input when it is not UTF-8, by the text of its head
    /// (guessTextEncoding, regionmap.h).
    std::optional<EncodingGuess> encoding;
    /// Binary data by its head (isBinaryData).
    bool binary = false;
    /// The options of the pass that repairs: the head's (optionsForHead), then the region map's
    /// (MojibakeOptions::regions, and binaryFrom where binary data runs to the end after text),
    /// then the evidence of the first pass (withEvidence).
    MojibakeOptions options;
    RepairRefusal refusal = RepairRefusal::None;
    /// Of the first pass: its findings but those of legacy octets read by chance
    /// (chanceLegacy), which the repair leaves out; and the runs of malformed octets it left
    /// for want of evidence when the repair reads none by chance (MojibakeStats::unprovenLegacy),
    /// which the repair then no longer sees. 0 without a first pass (a stream).
    std::uint64_t surveyFindings = 0;
    std::uint64_t chanceLegacy = 0;
    std::uint64_t surveyUnproven = 0;
    /// The first pass's statistics when the pass that repairs would be that pass again: it found
    /// nothing, and its evidence left `options` as they were (the same options over the same
    /// octets find the same, to the last statistic). Then that pass need not read the input:
    /// nothing is to be repaired, and these are its statistics. Without it (a stream, or a first
    /// pass that found something or gave evidence), the input is read again.
    std::optional<MojibakeStats> surveyIsPass;

    [[nodiscard]] bool refused() const noexcept { return refusal != RepairRefusal::None; }

    /// Takes the region map of the input (withRegionMap).
    void takeMap(RegionMap map);
    /// Takes the statistics of a first pass with `options` over the whole input: its evidence
    /// (withEvidence), and the refusal of text followed by binary data with mojibake to repair.
    void takeSurvey(const MojibakeStats& stats);
};

/// `options` with the region map of the input (a regular file's, mapped under Profile::Rfc3629):
/// a line in binary data is data and a NUL hole cuts its line in two (MojibakeOptions::regions);
/// binary data to the end after text (but a NUL hole) is where binaryFrom starts, a payload that
/// a repair of the text before it would move. Not for binary data by its head, whose map would
/// make every line data: it is read in its lines of text alone.
[[nodiscard]] MojibakeOptions withRegionMap(MojibakeOptions options, RegionMap map);

/// The plan for an input whose first octets (kEncodingSample of them, or the whole input) are
/// `head`: its encoding, whether it is binary data, the options of its head, and the refusal of
/// UTF-16 and of binary data. Enough for a stream, which is read once.
[[nodiscard]] RepairPlan planRepairFromHead(std::span<const std::uint8_t> head);

/// The whole plan for a source that can be read again (a regular file, the window's source):
/// its head, then, unless the head refuses it, completeRepairPlan. Reads it twice; returns the I/O
/// error, and one for a source that changed while it was read ("changed while it was read (...)").
/// `cancel` stops the reading (the plan is then of what was read).
[[nodiscard]] Result<RepairPlan> planRepair(const ByteSource& source,
                                            const std::atomic<bool>* cancel = nullptr);

/// Octets from which a first pass over a source is read in two halves at once (surveySource).
inline constexpr std::uint64_t kSurveySplit = std::uint64_t{16} << 20;

/// A first pass of the engine with `options` over the whole of `source`: its statistics, those of
/// one MojibakeScanner fed the source from start to end. A source of `splitFrom` octets or more is
/// cut after the line feed nearest its middle, and the halves read at once on two threads: the
/// second half's statistics are added to the first's where the first found nothing that the
/// second would read as evidence (votes, binary data); else the second half is read again after
/// the first, as one pass reads it. Not with binary data by its head or from an offset on
/// (MojibakeOptions::binaryData, binaryFrom): one thread. `cancel` stops the reading.
[[nodiscard]] Result<MojibakeStats> surveySource(const ByteSource& source,
                                                 const MojibakeOptions& options,
                                                 const std::atomic<bool>* cancel = nullptr,
                                                 std::uint64_t splitFrom = kSurveySplit);

/// The rest of the plan for `plan`, planRepairFromHead of the head of `source`: its region map
/// (but for binary data by its head) and a first pass over it, whatever the head's refusal (the
/// `mojibake` command lists what a repair would refuse).
[[nodiscard]] std::optional<IoError> completeRepairPlan(RepairPlan& plan, const ByteSource& source,
                                                        const std::atomic<bool>* cancel = nullptr);

} // namespace u8scope
