// Decoding a window of a source from the nearest unit boundary (see window.h for why that is
// exact): the view paints from this, and the inspector explains from readContext().
#include "u8scope/file/window.h"

#include "u8scope/codec/decoder.h"

#include <algorithm>

namespace u8scope {

const Unit* Window::unitAt(std::uint64_t at) const noexcept {
    const auto it = std::upper_bound(units.begin(), units.end(), at,
                                     [](std::uint64_t v, const Unit& u) { return v < u.offset; });
    if (it == units.begin())
        return nullptr;
    const Unit& u = *std::prev(it);
    return u.contains(at) ? &u : nullptr;
}

OctetClass Window::classAt(std::uint64_t at, Profile profile) const noexcept {
    const std::uint8_t b = bytes[static_cast<std::size_t>(at - offset)];
    const Unit* u = unitAt(at);
    if (!u)
        return OctetClass::Malformed;
    return octetClassIn(*u, static_cast<int>(at - u->offset), b, profile);
}

std::uint64_t unitBoundaryAtOrBefore(std::uint64_t offset,
                                     std::span<const std::uint8_t> lookBehind) noexcept {
    // Every octet outside 80-BF begins a unit. A unit is at most kMaxSequenceLength octets, so
    // if none of the kMaxSequenceLength - 1 octets before `offset` begins one, no unit that
    // starts earlier reaches `offset`, and `offset` itself begins a unit.
    const std::size_t n = lookBehind.size();
    const std::size_t limit = std::min<std::size_t>(n, kMaxSequenceLength - 1);
    for (std::size_t k = 1; k <= limit; ++k) {
        if (!isContinuationOctet(lookBehind[n - k]))
            return offset - k;
    }
    return offset;
}

Result<Window> decodeWindow(const ByteSource& source, std::uint64_t offset, std::size_t count,
                            Profile profile) {
    const std::uint64_t size = source.size();
    Window w;
    w.offset = std::min(offset, size);
    // Look behind for a unit boundary and ahead far enough to finish the last unit.
    const std::uint64_t behind = std::min<std::uint64_t>(w.offset, kMaxSequenceLength - 1);
    const std::uint64_t readStart = w.offset - behind;
    const std::uint64_t wanted = behind + count + kMaxSequenceLength;
    auto data = source.readVector(readStart, static_cast<std::size_t>(wanted));
    if (!data)
        return data.error();
    const std::vector<std::uint8_t>& buf = *data;
    // A short read means the input ends there (or the file shrank: treat it as the end).
    const std::size_t avail = buf.size();
    if (avail < behind)
        return w; // the file shrank below the window
    const std::size_t windowEnd = std::min<std::size_t>(avail, behind + count);
    w.bytes.assign(buf.begin() + static_cast<std::ptrdiff_t>(behind),
                   buf.begin() + static_cast<std::ptrdiff_t>(windowEnd));
    if (count == 0)
        return w;
    const std::uint64_t start =
        unitBoundaryAtOrBefore(w.offset, std::span<const std::uint8_t>(buf.data(), behind));
    std::size_t i = static_cast<std::size_t>(start - readStart);
    const std::span<const std::uint8_t> all(buf);
    while (i < windowEnd) {
        const std::size_t n = std::min<std::size_t>(kMaxSequenceLength, avail - i);
        Unit u = decodeUnit(all.subspan(i, n), profile);
        u.offset = readStart + i;
        if (u.end() > w.offset)
            w.units.push_back(u); // skip units that end before the window
        i += u.length;
    }
    return w;
}

Result<Unit> unitAt(const ByteSource& source, std::uint64_t offset, Profile profile) {
    auto w = decodeWindow(source, offset, 1, profile);
    if (!w)
        return w.error();
    if (const Unit* u = w->unitAt(offset))
        return *u;
    return IoError{source.name(),
                   "offset " + std::to_string(offset) + " is past the end of the file", 0};
}

Result<ErrorContext> readContext(const ByteSource& source, std::uint64_t unitOffset) {
    const std::uint64_t behind = std::min<std::uint64_t>(unitOffset, ErrorContext::kBefore);
    const std::uint64_t start = unitOffset - behind;
    auto data = source.readVector(start, static_cast<std::size_t>(behind + kMaxSequenceLength));
    if (!data)
        return data.error();
    const bool endsInput =
        start + data->size() >= source.size() || data->size() < behind + kMaxSequenceLength;
    return captureContext(*data, start, unitOffset, endsInput);
}

} // namespace u8scope
