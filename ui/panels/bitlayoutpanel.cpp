#include "panels/bitlayoutpanel.h"

#include <QApplication>
#include <QHelpEvent>
#include <QVBoxLayout>

namespace u8scope::ui {

BitLayoutPanel::BitLayoutPanel(QWidget* parent) : Panel(parent), m_view(new BitLayoutView(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    // As tall as the drawing needs for the width it is given (the dock scrolls it).
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void BitLayoutPanel::showInspection(const Inspection& inspection) {
    m_view->showInspection(inspection);
    setAccessibleDescription(m_view->summary());
}

void BitLayoutPanel::showBlank(const Blank& blank) {
    m_view->showBlank(blank);
    setAccessibleDescription({});
}

void BitLayoutPanel::clear(const QString& message) {
    m_view->clear(message);
    setAccessibleDescription({});
}

bool BitLayoutPanel::event(QEvent* event) {
    // A tool tip the view does not take comes back up to the panel: that one goes no further.
    if (event->type() == QEvent::ToolTip && !m_forwarding) {
        auto* help = static_cast<QHelpEvent*>(event);
        QHelpEvent forwarded(QEvent::ToolTip, m_view->mapFrom(this, help->pos()),
                             help->globalPos());
        m_forwarding = true;
        QApplication::sendEvent(m_view, &forwarded);
        m_forwarding = false;
        return true;
    }
    return Panel::event(event);
}

} // namespace u8scope::ui
