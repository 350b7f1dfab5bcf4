// A compact legend of the octet classes: each swatch drawn exactly as the hex view draws that
// class, with the class's description from core. Lead5/lead6 appear only under the legacy
// ISO/IEC 10646-1:1993 profile, the only one where they can occur.
#pragma once

#include "theme/palette.h"
#include "u8scope/codec/octetclass.h"
#include "u8scope/codec/profile.h"

#include <QWidget>
#include <vector>

namespace u8scope::ui {

class LegendWidget : public QWidget {
    Q_OBJECT

public:
    explicit LegendWidget(QWidget* parent = nullptr);

    void setProfile(u8scope::Profile profile);
    [[nodiscard]] u8scope::Profile profile() const noexcept { return m_profile; }

    /// The classes shown, in order.
    [[nodiscard]] std::vector<u8scope::OctetClass> shownClasses() const;
    /// Where the `index`th shown class is drawn (swatch and label), in the widget's coordinates;
    /// empty past the last.
    [[nodiscard]] QRect itemRect(std::size_t index) const;
    /// The sample octet drawn in a class's swatch, e.g. "C3" for lead2.
    [[nodiscard]] static QString sampleOctet(u8scope::OctetClass octetClass);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Item {
        u8scope::OctetClass octetClass;
        QRectF chip;   ///< the swatch's background, as the view's background
        QRectF swatch; ///< the two hex digits
        QRectF label;
        QString text;
    };
    /// Items flowed into lines no wider than `width`: with their descriptions, or with their
    /// brief names where the descriptions would take more than kFullLines lines (a narrow view,
    /// a zoom), since the view above gives up a row of octets for each line.
    [[nodiscard]] std::vector<Item> layoutItems(int width) const;
    [[nodiscard]] std::vector<Item> layoutItems(int width, bool brief) const;
    static constexpr int kFullLines = 2;
    [[nodiscard]] QFont swatchFont() const;

    u8scope::Profile m_profile = u8scope::kDefaultProfile;
    OctetPalette m_palette;
};

} // namespace u8scope::ui
