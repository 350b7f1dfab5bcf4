#include "window/reportexport.h"

#include "document/wholewrite.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace u8scope::ui {

ReportExport::ReportExport(QObject* parent) : QObject(parent), m_job(this) {
    connect(&m_job, &BackgroundJob::progress, this, &ReportExport::progress);
    connect(&m_job, &BackgroundJob::finished, this, [this](bool cancelled) {
        Outcome outcome;
        if (const auto& result = m_job.result())
            outcome = *result;
        outcome.cancelled = outcome.cancelled || cancelled;
        if (outcome.cancelled && outcome.message.isEmpty())
            outcome.message = tr("The report was cancelled.");
        emit finished(outcome);
    });
}

ReportFormat ReportExport::formatFor(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("html") || suffix == QLatin1String("htm") ? ReportFormat::Html
                                                                             : ReportFormat::Json;
}

void ReportExport::start(std::shared_ptr<const ByteSource> source, const std::string& name,
                         Profile profile, const QString& target, ReportFormat format) {
    const std::uint64_t total = ReportOutcome::work(source->size(), format);
    m_job.start(
        [source = std::move(source), name, profile, target, format](JobControl& control) {
            return write(*source, name, profile, target, format, control);
        },
        total);
}

ReportExport::Outcome ReportExport::write(const ByteSource& source, const std::string& name,
                                          Profile profile, const QString& target,
                                          ReportFormat format, JobControl& control) {
    const QString shown = QDir::toNativeSeparators(target);
    const auto failed = [&shown](const QString& reason) {
        return Outcome{false, false, tr("Cannot write the report %1: %2").arg(shown, reason)};
    };
    QSaveFile file(target);
    // Unbuffered: the report comes in large pieces, and a failed write then keeps the system's
    // reason ("No space left on device").
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return failed(file.errorString());
    ReportOptions options;
    options.format = format;
    options.profile = profile;
    options.name = name;
    // Its reader may have no command line: the page sends them to none of its commands.
    options.namesCommands = false;
    // The report reads the file twice (counted, then listed): a change on disk in between stops
    // the list, marked truncated, and the message says so.
    options.changed = [&source] { return source.changeSinceOpened(); };
    options.progress = [&control](std::uint64_t done, std::uint64_t total) {
        control.total = total;
        control.done = done;
        return !control.cancel.load();
    };
    const ReportOutcome outcome = writeReport(
        source, options, [&file](std::string_view piece) { return writeWhole(file, piece); });
    if (outcome.readError) {
        file.cancelWriting();
        return {false, false,
                tr("Cannot write the report %1: reading failed: %2")
                    .arg(shown, QString::fromStdString(outcome.readError->message()))};
    }
    if (outcome.cancelled) {
        file.cancelWriting();
        return {false, true, tr("The report %1 was not written: cancelled.").arg(shown)};
    }
    if (outcome.writeFailed) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return failed(reason);
    }
    if (!file.commit())
        return failed(file.errorString());
    if (!outcome.truncation.empty()) {
        return {true, false,
                tr("Wrote the report %1; its list of errors stops short: %2")
                    .arg(shown, QString::fromStdString(outcome.truncation))};
    }
    return {true, false, tr("Wrote the report %1").arg(shown)};
}

} // namespace u8scope::ui
