// Mojibake findings in English: see mojibaketext.h.
#include "u8scope/mojibake/mojibaketext.h"

#include "reencoding.h"
#include "text/translatable.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/codec/explaintext.h"
#include "u8scope/text/charinfo.h"
#include "u8scope/text/display.h"
#include "u8scope/text/hex.h"

namespace u8scope {

namespace {

std::string utf8Of(CodePoint cp) {
    return std::string(encode(cp).text());
}

// A character in a sentence: itself in quotes when it shows on its own, else its code point and
// name (a no-break space, a C1 control, a soft hyphen, a combining mark), as display.h says.
std::string quoted(CodePoint cp) {
    if (displayForm(cp).kind == DisplayKind::Glyph && cp != ' ') {
        std::string q(1, '"');
        q += utf8Of(cp);
        q += '"';
        return q;
    }
    return formatCodePoint(cp) + " " + charInfo(cp).name;
}

std::vector<CodePoint> characters(const std::string& s) {
    std::vector<CodePoint> out;
    for (const Unit& u : decodeAll(octetsOf(s), Profile::Rfc3629))
        out.push_back(u.codePoint);
    return out;
}

// "a and b", "a, b and c".
std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0)
            out += i + 1 == items.size() ? " and " : ", ";
        out += items[i];
    }
    return out;
}

// "“Ã” and “©”", "“Ã”, “ƒ”, “Â” and “©”".
std::string listOf(const std::vector<CodePoint>& cps) {
    std::vector<std::string> items;
    for (const CodePoint cp : cps)
        items.push_back(quoted(cp));
    return joined(items);
}

// The text as one quoted string when every character shows, else character by character.
std::string textOf(const std::string& s) {
    const auto cps = characters(s);
    for (const CodePoint cp : cps) {
        if (quoted(cp).front() != '"')
            return listOf(cps);
    }
    return "\"" + s + "\"";
}

std::string roundsWord(int rounds) {
    if (rounds == 2)
        return "twice";
    if (rounds == 3)
        return "three times";
    return std::to_string(rounds) + " times";
}

std::string inContext(const MojibakeFinding& f, const std::string& middle) {
    return "\"" + f.before + middle + f.after + "\"";
}

// The codec of damage round `r` (0: the first misreading).
Codec codecOfRound(const MojibakeFinding& f, int r) {
    const auto at = static_cast<std::size_t>(r);
    return at < f.chain.size() ? f.chain[at] : f.codec;
}

// "UTF-8 read as windows-1252 and saved again as UTF-8, twice, then read as windows-1251 and
// saved again".
std::string howSaved(const MojibakeFinding& f) {
    std::string out;
    auto links = chainLinks(f);
    if (links.empty())
        links.push_back({f.codec, 1});
    for (const auto& [codec, rounds] : links) {
        out += out.empty()
                   ? std::string(f.cesu8 ? "CESU-8" : "UTF-8") + " read as " +
                         std::string(codec.displayName()) + " and saved again as UTF-8"
                   : ", then read as " + std::string(codec.displayName()) + " and saved again";
        if (rounds > 1)
            out += ", " + roundsWord(rounds);
    }
    return out;
}

