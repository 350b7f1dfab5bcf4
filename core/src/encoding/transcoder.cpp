// Streaming conversion to UTF-8: see transcoder.h.
#include "u8scope/encoding/transcoder.h"

#include "u8scope/codec/encoder.h"

#include <array>
#include <unicode/ucnv.h>

namespace u8scope {

struct Transcoder::Impl {
    std::string name;
    std::optional<Codec> codec; // a single-octet codec of ours: its own table
    UConverter* source = nullptr;
    UConverter* target = nullptr; // UTF-8
    std::array<UChar, 1024> pivot{};
    UChar* pivotSource = pivot.data();
    UChar* pivotTarget = pivot.data();
    bool atStart = true; // no output yet
    bool fresh = true;   // no input yet
    bool dropSignature = false;

    ~Impl() {
        if (source)
            ucnv_close(source);
        if (target)
            ucnv_close(target);
    }
};

Transcoder::Transcoder(std::unique_ptr<Impl> impl) noexcept : m_impl(std::move(impl)) {}
Transcoder::~Transcoder() = default;
Transcoder::Transcoder(Transcoder&&) noexcept = default;
Transcoder& Transcoder::operator=(Transcoder&&) noexcept = default;

std::optional<Transcoder> Transcoder::open(std::string_view encoding) {
    auto impl = std::make_unique<Impl>();
    impl->name = std::string(encoding);
    if (impl->name.empty())
        return std::nullopt;
    impl->codec = Codec::byName(encoding);
    if (!impl->codec) {
        UErrorCode status = U_ZERO_ERROR;
        impl->source = ucnv_open(impl->name.c_str(), &status);
        if (U_FAILURE(status) || !impl->source)
            return std::nullopt;
        status = U_ZERO_ERROR;
        impl->target = ucnv_open("UTF-8", &status);
        if (U_FAILURE(status) || !impl->target)
            return std::nullopt;
        // UTF-16 and UTF-32 in either order start with a byte order mark that UTF-8 needs not.
        status = U_ZERO_ERROR;
        const std::string canonical = ucnv_getName(impl->source, &status);
        impl->dropSignature =
            canonical.rfind("UTF-16", 0) == 0 || canonical.rfind("UTF-32", 0) == 0;
    }
    return Transcoder(std::move(impl));
}

const std::string& Transcoder::name() const noexcept {
    return m_impl->name;
}

void Transcoder::convert(std::span<const std::uint8_t> chunk, std::string& out, bool last) {
    Impl& d = *m_impl;
    const std::size_t begin = out.size();
    if (d.codec) {
        for (const std::uint8_t o : chunk)
            out += encode(d.codec->decode(o)).text();
    } else {
        const char* in = reinterpret_cast<const char*>(chunk.data());
        const char* inEnd = in + chunk.size();
        std::array<char, 4096> buffer{};
        for (;;) {
            char* target = buffer.data();
            UErrorCode status = U_ZERO_ERROR;
            ucnv_convertEx(d.target, d.source, &target, buffer.data() + buffer.size(), &in, inEnd,
                           d.pivot.data(), &d.pivotSource, &d.pivotTarget,
                           d.pivot.data() + d.pivot.size(), d.fresh, last, &status);
            d.fresh = false;
            out.append(buffer.data(), static_cast<std::size_t>(target - buffer.data()));
            if (status != U_BUFFER_OVERFLOW_ERROR)
                break;
        }
    }
    if (d.atStart && out.size() > begin) {
        d.atStart = false;
        if (d.dropSignature && out.compare(begin, 3, "\xEF\xBB\xBF") == 0)
            out.erase(begin, 3);
    }
}

} // namespace u8scope
