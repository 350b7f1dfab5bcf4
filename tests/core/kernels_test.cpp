#include <gtest/gtest.h>

#include <random>

#include "test_support.h"
#include "u8scope/kernels.h"

namespace u8scope {
namespace {

// The valid prefix as the reference decoder sees it: up to the first malformed unit, or the
// first unit cut short by the end of the data.
std::size_t referenceValidPrefix(const test::Bytes& in) {
    for (const Unit& u : decodeAll(in, Profile::Rfc3629)) {
        if (!u.valid()) return static_cast<std::size_t>(u.offset);
    }
    return in.size();
}

TEST(Kernels, ScalarMatchesTheDecoderOnRandomInput) {
    std::mt19937 rng(7);
    for (int round = 0; round < 2000; ++round) {
        test::Bytes in(rng() % 100);
        for (auto& b : in) b = static_cast<std::uint8_t>(rng() % 3 == 0 ? rng() : 0x80 | (rng() & 0x3F));
        for (const auto* k : kernels::availableKernels()) {
            ASSERT_EQ(k->validPrefix(in.data(), in.size()), referenceValidPrefix(in)) << k->name;
        }
    }
}

} // namespace
} // namespace u8scope
