// fix: the input with its mojibake repaired, every other octet unchanged (or with --from, the
// whole input converted from another encoding), to standard output or, with -o, to a file
// written beside OUT and renamed over it once complete. A regular file is mapped first
// (TextInput::engineOptions): its regions of binary data and NUL holes are copied as they are,
// the text around them repaired.
#include "cli.h"
#include "commands.h"
#include "destination.h"
#include "output.h"
#include "textinput.h"
#include "u8scope/encoding/transcoder.h"
#include "u8scope/text/hex.h"

#include <algorithm>
#include <cctype>
#include <memory>
#include <sstream>
#include <string>

namespace u8scope::cli {

namespace {

// Whether `transcoder`'s encoding writes ASCII as UTF-8 does: then input of ASCII alone comes
// out unchanged.
bool asciiCompatible(const std::string& encoding) {
    auto t = Transcoder::open(encoding);
    std::string ascii;
    for (int c = 1; c < 0x80; ++c)
        ascii += static_cast<char>(c);
    std::string out;
    t->convert(octetsOf(ascii), out,
               true);
    return out == ascii;
}

// Whether `encoding` reads UTF-8 as UTF-8 (it is UTF-8, or CESU-8 for these octets).
bool keepsUtf8(const std::string& encoding) {
    auto t = Transcoder::open(encoding);
    const std::string sample = "caf\xC3\xA9 \xE2\x82\xAC \xD0\x9F";
    std::string out;
    t->convert(octetsOf(sample), out,
               true);
    return out == sample;
}

int convert(const Options& o, TextInput& input, Destination& destination) {
    const std::string& from = *o.from;
    auto transcoder = Transcoder::open(from);
    if (!transcoder) {
        complain("unknown encoding '" + from +
                 "' (a name ICU knows: windows-1251, ISO-8859-2, UTF-16LE, Shift_JIS, ...)");
        return kExitTrouble;
    }
    const bool compatible = asciiCompatible(from);
    // UTF-8 converted from any other encoding is encoded twice: mojibake made, not repaired.
    // (Not only from ASCII-compatible ones: ICU's Shift_JIS maps some controls otherwise.)
    if (!keepsUtf8(from)) {
        auto utf8 = input.utf8BeyondAscii();
        if (!utf8) {
            destination.abandon();
            complain(utf8.error());
            return kExitTrouble;
        }
        if (*utf8) {
            destination.abandon();
            complain(input.path() + ": is UTF-8 already" +
                     (input.judgedWhole() ? std::string() : std::string(" by its first octets")) +
                     ": converting it from " + from +
                     " would encode its characters outside ASCII twice, which is how mojibake is "
                     "made; without --from, fix repairs the mojibake it holds");
            return kExitTrouble;
        }
    }
    bool changed = false;
    std::string out;
    const auto ioError = input.read([&](std::span<const std::uint8_t> chunk) {
        out.clear();
        transcoder->convert(chunk, out);
        changed = changed || !compatible ||
                  std::any_of(chunk.begin(), chunk.end(), [](std::uint8_t b) { return b >= 0x80; });
        destination.write(out);
        return !destination.failed();
    });
    if (!ioError && !destination.failed()) {
        out.clear();
        transcoder->convert({}, out, true);
        destination.write(out);
    }
    if (ioError) {
        destination.abandon();
        complain(*ioError);
        return kExitTrouble;
    }
    if (!destination.finish())
        return kExitTrouble;
    if (const std::size_t cut = transcoder->cutAtEnd(); cut > 0) {
        complain(input.path() + ": ends inside a character of " + from + ": its last " +
                 (cut == 1 ? std::string("octet starts") : std::to_string(cut) + " octets start") +
                 " one that the file does not finish, written as U+FFFD");
    }
    return changed ? kExitInvalid : kExitOk;
}

// A text head before binary data (a self-extracting archive): repairing the text would move
// the data after it, and what looks like mojibake in the data is chance.
void refuseBinaryFrom(const TextInput& input, std::uint64_t offset, const std::string& note) {
    complain(input.path() + ": is text followed by binary data (by offset " +
             std::to_string(offset) +
             ": lines with controls that text does not hold, among octets that are not UTF-8), "
             "which fix does not change: repairing the text would move the data after it; the "
             "mojibake command lists what it finds" +
             note);
}

// Whether `name` asks for Java's modified UTF-8 (fix --from Modified-UTF-8): repaired as UTF-8,
// with its C0 80 written as the NUL octet.
bool modifiedUtf8(std::string_view name) {
    std::string folded;
    for (const char c : name) {
        if (std::isalnum(static_cast<unsigned char>(c)))
            folded += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return folded == "modifiedutf8";
}

// "2 findings left as they are: 1 of a confidence below 0.5 (--min-confidence), 1 C0 80 ..."
std::string leftNote(const RepairLeft& left, double minConfidence) {
    const auto count = [](std::uint64_t n, const std::string& one, const std::string& many) {
        return std::to_string(n) + " " + (n == 1 ? one : many);
    };
    std::string note = count(left.total(), "finding", "findings") + " left as " +
                       (left.total() == 1 ? "it is" : "they are") + ":";
    std::string sep = " ";
    if (left.belowConfidence > 0) {
        std::ostringstream at;
        at << minConfidence;
        note += sep + std::to_string(left.belowConfidence) + " of a confidence below " + at.str() +
                " (--min-confidence)";
        sep = ", ";
    }
    if (left.modifiedNul > 0)
        note += sep + count(left.modifiedNul, "C0 80", "C0 80") +
                " of Java's modified UTF-8, which becomes the NUL octet only with --from "
                "Modified-UTF-8";
    return note;
}

int repair(TextInput& input, Destination& destination, const RepairPolicy& policy) {
    // What refuses a repair is decided in core (repairplan.h), as for the window's copy.
    const auto& encoding = input.encoding();
    if (input.plan().refusal == RepairRefusal::NotUtf8) {
        destination.abandon();
        complain(input.path() + ": is not UTF-8 but most likely " + encoding->name +
                 ", which fix does not repair: convert it with --from " + encoding->name);
        return kExitTrouble;
    }
    // Repairing the few lines of text in binary data would change the data around them.
    if (input.plan().refusal == RepairRefusal::BinaryData) {
        destination.abandon();
        complain(input.path() +
                 ": looks like binary data, not text (most of its first octets, their NUL holes "
                 "left out, lie in binary data: controls that text does not hold, in at least one "
                 "octet in a hundred, or a fill of one octet 80-FF, as erased flash holds FF), "
                 "which fix does not change; the mojibake command lists the text in it");
        return kExitTrouble;
    }
    if (encoding && encoding->sure()) {
        complain(input.path() + ": is not UTF-8 but most likely " + encoding->name +
                 "; its octets that are not UTF-8 are read as " +
                 std::string(encoding->codec->name()) + " (--from " + encoding->name +
                 " converts the whole file instead)");
    } else if (encoding) {
        complain(input.path() + ": may not be UTF-8: the detectors name " + encoding->name +
                 ", but not surely (ICU's confidence " + std::to_string(encoding->confidence) +
                 " of 100); its octets that are not UTF-8 are read as text only where the text "
                 "around them shows an encoding (--from " +
                 encoding->name + " converts the whole file instead)");
    }
    auto options = input.engineOptions();
    if (!options) {
        destination.abandon();
        complain(options.error());
        return kExitTrouble;
    }
    // A regular file's first pass found it; a stream shows it only as it is read (below).
    if (input.plan().refusal == RepairRefusal::BinaryFrom) {
        destination.abandon();
        refuseBinaryFrom(input, *options->binaryFrom, "");
        return kExitTrouble;
    }
    if (input.chanceLegacy() > 0)
        complain(input.path() + ": " + chanceLegacyNote(input.chanceLegacy()) +
                 "; they are left as they are");
    MojibakeRepairer repairer([&](std::string_view s) { destination.write(s); }, *options, nullptr,
                              policy);
    const auto ioError = input.read([&](std::span<const std::uint8_t> chunk) {
        repairer.feed(chunk);
        return !destination.failed();
    });
    if (ioError) {
        destination.abandon();
        complain(*ioError);
        return kExitTrouble;
    }
    if (!destination.failed())
        repairer.finish();
    if (const auto& stats = repairer.stats(); stats.binaryFrom && stats.findings > 0) {
        destination.abandon();
        refuseBinaryFrom(input, *stats.binaryFrom, destination.abandoned());
        return kExitTrouble;
    }
    if (const std::uint64_t unproven = repairer.stats().unprovenLegacy + input.surveyUnproven();
        unproven > 0)
        complain(input.path() + ": " + unprovenLegacyNote(unproven) +
                 "; they are left as they are");
    if (repairer.left().total() > 0)
        complain(input.path() + ": " + leftNote(repairer.left(), policy.minConfidence));
    if (!destination.finish())
        return kExitTrouble;
    return repairer.repaired() == 0 ? kExitOk : kExitInvalid;
}

} // namespace

int runFix(const Options& o) {
    const std::string& path = o.operands.front();
    RepairPolicy policy;
    policy.minConfidence = o.minConfidence.value_or(kDefaultMinConfidence);
    policy.modifiedNul = o.from && modifiedUtf8(*o.from);
    if (o.from && !policy.modifiedNul && !Transcoder::open(*o.from)) {
        complain("unknown encoding '" + *o.from +
                 "' (a name ICU knows: windows-1251, ISO-8859-2, UTF-16LE, Shift_JIS, ...)");
        return kExitTrouble;
    }
    auto input = TextInput::open(path);
    if (!input) {
        complain(input.error());
        return kExitTrouble;
    }
    std::unique_ptr<Destination> destination;
    // "-o -" is standard output, as "-" is standard input.
    if (o.output && *o.output != "-") {
        destination = replacingFile(*o.output, path);
        if (!destination)
            return kExitTrouble;
    } else {
        destination = std::make_unique<StandardOutput>();
    }
    return o.from && !policy.modifiedNul ? convert(o, *input, *destination)
                                         : repair(*input, *destination, policy);
}

} // namespace u8scope::cli
