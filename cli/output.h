// Writing results: a buffered standard output, messages on standard error, JSON strings.
#pragma once

#include "u8scope/result.h"

#include <cstdio>
#include <string>
#include <string_view>

namespace u8scope::cli {

/// Standard output with a large buffer (dumps and decodes write a lot).
class Out {
public:
    Out();
    ~Out();
    Out(const Out&) = delete;
    Out& operator=(const Out&) = delete;
    void write(std::string_view s) {
        if (std::fwrite(s.data(), 1, s.size(), stdout) != s.size())
            noteFailure();
    }
    void put(char c) {
        if (std::fputc(c, stdout) == EOF)
            noteFailure();
    }
    /// Whether writing has failed (a full disk, a pipe closed while SIGPIPE is ignored), so
    /// that commands stop instead of working through the rest of their input for nothing.
    [[nodiscard]] bool failed() const noexcept { return m_error != 0; }
    /// Flushes; false if writing failed.
    [[nodiscard]] bool flush();
    /// When standard output is a pipe whose reader has gone, does what a write would: dies of
    /// SIGPIPE (its default), or, with SIGPIPE ignored, marks the output failed (EPIPE). For
    /// commands that may go long without writing.
    void checkReader();
    /// "cannot write the output: <reason>" on standard error.
    void complainFailure() const;

private:
    void noteFailure() noexcept;
    int m_error = 0; // errno of the first failed write
};

/// `text` safe to print on a terminal: C0 and C1 control characters, DEL and octets that are
/// not UTF-8 (which a hostile file name could use to drive the terminal) written as \xNN
/// escapes, bidirectional controls and line separators (which reorder what follows) as
/// \u{XXXX}. Well-formed text is kept as is.
[[nodiscard]] std::string terminalSafe(std::string_view text);

/// "u8scope-cli: <message>" on standard error (made terminalSafe).
void complain(std::string_view message);
/// "u8scope-cli: <path>: <reason>" on standard error.
void complain(const IoError& error);

/// A JSON string literal, quoted and escaped; UTF-8 is kept as is, and each malformed unit
/// (RFC 3629) becomes U+FFFD, so that the JSON stays UTF-8. Control characters (C0, DEL, C1)
/// and bidirectional controls are written as \uXXXX escapes.
[[nodiscard]] std::string jsonString(std::string_view s);

/// Whether standard output is a terminal.
[[nodiscard]] bool stdoutIsTerminal();

} // namespace u8scope::cli
