// Finding and repairing mojibake: UTF-8 read as a single-octet codec (legacycodec.h) and encoded
// again, once or more ("café" as "cafÃ©", "Привет" as "РџСЂРёРІРµС‚"); with a no-break space or an
// octet lost on the way; CESU-8 and Java's modified UTF-8; octets of a legacy codec inside UTF-8;
// C1 controls standing for windows-1252 punctuation. mojibakekind.h lists the kinds.
//
// The test is the reverse of the damage: the characters of a word are turned back into the
// octets the codec gave them, and where those make well-formed UTF-8 (RFC 3629 §4) the sequence
// is taken back. Correct text often passes that test too, so a word is repaired only when the
// repaired word is clearly more plausible than the word as found (plain letters of one script
// instead of capitals glued to symbols, controls, or letters of two scripts in one word); only
// the damaged characters change. A repair must also prove itself (mojibakeevidence.h): one
// that makes a single letter of another script, a rare letter or an unusual sign out of one or
// two characters ("×”" for a Hebrew letter, "√π" for "ù" through Mac OS Roman) is made only where
// the line or the rest of the input shows the same codec's damage, and letters of that script
// stand in the line. When several codecs explain a word, the one that explains most of the
// input wins ties (MojibakeOptions::codecVotes, MojibakeStats::votes). A line with
// controls text does not hold, one in a hundred octets and two at least, is binary data
// (binarydata.h): nothing is found in it, since among such octets letters of a legacy codec or
// a re-encoded pair turn up by chance, and a repair would change data. Once such lines holding
// malformed UTF-8 add up to a kilobyte, one after the other, the rest of the input is read as
// binary data (MojibakeStats::binaryFrom). Malformed octets that a first pass read as legacy
// octets of so many codecs that none reads 40 % of them are damage, not text in another
// encoding: a second pass reads none of them so (MojibakeStats::legacyReadByChance).
//
// The engine streams: it takes an input in chunks of any size, examines it a line at a time
// (long lines are cut at a space every 32 KiB, or without one at ASCII punctuation), skips
// lines of pure ASCII without decoding them, and keeps at most one line in memory. Offsets are
// 64-bit.
#pragma once

#include "u8scope/codec/profile.h"
#include "u8scope/encoding/encodingguess.h"
#include "u8scope/encoding/legacycodec.h"
#include "u8scope/file/result.h"
#include "u8scope/file/source.h"
#include "u8scope/mojibake/mojibakeevidence.h"
#include "u8scope/mojibake/mojibakehints.h"
#include "u8scope/mojibake/mojibakekind.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace u8scope {

class RegionMap;

