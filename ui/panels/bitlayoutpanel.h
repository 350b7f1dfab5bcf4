// The Bit Layout panel: the bits of the sequence under the cursor (BitLayoutView), the steps from
// them to the value, and where a malformed sequence breaks the rules.
#pragma once

#include "panels/bitlayoutview.h"
#include "panels/panel.h"

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

    [[nodiscard]] BitLayoutView* view() const noexcept { return m_view; }
    [[nodiscard]] const u8scope::BitLayout& layout() const noexcept { return m_view->layout(); }
    /// The one-line summary above the bits, e.g. "C3 A9 → U+00E9: a 2-octet sequence".
    [[nodiscard]] const QString& summary() const noexcept { return m_view->summary(); }
    /// The caption beside each octet, e.g. "110: first of 2" (for tests).
    [[nodiscard]] QString octetCaption(std::size_t index) const {
        return m_view->octetCaption(index);
    }

protected:
    /// Tool tips asked of the panel are the drawing's.
    bool event(QEvent* event) override;

private:
    BitLayoutView* m_view;
    bool m_forwarding = false;
};

} // namespace u8scope::ui
