// Converting text in another encoding to UTF-8 as it streams by: any encoding an ICU converter
// knows (windows-1251, UTF-16LE, Shift_JIS, ...), and the single-octet codecs of legacycodec.h read
// through their own tables, so that every octet maps. Octets the encoding cannot read become
// U+FFFD, and so does a last character the end of the input cuts short; a byte order mark at
// the start is dropped (UTF-8 needs none).
#pragma once

#include "u8scope/encoding/legacycodec.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace u8scope {

class Transcoder {
public:
    /// The converter for `encoding`, or nothing when neither legacycodec.h nor ICU knows the name.
    [[nodiscard]] static std::optional<Transcoder> open(std::string_view encoding);
    ~Transcoder();
    Transcoder(Transcoder&&) noexcept;
    Transcoder& operator=(Transcoder&&) noexcept;

    /// Converts the next chunk, appending UTF-8 to `out`. With `last` (an empty chunk will do),
    /// the input ends here: a sequence left unfinished becomes U+FFFD (see cutAtEnd()).
    void convert(std::span<const std::uint8_t> chunk, std::string& out, bool last = false);
    /// After the last chunk: the octets of a last character that the end of the input cut short
    /// (written as U+FFFD), or 0 when it ended between characters.
    [[nodiscard]] std::size_t cutAtEnd() const noexcept;
    /// The encoding's name as given to open().
    [[nodiscard]] const std::string& name() const noexcept;

private:
    struct Impl;
    explicit Transcoder(std::unique_ptr<Impl> impl) noexcept;
    std::unique_ptr<Impl> m_impl;
};

} // namespace u8scope
