// The East Asian finds of the piece examiner (examinerstate.h): text stored in a double-octet East
// Asian encoding read as a Western page (legacycjk.h), and UTF-8 read as one (readaseastasian.h).
#include "examinerstate.h"
#include "legacycjk.h"
#include "readaseastasian.h"

#include <utility>

namespace u8scope::detail {

const std::vector<CodePoint>& PieceExaminer::Impl::untakenCharacters() {
    lineCharacters.clear();
    for (const Char& c : chars)
        lineCharacters.push_back(c.valid && !c.consumed ? c.cp : detail::kNoCharacter);
    return lineCharacters;
}

void PieceExaminer::Impl::findEastAsianAsWestern(const std::uint8_t* p) {
    const detail::LegacyCjkReading r = detail::readLegacyCjk(untakenCharacters());
    for (const detail::LegacyCjkWord& w : r.words) {
        MojibakeFinding f;
        f.kind = MojibakeKind::EastAsianAsWestern;
        f.codec = r.page;
        f.eastAsian = std::string(r.stored);
        f.repaired = w.repaired;
        f.confidence = r.confidence;
        for (std::size_t k = w.first; k <= w.last; ++k)
            chars[k].consumed = true;
        addPending(std::move(f), p, w.first, w.last);
    }
}

// UTF-8 read as a double-octet East Asian encoding (readaseastasian.h).
void PieceExaminer::Impl::findReadAsEastAsian(const std::uint8_t* p) {
    const detail::EastAsianReading r = detail::readAsEastAsian(untakenCharacters());
    for (const detail::EastAsianRun& run : r.runs) {
        MojibakeFinding f;
        f.kind = run.traces ? MojibakeKind::ReplacementsAsEastAsian : MojibakeKind::ReadAsEastAsian;
        f.eastAsian = std::string(r.decoder);
        f.repaired = run.repaired;
        f.lost = run.lost;
        f.confidence = r.confidence;
        for (std::size_t k = run.first; k <= run.last; ++k)
            chars[k].consumed = true;
        addPending(std::move(f), p, run.first, run.last);
    }
}

} // namespace u8scope::detail
