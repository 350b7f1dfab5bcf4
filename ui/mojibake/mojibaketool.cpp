// The Document's part in mojibake (see document.h): going from finding to finding, the codec the
// text column reads with, and the notice that says what was found.
#include "document/document.h"
#include "theme/format.h"
#include "words/words.h"

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

} // namespace

void Document::setTextCodec(std::optional<Codec> codec) {
    if (codec == m_textCodec)
        return;
    m_textCodec = codec;
    emit textCodecChanged();
    emit statusMessage(codec ? tr("The text column reads the octets as %1.").arg(codecName(*codec))
                             : tr("The text column reads the octets as UTF-8."),
                       4000);
}

void Document::goToMojibake(std::size_t index, const QString& note) {
    const auto report = mojibake();
    if (!report || index >= report->findings.size())
        return;
    const MojibakeFinding& f = report->findings[index];
    setSelection(f.offset, f.offset + f.length);
    QString message = tr("Mojibake %1 of %2: %3")
                          .arg(number(index + 1), number(report->count), Words::mojibakePlain(f));
    if (!note.isEmpty())
        message = note + QStringLiteral(" · ") + message;
    emit statusMessage(message, 8000);
}

namespace {

// Past the kept findings the source is read in steps of this many octets: small, for a file
// where every character is a finding takes the engine some milliseconds a KiB.
constexpr std::uint64_t kMojibakeStep = 16 * 1024;

} // namespace

std::optional<std::uint64_t> Document::mojibakeKeptEnd() const {
    const auto report = mojibake();
    if (!report || !m_source || report->count <= report->findings.size() ||
        report->findings.empty())
        return std::nullopt;
    return report->findings.back().offset + report->findings.back().length;
}

Result<std::vector<MojibakeFinding>> Document::findingsBeyondKept(std::uint64_t from,
                                                                  std::uint64_t to) const {
    const auto keptEnd = mojibakeKeptEnd();
    if (!keptEnd)
        return std::vector<MojibakeFinding>();
    auto found = mojibakeIn(*m_source, std::max(from, *keptEnd), to, mojibake()->evidence);
    if (found) {
        std::erase_if(*found, [&](const MojibakeFinding& f) { return f.offset < *keptEnd; });
    }
    return found;
}

std::vector<std::pair<std::uint64_t, std::uint64_t>>
Document::mojibakeMarksIn(std::uint64_t from, std::uint64_t to) const {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> marks;
    const auto found = findingsBeyondKept(from, to);
    if (!found)
        return marks; // unreadable: the view shows that already
    for (const MojibakeFinding& f : *found)
        marks.emplace_back(f.offset, f.offset + f.length);
    return marks;
}

void Document::goToMojibakeBeyond(const MojibakeFinding& f) {
    setSelection(f.offset, f.offset + f.length);
    emit statusMessage(tr("Mojibake past the first %1 listed: %2")
                           .arg(number(mojibake()->findings.size()), Words::mojibakePlain(f)),
                       8000);
}

void Document::nextMojibake() {
    const auto report = mojibake();
    if (!report || report->findings.empty()) {
        emit statusMessage(!m_source ? tr("No file is open.")
                           : !report ? tr("Still looking for mojibake.")
                                     : tr("No mojibake in %1.").arg(m_name),
                           4000);
        return;
    }
    std::size_t index = report->firstEndingAfter(m_cursor);
    if (index < report->findings.size() && report->findings[index].offset <= m_cursor)
        ++index; // the cursor is on it already
    if (index < report->findings.size()) {
        goToMojibake(index);
        return;
    }
    // Past the kept findings: read on from the cursor.
    if (const auto keptEnd = mojibakeKeptEnd()) {
        const std::uint64_t start = std::max(m_cursor, *keptEnd);
        const std::uint64_t limit = std::min(m_source->size(), start + kMojibakeReach);
        for (std::uint64_t at = start; at < limit; at += kMojibakeStep) {
            const auto found = findingsBeyondKept(at, std::min(limit, at + kMojibakeStep));
            if (!found) {
                emit statusMessage(ioErrorText(found.error()), 8000);
                return;
            }
            for (const MojibakeFinding& f : *found) {
                if (f.offset > m_cursor) {
                    goToMojibakeBeyond(f);
                    return;
                }
            }
        }
        if (limit < m_source->size()) {
            emit statusMessage(
                tr("No mojibake in the %1 after the cursor.").arg(sizeText(kMojibakeReach)), 8000);
            return;
        }
    }
    goToMojibake(0, tr("Wrapped to the first"));
}

