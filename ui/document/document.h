// The open document: its source (a file on disk, or octets in memory such as the built-in demo),
// the watch on the file and its reload, the profile, the background scan with its error rows (all
// of them, or those of one kind), the other per-document results (analysis.h), the cursor and
// selection, and the inspection of the unit under the cursor. It signals every change, so that
// the hex view, the panels and the status bar follow it; it drives no widget, so tests use it
// alone. Words for people (notices, status messages) are made here, through tr().
#pragma once

#include "document/analysis.h"
#include "document/errorrows.h"
#include "document/inspection.h"
#include "document/mojibakereport.h"
#include "document/notice.h"
#include "u8scope/codec/profile.h"
#include "u8scope/file/source.h"
#include "u8scope/scan/scanner.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QTimer>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

class QFileSystemWatcher;

namespace u8scope::ui {

class ScanJob;

class Document : public QObject {
    Q_OBJECT
public:
    /// Where the background scan stands.
    enum class ScanState {
        Idle,      ///< no source, or a new one not scanned yet
        Running,   ///< scanning; scanProgress() says how far
        Cancelled, ///< cancelled: rescan() starts again
        Finished,  ///< scanResult() holds the figures and errors (scanProblem() any read error)
    };

    /// A Document that runs every analysis of analyses().
    explicit Document(QObject* parent = nullptr);
    /// A Document that runs the analyses given (tests give their own).
    Document(const std::vector<AnalysisFactory>& analyses, QObject* parent);
    ~Document() override;

    // ---- the source ---------------------------------------------------------------------------

    /// Opens the file at `path` (its cursor kept when it is the file already open). On failure
    /// what is open stays open, openFailed() says why, and it returns false.
    bool openFile(const QString& path);
    /// The same for a path as the octets the system uses, which need not be UTF-8: a name such
    /// as "caf\xE9.txt" (ISO 8859-1) from the command line, a drop or Recent Files, which a
    /// QString cannot carry.
    bool openNativeFile(const QByteArray& nativePath);
    /// Shows octets that are not a file on disk (the built-in demo): nothing to watch or reload.
    void openSource(std::shared_ptr<const ByteSource> source, const QString& name);
    /// Opens the file again from disk, keeping the cursor where it can be; says why not.
    bool reload();

    [[nodiscard]] const std::shared_ptr<const ByteSource>& source() const noexcept {
        return m_source;
    }
    [[nodiscard]] std::uint64_t size() const noexcept { return m_source ? m_source->size() : 0; }
    /// The absolute path of the open file; empty when none is open or the source is not a file.
    /// As a QString, which cannot carry a name that is not UTF-8: use nativePath() to reach the
    /// file again, fileNameText() (theme/format.h) to show it.
    [[nodiscard]] const QString& path() const noexcept { return m_path; }
    /// The absolute path of the open file as the octets the system uses; empty as path().
    [[nodiscard]] const QByteArray& nativePath() const noexcept { return m_nativePath; }
    /// The name to show: the file's name (escaped as fileNameText() does), or the name given to
    /// openSource().
    [[nodiscard]] const QString& name() const noexcept { return m_name; }

    /// Compares the file on disk with what was opened; on a change, tells once (notice()) and
    /// returns true.
    bool checkDiskState();
    /// The view could not read octets: a change on disk is reported as such, anything else as a
    /// warning with Reload.
    void reportReadFailure(const QString& message);
    /// Whether a change of the file on disk (or its going) has been told since it was opened: a
    /// notice of what was found in it must not hide that.
    [[nodiscard]] bool changedOnDisk() const noexcept {
        return m_reportedStamp.has_value() || m_reportedGone;
    }

    // ---- profile ------------------------------------------------------------------------------

    [[nodiscard]] Profile profile() const noexcept { return m_profile; }
    /// Switches the profile: the inspection follows and the source is scanned again.
    void setProfile(Profile profile);

    // ---- the background scan and its errors ---------------------------------------------------

