// Damaged cases of one text: see casebuilder.h.
#include "casebuilder.h"

namespace u8scope::corpus {

namespace {

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";

std::string roundsName(int rounds) {
    return rounds == 1 ? "once" : rounds == 2 ? "twice" : std::to_string(rounds) + " times";
}

std::string lostTo(Misreading how) {
    return how == Misreading::Question ? "?" : "U+FFFD";
}

} // namespace

bool beyondAscii(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (static_cast<std::uint8_t>(text[i]) < 0x80)
            continue;
        if (text.substr(i, 3) == kReplacement) {
            i += 2;
            continue;
        }
        return true;
    }
    return false;
}

CaseBuilder::CaseBuilder(std::vector<DamagedCase>& out, std::string id, std::string kind,
                         std::string original)
    : m_out(out), m_id(std::move(id)), m_kind(std::move(kind)), m_original(std::move(original)) {}

void CaseBuilder::add(std::string damage, std::string damaged, std::string expected,
                      std::string page, std::string mustName) {
    if (damaged == m_original && expected == m_original)
        return; // nothing happened to it
    std::string name = m_id + " " + damage;
    if (!page.empty() && damage.find(page) == std::string::npos)
        name = m_id + " " + page + " " + damage;
    m_out.push_back({.name = std::move(name),
                     .damaged = std::move(damaged),
                     .expected = std::move(expected),
                     .kind = m_kind,
                     .damage = std::move(damage),
                     .page = std::move(page),
                     .mustName = std::move(mustName)});
}

void CaseBuilder::misread(std::string_view page, int rounds) {
    const std::vector<std::string_view> pages(static_cast<std::size_t>(rounds), page);
    const auto m = misreadChain(m_original, pages);
    if (m && m->lost == 0)
        add("read " + roundsName(rounds), m->text, m->expected, std::string(page));
}

void CaseBuilder::chain(std::string_view first, std::string_view second) {
    const std::string_view pages[] = {first, second};
    const auto m = misreadChain(m_original, pages);
    if (m && m->lost == 0) {
        add("two code pages", m->text, m->expected,
            std::string(first) + " then " + std::string(second));
    }
}

void CaseBuilder::noBreakSpaceLost(std::string_view page) {
    const Misread m = corpus::misread(m_original, page);
    const std::string spaced = noBreakSpacesLost(m.text);
    if (m.lost == 0 && spaced != m.text)
        add("no-break space lost", spaced, m.expected, std::string(page));
}

void CaseBuilder::noBreakSpaceMerged(std::string_view page) {
    const Misread m = corpus::misread(m_original, page);
    const std::string merged = noBreakSpacesMerged(m.text);
    if (m.lost == 0 && merged != noBreakSpacesLost(m.text))
        add("no-break space merged with a space", merged, m.expected, std::string(page));
}

void CaseBuilder::octetsLost(std::string_view page, Misreading how) {
    const Misread m = corpus::misread(m_original, page, how);
    if (m.lost > 0 && beyondAscii(m.expected))
        add("octets lost to " + lostTo(how), m.text, m.expected, std::string(page));
}

void CaseBuilder::cesu8(std::string_view page, int rounds) {
    const std::string octets = corpus::cesu8(m_original);
    if (octets == m_original)
        return;
    if (page.empty()) {
        add("CESU-8", octets, m_original);
        return;
    }
    const std::vector<std::string_view> pages(static_cast<std::size_t>(rounds), page);
    const auto m = misreadChain(octets, pages);
    if (m && m->lost == 0) {
        add(rounds == 1 ? "CESU-8 read as a code page"
                        : "CESU-8 read as a code page " + roundsName(rounds),
            m->text, m_original, std::string(page));
    }
}

void CaseBuilder::eastAsian(std::string_view page, Misreading how) {
    const Misread m = corpus::misread(m_original, page, how);
    add("East Asian decoder, lost to " + lostTo(how), m.text, m.expected, std::string(page),
        std::string(page));
}

void CaseBuilder::legacyReadAs(std::string_view legacy, std::string_view page) {
    const auto octets = encodeIn(m_original, legacy);
    if (!octets)
        return;
    const Misread m = corpus::misread(*octets, page);
    if (m.lost == 0) {
        add("legacy CJK read as a Western page", m.text, m_original,
            std::string(legacy) + " as " + std::string(page));
    }
}

} // namespace u8scope::corpus
