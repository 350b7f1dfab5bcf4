// I/O failures as values: an IoError names the file and the reason, for a message to the user.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace u8scope {

struct IoError {
    std::string path;   ///< the file as the user named it ("-" for standard input)
    std::string reason; ///< e.g. "No such file or directory", "is a directory"
    int code = 0;       ///< errno when the system reported it, else 0

    /// "path: reason", ready to show.
    [[nodiscard]] std::string message() const { return path + ": " + reason; }
};

/// A value or the IoError that prevented it.
template <class T>
class Result {
public:
    Result(T value) : m_v(std::move(value)) {}       // NOLINT: implicit by design
    Result(IoError error) : m_v(std::move(error)) {} // NOLINT: implicit by design

    [[nodiscard]] bool ok() const noexcept { return m_v.index() == 0; }
    explicit operator bool() const noexcept { return ok(); }
    [[nodiscard]] T& value() & {
        assert(ok());
        return std::get<0>(m_v);
    }
    [[nodiscard]] const T& value() const& {
        assert(ok());
        return std::get<0>(m_v);
    }
    [[nodiscard]] T&& value() && {
        assert(ok());
        return std::get<0>(std::move(m_v));
    }
    [[nodiscard]] T* operator->() { return &value(); }
    [[nodiscard]] const T* operator->() const { return &value(); }
    [[nodiscard]] T& operator*() & { return value(); }
    [[nodiscard]] const T& operator*() const& { return value(); }
    [[nodiscard]] T&& operator*() && { return std::move(*this).value(); }
    [[nodiscard]] const IoError& error() const& {
        assert(!ok());
        return std::get<1>(m_v);
    }

private:
    std::variant<T, IoError> m_v;
};

} // namespace u8scope
