// The tuned mojibake corpus (tests/corpus), case by case: every damaged text repaired exactly,
// every clean text left alone.
#include "corpus.h"
#include "u8scope/mojibake/mojibake.h"

#include <gtest/gtest.h>
#include <set>

namespace u8scope {
namespace {

using namespace corpus;

std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> w;
    std::string current;
    for (const char c : text) {
        if (c == ' ' || c == '\n') {
            w.push_back(current);
            current.clear();
        } else {
            current += c;
        }
    }
    w.push_back(current);
    return w;
}

// Whether `repaired` differs from `expected` only in words it explains as well: the same
// damage done to the repaired word through some codec gives the damaged word octet for octet.
// "EspaĂąa" is "España" through ISO 8859-2 and "Espaùa" through windows-1250; no test of the
// octets can tell which was meant.
bool anotherExactReading(const std::string& repaired, const std::string& expected,
                         const std::string& damaged) {
    for (const Codec c : corpusCodecs()) {
        if (loseNoBreakSpaces(reencode(repaired, c, 1)) == damaged &&
            loseNoBreakSpaces(reencode(expected, c, 1)) != damaged)
            return true; // the whole text, with its lost no-break spaces
    }
    const auto r = words(repaired);
    const auto e = words(expected);
    const auto d = words(damaged);
    if (r.size() != e.size() || r.size() != d.size())
        return false;
    for (std::size_t i = 0; i < r.size(); ++i) {
        if (r[i] == e[i])
            continue;
        bool explained = false;
        for (const Codec c : corpusCodecs()) {
            for (int rounds = 1; rounds <= 3 && !explained; ++rounds)
                explained = reencode(r[i], c, rounds) == d[i];
        }
        if (!explained)
            return false;
    }
    return true;
}

TEST(MojibakeCorpus, WritesSentencesInFifteenLanguagesAtLeast) {
    std::set<std::string> languages;
    for (const Sentence& s : tunedSentences())
        languages.insert(s.language);
    EXPECT_GE(languages.size(), 15u);
}

TEST(MojibakeCorpus, RepairsEveryDamagedTextExactly) {
    const auto cases = damagedCases(tunedSentences(), 7);
    ASSERT_GT(cases.size(), 1000u);
    std::size_t exact = 0;
    std::size_t otherReading = 0;
    for (const DamagedCase& c : cases) {
        const std::string repaired = repairMojibake(c.damaged);
        if (repaired == c.expected) {
            ++exact;
        } else if (anotherExactReading(repaired, c.expected, c.damaged)) {
            ++otherReading;
        } else {
            ADD_FAILURE() << c.name << "\n  damaged:  " << c.damaged << "\n  repaired: " << repaired
                          << "\n  expected: " << c.expected;
        }
    }
    // Readings as good as the one meant are few: at most 1 in 200.
    EXPECT_LE(otherReading * 200, cases.size()) << otherReading << " of " << cases.size();
    RecordProperty("exact", static_cast<int>(exact));
    RecordProperty("cases", static_cast<int>(cases.size()));
}

TEST(MojibakeCorpus, LeavesEveryCleanTextAlone) {
    for (const CleanCase& c : cleanCases(tunedSentences(), tunedTrickyText())) {
        const auto findings = findMojibake(c.text);
        EXPECT_TRUE(findings.empty())
            << c.name << ": " << c.text
            << "\n  first finding: " << (findings.empty() ? "" : findings.front().text);
        EXPECT_EQ(repairMojibake(c.text), c.text) << c.name;
    }
}

} // namespace
} // namespace u8scope
