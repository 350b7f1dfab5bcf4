// Finding the octets worth a closer look: see suspects.h. One rule, three paths: octet by octet,
// AVX2 (32 octets at a time) and AVX-512 with VBMI (64), chosen once at run time.
#include "suspects.h"

#include "suspectfilter.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/codec/octetclass.h"
#include "u8scope/encoding/legacycodec.h"
#include "u8scope/scan/kernels.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <span>
#include <string_view>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define U8SCOPE_SUSPECTS_X86 1
#include <immintrin.h>
#endif

namespace u8scope::detail {

namespace {

static_assert(kCodecCount <= 16);

// For each character below kMaskSize, the codecs in which it stands for a first octet and those
// in which it stands for a continuing octet (suspects.h); above, only three characters do.
constexpr CodePoint kMaskSize = 0x2600;

struct CharMasks {
    CodecMask lead = 0;
    CodecMask continuation = 0;
    // Of `lead`, the codecs in which the first octet announces three octets, and four.
    CodecMask lead3 = 0;
    CodecMask lead4 = 0;
};

struct Masks {
    // A character's four masks side by side: one line of the cache for all it is asked.
    std::array<CharMasks, kMaskSize> of{};
    CodecMask highLead = 0; // codecs with a first octet above kMaskSize (ﬁ, ﬂ, Apple logo)
    CodecMask highContinuation = 0; // same for continuing octets
    CodecMask highLead3 = 0;
    CodecMask highLead4 = 0;
    // The codecs whose no-break space is a continuing octet: a space may stand for one lost.
    CodecMask noBreakContinues = 0;
};

const Masks& masks() {
    static const Masks m = [] {
        Masks t;
        for (const Codec codec : Codec::all()) {
            const auto bit = static_cast<CodecMask>(1u << static_cast<unsigned>(codec.id()));
            if (isContinuationOctet(codec.noBreakSpaceOctet()))
                t.noBreakContinues |= bit;
            for (int b = 0x80; b < 0x100; ++b) {
                const auto octet = static_cast<std::uint8_t>(b);
                const CodePoint cp = codec.decode(octet);
                const bool lead = octet >= 0xC2 && octet <= 0xF4;
                const bool continuation = isContinuationOctet(octet);
                const bool three = lead && announcedLength(octet) == 3;
                const bool four = lead && announcedLength(octet) == 4;
                if (cp < kMaskSize) {
                    if (lead)
                        t.of[cp].lead |= bit;
                    if (three)
                        t.of[cp].lead3 |= bit;
                    if (four)
                        t.of[cp].lead4 |= bit;
                    if (continuation)
                        t.of[cp].continuation |= bit;
                } else {
                    if (lead)
                        t.highLead |= bit;
                    if (three)
                        t.highLead3 |= bit;
                    if (four)
                        t.highLead4 |= bit;
                    if (continuation)
                        t.highContinuation |= bit;
                }
            }
        }
        // The windows-1252 / ISO 8859-1 mix: C1 controls as windows-1252 octets.
        const auto w1252 =
            static_cast<CodecMask>(1u << static_cast<unsigned>(CodecId::Windows1252));
        for (CodePoint cp = 0x80; cp < 0xA0; ++cp)
            t.of[cp].continuation |= w1252;
        // MICRO SIGN as IBM437's E6 (see detail::damageOctet), a first octet of three.
        const auto ibm437 = static_cast<CodecMask>(1u << static_cast<unsigned>(CodecId::Ibm437));
        t.of[0xB5].lead |= ibm437;
        t.of[0xB5].lead3 |= ibm437;
        return t;
    }();
    return m;
}

bool isHighCodecCharacter(CodePoint cp) {
    return cp == 0xF8FF || cp == 0xFB01 || cp == 0xFB02;
}

// Here, at an address known when linking: the scalar path's loop keeps no register for it.
const SuspectTables& tables() {
    static const SuspectTables t = [] {
        SuspectTables x;
        const auto note = [&x](CodePoint cp) {
            const Encoded e = encode(cp);
            const auto b = e.bytes();
            if (b.size() >= 2 && b[0] >= 0xC0)
                x.lead[b[0] - 0xC0] |= static_cast<std::uint8_t>(1u << ((b[1] >> 4) - 8));
            if (b.size() == 2 && cp < 0x800)
                x.two[cp >> 3] |= static_cast<std::uint8_t>(1u << (cp & 7));
        };
        for (const Codec c : Codec::all()) {
            for (int o = 0x80; o < 0xC0; ++o)
                note(c.decode(static_cast<std::uint8_t>(o)));
        }
        note(0xB5);   // MICRO SIGN as IBM437's E6 (reencoding.h)
        note(0xFFFD); // a lost octet
        for (int copy = 0; copy < 4; ++copy) {
            for (int n = 8; n < 12; ++n)
                x.second[static_cast<std::size_t>(16 * copy + n)] =
                    static_cast<std::uint8_t>(1u << (n - 8));
        }
        for (std::size_t k = 0; k < x.bit.size(); ++k)
            x.bit[k] = static_cast<std::uint8_t>(1u << (k % 8));
        x.leadHigh[0xC] = 0x0F;
        x.leadHigh[0xD] = x.leadHigh[0xE] = x.leadHigh[0xF] = 0xF0;
        for (std::size_t low = 0; low < 16; ++low) {
            x.leadLow[low] = static_cast<std::uint8_t>(
                x.lead[low] | ((x.lead[16 + low] | x.lead[32 + low] | x.lead[48 + low]) << 4));
        }
        for (std::size_t n = 8; n < 12; ++n)
            x.nextHigh[n] = static_cast<std::uint8_t>(0x11u << (n - 8));
        x.lookHere = x.lead; // octet - C0: bits 0-3
        x.lookHere[0xC2 - 0xC0] |= 0x30;
        x.lookHere['?' & 0x3F] |= 0x40;
        for (std::size_t k = 0; k < 64; ++k) {
            const std::size_t n = k % 16;
            const bool continuing = n >= 8 && n < 12;
            x.lookBefore[k] = continuing ? 0x7F : 0x30;
            x.lookAfter[k] = static_cast<std::uint8_t>(0x40 | (continuing ? 1u << (n - 8) : 0u) |
                                                       (n == 8 || n == 9 ? 0x10u << (n - 8) : 0u));
        }
        const Masks& m = masks();
        for (CodePoint cp = 0x80; cp < 0x800; ++cp) {
            const CharMasks& c = m.of[cp];
            const auto bit = static_cast<std::uint8_t>(1u << (cp & 7));
            if (c.lead != 0)
                x.twoLead[cp >> 3] |= bit;
            if ((c.lead & ~(c.lead3 | c.lead4)) != 0)
                x.twoLeadOfTwo[cp >> 3] |= bit;
        }
        return x;
    }();
    return t;
}

// The character at data[j] (at most four octets there): its code point and length, or a length
// of 0 when it is malformed or cut short by `size`.
struct Char {
    CodePoint cp = 0;
    std::size_t length = 0;
};

Char charAt(const std::uint8_t* data, std::size_t j, std::size_t size) {
    const std::uint8_t b = data[j];
    if (b < 0x80)
        return {b, 1};
    const Unit u =
        decodeUnit(std::span<const std::uint8_t>(data + j, std::min<std::size_t>(size - j, 4)),
                   Profile::Rfc3629);
    if (!u.valid())
        return {};
    return {u.codePoint, u.length};
}

// The codecs in which the character at data[j] may stand for a continuing octet, the way
// reencoding.cpp's anySequence takes them: a character the codec gives for 80-BF, "?" or U+FFFD
// (a lost octet: any codec), a space (a lost no-break space, where the codec's is 80-BF). All
// when the character is malformed or cut short: the examiner decides then.
CodecMask continuingAt(const std::uint8_t* data, std::size_t j, std::size_t size,
                       std::size_t* length) {
    constexpr auto all = static_cast<CodecMask>(~CodecMask{0});
    *length = 1;
    if (j >= size)
        return all;
    const std::uint8_t b = data[j];
    if (b == '?')
        return all;
    if (b == ' ')
        return masks().noBreakContinues;
    if (b < 0x80)
        return masks().of[b].continuation;
    // Most characters here are of two octets (accented letters, Cyrillic, Greek).
    if (b >= 0xC2 && b < 0xE0 && j + 1 < size && isContinuationOctet(data[j + 1])) {
        *length = 2;
        return masks().of[twoOctetValue(b, data[j + 1])].continuation;
    }
    const Char c = charAt(data, j, size);
    if (c.length == 0)
        return all;
    *length = c.length;
    return c.cp == kReplacementCharacter ? all : continuationCodecs(c.cp);
}

} // namespace

const SuspectTables& suspectTables() {
    return tables();
}

bool pairAt(const std::uint8_t* data, std::size_t from, std::size_t i, std::size_t size) {
    const Masks& m = masks();
    CodecMask codecs = 0; // the codecs that may read the pair back
    CodecMask three = 0;  // of them, those whose first octet announces three octets, and four
    CodecMask four = 0;
    std::size_t j = 0; // past the character at i
    // Most pairs are of two characters of two octets each (accented letters, Cyrillic, Greek):
    // those are read from the octets at once.
    if (i >= from + 2 && i + 1 < size && data[i - 2] >= 0xC2 && data[i - 2] < 0xE0 &&
        isContinuationOctet(data[i - 1]) && data[i] >= 0xC2 && data[i] < 0xE0 &&
        isContinuationOctet(data[i + 1])) {
        static_assert(kMaskSize > 0x800);
        const CharMasks& b = m.of[twoOctetValue(data[i - 2], data[i - 1])];
        codecs = b.lead & m.of[twoOctetValue(data[i], data[i + 1])].continuation;
        three = b.lead3;
        four = b.lead4;
        j = i + 2;
    } else {
        std::size_t start = i - 1;
        while (start > from && i - start < 4 && isContinuationOctet(data[start]))
            --start;
        const Char before = charAt(data, start, i);
        if (before.length != i - start)
            return true;
        codecs = leadCodecs(before.cp);
        if (codecs == 0)
            return false;
        const bool low = before.cp < kMaskSize;
        three = low ? m.of[before.cp].lead3 : m.highLead3;
        four = low ? m.of[before.cp].lead4 : m.highLead4;
        j = i + 1; // "?"
        if (data[i] != '?') {
            const Char here = charAt(data, i, size);
            if (here.length == 0)
                return true;
            if (here.cp != kReplacementCharacter)
                codecs &= continuationCodecs(here.cp);
            j = i + here.length;
        }
    }
    if (codecs == 0)
        return false;
    if ((codecs & ~(three | four)) != 0)
        return true; // a sequence of two, complete
    std::size_t n = 0;
    codecs &= continuingAt(data, j, size, &n);
    if ((codecs & three) != 0)
        return true;
    j += n;
    return (codecs & four & continuingAt(data, j, size, &n)) != 0;
}

namespace {

// The rule at one octet, for the scalar path and the ends of the vector paths.
bool suspectAt(const SuspectTables& t, const std::uint8_t* data, std::size_t from, std::size_t i,
               std::size_t size) {
    const std::uint8_t b = data[i];
    const bool afterWide = isContinuationOctet(data[i - 1]);
    if (b == '?')
        return afterWide && pairAt(data, from, i, size);
    if (b < 0xC0)
        return false;
    if (i + 1 >= size)
        return true; // the second octet is not here yet: look closer
    const std::uint8_t next = data[i + 1];
    if (b == 0xC2 && (next & 0xE0) == 0x80)
        return true;
    return afterWide && mayContinue(t, b, next) && pairAt(data, from, i, size);
}

} // namespace

[[gnu::noinline]] void keepAll(const SuspectTables& t, const std::uint8_t* data, std::size_t size,
                               std::span<const BlockHits> blocks, std::vector<std::size_t>& out) {
    for (const BlockHits& b : blocks) {
        for (std::uint64_t hits = b.hits; hits != 0; hits &= hits - 1) {
            const auto k = static_cast<unsigned>(__builtin_ctzll(hits));
            if (keptAt(t, data, 0, b.i + k, ((b.sure >> k) & 1) != 0, size))
                out.push_back(b.i + k);
        }
    }
}

namespace {

#ifdef U8SCOPE_SUSPECTS_X86

// A bitmap of 256 octets (SuspectTables::two and its kind) in four registers.
struct Bitmap512 {
    __m512i quarter[4];
};

__attribute__((target("avx512f,avx512bw,avx512vbmi"), always_inline)) inline Bitmap512
loadBitmap(const std::array<std::uint8_t, 256>& table) {
    return {{_mm512_load_si512(table.data()), _mm512_load_si512(table.data() + 64),
             _mm512_load_si512(table.data() + 128), _mm512_load_si512(table.data() + 192)}};
}

// Each octet's bit in `map`: octet `index` (its top bit, `upper`, picks the half), bit `bit`.
__attribute__((target("avx512f,avx512bw,avx512vbmi"), always_inline)) inline __mmask64
bitmapTest(const Bitmap512& map, __m512i index, __mmask64 upper, __m512i bit) {
    const __m512i lower = _mm512_permutex2var_epi8(map.quarter[0], index, map.quarter[1]);
    const __m512i higher = _mm512_permutex2var_epi8(map.quarter[2], index, map.quarter[3]);
    return _mm512_test_epi8_mask(_mm512_mask_blend_epi8(upper, lower, higher), bit);
}

#define U8SCOPE_AVX512 __attribute__((target("avx512f,avx512bw,avx512vbmi"), always_inline))

// The AVX-512 filter: its tables in registers, and the rule for one block of 64 octets.
struct Avx512Filter {
    __m512i lead, second, top2, top3, c2, question, nibble, eightOctets, bits, spaces, belowC0,
        belowA0, lookHere, lookBefore, lookAfter;
    Bitmap512 two, twoLead, twoLeadOfTwo;

