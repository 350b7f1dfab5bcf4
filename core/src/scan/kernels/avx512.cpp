// The AVX-512 kernel: 64 octets per step in one register. AVX-512BW for octet compares into mask
// registers, VBMI for the byte permutes (vpermb, vpermt2b) that shift octets in from the block
// before and look up nibbles without masking them first; and the mojibake filter's AVX-512 path
// (avx512_suspects.h). Compiled with -mavx512f -mavx512bw -mavx512vbmi -mpopcnt -mbmi (see
// core/CMakeLists.txt); dispatch.cpp calls it only on CPUs that have them all.
#include "scan/kernels/kernel_impl.h"

#if U8SCOPE_KERNELS_X86

// GCC 12 warns inside its own AVX-512 intrinsics, which pass _mm512_undefined_epi32() as the
// unused merge source (GCC bug 105593); the suppression covers those headers only.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif
#include <immintrin.h>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

#include "scan/kernels/avx512_suspects.h"
#include "scan/kernels/block_bits.h"
#include "scan/kernels/vector_driver.h"

namespace u8scope::kernels {
namespace {

__m512i splat(std::uint8_t b) noexcept {
    return _mm512_set1_epi8(static_cast<char>(b));
}

__m512i load(const std::uint8_t* p) noexcept {
    return _mm512_loadu_si512(p);
}

// vpermb looks at the low 6 bits of each index, so a 16-entry table repeated 4 times is indexed
// by any octet whose low nibble is the one to look up, whatever its bits 4-7.
__m512i table64(const std::array<std::uint8_t, 16>& table) noexcept {
    return _mm512_broadcast_i32x4(_mm_loadu_si128(reinterpret_cast<const __m128i*>(table.data())));
}

// High nibbles in the low bits of each octet; bits 4-7 hold junk from the next octet, which
// table64 lookups ignore.
__m512i highNibblesUnmasked(__m512i v) noexcept {
    return _mm512_srli_epi16(v, 4);
}

// Indexes for vpermt2b that shift `previous:v` by n octets: octet i takes v[i - n], or
// previous[64 + i - n] (index bit 6 selects the second operand) for i < n.
constexpr std::array<std::uint8_t, 64> shiftIndexes(int n) noexcept {
    std::array<std::uint8_t, 64> idx{};
    for (int i = 0; i < 64; ++i)
        idx[i] = static_cast<std::uint8_t>(i >= n ? i - n : 128 + i - n);
    return idx;
}
constexpr std::array<std::array<std::uint8_t, 64>, 4> kShiftIndexes = {
    shiftIndexes(0), shiftIndexes(1), shiftIndexes(2), shiftIndexes(3)};

template <int n>
__m512i shiftIn(__m512i v, __m512i previous) noexcept {
    return _mm512_permutex2var_epi8(v, _mm512_loadu_si512(kShiftIndexes[n].data()), previous);
}

// vpternlog truth tables, built from the operands' own tables a = F0, b = CC, c = AA.
constexpr int kAndABC = 0xF0 & 0xCC & 0xAA;     // a & b & c
constexpr int kOrABAndC = (0xF0 | 0xCC) & 0xAA; // (a | b) & c

// Non-zero octets where v, following `previous`, breaks a rule (see vector_driver.h), as a mask;
// prev1 is v shifted by one octet, `previous` coming in.
__mmask64 errors(__m512i v, __m512i prev1, __m512i previous) noexcept {
    const __m512i firstHigh =
        _mm512_permutexvar_epi8(highNibblesUnmasked(prev1), table64(kFirstHighTable));
    const __m512i firstLow = _mm512_permutexvar_epi8(prev1, table64(kFirstLowTable));
    const __m512i secondHigh =
        _mm512_permutexvar_epi8(highNibblesUnmasked(v), table64(kSecondHighTable));
    const __m512i pairs = _mm512_ternarylogic_epi32(firstHigh, firstLow, secondHigh, kAndABC);
    const __m512i third = _mm512_subs_epu8(shiftIn<2>(v, previous), splat(kThirdOctetBias));
    const __m512i fourth = _mm512_subs_epu8(shiftIn<3>(v, previous), splat(kFourthOctetBias));
    const __m512i mustContinue = _mm512_ternarylogic_epi32(third, fourth, splat(0x80), kOrABAndC);
    return _mm512_cmpneq_epi8_mask(pairs, mustContinue);
}

// Per position from the end: F0-FF 3 back, E0-FF 2 back, C0-FF last begin a sequence that
// needs octets after the block.
constexpr std::array<std::uint8_t, 64> unfinishedLimits() noexcept {
    std::array<std::uint8_t, 64> limits{};
    for (auto& l : limits)
        l = 0xFF;
    limits[61] = 0xEF;
    limits[62] = 0xDF;
    limits[63] = 0xBF;
    return limits;
}
constexpr std::array<std::uint8_t, 64> kUnfinishedLimits = unfinishedLimits();

// Set when the last octets of v begin a sequence that needs octets after v.
__mmask64 unfinished(__m512i v) noexcept {
    return _mm512_cmpgt_epu8_mask(v, _mm512_loadu_si512(kUnfinishedLimits.data()));
}

// --- Dense errors, 8 blocks at a time ------------------------------------------------------
//
// The dense-error walk's formulas (vector_driver.h) on 8 blocks at once: each mask is a vector
// of 8 64-bit lanes, lane j for block j. Shifting by octets across a block boundary takes the
// lane before (or after) with valignq; everything else is lane-wise logic.

// 8 lanes of 64-bit masks, as a GCC/Clang vector, so that &, |, ~, << and >> are lane-wise and
// logical.
typedef std::uint64_t Lanes __attribute__((vector_size(64)));

__m512i asVector(Lanes x) noexcept {
    return reinterpret_cast<__m512i>(x);
}
Lanes asLanes(__m512i x) noexcept {
    return reinterpret_cast<Lanes>(x);
}

// Across lanes: lane j takes what lane j - 1 (lane 7 of `before`, for lane 0) shifts in.
template <>
U8SCOPE_INLINE Lanes fromBefore<Lanes>(Lanes x, Lanes before, int d) noexcept {
    const Lanes previous = asLanes(_mm512_alignr_epi64(asVector(x), asVector(before), 7));
    return x << d | previous >> (64 - d);
}
template <>
U8SCOPE_INLINE Lanes fromAfter<Lanes>(Lanes x, Lanes after, int d) noexcept {
    const Lanes next = asLanes(_mm512_alignr_epi64(asVector(after), asVector(x), 1));
    return x >> d | next << (64 - d);
}

std::uint64_t lane(Lanes x, int j) noexcept {
    return x[j];
}

// One lane of a wide carry or decision: the state of block j, for the walk one block at a time.
DenseCarry laneOf(const DenseCarryOf<Lanes>& w, int j) noexcept {
    DenseCarry c;
    c.lead = lane(w.lead, j);
    for (int k = 0; k < 4; ++k) {
        c.need[k] = lane(w.need[k], j);
        c.taken[k] = lane(w.taken[k], j);
    }
    c.e0 = lane(w.e0, j);
    c.ed = lane(w.ed, j);
    c.f0 = lane(w.f0, j);
    c.f4 = lane(w.f4, j);
    c.f8 = lane(w.f8, j);
    c.fc = lane(w.fc, j);
    return c;
}

Decided laneOf(const DecidedOf<Lanes>& w, int j) noexcept {
    Decided d;
    d.high = lane(w.high, j);
    d.lead = lane(w.lead, j);
    d.overlong = lane(w.overlong, j);
    d.range = lane(w.range, j);
    d.invalid = lane(w.invalid, j);
    d.neverValid = lane(w.neverValid, j);
    d.overlong2 = lane(w.overlong2, j);
    d.surrogate2 = lane(w.surrogate2, j);
    d.range2 = lane(w.range2, j);
    for (int k = 0; k < 5; ++k) {
        d.taken[k] = lane(w.taken[k], j);
        d.complete[k] = lane(w.complete[k], j);
    }
    d.cut = lane(w.cut, j);
    d.unexpected = lane(w.unexpected, j);
    return d;
}

// The number of set bits in each octet of x.
__m512i octetPopcounts(Lanes x) noexcept {
    const __m512i table =
        _mm512_broadcast_i32x4(_mm_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4));
    const __m512i v = asVector(x);
    const __m512i low = _mm512_and_si512(v, _mm512_set1_epi8(0x0F));
    const __m512i high = _mm512_and_si512(_mm512_srli_epi16(v, 4), _mm512_set1_epi8(0x0F));
    return _mm512_add_epi8(_mm512_shuffle_epi8(table, low), _mm512_shuffle_epi8(table, high));
}

// Counts of the wide walk: set bits summed per octet position (at most 8 per group of blocks),
// moved into 64-bit sums before they can overflow.
struct WideCounts {
    static constexpr int kCounted = 13;             // ascii, valid 2..6, never-valid, the six kinds
    static constexpr unsigned kGroupsPerDrain = 31; // 31 * 8 < 256
    __m512i octets[kCounted];
    __m512i sums[kCounted];
    unsigned groups = 0;

