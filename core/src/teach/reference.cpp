// The reference tables, read off the rules: every row comes from leadRule() (codec/rules.h), the
// decoder and the Table 1 markers, never from a table typed in here.
#include "u8scope/teach/reference.h"

#include "codec/rules.h"
#include "u8scope/codec/bitlayout.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"

#include <array>

namespace u8scope {

std::string_view toString(OctetRole role) noexcept {
    switch (role) {
    case OctetRole::Single:
        return "single";
    case OctetRole::Continuing:
        return "continuing";
    case OctetRole::First:
        return "first";
    case OctetRole::OverlongOnly:
        return "overlong-only";
    case OctetRole::BeyondRange:
        return "beyond-range";
    case OctetRole::Dropped:
        return "dropped";
    case OctetRole::Unused:
        break;
    }
    return "unused";
}

namespace {

OctetRow rowOf(std::uint8_t b, Profile profile) {
    OctetRow r;
    r.octets = {b, b};
    if (b < 0x80) {
        r.role = OctetRole::Single;
        r.length = 1;
    } else if (isContinuationOctet(b)) {
        r.role = OctetRole::Continuing;
    } else {
        const rules::LeadRule rule = rules::leadRule(b, profile);
        r.length = announcedLength(b);
        if (rule.length > 0) {
            r.role = OctetRole::First;
        } else {
            r.error = rule.cannotBegin;
            switch (rule.cannotBegin) {
            case ErrorKind::Overlong:
                r.role = OctetRole::OverlongOnly;
                break;
            case ErrorKind::OutOfRange:
                r.role = OctetRole::BeyondRange;
                break;
            default:
                r.role = r.length > 0 ? OctetRole::Dropped : OctetRole::Unused;
                break;
            }
        }
    }
    if (r.role == OctetRole::Continuing) {
        r.marker = "10";
    } else if (r.length > 0) {
        r.marker = firstOctetMarker(r.length);
    } else {
        r.marker = "1111111"; // FE, FF: seven 1s, no form of any length
    }
    r.freeBits = 8 - static_cast<int>(r.marker.size());
    return r;
}

// The marker of a first octet as an octet value, its free bits 0: 110 -> C0.
std::uint8_t markerValue(int length) {
    if (length <= 1)
        return 0;
    unsigned v = 0;
    int bits = 0;
    for (const char* m = firstOctetMarker(length); *m; ++m, ++bits)
        v = (v << 1) | (*m == '1' ? 1u : 0u);
    return static_cast<std::uint8_t>(v << (8 - bits));
}

std::vector<OctetFormula> formulaFor(int length) {
    std::vector<OctetFormula> f;
    for (int k = 0; k < length; ++k) {
        OctetFormula o;
        o.base = k == 0 ? markerValue(length) : 0x80;
        o.shift = 6 * (length - 1 - k);
        o.modulo = k > 0;
        f.push_back(o);
    }
    return f;
}

// The value of the well-formed sequence that starts with `lead`, `second`, and then `rest` in
// every remaining octet (80 for the lowest value, BF for the highest), as the decoder reads it.
std::uint64_t valueOf(std::uint8_t lead, std::uint8_t second, std::uint8_t rest, int length,
                      Profile profile) {
    std::array<std::uint8_t, kMaxSequenceLength> o{};
    o[0] = lead;
    if (length > 1)
        o[1] = second;
    for (int k = 2; k < length; ++k)
        o[static_cast<std::size_t>(k)] = rest;
    return decodeUnit(std::span(o).first(static_cast<std::size_t>(length)), profile).codePoint;
}

std::string layoutOf(int length) {
    std::string s = firstOctetMarker(length);
    s.resize(8, 'x');
    for (int k = 1; k < length; ++k)
        s += " 10xxxxxx";
    return s;
}

} // namespace

std::vector<OctetRow> octetTable(Profile profile) {
    std::vector<OctetRow> rows;
    for (int b = 0; b < 256; ++b) {
        OctetRow r = rowOf(static_cast<std::uint8_t>(b), profile);
        if (!rows.empty() && rows.back().role == r.role && rows.back().length == r.length &&
            rows.back().error == r.error) {
            rows.back().octets.hi = static_cast<std::uint8_t>(b);
        } else {
            rows.push_back(std::move(r));
        }
    }
    return rows;
}

std::vector<SequenceRow> sequenceTable(Profile profile) {
    std::vector<SequenceRow> rows;
    SequenceRow ascii;
    ascii.length = 1;
    ascii.firstOctets = {0x00, 0x7F};
    ascii.values = {0, 0x7F};
    ascii.abnf = rules::abnfFor(0x00, profile);
    rows.push_back(ascii);
    for (int b = 0xC0; b < 0x100; ++b) {
        const auto lead = static_cast<std::uint8_t>(b);
        const rules::LeadRule r = rules::leadRule(lead, profile);
        if (r.length == 0)
            continue;
        const OctetRange second{r.lo, r.hi};
        SequenceRow& last = rows.back();
        if (last.length == r.length && last.secondOctets == second &&
            last.firstOctets.hi + 1 == b) {
            last.firstOctets.hi = lead;
            last.values.last = valueOf(lead, r.hi, 0xBF, r.length, profile);
            continue;
        }
        SequenceRow row;
        row.length = r.length;
        row.firstOctets = {lead, lead};
        row.secondOctets = second;
        row.values = {valueOf(lead, r.lo, 0x80, r.length, profile),
                      valueOf(lead, r.hi, 0xBF, r.length, profile)};
        row.abnf = rules::abnfFor(lead, profile);
        rows.push_back(row);
    }
    return rows;
}

std::vector<LengthRow> lengthTable(Profile profile) {
    std::vector<LengthRow> rows;
    const std::vector<SequenceRow> sequences = sequenceTable(profile);
    for (int n = 1; n <= maxSequenceLength(profile); ++n) {
        LengthRow row;
        row.length = n;
        row.freeBits = rules::valueBits(n);
        row.layout = layoutOf(n);
        row.formula = formulaFor(n);
        bool first = true;
        for (const SequenceRow& s : sequences) {
            if (s.length != n)
                continue;
            if (first) {
                row.values.first = s.values.first;
                row.firstOctets.lo = s.firstOctets.lo;
                first = false;
            }
            row.values.last = s.values.last;
            row.firstOctets.hi = s.firstOctets.hi;
        }
        rows.push_back(row);
    }
    return rows;
}

ReferenceRows findRows(std::span<const std::uint8_t> octets, Profile profile) {
    ReferenceRows found;
    if (octets.empty())
        return found;
    const std::uint8_t b0 = octets[0];
    const std::vector<OctetRow> table1 = octetTable(profile);
    for (std::size_t i = 0; i < table1.size(); ++i) {
        if (table1[i].octets.contains(b0))
            found.octetRow = i;
    }
    const Unit unit =
        decodeUnit(octets.first(std::min<std::size_t>(octets.size(), kMaxSequenceLength)), profile);
    if (unit.valid()) {
        const std::vector<SequenceRow> sequences = sequenceTable(profile);
        for (std::size_t i = 0; i < sequences.size(); ++i) {
            const SequenceRow& s = sequences[i];
            if (s.firstOctets.contains(b0) &&
                (!s.secondOctets || (octets.size() > 1 && s.secondOctets->contains(octets[1]))))
                found.sequenceRow = i;
        }
    }
    const int length = unit.valid() ? unit.length : announcedLength(b0);
    if (length >= 1 && length <= maxSequenceLength(profile))
        found.lengthRow = static_cast<std::size_t>(length - 1);
    return found;
}

std::vector<ArithmeticStep> encodeArithmetic(std::uint64_t value) {
    std::vector<ArithmeticStep> steps;
    const int n = encodedLength(value);
    for (const OctetFormula& f : formulaFor(n)) {
        ArithmeticStep s;
        s.formula = f;
        s.quotient = value >> f.shift;
        s.digit = f.modulo ? s.quotient & 0x3F : s.quotient;
        s.octet = static_cast<std::uint8_t>(f.base + s.digit);
        steps.push_back(s);
    }
    return steps;
}

} // namespace u8scope
