#include "hexview/hexview.h"

#include "hexview/accessibility.h"
#include "hexview/copyformat.h"
#include "theme/fonts.h"
#include "theme/format.h"
#include "u8scope/codec/errorkind.h"
#include "u8scope/codec/replacement.h"
#include "u8scope/text/charinfo.h"
#include "u8scope/text/hex.h"
#include "words/words.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>
#include <QPolygonF>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace u8scope::ui {

namespace {

constexpr double kMinPointSize = 6;
constexpr double kMaxPointSize = 72;

QString toQString(const std::string& s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

/// [start, end) of `range` inside the row [rowOffset, rowOffset + count), as columns [c0, c1).
std::pair<int, int> columnsIn(std::uint64_t start, std::uint64_t end, std::uint64_t rowOffset,
                              int count) {
    const std::uint64_t rowEnd = rowOffset + static_cast<std::uint64_t>(count);
    if (end <= rowOffset || start >= rowEnd || start >= end) {
        return {0, 0};
    }
    return {static_cast<int>(std::max(start, rowOffset) - rowOffset),
            static_cast<int>(std::min(end, rowEnd) - rowOffset)};
}

} // namespace

HexView::HexView(QWidget* parent) : QAbstractScrollArea(parent), m_palette(OctetPalette::light()) {
    // Before anything resolves the accessible interface (setAccessibleName does, and Qt caches
    // it): ours, not the default one.
    installAccessibility();
    setFont(withColorEmoji(QFontDatabase::systemFont(QFontDatabase::FixedFont)));
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Hex view"));
    viewport()->setCursor(Qt::IBeamCursor);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent); // paintEvent fills what it is asked to
    m_palette = OctetPalette::fromPalette(palette());
    m_autoScrollTimer.setInterval(50);
    connect(&m_autoScrollTimer, &QTimer::timeout, this, &HexView::autoScroll);
    updateMetrics();
}

HexView::~HexView() = default;

// --- Source, profile, state ---

void HexView::setSource(std::shared_ptr<const u8scope::ByteSource> source) {
    m_source = std::move(source);
    m_cache = {};
    m_readFailureReported = false;
    ++m_readGeneration;
    m_topRow = 0;
    m_followCursor = true;
    m_highlightStart = m_highlightEnd = 0;
    for (ShownLayer& shown : m_layers)
        shown.valid = false;
    updateMetrics();
    m_cursor = 0;
    m_selectionStart = m_selectionEnd = 0;
    m_anchor = {};
    if (m_layout.sourceSize() > 0) {
        m_anchor = unitRange(0);
        m_selectionStart = m_anchor.start;
        m_selectionEnd = m_anchor.end;
    }
    horizontalScrollBar()->setValue(0);
    viewport()->update();
    announceCursor(this);
    emit cursorMoved(m_cursor);
    emit selectionChanged(m_selectionStart, m_selectionEnd);
}

void HexView::setProfile(u8scope::Profile profile) {
    if (profile == m_profile) {
        return;
    }
    // A selection that was the cursor's unit stays the cursor's unit, whose extent may differ
    // under the other profile; any other selection is kept as it is.
    const Range before = unitRange(m_cursor);
    const bool wasUnit = before.start == m_selectionStart && before.end == m_selectionEnd;
    m_profile = profile;
    m_cache = {};
    if (wasUnit && m_layout.sourceSize() > 0) {
        const Range unit = unitRange(m_cursor);
        m_anchor = unit;
        setState(m_cursor, unit);
    }
    viewport()->update();
}

void HexView::reload() {
    m_cache = {};
    for (ShownLayer& shown : m_layers)
        shown.valid = false; // what is there now is read afresh
    m_readFailureReported = false;
    ++m_readGeneration;
    updateMetrics();
    const std::uint64_t size = m_layout.sourceSize();
    const std::uint64_t cursor = size == 0 ? 0 : std::min(m_cursor, size - 1);
    const Range selection{std::min(m_selectionStart, size), std::min(m_selectionEnd, size)};
    m_highlightStart = std::min(m_highlightStart, size);
    m_highlightEnd = std::min(m_highlightEnd, size);
    m_anchor = {std::min(m_anchor.start, size), std::min(m_anchor.end, size)};
    setState(cursor, selection);
    viewport()->update();
}

void HexView::setCursor(std::uint64_t offset) {
    const bool away = !rowIsVisible(offset);
    moveCursorTo(offset, false);
    if (away) {
        centerOn(m_cursor);
    }
}

bool HexView::rowIsVisible(std::uint64_t offset) const {
    const std::uint64_t row = HexLayout::rowOf(offset);
    return row >= m_topRow && row < m_topRow + visibleRowCount();
}

void HexView::centerOn(std::uint64_t offset) {
    const std::uint64_t row = HexLayout::rowOf(offset);
    setTopRow(row - std::min(row, visibleRowCount() / 2));
}

void HexView::setSelection(std::uint64_t from, std::uint64_t to) {
    if (from > to) {
        std::swap(from, to);
    }
    setCursorAndSelection(from, from, to);
}

void HexView::setCursorAndSelection(std::uint64_t cursor, std::uint64_t from, std::uint64_t to) {
    const std::uint64_t size = m_layout.sourceSize();
    if (from > to) {
        std::swap(from, to);
    }
    from = std::min(from, size);
    to = std::min(to, size);
    m_anchor = {from, to};
    cursor = size == 0 ? 0 : std::min(cursor, size - 1);
    const bool away = !rowIsVisible(cursor);
    setState(cursor, {from, to});
    ensureVisible(cursor);
    if (away) {
        centerOn(cursor);
    }
}

void HexView::highlightRange(std::uint64_t from, std::uint64_t to) {
    if (from > to) {
        std::swap(from, to);
    }
    m_highlightStart = std::min(from, m_layout.sourceSize());
    m_highlightEnd = std::min(to, m_layout.sourceSize());
    viewport()->update();
}

void HexView::setActiveArea(HexArea area) {
    if (area == HexArea::Offset || area == m_activeArea) {
        return;
    }
    m_activeArea = area;
    ensureVisible(m_cursor);
    viewport()->update();
}

void HexView::setState(std::uint64_t cursor, Range selection) {
    const bool cursorChanged = cursor != m_cursor;
    const bool selectionChanged_ =
        selection.start != m_selectionStart || selection.end != m_selectionEnd;
    m_cursor = cursor;
    m_selectionStart = selection.start;
    m_selectionEnd = selection.end;
    if (cursorChanged || selectionChanged_) {
        viewport()->update();
    }
    if (cursorChanged) {
        announceCursor(this);
        emit cursorMoved(m_cursor);
    }
    if (selectionChanged_) {
        emit selectionChanged(m_selectionStart, m_selectionEnd);
    }
}

