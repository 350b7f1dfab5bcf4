// Names of the kinds of mojibake evidence: see mojibakeevidence.h.
#include "u8scope/mojibake/mojibakeevidence.h"

#include <array>

namespace u8scope {

namespace {

// Indexed by MojibakeEvidenceKind.
constexpr std::array<std::string_view, kMojibakeEvidenceKindCount> kNames{
    "word", "rounds", "line", "file", "known-codec", "script", "signature", "form", "ambiguous",
};

} // namespace

std::string_view toString(MojibakeEvidenceKind kind) noexcept {
    return kNames[static_cast<std::size_t>(kind)];
}

std::optional<MojibakeEvidenceKind> parseMojibakeEvidenceKind(std::string_view name) noexcept {
    for (std::size_t i = 0; i < kNames.size(); ++i) {
        if (kNames[i] == name)
            return static_cast<MojibakeEvidenceKind>(i);
    }
    return std::nullopt;
}

} // namespace u8scope
