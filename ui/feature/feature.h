// A feature of the window as one entry of the list features() (window/features.cpp): its tool,
// its panels and its commands, registered together so that the window never learns its insides.
// How to add one: feature/tool.h.
#pragma once

#include "feature/command.h"
#include "panels/panels.h"

#include <vector>

class QWidget;

namespace u8scope::ui {

class Document;
class HexView;
class Tool;

/// What a feature's commands and its attach() work on: the window's document, its hex view,
/// and the window itself as the parent of the dialogs they open.
struct FeatureParts {
    QWidget& window;
    Document& document;
    HexView& view;
};

U8SCOPE_COMMAND_SPEC(FeatureCommand, FeatureParts);

struct Feature {
    /// The feature's tool for a document (Tool::of, through toolOf<T>); null for a feature
    /// without one (Side by Side opens a window of its own).
    Tool& (*tool)(Document& document) = nullptr;
    /// Its panels, in the order of the View menu.
    std::vector<PanelFactory> panels;
    /// Its commands, each put in its menu where the window's table holds a FeatureCommands row.
    std::vector<FeatureCommand> commands;
    /// Joins the tool to the window's parts beyond what every tool gets (marks, notices, panels
    /// asked for): the dialogs its notices ask for, what the hex view reads from it. May be null.
    void (*attach)(Tool& tool, const FeatureParts& parts) = nullptr;
};

/// An entry of features(): the feature, made once.
using FeatureFactory = const Feature& (*)();

} // namespace u8scope::ui
