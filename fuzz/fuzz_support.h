// What the libFuzzer targets share: a check that aborts with a message, the reading of a fuzz
// input into control values and data, and a reference decoder written from the definitions
// (RFC 3629 §4, ISO/IEC 10646-1 Annex R Table 4, Unicode Standard §3.9), independent of core.
#pragma once

#include "u8scope/codec/decoder.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/codec/explaintext.h"
#include "u8scope/text/hex.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fuzzer/FuzzedDataProvider.h>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace u8scope::fuzz {

using Bytes = std::vector<std::uint8_t>;

[[noreturn]] inline void fail(const char* file, int line, const char* condition,
                              const std::string& detail) {
    std::fprintf(stderr, "\n%s:%d: check failed: %s\n  %s\n", file, line, condition,
                 detail.c_str());
    std::abort();
}

/// Aborts (so that libFuzzer saves the input) when `cond` is false; `detail` is any expression
/// convertible to std::string, evaluated only on failure.
#define FUZZ_CHECK(cond, detail)                                                                   \
    do {                                                                                           \
        if (!(cond))                                                                               \
            ::u8scope::fuzz::fail(__FILE__, __LINE__, #cond, (detail));                            \
    } while (0)

inline std::string describe(const Unit& u) {
    return std::to_string(u.offset) + "+" + std::to_string(u.length) + ":" +
           (u.valid() ? formatCodePoint(u.codePoint) : std::string(toString(*u.error)));
}

/// The octets around `at`, with the octet at `at` in brackets.
inline std::string around(std::span<const std::uint8_t> data, std::uint64_t at) {
    const std::uint64_t from = at > 8 ? at - 8 : 0;
    std::string s =
        "size " + std::to_string(data.size()) + ", octets from " + std::to_string(from) + ":";
    for (std::uint64_t i = from; i < data.size() && i < at + 8; ++i) {
        const std::uint8_t b = data[static_cast<std::size_t>(i)];
        s += i == at ? " [" + formatOctets({&b, 1}) + "]" : " " + formatOctets({&b, 1});
    }
    return s;
}

inline std::span<const std::uint8_t> bytesOf(const std::string& s) {
    return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}

/// Whether `cp` is a bidi control or a line or paragraph separator: what reorders or breaks the
/// text around it on a terminal.
inline bool isBidiOrSeparator(std::uint64_t cp) {
    return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x2028 && cp <= 0x202E) ||
           (cp >= 0x2066 && cp <= 0x2069);
}

/// Whether `s` is well-formed UTF-8 free of every character a terminal would obey or reorder by.
inline bool isHarmless(const std::string& s) {
    for (const Unit& u : decodeAll(bytesOf(s), Profile::Rfc3629)) {
        if (!u.valid() || u.codePoint < 0x20 || (u.codePoint >= 0x7F && u.codePoint <= 0x9F) ||
            isBidiOrSeparator(u.codePoint)) {
            return false;
        }
    }
    return true;
}

/// The chunk sizes to feed a streaming pass with, cycled; one byte each from the fuzz input.
/// Mostly small sizes (0 included), now and then a few thousand octets.
class ChunkPlan {
public:
    ChunkPlan() = default;
    explicit ChunkPlan(Bytes plan) : m_plan(std::move(plan)) {}

    /// Calls feed(std::span<const std::uint8_t>) over `data` in the planned sizes (larger ones
    /// for long data, which is there for long runs rather than for seams).
    template <class Feed>
    void feed(std::span<const std::uint8_t> data, Feed&& feed) const {
        const std::size_t scale = data.size() > 8192 ? 64 : 1;
        std::size_t at = 0;
        for (std::size_t step = 0; at < data.size(); ++step) {
            std::size_t n = data.size() - at;
            if (!m_plan.empty()) {
                const std::uint8_t b = m_plan[step % m_plan.size()];
                n = std::min(
                    n, scale * (b & 0x80 ? std::size_t{b & 0x7Fu} * 61 : std::size_t{b % 19u}));
            }
            feed(data.subspan(at, n));
            at += n;
            // A plan of zeros alone would never end.
            if (step > 16 * data.size() + 64)
                break;
        }
        if (at < data.size())
            feed(data.subspan(at));
    }

private:
    Bytes m_plan;
};

