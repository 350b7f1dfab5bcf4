#include "dialogs/openfiledialog.h"

#include "document/nativepath.h"

#include <QFileDialog>

namespace u8scope::ui {

std::unique_ptr<QFileDialog> makeOpenFileDialog(QWidget* parent, const QString& title,
                                                const QString& folder) {
    auto dialog = std::make_unique<QFileDialog>(parent, title, folder);
    dialog->setAcceptMode(QFileDialog::AcceptOpen);
    // Not ExistingFile: its check goes through QString and refuses "caf\xE9.txt".
    dialog->setFileMode(QFileDialog::AnyFile);
    return dialog;
}

QByteArray chosenFile(const QFileDialog& dialog) {
    const QStringList files = dialog.selectedFiles();
    return files.isEmpty() ? QByteArray() : nativePathFor(files.constFirst());
}

QByteArray chooseFileToOpen(QWidget* parent, const QString& title, const QString& folder) {
    const auto dialog = makeOpenFileDialog(parent, title, folder);
    if (dialog->exec() != QDialog::Accepted)
        return {};
    return chosenFile(*dialog);
}

} // namespace u8scope::ui
