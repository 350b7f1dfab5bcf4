// encode: the UTF-8 octets of code points given as U+XXXX.
#include "cli.h"
#include "commands.h"
#include "output.h"
#include "u8scope/encoder.h"
#include "u8scope/hex.h"

namespace u8scope::cli {

int runEncode(const Options& o) {
    std::string octets;
    int status = kExitOk;
    for (const std::string& arg : o.operands) {
        const auto value = parseCodePoint(arg);
        if (!value) {
            complain("'" + arg +
                     "' is not a code point: write U+ and 1 to 8 hex digits, e.g. U+00E9");
            return kExitTrouble;
        }
        const Encoded e = encode(*value, o.profile);
        if (!e.ok()) {
            complain(describe(*e.error, *value, o.profile));
            status = kExitInvalid;
            continue;
        }
        if (!octets.empty())
            octets += ' ';
        octets += formatOctets(e.bytes());
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