void Document::previousMojibake() {
    const auto report = mojibake();
    if (!report || report->findings.empty()) {
        nextMojibake(); // says why not
        return;
    }
    // Past the kept findings: read back from the cursor, down to where they end.
    if (const auto keptEnd = mojibakeKeptEnd(); keptEnd && m_cursor > *keptEnd) {
        const std::uint64_t limit = m_cursor - std::min(m_cursor - *keptEnd, kMojibakeReach);
        for (std::uint64_t at = m_cursor; at > limit;) {
            const std::uint64_t from = at - std::min(at - limit, kMojibakeStep);
            const auto found = findingsBeyondKept(from, at);
            if (!found) {
                emit statusMessage(ioErrorText(found.error()), 8000);
                return;
            }
            for (auto f = found->rbegin(); f != found->rend(); ++f) {
                if (f->offset + f->length <= m_cursor) {
                    goToMojibakeBeyond(*f);
                    return;
                }
            }
            at = from;
        }
        if (limit > *keptEnd) {
            emit statusMessage(
                tr("No mojibake in the %1 before the cursor.").arg(sizeText(kMojibakeReach)), 8000);
            return;
        }
    }
    // Every finding before `first` ends at or before the cursor.
    const std::size_t first = report->firstEndingAfter(m_cursor);
    if (first == 0) {
        goToMojibake(report->findings.size() - 1, tr("Wrapped to the last"));
        return;
    }
    goToMojibake(first - 1);
}

void Document::onMojibakeFound() {
    const auto report = mojibake();
    if (!report || report->cancelled)
        return;
    // The inspector says what the list says of the place under the cursor.
    updateInspection();
    // A file that changed on disk or could not be read keeps its notice: it matters more.
    if (m_reportedStamp || m_reportedGone || !m_scanProblem.isEmpty())
        return;
    if (report->encoding) {
        const EncodingGuess& g = *report->encoding;
        const QString name = fromStd(g.name);
        Notice n;
        n.kind = Notice::Kind::Warning;
        n.text = g.byteOrderMark
                     ? tr("%1 is not UTF-8: it is %2 (it starts with its byte order mark).")
                           .arg(m_name, name)
                 : g.confidence > 0 ? tr("%1 is not UTF-8: it is most likely %2 (%3 % sure).")
                                          .arg(m_name, name)
                                          .arg(g.confidence)
                                    : tr("%1 is not UTF-8: it may be %2.").arg(m_name, name);
        if (g.codec) {
            const Codec codec = *g.codec;
            n.actions.push_back(
                {tr("View as %1").arg(codecName(codec)), [this, codec] { setTextCodec(codec); }});
        }
        n.actions.push_back({tr("Save as UTF-8…"), [this] { emit utf8CopyRequested(); }});
        emit mojibakeNotice(n);
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
        n.text = tr("%1 places hold text that went through the wrong encoding; the commonest: "
                    "UTF-8 read as %2 and saved again (%3).")
                     .arg(number(report->count), codecName(*codec))
                     .arg(number(chains[static_cast<std::size_t>(codec->id())]));
    } else {
        n.text = report->count == 1
                     ? tr("1 place holds text that went through the wrong encoding.")
                     : tr("%1 places hold text that went through the wrong encoding.")
                           .arg(number(report->count));
    }
    n.actions.push_back({tr("Review"), [this] {
                             emit mojibakeReviewRequested();
                             goToMojibake(0);
                         }});
    n.actions.push_back({tr("Save Repaired Copy…"), [this] { emit repairedCopyRequested(); }});
    emit mojibakeNotice(n);
}

} // namespace u8scope::ui
