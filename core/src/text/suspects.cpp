// Finding the octets worth a closer look: see suspects.h. One rule, three paths: octet by octet,
// AVX2 (32 octets at a time) and AVX-512 with VBMI (64), chosen once at run time.
#include "suspects.h"

#include "u8scope/codec.h"
#include "u8scope/decoder.h"
#include "u8scope/encoder.h"
#include "u8scope/octetclass.h"

#include <array>
#include <cstring>

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

// For a first octet C0-FF (index: octet - C0), the high nibbles (8, 9, A, B as bits 0-3) of the
// second octets with which it begins a character some codec gives for an octet 80-BF, or U+FFFD.
struct Tables {
    alignas(64) std::array<std::uint8_t, 64> lead{};
    // For any octet's high nibble: its bit as a second octet (8-B), else 0; four times over, for
    // the vector paths.
    alignas(64) std::array<std::uint8_t, 64> second{};
    // The characters of two octets (U+0080-07FF) some codec gives for an octet 80-BF: bit
    // cp % 8 of octet cp / 8. Finer than `lead` for them: the AVX-512 path looks there.
    alignas(64) std::array<std::uint8_t, 256> two{};
    // The same for the characters of two octets some codec gives for a first octet C2-F4
    // (leadCodecs), and for one of C2-DF, the first of two.
    alignas(64) std::array<std::uint8_t, 256> twoLead{};
    alignas(64) std::array<std::uint8_t, 256> twoLeadOfTwo{};
    // 1 << (k % 8) at k: the bit of a code point in its octet of `two`.
    alignas(64) std::array<std::uint8_t, 64> bit{};
};

