#include "document/document.h"

#include "jobs/scanjob.h"
#include "theme/format.h"
#include "u8scope/file/window.h"
#include "words/words.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace u8scope::ui {

namespace {
constexpr int kDiskCheckMs = 2000;
} // namespace

Document::Document(QObject* parent) : Document(analyses(), parent) {}

Document::Document(const std::vector<AnalysisFactory>& analyses, QObject* parent)
    : QObject(parent), m_watcher(new QFileSystemWatcher(this)), m_scan(new ScanJob(this)),
      m_filter(new ScanJob(this)) {
    m_blank = {Blank::Reason::NoFile, tr("No file"), tr("Open a file (Ctrl+O) or drop one here.")};
    connect(m_scan, &BackgroundJob::progress, this, [this](quint64 done, quint64 total) {
        if (m_scanState == ScanState::Running)
            emit scanProgressed(done, total);
    });
    connect(m_scan, &BackgroundJob::finished, this, &Document::onScanFinished);
    connect(m_filter, &BackgroundJob::progress, this, [this] {
        if (m_filter->isRunning())
            emit errorsChanged();
    });
    connect(m_filter, &BackgroundJob::finished, this, &Document::onFilterFinished);
    for (const AnalysisFactory make : analyses) {
        m_analyses.push_back(make());
        AnalysisJob* analysis = m_analyses.back().get();
        connect(&analysis->job(), &BackgroundJob::finished, this, [this, analysis](bool cancelled) {
            if (cancelled)
                return;
            // The inspector says what the mojibake list says of the place under the cursor.
            if (analysis->key() == &kMojibakeFindings) {
                if (const auto report = mojibake(); report && !report->cancelled)
                    updateInspection();
            }
            emit analysisFinished(QString::fromLatin1(analysis->id()));
        });
        connect(&analysis->job(), &BackgroundJob::progress, this,
                [this, analysis](quint64 done, quint64 total) {
                    emit analysisProgressed(QString::fromLatin1(analysis->id()), done, total);
                });
    }
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, [this] { checkDiskState(); });
    m_diskTimer.setInterval(kDiskCheckMs);
    connect(&m_diskTimer, &QTimer::timeout, this, [this] { checkDiskState(); });
    m_diskTimer.start();
}

Document::~Document() {
    // Running workers hold their own references; they only need to be told to stop.
    m_scan->cancel();
    m_filter->cancel();
    for (const auto& analysis : m_analyses)
        analysis->job().cancel();
}

// ---- the source ------------------------------------------------------------------------------

namespace {

// `nativePath` made absolute; cleaned as QFileInfo does when Qt can carry the name.
QByteArray absoluteNativePath(const QByteArray& nativePath) {
    if (survivesQString(nativePath))
        return QFile::encodeName(QFileInfo(QFile::decodeName(nativePath)).absoluteFilePath());
    if (nativePath.startsWith('/'))
        return nativePath;
    QByteArray relative = nativePath;
    while (relative.startsWith("./"))
        relative.remove(0, 2);
    return QFile::encodeName(QDir::currentPath()) + '/' + relative;
}

QByteArray fileNameOf(const QByteArray& nativePath) {
    return nativePath.mid(nativePath.lastIndexOf('/') + 1);
}

// At most this much of a file of /proc or /sys is read (/proc/kcore states terabytes).
constexpr std::size_t kSnapshotLimit = std::size_t{64} << 20;

// What a file opened to be shown is read through.
struct Opened {
    std::shared_ptr<const ByteSource> source;
    std::shared_ptr<const FileSource> file; ///< null for a snapshot
    /// A file of /proc or /sys, taken into memory (below): whether it was cut at kSnapshotLimit.
    std::optional<bool> snapshotCut;
};

// Opens a regular file. A file of /proc or /sys states no true size (0, or 4096 whatever it
// holds), so positioned reads would show nothing, or less than stated: what one read from its
// start gives is taken into memory instead, a snapshot of it.
Result<Opened> openToShow(const std::string& path) {
    auto opened = FileSource::open(path);
    if (!opened)
        return opened.error();
    std::shared_ptr<const FileSource> file(std::move(opened.value()));
    if (file->statesItsSize())
        return Opened{file, file, std::nullopt};
    // Without blocking: a file that waits for more (/proc/kmsg, a tracing pipe) gives what it
    // has, and the window does not freeze.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return IoError{path, std::strerror(errno), errno};
    std::vector<std::uint8_t> octets;
    std::vector<std::uint8_t> buffer(std::size_t{1} << 16);
    bool cut = false;
    for (;;) {
        const ssize_t n = ::read(fd, buffer.data(), buffer.size());
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            break;
        if (n < 0) {
            const int code = errno;
            ::close(fd);
            return IoError{path, std::strerror(code), code};
        }
        if (n == 0)
            break;
        const auto got = static_cast<std::size_t>(n);
        const std::size_t take = std::min(got, kSnapshotLimit - octets.size());
        octets.insert(octets.end(), buffer.begin(),
                      buffer.begin() + static_cast<std::ptrdiff_t>(take));
        if (octets.size() == kSnapshotLimit) {
            cut = take < got || ::read(fd, buffer.data(), 1) > 0;
            break;
        }
    }
    ::close(fd);
    if (octets.empty() && file->size() == 0)
        return Opened{file, file, std::nullopt};
    return Opened{std::make_shared<MemorySource>(std::move(octets), path), nullptr, cut};
}

} // namespace

