// Finding the octets worth a closer look: see suspects.h. One rule, three paths: octet by octet
// here, AVX2 (32 octets at a time) and AVX-512 with VBMI (64) in their kernels
// (scan/kernels/avx2_suspects.h, avx512_suspects.h), chosen once with the scan's kernel.
#include "suspects.h"

#include "codecreach.h"
#include "suspectfilter.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/codec/octetclass.h"
#include "u8scope/encoding/legacycodec.h"
#include "u8scope/scan/kernels.h"

#include <algorithm>
#include <array>
#include <span>

namespace u8scope::detail {

namespace {

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
    // The codecs that carry only some text (codecreach.h).
    CodecMask someText = 0;
};

const Masks& masks() {
    static const Masks m = [] {
        Masks t;
        for (const Codec codec : Codec::all()) {
            const CodecMask bit = codecBit(codec.id());
            if (isContinuationOctet(codec.noBreakSpaceOctet()))
                t.noBreakContinues |= bit;
            if (reachOf(codec) != CodecReach::AnyScript)
                t.someText |= bit;
            // A first octet that begins nothing the codec carries begins no reading.
            const CarriedStarts& starts = carriedStarts(reachOf(codec));
            for (int b = 0x80; b < 0x100; ++b) {
                const auto octet = static_cast<std::uint8_t>(b);
                const CodePoint cp = codec.decode(octet);
                const bool lead = octet >= 0xC2 && octet <= 0xF4 && starts[octet - 0xC0] != 0;
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
        const CodecMask w1252 = codecBit(CodecId::Windows1252);
        for (CodePoint cp = 0x80; cp < 0xA0; ++cp)
            t.of[cp].continuation |= w1252;
        // MICRO SIGN as IBM437's E6 (see detail::damageOctet), a first octet of three.
        const CodecMask ibm437 = codecBit(CodecId::Ibm437);
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
        const auto noteAfterTwo = [&x](CodePoint cp) {
            const Encoded e = encode(cp);
            const auto b = e.bytes();
            if (b.size() >= 2 && b[0] >= 0xC0)
                x.leadAfterTwo[b[0] - 0xC0] |= static_cast<std::uint8_t>(1u << ((b[1] >> 4) - 8));
        };
        for (const Codec c : Codec::all()) {
            const CarriedStarts& starts = carriedStarts(reachOf(c));
            for (int o = 0x80; o < 0xC0; ++o) {
                const CodePoint cp = c.decode(static_cast<std::uint8_t>(o));
                note(cp);
                // A character of two octets the codec gives for a first octet with which the
                // octet begins a character it carries.
                bool afterTwo = false;
                for (int l = 0xC2; l <= 0xF4 && !afterTwo; ++l) {
                    const CodePoint lead = c.decode(static_cast<std::uint8_t>(l));
                    afterTwo =
                        lead >= 0x80 && lead < 0x800 && ((starts[l - 0xC0] >> (o - 0x80)) & 1) != 0;
                }
                if (afterTwo)
                    noteAfterTwo(cp);
            }
        }
        // The windows-1252 / ISO 8859-1 mix: C1 controls after windows-1252's letters.
        for (CodePoint cp = 0x80; cp < 0xA0; ++cp)
            noteAfterTwo(cp);
        note(0xB5);   // MICRO SIGN as IBM437's E6 (reencoding.h)
        note(0xFFFD); // a lost octet
        noteAfterTwo(0xB5);
        // A character of three or four octets may be cut short or malformed, which the exact
        // rule keeps whatever came before: only characters of two octets are looked up finer.
        std::copy(x.lead.begin() + (0xE0 - 0xC0), x.lead.end(),
                  x.leadAfterTwo.begin() + (0xE0 - 0xC0));
        for (int copy = 0; copy < 4; ++copy) {
            for (int n = 8; n < 12; ++n)
                x.second[static_cast<std::size_t>(16 * copy + n)] =
                    static_cast<std::uint8_t>(1u << (n - 8));
        }
        for (std::size_t k = 0; k < x.bit.size(); ++k)
            x.bit[k] = static_cast<std::uint8_t>(1u << (k % 8));
        x.leadHigh[0xC] = x.leadHigh[0xE] = 0x0F;
        x.leadHigh[0xD] = x.leadHigh[0xF] = 0xF0;
        for (std::size_t low = 0; low < 16; ++low) {
            x.leadLow[low] = static_cast<std::uint8_t>(x.lead[low] | (x.lead[16 + low] << 4));
            x.leadLowAbove[low] =
                static_cast<std::uint8_t>(x.lead[32 + low] | (x.lead[48 + low] << 4));
            x.leadLowAfterTwo[low] =
                static_cast<std::uint8_t>(x.leadAfterTwo[low] | (x.leadAfterTwo[16 + low] << 4));
        }
        for (std::size_t n = 8; n < 12; ++n)
            x.nextHigh[n] = static_cast<std::uint8_t>(0x11u << (n - 8));
        x.lookHere = x.lead; // octet - C0: bits 0-3
        x.lookHere[0xC2 - 0xC0] |= 0x30;
        x.lookHere['?' & 0x3F] |= 0x40;
        x.lookHereAfterTwo = x.leadAfterTwo;
        x.lookHereAfterTwo[0xC2 - 0xC0] |= 0x30;
        x.lookHereAfterTwo['?' & 0x3F] |= 0x40;
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
                       std::size_t* length, CodePoint* cp) {
    constexpr auto all = static_cast<CodecMask>(~CodecMask{0});
    *length = 1;
    *cp = '?'; // unknown: any octet
    if (j >= size)
        return all;
    const std::uint8_t b = data[j];
    if (b == '?')
        return all;
    if (b == ' ') {
        *cp = ' ';
        return masks().noBreakContinues;
    }
    if (b < 0x80) {
        *cp = b;
        return masks().of[b].continuation;
    }
    // Most characters here are of two octets (accented letters, Cyrillic, Greek).
    if (b >= 0xC2 && b < 0xE0 && j + 1 < size && isContinuationOctet(data[j + 1])) {
        *length = 2;
        *cp = twoOctetValue(b, data[j + 1]);
        return masks().of[*cp].continuation;
    }
    const Char c = charAt(data, j, size);
    if (c.length == 0)
        return all;
    *length = c.length;
    if (c.cp == kReplacementCharacter)
        return all;
    *cp = c.cp;
    return continuationCodecs(c.cp);
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
    // The characters of the sequence, for the codecs that carry only some text (codecreach.h);
    // "?" for a lost octet.
    std::array<CodePoint, 4> cps{};
    // Most pairs are of two characters of two octets each (accented letters, Cyrillic, Greek):
    // those are read from the octets at once.
    if (i >= from + 2 && i + 1 < size && data[i - 2] >= 0xC2 && data[i - 2] < 0xE0 &&
        isContinuationOctet(data[i - 1]) && data[i] >= 0xC2 && data[i] < 0xE0 &&
        isContinuationOctet(data[i + 1])) {
        static_assert(kMaskSize > 0x800);
        cps[0] = twoOctetValue(data[i - 2], data[i - 1]);
        cps[1] = twoOctetValue(data[i], data[i + 1]);
        const CharMasks& b = m.of[cps[0]];
        codecs = b.lead & m.of[cps[1]].continuation;
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
        cps[0] = before.cp;
        const bool low = before.cp < kMaskSize;
        three = low ? m.of[before.cp].lead3 : m.highLead3;
        four = low ? m.of[before.cp].lead4 : m.highLead4;
        j = i + 1; // "?"
        cps[1] = '?';
        if (data[i] != '?') {
            const Char here = charAt(data, i, size);
            if (here.length == 0)
                return true;
            if (here.cp != kReplacementCharacter)
                codecs &= continuationCodecs(here.cp);
            cps[1] = here.cp == kReplacementCharacter ? '?' : here.cp;
            j = i + here.length;
        }
    }
    // Of the codecs that carry only some text, those whose first two octets begin nothing they
    // carry read nothing back.
    for (CodecMask c = codecs & m.someText; c != 0; c &= c - 1) {
        const Codec codec(static_cast<CodecId>(__builtin_ctzll(c)));
        if (!startsCarried(codec, cps[0], cps[1]))
            codecs &= ~codecBit(codec.id());
    }
    if (codecs == 0)
        return false;
    // The codecs whose sequence is complete; and of them, those that carry only some text,
    // which must carry what the sequence reads as.
    const auto kept = [&](CodecMask complete, std::size_t count) {
        if ((complete & ~m.someText) != 0)
            return true;
        for (CodecMask c = complete; c != 0; c &= c - 1) {
            const Codec codec(static_cast<CodecId>(__builtin_ctzll(c)));
            if (carriesReading(codec, std::span<const CodePoint>(cps.data(), count)))
                return true;
        }
        return false;
    };
    if (kept(codecs & ~(three | four), 2))
        return true; // a sequence of two, complete
    std::size_t n = 0;
    codecs &= continuingAt(data, j, size, &n, &cps[2]);
    if (kept(codecs & three, 3))
        return true;
    j += n;
    return kept(codecs & four & continuingAt(data, j, size, &n, &cps[3]), 4);
}

namespace {

// The rule at one octet, for the scalar path and the ends of the vector paths.
bool suspectAt(const SuspectTables& t, const std::uint8_t* data, std::size_t from, std::size_t i,
               std::size_t size) {
    const std::uint8_t b = data[i];
    if (eastAsianTraceAt(data, i, size))
        return true;
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

std::size_t findSuspectPair(const std::uint8_t* data, std::size_t from, std::size_t size) noexcept {
    if (from >= size)
        return size;
    // The character at `from` follows ASCII by the rule, so only C2 80-9F can make it suspect.
    if (isC1ControlAt(data, from, size))
        return from;
    static const auto find = kernels::bestKernel().findSuspect;
    return find(data, from, size);
}

} // namespace u8scope::detail
