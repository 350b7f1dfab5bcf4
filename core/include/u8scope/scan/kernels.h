// The hot loops, with a kernel chosen at run time: validation per RFC 3629 §4 and octet
// classification per ISO/IEC 10646-1 Annex R Table 1 over well-formed text, the dense-error path
// that decides every unit of a block at once, maximal subparts included (Unicode Standard §3.9),
// the mojibake engine's suspect filter and the region map's block classifier. Each kernel gives
// exactly the same results as the scalar one; the decoder (decoder.h), the filter's plain walk
// (core/src/mojibake/suspects.h) and the classifier's rules octet by octet (kernels_test.cpp)
// are the references they are all tested against.
//
// Every vector path of the project is an entry of struct Kernel: one table per instruction set,
// chosen once for the whole program (dispatch.cpp), so U8SCOPE_KERNEL forces every path at once.
// To add a path (as the block classifier was):
// 1. Add a function pointer to struct Kernel below, saying what it returns.
// 2. Write it for each instruction set in that kernel's translation unit, which is compiled for
//    it (core/CMakeLists.txt): core/src/scan/kernels/scalar.cpp, sse4.cpp, avx2.cpp and
//    avx512.cpp, or a header only that file includes (avx2_suspects.h), with everything in an
//    unnamed namespace (vector_driver.h says why). A kernel without a path of its own names a
//    narrower one (the SSE4 kernel takes the scalar filter), never a wider one.
// 3. Name it in the table at the end of each of the four files (-Wmissing-field-initializers
//    warns where it is missing).
// 4. Call it through bestKernel() (or the kernel a caller was given); test every kernel of
//    availableKernels() against the scalar one on random input at every offset, and time them
//    all in one run (bench/kernels_bench.cpp).
#pragma once

#include "u8scope/codec/octetclass.h"
#include "u8scope/file/binarydata.h"
#include "u8scope/scan/errorbits.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace u8scope::kernels {

/// Octets of well-formed RFC 3629 text by class (Annex R Table 1).
struct ClassCounts {
    std::uint64_t ascii = 0;        ///< 00-7F: 1-octet sequences
    std::uint64_t continuation = 0; ///< 80-BF
    std::uint64_t lead2 = 0;        ///< C2-DF
    std::uint64_t lead3 = 0;        ///< E0-EF
    std::uint64_t lead4 = 0;        ///< F0-F4

    [[nodiscard]] std::uint64_t total() const noexcept {
        return ascii + continuation + lead2 + lead3 + lead4;
    }
    friend bool operator==(const ClassCounts&, const ClassCounts&) = default;
};

/// Units counted by Kernel::scanBlocks, by what they are.
struct UnitCounts {
    std::uint64_t ascii = 0;              ///< 1-octet sequences (00-7F)
    std::array<std::uint64_t, 5> valid{}; ///< well-formed sequences of 2 .. 6 octets (index n - 2)
    /// Octets that never occur in the profile (C0, C1, F5-FF; FE, FF in the legacy profile), each
    /// a malformed unit of one octet.
    std::uint64_t neverValid = 0;
    std::array<std::uint64_t, kErrorKindCount> errors{}; ///< malformed units, indexed by ErrorKind

    friend bool operator==(const UnitCounts&, const UnitCounts&) = default;
};

/// One call of Kernel::scanBlocks: what to scan, and what it found.
struct BlockScan {
    /// The octets; data[0] must begin a unit. Units are decided in blocks of 64 octets, each with
    /// the next 64 octets in view, so the last 64 octets of `size` are only looked at.
    const std::uint8_t* data = nullptr;
    std::size_t size = 0;
    /// Decide only the units that start before `limit` (at most `size`).
    std::size_t limit = 0;
    /// Input offset of data[0], for the ErrorBits.
    std::uint64_t offset = 0;
    Profile profile = kDefaultProfile;
    /// At most this many blocks; and with bits, the room there.
    std::size_t maxBlocks = 0;
    /// Stop after this many blocks in a row without a malformed unit (0: never), so that a caller
    /// can go back to validPrefix, which is faster on clean text.
    unsigned leaveAfterCleanBlocks = 0;
    /// Where to write one ErrorBits per block that has a malformed unit; nullptr to count only.
    ErrorBits* bits = nullptr;

    /// Results. Every unit that starts in [0, end) was decided and counted; `end` begins a unit,
    /// at or after the last block scanned (a unit may reach past that block by up to 5 octets).
    std::size_t end = 0;
    std::size_t bitCount = 0; ///< entries written to bits
    bool clean = false;       ///< stopped after leaveAfterCleanBlocks clean blocks
    UnitCounts counts;        ///< added to, not reset
};

