// encode: the UTF-8 octets of code points given as U+XXXX, 0xXXXX, decimal numbers, or pasted
// characters, read as the playground reads them (readCodePoints).
#include "cli.h"
#include "commands.h"
#include "output.h"
#include "u8scope/codec/encoder.h"
#include "u8scope/teach/playground.h"
#include "u8scope/text/hex.h"

#include <string>

namespace u8scope::cli {

int runEncode(const Options& o) {
    std::string octets;
    int status = kExitOk;
    for (const std::string& arg : o.operands) {
        const auto typed = readCodePoints(arg, o.profile);
        if (!typed) {
            complain("'" + arg +
                     "' is not a code point: write U+ and 1 to 8 hex digits (U+00E9), 0x and "
                     "hex digits (0xE9), a decimal number (233), or the characters themselves "
                     "as well-formed UTF-8 (\xC3\xA9)");
            return kExitTrouble;
        }
        // "2019" is read as the decimal number it is, U+07E3; someone after "’" meant U+2019.
        // Four digits or more, or a leading zero ("0041"), are said back, so that the reading is
        // not taken on trust.
        if (typed->notation == CodePointNotation::Decimal) {
            for (std::size_t i = 0; i < typed->values.size(); ++i) {
                const std::uint64_t value = typed->values[i];
                const std::string& word = typed->words[i];
                if (value >= 1000 || (word.size() >= 2 && word[0] == '0'))
                    complain("note: " + std::to_string(value) + " is read as a decimal number, " +
                             formatCodePoint(value) + "; for the code point in hex write U+" +
                             word);
            }
        }
        for (const std::uint64_t value : typed->values) {
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