// `utf8` as CESU-8 writes it: each character beyond U+FFFF as its two surrogates, a 3-octet
// sequence each.
std::string cesu8Of(const std::string& utf8) {
    std::string out;
    for (const CodePoint cp : characters(utf8)) {
        if (cp < 0x10000) {
            out += utf8Of(cp);
            continue;
        }
        for (const CodePoint half :
             {0xD800 + ((cp - 0x10000) >> 10), 0xDC00 + ((cp - 0x10000) & 0x3FF)}) {
            out += static_cast<char>(0xE0 | (half >> 12));
            out += static_cast<char>(0x80 | ((half >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (half & 0x3F));
        }
    }
    return out;
}

} // namespace

std::string visibleText(const std::string& s) {
    std::string out;
    for (const CodePoint cp : characters(s)) {
        const DisplayForm form = displayForm(cp);
        if (form.kind == DisplayKind::Glyph || form.kind == DisplayKind::Combining)
            out += utf8Of(cp);
        else
            out += "<" + (form.label.empty() ? formatCodePoint(cp) : form.label) + ">";
    }
    return out;
}

namespace {

void reencodedSteps(const MojibakeFinding& f, MojibakeText& t) {
    for (int r = 0; r < f.rounds; ++r) {
        const std::string& from = f.stages[static_cast<std::size_t>(r)];
        const std::string& to = f.stages[static_cast<std::size_t>(r + 1)];
        const auto cps = characters(to);
        const std::string codec(codecOfRound(f, r).displayName());
        std::string s;
        if (r == 0 && f.cesu8) {
            s = formatOctets(stageOctets(f, 0)) + " is " + textOf(from) +
                " in CESU-8, where a character beyond U+FFFF is its two surrogates, a 3-octet "
                "sequence each; read as " +
                codec + (cps.size() == 1 ? " it" : " they");
        } else if (r == 0) {
            s = formatOctets(from) + " is " + textOf(from) + " in UTF-8; read as " + codec +
                (cps.size() == 1 ? " it" : " they");
        } else if (codecOfRound(f, r) == codecOfRound(f, r - 1)) {
            s = "Read as " + codec + " again, " + formatOctets(from);
        } else {
            s = "Then read as " + codec + ", " + formatOctets(from);
        }
        s += " became " + listOf(cps);
        s += "; written back as UTF-8 " + std::string(cps.size() == 1 ? "it is " : "they are ") +
             formatOctets(to) + ".";
        t.steps.push_back(std::move(s));
    }
    if (f.kind == MojibakeKind::LostNoBreakSpace && f.spacesMerged) {
        t.steps.push_back("Then the no-break space (C2 A0) became a plain space (20) and merged "
                          "with the space after it, as where runs of spaces are made one; the "
                          "repair keeps one space between the words.");
    } else if (f.kind == MojibakeKind::LostNoBreakSpace) {
        t.steps.push_back("Then each no-break space (C2 A0) became a plain space (20), as "
                          "editors and web forms often do; the octets around it show it was one.");
    }
    if (f.latin1Mix) {
        t.steps.push_back("Part of the text was read as ISO 8859-1 instead, so C1 controls "
                          "(U+0080..U+009F) stand where windows-1252 has characters.");
    }
}

void lostSteps(const MojibakeFinding& f, MojibakeText& t) {
    const std::string codec(f.codec.displayName());
    // The octets that survive, read back through the codec; "??" for each one lost.
    std::string octets;
    for (const CodePoint cp : characters(f.stages.back())) {
        if (!octets.empty())
            octets += ' ';
        const auto o = f.codec.encode(cp);
        if (cp == '?' || cp == kReplacementCharacter || !o) {
            octets += "??";
        } else {
            const std::uint8_t b = *o;
            octets += formatOctets(std::span<const std::uint8_t>(&b, 1));
        }
    }
    t.steps.push_back("The UTF-8 octets " + octets + " were read as " + codec + ", which has " +
                      "no character for some of them; those were written as " +
                      textOf(std::string(1, '?')) + " or U+FFFD, so the octets are lost.");
    t.steps.push_back(std::string(f.lost == 1 ? "The character they were"
                                              : "The characters "
                                                "they were") +
                      " cannot be told any more: the repair puts one U+FFFD for each, and "
                      "restores the rest.");
}

} // namespace

std::string MojibakeText::detail() const {
    std::string out;
    for (const std::string& s : steps) {
        if (!out.empty())
            out += ' ';
        out += s;
    }
    return out;
}

std::string MojibakeText::text() const {
    const std::string d = detail();
    return d.empty() ? plain : plain + " " + d;
}

std::vector<std::string> chanceSequences(const MojibakeFinding& f) {
    std::vector<std::string> out;
    if (f.kind != MojibakeKind::LegacyOctets)
        return out;
    std::size_t at = 0;
    for (const Unit& u : decodeAll(octetsOf(f.text), Profile::Rfc3629)) {
        if (u.valid() && u.length >= 2)
            out.push_back(formatOctets(f.text.substr(at, u.length)) + " (" + formatCodePoint(u.codePoint) +
                          ")");
        at += u.length;
    }
    return out;
}

Sentence evidenceSentence(const MojibakeEvidence& e, const MojibakeFinding& f) {
    using Form = SentenceArg::Form;
    const bool one = e.count == 1;
    std::vector<SentenceArg> count{SentenceArg::of(Form::Number, e.count)};
    switch (e.kind) {
    case MojibakeEvidenceKind::Word:
        if (one)
            return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                      "The word reads as text only once repaired, and the "
                                      "character that comes back fits it."),
                    {}};
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "The word reads as text only once repaired, and the %1 "
                                  "characters that come back fit it."),
                std::move(count)};
    case MojibakeEvidenceKind::Rounds:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "It is undone through %1 rounds, each a coincidence that "
                                  "correct text seldom makes."),
                std::move(count)};
    case MojibakeEvidenceKind::Line:
        if (one)
            return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                      "The same encoding explains another damaged word of the "
                                      "line."),
                    {}};
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "The same encoding explains %1 other damaged words of the "
                                  "line."),
                std::move(count)};
    case MojibakeEvidenceKind::File:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "The same encoding explains damaged places elsewhere in the "
                                  "file."),
                {}};
    case MojibakeEvidenceKind::KnownCodec:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "The whole file is in %1, as both encoding detectors agree."),
                {SentenceArg::ofText(f.codec.name())}};
    case MojibakeEvidenceKind::Script:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "Letters of the repaired character's script stand around it "
                                  "in the line."),
                {}};
    case MojibakeEvidenceKind::Signature:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence", "A byte order mark heads the file."), {}};
    case MojibakeEvidenceKind::Form:
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "The bytes are a form of UTF-8 itself, not text of another "
                                  "encoding."),
                {}};
    case MojibakeEvidenceKind::Ambiguous:
        if (one)
            return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                      "Another encoding would repair the same bytes into other "
                                      "text, which lowers the confidence."),
                    {}};
        return {QT_TRANSLATE_NOOP("u8scope::Sentence",
                                  "%1 other encodings would repair the same bytes into other "
                                  "text, which lowers the confidence."),
                std::move(count)};
    }
    return {};
}

