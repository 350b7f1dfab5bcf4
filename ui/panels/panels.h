// The list of inspection panels (see panel.h), in the order of the View menu.
#pragma once

#include "panels/panel.h"

#include <type_traits>
#include <vector>

namespace u8scope::ui {

class Document;

/// Makes a panel for a window's document; the window takes ownership.
using PanelFactory = Panel* (*)(Document& document);

/// A PanelFactory for `P`, constructed from the Document when it takes one, else with none.
template <class P>
[[nodiscard]] Panel* makePanel(Document& document) {
    if constexpr (std::is_constructible_v<P, Document&>) {
        return new P(document);
    } else {
        (void)document;
        return new P;
    }
}

/// The panels of no feature (window/features.h adds each feature's). Adding one: its own files,
/// and one line in panels.cpp.
[[nodiscard]] const std::vector<PanelFactory>& panels();

} // namespace u8scope::ui
