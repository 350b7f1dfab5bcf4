#include "bookmarks/bookmarks.h"

#include "document/document.h"
#include "document/keptsettings.h"
#include "theme/format.h"

#include <QCryptographicHash>
#include <QSettings>
#include <QVariantList>

namespace u8scope::ui {

Bookmarks& Bookmarks::of(Document& document) {
    if (auto* bookmarks = document.findChild<Bookmarks*>(QString(), Qt::FindDirectChildrenOnly))
        return *bookmarks;
    return *new Bookmarks(document);
}

Bookmarks::Bookmarks(Document& document) : QObject(&document), m_document(document) {
    connect(&document, &Document::sourceChanged, this, &Bookmarks::load);
    load();
}

QString Bookmarks::settingsKey(const QString& path) {
    // A digest: a path may hold anything, and settings keys may not.
    return QStringLiteral("bookmarks/") +
           QString::fromLatin1(
               QCryptographicHash::hash(path.toUtf8(), QCryptographicHash::Sha1).toHex());
}

void Bookmarks::load() {
    m_path = m_document.path();
    m_offsets.clear();
    if (!m_path.isEmpty()) {
        const std::uint64_t size = m_document.size();
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
        emit m_document.statusMessage(problem, 10000);
}

bool Bookmarks::toggle(std::uint64_t offset) {
    if (offset >= m_document.size())
        return false;
    if (!m_offsets.erase(offset))
        m_offsets.insert(offset);
    save();
    emit m_document.statusMessage(contains(offset)
                                      ? tr("Bookmark set at %1").arg(hexOffset(offset))
                                      : tr("Bookmark at %1 removed").arg(hexOffset(offset)),
                                  4000);
    emit changed();
    return true;
}

bool Bookmarks::toggleAtCursor() {
    return toggle(m_document.cursor());
}

bool Bookmarks::next() {
    if (m_offsets.empty()) {
        emit m_document.statusMessage(tr("No bookmarks: Ctrl+F2 sets one at the cursor"), 5000);
        return false;
    }
    auto it = m_offsets.upper_bound(m_document.cursor());
    const bool wrapped = it == m_offsets.end();
    if (wrapped)
        it = m_offsets.begin();
    m_document.setCursor(*it);
    if (wrapped)
        emit m_document.statusMessage(tr("Wrapped to the first bookmark"), 4000);
    return true;
}

bool Bookmarks::previous() {
    if (m_offsets.empty()) {
        emit m_document.statusMessage(tr("No bookmarks: Ctrl+F2 sets one at the cursor"), 5000);
        return false;
    }
    auto it = m_offsets.lower_bound(m_document.cursor());
    const bool wrapped = it == m_offsets.begin();
    it = wrapped ? std::prev(m_offsets.end()) : std::prev(it);
    m_document.setCursor(*it);
    if (wrapped)
        emit m_document.statusMessage(tr("Wrapped to the last bookmark"), 4000);
    return true;
}

void Bookmarks::clear() {
    m_offsets.clear();
    save();
    emit changed();
}

} // namespace u8scope::ui