    [[nodiscard]] ScanState scanState() const noexcept { return m_scanState; }
    /// Octets scanned so far and in all, while running (see scanProgressed()).
    [[nodiscard]] std::pair<std::uint64_t, std::uint64_t> scanProgress() const noexcept;
    /// The scan of the source under the current profile, once finished (not cancelled).
    [[nodiscard]] const std::shared_ptr<const ScanResult>& scanResult() const noexcept {
        return m_scanResult;
    }
    /// The region map of the source (regionmap.h), built in the scan's pass: what is where, for
    /// an overview of the file and for the explanations; nullptr until a scan finishes.
    [[nodiscard]] const RegionMap* regions() const noexcept {
        return m_scanResult && m_scanResult->regions ? &*m_scanResult->regions : nullptr;
    }
    /// Why the scan could not read the whole file; empty when it could.
    [[nodiscard]] const QString& scanProblem() const noexcept { return m_scanProblem; }
    /// Scans the source again (after a cancelled scan).
    void rescan();
    void cancelScan();

    /// The kind of error shown (in the error list) and visited (F3); nullopt for every kind.
    [[nodiscard]] std::optional<ErrorKind> errorKind() const noexcept { return m_errorKind; }
    /// Shows the errors of one kind only (collected by a scan of their own), or all again.
    void setErrorKind(std::optional<ErrorKind> kind);
    /// The errors shown: every one, or those of errorKind() once collected; null while the scan
    /// runs or the kind is being collected.
    [[nodiscard]] const std::shared_ptr<const ErrorRows>& errors() const noexcept { return m_rows; }
    /// Whether the errors of errorKind() are being collected; errorsProgress() says how far.
    [[nodiscard]] bool isCollectingErrors() const noexcept;
    [[nodiscard]] std::pair<std::uint64_t, std::uint64_t> errorsProgress() const noexcept;
    /// Why the errors of errorKind() could not be collected; empty when they could.
    [[nodiscard]] const QString& errorsProblem() const noexcept { return m_errorsProblem; }

    /// Moves the cursor to the next / previous error shown, wrapping around (findinglist.h);
    /// says what it did, or why it could not, in statusMessage().
    void nextError();
    void previousError();
    /// Moves the cursor to error `index` of errors().
    void goToError(std::uint64_t index, const QString& note = {});

    // ---- other results ------------------------------------------------------------------------

    /// The result of `analysis` for the source and profile, once finished; null before.
    template <class Result>
    [[nodiscard]] std::shared_ptr<const Result> result(const Analysis<Result>& analysis) const {
        for (const auto& job : m_analyses) {
            if (job->key() == &analysis)
                return static_cast<const AnalysisJobOf<Result>&>(*job).result();
        }
        return nullptr;
    }

    /// The mojibake of the source (kMojibakeFindings), once found; null before. Going through
    /// it, its marks and notice are the mojibake tool's (mojibake/mojibaketool.h).
    [[nodiscard]] std::shared_ptr<const MojibakeReport> mojibake() const {
        return result(kMojibakeFindings);
    }

    // ---- cursor and selection -----------------------------------------------------------------

    [[nodiscard]] std::uint64_t cursor() const noexcept { return m_cursor; }
    /// The selection [selectionStart, selectionEnd).
    [[nodiscard]] std::uint64_t selectionStart() const noexcept { return m_selectionStart; }
    [[nodiscard]] std::uint64_t selectionEnd() const noexcept { return m_selectionEnd; }
    /// Moves the cursor to `offset` (clamped to the source) and selects the unit there.
    void setCursor(std::uint64_t offset);
    /// Selects [from, to) (clamped), with the cursor on `from` (a find match).
    void setSelection(std::uint64_t from, std::uint64_t to);
    /// Takes the cursor and selection as they are, e.g. as the hex view has made them.
    void setSelectionState(std::uint64_t cursor, std::uint64_t from, std::uint64_t to);

    // ---- the unit under the cursor ------------------------------------------------------------

