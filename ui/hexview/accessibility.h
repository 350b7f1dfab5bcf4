// What screen readers get from the custom-painted hex view and legend: Qt's accessibility
// interfaces (QAccessibleInterface), made by a factory installed with QAccessible::installFactory.
// The hex view reads as a read-only document whose value is the cursor: its offset, the octet,
// the octet's class (ISO/IEC 10646-1 Annex R, Table 1), the character, for a malformed unit the
// plain explanation of what went wrong (explaintext.h), and the mojibake it is part of. The
// legend reads as a list of the classes with their sample octets and descriptions. The view
// announces each cursor move with QAccessible::updateAccessibility.
#pragma once

#include "u8scope/codec/profile.h"
#include "u8scope/file/source.h"

#include <QString>
#include <cstdint>

class QWidget;

namespace u8scope::ui {

struct MojibakeReport;

/// Installs the factory once; the hex view and the legend call it when made.
void installAccessibility();

/// The hex view's accessible value for the cursor at `offset`: e.g. "Offset 3 (0x3): octet C3,
/// first octet of a 2-octet sequence; character é, U+00E9 LATIN SMALL LETTER E WITH ACUTE", or
/// "Offset 5 (0x5): octet FF, octet that never occurs in UTF-8; malformed (invalid-octet): This
/// octet is not UTF-8. …", then, with the source's mojibake `report`, the finding the octet is
/// part of, as the Mojibake list says it ("; mojibake: "cafÃ©" should read "café": …"). Says
/// why when the octet cannot be read; empty past the end.
[[nodiscard]] QString describeCursor(const u8scope::ByteSource& source, std::uint64_t offset,
                                     u8scope::Profile profile,
                                     const MojibakeReport* report = nullptr);

/// Tells assistive technology that the hex view's cursor moved (its value changed).
void announceCursor(QWidget* view);

} // namespace u8scope::ui
