// The find bar (Ctrl+F): looks for hex octets ("C3 A9"), text (its UTF-8 octets) or a code point
// (U+20AC, as the current profile encodes it), forwards with Enter and backwards with
// Shift+Enter, from the cursor, wrapping around the end with a notice. The search runs in a
// worker (SearchJob) with progress and cancel, so the window never freezes on a large file.
#pragma once

#include "jobs/searchjob.h"
#include "u8scope/codec/profile.h"
#include "u8scope/file/source.h"

#include <QByteArray>
#include <QString>
#include <QWidget>
#include <cstdint>
#include <memory>
#include <optional>

class QBoxLayout;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QToolButton;

namespace u8scope::ui {

class FindBar : public QWidget {
    Q_OBJECT
public:
    /// What the query is: Auto (the default) guesses from what is typed (C3 A9: hex octets,
    /// U+00E9: a code point, anything else: text; guessQueryKind) and shows the guess.
    enum class Mode { Text, Hex, CodePoint, Auto };

    explicit FindBar(QWidget* parent = nullptr);

    void setSource(std::shared_ptr<const u8scope::ByteSource> source);
    void setProfile(u8scope::Profile profile);
    /// Where the next search starts: the cursor of the view.
    void setOrigin(std::uint64_t offset) noexcept { m_origin = offset; }

    void setMode(Mode mode);
    [[nodiscard]] Mode mode() const;
    /// The mode the query is searched in: mode(), or for Auto the one guessed from `text`.
    [[nodiscard]] static Mode effectiveMode(Mode mode, const QString& text);
    /// The text of the mode box (for Auto, the guess: "Auto: hex octets").
    [[nodiscard]] QString modeText() const;
    void setText(const QString& text);
    [[nodiscard]] QString text() const;

    /// The octets to look for, or a message saying why the text is not a valid query.
    struct Needle {
        QByteArray octets;
        QString error;
    };
    [[nodiscard]] static Needle needleFor(Mode mode, const QString& text, u8scope::Profile profile);

    [[nodiscard]] SearchJob* job() const noexcept { return m_job; }
    /// The status line under the query ("Wrapped around the end", "Not found", ...).
    [[nodiscard]] QString status() const;

    /// Where its width is less than its two halves (the query; the buttons, the octets and the
    /// status) need side by side, the bar lays them one over the other.
    [[nodiscard]] bool twoRows() const;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] QSize sizeHint() const override;

public slots:
    /// Shows the bar and puts the focus in the query field.
    void activate();
    void findNext();
    void findPrevious();
    void cancel();

signals:
    /// A match: the view should select [offset, offset + length).
    void matchFound(quint64 offset, quint64 length);
    void closed();

protected:
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    /// Auto's text for a query taken for `guess` ("Auto: hex octets").
    [[nodiscard]] static QString guessText(Mode guess);
    [[nodiscard]] int oneRowWidth() const;
    void arrange();
    void find(u8scope::SearchDirection direction);
    void onFinished(bool cancelled);
    void onProgress(quint64 done, quint64 total);
    void updateHint();
    void setStatus(const QString& text, bool problem = false);

    std::shared_ptr<const u8scope::ByteSource> m_source;
    u8scope::Profile m_profile = u8scope::kDefaultProfile;
    std::uint64_t m_origin = 0;
    // The last match, so that "next" moves past it rather than finding it again.
    std::optional<std::uint64_t> m_lastMatch;
    QBoxLayout* m_rows = nullptr;
    QHBoxLayout* m_entry = nullptr;
    QHBoxLayout* m_actions = nullptr;
    QComboBox* m_mode;
    QLineEdit* m_query;
    QLabel* m_hint;
    QLabel* m_status;
    QProgressBar* m_progress;
    QToolButton* m_cancel;
    SearchJob* m_job;
};

} // namespace u8scope::ui
