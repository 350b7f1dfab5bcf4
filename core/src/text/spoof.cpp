// The spoof checker of UTS #39 (spoof.h), through ICU.
#include "text/spoof.h"

#include <map>
#include <memory>
#include <mutex>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>
#include <unicode/ustring.h>
#include <unordered_map>

namespace u8scope::hidden {

namespace {

struct Checker {
    USpoofChecker* checker = nullptr;
    Checker() {
        UErrorCode status = U_ZERO_ERROR;
        checker = uspoof_open(&status);
        uspoof_setChecks(checker,
                         USPOOF_RESTRICTION_LEVEL | USPOOF_MIXED_NUMBERS | USPOOF_HIDDEN_OVERLAY,
                         &status);
        uspoof_setRestrictionLevel(checker, USPOOF_HIGHLY_RESTRICTIVE);
        if (U_FAILURE(status)) {
            uspoof_close(checker);
            checker = nullptr;
        }
    }
    ~Checker() { uspoof_close(checker); }
    Checker(const Checker&) = delete;
    Checker& operator=(const Checker&) = delete;
};

const USpoofChecker* checker() {
    static const Checker c;
    return c.checker;
}

std::u16string toUtf16(std::u32string_view text) {
    std::u16string out;
    out.reserve(text.size());
    for (const char32_t c : text) {
        if (c > 0xFFFF) {
            out += static_cast<char16_t>(U16_LEAD(c));
            out += static_cast<char16_t>(U16_TRAIL(c));
        } else {
            out += static_cast<char16_t>(c);
        }
    }
    return out;
}

std::u32string toUtf32(const char16_t* s, std::size_t n) {
    std::u32string out;
    for (std::size_t i = 0; i < n;) {
        UChar32 c;
        U16_NEXT(s, i, n, c);
        out += static_cast<char32_t>(c);
    }
    return out;
}

// For each script asked for, its letters and digits by skeleton: built once, on first use (a
// script of a few thousand characters takes a millisecond or so).
class Lookalikes {
public:
    char32_t find(char32_t c, int script) {
        const std::u32string key = skeleton(std::u32string(1, c));
        const std::lock_guard lock(m_mutex);
        auto it = m_byScript.find(script);
        if (it == m_byScript.end())
            it = m_byScript.emplace(script, build(script)).first;
        const auto found = it->second.find(key);
        return found == it->second.end() ? 0 : found->second;
    }

private:
    static std::unordered_map<std::u32string, char32_t> build(int script) {
        std::unordered_map<std::u32string, char32_t> bySkeleton;
        UErrorCode status = U_ZERO_ERROR;
        USet* set = uset_openEmpty();
        uset_applyIntPropertyValue(set, UCHAR_SCRIPT, script, &status);
        const int32_t ranges = U_SUCCESS(status) ? uset_getItemCount(set) : 0;
        for (int32_t r = 0; r < ranges; ++r) {
            UChar32 start = 0;
            UChar32 end = 0;
            status = U_ZERO_ERROR;
            if (uset_getItem(set, r, &start, &end, nullptr, 0, &status) != 0 || U_FAILURE(status))
                continue; // a string, not a range
            for (UChar32 c = start; c <= end; ++c) {
                if (!u_hasBinaryProperty(c, UCHAR_ALPHABETIC) &&
                    u_charType(c) != U_DECIMAL_DIGIT_NUMBER)
                    continue;
                // Ranges come in code point order: the first of a skeleton is the lowest.
                bySkeleton.emplace(skeleton(std::u32string(1, static_cast<char32_t>(c))),
                                   static_cast<char32_t>(c));
            }
        }
        uset_close(set);
        return bySkeleton;
    }

    std::mutex m_mutex;
    std::map<int, std::unordered_map<std::u32string, char32_t>> m_byScript;
};

} // namespace

std::u32string skeleton(std::u32string_view text) {
    const USpoofChecker* sc = checker();
    if (sc == nullptr)
        return std::u32string(text);
    const std::u16string in = toUtf16(text);
    char16_t buffer[64];
    UErrorCode status = U_ZERO_ERROR;
    const int32_t n =
        uspoof_getSkeleton(sc, 0, in.data(), static_cast<int32_t>(in.size()), buffer, 64, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) {
        std::u16string big(static_cast<std::size_t>(n), u'\0');
        status = U_ZERO_ERROR;
        uspoof_getSkeleton(sc, 0, in.data(), static_cast<int32_t>(in.size()), big.data(), n,
                           &status);
        return U_SUCCESS(status) ? toUtf32(big.data(), big.size()) : std::u32string(text);
    }
    if (U_FAILURE(status))
        return std::u32string(text);
    return toUtf32(buffer, static_cast<std::size_t>(n));
}

bool asciiSkeleton(char32_t c) {
    const std::u32string s = skeleton(std::u32string(1, c));
    if (s.empty())
        return false;
    for (const char32_t k : s) {
        const bool alnum =
            (k >= U'a' && k <= U'z') || (k >= U'A' && k <= U'Z') || (k >= U'0' && k <= U'9');
        if (!alnum)
            return false;
    }
    return true;
}

char32_t lookalikeIn(char32_t c, int script) {
    static Lookalikes lookalikes;
    return lookalikes.find(c, script);
}

WordCheck checkWord(std::u32string_view word) {
    WordCheck w;
    const USpoofChecker* sc = checker();
    if (sc == nullptr)
        return w;
    const std::u16string in = toUtf16(word);
    UErrorCode status = U_ZERO_ERROR;
    const int32_t result =
        uspoof_check2(sc, in.data(), static_cast<int32_t>(in.size()), nullptr, &status);
    if (U_FAILURE(status))
        return w;
    w.mixedScripts = (result & USPOOF_RESTRICTION_LEVEL) != 0;
    w.mixedNumbers = (result & USPOOF_MIXED_NUMBERS) != 0;
    w.hiddenOverlay = (result & USPOOF_HIDDEN_OVERLAY) != 0;
    return w;
}

} // namespace u8scope::hidden