bool Document::openFile(const QString& path) {
    return openNativeFile(QFile::encodeName(path));
}

bool Document::openNativeFile(const QByteArray& nativePath) {
    auto opened = openToShow(nativePath.toStdString());
    if (!opened) {
        emit openFailed(
            tr("Cannot open “%1”: %2.")
                .arg(fileNameText(nativePath), QString::fromStdString(opened.error().reason)));
        return false;
    }
    const QByteArray absolute = absoluteNativePath(nativePath);
    const bool same = absolute == m_nativePath;
    showSource(opened->source, opened->file, absolute, fileNameText(fileNameOf(absolute)),
               same ? std::optional<std::uint64_t>(m_cursor) : std::nullopt);
    noteSnapshot(opened->snapshotCut);
    return true;
}

void Document::noteSnapshot(std::optional<bool> cut) {
    if (!cut || m_source->size() == 0)
        return;
    const QString text =
        *cut ? tr("“%1” is made by the system as it is read (a file of /proc or /sys), and holds "
                  "more than %2: these are its first %2, as they were when opened. Reload (F5) "
                  "reads them again.")
                   .arg(m_name, sizeText(kSnapshotLimit))
             : tr("“%1” is made by the system as it is read (a file of /proc or /sys): this is "
                  "what it held when opened. Reload (F5) reads it again.")
                   .arg(m_name);
    emit notice(reloadNotice(Notice::Kind::Info, text));
}

void Document::openSource(std::shared_ptr<const ByteSource> source, const QString& name) {
    showSource(std::move(source), nullptr, QByteArray(), name, std::nullopt);
}

bool Document::reload() {
    if (m_nativePath.isEmpty()) {
        if (m_source) {
            emit statusMessage(tr("The built-in demo cannot change: nothing to reload."), 5000);
        }
        return false;
    }
    auto opened = openToShow(m_nativePath.toStdString());
    if (!opened) {
        const QString message =
            tr("Cannot reload “%1”: %2. Still showing what could be read before.")
                .arg(fileNameText(m_nativePath), QString::fromStdString(opened.error().reason));
        emit notice({Notice::Kind::Error, message, {}});
        return false;
    }
    showSource(opened->source, opened->file, m_nativePath, m_name, m_cursor);
    noteSnapshot(opened->snapshotCut);
    emit statusMessage(tr("Reloaded %1").arg(m_name), 4000);
    return true;
}

