// The reference panel's model, widget-free: the tables of core's reference.h under a profile,
// worded through tr(), with the rows of the current sequence marked (its first octet's row of
// Annex R Table 1, its row of the well-formed sequences, its length's row of Tables 4 and 5).
#pragma once

#include "u8scope/teach/reference.h"

#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <vector>

namespace u8scope::ui {

class ReferenceModel {
    Q_DECLARE_TR_FUNCTIONS(ReferenceModel)
public:
    void setProfile(Profile profile) { m_profile = profile; }
    [[nodiscard]] Profile profile() const noexcept { return m_profile; }
    /// The sequence whose rows are marked: its octets from the first on; empty marks none.
    void setSequence(std::vector<std::uint8_t> octets) { m_octets = std::move(octets); }
    [[nodiscard]] ReferenceRows marked() const { return findRows(m_octets, m_profile); }

    /// The tables as HTML, the marked rows on `markColor` (an HTML colour).
    [[nodiscard]] QString html(const QString& markColor) const;
    /// What a role of Table 1 is, in words.
    [[nodiscard]] static QString role(const OctetRow& row, Profile profile);

private:
    Profile m_profile = kDefaultProfile;
    std::vector<std::uint8_t> m_octets;
};

} // namespace u8scope::ui