    U8SCOPE_AVX512 explicit Avx512Filter(const SuspectTables& t)
        : lead(_mm512_load_si512(t.lead.data())), second(_mm512_load_si512(t.second.data())),
          top2(_mm512_set1_epi8(static_cast<char>(0xC0))),
          top3(_mm512_set1_epi8(static_cast<char>(0xE0))),
          c2(_mm512_set1_epi8(static_cast<char>(0xC2))), question(_mm512_set1_epi8('?')),
          nibble(_mm512_set1_epi8(0x0F)), eightOctets(_mm512_set1_epi8(static_cast<char>(0xF8))),
          bits(_mm512_load_si512(t.bit.data())), spaces(_mm512_set1_epi8(' ')),
          belowC0(_mm512_set1_epi8(-64)), // as signed octets, 80-BF are below C0
          belowA0(_mm512_set1_epi8(-96)), // and 80-9F below A0
          lookHere(_mm512_load_si512(t.lookHere.data())),
          lookBefore(_mm512_load_si512(t.lookBefore.data())),
          lookAfter(_mm512_load_si512(t.lookAfter.data())), two(loadBitmap(t.two)),
          twoLead(loadBitmap(t.twoLead)), twoLeadOfTwo(loadBitmap(t.twoLeadOfTwo)) {}