/// Calls feed(chunks) with the ways to cut small data that matter most at chunk seams: in two at
/// every offset, and octet by octet. Empty for data longer than 64 octets. With `mostCuts`, data
/// with more offsets than that is cut in two at `mostCuts` of them only, evenly spaced from a
/// start its own octets choose: the same input cuts the same way again (a failure reproduces),
/// and any change of it moves every cut, so that a run of the fuzzer meets every offset.
template <class Feed>
void everySplit(std::span<const std::uint8_t> data, Feed&& feed, std::size_t mostCuts = SIZE_MAX) {
    if (data.size() > 64)
        return;
    const std::size_t offsets = data.size() + 1;
    const std::size_t step = offsets <= mostCuts ? 1 : (offsets + mostCuts - 1) / mostCuts;
    std::size_t start = 0;
    for (const std::uint8_t b : data)
        start = (start * 31 + b) % step;
    for (std::size_t cut = start; cut <= data.size(); cut += step)
        feed(std::vector{data.first(cut), data.subspan(cut)});
    std::vector<std::span<const std::uint8_t>> single;
    for (std::size_t i = 0; i < data.size(); ++i)
        single.push_back(data.subspan(i, 1));
    feed(single);
}

/// The offsets where a pass cut its input into chunks, to explain only the units near them when
/// a pass is repeated for every cut (explanations are slow).
class Seams {
public:
    void add(std::uint64_t at) {
        if (m_at.empty() || m_at.back() < at)
            m_at.push_back(at);
    }
    void clear() { m_at.clear(); }
    /// Whether a seam falls among the octets the unit's context covers.
    [[nodiscard]] bool near(const Unit& u) const {
        const std::uint64_t from =
            u.offset > kMaxSequenceLength ? u.offset - kMaxSequenceLength : 0;
        const auto it = std::lower_bound(m_at.begin(), m_at.end(), from);
        return it != m_at.end() && *it <= u.offset + kMaxSequenceLength;
    }

private:
    std::vector<std::uint64_t> m_at;
};

inline Profile consumeProfile(FuzzedDataProvider& in) {
    return in.ConsumeBool() ? Profile::Iso10646_1993 : Profile::Rfc3629;
}

inline ChunkPlan consumeChunkPlan(FuzzedDataProvider& in) {
    const auto n = in.ConsumeIntegralInRange<std::size_t>(0, 12);
    Bytes plan;
    for (std::size_t k = 0; k < n; ++k)
        plan.push_back(in.ConsumeIntegral<std::uint8_t>());
    return ChunkPlan(std::move(plan));
}

/// The data: the rest of the input, and on request a stretch of a short repeated pattern
/// (taken from the input) spliced in, so that long runs and many errors are reachable; the
/// stretch is at most `longest` octets (for a target whose rules reach no further, and whose
/// every octet costs).
inline Bytes consumeData(FuzzedDataProvider& in, bool allowLong, std::size_t longest = SIZE_MAX) {
    Bytes pattern;
    std::size_t repeats = 0;
    std::size_t where = 0;
    if (allowLong && in.ConsumeIntegral<std::uint8_t>() % 8 == 7) {
        const auto patternLength = in.ConsumeIntegralInRange<std::size_t>(1, 4);
        for (std::size_t k = 0; k < patternLength; ++k)
            pattern.push_back(in.ConsumeIntegral<std::uint8_t>());
        // Up to a few hundred octets, now and then beyond ErrorIndex::kMinRun.
        repeats = in.ConsumeIntegral<std::uint8_t>();
        if (in.ConsumeIntegral<std::uint8_t>() % 4 == 3)
            repeats *= 300;
        where = in.ConsumeIntegral<std::uint16_t>();
        repeats = std::min(repeats, longest / pattern.size());
    }
    Bytes data = in.ConsumeRemainingBytes<std::uint8_t>();
    if (repeats > 0) {
        Bytes run;
        run.reserve(repeats * pattern.size());
        for (std::size_t k = 0; k < repeats; ++k)
            run.insert(run.end(), pattern.begin(), pattern.end());
        where = std::min(where, data.size());
        data.insert(data.begin() + static_cast<std::ptrdiff_t>(where), run.begin(), run.end());
    }
    return data;
}

/// Maps every octet of `data` onto the octets at the edges of the rules (80, 8F, 90, 9F, A0, BF,
/// C0-C2, E0, ED, F0, F4, F5, F8, FC, FE, FF, ...), mostly continuations and leads: input where
/// errors come thick, for the dense-error path. Mode 0 leaves the data as it is.
inline void makeDense(Bytes& data, unsigned mode) {
    static constexpr std::uint8_t kEdges[] = {
        0x41, 0x00, 0x7F, 0x80, 0x83, 0x84, 0x87, 0x88, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0,
        0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xF7, 0xF8, 0xFB,
        0xFC, 0xFD, 0xFE, 0xFF, 0x80, 0xBF, 0xA5, 0x95, 0x85, 0x80, 0xBF, 0x9A, 0xB0, 0x88};
    if (mode % 3 == 0)
        return;
    for (auto& b : data) {
        if (mode % 3 == 1) {
            b = kEdges[b % std::size(kEdges)];
        } else if (b < 0x80) { // leads and continuations only, and ASCII now and then
            b = b < 0x08 ? static_cast<std::uint8_t>('a') : static_cast<std::uint8_t>(0x80 | b);
        }
    }
}

