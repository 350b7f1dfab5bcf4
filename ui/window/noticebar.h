// A message across the top of the window that does not block it: a file that could not be
// opened, a file that changed on disk (with Reload), an empty file. Replaces a modal dialog so
// that the window stays usable and the message stays in sight until dismissed.
#pragma once

#include "document/notice.h"

#include <QFrame>
#include <QString>
#include <functional>
#include <vector>

class QGridLayout;
class QHBoxLayout;
class QLabel;
class QToolButton;

namespace u8scope::ui {

class NoticeBar : public QFrame {
    Q_OBJECT
public:
    using Kind = Notice::Kind;

    explicit NoticeBar(QWidget* parent = nullptr);

    /// Shows `notice`, replacing any notice shown, with a button per action; a button runs its
    /// action after dismissing the notice.
    void showNotice(const Notice& notice);
    /// Shows `text` with at most one action.
    void showNotice(Kind kind, const QString& text, const QString& actionText = {},
                    std::function<void()> action = {});
    void dismiss();

    [[nodiscard]] Kind kind() const noexcept { return m_kind; }
    /// The text shown; empty when hidden.
    [[nodiscard]] QString text() const;
    /// Whether the buttons of the notice are under its text, where beside it they would leave the
    /// text a line of fewer than kTextMeasure characters.
    [[nodiscard]] bool actionsUnderText() const;
    [[nodiscard]] QSize minimumSizeHint() const override;

    static constexpr int kTextMeasure = 40;

protected:
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    /// The bar's colours for its kind, in the window's theme.
    void applyColours();
    /// The bar's width with `column` for its text: the icon and the ✕ beside it, the margins.
    [[nodiscard]] int widthAround(int column) const;
    void arrange();

    Kind m_kind = Kind::Info;
    bool m_applying = false; // in applyColours: its own palette changes are not the theme's
    QLabel* m_icon;
    QLabel* m_text;
    QToolButton* m_close;
    QWidget* m_actionBox; // the buttons of the actions, beside the text or under it
    QHBoxLayout* m_actions;
    QGridLayout* m_grid;
    bool m_actionsUnder = false;
    std::vector<QToolButton*> m_buttons;
};

} // namespace u8scope::ui