    // What the first, cheap look at a block finds (see coarse()).
    struct Coarse {
        std::uint64_t candidates = 0; // a superset of the block's suspects
        __m512i cur, next;
        std::uint64_t high, q, leads, longer, afterWide, maybe, sure, left;
    };

    // The cheap look at the block at data[i] (i >= 1) within data[0, size): the places that may
    // be suspects by their octet and the high nibble of the next. The last block is read with a
    // mask (nothing past `size` is touched), so that a short call, a word or a line, does not go
    // octet by octet. Branches only on a block of ASCII without "?".
    template <bool kSkipAscii = true>
    U8SCOPE_AVX512 Coarse coarse(const std::uint8_t* data, std::size_t i, std::size_t size) const {
        Coarse c;
        c.left = size - i;
        const __mmask64 in = c.left >= 64 ? ~0ull : (1ull << c.left) - 1;
        c.cur = _mm512_maskz_loadu_epi8(in, data + i);
        // Most blocks of text have no octet above 7F and no "?": nothing to look at.
        c.high = _mm512_movepi8_mask(c.cur);
        c.q = _mm512_cmpeq_epi8_mask(c.cur, question);
        if (kSkipAscii && (c.high | c.q) == 0)
            return c;
        c.leads = _mm512_cmpge_epu8_mask(c.cur, top2);
        // After a continuing octet: after a character outside ASCII.
        c.afterWide = ((c.high & ~c.leads) << 1) |
                      static_cast<std::uint64_t>(isContinuationOctet(data[i - 1]));
        const std::uint64_t end = c.left <= 64 ? std::uint64_t{1} << (c.left - 1) : 0;
        c.next = _mm512_maskz_loadu_epi8(c.left > 64 ? ~0ull : in >> 1, data + i + 1);
        c.longer = _mm512_cmpge_epu8_mask(c.cur, top3); // a first octet E0-FF
        // (The maskz forms: the plain ones leave GCC 12 warning of an undefined pass-through.)
        const __m512i classes = _mm512_maskz_permutexvar_epi8(~0ull, c.cur, lead); // octet - C0
        const __m512i nextBit = _mm512_maskz_permutexvar_epi8(
            ~0ull, _mm512_and_si512(_mm512_srli_epi16(c.next, 4), nibble), second);
        c.maybe = _mm512_test_epi8_mask(classes, nextBit);
        // A first octet at the very end: its second octet is not here yet, look closer. And C2
        // 80-9F, a C1 control.
        c.sure = (c.leads & end) |
                 (_mm512_cmpeq_epi8_mask(c.cur, c2) & _mm512_cmplt_epi8_mask(c.next, belowA0));
        // A first octet after a character outside ASCII that may begin a character some codec
        // gives for 80-BF, by its second octet's high nibble, or a "?" there.
        c.candidates = (c.afterWide & ((c.maybe & c.leads) | c.q)) | c.sure;
        return c;
    }

