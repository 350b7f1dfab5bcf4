// Run-time choice of kernel: the vector kernels are compiled for instruction sets the baseline
// build does not assume, so each is offered only when this CPU (and OS) supports it. The choice
// is made once, here, for every path of the table: a new entry of struct Kernel needs nothing in
// this file (kernels.h says where it goes); a new instruction set is a kernel of its own, its
// file in core/CMakeLists.txt with its flags, and its CPU check in detect() below.
#include "scan/kernels/kernel_impl.h"

#include <cstdlib>
#include <vector>

namespace u8scope::kernels {

namespace {

std::vector<const Kernel*> detect() {
    std::vector<const Kernel*> kernels{&scalarKernel()};
#if U8SCOPE_KERNELS_X86
    __builtin_cpu_init();
    // Every vector kernel counts dense errors with POPCNT; AVX2 and AVX-512 need BMI1 (ANDN) too,
    // all CPUs with either have it.
    const bool popcnt = __builtin_cpu_supports("popcnt");
    if (popcnt && __builtin_cpu_supports("ssse3") && __builtin_cpu_supports("sse4.2")) {
        kernels.push_back(&sse4Kernel());
    }
    if (popcnt && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("avx2"))
        kernels.push_back(&avx2Kernel());
    if (popcnt && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("avx512f") &&
        __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vbmi")) {
        kernels.push_back(&avx512Kernel());
    }
#endif
    return kernels;
}

} // namespace

std::span<const Kernel* const> availableKernels() noexcept {
    static const std::vector<const Kernel*> kernels = detect();
    return kernels;
}

const Kernel& bestKernel() noexcept {
    static const Kernel* chosen = [] {
        const auto all = availableKernels();
        if (const char* forced = std::getenv("U8SCOPE_KERNEL")) {
            for (const Kernel* k : all) {
                if (k->name == forced)
                    return k;
            }
        }
        return all.back();
    }();
    return *chosen;
}

} // namespace u8scope::kernels
