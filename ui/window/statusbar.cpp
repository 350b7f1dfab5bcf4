#include "window/statusbar.h"

#include "document/document.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>
#include <algorithm>

namespace u8scope::ui {

StatusBar::StatusBar(Document& document, QStatusBar& bar)
    : QWidget(&bar), m_document(document), m_layout(new QHBoxLayout(this)),
      m_message(new QLabel(this)), m_progressBox(new QWidget(this)),
      m_progress(new QProgressBar(m_progressBox)), m_cancel(new QToolButton(m_progressBox)) {
    m_layout->setContentsMargins(0, 0, 0, 0);
    // The last field keeps a little room from the window's edge (the fields fill contentsRect).
    setContentsMargins(0, 0, std::max(4, m_layout->spacing()), 0);
    // The bar chooses its fields' forms for the width it gets: its children never make it wider.
    m_layout->setSizeConstraint(QLayout::SetNoConstraint);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_message->setAccessibleName(tr("Message"));
    m_layout->addWidget(m_message, 1);

    auto* progressLayout = new QHBoxLayout(m_progressBox);
    progressLayout->setContentsMargins(0, 0, 0, 0);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(160);
    m_progress->setFormat(tr("Scanning %p%"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop scanning (the view stays usable; File ▸ Rescan starts again)"));
    progressLayout->addWidget(m_progress);
    progressLayout->addWidget(m_cancel);
    m_progressBox->hide();
    connect(m_cancel, &QToolButton::clicked, &m_document, &Document::cancelScan);

    for (const StatusField& spec : statusFields()) {
        if (!spec.text) {
            m_progressBox->setAccessibleName(QCoreApplication::translate("StatusBar", spec.name));
            m_layout->addWidget(m_progressBox);
            continue;
        }
        auto* label = new QLabel(this);
        label->setAccessibleName(QCoreApplication::translate("StatusBar", spec.name));
        m_layout->addWidget(label);
        m_fields.push_back({&spec, label, {}});
    }

    // All of the bar is this widget: the QStatusBar's own message area is left no room, and its
    // messages (from showMessage() and the actions' status tips) are shown here instead.
    bar.addPermanentWidget(this, 1);
    connect(&bar, &QStatusBar::messageChanged, this, &StatusBar::onMessage);

    const Document* doc = &m_document;
    for (const auto signal :
         {&Document::sourceChanged, &Document::selectionChanged, &Document::scanStateChanged,
          &Document::errorsChanged, &Document::inspectionChanged}) {
        connect(doc, signal, this, &StatusBar::refresh);
    }
    connect(doc, &Document::profileChanged, this, &StatusBar::refresh);
    connect(doc, &Document::analysisFinished, this, &StatusBar::refresh);
    connect(doc, &Document::scanStateChanged, this, &StatusBar::onScanState);
    connect(doc, &Document::scanProgressed, this, &StatusBar::onScanProgress);
    refresh();
}

QSize StatusBar::sizeHint() const {
    return {0, m_layout->sizeHint().height()};
}

QSize StatusBar::minimumSizeHint() const {
    return {0, m_layout->minimumSize().height()};
}

QString StatusBar::message() const {
    return m_message->text();
}

void StatusBar::refresh() {
    for (Field& field : m_fields)
        field.text = field.spec->text(m_document);
    relayout();
}

void StatusBar::onMessage(const QString& message) {
    m_messageText = message;
    relayout();
}

void StatusBar::onScanState() {
    // The progress appears with the scan's first report, so a quick scan does not flash it.
    if (m_document.scanState() != Document::ScanState::Running && !m_progressBox->isHidden()) {
        m_progressBox->hide();
        relayout();
    }
}

void StatusBar::onScanProgress(quint64 done, quint64 total) {
    m_progress->setValue(total ? static_cast<int>(done * 1000 / total) : 0);
    if (m_progressBox->isHidden() && total > 0) {
        m_progressBox->show();
        relayout();
    }
}

void StatusBar::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    relayout();
}

void StatusBar::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        relayout();
}

void StatusBar::relayout() {
    const int spacing = std::max(0, m_layout->spacing());
    const auto width = [spacing](const QLabel* label, const QString& text) {
        return text.isEmpty() ? 0 : label->fontMetrics().horizontalAdvance(text) + 1 + spacing;
    };
    const int room = contentsRect().width();
    // The message first: it is what was just said. Then the fields, each in its briefest form,
    // are given fuller forms while they fit, the most kept first.
    int used = width(m_message, m_messageText);
    if (!m_progressBox->isHidden())
        used += m_progressBox->sizeHint().width() + spacing;
    // A field is hidden (its empty form) only when the briefest forms of all do not fit, the
    // least kept first.
    std::vector<qsizetype> form(m_fields.size(), 0);
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        const QStringList& forms = m_fields[i].text.forms;
        form[i] = std::max<qsizetype>(0, forms.size() - 1);
        if (form[i] > 0 && forms[form[i]].isEmpty())
            --form[i];
        if (!forms.isEmpty())
            used += width(m_fields[i].label, forms[form[i]]);
    }
    std::vector<std::size_t> order(m_fields.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [this](std::size_t a, std::size_t b) {
        return m_fields[a].spec->keep > m_fields[b].spec->keep;
    });
    for (auto it = order.rbegin(); it != order.rend() && used > room; ++it) {
        const QStringList& forms = m_fields[*it].text.forms;
        if (!forms.isEmpty() && forms.back().isEmpty()) {
            used -= width(m_fields[*it].label, forms[form[*it]]);
            form[*it] = forms.size() - 1;
        }
    }
    for (const std::size_t i : order) {
        const Field& field = m_fields[i];
        const QStringList& forms = field.text.forms;
        for (qsizetype f = 0; f < form[i]; ++f) {
            const int more = width(field.label, forms[f]) - width(field.label, forms[form[i]]);
            if (used + more <= room) {
                used += more;
                form[i] = f;
                break;
            }
        }
    }
    int fields = m_progressBox->isHidden() ? 0 : m_progressBox->sizeHint().width() + spacing;
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        const Field& field = m_fields[i];
        const QString text = field.text.forms.isEmpty() ? QString() : field.text.forms[form[i]];
        field.label->setText(text);
        field.label->setVisible(!text.isEmpty());
        QString tip = field.text.toolTip;
        if (tip.isEmpty() && form[i] > 0)
            tip = field.text.forms.front();
        field.label->setToolTip(tip);
        fields += width(field.label, text);
    }
    // The message gets the rest; cut short only when even the briefest fields leave too little.
    const int left = std::max(0, room - fields - 1);
    const QString shown = m_message->fontMetrics().elidedText(m_messageText, Qt::ElideRight, left);
    m_message->setText(shown);
    m_message->setToolTip(shown == m_messageText ? QString() : m_messageText);
}

} // namespace u8scope::ui
