// The hex view: every octet of a source as hex, coloured by its UTF-8 role (ISO/IEC 10646-1
// Annex R, Table 1), with a linked text column. Paints only the visible rows and reads only their
// octets, so files of any size open and scroll instantly.
#pragma once

#include "document/mojibakereport.h"
#include "hexview/hexlayout.h"
#include "hexview/marklayer.h"
#include "hexview/rowmodel.h"
#include "theme/palette.h"
#include "u8scope/codec/profile.h"
#include "u8scope/encoding/legacycodec.h"
#include "u8scope/file/source.h"
#include "u8scope/file/window.h"

#include <QAbstractScrollArea>
#include <QHash>
#include <QPointer>
#include <QTimer>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace u8scope::ui {

class HexView : public QAbstractScrollArea {
    Q_OBJECT

public:
    /// Copying refuses selections larger than this, rather than freezing on gigabytes.
    static constexpr std::uint64_t kCopyLimit = 16 * 1024 * 1024;

    explicit HexView(QWidget* parent = nullptr);
    ~HexView() override;

    /// Shows `source` from its start; nullptr shows an empty view.
    void setSource(std::shared_ptr<const u8scope::ByteSource> source);
    [[nodiscard]] std::shared_ptr<const u8scope::ByteSource> source() const { return m_source; }

    void setProfile(u8scope::Profile profile);
    [[nodiscard]] u8scope::Profile profile() const noexcept { return m_profile; }

    /// The octet offset of the cursor.
    [[nodiscard]] std::uint64_t cursor() const noexcept { return m_cursor; }
    /// Moves the cursor to `offset` (clamped to the source), scrolls it into view and selects the
    /// whole unit (character or malformed sequence) that contains it. A jump to a row out of
    /// view (go to offset, next error, a find match) puts it in the middle, with what comes
    /// before and after it in view.
    void setCursor(std::uint64_t offset);
    /// QWidget's mouse cursor, for `view->setCursor(QCursor(Qt::WaitCursor))`.
    using QAbstractScrollArea::setCursor;
    /// A mouse cursor shape would silently convert to an offset: spell it QCursor(shape).
    void setCursor(Qt::CursorShape) = delete;
    /// Selects [from, to) (clamped), puts the cursor on `from` and scrolls it into view, in the
    /// middle when it was out of view.
    void setSelection(std::uint64_t from, std::uint64_t to);
    /// Puts the cursor on `cursor` and selects [from, to) (clamped), as a Document has them;
    /// scrolls as setSelection() does.
    void setCursorAndSelection(std::uint64_t cursor, std::uint64_t from, std::uint64_t to);
    [[nodiscard]] std::uint64_t selectionStart() const noexcept { return m_selectionStart; }
    [[nodiscard]] std::uint64_t selectionEnd() const noexcept { return m_selectionEnd; }

    /// Drops cached octets, takes the source's size again and repaints (the file changed).
    void reload();
    /// Marks [from, to), e.g. a whole ill-formed sequence or a find match; from == to clears it.
    void highlightRange(std::uint64_t from, std::uint64_t to);
    [[nodiscard]] std::uint64_t highlightStart() const noexcept { return m_highlightStart; }
    [[nodiscard]] std::uint64_t highlightEnd() const noexcept { return m_highlightEnd; }

    /// Shows the marks of `layer` in both columns (see marklayer.h) until it is removed or
    /// destroyed; layers of one look are painted in the order they were added.
    void addMarkLayer(MarkLayer* layer);
    void removeMarkLayer(MarkLayer* layer);
    [[nodiscard]] std::vector<MarkLayer*> markLayers() const;
    /// The spans of `layer` on the octets shown now (asking the layer when they changed); empty
    /// for a layer the view does not show.
    [[nodiscard]] const MarkLayer::Spans& shownMarks(const MarkLayer& layer);
    /// Where the findings the view marks come from (the source's mojibake report, once there),
    /// for what the view tells assistive technology of the octet at the cursor. Null: nothing.
    using MojibakeReportSource = std::function<std::shared_ptr<const MojibakeReport>()>;
    void setMojibakeReport(MojibakeReportSource report) { m_mojibakeReport = std::move(report); }
    [[nodiscard]] std::shared_ptr<const MojibakeReport> mojibakeReport() const {
        return m_mojibakeReport ? m_mojibakeReport() : nullptr;
    }
    /// Reads each octet of the text column as `codec` (a file in another encoding); nullopt:
    /// UTF-8. The hex column keeps the octets' roles in UTF-8.
    void setTextCodec(std::optional<u8scope::Codec> codec);
    [[nodiscard]] const std::optional<u8scope::Codec>& textCodec() const noexcept {
        return m_textCodec;
    }

