// What the window does with mojibake beyond showing it: Copy Repaired Text, Save Repaired Copy
// (with a preview of every repair, before and after) and Save as UTF-8 (a file in another
// encoding, read with the codec chosen or detected). The open file is never modified: copies go
// to a new file through QSaveFile (a temporary file in the same folder, renamed once complete),
// and the open file itself is refused as the destination.
#pragma once

#include "u8scope/file/source.h"
#include "u8scope/mojibake/mojibake.h"

#include <QString>

class QWidget;

namespace u8scope::ui {

class Document;
class HexView;

/// Puts the selected octets on the clipboard as text, with their mojibake repaired; says what
/// it did through the view's status message.
void copyRepairedText(Document& document, HexView& view);

/// Shows the repairs and, when the user goes on, asks where to save the repaired copy.
void saveRepairedCopy(QWidget* parent, Document& document);

/// Asks where to save the document's text as UTF-8, read with its text codec or its likely
/// encoding.
void saveAsUtf8(QWidget* parent, Document& document);

/// What one write needs, for the functions below (tests call them directly).
struct CopyTarget {
    QString path;       ///< where to write
    QString sourcePath; ///< the file the source is, refused as `path`; empty for none
};

/// Writes `source` with its mojibake repaired to `target.path`, the findings `policy` takes (the
/// preview's check boxes), as `u8scope-cli fix` repairs a file: with its region map and the
/// evidence of a first pass (planRepair, repairplan.h), its binary data and NUL holes copied as
/// they are. Returns an empty string, or why it could not; what `fix` refuses (UTF-16, binary
/// data, text followed by binary data with mojibake to repair) is refused, and nothing is written.
[[nodiscard]] QString writeRepairedCopy(const ByteSource& source, const CopyTarget& target,
                                        std::uint64_t* repaired = nullptr,
                                        const RepairPolicy& policy = {});

/// Writes `source` converted from `encoding` (an ICU name, or a codec of legacycodec.h) to UTF-8.
[[nodiscard]] QString writeUtf8Copy(const ByteSource& source, const std::string& encoding,
                                    const CopyTarget& target);

} // namespace u8scope::ui
