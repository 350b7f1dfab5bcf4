#include "theme/regioncolours.h"

namespace u8scope::ui {

namespace {

// The Okabe–Ito hues of palette.cpp, a paler and a deeper form of each: pale on light themes,
// deep on dark ones, so that the marks beside them keep their contrast.
struct Pair {
    QColor light;
    QColor dark;
};

Pair pairOf(RegionKind kind) {
    switch (kind) {
    case RegionKind::Ascii:
        return {QColor(0xE4, 0xE8, 0xEE), QColor(0x38, 0x3E, 0x48)};
    case RegionKind::Utf8:
        return {QColor(0xA8, 0xD4, 0xF2), QColor(0x1E, 0x55, 0x80)}; // sky blue
    case RegionKind::Utf16:
        return {QColor(0x8F, 0xD6, 0xC2), QColor(0x13, 0x63, 0x4D)}; // bluish green
    case RegionKind::Legacy:
        return {QColor(0xF2, 0xE6, 0x6E), QColor(0x7A, 0x70, 0x14)}; // yellow
    case RegionKind::Mojibake:
        return {QColor(0xF0, 0xB8, 0x4A), QColor(0x9A, 0x69, 0x00)}; // orange
    case RegionKind::Malformed:
        return {QColor(0xE8, 0x8A, 0x50), QColor(0xA3, 0x47, 0x00)}; // vermillion
    case RegionKind::Binary:
        return {QColor(0xB0, 0x4A, 0x85), QColor(0xD9, 0x8F, 0xBB)}; // reddish purple, strong
    case RegionKind::Mixed:
        return {QColor(0xB0, 0x4A, 0x85), QColor(0xD9, 0x8F, 0xBB)};
    case RegionKind::Nul:
        return {QColor(0x30, 0x30, 0x30), QColor(0xE0, 0xE0, 0xE0)}; // the text colour's end
    }
    return {QColor(0xE4, 0xE8, 0xEE), QColor(0x38, 0x3E, 0x48)};
}

} // namespace

QColor regionColour(RegionKind kind, const OctetPalette& palette) {
    const Pair pair = pairOf(kind);
    return palette.isDark() ? pair.dark : pair.light;
}

QBrush regionBrush(RegionKind kind, const OctetPalette& palette) {
    const QColor colour = regionColour(kind, palette);
    switch (kind) {
    case RegionKind::Nul:
        return {colour, Qt::Dense3Pattern};
    case RegionKind::Mixed:
        return {colour, Qt::BDiagPattern};
    case RegionKind::Malformed:
        return {colour, Qt::Dense2Pattern};
    default:
        return {colour};
    }
}

} // namespace u8scope::ui
