// encode: the UTF-8 octets of code points given as U+XXXX, 0xXXXX, decimal numbers, or pasted
// characters.
#include "cli.h"
#include "commands.h"
#include "output.h"
#include "u8scope/decoder.h"
#include "u8scope/encoder.h"
#include "u8scope/hex.h"

#include <algorithm>
#include <charconv>

namespace u8scope::cli {

namespace {

bool startsWithPrefix(std::string_view arg) {
    if (arg.size() < 2)
        return false;
    const bool unicode = (arg[0] == 'U' || arg[0] == 'u') && arg[1] == '+';
    const bool hex = arg[0] == '0' && (arg[1] == 'x' || arg[1] == 'X');
    return unicode || hex;
}

// The values an argument stands for; empty when it is none of the accepted forms.
std::vector<std::uint64_t> valuesOf(const std::string& arg, Profile profile) {
    if (const auto value = parseCodePoint(arg))
        return {*value};
    if (startsWithPrefix(arg))
        return {}; // "U+ZZZZ" is a mistyped code point, not text to encode
    if (!arg.empty() &&
        std::all_of(arg.begin(), arg.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        std::uint64_t value = 0;
        const auto [ptr, ec] = std::from_chars(arg.data(), arg.data() + arg.size(), value);
        if (ec != std::errc() || ptr != arg.data() + arg.size())
            return {};
        return {value};
    }
    // Characters pasted as they are: each of them, if the argument is well-formed text.
    const auto units = decodeAll(
        std::span(reinterpret_cast<const std::uint8_t*>(arg.data()), arg.size()), profile);
    std::vector<std::uint64_t> values;
    for (const Unit& u : units) {
        if (!u.valid())
            return {};
        values.push_back(u.codePoint);
    }
    return values;
}

} // namespace

int runEncode(const Options& o) {
    std::string octets;
    int status = kExitOk;
    for (const std::string& arg : o.operands) {
        const std::vector<std::uint64_t> values = valuesOf(arg, o.profile);
        if (values.empty()) {
            complain("'" + arg +
                     "' is not a code point: write U+ and 1 to 8 hex digits (U+00E9), 0x and "
                     "hex digits (0xE9), a decimal number (233), or the characters themselves "
                     "as well-formed UTF-8 (\xC3\xA9)");
            return kExitTrouble;
        }
        for (const std::uint64_t value : values) {
            const Encoded e = encode(value, o.profile);
            if (!e.ok()) {
                complain(describe(*e.error, value, o.profile));
                status = kExitInvalid;
                continue;
            }
            if (!octets.empty())
                octets += ' ';
            octets += formatOctets(e.bytes());
        }
    }
    if (status != kExitOk)
        return status;
    Out out;
    out.write(octets + "\n");
    if (!out.flush()) {
        out.complainFailure();
        return kExitTrouble;
    }
    return kExitOk;
}

} // namespace u8scope::cli
