// The bit layout of the sequence under the cursor, for learning how UTF-8 works: every octet as
// eight bits, the marker bits that say what the octet is (0, 110, 1110, ..., 10) drawn dark and
// bold, the free bits light and coloured by octet, and below them the free bits concatenated into
// the value. Where a malformed sequence breaks the pattern, the offending bit is crossed out in
// red; missing octets are dashed. Shape and weight carry every distinction, not colour alone.
#pragma once

#include "panels/panel.h"

#include <QRect>
#include <QString>
#include <QWidget>

class QPainter;
#include <cstdint>
#include <vector>

namespace u8scope::ui {

class BitLayoutPanel : public Panel {
    Q_OBJECT
public:
    explicit BitLayoutPanel(QWidget* parent = nullptr);

    [[nodiscard]] QString id() const override { return QStringLiteral("bitLayout"); }
    [[nodiscard]] QString title() const override { return tr("Bit Layout"); }
    [[nodiscard]] QKeySequence shortcut() const override { return {Qt::CTRL | Qt::Key_B}; }
    [[nodiscard]] bool scrolls() const override { return true; }
    void showInspection(const Inspection& inspection) override;
    void showBlank(const Blank& blank) override;
    void clear(const QString& message = {});

    [[nodiscard]] const u8scope::BitLayout& layout() const noexcept { return m_layout; }
    /// The one-line summary above the bits, e.g. "C3 A9 → U+00E9: a 2-octet sequence".
    [[nodiscard]] const QString& summary() const noexcept { return m_summary; }
    /// The caption drawn beside each octet, e.g. "110: first of 2".
    [[nodiscard]] QString octetCaption(std::size_t index) const;

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
