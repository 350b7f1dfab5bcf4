// One finding per damaged word: see wordfindings.h.
#include "wordfindings.h"

#include "plausibility.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/octetclass.h"
#include "u8scope/text/hex.h"

#include <algorithm>

namespace u8scope::detail {

namespace {

// Whether `cp` belongs inside a word: a letter, a combining mark, or a character lost on the way.
bool partOfAWord(CodePoint cp) {
    const CharClass c = traitsOf(cp).cls;
    return c == CharClass::Letter || c == CharClass::Mark || c == CharClass::Replacement;
}

bool firstInAWord(std::string_view s) {
    return !s.empty() && partOfAWord(decodeUnit(octetsOf(s), kDefaultProfile).codePoint);
}

bool lastInAWord(std::string_view s) {
    std::size_t at = s.size();
    while (at > 0 && isContinuationOctet(static_cast<std::uint8_t>(s[at - 1])))
        --at;
    return at > 0 && partOfAWord(decodeUnit(octetsOf(s.substr(at - 1)), kDefaultProfile).codePoint);
}

} // namespace

bool sameWordAndStory(const MojibakeFinding& a, const MojibakeFinding& b) {
    // The kinds whose repair is text for text; a lost no-break space stands between words.
    const bool textForText = a.kind == MojibakeKind::Reencoded ||
                             a.kind == MojibakeKind::LostOctet ||
                             a.kind == MojibakeKind::LegacyOctets;
    if (!textForText || b.kind != a.kind || b.codec != a.codec || b.rounds != a.rounds ||
        b.chain != a.chain || b.latin1Mix != a.latin1Mix || b.cesu8 != a.cesu8 ||
        b.stages.size() != a.stages.size())
        return false;
    // a.after holds the ASCII letters and digits right after a, up to the next octet that is
    // not one: the gap is all of them only where b begins there.
    if (b.offset < a.offset + a.length || b.offset - (a.offset + a.length) != a.after.size())
        return false;
    if (b.before.size() < a.after.size() ||
        b.before.compare(b.before.size() - a.after.size(), a.after.size(), a.after) != 0)
        return false;
    // Letters on both sides of the gap: quotes around a word ("“hi”") are two places.
    return lastInAWord(a.repaired) && firstInAWord(b.repaired);
}

void joinFinding(MojibakeFinding& a, const MojibakeFinding& b) {
    const std::string& between = a.after;
    a.text += between + b.text;
    a.repaired += between + b.repaired;
    for (std::size_t k = 0; k < a.stages.size(); ++k)
        a.stages[k] += between + b.stages[k];
    a.length = b.offset + b.length - a.offset;
    if (b.confidence < a.confidence) {
        a.confidence = b.confidence;
        a.evidence = b.evidence;
    }
    std::erase_if(a.alternatives, [&b](Codec c) {
        return std::find(b.alternatives.begin(), b.alternatives.end(), c) == b.alternatives.end();
    });
    a.lost += b.lost;
    a.after = b.after;
}

void joinWordFindings(std::vector<MojibakeFinding*>& found) {
    std::size_t kept = 0;
    for (std::size_t k = 0; k < found.size(); ++k) {
        if (kept > 0 && sameWordAndStory(*found[kept - 1], *found[k]))
            joinFinding(*found[kept - 1], *found[k]);
        else
            found[kept++] = found[k];
    }
    found.resize(kept);
}

} // namespace u8scope::detail
