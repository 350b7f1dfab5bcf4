// The Bookmarks panel (Ctrl+Shift+M): the file's bookmarks in order, each with its offset and
// what is there; activating one moves the cursor to it. See bookmarks.h.
#pragma once

#include "panels/panel.h"

class QListWidget;
class QPushButton;

namespace u8scope::ui {

class Bookmarks;
class Document;

class BookmarksPanel : public Panel {
    Q_OBJECT
public:
    explicit BookmarksPanel(Document& document, QWidget* parent = nullptr);

    [[nodiscard]] QString id() const override { return QStringLiteral("bookmarks"); }
    [[nodiscard]] QString title() const override;
    [[nodiscard]] QKeySequence shortcut() const override {
        return {Qt::CTRL | Qt::SHIFT | Qt::Key_M};
    }
    [[nodiscard]] bool shownAtFirst() const override { return false; }

    void showInspection(const Inspection& inspection) override;
    void showBlank(const Blank& blank) override;

    [[nodiscard]] QListWidget* list() const noexcept { return m_list; }

private:
    void refill();

    Document& m_document;
    Bookmarks& m_bookmarks;
    QListWidget* m_list;
    QPushButton* m_toggle;
};

} // namespace u8scope::ui
