// Names of the mojibake kinds: see mojibakekind.h.
#include "u8scope/mojibake/mojibakekind.h"

#include <array>

namespace u8scope {

namespace {

struct KindNames {
    std::string_view name;
    std::string_view title;
};

// Indexed by MojibakeKind.
constexpr std::array<KindNames, kMojibakeKindCount> kKinds{{
    {"reencoded", "UTF-8 read as another codec and encoded again"},
    {"lost-no-break-space", "Re-encoded, with a no-break space turned into a space"},
    {"lost-octet", "Re-encoded, with an octet lost"},
    {"surrogate-pair", "A surrogate pair encoded as two 3-octet sequences (CESU-8)"},
    {"modified-nul", "U+0000 written C0 80 (Java's modified UTF-8)"},
    {"legacy-octets", "Octets of a legacy codec inside UTF-8"},
    {"c1-control", "A C1 control standing for a windows-1252 character"},
    {"east-asian-as-western", "Text in an East Asian encoding read as a Western codec"},
    {"read-as-east-asian", "UTF-8 read as an East Asian encoding and encoded again"},
    {"replacements-as-east-asian", "Replacement characters read as an East Asian encoding"},
}};

} // namespace

std::string_view toString(MojibakeKind kind) noexcept {
    return kKinds[static_cast<std::size_t>(kind)].name;
}

std::string_view title(MojibakeKind kind) noexcept {
    return kKinds[static_cast<std::size_t>(kind)].title;
}

std::optional<MojibakeKind> parseMojibakeKind(std::string_view name) noexcept {
    for (std::size_t i = 0; i < kKinds.size(); ++i) {
        if (kKinds[i].name == name)
            return static_cast<MojibakeKind>(i);
    }
    return std::nullopt;
}

} // namespace u8scope
