// Undoing re-encoding in one word (core/src/mojibake/reencoding.h): a codec that answers every
// question as another did reads the word as that one did, so the engine may take that reading
// over (CodecAnswers, readAs); and a word's cost as found, carried from one codec to the next,
// changes nothing.
#include "mojibake/reencoding.h"
#include "u8scope/codec/encoder.h"

#include <gtest/gtest.h>
#include <limits>
#include <random>
#include <vector>

namespace u8scope::detail {
namespace {

bool sameElements(std::span<const Element> a, std::span<const Element> b) {
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const Element& x = a[i];
        const Element& y = b[i];
        if (x.cp != y.cp || x.first != y.first || x.last != y.last || x.round != y.round ||
            x.lost != y.lost || x.noBreak != y.noBreak || x.c1 != y.c1)
            return false;
    }
    return true;
}

void expectSame(const std::optional<Reencoding>& got, const std::optional<Reencoding>& want,
                const std::string& what) {
    ASSERT_EQ(got.has_value(), want.has_value()) << what;
    if (!got)
        return;
    const Reencoding& a = *got;
    const Reencoding& b = *want;
    EXPECT_EQ(a.codec, b.codec) << what;
    EXPECT_EQ(a.innerFrom, b.innerFrom) << what;
    if (a.innerFrom > 0) {
        EXPECT_EQ(a.inner, b.inner) << what;
    }
    EXPECT_EQ(a.moreRounds, b.moreRounds) << what;
    EXPECT_EQ(a.halfway, b.halfway) << what;
    ASSERT_EQ(a.stages.size(), b.stages.size()) << what;
    for (std::size_t s = 0; s < a.stages.size(); ++s)
        EXPECT_TRUE(sameElements(a.stages[s], b.stages[s])) << what << ", stage " << s;
    EXPECT_EQ(a.costBefore, b.costBefore) << what;
    EXPECT_EQ(a.costAfter, b.costAfter) << what;
    EXPECT_EQ(a.rawCostAfter, b.rawCostAfter) << what;
    EXPECT_EQ(a.repairs, b.repairs) << what;
    EXPECT_EQ(a.lostCount, b.lostCount) << what;
    EXPECT_EQ(a.residue, b.residue) << what;
    EXPECT_EQ(a.noBreak, b.noBreak) << what;
    EXPECT_EQ(a.lost, b.lost) << what;
    EXPECT_EQ(a.c1, b.c1) << what;
    EXPECT_EQ(a.codecSpecific, b.codecSpecific) << what;
}

// A word of characters that damage leaves and that codecs read differently: the characters
// some codec gives for octets 80-FF, C1 controls, "?", U+FFFD, spaces and ASCII letters.
std::vector<TokenChar> randomWord(std::mt19937& rng) {
    static const std::vector<CodePoint> pool = [] {
        std::vector<CodePoint> p{'a', 'e', 'Z', '?', ' ', kReplacementCharacter, 0x80, 0x81, 0x9D};
        for (const Codec c : Codec::all()) {
            for (int o = 0x80; o < 0x100; o += 3)
                p.push_back(c.decode(static_cast<std::uint8_t>(o)));
        }
        return p;
    }();
    std::vector<TokenChar> word(1 + rng() % 10);
    for (TokenChar& t : word) {
        t.cp = pool[rng() % pool.size()];
        if (t.cp == '?' || t.cp == kReplacementCharacter)
            t.role = TokenChar::Role::Wildcard;
        else if (t.cp == ' ')
            t.role = TokenChar::Role::Space;
    }
    return word;
}

// `cps` read as UTF-8 through `codec` and written back.
std::vector<CodePoint> misread(const std::vector<CodePoint>& cps, Codec codec) {
    std::vector<CodePoint> next;
    for (const CodePoint cp : cps) {
        const Encoded e = encode(cp);
        for (const std::uint8_t o : e.bytes())
            next.push_back(codec.decode(o));
    }
    return next;
}

std::vector<TokenChar> tokens(const std::vector<CodePoint>& cps) {
    std::vector<TokenChar> word;
    for (const CodePoint cp : cps)
        word.push_back({cp, TokenChar::Role::Plain});
    return word;
}

// Damage that comes back: "café" through `codec` once or twice, or once through another codec
// before, as found.
std::vector<TokenChar> damagedWord(std::mt19937& rng, Codec codec) {
    static constexpr CodePoint kText[] = {'c', 'a', 'f', 0xE9, 0x2019, 0xFC, 0x439, 0x3B1, 0x20AC};
    std::vector<CodePoint> cps;
    for (int i = 0; i < 4; ++i)
        cps.push_back(kText[rng() % std::size(kText)]);
    const auto how = rng() % 3;
    if (how == 2)
        cps = misread(cps, Codec::all()[rng() % kCodecCount]);
    for (int round = 0, rounds = how == 1 ? 2 : 1; round < rounds; ++round)
        cps = misread(cps, codec);
    return tokens(cps);
}

TEST(Reencoding, ACodecThatAnswersAlikeReadsAlike) {
    std::mt19937 rng(11);
    int alike = 0;
    int unlike = 0;
    int readings = 0;
    int shared = 0; // a reading taken over by another codec
    for (int round = 0; round < 3000; ++round) {
        const Codec through = Codec::all()[rng() % kCodecCount];
        const auto word = round % 2 == 0 ? randomWord(rng) : damagedWord(rng, through);
        const bool spaces = rng() % 2 == 0;
        for (const Codec a : Codec::all()) {
            CodecAnswers answers;
            const auto first = undoReencoding(word, a, spaces, 0, 0, nullptr, &answers);
            readings += first.has_value();
            for (const Codec b : Codec::all()) {
                if (!answers.sameIn(b)) {
                    ++unlike;
                    continue;
                }
                ++alike;
                shared += first.has_value() && a != b;
                const auto want = undoReencoding(word, b, spaces, 0, 0);
                const std::string what = std::string(a.name()) + " for " + std::string(b.name());
                expectSame(first ? std::optional(readAs(*first, b)) : std::nullopt, want, what);
                if (::testing::Test::HasFailure())
                    return;
            }
        }
    }
    // Both ways and real readings among them, or the test says nothing.
    EXPECT_GT(alike, 3000 * static_cast<int>(kCodecCount)); // every codec answers as itself
    EXPECT_GT(unlike, 1000);
    EXPECT_GT(readings, 1000);
    EXPECT_GT(shared, 1000);
}

TEST(Reencoding, TheCostAsFoundCarriedOverChangesNothing) {
    std::mt19937 rng(12);
    for (int round = 0; round < 1000; ++round) {
        const auto word = damagedWord(rng, Codec::all()[rng() % kCodecCount]);
        float asFound = std::numeric_limits<float>::quiet_NaN();
        for (const Codec c : Codec::all()) {
            expectSame(undoReencoding(word, c, true, 0, 0, &asFound),
                       undoReencoding(word, c, true, 0, 0), std::string(c.name()));
        }
        if (::testing::Test::HasFailure())
            return;
    }
}

TEST(Reencoding, AnswersDifferWhereTheCodecsDo) {
    // "Ã©" reads the same through windows-1252 and ISO 8859-1, not through Mac OS Roman.
    const std::vector<TokenChar> word{{0xC3, TokenChar::Role::Plain},
                                      {0xA9, TokenChar::Role::Plain}};
    CodecAnswers answers;
    const auto r =
        undoReencoding(word, Codec(CodecId::Windows1252), false, 0, 0, nullptr, &answers);
    ASSERT_TRUE(r.has_value());
    EXPECT_TRUE(answers.sameIn(Codec(CodecId::Iso8859_1)));
    EXPECT_FALSE(answers.sameIn(Codec(CodecId::MacRoman)));
    // The no-break space is part of the answers: a space may stand for a lost one.
    const std::vector<TokenChar> plain{{'a', TokenChar::Role::Plain},
                                       {' ', TokenChar::Role::Space}};
    CodecAnswers asked;
    EXPECT_FALSE(undoReencoding(plain, Codec(CodecId::Windows1252), true, 0, 0, nullptr, &asked));
    EXPECT_TRUE(asked.sameIn(Codec(CodecId::Iso8859_1))); // A0 in both
    EXPECT_FALSE(asked.sameIn(Codec(CodecId::Ibm437)));   // FF
    const Reencoding latin1 = readAs(*r, Codec(CodecId::Iso8859_1));
    EXPECT_EQ(latin1.codec, Codec(CodecId::Iso8859_1));
    ASSERT_EQ(latin1.stages.size(), 2u);
    ASSERT_EQ(latin1.stages.back().size(), 1u);
    EXPECT_EQ(latin1.stages.back().front().cp, 0xE9u);
}

// "£" read as windows-1252 and the result as windows-1251, "Г‚ВЈ": windows-1251 undoes one round
// ("Â£"), which it takes no further, and windows-1252 the next.
TEST(Reencoding, CarriesAChainOnThroughAnotherCodec) {
    const Codec cp1251(CodecId::Windows1251);
    const Codec cp1252(CodecId::Windows1252);
    const auto word = tokens(misread(misread({0xA3}, cp1252), cp1251));
    const auto reading = undoReencoding(word, cp1251, false, 0, 0);
    ASSERT_TRUE(reading.has_value());
    EXPECT_EQ(reading->rounds(), 1);
    EXPECT_FALSE(reading->moreRounds);
    const auto chain = throughAnother(*reading, word, 0, 0);
    ASSERT_TRUE(chain.has_value());
    EXPECT_EQ(chain->codec, cp1251);
    EXPECT_EQ(chain->inner, cp1252);
    EXPECT_EQ(chain->innerFrom, 2);
    EXPECT_EQ(chain->codecOfRound(1), cp1251);
    EXPECT_EQ(chain->codecOfRound(2), cp1252);
    ASSERT_EQ(chain->rounds(), 2);
    ASSERT_EQ(chain->stages.back().size(), 1u);
    EXPECT_EQ(chain->stages.back().front().cp, 0xA3u);
    EXPECT_EQ(chain->stages.back().front().round, 2);
    EXPECT_LT(chain->costAfter, reading->costAfter);
    // It pays for its second codec when codecs are compared.
    EXPECT_EQ(chain->rank(), chain->rawCostAfter + kChainRank);
    // Nothing goes further once the chain is made, nor where a round comes to nothing.
    EXPECT_FALSE(throughAnother(*chain, word, 0, 0).has_value());
    const auto once = tokens(misread({0xE9}, cp1252)); // "Ã©"
    EXPECT_FALSE(throughAnother(*undoReencoding(once, cp1252, false, 0, 0), once, 0, 0));
}

// Two rounds of one codec are that codec's own: no other codec carries the first on.
TEST(Reencoding, LeavesARoundItsCodecTakesFurtherToIt) {
    const Codec cp1252(CodecId::Windows1252);
    const auto twice = tokens(misread(misread({0xE9}, cp1252), cp1252)); // "ÃƒÂ©"
    const auto reading = undoReencoding(twice, cp1252, false, 0, 0);
    ASSERT_TRUE(reading.has_value());
    EXPECT_EQ(reading->rounds(), 2);
    EXPECT_EQ(reading->innerFrom, 0);
    EXPECT_FALSE(throughAnother(*reading, twice, 0, 0).has_value());
}

} // namespace
} // namespace u8scope::detail
