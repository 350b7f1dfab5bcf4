// Malformed units explained as facts: which rule of RFC 3629 §4 (or ISO/IEC 10646-1 Annex R) the
// octets break, where (the octet and its first offending bit) and what was expected there, what
// the octets would have meant, what a conforming decoder emits (Unicode Standard §3.9, WHATWG
// Encoding Standard: one U+FFFD per maximal subpart), and the likely story behind them.
//
// No words here: explaintext.h turns the facts into English for the command line and JSON; the
// window has its own renderer, through tr(), so that it can be translated.
#pragma once

#include "u8scope/codec/encoder.h"
#include "u8scope/codec/errorcontext.h"
#include "u8scope/codec/rulebreak.h"
#include "u8scope/codec/unit.h"
#include "u8scope/encoding/legacycodec.h"
#include "u8scope/regions/regionkind.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace u8scope {

/// The story that most likely explains a malformed unit, and so what the user can do about it.
enum class Likely : std::uint8_t {
    /// A lone octet of text in a legacy 8-bit encoding (`legacy` says which character it is).
    LegacyEncoding,
    /// FF FE or FE FF at the start: UTF-16 with a byte order mark.
    Utf16,
    /// C0 80: U+0000 as Java's "modified UTF-8" writes it.
    ModifiedUtf8Nul,
    /// An encoded UTF-16 surrogate: CESU-8, Java's modified UTF-8, or a careless conversion
    /// (`pair` is set when both halves are there).
    EncodedSurrogate,
    /// A character written in more octets than it needs: overlong forms slip characters past
    /// filters, so the input deserves suspicion.
    Overlong,
    /// A sequence cut short by the octet after it: text split or spliced at an octet boundary.
    CutShort,
    /// The input ends inside a sequence: a truncated file or stream.
    EndsEarly,
    /// The input starts inside a sequence: cut out of a larger text.
    StartsInside,
    /// A continuing octet of an ill-formed sequence that begins earlier: see that one.
    PartOfEarlier,
    /// A continuing octet after a complete character: an octet inserted, or one lost.
    ExtraOctet,
    /// A 5- or 6-octet form, or a value above U+10FFFF: the original UTF-8 of 1993, which the
    /// iso10646-1993 profile reads.
    OriginalUtf8,
    /// No story fits text: the data may be binary or damaged.
    NotText,
    /// The unit lies in binary data, where every octet value turns up: a region of binary data
    /// in the file's region map (`data` says which), or a file that is binary data as a whole by
    /// its head (FileKind::Binary) when no map is at hand. No story of text applies
    /// (readAsBinaryData).
    BinaryData,
};

/// "legacy-encoding", "utf-16", ...: the names used in JSON.
[[nodiscard]] std::string_view toString(Likely likely) noexcept;

/// How a legacy 8-bit encoding reads an octet that is not UTF-8.
struct LegacyReading {
    Codec codec; ///< the codec that reads the octet as `character`, e.g. windows-1252
    std::uint8_t octet = 0;
    CodePoint character = 0;
    friend bool operator==(const LegacyReading&, const LegacyReading&) = default;
};

/// A range of values, both ends included.
struct ValueRange {
    std::uint64_t first = 0;
    std::uint64_t last = 0;
    friend bool operator==(const ValueRange&, const ValueRange&) = default;
};

/// What comes right before a continuing octet that has no first octet.
enum class Before : std::uint8_t {
    Unknown,             ///< not seen, or nothing of the kinds below
    InputStart,          ///< the octet is the first of the input
    Ascii,               ///< a 1-octet character, `beforeOctet`
    CompleteSequence,    ///< a sequence whose first octet announces no more octets (`previous`)
    AnotherContinuation, ///< another continuing octet without a first octet
};

/// A sequence near the unit, with its octets and the value they make.
struct NearbySequence {
    std::uint64_t offset = 0;
    std::array<std::uint8_t, kMaxSequenceLength> octets{};
    std::uint8_t length = 0;
    std::uint64_t value = 0;
    friend bool operator==(const NearbySequence&, const NearbySequence&) = default;
};

/// A stretch of binary data in a file's region map (regionmap.h): where a malformed unit is part
/// of the data.
struct DataRegion {
    RegionKind kind = RegionKind::Binary; ///< Binary or Mixed: a kind isBinaryRegion holds
    std::uint64_t offset = 0;
    std::uint64_t length = 0;
    friend bool operator==(const DataRegion&, const DataRegion&) = default;
};

/// The two halves of a UTF-16 surrogate pair, each encoded as a 3-octet sequence (CESU-8).
struct SurrogatePair {
    /// This unit begins the low (second) half; the high half is at `otherOffset`.
    bool secondHalf = false;
    std::uint64_t otherOffset = 0;
    /// For the first half, when the second follows: the low surrogate, its octets, the
    /// character the pair stands for and that character's UTF-8.
    std::optional<NearbySequence> low;
    std::uint64_t character = 0;
    Encoded utf8;
    friend bool operator==(const SurrogatePair&, const SurrogatePair&) = default;
};

