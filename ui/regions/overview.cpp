#include "regions/overview.h"

#include "document/document.h"
#include "theme/palette.h"

#include <QCoreApplication>
#include <algorithm>

namespace u8scope::ui {

namespace {

// lupdate files the tr() calls of a namespace under the namespace's name: so must this.
QString tr(const char* text) {
    return QCoreApplication::translate("u8scope::ui", text);
}

QColor errorColour(const OctetPalette& palette) {
    return palette.style(OctetClass::Malformed).foreground; // as the hex view draws them
}

} // namespace

Overview makeOverview(const Document& document, const RegionMap* map,
                      const std::vector<MarkLayer*>& layers, std::size_t rows) {
    Overview o;
    o.size = document.size();
    o.count = static_cast<std::size_t>(std::min<std::uint64_t>(rows, o.size));
    if (o.count == 0)
        return o;
    if (map && map->size() == o.size)
        o.regions = map->bands(0, o.size, o.count);
    Overview::Lane errors{tr("Errors"), &errorColour, std::vector<bool>(o.count, false)};
    const auto& scan = document.scanResult();
    if (scan && document.source() && !scan->errors.empty())
        errors.marked =
            scan->errors.bandsHolding(o.size, o.count, *document.source(), document.profile());
    o.lanes.push_back(std::move(errors));
    for (const MarkLayer* layer : layers) {
        if (layer->hasOverview())
            o.lanes.push_back(
                {layer->overviewName(), layer->colourFunction(), layer->overview(o.size, o.count)});
    }
    return o;
}

} // namespace u8scope::ui
