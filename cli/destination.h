// Where fix writes: standard output, or with -o a file written beside OUT and renamed over it
// once complete.
#pragma once

#include "output.h"

#include <memory>
#include <string>
#include <string_view>

namespace u8scope::cli {

// Where the output goes; every write checked, the first failure kept with its reason.
class Destination {
public:
    virtual ~Destination() = default;
    virtual void write(std::string_view s) = 0;
    [[nodiscard]] virtual bool failed() const noexcept = 0;
    /// Completes the output; false (with a message given) when that fails.
    [[nodiscard]] virtual bool finish() = 0;
    /// Gives up: a partial output is removed. Harmless after finish().
    virtual void abandon() noexcept {}
    /// What became of the output given up, for a message: "" when none was written.
    [[nodiscard]] virtual std::string abandoned() const { return {}; }
};

class StandardOutput final : public Destination {
public:
    void write(std::string_view s) override { m_out.write(s); }
    [[nodiscard]] bool failed() const noexcept override { return m_out.failed(); }
    [[nodiscard]] bool finish() override {
        if (m_out.flush())
            return true;
        m_out.complainFailure();
        return false;
    }

    [[nodiscard]] std::string abandoned() const override {
        return " (standard output got the file with those repairs, which moved the data: do not "
               "use it)";
    }

private:
    Out m_out;
};

/// The destination of -o OUT for the FILE operand `input`: refuses OUT when it is the input
/// itself (under any name), or exists and is no regular file; else makes the temporary file.
/// Nullptr after a message when it cannot.
[[nodiscard]] std::unique_ptr<Destination> replacingFile(const std::string& out,
                                                         const std::string& input);

} // namespace u8scope::cli