    WideCounts() noexcept {
        for (int i = 0; i < kCounted; ++i)
            octets[i] = sums[i] = _mm512_setzero_si512();
    }
    void add(int i, Lanes x) noexcept { octets[i] = _mm512_add_epi8(octets[i], octetPopcounts(x)); }
    void drain() noexcept {
        for (int i = 0; i < kCounted; ++i) {
            sums[i] = _mm512_add_epi64(sums[i], _mm512_sad_epu8(octets[i], _mm512_setzero_si512()));
            octets[i] = _mm512_setzero_si512();
        }
        groups = 0;
    }
    void addTo(UnitCounts& counts) noexcept {
        drain();
        const auto total = [&](int i) {
            return static_cast<std::uint64_t>(_mm512_reduce_add_epi64(sums[i]));
        };
        counts.ascii += total(0);
        for (int n = 0; n < 5; ++n)
            counts.valid[n] += total(1 + n);
        counts.neverValid += total(6);
        for (int k = 0; k < kErrorKindCount; ++k)
            counts.errors[k] += total(7 + k);
    }
};

// Kernel::plainAsciiPrefix, 64 octets at a time (see vectorPlainAsciiPrefix).
struct Avx512Plain {
    static std::uint64_t masks(const std::uint8_t* p, std::uint64_t& lineFeeds) noexcept {
        const __m512i v = load(p);
        const __m512i next = load(p + 1);
        const __mmask64 printable =
            _mm512_cmplt_epu8_mask(_mm512_sub_epi8(v, splat(0x20)), splat(0x7F - 0x20));
        const __mmask64 feeds = _mm512_cmpeq_epi8_mask(v, splat('\n'));
        const __mmask64 spacing =
            _mm512_cmpeq_epi8_mask(v, splat('\t')) | _mm512_cmpeq_epi8_mask(v, splat('\f'));
        const __mmask64 crlf =
            _mm512_cmpeq_epi8_mask(v, splat('\r')) & _mm512_cmpeq_epi8_mask(next, splat('\n'));
        lineFeeds = feeds;
        return printable | feeds | spacing | crlf;
    }
};

class Avx512Checker {
public:
    static constexpr std::size_t kBlock = 64;
    static constexpr bool kGates = true;

