// The SSE4 kernel: 64 octets per step in four 16-octet registers, with SSSE3 pshufb lookups and
// SSE4.1 ptest; the dense-error walk counts with POPCNT (SSE4.2). Compiled with -mssse3 -msse4.2
// -mpopcnt (see core/CMakeLists.txt); dispatch.cpp calls it only on CPUs that have them all.
#include "scan/kernels/kernel_impl.h"

#if U8SCOPE_KERNELS_X86

#include "mojibake/suspects.h"
#include "scan/kernels/block_bits.h"
#include "scan/kernels/vector_driver.h"

#include <immintrin.h>

namespace u8scope::kernels {
namespace {

__m128i splat(std::uint8_t b) noexcept {
    return _mm_set1_epi8(static_cast<char>(b));
}

__m128i load(const std::uint8_t* p) noexcept {
    return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
}

__m128i table(const std::array<std::uint8_t, 16>& t) noexcept {
    return load(t.data());
}

__m128i highNibbles(__m128i v) noexcept {
    return _mm_and_si128(_mm_srli_epi16(v, 4), splat(0x0F));
}

// Non-zero octets where v, following `previous`, breaks a rule (see vector_driver.h).
__m128i errors(__m128i v, __m128i previous) noexcept {
    const __m128i prev1 = _mm_alignr_epi8(v, previous, 15);
    const __m128i firstHigh = _mm_shuffle_epi8(table(kFirstHighTable), highNibbles(prev1));
    const __m128i firstLow =
        _mm_shuffle_epi8(table(kFirstLowTable), _mm_and_si128(prev1, splat(0x0F)));
    const __m128i secondHigh = _mm_shuffle_epi8(table(kSecondHighTable), highNibbles(v));
    const __m128i pairs = _mm_and_si128(_mm_and_si128(firstHigh, firstLow), secondHigh);
    const __m128i third = _mm_subs_epu8(_mm_alignr_epi8(v, previous, 14), splat(kThirdOctetBias));
    const __m128i fourth = _mm_subs_epu8(_mm_alignr_epi8(v, previous, 13), splat(kFourthOctetBias));
    const __m128i mustContinue = _mm_and_si128(_mm_or_si128(third, fourth), splat(0x80));
    return _mm_xor_si128(pairs, mustContinue);
}

// Non-zero when the last octets of v begin a sequence that needs octets after v.
__m128i unfinished(__m128i v) noexcept {
    // Per position from the end: F0-FF 3 back, E0-FF 2 back, C0-FF last.
    const __m128i limits =
        _mm_setr_epi8(-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, static_cast<char>(0xEF),
                      static_cast<char>(0xDF), static_cast<char>(0xBF));
    return _mm_subs_epu8(v, limits);
}

// Kernel::plainAsciiPrefix, 16 octets at a time (see vectorPlainAsciiPrefix).
struct Sse4Plain {
    static std::uint64_t masks(const std::uint8_t* p, std::uint64_t& lineFeeds) noexcept {
        std::uint64_t plain = 0;
        std::uint64_t lf = 0;
        for (int k = 0; k < 4; ++k) {
            const __m128i v = load(p + 16 * k);
            const __m128i next = load(p + 16 * k + 1);
            // 20-7E as signed octets: above 1F and below 7F (80-FF are negative).
            const __m128i printable =
                _mm_and_si128(_mm_cmpgt_epi8(v, splat(0x1F)), _mm_cmpgt_epi8(splat(0x7F), v));
            const __m128i feeds = _mm_cmpeq_epi8(v, splat('\n'));
            const __m128i spacing =
                _mm_or_si128(_mm_cmpeq_epi8(v, splat('\t')), _mm_cmpeq_epi8(v, splat('\f')));
            const __m128i crlf =
                _mm_and_si128(_mm_cmpeq_epi8(v, splat('\r')), _mm_cmpeq_epi8(next, splat('\n')));
            const __m128i ok =
                _mm_or_si128(_mm_or_si128(printable, feeds), _mm_or_si128(spacing, crlf));
            plain |= static_cast<std::uint64_t>(static_cast<std::uint16_t>(_mm_movemask_epi8(ok)))
                     << (16 * k);
            lf |= static_cast<std::uint64_t>(static_cast<std::uint16_t>(_mm_movemask_epi8(feeds)))
                  << (16 * k);
        }
        lineFeeds = lf;
        return plain;
    }
};

class Sse4Checker {
public:
    static constexpr std::size_t kBlock = 64;
    static constexpr bool kGates = false; // no mojibake gate (kernels.h): no vector filter here