    // A superset of coarse()'s candidates for a block with an octet before it and 64 after it
    // (1 <= i, i + 65 <= size), the lean way: the octets before and after are loaded, not
    // shifted in, and each is looked up once (SuspectTables::lookHere). This runs on every block
    // outside ASCII, and most blocks of ordinary text have no candidate.
    U8SCOPE_AVX512 std::uint64_t inside(const std::uint8_t* data, std::size_t i) const {
        // (vpermb reads the low 6 bits of an index: the tables by nibble hold their 16 entries
        // four times over, so a high nibble shifted in from the next octet needs no masking.)
        const __m512i before = _mm512_maskz_permutexvar_epi8(
            ~0ull, _mm512_srli_epi16(_mm512_loadu_si512(data + i - 1), 4), lookBefore);
        const __m512i here =
            _mm512_maskz_permutexvar_epi8(~0ull, _mm512_loadu_si512(data + i), lookHere);
        const __m512i after = _mm512_maskz_permutexvar_epi8(
            ~0ull, _mm512_srli_epi16(_mm512_loadu_si512(data + i + 1), 4), lookAfter);
        return _cvtmask64_u64(_mm512_test_epi8_mask(_mm512_and_si512(here, after), before));
    }

    // The suspects of the block at data[i] (i >= 1) within data[0, size), and of them those
    // that need no check: the candidates of the cheap look, those of characters of two octets
    // looked up whole.
    U8SCOPE_AVX512 BlockHits block(const std::uint8_t* data, std::size_t i,
                                   std::size_t size) const {
        const Coarse c = coarse(data, i, size);
        if (c.candidates == 0)
            return {};
        // A character of two octets is looked up whole: the octet (cur & 1F) << 3 |
        // (next & 3F) >> 3 of `two`, its bit next & 7.
        const __mmask64 twoOctets =
            c.leads & ~c.longer & _mm512_cmplt_epi8_mask(c.next, belowC0); // C0-DF, 80-BF
        const __m512i index = _mm512_ternarylogic_epi32(
            _mm512_slli_epi16(c.cur, 3), _mm512_srli_epi16(c.next, 3), eightOctets, 0xE4);
        const __mmask64 upper = _mm512_movepi8_mask(index); // which half of a table
        const __m512i bit = _mm512_maskz_permutexvar_epi8(~0ull, c.next, bits);
        const __mmask64 continuing = bitmapTest(two, index, upper, bit) & twoOctets;
        const __mmask64 leading = bitmapTest(twoLead, index, upper, bit) & twoOctets;
        const __mmask64 leadingTwo = bitmapTest(twoLeadOfTwo, index, upper, bit) & twoOctets;
        // Where a character of two octets follows another (both well-formed, both in this
        // block), the pair is settled here as pairAt would: the one before must stand for a first
        // octet, and one of two, or the character after must be one that can stand for a
        // continuing octet ("?", a space, a character outside ASCII but a character of two
        // octets no codec gives for 80-BF, or the end).
        const __mmask64 wellTwo = twoOctets & _mm512_cmpge_epu8_mask(c.cur, c2);
        const __mmask64 known = (wellTwo << 2) & wellTwo;
        const __mmask64 space = _mm512_cmpeq_epi8_mask(c.cur, spaces);
        const std::uint64_t continuable =
            ((c.q | space | (c.high & ~(wellTwo & ~continuing))) >> 2) | (0b11ull << 62) |
            (c.left <= 64 ? ~0ull << (c.left >= 2 ? c.left - 2 : 0) : 0);
        const __mmask64 settled = known & ~((leading << 2) & ((leadingTwo << 2) | continuable));
        const __mmask64 pair = ((c.maybe & c.longer) | (continuing & ~settled)) & c.afterWide;
        return {i, pair | c.sure | (c.q & c.afterWide), c.sure};
    }
};

__attribute__((target("avx512f,avx512bw,avx512vbmi"))) std::size_t
findAvx512(const std::uint8_t* data, std::size_t from, std::size_t size) noexcept {
    const SuspectTables& t = suspectTables();
    const Avx512Filter filter(t);
    for (std::size_t i = from + 1; i < size; i += 64) {
        const BlockHits b = filter.block(data, i, size);
        if (b.hits != 0) {
            if (const std::size_t at = firstPair(t, data, from, i, b.hits, b.sure, size);
                at != SIZE_MAX)
                return at;
        }
    }
    return size;
}

__attribute__((target("avx512f,avx512bw,avx512vbmi"))) void
collectAvx512(const std::uint8_t* data, std::size_t begin, std::size_t end, std::size_t size,
              std::vector<std::size_t>& out) {
    const SuspectTables& t = suspectTables();
    const Avx512Filter filter(t);
    PendingBlocks pending(t, data, size, out);
    // Two loops, so that neither branches on what varies from block to block in text outside
    // ASCII: the cheap look at every block sets a bit for each with candidates, then the whole
    // look at those notes their suspects.
    std::size_t i = std::max<std::size_t>(begin, 1);
    while (i < end) {
        // Up to 64 blocks, a bit each: first those whole in the stretch with an octet after
        // them, the lean way, then the rest.
        const std::size_t first = i;
        std::uint64_t marked = 0;
        const std::size_t last = std::min(end, size - 1); // the octet after a whole block
        const std::size_t whole = last >= i + 64 ? std::min<std::size_t>(64, (last - i) / 64) : 0;
        std::size_t k = 0;
        for (; k < whole; ++k, i += 64)
            marked |= std::uint64_t{filter.inside(data, i) != 0} << k;
        for (; k < 64 && i < end; ++k, i += 64) {
            marked |= std::uint64_t{(filter.coarse<false>(data, i, size).candidates &
                                     within(i, end)) != 0}
                      << k;
        }
        for (; marked != 0; marked &= marked - 1) {
            const std::size_t at = first + 64 * static_cast<std::size_t>(__builtin_ctzll(marked));
            const BlockHits b = filter.block(data, at, size);
            if (const std::uint64_t hits = b.hits & within(at, end); hits != 0)
                pending.add(at, hits, b.sure);
        }
    }
    pending.flush();
}

#undef U8SCOPE_AVX512

#define U8SCOPE_AVX2 __attribute__((target("avx2,bmi"), always_inline))

// The AVX2 filter: its tables in registers, and the rule for one block of 32 octets.
struct Avx2Filter {
    // The 64-entry table in four quarters of 16, picked by bits 4 and 5 of the octet.
    __m256i lead0, lead1, lead2, lead3, second, top2, cont, top3, c2, question, nibble, bit4, bit5;
    // For the first look (mayHold): the three nibble tables, and C0 and A0 as signed octets.
    __m256i leadHigh, leadLow, nextHigh, belowC0, belowA0;
    // The last block is read from a copy with zeros after `size`, so that a short call, a word
    // or a line, does not go octet by octet.
    alignas(32) std::array<std::uint8_t, 64> tail{};

