#include "window/exporter.h"

#include "document/document.h"
#include "document/wholewrite.h"
#include "hexview/hexview.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QSaveFile>
#include <QWidget>

namespace u8scope::ui {

namespace {

// What QPdfWriter writes into, passed on to an unbuffered file whole (writeWhole): the reason of
// a write that fails is kept here, for QPdfWriter ignores what its writes return.
class CheckedWrites final : public QIODevice {
public:
    explicit CheckedWrites(QFileDevice& file) : m_file(file) { open(QIODevice::WriteOnly); }
    /// Why a write failed; empty while none has.
    [[nodiscard]] const QString& failure() const noexcept { return m_failure; }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override {
        if (!m_failure.isEmpty())
            return -1;
        if (!writeWhole(m_file, std::string_view(data, static_cast<std::size_t>(size)))) {
            m_failure = m_file.errorString();
            return -1;
        }
        return size;
    }

private:
    QFileDevice& m_file;
    QString m_failure;
};

} // namespace

Exporter::Exporter(Document& document, HexView& view, QWidget& dialogParent)
    : QObject(&dialogParent), m_document(document), m_view(view), m_parent(dialogParent),
      m_report(this) {
    connect(&m_report, &ReportExport::progress, this, [this](quint64 done, quint64 total) {
        const auto permille = total ? static_cast<int>(done * 1000 / total) : 0;
        emit statusMessage(tr("Writing the report… %1 %").arg(permille / 10), 2000);
        if (m_progress)
            m_progress->setValue(permille);
    });
    connect(&m_report, &ReportExport::finished, this, [this](const ReportExport::Outcome& outcome) {
        if (m_progress) {
            m_progress->deleteLater();
            m_progress = nullptr;
        }
        emit finished(outcome.ok, outcome.message);
    });
}

QString Exporter::suggestedPath(const QString& suffix) const {
    const QString path = m_document.path();
    const QFileInfo info(path.isEmpty() ? QDir::home().filePath(m_document.name()) : path);
    return info.absoluteDir().filePath(info.completeBaseName() + QStringLiteral("-report.") +
                                       suffix);
}

void Exporter::showExportReportDialog() {
    if (!m_document.source())
        return;
    const QString html = tr("HTML page (*.html *.htm)");
    const QString json = tr("JSON, as u8scope-cli scan --json (*.json)");
    QString filter = html;
    const QString chosen = QFileDialog::getSaveFileName(
        &m_parent, tr("Export Report"), suggestedPath(QStringLiteral("html")),
        html + QStringLiteral(";;") + json, &filter);
    if (chosen.isEmpty())
        return;
    QString path = chosen;
    // The filter decides when the name has no suffix of its own.
    if (QFileInfo(path).suffix().isEmpty())
        path += filter == json ? QStringLiteral(".json") : QStringLiteral(".html");
    exportReport(path, ReportExport::formatFor(path));
}

bool Exporter::exportReport(const QString& path, ReportFormat format) {
    const auto& source = m_document.source();
    if (!source)
        return false;
    // The name as the file system has it (a name that is not UTF-8 keeps its octets; the
    // report escapes them).
    const std::string octets = m_document.nativePath().isEmpty()
                                   ? m_document.name().toStdString()
                                   : m_document.nativePath().toStdString();
    m_report.start(source, octets, m_document.profile(), path, format);
    // A large file: a progress dialog with Cancel, shown once the report takes a while.
    constexpr std::uint64_t kLarge = std::uint64_t{32} << 20;
    if (source->size() >= kLarge && !m_progress) {
        m_progress =
            new QProgressDialog(tr("Writing the report %1…").arg(QDir::toNativeSeparators(path)),
                                tr("Cancel"), 0, 1000, &m_parent);
        m_progress->setWindowTitle(tr("Export Report"));
        m_progress->setWindowModality(Qt::WindowModal);
        m_progress->setMinimumDuration(800);
        m_progress->setAutoClose(false);
        m_progress->setAutoReset(false);
        connect(m_progress, &QProgressDialog::canceled, this, &Exporter::cancelReport);
    }
    return true;
}

void Exporter::cancelReport() {
    m_report.cancel();
}

bool Exporter::paintShownRows(HexView& view, QPagedPaintDevice& device) {
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    const QRect page = painter.viewport();
    const QSizeF shown = view.shownRowsSize();
    const double scale =
        std::min({1.0, page.width() / shown.width(), page.height() / shown.height()});
    painter.scale(scale, scale);
    view.paintShownRows(painter);
    return painter.end();
}

void Exporter::showPrintDialog() {
    QPrinter printer(QPrinter::ScreenResolution);
    printer.setDocName(m_document.name());
    QPrintDialog dialog(&printer, &m_parent);
    dialog.setWindowTitle(tr("Print"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!paintShownRows(m_view, printer)) {
        emit finished(false, tr("Cannot print to %1.").arg(printer.printerName()));
        return;
    }
    emit finished(true, tr("Printed the rows shown."));
}

void Exporter::showExportPdfDialog() {
    const QString chosen = QFileDialog::getSaveFileName(
        &m_parent, tr("Export PDF"), suggestedPath(QStringLiteral("pdf")), tr("PDF (*.pdf)"));
    if (chosen.isEmpty())
        return;
    exportPdf(QFileInfo(chosen).suffix().isEmpty() ? chosen + QStringLiteral(".pdf") : chosen);
}

bool Exporter::exportPdf(const QString& path) {
    const QString shown = QDir::toNativeSeparators(path);
    const auto fail = [&](const QString& reason) {
        emit finished(false, tr("Cannot write the PDF %1: %2").arg(shown, reason));
        return false;
    };
    // QPrinter's PDF engine, on a QSaveFile: a temporary file in the target's folder that
    // replaces the target only once complete, and the file system's reason when it cannot.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(file.errorString());
    CheckedWrites writes(file);
    {
        QPdfWriter pdf(&writes);
        pdf.setResolution(m_view.logicalDpiY());
        pdf.setTitle(m_document.name());
        pdf.setCreator(QStringLiteral("u8scope"));
        pdf.setPageOrientation(QPageLayout::Landscape);
        if (!paintShownRows(m_view, pdf)) {
            file.cancelWriting();
            return fail(writes.failure().isEmpty() ? file.errorString() : writes.failure());
        }
    } // the PDF is finished here, its last octets written
    if (!writes.failure().isEmpty()) {
        file.cancelWriting();
        return fail(writes.failure());
    }
    // QSaveFile::commit() ignores a failure of its last flush (a full disk) and would rename a
    // truncated PDF over the target.
    if (!file.flush()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return fail(reason);
    }
    if (!file.commit())
        return fail(file.errorString());
    emit finished(true, tr("Wrote the PDF %1").arg(shown));
    return true;
}

} // namespace u8scope::ui
