// The list of every malformed unit of the file: offset, octets and kind, one row each. A file can
// hold billions of them (4 GiB of FF), more than Qt's int-indexed item views and header can
// count, so this is a QAbstractScrollArea that paints only the rows in sight and fetches them on
// demand from the ErrorIndex, with a small cache. Rows are 64-bit; the scroll bar is scaled when
// there are more rows than an int can address.
#pragma once

#include "document/errorrows.h"
#include "u8scope/file/source.h"

#include <QAbstractScrollArea>
#include <QString>
#include <cstdint>
#include <memory>
#include <optional>
#include <unordered_map>

namespace u8scope::ui {

class ErrorListView : public QAbstractScrollArea {
    Q_OBJECT
public:
    explicit ErrorListView(QWidget* parent = nullptr);

    /// Shows `rows`, with their octets read from `source` when they are painted. Used from the
    /// UI thread only. nullptr clears the list and shows the placeholder.
    void setRows(std::shared_ptr<const ErrorRows> rows,
                 std::shared_ptr<const u8scope::ByteSource> source);
    [[nodiscard]] const std::shared_ptr<const ErrorRows>& rows() const noexcept { return m_rows; }
    /// Text shown when there is no index, e.g. "Scanning… 42%".
    void setPlaceholder(const QString& text);
    [[nodiscard]] const QString& placeholder() const noexcept { return m_placeholder; }

    [[nodiscard]] std::uint64_t count() const { return m_rows ? m_rows->count() : 0; }
    [[nodiscard]] std::optional<std::uint64_t> currentRow() const noexcept { return m_current; }
    /// Makes `row` current and scrolls it into view, without activating it.
    void setCurrentRow(std::uint64_t row);
    void clearCurrentRow();
    /// Scrolls `row` into view if it is out of view, second from the top (after the row before
    /// it), without making it current.
    void revealRow(std::uint64_t row);
    [[nodiscard]] std::uint64_t topRow() const noexcept { return m_top; }
    [[nodiscard]] int visibleRows() const;
    [[nodiscard]] int rowHeight() const;
    /// Rows enough to read the errors around the cursor: the header and kRowsWanted rows.
    [[nodiscard]] QSize sizeHint() const override;
    static constexpr int kRowsWanted = 8;

    /// The unit of `row` (decoded on demand), or nullopt when it cannot be read.
    [[nodiscard]] std::optional<u8scope::Unit> unitAt(std::uint64_t row) const;
    /// The text of a row's cells, tab-separated (for tests and copying).
    [[nodiscard]] QString rowText(std::uint64_t row) const;

signals:
    /// A row was clicked, or chosen with the keyboard: the view should go to `offset`.
    void errorActivated(quint64 row, quint64 offset);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    void changeEvent(QEvent* event) override;

private:
    struct Row {
        bool ok = false;
        u8scope::Unit unit;
        QString octets;
        QString problem; ///< why the row could not be read
    };
    class Header;

    [[nodiscard]] const Row& row(std::uint64_t index) const;
    [[nodiscard]] std::uint64_t maxTop() const;
    void setTop(std::uint64_t top);
    void updateScrollBar();
    void activate(std::uint64_t row);
    void moveCurrent(std::int64_t delta);
    [[nodiscard]] std::optional<std::uint64_t> rowAtY(int y) const;
    void layoutColumns();

    std::shared_ptr<const ErrorRows> m_rows;
    std::shared_ptr<const u8scope::ByteSource> m_source;
    QString m_placeholder;
    std::uint64_t m_top = 0;
    std::optional<std::uint64_t> m_current;
    bool m_updatingScrollBar = false;
    mutable std::unordered_map<std::uint64_t, Row> m_cache;
    Header* m_header;
    // Column x positions: number, offset, octets, kind.
    int m_columns[4] = {};
};

} // namespace u8scope::ui
