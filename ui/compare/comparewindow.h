// The Side by Side window: two hex views, linked (the cursor and scrolling of one move the
// other), with the octets that differ marked in both, for before/after debugging. Opened from
// View ▸ Side by Side with another file, or at two offsets of the open file.
#pragma once

#include "compare/comparemodel.h"
#include "hexview/marklayer.h"
#include "u8scope/codec/profile.h"

#include <QWidget>
#include <memory>

class QLabel;

namespace u8scope::ui {

class Document;
class HexView;

class CompareWindow : public QWidget {
    Q_OBJECT
public:
    /// `left` and `right` are shown from `leftStart` and `rightStart`; the names head each side.
    CompareWindow(std::shared_ptr<const u8scope::ByteSource> left, std::uint64_t leftStart,
                  const QString& leftName, std::shared_ptr<const u8scope::ByteSource> right,
                  std::uint64_t rightStart, const QString& rightName, u8scope::Profile profile,
                  QWidget* parent = nullptr);

    /// View ▸ Side by Side with Another File: asks for the file; false when cancelled or it
    /// cannot be opened (a message names the file and the reason).
    static CompareWindow* withAnotherFile(Document& document, QWidget& parent);
    /// View ▸ Side by Side at Two Offsets: asks for two offsets of the open file.
    static CompareWindow* atTwoOffsets(Document& document, QWidget& parent);

    [[nodiscard]] HexView* left() const noexcept { return m_left; }
    [[nodiscard]] HexView* right() const noexcept { return m_right; }
    [[nodiscard]] const CompareModel& model() const noexcept { return *m_model; }
    /// The line under the views: where the first difference is, or that there is none.
    [[nodiscard]] QString summary() const;

public slots:
    /// Moves both cursors to the next octet that differs after the cursor.
    void nextDifference();

private:
    void link(HexView* from, HexView* to);

    std::unique_ptr<CompareModel> m_model;
    MarkLayer* m_differences; ///< the octets that differ, marked in both views
    HexView* m_left;
    HexView* m_right;
    QLabel* m_summary;
    std::uint64_t m_leftStart;
    std::uint64_t m_rightStart;
    bool m_linking = false;
};

} // namespace u8scope::ui
