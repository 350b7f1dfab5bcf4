// The sets of the mojibake corpus, by name: see corpusset.h.
#include "corpusset.h"

#include <map>

namespace u8scope::corpus {

namespace {

struct Entry {
    const char* name;
    CorpusSet (*build)();
};

CorpusSet tuned() {
    return {"tuned", damagedCases(tunedSentences(), 7),
            cleanCases(tunedSentences(), tunedTrickyText())};
}

CorpusSet heldOut() {
    return {"held-out", heldOutDamagedCases(), heldOutCleanCases()};
}

constexpr Entry kSets[] = {
    {"tuned", tuned},
    {"held-out", heldOut},
    {"short-tuned", shortTuned},
    {"short-held-out", shortHeldOut},
    {"code-tuned", codeTuned},
    {"code-held-out", codeHeldOut},
    {"languages-tuned", languagesTuned},
    {"languages-held-out", languagesHeldOut},
    {"cjk-tuned", cjkTuned},
    {"cjk-held-out", cjkHeldOut},
    {"corrupt-tuned", corruptTuned},
    {"corrupt-held-out", corruptHeldOut},
    {"chains-tuned", chainsTuned},
    {"chains-held-out", chainsHeldOut},
};

// Case names made unique ("... #2"), so that a floor or a miss names one case.
template <typename Case>
void uniqueNames(std::vector<Case>& cases) {
    std::map<std::string, int> seen;
    for (Case& c : cases) {
        const int n = ++seen[c.name];
        if (n > 1)
            c.name += " #" + std::to_string(n);
    }
}

} // namespace

const std::vector<std::string>& corpusSetNames() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> n;
        for (const Entry& e : kSets)
            n.emplace_back(e.name);
        return n;
    }();
    return names;
}

std::optional<CorpusSet> corpusSet(std::string_view name) {
    for (const Entry& e : kSets) {
        if (name == e.name) {
            CorpusSet set = e.build();
            set.name = e.name;
            uniqueNames(set.damaged);
            uniqueNames(set.clean);
            return set;
        }
    }
    return std::nullopt;
}

} // namespace u8scope::corpus
