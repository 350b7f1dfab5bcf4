// Writing all of a piece into a file opened unbuffered, for the copies and exports the window
// writes (Save Repaired Copy, Save as UTF-8, Export Report, Export PDF). Qt's own buffer,
// flushed into a disk that fills up midway, writes part and then says only "Unknown error"; a
// short write tried again makes the write that fails set the system's reason, which
// QIODevice::errorString() then gives ("No space left on device").
#pragma once

#include <QIODevice>
#include <string_view>

namespace u8scope::ui {

/// Writes all of `piece` into `file`; false when a write failed (file.errorString() says why).
[[nodiscard]] inline bool writeWhole(QIODevice& file, std::string_view piece) {
    while (!piece.empty()) {
        const qint64 n = file.write(piece.data(), static_cast<qint64>(piece.size()));
        if (n <= 0)
            return false;
        piece.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

} // namespace u8scope::ui
