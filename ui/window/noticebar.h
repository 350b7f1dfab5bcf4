// A message across the top of the window that does not block it: a file that could not be
// opened, a file that changed on disk (with Reload), an empty file. Replaces a modal dialog so
// that the window stays usable and the message stays in sight until dismissed.
#pragma once

#include "document/notice.h"

#include <QFrame>
#include <QString>
#include <functional>
#include <vector>

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

protected:
    bool event(QEvent* event) override;

private:
    /// The bar's colours for its kind, in the window's theme.
    void applyColours();

    Kind m_kind = Kind::Info;
    bool m_applying = false; // in applyColours: its own palette changes are not the theme's
    QLabel* m_icon;
    QLabel* m_text;
    QToolButton* m_close;
    QHBoxLayout* m_actions;
    std::vector<QToolButton*> m_buttons;
};

} // namespace u8scope::ui
