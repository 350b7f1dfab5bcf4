// The Reference panel: Annex R Table 1, the well-formed sequences of RFC 3629 §4 and Tables 4
// and 5, under the document's profile, with the rows of the sequence under the cursor marked
// (ReferenceModel). The same tables as `u8scope-cli table`.
#pragma once

#include "panels/panel.h"
#include "teach/referencemodel.h"

class QTextBrowser;

namespace u8scope::ui {

class ReferencePanel : public Panel {
    Q_OBJECT
public:
    explicit ReferencePanel(QWidget* parent = nullptr);

    [[nodiscard]] QString id() const override { return QStringLiteral("reference"); }
    [[nodiscard]] QString title() const override { return tr("Reference"); }
    [[nodiscard]] bool shownAtFirst() const override { return false; }
    [[nodiscard]] QKeySequence shortcut() const override { return {Qt::CTRL | Qt::Key_T}; }
    void showInspection(const Inspection& inspection) override;
    void showBlank(const Blank& blank) override;

    [[nodiscard]] const ReferenceModel& model() const noexcept { return m_model; }
    /// What the panel shows, as plain text (for tests).
    [[nodiscard]] QString text() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();

    ReferenceModel m_model;
    QTextBrowser* m_browser;
};

} // namespace u8scope::ui