HexView::Range HexView::unitRange(std::uint64_t offset) {
    const std::uint64_t size = m_layout.sourceSize();
    if (!m_source || offset >= size) {
        return {offset, offset};
    }
    if (m_cache.window) {
        const u8scope::Window& w = *m_cache.window;
        if (offset >= w.offset && offset < w.offset + w.bytes.size()) {
            if (const u8scope::Unit* u = w.unitAt(offset)) {
                return {u->offset, std::min(u->end(), size)};
            }
        }
    }
    auto unit = u8scope::unitAt(*m_source, offset, m_profile);
    if (!unit) {
        reportReadFailure(ioErrorText(unit.error()));
        return {offset, offset + 1};
    }
    return {unit->offset, std::min(unit->end(), size)};
}

void HexView::moveCursorTo(std::uint64_t offset, bool extend) {
    const std::uint64_t size = m_layout.sourceSize();
    if (size == 0) {
        return;
    }
    offset = std::min(offset, size - 1);
    Range selection;
    if (extend) {
        // The text column extends by whole characters, the hex column by octets.
        const Range target =
            m_activeArea == HexArea::Text ? unitRange(offset) : Range{offset, offset + 1};
        selection = {std::min(m_anchor.start, target.start), std::max(m_anchor.end, target.end)};
    } else {
        selection = unitRange(offset);
        m_anchor = selection;
    }
    setState(offset, selection);
    ensureVisible(offset);
}

void HexView::selectAll() {
    if (m_layout.sourceSize() == 0) {
        return;
    }
    m_anchor = {0, m_layout.sourceSize()};
    setState(m_cursor, m_anchor);
}

// --- Geometry and scrolling ---

void HexView::updateMetrics() {
    const QFontMetricsF metrics(font());
    const double charWidth = metrics.horizontalAdvance(QLatin1Char('0'));
    // A little leading keeps frames and underlines of adjacent rows apart.
    const int lineHeight = static_cast<int>(std::ceil(metrics.height())) + 4;
    m_layout = HexLayout(m_source ? m_source->size() : 0, charWidth, lineHeight, lineHeight + 2);
    updateScrollBars();
    viewport()->update();
    updateGeometry();
}

void HexView::updateScrollBars() {
    const int height = viewport()->height();
    const std::uint64_t maxTop = m_layout.maxTopRow(height);
    m_topRow = std::min(m_topRow, maxTop);
    {
        const QScopedValueRollback guard(m_syncingScrollBar, true);
        QScrollBar* vertical = verticalScrollBar();
        const std::uint64_t page = m_layout.fullyVisibleRows(height);
        vertical->setRange(0, HexLayout::scrollMaximum(maxTop));
        vertical->setPageStep(std::max(1, HexLayout::scrollValueForRow(page, maxTop)));
        vertical->setSingleStep(1);
        vertical->setValue(HexLayout::scrollValueForRow(m_topRow, maxTop));
    }
    QScrollBar* horizontal = horizontalScrollBar();
    const int width = viewport()->width();
    horizontal->setRange(0,
                         std::max(0, static_cast<int>(std::ceil(m_layout.contentWidth())) - width));
    horizontal->setPageStep(width);
    horizontal->setSingleStep(static_cast<int>(std::ceil(m_layout.charWidth())));
}

double HexView::horizontalOffset() const {
    return horizontalScrollBar()->value();
}

std::uint64_t HexView::visibleRowCount() const {
    return m_layout.fullyVisibleRows(viewport()->height());
}

void HexView::scrollToRow(std::uint64_t row) {
    m_followCursor = false;
    setTopRow(row);
}

void HexView::setTopRow(std::uint64_t row) {
    row = std::min(row, m_layout.maxTopRow(viewport()->height()));
    if (row == m_topRow) {
        return;
    }
    m_topRow = row;
    {
        const QScopedValueRollback guard(m_syncingScrollBar, true);
        verticalScrollBar()->setValue(
            HexLayout::scrollValueForRow(m_topRow, m_layout.maxTopRow(viewport()->height())));
    }
    viewport()->update();
}

void HexView::scrollContentsBy(int /*dx*/, int dy) {
    // The scroll bar moved (dragged, clicked, or set by us). Its value only approximates the top
    // row of a very large file, so a value we set ourselves must not overwrite the exact row.
    if (dy != 0 && !m_syncingScrollBar) {
        m_topRow = HexLayout::rowForScrollValue(verticalScrollBar()->value(),
                                                m_layout.maxTopRow(viewport()->height()));
        m_followCursor = false;
    }
    viewport()->update();
}

void HexView::ensureVisible(std::uint64_t offset) {
    const std::uint64_t row = HexLayout::rowOf(offset);
    const std::uint64_t rows = visibleRowCount();
    m_followCursor = true;
    if (row < m_topRow) {
        setTopRow(row);
    } else if (row >= m_topRow + rows) {
        setTopRow(row - rows + 1);
    }
    const int column = HexLayout::columnOf(offset);
    const double cw = m_layout.charWidth();
    const double left = m_activeArea == HexArea::Text ? m_layout.textCellX(column) - cw
                                                      : m_layout.hexCellX(column) - cw;
    const double right = left + (m_activeArea == HexArea::Text ? 3 : 4) * cw;
    QScrollBar* horizontal = horizontalScrollBar();
    if (left < horizontal->value()) {
        horizontal->setValue(static_cast<int>(std::floor(left)));
    } else if (right > horizontal->value() + viewport()->width()) {
        horizontal->setValue(static_cast<int>(std::ceil(right)) - viewport()->width());
    }
}

QSize HexView::sizeHint() const {
    const int frame = 2 * frameWidth();
    const int width = static_cast<int>(std::ceil(m_layout.contentWidth())) + frame +
                      viewportMargins().right() + verticalScrollBar()->sizeHint().width();
    return {width, m_layout.headerHeight() + 24 * m_layout.lineHeight() + frame};
}

void HexView::setSideWidget(QWidget* widget) {
    if (m_side == widget)
        return;
    if (m_side)
        m_side->hide();
    m_side = widget;
    if (widget) {
        widget->setParent(this);
        widget->show();
    }
    layoutSideWidget();
}

void HexView::layoutSideWidget() {
    const int width = m_side ? m_side->sizeHint().width() : 0;
    if (viewportMargins().right() != width) {
        setViewportMargins(0, 0, width, 0);
        updateGeometry();
    }
    if (m_side) {
        const QRect rows = viewport()->geometry();
        m_side->setGeometry(rows.right() + 1, rows.top(), width, rows.height());
    }
}

QSize HexView::minimumSizeHint() const {
    const int frame = 2 * frameWidth();
    return {QAbstractScrollArea::minimumSizeHint().width(),
            static_cast<int>(
                std::ceil(m_layout.headerHeight() + kMinimumRows * m_layout.lineHeight())) +
                frame + horizontalScrollBar()->sizeHint().height()};
}