    bool check(const std::uint8_t* p) noexcept { return step<false>(p, false, kBlock); }
    template <bool kGate>
    bool checkAndCount(const std::uint8_t* p) noexcept {
        return step<false>(p, true, kBlock);
    }
    template <bool kGate>
    bool checkAndCountHead(const std::uint8_t* p, std::size_t counted) noexcept {
        return step<true>(p, true, counted);
    }
    void restart(std::uint32_t lastOctets) noexcept {
        m_previous = _mm_set_epi32(static_cast<int>(lastOctets), 0, 0, 0);
        m_unfinished = unfinished(m_previous);
    }
    [[nodiscard]] std::size_t firstFlag() const noexcept { return m_firstFlag; }

    // Adds what checkAndCount counted to t.
    void flush(ThresholdCounts& t) noexcept {
        drain();
        t.from80 += total(m_sum80);
        t.fromC0 += total(m_sumC0);
        t.fromE0 += total(m_sumE0);
        m_sum80 = m_sumC0 = m_sumE0 = _mm_setzero_si128();
    }

    // Bit planes for the dense-error walk: movemask takes bit 7 of each octet; adding each
    // octet to itself moves the next bit up.
    U8SCOPE_INLINE static Planes planes(const std::uint8_t* p) noexcept {
        __m128i v[4] = {load(p), load(p + 16), load(p + 32), load(p + 48)};
        Planes out;
        for (int b = 7; b >= 0; --b) {
            std::uint64_t plane = 0;
            for (int r = 0; r < 4; ++r) {
                plane |=
                    static_cast<std::uint64_t>(static_cast<std::uint32_t>(_mm_movemask_epi8(v[r])))
                    << (16 * r);
                v[r] = _mm_add_epi8(v[r], v[r]);
            }
            out.plane[b] = plane;
        }
        return out;
    }

    static void classify(const std::uint8_t* p, OctetClass* out) noexcept {
        const __m128i classes = table(kClassByHighNibble);
        for (std::size_t k = 0; k < kBlock; k += 16) {
            _mm_storeu_si128(reinterpret_cast<__m128i*>(out + k),
                             _mm_shuffle_epi8(classes, highNibbles(load(p + k))));
        }
    }

private:
    // kHead: count only the first `counted` octets.
    template <bool kHead>
    bool step(const std::uint8_t* p, bool counting, std::size_t counted) noexcept {
        const __m128i a = load(p);
        const __m128i b = load(p + 16);
        const __m128i c = load(p + 32);
        const __m128i d = load(p + 48);
        const __m128i any = _mm_or_si128(_mm_or_si128(a, b), _mm_or_si128(c, d));
        if (_mm_movemask_epi8(any) == 0) {
            // All ASCII: fine unless the block before left a sequence unfinished.
            if (!_mm_testz_si128(m_unfinished, m_unfinished)) {
                m_firstFlag = 0;
                return false;
            }
            m_previous = d;
            return true;
        }
        const __m128i ea = errors(a, m_previous);
        const __m128i eb = errors(b, a);
        const __m128i ec = errors(c, b);
        const __m128i ed = errors(d, c);
        const __m128i e = _mm_or_si128(_mm_or_si128(ea, eb), _mm_or_si128(ec, ed));
        if (!_mm_testz_si128(e, e)) {
            const std::uint64_t flags =
                nonZero(ea) | nonZero(eb) << 16 | nonZero(ec) << 32 | nonZero(ed) << 48;
            m_firstFlag = static_cast<std::size_t>(__builtin_ctzll(flags));
            return false;
        }
        m_previous = d;
        m_unfinished = unfinished(d);
        if (counting) {
            if (kHead) {
                count(a, countedLanes(counted, 0));
                count(b, countedLanes(counted, 16));
                count(c, countedLanes(counted, 32));
                count(d, countedLanes(counted, 48));
            } else {
                count(a);
                count(b);
                count(c);
                count(d);
            }
            if (++m_blocks == kBlocksPerDrain)
                drain();
        }
        return true;
    }

