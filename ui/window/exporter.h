// What leaves the window for elsewhere: File ▸ Export Report (reportexport.h, in a worker thread),
// Print and Export PDF of the rows the hex view shows (Qt Print Support, painted by the view
// itself). The dialogs ask; the slots without a dialog do the work, so tests drive them.
// Results and failures come back as signals naming the file and the reason.
#pragma once

#include "u8scope/report/report.h"
#include "window/reportexport.h"

#include <QObject>
#include <QString>

class QPagedPaintDevice;
class QProgressDialog;
class QWidget;

namespace u8scope::ui {

class Document;
class HexView;

class Exporter : public QObject {
    Q_OBJECT
public:
    Exporter(Document& document, HexView& view, QWidget& dialogParent);

    [[nodiscard]] bool isExporting() const noexcept { return m_report.isRunning(); }

    /// Paints the rows `view` shows now, its column header above them, scaled to fit the page of
    /// `device` (a QPrinter, a QPdfWriter); false when painting could not start.
    static bool paintShownRows(HexView& view, QPagedPaintDevice& device);

public slots:
    /// Asks where, in JSON or HTML, then writes the report there (exportReport()).
    void showExportReportDialog();
    /// Starts writing the report of the open source to `path`; finished() follows. False when
    /// nothing is open.
    bool exportReport(const QString& path, u8scope::ReportFormat format);
    /// Stops the report under way; nothing is left under its name.
    void cancelReport();
    /// The print dialog, then the rows shown on the chosen printer.
    void showPrintDialog();
    /// Asks where, then exportPdf().
    void showExportPdfDialog();
    /// Writes the rows shown as a one-page PDF to `path` (through a temporary file in its
    /// folder); says how in finished().
    bool exportPdf(const QString& path);

signals:
    /// Something to say in passing (progress of a report).
    void statusMessage(const QString& text, int timeoutMs);
    /// A report or PDF was written (`ok`) or not; `message` names the file, and the reason.
    void finished(bool ok, const QString& message);

private:
    [[nodiscard]] QString suggestedPath(const QString& suffix) const;

    Document& m_document;
    HexView& m_view;
    QWidget& m_parent;
    ReportExport m_report;
    /// Progress with Cancel, for the report of a large file (a few seconds or more).
    QProgressDialog* m_progress = nullptr;
};

} // namespace u8scope::ui