    /// The unit under the cursor, inspected; nullopt when there is none (see blank()).
    [[nodiscard]] const std::optional<Inspection>& inspection() const noexcept {
        return m_inspection;
    }
    /// Why there is no inspection, and what to say instead.
    [[nodiscard]] const Blank& blank() const noexcept { return m_blank; }

signals:
    /// Another source is shown (opened or reloaded); the cursor and selection are set already.
    void sourceChanged();
    /// The file changed on disk: what is shown must be read afresh (sizes may have changed).
    void contentChanged();
    /// openFile() failed: the message names the file and the reason. (A failed reload says so
    /// in a notice, as the file shown stays.)
    void openFailed(const QString& message);
    /// Something the user should know that must not block the window.
    void notice(const Notice& notice);
    /// Something to say in passing, for `timeoutMs`: where F3 went, "Reloaded a.txt".
    void statusMessage(const QString& text, int timeoutMs);
    void profileChanged(Profile profile);
    /// The scan started or ended; scanState() tells how.
    void scanStateChanged();
    /// The scan under way has read `done` of `total` octets (a few times a second).
    void scanProgressed(quint64 done, quint64 total);
    /// The scan ended and its results (if not cancelled) are in place.
    void scanFinished(bool cancelled);
    /// errors(), errorKind() or the progress of collecting a kind changed.
    void errorsChanged();
    /// Analysis `id` has read `done` of `total` octets (a few times a second while it runs, and
    /// once as it ends; `total` may grow, as when the mojibake analysis reads a second time).
    void analysisProgressed(const QString& id, quint64 done, quint64 total);
    /// The result of analysis `id` is ready (see result()).
    void analysisFinished(const QString& id);
    void selectionChanged();
    /// inspection() or blank() changed (the cursor moved, the profile or the source changed).
    void inspectionChanged();

private:
    void showSource(std::shared_ptr<const ByteSource> source,
                    std::shared_ptr<const FileSource> file, const QByteArray& nativePath,
                    const QString& name, std::optional<std::uint64_t> cursor);
    void startScan();
    void onScanFinished(bool cancelled);
    void onFilterFinished(bool cancelled);
    void updateInspection();
    /// What the source's head tells the mojibake engine (readSourceHead), read once per source;
    /// null when it cannot be read (inspect() then says why).
    [[nodiscard]] const SourceHead* sourceHead();
    /// Watches the open file for changes, when Qt can reach it by name.
    void watchPath();
    /// The errors shown, when they can be visited now; otherwise says why and returns null.
    [[nodiscard]] const ErrorRows* visitableErrors();
    /// nextError() or previousError().
    void stepError(bool forward);
    [[nodiscard]] Notice reloadNotice(Notice::Kind kind, const QString& text);
    /// Says that the source is a snapshot of a file of /proc or /sys (`cut`: at its limit), if
    /// it is one (`cut` set).
    void noteSnapshot(std::optional<bool> cut);

    // m_source is what the view, panels and workers read; m_file is the same object when it is
    // a file on disk (for the change checks), null otherwise.
    std::shared_ptr<const ByteSource> m_source;
    std::shared_ptr<const FileSource> m_file;
    std::optional<SourceHead> m_head; // sourceHead(), once read
    QByteArray m_nativePath;
    QString m_path; // m_nativePath through QFile::decodeName
    QString m_name;
    Profile m_profile = kDefaultProfile;
    // The change on disk already reported, so that the checks do not repeat it.
    std::optional<FileStamp> m_reportedStamp;
    bool m_reportedGone = false;
    QFileSystemWatcher* m_watcher;
    QTimer m_diskTimer;

    ScanJob* m_scan;
    ScanState m_scanState = ScanState::Idle;
    std::shared_ptr<const ScanResult> m_scanResult;
    QString m_scanProblem;
    std::shared_ptr<const ErrorRows> m_allRows;
    ScanJob* m_filter; ///< collects the errors of m_errorKind
    std::optional<ErrorKind> m_errorKind;
    std::shared_ptr<const ErrorRows> m_rows;
    QString m_errorsProblem;
    std::vector<std::unique_ptr<AnalysisJob>> m_analyses;

    std::uint64_t m_cursor = 0;
    std::uint64_t m_selectionStart = 0;
    std::uint64_t m_selectionEnd = 0;
    std::optional<Inspection> m_inspection;
    Blank m_blank;
};

} // namespace u8scope::ui
