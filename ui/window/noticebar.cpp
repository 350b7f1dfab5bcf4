#include "window/noticebar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace u8scope::ui {

NoticeBar::NoticeBar(QWidget* parent)
    : QFrame(parent), m_icon(new QLabel(this)), m_text(new QLabel(this)),
      m_action(new QToolButton(this)) {
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* close = new QToolButton(this);
    close->setText(QStringLiteral("✕"));
    close->setAutoRaise(true);
    close->setToolTip(tr("Dismiss"));
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_action);
    layout->addWidget(close);
    connect(close, &QToolButton::clicked, this, &NoticeBar::dismiss);
    connect(m_action, &QToolButton::clicked, this, [this] {
        auto callback = m_callback; // dismiss() clears it; the callback may show a new notice
        dismiss();
        if (callback)
            callback();
    });
    hide();
}

void NoticeBar::showNotice(Kind kind, const QString& text, const QString& actionText,
                           std::function<void()> action) {
    m_kind = kind;
    m_text->setText(text);
    m_callback = std::move(action);
    m_action->setText(actionText);
    m_action->setVisible(!actionText.isEmpty());
    QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
    QColor background(0xdbe9f9);
    if (kind == Kind::Warning) {
        icon = QStyle::SP_MessageBoxWarning;
        background = QColor(0xfff3bf);
    } else if (kind == Kind::Error) {
        icon = QStyle::SP_MessageBoxCritical;
        background = QColor(0xffd6d6);
    }
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_icon->setPixmap(style()->standardIcon(icon).pixmap(size, size));
    QPalette pal = palette();
    pal.setColor(QPalette::Window, background);
    pal.setColor(QPalette::WindowText, QColor(0x212529));
    setPalette(pal);
    show();
}

void NoticeBar::dismiss() {
    m_callback = {};
    hide();
}

QString NoticeBar::text() const {
    return isHidden() ? QString() : m_text->text();
}

} // namespace u8scope::ui
