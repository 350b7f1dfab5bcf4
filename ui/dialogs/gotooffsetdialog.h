// Go to Offset (Ctrl+G): takes a decimal or 0x-prefixed hex offset, or a move from the cursor
// (+16, -0x10), and says at once, below the field, what is wrong with it (not a number, past the
// end of the file, before its start) instead of failing later.
#pragma once

#include <QDialog>
#include <cstdint>
#include <optional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace u8scope::ui {

class GoToOffsetDialog : public QDialog {
    Q_OBJECT
public:
    GoToOffsetDialog(std::uint64_t fileSize, std::uint64_t current, QWidget* parent = nullptr);

    struct Parsed {
        std::optional<std::uint64_t> offset;
        QString message; ///< what the offset is, or why it cannot be used
    };
    /// Reads "1234", "0x4D2", "4D2h", or a move from `current` such as "+16" or "-0x10"
    /// (readOffset); offsets must be below `fileSize`.
    [[nodiscard]] static Parsed parse(const QString& text, std::uint64_t fileSize,
                                      std::uint64_t current = 0);

    [[nodiscard]] std::optional<std::uint64_t> offset() const;
    [[nodiscard]] QLineEdit* field() const noexcept { return m_field; }

private:
    void validate();

    std::uint64_t m_size;
    std::uint64_t m_current;
    QLineEdit* m_field;
    QLabel* m_message;
    QDialogButtonBox* m_buttons;
};

} // namespace u8scope::ui