void HexView::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    layoutSideWidget();
    updateScrollBars();
    if (m_followCursor && m_layout.sourceSize() > 0) {
        ensureVisible(m_cursor); // e.g. a window restored smaller after the cursor was placed
    }
}

void HexView::changeEvent(QEvent* event) {
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        m_renderable.clear();
        updateMetrics();
        ensureVisible(m_cursor);
    } else if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        m_palette = OctetPalette::fromPalette(palette());
        viewport()->update();
    }
}

void HexView::zoomIn() {
    QFont f = font();
    f.setPointSizeF(std::min(kMaxPointSize, f.pointSizeF() + 1));
    setFont(f);
}

void HexView::zoomOut() {
    QFont f = font();
    f.setPointSizeF(std::max(kMinPointSize, f.pointSizeF() - 1));
    setFont(f);
}

// --- Reading ---

const u8scope::Window* HexView::windowFor(RowRange rows) {
    if (!m_source || rows.empty()) {
        return nullptr;
    }
    const std::uint64_t size = m_layout.sourceSize();
    const std::uint64_t start = HexLayout::rowStart(rows.first);
    const std::uint64_t end = std::min(HexLayout::rowStart(rows.last), size);
    if (m_cache.valid && start >= m_cache.offset && end <= m_cache.offset + m_cache.count) {
        return m_cache.window ? &*m_cache.window : nullptr;
    }
    // Read a page above and below as well, so that scrolling by lines reuses the window.
    const std::uint64_t page = rows.size();
    const std::uint64_t first = rows.first - std::min(rows.first, page);
    const std::uint64_t last = std::min(rows.last + page, m_layout.rowCount());
    const std::uint64_t offset = HexLayout::rowStart(first);
    const std::uint64_t count = std::min(HexLayout::rowStart(last), size) - offset;
    m_cache = {true, offset, static_cast<std::size_t>(count), std::nullopt};
    auto window = u8scope::decodeWindow(*m_source, offset, m_cache.count, m_profile);
    if (!window) {
        reportReadFailure(ioErrorText(window.error()));
        return nullptr;
    }
    if (window->bytes.size() < count) {
        reportReadFailure(tr("%1: the file is shorter than when it was opened; it may have "
                             "changed on disk. Showing what could be read.")
                              .arg(QString::fromStdString(m_source->name())));
    }
    m_cache.window = std::move(*window);
    return &*m_cache.window;
}

void HexView::reportReadFailure(const QString& message) {
    if (m_readFailureReported) {
        return;
    }
    m_readFailureReported = true;
    // Queued: the failure is found while painting, and a receiver may open a dialog. A failure
    // about a source that setSource() or reload() has replaced since is not reported.
    QMetaObject::invokeMethod(
        this,
        [this, message, generation = m_readGeneration] {
            if (generation == m_readGeneration)
                emit readFailed(message);
        },
        Qt::QueuedConnection);
}

QString HexView::formatSelection(CopyFormat format, QString* why) const {
    const std::uint64_t count = m_selectionEnd - m_selectionStart;
    if (!m_source || count == 0) {
        return {};
    }
    if (count > kCopyLimit) {
        if (why) {
            *why = tr("The selection is too large to copy: %L1 octets (at most %L2).")
                       .arg(count)
                       .arg(kCopyLimit);
        }
        return {};
    }
    const auto octets = m_source->readVector(m_selectionStart, static_cast<std::size_t>(count));
    if (!octets) {
        if (why) {
            *why = tr("Could not copy: %1").arg(ioErrorText(octets.error()));
        }
        return {};
    }
    switch (format) {
    case CopyFormat::Hex:
        return toQString(u8scope::formatOctets(octets.value()));
    case CopyFormat::Text:
        if (m_textCodec) { // as the text column reads it: one character per octet
            QString text;
            for (const std::uint8_t octet : octets.value()) {
                const auto cp = static_cast<char32_t>(m_textCodec->decode(octet));
                text += QString::fromUcs4(&cp, 1);
            }
            return text;
        }
        return toQString(decodeToText(std::span<const std::uint8_t>(octets.value()), m_profile));
    case CopyFormat::C:
        return toQString(cEscaped(octets.value()));
    case CopyFormat::Python:
        return toQString(pythonEscaped(octets.value()));
    }
    return {};
}

void HexView::copyAs(CopyFormat format) {
    QString why;
    const QString text = formatSelection(format, &why);
    if (!why.isEmpty()) {
        emit statusMessage(why);
        return;
    }
    if (text.isEmpty()) {
        return;
    }
    QGuiApplication::clipboard()->setText(text);
    static constexpr const char* kNames[] = {QT_TR_NOOP("hex"), QT_TR_NOOP("text"),
                                             QT_TR_NOOP("a C string"), QT_TR_NOOP("Python bytes")};
    const QString name = tr(kNames[static_cast<int>(format)]);
    const std::uint64_t count = m_selectionEnd - m_selectionStart;
    emit statusMessage(count == 1 ? tr("Copied 1 octet as %1.").arg(name)
                                  : tr("Copied %L1 octets as %2.").arg(count).arg(name));
}

// --- Copying ---

QString HexView::selectedHex() const {
    return formatSelection(CopyFormat::Hex, nullptr);
}

QString HexView::selectedText() const {
    return formatSelection(CopyFormat::Text, nullptr);
}

QString HexView::selectedCEscaped() const {
    return formatSelection(CopyFormat::C, nullptr);
}

QString HexView::selectedPythonEscaped() const {
    return formatSelection(CopyFormat::Python, nullptr);
}

void HexView::copyHex() {
    copyAs(CopyFormat::Hex);
}

void HexView::copyText() {
    copyAs(CopyFormat::Text);
}

void HexView::copyCEscaped() {
    copyAs(CopyFormat::C);
}

void HexView::copyPythonEscaped() {
    copyAs(CopyFormat::Python);
}

void HexView::copy() {
    copyAs(m_activeArea == HexArea::Text ? CopyFormat::Text : CopyFormat::Hex);
}

// --- Input ---

bool HexView::event(QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride) {
        // While the view has the keyboard, Ctrl+C copies from the active column and Ctrl+A
        // selects in the view, even where a window action has the same shortcut.
        auto* key = static_cast<QKeyEvent*>(event);
        if (key == QKeySequence::Copy || key == QKeySequence::SelectAll) {
            event->accept();
            return true;
        }
    }
    if (event->type() == QEvent::LayoutRequest && m_side) // its width changed (a zoom)
        layoutSideWidget();
    return QAbstractScrollArea::event(event);
}

bool HexView::focusNextPrevChild(bool next) {
    // Tab goes from the hex column to the text column and then on to the next widget; Shift+Tab
    // goes back the same way, so the keyboard never gets stuck in the view.
    if (next && m_activeArea == HexArea::Hex && m_layout.sourceSize() > 0) {
        setActiveArea(HexArea::Text);
        return true;
    }
    if (!next && m_activeArea == HexArea::Text) {
        setActiveArea(HexArea::Hex);
        return true;
    }
    return QAbstractScrollArea::focusNextPrevChild(next);
}