/// One damaged place, as facts: what the octets are, what they were meant to be and how they got
/// this way. mojibaketext.h puts it in words for the command line, ui/words/words.h for the window.
struct MojibakeFinding {
    MojibakeKind kind = MojibakeKind::Reencoded;
    std::uint64_t offset = 0; ///< the first octet of the damaged span in the input
    std::uint64_t length = 0; ///< octets in the span
    /// The span as found, octet for octet: "Ã©" (C3 83 C2 A9). UTF-8, but for the octets of the
    /// kinds SurrogatePair, ModifiedNul and LegacyOctets.
    std::string text;
    /// What the span was meant to be, in UTF-8: "é". One U+FFFD per character that could not be
    /// recovered (LostOctet).
    std::string repaired;
    /// The codec the text went through (Reencoded, LostNoBreakSpace, LostOctet; the last of a
    /// chain through two), the codec of the octets (LegacyOctets) or whose character a C1
    /// control stands for (C1Control).
    Codec codec;
    /// The double-octet East Asian encoding the text was stored in ("GBK", "Big5", "Shift_JIS",
    /// "EUC-JP", "EUC-KR"): EastAsianAsWestern; or the one UTF-8 was read as ("GBK", "GB18030",
    /// "Big5", "Shift_JIS", "EUC-JP", "EUC-KR", "windows-949"): ReadAsEastAsian and
    /// ReplacementsAsEastAsian; else empty.
    std::string eastAsian;
    /// windows-1252 and ISO 8859-1 were mixed: C1 controls stood where windows-1252 has
    /// characters ("â\u0080\u0099" for "’").
    bool latin1Mix = false;
    /// LostNoBreakSpace: the no-break space became a space and merged with the space after it,
    /// as where runs of spaces are made one ("Ã la" for "à la", where "à" is C3 A0): the span
    /// ends in that space, which the repair keeps to part the words ("à "), and so does each
    /// stage.
    bool spacesMerged = false;
    /// The text was in CESU-8 when the chain began: a character beyond U+FFFF as its two
    /// surrogates, a 3-octet sequence each (ED A0 BD ED B8 80 for U+1F600), which the first
    /// codec read ("í ½í¸€" in windows-1252).
    bool cesu8 = false;
    /// Times the text was read as a codec and encoded again (0 for kinds without rounds).
    int rounds = 0;
    /// The codec of each round, in the order the damage was done: chain[k] read stages[k] and
    /// wrote stages[k + 1]. `rounds` entries, each `codec` but in a chain through two codecs
    /// ("£" read as windows-1252 and the result as windows-1251, "Г‚ВЈ"; `codec` is then the
    /// last, windows-1251, whose damage the text shows). Empty for kinds without rounds.
    std::vector<Codec> chain;
    /// The text from the original to what the chain produced, one entry per stage, in UTF-8:
    /// {"é", "Ã©"}; rounds + 1 entries (front() is `repaired`). The last stage differs from
    /// `text` only where a no-break space became a space or an octet was lost: it holds the
    /// no-break space, and "?" where an octet was lost. Empty for kinds without rounds.
    std::vector<std::string> stages;
    /// How sure the engine is, 0..1, from its `evidence`: 0.75 and above for a finding that
    /// proves itself (Word, Rounds, Signature, Form), more the clearer the repair reads; 0.5 to
    /// 0.75 for one that needs the line, the input or its known codec to show the same damage;
    /// lowered by a third where another codec would repair it differently (Ambiguous).
    double confidence = 0;
    /// The facts that gave the confidence, the strongest first.
    std::vector<MojibakeEvidence> evidence;
    /// Other codecs that explain the same octets with the same repair, most likely first.
    std::vector<Codec> alternatives;
    /// Characters that could not be recovered (each one U+FFFD in `repaired`).
    int lost = 0;
    /// ASCII letters and digits right before and after the span, which the damage leaves
    /// alone: "caf" and "" for "cafÃ©", to show the span in its word.
    std::string before;
    std::string after;
};

/// The encoding a finding takes the text to have gone through, by name: the single-octet codec
/// (MojibakeFinding::codec) of the kinds that have one (hasCodec), the East Asian decoder
/// (MojibakeFinding::eastAsian) of text read as one (ReadAsEastAsian, ReplacementsAsEastAsian);
/// empty for the forms of UTF-8 itself (SurrogatePair, ModifiedNul).
[[nodiscard]] std::string_view assumedEncoding(const MojibakeFinding& finding) noexcept;

/// Receives findings in input order.
class MojibakeSink {
public:
    virtual ~MojibakeSink() = default;
    virtual void onFinding(const MojibakeFinding& finding) = 0;
};

/// Octets of lines taken for binary data that hold malformed UTF-8 (random octets do: their
/// lines average 256 octets), one after the other, that make an input read as text hold binary
/// data from there on (MojibakeStats::binaryFrom)...
inline constexpr std::uint64_t kBinaryDataInText = 1024;
/// ... "one after the other": with at most this many octets of other lines between two of them
/// (the few short lines among random octets that hold no control). Stray lines of it in a log,
/// kilobytes of text apart, never add up.
inline constexpr std::uint64_t kBinaryDataGap = 512;

/// Legacy octets read by chance (MojibakeStats::legacyReadByChance): at least this many findings
/// of kind LegacyOctets...
inline constexpr std::uint64_t kChanceLegacyFindings = 8;
/// ... of whose octets no codec reads this share, in percent, as the findings read them.
inline constexpr std::uint64_t kChanceLegacyShare = 40;