// --- A reference decoder from the definitions ---------------------------------------------

// The lowest value that needs an n-octet form (Annex R Table 4): shorter forms are overlong.
inline constexpr std::uint64_t kLowestOfLength[7] = {0,       0,        0x80,     0x800,
                                                     0x10000, 0x200000, 0x4000000};

// The values of the n-octet sequences that begin with p[0, k) (a first octet announcing n, then
// continuing octets): the first and last of an interval.
struct Values {
    std::uint64_t lo = 0;
    std::uint64_t hi = 0;
};

inline Values valuesWithPrefix(const std::uint8_t* p, int k, int n) {
    std::uint64_t prefix = p[0] & (0x7Fu >> n);
    for (int i = 1; i < k; ++i)
        prefix = (prefix << 6) | (p[i] & 0x3Fu);
    const int missing = n - k;
    const std::uint64_t lo = prefix << (6 * missing);
    return {lo, lo | ((std::uint64_t{1} << (6 * missing)) - 1)};
}

// Whether some well-formed sequence of the profile begins with p[0, k): some value in the
// interval is in the profile's range, has n octets as its shortest form and is no surrogate.
inline bool extendable(const std::uint8_t* p, int k, int n, Profile profile) {
    const Values v = valuesWithPrefix(p, k, n);
    const std::uint64_t lo = std::max(v.lo, kLowestOfLength[n]);
    const std::uint64_t hi = std::min<std::uint64_t>(v.hi, maxCodePoint(profile));
    if (lo > hi)
        return false;
    return !(lo >= 0xD800 && hi <= 0xDFFF);
}

inline int announced(std::uint8_t b) {
    if (b < 0x80)
        return 1;
    if (b < 0xC0)
        return 0;
    int n = 0;
    while (n < 8 && (b << n) & 0x80)
        ++n;
    return n <= 6 ? n : 0; // FE, FF announce nothing
}

/// The unit at data[at]: a well-formed sequence, or the maximal subpart there (the longest
/// prefix of some well-formed sequence, at least one octet), with the kind a careful reader
/// would give it.
inline Unit referenceUnit(std::span<const std::uint8_t> data, std::size_t at, Profile profile) {
    Unit u;
    u.offset = at;
    u.length = 1;
    const std::uint8_t* p = data.data() + at;
    const std::size_t avail = data.size() - at;
    const std::uint8_t b0 = p[0];
    if (b0 < 0x80) {
        u.codePoint = b0;
        return u;
    }
    const int n = announced(b0);
    if (n == 0) {
        u.error = b0 < 0xC0 ? ErrorKind::UnexpectedContinuation : ErrorKind::InvalidOctet;
        return u;
    }
    if (n > maxSequenceLength(profile)) {
        u.error = ErrorKind::InvalidOctet;
        return u;
    }
    if (!extendable(p, 1, n, profile)) { // C0, C1; F5-F7 under RFC 3629
        u.error = b0 < 0xC2 ? ErrorKind::Overlong : ErrorKind::OutOfRange;
        return u;
    }
    int k = 1;
    while (k < n && static_cast<std::size_t>(k) < avail && (p[k] & 0xC0) == 0x80 &&
           extendable(p, k + 1, n, profile))
        ++k;
    u.length = static_cast<std::uint8_t>(k);
    if (k == n) {
        u.codePoint = static_cast<CodePoint>(valuesWithPrefix(p, n, n).lo);
        return u;
    }
    u.error = ErrorKind::Truncated;
    if (k == 1 && avail > 1 && (p[1] & 0xC0) == 0x80) {
        // The second octet is a continuing octet outside the range the first allows.
        const Values v = valuesWithPrefix(p, 2, n);
        if (v.hi < kLowestOfLength[n])
            u.error = ErrorKind::Overlong;
        else if (v.lo > maxCodePoint(profile))
            u.error = ErrorKind::OutOfRange;
        else
            u.error = ErrorKind::Surrogate;
    }
    return u;
}

// --- Explanations ---------------------------------------------------------------------------

