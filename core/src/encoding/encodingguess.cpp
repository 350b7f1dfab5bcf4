// Guessing the encoding of an input that is not UTF-8, with ICU's detector and uchardet: see
// encodingguess.h.
#include "u8scope/encoding/encodingguess.h"

#include "u8scope/codec/decoder.h"
#include "u8scope/file/binarydata.h"

#include <memory>
#include <uchardet.h>
#include <unicode/ucnv.h>
#include <unicode/ucsdet.h>
#include <vector>

namespace u8scope {

namespace {

struct Match {
    std::string name;
    int confidence = 0;
    std::string language;
};

// ICU's answers, best first.
std::vector<Match> icuMatches(std::span<const std::uint8_t> sample) {
    std::vector<Match> matches;
    UErrorCode status = U_ZERO_ERROR;
    UCharsetDetector* detector = ucsdet_open(&status);
    if (U_FAILURE(status))
        return matches;
    ucsdet_setText(detector, reinterpret_cast<const char*>(sample.data()),
                   static_cast<std::int32_t>(sample.size()), &status);
    std::int32_t count = 0;
    const UCharsetMatch** all = ucsdet_detectAll(detector, &count, &status);
    for (std::int32_t i = 0; U_SUCCESS(status) && i < count; ++i) {
        Match m;
        const char* name = ucsdet_getName(all[i], &status);
        const char* language = ucsdet_getLanguage(all[i], &status);
        m.confidence = ucsdet_getConfidence(all[i], &status);
        if (U_FAILURE(status) || !name)
            break;
        m.name = name;
        m.language = language ? language : "";
        matches.push_back(std::move(m));
    }
    ucsdet_close(detector);
    return matches;
}

// uchardet's answer; empty when it has none.
std::string uchardetAnswer(std::span<const std::uint8_t> sample) {
    uchardet_t detector = uchardet_new();
    if (!detector)
        return {};
    std::string answer;
    if (uchardet_handle_data(detector, reinterpret_cast<const char*>(sample.data()),
                             sample.size()) == 0) {
        uchardet_data_end(detector);
        if (const char* name = uchardet_get_charset(detector))
            answer = name;
    }
    uchardet_delete(detector);
    return answer;
}

// The spelling of an encoding name people know: its preferred MIME name where it has one
// ("ISO-8859-2", not the IANA name "ISO_8859-2:1987"), else its IANA name ("WINDOWS-1251" ->
// "windows-1251").
std::string standardName(const std::string& name) {
    UErrorCode status = U_ZERO_ERROR;
    UConverter* c = ucnv_open(name.c_str(), &status);
    if (U_FAILURE(status) || !c)
        return name;
    const char* canonical = ucnv_getName(c, &status);
    std::string result = name;
    if (U_SUCCESS(status) && canonical) {
        for (const char* standard : {"MIME", "IANA"}) {
            UErrorCode s = U_ZERO_ERROR;
            const char* known = ucnv_getStandardName(canonical, standard, &s);
            if (U_SUCCESS(s) && known) {
                result = known;
                break;
            }
        }
    }
    ucnv_close(c);
    return result;
}

// Our single-octet codec for an encoding, or the one of ours closest to it.
std::optional<Codec> nearestCodec(const std::string& name) {
    if (auto c = Codec::byName(name))
        return c;
    const std::string n = standardName(name);
    if (n == "ISO-8859-9")
        return Codec(CodecId::Windows1254);
    if (n == "ISO-8859-7")
        return Codec(CodecId::Windows1253);
    if (n == "ISO-8859-13")
        return Codec(CodecId::Windows1257);
    return std::nullopt;
}

bool sameEncoding(const std::string& a, const std::string& b) {
    if (standardName(a) == standardName(b))
        return true;
    const auto ca = nearestCodec(a);
    const auto cb = nearestCodec(b);
    if (ca && cb) {
        const auto latin1 = [](Codec c) {
            return c.id() == CodecId::Iso8859_1 || c.id() == CodecId::Windows1252;
        };
        return *ca == *cb || (latin1(*ca) && latin1(*cb));
    }
    return false;
}

bool isUnicodeForm(const std::string& name) {
    return name.rfind("UTF-16", 0) == 0 || name.rfind("UTF-32", 0) == 0;
}

// What the units of a sample tell: octets outside ASCII, malformed ones, malformed units and
// well-formed sequences of two octets or more (an encoded surrogate pair counting as one). A
// sequence cut by the end of the sample says nothing.
struct SampleCounts {
    std::size_t nul = 0;
    std::size_t nonAscii = 0;
    std::size_t malformed = 0;
    std::size_t malformedUnits = 0;
    std::size_t sequences = 0;
};

SampleCounts countSample(std::span<const std::uint8_t> sample) noexcept {
    SampleCounts c;
    std::size_t i = 0;
    while (i < sample.size()) {
        const std::uint8_t b = sample[i];
        if (b < 0x80) {
            c.nul += b == 0 ? 1 : 0;
            ++i;
            continue;
        }
        // A UTF-16 surrogate pair as UTF-8 writes it (CESU-8, Java): UTF-8 gone astray, no
        // sign of a legacy encoding.
        if (encodedSurrogatePair(sample.subspan(i))) {
            c.nonAscii += 6;
            ++c.sequences;
            i += 6;
            continue;
        }
        const Unit u = decodeUnit(sample.subspan(i, std::min<std::size_t>(4, sample.size() - i)),
                                  Profile::Rfc3629);
        c.nonAscii += u.length;
        const bool cut = !u.valid() && i + u.length == sample.size();
        if (u.valid()) {
            ++c.sequences;
        } else if (!cut) {
            c.malformed += u.length;
            ++c.malformedUnits;
        }
        i += u.length;
    }
    return c;
}

// looksLikeAnotherEncoding, with the sample's counts.
bool looksLikeAnotherEncoding(std::span<const std::uint8_t> sample,
                              const SampleCounts& c) noexcept {
    if (sample.size() >= 2 &&
        ((sample[0] == 0xFF && sample[1] == 0xFE) || (sample[0] == 0xFE && sample[1] == 0xFF)))
        return true;
    // UTF-16 and UTF-32 put NUL octets beside the others; NUL octets alone are no text at all.
    if (c.nul > 0 && c.nul * 4 >= sample.size() && (sample.size() - c.nul) * 10 >= sample.size())
        return true;
    // A few stray octets are damage in UTF-8 text, not the sign of another encoding.
    constexpr std::size_t kFewestMalformed = 4;
    return c.malformed >= kFewestMalformed && c.malformed * 2 >= c.nonAscii;
}

} // namespace

bool looksLikeAnotherEncoding(std::span<const std::uint8_t> sample) noexcept {
    return looksLikeAnotherEncoding(sample, countSample(sample));
}

bool EncodingGuess::sure() const noexcept {
    return byteOrderMark || (detectorsAgree && confidence >= kSureConfidence);
}

std::optional<EncodingGuess> guessEncoding(std::span<const std::uint8_t> sample) {
    const SampleCounts counts = countSample(sample);
    if (!looksLikeAnotherEncoding(sample, counts))
        return std::nullopt;
    EncodingGuess g;
    // A byte order mark says it all (UTF-32 first: FF FE 00 00 begins like UTF-16LE's).
    const auto starts = [&](std::initializer_list<std::uint8_t> bom) {
        return sample.size() >= bom.size() && std::equal(bom.begin(), bom.end(), sample.begin());
    };
    if (starts({0xFF, 0xFE, 0x00, 0x00}))
        g.name = "UTF-32LE";
    else if (starts({0x00, 0x00, 0xFE, 0xFF}))
        g.name = "UTF-32BE";
    else if (starts({0xFF, 0xFE}))
        g.name = "UTF-16LE";
    else if (starts({0xFE, 0xFF}))
        g.name = "UTF-16BE";
    if (!g.name.empty()) {
        g.confidence = 100;
        g.byteOrderMark = true;
        return g;
    }
    const std::vector<Match> icu = icuMatches(sample);
    const std::string other = uchardetAnswer(sample);
    // UTF-16 and UTF-32 of most scripts put a NUL beside many characters; a stray NUL (a test
    // file's "U+0000" example, a NUL-terminated record) says nothing of the encoding.
    const bool nulOctets = counts.nul * 10 >= sample.size();
    const Match* chosen = nullptr;
    if (nulOctets) {
        // NUL octets are no text in a single-octet encoding: only UTF-16 and UTF-32 remain.
        for (const Match& m : icu) {
            if (isUnicodeForm(m.name) && (!chosen || m.confidence > chosen->confidence))
                chosen = &m;
        }
    } else if (looksBinary(sample)) {
        // Controls that text does not hold, without the NULs of UTF-16: binary data, which no
        // encoding makes text of (the detectors still name one: windows-1252 for random octets).
    } else if (!other.empty() && other != "ASCII" && !sameEncoding(other, "UTF-8")) {
        g.name = standardName(other);
        for (const Match& m : icu) {
            if (sameEncoding(m.name, other)) {
                g.confidence = m.confidence;
                g.language = m.language;
                g.detectorsAgree = true;
                break;
            }
        }
    } else {
        for (const Match& m : icu) {
            if (!sameEncoding(m.name, "UTF-8") && !isUnicodeForm(m.name)) {
                chosen = &m;
                break;
            }
        }
    }
    if (chosen) {
        g.name = standardName(chosen->name);
        g.confidence = chosen->confidence;
        g.language = chosen->language;
        g.detectorsAgree = !other.empty() && sameEncoding(other, chosen->name);
    }
    if (g.name.empty())
        return std::nullopt;
    // ISO 8859-1 has C1 controls at 80-9F, which no text uses; windows-1252 has letters and
    // punctuation there.
    if (standardName(g.name) == "ISO-8859-1" &&
        std::any_of(sample.begin(), sample.end(),
                    [](std::uint8_t b) { return b >= 0x80 && b <= 0x9F; }))
        g.name = "windows-1252";
    g.codec = nearestCodec(g.name);
    // A single-octet encoding makes a well-formed UTF-8 sequence only by chance, now and then:
    // many of them beside the malformed units are UTF-8 with dense errors (a decoder's test
    // file), whatever the detectors say. Encodings of several octets a character make them
    // often (GB18030 and Shift_JIS put octets 80-BF after C2-F4).
    if (g.codec && !unitsLookLikeAnotherEncoding(counts.sequences, counts.malformedUnits))
        return std::nullopt;
    return g;
}

} // namespace u8scope
