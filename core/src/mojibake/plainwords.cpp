// Words that need no reading: see plainwords.h.
#include "plainwords.h"

#include "plausibility.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/encoding/legacycodec.h"

#include <algorithm>
#include <array>

namespace u8scope::detail {

CodecMask candidateCodecs(std::span<const CodePoint> word) noexcept {
    CodecMask mask = 0;
    for (std::size_t i = 0; i + 1 < word.size(); ++i) {
        const CodecMask lead = leadCodecs(word[i]);
        if (lead == 0)
            continue;
        const CodePoint next = word[i + 1];
        if (next == '?' || next == kReplacementCharacter)
            mask = static_cast<CodecMask>(mask | lead);
        else
            mask = static_cast<CodecMask>(mask | (lead & continuationCodecs(next)));
    }
    return mask;
}

bool startsWithReencodedSignature(std::span<const CodePoint> word) noexcept {
    if (word.size() < 3 || word[0] < 0x80 || word[1] < 0x80 || word[2] < 0x80)
        return false;
    // EF BB BF as each codec reads them, worked out once.
    static const auto kSignatures = [] {
        std::array<std::array<CodePoint, 3>, kCodecCount> s{};
        for (const Codec c : Codec::all())
            s[static_cast<std::size_t>(c.id())] = {c.decode(0xEF), c.decode(0xBB), c.decode(0xBF)};
        return s;
    }();
    return std::any_of(kSignatures.begin(), kSignatures.end(), [&](const auto& s) {
        return s[0] == word[0] && s[1] == word[1] && s[2] == word[2];
    });
}

bool implausible(std::span<const CodePoint> word) noexcept {
    return textCost(word) >= kLeastGain || startsWithReencodedSignature(word);
}

bool isPlainWord(std::span<const CodePoint> word, CodecMask& codecs) noexcept {
    codecs = candidateCodecs(word);
    return codecs == 0 || !implausible(word);
}

bool PlainWordFilter::plain(const std::uint8_t* word, std::size_t size) {
    if (size > PlainWords::kLongest)
        return false;
    if (m_memo.holds(word, size))
        return true;
    m_chars.clear();
    for (std::size_t i = 0; i < size;) {
        if (word[i] < 0x80) {
            m_chars.push_back(word[i++]);
            continue;
        }
        const Unit u = decodeUnit(
            std::span<const std::uint8_t>(word + i, std::min<std::size_t>(size - i, 4)),
            Profile::Rfc3629);
        if (!u.valid())
            return false;
        m_chars.push_back(u.codePoint);
        i += u.length;
    }
    CodecMask codecs = 0;
    if (!isPlainWord(m_chars, codecs))
        return false;
    m_memo.add(word, size);
    return true;
}

} // namespace u8scope::detail
