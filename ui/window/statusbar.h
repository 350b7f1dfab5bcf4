// The status bar: the messages of the moment on the left, then the fields of the list
// (statusfields.cpp) and, while the background scan runs, its progress with Cancel. It lays them
// out so that nothing is ever cut off or drawn over: each field has forms from the fullest to the
// briefest, and when room runs out (a narrow window, a long message) the fields give up their
// fuller forms, the least important first, keeping what they leave out in their tool tips.
#pragma once

#include <QStringList>
#include <QWidget>
#include <vector>

class QHBoxLayout;
class QLabel;
class QProgressBar;
class QStatusBar;
class QToolButton;

namespace u8scope::ui {

class Document;

/// What a field shows now.
struct StatusText {
    /// Its forms, fullest first; the bar shows the fullest that fits. An empty form hides the
    /// field (as a last resort, or always when it is the only one).
    QStringList forms;
    /// Shown on hover; when empty and a briefer form is shown, the fullest form.
    QString toolTip;
};

/// One field of the status bar.
struct StatusField {
    /// Its accessible name, e.g. "Cursor offset"; translated in the context "StatusBar".
    const char* name;
    /// Which fields keep their fuller forms longest when room runs out: higher keeps longer.
    int keep;
    /// What it shows for the document now; nullptr marks the place of the scan's progress.
    StatusText (*text)(const Document& document);
};

/// The fields, left to right (statusfields.cpp).
[[nodiscard]] const std::vector<StatusField>& statusFields();

class StatusBar : public QWidget {
    Q_OBJECT
public:
    /// Fills `bar` (the window's QStatusBar), whose messages it then shows itself.
    StatusBar(Document& document, QStatusBar& bar);

    /// Any width: the bar fits its fields to the width it gets.
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

    /// The message shown now, as shown (elided only when even the briefest fields leave no room).
    [[nodiscard]] QString message() const;

public slots:
    /// Reads every field again from the document.
    void refresh();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Field {
        const StatusField* spec;
        QLabel* label;
        StatusText text;
    };
    void onMessage(const QString& message);
    void onScanState();
    void onScanProgress(quint64 done, quint64 total);
    /// Chooses the forms, and the message's room, for the width there is.
    void relayout();

    Document& m_document;
    QHBoxLayout* m_layout;
    QLabel* m_message;
    QString m_messageText;
    std::vector<Field> m_fields;
    QWidget* m_progressBox;
    QProgressBar* m_progress;
    QToolButton* m_cancel;
};

} // namespace u8scope::ui
