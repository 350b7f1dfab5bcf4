// TEMPORARY PLACEHOLDER for the legend built on the `view` branch; removed when that lands.
#pragma once

#include "u8scope/profile.h"

#include <QWidget>

class LegendWidget : public QWidget {
    Q_OBJECT
public:
    explicit LegendWidget(QWidget* parent = nullptr) : QWidget(parent) {}
    void setProfile(u8scope::Profile) {}
};
