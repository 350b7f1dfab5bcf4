// The Open dialog for a file to read, which also reaches names that are not UTF-8.
#pragma once

#include <QByteArray>
#include <QString>
#include <memory>

class QFileDialog;
class QWidget;

namespace u8scope::ui {

/// Asks for a file to open; returns its path as the system's octets (nativePathFor), or empty
/// when cancelled. Qt's dialog checks that a chosen file exists through QString, which cannot
/// name "caf\xE9.txt", and would refuse it: this one lets any name through, and the caller's
/// open says what is wrong with a name that does not exist.
[[nodiscard]] QByteArray chooseFileToOpen(QWidget* parent, const QString& title,
                                          const QString& folder);

/// The dialog chooseFileToOpen shows, not yet shown.
[[nodiscard]] std::unique_ptr<QFileDialog> makeOpenFileDialog(QWidget* parent, const QString& title,
                                                              const QString& folder);

/// The file an accepted dialog names, as the system's octets; empty when none.
[[nodiscard]] QByteArray chosenFile(const QFileDialog& dialog);

} // namespace u8scope::ui
