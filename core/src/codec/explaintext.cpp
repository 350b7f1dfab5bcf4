// English words for the facts of a malformed unit: the plain sentence, then the spec detail.
// Every decision was made by explain(); this file only phrases it.
#include "u8scope/codec/explaintext.h"

#include "codec/rules.h"
#include "text/translatable.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/text/charactereffect.h"
#include "u8scope/text/charinfo.h"
#include "u8scope/text/hex.h"

namespace u8scope {

namespace {

std::string hx(std::uint8_t b) {
    return formatOctets(std::span<const std::uint8_t>(&b, 1));
}

std::string offsetText(std::uint64_t o) {
    return "offset " + std::to_string(o);
}

// The hex digits of a value without U+: "110000".
std::string hexValue(std::uint64_t v) {
    return formatCodePoint(v).substr(2);
}

// "U+00E9 LATIN SMALL LETTER E WITH ACUTE", or the bare value beyond Unicode.
std::string namedValue(std::uint64_t v) {
    if (v > 0x10FFFF)
        return "the 31-bit value " + hexValue(v) + " (hex)";
    return formatCodePoint(v) + " " + charInfo(v).name;
}

// "U+002F (/)", or "U+0000 <control-0000> (NULL)" for what does not show by itself.
std::string codePointAndCharacter(std::uint64_t v) {
    const std::string shown = characterForSentence(v);
    if (shown.rfind("U+", 0) == 0)
        return shown;
    return formatCodePoint(v) + " (" + shown + ")";
}

std::string plural(std::uint64_t n, const std::string& word) {
    return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

// The first n octets of the ill-formed sequence.
std::string seq(const Explanation& e, std::size_t n) {
    return formatOctets(e.sequence().first(std::min<std::size_t>(n, e.sequenceLength)));
}

std::string at(const Explanation& e) {
    return " at " + offsetText(e.offset);
}

// The range of first octets of `length`-octet sequences among those expected: "C2-DF".
std::string firstOctetsOfLength(const Explanation& e, int length) {
    for (const OctetRange& r : e.ruleBreak.expected) {
        if (announcedLength(r.lo) == length)
            return formatRange(r);
    }
    return "none";
}

std::string expectedRange(const Explanation& e) {
    return e.ruleBreak.expected.empty() ? std::string("none")
                                        : formatRange(e.ruleBreak.expected.front());
}

// " In bits, 80 = 10000000 leaves 101xxxxx at bit 5.": where a continuing octet departs from
// the pattern its position needs.
std::string inBits(const Explanation& e) {
    const RuleBreak& rb = e.ruleBreak;
    if (rb.index == 0 || rb.missing || rb.bit < 0)
        return {};
    std::string patterns;
    for (const OctetRange& r : rb.expected) {
        for (const std::string& p : bitPatterns(r))
            patterns += (patterns.empty() ? "" : " or ") + p;
    }
    std::string bits;
    for (int b = 7; b >= 0; --b)
        bits += (rb.found >> b) & 1 ? '1' : '0';
    return " In bits, " + hx(rb.found) + " = " + bits + " leaves " + patterns + " at bit " +
           std::to_string(rb.bit) + ".";
}

std::string legacyHint(const LegacyReading& l) {
    const std::string also =
        l.codec.id() == CodecId::Windows1252 && l.octet >= 0xA0 ? " or ISO 8859-1" : "";
    return "If this text is really " + std::string(l.codec.name()) + also + ", " + hx(l.octet) +
           " is '" + std::string(encode(l.character).text()) + "' (" + namedValue(l.character) +
           "): text in a legacy 8-bit encoding read as UTF-8 fails exactly like this.";
}

void append(std::string& to, const std::string& sentence) {
    if (sentence.empty())
        return;
    if (!to.empty())
        to += ' ';
    to += sentence;
}

// An ASCII octet with the character it stands for: "22 ('"')", "0A (<control-000A> ...)".
std::string asciiOctet(std::uint8_t b) {
    if (b >= 0x20 && b < 0x7F)
        return hx(b) + " ('" + std::string(1, static_cast<char>(b)) + "')";
    return hx(b) + " (" + charInfo(b).name + ")";
}

// What cut a truncated sequence short.
std::string describeCut(const Explanation& e) {
    const RuleBreak& rb = e.ruleBreak;
    if (rb.missing)
        return e.inputEnds ? "the end of the input" : "the end of the available octets";
    std::string what = hx(rb.found);
    if (rb.found < 0x80) {
        what = asciiOctet(rb.found);
    } else if (announcedLength(rb.found) >= 2) {
        what += ", the first octet of another sequence";
    }
    return what + " at " + offsetText(e.sequenceOffset + rb.index) +
           ", which is not a continuing octet";
}

// --- The spec detail, kind by kind ------------------------------------------------------------

void overlong(const Explanation& e, ExplanationText& t) {
    const std::uint8_t b0 = e.sequenceOctets[0];
    const int n = e.announcedLength;
    const bool rfc = e.profile == Profile::Rfc3629;
    if (e.complete()) {
        const std::uint64_t v = *e.intendedValue;
        t.summary = seq(e, n) + at(e) + " is an overlong " + std::to_string(n) + "-octet form of " +
                    formatCodePoint(v) + ".";
        // A surrogate (F0 8D A0 80 and on) has no UTF-8 form at all to name.
        t.meaning =
            (e.shortestForm ? namedValue(v) + " is written " +
                                  formatOctets(e.shortestForm->bytes()) + " in UTF-8."
                            : namedValue(v) + " is a surrogate, which UTF-8 writes in no form.") +
            " Only the shortest form is allowed (RFC 3629 §3, §10): a decoder "
            "that accepted longer ones would let one character hide behind several octet "
            "patterns, a classic way to slip '/' or NUL past a filter.";
        if (v == 0 && n == 2)
            t.meaning += " C0 80 in particular is how Java's \"modified UTF-8\" writes U+0000.";
    } else {
        t.summary = (e.ruleBreak.index == 0 ? hx(b0) : seq(e, 2)) + at(e) +
                    " can only begin an overlong " + std::to_string(n) +
                    "-octet form, of a value below " +
                    formatCodePoint(rules::firstValueOfLength(n)) + ", which has a shorter form.";
        if (e.sequenceLength == 1)
            t.summary += " Here no continuing octet even follows it.";
        if (e.legacy)
            t.meaning = legacyHint(*e.legacy);
    }
    if (e.ruleBreak.index == 0) {
        const std::string allowed = firstOctetsOfLength(e, 2);
        t.rule = rfc ? "RFC 3629 §4 allows only " + allowed +
                           " as the first octet of a 2-octet sequence (" + e.abnf +
                           "), and §3 says C0 and C1 never appear: they could only encode "
                           "U+0000..U+007F, which have 1-octet forms. Found " +
                           hx(b0) + "."
                     : "ISO/IEC 10646-1 Annex R requires the shortest form: a 2-octet sequence "
                       "must encode at least 0080, so its first octet must be " +
                           allowed + ". Found " + hx(b0) + ".";
    } else {
        t.rule = (rfc ? "RFC 3629 §4" : "ISO/IEC 10646-1 Annex R (shortest form)") +
                 std::string(": after ") + hx(b0) + " the second octet must be " +
                 expectedRange(e) + (e.abnf.empty() ? std::string() : " (" + e.abnf + ")") +
                 "; found " + hx(e.ruleBreak.found) + "." + inBits(e);
    }
}

void surrogate(const Explanation& e, ExplanationText& t) {
    if (e.complete()) {
        const std::uint64_t v = *e.intendedValue;
        t.summary = seq(e, 3) + at(e) + " would encode the surrogate " + formatCodePoint(v) +
                    ", which UTF-8 forbids.";
        t.meaning = formatCodePoint(v) + " is a " + (v < 0xDC00 ? "high" : "low") +
                    " surrogate: UTF-16 pairs a high surrogate (D800-DBFF) with a low one "
                    "(DC00-DFFF) to reach characters above U+FFFF. Surrogates are not characters.";
        if (e.pair && e.pair->low) {
            t.meaning += " With the low surrogate " +
                         formatOctets(std::span(e.pair->low->octets).first(e.pair->low->length)) +
                         " (" + formatCodePoint(e.pair->low->value) +
                         ") that follows, this is the CESU-8 (or Java modified UTF-8) form of " +
                         namedValue(e.pair->character) + ", which UTF-8 writes as " +
                         formatOctets(e.pair->utf8.bytes()) + ".";
        } else if (e.pair && e.pair->secondHalf) {
            t.meaning += " It is the second half of the surrogate pair that starts at " +
                         offsetText(e.pair->otherOffset) + " (CESU-8 or Java modified UTF-8).";
        }
    } else {
        t.summary = seq(e, 2) + at(e) +
                    " begins an encoded surrogate (U+D800..U+DFFF), which UTF-8 forbids.";
    }
    t.rule = (e.profile == Profile::Rfc3629
                  ? std::string("RFC 3629 §3 forbids encoding U+D800..U+DFFF; in the grammar of "
                                "§4, ")
                  : std::string("ISO/IEC 10646 reserves D800-DFFF for UTF-16 surrogates and this "
                                "profile refuses them as RFC 3629 does: ")) +
             "after " + hx(e.sequenceOctets[0]) + " the second octet must be " + expectedRange(e) +
             (e.abnf.empty() ? std::string() : " (" + e.abnf + ")") + "; found " +
             hx(e.ruleBreak.found) + "." + inBits(e);
}

void outOfRange(const Explanation& e, ExplanationText& t) {
    const std::uint8_t b0 = e.sequenceOctets[0];
    if (e.complete()) {
        const std::uint64_t v = *e.intendedValue;
        t.summary = seq(e, 4) + at(e) + " would encode " + hexValue(v) +
                    " (hex), beyond U+10FFFF, the last Unicode code point.";
        t.meaning = "Unicode stops at U+10FFFF, the most UTF-16 can reach. The original UTF-8 of "
                    "RFC 2044 and ISO/IEC 10646-1 Annex R (the iso10646-1993 profile) accepts it "
                    "as the UCS-4 value " +
                    hexValue(v) + ".";
    } else if (e.ruleBreak.index > 0) {
        t.summary = seq(e, 2) + at(e) +
                    " begins a 4-octet form of a value above U+10FFFF, the last Unicode code "
                    "point.";
    } else {
        t.summary = hx(b0) + at(e) +
                    " never occurs in UTF-8: as the first octet of a 4-octet sequence it could "
                    "only encode values from " +
                    hexValue(e.reach ? e.reach->first : 0) + " (hex) up, beyond U+10FFFF.";
        if (e.legacy)
            t.meaning = legacyHint(*e.legacy);
    }
    t.rule = e.ruleBreak.index > 0
                 ? "RFC 3629 §4: after " + hx(b0) + " the second octet must be " +
                       expectedRange(e) + " (" + e.abnf + "); found " + hx(e.ruleBreak.found) +
                       "." + inBits(e)
                 : "RFC 3629 §4 allows only " + firstOctetsOfLength(e, 4) +
                       " as the first octet of a 4-octet sequence, and §3 says F5 to FF never "
                       "appear; found " +
                       hx(b0) + ".";
}

void invalidOctet(const Explanation& e, ExplanationText& t) {
    const std::uint8_t b0 = e.sequenceOctets[0];
    if (e.announcedLength == 0) { // FE, FF
        t.summary = hx(b0) + at(e) + " never occurs in UTF-8, under any definition.";
        t.rule =
            e.profile == Profile::Rfc3629
                ? "RFC 3629 §3: the octet values C0, C1 and F5 to FF never appear in UTF-8."
                : "ISO/IEC 10646-1 Annex R (Table 1) gives FE and FF no role: they would begin "
                  "7- or 8-octet forms, which UTF-8 never had.";
        t.meaning = "FE and FF are the octets of the UTF-16 byte order marks FE FF and FF FE.";
        if (e.utf16LittleEndian) {
            t.meaning += std::string(" The input begins with ") +
                         (*e.utf16LittleEndian ? "FF FE" : "FE FF") + ": it is probably UTF-16 (" +
                         (*e.utf16LittleEndian ? "little" : "big") +
                         "-endian) with a byte order mark, not UTF-8.";
        } else if (e.legacy) {
            t.meaning += " " + legacyHint(*e.legacy);
        }
        return;
    }
    // F8-FD under RFC 3629: the 5- and 6-octet forms of the original UTF-8.
    const int n = e.announcedLength;
    t.summary = hx(b0) + at(e) + " never occurs in UTF-8 as RFC 3629 defines it.";
    t.rule =
        "RFC 3629 §3: the octet values C0, C1 and F5 to FF never appear in UTF-8; it dropped the "
        "5- and 6-octet forms when it limited UTF-8 to U+10FFFF.";
    t.meaning = "In the original UTF-8 (RFC 2044, ISO/IEC 10646-1 Annex R) " + hx(b0) +
                " began a " + std::to_string(n) + "-octet sequence.";
    if (e.complete()) {
        const bool shortest = e.shortestForm && e.shortestForm->length == n;
        t.meaning += " Here " + seq(e, static_cast<std::size_t>(n)) + " would be " +
                     (shortest ? "the " : "an overlong ") + std::to_string(n) +
                     "-octet form of the 31-bit value " + hexValue(*e.intendedValue) +
                     " (hex); the iso10646-1993 profile decodes it.";
    } else if (e.legacy) {
        t.meaning += " " + legacyHint(*e.legacy);
    }
}

void truncated(const Explanation& e, ExplanationText& t) {
    const std::uint8_t b0 = e.sequenceOctets[0];
    const int n = e.announcedLength;
    const int present = e.sequenceLength;
    const std::string octets = seq(e, static_cast<std::size_t>(present));
    t.summary = octets + at(e) + " is a truncated " + std::to_string(n) +
                "-octet sequence: " + hx(b0) + " announces " + std::to_string(n) +
                " octets, but it is cut short after " + std::to_string(present) + " by " +
                describeCut(e) + ".";
    const std::string source =
        e.profile == Profile::Rfc3629 && n <= 4 ? "RFC 3629 §4" : "ISO/IEC 10646-1 Annex R";
    t.rule = source + ": a " + std::to_string(n) + "-octet sequence needs " +
             plural(static_cast<std::uint64_t>(n - 1), "continuing octet") +
             " (UTF8-tail = %x80-BF) after its first octet; found " + std::to_string(present - 1) +
             "." + inBits(e);
    if (e.possibleValues) {
        t.meaning = "Complete, it would have encoded a value in " +
                    formatCodePoint(e.possibleValues->first) + ".." +
                    formatCodePoint(e.possibleValues->last) + ".";
    }
    if (present > 1) {
        append(t.meaning, "Text cut at an octet boundary (a fixed-size buffer, a column length "
                          "limit, a split stream) leaves exactly this.");
    } else if (e.legacy) {
        append(t.meaning, legacyHint(*e.legacy));
    }
}

void unexpectedContinuation(const Explanation& e, ExplanationText& t) {
    const std::uint8_t b = e.unitOctets()[0];
    t.rule = "RFC 3629 §4: 80-BF (UTF8-tail) may only follow the first octet of a multi-octet "
             "sequence, inside UTF8-2, UTF8-3 or UTF8-4.";
    if (e.sequenceKind) {
        const std::string octets = seq(e, e.sequenceLength);
        t.summary = hx(b) + at(e) + " is a continuing octet of the ill-formed sequence " + octets +
                    " that starts at " + offsetText(e.sequenceOffset) + " (" +
                    std::string(title(*e.sequenceKind)) + ").";
        t.meaning = "Because " + hx(e.sequenceOctets[0]) + " cannot start a valid sequence with " +
                    seq(e, 2) + ", its continuing octets have nothing to attach to.";
        return;
    }
    t.summary = hx(b) + at(e) + " is a continuing octet (10xxxxxx) with no first octet before it.";
    switch (e.before) {
    case Before::InputStart:
        t.meaning = "It is the first octet of the input: the input may have been cut in the middle "
                    "of a character.";
        break;
    case Before::CompleteSequence: {
        const NearbySequence& p = *e.previous;
        t.meaning = "The sequence before it, " + formatOctets(std::span(p.octets).first(p.length)) +
                    " (" + formatCodePoint(p.value) + "), is already complete: " + hx(p.octets[0]) +
                    " announces " + std::to_string(p.length) + " octets.";
        break;
    }
    case Before::AnotherContinuation:
        t.meaning = "It follows another continuing octet that has no first octet either.";
        break;
    case Before::Ascii:
        t.meaning = "It follows " + asciiOctet(e.beforeOctet) + ", a 1-octet character.";
        if (e.legacy)
            t.meaning += " " + legacyHint(*e.legacy);
        break;
    case Before::Unknown:
        break;
    }
}

// --- The plain sentence ------------------------------------------------------------------------

using Form = SentenceArg::Form;

SentenceArg octetsArg(std::span<const std::uint8_t> octets) {
    return SentenceArg::ofOctets(octets);
}

SentenceArg octetArg(std::uint8_t octet) {
    return SentenceArg::ofOctets(std::span<const std::uint8_t>(&octet, 1));
}

} // namespace

Sentence plainSentence(const Explanation& e) {
    const SentenceArg sequence = octetsArg(e.sequence());
    const bool one = e.length == 1;
    switch (e.likely) {
    case Likely::LegacyEncoding: {
        const LegacyReading& l = *e.legacy;
        std::vector<SentenceArg> args{SentenceArg::ofText(l.codec.name()), octetArg(l.octet),
                                      SentenceArg::of(Form::Character, l.character)};
        if (l.codec.name().rfind("windows-", 0) == 0)
            return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                      "This byte is not UTF-8. If the file came from Windows, it "
                                      "is probably %1, where %2 is %3."),
                    std::move(args)};
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "This byte is not UTF-8. The text is probably %1, where %2 is "
                                  "%3."),
                std::move(args)};
    }
    case Likely::Utf16:
        if (*e.utf16LittleEndian)
            return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                      "The file starts with FF FE, the byte order mark of UTF-16 "
                                      "(little-endian): it is UTF-16, not UTF-8. Open or convert "
                                      "it as UTF-16."),
                    {}};
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "The file starts with FE FF, the byte order mark of UTF-16 "
                                  "(big-endian): it is UTF-16, not UTF-8. Open or convert it as "
                                  "UTF-16."),
                {}};
    case Likely::ModifiedUtf8Nul:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "C0 80 is NUL (U+0000) as Java's modified UTF-8 writes it, which "
                                  "standard UTF-8 forbids. Read the data as modified UTF-8, or "
                                  "have the program that wrote it write standard UTF-8, where NUL "
                                  "is 00."),
                {}};
    case Likely::EncodedSurrogate:
        if (e.pair && e.pair->secondHalf)
            return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                      "These bytes are the second half of %1 in CESU-8 (or "
                                      "Java's modified UTF-8), whose first half is at %2. Convert "
                                      "the text from CESU-8: in UTF-8 the character is %3."),
                    {SentenceArg::of(Form::CodePointAndCharacter, e.pair->character),
                     SentenceArg::of(Form::Offset, e.pair->otherOffset),
                     octetsArg(e.pair->utf8.bytes())}};
        if (e.pair)
            return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                      "These 6 bytes are %1 in CESU-8 (or Java's modified "
                                      "UTF-8), which writes each half of a UTF-16 surrogate pair "
                                      "on its own. Convert the text from CESU-8: in UTF-8 it is "
                                      "%2."),
                    {SentenceArg::of(Form::CodePointAndCharacter, e.pair->character),
                     octetsArg(e.pair->utf8.bytes())}};
        if (e.complete())
            return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                      "These bytes encode half of a UTF-16 surrogate pair (%1), "
                                      "which is not a character: the text was converted from "
                                      "UTF-16 carelessly. Convert it again from the original."),
                    {SentenceArg::of(Form::CodePointAlone, *e.intendedValue)}};
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "These bytes begin half of a UTF-16 surrogate pair, which is "
                                  "not a character: the text was converted from UTF-16 "
                                  "carelessly. Convert it again from the original."),
                {}};
    case Likely::Overlong:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "This is %1 written in %2 bytes instead of %3, a form UTF-8 "
                                  "forbids because it can slip characters past security checks. "
                                  "Treat the input as suspicious, and find out what produced it."),
                {SentenceArg::of(Form::CodePointAndCharacter, *e.intendedValue),
                 SentenceArg::of(Form::Number, static_cast<std::uint64_t>(e.announcedLength)),
                 SentenceArg::of(Form::Number, static_cast<std::uint64_t>(
                                                   e.shortestForm ? e.shortestForm->length : 1))}};
    case Likely::CutShort: {
        std::vector<SentenceArg> args{
            sequence, SentenceArg::of(Form::Number, static_cast<std::uint64_t>(e.announcedLength))};
        if (e.ruleBreak.missing)
            return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                      "A character is cut short here: %1 begins a %2-byte "
                                      "character, but the bytes seen end there. The text was "
                                      "probably cut or spliced at a byte boundary; look for where "
                                      "it was split."),
                    std::move(args)};
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "A character is cut short here: %1 begins a %2-byte character, "
                                  "but the byte after it does not continue it. The text was "
                                  "probably cut or spliced at a byte boundary; look for where it "
                                  "was split."),
                std::move(args)};
    }
    case Likely::EndsEarly: {
        const int missing = e.announcedLength - e.sequenceLength;
        std::vector<SentenceArg> args{
            sequence, SentenceArg::of(Form::Number, static_cast<std::uint64_t>(e.announcedLength)),
            SentenceArg::of(Form::Number, static_cast<std::uint64_t>(missing))};
        if (missing == 1)
            return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                      "The input ends in the middle of a character: %1 begins a "
                                      "%2-byte character that lacks its last byte. The file was "
                                      "probably cut short (an interrupted download or copy, a "
                                      "size limit); get it whole again."),
                    std::move(args)};
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "The input ends in the middle of a character: %1 begins a "
                                  "%2-byte character that lacks its last %3 bytes. The file was "
                                  "probably cut short (an interrupted download or copy, a size "
                                  "limit); get it whole again."),
                std::move(args)};
    }
    case Likely::StartsInside:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "The input starts in the middle of a character: it was probably "
                                  "cut out of a larger text. Skip the continuing bytes at the "
                                  "start, or take the data from the start of the character."),
                {}};
    case Likely::PartOfEarlier:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "This byte belongs to the broken sequence %1 at %2; what "
                                  "happened is explained there."),
                {sequence, SentenceArg::of(Form::Offset, e.sequenceOffset)}};
    case Likely::ExtraOctet:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "This byte continues nothing: the character before it (%1) is "
                                  "already complete. A byte was probably inserted, or the first "
                                  "byte of the next character lost; compare with the source."),
                {octetsArg(std::span(e.previous->octets).first(e.previous->length))}};
    case Likely::OriginalUtf8:
        if (e.kind == ErrorKind::OutOfRange)
            return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                      "These bytes encode %1 (hex), beyond U+10FFFF where "
                                      "Unicode ends, so they are not a character. Only the "
                                      "original UTF-8 of 1993 allowed such values: read the data "
                                      "with the ISO/IEC 10646-1:1993 profile, or treat it as "
                                      "damaged."),
                    {SentenceArg::of(Form::HexValue, *e.intendedValue)}};
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "%1 is a %2-byte form of the original UTF-8 of 1993, which RFC "
                                  "3629 no longer allows. If the data comes from an old system, "
                                  "read it with the ISO/IEC 10646-1:1993 profile."),
                {sequence,
                 SentenceArg::of(Form::Number, static_cast<std::uint64_t>(e.announcedLength))}};
    case Likely::BinaryData:
        if (e.data) {
            std::vector<SentenceArg> args{SentenceArg::of(Form::Number, e.data->length),
                                          SentenceArg::of(Form::Offset, e.data->offset)};
            if (e.data->kind == RegionKind::Mixed) {
                if (one)
                    return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                              "This byte lies inside %1 bytes at %2 where binary "
                                              "data, text and NUL bytes mix too closely to tell "
                                              "apart: it is read as data, and no story of text "
                                              "applies to it."),
                            std::move(args)};
                return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                          "These bytes lie inside %1 bytes at %2 where binary "
                                          "data, text and NUL bytes mix too closely to tell "
                                          "apart: they are read as data, and no story of text "
                                          "applies to them."),
                        std::move(args)};
            }
            if (one)
                return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                          "This byte lies inside %1 bytes of binary data at %2: "
                                          "it is part of the data, where any value turns up, and "
                                          "no story of text applies to it."),
                        std::move(args)};
            return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                      "These bytes lie inside %1 bytes of binary data at %2: "
                                      "they are part of the data, where any value turns up, and "
                                      "no story of text applies to them."),
                    std::move(args)};
        }
        if (one)
            return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                      "The file is binary data, not text: this byte is data, "
                                      "where any value turns up, and no story of text applies to "
                                      "it."),
                    {}};
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "The file is binary data, not text: these bytes are data, "
                                  "where any value turns up, and no story of text applies to "
                                  "them."),
                {}};
    case Likely::NotText:
        break;
    }
    if (one)
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "This byte is not UTF-8, and no story of text explains it: the "
                                  "data is probably binary, or damaged. Check where it came "
                                  "from."),
                {}};
    return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                              "These bytes are not UTF-8, and no story of text explains them: "
                              "the data is probably binary, or damaged. Check where it came "
                              "from."),
            {}};
}