std::string evidenceText(const MojibakeFinding& f) {
    std::string s;
    for (const MojibakeEvidence& e : f.evidence) {
        if (!s.empty())
            s += ' ';
        s += englishSentence(evidenceSentence(e, f));
    }
    return s;
}

// The octets a finding of EastAsianAsWestern was stored as: its text back through its codec.
std::string storedOctets(const MojibakeFinding& f) {
    std::string octets;
    for (const CodePoint cp : characters(f.text)) {
        const auto o = cp < 0x80 ? std::optional(static_cast<std::uint8_t>(cp))
                                 : detail::damageOctet(f.codec, cp);
        octets += o ? static_cast<char>(*o) : '?';
    }
    return formatOctets(octets);
}

std::string chainName(const MojibakeFinding& f) {
    switch (f.kind) {
    case MojibakeKind::SurrogatePair:
        return "CESU-8";
    case MojibakeKind::ModifiedNul:
        return "Java modified UTF-8";
    case MojibakeKind::LegacyOctets:
    case MojibakeKind::C1Control:
        return std::string(f.codec.name());
    case MojibakeKind::EastAsianAsWestern:
        return f.eastAsian + " as " + std::string(f.codec.name());
    case MojibakeKind::ReadAsEastAsian:
    case MojibakeKind::ReplacementsAsEastAsian:
        return f.eastAsian;
    default:
        break;
    }
    // Each codec of the chain in the order of the damage, with its rounds: "windows-1252, 2
    // rounds", "windows-1252 then windows-1251".
    std::string name = f.cesu8 ? "CESU-8 then " : "";
    const auto links = chainLinks(f);
    for (std::size_t i = 0; i < links.size(); ++i) {
        const auto& [codec, rounds] = links[i];
        if (i > 0)
            name += links[i - 1].rounds > 1 ? ", then " : " then ";
        name += codec.name();
        if (f.latin1Mix && codec.id() == CodecId::Windows1252)
            name += " and ISO-8859-1 mixed";
        if (rounds > 1)
            name += ", " + std::to_string(rounds) + " rounds";
    }
    if (links.empty())
        name = f.codec.name();
    return name;
}

std::string stageOctets(const MojibakeFinding& f, std::size_t stage) {
    if (stage >= f.stages.size())
        return {};
    return stage == 0 && f.cesu8 ? cesu8Of(f.stages[0]) : f.stages[stage];
}

std::vector<ChainLink> chainLinks(const MojibakeFinding& f) {
    std::vector<ChainLink> links;
    for (int r = 0; r < f.rounds; ++r) {
        const Codec c = codecOfRound(f, r);
        if (!links.empty() && links.back().codec == c)
            ++links.back().rounds;
        else
            links.push_back({c, 1});
    }
    return links;
}

