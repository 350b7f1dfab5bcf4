// Why the mojibake engine believes a finding: the facts that gave it its confidence
// (MojibakeFinding::evidence, mojibake.h). A repair is made only where the text proves it: the
// word itself (Word, Rounds), or, for a reading that alone proves nothing (one letter of another
// script made of signs, "×”" for a Hebrew letter; legacy octets with no letter around them), the
// same codec's damage in the line or elsewhere in the input. mojibaketext.h and the window put
// them in words.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace u8scope {

/// A kind of fact that gives a finding its confidence (MojibakeEvidence).
enum class MojibakeEvidenceKind : std::uint8_t {
    /// The word reads as text only repaired, and the repair proves itself: a letter joins
    /// letters of its own script ("caf" and "é"), a character comes from a letter and the signs
    /// the codec makes of its continuing octets ("Ã" and "©"), or several come back at once.
    /// `count`: the characters repaired.
    Word,
    /// Undone through `count` rounds: each round a coincidence correct text seldom makes.
    Rounds,
    /// The same codec explains `count` other damaged words of the line.
    Line,
    /// The same codec explained damaged places elsewhere in the input (a first pass, or what
    /// came before). No count: it would differ between the passes that find the same.
    File,
    /// The input is in this codec, by a detection over its whole that both detectors agree on
    /// with confidence (MojibakeOptions::legacyCodec, EncodingGuess::sure).
    KnownCodec,
    /// Letters of the repair's script stand around it in the line (needed where the repair
    /// makes a single letter of another script than the signs it came from).
    Script,
    /// A byte order mark heading the input, read as a codec.
    Signature,
    /// The octets are a form of UTF-8 itself, not text of another encoding (an encoded
    /// surrogate pair, Java's NUL).
    Form,
    /// `count` other codecs would repair the same octets into other text: the confidence is
    /// lowered.
    Ambiguous,
};

inline constexpr int kMojibakeEvidenceKindCount = 9;

/// One fact behind a finding: its kind, and how many of what it counts.
struct MojibakeEvidence {
    MojibakeEvidenceKind kind = MojibakeEvidenceKind::Word;
    std::uint64_t count = 0;
    friend bool operator==(const MojibakeEvidence&, const MojibakeEvidence&) = default;
};

/// "word", "rounds", "line", "file", "known-codec", "script", "signature", "form", "ambiguous":
/// the names used by the command line and in JSON.
[[nodiscard]] std::string_view toString(MojibakeEvidenceKind kind) noexcept;
[[nodiscard]] std::optional<MojibakeEvidenceKind>
parseMojibakeEvidenceKind(std::string_view name) noexcept;

} // namespace u8scope