void HexView::keyPressEvent(QKeyEvent* event) {
    if (event == QKeySequence::Copy) {
        copy();
        return;
    }
    if (event == QKeySequence::SelectAll) {
        selectAll();
        return;
    }
    if (event == QKeySequence::ZoomIn) {
        zoomIn();
        return;
    }
    if (event == QKeySequence::ZoomOut) {
        zoomOut();
        return;
    }
    const std::uint64_t size = m_layout.sourceSize();
    if (size == 0) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    constexpr std::uint64_t row = HexLayout::kBytesPerRow;
    const std::uint64_t last = size - 1;
    const std::uint64_t c = m_cursor;
    const std::uint64_t pageRows = visibleRowCount();
    const std::uint64_t page = pageRows * row;
    const std::uint64_t rowStart = c - c % row;

    struct Move {
        QKeySequence::StandardKey move;
        QKeySequence::StandardKey select;
    };
    const auto matches = [event](const Move& m) { return event == m.move || event == m.select; };
    const bool extend = event->modifiers().testFlag(Qt::ShiftModifier);

    std::optional<std::uint64_t> target;
    if (matches({QKeySequence::MoveToNextChar, QKeySequence::SelectNextChar})) {
        target = std::min(c + 1, last);
    } else if (matches({QKeySequence::MoveToPreviousChar, QKeySequence::SelectPreviousChar})) {
        target = c > 0 ? c - 1 : 0;
    } else if (matches({QKeySequence::MoveToNextWord, QKeySequence::SelectNextWord})) {
        // By whole characters (units) rather than octets.
        target = std::min(unitRange(c).end, last);
    } else if (matches({QKeySequence::MoveToPreviousWord, QKeySequence::SelectPreviousWord})) {
        const std::uint64_t start = unitRange(c).start;
        target = start < c ? start : (c > 0 ? unitRange(c - 1).start : 0);
    } else if (matches({QKeySequence::MoveToNextLine, QKeySequence::SelectNextLine})) {
        target = c + row <= last ? c + row : (rowStart + row <= last ? last : c);
    } else if (matches({QKeySequence::MoveToPreviousLine, QKeySequence::SelectPreviousLine})) {
        target = c >= row ? c - row : c;
    } else if (matches({QKeySequence::MoveToNextPage, QKeySequence::SelectNextPage})) {
        scrollToRow(m_topRow + pageRows);
        target = last - c >= page ? c + page : last;
    } else if (matches({QKeySequence::MoveToPreviousPage, QKeySequence::SelectPreviousPage})) {
        scrollToRow(m_topRow - std::min(m_topRow, pageRows));
        target = c >= page ? c - page : c % row;
    } else if (matches({QKeySequence::MoveToStartOfLine, QKeySequence::SelectStartOfLine})) {
        target = rowStart;
    } else if (matches({QKeySequence::MoveToEndOfLine, QKeySequence::SelectEndOfLine})) {
        target = std::min(rowStart + row - 1, last);
    } else if (matches(
                   {QKeySequence::MoveToStartOfDocument, QKeySequence::SelectStartOfDocument})) {
        target = 0;
    } else if (matches({QKeySequence::MoveToEndOfDocument, QKeySequence::SelectEndOfDocument})) {
        target = last;
    }
    if (!target) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    moveCursorTo(*target, extend);
}

std::optional<HexHit> HexView::hitAt(QPoint viewportPos, bool clamp) const {
    return m_layout.hitTest(viewportPos.x() + horizontalOffset(), viewportPos.y(), m_topRow, clamp);
}

void HexView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    const auto hit = hitAt(event->position().toPoint(), true);
    if (!hit) {
        return;
    }
    if (hit->area != HexArea::Offset) {
        m_activeArea = hit->area;
    }
    const bool extend = event->modifiers().testFlag(Qt::ShiftModifier);
    if (hit->area == HexArea::Offset && !extend) {
        // A click on an offset selects its row.
        const std::uint64_t start = hit->offset;
        const std::uint64_t end =
            start + static_cast<std::uint64_t>(m_layout.octetsInRow(HexLayout::rowOf(start)));
        m_anchor = {start, end};
        setState(start, m_anchor);
    } else {
        moveCursorTo(hit->offset, extend);
    }
    m_dragging = true;
    m_dragPos = event->position().toPoint();
    viewport()->update();
}

void HexView::mouseMoveEvent(QMouseEvent* event) {
    if (!m_dragging || !(event->buttons() & Qt::LeftButton)) {
        QAbstractScrollArea::mouseMoveEvent(event);
        return;
    }
    m_dragPos = event->position().toPoint();
    const bool outside =
        m_dragPos.y() < m_layout.headerHeight() || m_dragPos.y() >= viewport()->height();
    if (outside && !m_autoScrollTimer.isActive()) {
        m_autoScrollTimer.start();
    } else if (!outside) {
        m_autoScrollTimer.stop();
    }
    if (const auto hit = hitAt(m_dragPos, true)) {
        moveCursorTo(hit->offset, true);
    }
}

void HexView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        m_dragging = false;
        m_autoScrollTimer.stop();
    }
    QAbstractScrollArea::mouseReleaseEvent(event);
}

void HexView::autoScroll() {
    if (!m_dragging) {
        m_autoScrollTimer.stop();
        return;
    }
    if (m_dragPos.y() < m_layout.headerHeight()) {
        scrollToRow(m_topRow - std::min<std::uint64_t>(m_topRow, 1));
    } else if (m_dragPos.y() >= viewport()->height()) {
        scrollToRow(m_topRow + 1);
    }
    if (const auto hit = hitAt(m_dragPos, true)) {
        moveCursorTo(hit->offset, true);
    }
}

void HexView::wheelEvent(QWheelEvent* event) {
    if (event->modifiers().testFlag(Qt::ControlModifier)) {
        const int steps = event->angleDelta().y();
        if (steps > 0) {
            zoomIn();
        } else if (steps < 0) {
            zoomOut();
        }
        event->accept();
        return;
    }
    const QPoint pixels = event->pixelDelta();
    const QPoint angle = event->angleDelta();
    if (angle.y() == 0 && pixels.y() == 0) {
        QAbstractScrollArea::wheelEvent(event); // horizontal
        return;
    }
    // Rows rather than scroll bar steps, which stand for many rows in a very large file. Touch
    // pads send small deltas; the remainder is kept until it makes up a row.
    if (!pixels.isNull()) {
        m_wheelRemainder += pixels.y() * 120 / std::max(1, m_layout.lineHeight());
    } else {
        m_wheelRemainder += angle.y() * QApplication::wheelScrollLines();
    }
    const int rows = m_wheelRemainder / 120;
    m_wheelRemainder -= rows * 120;
    if (rows > 0) {
        scrollToRow(m_topRow - std::min<std::uint64_t>(m_topRow, static_cast<std::uint64_t>(rows)));
    } else if (rows < 0) {
        scrollToRow(m_topRow + static_cast<std::uint64_t>(-rows));
    }
    event->accept();
}

