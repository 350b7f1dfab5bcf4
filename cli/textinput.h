// Reading the FILE operand of the mojibake and fix commands: its head, to tell whether it is in
// another encoding than UTF-8; for a regular file, a first pass gathering the evidence of which
// codec explains most of it (MojibakeOptions::codecVotes); then the input from its start. A
// stream (standard input, a pipe) is read once: its head is kept and given again.
#pragma once

#include "u8scope/encoding/encodingguess.h"
#include "u8scope/file/source.h"
#include "u8scope/mojibake/mojibake.h"
#include "u8scope/mojibake/repairplan.h"

#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace u8scope::cli {

class TextInput {
public:
    /// Opens `path` ("-" for standard input) and reads its head.
    [[nodiscard]] static Result<TextInput> open(const std::string& path);

    [[nodiscard]] const std::string& path() const noexcept { return m_path; }
    /// The encoding the input is most likely in, when it is not UTF-8, by the text of its head
    /// (guessTextEncoding, regionmap.h).
    [[nodiscard]] const std::optional<EncodingGuess>& encoding() const noexcept {
        return m_plan.encoding;
    }
    /// Whether the input is binary data by its head (isBinaryData, as the file summary tells it).
    [[nodiscard]] bool binary() const noexcept { return m_plan.binary; }
    /// The plan of a repair (repairplan.h): by its head once opened, whole for a regular file
    /// once engineOptions() has read it.
    [[nodiscard]] const RepairPlan& plan() const noexcept { return m_plan; }
    /// Whether the input can be read twice (a regular file).
    [[nodiscard]] bool rereadable() const noexcept { return m_file != nullptr; }
    /// Whether what utf8BeyondAscii() reads is the whole input: a file, or a stream that its
    /// head held whole.
    [[nodiscard]] bool judgedWhole() const noexcept;

    /// Reads the whole input from its start, calling feed for each chunk until it returns
    /// false. A regular file can be read again; a stream only once. Returns the I/O error.
    [[nodiscard]] std::optional<IoError>
    read(const std::function<bool(std::span<const std::uint8_t>)>& feed);

    /// The options for the engine: the codec of a file in a single-octet encoding, and for a
    /// regular file its region map and the evidence of a first pass over it
    /// (completeRepairPlan, repairplan.h).
    [[nodiscard]] Result<MojibakeOptions> engineOptions();
    /// Whether the input is UTF-8 holding characters outside ASCII, as a whole for a file and by
    /// its head for a stream (whose last character the head may cut): text that a conversion
    /// from a legacy codec would encode twice. Reads a file once more; a stream not at all.
    [[nodiscard]] Result<bool> utf8BeyondAscii();
    /// Findings of that first pass (0 for a stream, which has none), but for those it read as
    /// legacy octets by chance.
    [[nodiscard]] std::uint64_t surveyFindings() const noexcept { return m_plan.surveyFindings; }
    /// Findings of legacy octets that first pass read by chance (MojibakeOptions::legacyByChance),
    /// which the engine then leaves out.
    [[nodiscard]] std::uint64_t chanceLegacy() const noexcept { return m_plan.chanceLegacy; }
    /// Runs of malformed octets that first pass left for want of evidence
    /// (MojibakeStats::unprovenLegacy), where the engine then reads none by chance and so no
    /// longer sees them: they count with those the engine leaves unproven.
    [[nodiscard]] std::uint64_t surveyUnproven() const noexcept { return m_plan.surveyUnproven; }

private:
    std::string m_path;
    std::unique_ptr<FileSource> m_file;
    std::unique_ptr<InputStream> m_stream;
    std::vector<std::uint8_t> m_head; // a stream's first octets, read to guess its encoding
    RepairPlan m_plan;
    bool m_streamRead = false;
};

/// What the mojibake and fix commands say of `runs` runs of malformed octets left out as legacy
/// octets read by chance (TextInput::chanceLegacy).
[[nodiscard]] std::string chanceLegacyNote(std::uint64_t runs);

/// What they say of `runs` runs of malformed octets that a legacy codec would read as text but
/// nothing proves it (MojibakeStats::unprovenLegacy): stray octets, left as they are.
[[nodiscard]] std::string unprovenLegacyNote(std::uint64_t runs);

} // namespace u8scope::cli
