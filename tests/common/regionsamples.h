// Generated inputs for the region map's tests, targets and benchmarks (made from seeds, never
// kept as files): text in several scripts, text with blocks of random octets spliced in, and a
// log with mojibake and a hole of NUL octets, as issue 34 describes them.
#pragma once

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace u8scope::test {

// `cp` as UTF-8.
inline void appendUtf8(std::string& s, char32_t cp) {
    if (cp < 0x80) {
        s += static_cast<char>(cp);
    } else if (cp < 0x800) {
        s += static_cast<char>(0xC0 | (cp >> 6));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        s += static_cast<char>(0xE0 | (cp >> 12));
        s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        s += static_cast<char>(0xF0 | (cp >> 18));
        s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

/// Letters of a script, as [first, last] code points.
struct ScriptLetters {
    char32_t first;
    char32_t last;
};

/// English (ASCII), Latin with accents, Greek, Cyrillic, Hebrew, Arabic, Han, Hangul.
inline constexpr ScriptLetters kScripts[] = {
    {U'a', U'z'},           {U'\u00E0', U'\u00FF'}, {U'\u03B1', U'\u03C9'}, {U'\u0430', U'\u044F'},
    {U'\u05D0', U'\u05EA'}, {U'\u0627', U'\u064A'}, {U'\u4E00', U'\u5A00'}, {U'\uAC00', U'\uB400'}};

/// A paragraph of words in script `script` (an index of kScripts), ending with a line feed.
inline std::string paragraph(std::mt19937& rng, std::size_t script) {
    const ScriptLetters letters = kScripts[script];
    std::string s;
    const int words = 8 + static_cast<int>(rng() % 40);
    for (int w = 0; w < words; ++w) {
        if (w > 0)
            s += ' ';
        const int length = 2 + static_cast<int>(rng() % 7);
        for (int k = 0; k < length; ++k)
            appendUtf8(s, static_cast<char32_t>(letters.first +
                                                rng() % (letters.last - letters.first + 1)));
    }
    s += ".\n";
    return s;
}

/// At least `size` octets of paragraphs in the scripts of kScripts (the script of each
/// paragraph at random; `only` >= 0 keeps to that one).
inline std::string multilingualText(std::size_t size, std::uint32_t seed, int only = -1) {
    std::mt19937 rng(seed);
    std::string s;
    while (s.size() < size) {
        const std::size_t script =
            only >= 0 ? static_cast<std::size_t>(only) : rng() % std::size(kScripts);
        s += paragraph(rng, script);
    }
    return s;
}

/// `count` octets at random.
inline std::string randomOctets(std::size_t count, std::mt19937& rng) {
    std::string s(count, '\0');
    for (char& c : s)
        c = static_cast<char>(rng());
    return s;
}

/// Text of `size` octets with `blocks` blocks of 4096 random octets spliced in at offsets drawn
/// at random (any octet, at least 8 KiB apart), returned in `at`; the text in the scripts of
/// kScripts, or in script `only` alone. Given to `sink` (called with std::string_view) a piece
/// at a time, so that it can go to a file of any size without being held whole.
template <class Sink>
void splicedTextInto(Sink&& sink, std::size_t size, int blocks, std::uint32_t seed,
                     std::vector<std::uint64_t>* at = nullptr, int only = -1) {
    // The paragraphs of multilingualText(size, seed, only), one at a time, with their offsets.
    const auto paragraphs = [&](auto&& take) {
        std::mt19937 words(seed);
        for (std::uint64_t made = 0; made < size;) {
            const std::size_t script =
                only >= 0 ? static_cast<std::size_t>(only) : words() % std::size(kScripts);
            const std::string p = paragraph(words, script);
            take(made, p);
            made += p.size();
        }
    };
    // The text ends before the character that `size` would cut: the octets up to `size` (past
    // the text, none) tell.
    const std::uint64_t low = size - std::min<std::size_t>(size, 4);
    std::uint8_t tail[5] = {};
    paragraphs([&](std::uint64_t from, const std::string& p) {
        for (std::uint64_t k = std::max(from, low); k < from + p.size() && k <= size; ++k)
            tail[k - low] = static_cast<std::uint8_t>(p[static_cast<std::size_t>(k - from)]);
    });
    std::uint64_t end = size;
    while (end > low && (tail[end - low] & 0xC0) == 0x80)
        --end;
    // A block in each stretch of `room` octets of the text.
    std::mt19937 rng(seed + 1);
    const std::uint64_t room = end / static_cast<std::uint64_t>(blocks);
    int block = 0;
    const auto nextCut = [&] {
        return block < blocks
                   ? room * static_cast<std::uint64_t>(block) + 4096 + rng() % (room - 12288)
                   : UINT64_MAX;
    };
    std::uint64_t cut = nextCut();
    std::uint64_t spliced = 0;
    paragraphs([&](std::uint64_t from, const std::string& p) {
        const std::uint64_t to = std::min<std::uint64_t>(from + p.size(), end);
        for (std::uint64_t k = from; k < to;) {
            const std::uint64_t stop = std::min(to, cut);
            sink(std::string_view(p).substr(static_cast<std::size_t>(k - from),
                                            static_cast<std::size_t>(stop - k)));
            k = stop;
            if (k == cut) {
                if (at)
                    at->push_back(k + spliced);
                sink(std::string_view(randomOctets(4096, rng)));
                spliced += 4096;
                ++block;
                cut = nextCut();
            }
        }
    });
}

/// splicedTextInto, as one string.
inline std::string splicedText(std::size_t size, int blocks, std::uint32_t seed,
                               std::vector<std::uint64_t>* at = nullptr, int only = -1) {
    std::string out;
    out.reserve(size + 4096 * static_cast<std::size_t>(blocks));
    if (at)
        at->clear();
    splicedTextInto([&](std::string_view piece) { out += piece; }, size, blocks, seed, at, only);
    return out;
}

/// A name that went through windows-1252 and back into UTF-8, and the name itself.
struct MojibakeName {
    const char* damaged;
    const char* repaired;
};
inline constexpr MojibakeName kMojibakeNames[] = {
    {"M\xC3\x83\xC2\xBCller", "M\xC3\xBCller"},
    {"Jos\xC3\x83\xC2\xA9", "Jos\xC3\xA9"},
    {"Fran\xC3\x83\xC2\xA7"
     "ois",
     "Fran\xC3\xA7"
     "ois"},
    {"G\xC3\x83\xC2\xB6"
     "del",
     "G\xC3\xB6"
     "del"},
    {"Se\xC3\x83\xC2\xB1"
     "or",
     "Se\xC3\xB1"
     "or"},
    {"Bj\xC3\x83\xC2\xB6"
     "rk",
     "Bj\xC3\xB6"
     "rk"},
    {"\xC3\x83\xE2\x80\xB0"
     "lodie",
     "\xC3\x89"
     "lodie"},
    {"Ren\xC3\x83\xC2\xA9"
     "e",
     "Ren\xC3\xA9"
     "e"},
    {"Dvo\xC3\x85\xE2\x84\xA2\xC3\x83\xC2\xA1"
     "k",
     "Dvo\xC5\x99\xC3\xA1"
     "k"},
};

/// A log of about `size` octets whose names went through windows-1252 and back into UTF-8
/// ("MÃ¼ller" for "Müller", kMojibakeNames), in every other line, with a run of `hole` NUL
/// octets at `holeAt` (a crash's hole).
inline std::string logWithNulHole(std::size_t size, std::size_t holeAt, std::size_t hole,
                                  std::uint32_t seed) {
    static const char* const kClean[] = {"Smith", "Jones", "Miller", "Brown", "Taylor"};
    std::mt19937 rng(seed);
    std::string s;
    for (unsigned line = 0; s.size() < size; ++line) {
        s += "2024-05-" + std::to_string(10 + line % 20) + " 12:" + std::to_string(10 + line % 50) +
             ":" + std::to_string(10 + rng() % 50) + " INFO session " +
             std::to_string(rng() % 100000) + " opened for user ";
        s += line % 2 == 0 ? kMojibakeNames[rng() % std::size(kMojibakeNames)].damaged
                           : kClean[rng() % std::size(kClean)];
        s += " from 10.0." + std::to_string(rng() % 256) + "." + std::to_string(rng() % 256) + "\n";
        if (s.size() >= holeAt && s.size() - holeAt < 200 && hole > 0) {
            s.resize(holeAt);
            s.append(hole, '\0');
            hole = 0;
        }
    }
    return s;
}

/// `log` (logWithNulHole) with each damaged name repaired: what a repair of it gives, when its
/// hole cuts no name.
inline std::string repairedLog(std::string log) {
    for (const MojibakeName& name : kMojibakeNames) {
        const std::string damaged = name.damaged;
        const std::string repaired = name.repaired;
        for (std::size_t at = log.find(damaged); at != std::string::npos;
             at = log.find(damaged, at + repaired.size()))
            log.replace(at, damaged.size(), repaired);
    }
    return log;
}

/// A short text (about 230 octets: four lines, each with two names of kMojibakeNames damaged)
/// with `inside` spliced in: into its second line between two words (a NUL hole cuts its line
/// in two), or, with `ownLine`, as a line of its own after it (a line that meets binary data is
/// data). `repaired` gets the same text with its names repaired.
inline std::string shortTextWith(const std::string& inside, bool ownLine, std::uint32_t seed,
                                 std::string* repaired = nullptr) {
    std::mt19937 rng(seed);
    std::string damaged;
    std::string clean;
    const auto add = [&](const std::string& s) {
        damaged += s;
        clean += s;
    };
    for (int line = 0; line < 4; ++line) {
        const MojibakeName& first = kMojibakeNames[rng() % std::size(kMojibakeNames)];
        const MojibakeName& second = kMojibakeNames[rng() % std::size(kMojibakeNames)];
        add("Order " + std::to_string(100 + rng() % 900) + ": ");
        damaged += first.damaged;
        clean += first.repaired;
        add(" paid " + std::to_string(10 + rng() % 90) + " EUR,");
        if (line == 1 && !ownLine)
            add(inside);
        add(" sent to ");
        damaged += second.damaged;
        clean += second.repaired;
        add(".\n");
        if (line == 1 && ownLine)
            add(inside + "\n");
    }
    if (repaired)
        *repaired = clean;
    return damaged;
}

} // namespace u8scope::test