    U8SCOPE_AVX2 explicit Avx2Filter(const SuspectTables& t)
        : lead0(sixteen(t.lead.data())), lead1(sixteen(t.lead.data() + 16)),
          lead2(sixteen(t.lead.data() + 32)), lead3(sixteen(t.lead.data() + 48)),
          second(sixteen(t.second.data())), top2(_mm256_set1_epi8(static_cast<char>(0xC0))),
          cont(_mm256_set1_epi8(static_cast<char>(0x80))),
          top3(_mm256_set1_epi8(static_cast<char>(0xE0))),
          c2(_mm256_set1_epi8(static_cast<char>(0xC2))), question(_mm256_set1_epi8('?')),
          nibble(_mm256_set1_epi8(0x0F)), bit4(_mm256_set1_epi8(0x10)),
          bit5(_mm256_set1_epi8(0x20)), leadHigh(sixteen(t.leadHigh.data())),
          leadLow(sixteen(t.leadLow.data())), nextHigh(sixteen(t.nextHigh.data())),
          belowC0(_mm256_set1_epi8(-64)), belowA0(_mm256_set1_epi8(-96)) {}

    // 16 octets of a table (aligned to 16) in both halves of a register, for vpshufb.
    U8SCOPE_AVX2 static __m256i sixteen(const std::uint8_t* table) {
        return _mm256_broadcastsi128_si256(_mm_load_si128(reinterpret_cast<const __m128i*>(table)));
    }