/// Checks explanations of the malformed units of `units`, the decode of the whole `data`. The
/// explanation from the whole input is checked once per unit: non-empty, of the unit's kind,
/// naming its offset, valid UTF-8, and describing an ill-formed sequence made of whole malformed
/// units that become `replacements` U+FFFD. The explanation from any context a pass took must
/// then be the same text.
class ExplanationChecker {
public:
    ExplanationChecker(std::span<const std::uint8_t> data, const std::vector<Unit>& units,
                       Profile profile)
        : m_data(data), m_units(units), m_profile(profile), m_texts(units.size()) {}

    /// `index`: the index of `u` in units; `from`: which pass took the context.
    void check(const Unit& u, std::size_t index, const ErrorContext& context, const char* from) {
        FUZZ_CHECK(index < m_units.size() && u == m_units[index] && !u.valid(), describe(u));
        FUZZ_CHECK(context.has(u.offset),
                   std::string(from) + ": context lacks the unit " + describe(u));
        const std::optional<Explanation> e = explain(u, context, m_profile);
        FUZZ_CHECK(e, describe(u));
        const std::string& want = reference(index);
        const std::string got = explanationText(*e).text();
        FUZZ_CHECK(got == want, std::string(from) + " explains " + describe(u) + " as\n  " + got +
                                    "\n  but from the whole input it is\n  " + want + "\n  " +
                                    around(m_data, u.offset));
    }

private:
    const std::string& reference(std::size_t index) {
        std::optional<std::string>& text = m_texts[index];
        if (!text)
            text = checkWhole(index);
        return *text;
    }

    std::string checkWhole(std::size_t index) const {
        const Unit& u = m_units[index];
        const std::optional<Explanation> e =
            explain(u, captureContext(m_data, 0, u.offset, true), m_profile);
        FUZZ_CHECK(e, describe(u));
        const ExplanationText words = explanationText(*e);
        const std::string text = words.text();
        FUZZ_CHECK(!words.plain.empty() && !words.summary.empty() && !words.rule.empty() &&
                       !words.decoderAction.empty(),
                   text);
        // Where the sequence breaks the rules: an octet the rules do not expect there, or the end.
        const RuleBreak& rb = e->ruleBreak;
        FUZZ_CHECK(!rb.expected.empty() && rb.index <= e->sequenceLength, text);
        FUZZ_CHECK(rb.missing ||
                       std::none_of(rb.expected.begin(), rb.expected.end(),
                                    [&](const OctetRange& r) { return r.contains(rb.found); }),
                   "the octet that breaks the rules is expected: " + text);
        FUZZ_CHECK(rb.missing == (rb.bit < 0), text);
        FUZZ_CHECK(e->kind == *u.error, text);
        FUZZ_CHECK(text.find("offset " + std::to_string(u.offset)) != std::string::npos, text);
        const auto textUnits =
            decodeAll(std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()));
        FUZZ_CHECK(std::all_of(textUnits.begin(), textUnits.end(),
                               [](const Unit& t) { return t.valid(); }),
                   "not UTF-8: " + text);
        // The ill-formed sequence: whole units around u, all malformed, as many as replacements.
        const std::uint64_t seqEnd = e->sequenceOffset + e->sequenceLength;
        const std::string seq = "sequence " + std::to_string(e->sequenceOffset) + "+" +
                                std::to_string(e->sequenceLength);
        FUZZ_CHECK(e->sequenceOffset <= u.offset && u.end() <= seqEnd,
                   seq + " does not hold " + describe(u) + ": " + text);
        std::size_t first = index;
        while (first > 0 && m_units[first - 1].end() > e->sequenceOffset)
            --first;
        std::size_t last = index;
        while (last + 1 < m_units.size() && m_units[last + 1].offset < seqEnd)
            ++last;
        FUZZ_CHECK(m_units[first].offset == e->sequenceOffset && m_units[last].end() == seqEnd,
                   seq + " does not fall on unit boundaries: " + text + "\n  " +
                       around(m_data, u.offset));
        for (std::size_t k = first; k <= last; ++k) {
            FUZZ_CHECK(!m_units[k].valid(),
                       seq + " holds the character " + describe(m_units[k]) + ": " + text);
        }
        FUZZ_CHECK(e->replacements == last - first + 1,
                   "replacements " + std::to_string(e->replacements) + " for " +
                       std::to_string(last - first + 1) + " units: " + text + "\n  " +
                       around(m_data, u.offset));
        return text;
    }

    std::span<const std::uint8_t> m_data;
    const std::vector<Unit>& m_units;
    Profile m_profile;
    std::vector<std::optional<std::string>> m_texts;
};

} // namespace u8scope::fuzz
