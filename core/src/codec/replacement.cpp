#include "u8scope/codec/replacement.h"

#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/text/hex.h"

namespace u8scope {

void appendText(std::string& out, const Unit& unit) {
    if (!unit.valid()) {
        out += kReplacementUtf8;
    } else if (unit.codePoint < 0x80) {
        out += static_cast<char>(unit.codePoint);
    } else {
        // Both profiles accept the shortest form only, so encoding the value gives back the
        // octets it was decoded from; RFC 3629 refuses what lies above U+10FFFF.
        const Encoded encoded = encode(unit.codePoint, Profile::Rfc3629);
        out += encoded.ok() ? encoded.text() : kReplacementUtf8;
    }
}

std::string decodeToText(std::span<const std::uint8_t> octets, Profile profile) {
    std::string out;
    out.reserve(octets.size());
    // Streaming, so that a large input needs no vector of units.
    const auto sink = [&out](const Unit& unit) { appendText(out, unit); };
    Decoder decoder(profile);
    decoder.feed(octets, sink);
    decoder.finish(sink);
    return out;
}

std::string decodeToText(std::string_view octets, Profile profile) {
    return decodeToText(
        octetsOf(octets), profile);
}

} // namespace u8scope
