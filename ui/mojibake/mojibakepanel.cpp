#include "mojibake/mojibakepanel.h"

#include "document/document.h"
#include "mojibake/mojibaketool.h"
#include "theme/format.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <algorithm>

namespace u8scope::ui {

namespace {

// Why the malformed octets the first pass read as legacy text are not listed.
QString chanceLegacyNote(const MojibakeReport& report) {
    const QString runs =
        report.chanceLegacy == 1
            ? MojibakePanel::tr("1 run of malformed octets")
            : MojibakePanel::tr("%1 runs of malformed octets").arg(number(report.chanceLegacy));
    return MojibakePanel::tr("%1 not listed: read as letters of legacy encodings, they spread over "
                             "many, none of which reads %2 % of them, as damage does.")
        .arg(runs)
        .arg(kChanceLegacyShare);
}

} // namespace

MojibakePanel::MojibakePanel(Document& document, QWidget* parent)
    : FindingListPanel(document, tr("Mojibake"), tr("Show every kind of mojibake, or only one"),
                       parent) {
    connect(&m_document, &Document::analysisFinished, this, [this](const QString& id) {
        if (id == QLatin1String(kMojibakeFindings.id)) {
            fillKindFilter();
            refresh();
        }
    });
    // The engine can take minutes on a large file dense with damage: say how far it is.
    connect(&m_document, &Document::analysisProgressed, this,
            [this](const QString& id, quint64 done, quint64 total) {
                if (id != QLatin1String(kMojibakeFindings.id) || !m_document.source() ||
                    m_document.mojibake() || total == 0)
                    return;
                const auto percent = static_cast<int>(std::min<quint64>(99, done * 100 / total));
                m_state->setText(tr("Looking for mojibake… %1 %").arg(percent));
            });
    connect(&m_document, &Document::scanStateChanged, this, [this] {
        fillKindFilter();
        refresh();
    });
    fillKindFilter();
    refresh();
}

QString MojibakePanel::title() const {
    QString title = tr("Mojibake");
    if (const auto report = m_document.mojibake())
        title += QStringLiteral(" (%1)").arg(number(report->count));
    return title;
}

void MojibakePanel::fillKindFilter() {
    const QSignalBlocker block(m_filter);
    const QVariant chosen = m_filter->currentData();
    m_filter->clear();
    const auto report = m_document.mojibake();
    m_filter->addItem(report ? tr("All kinds (%1)").arg(number(report->count)) : tr("All kinds"));
    if (report) {
        for (int k = 0; k < kMojibakeKindCount; ++k) {
            const auto n = report->byKind[static_cast<std::size_t>(k)];
            if (n == 0)
                continue;
            const std::string_view name = toString(static_cast<MojibakeKind>(k));
            m_filter->addItem(
                QStringLiteral("%1 (%2)").arg(
                    QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())), number(n)),
                k);
        }
    }
    const int again = m_filter->findData(chosen);
    m_filter->setCurrentIndex(again >= 0 ? again : 0);
    m_filter->setEnabled(report && report->count > 0);
}

void MojibakePanel::refresh() {
    const auto report = m_document.mojibake();
    const QVariant kind = m_filter->currentData();
    m_model->setRows(
        MojibakeRows(report, kind.isValid() ? std::optional(static_cast<MojibakeKind>(kind.toInt()))
                                            : std::nullopt));
    if (!m_document.source()) {
        m_state->setText(QString());
    } else if (!report) {
        m_state->setText(tr("Looking for mojibake…"));
    } else if (report->encoding) {
        m_state->setText(
            tr("Not UTF-8: most likely %1").arg(QString::fromStdString(report->encoding->name)));
    } else if (report->count == 0) {
        m_state->setText(report->chanceLegacy > 0 ? tr("No mojibake found.") + QLatin1Char(' ') +
                                                        chanceLegacyNote(*report)
                                                  : tr("No mojibake found"));
    } else {
        // Among random octets, legacy letters and re-encoded pairs turn up by chance: in a binary
        // file, say what the list is worth.
        QStringList says;
        if (report->binary)
            says << tr("Binary data: these are in its stretches of text, and may be there by "
                       "chance.");
        else if (report->binaryFrom)
            says << tr("Text followed by binary data (by offset %1): past it, these are in its "
                       "stretches of text, and may be there by chance.")
                        .arg(number(*report->binaryFrom));
        if (report->count > report->findings.size()) {
            says << tr("The first %1 of %2 are listed")
                        .arg(number(report->findings.size()), number(report->count));
        }
        if (report->chanceLegacy > 0)
            says << chanceLegacyNote(*report);
        m_state->setText(says.join(QLatin1Char(' ')));
    }
    rowsChanged();
}

void MojibakePanel::goTo(std::size_t index) {
    MojibakeTool::of(m_document).goTo(index);
}

} // namespace u8scope::ui