struct Explanation {
    ErrorKind kind = ErrorKind::InvalidOctet;
    Profile profile = kDefaultProfile;
    Likely likely = Likely::NotText;

    /// The unit: where it starts and how many octets it has. A conforming decoder replaces it
    /// with one U+FFFD and resumes at resumeAt().
    std::uint64_t offset = 0;
    std::uint8_t length = 0;

    /// The ill-formed sequence this unit belongs to, which may span several units (e.g. the
    /// three units of ED A0 80): where it starts, its length, and how many U+FFFD it becomes.
    std::uint64_t sequenceOffset = 0;
    std::uint8_t sequenceLength = 0;
    std::uint8_t replacements = 0;
    /// The sequence's octets (sequenceLength of them).
    std::array<std::uint8_t, kMaxSequenceLength> sequenceOctets{};
    /// The length the sequence's first octet announces by its marker (Annex R Table 1), whatever
    /// the profile allows; 0 for 80-BF, FE and FF.
    int announcedLength = 0;

    /// Where the sequence breaks the rules (index counted from sequenceOffset), the octets
    /// expected there and the first offending bit.
    RuleBreak ruleBreak;
    /// When the break is missing (the octets seen end inside the sequence): whether the input
    /// ends there too, rather than only the octets available. False otherwise.
    bool inputEnds = false;
    /// The alternative of RFC 3629 §4's ABNF that the sequence breaks, e.g. "UTF8-3 = %xE0
    /// %xA0-BF UTF8-tail / ..."; empty when none applies (a stray continuing octet, and under
    /// the legacy profile, which Annex R states without ABNF).
    std::string abnf;

    /// The value the sequence would have encoded, when all its octets are present.
    std::optional<std::uint64_t> intendedValue;
    /// For an overlong form (or a 5- or 6-octet form) with all its octets: the shortest form of
    /// its value, under the legacy profile.
    std::optional<Encoded> shortestForm;
    /// The values that the octets present could begin, whatever the rules: F5 reaches
    /// 140000..17FFFF.
    std::optional<ValueRange> reach;
    /// For a truncated sequence: the values its complete form could have had under the profile.
    std::optional<ValueRange> possibleValues;

    /// For a continuing octet without a first octet: what comes right before it.
    Before before = Before::Unknown;
    std::uint8_t beforeOctet = 0;
    std::optional<NearbySequence> previous;
    /// For a continuing octet of an ill-formed sequence that begins earlier: the kind of that
    /// sequence's first unit.
    std::optional<ErrorKind> sequenceKind;

    /// For an encoded surrogate: the pair it is half of.
    std::optional<SurrogatePair> pair;
    /// FF FE (true) or FE FF (false) at the very start: a UTF-16 byte order mark.
    std::optional<bool> utf16LittleEndian;
    /// How a legacy encoding reads the octet, for a lone octet of text that is not UTF-8.
    std::optional<LegacyReading> legacy;
    /// For Likely::BinaryData: the region of binary data the unit lies in, from the file's region
    /// map (unset when the whole file was read as binary data by its head).
    std::optional<DataRegion> data;

    /// The octets of the unit itself.
    [[nodiscard]] std::span<const std::uint8_t> unitOctets() const noexcept {
        return std::span(sequenceOctets)
            .subspan(static_cast<std::size_t>(offset - sequenceOffset), length);
    }
    [[nodiscard]] std::span<const std::uint8_t> sequence() const noexcept {
        return std::span(sequenceOctets).first(sequenceLength);
    }
    /// Where a conforming decoder resumes.
    [[nodiscard]] std::uint64_t resumeAt() const noexcept { return offset + length; }
    /// Every announced octet of the sequence is present.
    [[nodiscard]] bool complete() const noexcept {
        return announcedLength > 0 && sequenceLength == announcedLength;
    }

    friend bool operator==(const Explanation&, const Explanation&) = default;
};

/// The facts of the malformed `unit`, from the octets around it. nullopt for a valid unit, or
/// when the context does not hold the unit.
[[nodiscard]] std::optional<Explanation> explain(const Unit& unit, const ErrorContext& context,
                                                 Profile profile);

/// `e` as the explanation of a unit of binary data: of the region `data` of the file's region map
/// (RegionMap::readAsData gives it for any unit), or, without, of a file that is binary data by
/// its head (FileKind::Binary). Its story becomes BinaryData, and it names no legacy reading.
/// PartOfEarlier stays: it points to the unit that begins the sequence, whose explanation says
/// so.
void readAsBinaryData(Explanation& e, std::optional<DataRegion> data = std::nullopt) noexcept;

} // namespace u8scope
