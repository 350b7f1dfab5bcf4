// Reading find queries and offsets as people type them.
#include "u8scope/file/userinput.h"

#include "u8scope/text/hex.h"

#include <string>

namespace u8scope {

namespace {

bool isHexDigit(char c) noexcept {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

std::string_view trimmed(std::string_view s) noexcept {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

} // namespace

QueryKind guessQueryKind(std::string_view query) {
    const std::string_view q = trimmed(query);
    if (q.empty())
        return QueryKind::Text;
    if (q.size() >= 2 && (q[0] == 'U' || q[0] == 'u') && q[1] == '+') {
        // One or more U+ values separated by spaces.
        std::size_t i = 0;
        bool all = true;
        while (i < q.size() && all) {
            std::size_t end = q.find(' ', i);
            if (end == std::string_view::npos)
                end = q.size();
            const std::string_view word = q.substr(i, end - i);
            all = word.empty() || (word.size() > 2 && (word[0] == 'U' || word[0] == 'u') &&
                                   parseCodePoint(word).has_value());
            i = end + 1;
        }
        if (all)
            return QueryKind::CodePoints;
    }
    if (!parseHexOctets(q))
        return QueryKind::Text;
    // Written like octets: separated or prefixed; or run together with letters that are not a
    // word: mixed with digits ("c3a9"), or in capitals ("FFFE"). "cafe" and "2024" stay text.
    bool separated = false;
    bool digit = false;
    bool lower = false;
    bool upper = false;
    for (char c : q) {
        if (c == ' ' || c == ',' || c == ':' || c == '-' || c == '\\' || c == 'x' || c == 'X')
            separated = true;
        else if (c >= '0' && c <= '9')
            digit = true;
        else if (c >= 'a' && c <= 'f')
            lower = true;
        else
            upper = true;
    }
    const bool letters = lower || upper;
    return separated || (letters && (digit || !lower)) ? QueryKind::Octets : QueryKind::Text;
}

OffsetInput readOffset(std::string_view typed, std::uint64_t cursor,
                       std::uint64_t fileSize) noexcept {
    OffsetInput r;
    std::string_view t = trimmed(typed);
    if (t.empty()) {
        r.problem = OffsetInput::Problem::Empty;
        return r;
    }
    int sign = 0;
    if (t.front() == '+' || t.front() == '-') {
        sign = t.front() == '+' ? 1 : -1;
        r.relative = true;
        t.remove_prefix(1);
    }
    // Digits only, without the spaces and underscores people use to group them.
    char digits[32];
    std::size_t n = 0;
    for (char c : t) {
        if (c == ' ' || c == '_')
            continue;
        if (n == sizeof digits) {
            r.problem = OffsetInput::Problem::NotANumber;
            return r;
        }
        digits[n++] = c;
    }
    std::string_view d(digits, n);
    int base = 10;
    if (d.size() > 2 && d[0] == '0' && (d[1] == 'x' || d[1] == 'X')) {
        d.remove_prefix(2);
        base = 16;
    } else if (d.size() > 1 && (d.back() == 'h' || d.back() == 'H')) {
        d.remove_suffix(1);
        base = 16;
    }
    std::uint64_t v = 0;
    for (char c : d) {
        const bool ok = base == 10 ? (c >= '0' && c <= '9') : isHexDigit(c);
        const std::uint64_t digit = c <= '9' ? static_cast<std::uint64_t>(c - '0')
                                             : static_cast<std::uint64_t>((c | 0x20) - 'a' + 10);
        if (!ok || v > (UINT64_MAX - digit) / static_cast<std::uint64_t>(base)) {
            r.problem = OffsetInput::Problem::NotANumber;
            return r;
        }
        v = v * static_cast<std::uint64_t>(base) + digit;
    }
    if (d.empty()) {
        r.problem = OffsetInput::Problem::NotANumber;
        return r;
    }
    r.distance = v;
    if (fileSize == 0) {
        r.problem = OffsetInput::Problem::EmptyFile;
        return r;
    }
    std::uint64_t target = v;
    if (sign < 0) {
        if (v > cursor) {
            r.problem = OffsetInput::Problem::BeforeStart;
            return r;
        }
        target = cursor - v;
    } else if (sign > 0) {
        if (v > UINT64_MAX - cursor) {
            r.problem = OffsetInput::Problem::PastEnd;
            return r;
        }
        target = cursor + v;
    }
    if (target >= fileSize) {
        r.problem = OffsetInput::Problem::PastEnd;
        return r;
    }
    r.offset = target;
    return r;
}

} // namespace u8scope