    // One bit per octet of v that is not zero.
    static std::uint64_t nonZero(__m128i v) noexcept {
        const auto zero =
            static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128())));
        return ~zero & 0xFFFFu;
    }

    void count(__m128i v, __m128i counted = _mm_set1_epi8(-1)) noexcept {
        const __m128i from80 = _mm_cmplt_epi8(v, _mm_setzero_si128());
        const __m128i leads = _mm_shuffle_epi8(table(kLeadFields), highNibbles(v));
        m_from80 = _mm_sub_epi8(m_from80, _mm_and_si128(from80, counted));
        m_leads = _mm_add_epi8(m_leads, _mm_and_si128(leads, counted));
    }

    // All ones in the octets of the register at `offset` in the block that lie before `counted`.
    static __m128i countedLanes(std::size_t counted, std::size_t offset) noexcept {
        return load(kLeadingOnes.data() + kBlock - counted + offset);
    }

    // Moves the octet counters into the 64-bit sums before a lead field can overflow.
    void drain() noexcept {
        const __m128i zero = _mm_setzero_si128();
        const __m128i nibble = splat(0x0F);
        m_sum80 = _mm_add_epi64(m_sum80, _mm_sad_epu8(m_from80, zero));
        m_sumC0 = _mm_add_epi64(m_sumC0, _mm_sad_epu8(_mm_and_si128(m_leads, nibble), zero));
        m_sumE0 = _mm_add_epi64(
            m_sumE0, _mm_sad_epu8(_mm_and_si128(_mm_srli_epi16(m_leads, 4), nibble), zero));
        m_from80 = m_leads = zero;
        m_blocks = 0;
    }

    static std::uint64_t total(__m128i sums) noexcept {
        return static_cast<std::uint64_t>(_mm_cvtsi128_si64(sums)) +
               static_cast<std::uint64_t>(_mm_extract_epi64(sums, 1));
    }

    __m128i m_previous = _mm_setzero_si128(); // the last 16 octets checked
    __m128i m_unfinished = _mm_setzero_si128();
    std::size_t m_firstFlag = 0;
    // Counting: per octet position, octets 80-FF and the packed lead fields (kLeadFields), each
    // growing by at most 4 per block (one per register); then 64-bit sums.
    static constexpr unsigned kBlocksPerDrain = 3;
    unsigned m_blocks = 0;
    __m128i m_from80 = _mm_setzero_si128();
    __m128i m_leads = _mm_setzero_si128();
    __m128i m_sum80 = _mm_setzero_si128();
    __m128i m_sumC0 = _mm_setzero_si128();
    __m128i m_sumE0 = _mm_setzero_si128();
};

// The block classifier's bit sets, 16 octets per register. Unsigned "at most" through min:
// min(v, x) == v.
struct Sse4Masks {
    static Masks64 quarter(const std::uint8_t* p) noexcept {
        const __m128i v = load(p);
        const __m128i low = _mm_cmpeq_epi8(_mm_min_epu8(v, splat(0x1F)), v);
        const __m128i shifted = _mm_sub_epi8(v, splat(9));
        const __m128i space = _mm_cmpeq_epi8(_mm_min_epu8(shifted, splat(4)), shifted);
        const __m128i kept = _mm_or_si128(space, _mm_cmpeq_epi8(v, splat(0x1B)));
        const __m128i control =
            _mm_or_si128(_mm_andnot_si128(kept, low), _mm_cmpeq_epi8(v, splat(0x7F)));
        const __m128i lead = _mm_cmpeq_epi8(_mm_max_epu8(v, splat(0xC0)), v);
        const auto bits = [](__m128i m) {
            return static_cast<std::uint64_t>(static_cast<unsigned>(_mm_movemask_epi8(m)));
        };
        return {bits(control), bits(_mm_cmpeq_epi8(v, _mm_setzero_si128())),
                bits(_mm_cmpeq_epi8(v, splat('\n'))), bits(v), bits(lead)};
    }
    static Masks64 of(const std::uint8_t* p) noexcept {
        Masks64 m;
        for (int q = 0; q < 4; ++q) {
            const Masks64 part = quarter(p + 16 * q);
            m.control |= part.control << (16 * q);
            m.nul |= part.nul << (16 * q);
            m.lineFeed |= part.lineFeed << (16 * q);
            m.high |= part.high << (16 * q);
            m.lead |= part.lead << (16 * q);
        }
        return m;
    }
};

} // namespace

const Kernel& sse4Kernel() noexcept {
    static constexpr Kernel kernel{
        .name = "sse4",
        .validPrefix = vectorValidPrefix<Sse4Checker>,
        .countValidPrefix = vectorCountValidPrefix<Sse4Checker>,
        .countValidPrefixGated = vectorCountValidPrefixGated<Sse4Checker>,
        .classifyValid = vectorClassifyValid<Sse4Checker>,
        .scanBlocks = vectorScanBlocks<Sse4Checker>,
        .plainAsciiPrefix = vectorPlainAsciiPrefix<Sse4Plain>,
        .quietPrefix = scalarQuietPrefix,
        // No SSE4 path of the filter: the scalar one, as on a CPU without AVX2.
        .findSuspect = detail::findSuspectPairScalar,
        .collectSuspects = detail::collectSuspectPairsScalar,
        .classifyBlock = classifyBlockWith<Sse4Masks>,
    };
    return kernel;
}

} // namespace u8scope::kernels

#endif
