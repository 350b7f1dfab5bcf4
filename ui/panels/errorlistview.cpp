#include "panels/errorlistview.h"

#include "theme/format.h"
#include "theme/palette.h"
#include "u8scope/text/hex.h"
#include "words/words.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <algorithm>
#include <climits>
#include <vector>

namespace u8scope::ui {

namespace {

// Above this many scroll positions the bar is scaled: one step then covers several rows.
constexpr std::uint64_t kMaxScrollValue = std::uint64_t{1} << 30;
constexpr std::size_t kCacheLimit = 4096;
constexpr int kPadding = 6;

int decimalDigits(std::uint64_t n) {
    int d = 1;
    while (n >= 10) {
        n /= 10;
        ++d;
    }
    return d;
}

int hexDigitsFor(std::uint64_t n) {
    int d = 1;
    while (n >= 16) {
        n /= 16;
        ++d;
    }
    return std::max(d, 8);
}

} // namespace

// The column titles, in the viewport's top margin.
class ErrorListView::Header : public QWidget {
public:
    explicit Header(ErrorListView* list) : QWidget(list), m_list(list) {}

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        p.fillRect(rect(), palette().color(QPalette::Button));
        p.setPen(palette().color(QPalette::Mid));
        p.drawLine(0, height() - 1, width(), height() - 1);
        QFont f = font();
        f.setBold(true);
        p.setFont(f);
        p.setPen(palette().color(QPalette::ButtonText));
        const QString titles[4] = {ErrorListView::tr("#"), ErrorListView::tr("Offset"),
                                   ErrorListView::tr("Octets"), ErrorListView::tr("Kind")};
        for (int c = 0; c < 4; ++c) {
            const int x = m_list->m_columns[c];
            const int right = c < 3 ? m_list->m_columns[c + 1] : width();
            p.drawText(QRect(x, 0, right - x - kPadding, height()),
                       Qt::AlignVCenter | (c == 0 ? Qt::AlignRight : Qt::AlignLeft), titles[c]);
        }
    }

private:
    ErrorListView* m_list;
};

ErrorListView::ErrorListView(QWidget* parent)
    : QAbstractScrollArea(parent), m_header(new Header(this)) {
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setBackgroundRole(QPalette::Base);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setViewportMargins(0, rowHeight(), 0, 0);
    m_placeholder = tr("No file");
    layoutColumns();
}

int ErrorListView::rowHeight() const {
    return fontMetrics().height() + 6;
}

QSize ErrorListView::sizeHint() const {
    return {QAbstractScrollArea::sizeHint().width(),
            (1 + kRowsWanted) * rowHeight() + 2 * frameWidth()};
}

int ErrorListView::visibleRows() const {
    return std::max(1, viewport()->height() / rowHeight());
}

void ErrorListView::setRows(std::shared_ptr<const ErrorRows> rows,
                            std::shared_ptr<const ByteSource> source) {
    m_rows = std::move(rows);
    m_source = std::move(source);
    m_cache.clear();
    m_top = 0;
    m_current.reset();
    layoutColumns();
    updateScrollBar();
    viewport()->update();
    m_header->update();
}

void ErrorListView::setPlaceholder(const QString& text) {
    m_placeholder = text;
    if (count() == 0)
        viewport()->update();
}

void ErrorListView::layoutColumns() {
    const QFontMetrics fm = fontMetrics();
    const int digit = fm.horizontalAdvance(QLatin1Char('0'));
    const std::uint64_t size = m_source ? m_source->size() : 0;
    m_columns[0] = kPadding;
    m_columns[1] = m_columns[0] + digit * std::max(decimalDigits(count()), 3) + 2 * kPadding;
    m_columns[2] = m_columns[1] + digit * (hexDigitsFor(size) + 2) + 2 * kPadding;
    m_columns[3] =
        m_columns[2] + fm.horizontalAdvance(QStringLiteral("FF FF FF FF")) + 2 * kPadding;
}