void Document::showSource(std::shared_ptr<const ByteSource> source,
                          std::shared_ptr<const FileSource> file, const QByteArray& nativePath,
                          const QString& name, std::optional<std::uint64_t> cursor) {
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    m_source = std::move(source);
    m_head.reset();
    m_file = std::move(file);
    m_nativePath = nativePath;
    m_path = nativePath.isEmpty() ? QString() : QFile::decodeName(nativePath);
    m_name = name;
    m_reportedStamp.reset();
    m_reportedGone = false;
    watchPath();

    m_cursor = m_selectionStart = m_selectionEnd = 0;
    const std::uint64_t size = m_source->size();
    if (size > 0) {
        // The unit at the cursor, as setCursor() selects it; without notifying twice.
        m_cursor = std::min(cursor.value_or(0), size - 1);
        auto unit = unitAt(*m_source, m_cursor, m_profile);
        m_selectionStart = unit ? unit->offset : m_cursor;
        m_selectionEnd = unit ? std::min(unit->end(), size) : m_cursor + 1;
    }
    emit sourceChanged();
    emit selectionChanged();
    if (size == 0) {
        emit notice(
            {Notice::Kind::Info, tr("“%1” is empty: it has no octets to show.").arg(m_name), {}});
    }
    updateInspection();
    startScan();
}

Notice Document::reloadNotice(Notice::Kind kind, const QString& text) {
    return {kind, text, {{tr("Reload (F5)"), [this] { reload(); }}}};
}

bool Document::checkDiskState() {
    if (!m_file)
        return false;
    const auto now = m_file->currentStamp();
    const FileStamp& opened = m_file->stamp();
    QString message;
    if (!now) {
        if (m_reportedGone)
            return true;
        m_reportedGone = true;
        message = tr("“%1” can no longer be found on disk (%2): it was deleted or renamed. The "
                     "view shows what can still be read.")
                      .arg(m_name, QString::fromStdString(now.error().reason));
    } else {
        const FileStamp& current = now.value();
        if (current == opened)
            return false;
        if (m_reportedStamp && *m_reportedStamp == current)
            return true;
        m_reportedStamp = current;
        m_reportedGone = false;
        if (current.inode != opened.inode) {
            message = tr("“%1” was replaced on disk.").arg(m_name);
        } else if (current.size < opened.size) {
            message = tr("“%1” shrank on disk from %2 to %3 octets; the octets past the end can no "
                         "longer be read.")
                          .arg(m_name, number(opened.size), number(current.size));
        } else if (current.size > opened.size) {
            message = tr("“%1” grew on disk from %2 to %3 octets.")
                          .arg(m_name, number(opened.size), number(current.size));
        } else {
            message = tr("“%1” was modified on disk.").arg(m_name);
        }
        message += QLatin1Char(' ') + tr("Reload to see it as it is now and scan it again.");
    }
    // What is shown is read afresh, so it is what is there now (short reads where it shrank).
    emit contentChanged();
    updateInspection();
    emit notice(reloadNotice(Notice::Kind::Warning, message));
    // Watchers stop after a file is replaced; watch the path again.
    watchPath();
    return true;
}

void Document::watchPath() {
    // QFileSystemWatcher takes a QString: a name that is not UTF-8 would reach another file (or
    // none). Such a file is left to the periodic check (m_diskTimer), which stats the octets.
    if (m_nativePath.isEmpty() || !survivesQString(m_nativePath))
        return;
    if (!m_watcher->files().contains(m_path))
        m_watcher->addPath(m_path);
}

void Document::reportReadFailure(const QString& message) {
    // A file that changed on disk gets its own notice, which says how it changed.
    if (checkDiskState())
        return;
    emit notice(reloadNotice(Notice::Kind::Warning, message));
}

// ---- profile ---------------------------------------------------------------------------------

void Document::setProfile(Profile profile) {
    if (profile == m_profile)
        return;
    m_profile = profile;
    emit profileChanged(profile);
    updateInspection();
    if (m_source)
        startScan();
}

// ---- the scan and its errors -----------------------------------------------------------------

std::pair<std::uint64_t, std::uint64_t> Document::scanProgress() const noexcept {
    return {m_scan->done(), m_scan->total()};
}

void Document::rescan() {
    if (m_source)
        startScan();
}

void Document::cancelScan() {
    m_scan->cancel();
}

void Document::startScan() {
    m_scanResult.reset();
    m_scanProblem.clear();
    m_allRows.reset();
    m_filter->cancel();
    m_errorKind.reset();
    m_rows.reset();
    m_errorsProblem.clear();
    m_scanState = ScanState::Running;
    m_scan->start(m_source, m_profile);
    // The analyses start from what the scan finds (onScanFinished).
    for (const auto& analysis : m_analyses)
        analysis->clear();
    emit errorsChanged();
    emit scanStateChanged();
}

