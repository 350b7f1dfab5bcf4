// Bookmarks: offsets a user marks in a file to come back to (Go ▸ Toggle Bookmark, Ctrl+F2; Next
// and Previous Bookmark, F2 and Shift+F2; the Bookmarks panel lists them; a flag marks each in
// the hex view). The bookmarks feature's tool (feature/tool.h): one set per document, made on
// first use as a child of it (Bookmarks::of), so that the document and the window need not know
// it. Each file's set is kept in the settings under a digest of its absolute path, and
// comes back when the file is opened again; offsets past the end of a file that shrank are let go.
#pragma once

#include "feature/tool.h"
#include "hexview/marklayer.h"

#include <QString>
#include <cstdint>
#include <set>
#include <vector>

namespace u8scope::ui {

class Bookmarks : public Tool {
    Q_OBJECT
public:
    [[nodiscard]] static Bookmarks& of(Document& document) { return Tool::of<Bookmarks>(document); }

    /// The bookmarked offsets, in order.
    [[nodiscard]] std::vector<std::uint64_t> offsets() const {
        return {m_offsets.begin(), m_offsets.end()};
    }
    [[nodiscard]] bool contains(std::uint64_t offset) const { return m_offsets.contains(offset); }
    [[nodiscard]] std::size_t size() const noexcept { return m_offsets.size(); }
    /// The flags in the hex view: one at each bookmarked octet, in both columns.
    [[nodiscard]] MarkLayer& marks() noexcept { return m_marks; }
    [[nodiscard]] std::vector<MarkLayer*> markLayers() override { return {&m_marks}; }

    /// The settings key that keeps the bookmarks of the file at `path` (absolute).
    [[nodiscard]] static QString settingsKey(const QString& path);

public slots:
    /// Sets a bookmark at `offset`, or removes the one there; false when the file has no such
    /// offset.
    bool toggle(std::uint64_t offset);
    bool toggleAtCursor();
    /// Moves the cursor to the next (previous) bookmark, round to the first (last); false when
    /// there is none.
    bool next();
    bool previous();
    void clear();

signals:
    void changed();

private:
    friend class Tool;
    explicit Bookmarks(Document& document);
    void load();
    void save() const;
    /// Moves the cursor to the bookmark next or previous goes to, or says there is none.
    bool step(bool forward);

    QString m_path; ///< the file the set belongs to; empty for a source that is not a file
    std::set<std::uint64_t> m_offsets;
    MarkLayer m_marks;
};

} // namespace u8scope::ui
