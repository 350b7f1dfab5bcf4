// Shared by the UI tests, the one way they set up Qt: one QApplication for the whole executable
// (created by a GoogleTest environment, since gtest_main owns main()), headless unless
// QT_QPA_PLATFORM says otherwise, settings kept in a temporary directory so that no
// test reads or writes the real ones, and small helpers for files and waiting.
#pragma once

#include <QByteArray>
#include <QString>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <QWidget>
#include <functional>

namespace testui {

/// Writes `data` to `name` inside `dir` and returns the path.
QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& data);

/// Processes events until `done` holds or `ms` pass; returns whether it holds.
bool waitFor(const std::function<bool()>& done, int ms = 10000);

/// Puts `part` at the top of `column`, as wide as it and as high as it asks: a bar under the
/// hex view, in the column the view gives it.
template <class Part>
Part* topOf(QWidget& column, Part* part) {
    auto* layout = new QVBoxLayout(&column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(part);
    layout->addStretch(1);
    return part;
}

} // namespace testui