struct MojibakeOptions {
    /// Evidence from the whole input (a first pass, MojibakeStats::votes): breaks ties between
    /// codecs that explain a word equally well. Without it, what was seen so far counts.
    std::array<std::uint64_t, kCodecCount> codecVotes{};
    /// The codec of the octets that are not UTF-8, when the input is known to be in one
    /// (a whole-file detection that is sure, EncodingGuess::sure): legacy octets are read with
    /// it where it reads them about as plausibly as the best codec, not where it makes a word
    /// implausible that another reads well (a Cyrillic word in a file mostly in windows-1252);
    /// and its readings need no other evidence (MojibakeEvidenceKind::KnownCodec).
    std::optional<Codec> legacyCodec;
    /// The input is binary data by its first octets (isBinaryData, filesummary.h): only its lines
    /// of text are read (readsAsTextAmongBinary), and legacy octets only where they make words.
    bool binaryData = false;
    /// The input holds binary data from this offset on (MojibakeStats::binaryFrom of a pass over
    /// it): lines there are read as in binary data, as that pass read them. For readings of a
    /// part of the input (mojibakeIn, mojibakeAt) that start past it.
    std::optional<std::uint64_t> binaryFrom;
    /// Malformed octets are not read as letters of a legacy codec (no finding of kind
    /// LegacyOctets): a pass over the whole input read them so by chance
    /// (MojibakeStats::legacyReadByChance). Not with `legacyCodec`.
    bool legacyByChance = false;
    /// Evidence from the whole input (a first pass, MojibakeStats::legacyVotes): legacy octets
    /// read beside letters of their script, per codec. Legacy octets with no such letter are
    /// read where the input shows their codec (MojibakeEvidenceKind::File).
    std::array<std::uint64_t, kCodecCount> legacyVotes{};
    /// The region map of the input (regionmap.h), when it was mapped first (not with
    /// `binaryData`): a line that meets a region of binary data (Binary, Mixed) is data, none of
    /// it read, so that a repair copies it as it is; a NUL hole cuts the line it lies in into two
    /// lines of text; the others are text, and no binaryFrom is decided from the lines: the map
    /// tells where binary data lies. `binaryFrom` still holds where it is given (binary data to
    /// the end, after text: MojibakeStats::binaryFrom from the first line that reaches it).
    std::shared_ptr<const RegionMap> regions;
    /// Where the input starts in `regions`: a part of the input read alone (mojibakeIn).
    std::uint64_t regionsOffset = 0;
};

/// How a pass decided the ties between codecs on the evidence (MojibakeOptions::codecVotes and
/// the votes of what it had found so far): enough to tell afterwards whether a pass with more
/// evidence would have taken another codec anywhere. The window runs a second pass with the
/// evidence of the whole input only when it would (holdWith).
class MojibakeTies {
public:
    MojibakeTies() noexcept;
    /// Whether codec `a` is taken over `b` on the evidence `votesA` against `votesB`; `aOnEven`:
    /// whether it would be on even evidence. Notes the comparison.
    bool prefer(Codec a, Codec b, std::uint64_t votesA, std::uint64_t votesB,
                bool aOnEven) noexcept;
    /// Whether the same input, read with `more` added to each codec's evidence, would see
    /// every comparison noted here come out the same way. Then it takes the same codecs
    /// everywhere, and finds exactly what this pass found: by induction, every earlier decision
    /// being the same, so are the votes of what was found before each comparison.
    [[nodiscard]] bool
    holdWith(const std::array<std::uint64_t, kCodecCount>& more,
             const std::array<std::uint64_t, kCodecCount>& moreLegacy = {}) const noexcept;
    /// Whether `codec` has evidence elsewhere in the input (`votes` > 0) for a reading that needs
    /// it (MojibakeEvidenceKind::File); notes the question. `legacy`: for legacy octets
    /// (MojibakeOptions::legacyVotes).
    bool evidenced(Codec codec, std::uint64_t votes, bool legacy = false) noexcept;
    /// Notes what `later` noted, as if the comparisons and questions of a pass over what
    /// follows had been made here.
    void add(const MojibakeTies& later) noexcept;
    /// Whether two passes noted the same comparisons and questions.
    friend bool operator==(const MojibakeTies&, const MojibakeTies&) noexcept = default;

private:
    // For codecs a, b (a * kCodecCount + b), over the comparisons of a against b: a was taken
    // when votesA - votesB + (aOnEven ? 1 : 0) > 0. The least such margin among those where a
    // was taken, the greatest among those where it was not.
    std::array<std::int64_t, kCodecCount * kCodecCount> m_leastTaken;
    std::array<std::int64_t, kCodecCount * kCodecCount> m_mostLeft;
    // The codecs asked for evidence that had none (evidenced), a bit each.
    std::uint64_t m_lacking = 0;
    std::uint64_t m_lackingLegacy = 0;
    static_assert(kCodecCount <= 64);
};

