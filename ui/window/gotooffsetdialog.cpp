#include "window/gotooffsetdialog.h"

#include "theme/format.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace u8scope::ui {

GoToOffsetDialog::GoToOffsetDialog(std::uint64_t fileSize, std::uint64_t current, QWidget* parent)
    : QDialog(parent), m_size(fileSize), m_field(new QLineEdit(this)), m_message(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Go to Offset"));
    auto* layout = new QVBoxLayout(this);
    auto* prompt = new QLabel(
        fileSize ? tr("Offset, decimal or hex with 0x (0 to %1):").arg(offsetText(fileSize - 1))
                 : tr("The file is empty: there is no offset to go to."),
        this);
    prompt->setBuddy(m_field);
    layout->addWidget(prompt);
    layout->addWidget(m_field);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);
    m_field->setText(hexOffset(current));
    m_field->selectAll();
    m_message->setWordWrap(true);
    connect(m_field, &QLineEdit::textChanged, this, &GoToOffsetDialog::validate);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    validate();
}

GoToOffsetDialog::Parsed GoToOffsetDialog::parse(const QString& input, std::uint64_t fileSize) {
    Parsed r;
    QString text = input.trimmed();
    text.remove(QLatin1Char('_'));
    text.remove(QLatin1Char(' '));
    if (text.isEmpty()) {
        r.message = tr("Type an offset, such as 4096 or 0x1000.");
        return r;
    }
    bool ok = false;
    std::uint64_t value = 0;
    if (text.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)) {
        value = text.mid(2).toULongLong(&ok, 16);
    } else if (text.endsWith(QLatin1Char('h'), Qt::CaseInsensitive)) {
        value = text.chopped(1).toULongLong(&ok, 16);
    } else {
        value = text.toULongLong(&ok, 10);
    }
    if (!ok) {
        r.message = tr("“%1” is not an offset: use decimal digits, or hex digits after 0x.")
                        .arg(input.trimmed());
        return r;
    }
    if (value >= fileSize) {
        r.message = fileSize == 0
                        ? tr("The file is empty.")
                        : tr("%1 is past the end: the file has %2 octets, so the last offset is "
                             "%3.")
                              .arg(offsetText(value), number(fileSize), offsetText(fileSize - 1));
        return r;
    }
    r.offset = value;
    r.message = tr("Offset %1").arg(offsetText(value));
    return r;
}

std::optional<std::uint64_t> GoToOffsetDialog::offset() const {
    return parse(m_field->text(), m_size).offset;
}

void GoToOffsetDialog::validate() {
    const Parsed p = parse(m_field->text(), m_size);
    m_message->setText(p.message);
    m_message->setStyleSheet(p.offset ? QString() : QStringLiteral("color:#c0392b"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(p.offset.has_value());
}

} // namespace u8scope::ui
