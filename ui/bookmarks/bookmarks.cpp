#include "bookmarks/bookmarks.h"

#include "document/document.h"
#include "document/findinglist.h"
#include "document/keptsettings.h"
#include "theme/format.h"
#include "theme/palette.h"

#include <QCryptographicHash>
#include <QSettings>
#include <QVariantList>

namespace u8scope::ui {

namespace {

QColor flagColour(const OctetPalette& palette) {
    return palette.cursor();
}

} // namespace

Bookmarks::Bookmarks(Document& document)
    : Tool(document), m_marks(
                          MarkLayer::Look::Flagged, &flagColour,
                          [this](std::uint64_t first, std::uint64_t last) {
                              MarkLayer::Spans flags;
                              for (auto it = m_offsets.lower_bound(first);
                                   it != m_offsets.end() && *it < last; ++it)
                                  flags.emplace_back(*it, *it + 1);
                              return flags;
                          },
                          this) {
    m_marks.setOverview(tr("Bookmarks"), [this](std::uint64_t size, std::size_t count) {
        return bandsOfSpans(
            m_offsets, [](std::uint64_t at) { return std::pair(at, at + 1); }, size, count);
    });
    connect(&document, &Document::sourceChanged, this, &Bookmarks::load);
    connect(this, &Bookmarks::changed, &m_marks, &MarkLayer::update);
    load();
}

QString Bookmarks::settingsKey(const QString& path) {
    // A digest: a path may hold anything, and settings keys may not.
    return QStringLiteral("bookmarks/") +
           QString::fromLatin1(
               QCryptographicHash::hash(path.toUtf8(), QCryptographicHash::Sha1).toHex());
}

void Bookmarks::load() {
    m_path = document().path();
    m_offsets.clear();
    if (!m_path.isEmpty()) {
        const std::uint64_t size = document().size();
        for (const QVariant& v : WindowSettings().value(settingsKey(m_path)).toList()) {
            bool ok = false;
            const qulonglong offset = v.toULongLong(&ok);
            if (ok && offset < size)
                m_offsets.insert(offset);
        }
    }
    emit changed();
}

void Bookmarks::save() const {
    if (m_path.isEmpty())
        return; // a source that is not a file has no name to keep them under
    WindowSettings settings;
    if (m_offsets.empty()) {
        settings.remove(settingsKey(m_path));
    } else {
        QVariantList list;
        for (const std::uint64_t offset : m_offsets)
            list << QVariant::fromValue(static_cast<qulonglong>(offset));
        settings.setValue(settingsKey(m_path), list);
    }
    if (const QString problem = keepSettings(settings, Kept::Bookmarks); !problem.isEmpty())
        emit document().statusMessage(problem, 10000);
}

bool Bookmarks::toggle(std::uint64_t offset) {
    if (offset >= document().size())
        return false;
    if (!m_offsets.erase(offset))
        m_offsets.insert(offset);
    save();
    emit document().statusMessage(contains(offset)
                                      ? tr("Bookmark set at %1").arg(hexOffset(offset))
                                      : tr("Bookmark at %1 removed").arg(hexOffset(offset)),
                                  4000);
    emit changed();
    return true;
}

bool Bookmarks::toggleAtCursor() {
    return toggle(document().cursor());
}

bool Bookmarks::next() {
    return step(true);
}

bool Bookmarks::previous() {
    return step(false);
}

bool Bookmarks::step(bool forward) {
    if (m_offsets.empty()) {
        emit document().statusMessage(tr("No bookmarks: Ctrl+F2 sets one at the cursor"), 5000);
        return false;
    }
    std::vector<SpanList::Span> spans;
    for (const std::uint64_t offset : m_offsets)
        spans.emplace_back(offset, offset + 1);
    const SpanList list(std::move(spans));
    const auto to = forward ? list.next(document().cursor()) : list.previous(document().cursor());
    document().setCursor(list.spans()[(*to)->index].first); // in memory: always there
    if ((*to)->wrapped) {
        emit document().statusMessage(forward ? tr("Wrapped to the first bookmark")
                                              : tr("Wrapped to the last bookmark"),
                                      4000);
    }
    return true;
}

void Bookmarks::clear() {
    m_offsets.clear();
    save();
    emit changed();
}

} // namespace u8scope::ui