std::vector<Sentence> decoderActionSentences(const Explanation& e) {
    const std::span<const std::uint8_t> unit = e.unitOctets();
    const SentenceArg resume = SentenceArg::of(Form::Offset, e.resumeAt());
    std::vector<Sentence> out;
    if (e.kind == ErrorKind::Truncated) {
        if (e.sequenceLength > 1)
            out.push_back({QT_TRANSLATE_NOOP("u8scope::Sentence",
                                             "A conforming decoder replaces %1 with a single "
                                             "U+FFFD (the octets form one maximal subpart: a "
                                             "valid beginning that is never finished) and resumes "
                                             "at %2."),
                           {octetsArg(unit), resume}});
        else
            out.push_back({QT_TRANSLATE_NOOP("u8scope::Sentence",
                                             "A conforming decoder replaces %1 with a single "
                                             "U+FFFD (a first octet alone is a maximal subpart: "
                                             "the longest piece that could still begin a "
                                             "character) and resumes at %2."),
                           {octetsArg(unit), resume}});
        return out;
    }
    out.push_back({QT_TRANSLATE_NOOP("u8scope::Sentence",
                                     "A conforming decoder replaces %1 with one U+FFFD and "
                                     "resumes at %2."),
                   {octetArg(unit[0]), resume}});
    const auto count = static_cast<std::uint64_t>(e.sequenceLength);
    if (e.kind == ErrorKind::UnexpectedContinuation) {
        if (e.sequenceKind)
            out.push_back({QT_TRANSLATE_NOOP("u8scope::Sentence",
                                             "Each octet of %1 is a maximal subpart of its own "
                                             "(no piece of two could still begin a character), "
                                             "so the sequence becomes %2 U+FFFD."),
                           {octetsArg(e.sequence()), SentenceArg::of(Form::Number, count)}});
        return out;
    }
    if (e.announcedLength == 0 || count < 2)
        return out; // FE, FF; or a first octet alone
    const SentenceArg firstTwo = octetsArg(e.sequence().first(2));
    if (count == 2)
        out.push_back({QT_TRANSLATE_NOOP("u8scope::Sentence",
                                         "No valid sequence starts with %1, so the continuing "
                                         "octet after it is a maximal subpart of its own (a "
                                         "piece replaced by one U+FFFD): %2 becomes %3 "
                                         "U+FFFD."),
                       {firstTwo, octetsArg(e.sequence()), SentenceArg::of(Form::Number, count)}});
    else
        out.push_back({QT_TRANSLATE_NOOP("u8scope::Sentence",
                                         "No valid sequence starts with %1, so each of the %2 "
                                         "continuing octets after it is a maximal subpart of its "
                                         "own (a piece replaced by one U+FFFD): %3 becomes %4 "
                                         "U+FFFD."),
                       {firstTwo, SentenceArg::of(Form::Number, count - 1), octetsArg(e.sequence()),
                        SentenceArg::of(Form::Number, count)}});
    return out;
}

