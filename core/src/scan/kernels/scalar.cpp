// The straightforward byte-at-a-time kernel: the reference every vector kernel must match. Its
// mojibake filter is the filter's own plain walk (core/src/mojibake/suspects.cpp).
#include "mojibake/suspects.h"
#include "scan/kernels/block_bits.h"
#include "scan/kernels/kernel_impl.h"
#include "scan/kernels/vector_driver.h"
#include "u8scope/codec/octetclass.h"

namespace u8scope::kernels {

namespace {

// The bit planes of 64 octets for the dense-error walk, 8 octets at a time: for each bit, the
// multiplication gathers that bit of the 8 octets into the top octet of the product.
struct ScalarPlanes {
    U8SCOPE_INLINE static Planes planes(const std::uint8_t* p) noexcept {
        Planes out;
        for (int q = 0; q < 8; ++q) {
            std::uint64_t x = 0;
            for (int j = 0; j < 8; ++j)
                x |= static_cast<std::uint64_t>(p[8 * q + j]) << (8 * j);
            for (int b = 0; b < 8; ++b) {
                const std::uint64_t gathered =
                    (((x >> b) & 0x0101010101010101u) * 0x0102040810204080u) >> 56;
                out.plane[b] |= gathered << (8 * q);
            }
        }
        return out;
    }
};

// The block classifier's bit sets, octet by octet.
struct ScalarMasks {
    static Masks64 of(const std::uint8_t* p) noexcept { return masksOneByOne(p, 64); }
};

} // namespace

std::size_t scalarValidateUntil(const std::uint8_t* data, std::size_t size, std::size_t from,
                                std::size_t until) noexcept {
    std::size_t i = from;
    while (i < until) {
        const std::uint8_t b = data[i];
        if (b < 0x80) {
            ++i;
            continue;
        }
        // RFC 3629 §4: the allowed range of the second octet depends on the first.
        std::size_t n = 0;
        std::uint8_t lo = 0x80, hi = 0xBF;
        if (b >= 0xC2 && b <= 0xDF) {
            n = 2;
        } else if (b >= 0xE0 && b <= 0xEF) {
            n = 3;
            if (b == 0xE0)
                lo = 0xA0;
            if (b == 0xED)
                hi = 0x9F;
        } else if (b >= 0xF0 && b <= 0xF4) {
            n = 4;
            if (b == 0xF0)
                lo = 0x90;
            if (b == 0xF4)
                hi = 0x8F;
        } else {
            return i;
        }
        if (size - i < n)
            return i;
        if (data[i + 1] < lo || data[i + 1] > hi)
            return i;
        for (std::size_t k = 2; k < n; ++k) {
            if (!isContinuationOctet(data[i + k]))
                return i;
        }
        i += n;
    }
    return i;
}

std::size_t scalarValidPrefix(const std::uint8_t* data, std::size_t size) noexcept {
    return scalarValidateUntil(data, size, 0, size);
}

void scalarCountClasses(const std::uint8_t* data, std::size_t size, ClassCounts& counts) noexcept {
    std::uint64_t byNibble[16] = {};
    for (std::size_t i = 0; i < size; ++i)
        ++byNibble[data[i] >> 4];
    for (int n = 0; n < 8; ++n)
        counts.ascii += byNibble[n];
    for (int n = 8; n < 12; ++n)
        counts.continuation += byNibble[n];
    counts.lead2 += byNibble[0xC] + byNibble[0xD];
    counts.lead3 += byNibble[0xE];
    counts.lead4 += byNibble[0xF];
}

std::size_t scalarCountValidPrefix(const std::uint8_t* data, std::size_t size,
                                   ClassCounts& counts) noexcept {
    const std::size_t n = scalarValidPrefix(data, size);
    scalarCountClasses(data, n, counts);
    return n;
}

// No gate of its own: every prefix may hold a place.
std::size_t scalarCountValidPrefixGated(const std::uint8_t* data, std::size_t size,
                                        ClassCounts& counts, bool& gate) noexcept {
    gate = true;
    return scalarCountValidPrefix(data, size, counts);
}

bool anyGatePlace(const std::uint8_t* data, std::size_t from, std::size_t to) noexcept {
    for (std::size_t q = from > 0 ? from : 1; q < to; ++q) {
        if (gatePlace(data[q - 1], data[q]))
            return true;
    }
    return false;
}

void scalarClassifyValid(const std::uint8_t* data, std::size_t size, OctetClass* out) noexcept {
    for (std::size_t i = 0; i < size; ++i)
        out[i] = classOfValidOctet(data[i]);
}

std::size_t scalarPlainAsciiPrefix(const std::uint8_t* data, std::size_t size,
                                   std::uint64_t& lineFeeds, std::size_t& lineStart) noexcept {
    for (std::size_t i = 0; i < size; ++i) {
        const std::uint8_t b = data[i];
        if (b == '\n') {
            ++lineFeeds;
            lineStart = i + 1;
        } else if (!plainAsciiOctet(b) && !(b == '\r' && i + 1 < size && data[i + 1] == '\n')) {
            return i;
        }
    }
    return size;
}

std::size_t scalarQuietPrefix(const std::uint8_t*, std::size_t, QuietCheck&) noexcept {
    return 0; // the scan's own loop, character by character
}

const Kernel& scalarKernel() noexcept {
    static constexpr Kernel kernel{
        .name = "scalar",
        .validPrefix = scalarValidPrefix,
        .countValidPrefix = scalarCountValidPrefix,
        .countValidPrefixGated = scalarCountValidPrefixGated,
        .classifyValid = scalarClassifyValid,
        .scanBlocks = vectorScanBlocks<ScalarPlanes>,
        .plainAsciiPrefix = scalarPlainAsciiPrefix,
        .quietPrefix = scalarQuietPrefix,
        // The filter's plain walk, its reference.
        .findSuspect = detail::findSuspectPairScalar,
        .collectSuspects = detail::collectSuspectPairsScalar,
        .classifyBlock = classifyBlockWith<ScalarMasks>,
    };
    return kernel;
}

} // namespace u8scope::kernels
