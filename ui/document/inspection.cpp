#include "document/inspection.h"

#include "u8scope/window.h"

namespace u8scope::ui {

Result<Inspection> inspect(const ByteSource& source, std::uint64_t offset, Profile profile) {
    Inspection in;
    in.cursor = offset;
    in.profile = profile;
    if (offset >= source.size()) {
        return IoError{source.name(), "offset " + std::to_string(offset) + " is past the end"};
    }
    auto unit = unitAt(source, offset, profile);
    if (!unit)
        return unit.error();
    in.unit = *unit;
    auto octets = source.readVector(in.unit.offset, in.unit.length);
    if (!octets)
        return octets.error();
    if (octets->size() < in.unit.length) {
        return IoError{source.name(), "the file ends before offset " +
                                          std::to_string(in.unit.end()) +
                                          " (it may have shrunk since it was opened)"};
    }
    in.octets = std::move(*octets);

    in.layoutOffset = in.unit.offset;
    if (in.unit.valid()) {
        in.info = charInfo(in.unit.codePoint);
        in.layoutOctets = in.octets;
    } else {
        auto context = readContext(source, in.unit.offset);
        if (!context)
            return context.error();
        in.explanation = explain(in.unit, *context, profile);
        if (in.explanation)
            in.layoutOffset = in.explanation->sequenceOffset;
        auto layoutOctets = source.readVector(in.layoutOffset, kMaxSequenceLength);
        if (!layoutOctets)
            return layoutOctets.error();
        in.layoutOctets = std::move(*layoutOctets);
    }
    // Mojibake leaves ASCII alone: a character outside it, or a malformed unit (legacy octets,
    // a surrogate pair, C0 80), may be part of some.
    if (!in.unit.valid() || in.unit.codePoint >= 0x80) {
        auto mojibake = mojibakeAt(source, in.unit.offset, profile);
        if (!mojibake)
            return mojibake.error();
        in.mojibake = std::move(*mojibake);
    }
    in.layout = layoutBits(in.layoutOctets, profile);
    return in;
}

} // namespace u8scope::ui
