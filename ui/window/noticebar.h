// A message across the top of the window that does not block it: a file that could not be
// opened, a file that changed on disk (with Reload), an empty file. Replaces a modal dialog so
// that the window stays usable and the message stays in sight until dismissed.
#pragma once

#include <QFrame>
#include <QString>
#include <functional>

class QHBoxLayout;
class QLabel;
class QToolButton;

namespace u8scope::ui {

class NoticeBar : public QFrame {
    Q_OBJECT
public:
    enum class Kind { Info, Warning, Error };

    explicit NoticeBar(QWidget* parent = nullptr);

    /// Shows `text`, replacing any notice shown; `actionText` adds a button that runs `action`
    /// and then dismisses the notice.
    void showNotice(Kind kind, const QString& text, const QString& actionText = {},
                    std::function<void()> action = {});
    void dismiss();

    [[nodiscard]] Kind kind() const noexcept { return m_kind; }
    [[nodiscard]] QString text() const;
    /// The action button (for tests); hidden when the notice has none.
    [[nodiscard]] QToolButton* actionButton() const noexcept { return m_action; }

private:
    Kind m_kind = Kind::Info;
    QLabel* m_icon;
    QLabel* m_text;
    QToolButton* m_action;
    std::function<void()> m_callback;
};

} // namespace u8scope::ui
