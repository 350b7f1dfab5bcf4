// Explanations of malformed units for people. Each names the octets and offsets, the rule of
// RFC 3629 §4 (or ISO/IEC 10646-1 Annex R) that was broken with the range expected and the octet
// found, what the octets would have meant where that can be known, and what a conforming decoder
// does: one U+FFFD per maximal subpart (Unicode Standard §3.9, WHATWG Encoding Standard).
#include "u8scope/explain.h"

#include "u8scope/charinfo.h"
#include "u8scope/codec.h"
#include "u8scope/decoder.h"
#include "u8scope/encoder.h"
#include "u8scope/hex.h"

#include <array>

namespace u8scope {

namespace {

std::string hx(std::uint8_t b) {
    return formatOctets(std::span<const std::uint8_t>(&b, 1));
}

std::string offsetText(std::uint64_t o) {
    return "offset " + std::to_string(o);
}

// "U+00E9 LATIN SMALL LETTER E WITH ACUTE", or the bare value beyond Unicode.
std::string namedValue(std::uint64_t v) {
    if (v > 0x10FFFF)
        return "the 31-bit value " + formatCodePoint(v).substr(2) + " (hex)";
    return formatCodePoint(v) + " " + charInfo(v).name;
}

std::string plural(std::uint64_t n, const std::string& word) {
    return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

// The legacy-encoding reading of a lone octet, the most common cause of such errors.
std::string legacyHint(std::uint8_t b) {
    if (b < 0x80)
        return {};
    const Codec windows1252(CodecId::Windows1252);
    if (!windows1252.assigns(b))
        return {};
    const CodePoint v = windows1252.decode(b);
    return "If this text is really windows-1252 or ISO 8859-1, " + hx(b) + " is '" +
           std::string(encode(v).text()) + "' (" + namedValue(v) +
           "): text in a legacy 8-bit encoding read as UTF-8 fails "
           "exactly like this.";
}

// What the rest of a sequence looks like from its first octet.
struct Sequence {
    std::uint64_t offset = 0;
    int announced = 0;  // length announced by the first octet's high bits (Annex R Table 1)
    int present = 0;    // the first octet and the continuing octets that follow it, up to announced
    bool known = false; // whether every announced octet was in the context
    std::uint64_t value = 0; // the value of the complete sequence (when present == announced)
};

Sequence sequenceAt(const ErrorContext& c, std::uint64_t at) {
    Sequence s;
    s.offset = at;
    const std::uint8_t b0 = c.at(at);
    s.announced = announcedLength(b0);
    s.present = 1;
    if (s.announced <= 1) {
        s.known = true;
        return s;
    }
    s.value = b0 & (0x7Fu >> s.announced);
    for (int k = 1; k < s.announced; ++k) {
        if (!c.has(at + k)) {
            s.known = c.endOfInput; // at the end of the input, nothing more can follow
            return s;
        }
        const std::uint8_t b = c.at(at + k);
        if (!isContinuationOctet(b)) {
            s.known = true;
            return s;
        }
        s.value = (s.value << 6) | (b & 0x3Fu);
        ++s.present;
    }
    s.known = true;
    return s;
}

bool complete(const Sequence& s) {
    return s.present == s.announced;
}

std::string octets(const ErrorContext& c, std::uint64_t from, int n) {
    return formatOctets(
        c.view().subspan(static_cast<std::size_t>(from - c.offset), static_cast<std::size_t>(n)));
}

// The lowest value that needs an n-octet form (Annex R Table 4).
std::uint64_t shortestFormMinimum(int n) {
    static constexpr std::array<std::uint64_t, 7> kMin{0,       0,        0x80,     0x800,
                                                       0x10000, 0x200000, 0x4000000};
    return kMin[n];
}

std::string grammarFor(std::uint8_t b0) {
    if (b0 == 0xE0)
        return "UTF8-3 = %xE0 %xA0-BF UTF8-tail / ...";
    if (b0 == 0xED)
        return "UTF8-3 = ... / %xED %x80-9F UTF8-tail / ...";
    if (b0 == 0xF0)
        return "UTF8-4 = %xF0 %x90-BF 2( UTF8-tail ) / ...";
    if (b0 == 0xF4)
        return "UTF8-4 = ... / %xF4 %x80-8F 2( UTF8-tail )";
    return {};
}

// "A conforming decoder ..." for a first octet that cannot start any valid sequence here, so
// that it and each continuing octet after it are separate maximal subparts.
std::string leadAction(const ErrorContext& c, const Unit& u, const Sequence& s) {
    std::string t = "A conforming decoder replaces " + hx(c.at(u.offset)) +
                    " with one U+FFFD and resumes at " + offsetText(u.offset + 1) + ".";
    if (s.present > 1) {
        t += " No valid sequence starts with " + octets(c, u.offset, 2) + ", so " +
             (s.present == 2 ? std::string("the continuing octet after it is")
                             : "each of the " + std::to_string(s.present - 1) +
                                   " continuing octets after it is") +
             " a maximal subpart of its own: " + octets(c, u.offset, s.present) + " becomes " +
             std::to_string(s.present) + " U+FFFD.";
    }
    return t;
}

void setSequence(Explanation& e, const Sequence& s) {
    e.sequenceOffset = s.offset;
    e.sequenceLength = static_cast<std::uint8_t>(s.present);
    e.replacements = static_cast<std::uint8_t>(s.present);
    if (complete(s) && s.announced > 1)
        e.intendedValue = s.value;
}

void explainOverlong(Explanation& e, const Unit& u, const ErrorContext& c, Profile profile) {
    const std::uint8_t b0 = c.at(u.offset);
    const Sequence s = sequenceAt(c, u.offset);
    const int n = s.announced;
    setSequence(e, s);
    const std::string at = " at " + offsetText(u.offset);
    const std::uint64_t limit = shortestFormMinimum(n);
    if (complete(s)) {
        e.summary = octets(c, u.offset, n) + at + " is an overlong " + std::to_string(n) +
                    "-octet form of " + formatCodePoint(s.value) + ".";
        const Encoded shortest = encode(s.value, Profile::Iso10646_1993);
        e.meaning = namedValue(s.value) + " is written " + formatOctets(shortest.bytes()) +
                    " in UTF-8. Only the shortest form is allowed (RFC 3629 §3, §10): a decoder "
                    "that accepted longer ones would let one character hide behind several octet "
                    "patterns, a classic way to slip '/' or NUL past a filter.";
        if (s.value == 0 && n == 2) {
            e.meaning += " C0 80 in particular is how Java's \"modified UTF-8\" writes U+0000.";
        }
    } else {
        e.summary = (b0 < 0xC2 ? hx(b0) : octets(c, u.offset, 2)) + at +
                    " can only begin an overlong " + std::to_string(n) +
                    "-octet form, of a value below " + formatCodePoint(limit) +
                    ", which has a shorter form.";
        if (s.present == 1)
            e.summary += " Here no continuing octet even follows it.";
    }
    if (b0 < 0xC2) {
        e.rule =
            profile == Profile::Rfc3629
                ? "RFC 3629 §4 allows only C2-DF as the first octet of a 2-octet sequence "
                  "(UTF8-2 = %xC2-DF UTF8-tail), and §3 says C0 and C1 never appear: they could "
                  "only encode U+0000..U+007F, which have 1-octet forms. Found " +
                      hx(b0) + "."
                : "ISO/IEC 10646-1 Annex R requires the shortest form: a 2-octet sequence "
                  "must encode at least 0080, so its first octet must be C2-DF. Found " +
                      hx(b0) + ".";
    } else {
        const std::uint8_t b1 = c.at(u.offset + 1);
        const std::uint8_t lo = b0 == 0xE0 ? 0xA0 : b0 == 0xF0 ? 0x90 : b0 == 0xF8 ? 0x88 : 0x84;
        const std::string grammar = grammarFor(b0);
        e.rule = (profile == Profile::Rfc3629 ? "RFC 3629 §4"
                                              : "ISO/IEC 10646-1 Annex R (shortest form)") +
                 std::string(": after ") + hx(b0) + " the second octet must be " + hx(lo) + "-BF" +
                 (grammar.empty() ? std::string() : " (" + grammar + ")") + "; found " + hx(b1) +
                 ".";
    }
    e.decoderAction = leadAction(c, u, s);
}

void explainSurrogate(Explanation& e, const Unit& u, const ErrorContext& c, Profile profile) {
    const Sequence s = sequenceAt(c, u.offset);
    setSequence(e, s);
    const std::uint8_t b1 = c.at(u.offset + 1);
    const std::string at = " at " + offsetText(u.offset);
    if (complete(s)) {
        const std::uint64_t v = s.value;
        const bool high = v < 0xDC00;
        e.summary = octets(c, u.offset, 3) + at + " would encode the surrogate " +
                    formatCodePoint(v) + ", which UTF-8 forbids.";
        e.meaning = formatCodePoint(v) + " is a " + (high ? "high" : "low") +
                    " surrogate: UTF-16 pairs a high surrogate (D800-DBFF) with a low one "
                    "(DC00-DFFF) to reach characters above U+FFFF. Surrogates are not characters.";
        // A whole pair encoded octet by octet: CESU-8, or Java's modified UTF-8.
        const std::uint64_t next = u.offset + 3;
        if (high && c.has(next + 2) && c.at(next) == 0xED && c.at(next + 1) >= 0xB0 &&
            isContinuationOctet(c.at(next + 2))) {
            const std::uint64_t low =
                0xD000 | ((c.at(next + 1) & 0x3Fu) << 6) | (c.at(next + 2) & 0x3Fu);
            const std::uint64_t cp = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00);
            e.meaning += " With the low surrogate " + octets(c, next, 3) + " (" +
                         formatCodePoint(low) +
                         ") that follows, this is the CESU-8 (or Java modified UTF-8) form of " +
                         namedValue(cp) + ", which UTF-8 writes as " +
                         formatOctets(encode(cp).bytes()) + ".";
        } else if (!high && u.offset >= 3 && c.has(u.offset - 3) && c.at(u.offset - 3) == 0xED &&
                   c.at(u.offset - 2) >= 0xA0 && c.at(u.offset - 2) <= 0xAF) {
            e.meaning += " It is the second half of the surrogate pair that starts at " +
                         offsetText(u.offset - 3) + " (CESU-8 or Java modified UTF-8).";
        }
    } else {
        e.summary = octets(c, u.offset, 2) + at +
                    " begins an encoded surrogate (U+D800..U+DFFF), "
                    "which UTF-8 forbids.";
    }
    e.rule =
        (profile == Profile::Rfc3629
             ? std::string("RFC 3629 §3 forbids encoding U+D800..U+DFFF; in the grammar of §4, ")
             : std::string("ISO/IEC 10646 reserves D800-DFFF for UTF-16 surrogates and this "
                           "profile refuses them as RFC 3629 does: ")) +
        "after ED the second octet must be 80-9F (" + grammarFor(0xED) + "); found " + hx(b1) + ".";
    e.decoderAction = leadAction(c, u, s);
}

void explainOutOfRange(Explanation& e, const Unit& u, const ErrorContext& c) {
    const std::uint8_t b0 = c.at(u.offset);
    const Sequence s = sequenceAt(c, u.offset);
    setSequence(e, s);
    const std::string at = " at " + offsetText(u.offset);
    if (complete(s)) {
        e.summary = octets(c, u.offset, 4) + at + " would encode " +
                    formatCodePoint(s.value).substr(2) +
                    " (hex), beyond U+10FFFF, the last Unicode code point.";
        e.meaning =
            "Unicode stops at U+10FFFF, the most UTF-16 can reach. The original UTF-8 of "
            "RFC 2044 and ISO/IEC 10646-1 Annex R (the iso10646-1993 profile) accepts it as "
            "the UCS-4 value " +
            formatCodePoint(s.value).substr(2) + ".";
    } else if (b0 == 0xF4) {
        e.summary = octets(c, u.offset, 2) + at +
                    " begins a 4-octet form of a value above U+10FFFF, "
                    "the last Unicode code point.";
    } else {
        e.summary = hx(b0) + at +
                    " never occurs in UTF-8: as the first octet of a 4-octet sequence "
                    "it could only encode values from " +
                    formatCodePoint(std::uint64_t{b0 & 0x07u} << 18).substr(2) +
                    " (hex) up, beyond U+10FFFF.";
    }
    e.rule = b0 == 0xF4
                 ? "RFC 3629 §4: after F4 the second octet must be 80-8F (" + grammarFor(0xF4) +
                       "); found " + hx(c.at(u.offset + 1)) + "."
                 : "RFC 3629 §4 allows only F0-F4 as the first octet of a 4-octet sequence, and "
                   "§3 says F5 to FF never appear; found " +
                       hx(b0) + ".";
    e.decoderAction = leadAction(c, u, s);
}

void explainInvalidOctet(Explanation& e, const Unit& u, const ErrorContext& c, Profile profile) {
    const std::uint8_t b0 = c.at(u.offset);
    const std::string at = " at " + offsetText(u.offset);
    if (b0 >= 0xFE) {
        e.sequenceOffset = u.offset;
        e.sequenceLength = 1;
        e.replacements = 1;
        e.summary = hx(b0) + at + " never occurs in UTF-8, under any definition.";
        e.rule =
            profile == Profile::Rfc3629
                ? "RFC 3629 §3: the octet values C0, C1 and F5 to FF never appear in UTF-8."
                : "ISO/IEC 10646-1 Annex R (Table 1) gives FE and FF no role: they would begin "
                  "7- or 8-octet forms, which UTF-8 never had.";
        e.meaning = "FE and FF are the octets of the UTF-16 byte order marks FE FF and FF FE.";
        if (u.offset <= 1 && c.has(0) && c.has(1) &&
            ((c.at(0) == 0xFF && c.at(1) == 0xFE) || (c.at(0) == 0xFE && c.at(1) == 0xFF))) {
            e.meaning += std::string(" The input begins with ") + octets(c, 0, 2) +
                         ": it is probably UTF-16 (" + (c.at(0) == 0xFF ? "little" : "big") +
                         "-endian) with a byte order mark, not UTF-8.";
        } else {
            const std::string hint = legacyHint(b0);
            if (!hint.empty())
                e.meaning += " " + hint;
        }
        e.decoderAction = "A conforming decoder replaces " + hx(b0) +
                          " with one U+FFFD and resumes at " + offsetText(u.offset + 1) + ".";
        return;
    }
    // F8-FD under RFC 3629: the 5- and 6-octet forms of the original UTF-8.
    const Sequence s = sequenceAt(c, u.offset);
    setSequence(e, s);
    e.summary = hx(b0) + at + " never occurs in UTF-8 as RFC 3629 defines it.";
    e.rule =
        "RFC 3629 §3: the octet values C0, C1 and F5 to FF never appear in UTF-8; it dropped the "
        "5- and 6-octet forms when it limited UTF-8 to U+10FFFF.";
    e.meaning = "In the original UTF-8 (RFC 2044, ISO/IEC 10646-1 Annex R) " + hx(b0) +
                " began a " + std::to_string(s.announced) + "-octet sequence.";
    if (complete(s)) {
        const bool shortest = encodedLength(s.value) == s.announced;
        e.meaning += " Here " + octets(c, u.offset, s.announced) + " would be " +
                     (shortest ? "the " : "an overlong ") + std::to_string(s.announced) +
                     "-octet form of the 31-bit value " + formatCodePoint(s.value).substr(2) +
                     " (hex); the iso10646-1993 profile decodes it.";
    }
    e.decoderAction = leadAction(c, u, s);
}

// An ASCII octet with the character it stands for: "22 ('"')", "0A (<control-000A> ...)".
std::string asciiOctet(std::uint8_t b) {
    if (b >= 0x20 && b < 0x7F)
        return hx(b) + " ('" + std::string(1, static_cast<char>(b)) + "')";
    return hx(b) + " (" + charInfo(b).name + ")";
}

std::string describeCut(const ErrorContext& c, std::uint64_t at) {
    if (!c.has(at))
        return c.endOfInput ? "the end of the input" : "the end of the available octets";
    const std::uint8_t b = c.at(at);
    std::string what = hx(b);
    if (b < 0x80) {
        what = asciiOctet(b);
    } else if (announcedLength(b) >= 2) {
        what += ", the first octet of another sequence";
    }
    return what + " at " + offsetText(at) + ", which is not a continuing octet";
}

void explainTruncated(Explanation& e, const Unit& u, const ErrorContext& c, Profile profile) {
    const std::uint8_t b0 = c.at(u.offset);
    const int n = announcedLength(b0);
    const int present = u.length;
    e.sequenceOffset = u.offset;
    e.sequenceLength = u.length;
    e.replacements = 1;
    const std::string seq = octets(c, u.offset, present);
    e.summary = seq + " at " + offsetText(u.offset) + " is a truncated " + std::to_string(n) +
                "-octet sequence: " + hx(b0) + " announces " + std::to_string(n) +
                " octets, but it is cut short after " + std::to_string(present) + " by " +
                describeCut(c, u.end()) + ".";
    const std::string source =
        profile == Profile::Rfc3629 && n <= 4 ? "RFC 3629 §4" : "ISO/IEC 10646-1 Annex R";
    e.rule = source + ": a " + std::to_string(n) + "-octet sequence needs " +
             plural(static_cast<std::uint64_t>(n - 1), "continuing octet") +
             " (UTF8-tail = %x80-BF) after its first octet; found " + std::to_string(present - 1) +
             ".";
    // The values the complete sequence could have had.
    std::uint64_t prefix = b0 & (0x7Fu >> n);
    for (int k = 1; k < present; ++k)
        prefix = (prefix << 6) | (c.at(u.offset + k) & 0x3Fu);
    const int missing = n - present;
    std::uint64_t lo = prefix << (6 * missing);
    std::uint64_t hi = lo | ((std::uint64_t{1} << (6 * missing)) - 1);
    lo = std::max(lo, shortestFormMinimum(n));
    hi = std::min<std::uint64_t>(hi, maxCodePoint(profile));
    if (present == 1 && b0 == 0xED)
        hi = std::min<std::uint64_t>(hi, 0xD7FF);
    if (lo <= hi) {
        e.meaning = "Complete, it would have encoded a value in " + formatCodePoint(lo) + ".." +
                    formatCodePoint(hi) + ".";
    }
    if (present > 1) {
        e.meaning +=
            " Text cut at an octet boundary (a fixed-size buffer, a column length limit, a "
            "split stream) leaves exactly this.";
    } else if (c.has(u.end()) && c.at(u.end()) < 0x80) {
        const std::string hint = legacyHint(b0);
        if (!hint.empty())
            e.meaning += (e.meaning.empty() ? "" : " ") + hint;
    }
    e.decoderAction =
        "A conforming decoder replaces " + seq + " with a single U+FFFD (" +
        (present > 1
             ? "the octets form one maximal subpart: a valid beginning that is never finished"
             : "a first octet alone is a maximal subpart") +
        ") and resumes at " + offsetText(u.end()) + ".";
}

void explainUnexpectedContinuation(Explanation& e, const Unit& u, const ErrorContext& c,
                                   Profile profile) {
    const std::uint8_t b = c.at(u.offset);
    const std::string at = " at " + offsetText(u.offset);
    e.sequenceOffset = u.offset;
    e.sequenceLength = 1;
    e.replacements = 1;
    e.rule = "RFC 3629 §4: 80-BF (UTF8-tail) may only follow the first octet of a multi-octet "
             "sequence, inside UTF8-2, UTF8-3 or UTF8-4.";
    e.decoderAction = "A conforming decoder replaces " + hx(b) +
                      " with one U+FFFD and resumes at " + offsetText(u.offset + 1) + ".";
    // The nearest octet before it that is not a continuing octet begins the unit before.
    std::uint64_t lead = u.offset;
    bool found = false;
    for (std::uint64_t k = 1; k < kMaxSequenceLength && k <= u.offset && c.has(u.offset - k); ++k) {
        if (!isContinuationOctet(c.at(u.offset - k))) {
            lead = u.offset - k;
            found = true;
            break;
        }
    }
    if (found && announcedLength(c.at(lead)) > static_cast<int>(u.offset - lead)) {
        // Within the reach of a first octet that could not start a valid sequence here.
        const Sequence s = sequenceAt(c, lead);
        std::array<std::uint8_t, kMaxSequenceLength> buf{};
        std::size_t n = 0;
        for (std::uint64_t at2 = lead; at2 < lead + kMaxSequenceLength && c.has(at2); ++at2)
            buf[n++] = c.at(at2);
        const Unit leadUnit = decodeUnit(std::span<const std::uint8_t>(buf.data(), n), profile);
        if (!leadUnit.valid()) {
            e.sequenceOffset = lead;
            e.sequenceLength = static_cast<std::uint8_t>(s.present);
            e.replacements = static_cast<std::uint8_t>(s.present);
            if (complete(s) && s.announced > 1)
                e.intendedValue = s.value;
            e.summary = hx(b) + at + " is a continuing octet of the ill-formed sequence " +
                        octets(c, lead, s.present) + " that starts at " + offsetText(lead) + " (" +
                        std::string(title(*leadUnit.error)) + ").";
            e.meaning = "Because " + hx(c.at(lead)) + " cannot start a valid sequence with " +
                        octets(c, lead, 2) + ", its continuing octets have nothing to attach to.";
            e.decoderAction += " Each octet of " + octets(c, lead, s.present) +
                               " is a maximal subpart of its own, so the sequence becomes " +
                               std::to_string(s.present) + " U+FFFD.";
            return;
        }
    }
    e.summary = hx(b) + at + " is a continuing octet (10xxxxxx) with no first octet before it.";
    if (u.offset == 0) {
        e.meaning = "It is the first octet of the input: the input may have been cut in the middle "
                    "of a character.";
    } else if (c.has(u.offset - 1)) {
        const std::uint8_t prev = c.at(u.offset - 1);
        if (found && announcedLength(c.at(lead)) >= 2) {
            const Sequence s = sequenceAt(c, lead);
            if (complete(s) && s.offset + static_cast<std::uint64_t>(s.announced) <= u.offset) {
                e.meaning = "The sequence before it, " + octets(c, lead, s.announced) + " (" +
                            formatCodePoint(s.value) + "), is already complete: " + hx(c.at(lead)) +
                            " announces " + std::to_string(s.announced) + " octets.";
            }
        } else if (isContinuationOctet(prev)) {
            e.meaning = "It follows another continuing octet that has no first octet either.";
        } else if (prev < 0x80) {
            e.meaning = "It follows " + asciiOctet(prev) + ", a 1-octet character.";
            const std::string hint = legacyHint(b);
            if (!hint.empty())
                e.meaning += " " + hint;
        }
    }
}

} // namespace

std::string Explanation::text() const {
    std::string t = summary;
    for (const std::string* part : {&rule, &meaning, &decoderAction}) {
        if (!part->empty())
            t += " " + *part;
    }
    return t;
}

std::optional<Explanation> explain(const Unit& unit, const ErrorContext& context, Profile profile) {
    if (unit.valid() || !context.has(unit.offset))
        return std::nullopt;
    Explanation e;
    e.kind = *unit.error;
    switch (*unit.error) {
    case ErrorKind::Overlong:
        explainOverlong(e, unit, context, profile);
        break;
    case ErrorKind::Surrogate:
        explainSurrogate(e, unit, context, profile);
        break;
    case ErrorKind::OutOfRange:
        explainOutOfRange(e, unit, context);
        break;
    case ErrorKind::InvalidOctet:
        explainInvalidOctet(e, unit, context, profile);
        break;
    case ErrorKind::Truncated:
        explainTruncated(e, unit, context, profile);
        break;
    case ErrorKind::UnexpectedContinuation:
        explainUnexpectedContinuation(e, unit, context, profile);
        break;
    }
    return e;
}

} // namespace u8scope
