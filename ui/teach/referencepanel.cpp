#include "teach/referencepanel.h"

#include <QEvent>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace u8scope::ui {

namespace {

// The marked rows: the palette's highlight, mixed into the base so that the text stays readable
// in light and dark palettes.
QString markColor(const QPalette& palette) {
    const QColor over = palette.color(QPalette::Highlight);
    const QColor under = palette.color(QPalette::Base);
    constexpr double a = 0.35;
    return QColor::fromRgbF(float(under.redF() * (1 - a) + over.redF() * a),
                            float(under.greenF() * (1 - a) + over.greenF() * a),
                            float(under.blueF() * (1 - a) + over.blueF() * a))
        .name();
}

} // namespace

ReferencePanel::ReferencePanel(QWidget* parent) : Panel(parent), m_browser(new QTextBrowser(this)) {
    setAccessibleName(tr("Reference tables"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    m_browser->setFrameShape(QFrame::NoFrame);
    m_browser->setOpenLinks(false);
    render();
}

void ReferencePanel::showInspection(const Inspection& inspection) {
    m_model.setProfile(inspection.profile);
    m_model.setSequence(inspection.layoutOctets);
    render();
}

void ReferencePanel::showBlank(const Blank&) {
    m_model.setSequence({});
    render();
}

QString ReferencePanel::text() const {
    return m_browser->toPlainText();
}

void ReferencePanel::changeEvent(QEvent* event) {
    Panel::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        render();
}

void ReferencePanel::render() {
    const int scroll = m_browser->verticalScrollBar()->value();
    m_browser->setHtml(m_model.html(markColor(palette())));
    m_browser->verticalScrollBar()->setValue(scroll);
}

} // namespace u8scope::ui