MojibakeText mojibakeText(const MojibakeFinding& f) {
    MojibakeText t;
    const std::string codec(f.codec.displayName());
    switch (f.kind) {
    case MojibakeKind::Reencoded:
    case MojibakeKind::LostNoBreakSpace:
        t.plain = inContext(f, visibleText(f.text)) + " should read " +
                  inContext(f, visibleText(f.repaired)) + ": " + howSaved(f) +
                  (f.kind == MojibakeKind::LostNoBreakSpace
                       ? ", and a no-break space turned into a space."
                       : ".");
        reencodedSteps(f, t);
        break;
    case MojibakeKind::LostOctet:
        t.plain = inContext(f, visibleText(f.text)) + " should read " +
                  inContext(f, visibleText(f.repaired)) + ": " + howSaved(f) + ", with " +
                  (f.lost == 1 ? "a character" : std::to_string(f.lost) + " characters") +
                  " lost on the way.";
        lostSteps(f, t);
        break;
    case MojibakeKind::SurrogatePair: {
        const auto cp = characters(f.repaired).front();
        t.plain = formatOctets(f.text) + " is " + formatCodePoint(cp) + " " + charInfo(cp).name +
                  " written as a UTF-16 surrogate pair, each half a 3-octet sequence "
                  "(CESU-8, or Java's modified UTF-8).";
        const CodePoint high = 0xD800 + ((cp - 0x10000) >> 10);
        const CodePoint low = 0xDC00 + ((cp - 0x10000) & 0x3FF);
        t.steps.push_back(formatOctets(f.text.substr(0, 3)) + " would be " + formatCodePoint(high) +
                          " and " + formatOctets(f.text.substr(3, 3)) + " " + formatCodePoint(low) +
                          ", the two halves UTF-16 uses for " + formatCodePoint(cp) +
                          "; UTF-8 forbids encoding surrogates (RFC 3629 §3) and writes " +
                          formatCodePoint(cp) + " as " + formatOctets(f.repaired) + ".");
        break;
    }
    case MojibakeKind::ModifiedNul:
        t.plain = "C0 80 is U+0000 NULL as Java's modified UTF-8 writes it, so that strings "
                  "hold no zero octet.";
        t.steps.push_back("It is an overlong form, which RFC 3629 §3 forbids; UTF-8 writes "
                          "U+0000 as the single octet 00.");
        break;
    case MojibakeKind::LegacyOctets: {
        const auto cps = characters(f.repaired);
        t.plain = formatOctets(f.text) + (f.text.size() == 1 ? " is" : " are") + " not UTF-8 here; in " +
                  codec + (f.text.size() == 1 ? " it is " : " they are ") + textOf(f.repaired) +
                  ".";
        t.steps.push_back("Text in " + codec + " was put into UTF-8 text as it was. UTF-8 writes " +
                          textOf(f.repaired) + " as " + formatOctets(f.repaired) + ".");
        if (const auto chance = chanceSequences(f); !chance.empty()) {
            t.steps.push_back(joined(chance) +
                              " happen to form UTF-8, but not with the octets around them.");
        }
        break;
    }
    case MojibakeKind::C1Control: {
        const auto cps = characters(f.text);
        t.plain =
            formatOctets(f.text) + (cps.size() == 1 ? " is the C1 control " : " are the C1 controls ") +
            listOf(cps) + ", which no text uses; in " + codec + " " +
            (cps.size() == 1 ? "its octet is " : "their octets are ") + textOf(f.repaired) + ".";
        t.steps.push_back("Text in " + codec +
                          " was read as ISO 8859-1, which has control "
                          "characters at 80-9F, and saved as UTF-8. UTF-8 writes " +
                          textOf(f.repaired) + " as " + formatOctets(f.repaired) + ".");
        break;
    }
    case MojibakeKind::ReadAsEastAsian:
        t.plain = inContext(f, visibleText(f.text)) + " should read " +
                  inContext(f, visibleText(f.repaired)) + ": UTF-8 read as " + f.eastAsian +
                  " and saved again as UTF-8" +
                  (f.lost == 0 ? std::string(".")
                               : ", with " +
                                     (f.lost == 1 ? std::string("a character")
                                                  : std::to_string(f.lost) + " characters") +
                                     " lost on the way.");
        t.steps.push_back(f.eastAsian + " writes " + textOf(f.text) +
                          " as octets that are UTF-8 for " + textOf(f.repaired) + ".");
        if (f.lost > 0)
            t.steps.push_back("Where " + f.eastAsian +
                              " could not read an octet it wrote U+FFFD or \"?\": the "
                              "character that octet was part of is gone, U+FFFD here.");
        break;
    case MojibakeKind::ReplacementsAsEastAsian:
        t.plain = inContext(f, visibleText(f.text)) +
                  " is replacement characters (U+FFFD) read as " + f.eastAsian +
                  " and saved again as UTF-8: what they replaced was lost before.";
        t.steps.push_back("UTF-8 writes U+FFFD as EF BF BD; " + f.eastAsian + " reads " +
                          "those octets as " + textOf(f.text) +
                          ". The original is gone: each replacement character stays one.");
        break;
    case MojibakeKind::EastAsianAsWestern: {
        const std::string octets = storedOctets(f);
        t.plain = inContext(f, visibleText(f.text)) + " should read " +
                  inContext(f, visibleText(f.repaired)) + ": text in " + f.eastAsian +
                  " read as " + codec + " and saved as UTF-8.";
        t.steps.push_back(f.eastAsian + " writes " + textOf(f.repaired) + " as " + octets + "; " +
                          codec + " reads those octets as " + textOf(f.text) +
                          ", which UTF-8 writes as " + formatOctets(f.text) + ".");
        break;
    }
    }
    return t;
}

} // namespace u8scope
