// The filter of the mojibake engine (core/src/mojibake/suspects.h): every kernel's path (kernels.h)
// against the plain one, on random text dense with the octets that matter, from every offset.
#include "mojibake/plainwords.h"
#include "mojibake/suspects.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/encoding/legacycodec.h"
#include "u8scope/scan/kernels.h"

#include <gtest/gtest.h>
#include <random>
#include <string>

namespace u8scope::detail {
namespace {

std::vector<std::uint8_t> randomText(std::mt19937& rng, std::size_t size) {
    // Octets that make and break the pairs: ASCII, "?", first octets, continuing octets, C2.
    static constexpr std::uint8_t kPool[] = {'a',  ' ',  '\n', '?',  0xC2, 0xC3, 0xC5, 0xCE,
                                             0xD0, 0xD1, 0xE2, 0xEF, 0xF0, 0x80, 0x83, 0x92,
                                             0x9D, 0xA0, 0xA9, 0xB5, 0xBF, 0xE6, 0xFF};
    std::vector<std::uint8_t> t(size);
    const int density = static_cast<int>(rng() % 4);
    for (auto& b : t)
        b = rng() % (1 + 8 * density) == 0 ? kPool[rng() % std::size(kPool)] : 'x';
    return t;
}

TEST(MojibakeSuspects, EveryPathFindsWhatThePlainOneFinds) {
    std::mt19937 rng(5);
    const auto all = kernels::availableKernels();
    ASSERT_EQ(all.front(), &kernels::scalarKernel());
    for (int round = 0; round < 400; ++round) {
        const auto text = randomText(rng, 1 + rng() % 300);
        for (std::size_t from = 0; from < text.size(); ++from) {
            const std::size_t want = findSuspectPairScalar(text.data(), from, text.size());
            for (const kernels::Kernel* k : all)
                ASSERT_EQ(k->findSuspect(text.data(), from, text.size()), want)
                    << k->name << " " << from;
        }
    }
}

// The one-pass form: every place `find` stops at, from 0 and again from each, in any stretch of
// the text, by every path.
TEST(MojibakeSuspects, EveryPathCollectsThePlacesFindStopsAt) {
    std::mt19937 rng(11);
    const auto all = kernels::availableKernels();
    std::size_t places = 0;
    for (int round = 0; round < 3000; ++round) {
        const auto text = randomText(rng, 1 + rng() % 700);
        const std::size_t size = text.size();
        std::vector<std::size_t> want;
        for (std::size_t q = findSuspectPairScalar(text.data(), 0, size); q < size;
             q = findSuspectPairScalar(text.data(), q, size))
            want.push_back(q);
        places += want.size();
        for (int cut = 0; cut < 8; ++cut) {
            std::size_t begin = rng() % (size + 1);
            std::size_t end = rng() % (size + 1);
            if (cut == 0) {
                begin = 0;
                end = size;
            }
            if (begin > end)
                std::swap(begin, end);
            std::vector<std::size_t> stretch;
            for (const std::size_t q : want) {
                if (q >= begin && q < end)
                    stretch.push_back(q);
            }
            for (const kernels::Kernel* k : all) {
                std::vector<std::size_t> got{7}; // appended to, never cleared
                k->collectSuspects(text.data(), begin, end, size, got);
                ASSERT_EQ(got.front(), 7u) << k->name;
                got.erase(got.begin());
                ASSERT_EQ(got, stretch) << k->name << " " << begin << " " << end << " " << size;
            }
        }
    }
    EXPECT_GT(places, 5000u); // the text is dense with them
}

// A long text dense with suspects: past the vector all' batches (64 blocks with suspects, 256
// marked blocks) and across stretches of any size, as the scan's finder takes them.
TEST(MojibakeSuspects, EveryPathCollectsALongTextInStretches) {
    std::mt19937 rng(17);
    std::vector<std::uint8_t> text;
    while (text.size() < (200u << 10)) {
        const auto piece = randomText(rng, 1 + rng() % 700);
        text.insert(text.end(), piece.begin(), piece.end());
    }
    const std::size_t size = text.size();
    std::vector<std::size_t> want;
    for (std::size_t q = findSuspectPairScalar(text.data(), 0, size); q < size;
         q = findSuspectPairScalar(text.data(), q, size))
        want.push_back(q);
    ASSERT_GT(want.size(), 1000u); // several batches of 64 blocks in each 64 KiB
    for (const kernels::Kernel* k : kernels::availableKernels()) {
        for (const std::size_t stretch : {std::size_t{1} << 16, std::size_t{4093}, size}) {
            std::vector<std::size_t> got;
            for (std::size_t begin = 0; begin < size; begin += stretch)
                k->collectSuspects(text.data(), begin, std::min(size, begin + stretch), size, got);
            ASSERT_EQ(got, want) << k->name << " " << stretch;
        }
    }
}

// The word around a suspect, sixteen octets at a time, against the octet-by-octet reference:
// words of every length up to past the longest kept, every kind of white space, every place.
TEST(MojibakeSuspects, WordBoundsAreThoseOfThePlainWalk) {
    std::mt19937 rng(13);
    static constexpr std::uint8_t kSpaces[] = {' ', '\t', '\n', '\v', '\f', '\r'};
    static constexpr std::uint8_t kOthers[] = {'a', 0x08, 0x0E, 0x1F, '!', 0x80, 0xC2, 0xD0, 0xFF};
    std::size_t whole = 0;
    for (int round = 0; round < 300; ++round) {
        std::vector<std::uint8_t> text;
        const std::size_t size = 1 + rng() % 400;
        while (text.size() < size) {
            const std::size_t word = rng() % 90;
            for (std::size_t k = 0; k < word && text.size() < size; ++k)
                text.push_back(kOthers[rng() % std::size(kOthers)]);
            if (text.size() < size)
                text.push_back(kSpaces[rng() % std::size(kSpaces)]);
        }
        for (std::size_t q = 0; q < text.size(); ++q) {
            const Word want = wordAroundScalar(text.data(), q, text.size());
            const Word got = wordAround(text.data(), q, text.size());
            ASSERT_EQ(got.from, want.from) << q << " " << text.size();
            ASSERT_EQ(got.to, want.to) << q << " " << text.size();
            ASSERT_EQ(got.whole, want.whole) << q << " " << text.size();
            whole += want.whole ? 1 : 0;
        }
    }
    EXPECT_GT(whole, 1000u);
}

// The memo of plain words keeps words that differ only in their middle letters apart: a hash
// that left some octets out would put them all in one slot, each pushing out the one before.
TEST(MojibakeSuspects, TheMemoOfPlainWordsKeepsWordsThatDifferInTheMiddle) {
    const std::vector<std::string> letters = {"а", "б", "в", "г", "д", "е", "ж", "з", "и",
                                              "к", "л", "м", "н", "о", "п", "р", "с", "т"};
    std::vector<std::string> words;
    for (const std::string& a : letters) {
        for (const std::string& b : letters)
            words.push_back("при" + a + "е" + b + "но"); // 16 octets
        words.push_back("при" + a + "ет");               // 12 octets
    }
    PlainWords memo;
    const auto octets = [](const std::string& w) {
        return reinterpret_cast<const std::uint8_t*>(w.data());
    };
    // Twice: the table grows (and forgets) while the first round goes in.
    for (int round = 0; round < 2; ++round) {
        for (const std::string& w : words)
            memo.add(octets(w), w.size());
    }
    std::size_t held = 0;
    for (const std::string& w : words)
        held += memo.holds(octets(w), w.size()) ? 1 : 0;
    EXPECT_GT(held, words.size() * 2 / 3) << held << " of " << words.size();
}

// Pairs of characters of two octets at every place in a block, with every kind of character
// after them and the end of the text: the vector all settle many such pairs themselves.
TEST(MojibakeSuspects, EveryPathSettlesPairsOfTwoOctetCharactersAsThePlainOneDoes) {
    const auto all = kernels::availableKernels();
    // р Ѓ (F0, a first octet of four, and 81 in windows-1251), ó ł (F3 and B3 in windows-1250),
    // ç ã (no one codec), в ё (D7 A3 in KOI8-R), Ã © (C3 A9 in windows-1252).
    const std::vector<std::string> pairs = {"\xD1\x80\xD0\x83", "\xC3\xB3\xC5\x82",
                                            "\xC3\xA7\xC3\xA3", "\xD0\xB2\xD1\x91",
                                            "\xC3\x83\xC2\xA9"};
    const std::vector<std::string> afters = {
        "", " ", "?", "a", "\xC5\x82", "\xD0\x83", "\xC3\xA3", "\xE2\x80\x9C", "\x83"};
    for (const std::string& pair : pairs) {
        for (const std::string& after : afters) {
            for (std::size_t lead = 0; lead < 140; ++lead) {
                const std::string s = std::string(lead, 'x') + pair + after;
                const auto* text = reinterpret_cast<const std::uint8_t*>(s.data());
                for (std::size_t from = lead >= 3 ? lead - 3 : 0; from <= lead + 2; ++from) {
                    const std::size_t want = findSuspectPairScalar(text, from, s.size());
                    for (const kernels::Kernel* k : all)
                        ASSERT_EQ(k->findSuspect(text, from, s.size()), want)
                            << k->name << " " << lead << " " << from << " " << s.size();
                }
            }
        }
    }
}

// What re-encoding leaves, through every codec, at every place in a block and across the edge
// of the next: the characters of each first octet and continuing octet of UTF-8 sequences of two
// and three octets. Every path collects there what the plain one does (the vector all' first
// looks are coarser than the rule, and must never drop a place the rule keeps).
TEST(MojibakeSuspects, EveryPathCollectsWhatReencodingLeavesAtEveryPlaceInABlock) {
    const auto all = kernels::availableKernels();
    std::size_t places = 0;
    std::vector<std::size_t> want;
    std::vector<std::size_t> got;
    for (const Codec codec : Codec::all()) {
        const auto damaged = [&](std::initializer_list<int> octets) {
            std::string s;
            for (const int o : octets)
                s += encode(codec.decode(static_cast<std::uint8_t>(o))).text();
            return s;
        };
        std::vector<std::string> words;
        for (int first = 0xC2; first <= 0xDF; ++first) {
            for (int second = 0x80; second <= 0xBF; ++second)
                words.push_back(damaged({first, second}));
        }
        for (int first = 0xE0; first <= 0xEF; ++first) {
            for (int second = 0x80; second <= 0xBF; second += 3)
                words.push_back(damaged({first, second, 0x99}));
        }
        for (const std::string& word : words) {
            for (std::size_t lead = 0; lead < 34; ++lead) {
                const std::string s = std::string(lead, 'x') + word + "x";
                const auto* text = reinterpret_cast<const std::uint8_t*>(s.data());
                want.clear();
                collectSuspectPairsScalar(text, 0, s.size(), s.size(), want);
                places += want.size();
                for (const kernels::Kernel* k : all) {
                    got.clear();
                    k->collectSuspects(text, 0, s.size(), s.size(), got);
                    ASSERT_EQ(got, want) << k->name << " " << codec.name() << " " << lead;
                }
            }
        }
    }
    EXPECT_GT(places, 100000u);
}

// Random text of whole characters, as re-encoding and prose leave them: what a codec gives for
// any octet, any character of two or three octets, and characters cut short or malformed. The
// vector paths look after a character of two octets with a finer table than elsewhere, and must
// keep every place the plain one keeps there, a malformed character after it among them.
std::vector<std::uint8_t> randomCharacters(std::mt19937& rng, std::size_t count) {
    const auto codecs = Codec::all();
    std::vector<std::uint8_t> t;
    const auto add = [&t](std::string_view s) { t.insert(t.end(), s.begin(), s.end()); };
    for (std::size_t n = 0; n < count; ++n) {
        switch (rng() % 8) {
        case 0:
            t.push_back(static_cast<std::uint8_t>("x ?\n"[rng() % 4]));
            break;
        case 1:
        case 2: {
            const Codec c = codecs[rng() % codecs.size()];
            add(encode(c.decode(static_cast<std::uint8_t>(0x80 + rng() % 0x80))).text());
            break;
        }
        case 3:
            add(encode(static_cast<CodePoint>(0x80 + rng() % 0x780)).text());
            break;
        case 4: {
            const auto cp = static_cast<CodePoint>(0x800 + rng() % 0xF800);
            if (cp < 0xD800 || cp > 0xDFFF)
                add(encode(cp).text());
            break;
        }
        case 5: {
            // The first octets of what a codec gives for an octet, cut short, or a stray octet.
            const Codec c = codecs[rng() % codecs.size()];
            const std::string s(
                encode(c.decode(static_cast<std::uint8_t>(0x80 + rng() % 0x80))).text());
            add(s.substr(0, 1 + rng() % s.size()));
            break;
        }
        case 6:
            t.push_back(static_cast<std::uint8_t>(0x80 + rng() % 0x80));
            break;
        default:
            add("\xEF\xBF\xBD"); // U+FFFD
            break;
        }
    }
    return t;
}

TEST(MojibakeSuspects, EveryPathKeepsWhatThePlainOneKeepsAmongWholeCharacters) {
    std::mt19937 rng(23);
    const auto all = kernels::availableKernels();
    std::size_t places = 0;
    for (int round = 0; round < 1500; ++round) {
        const auto text = randomCharacters(rng, 1 + rng() % 120);
        const std::size_t size = text.size();
        std::vector<std::size_t> want;
        collectSuspectPairsScalar(text.data(), 0, size, size, want);
        places += want.size();
        for (const kernels::Kernel* k : all) {
            std::vector<std::size_t> got;
            k->collectSuspects(text.data(), 0, size, size, got);
            std::string dump;
            for (const std::uint8_t b : text) {
                char h[4];
                std::snprintf(h, sizeof h, "%02X ", b);
                dump += h;
            }
            ASSERT_EQ(got, want) << k->name << " " << size << "\n" << dump;
        }
        for (std::size_t from = 0; from < size; ++from) {
            const std::size_t found = findSuspectPairScalar(text.data(), from, size);
            for (const kernels::Kernel* k : all)
                ASSERT_EQ(k->findSuspect(text.data(), from, size), found)
                    << k->name << " " << from << " " << size;
        }
    }
    EXPECT_GT(places, 15000u);
}

// Every character of two octets after every other: the vector paths look after a character of
// two octets with a finer table (SuspectTables::leadAfterTwo), which must keep every pair the
// plain path keeps.
TEST(MojibakeSuspects, EveryPathKeepsEveryPairOfTwoOctetCharactersThePlainOneKeeps) {
    const auto all = kernels::availableKernels();
    std::size_t places = 0;
    std::vector<std::size_t> want;
    std::vector<std::size_t> got;
    for (CodePoint first = 0x80; first < 0x800; ++first) {
        const std::string before(encode(first).text());
        std::string s = "x";
        for (CodePoint second = 0x80; second < 0x800; ++second)
            s += before + std::string(encode(second).text()) + (second % 3 == 0 ? " " : "");
        const auto* text = reinterpret_cast<const std::uint8_t*>(s.data());
        want.clear();
        collectSuspectPairsScalar(text, 0, s.size(), s.size(), want);
        places += want.size();
        for (const kernels::Kernel* k : all) {
            got.clear();
            k->collectSuspects(text, 0, s.size(), s.size(), got);
            ASSERT_EQ(got, want) << k->name << " " << first;
        }
    }
    EXPECT_GT(places, 100000u);
}

// The traces of East Asian damage (eastAsianTraceAt) at every place in a block and across the
// edges of the blocks of every path (32 and 64 octets), after ASCII and after text outside it:
// the vector paths read the octets around a block only where a character of Latin-1 lies in its
// first or last two places, and must find there what the plain path finds. From every place
// near the trace, and in stretches that begin or end there.
TEST(MojibakeSuspects, EveryPathFindsTheTracesOfEastAsianDamageAtEveryPlaceInABlock) {
    const auto all = kernels::availableKernels();
    // U+FFFD; 锟斤拷; "?" after 三; four, three and five characters of Latin-1 in a row
    // ("ÄãºÃ"); two pairs of them with a letter between; box drawing among four characters of
    // DOS 437 ("╚╕└╟", "┐╣╗Ω"), with a second octet of Big5 in ASCII ("╖|¡p«v"), three only
    // ("╚╕└"), one four times ("────").
    const std::vector<std::string> traces = {"\xEF\xBF\xBD",
                                             "\xE9\x94\x9F\xE6\x96\xA4\xE6\x8B\xB7",
                                             "\xE4\xB8\x89?",
                                             "\xC3\x84\xC3\xA3\xC2\xBA\xC3\x83",
                                             "\xC3\x84\xC3\xA3\xC2\xBA",
                                             "\xC3\x84\xC3\xA3\xC2\xBA\xC3\x83\xC2\xA0",
                                             "\xC3\x84\xC3\xA3x\xC2\xBA\xC3\x83",
                                             "\xE2\x95\x9A\xE2\x95\x95\xE2\x94\x94\xE2\x95\x9F",
                                             "\xE2\x94\x90\xE2\x95\xA3\xE2\x95\x97\xCE\xA9",
                                             "\xE2\x95\x96|\xC2\xA1p\xC2\xABv",
                                             "\xE2\x95\x9A\xE2\x95\x95\xE2\x94\x94",
                                             "\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80"};
    // ASCII, Cyrillic (no octet a trace begins with), Latin-1 and Greek of DOS 437 around it.
    const std::vector<std::string> fillers = {"x", "\xD0\xB6", "\xC3\xA9", "\xCE\xA9"};
    std::size_t places = 0;
    std::vector<std::size_t> want;
    std::vector<std::size_t> got;
    for (const std::string& trace : traces) {
        for (const std::string& filler : fillers) {
            for (std::size_t lead = 0; lead < 140; ++lead) {
                std::string s;
                while (s.size() + filler.size() <= lead)
                    s += filler;
                s.append(lead - s.size(), 'x');
                s += trace;
                for (int k = 0; k < 3; ++k)
                    s += filler;
                const auto* text = reinterpret_cast<const std::uint8_t*>(s.data());
                const std::size_t size = s.size();
                want.clear();
                collectSuspectPairsScalar(text, 0, size, size, want);
                places += want.size();
                for (const kernels::Kernel* k : all) {
                    got.clear();
                    k->collectSuspects(text, 0, size, size, got);
                    ASSERT_EQ(got, want) << k->name << " " << lead << " " << size;
                }
                for (std::size_t from = lead >= 4 ? lead - 4 : 0;
                     from <= std::min(size - 1, lead + trace.size()); ++from) {
                    const std::size_t found = findSuspectPairScalar(text, from, size);
                    for (const kernels::Kernel* k : all) {
                        ASSERT_EQ(k->findSuspect(text, from, size), found)
                            << k->name << " " << lead << " " << from << " " << size;
                        // A stretch that begins here, and one that ends here.
                        for (const auto& [begin, end] :
                             {std::pair{from, size}, std::pair{std::size_t{0}, from}}) {
                            std::vector<std::size_t> stretch;
                            for (const std::size_t q : want) {
                                if (q >= begin && q < end)
                                    stretch.push_back(q);
                            }
                            got.clear();
                            k->collectSuspects(text, begin, end, size, got);
                            ASSERT_EQ(got, stretch)
                                << k->name << " " << lead << " " << begin << " " << end;
                        }
                    }
                }
            }
        }
    }
    EXPECT_GT(places, 5000u);
}

TEST(MojibakeSuspects, PassesOverCleanTextAndStopsAtThePairsDamageLeaves) {
    const auto find = [](const std::string& s) {
        return findSuspectPair(reinterpret_cast<const std::uint8_t*>(s.data()), 0, s.size());
    };
    const std::string clean = "caf\xC3\xA9 na\xC3\xAFve \xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5"
                              "\xD1\x82 \xE6\x97\xA5\xE6\x9C\xAC.\n";
    EXPECT_EQ(find(clean), clean.size());
    EXPECT_EQ(find("caf\xC3\x83\xC2\xA9"), 5u);     // © right after Ã
    EXPECT_EQ(find("x \xC3\xA2\xE2\x82\xAC?"), 4u); // € right after â
    EXPECT_EQ(find("don\xC2\x92t"), 3u);            // a C1 control
    EXPECT_EQ(find("\xC3\x83?"), 2u);               // a lost octet
    EXPECT_EQ(find("\xD0\xB2\xD1\x91"), 2u);        // вё: ё is B8 in windows-1251
}

TEST(MojibakeSuspects, PassesOverPairsNoOneCodecGivesTogether) {
    const auto find = [](const std::string& s) {
        return findSuspectPair(reinterpret_cast<const std::uint8_t*>(s.data()), 0, s.size());
    };
    // "ação": ç stands for a first octet only in codecs where ã is no continuing octet (Mac OS
    // Roman gives ã for 8B, but ç for 8D), so no re-encoding leaves "çã".
    const std::string acao = "a\xC3\xA7\xC3\xA3o ";
    EXPECT_EQ(find(acao), acao.size());
    // "Київ": и is E8 in windows-1251, the first octet of three, and ї is BF there, but в is
    // E2, no continuing octet: the sequence is never complete, so no reading changes the word.
    const std::string kyiv = "\xD0\x9A\xD0\xB8\xD1\x97\xD0\xB2 ";
    EXPECT_EQ(find(kyiv), kyiv.size());
    // With a second ї (BF) it is: E8 BF BF.
    EXPECT_EQ(find("\xD0\x9A\xD0\xB8\xD1\x97\xD1\x97 "), 4u);
    // "ещё": щ is DD in KOI8-R, the first octet of two, and ё is A3 there: a pair to weigh.
    EXPECT_EQ(find("\xD0\xB5\xD1\x89\xD1\x91 "), 4u);
    // A lost octet or no-break space may complete the sequence: "â€" then "?" or a space.
    EXPECT_EQ(find("x \xC3\xA2\xE2\x82\xAC? "), 4u);
    EXPECT_EQ(find("x \xC3\xA2\xE2\x82\xAC  "), 4u);
    // Without, "â€" before a letter is no sequence of three (E2 80 78).
    const std::string cut = "x \xC3\xA2\xE2\x82\xACx";
    EXPECT_EQ(find(cut), cut.size());
    // A pair cut by the end of the input is still looked at.
    EXPECT_EQ(find("\xC3\x83\xC2"), 2u);
    // As is a character that some codec gives for 80-BF cut short after one of two octets
    // (E0 B8 81 is windows-874's A1): the examiner decides what the octets were.
    for (const kernels::Kernel* k : kernels::availableKernels()) {
        const std::string thai = "x \xC3\xA9\xE0\xB8x ";
        EXPECT_EQ(
            k->findSuspect(reinterpret_cast<const std::uint8_t*>(thai.data()), 0, thai.size()), 4u)
            << k->name;
    }
}

} // namespace
} // namespace u8scope::detail
