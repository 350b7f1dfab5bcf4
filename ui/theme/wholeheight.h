// Text that wraps, kept whole: a layout short of height squeezes a widget down to its minimum
// height, which for a wrapped label (the notice bar's sentence, the legend's lines) is one line,
// and so cut it mid-line. Kept as tall as its lines need at the width it has, it takes its lines
// from the widgets that scroll (the hex view, the panels) instead.
#pragma once

class QWidget;

namespace u8scope::ui {

/// Keeps the minimum height of `widget` at its heightForWidth() for its width, from now on: as
/// it is resized, its font changes, its contents change or it is shown.
void keepWholeHeight(QWidget& widget);

} // namespace u8scope::ui
