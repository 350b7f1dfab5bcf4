#include "regions/overviewstrip.h"

#include "document/document.h"
#include "hexview/hexlayout.h"
#include "hexview/hexview.h"
#include "regions/regionstool.h"
#include "theme/format.h"
#include "theme/palette.h"
#include "theme/regioncolours.h"
#include "words/words.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QStringList>
#include <QToolTip>
#include <algorithm>

namespace u8scope::ui {

OverviewStrip::OverviewStrip(Document& document, HexView& view)
    : QWidget(&view), m_document(document), m_view(view) {
    setObjectName(QStringLiteral("overviewStrip"));
    setAccessibleName(tr("Overview of the file"));
    setAccessibleDescription(tr("The whole file from top to bottom, with its errors and other "
                                "findings marked; a click goes there"));
    setFocusPolicy(Qt::NoFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(false);
    for (const auto signal : {&Document::sourceChanged, &Document::contentChanged,
                              &Document::scanStateChanged, &Document::errorsChanged})
        connect(&document, signal, this, &OverviewStrip::invalidate);
    connect(&document, &Document::analysisFinished, this, &OverviewStrip::invalidate);
    // The frame of the rows shown and the cursor's line follow without a new picture.
    connect(&document, &Document::selectionChanged, this, qOverload<>(&QWidget::update));
    connect(view.verticalScrollBar(), &QScrollBar::valueChanged, this,
            qOverload<>(&QWidget::update));
    view.setSideWidget(this);
}

int OverviewStrip::laneWidth() const {
    return std::max(4, fontMetrics().height() / 4);
}

int OverviewStrip::regionWidth() const {
    return std::max(5, fontMetrics().height() / 3);
}

QSize OverviewStrip::sizeHint() const {
    // A rule on the left, the regions, then a lane for the errors and for each layer that has
    // an overview.
    int lanes = 1;
    for (const MarkLayer* layer : m_view.markLayers())
        lanes += layer->hasOverview() ? 1 : 0;
    return {1 + regionWidth() + std::max(lanes, 3) * laneWidth(), 0};
}

void OverviewStrip::invalidate() {
    m_valid = false;
    update();
}

void OverviewStrip::followLayers() {
    bool added = false;
    for (MarkLayer* layer : m_view.markLayers()) {
        if (std::find(m_followed.begin(), m_followed.end(), layer) != m_followed.end())
            continue;
        m_followed.emplace_back(layer);
        connect(layer, &MarkLayer::changed, this, &OverviewStrip::invalidate);
        added = true;
    }
    if (added)
        updateGeometry(); // a lane more
}

const Overview& OverviewStrip::overview() {
    if (!m_valid || m_picture.size() != size() * devicePixelRatio())
        rebuild();
    return m_overview;
}

std::pair<int, int> OverviewStrip::rowsOf(std::size_t k) const {
    const auto n = static_cast<std::uint64_t>(std::max<std::size_t>(m_overview.count, 1));
    const auto h = static_cast<std::uint64_t>(std::max(height(), 0));
    return {static_cast<int>(h * k / n), static_cast<int>(h * (k + 1) / n)};
}

std::optional<std::size_t> OverviewStrip::bandAtY(int y) {
    const Overview& o = overview();
    if (o.count == 0 || height() <= 0)
        return std::nullopt;
    y = std::clamp(y, 0, height() - 1);
    return static_cast<std::size_t>(static_cast<std::uint64_t>(y) * o.count /
                                    static_cast<std::uint64_t>(height()));
}

void OverviewStrip::rebuild() {
    followLayers();
    m_overview = makeOverview(m_document, RegionsTool::of(m_document).map(), m_view.markLayers(),
                              static_cast<std::size_t>(std::max(height(), 0)));
    m_valid = true;
    const qreal ratio = devicePixelRatio();
    m_picture = QPixmap(size() * ratio);
    m_picture.setDevicePixelRatio(ratio);
    const OctetPalette palette = OctetPalette::fromPalette(this->palette());
    m_picture.fill(palette.background());
    QPainter painter(&m_picture);
    painter.fillRect(QRect(0, 0, 1, height()), palette.rule());
    // The regions: each band in the colour of its most notable kind (4 KiB of binary data shows
    // in 200 MB), runs of one kind as one box.
    const int regions = regionWidth();
    const auto& bands = m_overview.regions;
    for (std::size_t k = 0; k < bands.size();) {
        std::size_t end = k + 1;
        while (end < bands.size() && bands[end].notable == bands[k].notable)
            ++end;
        const int top = rowsOf(k).first;
        painter.fillRect(QRect(1, top, regions, rowsOf(end - 1).second - top),
                         regionBrush(bands[k].notable, palette));
        k = end;
    }
    const int lane = laneWidth();
    for (std::size_t i = 0; i < m_overview.lanes.size(); ++i) {
        const Overview::Lane& l = m_overview.lanes[i];
        const QColor colour = l.colour(palette);
        const int x = 1 + regions + static_cast<int>(i) * lane;
        // Runs of marked bands as one box each; a mark is two rows tall at least, so that one
        // error in four gigabytes shows.
        for (std::size_t k = 0; k < l.marked.size();) {
            if (!l.marked[k]) {
                ++k;
                continue;
            }
            std::size_t end = k;
            while (end < l.marked.size() && l.marked[end])
                ++end;
            const int top = rowsOf(k).first;
            const int bottom = std::max(rowsOf(end - 1).second, top + 2);
            painter.fillRect(QRect(x, std::min(top, height() - 2), lane - 1, bottom - top), colour);
            k = end;
        }
    }
}

void OverviewStrip::paintEvent(QPaintEvent* /*event*/) {
    const Overview& o = overview();
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_picture);
    if (o.count == 0)
        return;
    const OctetPalette palette = OctetPalette::fromPalette(this->palette());
    // The rows the view shows, framed; and the cursor's band, a line across.
    const std::uint64_t first = m_view.topRow() * HexLayout::kBytesPerRow;
    const std::uint64_t last = std::min<std::uint64_t>(
        o.size, (m_view.topRow() + std::max<std::uint64_t>(m_view.visibleRowCount(), 1)) *
                    HexLayout::kBytesPerRow);
    if (first < o.size) {
        const int top = rowsOf(o.bandAt(first)).first;
        const int bottom = std::max(rowsOf(o.bandAt(last - 1)).second, top + 3);
        painter.setPen(QPen(palette.text(), 1));
        painter.setBrush(palette.selection());
        painter.drawRect(QRectF(1.5, top + 0.5, width() - 2.0, bottom - top - 1.0));
    }
    const auto cursorRows = rowsOf(o.bandAt(std::min(m_document.cursor(), o.size - 1)));
    painter.fillRect(QRect(1, std::min(cursorRows.first, height() - 2), width() - 1, 2),
                     palette.cursor());
}

void OverviewStrip::jumpTo(int y) {
    if (const auto band = bandAtY(y)) {
        const std::uint64_t offset = m_overview.start(*band);
        if (offset != m_document.cursor())
            m_document.setCursor(offset);
    }
}

void OverviewStrip::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    jumpTo(event->position().toPoint().y());
    event->accept();
}