void HexView::contextMenuEvent(QContextMenuEvent* event) {
    QMenu menu(this);
    const bool any = m_selectionEnd > m_selectionStart;
    const auto add = [&](const QString& text, void (HexView::*slot)()) {
        QAction* action = menu.addAction(text, this, slot);
        action->setEnabled(any);
        return action;
    };
    add(tr("Copy as &Hex"), &HexView::copyHex);
    add(tr("Copy as &Text"), &HexView::copyText);
    add(tr("Copy as &C String"), &HexView::copyCEscaped);
    add(tr("Copy as &Python Bytes"), &HexView::copyPythonEscaped);
    menu.addSeparator();
    menu.addAction(tr("Select &All"), this, &HexView::selectAll)
        ->setEnabled(m_layout.sourceSize() > 0);
    menu.exec(event->globalPos());
}

void HexView::focusInEvent(QFocusEvent* event) {
    QAbstractScrollArea::focusInEvent(event);
    viewport()->update();
}

void HexView::focusOutEvent(QFocusEvent* event) {
    QAbstractScrollArea::focusOutEvent(event);
    viewport()->update();
}

bool HexView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::Resize && m_side) // a scroll bar came or went
        layoutSideWidget();
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, viewport());
        }
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

QString HexView::toolTipAt(QPoint viewportPos) {
    const auto hit = hitAt(viewportPos, false);
    if (!hit || hit->area == HexArea::Offset || !m_cache.window) {
        return {};
    }
    const u8scope::Window& w = *m_cache.window;
    if (hit->offset < w.offset || hit->offset >= w.offset + w.bytes.size()) {
        return {};
    }
    const u8scope::Unit* unit = w.unitAt(hit->offset);
    if (!unit) {
        return {};
    }
    const OctetClass octetClass = w.classAt(hit->offset, m_profile);
    const std::uint8_t octet = w.bytes[static_cast<std::size_t>(hit->offset - w.offset)];
    QString what;
    if (unit->valid()) {
        const u8scope::CharInfo info = u8scope::charInfo(unit->codePoint);
        what = toQString(u8scope::formatCodePoint(unit->codePoint)) + QLatin1Char(' ') +
               toQString(info.name);
    } else {
        what = tr("Malformed: %1").arg(Words::kind(*unit->error));
    }
    return tr("Offset %1\nOctet %2: %3\n%4")
        .arg(offsetText(hit->offset, m_layout.offsetDigits()), RowModel::hexText(octet),
             Words::octetClass(octetClass), what);
}

// --- Painting ---

void HexView::paintEvent(QPaintEvent* event) {
    QPainter painter(viewport());
    const QRect dirty = event->rect();
    painter.fillRect(dirty, m_palette.background());
    painter.translate(-horizontalOffset(), 0);

    const int height = viewport()->height();
    // Column rules, under everything else.
    painter.setPen(m_palette.rule());
    for (const double x : {m_layout.offsetHexBoundary(), m_layout.hexTextBoundary()}) {
        painter.drawLine(QLineF(x, dirty.top(), x, dirty.bottom() + 1));
    }

    if (m_layout.rowCount() == 0) {
        m_lastPaintedRows = {};
        paintHeader(painter);
        painter.resetTransform();
        paintMessage(painter, m_source ? tr("Empty file (0 octets)") : tr("No file open"));
        return;
    }
    // The window covers all visible rows, so that repainting a few of them reads nothing new.
    const u8scope::Window* window = windowFor(m_layout.rowsIn(0, height, m_topRow));
    const RowRange rows = m_layout.rowsIn(dirty.top(), dirty.bottom() + 1, m_topRow);
    m_lastPaintedRows = rows;
    paintRows(painter, rows, window);
    if (dirty.top() < m_layout.headerHeight()) {
        paintHeader(painter);
    }
}

void HexView::paintRows(QPainter& painter, RowRange rows, const u8scope::Window* window) {
    const QFontMetricsF metrics(font());
    updateShownMarks(); // brought up to the screenful shown, for paintRow
    for (std::uint64_t row = rows.first; row < rows.last; ++row) {
        const std::uint64_t offset = HexLayout::rowStart(row);
        RowCells cells =
            window ? m_rowModel.row(*window, offset, m_profile) : RowCells{offset, 0, {}};
        if (m_textCodec) {
            // Each octet is a character of its own in the codec; the hex column stays UTF-8.
            for (int i = 0; i < cells.count; ++i) {
                OctetCell& cell = cells.cells[static_cast<std::size_t>(i)];
                cell.text = m_rowModel.textForOctet(*m_textCodec, cell.value);
                cell.unitOffset = offset + static_cast<std::uint64_t>(i);
                cell.unitLength = 1;
                cell.unitValid = true;
            }
        }
        paintRow(painter, cells, static_cast<int>(m_layout.rowY(row, m_topRow)), metrics);
    }
}

QSizeF HexView::shownRowsSize() const {
    return {m_layout.contentWidth(), static_cast<double>(viewport()->height())};
}

void HexView::paintShownRows(QPainter& painter) {
    const QSizeF size = shownRowsSize();
    painter.save();
    painter.setClipRect(QRectF(QPointF(0, 0), size));
    painter.setFont(font());
    painter.fillRect(QRectF(QPointF(0, 0), size), m_palette.background());
    painter.setPen(m_palette.rule());
    for (const double x : {m_layout.offsetHexBoundary(), m_layout.hexTextBoundary()})
        painter.drawLine(QLineF(x, 0, x, size.height()));
    if (m_layout.rowCount() > 0) {
        const RowRange rows = m_layout.rowsIn(0, viewport()->height(), m_topRow);
        const u8scope::Window* window = windowFor(rows);
        paintRows(painter, rows, window);
    }
    paintHeader(painter);
    painter.restore();
}

bool HexView::canRender(u8scope::CodePoint codePoint) {
    auto it = m_renderable.find(codePoint);
    if (it == m_renderable.end()) {
        // QFontMetrics asks the fallback fonts too.
        it = m_renderable.insert(codePoint, QFontMetricsF(font()).inFontUcs4(codePoint));
    }
    return *it;
}

