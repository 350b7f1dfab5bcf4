// What the lead-octet rules imply, derived from leadRule() (see rules.h).
#include "codec/rules.h"

namespace u8scope::rules {

namespace {

std::string hex2(unsigned v) {
    constexpr char digits[] = "0123456789ABCDEF";
    return std::string{digits[(v >> 4) & 0xF], digits[v & 0xF]};
}

} // namespace

OctetSet firstOctets(Profile profile) noexcept {
    OctetSet s;
    for (int b = 0; b < 256; ++b) {
        const auto o = static_cast<std::uint8_t>(b);
        s[static_cast<std::size_t>(b)] = o < 0x80 || leadRule(o, profile).length > 0;
    }
    return s;
}

OctetSet allowedAt(std::size_t index, std::uint8_t lead, Profile profile) noexcept {
    if (index == 0)
        return firstOctets(profile);
    const LeadRule r = leadRule(lead, profile);
    const int lo = index == 1 ? r.lo : 0x80;
    const int hi = index == 1 ? r.hi : 0xBF;
    OctetSet s;
    for (int b = lo; b <= hi; ++b)
        s.set(static_cast<std::size_t>(b));
    return s;
}

std::vector<OctetRange> rangesOf(const OctetSet& s) {
    std::vector<OctetRange> out;
    for (int b = 0; b < 256; ++b) {
        if (!s[static_cast<std::size_t>(b)])
            continue;
        const auto o = static_cast<std::uint8_t>(b);
        if (!out.empty() && out.back().hi + 1 == b &&
            announcedLength(out.back().hi) == announcedLength(o)) {
            out.back().hi = o;
        } else {
            out.push_back({o, o});
        }
    }
    return out;
}

int departingBit(std::uint8_t octet, const OctetSet& allowed) noexcept {
    for (int bit = 7; bit >= 0; --bit) {
        const unsigned mask = (0xFFu << bit) & 0xFFu;
        bool shared = false;
        for (unsigned b = 0; b < 256 && !shared; ++b)
            shared = allowed[b] && (b & mask) == (octet & mask);
        if (!shared)
            return bit;
    }
    return -1;
}

std::string abnfFor(std::uint8_t lead, Profile profile) {
    if (profile != Profile::Rfc3629)
        return {};
    if (lead < 0x80)
        return "UTF8-1 = %x00-7F";
    const LeadRule rule = leadRule(lead, profile);
    if (rule.length == 0)
        return {};
    // The alternatives of UTF8-<length>: runs of first octets with the same second-octet range.
    struct Alt {
        unsigned first, last, lo, hi;
    };
    std::vector<Alt> alts;
    for (unsigned b = 0xC0; b < 0x100; ++b) {
        const LeadRule r = leadRule(static_cast<std::uint8_t>(b), profile);
        if (r.length != rule.length)
            continue;
        if (!alts.empty() && alts.back().last + 1 == b && alts.back().lo == r.lo &&
            alts.back().hi == r.hi) {
            alts.back().last = b;
        } else {
            alts.push_back({b, b, r.lo, r.hi});
        }
    }
    const auto text = [&](const Alt& a) {
        std::string t = "%x";
        t += hex2(a.first);
        if (a.first != a.last) {
            t += '-';
            t += hex2(a.last);
        }
        int tails = rule.length - 1;
        if (a.lo != 0x80 || a.hi != 0xBF) {
            t += " %x";
            t += hex2(a.lo);
            t += '-';
            t += hex2(a.hi);
            --tails;
        }
        if (tails == 1) {
            t += " UTF8-tail";
        } else if (tails > 1) {
            t += ' ';
            t += std::to_string(tails);
            t += "( UTF8-tail )";
        }
        return t;
    };
    std::size_t mine = 0;
    while (!(lead >= alts[mine].first && lead <= alts[mine].last))
        ++mine;
    std::string line = "UTF8-";
    line += std::to_string(rule.length);
    line += " = ";
    if (mine > 0)
        line += "... / ";
    line += text(alts[mine]);
    if (mine + 1 < alts.size())
        line += " / ...";
    return line;
}

} // namespace u8scope::rules
