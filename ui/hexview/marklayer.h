// Marks a feature puts in both columns of the hex view: mojibake findings, bookmarks, the octets
// that differ side by side, and any later list of places (regions, hidden characters). A layer
// is spans of octets and how they look; the view asks it for the spans of the octets it shows,
// once for each screenful, and asks again when the layer says it changed. A feature adds a layer
// (HexView::addMarkLayer, or Tool::markLayers) and never touches the view's insides.
#pragma once

#include <QColor>
#include <QObject>
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
    [[nodiscard]] Spans spansIn(std::uint64_t first, std::uint64_t last) const {
        return first < last ? m_spansIn(first, last) : Spans();
    }

    /// Says that the spans changed: the views showing them ask again.
    void update() { emit changed(); }

signals:
    void changed();

private:
    Look m_look;
    Colour m_colour;
    SpansIn m_spansIn;
};

} // namespace u8scope::ui