void Document::onScanFinished(bool cancelled) {
    const auto result = m_scan->result();
    // Even after a cancelled or failed scan: an analysis then reads the whole source itself.
    if (!m_scan->isRunning()) {
        for (const auto& analysis : m_analyses)
            analysis->start(m_source, m_profile, cancelled ? nullptr : result);
    }
    if (cancelled || !result || result->cancelled) {
        m_scanState = ScanState::Cancelled;
        emit statusMessage(tr("Scan cancelled"), 4000);
        emit scanStateChanged();
        emit errorsChanged();
        emit scanFinished(true);
        return;
    }
    if (result->ioError) {
        m_scanProblem = tr("Reading “%1” failed during the scan: %2.")
                            .arg(m_name, QString::fromStdString(result->ioError->reason));
        emit notice(reloadNotice(Notice::Kind::Error, m_scanProblem));
    } else if (!m_source->changeSinceOpened().empty() || result->stats.octets != m_source->size()) {
        // Cut short, grown or rewritten while it was scanned: the figures are of part of the
        // file, or of no one version of it. The notice of the change says how, with Reload.
        m_scanProblem = tr("“%1” changed while it was scanned: the figures are of what was read, "
                           "not of the file as it is.")
                            .arg(m_name);
        checkDiskState();
    }
    m_scanResult = result;
    m_scanState = ScanState::Finished;
    // The rows share ownership of the index with the result it belongs to.
    std::shared_ptr<const ErrorIndex> index(result, &result->errors);
    m_allRows = makeErrorRows(index, m_source, m_profile);
    m_rows = m_allRows;
    emit scanStateChanged();
    emit errorsChanged();
    emit scanFinished(false);
    // The map is in: a unit in binary data is explained as part of it.
    if (m_inspection && m_inspection->explanation && regions())
        updateInspection();
}

void Document::setErrorKind(std::optional<ErrorKind> kind) {
    if (kind == m_errorKind)
        return;
    m_errorKind = kind;
    m_errorsProblem.clear();
    if (!kind || !m_source) {
        m_filter->cancel();
        m_rows = m_allRows;
    } else {
        m_rows.reset();
        m_filter->setKind(kind);
        m_filter->start(m_source, m_profile);
    }
    emit errorsChanged();
}

bool Document::isCollectingErrors() const noexcept {
    return m_filter->isRunning();
}

std::pair<std::uint64_t, std::uint64_t> Document::errorsProgress() const noexcept {
    return {m_filter->done(), m_filter->total()};
}

void Document::onFilterFinished(bool cancelled) {
    const auto result = m_filter->result();
    // Cancelled only when the kind was reset or changed, which has updated the rows already.
    if (cancelled || !result || result->cancelled)
        return;
    if (result->ioError) {
        m_errorsProblem =
            tr("Cannot read %1").arg(QString::fromStdString(result->ioError->message()));
    } else {
        std::shared_ptr<const ErrorIndex> index(result, &result->errors);
        m_rows = makeErrorRows(index, m_source, m_profile);
    }
    emit errorsChanged();
}

const ErrorRows* Document::visitableErrors() {
    if (!m_source) {
        emit statusMessage(tr("No file is open."), 4000);
        return nullptr;
    }
    if (!m_scanResult) {
        const auto [done, total] = scanProgress();
        emit statusMessage(
            m_scanState == ScanState::Running
                ? tr("Still scanning (%1%): errors can be visited when the scan ends.")
                      .arg(total ? done * 100 / total : 0)
                : tr("The file has not been scanned: File ▸ Rescan (Ctrl+R)."),
            5000);
        return nullptr;
    }
    if (isCollectingErrors()) {
        emit statusMessage(tr("Still collecting the errors of that kind."), 4000);
        return nullptr;
    }
    if (!m_rows || m_rows->count() == 0) {
        emit statusMessage(m_errorKind
                               ? tr("No malformed sequences of that kind in %1.").arg(m_name)
                               : tr("No malformed sequences in %1.").arg(m_name),
                           5000);
        return nullptr;
    }
    return m_rows.get();
}

