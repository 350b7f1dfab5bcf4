// Where a sequence breaks the rules: the decoder's decision (decodeUnit) located with the ranges
// of rules.h.
#include "u8scope/codec/rulebreak.h"

#include "codec/rules.h"
#include "u8scope/codec/decoder.h"

namespace u8scope {

std::vector<std::string> bitPatterns(OctetRange range) {
    std::vector<std::string> out;
    unsigned b = range.lo;
    while (b <= range.hi) {
        // The largest aligned block that starts at b and stays in the range.
        int free = 0;
        while (free < 8 && (b & ((2u << free) - 1)) == 0 && b + (2u << free) - 1 <= range.hi)
            ++free;
        std::string p;
        for (int bit = 7; bit >= 0; --bit)
            p += bit < free ? 'x' : ((b >> bit) & 1 ? '1' : '0');
        out.push_back(p);
        b += 1u << free;
    }
    return out;
}

std::string formatRange(OctetRange range) {
    constexpr char digits[] = "0123456789ABCDEF";
    const auto hex2 = [&](unsigned v) { return std::string{digits[v >> 4], digits[v & 0xF]}; };
    return range.lo == range.hi ? hex2(range.lo) : hex2(range.lo) + "-" + hex2(range.hi);
}

std::optional<RuleBreak> findRuleBreak(std::span<const std::uint8_t> octets, Profile profile) {
    if (octets.empty())
        return std::nullopt;
    const Unit unit =
        decodeUnit(octets.first(std::min<std::size_t>(octets.size(), kMaxSequenceLength)), profile);
    if (unit.valid())
        return std::nullopt;
    RuleBreak r;
    const bool canBegin = rules::leadRule(octets[0], profile).length > 0;
    r.index = canBegin ? unit.length : 0;
    const rules::OctetSet allowed = rules::allowedAt(r.index, octets[0], profile);
    r.expected = rules::rangesOf(allowed);
    if (r.index >= octets.size()) {
        r.missing = true;
        return r;
    }
    r.found = octets[r.index];
    r.bit = rules::departingBit(r.found, allowed);
    return r;
}

} // namespace u8scope
