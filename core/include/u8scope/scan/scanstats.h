// What a whole-input scan counts: octets by class (ISO/IEC 10646-1 Annex R Table 1), characters,
// malformed units by kind, and whether the input starts with the signature EF BB BF (Annex F).
#pragma once

#include "u8scope/codec/errorkind.h"
#include "u8scope/codec/octetclass.h"

#include <array>
#include <cstdint>

namespace u8scope {

struct ScanStats {
    std::uint64_t octets = 0;
    std::array<std::uint64_t, kOctetClassCount> octetClasses{}; ///< indexed by OctetClass
    std::uint64_t characters = 0;                               ///< well-formed units
    std::uint64_t errors = 0; ///< malformed units: the U+FFFD a conforming decoder emits
    std::array<std::uint64_t, kErrorKindCount> errorsByKind{}; ///< indexed by ErrorKind
    bool signature = false; ///< starts with EF BB BF, the UTF-8 signature (byte order mark)
    /// The input ends inside a character: its last unit is a first octet and continuing octets
    /// that the end cut short ("E2 82"), as a file cut at an octet boundary leaves. (A lone
    /// first octet at the end may as well be a letter of a legacy encoding.)
    bool endsInsideCharacter = false;

    [[nodiscard]] std::uint64_t count(OctetClass c) const noexcept {
        return octetClasses[static_cast<int>(c)];
    }
    [[nodiscard]] std::uint64_t count(ErrorKind k) const noexcept {
        return errorsByKind[static_cast<int>(k)];
    }
    [[nodiscard]] bool valid() const noexcept { return errors == 0; }

    /// Adds the counts of the input that follows (signature is kept from the first part, and
    /// endsInsideCharacter taken from the last).
    ScanStats& operator+=(const ScanStats& later) noexcept {
        if (later.octets > 0)
            endsInsideCharacter = later.endsInsideCharacter;
        octets += later.octets;
        for (int i = 0; i < kOctetClassCount; ++i)
            octetClasses[i] += later.octetClasses[i];
        characters += later.characters;
        errors += later.errors;
        for (int i = 0; i < kErrorKindCount; ++i)
            errorsByKind[i] += later.errorsByKind[i];
        return *this;
    }
    friend bool operator==(const ScanStats&, const ScanStats&) = default;
};

} // namespace u8scope