void HexView::paintCaret(QPainter& painter, const QRectF& box, QChar letter) {
    paintLabel(painter, box, QString(), Qt::NoPen); // the tinted box of a control
    const QRectF inner = box.adjusted(0.5, 2, -0.5, -2);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    // Two glyphs side by side do not fit one cell: the caret is a small chevron in the top left
    // corner, in a band of its own above the letter, so that it never sits on it like an accent.
    const double band = inner.height() * 0.26;
    const double width = std::max(2.5, inner.width() * 0.45);
    const double left = inner.left() + 0.5;
    const double top = inner.top() + 0.5;
    painter.setPen(QPen(m_palette.text(), std::max(1.0, inner.height() * 0.07), Qt::SolidLine,
                        Qt::RoundCap, Qt::RoundJoin));
    painter.drawPolyline(QPolygonF({QPointF(left, top + band - 1), QPointF(left + width / 2, top),
                                    QPointF(left + width, top + band - 1)}));
    // The letter below it, as large as the rest of the cell allows.
    const QRectF room(inner.left(), inner.top() + band, inner.width(), inner.height() - band);
    QFont big = font();
    big.setWeight(QFont::DemiBold);
    big.setPixelSize(std::max(6, static_cast<int>(room.height() * 0.95)));
    const double advance = QFontMetricsF(big).horizontalAdvance(letter);
    painter.setFont(big);
    painter.setPen(m_palette.text());
    painter.translate(room.center());
    painter.scale(std::min(1.0, (room.width() - 1) / advance), 1);
    painter.drawText(QRectF(-advance / 2, -room.height() / 2, advance, room.height()),
                     Qt::AlignCenter, QString(letter));
    painter.restore();
}

void HexView::paintLabel(QPainter& painter, const QRectF& box, const QString& label,
                         Qt::PenStyle frame, bool symbol) {
    // Without a frame (a control in one narrow cell), a tinted box leaves more room for letters.
    const bool framed = frame != Qt::NoPen;
    const QRectF inner = framed ? box.adjusted(1, 2, -1, -2) : box.adjusted(0.5, 2, -0.5, -2);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(framed ? QPen(m_palette.marker(), 1, frame) : QPen(Qt::NoPen));
    QColor fill = m_palette.marker();
    fill.setAlpha(framed ? 0 : 60);
    painter.setBrush(fill);
    painter.drawRoundedRect(inner.adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
    if (symbol) {
        painter.setFont(font());
        painter.setPen(m_palette.text());
        painter.drawText(box, Qt::AlignCenter, label);
    } else if (!label.isEmpty()) {
        // A label too wide for one line of its box (a control in a single cell) is set on two
        // lines, like the Control Pictures; what is still too wide is squeezed horizontally,
        // which stays legible longer than shrinking.
        QFont small = font();
        small.setWeight(QFont::DemiBold); // thin strokes vanish at this size
        small.setPixelSize(std::max(6, static_cast<int>(inner.height() * 0.72)));
        QStringList lines{label};
        const double room = inner.width() - 1;
        if (label.size() > 1 && QFontMetricsF(small).horizontalAdvance(label) * 0.5 > room) {
            const qsizetype half = (label.size() + 1) / 2;
            lines = {label.left(half), label.mid(half)};
            small.setPixelSize(std::max(6, static_cast<int>(inner.height() * 0.5)));
        }
        const QFontMetricsF metrics(small);
        double width = 0;
        for (const QString& line : lines) {
            width = std::max(width, metrics.horizontalAdvance(line));
        }
        const double squeeze = std::min(1.0, room / width);
        painter.setFont(small);
        painter.setPen(framed ? m_palette.marker() : m_palette.text());
        painter.translate(inner.center());
        painter.scale(squeeze, 1);
        const double lineHeight = inner.height() / static_cast<double>(lines.size());
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QRectF lineBox(-width / 2,
                                 -inner.height() / 2 + static_cast<double>(i) * lineHeight, width,
                                 lineHeight);
            painter.drawText(lineBox, Qt::AlignCenter, lines[i]);
        }
    }
    painter.restore();
}

void HexView::paintMessage(QPainter& painter, const QString& text) {
    QRect area = viewport()->rect();
    area.setTop(m_layout.headerHeight());
    painter.setPen(m_palette.dimText());
    painter.setFont(font());
    painter.drawText(area, Qt::AlignCenter, text);
}

void HexView::paintHeader(QPainter& painter) {
    const double width =
        std::max<double>(m_layout.contentWidth(), viewport()->width() + horizontalOffset());
    const int lineHeight = m_layout.lineHeight();
    painter.fillRect(QRectF(0, 0, width, m_layout.headerHeight()), m_palette.background());
    painter.setPen(m_palette.rule());
    painter.drawLine(
        QLineF(0, m_layout.headerHeight() - 0.5, width, m_layout.headerHeight() - 0.5));
    const int cursorColumn = m_layout.sourceSize() > 0 ? HexLayout::columnOf(m_cursor) : -1;
    QFont bold = font();
    bold.setBold(true);
    for (int c = 0; c < HexLayout::kBytesPerRow; ++c) {
        const bool current = c == cursorColumn;
        painter.setFont(current ? bold : font());
        painter.setPen(current ? m_palette.text() : m_palette.dimText());
        const QRectF hexCell(m_layout.hexCellX(c), 0, m_layout.hexCellWidth(), lineHeight);
        painter.drawText(hexCell, Qt::AlignCenter, RowModel::hexText(static_cast<std::uint8_t>(c)));
        const QRectF textCell(m_layout.textCellX(c), 0, m_layout.textCellWidth(), lineHeight);
        painter.drawText(textCell, Qt::AlignCenter, hexDigits(static_cast<std::uint64_t>(c)));
    }
}

