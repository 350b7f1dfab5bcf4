// A back arrow for UiLayers.CheckFailsOnABackArrow: the document may not include the window.
#pragma once

#include "window/mainwindow.h"
