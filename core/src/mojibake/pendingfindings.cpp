// The findings of a piece being assembled (PieceExaminer::Impl::pending, examinerstate.h): added
// with their context, set aside while joined words are tried, and taken back.
#include "examinerstate.h"

#include <utility>

namespace u8scope::detail {

void PieceExaminer::Impl::addPending(MojibakeFinding f, const std::uint8_t* p, std::size_t first,
                                     std::size_t last) {
    const std::uint32_t begin = chars[first].offset;
    const std::uint32_t end = chars[last].offset + chars[last].length;
    f.offset = begin; // made absolute in finishPiece
    f.length = end - begin;
    f.text.assign(reinterpret_cast<const char*>(p + begin), end - begin);
    for (std::size_t i = first; i > 0 && f.before.size() < kContextLimit; --i) {
        const Char& c = chars[i - 1];
        if (!c.valid || !isAsciiWordCharacter(c.cp))
            break;
        f.before.insert(f.before.begin(), static_cast<char>(c.cp));
    }
    for (std::size_t i = last + 1; i < chars.size() && f.after.size() < kContextLimit; ++i) {
        const Char& c = chars[i];
        if (!c.valid || !isAsciiWordCharacter(c.cp))
            break;
        f.after.push_back(static_cast<char>(c.cp));
    }
    Pending pd;
    pd.finding = std::move(f);
    pd.firstChar = first;
    pd.lastChar = last;
    insertPending(std::move(pd));
}

void PieceExaminer::Impl::dropPendingIn(std::size_t first, std::size_t end) {
    setAside.clear();
    for (auto it = byFirstChar.lower_bound(first); it != byFirstChar.end() && it->first < end;
         ++it) {
        Pending& pd = pending[it->second];
        if (!pd.aside && pd.lastChar < end &&
            (pd.finding.kind == MojibakeKind::Reencoded ||
             pd.finding.kind == MojibakeKind::LostOctet)) {
            for (std::size_t k = pd.firstChar; k <= pd.lastChar; ++k)
                chars[k].consumed = false;
            pd.aside = true;
            setAside.push_back(it->second);
        }
    }
}

// Takes back what dropPendingIn set aside; without this they are gone (setAside.clear()).
void PieceExaminer::Impl::restorePending() {
    for (const std::size_t at : setAside) {
        Pending& pd = pending[at];
        for (std::size_t k = pd.firstChar; k <= pd.lastChar; ++k)
            chars[k].consumed = true;
        pd.aside = false;
    }
    setAside.clear();
}

} // namespace u8scope::detail