struct MojibakeStats {
    std::uint64_t octets = 0;   ///< octets examined
    std::uint64_t findings = 0; ///< findings reported
    std::array<std::uint64_t, kMojibakeKindCount> byKind{};
    /// Findings per codec they assumed (of the kinds that have one: hasCodec).
    std::array<std::uint64_t, kCodecCount> byCodec{};
    /// Findings that one codec explained better than every other (the evidence for ties).
    std::array<std::uint64_t, kCodecCount> votes{};
    /// Octets of malformed UTF-8 that no finding explained, in the lines read as text.
    std::uint64_t unexplainedMalformed = 0;
    /// Of those, the words that a legacy codec would read as text but nothing proves it: no
    /// letter of the word beside them, no line or input showing that codec, no known codec of
    /// the input. Stray octets in clean text ("80 BF 80" would be "ЂїЂ" in windows-1251): left
    /// as they are.
    std::uint64_t unprovenLegacy = 0;
    /// Findings of kind LegacyOctets read beside letters of their script, per codec (the
    /// evidence MojibakeOptions::legacyVotes).
    std::array<std::uint64_t, kCodecCount> legacyVotes{};
    /// Octets of malformed UTF-8 in all, in the lines read as text.
    std::uint64_t malformed = 0;
    /// Octets in lines that held a suspect but were taken for binary data (binarydata.h: they
    /// hold controls text does not), and so were not read as text.
    std::uint64_t binary = 0;
    /// Of `binary`, the octets of the last run of lines that held malformed UTF-8 too (lines at
    /// most kBinaryDataGap apart), in an input read as text; and where that run ends.
    std::uint64_t binaryMalformed = 0;
    std::uint64_t binaryMalformedEnd = 0;
    /// Where an input that is not binary data by its first octets (MojibakeOptions::binaryData)
    /// turned out to hold some (a text head before a payload, as in a self-extracting archive):
    /// the line with which a run of `binaryMalformed` reached kBinaryDataInText. Every line after
    /// it is read as in binary data. A repair of the text before it would move the data after it,
    /// so the input is no text to repair as a whole.
    std::optional<std::uint64_t> binaryFrom;
    /// How the ties between codecs were decided on the evidence.
    MojibakeTies ties;
    /// Octets of the findings of kind LegacyOctets and of the readings left for want of evidence
    /// (unprovenLegacy); and of them, those each codec reads as they were read (a reading's codec
    /// and its alternatives).
    std::uint64_t legacyOctets = 0;
    std::array<std::uint64_t, kCodecCount> legacyOctetsRead{};

    /// The codec with the most votes, if any has one.
    [[nodiscard]] std::optional<Codec> leadingCodec() const noexcept;
    /// Whether the findings of kind LegacyOctets are chance readings of malformed octets, not
    /// text of another encoding: kChanceLegacyFindings of them at least, and no codec reads
    /// kChanceLegacyShare percent of their octets as they were read. Text put into UTF-8 in a
    /// legacy encoding comes in one or two (a codec then reads half of it or more); the malformed
    /// octets of damage (a decoder's stress test, random octets in text) read as letters of
    /// whichever codec fits each run best, scattered over many.
    [[nodiscard]] bool legacyReadByChance() const noexcept;
};

