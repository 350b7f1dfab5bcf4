// The inspector: everything about the unit under the cursor. For a character: its code point,
// Unicode name and properties, UTF-16 code units and escaped forms, and first, when it is part of
// text that looks double-encoded, what that text was before. For a malformed unit: what
// kind of error it is, one plain sentence of what happened and what to do, what a conforming
// decoder does, and the spec detail folded away (the rule, where it breaks, what it meant).
#pragma once

#include "panels/panel.h"

#include <cstdint>
#include <optional>

class QTextBrowser;

namespace u8scope::ui {

class InspectorPanel : public Panel {
    Q_OBJECT
public:
    explicit InspectorPanel(QWidget* parent = nullptr);

    [[nodiscard]] QString id() const override { return QStringLiteral("inspector"); }
    [[nodiscard]] QString title() const override { return tr("Inspector"); }
    [[nodiscard]] QKeySequence shortcut() const override { return {Qt::CTRL | Qt::Key_I}; }
    void showInspection(const Inspection& inspection) override;
    void showBlank(const Blank& blank) override { showMessage(blank.title, blank.detail); }
    /// Shows a message instead of a unit: no file, an empty file, a read error.
    void showMessage(const QString& title, const QString& text = {});

    /// What the panel shows, as plain text (for copying).
    [[nodiscard]] QString text() const;

    /// The HTML for an inspection, with the spec detail of a malformed unit folded away unless
    /// `showDetail`; public so that it can be tested without a widget.
    [[nodiscard]] static QString htmlFor(const Inspection& inspection, bool showDetail = false);

    /// Whether the spec detail of a malformed unit is unfolded (the link in the panel toggles
    /// it; it stays as chosen from one unit to the next).
    [[nodiscard]] bool detailShown() const noexcept { return m_showDetail; }
    void setDetailShown(bool shown);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    QTextBrowser* m_browser;
    std::optional<Inspection> m_inspection;
    bool m_showDetail = false;
};

} // namespace u8scope::ui