    // The first look at a block with an octet before it and 32 after it (1 <= i,
    // i + 33 <= size), without a branch: whether it may hold a suspect. A superset of block()'s
    // hits: a first octet after a continuing one that the nibble tables (SuspectTables::leadHigh)
    // pair with the octet after, a "?" after a continuing octet, C2 80-9F.
    U8SCOPE_AVX2 bool mayHold(const std::uint8_t* data, std::size_t i) const {
        const __m256i cur = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i));
        const __m256i next = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i + 1));
        const __m256i prev = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i - 1));
        // As signed octets, 80-BF are below C0 (-64) and 80-9F below A0 (-96).
        const __m256i afterWide = _mm256_cmpgt_epi8(belowC0, prev);
        const __m256i pairs = _mm256_and_si256(
            _mm256_and_si256(
                _mm256_shuffle_epi8(leadHigh, _mm256_and_si256(_mm256_srli_epi16(cur, 4), nibble)),
                _mm256_shuffle_epi8(leadLow, _mm256_and_si256(cur, nibble))),
            _mm256_shuffle_epi8(nextHigh, _mm256_and_si256(_mm256_srli_epi16(next, 4), nibble)));
        const __m256i wide =
            _mm256_and_si256(_mm256_or_si256(pairs, _mm256_cmpeq_epi8(cur, question)), afterWide);
        const __m256i c1 =
            _mm256_and_si256(_mm256_cmpeq_epi8(cur, c2), _mm256_cmpgt_epi8(belowA0, next));
        const __m256i any = _mm256_or_si256(wide, c1);
        return _mm256_testz_si256(any, any) == 0;
    }

    // The suspects of the block at data[i] (i >= 1) within data[0, size), and of them those
    // that need no check.
    U8SCOPE_AVX2 BlockHits block(const std::uint8_t* data, std::size_t i, std::size_t size) {
        const std::size_t left = size - i;
        const std::uint8_t* at = data + i;
        if (left <= 32) {
            tail.fill(0);
            std::memcpy(tail.data(), data + i - 1, left + 1);
            at = tail.data() + 1;
        }
        const __m256i cur = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(at));
        const __m256i q = _mm256_cmpeq_epi8(cur, question);
        if (_mm256_movemask_epi8(_mm256_or_si256(cur, q)) == 0)
            return {};
        // Most of the rest have no character outside ASCII right after another, no C2 and no
        // first octet cut by the end: nothing either (see Avx512Filter).
        {
            const auto high = static_cast<std::uint32_t>(_mm256_movemask_epi8(cur));
            const auto firsts = static_cast<std::uint32_t>(
                _mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_and_si256(cur, top2), top2)));
            const std::uint32_t after =
                ((high & ~firsts) << 1) | static_cast<std::uint32_t>(isContinuationOctet(at[-1]));
            const std::uint32_t end = left <= 32 ? 1u << (left - 1) : 0;
            const auto twos =
                static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(cur, c2)));
            const auto questions = static_cast<std::uint32_t>(_mm256_movemask_epi8(q));
            if ((after & (firsts | questions)) == 0 && (firsts & end) == 0 && twos == 0)
                return {};
        }
        const __m256i prev = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(at - 1));
        const __m256i next = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(at + 1));
        const __m256i afterWide = _mm256_cmpeq_epi8(_mm256_and_si256(prev, top2), cont);
        const __m256i leads = _mm256_cmpeq_epi8(_mm256_and_si256(cur, top2), top2);
        const __m256i low = _mm256_and_si256(cur, nibble);
        const __m256i has4 = _mm256_cmpeq_epi8(_mm256_and_si256(cur, bit4), bit4);
        const __m256i has5 = _mm256_cmpeq_epi8(_mm256_and_si256(cur, bit5), bit5);
        const __m256i below = _mm256_blendv_epi8(_mm256_shuffle_epi8(lead0, low),
                                                 _mm256_shuffle_epi8(lead1, low), has4);
        const __m256i above = _mm256_blendv_epi8(_mm256_shuffle_epi8(lead2, low),
                                                 _mm256_shuffle_epi8(lead3, low), has4);
        const __m256i classes = _mm256_blendv_epi8(below, above, has5);
        const __m256i nextBit =
            _mm256_shuffle_epi8(second, _mm256_and_si256(_mm256_srli_epi16(next, 4), nibble));
        const __m256i paired = _mm256_andnot_si256(
            _mm256_cmpeq_epi8(_mm256_and_si256(classes, nextBit), _mm256_setzero_si256()),
            _mm256_and_si256(leads, afterWide));
        const __m256i c1 = _mm256_and_si256(_mm256_cmpeq_epi8(cur, c2),
                                            _mm256_cmpeq_epi8(_mm256_and_si256(next, top3), cont));
        const __m256i hits =
            _mm256_or_si256(_mm256_or_si256(paired, c1), _mm256_and_si256(q, afterWide));
        auto sure = static_cast<std::uint32_t>(_mm256_movemask_epi8(c1));
        const auto leadMask = static_cast<std::uint32_t>(_mm256_movemask_epi8(leads));
        // A first octet at the very end: its second octet is not here yet, look closer.
        if (left <= 32)
            sure |= leadMask & (1u << (left - 1));
        return {i, static_cast<std::uint32_t>(_mm256_movemask_epi8(hits)) | sure, sure};
    }
};

