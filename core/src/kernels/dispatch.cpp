// Run-time choice of kernel.
#include <cstdlib>
#include <vector>

#include "kernels/kernel_impl.h"

namespace u8scope::kernels {

namespace {

std::vector<const Kernel*> detect() {
    std::vector<const Kernel*> kernels{&scalarKernel()};
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
                if (k->name == forced) return k;
            }
        }
        return all.back();
    }();
    return *chosen;
}

} // namespace u8scope::kernels