std::string englishSentence(const Sentence& sentence) {
    std::vector<std::string> values;
    values.reserve(sentence.args.size());
    for (const SentenceArg& a : sentence.args) {
        switch (a.form) {
        case Form::Octets:
            values.push_back(formatOctets(a.octets));
            break;
        case Form::Offset:
            values.push_back(offsetText(a.value));
            break;
        case Form::Number:
            values.push_back(std::to_string(a.value));
            break;
        case Form::HexValue:
            values.push_back(hexValue(a.value));
            break;
        case Form::CodePointAlone:
            values.push_back(formatCodePoint(a.value));
            break;
        case Form::CodePointAndCharacter:
            values.push_back(codePointAndCharacter(a.value));
            break;
        case Form::Character:
            values.push_back(characterForSentence(a.value));
            break;
        case Form::Text:
            values.push_back(a.text);
            break;
        case Form::Effect:
            values.emplace_back(describe(static_cast<CharacterEffect>(a.value)));
            break;
        }
    }
    return fillSentence(sentence.text, values);
}

std::string englishSentences(std::span<const Sentence> sentences) {
    std::string out;
    for (const Sentence& s : sentences)
        append(out, englishSentence(s));
    return out;
}

std::string characterForSentence(std::uint64_t value) {
    const CharInfo info = charInfo(value);
    const bool shows = info.inUnicode && info.assigned && !info.control && !info.whitespace &&
                       !info.defaultIgnorable && !info.combining && !info.noncharacter &&
                       !info.privateUse;
    if (shows)
        return std::string(encode(value).text());
    return formatCodePoint(value) + " " + info.name;
}

