// The region map's block classifier (Kernel::classifyBlock), as every kernel runs it: a kernel
// gives the five bit sets of 64 octets at once (its Masks::of), and this walks the block and
// finishes a last, partial word octet by octet with the rules written out, which the scalar
// kernel takes for whole words too. In an unnamed namespace like vector_driver.h, for the reason
// given there.
#pragma once

#include "scan/kernels/kernel_impl.h"

#include <algorithm>
#include <bit>

namespace u8scope::kernels {
namespace {

// The bit sets of up to 64 octets, bit k for octet k.
struct Masks64 {
    std::uint64_t control = 0;
    std::uint64_t nul = 0;
    std::uint64_t lineFeed = 0;
    std::uint64_t high = 0;
    std::uint64_t lead = 0;
};

// The rules of BlockBits octet by octet: the reference the vector kernels are tested against.
inline Masks64 masksOneByOne(const std::uint8_t* p, std::size_t n) noexcept {
    Masks64 m;
    for (std::size_t k = 0; k < n; ++k) {
        const std::uint64_t bit = std::uint64_t{1} << k;
        const std::uint8_t b = p[k];
        m.control |= isBinaryControl(b) ? bit : 0;
        m.nul |= b == 0 ? bit : 0;
        m.lineFeed |= b == '\n' ? bit : 0;
        m.high |= b >= 0x80 ? bit : 0;
        m.lead |= b >= 0xC0 ? bit : 0;
    }
    return m;
}

// Stores the sets of word w, and counts them (with the kernel's own popcount instruction) into
// `c`, which the caller keeps in registers.
inline void storeMasks(BlockBits& out, std::size_t w, const Masks64& m,
                       BlockBits::Counts& c) noexcept {
    out.control[w] = m.control;
    out.nul[w] = m.nul;
    out.lineFeed[w] = m.lineFeed;
    out.high[w] = m.high;
    out.lead[w] = m.lead;
    const auto count = [](std::uint64_t bits) {
        return static_cast<std::uint32_t>(std::popcount(bits));
    };
    c.control += count(m.control);
    c.nul += count(m.nul);
    c.nulEven += count(m.nul & 0x5555555555555555u);
    c.lineFeed += count(m.lineFeed);
    c.high += count(m.high);
    c.lead += count(m.lead);
}

template <class Masks>
void classifyBlockWith(const std::uint8_t* data, std::size_t size, BlockBits& out) noexcept {
    size = std::min(size, BlockBits::kOctets);
    BlockBits::Counts counts;
    std::size_t w = 0;
    for (; 64 * (w + 1) <= size; ++w)
        storeMasks(out, w, Masks::of(data + 64 * w), counts);
    if (64 * w < size) {
        storeMasks(out, w, masksOneByOne(data + 64 * w, size - 64 * w), counts);
        ++w;
    }
    for (; w < BlockBits::kWords; ++w)
        storeMasks(out, w, Masks64{}, counts);
    out.counts = counts;
}

} // namespace
} // namespace u8scope::kernels
