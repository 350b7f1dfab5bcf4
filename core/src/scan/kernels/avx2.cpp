// The AVX2 kernel: 64 octets per step in two 32-octet registers, and the mojibake filter's AVX2
// path (avx2_suspects.h). Compiled with -mavx2 -mpopcnt -mbmi (see core/CMakeLists.txt);
// dispatch.cpp calls it only on CPUs that have them all.
#include "scan/kernels/kernel_impl.h"

#if U8SCOPE_KERNELS_X86

#include "scan/kernels/avx2_suspects.h"
#include "scan/kernels/block_bits.h"
#include "scan/kernels/vector_driver.h"

#include <immintrin.h>

namespace u8scope::kernels {
namespace {

__m256i splat(std::uint8_t b) noexcept {
    return _mm256_set1_epi8(static_cast<char>(b));
}

// A 16-entry table in both 128-bit lanes, for vpshufb.
__m256i lanes(const std::array<std::uint8_t, 16>& table) noexcept {
    return _mm256_broadcastsi128_si256(
        _mm_loadu_si128(reinterpret_cast<const __m128i*>(table.data())));
}

__m256i load(const std::uint8_t* p) noexcept {
    return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
}

__m256i highNibbles(__m256i v) noexcept {
    return _mm256_and_si256(_mm256_srli_epi16(v, 4), splat(0x0F));
}

// The 32 octets that end `n` octets before the end of `v`, continuing from `previous`.
template <int n>
__m256i shiftIn(__m256i v, __m256i previous) noexcept {
    // [high lane of previous, low lane of v], so that each lane can take its last octets
    // from the lane before it.
    const __m256i before = _mm256_permute2x128_si256(previous, v, 0x21);
    return _mm256_alignr_epi8(v, before, 16 - n);
}

// Non-zero octets where v, following `previous`, breaks a rule (see vector_driver.h); prev1 is
// v shifted by one octet, `previous` coming in.
__m256i errors(__m256i v, __m256i prev1, __m256i previous) noexcept {
    const __m256i firstHigh = _mm256_shuffle_epi8(lanes(kFirstHighTable), highNibbles(prev1));
    const __m256i firstLow =
        _mm256_shuffle_epi8(lanes(kFirstLowTable), _mm256_and_si256(prev1, splat(0x0F)));
    const __m256i secondHigh = _mm256_shuffle_epi8(lanes(kSecondHighTable), highNibbles(v));
    const __m256i pairs = _mm256_and_si256(_mm256_and_si256(firstHigh, firstLow), secondHigh);
    const __m256i third = _mm256_subs_epu8(shiftIn<2>(v, previous), splat(kThirdOctetBias));
    const __m256i fourth = _mm256_subs_epu8(shiftIn<3>(v, previous), splat(kFourthOctetBias));
    const __m256i mustContinue = _mm256_and_si256(_mm256_or_si256(third, fourth), splat(0x80));
    return _mm256_xor_si256(pairs, mustContinue);
}

// Bit 7 set in the octets of v that are gate places (kernels.h) after prev1, v shifted by one.
__m256i gatePlaces(__m256i v, __m256i prev1) noexcept {
    // C0-FF: bits 7 and 6 (bit 6 moved up by adding v to itself); or "?"; after 80-FF.
    const __m256i leadOrLost = _mm256_or_si256(_mm256_and_si256(v, _mm256_add_epi8(v, v)),
                                               _mm256_cmpeq_epi8(v, splat('?')));
    // 80-9F are the octets below A0 as signed octets.
    const __m256i control =
        _mm256_and_si256(_mm256_cmpeq_epi8(prev1, splat(0xC2)), _mm256_cmpgt_epi8(splat(0xA0), v));
    return _mm256_or_si256(_mm256_and_si256(prev1, leadOrLost), control);
}

// Non-zero when the last octets of v begin a sequence that needs octets after v.
__m256i unfinished(__m256i v) noexcept {
    // Per position from the end: F0-FF 3 back, E0-FF 2 back, C0-FF last.
    const __m256i limits =
        _mm256_setr_epi8(-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
                         -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, static_cast<char>(0xEF),
                         static_cast<char>(0xDF), static_cast<char>(0xBF));
    return _mm256_subs_epu8(v, limits);
}

// Kernel::plainAsciiPrefix, 32 octets at a time (see vectorPlainAsciiPrefix).
struct Avx2Plain {
    static std::uint64_t masks(const std::uint8_t* p, std::uint64_t& lineFeeds) noexcept {
        std::uint64_t plain = 0;
        std::uint64_t lf = 0;
        for (int k = 0; k < 2; ++k) {
            const __m256i v = load(p + 32 * k);
            const __m256i next = load(p + 32 * k + 1);
            // 20-7E as signed octets: above 1F and below 7F (80-FF are negative).
            const __m256i printable = _mm256_and_si256(_mm256_cmpgt_epi8(v, splat(0x1F)),
                                                       _mm256_cmpgt_epi8(splat(0x7F), v));
            const __m256i feeds = _mm256_cmpeq_epi8(v, splat('\n'));
            const __m256i spacing = _mm256_or_si256(_mm256_cmpeq_epi8(v, splat('\t')),
                                                    _mm256_cmpeq_epi8(v, splat('\f')));
            const __m256i crlf = _mm256_and_si256(_mm256_cmpeq_epi8(v, splat('\r')),
                                                  _mm256_cmpeq_epi8(next, splat('\n')));
            const __m256i ok =
                _mm256_or_si256(_mm256_or_si256(printable, feeds), _mm256_or_si256(spacing, crlf));
            plain |=
                static_cast<std::uint64_t>(static_cast<std::uint32_t>(_mm256_movemask_epi8(ok)))
                << (32 * k);
            lf |=
                static_cast<std::uint64_t>(static_cast<std::uint32_t>(_mm256_movemask_epi8(feeds)))
                << (32 * k);
        }
        lineFeeds = lf;
        return plain;
    }
};

class Avx2Checker {
public:
    static constexpr std::size_t kBlock = 64;
    static constexpr bool kGates = true;

