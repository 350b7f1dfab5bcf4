// Detecting double-encoded UTF-8: text whose UTF-8 octets were decoded as windows-1252 (or
// ISO 8859-1) and the resulting characters encoded as UTF-8 again, so that "café" (63 61 66 C3 A9)
// reads "cafÃ©" (63 61 66 C3 83 C2 A9). Mappings from the WHATWG Encoding Standard's
// windows-1252 index, with its five unmapped octets taken as the C1 controls ISO 8859-1 gives.
//
// The test is the reverse of the damage: a run of characters that windows-1252 can each write as
// one octet is turned back into those octets, which must be well-formed UTF-8 (RFC 3629 §4)
// holding only plausible characters. Genuine text rarely passes: an accented capital before a
// closing quote ("É”") is the kind of pair it can mistake.
#pragma once

#include "u8scope/profile.h"
#include "u8scope/result.h"
#include "u8scope/source.h"
#include "u8scope/window.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace u8scope {

/// A span of double-encoded (or triple-encoded, ...) UTF-8 in a source.
struct Mojibake {
    std::uint64_t offset = 0; ///< the first octet of the span
    std::uint64_t length = 0; ///< octets in the span
    std::string text;         ///< the span as it reads now, in UTF-8: "Ã©"
    std::string repaired;     ///< the span with every round undone, in UTF-8: "é"
    /// Times the text was read as windows-1252 and encoded again: 1 for double-encoded UTF-8,
    /// 2 for triple-encoded, ...
    int rounds = 0;
    /// The text from the original to what the source holds, one entry per encoding, in UTF-8:
    /// {"é", "Ã©"} (front() is `repaired`, back() is `text`; rounds + 1 entries).
    std::vector<std::string> stages;
    /// ASCII letters and digits right before and after the span, which the damage leaves alone:
    /// "caf" and "" for "cafÃ©", to show the span in its word.
    std::string before;
    std::string after;
};

/// The octet that windows-1252 decodes to `codePoint`: 00-FF for U+0000..U+00FF (ISO 8859-1,
/// which also covers windows-1252's unmapped 81, 8D, 8F, 90 and 9D) and 80-9F for the 27
/// characters windows-1252 puts there (U+20AC EURO SIGN is 80, U+2019 is 92, ...).
[[nodiscard]] std::optional<std::uint8_t> windows1252Octet(CodePoint codePoint) noexcept;

/// The character windows-1252 decodes `octet` to (ISO 8859-1 but for 80-9F); nullopt for the
/// five octets it leaves unmapped (81, 8D, 8F, 90, 9D).
[[nodiscard]] std::optional<CodePoint> windows1252Character(std::uint8_t octet) noexcept;

/// Undoes one round of double encoding: writes each character as its windows-1252 octet and
/// decodes the octets as UTF-8. Fails unless every character has an octet, the octets are
/// well-formed UTF-8 with at least one multi-octet sequence, and no decoded character is a
/// control, unassigned, a noncharacter or private use.
[[nodiscard]] std::optional<std::vector<CodePoint>>
undoDoubleEncoding(std::span<const CodePoint> characters);

/// The double-encoded span that contains the octet at `at`, among the units of `window`.
/// `inputSize` is the size of the whole input, to tell a span cut by the edge of the window from
/// one that ends with the input. Only characters outside ASCII take part: the damage leaves ASCII
/// as it was, so a span runs between ASCII characters, malformed units or other characters.
[[nodiscard]] std::optional<Mojibake> findMojibake(const Window& window, std::uint64_t at,
                                                   std::uint64_t inputSize);

/// Reads the characters around `offset` and finds the double-encoded span containing it, if any.
/// Spans longer than about 2 KiB are cut to what was read around the offset.
[[nodiscard]] Result<std::optional<Mojibake>>
mojibakeAt(const ByteSource& source, std::uint64_t offset, Profile profile = kDefaultProfile);

} // namespace u8scope
