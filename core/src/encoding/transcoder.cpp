// Streaming conversion to UTF-8: see transcoder.h.
#include "u8scope/encoding/transcoder.h"

#include "u8scope/codec/encoder.h"

#include <array>
#include <unicode/ucnv.h>
#include <unicode/ucnv_cb.h>

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
    std::size_t cutOctets = 0; // of a last character the end of the input cut short

    // ICU's own substitute is the code page's: U+001A (SUB) for Shift_JIS and EUC-JP. Every
    // sequence the encoding cannot read, a last one cut short included, becomes U+FFFD.
    static void substitute(const void* context, UConverterToUnicodeArgs* args,
                           const char* /*units*/, int32_t length, UConverterCallbackReason reason,
                           UErrorCode* status) {
        if (reason != UCNV_UNASSIGNED && reason != UCNV_ILLEGAL && reason != UCNV_IRREGULAR)
            return;
        if (*status == U_TRUNCATED_CHAR_FOUND)
            static_cast<Impl*>(const_cast<void*>(context))->cutOctets =
                static_cast<std::size_t>(length);
        *status = U_ZERO_ERROR;
        static constexpr UChar kReplacement = 0xFFFD;
        ucnv_cbToUWriteUChars(args, &kReplacement, 1, 0, status);
    }

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
        ucnv_setToUCallBack(impl->source, &Impl::substitute, impl.get(), nullptr, nullptr, &status);
        if (U_FAILURE(status))
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

std::size_t Transcoder::cutAtEnd() const noexcept {
    return m_impl->cutOctets;
}

void Transcoder::convert(std::span<const std::uint8_t> chunk, std::string& out, bool last) {
    Impl& d = *m_impl;
    const std::size_t begin = out.size();
    if (d.codec) {
        for (const std::uint8_t o : chunk)
            out += encode(d.codec->decode(o)).text();
    } else {
        // ICU refuses a null source (U_ILLEGAL_ARGUMENT_ERROR), which an empty span may hold:
        // the flush at the end, which completes a character cut short, would then do nothing.
        static constexpr char kNothing = 0;
        const char* in = chunk.empty() ? &kNothing : reinterpret_cast<const char*>(chunk.data());
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