namespace {

// "octet FF", or "one octet 80-FF" for fills of several.
std::string fillOctet(const RegionTally& fills) {
    return fills.fill ? "octet " + formatOctets(std::span(&*fills.fill, 1))
                      : std::string("one octet 80-FF");
}

} // namespace

std::string summaryText(const FileSummary& s, bool namesCommands) {
    if (!s.regions.empty()) {
        // The regions name the fills; binary data still says how much of it they are.
        FileSummary alone = s;
        alone.regions.clear();
        if (alone.kind != FileKind::Binary)
            alone.fills.reset();
        return summaryText(alone, namesCommands) + " " + regionsText(s.regions);
    }
    if (s.fills && s.kind == FileKind::Binary && s.fills->octets * 2 >= s.octets) {
        const std::string filler = "as erased flash or padding holds";
        if (s.fills->octets == s.octets) {
            return "A fill of " + fillOctet(*s.fills) + ", " + plural(s.octets, "octet") + ", " +
                   filler + ": there is no text in it. Read it as data, not as text.";
        }
        return "Mostly a fill of " + fillOctet(*s.fills) + ": " + std::to_string(s.fills->octets) +
               " of its " + plural(s.octets, "octet") + ", " + filler +
               ". The rest is what its regions say" +
               (namesCommands ? " (u8scope-cli map lists them)." : ".");
    }
    if (s.fills && s.kind != FileKind::Binary) {
        FileSummary alone = s;
        alone.fills.reset();
        const std::string fills = s.fills->count == 1 ? "a fill of " + fillOctet(*s.fills)
                                                      : std::to_string(s.fills->count) +
                                                            " fills of " + fillOctet(*s.fills);
        return summaryText(alone, namesCommands) + " It holds " + fills + " (" +
               plural(s.fills->octets, "octet") + ", as erased flash or padding holds): binary " +
               "data, not text" +
               (namesCommands ? ", which u8scope-cli fix copies as it is." : ".");
    }
    switch (s.kind) {
    case FileKind::Empty:
        return "An empty file: there is nothing to check.";
    case FileKind::Ascii:
        return "Valid UTF-8, all of it ASCII: nothing to do.";
    case FileKind::Utf8: {
        // Text that went through the wrong encoding is well-formed too, and a UTF-8 scan does not
        // look for it: not "nothing to do".
        const std::string mojibake =
            std::string("Mojibake, text that went through the wrong encoding "
                        "(\"caf\xC3\x83\xC2\xA9\" for \"caf\xC3\xA9\"), is valid UTF-8 too: ") +
            (namesCommands ? "u8scope-cli mojibake and the window's Mojibake panel look for it."
                           : "the window's Mojibake panel looks for it.");
        if (s.signature) {
            return "Valid UTF-8 that starts with the signature EF BB BF, which some programs "
                   "show as \xC3\xAF\xC2\xBB\xC2\xBF: remove it if they do. " +
                   mojibake;
        }
        return "Valid UTF-8. " + mojibake;
    }
    case FileKind::Utf8WithErrors: {
        std::string kinds;
        for (const auto& [kind, count] : s.kinds) {
            if (!kinds.empty())
                kinds += ", ";
            kinds += std::to_string(count) + " " + std::string(toString(kind));
        }
        return "UTF-8 with " + plural(s.errors, "error") + " (" + kinds +
               "): a decoder replaces each with U+FFFD. Each is explained below: what happened, "
               "and what to do.";
    }
    case FileKind::Legacy:
        if (s.encoding) {
            return "Not UTF-8: probably " + *s.encoding + ", a legacy encoding (" +
                   plural(s.errors, "malformed unit") + " as UTF-8). Convert it to UTF-8, e.g. " +
                   "iconv -f " + *s.encoding + " -t UTF-8.";
        }
        return "Not UTF-8: probably text in an 8-bit legacy encoding such as windows-1252 (" +
               plural(s.errors, "malformed unit") +
               " as UTF-8). Find out which, and convert it to UTF-8 (iconv -f ENCODING -t "
               "UTF-8).";
    case FileKind::Utf16: {
        const std::string order = s.littleEndian ? "little" : "big";
        return "Not UTF-8 but UTF-16 (" + order + "-endian" +
               (s.byteOrderMark ? ", with a byte order mark" : "") +
               "). Convert it to UTF-8, e.g. iconv -f " +
               (s.byteOrderMark  ? std::string("UTF-16")
                : s.littleEndian ? "UTF-16LE"
                                 : "UTF-16BE") +
               " -t UTF-8.";
    }
    case FileKind::Binary:
        break;
    }
    const std::string next =
        "): read it as data, not as text" +
        std::string(namesCommands ? "; u8scope-cli dump shows it octet by octet." : ".");
    // Binary data by its fills rather than by its controls: they are the reason.
    if (const auto percent = fillPercentAsReason(s)) {
        return "Binary data with some text (" + std::to_string(*percent) + "% of the bytes are " +
               (s.fills->count == 1 ? "a fill of " : "fills of ") + fillOctet(*s.fills) +
               ", as erased flash or padding holds" + next;
    }
    return "Binary data with some text (" + std::to_string((s.controlPerMille + 5) / 10) +
           "% of the bytes are NUL or controls that text does not hold" + next;
}