/// The options for an input whose head guessEncoding() read as `encoding` (nothing for UTF-8),
/// and that is binary data by its first octets or not (isBinaryData): its legacy codec where the
/// guess is sure (EncodingGuess::sure), so that a few stray octets in ASCII, which the detectors
/// take for windows-1252, are not read as it.
[[nodiscard]] MojibakeOptions optionsForHead(const std::optional<EncodingGuess>& encoding,
                                             bool binaryData);

/// The options of a pass over an input that a first pass with `options` has read whole
/// (`stats`): its evidence for the ties (codecVotes), where binary data began (binaryFrom), and
/// whether its legacy octets were read by chance (legacyByChance, not where the input is known
/// to be in a legacy codec).
[[nodiscard]] MojibakeOptions withEvidence(MojibakeOptions options, const MojibakeStats& stats);
/// Of the findings of that first pass (`stats`), those a pass with `next` (withEvidence) leaves
/// out as legacy octets read by chance.
[[nodiscard]] std::uint64_t chanceLegacyOf(const MojibakeStats& stats,
                                           const MojibakeOptions& next) noexcept;

/// The streaming engine.
class MojibakeScanner {
public:
    explicit MojibakeScanner(MojibakeOptions options = {});
    ~MojibakeScanner();
    MojibakeScanner(MojibakeScanner&&) noexcept;
    MojibakeScanner& operator=(MojibakeScanner&&) noexcept;

    /// Examines the next chunk; findings in lines that are complete go to `sink`.
    void feed(std::span<const std::uint8_t> chunk, MojibakeSink* sink);
    /// Ends the input: examines what is left. A later feed() starts a new input at offset 0.
    void finish(MojibakeSink* sink);
    /// Octets before this offset are settled: no finding will start before it any more.
    [[nodiscard]] std::uint64_t settled() const noexcept;
    [[nodiscard]] const MojibakeStats& stats() const noexcept;