    bool check(const std::uint8_t* p) noexcept { return step<false, false>(p, false, kBlock); }
    template <bool kGate>
    bool checkAndCount(const std::uint8_t* p) noexcept {
        return step<false, kGate>(p, true, kBlock);
    }
    template <bool kGate>
    bool checkAndCountHead(const std::uint8_t* p, std::size_t counted) noexcept {
        return step<true, kGate>(p, true, counted);
    }
    // Whether a block checked with the gate held a gate place (kernels.h).
    [[nodiscard]] bool gate() const noexcept {
        return m_lostAtStart || _mm256_movemask_epi8(m_places) != 0;
    }
    void endGate() noexcept {} // m_lastHigh is only read with the gate
    void restart(std::uint32_t lastOctets) noexcept {
        m_previous = _mm256_set_epi32(static_cast<int>(lastOctets), 0, 0, 0, 0, 0, 0, 0);
        m_unfinished = unfinished(m_previous);
    }
    [[nodiscard]] std::size_t firstFlag() const noexcept { return m_firstFlag; }

    // Adds what checkAndCount counted to t.
    void flush(ThresholdCounts& t) noexcept {
        drain();
        t.from80 += total(m_sum80);
        t.fromC0 += total(m_sumC0);
        t.fromE0 += total(m_sumE0);
        m_sum80 = m_sumC0 = m_sumE0 = _mm256_setzero_si256();
    }

    // Bit planes for the dense-error walk: movemask takes bit 7 of each octet; adding each
    // octet to itself moves the next bit up.
    U8SCOPE_INLINE static Planes planes(const std::uint8_t* p) noexcept {
        __m256i a = load(p);
        __m256i b = load(p + 32);
        Planes out;
        for (int bit = 7; bit >= 0; --bit) {
            out.plane[bit] =
                static_cast<std::uint64_t>(static_cast<std::uint32_t>(_mm256_movemask_epi8(a))) |
                static_cast<std::uint64_t>(static_cast<std::uint32_t>(_mm256_movemask_epi8(b)))
                    << 32;
            a = _mm256_add_epi8(a, a);
            b = _mm256_add_epi8(b, b);
        }
        return out;
    }