const Tables& tables() {
    static const Tables t = [] {
        Tables x;
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

// Whether the first octet b (C0-FF) and the octet after it may begin a character some codec
// gives for an octet 80-BF, or U+FFFD: a character of two octets exactly, a longer one by the
// second octet's high nibble.
bool mayContinue(const Tables& t, std::uint8_t b, std::uint8_t next) {
    if (b < 0xE0) {
        if (!isContinuationOctet(next))
            return false;
        const CodePoint cp = twoOctetValue(b, next); // C0, C1: below 80, never noted
        return (t.two[cp >> 3] & (1u << (cp & 7))) != 0;
    }
    return (t.lead[b - 0xC0] & t.second[next >> 4]) != 0;
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
    if (data[j] == '?')
        return all;
    if (data[j] == ' ')
        return masks().noBreakContinues;
    const Char c = charAt(data, j, size);
    if (c.length == 0)
        return all;
    *length = c.length;
    return c.cp == kReplacementCharacter ? all : continuationCodecs(c.cp);
}

// The exact rule at data[i], where the octets alone made it a suspect (a "?", or a character's
// first octet, after a character outside ASCII): whether the character before stands for a
// first octet in some codec that also gives the character at i for a continuing octet (or takes
// "?" and U+FFFD as a lost octet), and the characters after complete the sequence that first
// octet announces in that codec: without that, no reading of the word changes anything
// (reencoding.cpp). Where a character is malformed or cut short it stays a suspect: the examiner
// decides then.
bool pairAt(const std::uint8_t* data, std::size_t from, std::size_t i, std::size_t size) {
    const Masks& m = masks();
    // Most pairs are of two characters of two octets each (accented letters, Cyrillic, Greek),
    // most of them in no codec together: those are settled from the octets at once.
    if (i >= from + 2 && i + 1 < size && data[i - 2] >= 0xC2 && data[i - 2] < 0xE0 &&
        isContinuationOctet(data[i - 1]) && data[i] >= 0xC2 && data[i] < 0xE0 &&
        isContinuationOctet(data[i + 1])) {
        const CodePoint before = twoOctetValue(data[i - 2], data[i - 1]);
        const CodePoint here = twoOctetValue(data[i], data[i + 1]);
        static_assert(kMaskSize > 0x800);
        const CharMasks& b = m.of[before];
        const CodecMask codecs = b.lead & m.of[here].continuation;
        if (codecs == 0)
            return false;
        if ((codecs & ~(b.lead3 | b.lead4)) != 0)
            return true; // a sequence of two, complete
    }
    std::size_t start = i - 1;
    while (start > from && i - start < 4 && isContinuationOctet(data[start]))
        --start;
    const Char before = charAt(data, start, i);
    if (before.length != i - start)
        return true;
    const CodecMask lead = leadCodecs(before.cp);
    if (lead == 0)
        return false;
    const bool low = before.cp < kMaskSize;
    const CodecMask three = low ? m.of[before.cp].lead3 : m.highLead3;
    const CodecMask four = low ? m.of[before.cp].lead4 : m.highLead4;
    CodecMask codecs = lead;
    std::size_t n = 1; // "?"
    if (data[i] != '?') {
        const Char here = charAt(data, i, size);
        if (here.length == 0)
            return true;
        if (here.cp != kReplacementCharacter)
            codecs &= continuationCodecs(here.cp);
        n = here.length;
    }
    if ((codecs & ~(three | four)) != 0)
        return true; // a sequence of two, complete
    std::size_t j = i + n;
    codecs &= continuingAt(data, j, size, &n);
    if ((codecs & three) != 0)
        return true;
    j += n;
    return (codecs & four & continuingAt(data, j, size, &n)) != 0;
}

// The rule at one octet, for the scalar path and the ends of the vector paths.
bool suspectAt(const Tables& t, const std::uint8_t* data, std::size_t from, std::size_t i,
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

// The first of the places the octets made suspects (bit k: data[i + k]) that the exact rule
// keeps (those in `sure` need no check: C1 controls, a first octet cut short), or SIZE_MAX. The
// AVX2 path finds characters of two octets by their second octet's high nibble only.
std::size_t firstPair(const Tables& t, const std::uint8_t* data, std::size_t from, std::size_t i,
                      std::uint64_t hits, std::uint64_t sure, std::size_t size) {
    for (; hits != 0; hits &= hits - 1) {
        const auto k = static_cast<unsigned>(__builtin_ctzll(hits));
        if (((sure >> k) & 1) != 0)
            return i + k;
        const std::uint8_t b = data[i + k];
        if (b >= 0xC0 && i + k + 1 < size && !mayContinue(t, b, data[i + k + 1]))
            continue;
        if (pairAt(data, from, i + k, size))
            return i + k;
    }
    return SIZE_MAX;
}

#ifdef U8SCOPE_SUSPECTS_X86

// A bitmap of 256 octets (Tables::two and its kind) in four registers.
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

__attribute__((target("avx512f,avx512bw,avx512vbmi"))) std::size_t
findAvx512(const std::uint8_t* data, std::size_t from, std::size_t size) noexcept {
    const Tables& t = tables();
    const __m512i lead = _mm512_load_si512(t.lead.data());
    const __m512i second = _mm512_load_si512(t.second.data());
    const __m512i top2 = _mm512_set1_epi8(static_cast<char>(0xC0));
    const __m512i top3 = _mm512_set1_epi8(static_cast<char>(0xE0));
    const __m512i c2 = _mm512_set1_epi8(static_cast<char>(0xC2));
    const __m512i question = _mm512_set1_epi8('?');
    const __m512i nibble = _mm512_set1_epi8(0x0F);
    const __m512i eightOctets = _mm512_set1_epi8(static_cast<char>(0xF8));
    const Bitmap512 two = loadBitmap(t.two);
    const Bitmap512 twoLead = loadBitmap(t.twoLead);
    const Bitmap512 twoLeadOfTwo = loadBitmap(t.twoLeadOfTwo);
    const __m512i bits = _mm512_load_si512(t.bit.data());
    const __m512i spaces = _mm512_set1_epi8(' ');
    const __m512i belowC0 = _mm512_set1_epi8(-64); // as signed octets, 80-BF are below C0
    const __m512i belowA0 = _mm512_set1_epi8(-96); // and 80-9F below A0
    // The last block is read with a mask (nothing past `size` is touched), so that a short call,
    // a word or a line, does not go octet by octet.
    for (std::size_t i = from + 1; i < size; i += 64) {
        const std::size_t left = size - i;
        const __mmask64 in = left >= 64 ? ~0ull : (1ull << left) - 1;
        const __m512i cur = _mm512_maskz_loadu_epi8(in, data + i);
        // Most blocks of text have no octet above 7F and no "?": nothing to look at.
        const __mmask64 high = _mm512_movepi8_mask(cur);
        const __mmask64 q = _mm512_cmpeq_epi8_mask(cur, question);
        if ((high | q) == 0)
            continue;
        // Most of the rest (accented letters between ASCII ones) have no character outside
        // ASCII right after another, no C2 and no first octet cut by the end: nothing either.
        const __mmask64 leads = _mm512_cmpge_epu8_mask(cur, top2);
        // After a continuing octet: after a character outside ASCII.
        const std::uint64_t afterWide =
            ((high & ~leads) << 1) | static_cast<std::uint64_t>(isContinuationOctet(data[i - 1]));
        const std::uint64_t end = left <= 64 ? std::uint64_t{1} << (left - 1) : 0;
        const __mmask64 twos = _mm512_cmpeq_epi8_mask(cur, c2);
        if ((afterWide & (leads | q)) == 0 && (leads & end) == 0 && twos == 0)
            continue;
        const __m512i next = _mm512_maskz_loadu_epi8(left > 64 ? ~0ull : in >> 1, data + i + 1);
        const __mmask64 longer = _mm512_cmpge_epu8_mask(cur, top3); // a first octet E0-FF
        // (The maskz forms: the plain ones leave GCC 12 warning of an undefined pass-through.)
        const __m512i classes = _mm512_maskz_permutexvar_epi8(~0ull, cur, lead); // octet - C0
        const __m512i nextBit = _mm512_maskz_permutexvar_epi8(
            ~0ull, _mm512_and_si512(_mm512_srli_epi16(next, 4), nibble), second);
        // A character of two octets is looked up whole: the octet (cur & 1F) << 3 |
        // (next & 3F) >> 3 of `two`, its bit next & 7.
        const __mmask64 twoOctets = leads & ~longer &
                                    _mm512_cmplt_epi8_mask(next, belowC0); // C0-DF, 80-BF
        const __m512i index = _mm512_ternarylogic_epi32(
            _mm512_slli_epi16(cur, 3), _mm512_srli_epi16(next, 3), eightOctets, 0xE4);
        const __mmask64 upper = _mm512_movepi8_mask(index); // which half of a table
        const __m512i bit = _mm512_maskz_permutexvar_epi8(~0ull, next, bits);
        const __mmask64 continuing = bitmapTest(two, index, upper, bit) & twoOctets;
        const __mmask64 leading = bitmapTest(twoLead, index, upper, bit) & twoOctets;
        const __mmask64 leadingTwo = bitmapTest(twoLeadOfTwo, index, upper, bit) & twoOctets;
        // Where a character of two octets follows another (both well-formed, both in this
        // block), the pair is settled here as pairAt would: the one before must stand for a first
        // octet, and one of two, or the character after must be one that can stand for a
        // continuing octet ("?", a space, a character outside ASCII but a character of two
        // octets no codec gives for 80-BF, or the end).
        const __mmask64 wellTwo = twoOctets & _mm512_cmpge_epu8_mask(cur, c2);
        const __mmask64 known = (wellTwo << 2) & wellTwo;
        const __mmask64 space = _mm512_cmpeq_epi8_mask(cur, spaces);
        const std::uint64_t continuable =
            ((q | space | (high & ~(wellTwo & ~continuing))) >> 2) | (0b11ull << 62) |
            (left <= 64 ? ~0ull << (left >= 2 ? left - 2 : 0) : 0);
        const __mmask64 settled =
            known & ~((leading << 2) & ((leadingTwo << 2) | continuable));
        const __mmask64 pair = ((_mm512_test_epi8_mask(classes, nextBit) & longer) |
                                (continuing & ~settled)) &
                               afterWide;
        // A first octet at the very end: its second octet is not here yet, look closer.
        const __mmask64 cut = leads & end;
        const __mmask64 sure = cut | (twos & _mm512_cmplt_epi8_mask(next, belowA0)); // C2 80-9F
        const std::uint64_t hits = pair | sure | (q & afterWide);
        if (hits != 0) {
            if (const std::size_t at = firstPair(t, data, from, i, hits, sure, size); at != SIZE_MAX)
                return at;
        }
    }
    return size;
}

__attribute__((target("avx2,bmi"))) std::size_t findAvx2(const std::uint8_t* data, std::size_t from,
                                                         std::size_t size) noexcept {
    const Tables& t = tables();
    // The 64-entry table in four quarters of 16 (a lambda would not inherit the target).
    const auto* quarters = reinterpret_cast<const __m128i*>(t.lead.data());
    const __m256i lead0 = _mm256_broadcastsi128_si256(_mm_load_si128(quarters));
    const __m256i lead1 = _mm256_broadcastsi128_si256(_mm_load_si128(quarters + 1));
    const __m256i lead2 = _mm256_broadcastsi128_si256(_mm_load_si128(quarters + 2));
    const __m256i lead3 = _mm256_broadcastsi128_si256(_mm_load_si128(quarters + 3));
    const __m256i second = _mm256_broadcastsi128_si256(
        _mm_load_si128(reinterpret_cast<const __m128i*>(t.second.data())));
    const __m256i top2 = _mm256_set1_epi8(static_cast<char>(0xC0));
    const __m256i cont = _mm256_set1_epi8(static_cast<char>(0x80));
    const __m256i top3 = _mm256_set1_epi8(static_cast<char>(0xE0));
    const __m256i c2 = _mm256_set1_epi8(static_cast<char>(0xC2));
    const __m256i question = _mm256_set1_epi8('?');
    const __m256i nibble = _mm256_set1_epi8(0x0F);
    const __m256i bit4 = _mm256_set1_epi8(0x10);
    const __m256i bit5 = _mm256_set1_epi8(0x20);
    // The last block is read from a copy with zeros after `size`, so that a short call, a word
    // or a line, does not go octet by octet.
    alignas(32) std::array<std::uint8_t, 64> tail{};
    for (std::size_t i = from + 1; i < size; i += 32) {
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
            continue;
        // Most of the rest have no character outside ASCII right after another, no C2 and no
        // first octet cut by the end: nothing either (see findAvx512).
        {
            const auto high = static_cast<std::uint32_t>(_mm256_movemask_epi8(cur));
            const auto firsts = static_cast<std::uint32_t>(_mm256_movemask_epi8(
                _mm256_cmpeq_epi8(_mm256_and_si256(cur, top2), top2)));
            const std::uint32_t after =
                ((high & ~firsts) << 1) | static_cast<std::uint32_t>(isContinuationOctet(at[-1]));
            const std::uint32_t end = left <= 32 ? 1u << (left - 1) : 0;
            const auto twos = static_cast<std::uint32_t>(
                _mm256_movemask_epi8(_mm256_cmpeq_epi8(cur, c2)));
            const auto questions = static_cast<std::uint32_t>(_mm256_movemask_epi8(q));
            if ((after & (firsts | questions)) == 0 && (firsts & end) == 0 && twos == 0)
                continue;
        }
        const __m256i prev = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(at - 1));
        const __m256i next = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(at + 1));
        const __m256i afterWide = _mm256_cmpeq_epi8(_mm256_and_si256(prev, top2), cont);
        const __m256i leads = _mm256_cmpeq_epi8(_mm256_and_si256(cur, top2), top2);
        // The 64-entry table in four quarters of 16, picked by bits 4 and 5 of the octet.
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
        const auto mask = static_cast<std::uint32_t>(_mm256_movemask_epi8(hits)) | sure;
        if (mask != 0) {
            if (const std::size_t found = firstPair(t, data, from, i, mask, sure, size);
                found != SIZE_MAX)
                return found;
        }
    }
    return size;
}

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
    const Tables& t = tables();
    for (std::size_t i = from + 1; i < size; ++i) {
        if (suspectAt(t, data, from, i, size))
            return i;
    }
    return size;
}

const std::vector<SuspectPath>& suspectPaths() {
    static const std::vector<SuspectPath> paths = [] {
        std::vector<SuspectPath> p{{"scalar", findSuspectPairScalar}};
#ifdef U8SCOPE_SUSPECTS_X86
        if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi"))
            p.push_back({"avx2", findAvx2});
        if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
            __builtin_cpu_supports("avx512vbmi"))
            p.push_back({"avx512", findAvx512});
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
    static const auto find = suspectPaths().back().find;
    return find(data, from, size);
}

} // namespace u8scope::detail
