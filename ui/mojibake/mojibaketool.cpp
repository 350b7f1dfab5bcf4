#include "mojibake/mojibaketool.h"

#include "document/findinglist.h"
#include "theme/format.h"
#include "theme/palette.h"
#include "words/words.h"

#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <array>
#include <numeric>

namespace u8scope::ui {

namespace {

QString fromStd(const std::string& s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QString codecName(Codec codec) {
    return QString::fromUtf8(codec.displayName().data(),
                             static_cast<qsizetype>(codec.displayName().size()));
}

// Past the kept findings the source is read in steps of this many octets: small, for a file
// where every character is a finding takes the engine some milliseconds a KiB.
constexpr std::uint64_t kStep = 16 * 1024;

// A warm tint, apart from the errors' orange frames.
QColor markColour(const OctetPalette& palette) {
    return palette.isDark() ? QColor(255, 170, 60) : QColor(230, 120, 0);
}

// The findings a report keeps, for next and previous.
class KeptFindings final : public FindingList {
public:
    explicit KeptFindings(const MojibakeReport& report) : m_report(report) {}
    [[nodiscard]] std::uint64_t count() const override { return m_report.findings.size(); }
    [[nodiscard]] Result<std::uint64_t> firstEndingAfter(std::uint64_t offset) const override {
        return m_report.firstEndingAfter(offset);
    }
    [[nodiscard]] Result<std::uint64_t> startOf(std::uint64_t index) const override {
        return m_report.findings.at(index).offset;
    }

private:
    const MojibakeReport& m_report;
};

} // namespace

MojibakeTool::MojibakeTool(Document& document)
    : Tool(document), m_nativePath(document.nativePath()),
      m_marks(
          MarkLayer::Look::Underlined, &markColour,
          [this](std::uint64_t from, std::uint64_t to) { return marksIn(from, to); }, this) {
    // The overview marks the findings the report keeps (the region map shows where more lie).
    m_marks.setOverview(tr("Mojibake"), [this](std::uint64_t size, std::size_t count) {
        if (!m_marked)
            return std::vector<bool>(count, false);
        return bandsOfSpans(
            m_marked->findings,
            [](const MojibakeFinding& f) { return std::pair(f.offset, f.offset + f.length); },
            size, count);
    });
    connect(&document, &Document::sourceChanged, this, &MojibakeTool::onSourceChanged);
    connect(&document, &Document::analysisFinished, this, [this](const QString& id) {
        if (id == QLatin1String(kMojibakeFindings.id))
            onFound();
    });
}

void MojibakeTool::onSourceChanged() {
    // A reload keeps the codec the text was read with; another source starts with UTF-8.
    const QByteArray& path = document().nativePath();
    const bool sameFile = !path.isEmpty() && path == m_nativePath;
    m_nativePath = path;
    if (m_textCodec && !sameFile) {
        m_textCodec.reset();
        emit textCodecChanged();
    }
    m_marked.reset();
    m_marks.update();
}

void MojibakeTool::setTextCodec(std::optional<Codec> codec) {
    if (codec == m_textCodec)
        return;
    m_textCodec = codec;
    emit textCodecChanged();
    emit document().statusMessage(
        codec ? tr("The text column reads the octets as %1.").arg(codecName(*codec))
              : tr("The text column reads the octets as UTF-8."),
        4000);
}

void MojibakeTool::goTo(std::size_t index, const QString& note) {
    const auto report = document().mojibake();
    if (!report || index >= report->findings.size())
        return;
    const MojibakeFinding& f = report->findings[index];
    document().setSelection(f.offset, f.offset + f.length);
    QString message = tr("Mojibake %1 of %2: %3")
                          .arg(number(index + 1), number(report->count), Words::mojibakePlain(f));
    if (!note.isEmpty())
        message = note + QStringLiteral(" · ") + message;
    emit document().statusMessage(message, 8000);
}

std::optional<std::uint64_t> MojibakeTool::keptEnd() const {
    return keptEnd(document().mojibake().get());
}

std::optional<std::uint64_t> MojibakeTool::keptEnd(const MojibakeReport* report) const {
    if (!report || !document().source() || report->count <= report->findings.size() ||
        report->findings.empty())
        return std::nullopt;
    return report->findings.back().offset + report->findings.back().length;
}

Result<std::vector<MojibakeFinding>> MojibakeTool::findingsBeyondKept(const MojibakeReport& report,
                                                                      std::uint64_t from,
                                                                      std::uint64_t to) const {
    const auto kept = keptEnd(&report);
    if (!kept)
        return std::vector<MojibakeFinding>();
    auto found = mojibakeIn(*document().source(), std::max(from, *kept), to, report.evidence);
    if (found) {
        std::erase_if(*found, [&](const MojibakeFinding& f) { return f.offset < *kept; });
    }
    return found;
}

MarkLayer::Spans MojibakeTool::marksIn(std::uint64_t from, std::uint64_t to) const {
    MarkLayer::Spans marks;
    if (!m_marked)
        return marks;
    const auto [first, last] = m_marked->overlapping(from, to);
    for (std::size_t i = first; i < last; ++i)
        marks.emplace_back(m_marked->findings[i].offset,
                           m_marked->findings[i].offset + m_marked->findings[i].length);
    // Past the findings the report keeps, those of the octets shown are read as they show.
    if (const auto kept = keptEnd(m_marked.get()); kept && to > *kept) {
        const auto found = findingsBeyondKept(*m_marked, from, to);
        if (!found)
            return marks; // unreadable: the view shows that already
        for (const MojibakeFinding& f : *found)
            marks.emplace_back(f.offset, f.offset + f.length);
    }
    return marks;
}

void MojibakeTool::goToBeyond(const MojibakeFinding& f) {
    document().setSelection(f.offset, f.offset + f.length);
    emit document().statusMessage(
        tr("Mojibake past the first %1 listed: %2")
            .arg(number(document().mojibake()->findings.size()), Words::mojibakePlain(f)),
        8000);
}

void MojibakeTool::next() {
    Document& doc = document();
    const auto report = doc.mojibake();
    if (!report || report->findings.empty()) {
        emit doc.statusMessage(!doc.source() ? tr("No file is open.")
                               : !report     ? tr("Still looking for mojibake.")
                                             : tr("No mojibake in %1.").arg(doc.name()),
                               4000);
        return;
    }
    const auto step =
        KeptFindings(*report).next(doc.cursor(), [&] { return nextBeyondKept(*report); });
    if (step && *step)
        goTo((*step)->index, (*step)->wrapped ? tr("Wrapped to the first") : QString());
}

bool MojibakeTool::nextBeyondKept(const MojibakeReport& report) {
    const auto kept = keptEnd(&report);
    if (!kept)
        return false;
    Document& doc = document();
    const std::uint64_t cursor = doc.cursor();
    const std::uint64_t size = doc.size();
    const std::uint64_t start = std::max(cursor, *kept);
    const std::uint64_t limit = std::min(size, start + kReach);
    for (std::uint64_t at = start; at < limit; at += kStep) {
        const auto found = findingsBeyondKept(report, at, std::min(limit, at + kStep));
        if (!found) {
            emit doc.statusMessage(ioErrorText(found.error()), 8000);
            return true;
        }
        for (const MojibakeFinding& f : *found) {
            if (f.offset > cursor) {
                goToBeyond(f);
                return true;
            }
        }
    }
    if (limit < size) {
        emit doc.statusMessage(tr("No mojibake in the %1 after the cursor.").arg(sizeText(kReach)),
                               8000);
        return true;
    }
    return false; // read to the end of the source: round to the first
}

void MojibakeTool::previous() {
    const auto report = document().mojibake();
    if (!report || report->findings.empty()) {
        next(); // says why not
        return;
    }
    const auto step = KeptFindings(*report).previous(document().cursor(),
                                                     [&] { return previousBeyondKept(*report); });
    if (step && *step)
        goTo((*step)->index, (*step)->wrapped ? tr("Wrapped to the last") : QString());
}

bool MojibakeTool::previousBeyondKept(const MojibakeReport& report) {
    // Past the kept findings: read back from the cursor, down to where they end.
    const auto kept = keptEnd(&report);
    Document& doc = document();
    const std::uint64_t cursor = doc.cursor();
    if (!kept || cursor <= *kept)
        return false;
    const std::uint64_t limit = cursor - std::min(cursor - *kept, kReach);
    for (std::uint64_t at = cursor; at > limit;) {
        const std::uint64_t from = at - std::min(at - limit, kStep);
        const auto found = findingsBeyondKept(report, from, at);
        if (!found) {
            emit doc.statusMessage(ioErrorText(found.error()), 8000);
            return true;
        }
        for (auto f = found->rbegin(); f != found->rend(); ++f) {
            if (f->offset + f->length <= cursor) {
                goToBeyond(*f);
                return true;
            }
        }
        at = from;
    }
    if (limit > *kept) {
        emit doc.statusMessage(tr("No mojibake in the %1 before the cursor.").arg(sizeText(kReach)),
                               8000);
        return true;
    }
    return false; // none between the kept findings and the cursor: the last kept one
}

void MojibakeTool::onFound() {
    Document& doc = document();
    const auto report = doc.mojibake();
    // Its places marked in the view.
    m_marked = report;
    m_marks.update();
    if (!report || report->cancelled)
        return;
    // A file that changed on disk or could not be read keeps its notice: it matters more.
    if (doc.changedOnDisk() || !doc.scanProblem().isEmpty())
        return;
    if (report->encoding) {
        const EncodingGuess& g = *report->encoding;
        const QString name = fromStd(g.name);
        Notice n;
        n.kind = Notice::Kind::Warning;
        n.text = g.byteOrderMark
                     ? tr("%1 is not UTF-8: it is %2 (it starts with its byte order mark).")
                           .arg(doc.name(), name)
                 : g.confidence > 0 ? tr("%1 is not UTF-8: it is most likely %2 (%3 % sure).")
                                          .arg(doc.name(), name)
                                          .arg(g.confidence)
                                    : tr("%1 is not UTF-8: it may be %2.").arg(doc.name(), name);
        if (g.codec) {
            const Codec codec = *g.codec;
            n.actions.push_back(
                {tr("View as %1").arg(codecName(codec)), [this, codec] { setTextCodec(codec); }});
        }
        n.actions.push_back({tr("Save as UTF-8…"), [this] { emit utf8CopyRequested(); }});
        emit notice(n);
        return;
    }
    // In binary data the findings are in the few lines of text among it (or before it): the
    // Mojibake panel lists them, but no notice offers to repair the file, which would change data.
    if (report->count == 0 || report->holdsBinaryData())
        return;
    Notice n;
    n.kind = Notice::Kind::Info;
    // The chains re-encoding went through, by codec: counted over every finding, not only those
    // the report keeps.
    const auto& chains = report->reencodedByCodec;
    const std::uint64_t reencoded = std::accumulate(chains.begin(), chains.end(), std::uint64_t{0});
    std::optional<Codec> codec;
    for (const Codec c : Codec::all()) {
        const auto count = chains[static_cast<std::size_t>(c.id())];
        if (count > 0 && (!codec || count > chains[static_cast<std::size_t>(codec->id())]))
            codec = c;
    }
    const bool oneChain = codec && reencoded == report->count &&
                          chains[static_cast<std::size_t>(codec->id())] == reencoded;
    if (oneChain) {
        n.text = report->count == 1
                     ? tr("1 place looks like UTF-8 that was read as %1 and saved again.")
                           .arg(codecName(*codec))
                     : tr("%1 places look like UTF-8 that was read as %2 and saved again.")
                           .arg(number(report->count), codecName(*codec));
    } else if (codec) {
        // The others too, by how often: a file that holds two chains is repaired for both.
        std::vector<Codec> others;
        for (const Codec c : Codec::all()) {
            if (c.id() != codec->id() && chains[static_cast<std::size_t>(c.id())] > 0)
                others.push_back(c);
        }
        std::stable_sort(others.begin(), others.end(), [&](Codec a, Codec b) {
            return chains[static_cast<std::size_t>(a.id())] >
                   chains[static_cast<std::size_t>(b.id())];
        });
        QStringList also;
        for (const Codec c : others)
            also << tr("%1 (%2)").arg(codecName(c),
                                      number(chains[static_cast<std::size_t>(c.id())]));
        const QString commonest = number(chains[static_cast<std::size_t>(codec->id())]);
        n.text = also.isEmpty()
                     ? tr("%1 places hold text that went through the wrong encoding; the "
                          "commonest: UTF-8 read as %2 and saved again (%3).")
                           .arg(number(report->count), codecName(*codec), commonest)
                     : tr("%1 places hold text that went through the wrong encoding; the "
                          "commonest: UTF-8 read as %2 and saved again (%3); also read as %4.")
                           .arg(number(report->count), codecName(*codec), commonest,
                                QLocale().createSeparatedList(also));
    } else {
        n.text = report->count == 1
                     ? tr("1 place holds text that went through the wrong encoding.")
                     : tr("%1 places hold text that went through the wrong encoding.")
                           .arg(number(report->count));
    }
    n.actions.push_back({tr("Review"), [this] {
                             emit panelWanted(QStringLiteral("mojibake"));
                             goTo(0);
                         }});
    // The notice stays: the dialog may be cancelled, and the copy leaves the file as it is.
    n.actions.push_back({.text = tr("Save Repaired Copy…"),
                         .run = [this] { emit repairedCopyRequested(); },
                         .dismisses = false});
    emit notice(n);
}

} // namespace u8scope::ui
