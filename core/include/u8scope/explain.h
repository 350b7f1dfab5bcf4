// Plain-language explanations of malformed units: the rule of RFC 3629 §4 (or ISO/IEC 10646-1
// Annex R) that was broken, what the octets would have meant, and what a conforming decoder does
// (Unicode Standard §3.9: one U+FFFD per maximal subpart).
#pragma once

#include "u8scope/errorcontext.h"
#include "u8scope/unit.h"

#include <cstdint>
#include <optional>
#include <string>

namespace u8scope {

struct Explanation {
    ErrorKind kind = ErrorKind::InvalidOctet;
    /// One sentence naming the octets and what is wrong, e.g.
    /// "C0 80 at offset 12 is an overlong 2-octet form of U+0000."
    std::string summary;
    /// The rule that was broken: the ABNF rule, the range expected and the octet found.
    std::string rule;
    /// What the octets would have meant, where that can be known; empty otherwise.
    std::string meaning;
    /// What a conforming decoder does: one U+FFFD per maximal subpart, and where it resumes.
    std::string decoderAction;

    /// The ill-formed sequence this unit belongs to, which may span several units (e.g. the
    /// three units of ED A0 80): where it starts, its length, and how many U+FFFD it becomes.
    std::uint64_t sequenceOffset = 0;
    std::uint8_t sequenceLength = 0;
    std::uint8_t replacements = 0;
    /// The value the sequence would have encoded, when all its octets are present.
    std::optional<std::uint64_t> intendedValue;

    /// summary, rule, meaning and decoderAction as one paragraph.
    [[nodiscard]] std::string text() const;
};

/// Explains the malformed `unit` from the octets around it. Returns nullopt for a valid unit.
[[nodiscard]] std::optional<Explanation> explain(const Unit& unit, const ErrorContext& context,
                                                 Profile profile);

} // namespace u8scope
