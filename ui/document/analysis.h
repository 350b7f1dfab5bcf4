// Results the Document computes in the background for each source and profile from what the
// scan found (for example the mojibake findings of a whole file, read only where the scan
// pointed). An Analysis names a result type and the work that computes it; the Document runs
// every analysis in the list (analyses.cpp) once the scan after each open, reload, rescan and
// profile switch has ended, superseding the run under way, and says analysisFinished(id) when a
// result is ready. Adding one is a new file and a line in the list:
//
//     // document/linecount.h
//     struct LineCount { std::uint64_t lines = 0; };
//     extern const Analysis<LineCount> kLineCount;
//     // document/linecount.cpp
//     const Analysis<LineCount> kLineCount{"line-count", [](const ByteSource& source, Profile,
//                                          JobControl& control, const ScanResult& scan) { ... }};
//     // document/analyses.cpp: &makeAnalysisJob<kLineCount>,
//     // anywhere: if (auto counts = document.result(kLineCount)) ...
#pragma once

#include "jobs/backgroundjob.h"
#include "u8scope/codec/profile.h"
#include "u8scope/file/source.h"
#include "u8scope/scan/scanner.h"

#include <memory>
#include <type_traits>
#include <vector>

namespace u8scope::ui {

template <class R>
struct Analysis {
    using Result = R;
    /// A stable name, for analysisFinished() and messages; never translated.
    const char* id;
    /// Runs in a worker thread; polls control.cancel and counts control.done (octets read).
    /// `scan` is what the scan of the source found (empty when it was cancelled).
    Result (*run)(const ByteSource& source, Profile profile, JobControl& control,
                  const ScanResult& scan);
};

/// One analysis running for one Document.
class AnalysisJob {
public:
    virtual ~AnalysisJob() = default;
    /// The Analysis it runs (its address identifies it).
    [[nodiscard]] virtual const void* key() const noexcept = 0;
    [[nodiscard]] virtual const char* id() const noexcept = 0;
    [[nodiscard]] virtual BackgroundJob& job() noexcept = 0;
    /// Starts on `source` under `profile` with what its scan found, superseding the run under
    /// way and dropping the result.
    virtual void start(std::shared_ptr<const ByteSource> source, Profile profile,
                       std::shared_ptr<const ScanResult> scan) = 0;
    /// Stops the run under way, if any, and drops the result (a new scan began).
    virtual void clear() = 0;
};

template <class Result>
class AnalysisJobOf final : public AnalysisJob {
public:
    explicit AnalysisJobOf(const Analysis<Result>& analysis) : m_analysis(analysis) {}
    [[nodiscard]] const void* key() const noexcept override { return &m_analysis; }
    [[nodiscard]] const char* id() const noexcept override { return m_analysis.id; }
    [[nodiscard]] BackgroundJob& job() noexcept override { return m_job; }
    void start(std::shared_ptr<const ByteSource> source, Profile profile,
               std::shared_ptr<const ScanResult> scan) override {
        const std::uint64_t total = source ? source->size() : 0;
        if (!scan)
            scan = std::make_shared<const ScanResult>();
        m_job.start([source = std::move(source), profile, scan = std::move(scan),
                     run = m_analysis.run](JobControl& control) {
            return run(*source, profile, control, *scan);
        },
                    total);
    }
    void clear() override { m_job.clear(); }
    /// The result of the last run that finished (cancelled or not); null while one runs.
    [[nodiscard]] const std::shared_ptr<const Result>& result() const noexcept {
        return m_job.result();
    }

private:
    const Analysis<Result>& m_analysis;
    Job<Result> m_job;
};

/// An entry of the list of analyses: makes the job of one Analysis for a new Document.
using AnalysisFactory = std::unique_ptr<AnalysisJob> (*)();

template <const auto& analysis>
[[nodiscard]] std::unique_ptr<AnalysisJob> makeAnalysisJob() {
    using Result = typename std::remove_cvref_t<decltype(analysis)>::Result;
    return std::make_unique<AnalysisJobOf<Result>>(analysis);
}

/// Every analysis a Document runs (analyses.cpp).
[[nodiscard]] const std::vector<AnalysisFactory>& analyses();

} // namespace u8scope::ui
