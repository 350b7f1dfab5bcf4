#include "window/help.h"

#include "u8scope/text/charinfo.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QMessageBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace u8scope::ui {

namespace {
// lupdate files the tr() calls of a namespace under the namespace's name: so must this.
QString tr(const char* text) {
    return QCoreApplication::translate("u8scope::ui", text);
}
} // namespace

QString shortcutsHtml(const QList<QAction*>& actions) {
    QString html = QStringLiteral("<table cellpadding='3'>");
    const auto add = [&html](const QString& keys, const QString& what) {
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(keys.toHtmlEscaped(), what.toHtmlEscaped());
    };
    for (QAction* a : actions)
        add(a->shortcut().toString(QKeySequence::NativeText), a->text().remove(QLatin1Char('&')));
    add(tr("Enter / Shift+Enter"), tr("In the find bar: next / previous match"));
    add(tr("Esc"), tr("Close the find bar"));
    add(tr("↑ ↓ PgUp PgDn Home End"), tr("In the error list: move and go to the error"));
    html += QStringLiteral("</table>");
    return html;
}

void showShortcutsDialog(QWidget* parent, const QList<QAction*>& actions) {
    auto* dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Keyboard Shortcuts"));
    auto* layout = new QVBoxLayout(dialog);
    auto* text = new QTextBrowser(dialog);
    text->setHtml(shortcutsHtml(actions));
    layout->addWidget(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(560, 520);
    dialog->show(); // not modal: it can stay open beside the window
}

QString aboutHtml() {
    // The copyright holder is a name, not translated (LICENSE says the same).
    return tr("<h3>u8scope %1</h3><p>A hex and UTF-8 inspector: every octet coloured by its role "
              "in UTF-8 (ISO/IEC 10646-1 Annex R, Table 1), every character named, every "
              "malformed sequence explained.</p><p>Unicode character data: version %2.</p>")
               .arg(QCoreApplication::applicationVersion(),
                    QString::fromStdString(unicodeVersion())) +
           QStringLiteral("<p>© 2026 The u8scope developers<br>%1</p>").arg(tr("Licence: MIT"));
}

void showAboutDialog(QWidget* parent) {
    QMessageBox::about(parent, tr("About u8scope"), aboutHtml());
}

} // namespace u8scope::ui