    /// Which column has the keyboard: Ctrl+C copies hex from the hex column, text from the text
    /// column. Tab and clicks switch it.
    [[nodiscard]] HexArea activeArea() const noexcept { return m_activeArea; }
    void setActiveArea(HexArea area);

    /// The first row shown, and scrolling to it (clamped), as the user would.
    [[nodiscard]] std::uint64_t topRow() const noexcept { return m_topRow; }
    void scrollToRow(std::uint64_t row);
    /// Rows that fit in the viewport.
    [[nodiscard]] std::uint64_t visibleRowCount() const;
    [[nodiscard]] const HexLayout& layout() const noexcept { return m_layout; }
    /// The rows the last paint event drew: only those its rectangle touched.
    [[nodiscard]] RowRange lastPaintedRows() const noexcept { return m_lastPaintedRows; }
    /// The size paintShownRows() paints: every column, and the height of the viewport.
    [[nodiscard]] QSizeF shownRowsSize() const;
    /// Paints the column header and the rows shown now onto `painter` (a printer, a PDF), from
    /// (0, 0), as the view paints them on screen, all columns whatever the scrolling.
    void paintShownRows(QPainter& painter);
    /// Wide enough for every column without horizontal scrolling.
    [[nodiscard]] QSize sizeHint() const override;
    /// Shows `widget` between the rows and the vertical scroll bar, as tall as the rows, as wide
    /// as its sizeHint() (taken again when it calls updateGeometry()): the overview strip of the
    /// regions feature. The view takes it as a child; null removes the one shown.
    void setSideWidget(QWidget* widget);
    [[nodiscard]] QWidget* sideWidget() const noexcept { return m_side; }
    /// The header and kMinimumRows rows: squeezed below them it would show next to nothing.
    [[nodiscard]] QSize minimumSizeHint() const override;
    static constexpr int kMinimumRows = 4;