void Document::goToError(std::uint64_t index, const QString& note) {
    if (!m_rows || index >= m_rows->count())
        return;
    auto unit = m_rows->at(index);
    if (!unit) {
        emit statusMessage(ioErrorText(unit.error()), 5000);
        return;
    }
    setCursor(unit->offset);
    // With one kind shown, its count comes first and the count of every kind after it: "Error 1
    // of 3" alone read as if the file had three errors.
    const QString what = Words::kind(*unit->error);
    QString message =
        m_errorKind && m_scanResult
            ? tr("%1 %2 of %3 at %4 (of %5 errors in all)")
                  .arg(what, number(index + 1), number(m_rows->count()), hexOffset(unit->offset),
                       number(m_scanResult->stats.errors))
            : tr("Error %1 of %2: %3 at %4")
                  .arg(number(index + 1), number(m_rows->count()), what, hexOffset(unit->offset));
    if (!note.isEmpty())
        message = note + QStringLiteral(" — ") + message;
    emit statusMessage(message, 6000);
}

void Document::nextError() {
    stepError(true);
}

void Document::previousError() {
    stepError(false);
}

void Document::stepError(bool forward) {
    const ErrorRows* rows = visitableErrors();
    if (!rows)
        return;
    const auto step = forward ? rows->next(m_cursor) : rows->previous(m_cursor);
    if (!step) {
        emit statusMessage(ioErrorText(step.error()), 5000);
        return;
    }
    if (*step) {
        goToError((*step)->index, !(*step)->wrapped ? QString()
                                  : forward         ? tr("Wrapped to the first error")
                                                    : tr("Wrapped to the last error"));
    }
}

// ---- cursor and selection --------------------------------------------------------------------

void Document::setCursor(std::uint64_t offset) {
    const std::uint64_t size = this->size();
    if (size == 0)
        return;
    offset = std::min(offset, size - 1);
    auto unit = unitAt(*m_source, offset, m_profile);
    if (!unit) {
        setSelectionState(offset, offset, offset + 1);
        return;
    }
    setSelectionState(offset, unit->offset, std::min(unit->end(), size));
}

void Document::setSelection(std::uint64_t from, std::uint64_t to) {
    const std::uint64_t size = this->size();
    if (from > to)
        std::swap(from, to);
    from = std::min(from, size);
    to = std::min(to, size);
    setSelectionState(size == 0 ? 0 : std::min(from, size - 1), from, to);
}

void Document::setSelectionState(std::uint64_t cursor, std::uint64_t from, std::uint64_t to) {
    if (cursor == m_cursor && from == m_selectionStart && to == m_selectionEnd)
        return;
    const bool moved = cursor != m_cursor;
    m_cursor = cursor;
    m_selectionStart = from;
    m_selectionEnd = to;
    emit selectionChanged();
    if (moved)
        updateInspection();
}

// ---- the unit under the cursor ---------------------------------------------------------------

const SourceHead* Document::sourceHead() {
    // Only while the report is not in: after, it tells the same (and reading the head of a file
    // in a legacy encoding asks two charset detectors, some milliseconds each time).
    if (!m_head && m_source && !mojibake()) {
        if (auto head = readSourceHead(*m_source))
            m_head = std::move(*head);
    }
    return m_head ? &*m_head : nullptr;
}

void Document::updateInspection() {
    m_inspection.reset();
    if (!m_source) {
        m_blank = {Blank::Reason::NoFile, tr("No file"),
                   tr("Open a file (Ctrl+O) or drop one here.")};
    } else if (m_source->size() == 0) {
        m_blank = {Blank::Reason::EmptyFile, tr("Empty file"),
                   tr("“%1” has 0 octets.").arg(m_name)};
    } else if (auto inspection = inspect(*m_source, m_cursor, m_profile, mojibake().get(), true,
                                         sourceHead(), regions())) {
        m_inspection = std::move(*inspection);
    } else {
        m_blank = {Blank::Reason::Unreadable, tr("Cannot read offset %1").arg(hexOffset(m_cursor)),
                   ioErrorText(inspection.error())};
    }
    emit inspectionChanged();
}

} // namespace u8scope::ui
