// The features of the window (feature/tool.h): each one's tool, panels and commands, registered
// in one list; and what the window does for every tool.
#pragma once

#include "feature/feature.h"

#include <vector>

namespace u8scope::ui {

class NoticeBar;
class PanelDocks;

/// Every feature, in the order their commands stand in each menu and their panels in the View
/// menu (after the panels of panels()). Adding one: one line in features.cpp.
[[nodiscard]] const std::vector<FeatureFactory>& features();

/// Every panel of the window: those of panels(), then each feature's.
[[nodiscard]] std::vector<PanelFactory> windowPanels();

/// Makes each feature's tool for the window's document and joins it to the window's parts: its
/// marks in the hex view, its notices in the notice bar (unless a warning or an error stands
/// there), the panel it asks for shown in front; then the feature's own attach().
void attachFeatures(const FeatureParts& parts, NoticeBar& notices, PanelDocks& docks);

} // namespace u8scope::ui