__attribute__((target("avx2,bmi"))) std::size_t findAvx2(const std::uint8_t* data, std::size_t from,
                                                         std::size_t size) noexcept {
    const SuspectTables& t = suspectTables();
    Avx2Filter filter(t);
    for (std::size_t i = from + 1; i < size; i += 32) {
        const BlockHits b = filter.block(data, i, size);
        if (b.hits != 0) {
            if (const std::size_t found = firstPair(t, data, from, i, b.hits, b.sure, size);
                found != SIZE_MAX)
                return found;
        }
    }
    return size;
}

__attribute__((target("avx2,bmi"))) void collectAvx2(const std::uint8_t* data, std::size_t begin,
                                                     std::size_t end, std::size_t size,
                                                     std::vector<std::size_t>& out) {
    const SuspectTables& t = suspectTables();
    Avx2Filter filter(t);
    PendingBlocks pending(t, data, size, out);
    // Two loops, as the AVX-512 path: the first look at every block marks those that may hold
    // a suspect, without a branch that text outside ASCII would take at random; the whole look
    // then runs on those.
    std::size_t i = std::max<std::size_t>(begin, 1);
    while (i < end) {
        // Up to 64 blocks, a bit each: those whole in the stretch with an octet after them,
        // then the last one or two, marked for the whole look as they are.
        const std::size_t first = i;
        std::uint64_t marked = 0;
        const std::size_t last = std::min(end, size - 1); // the octet after a whole block
        const std::size_t whole = last >= i + 32 ? std::min<std::size_t>(64, (last - i) / 32) : 0;
        std::size_t k = 0;
        for (; k < whole; ++k, i += 32)
            marked |= std::uint64_t{filter.mayHold(data, i)} << k;
        for (; k < 64 && i < end; ++k, i += 32)
            marked |= std::uint64_t{1} << k;
        for (; marked != 0; marked &= marked - 1) {
            const std::size_t at = first + 32 * static_cast<std::size_t>(__builtin_ctzll(marked));
            const BlockHits b = filter.block(data, at, size);
            if (const std::uint64_t hits = b.hits & within(at, end); hits != 0)
                pending.add(at, hits, b.sure);
        }
    }
    pending.flush();
}

