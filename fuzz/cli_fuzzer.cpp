// The command line and file names: parseArguments on any arguments (the input split at NUL
// octets), and the escaping of any name for a terminal (terminalSafe) and for JSON
// (jsonString), and parseSize on any text.
// - parsing never crashes, and either fails with a message or gives options that are all rows
//   of cli/options.cpp, and parses the same way twice;
// - a terminal-safe name is well-formed UTF-8 with no C0, DEL or C1 control and no bidi control
//   or line separator, and a name that has none of those comes back unchanged;
// - a JSON string is one valid JSON value, UTF-8, with no raw control;
// - a size that parses prints back as the same number, and a unit multiplies it.
#include "fuzz_support.h"
#include "help.h"
#include "json_check.h"
#include "options.h"
#include "output.h"
#include "u8scope/codec/decoder.h"

namespace u8scope::fuzz {
namespace {

std::string hex(const std::string& s) {
    return formatOctets(bytesOf(s));
}

void checkArguments(const std::vector<std::string>& args) {
    const cli::ParseResult r = cli::parseArguments(args);
    const cli::ParseResult again = cli::parseArguments(args);
    FUZZ_CHECK(r.error == again.error, "parsed twice: " + r.error + " / " + again.error);
    if (!r.error.empty()) {
        FUZZ_CHECK(isHarmless(cli::terminalSafe(r.error)), hex(r.error));
        return;
    }
    const cli::Options& o = r.options;
    FUZZ_CHECK(o.operands == again.options.operands, "operands differ");
    for (const std::string& name : o.given) {
        const cli::OptionHelp* option = cli::optionNamed(name);
        FUZZ_CHECK(option != nullptr, "an option outside the tables was accepted: " + hex(name));
    }
    if (o.help)
        FUZZ_CHECK(!cli::helpText(o.command).empty(), "no help");
}

void checkName(const std::string& name) {
    const std::string safe = cli::terminalSafe(name);
    FUZZ_CHECK(isHarmless(safe), hex(name) + " -> " + hex(safe));
    if (isHarmless(name) && name.find('\\') == std::string::npos)
        FUZZ_CHECK(safe == name, "changed a harmless name: " + hex(name) + " -> " + hex(safe));
    const std::string json = cli::jsonString(name);
    FUZZ_CHECK(test::isValidJson(json), hex(name) + " -> " + json);
    FUZZ_CHECK(isHarmless(json), hex(name) + " -> " + hex(json));
}

void checkSize(const std::string& text) {
    const auto size = cli::parseSize(text);
    if (!size)
        return;
    FUZZ_CHECK(cli::parseSize(std::to_string(*size)) == size, text);
    if (*size <= UINT64_MAX / 1024)
        FUZZ_CHECK(cli::parseSize(std::to_string(*size) + "KiB") == *size * 1024, text);
}

} // namespace
} // namespace u8scope::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace u8scope::fuzz;
    const std::string input(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> args;
    std::size_t start = 0;
    for (;;) {
        const std::size_t nul = input.find('\0', start);
        args.push_back(input.substr(start, nul - start));
        if (nul == std::string::npos)
            break;
        start = nul + 1;
    }
    checkArguments(args);
    for (const std::string& a : args) {
        checkName(a);
        checkSize(a);
    }
    checkName(input);
    return 0;
}