const ErrorListView::Row& ErrorListView::row(std::uint64_t index) const {
    if (auto it = m_cache.find(index); it != m_cache.end())
        return it->second;
    if (m_cache.size() >= kCacheLimit)
        m_cache.clear();
    Row r;
    if (m_rows && m_source) {
        auto unit = m_rows->at(index);
        if (unit) {
            r.unit = *unit;
            auto octets = m_source->readVector(r.unit.offset, r.unit.length);
            if (octets && octets->size() == r.unit.length) {
                r.ok = true;
                r.octets = QString::fromStdString(formatOctets(*octets));
            } else {
                r.problem = octets ? tr("the file has shrunk")
                                   : QString::fromStdString(octets.error().reason);
            }
        } else {
            r.problem = QString::fromStdString(unit.error().reason);
        }
    }
    return m_cache.emplace(index, std::move(r)).first->second;
}

std::optional<Unit> ErrorListView::unitAt(std::uint64_t index) const {
    if (index >= count())
        return std::nullopt;
    const Row& r = row(index);
    if (!r.ok)
        return std::nullopt;
    return r.unit;
}

QString ErrorListView::rowText(std::uint64_t index) const {
    if (index >= count())
        return {};
    const Row& r = row(index);
    const QString number = QString::number(index + 1);
    if (!r.ok)
        return number + QLatin1Char('\t') + tr("(cannot read: %1)").arg(r.problem);
    const std::uint64_t size = m_source ? m_source->size() : 0;
    return number + QLatin1Char('\t') + hexOffset(r.unit.offset, hexDigitsFor(size)) +
           QLatin1Char('\t') + r.octets + QLatin1Char('\t') + Words::kind(*r.unit.error);
}

std::uint64_t ErrorListView::maxTop() const {
    const auto visible = static_cast<std::uint64_t>(visibleRows());
    return count() > visible ? count() - visible : 0;
}

void ErrorListView::updateScrollBar() {
    m_updatingScrollBar = true;
    QScrollBar* bar = verticalScrollBar();
    const std::uint64_t top = maxTop();
    if (top <= kMaxScrollValue) {
        bar->setRange(0, static_cast<int>(top));
        bar->setPageStep(visibleRows());
        bar->setValue(static_cast<int>(m_top));
    } else {
        bar->setRange(0, static_cast<int>(kMaxScrollValue));
        bar->setPageStep(static_cast<int>(std::max<std::uint64_t>(
            1, kMaxScrollValue * static_cast<std::uint64_t>(visibleRows()) / top)));
        const long double fraction =
            static_cast<long double>(m_top) / static_cast<long double>(top);
        bar->setValue(static_cast<int>(fraction * static_cast<long double>(kMaxScrollValue)));
    }
    bar->setSingleStep(1);
    m_updatingScrollBar = false;
}

void ErrorListView::scrollContentsBy(int, int) {
    if (m_updatingScrollBar)
        return;
    const std::uint64_t top = maxTop();
    const auto value = static_cast<std::uint64_t>(std::max(0, verticalScrollBar()->value()));
    if (top <= kMaxScrollValue) {
        m_top = std::min(value, top);
    } else if (value >= kMaxScrollValue) {
        m_top = top;
    } else {
        const long double fraction =
            static_cast<long double>(value) / static_cast<long double>(kMaxScrollValue);
        m_top = std::min(top, static_cast<std::uint64_t>(fraction * static_cast<long double>(top)));
    }
    viewport()->update();
}

void ErrorListView::setTop(std::uint64_t top) {
    m_top = std::min(top, maxTop());
    updateScrollBar();
    viewport()->update();
}

void ErrorListView::setCurrentRow(std::uint64_t index) {
    if (index >= count())
        return;
    m_current = index;
    const auto visible = static_cast<std::uint64_t>(visibleRows());
    if (index < m_top) {
        setTop(index);
    } else if (index >= m_top + visible) {
        setTop(index - visible + 1);
    }
    viewport()->update();
}

void ErrorListView::clearCurrentRow() {
    m_current.reset();
    viewport()->update();
}

void ErrorListView::revealRow(std::uint64_t index) {
    if (index >= count())
        return;
    const auto visible = static_cast<std::uint64_t>(visibleRows());
    if (index < m_top || index >= m_top + visible)
        setTop(index - std::min<std::uint64_t>(index, 1));
}

