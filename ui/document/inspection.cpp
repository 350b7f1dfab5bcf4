#include "document/inspection.h"

#include "u8scope/file/window.h"

namespace u8scope::ui {

Result<Inspection> inspect(const ByteSource& source, std::uint64_t offset, Profile profile,
                           const MojibakeReport* report, bool readMojibake,
                           const SourceHead* head, const RegionMap* regions) {
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
    // Without the report, what it will read with: the head of the source tells it (read here
    // when the caller keeps none). Mojibake leaves ASCII alone, so only a character outside it,
    // or a malformed unit (legacy octets, a surrogate pair, C0 80), may be part of some.
    const bool mayBeMojibake = !in.unit.valid() || in.unit.codePoint >= 0x80;
    std::optional<SourceHead> readHere;
    if (!report && !head && (in.explanation || (readMojibake && mayBeMojibake))) {
        auto read = readSourceHead(source);
        if (!read)
            return read.error();
        readHere = std::move(*read);
        head = &*readHere;
    }
    // The finding the list shows, where the report kept every one up to here (a no-break space
    // lost to a space puts an ASCII octet in one). Else the lines around are read.
    if (report && report->keptThrough(in.unit.offset)) {
        if (const MojibakeFinding* found = report->keptAt(in.unit.offset))
            in.mojibake = *found;
    } else if (readMojibake && mayBeMojibake && (report || !head->holdsNoMojibake())) {
        auto mojibake =
            mojibakeAt(source, in.unit.offset, profile, report ? report->evidence : head->options);
        if (!mojibake)
            return mojibake.error();
        in.mojibake = std::move(*mojibake);
    }
    // In binary data a malformed unit is data, unless the mojibake engine read it as text (in
    // one of the data's lines of text): by the region it lies in, or without the map, by the
    // source's head.
    if (in.explanation && !in.mojibake) {
        if (regions)
            regions->readAsData(*in.explanation);
        else if (report ? report->binary : head->binary)
            readAsBinaryData(*in.explanation);
    }
    in.layout = layoutBits(in.layoutOctets, profile);
    return in;
}

} // namespace u8scope::ui