void OverviewStrip::mouseMoveEvent(QMouseEvent* event) {
    if (!(event->buttons() & Qt::LeftButton))
        return QWidget::mouseMoveEvent(event);
    jumpTo(event->position().toPoint().y());
    event->accept();
}

QString OverviewStrip::describe(std::size_t k) {
    const Overview& o = overview();
    if (k >= o.count)
        return {};
    const std::uint64_t from = o.start(k);
    const std::uint64_t to = std::max(o.start(k + 1), from + 1);
    QStringList lines;
    lines << (to - from == 1 ? tr("Octet %1").arg(offsetText(from))
                             : tr("Octets %1 to %2").arg(offsetText(from), offsetText(to - 1)));
    if (k < o.regions.size()) {
        const RegionBand& band = o.regions[k];
        lines << tr("Region: %1").arg(Words::regionKind(band.notable));
        QStringList others;
        for (int kind = 0; kind < kRegionKindCount; ++kind) {
            if ((band.kinds >> kind & 1) && static_cast<RegionKind>(kind) != band.notable)
                others << Words::regionKind(static_cast<RegionKind>(kind));
        }
        if (!others.isEmpty())
            lines << tr("Also: %1").arg(others.join(QStringLiteral(", ")));
    }
    QStringList found;
    QStringList lanes;
    for (const Overview::Lane& lane : o.lanes) {
        lanes << lane.name;
        if (lane.marked[k])
            found << lane.name;
    }
    if (!found.isEmpty())
        lines << tr("Here: %1").arg(found.join(QStringLiteral(", ")));
    lines << tr("Marks, left to right: %1").arg(lanes.join(QStringLiteral(", ")));
    lines << tr("Click or drag to go there.");
    return lines.join(QLatin1Char('\n'));
}

bool OverviewStrip::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const auto band = bandAtY(help->pos().y());
        if (band)
            QToolTip::showText(help->globalPos(), describe(*band), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void OverviewStrip::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateGeometry(); // lanes as wide as the zoom makes them
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange ||
        event->type() == QEvent::FontChange)
        invalidate();
}

} // namespace u8scope::ui
