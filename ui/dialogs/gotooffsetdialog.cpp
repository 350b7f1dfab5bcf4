#include "dialogs/gotooffsetdialog.h"

#include "words/words.h"
#include "theme/format.h"
#include "u8scope/file/userinput.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace u8scope::ui {

GoToOffsetDialog::GoToOffsetDialog(std::uint64_t fileSize, std::uint64_t current, QWidget* parent)
    : QDialog(parent), m_size(fileSize), m_current(current), m_field(new QLineEdit(this)),
      m_message(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Go to Offset"));
    auto* layout = new QVBoxLayout(this);
    auto* prompt = new QLabel(
        fileSize ? tr("Offset, decimal or hex with 0x (0 to %1), or a move from the cursor such "
                      "as +16 or -0x10:")
                       .arg(offsetText(fileSize - 1))
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

GoToOffsetDialog::Parsed GoToOffsetDialog::parse(const QString& input, std::uint64_t fileSize,
                                                 std::uint64_t current) {
    Parsed r;
    const OffsetInput in = readOffset(input.toStdString(), current, fileSize);
    switch (in.problem) {
    case OffsetInput::Problem::None:
        r.offset = in.offset;
        r.message = in.relative
                        ? tr("Offset %1: %2 %3 from %4")
                              .arg(offsetText(*in.offset),
                                   input.trimmed().startsWith(QLatin1Char('-')) ? tr("back")
                                                                                : tr("forward"),
                                   Words::octetCount(in.distance), offsetText(current))
                        : tr("Offset %1").arg(offsetText(*in.offset));
        break;
    case OffsetInput::Problem::Empty:
        r.message = tr("Type an offset, such as 4096 or 0x1000, or a move such as +16 or -0x10.");
        break;
    case OffsetInput::Problem::NotANumber:
        r.message = tr("“%1” is not an offset: use decimal digits, or hex digits after 0x; +N and "
                       "-N move from the cursor.")
                        .arg(input.trimmed());
        break;
    case OffsetInput::Problem::EmptyFile:
        r.message = tr("The file is empty.");
        break;
    case OffsetInput::Problem::BeforeStart:
        r.message = tr("That is before the start: the cursor is at %1.").arg(offsetText(current));
        break;
    case OffsetInput::Problem::PastEnd:
        r.message = tr("%1 is past the end: the file has %2 octets, so the last offset is %3.")
                        .arg(in.relative ? tr("That") : offsetText(in.distance), number(fileSize),
                             offsetText(fileSize - 1));
        break;
    }
    return r;
}

std::optional<std::uint64_t> GoToOffsetDialog::offset() const {
    return parse(m_field->text(), m_size, m_current).offset;
}

void GoToOffsetDialog::validate() {
    const Parsed p = parse(m_field->text(), m_size, m_current);
    m_message->setText(p.message);
    m_message->setStyleSheet(p.offset ? QString() : QStringLiteral("color:#c0392b"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(p.offset.has_value());
}

} // namespace u8scope::ui
