// File ▸ Export Report: the report of the open source (core's report.h: the JSON that
// `u8scope-cli scan --json` writes, or the self-contained HTML page of `scan --html`) written to
// a file in a worker thread, with progress. Written through QSaveFile: a temporary file in the
// target's folder that replaces the target only once complete, so a full disk or a cancel never
// leaves half a report under the chosen name.
#pragma once

#include "jobs/backgroundjob.h"
#include "u8scope/codec/profile.h"
#include "u8scope/file/source.h"
#include "u8scope/report/report.h"

#include <QObject>
#include <QString>
#include <memory>

namespace u8scope::ui {

class ReportExport : public QObject {
    Q_OBJECT
public:
    /// How a run ended: `message` names the file and, on failure, the reason.
    struct Outcome {
        bool ok = false;
        bool cancelled = false;
        QString message;
    };

    explicit ReportExport(QObject* parent = nullptr);

    /// The format a file name asks for: HTML for .html/.htm (or the HTML filter), else JSON.
    [[nodiscard]] static ReportFormat formatFor(const QString& path);

    /// Writes the report of `source` (named `name` in it) to `target`; supersedes a run under way.
    void start(std::shared_ptr<const ByteSource> source, const std::string& name, Profile profile,
               const QString& target, ReportFormat format);
    [[nodiscard]] bool isRunning() const noexcept { return m_job.isRunning(); }
    void cancel() { m_job.cancel(); }

    /// The work itself, on any thread: what start() runs in the worker.
    [[nodiscard]] static Outcome write(const ByteSource& source, const std::string& name,
                                       Profile profile, const QString& target, ReportFormat format,
                                       JobControl& control);

signals:
    void progress(quint64 done, quint64 total);
    /// The run ended; `outcome.message` says how.
    void finished(const u8scope::ui::ReportExport::Outcome& outcome);

private:
    Job<Outcome> m_job;
};

} // namespace u8scope::ui
