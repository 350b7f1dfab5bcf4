#include "hexview/legendwidget.h"

#include "hexview/accessibility.h"
#include "hexview/rowmodel.h"
#include "words/words.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <cmath>

namespace u8scope::ui {

namespace {
constexpr int kMargin = 4;
constexpr int kSpacing = 14; ///< between items
constexpr int kGap = 5;      ///< between a swatch and its label
} // namespace

LegendWidget::LegendWidget(QWidget* parent)
    : QWidget(parent), m_palette(OctetPalette::fromPalette(palette())) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    // Before anything resolves the accessible interface (setAccessibleName does, and Qt
    // caches it): ours, not the default one.
    installAccessibility();
    setAccessibleName(tr("Octet class legend"));
}

void LegendWidget::setProfile(u8scope::Profile profile) {
    if (profile == m_profile) {
        return;
    }
    m_profile = profile;
    updateGeometry();
    update();
}

std::vector<OctetClass> LegendWidget::shownClasses() const {
    std::vector<OctetClass> classes;
    for (int i = 0; i < u8scope::kOctetClassCount; ++i) {
        const auto c = static_cast<OctetClass>(i);
        const bool legacyOnly = c == OctetClass::Lead5 || c == OctetClass::Lead6;
        if (!legacyOnly || m_profile == u8scope::Profile::Iso10646_1993) {
            classes.push_back(c);
        }
    }
    return classes;
}

QString LegendWidget::sampleOctet(OctetClass octetClass) {
    // An octet that really takes this role in some input, so that the legend also teaches.
    switch (octetClass) {
    case OctetClass::Lead1:
        return QStringLiteral("41");
    case OctetClass::Lead2:
        return QStringLiteral("C3");
    case OctetClass::Lead3:
        return QStringLiteral("E2");
    case OctetClass::Lead4:
        return QStringLiteral("F0");
    case OctetClass::Lead5:
        return QStringLiteral("F8");
    case OctetClass::Lead6:
        return QStringLiteral("FC");
    case OctetClass::Continuation:
        return QStringLiteral("A9");
    case OctetClass::Malformed:
        return QStringLiteral("80");
    case OctetClass::NeverValid:
        return QStringLiteral("FF");
    }
    return {};
}

QFont LegendWidget::swatchFont() const {
    QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    f.setPointSizeF(font().pointSizeF() > 0 ? font().pointSizeF() : f.pointSizeF());
    return f;
}

QRect LegendWidget::itemRect(std::size_t index) const {
    const std::vector<Item> items = layoutItems(width());
    if (index >= items.size())
        return {};
    return items[index].chip.united(items[index].label).toAlignedRect();
}

std::vector<LegendWidget::Item> LegendWidget::layoutItems(int width) const {
    std::vector<Item> items = layoutItems(width, false);
    const auto lines = [](const std::vector<Item>& flowed) {
        int count = flowed.empty() ? 0 : 1;
        for (std::size_t i = 1; i < flowed.size(); ++i)
            count += flowed[i].chip.top() > flowed[i - 1].chip.top() ? 1 : 0;
        return count;
    };
    if (lines(items) > kFullLines)
        items = layoutItems(width, true);
    return items;
}

std::vector<LegendWidget::Item> LegendWidget::layoutItems(int width, bool brief) const {
    const QFontMetricsF labelMetrics(font());
    const QFontMetricsF swatchMetrics(swatchFont());
    const double swatchWidth = swatchMetrics.horizontalAdvance(QStringLiteral("00"));
    const double pad = OctetPalette::frameRect(QRectF(0, 0, swatchWidth, 10)).width() - swatchWidth;
    const double chipWidth = swatchWidth + pad + 4;
    const double lineHeight =
        std::ceil(std::max(labelMetrics.height(), swatchMetrics.height())) + 6;

    std::vector<Item> items;
    double x = kMargin;
    double y = kMargin;
    for (const OctetClass c : shownClasses()) {
        Item item{c, {}, {}, {}, brief ? Words::octetClassBrief(c) : Words::octetClass(c)};
        const double labelWidth = std::ceil(labelMetrics.horizontalAdvance(item.text)) + 1;
        const double itemWidth = chipWidth + kGap + labelWidth;
        if (x > kMargin && x + itemWidth > width - kMargin) {
            x = kMargin;
            y += lineHeight;
        }
        item.chip = QRectF(x, y, chipWidth, lineHeight - 2);
        item.swatch = QRectF(x + (chipWidth - swatchWidth) / 2, y, swatchWidth, lineHeight - 2);
        item.label = QRectF(x + chipWidth + kGap, y, labelWidth, lineHeight - 2);
        items.push_back(item);
        x += itemWidth + kSpacing;
    }
    return items;
}

int LegendWidget::heightForWidth(int width) const {
    const auto items = layoutItems(width);
    return items.empty() ? 0 : static_cast<int>(std::ceil(items.back().chip.bottom())) + kMargin;
}

QSize LegendWidget::sizeHint() const {
    // As wide as one line of every item; narrower parents wrap it (heightForWidth).
    const auto items = layoutItems(1 << 20);
    const int width = items.empty() ? 0 : static_cast<int>(std::ceil(items.back().label.right()));
    return {width + kMargin, heightForWidth(width + kMargin)};
}

QSize LegendWidget::minimumSizeHint() const {
    const auto items = layoutItems(0, true); // one item per line: the widest decides
    double width = 0;
    for (const Item& item : items) {
        width = std::max(width, item.label.right());
    }
    return {static_cast<int>(std::ceil(width)) + kMargin,
            items.empty() ? 0 : static_cast<int>(std::ceil(items.front().chip.bottom())) + kMargin};
}

void LegendWidget::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    const QFont swatch = swatchFont();
    for (const Item& item : layoutItems(width())) {
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(m_palette.rule(), 1));
        painter.setBrush(m_palette.background());
        painter.drawRoundedRect(item.chip.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
        painter.setRenderHint(QPainter::Antialiasing, false);
        m_palette.paintOctet(painter, item.swatch.adjusted(0, 1, 0, -1),
                             sampleOctet(item.octetClass), item.octetClass, swatch);
        painter.setFont(font());
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(item.label, Qt::AlignLeft | Qt::AlignVCenter, item.text);
    }
}

void LegendWidget::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        m_palette = OctetPalette::fromPalette(palette());
        update();
    } else if (event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    }
}

bool LegendWidget::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        for (const Item& item : layoutItems(width())) {
            if (item.chip.united(item.label).contains(help->pos())) {
                const auto name = u8scope::toString(item.octetClass);
                QToolTip::showText(
                    help->globalPos(),
                    tr("%1 (%2), e.g. octet %3")
                        .arg(Words::octetClass(item.octetClass),
                             QString::fromLatin1(name.data(), qsizetype(name.size())),
                             sampleOctet(item.octetClass)),
                    this);
                return true;
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

} // namespace u8scope::ui