void HexView::paintRow(QPainter& painter, const RowCells& row, int y,
                       const QFontMetricsF& metrics) {
    const double cw = m_layout.charWidth();
    const double lh = m_layout.lineHeight();
    const int expected = m_layout.octetsInRow(HexLayout::rowOf(row.offset));
    const bool focused = hasFocus();

    const auto hexRun = [&](int c0, int c1) {
        return QRectF(m_layout.hexCellX(c0) - cw / 2, y,
                      m_layout.hexCellX(c1 - 1) + m_layout.hexCellWidth() + cw / 2 -
                          (m_layout.hexCellX(c0) - cw / 2),
                      lh);
    };
    const auto textRun = [&](int c0, int c1) {
        return QRectF(m_layout.textCellX(c0), y, (c1 - c0) * cw, lh);
    };
    const auto fillRange = [&](std::uint64_t start, std::uint64_t end, const QColor& color) {
        const auto [c0, c1] = columnsIn(start, end, row.offset, row.count);
        if (c0 < c1) {
            painter.fillRect(hexRun(c0, c1), color);
            painter.fillRect(textRun(c0, c1), color);
        }
    };
    // The layers of marks (marklayer.h), each look at its depth among the view's own marks.
    const std::uint64_t rowEnd = row.offset + static_cast<std::uint64_t>(row.count);
    const auto paintLayers = [&](MarkLayer::Look look) {
        for (const ShownLayer& shown : m_layers) {
            if (shown.layer->look() != look || shown.spans.empty())
                continue;
            const QColor colour = shown.layer->colour(m_palette);
            auto it =
                std::upper_bound(shown.spans.begin(), shown.spans.end(), row.offset,
                                 [](std::uint64_t at, const auto& m) { return at < m.second; });
            for (; it != shown.spans.end() && it->first < rowEnd; ++it) {
                const auto [c0, c1] = columnsIn(it->first, it->second, row.offset, row.count);
                if (c0 >= c1)
                    continue;
                switch (look) {
                case MarkLayer::Look::Underlined: {
                    // A tint, and a dotted line under it so that colour is not all.
                    QColor tint = colour;
                    tint.setAlpha(m_palette.isDark() ? 70 : 45);
                    QColor line = colour;
                    line.setAlpha(220);
                    painter.fillRect(hexRun(c0, c1), tint);
                    painter.fillRect(textRun(c0, c1), tint);
                    painter.setPen(QPen(line, 1.5, Qt::DotLine));
                    const double under = y + lh - 1;
                    painter.drawLine(QPointF(hexRun(c0, c1).left(), under),
                                     QPointF(hexRun(c0, c1).right(), under));
                    painter.drawLine(QPointF(textRun(c0, c1).left(), under),
                                     QPointF(textRun(c0, c1).right(), under));
                    break;
                }
                case MarkLayer::Look::Framed: {
                    // A tint and a frame round each octet, not colour alone.
                    QColor fill = colour;
                    fill.setAlpha(60);
                    painter.save();
                    painter.setPen(QPen(colour, 1));
                    painter.setBrush(fill);
                    for (int i = c0; i < c1; ++i) {
                        painter.drawRect(hexRun(i, i + 1).adjusted(0.5, 0.5, -0.5, -0.5));
                        painter.drawRect(textRun(i, i + 1).adjusted(0.5, 0.5, -0.5, -0.5));
                    }
                    painter.restore();
                    break;
                }
                case MarkLayer::Look::Flagged: {
                    // A flag in the top left corner of the first octet, in both columns; a shape
                    // of its own, apart from the errors' frames and the marks' tints.
                    if (it->first < row.offset)
                        break;
                    const int i = static_cast<int>(it->first - row.offset);
                    const double side = std::max(4.0, lh * 0.4);
                    painter.save();
                    painter.setRenderHint(QPainter::Antialiasing);
                    painter.setPen(Qt::NoPen);
                    painter.setBrush(colour);
                    for (const QRectF& cell : {hexRun(i, i + 1), textRun(i, i + 1)}) {
                        painter.drawPolygon(
                            QPolygonF({cell.topLeft(), cell.topLeft() + QPointF(side, 0),
                                       cell.topLeft() + QPointF(0, side)}));
                    }
                    painter.restore();
                    break;
                }
                }
            }
        }
    };
    paintLayers(MarkLayer::Look::Underlined);
    fillRange(m_highlightStart, m_highlightEnd, m_palette.highlight());
    paintLayers(MarkLayer::Look::Framed);
    fillRange(m_selectionStart, m_selectionEnd, m_palette.selection());
    paintLayers(MarkLayer::Look::Flagged);
    if (const auto [c0, c1] = columnsIn(m_highlightStart, m_highlightEnd, row.offset, row.count);
        c0 < c1) {
        painter.setPen(QPen(m_palette.highlightFrame(), 1));
        painter.drawLine(hexRun(c0, c1).bottomLeft() - QPointF(0, 0.5),
                         hexRun(c0, c1).bottomRight() - QPointF(0, 0.5));
    }

    // Offset: dim, except on the cursor's row.
    const bool cursorRow =
        m_cursor >= row.offset && m_cursor < row.offset + HexLayout::kBytesPerRow;
    painter.setFont(font());
    painter.setPen(cursorRow ? m_palette.text() : m_palette.dimText());
    painter.drawText(QRectF(m_layout.offsetX(), y, m_layout.offsetWidth(), lh),
                     Qt::AlignVCenter | Qt::AlignLeft,
                     hexDigits(row.offset, m_layout.offsetDigits()));

    // Hex: each octet in its class style; a thin line under the octets of each multi-octet
    // character ties them together without relying on colour.
    for (int i = 0; i < row.count; ++i) {
        const OctetCell& cell = row.cells[static_cast<std::size_t>(i)];
        const QRectF box(m_layout.hexCellX(i), y, m_layout.hexCellWidth(), lh);
        const std::uint64_t at = row.offset + static_cast<std::uint64_t>(i);
        m_palette.paintOctet(painter, box, RowModel::hexText(cell.value), cell.octetClass, font(),
                             -1, at >= m_highlightStart && at < m_highlightEnd,
                             at >= m_selectionStart && at < m_selectionEnd);
        const bool firstInRow =
            cell.unitOffset == row.offset + static_cast<std::uint64_t>(i) || i == 0;
        if (cell.unitValid && cell.unitLength > 1 && firstInRow) {
            const auto [c0, c1] = columnsIn(cell.unitOffset, cell.unitOffset + cell.unitLength,
                                            row.offset, row.count);
            const OctetClass lead = u8scope::leadClass(cell.unitLength);
            QColor line = m_palette.style(lead).foreground;
            line.setAlpha(160);
            painter.setPen(QPen(line, 1));
            const double underline = y + lh - 2.5;
            painter.drawLine(
                QPointF(m_layout.hexCellX(c0), underline),
                QPointF(m_layout.hexCellX(c1 - 1) + m_layout.hexCellWidth(), underline));
        }
    }

    // Text: each character under its first octet; later octets of the unit get a quiet
    // connecting line unless the character's glyph already covers them.
    double glyphEnd = -1;
    for (int i = 0; i < row.count; ++i) {
        const OctetCell& cell = row.cells[static_cast<std::size_t>(i)];
        const double x = m_layout.textCellX(i);
        const QRectF box(x, y, cw, lh);
        const int span = static_cast<int>(
            std::min<std::uint64_t>(cell.unitOffset + cell.unitLength, row.offset + row.count) -
            (row.offset + static_cast<std::uint64_t>(i)));
        const OctetClass lead =
            cell.unitValid ? u8scope::leadClass(cell.unitLength) : cell.octetClass;
        switch (cell.text.kind) {
        case TextKind::None:
            break;
        case TextKind::Glyph:
        case TextKind::Combining: {
            if (!canRender(cell.text.codePoint)) {
                // No installed font has it: its code point beats an empty box.
                paintLabel(painter, QRectF(x, y, span * cw, lh), hexDigits(cell.text.codePoint),
                           Qt::DotLine);
                glyphEnd = x + span * cw;
                break;
            }
            painter.setFont(font());
            painter.setPen(m_palette.style(lead).foreground);
            const double advance = metrics.horizontalAdvance(cell.text.text);
            if (advance <= cw) {
                painter.drawText(box, Qt::AlignCenter, cell.text.text);
                glyphEnd = x + cw;
            } else {
                // Wide glyphs (CJK, emoji) run on over their own unit's later octets.
                painter.drawText(QRectF(x, y, advance, lh), Qt::AlignLeft | Qt::AlignVCenter,
                                 cell.text.text);
                glyphEnd = x + advance;
            }
            break;
        }
        case TextKind::Filler:
            if (!cell.unitValid && i == 0) {
                // A malformed unit that began on the row above: its box goes on.
                m_palette.paintReplacement(painter, QRectF(x, y, span * cw, lh), QRectF(),
                                           cell.octetClass, font());
                glyphEnd = x + span * cw;
            } else if (x + cw > glyphEnd + 0.5) {
                // A faint wash of the character's colour, low in the cell: it ties the octet to
                // the character before it and reads as no character of its own (a line at
                // mid-height passed for a dash).
                QColor wash = m_palette.style(lead).foreground;
                wash.setAlpha(45);
                painter.fillRect(QRectF(x, y + lh * 0.62, cw, lh * 0.22), wash);
            }
            break;
        case TextKind::Replacement:
            m_palette.paintReplacement(painter, QRectF(x, y, span * cw, lh), box, cell.octetClass,
                                       font());
            glyphEnd = x + span * cw;
            break;
        case TextKind::Control:
            if (cell.value == 0 && i > 0 && row.cells[static_cast<std::size_t>(i) - 1].value == 0) {
                // A run of NUL (binary data, padding) is labelled at its start and on each row,
                // then goes on as small dots: a page of NUL stays calm and text stands out.
                painter.save();
                painter.setRenderHint(QPainter::Antialiasing);
                painter.setPen(Qt::NoPen);
                QColor dot = m_palette.dimText();
                dot.setAlpha(170); // fainter than a real middle dot or full stop
                painter.setBrush(dot);
                const double r = std::max(1.0, cw * 0.07);
                painter.drawEllipse(box.center(), r, r);
                painter.restore();
                glyphEnd = x + cw;
                break;
            }
            // On a tinted box, so that ↓ for a line feed never passes for an arrow character.
            // Control Pictures are two or three letters stacked in one cell, unreadable at the
            // default size; caret notation needs one letter. U+2400 + n pictures control n,
            // U+2421 DEL.
            if (const char16_t symbol = cell.text.text.front().unicode();
                symbol >= 0x2400 && symbol <= 0x2421 &&
                !RowModel::caretLetter(symbol == 0x2421 ? 0x7F : symbol - 0x2400).isNull()) {
                paintCaret(painter, box,
                           RowModel::caretLetter(symbol == 0x2421 ? 0x7F : symbol - 0x2400));
            } else if (canRender(cell.text.text.front().unicode())) {
                paintLabel(painter, box, cell.text.text, Qt::NoPen, true);
            } else {
                paintLabel(painter, box, cell.text.label, Qt::NoPen);
            }
            glyphEnd = x + cw;
            break;
        case TextKind::Marker:
            paintLabel(painter, QRectF(x, y, span * cw, lh), cell.text.label, Qt::DashLine);
            glyphEnd = x + span * cw;
            break;
        }
    }

    // Octets expected but not read (a failed or short read): hatched.
    if (row.count < expected) {
        const QBrush hatch(m_palette.dimText(), Qt::BDiagPattern);
        const double hexLeft = m_layout.hexCellX(row.count) - cw / 2;
        painter.fillRect(
            QRectF(hexLeft, y, m_layout.hexCellX(expected - 1) + 2.5 * cw - hexLeft, lh), hatch);
        painter.fillRect(textRun(row.count, expected), hatch);
    }

    // The cursor, in both columns: solid in the column that has the keyboard.
    if (cursorRow && m_cursor < row.offset + static_cast<std::uint64_t>(row.count)) {
        const int i = static_cast<int>(m_cursor - row.offset);
        const QRectF hexBox(m_layout.hexCellX(i) - cw / 2 + 0.5, y + 0.5, 3 * cw - 1, lh - 1);
        const QRectF textBox(m_layout.textCellX(i) + 0.5, y + 0.5, cw - 1, lh - 1);
        const bool hexActive = m_activeArea != HexArea::Text;
        const QPen active(m_palette.cursor(), focused ? 2 : 1);
        QPen inactive(m_palette.cursor(), 1, Qt::DotLine);
        painter.save();
        painter.setBrush(Qt::NoBrush);
        painter.setPen(hexActive ? active : inactive);
        painter.drawRect(hexBox.adjusted(0.5, 0.5, -0.5, -0.5));
        painter.setPen(hexActive ? inactive : active);
        painter.drawRect(textBox.adjusted(0.5, 0.5, -0.5, -0.5));
        painter.restore();
    }
}