std::string regionsText(const std::vector<RegionTally>& regions) {
    if (regions.empty())
        return {};
    const auto counted = [](const RegionTally& t, const char* one, const char* many) {
        return t.count == 1 ? std::string("1 ") + one : std::to_string(t.count) + " " + many;
    };
    std::string out = "Regions: ";
    for (std::size_t i = 0; i < regions.size(); ++i) {
        const RegionTally& t = regions[i];
        if (i > 0)
            out += ", ";
        switch (t.kind) {
        case RegionKind::Binary:
            out += t.fill ? counted(t, "fill of ", "fills of ") + fillOctet(t)
                          : counted(t, "block of binary data", "blocks of binary data");
            break;
        case RegionKind::Nul:
            out += counted(t, "run of NUL octets", "runs of NUL octets");
            break;
        case RegionKind::Mixed:
            out += counted(t, "stretch of mixed data", "stretches of mixed data");
            break;
        case RegionKind::Legacy:
            out += t.encoding.empty()
                       ? counted(t, "region in a legacy encoding", "regions in a legacy encoding")
                       : counted(t, "region in ", "regions in ") + t.encoding;
            break;
        case RegionKind::Utf16:
            out += counted(t, "region of UTF-16", "regions of UTF-16");
            break;
        case RegionKind::Malformed:
            out += counted(t, "cluster of malformed sequences", "clusters of malformed sequences");
            break;
        case RegionKind::Mojibake:
            out += counted(t, "region of mojibake", "regions of mojibake");
            break;
        case RegionKind::Utf8:
            out += counted(t, "region of UTF-8 text", "regions of UTF-8 text");
            break;
        case RegionKind::Ascii:
            out += counted(t, "region of ASCII text", "regions of ASCII text");
            break;
        }
    }
    return out + ".";
}

std::string ExplanationText::detail() const {
    std::string t;
    for (const std::string* part : {&summary, &rule, &meaning, &decoderAction})
        append(t, *part);
    return t;
}

std::string ExplanationText::text() const {
    return plain + "\n\n" + detail();
}

ExplanationText explanationText(const Explanation& e) {
    ExplanationText t;
    switch (e.kind) {
    case ErrorKind::Overlong:
        overlong(e, t);
        break;
    case ErrorKind::Surrogate:
        surrogate(e, t);
        break;
    case ErrorKind::OutOfRange:
        outOfRange(e, t);
        break;
    case ErrorKind::InvalidOctet:
        invalidOctet(e, t);
        break;
    case ErrorKind::Truncated:
        truncated(e, t);
        break;
    case ErrorKind::UnexpectedContinuation:
        unexpectedContinuation(e, t);
        break;
    }
    t.plain = englishSentence(plainSentence(e));
    t.decoderAction = englishSentences(decoderActionSentences(e));
    return t;
}

} // namespace u8scope
