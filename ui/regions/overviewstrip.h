// The overview strip beside the hex view's scroll bar: the whole file from top to bottom, a band
// per row of pixels, in the colours of its regions (theme/regioncolours.h), with a lane of marks
// for each kind of finding (overview.h) and a frame round the rows the view shows. A click or a
// drag moves the cursor to the band under the pointer; the tool tip names the band's octets and
// what lies in them. Paints a picture made once for each size and palette and made again when the
// scan, a finding list or a layer changes, so that a file of any size costs what its findings held
// in memory cost, never a second reading.
#pragma once

#include "regions/overview.h"

#include <QPixmap>
#include <QPointer>
#include <QWidget>
#include <cstdint>
#include <optional>

namespace u8scope::ui {

class Document;
class HexView;

class OverviewStrip : public QWidget {
    Q_OBJECT
public:
    /// Shows `document` beside `view`'s scroll bar (HexView::setSideWidget).
    OverviewStrip(Document& document, HexView& view);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override { return sizeHint(); }

    /// The overview painted now, made first if it is out of date.
    [[nodiscard]] const Overview& overview();
    /// The band shown at row `y` of the strip; nullopt where no band is (an empty source).
    [[nodiscard]] std::optional<std::size_t> bandAtY(int y);
    /// The rows of the strip that show band `k`, [first, last).
    [[nodiscard]] std::pair<int, int> rowsOf(std::size_t k) const;
    /// What the tool tip says of band `k`.
    [[nodiscard]] QString describe(std::size_t k);

public slots:
    /// The findings changed: the picture is made again at the next paint.
    void invalidate();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    /// Widths of the column of regions and of a lane of marks, from the font (the zoom).
    [[nodiscard]] int regionWidth() const;
    [[nodiscard]] int laneWidth() const;
    void rebuild();
    /// Moves the cursor to the first octet of the band at row `y`.
    void jumpTo(int y);
    /// Follows the layers of the view (a feature may add one after the strip was made).
    void followLayers();

    Document& m_document;
    HexView& m_view;
    Overview m_overview;
    QPixmap m_picture;
    bool m_valid = false;
    std::vector<QPointer<MarkLayer>> m_followed;
};

} // namespace u8scope::ui