    static void classify(const std::uint8_t* p, OctetClass* out) noexcept {
        const __m256i table = lanes(kClassByHighNibble);
        for (std::size_t k = 0; k < kBlock; k += 32) {
            const __m256i classes = _mm256_shuffle_epi8(table, highNibbles(load(p + k)));
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + k), classes);
        }
    }

private:
    // kHead: count only the first `counted` octets. kGate: note the gate places; a "?" at the
    // start of an ASCII block is one after a block that ended outside ASCII (m_lastHigh).
    template <bool kHead, bool kGate>
    bool step(const std::uint8_t* p, bool counting, std::size_t counted) noexcept {
        const __m256i a = load(p);
        const __m256i b = load(p + 32);
        if (_mm256_movemask_epi8(_mm256_or_si256(a, b)) == 0) {
            // All ASCII: fine unless the block before left a sequence unfinished.
            if (!_mm256_testz_si256(m_unfinished, m_unfinished)) {
                m_firstFlag = 0;
                return false;
            }
            if constexpr (kGate) {
                if (m_lastHigh) {
                    m_lostAtStart |= p[0] == '?';
                    m_lastHigh = false;
                }
            }
            m_previous = b;
            return true;
        }
        const __m256i prev1a = shiftIn<1>(a, m_previous);
        const __m256i prev1b = shiftIn<1>(b, a);
        if constexpr (kGate) {
            m_places = _mm256_or_si256(
                m_places, _mm256_or_si256(gatePlaces(a, prev1a), gatePlaces(b, prev1b)));
            m_lastHigh = p[kBlock - 1] >= 0x80;
        }
        const __m256i ea = errors(a, prev1a, m_previous);
        const __m256i eb = errors(b, prev1b, a);
        const __m256i e = _mm256_or_si256(ea, eb);
        if (!_mm256_testz_si256(e, e)) {
            const std::uint64_t flags = nonZero(ea) | nonZero(eb) << 32;
            m_firstFlag = static_cast<std::size_t>(__builtin_ctzll(flags));
            return false;
        }
        m_previous = b;
        m_unfinished = unfinished(b);
        if (counting) {
            if (kHead) {
                count(a, countedLanes(counted, 0));
                count(b, countedLanes(counted, 32));
            } else {
                count(a);
                count(b);
            }
            if (++m_blocks == kBlocksPerDrain)
                drain();
        }
        return true;
    }

    // One bit per octet of v that is not zero.
    static std::uint64_t nonZero(__m256i v) noexcept {
        const auto zero = static_cast<std::uint32_t>(
            _mm256_movemask_epi8(_mm256_cmpeq_epi8(v, _mm256_setzero_si256())));
        return ~zero;
    }

    void count(__m256i v, __m256i counted = _mm256_set1_epi8(-1)) noexcept {
        const __m256i from80 = _mm256_cmpgt_epi8(_mm256_setzero_si256(), v);
        const __m256i leads = _mm256_shuffle_epi8(lanes(kLeadFields), highNibbles(v));
        m_from80 = _mm256_sub_epi8(m_from80, _mm256_and_si256(from80, counted));
        m_leads = _mm256_add_epi8(m_leads, _mm256_and_si256(leads, counted));
    }

    // All ones in the octets of the register at `offset` in the block that lie before `counted`.
    static __m256i countedLanes(std::size_t counted, std::size_t offset) noexcept {
        return load(kLeadingOnes.data() + kBlock - counted + offset);
    }

    // Moves the octet counters into the 64-bit sums before a lead field can overflow.
    void drain() noexcept {
        const __m256i zero = _mm256_setzero_si256();
        const __m256i nibble = splat(0x0F);
        m_sum80 = _mm256_add_epi64(m_sum80, _mm256_sad_epu8(m_from80, zero));
        m_sumC0 =
            _mm256_add_epi64(m_sumC0, _mm256_sad_epu8(_mm256_and_si256(m_leads, nibble), zero));
        m_sumE0 = _mm256_add_epi64(
            m_sumE0,
            _mm256_sad_epu8(_mm256_and_si256(_mm256_srli_epi16(m_leads, 4), nibble), zero));
        m_from80 = m_leads = zero;
        m_blocks = 0;
    }