    bool check(const std::uint8_t* p) noexcept { return step<false>(p, false, kBlock); }
    template <bool kGate>
    bool checkAndCount(const std::uint8_t* p) noexcept {
        return step<kGate>(p, true, kBlock);
    }
    template <bool kGate>
    bool checkAndCountHead(const std::uint8_t* p, std::size_t counted) noexcept {
        return step<kGate>(p, true, counted);
    }
    // Whether a block checked with the gate held a gate place (kernels.h).
    [[nodiscard]] bool gate() const noexcept { return m_places != 0; }
    // Goes on without the gate: m_unfinished holds only unfinished sequences again.
    void endGate() noexcept { m_unfinished &= ~__mmask64{1}; }
    void restart(std::uint32_t lastOctets) noexcept {
        m_previous = _mm512_set_epi32(static_cast<int>(lastOctets), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                      0, 0, 0, 0);
        m_unfinished = unfinished(m_previous);
    }
    [[nodiscard]] std::size_t firstFlag() const noexcept { return m_firstFlag; }

    // Adds what checkAndCount counted to t.
    void flush(ThresholdCounts& t) noexcept {
        drain();
        t.from80 += total(m_sum80);
        t.fromC0 += total(m_sumC0);
        t.fromE0 += total(m_sumE0);
        m_sum80 = m_sumC0 = m_sumE0 = _mm512_setzero_si512();
    }