void HexView::addMarkLayer(MarkLayer* layer) {
    if (!layer || std::any_of(m_layers.begin(), m_layers.end(),
                              [layer](const ShownLayer& s) { return s.layer == layer; }))
        return;
    m_layers.push_back({.layer = layer, .spans = {}});
    connect(layer, &MarkLayer::changed, this, [this, layer] {
        for (ShownLayer& shown : m_layers) {
            if (shown.layer == layer)
                shown.valid = false;
        }
        viewport()->update();
    });
    connect(layer, &QObject::destroyed, this, [this, layer] { removeMarkLayer(layer); });
    viewport()->update();
}

void HexView::removeMarkLayer(MarkLayer* layer) {
    std::erase_if(m_layers, [layer](const ShownLayer& s) { return s.layer == layer; });
    disconnect(layer, nullptr, this, nullptr);
    viewport()->update();
}

std::vector<MarkLayer*> HexView::markLayers() const {
    std::vector<MarkLayer*> layers;
    for (const ShownLayer& shown : m_layers)
        layers.push_back(shown.layer);
    return layers;
}

std::pair<std::uint64_t, std::uint64_t> HexView::shownOctets() const {
    if (!m_source || m_layout.rowCount() == 0)
        return {0, 0};
    const RowRange shown = m_layout.rowsIn(0, viewport()->height(), m_topRow);
    return {HexLayout::rowStart(shown.first),
            std::min(HexLayout::rowStart(shown.last), m_layout.sourceSize())};
}

void HexView::updateShownMarks() {
    const auto [first, last] = shownOctets();
    for (ShownLayer& shown : m_layers) {
        if (shown.valid && shown.first == first && shown.last == last)
            continue;
        shown.spans = shown.layer->spansIn(first, last);
        shown.first = first;
        shown.last = last;
        shown.valid = true;
    }
}

const MarkLayer::Spans& HexView::shownMarks(const MarkLayer& layer) {
    static const MarkLayer::Spans none;
    updateShownMarks();
    for (const ShownLayer& shown : m_layers) {
        if (shown.layer == &layer)
            return shown.spans;
    }
    return none;
}

void HexView::setTextCodec(std::optional<u8scope::Codec> codec) {
    if (codec == m_textCodec)
        return;
    m_textCodec = codec;
    viewport()->update();
}

} // namespace u8scope::ui