#undef U8SCOPE_AVX2

#endif

} // namespace

CodecMask leadCodecs(CodePoint cp) noexcept {
    if (cp < kMaskSize)
        return masks().of[cp].lead;
    return isHighCodecCharacter(cp) ? masks().highLead : 0;
}

CodecMask continuationCodecs(CodePoint cp) noexcept {
    if (cp < kMaskSize)
        return masks().of[cp].continuation;
    return isHighCodecCharacter(cp) ? masks().highContinuation : 0;
}

std::size_t findSuspectPairScalar(const std::uint8_t* data, std::size_t from,
                                  std::size_t size) noexcept {
    const SuspectTables& t = tables();
    for (std::size_t i = from + 1; i < size; ++i) {
        if (suspectAt(t, data, from, i, size))
            return i;
    }
    return size;
}

void collectSuspectPairsScalar(const std::uint8_t* data, std::size_t begin, std::size_t end,
                               std::size_t size, std::vector<std::size_t>& out) {
    const SuspectTables& t = tables();
    for (std::size_t i = std::max<std::size_t>(begin, 1); i < end; ++i) {
        if (suspectAt(t, data, 0, i, size))
            out.push_back(i);
    }
}

const std::vector<SuspectPath>& suspectPaths() {
    static const std::vector<SuspectPath> paths = [] {
        std::vector<SuspectPath> p{{"scalar", findSuspectPairScalar, collectSuspectPairsScalar}};
#ifdef U8SCOPE_SUSPECTS_X86
        if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi"))
            p.push_back({"avx2", findAvx2, collectAvx2});
        if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
            __builtin_cpu_supports("avx512vbmi"))
            p.push_back({"avx512", findAvx512, collectAvx512});
#endif
        return p;
    }();
    return paths;
}

std::size_t findSuspectPair(const std::uint8_t* data, std::size_t from, std::size_t size) noexcept {
    if (from >= size)
        return size;
    // The character at `from` follows ASCII by the rule, so only C2 80-9F can make it suspect.
    if (isC1ControlAt(data, from, size))
        return from;
    static const auto find = chosenSuspectPath().find;
    return find(data, from, size);
}

const SuspectPath& chosenSuspectPath() noexcept {
    static const SuspectPath* chosen = [] {
        // The width of a path or kernel by its name: 0 scalar (and SSE4.2), 1 AVX2, 2 AVX-512.
        const auto width = [](std::string_view name) {
            return name == "avx512" ? 2 : name == "avx2" ? 1 : 0;
        };
        // The scan's kernel forced (U8SCOPE_KERNEL, kernels.h): the widest path no wider, so
        // that the whole scan runs as on a machine without the wider instructions.
        const int most = width(kernels::bestKernel().name);
        const SuspectPath* best = &suspectPaths().front();
        for (const SuspectPath& p : suspectPaths()) {
            if (width(p.name) <= most && width(p.name) >= width(best->name))
                best = &p;
        }
        return best;
    }();
    return *chosen;
}

} // namespace u8scope::detail