    // Bit planes for the dense-error walk: one test of each bit into a mask register.
    U8SCOPE_INLINE static Planes planes(const std::uint8_t* p) noexcept {
        const __m512i v = load(p);
        Planes out;
        for (int b = 0; b < 8; ++b) {
            std::uint64_t plane =
                _cvtmask64_u64(_mm512_test_epi8_mask(v, splat(static_cast<std::uint8_t>(1u << b))));
            // In a general register: else GCC does the walk's 64-bit logic in mask registers,
            // which have fewer ports and cost a move for every popcount.
            asm("" : "+r"(plane));
            out.plane[b] = plane;
        }
        return out;
    }

    // The bit planes of 8 blocks, lane j for block j.
    U8SCOPE_INLINE static PlanesOf<Lanes> planes8(const std::uint8_t* p) noexcept {
        alignas(64) std::uint64_t transposed[8][8];
        for (int j = 0; j < 8; ++j) {
            const __m512i v = load(p + 64 * j);
            for (int b = 0; b < 8; ++b) {
                transposed[b][j] = _cvtmask64_u64(
                    _mm512_test_epi8_mask(v, splat(static_cast<std::uint8_t>(1u << b))));
            }
        }
        PlanesOf<Lanes> out;
        for (int b = 0; b < 8; ++b)
            out.plane[b] = asLanes(_mm512_load_si512(transposed[b]));
        return out;
    }

    // The dense-error walk 8 blocks at a time, as long as 8 remain (see DenseState). It leaves
    // after clean blocks only at the end of a group of 8 that ends them.
    template <Profile kProfile, bool kBits>
    static void wideBlocks(BlockScan& scan, DenseState& st) noexcept {
        if (st.blocks < 8)
            return;
        DenseCarryOf<Lanes> carry;
        DecidedOf<Lanes> previous;
        WideCounts counts;
        const auto emit = [&](const DecidedOf<Lanes>& next, int lanes) {
            Lanes starts[6];
            Lanes longer[4];
            startMasks<kProfile>(previous, next, starts, longer);
            for (int j = 0; j < lanes; ++j) {
                ErrorBits& out = scan.bits[scan.bitCount];
                std::uint64_t any = 0;
                for (int k = 0; k < 6; ++k) {
                    out.starts[k] = lane(starts[k], j);
                    any |= out.starts[k];
                }
                if (any == 0)
                    continue;
                for (int k = 0; k < 4; ++k)
                    out.longer[k] = lane(longer[k], j);
                out.offset = scan.offset + 64 * (st.k - 8 + static_cast<std::size_t>(j));
                ++scan.bitCount;
            }
        };
        while (st.k + 8 <= st.blocks && !st.stop) {
            const DecidedOf<Lanes> d =
                decide<kProfile, false>(planes8(scan.data + 64 * st.k), carry);
            counts.add(0, ~d.high);
            for (int n = 0; n < 5; ++n)
                counts.add(1 + n, d.complete[n]);
            const Lanes overlong = d.overlong | d.overlong2;
            const Lanes range = d.range | d.range2;
            const Lanes malformed =
                overlong | d.surrogate2 | range | d.cut | d.unexpected | d.invalid;
            const auto malformedLanes = static_cast<unsigned>(
                _mm512_test_epi64_mask(asVector(malformed), asVector(malformed)));
            if (malformedLanes != 0) {
                counts.add(6, d.neverValid);
                counts.add(7 + static_cast<int>(ErrorKind::Overlong), overlong);
                counts.add(7 + static_cast<int>(ErrorKind::Surrogate), d.surrogate2);
                counts.add(7 + static_cast<int>(ErrorKind::OutOfRange), range);
                counts.add(7 + static_cast<int>(ErrorKind::Truncated), d.cut);
                counts.add(7 + static_cast<int>(ErrorKind::UnexpectedContinuation), d.unexpected);
                counts.add(7 + static_cast<int>(ErrorKind::InvalidOctet), d.invalid);
            }
            if (++counts.groups == WideCounts::kGroupsPerDrain)
                counts.drain();
            for (int j = 0; j < 8; ++j)
                st.cleanRun = (malformedLanes >> j) & 1 ? 0 : st.cleanRun + 1;
            if (scan.leaveAfterCleanBlocks != 0 && st.cleanRun >= scan.leaveAfterCleanBlocks)
                st.stop = true;
            if constexpr (kBits) {
                if (st.k > 0)
                    emit(d, 8);
                previous = d;
            }
            st.k += 8;
        }
        counts.addTo(scan.counts);
        if (st.k == 0)
            return;
        // The walk goes on one block at a time from the last block of the last group.
        st.carry = laneOf(carry, 7);
        if constexpr (kBits) {
            emit(previous, 7); // lanes 0-6 need only the group itself
            st.previous = laneOf(previous, 7);
        }
    }