/// The octets of a block of the region map (core/src/regions) that its rules look at, one bit
/// per octet: bit k of word w stands for data[64 w + k], and the bits past the data are 0; and
/// how many of each there are.
struct BlockBits {
    /// The octets in a block: the region map's granularity.
    static constexpr std::size_t kOctets = 4096;
    static constexpr std::size_t kWords = kOctets / 64;
    std::array<std::uint64_t, kWords> control;  ///< isBinaryControl (binarydata.h), NUL included
    std::array<std::uint64_t, kWords> nul;      ///< 00
    std::array<std::uint64_t, kWords> lineFeed; ///< 0A
    std::array<std::uint64_t, kWords> high;     ///< 80-FF: not ASCII
    std::array<std::uint64_t, kWords> lead;     ///< C0-FF: a first octet, or never valid

    /// The bits set in each, and the NUL octets at even offsets.
    struct Counts {
        std::uint32_t control = 0;
        std::uint32_t nul = 0;
        std::uint32_t nulEven = 0;
        std::uint32_t lineFeed = 0;
        std::uint32_t high = 0;
        std::uint32_t lead = 0;
        friend bool operator==(const Counts&, const Counts&) = default;
    } counts;

    friend bool operator==(const BlockBits&, const BlockBits&) = default;
};

/// What the quick check of a line (Kernel::quietPrefix) knows of the characters that begin with
/// one key (quietKeyOf): a page of 64 characters of 2 octets, or of 64 pages of 64 characters of
/// 3 or 4 octets, told apart by the low 6 bits of a selector octet (the second octet of a
/// character of 2 or 3 octets, the third of one of 4).
struct QuietKey {
    /// Bit s: the character (of 2 octets) or every character of the page (3 or 4 octets) with
    /// selector bits s is well-formed and has nothing for the hidden-character scan to look at
    /// (core/src/text/hiddenprops.h: neither kSpecial nor kMark), and its scripts are `quiet`'s,
    /// `otherQuiet`'s (bit s of `other` set) or neutral.
    std::uint64_t allowed = 0;
    std::uint64_t other = 0;
    /// The script bits (hiddenprops.h: kQuietMask) that an allowed character adds to its line.
    std::uint32_t quiet = 0;
    std::uint32_t otherQuiet = 0;
};

/// The keys: 0-31 for the first octets C0-DF, 32-47 for E0-EF, and from 48 the first octets
/// F0-F7 with the low 6 bits of the second.
inline constexpr std::size_t kQuietKeyCount = 48 + 8 * 64;

/// The key of a character of 2 to 4 octets beginning with `lead` (C0-F7) and `second`.
[[nodiscard]] constexpr std::uint32_t quietKeyOf(std::uint8_t lead, std::uint8_t second) noexcept {
    if (lead < 0xE0)
        return lead - 0xC0u;
    if (lead < 0xF0)
        return 32u + (lead - 0xE0u);
    return 48u + ((lead & 7u) << 6) + (second & 0x3Fu);
}

/// A quick check of lines in progress: what Kernel::quietPrefix adds to.
struct QuietCheck {
    /// The entry of a key (hiddenprops.h: quietKey), looked up when a block holds it.
    const QuietKey& (*key)(std::uint32_t key) noexcept = nullptr;
    /// The `quiet` of every key met, ORed and ANDed.
    std::uint32_t orQuiet = 0;
    std::uint32_t andQuiet = ~std::uint32_t{0};
    /// An ASCII letter was met.
    bool latin = false;
};

/// Every vector path of the project for one instruction set (see the top of this file).
struct Kernel {
    /// "scalar", "sse4", "avx2", "avx512".
    std::string_view name;

    /// The length of the longest prefix of data[0, size) made only of complete, well-formed RFC
    /// 3629 sequences: the offset of the first sequence that is malformed or cut short by the end
    /// of the data, or size when there is none.
    std::size_t (*validPrefix)(const std::uint8_t* data, std::size_t size) noexcept;

    /// Like validPrefix, and also adds the octets of that prefix to `counts`.
    std::size_t (*countValidPrefix)(const std::uint8_t* data, std::size_t size,
                                    ClassCounts& counts) noexcept;

    /// Like countValidPrefix, and also keeps the mojibake gate over the prefix it returns, n
    /// octets: sets `gate` (never clears it) when some data[q], 1 <= q < n, makes a gate place
    /// with the octet before it (gatePlace). It may set `gate` for other octets too, so a kernel
    /// without a gate of its own sets it always (the scalar and SSE4 kernels).
    std::size_t (*countValidPrefixGated)(const std::uint8_t* data, std::size_t size,
                                         ClassCounts& counts, bool& gate) noexcept;

