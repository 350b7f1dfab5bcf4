#include "window/noticebar.h"

#include <QApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QStyle>
#include <QToolButton>
#include <algorithm>

namespace u8scope::ui {

NoticeBar::NoticeBar(QWidget* parent)
    : QFrame(parent), m_icon(new QLabel(this)), m_text(new QLabel(this)),
      m_close(new QToolButton(this)), m_actionBox(new QWidget(this)),
      m_actions(new QHBoxLayout(m_actionBox)), m_grid(new QGridLayout(this)) {
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_grid->setContentsMargins(8, 4, 4, 4);
    m_actions->setContentsMargins(0, 0, 0, 0);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close->setText(QStringLiteral("✕"));
    m_close->setAutoRaise(true);
    m_close->setToolTip(tr("Dismiss"));
    m_grid->addWidget(m_icon, 0, 0);
    m_grid->addWidget(m_text, 0, 1);
    m_grid->setColumnStretch(1, 1);
    m_grid->addWidget(m_actionBox, 0, 2);
    m_grid->addWidget(m_close, 0, 3);
    connect(m_close, &QToolButton::clicked, this, &NoticeBar::dismiss);
    hide();
}

void NoticeBar::showNotice(Kind kind, const QString& text, const QString& actionText,
                           std::function<void()> action) {
    Notice notice{kind, text, {}};
    if (!actionText.isEmpty())
        notice.actions.push_back({actionText, std::move(action)});
    showNotice(notice);
}

void NoticeBar::showNotice(const Notice& notice) {
    m_kind = notice.kind;
    m_text->setText(notice.text);
    for (QToolButton* button : m_buttons)
        button->deleteLater();
    m_buttons.clear();
    for (const Notice::Action& action : notice.actions) {
        auto* button = new QToolButton(this);
        button->setText(action.text);
        connect(button, &QToolButton::clicked, this,
                [this, run = action.run, dismisses = action.dismisses] {
                    if (dismisses)
                        dismiss(); // first: the action may show a new notice
                    if (run)
                        run();
                });
        m_actions->addWidget(button);
        // Shown now: a layout shows a child added to a visible bar only from the event loop, so
        // a notice replacing another had no buttons until then.
        button->show();
        m_buttons.push_back(button);
    }
    m_actionBox->setVisible(!m_buttons.empty());
    QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
    if (m_kind == Kind::Warning)
        icon = QStyle::SP_MessageBoxWarning;
    else if (m_kind == Kind::Error)
        icon = QStyle::SP_MessageBoxCritical;
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_icon->setPixmap(style()->standardIcon(icon).pixmap(size, size));
    applyColours();
    show();
}

void NoticeBar::applyColours() {
    m_applying = true;
    // Tinted by kind, light in a light theme and dark in a dark one (a light bar glared in a
    // dark window): the application's colours (not the bar's, which it sets itself, nor its
    // window's, which may not have heard of a new theme yet when the bar does).
    const bool dark = QApplication::palette().color(QPalette::Window).lightness() < 128;
    QColor background = dark ? QColor(0x1d3550) : QColor(0xdbe9f9);
    if (m_kind == Kind::Warning)
        background = dark ? QColor(0x4a3c10) : QColor(0xfff3bf);
    else if (m_kind == Kind::Error)
        background = dark ? QColor(0x5a2424) : QColor(0xffd6d6);
    const QColor text = dark ? QColor(0xe9ecef) : QColor(0x212529);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, background);
    pal.setColor(QPalette::WindowText, text);
    setPalette(pal);
    // The ✕ is drawn on the bar, not on a button: in a dark palette its light button text was
    // all but invisible on a light bar.
    QPalette closePalette = m_close->palette();
    closePalette.setColor(QPalette::Button, background);
    closePalette.setColor(QPalette::ButtonText, text);
    m_close->setPalette(closePalette);
    m_applying = false;
}

int NoticeBar::widthAround(int column) const {
    const QMargins m = m_grid->contentsMargins();
    const int spacing = m_grid->horizontalSpacing();
    return 2 * frameWidth() + m.left() + m_icon->sizeHint().width() + spacing + column + spacing +
           m_close->sizeHint().width() + m.right();
}

QSize NoticeBar::minimumSizeHint() const {
    // At its least, the buttons under the text: what the bar sits in (the column of the hex
    // view) is never widened by a notice, whatever the fonts and the zoom make of its buttons.
    const int column = std::max(m_text->minimumSizeHint().width(), m_actionBox->sizeHint().width());
    return {widthAround(column), QFrame::minimumSizeHint().height()};
}

bool NoticeBar::actionsUnderText() const {
    return m_actionsUnder;
}

void NoticeBar::arrange() {
    // The buttons beside the text while it keeps a line of kTextMeasure characters, under it
    // where it would not (a narrow window, a large zoom): a column of a few words a line read
    // worse than a line of buttons less.
    const int measure = kTextMeasure * m_text->fontMetrics().averageCharWidth();
    const int beside = m_actionBox->sizeHint().width() + m_grid->horizontalSpacing();
    const bool under = !m_buttons.empty() && width() - widthAround(beside) < measure;
    if (under == m_actionsUnder)
        return;
    m_actionsUnder = under;
    m_grid->removeWidget(m_actionBox);
    if (under)
        m_grid->addWidget(m_actionBox, 1, 1, Qt::AlignLeft);
    else
        m_grid->addWidget(m_actionBox, 0, 2);
    updateGeometry();
}

void NoticeBar::resizeEvent(QResizeEvent* event) {
    QFrame::resizeEvent(event);
    arrange();
}

bool NoticeBar::event(QEvent* event) {
    if (event->type() == QEvent::LayoutRequest)
        arrange(); // new buttons, a new text
    const bool handled = QFrame::event(event);
    // The theme changed while a notice is shown: a widget with palette roles of its own hears
    // of the application's new palette only here.
    if (event->type() == QEvent::ApplicationPaletteChange && !isHidden() && !m_applying)
        applyColours();
    return handled;
}

void NoticeBar::dismiss() {
    for (QToolButton* button : m_buttons)
        button->hide();
    hide();
}

QString NoticeBar::text() const {
    return isHidden() ? QString() : m_text->text();
}

} // namespace u8scope::ui