    /// A whole source as one input, reading only the lines around `hints` (what its UTF-8 scan
    /// noted, ScanOptions::mojibakeHints; all of it when they are not complete()), then
    /// finish(): the same findings and statistics as feeding it all, at no cost on clean text.
    /// `keepGoing(octets done)` may return false to stop early (nothing is finished then).
    /// Returns the I/O error, if any.
    [[nodiscard]] std::optional<IoError>
    feedSource(const ByteSource& source, const MojibakeHints& hints, MojibakeSink* sink,
               const std::function<bool(std::uint64_t)>& keepGoing = {});

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

/// The confidence below which a repair leaves a finding as it is unless told otherwise (`fix
/// --min-confidence`, the window's Save Repaired Copy): every finding the engine reports
/// reaches it, for each is proven by its word, its line or its input; a repair asked for more
/// (0.5: corroborated findings only where one codec alone explains them; 0.75: findings that
/// prove themselves) leaves the rest as they are.
inline constexpr double kDefaultMinConfidence = 0.3;

/// Which findings a repair applies (repairMojibake, applyRepairs, MojibakeRepairer).
struct RepairPolicy {
    /// Findings of less confidence are left as they are.
    double minConfidence = kDefaultMinConfidence;
    /// C0 80 becomes U+0000, the NUL octet (MojibakeKind::ModifiedNul), only on request: where
    /// the input is known to be Java's modified UTF-8 (`fix --from Modified-UTF-8`, the window's
    /// choice). In a text file it is far more often damage, and a NUL octet makes it binary.
    bool modifiedNul = false;
    /// The offsets of findings a person chose to leave as they are (the window's Save Repaired
    /// Copy preview), sorted.
    std::vector<std::uint64_t> declined;
    /// The offsets of findings a person chose to repair whatever the rules above say, sorted.
    std::vector<std::uint64_t> accepted;
};

/// Why a repair with a policy leaves a finding as it is.
enum class LeftAlone : std::uint8_t {
    No,              ///< it is repaired
    BelowConfidence, ///< its confidence is below RepairPolicy::minConfidence
    ModifiedNul,     ///< C0 80, which becomes NUL only on request (RepairPolicy::modifiedNul)
    Declined,        ///< a person chose to leave it (RepairPolicy::declined)
};
[[nodiscard]] LeftAlone leftAlone(const MojibakeFinding& finding,
                                  const RepairPolicy& policy) noexcept;

/// The findings a repair left as they are, by reason (MojibakeRepairer::left).
struct RepairLeft {
    std::uint64_t belowConfidence = 0;
    std::uint64_t modifiedNul = 0;
    std::uint64_t declined = 0;
    [[nodiscard]] std::uint64_t total() const noexcept {
        return belowConfidence + modifiedNul + declined;
    }
};

/// Findings of a whole text in memory (tests, the window's small sources).
[[nodiscard]] std::vector<MojibakeFinding> findMojibake(std::string_view text,
                                                        const MojibakeOptions& options = {});

/// `text` with every finding `policy` takes repaired; every other octet is copied unchanged.
[[nodiscard]] std::string repairMojibake(std::string_view text, const MojibakeOptions& options = {},
                                         const RepairPolicy& policy = {});

/// `octets` (an input's octets from `offset` on) with each of `findings` (in order, not
/// overlapping, offsets in the input) that lies wholly inside them and that `policy` takes
/// replaced by its repair; a finding they cut is left as it is. `places` gets how many were
/// replaced. For a part of an input whose findings are known (the window's list, a selection).
[[nodiscard]] std::string applyRepairs(std::string_view octets, std::uint64_t offset,
                                       std::span<const MojibakeFinding> findings,
                                       std::uint64_t* places = nullptr,
                                       const RepairPolicy& policy = {});

/// Repairs a stream: feed() input in chunks, and `write` gets the output in order (every octet
/// outside a finding unchanged, the span of each finding `policy` takes replaced by its repair).
/// Memory stays bounded by a line (see above) and a chunk. `findings` gets every finding, taken
/// or not.
class MojibakeRepairer {
public:
    using Writer = std::function<void(std::string_view)>;
    explicit MojibakeRepairer(Writer write, MojibakeOptions options = {},
                              MojibakeSink* findings = nullptr, RepairPolicy policy = {});
    void feed(std::span<const std::uint8_t> chunk);
    void finish();
    [[nodiscard]] const MojibakeStats& stats() const noexcept { return m_scanner.stats(); }
    /// The findings left as they are so far, by reason.
    [[nodiscard]] const RepairLeft& left() const noexcept { return m_left; }
    /// The findings repaired so far.
    [[nodiscard]] std::uint64_t repaired() const noexcept { return m_repaired; }

private:
    class Splicer;
    void flushUpTo(std::uint64_t settled);
    Writer m_write;
    MojibakeSink* m_findings;
    MojibakeScanner m_scanner;
    std::string m_pending; ///< input octets from m_pendingOffset on, not yet written
    std::uint64_t m_pendingOffset = 0;
    std::vector<MojibakeFinding> m_queue; ///< findings not yet applied, in order
    RepairPolicy m_policy;
    RepairLeft m_left;
    std::uint64_t m_repaired = 0;
};

/// The findings that overlap octets [from, to) of `source`, reading the lines around them (at
/// most about 4 KiB before and after), with `options` (the evidence of a pass over the whole
/// source, which the window has, so that ties go as they went there). For the window: what it
/// marks past the findings it keeps. Meant for a screenful, not a file.
[[nodiscard]] Result<std::vector<MojibakeFinding>> mojibakeIn(const ByteSource& source,
                                                              std::uint64_t from, std::uint64_t to,
                                                              const MojibakeOptions& options = {});

/// The finding whose span contains the octet at `offset`, reading the lines around it (at most
/// about 4 KiB on each side), with `options` (the evidence of a pass over the whole source, which
/// the window has, so that ties go as they went there). For the window's inspector.
[[nodiscard]] Result<std::optional<MojibakeFinding>>
mojibakeAt(const ByteSource& source, std::uint64_t offset, Profile profile = kDefaultProfile,
           const MojibakeOptions& options = {});

} // namespace u8scope
