// The piece examiner's second pass (examinerstate.h), over a line that showed damage through some
// codecs: words joined by a space that was a no-break space, and words with octets lost.
#include "examinerstate.h"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

namespace u8scope::detail {

// Second pass over a line that showed damage through some codecs: words joined by a space
// that was a no-break space, and words with octets lost ("?", U+FFFD).
void PieceExaminer::Impl::examineWithEvidence(
    const std::uint8_t* p, const std::vector<std::pair<std::size_t, std::size_t>>& words,
    std::vector<bool>& repaired, const std::array<bool, kCodecCount>& lineCodecs) {
    CodecMask only = 0;
    for (int c = 0; c < kCodecCount; ++c) {
        if (lineCodecs[static_cast<std::size_t>(c)])
            only |= CodecMask{1} << c;
    }
    for (std::size_t w = 0; w < words.size(); ++w) {
        const auto [first, end] = words[w];
        if (joinAcrossSpace(p, words, w, repaired, only))
            continue;
        bool valid = true;
        bool nonAscii = false;
        bool wildcard = false;
        for (std::size_t i = first; i < end; ++i) {
            valid = valid && chars[i].valid;
            nonAscii = nonAscii || chars[i].cp >= 0x80;
            wildcard = wildcard ||
                       (i > first && (chars[i].cp == '?' || chars[i].cp == kReplacementCharacter));
        }
        if (!valid || !nonAscii)
            continue;
        if (repaired[w]) {
            // Repaired in pass one: look again only for octets lost beside the damage.
            if (!wildcard)
                continue;
            dropPendingIn(first, end);
            if (anyConsumed(first, end)) {
                restorePending();
                continue;
            }
            std::vector<Reencoding> again =
                evaluate(first, end, false, only & candidateCodecs(first, end));
            const bool lost =
                std::any_of(again.begin(), again.end(), [](const Reencoding& r) { return r.lost; });
            if (lost && decide(p, first, again, Mode::Evidence, nullptr))
                setAside.clear();
            else
                restorePending();
            continue;
        }
        if (anyConsumed(first, end))
            continue;
        if (decide(p, first, evaluate(first, end, false, only & candidateCodecs(first, end)),
                   Mode::Evidence, nullptr))
            repaired[w] = true;
    }
}

// Word w joined to the next across the space after it, taken as a lost no-break space,
// through the codecs in `mask` (Mode::Joined), and whether that was taken. A space right after
// the word, and a word right after that space (or none).
bool PieceExaminer::Impl::joinAcrossSpace(
    const std::uint8_t* p, const std::vector<std::pair<std::size_t, std::size_t>>& words,
    std::size_t w, std::vector<bool>& repaired, CodecMask mask) {
    const auto [first, end] = words[w];
    const Char& lastChar = chars[end - 1];
    const bool spaceAfter = end < chars.size() && chars[end].cp == ' ';
    if (!spaceAfter || lastChar.cp < 0x80 || !lastChar.valid || lastChar.consumed ||
        endsInCapitals(first, end))
        return false;
    std::size_t joinedEnd = end + 1;
    std::size_t next = w + 1;
    if (next < words.size() && words[next].first == end + 1) {
        joinedEnd = words[next].second;
    } else {
        next = words.size();
    }
    for (std::size_t i = first; i < joinedEnd; ++i) {
        if (!chars[i].valid)
            return false;
    }
    dropPendingIn(first, joinedEnd);
    if (!anyConsumed(first, joinedEnd) &&
        decide(p, first, evaluate(first, joinedEnd, true, mask), Mode::Joined, nullptr)) {
        setAside.clear();
        repaired[w] = true;
        if (next < words.size())
            repaired[next] = true;
        return true;
    }
    restorePending();
    return false;
}

} // namespace u8scope::detail