    static std::uint64_t total(__m256i sums) noexcept {
        const __m128i half =
            _mm_add_epi64(_mm256_castsi256_si128(sums), _mm256_extracti128_si256(sums, 1));
        return static_cast<std::uint64_t>(_mm_cvtsi128_si64(half)) +
               static_cast<std::uint64_t>(_mm_extract_epi64(half, 1));
    }

    __m256i m_previous = _mm256_setzero_si256(); // the last 32 octets checked
    __m256i m_unfinished = _mm256_setzero_si256();
    std::size_t m_firstFlag = 0;
    // With kGate: the gate places found (bit 7 of each octet), a "?" found at the start of an
    // ASCII block after one 80-FF, and whether the last block checked ended with one.
    __m256i m_places = _mm256_setzero_si256();
    bool m_lostAtStart = false;
    bool m_lastHigh = false;
    // Counting: per octet position, octets 80-FF and the packed lead fields (kLeadFields), each
    // growing by at most 2 per block (one per register); then 64-bit sums.
    static constexpr unsigned kBlocksPerDrain = 7;
    unsigned m_blocks = 0;
    __m256i m_from80 = _mm256_setzero_si256();
    __m256i m_leads = _mm256_setzero_si256();
    __m256i m_sum80 = _mm256_setzero_si256();
    __m256i m_sumC0 = _mm256_setzero_si256();
    __m256i m_sumE0 = _mm256_setzero_si256();
};

// The block classifier's bit sets, 32 octets per register. Unsigned "at most" through min:
// min(v, x) == v.
struct Avx2Masks {
    // The five sets of 32 octets, as movemask gives them.
    static Masks64 half(__m256i v) noexcept {
        const auto bits = [](__m256i m) {
            return std::uint64_t{static_cast<std::uint32_t>(_mm256_movemask_epi8(m))};
        };
        const __m256i low = _mm256_cmpeq_epi8(_mm256_min_epu8(v, splat(0x1F)), v);
        const __m256i shifted = _mm256_sub_epi8(v, splat(9));
        const __m256i space = _mm256_cmpeq_epi8(_mm256_min_epu8(shifted, splat(4)), shifted);
        const __m256i kept = _mm256_or_si256(space, _mm256_cmpeq_epi8(v, splat(0x1B)));
        const __m256i control =
            _mm256_or_si256(_mm256_andnot_si256(kept, low), _mm256_cmpeq_epi8(v, splat(0x7F)));
        const __m256i lead = _mm256_cmpeq_epi8(_mm256_max_epu8(v, splat(0xC0)), v);
        return {bits(control), bits(_mm256_cmpeq_epi8(v, _mm256_setzero_si256())),
                bits(_mm256_cmpeq_epi8(v, splat('\n'))), bits(v), bits(lead)};
    }
    static Masks64 of(const std::uint8_t* p) noexcept {
        const Masks64 lo = half(load(p));
        const Masks64 hi = half(load(p + 32));
        return {lo.control | hi.control << 32, lo.nul | hi.nul << 32,
                lo.lineFeed | hi.lineFeed << 32, lo.high | hi.high << 32, lo.lead | hi.lead << 32};
    }
};

