// The facts of a malformed unit, gathered from the octets around it. The ranges come from the
// lead-octet rules (codec/rules.h) and the break from the decoder (findRuleBreak); this file only
// looks around the unit: the sequence it belongs to, what comes before and after it.
#include "u8scope/codec/explain.h"

#include "codec/rules.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/encoding/legacycodec.h"

#include <algorithm>

namespace u8scope {

std::string_view toString(Likely likely) noexcept {
    switch (likely) {
    case Likely::LegacyEncoding:
        return "legacy-encoding";
    case Likely::Utf16:
        return "utf-16";
    case Likely::ModifiedUtf8Nul:
        return "modified-utf-8-nul";
    case Likely::EncodedSurrogate:
        return "encoded-surrogate";
    case Likely::Overlong:
        return "overlong";
    case Likely::CutShort:
        return "cut-short";
    case Likely::EndsEarly:
        return "ends-early";
    case Likely::StartsInside:
        return "starts-inside";
    case Likely::PartOfEarlier:
        return "part-of-earlier";
    case Likely::ExtraOctet:
        return "extra-octet";
    case Likely::OriginalUtf8:
        return "original-utf-8";
    case Likely::BinaryData:
        return "binary-data";
    case Likely::NotText:
        break;
    }
    return "not-text";
}

namespace {

// What the rest of a sequence looks like from its first octet, by the markers alone.
struct Sequence {
    std::uint64_t offset = 0;
    int announced = 0;       // length announced by the first octet's high bits (Annex R Table 1)
    int present = 0;         // the first octet and the continuing octets after it, up to announced
    std::uint64_t value = 0; // the value of the octets present, their free bits concatenated
};

Sequence sequenceAt(const ErrorContext& c, std::uint64_t at) {
    Sequence s;
    s.offset = at;
    const std::uint8_t b0 = c.at(at);
    s.announced = announcedLength(b0);
    s.present = 1;
    if (s.announced <= 1)
        return s;
    s.value = b0 & (0x7Fu >> s.announced);
    for (int k = 1; k < s.announced && c.has(at + k) && isContinuationOctet(c.at(at + k)); ++k) {
        s.value = (s.value << 6) | (c.at(at + k) & 0x3Fu);
        ++s.present;
    }
    return s;
}

bool complete(const Sequence& s) {
    return s.announced > 1 && s.present == s.announced;
}

NearbySequence nearby(const ErrorContext& c, const Sequence& s) {
    NearbySequence n;
    n.offset = s.offset;
    n.length = static_cast<std::uint8_t>(s.present);
    n.value = s.value;
    for (int k = 0; k < s.present; ++k)
        n.octets[static_cast<std::size_t>(k)] = c.at(s.offset + k);
    return n;
}

// The octets from `at` to the end of the context, at most kMaxSequenceLength.
std::span<const std::uint8_t> octetsFrom(const ErrorContext& c, std::uint64_t at) {
    const auto from = static_cast<std::size_t>(at - c.offset);
    return c.view().subspan(from, std::min<std::size_t>(kMaxSequenceLength, c.size - from));
}

// Sets the ill-formed sequence from `s`, with where it breaks the rules and the ABNF it breaks.
void setSequence(Explanation& e, const ErrorContext& c, const Sequence& s, int present) {
    e.sequenceOffset = s.offset;
    e.sequenceLength = static_cast<std::uint8_t>(present);
    e.replacements = static_cast<std::uint8_t>(present);
    e.announcedLength = s.announced;
    for (int k = 0; k < present; ++k)
        e.sequenceOctets[static_cast<std::size_t>(k)] = c.at(s.offset + k);
    if (complete(s) && present == s.announced) {
        e.intendedValue = s.value;
        if (const Encoded shortest = encode(s.value, Profile::Iso10646_1993); shortest.ok())
            e.shortestForm = shortest;
    }
    if (s.announced > 1) {
        // The values the octets present begin: the missing free bits all 0, or all 1.
        const int missing = s.announced - s.present;
        const std::uint64_t first = s.value << (6 * missing);
        e.reach = ValueRange{first, first | ((std::uint64_t{1} << (6 * missing)) - 1)};
    }
    if (const auto rb = findRuleBreak(octetsFrom(c, s.offset), e.profile))
        e.ruleBreak = *rb;
    const std::uint8_t lead = c.at(s.offset);
    if (e.ruleBreak.index > 0) {
        e.abnf = rules::abnfFor(lead, e.profile);
    } else if (s.announced >= 2) {
        // A first octet of a length that exists, refused: the rule of the first octets of that
        // length (C0 breaks UTF8-2 = %xC2-DF UTF8-tail).
        for (const OctetRange& r : e.ruleBreak.expected) {
            if (announcedLength(r.lo) == s.announced)
                e.abnf = rules::abnfFor(r.lo, e.profile);
        }
    }
}

std::optional<LegacyReading> legacyReading(std::uint8_t b) {
    if (b < 0x80)
        return std::nullopt;
    // The most common source of a lone legacy octet; the mojibake engine weighs the others.
    const Codec windows1252(CodecId::Windows1252);
    if (!windows1252.assigns(b))
        return std::nullopt;
    return LegacyReading{windows1252, b, windows1252.decode(b)};
}

// Printable ASCII, or tab, line feed and carriage return: what text around a legacy octet has.
bool asciiText(std::uint8_t b) {
    return (b >= 0x20 && b < 0x7F) || b == '\t' || b == '\n' || b == '\r';
}

// The octet at `at` stands alone in ASCII text: ASCII text (or an edge of the input) on either
// side. A single octet of a legacy 8-bit encoding looks like this; in binary data, NUL and other
// controls surround it.
bool standsAlone(const ErrorContext& c, std::uint64_t at) {
    const bool before = at == 0 || (c.has(at - 1) && asciiText(c.at(at - 1)));
    const bool after = c.has(at + 1) ? asciiText(c.at(at + 1)) : c.endOfInput;
    return before && after;
}

// A lone octet that is not UTF-8 and that a legacy encoding reads as a character.
void considerLegacy(Explanation& e, const ErrorContext& c, std::uint64_t at) {
    if (e.length != 1 || !standsAlone(c, at))
        return;
    e.legacy = legacyReading(c.at(at));
    if (e.legacy)
        e.likely = Likely::LegacyEncoding;
}

void explainOverlong(Explanation& e, const ErrorContext& c) {
    const Sequence s = sequenceAt(c, e.offset);
    setSequence(e, c, s, s.present);
    if (complete(s)) {
        e.likely = s.value == 0 && s.announced == 2 ? Likely::ModifiedUtf8Nul : Likely::Overlong;
    } else {
        e.likely = Likely::NotText;
        considerLegacy(e, c, e.offset);
    }
}

void explainSurrogate(Explanation& e, const ErrorContext& c) {
    const Sequence s = sequenceAt(c, e.offset);
    setSequence(e, c, s, s.present);
    e.likely = Likely::EncodedSurrogate;
    if (!complete(s))
        return;
    const std::uint64_t v = s.value;
    // A whole pair encoded half by half: CESU-8, or Java's modified UTF-8.
    const std::uint64_t next = e.offset + 3;
    if (v < 0xDC00 && c.has(next)) {
        const Sequence low = sequenceAt(c, next);
        if (complete(low) && low.announced == 3 && low.value >= 0xDC00 && low.value <= 0xDFFF) {
            SurrogatePair p;
            p.otherOffset = next;
            p.low = nearby(c, low);
            p.character = 0x10000 + ((v - 0xD800) << 10) + (low.value - 0xDC00);
            p.utf8 = encode(p.character);
            e.pair = p;
        }
    } else if (v >= 0xDC00 && e.offset >= 3 && c.has(e.offset - 3)) {
        const Sequence high = sequenceAt(c, e.offset - 3);
        if (complete(high) && high.announced == 3 && high.value >= 0xD800 && high.value < 0xDC00) {
            SurrogatePair p;
            p.secondHalf = true;
            p.otherOffset = e.offset - 3;
            p.character = 0x10000 + ((high.value - 0xD800) << 10) + (v - 0xDC00);
            p.utf8 = encode(p.character);
            e.pair = p;
        }
    }
}

// A first octet of a value or a length that RFC 3629 refuses (F4 90.., F5-F7, F8-FD): all its
// octets there make a form of the original UTF-8; alone, it may be a legacy octet.
void explainBeyondRfc3629(Explanation& e, const ErrorContext& c) {
    const Sequence s = sequenceAt(c, e.offset);
    setSequence(e, c, s, s.present);
    e.likely = complete(s) ? Likely::OriginalUtf8 : Likely::NotText;
    if (!complete(s))
        considerLegacy(e, c, e.offset);
}

void explainInvalidOctet(Explanation& e, const ErrorContext& c) {
    const std::uint8_t b0 = c.at(e.offset);
    if (announcedLength(b0) == 0) { // FE, FF: no role in any UTF-8
        setSequence(e, c, sequenceAt(c, e.offset), 1);
        if (e.offset <= 1 && c.has(0) && c.has(1) &&
            ((c.at(0) == 0xFF && c.at(1) == 0xFE) || (c.at(0) == 0xFE && c.at(1) == 0xFF))) {
            e.utf16LittleEndian = c.at(0) == 0xFF;
            e.likely = Likely::Utf16;
            return;
        }
        e.legacy = legacyReading(b0);
        e.likely = e.legacy && standsAlone(c, e.offset) ? Likely::LegacyEncoding : Likely::NotText;
        return;
    }
    // F8-FD under RFC 3629: the 5- and 6-octet forms of the original UTF-8.
    explainBeyondRfc3629(e, c);
}

void explainTruncated(Explanation& e, const ErrorContext& c) {
    const Sequence s = sequenceAt(c, e.offset);
    setSequence(e, c, s, e.length);
    e.replacements = 1;
    // The values the complete sequence could have had: what the octets present begin, within
    // the range the first octet allows its second octet, and within the profile.
    const rules::LeadRule rule = rules::leadRule(c.at(e.offset), e.profile);
    const int missing = s.announced - s.present;
    std::uint64_t first = s.value << (6 * missing);
    std::uint64_t last = first | ((std::uint64_t{1} << (6 * missing)) - 1);
    if (s.present == 1) {
        const int shift = 6 * (missing - 1);
        first = (s.value << (6 * missing)) | (std::uint64_t{rule.lo & 0x3Fu} << shift);
        last = (s.value << (6 * missing)) | (std::uint64_t{rule.hi & 0x3Fu} << shift) |
               ((std::uint64_t{1} << shift) - 1);
    }
    first = std::max(first, rules::firstValueOfLength(s.announced));
    last = std::min<std::uint64_t>(last, maxCodePoint(e.profile));
    if (first <= last)
        e.possibleValues = ValueRange{first, last};

    e.likely = e.ruleBreak.missing && c.endOfInput ? Likely::EndsEarly : Likely::CutShort;
    if (s.present == 1 && (e.ruleBreak.missing || e.ruleBreak.found < 0x80)) {
        e.legacy = legacyReading(c.at(e.offset));
        if (e.legacy && standsAlone(c, e.offset))
            e.likely = Likely::LegacyEncoding;
    }
}

void explainUnexpectedContinuation(Explanation& e, const ErrorContext& c) {
    const std::uint8_t b = c.at(e.offset);
    setSequence(e, c, sequenceAt(c, e.offset), 1);
    // The nearest octet before it that is not a continuing octet begins the unit before.
    std::uint64_t lead = e.offset;
    bool found = false;
    for (std::uint64_t k = 1; k < kMaxSequenceLength && k <= e.offset && c.has(e.offset - k); ++k) {
        if (!isContinuationOctet(c.at(e.offset - k))) {
            lead = e.offset - k;
            found = true;
            break;
        }
    }
    if (found && announcedLength(c.at(lead)) > static_cast<int>(e.offset - lead)) {
        // Within the reach of a first octet that could not start a valid sequence here.
        const Unit leadUnit = decodeUnit(octetsFrom(c, lead), e.profile);
        if (!leadUnit.valid()) {
            const Sequence s = sequenceAt(c, lead);
            setSequence(e, c, s, s.present);
            e.sequenceKind = leadUnit.error;
            e.likely = Likely::PartOfEarlier;
            return;
        }
    }
    e.likely = Likely::NotText;
    if (e.offset == 0) {
        e.before = Before::InputStart;
        e.likely = Likely::StartsInside;
        return;
    }
    if (!c.has(e.offset - 1))
        return;
    const std::uint8_t prev = c.at(e.offset - 1);
    if (found && announcedLength(c.at(lead)) >= 2) {
        const Sequence s = sequenceAt(c, lead);
        if (complete(s) && s.offset + static_cast<std::uint64_t>(s.announced) <= e.offset) {
            e.before = Before::CompleteSequence;
            e.previous = nearby(c, s);
            e.likely = Likely::ExtraOctet;
        }
    } else if (isContinuationOctet(prev)) {
        e.before = Before::AnotherContinuation;
    } else if (prev < 0x80) {
        e.before = Before::Ascii;
        e.beforeOctet = prev;
        e.legacy = legacyReading(b);
        if (e.legacy && asciiText(prev))
            e.likely = Likely::LegacyEncoding;
    }
}

} // namespace

std::optional<Explanation> explain(const Unit& unit, const ErrorContext& context, Profile profile) {
    if (unit.valid() || !context.has(unit.offset))
        return std::nullopt;
    Explanation e;
    e.kind = *unit.error;
    e.profile = profile;
    e.offset = unit.offset;
    e.length = unit.length;
    switch (*unit.error) {
    case ErrorKind::Overlong:
        explainOverlong(e, context);
        break;
    case ErrorKind::Surrogate:
        explainSurrogate(e, context);
        break;
    case ErrorKind::OutOfRange:
        explainBeyondRfc3629(e, context);
        break;
    case ErrorKind::InvalidOctet:
        explainInvalidOctet(e, context);
        break;
    case ErrorKind::Truncated:
        explainTruncated(e, context);
        break;
    case ErrorKind::UnexpectedContinuation:
        explainUnexpectedContinuation(e, context);
        break;
    }
    // Only where the octets seen end inside the sequence does it matter whether the input ends
    // there too; elsewhere it would depend on how much a context happened to hold.
    e.inputEnds = e.ruleBreak.missing && context.endOfInput;
    return e;
}

void readAsBinaryData(Explanation& e, std::optional<DataRegion> data) noexcept {
    if (e.likely == Likely::PartOfEarlier)
        return;
    e.likely = Likely::BinaryData;
    e.legacy.reset();
    e.data = data;
}

} // namespace u8scope
