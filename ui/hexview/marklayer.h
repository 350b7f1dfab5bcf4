// Marks a feature puts in both columns of the hex view: mojibake findings, bookmarks, the octets
// that differ side by side, and any later list of places (regions, hidden characters). A layer
// is spans of octets and how they look; the view asks it for the spans of the octets it shows,
// once for each screenful, and asks again when the layer says it changed. A feature adds a layer
// (HexView::addMarkLayer, or Tool::markLayers) and never touches the view's insides. A layer that
// holds its spans in memory also answers for the overview of the whole file beside the scroll
// bar (setOverview), in bands (u8scope/file/bands.h) rather than spans.
#pragma once

#include "u8scope/file/bands.h"

#include <QColor>
#include <QObject>
#include <QString>
#include <algorithm>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

namespace u8scope::ui {

class OctetPalette;

class MarkLayer : public QObject {
    Q_OBJECT
public:
    /// How the spans look. The view paints the layers in this order, between its own marks.
    enum class Look {
        Underlined, ///< a tint and a dotted line under the span; under the highlight (mojibake)
        Framed,     ///< a tint and a frame round each octet; over the highlight (Side by Side)
        Flagged,    ///< a flag in the top left corner of the span's first octet; over the
                    ///< selection (bookmarks)
    };
    using Span = std::pair<std::uint64_t, std::uint64_t>;
    using Spans = std::vector<Span>;
    /// The sorted spans [from, to) that overlap octets [first, last).
    using SpansIn = std::function<Spans(std::uint64_t first, std::uint64_t last)>;
    /// The colour of the marks under a palette: the view makes the tint and the line from it.
    using Colour = QColor (*)(const OctetPalette& palette);

    MarkLayer(Look look, Colour colourOf, SpansIn spansIn, QObject* parent = nullptr)
        : QObject(parent), m_look(look), m_colour(colourOf), m_spansIn(std::move(spansIn)) {}

    [[nodiscard]] Look look() const noexcept { return m_look; }
    [[nodiscard]] QColor colour(const OctetPalette& palette) const { return m_colour(palette); }
    [[nodiscard]] Colour colourFunction() const noexcept { return m_colour; }
    [[nodiscard]] Spans spansIn(std::uint64_t first, std::uint64_t last) const {
        return first < last ? m_spansIn(first, last) : Spans();
    }

    /// Which of `count` bands of a source of `size` octets (bands.h) hold a mark, for the
    /// overview strip: answered from what the layer holds, never by reading the source (the
    /// findings kept, the bookmarks), in time linear in them.
    using Overview = std::function<std::vector<bool>(std::uint64_t size, std::size_t count)>;
    /// Puts the layer in the overview, under `name` ("Bookmarks", translated) in its tool tips
    /// and legend. A layer without one is left out of it.
    void setOverview(const QString& name, Overview overview) {
        m_overviewName = name;
        m_overview = std::move(overview);
    }
    [[nodiscard]] bool hasOverview() const noexcept { return bool(m_overview); }
    [[nodiscard]] const QString& overviewName() const noexcept { return m_overviewName; }
    [[nodiscard]] std::vector<bool> overview(std::uint64_t size, std::size_t count) const {
        return m_overview && size > 0 ? m_overview(size, count) : std::vector<bool>(count, false);
    }

    /// Says that the spans changed: the views showing them ask again.
    void update() { emit changed(); }

signals:
    void changed();

private:
    Look m_look;
    Colour m_colour;
    SpansIn m_spansIn;
    QString m_overviewName;
    Overview m_overview;
};

/// The bands of `count` over `size` octets that the spans of `items` (sorted by start) overlap,
/// `spanOf(item)` giving an item's [from, to): what an Overview of a layer of spans in memory
/// answers.
template <class Items, class SpanOf>
[[nodiscard]] std::vector<bool> bandsOfSpans(const Items& items, SpanOf spanOf, std::uint64_t size,
                                             std::size_t count) {
    std::vector<bool> marked(count, false);
    if (size == 0 || count == 0)
        return marked;
    for (const auto& item : items) {
        const auto [from, to] = spanOf(item);
        if (from >= size)
            break;
        const std::uint64_t last = std::min(std::max(to, from + 1), size) - 1;
        for (std::size_t k = bandOf(from, size, count), end = bandOf(last, size, count); k <= end;
             ++k)
            marked[k] = marked[k] || bandStart(k, size, count) < bandStart(k + 1, size, count);
    }
    return marked;
}

} // namespace u8scope::ui
