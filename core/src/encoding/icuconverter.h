// An ICU converter that closes itself, opened by name: the one way core holds a UConverter (the
// legacy code pages' tables, the East Asian readings of the mojibake engine).
#pragma once

#include <memory>
#include <unicode/ucnv.h>

namespace u8scope::detail {

struct ConverterCloser {
    void operator()(UConverter* c) const noexcept { ucnv_close(c); }
};
using IcuConverter = std::unique_ptr<UConverter, ConverterCloser>;

/// The converter ICU has for `name`, or null where it has none.
[[nodiscard]] inline IcuConverter openConverter(const char* name) noexcept {
    UErrorCode status = U_ZERO_ERROR;
    IcuConverter c(ucnv_open(name, &status));
    if (U_FAILURE(status))
        return nullptr;
    return c;
}

} // namespace u8scope::detail
