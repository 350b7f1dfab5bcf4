// The bit layout of a sequence: the marker bits of each octet read by their form (Annex R
// Table 1); what is wrong with the value decided by the decoder, and where the rules break
// located by findRuleBreak (both read the lead-octet rules of rules.h).
#include "u8scope/codec/bitlayout.h"

#include "codec/rules.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/codec/octetclass.h"

#include <algorithm>
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

// The octets whose marker has the form position `index` needs: a first octet of 1 to
// `maxLength` octets (0xxxxxxx, 110xxxxx, ...), or a continuing octet 10xxxxxx.
rules::OctetSet markerForms(std::size_t index, int maxLength) noexcept {
    rules::OctetSet s;
    for (int b = 0; b < 256; ++b) {
        const auto o = static_cast<std::uint8_t>(b);
        const int n = announcedLength(o);
        s[static_cast<std::size_t>(b)] =
            index == 0 ? n >= 1 && n <= maxLength : isContinuationOctet(o);
    }
    return s;
}

// Marks `bits` as not fitting position `index`, at the first bit that departs from the form. A
// first octet that announces a length is measured against the lengths the profile has (11111 of
// F8 departs at bit 3 under RFC 3629); one that announces none (10xxxxxx, FE, FF) against every
// form UTF-8 ever had.
void markMismatch(OctetBits& bits, std::size_t index, Profile profile) noexcept {
    const int maxLength = index == 0 && announcedLength(bits.octet) == 0
                              ? kMaxSequenceLength
                              : maxSequenceLength(profile);
    bits.fits = false;
    bits.mismatchBit =
        static_cast<std::int8_t>(rules::departingBit(bits.octet, markerForms(index, maxLength)));
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

std::vector<HexDigitGroup> groupDigits(const BitLayout& l) {
    std::vector<HexDigitGroup> groups;
    for (int low = 0; low < l.valueBits; low += 4) {
        HexDigitGroup g;
        g.lowBit = low;
        g.highBit = std::min(low + 3, l.valueBits - 1);
        const std::uint64_t mask = ((std::uint64_t{2} << (g.highBit - low)) - 1) << low;
        g.digit = static_cast<unsigned>((l.value & mask) >> low);
        g.complete = (l.knownMask & mask) == mask;
        groups.push_back(g);
    }
    std::reverse(groups.begin(), groups.end());
    return groups;
}

ValueProblem problemOf(ErrorKind kind) noexcept {
    switch (kind) {
    case ErrorKind::Overlong:
        return ValueProblem::Overlong;
    case ErrorKind::Surrogate:
        return ValueProblem::Surrogate;
    case ErrorKind::OutOfRange:
        return ValueProblem::OutOfRange;
    default:
        return ValueProblem::None;
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
    octets = octets.first(std::min<std::size_t>(octets.size(), kMaxSequenceLength));
    layout.ruleBreak = findRuleBreak(octets, profile);

    OctetBits first = describeOctet(octets[0]);
    const int length = announcedLength(octets[0]);
    layout.announcedLength = length;
    if (length == 0 || length > maxSequenceLength(profile)) {
        // No form of a first octet this profile has: nothing after it is examined.
        markMismatch(first, 0, profile);
        layout.octets.push_back(first);
        layout.breakAt = 0;
        return layout;
    }

    layout.valueBits = rules::valueBits(length);
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
            markMismatch(next, static_cast<std::size_t>(i), profile);
            layout.octets.push_back(next);
            layout.breakAt = static_cast<std::size_t>(i);
            break;
        }
        placeFreeBits(next, nextValueBit, layout);
        layout.octets.push_back(next);
    }

    if (layout.complete()) {
        layout.shortestLength = encodedLength(layout.value);
        // The pattern is complete, so what the decoder objects to is the value.
        const Unit unit = decodeUnit(octets.first(static_cast<std::size_t>(length)), profile);
        if (!unit.valid())
            layout.problem = problemOf(*unit.error);
    }
    layout.digitGroups = groupDigits(layout);
    return layout;
}

} // namespace u8scope