// Kernel::quietPrefix, 64 octets at a time in two halves (see vectorQuietPrefix).
class Avx2Quiet : public QuietBits {
public:
    explicit Avx2Quiet(const std::uint8_t* p) noexcept {
        for (int k = 0; k < 2; ++k) {
            const __m256i v = load(p + 32 * k);
            m_v[k] = v;
            // Bit o & 63 of a key's bits is bit o & 7 of its octet (o >> 3) & 7.
            m_octet[k] = _mm256_and_si256(_mm256_srli_epi16(v, 3), splat(7));
            m_bit[k] = _mm256_shuffle_epi8(_mm256_set1_epi64x(0x8040201008040201),
                                           _mm256_and_si256(v, splat(7)));
            const __m256i low =
                _mm256_andnot_si256(atLeast(v, 0x20), _mm256_cmpgt_epi8(v, splat(0xFF)));
            const __m256i spacing = _mm256_or_si256(_mm256_cmpeq_epi8(v, splat('\t')),
                                                    _mm256_cmpeq_epi8(v, splat('\f')));
            const __m256i refusedHere =
                _mm256_or_si256(_mm256_or_si256(_mm256_andnot_si256(spacing, low),
                                                _mm256_cmpeq_epi8(v, splat(0x7F))),
                                atLeast(v, 0xF8));
            const __m256i letter = _mm256_sub_epi8(_mm256_or_si256(v, splat(0x20)), splat('a'));
            const __m256i letterHere =
                _mm256_cmpeq_epi8(_mm256_min_epu8(letter, splat(25)), letter);
            const __m256i contHere =
                _mm256_cmpeq_epi8(_mm256_and_si256(v, splat(0xC0)), splat(0x80));
            const __m256i from2 = atLeast(v, 0xC0);
            const __m256i from3 = atLeast(v, 0xE0);
            const __m256i from4 = atLeast(v, 0xF0);
            refused |= bits(refusedHere, k);
            letters |= bits(letterHere, k);
            continuation |= bits(contHere, k);
            lead2 |= bits(_mm256_andnot_si256(from3, from2), k);
            lead3 |= bits(_mm256_andnot_si256(from4, from3), k);
            lead4 |= bits(_mm256_andnot_si256(atLeast(v, 0xF8), from4), k);
        }
    }
    [[nodiscard]] std::uint64_t equal(std::uint8_t b) const noexcept {
        return bits(_mm256_cmpeq_epi8(m_v[0], splat(b)), 0) |
               bits(_mm256_cmpeq_epi8(m_v[1], splat(b)), 1);
    }
    [[nodiscard]] std::uint64_t allowed(std::uint64_t keyBits) const noexcept {
        const __m256i table = _mm256_set1_epi64x(static_cast<long long>(keyBits));
        std::uint64_t out = 0;
        for (int k = 0; k < 2; ++k) {
            const __m256i octets = _mm256_shuffle_epi8(table, m_octet[k]);
            const __m256i none =
                _mm256_cmpeq_epi8(_mm256_and_si256(octets, m_bit[k]), _mm256_setzero_si256());
            out |= bits(none, k);
        }
        return ~out;
    }

private:
    // The octets of v at least b.
    static __m256i atLeast(__m256i v, std::uint8_t b) noexcept {
        return _mm256_cmpeq_epi8(_mm256_max_epu8(v, splat(b)), v);
    }
    static std::uint64_t bits(__m256i m, int half) noexcept {
        return static_cast<std::uint64_t>(static_cast<std::uint32_t>(_mm256_movemask_epi8(m)))
               << (32 * half);
    }
    __m256i m_v[2];
    __m256i m_octet[2];
    __m256i m_bit[2];
};

} // namespace

const Kernel& avx2Kernel() noexcept {
    static constexpr Kernel kernel{
        .name = "avx2",
        .validPrefix = vectorValidPrefix<Avx2Checker>,
        .countValidPrefix = vectorCountValidPrefix<Avx2Checker>,
        .countValidPrefixGated = vectorCountValidPrefixGated<Avx2Checker>,
        .classifyValid = vectorClassifyValid<Avx2Checker>,
        .scanBlocks = vectorScanBlocks<Avx2Checker>,
        .plainAsciiPrefix = vectorPlainAsciiPrefix<Avx2Plain>,
        .quietPrefix = vectorQuietPrefix<Avx2Quiet>,
        .findSuspect = detail::findAvx2,
        .collectSuspects = detail::collectAvx2,
        .classifyBlock = classifyBlockWith<Avx2Masks>,
    };
    return kernel;
}

} // namespace u8scope::kernels

#endif
