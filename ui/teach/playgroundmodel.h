// The playground's model, widget-free: what is typed (a code point, or octets), read and
// understood by core (playground.h), and worded through tr() as HTML for the panel. Every UTF-8
// rule stays in core; this only presents its facts: a code point's UTF-8 with the steps from
// bits to the U+ value, the arithmetic of Annex R Table 4 with the real numbers, the UTF-16 and
// UCS-4 forms and the name; octets as the decoder walks them, unit by unit, with where each
// maximal subpart ends and why.
#pragma once

#include "u8scope/teach/playground.h"

#include <QCoreApplication>
#include <QString>
#include <optional>
#include <vector>

namespace u8scope::ui {

class PlaygroundModel {
    Q_DECLARE_TR_FUNCTIONS(PlaygroundModel)
public:
    /// What the input is read as.
    enum class Direction { CodePoints, Octets };

    [[nodiscard]] Profile profile() const noexcept { return m_profile; }
    void setProfile(Profile profile);
    [[nodiscard]] Direction direction() const noexcept { return m_direction; }
    /// What was typed, as it was typed.
    [[nodiscard]] const QString& typed() const noexcept { return m_typed; }

    /// Reads code points: U+ or 0x notation, decimal, or the characters themselves.
    void setCodePointText(const QString& typed);
    /// Reads hex octets ("C0 AF", "c0af", "\xC0\xAF").
    void setOctetText(const QString& typed);
    /// Takes octets as they are (a selection sent from the hex view).
    void setOctets(const std::vector<std::uint8_t>& octets);
    /// Loads a preset: its direction, its text and its profile.
    void loadPreset(const Preset& preset);

    /// Why the input gives nothing to show; empty when it does (or nothing was typed).
    [[nodiscard]] const QString& problem() const noexcept { return m_problem; }
    /// Code points: their forms, one per code point; and how typed text groups into characters.
    [[nodiscard]] const std::vector<CodePointForms>& forms() const noexcept { return m_forms; }
    [[nodiscard]] const std::optional<TypedCodePoints>& codePoints() const noexcept {
        return m_codePoints;
    }
    /// Octets: the decoder's walk over them.
    [[nodiscard]] const std::vector<WalkUnit>& walk() const noexcept { return m_walk; }
    [[nodiscard]] const std::vector<std::uint8_t>& octets() const noexcept { return m_octets; }

    /// The item the bit layout shows: a code point of forms(), or a unit of walk().
    [[nodiscard]] std::size_t selected() const noexcept { return m_selected; }
    void select(std::size_t index);
    /// Selects the item that the text typed up to `position` ends in: the character just typed,
    /// the code point or octet the cursor is after. Typing "naïve" shows the layout of each
    /// letter as it comes, not of the first.
    void selectTypedUpTo(int position);
    /// The selected item's octets from its first on, the profile to lay them out under, and
    /// whether they are a well-formed unit; empty octets when there is nothing to lay out.
    struct Layout {
        std::vector<std::uint8_t> octets;
        Profile profile = kDefaultProfile;
        bool valid = true;
    };
    [[nodiscard]] Layout selectedLayout() const;

    /// Everything shown, as HTML; items link to "#item-N" (select(N) shows their bits).
    [[nodiscard]] QString html() const;

    /// A preset's label for a list: "First 2-octet value (U+0080)", "Overlong: C0 AF".
    [[nodiscard]] static QString presetLabel(const Preset& preset);

private:
    void update();
    [[nodiscard]] QString codePointHtml(const CodePointForms& f, std::size_t index) const;
    [[nodiscard]] QString walkHtml(const WalkUnit& w, std::size_t index) const;

    Profile m_profile = kDefaultProfile;
    Direction m_direction = Direction::CodePoints;
    QString m_typed;
    QString m_problem;
    std::optional<TypedCodePoints> m_codePoints;
    std::vector<CodePointForms> m_forms;
    std::vector<std::uint8_t> m_octets;
    std::vector<WalkUnit> m_walk;
    std::size_t m_selected = 0;
};

} // namespace u8scope::ui