    // The selection as text; empty when nothing is selected, when it exceeds kCopyLimit or when
    // it cannot be read (the copy slots then say why with statusMessage).
    /// "C3 A9": uppercase hex, separated by spaces.
    [[nodiscard]] QString selectedHex() const;
    /// The decoded text; malformed units become U+FFFD.
    [[nodiscard]] QString selectedText() const;
    /// A C string literal: "caf\xC3\xA9" (see copyformat.h).
    [[nodiscard]] QString selectedCEscaped() const;
    /// A Python bytes literal: b'caf\xc3\xa9' (see copyformat.h).
    [[nodiscard]] QString selectedPythonEscaped() const;

public slots:
    void copyHex();
    void copyText();
    void copyCEscaped();
    void copyPythonEscaped();
    /// Ctrl+C: hex from the hex column, text from the text column.
    void copy();
    void selectAll();
    void zoomIn();
    void zoomOut();

signals:
    void cursorMoved(std::uint64_t offset);
    void selectionChanged(std::uint64_t from, std::uint64_t to);
    /// An I/O error (or a file that shrank) while painting; emitted once per source or reload. The
    /// view stays usable and shows what it could read.
    void readFailed(const QString& message);
    /// Something to tell the user in passing: what a copy put on the clipboard, or why not.
    void statusMessage(const QString& message);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void changeEvent(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    bool focusNextPrevChild(bool next) override;
    bool viewportEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Cache {
        bool valid = false;
        std::uint64_t offset = 0;
        std::size_t count = 0;
        std::optional<u8scope::Window> window; ///< empty when the read failed
    };
    struct Range {
        std::uint64_t start = 0;
        std::uint64_t end = 0;
    };

    void updateMetrics();
    void updateScrollBars();
    /// Makes room for the side widget beside the rows, and puts it there.
    void layoutSideWidget();
    [[nodiscard]] double horizontalOffset() const;
    [[nodiscard]] std::optional<HexHit> hitAt(QPoint viewportPos, bool clamp) const;
    /// The decoded window covering `rows`, read only when they are not cached yet; nullptr when
    /// the read failed.
    const u8scope::Window* windowFor(RowRange rows);
    void reportReadFailure(const QString& message);
    /// The unit containing `offset`: from the cached window when it is there, else from core.
    [[nodiscard]] Range unitRange(std::uint64_t offset);
    /// Scrolls `offset` into view; the view then follows the cursor through resizes.
    void ensureVisible(std::uint64_t offset);
    [[nodiscard]] bool rowIsVisible(std::uint64_t offset) const;
    /// Scrolls so that the row of `offset` is in the middle (as far as the ends allow).
    void centerOn(std::uint64_t offset);
    void setTopRow(std::uint64_t row);
    /// Moves the cursor; selects its unit, or with `extend` grows the selection from the anchor.
    void moveCursorTo(std::uint64_t offset, bool extend);
    void setState(std::uint64_t cursor, Range selection);
    enum class CopyFormat { Hex, Text, C, Python };
    /// The selection in `format`; empty with the reason in `why` when too large or unreadable.
    [[nodiscard]] QString formatSelection(CopyFormat format, QString* why) const;
    /// Puts the selection on the clipboard and says so, or says why not, with statusMessage.
    void copyAs(CopyFormat format);
    void autoScroll();
    /// The octets shown now, [first, last): what the layers of marks are asked for.
    [[nodiscard]] std::pair<std::uint64_t, std::uint64_t> shownOctets() const;
    /// Brings every layer's spans up to the octets shown (once for each screenful).
    void updateShownMarks();
    /// Paints the spans of the layers of `look` on `row`.
    void paintMarks(QPainter& painter, MarkLayer::Look look, const RowCells& row, int y);

    void paintHeader(QPainter& painter);
    /// The rows `rows` from `window` (nullptr: the read failed; empty rows), where they are shown.
    void paintRows(QPainter& painter, RowRange rows, const u8scope::Window* window);
    void paintRow(QPainter& painter, const RowCells& row, int y, const QFontMetricsF& metrics);
    void paintMessage(QPainter& painter, const QString& text);
    /// A short label over `box`: framed with `frame`, or on a tinted box for Qt::NoPen; set on two
    /// lines and squeezed horizontally as far as it needs to fit. A `symbol` is drawn in the
    /// view's font instead.
    void paintLabel(QPainter& painter, const QRectF& box, const QString& label, Qt::PenStyle frame,
                    bool symbol = false);
    /// A control in caret notation on its tinted box: a small caret and `letter` as large as the
    /// cell allows (^@ for NUL), legible where a Control Picture is tiny stacked lettering.
    void paintCaret(QPainter& painter, const QRectF& box, QChar letter);
    /// Whether the font, or a fallback font, has a glyph for `codePoint`.
    [[nodiscard]] bool canRender(u8scope::CodePoint codePoint);
    [[nodiscard]] QString toolTipAt(QPoint viewportPos);

    std::shared_ptr<const u8scope::ByteSource> m_source;
    u8scope::Profile m_profile = u8scope::kDefaultProfile;
    HexLayout m_layout;
    OctetPalette m_palette;
    RowModel m_rowModel;
    QHash<u8scope::CodePoint, bool> m_renderable; ///< canRender() per code point, for the font
    Cache m_cache;
    bool m_readFailureReported = false;
    std::uint64_t m_readGeneration = 0; // counts sources and reloads, to drop stale reports
    RowRange m_lastPaintedRows;

    std::uint64_t m_topRow = 0;
    /// Whether resizing keeps the cursor in view: until the user scrolls away from it.
    bool m_followCursor = true;
    bool m_syncingScrollBar = false;
    std::uint64_t m_cursor = 0;
    std::uint64_t m_selectionStart = 0;
    std::uint64_t m_selectionEnd = 0;
    Range m_anchor; ///< what a shift-click or drag extends from: the unit first clicked
    std::uint64_t m_highlightStart = 0;
    std::uint64_t m_highlightEnd = 0;
    HexArea m_activeArea = HexArea::Hex;
    // Each layer of marks shown, with what it gave for the octets shown [first, last).
    struct ShownLayer {
        MarkLayer* layer = nullptr;
        bool valid = false;
        std::uint64_t first = 0;
        std::uint64_t last = 0;
        MarkLayer::Spans spans;
    };
    std::vector<ShownLayer> m_layers;
    MojibakeReportSource m_mojibakeReport;
    std::optional<u8scope::Codec> m_textCodec;

    int m_wheelRemainder = 0; ///< in eighths of a degree times lines per notch, below one row
    bool m_dragging = false;
    QPoint m_dragPos;
    QTimer m_autoScrollTimer;
    QPointer<QWidget> m_side;
};

} // namespace u8scope::ui
