// decode: the text with one U+FFFD per maximal subpart (core's appendText), or one line per
// unit.
#include "cli.h"
#include "commands.h"
#include "input.h"
#include "output.h"
#include "u8scope/codec/decoder.h"
#include "u8scope/codec/replacement.h"
#include "u8scope/text/hex.h"

namespace u8scope::cli {

int runDecode(const Options& o) {
    auto in = InputStream::open(o.operands.front());
    if (!in) {
        complain(in.error());
        return kExitTrouble;
    }
    Out out;
    Decoder decoder(o.profile);
    std::string buf;
    buf.reserve(std::size_t{1} << 20);
    const auto text = [&](const Unit& u) { appendText(buf, u); };
    const auto codepoints = [&](const Unit& u) {
        buf += std::to_string(u.offset);
        buf += ' ';
        buf += std::to_string(u.length);
        buf += ' ';
        if (u.valid()) {
            buf += formatCodePoint(u.codePoint);
        } else {
            buf += "ERROR ";
            buf += toString(*u.error);
        }
        buf += '\n';
    };
    const auto flushSome = [&] {
        out.write(buf);
        buf.clear();
    };
    const bool asText = o.format == DecodeFormat::Text;
    const auto sink = [&](const Unit& u) { asText ? text(u) : codepoints(u); };
    // From a pipe, pass on what has arrived at once (tail -f | u8scope-cli decode -).
    const bool stream = !in->regularFile();
    const auto ioError = readAll(*in, [&](std::span<const std::uint8_t> chunk) {
        decoder.feed(chunk, sink);
        flushSome();
        if (stream)
            (void)out.flush();
        return !out.failed();
    });
    if (ioError) {
        flushSome();
        complain(*ioError);
        return kExitTrouble;
    }
    decoder.finish(sink);
    flushSome();
    if (!out.flush()) {
        out.complainFailure();
        return kExitTrouble;
    }
    return kExitOk;
}

} // namespace u8scope::cli
