// Writing results: a buffered standard output, messages on standard error, JSON strings.
#pragma once

#include "u8scope/file/result.h"
#include "u8scope/text/textescape.h"

#include <cstdio>
#include <string>
#include <string_view>

namespace u8scope::cli {

/// Standard output with a large buffer (dumps and decodes write a lot), shared by every Out as
/// stdio's would be. A pipe or terminal left non-blocking (O_NONBLOCK) by a program that shares
/// it is waited for when full, as a blocking one is, where stdio would give up with EAGAIN.
class Out {
public:
    Out() = default;
    ~Out();
    Out(const Out&) = delete;
    Out& operator=(const Out&) = delete;
    void write(std::string_view s);
    void put(char c) { write(std::string_view(&c, 1)); }
    /// Whether writing has failed (a full disk, a pipe closed while SIGPIPE is ignored), so
    /// that commands stop instead of working through the rest of their input for nothing.
    [[nodiscard]] bool failed() const noexcept;
    /// Flushes; false if writing failed.
    [[nodiscard]] bool flush();
    /// When standard output is a pipe whose reader has gone, does what a write would: dies of
    /// SIGPIPE (its default), or, with SIGPIPE ignored, marks the output failed (EPIPE). For
    /// commands that may go long without writing.
    void checkReader();
    /// "cannot write the output: <reason>" on standard error.
    void complainFailure() const;
};

/// Terminal columns of UTF-8 text: one per character (the help and the tables hold no wide
/// ones).
[[nodiscard]] std::size_t columns(std::string_view s) noexcept;

// terminalSafe() and jsonString(): core (textescape.h), shared with the window's reports.
using u8scope::jsonString;
using u8scope::terminalSafe;

/// "u8scope-cli: <message>" on standard error (made terminalSafe).
void complain(std::string_view message);
/// "u8scope-cli: <path>: <reason>" on standard error.
void complain(const IoError& error);

/// Whether standard output is a terminal.
[[nodiscard]] bool stdoutIsTerminal();

} // namespace u8scope::cli
