// From a name a dialog returns to the file's octets. Qt's file dialogs carry names as QString,
// which cannot hold octets that are not UTF-8: "caf\xE9.txt" comes back as "caf\uFFFD.txt", a name
// that does not exist. nativePathFor finds the file again, one component at a time, among the
// entries of each folder whose shown name is the one the dialog returned.
#pragma once

#include <QByteArray>
#include <QString>

namespace u8scope::ui {

/// The octets of the file `shown` names. A component that exists as QFile::encodeName writes it
/// is taken as is; one that does not, and holds U+FFFD, is the single entry of its folder that
/// QFile::decodeName shows that way. When none or several match, the plain encodeName is given
/// back, so opening it fails with the usual message naming the file.
[[nodiscard]] QByteArray nativePathFor(const QString& shown);

} // namespace u8scope::ui
