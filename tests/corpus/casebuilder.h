// Builds the damaged cases of one text for the sets of corpusset.h: each kind of damage (damage.h)
// one call, the case named after the text and the damage, and left out when the damage leaves
// the text as it was or leaves nothing to show what happened.
#pragma once

#include "corpus.h"
#include "damage.h"

#include <string>
#include <string_view>
#include <vector>

namespace u8scope::corpus {

class CaseBuilder {
public:
    /// Cases of `original` go to `out`, named "`id` <damage>", grouped under `kind`.
    CaseBuilder(std::vector<DamagedCase>& out, std::string id, std::string kind,
                std::string original);

    /// Read as `page` `rounds` times; kept only when nothing is lost.
    void misread(std::string_view page, int rounds = 1);
    /// Read as `first`, then as `second`: two code pages.
    void chain(std::string_view first, std::string_view second);
    /// Read as `page` once, then every no-break space became a plain space.
    void noBreakSpaceLost(std::string_view page);
    /// Read as `page` once, then every no-break space became a plain space and merged with a
    /// space right after it (noBreakSpacesMerged); kept where some did.
    void noBreakSpaceMerged(std::string_view page);
    /// Read as `page` by a strict decoder (`how`: U+FFFD or "?"); kept when some octet is lost
    /// and some character beyond ASCII is still there to show the damage.
    void octetsLost(std::string_view page, Misreading how);
    /// The text in CESU-8 (characters beyond U+FFFF as surrogate pairs) and, with `page`, that
    /// read as `page`, `rounds` times.
    void cesu8(std::string_view page = {}, int rounds = 1);
    /// UTF-8 read by the East Asian decoder `page` (`how`: U+FFFD or "?" for what it cannot
    /// read) and saved again; the repair must name `page`.
    void eastAsian(std::string_view page, Misreading how);
    /// The text stored in the legacy encoding `legacy` (GBK, Big5, ...) and read as `page`.
    void legacyReadAs(std::string_view legacy, std::string_view page);
    /// Any other damage.
    void add(std::string damage, std::string damaged, std::string expected, std::string page = {},
             std::string mustName = {});

    [[nodiscard]] const std::string& original() const noexcept { return m_original; }

private:
    std::vector<DamagedCase>& m_out;
    std::string m_id;
    std::string m_kind;
    std::string m_original;
};

/// Whether `text` holds a character beyond ASCII other than U+FFFD.
[[nodiscard]] bool beyondAscii(std::string_view text);

} // namespace u8scope::corpus
