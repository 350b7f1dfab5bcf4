#include "u8scope/bitlayout.h"

#include "u8scope/encoder.h"
#include "u8scope/octetclass.h"

#include <bit>

namespace u8scope {

namespace {

// The octet on its own: its marker is its leading ones and the zero that ends them.
OctetBits describeOctet(std::uint8_t octet) noexcept {
    OctetBits bits;
    bits.octet = octet;
    const int ones = std::countl_one(octet);
    bits.markerLength = static_cast<std::uint8_t>(ones >= 7 ? 8 : ones + 1);
    return bits;
}

// Gives the free bits of `bits` (below its marker) the next value bits from the top.
void placeFreeBits(OctetBits& bits, int& nextValueBit, BitLayout& layout) noexcept {
    for (int b = 7 - bits.markerLength; b >= 0; --b) {
        --nextValueBit;
        bits.valueBit[static_cast<std::size_t>(b)] = static_cast<std::int8_t>(nextValueBit);
        const std::uint64_t mask = std::uint64_t{1} << nextValueBit;
        layout.knownMask |= mask;
        if (bits.bitValue(b))
            layout.value |= mask;
    }
}

} // namespace

const char* firstOctetMarker(int length) noexcept {
    switch (length) {
    case 1:
        return "0";
    case 2:
        return "110";
    case 3:
        return "1110";
    case 4:
        return "11110";
    case 5:
        return "111110";
    case 6:
        return "1111110";
    default:
        return "";
    }
}

BitLayout layoutBits(std::span<const std::uint8_t> octets, Profile profile) {
    BitLayout layout;
    if (octets.empty())
        return layout;

    OctetBits first = describeOctet(octets[0]);
    const int length = announcedLength(octets[0]);
    layout.announcedLength = length;
    if (length == 0 || length > maxSequenceLength(profile)) {
        // 10xxxxxx departs from a first octet at its second bit; 1111111x at the seventh; a
        // first octet too long for the profile at the one past the longest allowed marker.
        first.fits = false;
        if (isContinuationOctet(octets[0])) {
            first.mismatchBit = 6;
        } else if (length == 0) {
            first.mismatchBit = 1;
        } else {
            first.mismatchBit = static_cast<std::int8_t>(7 - maxSequenceLength(profile));
        }
        layout.octets.push_back(first);
        layout.breakAt = 0;
        return layout;
    }

    layout.valueBits = length == 1 ? 7 : (7 - length) + 6 * (length - 1);
    int nextValueBit = layout.valueBits;
    placeFreeBits(first, nextValueBit, layout);
    layout.octets.push_back(first);

    for (int i = 1; i < length; ++i) {
        if (static_cast<std::size_t>(i) >= octets.size()) {
            layout.missingOctets = length - i;
            break;
        }
        OctetBits next = describeOctet(octets[static_cast<std::size_t>(i)]);
        if (!isContinuationOctet(next.octet)) {
            next.fits = false;
            // 0xxxxxxx lacks the leading 1; 11xxxxxx has a 1 where the 0 of 10 belongs.
            next.mismatchBit = (next.octet & 0x80) ? 6 : 7;
            layout.octets.push_back(next);
            layout.breakAt = static_cast<std::size_t>(i);
            break;
        }
        placeFreeBits(next, nextValueBit, layout);
        layout.octets.push_back(next);
    }

    if (layout.complete()) {
        layout.shortestLength = encodedLength(layout.value);
        if (layout.shortestLength < length) {
            layout.problem = ValueProblem::Overlong;
        } else if (layout.value <= 0xFFFFFFFF &&
                   isSurrogate(static_cast<CodePoint>(layout.value))) {
            layout.problem = ValueProblem::Surrogate;
        } else if (layout.value > maxCodePoint(profile)) {
            layout.problem = ValueProblem::OutOfRange;
        }
    }
    return layout;
}

} // namespace u8scope