void ErrorListView::activate(std::uint64_t index) {
    const Row& r = row(index);
    if (r.ok)
        emit errorActivated(index, r.unit.offset);
}

void ErrorListView::moveCurrent(std::int64_t delta) {
    const std::uint64_t n = count();
    if (n == 0)
        return;
    std::uint64_t from = m_current.value_or(m_top);
    std::uint64_t to;
    if (delta < 0) {
        const auto back = static_cast<std::uint64_t>(-delta);
        to = !m_current ? from : (from > back ? from - back : 0);
    } else {
        const auto ahead = static_cast<std::uint64_t>(delta);
        to = !m_current ? from : (n - 1 - from > ahead ? from + ahead : n - 1);
    }
    setCurrentRow(to);
    activate(to);
}

std::optional<std::uint64_t> ErrorListView::rowAtY(int y) const {
    if (y < 0)
        return std::nullopt;
    const std::uint64_t index = m_top + static_cast<std::uint64_t>(y / rowHeight());
    if (index >= count())
        return std::nullopt;
    return index;
}

void ErrorListView::keyPressEvent(QKeyEvent* event) {
    const std::int64_t page = std::max(1, visibleRows() - 1);
    switch (event->key()) {
    case Qt::Key_Up:
        moveCurrent(-1);
        break;
    case Qt::Key_Down:
        moveCurrent(1);
        break;
    case Qt::Key_PageUp:
        moveCurrent(-page);
        break;
    case Qt::Key_PageDown:
        moveCurrent(page);
        break;
    case Qt::Key_Home:
        if (count()) {
            setCurrentRow(0);
            activate(0);
        }
        break;
    case Qt::Key_End:
        if (count()) {
            setCurrentRow(count() - 1);
            activate(count() - 1);
        }
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_current)
            activate(*m_current);
        break;
    default:
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    event->accept();
}

void ErrorListView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    if (const auto index = rowAtY(event->position().toPoint().y())) {
        setCurrentRow(*index);
        activate(*index);
    }
    event->accept();
}

void ErrorListView::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    const QRect vp = viewport()->geometry();
    m_header->setGeometry(vp.left(), vp.top() - rowHeight(), vp.width(), rowHeight());
    setTop(m_top);
}

void ErrorListView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) {
        setViewportMargins(0, rowHeight(), 0, 0);
        layoutColumns();
    }
    QAbstractScrollArea::changeEvent(event);
}

void ErrorListView::paintEvent(QPaintEvent* event) {
    QPainter p(viewport());
    const QRect area = event->rect();
    const int h = rowHeight();
    if (count() == 0) {
        p.setPen(mutedText(palette()));
        p.drawText(viewport()->rect().adjusted(12, 8, -12, -8),
                   Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_placeholder);
        return;
    }
    const int firstVisible = area.top() / h;
    const int lastVisible = area.bottom() / h;
    const int w = viewport()->width();
    for (int i = firstVisible; i <= lastVisible; ++i) {
        const std::uint64_t index = m_top + static_cast<std::uint64_t>(i);
        if (index >= count())
            break;
        const QRect line(0, i * h, w, h);
        const bool current = m_current && *m_current == index;
        if (current) {
            p.fillRect(line, palette().color(hasFocus() ? QPalette::Highlight : QPalette::Mid));
        } else if (index % 2) {
            p.fillRect(line, alternateRow(palette()));
        }
        p.setPen(palette().color(current ? QPalette::HighlightedText : QPalette::Text));
        const QStringList cells = rowText(index).split(QLatin1Char('\t'));
        for (int c = 0; c < 4 && c < cells.size(); ++c) {
            const int x = m_columns[c];
            const int right = c < 3 && cells.size() > 2 ? m_columns[c + 1] : w;
            const Qt::Alignment align =
                Qt::AlignVCenter | (c == 0 ? Qt::AlignRight : Qt::AlignLeft);
            p.drawText(QRect(x, line.top(), right - x - kPadding, h), align, cells[c]);
        }
    }
}

} // namespace u8scope::ui
