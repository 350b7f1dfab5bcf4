#include "hidden/hiddenpanel.h"

#include "document/document.h"
#include "hidden/hiddentool.h"
#include "theme/format.h"
#include "words/words.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>

namespace u8scope::ui {

HiddenPanel::HiddenPanel(Document& document, QWidget* parent)
    : FindingListPanel(document, tr("Hidden characters"),
                       tr("Show every class of hidden character, or only one"), parent) {
    connect(&HiddenTool::of(m_document), &HiddenTool::indexChanged, this, [this] {
        fillClassFilter();
        refresh();
    });
    fillClassFilter();
    refresh();
}

QString HiddenPanel::title() const {
    QString title = tr("Hidden Characters");
    if (const auto index = HiddenTool::of(m_document).index())
        title += QStringLiteral(" (%1)").arg(number(index->counts().total()));
    return title;
}

void HiddenPanel::fillClassFilter() {
    const QSignalBlocker block(m_filter);
    const QVariant chosen = m_filter->currentData();
    m_filter->clear();
    const auto index = HiddenTool::of(m_document).index();
    m_filter->addItem(index ? tr("All classes (%1)").arg(number(index->counts().total()))
                            : tr("All classes"));
    if (index) {
        for (int c = 0; c < kHiddenClassCount; ++c) {
            const auto cls = static_cast<HiddenClass>(c);
            const std::uint64_t n = index->counts().count(cls);
            if (n == 0)
                continue;
            const std::string_view name = toString(cls);
            m_filter->addItem(
                QStringLiteral("%1 (%2)").arg(
                    QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())), number(n)),
                c);
            m_filter->setItemData(m_filter->count() - 1, Words::hiddenClass(cls), Qt::ToolTipRole);
        }
    }
    const int again = m_filter->findData(chosen);
    m_filter->setCurrentIndex(again >= 0 ? again : 0);
    m_filter->setEnabled(index && index->counts().total() > 0);
}

void HiddenPanel::refresh() {
    const auto index = HiddenTool::of(m_document).index();
    const QVariant cls = m_filter->currentData();
    m_model->setRows(HiddenRows(index, cls.isValid()
                                           ? std::optional(static_cast<HiddenClass>(cls.toInt()))
                                           : std::nullopt));
    if (!m_document.source()) {
        m_state->setText(QString());
    } else if (!index) {
        m_state->setText(m_document.scanState() == Document::ScanState::Running
                             ? tr("Looking for hidden characters…")
                             : tr("Not looked for: the scan did not finish."));
    } else if (index->counts().total() == 0) {
        m_state->setText(tr("No hidden characters found"));
    } else if (!index->complete()) {
        m_state->setText(
            tr("The first %1 of %2 are listed")
                .arg(number(index->findings().size()), number(index->counts().total())));
    } else {
        m_state->setText(QString());
    }
    if (index && index->counts().outsideText > 0) {
        const QString outside =
            tr("%1 characters that would be hidden in text lie in regions that are not text "
               "(binary data, NUL runs, UTF-16): they are no findings")
                .arg(number(index->counts().outsideText));
        m_state->setText(m_state->text().isEmpty()
                             ? outside
                             : m_state->text() + QStringLiteral(" · ") + outside);
    }
    rowsChanged();
}

void HiddenPanel::goTo(std::size_t index) {
    HiddenTool::of(m_document).goTo(index);
}

} // namespace u8scope::ui
