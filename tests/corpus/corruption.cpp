// The corrupt sets (corpusset.h): correct text with octets that no story of text explains
// (stray continuation octets, FF, FE, 80 BF 80, C0 80, truncated and overlong sequences,
// surrogates, random binary blocks, runs of NUL). Nothing is proven to be mojibake, so fix must
// give the input back octet for octet. Tuned: the languages-tuned sentences, three a text, each
// corruption between two words. Held out: the short and code texts held out, corruptions of
// other shapes at any character boundary, one or two a text (their clean forms are those sets').
#include "casebuilder.h"
#include "corpusset.h"

#include <random>

namespace u8scope::corpus {

namespace {

struct Corruption {
    const char* name;
    std::string octets; // empty: made by the builder (random or cut)
};

std::string randomOctets(std::mt19937& rng, std::size_t n) {
    std::string s;
    for (std::size_t i = 0; i < n; ++i)
        s += static_cast<char>(rng() % 256);
    return s;
}

// Where each character of `text` starts (and its end).
std::vector<std::size_t> boundaries(const std::string& text) {
    std::vector<std::size_t> b;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if ((static_cast<std::uint8_t>(text[i]) & 0xC0) != 0x80)
            b.push_back(i);
    }
    b.push_back(text.size());
    return b;
}

// `text` with the last octet of its first character beyond ASCII at or after `from` removed.
std::string truncatedAt(const std::string& text, std::size_t from) {
    for (std::size_t i = from; i < text.size(); ++i) {
        const auto lead = static_cast<std::uint8_t>(text[i]);
        if (lead < 0xC0)
            continue;
        const std::size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
        return text.substr(0, i + length - 1) + text.substr(i + length);
    }
    return text;
}

void addCorrupted(CorpusSet& set, const std::string& id, const std::string& kind,
                  const std::string& corruption, const std::string& text) {
    set.damaged.push_back({.name = id + " " + corruption,
                           .damaged = text,
                           .expected = text,
                           .kind = kind,
                           .damage = corruption});
}

} // namespace

CorpusSet corruptTuned() {
    CorpusSet set;
    std::mt19937 rng(31337);
    const auto source = corpusSet("languages-tuned");
    std::vector<std::string> sentences;
    for (const CleanCase& c : source->clean) {
        if (!c.name.ends_with("capitals"))
            sentences.push_back(c.text);
    }
    for (std::size_t first = 0; first + 2 < sentences.size(); first += 3) {
        const std::string text =
            sentences[first] + "\n" + sentences[first + 1] + "\n" + sentences[first + 2] + "\n";
        const std::string id = "text-" + std::to_string(first / 3);
        // Between two words near the middle of the text.
        std::size_t at = text.find(' ', text.size() / 2);
        if (at == std::string::npos)
            at = text.find('\n', text.size() / 2);
        const std::string before = text.substr(0, at + 1);
        const std::string after = text.substr(at + 1);
        const std::string continuation(1, static_cast<char>(0x80 + rng() % 0x40));
        const std::string three = {static_cast<char>(0x80 + rng() % 0x40),
                                   static_cast<char>(0x80 + rng() % 0x40),
                                   static_cast<char>(0x80 + rng() % 0x40)};
        const Corruption corruptions[] = {
            {"stray continuation octet", continuation},
            {"three stray continuation octets", three},
            {"FF", "\xFF"},
            {"FE", "\xFE"},
            {"FF FE", "\xFF\xFE"},
            {"80 BF 80", "\x80\xBF\x80"},
            {"C0 80", "\xC0\x80"},
            {"random binary block", randomOctets(rng, 32)},
            {"NUL run", std::string(8, '\0')},
        };
        for (const Corruption& c : corruptions)
            addCorrupted(set, id, "prose", c.name, before + c.octets + after);
        const std::string cut = truncatedAt(text, at);
        if (cut != text)
            addCorrupted(set, id, "prose", "truncated sequence", cut);
        set.clean.push_back({id, text, "prose"});
    }
    return set;
}

CorpusSet corruptHeldOut() {
    CorpusSet set;
    std::mt19937 rng(2718);
    std::vector<CleanCase> texts;
    for (const char* name : {"short-held-out", "code-held-out"}) {
        const auto source = corpusSet(name);
        for (const CleanCase& c : source->clean)
            texts.push_back({c.name, c.text, name[0] == 's' ? "short text" : "source code"});
    }
    const auto corruption = [&]() -> Corruption {
        switch (rng() % 9) {
        case 0:
            return {"lone lead octet", std::string(1, "\xC3\xE2\xF0"[rng() % 3])};
        case 1:
            return {"overlong sequence", rng() % 2 == 0 ? "\xE0\x80\xAF" : "\xC1\xBF"};
        case 2:
            return {"surrogate", "\xED\xA0\x80"};
        case 3:
            return {"F5 to FF", std::string(1, "\xF8\xFB\xFD\xF5"[rng() % 4])};
        case 4:
            return {"long binary block", "\n" + randomOctets(rng, 200) + "\n"};
        case 5:
            return {"long NUL run", std::string(64, '\0')};
        case 6:
            return {"UTF-16 word", std::string("e\0r\0r\0o\0r\0", 10)};
        case 7:
            return {
                "continuation octets",
                {static_cast<char>(0x80 + rng() % 0x40), static_cast<char>(0x80 + rng() % 0x40)}};
        default:
            return {"FE FF", "\xFE\xFF"};
        }
    };
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const CleanCase& t = texts[i];
        const auto b = boundaries(t.text);
        const std::size_t at = b[rng() % b.size()];
        const Corruption c = corruption();
        addCorrupted(set, t.name, t.kind, c.name,
                     t.text.substr(0, at) + c.octets + t.text.substr(at));
        if (i % 3 == 0) {
            // Two corruptions, apart.
            const std::size_t second = b[rng() % b.size()];
            const std::size_t lo = std::min(at, second);
            const std::size_t hi = std::max(at, second);
            const Corruption d = corruption();
            addCorrupted(set, t.name, t.kind, "two corruptions",
                         t.text.substr(0, lo) + c.octets + t.text.substr(lo, hi - lo) + d.octets +
                             t.text.substr(hi));
        }
        if (i % 4 == 1) {
            // The last character cut short by the end of the file.
            const std::string cut = truncatedAt(t.text, t.text.size() > 8 ? t.text.size() - 8 : 0);
            if (cut != t.text)
                addCorrupted(set, t.name, t.kind, "cut near the end", cut);
        }
    }
    return set;
}

} // namespace u8scope::corpus
