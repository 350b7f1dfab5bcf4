// Damage done on purpose, for the mojibake corpus: see corpus.h.
#include "corpus.h"

#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"

#include <random>
#include <unicode/unistr.h>

namespace u8scope::corpus {

namespace {

std::string utf8(CodePoint cp) {
    return std::string(encode(cp).text());
}

std::span<const std::uint8_t> octets(const std::string& s) {
    return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}

std::string upper(const std::string& s) {
    std::string out;
    icu::UnicodeString::fromUTF8(s).toUpper().toUTF8String(out);
    return out;
}

// Whether some character of `text` outside ASCII survives a strict reading by `codec` (all its
// octets assigned): the damage it leaves is the rest that shows what happened to the line.
bool survivesSomewhere(const std::string& text, Codec codec) {
    for (const Unit& u : decodeAll(octets(text), Profile::Rfc3629)) {
        if (u.length < 2)
            continue;
        bool all = true;
        const std::string piece = text.substr(u.offset, u.length);
        for (const std::uint8_t o : octets(piece))
            all = all && codec.assigns(o);
        if (all)
            return true;
    }
    return false;
}

bool hasUnassigned(Codec codec) {
    for (int b = 0x80; b < 0x100; ++b) {
        if (!codec.assigns(static_cast<std::uint8_t>(b)))
            return true;
    }
    return false;
}

} // namespace

std::span<const Codec> corpusCodecs() {
    using C = CodecId;
    static constexpr Codec kCodecs[] = {
        Codec(C::Windows1252), Codec(C::Windows1250), Codec(C::Windows1251), Codec(C::Windows1253),
        Codec(C::Windows1254), Codec(C::Windows1257), Codec(C::Iso8859_1),   Codec(C::Iso8859_2),
        Codec(C::Iso8859_15),  Codec(C::MacRoman),    Codec(C::Ibm437),      Codec(C::Ibm850),
        Codec(C::Koi8R),
    };
    return kCodecs;
}

std::string reencode(const std::string& text, Codec codec, int rounds) {
    std::string t = text;
    for (int r = 0; r < rounds; ++r) {
        std::string next;
        for (const std::uint8_t o : octets(t))
            next += utf8(codec.decode(o));
        t = std::move(next);
    }
    return t;
}

std::string reencodeStrictly(const std::string& text, Codec codec, const std::string& replacement) {
    std::string out;
    for (const std::uint8_t o : octets(text))
        out += codec.assigns(o) || o < 0x80 ? utf8(codec.decode(o)) : replacement;
    return out;
}

std::string lostCharacters(const std::string& text, Codec codec) {
    std::string out;
    for (const Unit& u : decodeAll(octets(text), Profile::Rfc3629)) {
        const std::string piece = text.substr(u.offset, u.length);
        bool lost = false;
        for (const std::uint8_t o : octets(piece))
            lost = lost || (o >= 0x80 && !codec.assigns(o));
        out += lost ? utf8(kReplacementCharacter) : piece;
    }
    return out;
}

std::string loseNoBreakSpaces(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text.compare(i, 2, "\xC2\xA0") == 0) {
            out += ' ';
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::vector<DamagedCase> damagedCases(const std::vector<Sentence>& sentences, unsigned seed) {
    std::vector<DamagedCase> cases;
    for (std::size_t i = 0; i < sentences.size(); ++i) {
        const Sentence& s = sentences[i];
        const std::string id = s.language + "-" + std::to_string(i);
        for (const Codec codec : corpusCodecs()) {
            const std::string c(codec.name());
            for (int rounds = 1; rounds <= 3; ++rounds) {
                const std::string damaged = reencode(s.text, codec, rounds);
                if (damaged != s.text)
                    cases.push_back(
                        {id + " " + c + " x" + std::to_string(rounds), damaged, s.text});
            }
            const std::string once = reencode(s.text, codec, 1);
            const std::string spaced = loseNoBreakSpaces(once);
            if (spaced != once && loseNoBreakSpaces(s.text) == s.text)
                cases.push_back({id + " " + c + " no-break space lost", spaced, s.text});
            // Lost octets, where the rest of the line shows the damage (repair the rest, one
            // U+FFFD for each character lost).
            if (hasUnassigned(codec) && survivesSomewhere(s.text, codec)) {
                for (const std::string replacement : {"?", "\xEF\xBF\xBD"}) {
                    const std::string strict = reencodeStrictly(s.text, codec, replacement);
                    if (strict != once) {
                        cases.push_back({id + " " + c + " octet lost to " +
                                             (replacement == "?" ? "?" : "U+FFFD"),
                                         strict, lostCharacters(s.text, codec)});
                    }
                }
            }
        }
    }
    // Correct and damaged text on one line, and a text of several lines.
    std::mt19937 rng(seed);
    const auto pick = [&]() -> const Sentence& { return sentences[rng() % sentences.size()]; };
    const auto anyCodec = [&]() { return corpusCodecs()[rng() % corpusCodecs().size()]; };
    for (int k = 0; k < 150; ++k) {
        const Sentence& a = pick();
        const Sentence& b = pick();
        const Codec codec = anyCodec();
        const std::string damaged = reencode(b.text, codec, 1);
        if (damaged == b.text)
            continue;
        const std::string c(codec.name());
        cases.push_back({"mixed " + a.language + "+" + b.language + " " + c, a.text + " " + damaged,
                         a.text + " " + b.text});
        const Sentence& d = pick();
        cases.push_back({"between " + b.language + " " + c + " " + d.language,
                         damaged + " " + a.text + " " + reencode(d.text, codec, 1),
                         b.text + " " + a.text + " " + d.text});
        cases.push_back({"lines " + a.language + "/" + b.language + "/" + d.language + " " + c,
                         reencode(a.text, codec, 1) + "\n" + d.text + "\n" + damaged + "\n",
                         a.text + "\n" + d.text + "\n" + b.text + "\n"});
    }
    return cases;
}

std::vector<CleanCase> cleanCases(const std::vector<Sentence>& sentences,
                                  const std::vector<std::string>& tricky) {
    std::vector<CleanCase> cases;
    for (std::size_t i = 0; i < sentences.size(); ++i) {
        const std::string id = sentences[i].language + "-" + std::to_string(i);
        cases.push_back({id, sentences[i].text});
        const std::string caps = upper(sentences[i].text);
        if (caps != sentences[i].text)
            cases.push_back({id + " capitals", caps});
    }
    for (std::size_t i = 0; i < tricky.size(); ++i)
        cases.push_back({"tricky-" + std::to_string(i), tricky[i]});
    // All of it as one text, lines side by side.
    std::string all;
    for (const CleanCase& c : cases)
        all += c.text + "\n";
    cases.push_back({"everything in one text", all});
    return cases;
}

} // namespace u8scope::corpus
