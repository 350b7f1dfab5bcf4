// The ratchet on the mojibake corpus: every set of corpusset.h measured with fix (the CLI linked
// in, as a black box) and held to the floors recorded in tests/corpus/floors.txt. A rate that
// drops, or a clean text that changes and did not when the floors were recorded, fails; a rate
// that rises is reported, for the floors to be raised (u8scope_mojibake_rates --write-floors).
// The set "tuned" is left to tests/core/mojibake_corpus_test.cpp, which asserts it case by case.
#include "clirunner.h"
#include "corpusrates.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <iostream>
#include <iterator>

namespace u8scope::corpus {
namespace {

Floors recordedFloors() {
    std::ifstream in(U8SCOPE_CORPUS_FLOORS);
    return parseFloors({std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()});
}

class CorpusRatchet : public ::testing::TestWithParam<std::string> {};

TEST_P(CorpusRatchet, HoldsItsFloors) {
    const auto set = corpusSet(GetParam());
    ASSERT_TRUE(set);
    std::string scratch =
        (std::filesystem::temp_directory_path() / "u8scope-ratchet.XXXXXX").string();
    ASSERT_NE(::mkdtemp(scratch.data()), nullptr);
    const SetRates rates = measure(*set, linkedCli(scratch), scratch);
    std::filesystem::remove_all(scratch);
    std::cout << rateTable(rates);
    const Floors floors = recordedFloors();
    for (const std::string& better : improvements(rates, floors))
        std::cout << "better than recorded (raise the floor): " << better << "\n";
    std::string worse;
    for (const std::string& w : regressions(rates, floors))
        worse += "\n  " + w;
    EXPECT_TRUE(worse.empty()) << "worse than the floors in tests/corpus/floors.txt:" << worse;
}

std::vector<std::string> ratchetedSets() {
    std::vector<std::string> sets;
    for (const std::string& name : corpusSetNames()) {
        if (name != "tuned")
            sets.push_back(name);
    }
    return sets;
}

INSTANTIATE_TEST_SUITE_P(Sets, CorpusRatchet, ::testing::ValuesIn(ratchetedSets()),
                         [](const ::testing::TestParamInfo<std::string>& set) {
                             std::string name = set.param;
                             for (char& c : name)
                                 c = c == '-' ? '_' : c;
                             return name;
                         });

} // namespace
} // namespace u8scope::corpus