    /// Writes the class of each octet of data[0, size), which must be well-formed RFC 3629 text
    /// (for example a validPrefix), to out[0, size).
    void (*classifyValid)(const std::uint8_t* data, std::size_t size, OctetClass* out) noexcept;

    /// The dense-error path: decides every unit that starts in whole blocks of 64 octets, under
    /// either profile, counts them (by popcount, not unit by unit) and reports the malformed ones
    /// as ErrorBits. Scans min(maxBlocks, limit / 64, size / 64 - 1) blocks, fewer when it leaves
    /// after clean blocks; with none to scan, `end` is 0.
    void (*scanBlocks)(BlockScan& scan) noexcept;

    /// The length of the longest prefix of data[0, size) of plain ASCII text, in which a reader
    /// sees every character for what it is: 20-7E, HT, LF, FF, and CR when an LF follows it in
    /// the data. Adds the LFs of that prefix to `lineFeeds` and sets `lineStart` to the offset
    /// just after the last of them (unchanged when there is none). The hidden-character scan
    /// (hiddenscanner.h) passes over such stretches with it.
    std::size_t (*plainAsciiPrefix)(const std::uint8_t* data, std::size_t size,
                                    std::uint64_t& lineFeeds, std::size_t& lineStart) noexcept;

    /// The quick check of the hidden-character scan over a line (hiddenscanner.cpp), 64 octets
    /// at a time: the length of a prefix of data[0, size) (data[0] begins a character) made of
    /// whole characters that are each ASCII 20-7E, HT or FF, or 2 to 4 octets whose key allows
    /// them (QuietKey); adds the `quiet` of each key met and whether an ASCII letter was met to
    /// `check` (both scripts of a key when a block holds both, or neutral characters beside the
    /// second). It stops before the first block of 64 octets that holds anything else (or more than
    /// 3 keys), so a character it passes over is no proof of a problem, and before the last 64
    /// octets or fewer; the scalar kernel passes over everything (returns 0).
    std::size_t (*quietPrefix)(const std::uint8_t* data, std::size_t size,
                               QuietCheck& check) noexcept;

    // The mojibake engine's suspect filter (core/src/mojibake/suspects.h).

    /// As detail::findSuspectPairScalar: the first octet after `from` in data[0, size) where a
    /// suspect pair or a C1 control starts, or size.
    std::size_t (*findSuspect)(const std::uint8_t* data, std::size_t from,
                               std::size_t size) noexcept;

    /// As detail::collectSuspectPairsScalar: every such place in data[begin, end), end <= size,
    /// appended to `out` in order.
    void (*collectSuspects)(const std::uint8_t* data, std::size_t begin, std::size_t end,
                            std::size_t size, std::vector<std::size_t>& out);

    /// The region map's block classifier: writes every word of `out` for data[0, size), size at
    /// most BlockBits::kOctets.
    void (*classifyBlock)(const std::uint8_t* data, std::size_t size, BlockBits& out) noexcept;
};

/// Whether `octet`, right after `before`, is a gate place: a superset of the places the mojibake
/// engine's filter can stop at (core/src/mojibake/suspects.h), cheap enough for the validation
/// kernels to keep as they go. An octet C0-FF or "?" after one 80-FF (a character's first octet,
/// or a lost octet, right after a character outside ASCII), or 80-9F after C2 (a C1 control). A
/// chunk of well-formed text without one holds nothing for the filter but at its two ends.
[[nodiscard]] constexpr bool gatePlace(std::uint8_t before, std::uint8_t octet) noexcept {
    return (before >= 0x80 && (octet >= 0xC0 || octet == '?')) ||
           (before == 0xC2 && octet >= 0x80 && octet < 0xA0);
}

/// Whether some data[q], from <= q < to, is a gate place (data[0], with no octet before it, is
/// none).
[[nodiscard]] bool anyGatePlace(const std::uint8_t* data, std::size_t from,
                                std::size_t to) noexcept;

/// The straightforward byte-at-a-time kernel; the reference the others are tested against.
[[nodiscard]] const Kernel& scalarKernel() noexcept;

/// Every kernel this CPU can run, scalar first.
[[nodiscard]] std::span<const Kernel* const> availableKernels() noexcept;

/// The fastest kernel this CPU runs, chosen once. The environment variable U8SCOPE_KERNEL
/// (e.g. "scalar", "avx2") forces a specific kernel when this CPU supports it, every entry of it,
/// so that the whole scan, the mojibake engine's filter included, runs as it would on a CPU
/// without the wider instructions.
[[nodiscard]] const Kernel& bestKernel() noexcept;

} // namespace u8scope::kernels
