// The bit layout of a sequence, drawn for learning how UTF-8 works (the Bit Layout panel shows the
// one under the cursor, the playground the one typed): every octet as
// eight bits, the marker bits that say what the octet is (0, 110, 1110, ..., 10) drawn dark and
// bold, the free bits light and coloured by octet, and below them the steps to the value: the free
// bits concatenated, the same bits in fours, each four a hex digit, and the U+ value. Where a
// malformed sequence breaks the pattern or the ranges of RFC 3629 §4, the offending bit is drawn
// in red with the octets expected there beside it; missing octets are dashed. Shape and weight
// carry every distinction, not colour alone.
#pragma once

#include "document/inspection.h"

#include <QRect>
#include <QString>
#include <QWidget>

class QPainter;
#include <cstdint>
#include <vector>

namespace u8scope::ui {

class BitLayoutView : public QWidget {
    Q_OBJECT
public:
    explicit BitLayoutView(QWidget* parent = nullptr);

    /// Shows the sequence of an inspection.
    void showInspection(const Inspection& inspection);
    /// Shows `layout`: the sequence at `offset`, whose unit is well formed or not.
    void showLayout(const u8scope::BitLayout& layout, u8scope::Profile profile,
                    std::uint64_t offset, bool unitValid);
    /// Says why there is nothing to show.
    void showBlank(const Blank& blank);
    void clear(const QString& message = {});

    [[nodiscard]] const u8scope::BitLayout& layout() const noexcept { return m_layout; }
    /// The one-line summary above the bits, e.g. "C3 A9 → U+00E9: a 2-octet sequence".
    [[nodiscard]] const QString& summary() const noexcept { return m_summary; }
    /// The caption beside each octet, e.g. "110: first of 2" (for tests).
    /// `brief`: its few words, for a view too narrow for the caption ("10: continuing").
    [[nodiscard]] QString octetCaption(std::size_t index, bool brief = false) const;
    /// Where the bits start, right of the row labels ("bit", "value", "in fours") (for tests).
    [[nodiscard]] int bitsLeft() const;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Metrics;
    [[nodiscard]] Metrics metrics() const;
    [[nodiscard]] int preferredWidth() const;
    [[nodiscard]] int contentHeight(int width) const;
    // A cell and what its tool tip says.
    struct Hit {
        QRect rect;
        QString text;
    };
    /// Draws the panel for `width` and returns the height used; collects the cells' tool tips
    /// into `hits` when given.
    int render(QPainter& painter, int width, std::vector<Hit>* hits) const;
    [[nodiscard]] QString bitToolTip(std::size_t index, int bit) const;
    /// The bit of octet `index` at which a well-formed-looking octet leaves the octets the rules
    /// allow there (bit 5 of 80 after E0); -1 for none.
    [[nodiscard]] int offendingBit(std::size_t index) const;
    void updateSummary();

    bool m_hasLayout = false;
    u8scope::BitLayout m_layout;
    u8scope::Profile m_profile = u8scope::kDefaultProfile;
    std::uint64_t m_offset = 0;
    bool m_unitValid = true;
    QString m_summary;
    QString m_message;
    std::vector<Hit> m_hits; // from the last paint
};

} // namespace u8scope::ui