    static void classify(const std::uint8_t* p, OctetClass* out) noexcept {
        const __m512i classes =
            _mm512_permutexvar_epi8(highNibblesUnmasked(load(p)), table64(kClassByHighNibble));
        _mm512_storeu_si512(out, classes);
    }

private:
    // With kGate, bit 0 of m_unfinished stands for a last octet 80-FF, after which a "?" at the
    // start of an ASCII block is a gate place; ASCII blocks after ASCII pay nothing for it.
    template <bool kGate>
    bool step(const std::uint8_t* p, bool counting, std::size_t counted) noexcept {
        const __m512i v = load(p);
        const __mmask64 nonAscii = _mm512_movepi8_mask(v);
        if (nonAscii == 0) {
            // All ASCII: fine unless the block before left a sequence unfinished.
            if (m_unfinished != 0) {
                if (!kGate || m_unfinished != 1) {
                    m_firstFlag = 0;
                    return false;
                }
                m_places |= p[0] == '?';
                m_unfinished = 0;
            }
            m_previous = v;
            return true;
        }
        const __m512i prev1 = shiftIn<1>(v, m_previous);
        if constexpr (kGate) {
            const __mmask64 afterHigh = _mm512_movepi8_mask(prev1);
            const __mmask64 afterC2 = _mm512_cmpeq_epi8_mask(prev1, splat(0xC2));
            m_places |= _mm512_mask_cmpge_epu8_mask(afterHigh, v, splat(0xC0)) |
                        _mm512_mask_cmpeq_epi8_mask(afterHigh, v, splat('?')) |
                        _mm512_mask_cmplt_epu8_mask(afterC2, v, splat(0xA0));
        }
        const __mmask64 flags = errors(v, prev1, m_previous);
        if (flags != 0) {
            m_firstFlag = static_cast<std::size_t>(__builtin_ctzll(flags));
            return false;
        }
        m_previous = v;
        m_unfinished = unfinished(v);
        if constexpr (kGate)
            m_unfinished |= nonAscii >> 63;
        if (counting) {
            const __mmask64 lanes = counted >= 64 ? ~__mmask64{0} : (__mmask64{1} << counted) - 1;
            m_from80 = _mm512_mask_add_epi8(m_from80, nonAscii & lanes, m_from80, splat(1));
            m_leads = _mm512_mask_add_epi8(
                m_leads, lanes, m_leads,
                _mm512_permutexvar_epi8(highNibblesUnmasked(v), table64(kLeadFields)));
            if (++m_blocks == kBlocksPerDrain)
                drain();
        }
        return true;
    }

    // Moves the octet counters into the 64-bit sums before a lead field can overflow.
    void drain() noexcept {
        const __m512i zero = _mm512_setzero_si512();
        const __m512i nibble = splat(0x0F);
        m_sum80 = _mm512_add_epi64(m_sum80, _mm512_sad_epu8(m_from80, zero));
        m_sumC0 =
            _mm512_add_epi64(m_sumC0, _mm512_sad_epu8(_mm512_and_si512(m_leads, nibble), zero));
        m_sumE0 = _mm512_add_epi64(
            m_sumE0,
            _mm512_sad_epu8(_mm512_and_si512(_mm512_srli_epi16(m_leads, 4), nibble), zero));
        m_from80 = m_leads = zero;
        m_blocks = 0;
    }

    static std::uint64_t total(__m512i sums) noexcept {
        return static_cast<std::uint64_t>(_mm512_reduce_add_epi64(sums));
    }

