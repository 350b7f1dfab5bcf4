// How the window writes numbers for people, in one place: offsets in hex as the hex view shows
// them ("0x1F"), with their decimal value where a person may want it ("0x1F (31)"), counts and
// sizes in the user's locale. (The command line writes its offsets in decimal; see cli/.)
#pragma once

#include "u8scope/codec/profile.h"
#include "u8scope/file/result.h"

#include <QByteArray>
#include <QString>
#include <cstdint>
#include <string_view>

namespace u8scope::ui {

/// "1F": uppercase hex digits, zero-padded to at least `width`.
[[nodiscard]] QString hexDigits(std::uint64_t value, int width = 1);
/// "0x1F", or zero-padded "0x0000001F" with `width` 8.
[[nodiscard]] QString hexOffset(std::uint64_t offset, int width = 1);
/// "0x1F (31)": the hex offset and its decimal value in the user's locale.
[[nodiscard]] QString offsetText(std::uint64_t offset, int width = 1);
/// "1,234": a count in the user's locale.
[[nodiscard]] QString number(std::uint64_t n);
/// "512 octets", or "1.5 MiB (1,572,864 octets)" from 1 KiB on.
[[nodiscard]] QString sizeText(std::uint64_t octets);
/// The profile in a word or two: "RFC 3629", "ISO/IEC 10646-1:1993".
[[nodiscard]] QString profileLabel(Profile profile);
/// UTF-8 from core (names, titles, explanations) as a QString.
[[nodiscard]] QString fromUtf8(std::string_view text);
/// A file name or path, as the octets the system uses (which need not be UTF-8), as the window
/// shows it: octets that are not UTF-8, control characters and characters that reorder text
/// escaped ("caf\xE9.txt"), through core's terminalSafe (textescape.h), as the command line
/// shows names.
[[nodiscard]] QString fileNameText(const QByteArray& nativePath);
/// An I/O error as the window shows it: "NAME: reason", the name through fileNameText() (its
/// controls, bidirectional characters and octets that are not UTF-8 escaped).
[[nodiscard]] QString ioErrorText(const IoError& error);
/// Whether a native path survives QString (QFile::decodeName, then encodeName): false for a
/// name that is not valid UTF-8 under a UTF-8 locale, which Qt's file APIs cannot reach.
[[nodiscard]] bool survivesQString(const QByteArray& nativePath);

} // namespace u8scope::ui
