// The colours of the kinds of region (u8scope/regions/regionkind.h) in the overview strip, for
// light and dark themes: the Okabe–Ito colour-blind-safe hues, text kinds pale and binary kinds
// strong, and a pattern on the kinds that would otherwise come close (NUL runs, mixed tiles,
// clusters of malformed units), so that the kinds never rest on colour alone; the strip's tool
// tip names each.
#pragma once

#include "theme/palette.h"
#include "u8scope/regions/regionkind.h"

#include <QBrush>

namespace u8scope::ui {

/// How a band of region `kind` is filled under `palette` (light or dark).
[[nodiscard]] QBrush regionBrush(RegionKind kind, const OctetPalette& palette);
/// Its colour alone, for a swatch beside its name.
[[nodiscard]] QColor regionColour(RegionKind kind, const OctetPalette& palette);

} // namespace u8scope::ui