    __m512i m_previous = _mm512_setzero_si512(); // the last 64 octets checked
    __mmask64 m_unfinished = 0;
    std::size_t m_firstFlag = 0;
    std::uint64_t m_places = 0; // the gate places found, with kGate
    // Counting: per octet position, octets 80-FF and the packed lead fields (kLeadFields), each
    // growing by at most 1 per block; then 64-bit sums.
    static constexpr unsigned kBlocksPerDrain = 15;
    unsigned m_blocks = 0;
    __m512i m_from80 = _mm512_setzero_si512();
    __m512i m_leads = _mm512_setzero_si512();
    __m512i m_sum80 = _mm512_setzero_si512();
    __m512i m_sumC0 = _mm512_setzero_si512();
    __m512i m_sumE0 = _mm512_setzero_si512();
};

// The block classifier's bit sets: each an octet compare into a mask register.
struct Avx512Masks {
    static Masks64 of(const std::uint8_t* p) noexcept {
        const __m512i v = load(p);
        const __mmask64 low = _mm512_cmplt_epu8_mask(v, splat(0x20));
        const __mmask64 space = _mm512_cmple_epu8_mask(_mm512_sub_epi8(v, splat(9)), splat(4));
        const __mmask64 kept = space | _mm512_cmpeq_epi8_mask(v, splat(0x1B));
        const __mmask64 control = (low & ~kept) | _mm512_cmpeq_epi8_mask(v, splat(0x7F));
        return {control, _mm512_testn_epi8_mask(v, v), _mm512_cmpeq_epi8_mask(v, splat('\n')),
                _mm512_movepi8_mask(v), _mm512_cmpge_epu8_mask(v, splat(0xC0))};
    }
};

// Kernel::quietPrefix, 64 octets at a time (see vectorQuietPrefix).
class Avx512Quiet : public QuietBits {
public:
    explicit Avx512Quiet(const std::uint8_t* p) noexcept
        : m_v(load(p)),
          // Bit o & 63 of a key's bits is bit o & 7 of its octet (o >> 3) & 7.
          m_octet(_mm512_and_si512(_mm512_srli_epi16(m_v, 3), splat(7))),
          m_bit(_mm512_shuffle_epi8(_mm512_set1_epi64(0x8040201008040201),
                                    _mm512_and_si512(m_v, splat(7)))) {
        const __mmask64 low = _mm512_cmplt_epu8_mask(m_v, splat(0x20));
        const __mmask64 spacing =
            _mm512_cmpeq_epi8_mask(m_v, splat('\t')) | _mm512_cmpeq_epi8_mask(m_v, splat('\f'));
        refused = (low & ~spacing) | _mm512_cmpeq_epi8_mask(m_v, splat(0x7F)) |
                  _mm512_cmpge_epu8_mask(m_v, splat(0xF8));
        letters = _mm512_cmplt_epu8_mask(
            _mm512_sub_epi8(_mm512_or_si512(m_v, splat(0x20)), splat('a')), splat(26));
        continuation = _mm512_cmpeq_epi8_mask(_mm512_and_si512(m_v, splat(0xC0)), splat(0x80));
        const __mmask64 lead = _mm512_cmpge_epu8_mask(m_v, splat(0xC0));
        lead2 = lead & _mm512_cmplt_epu8_mask(m_v, splat(0xE0));
        lead3 = lead & ~lead2 & _mm512_cmplt_epu8_mask(m_v, splat(0xF0));
        lead4 = lead & ~lead2 & ~lead3 & ~refused;
    }
    [[nodiscard]] std::uint64_t equal(std::uint8_t b) const noexcept {
        return _mm512_cmpeq_epi8_mask(m_v, splat(b));
    }
    [[nodiscard]] std::uint64_t allowed(std::uint64_t bits) const noexcept {
        const __m512i octets =
            _mm512_permutexvar_epi8(m_octet, _mm512_set1_epi64(static_cast<long long>(bits)));
        return _mm512_test_epi8_mask(octets, m_bit);
    }

private:
    __m512i m_v;
    __m512i m_octet;
    __m512i m_bit;
};

} // namespace

const Kernel& avx512Kernel() noexcept {
    static constexpr Kernel kernel{
        .name = "avx512",
        .validPrefix = vectorValidPrefix<Avx512Checker>,
        .countValidPrefix = vectorCountValidPrefix<Avx512Checker>,
        .countValidPrefixGated = vectorCountValidPrefixGated<Avx512Checker>,
        .classifyValid = vectorClassifyValid<Avx512Checker>,
        .scanBlocks = vectorScanBlocks<Avx512Checker>,
        .plainAsciiPrefix = vectorPlainAsciiPrefix<Avx512Plain>,
        .quietPrefix = vectorQuietPrefix<Avx512Quiet>,
        .findSuspect = detail::findAvx512,
        .collectSuspects = detail::collectAvx512,
        .classifyBlock = classifyBlockWith<Avx512Masks>,
    };
    return kernel;
}

} // namespace u8scope::kernels

#endif
